"""The main window's actions and menus: built here, composed by ``MainWindow``.

Each action is a ``QAction`` of the window with its shortcut, icon and handler (the handlers
belong to the window's controllers: ``LibraryActions``, ``Editing``, ``Playing``); the menus
group them as PRODUCT §5 asks ("every action reachable from menus with shortcuts; status-bar
hints"), and ``retranslate_actions`` gives every one its text and tips in the UI language
(in the ``MainWindow`` translation context, where they have always been).
The actions stay attributes of the window (``window.save_action``…), which its views and the
tests use. ``window`` is the ``MainWindow`` (not imported here: the window imports this).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QToolBar

from editor.resources import RESOURCES_DIR


def set_shortcut(action: QAction, shortcut: str | QKeySequence.StandardKey) -> None:
    """Give ``action`` the key sequence ``shortcut``: its portable text ("Ctrl+I") or a
    standard key (its first binding, as ``QAction.setShortcut`` gives).

    Neither form, nor ``setShortcuts``, touches PySide6's ``Qt`` namespace, whose 93 Python
    enums are all built on the first use of any of them (~14 ms on the 2-core machine, a tenth
    of the cold start, PRODUCT §5); ``setShortcut`` would, resolving its overloads.
    """
    action.setShortcuts([QKeySequence(shortcut)])


def set_enum_property(target: QObject, name: str, key: str) -> None:
    """Set the Qt property ``name`` of ``target`` to its enum value named ``key``: Qt converts
    the name in C++, so the first frame builds no enum of the ``Qt`` namespace either
    (``set_shortcut``). A wrong name fails here."""
    if not target.setProperty(name, key):
        raise ValueError(f"{type(target).__name__}.{name} has no value {key!r}")


def _action(
    window: QMainWindow,
    handler: Callable[[], object],
    shortcut: str | QKeySequence.StandardKey | None = None,
    icon: str | None = None,
) -> QAction:
    action = QAction(window)
    if shortcut is not None:
        set_shortcut(action, shortcut)
    if icon:
        action.setIcon(QIcon(str(RESOURCES_DIR / "icons" / f"{icon}.svg")))
    action.triggered.connect(handler)
    return action


def build_actions(window: QMainWindow) -> None:
    """The window's actions with their shortcuts and icons, as attributes of ``window``.

    The controllers behind them are reached when an action is triggered, not now: they are
    built on first use (``MainWindow.editing``, ``library_actions``, ``map_import``).
    """
    standard = QKeySequence.StandardKey
    window.import_action = _action(
        window, lambda: window.library_actions.choose_import(), "Ctrl+I"
    )
    window.import_map_action = _action(window, lambda: window.map_import.choose())
    window.export_action = _action(
        window, lambda: window.library_actions.choose_export(), "Ctrl+E"
    )
    window.delete_action = _action(
        window, lambda: window.library_actions.confirm_delete(), standard.Delete
    )
    # Del deletes only in the library view (which adds the action), not in the editors
    set_enum_property(window.delete_action, "shortcutContext", "WidgetWithChildrenShortcut")
    window.cards_action = _action(
        window, lambda: window.library_actions.show_card_printing(), standard.Print
    )
    window.open_action = _action(window, window.edit_selected, standard.Open)
    window.save_action = _action(window, window.save_document, standard.Save)
    window.save_action.setEnabled(False)
    window.new_action = _action(window, lambda: window.editing.new_scenario(), standard.New)
    window.open_file_action = _action(
        window, lambda: window.editing.choose_file(), "Ctrl+Shift+O"
    )
    window.save_as_action = _action(window, lambda: window.editing.save_as(), "Ctrl+Shift+S")
    window.save_as_action.setEnabled(False)
    window.export_document_action = _action(window, window._on_export_document, "Ctrl+Shift+E")
    window.export_document_action.setEnabled(False)
    window.duplicate_action = _action(
        window, lambda: window.library_actions.duplicate_selected(), "Ctrl+D"
    )
    window.refresh_action = _action(window, window.reload, "Ctrl+R")
    window.quit_action = _action(window, window.close, standard.Quit)
    window.preferences_action = _action(window, window.show_preferences, standard.Preferences)
    if window.preferences_action.shortcut().isEmpty():
        set_shortcut(window.preferences_action, "Ctrl+,")
    window.about_action = _action(window, window.show_about, icon="app")
    window.help_action = _action(window, lambda: window.show_help(), standard.HelpContents)
    if window.help_action.shortcut().isEmpty():
        set_shortcut(window.help_action, "F1")
    window.shortcuts_action = _action(window, lambda: window.show_help("shortcuts"))
    window.files_action = _action(window, lambda: window.show_help("files"))
    window.library_mode = _action(
        window,
        lambda: window.stack.setCurrentWidget(window.library_view),  # noqa: B023
        "Ctrl+1",
        icon="river",
    )
    window.library_mode.setCheckable(True)
    window.library_mode.setChecked(True)
    window.editor_mode = _action(window, window._show_editor, "Ctrl+2", icon="advance")
    window.editor_mode.setCheckable(True)
    window.editor_mode.setEnabled(False)
    window.play_mode = _action(window, window.playing.show_or_start, "Ctrl+3", icon="burst")
    window.play_mode.setCheckable(True)
    window.play_mode.setEnabled(False)
    window.modes = QActionGroup(window)
    for mode in (window.library_mode, window.editor_mode, window.play_mode):
        window.modes.addAction(mode)


def build_menus(window: QMainWindow) -> None:
    """The menu bar and the mode bar, from the actions of ``window`` and its controllers."""
    bar = window.menuBar()
    window.file_menu = bar.addMenu("")
    for action in (window.new_action, window.open_action, window.open_file_action):
        window.file_menu.addAction(action)
    window.recent_menu = window.file_menu.addMenu("")
    window.recent_menu.aboutToShow.connect(window._fill_recent_menu)
    for action in (window.save_action, window.save_as_action, window.export_document_action):
        window.file_menu.addAction(action)
    window.file_menu.addSeparator()
    for action in (
        window.import_action,
        window.import_map_action,
        window.export_action,
        window.duplicate_action,
        window.delete_action,
    ):
        window.file_menu.addAction(action)
    window.file_menu.addSeparator()
    window.file_menu.addAction(window.cards_action)
    window.file_menu.addSeparator()
    window.file_menu.addAction(window.quit_action)
    window.edit_menu = bar.addMenu("")
    window.edit_menu.addAction(window.preferences_action)
    window.game_menu = bar.addMenu("")
    window.game_menu.addActions(window.playing.actions())
    window.view_menu = bar.addMenu("")
    window.view_menu.addActions([window.library_mode, window.editor_mode, window.play_mode])
    window.refresh_separator = window.view_menu.addSeparator()
    window.view_menu.addAction(window.refresh_action)
    window.help_menu = bar.addMenu("")
    for action in (window.help_action, window.shortcuts_action, window.files_action):
        window.help_menu.addAction(action)
    window.help_menu.addSeparator()
    window.help_menu.addAction(window.about_action)
    window.mode_bar = QToolBar(window)
    window.mode_bar.setObjectName("modeBar")
    set_enum_property(window.mode_bar, "toolButtonStyle", "ToolButtonTextBesideIcon")
    window.mode_bar.addActions([window.library_mode, window.editor_mode, window.play_mode])
    window.addToolBar(window.mode_bar)  # the top area


def retranslate_actions(window: QMainWindow) -> None:
    """The texts, status tips and tool tips of the window's own actions."""
    texts = (
        (
            window.import_action,
            QCoreApplication.translate("MainWindow", "&Import scenario…"),
            QCoreApplication.translate(
                "MainWindow", "Add a .skirmish file or scenario folder to the library"
            ),
        ),
        (
            window.import_map_action,
            QCoreApplication.translate("MainWindow", "Import &map…"),
            QCoreApplication.translate(
                "MainWindow",
                "Make a scenario from a Universal VTT map (Dungeondraft, DungeonFog, "
                "Dungeon Alchemist…)",
            ),
        ),
        (
            window.export_action,
            QCoreApplication.translate("MainWindow", "&Export scenario…"),
            QCoreApplication.translate(
                "MainWindow", "Save the selected scenario as a .skirmish file"
            ),
        ),
        (
            window.delete_action,
            QCoreApplication.translate("MainWindow", "&Delete scenario"),
            QCoreApplication.translate(
                "MainWindow", "Remove the selected scenario from the library"
            ),
        ),
        (
            window.open_action,
            QCoreApplication.translate("MainWindow", "&Open in editor"),
            QCoreApplication.translate("MainWindow", "Edit the board of the selected scenario"),
        ),
        (
            window.save_action,
            QCoreApplication.translate("MainWindow", "&Save"),
            QCoreApplication.translate("MainWindow", "Save the edited scenario to the library"),
        ),
        (
            window.new_action,
            QCoreApplication.translate("MainWindow", "&New scenario…"),
            QCoreApplication.translate(
                "MainWindow", "Start a scenario from an empty board or table"
            ),
        ),
        (
            window.open_file_action,
            QCoreApplication.translate("MainWindow", "Open &file…"),
            QCoreApplication.translate(
                "MainWindow", "Edit a .skirmish file; saving puts it in the library"
            ),
        ),
        (
            window.save_as_action,
            QCoreApplication.translate("MainWindow", "Save &as…"),
            QCoreApplication.translate("MainWindow", "Save the edited scenario under another name"),
        ),
        (
            window.export_document_action,
            QCoreApplication.translate("MainWindow", "E&xport edited scenario…"),
            QCoreApplication.translate(
                "MainWindow", "Write the scenario being edited to a .skirmish file"
            ),
        ),
        (
            window.duplicate_action,
            QCoreApplication.translate("MainWindow", "D&uplicate scenario"),
            QCoreApplication.translate("MainWindow", "Copy the selected scenario under a new name"),
        ),
        (
            window.play_mode,
            QCoreApplication.translate("MainWindow", "&Play"),
            QCoreApplication.translate("MainWindow", "The game being played"),
        ),
        (
            window.editor_mode,
            QCoreApplication.translate("MainWindow", "&Editor"),
            QCoreApplication.translate(
                "MainWindow", "The scenario being edited: its board or its table"
            ),
        ),
        (
            window.cards_action,
            QCoreApplication.translate("MainWindow", "&Print cards…"),
            QCoreApplication.translate(
                "MainWindow", "Print the cards, solo deck or river tiles of the selected scenario"
            ),
        ),
        (
            window.refresh_action,
            QCoreApplication.translate("MainWindow", "&Reload library"),
            QCoreApplication.translate("MainWindow", "Read the library again"),
        ),
        (
            window.quit_action,
            QCoreApplication.translate("MainWindow", "&Quit"),
            QCoreApplication.translate("MainWindow", "Close Skirmish Studio"),
        ),
        (
            window.preferences_action,
            QCoreApplication.translate("MainWindow", "&Preferences…"),
            QCoreApplication.translate("MainWindow", "Language and library location"),
        ),
        (
            window.about_action,
            QCoreApplication.translate("MainWindow", "&About Skirmish Studio"),
            QCoreApplication.translate("MainWindow", "Version and licences"),
        ),
        (
            window.help_action,
            QCoreApplication.translate("MainWindow", "&User guide"),
            QCoreApplication.translate(
                "MainWindow", "The guides to the editor, the play mode and card printing"
            ),
        ),
        (
            window.shortcuts_action,
            QCoreApplication.translate("MainWindow", "&Keyboard shortcuts"),
            QCoreApplication.translate("MainWindow", "Every key of the menus, editors and views"),
        ),
        (
            window.files_action,
            QCoreApplication.translate("MainWindow", "Where are my &files?"),
            QCoreApplication.translate(
                "MainWindow", "The folders of the library, its backups, recovery copies and logs"
            ),
        ),
        (
            window.library_mode,
            QCoreApplication.translate("MainWindow", "&Library"),
            QCoreApplication.translate("MainWindow", "Scenarios and units of the library"),
        ),
    )
    for action, text, tip in texts:
        action.setText(text)
        action.setStatusTip(tip)
        action.setToolTip(tip)
