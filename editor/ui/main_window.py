"""The main window: composes the mode bar, the central views, the menus and the status bar.

It stays thin (STYLE.md point 9): views and dialogs live in their own modules. The central area
is a stack of *modes*; the library is the first, and the editor and play views register
themselves beside it in later versions. The window paints first and opens the library just
after (``load_library``), so start-up shows a window at once.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QToolBar, QWidget

from editor.messages import SkirmishError
from editor.paths import RESOURCES_DIR
from editor.ui import settings
from editor.ui.i18n import current_language, install_language

if TYPE_CHECKING:  # what is only named in signatures is not imported before the first paint
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from editor.ui.library_view import Catalog, LibraryView

AUTOSAVE_MS = 60_000
"""Unsaved edits are copied to the recovery folder this often (``editor.ui.recovery``)."""

CatalogOpener = Callable[[str | None], "Catalog"]


class MainWindow(QMainWindow):
    """``open_catalog(path)`` opens the library (a writable Library, or any read-only Catalog);
    ``default_library()`` tells where the default library is (for Preferences)."""

    def __init__(
        self,
        open_catalog: CatalogOpener,
        default_library: Callable[[], Path],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowIcon(QIcon(str(RESOURCES_DIR / "icons" / "app.svg")))
        self._open_catalog = open_catalog
        self.document = None
        self.board_editor = None
        self._autosave_timer = QTimer(self)
        self._autosave_timer.setInterval(AUTOSAVE_MS)
        self._autosave_timer.timeout.connect(self.autosave_now)
        self.checker_panel = None
        self.checker_dock = None
        self._default_library = default_library
        self.catalog: Catalog | None = None
        self._library_view: LibraryView | None = None
        self.stack = QStackedWidget(self)
        self.setCentralWidget(self.stack)
        self._build_actions()
        self._build_menus()
        self.resize(1280, 800)
        self.retranslate()
        geometry, state = settings.window_layout()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)

    # --- construction -------------------------------------------------------------------------

    @property
    def library_view(self) -> LibraryView:
        """The library mode's view, built on first use (after the first paint at start-up)."""
        if self._library_view is None:
            from editor.ui.library_view import LibraryView

            self._library_view = LibraryView(self)
            self.stack.insertWidget(0, self._library_view)
            self.stack.setCurrentWidget(self._library_view)
        return self._library_view

    def _action(
        self,
        handler: Callable[[], object],
        shortcut: QKeySequence | None = None,
        icon: str | None = None,
    ) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(shortcut)
        if icon:
            action.setIcon(QIcon(str(RESOURCES_DIR / "icons" / f"{icon}.svg")))
        action.triggered.connect(handler)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence
        self.import_action = self._action(self._on_import, key(Qt.Modifier.CTRL | Qt.Key.Key_I))
        self.export_action = self._action(self._on_export, key(Qt.Modifier.CTRL | Qt.Key.Key_E))
        self.delete_action = self._action(self._on_delete, key(key.StandardKey.Delete))
        self.cards_action = self._action(self.show_card_printing, key(key.StandardKey.Print))
        self.open_action = self._action(self.edit_selected, key(key.StandardKey.Open))
        self.save_action = self._action(self.save_document, key(key.StandardKey.Save))
        self.save_action.setEnabled(False)
        self.refresh_action = self._action(self.reload, key(key.StandardKey.Refresh))
        self.quit_action = self._action(self.close, key(key.StandardKey.Quit))
        self.preferences_action = self._action(
            self.show_preferences, key(key.StandardKey.Preferences)
        )
        if self.preferences_action.shortcut().isEmpty():
            self.preferences_action.setShortcut(key(Qt.Modifier.CTRL | Qt.Key.Key_Comma))
        self.about_action = self._action(self.show_about, icon="app")
        self.library_mode = self._action(
            lambda: self.stack.setCurrentWidget(self.library_view),  # noqa: B023
            key(Qt.Modifier.CTRL | Qt.Key.Key_1),
            icon="river",
        )
        self.library_mode.setCheckable(True)
        self.library_mode.setChecked(True)
        self.editor_mode = self._action(
            self._show_editor, key(Qt.Modifier.CTRL | Qt.Key.Key_2), icon="advance"
        )
        self.editor_mode.setCheckable(True)
        self.editor_mode.setEnabled(False)
        self.modes = QActionGroup(self)
        self.modes.addAction(self.library_mode)
        self.modes.addAction(self.editor_mode)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for action in (self.open_action, self.save_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        for action in (self.import_action, self.export_action, self.delete_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.cards_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.preferences_action)
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.library_mode)
        self.view_menu.addAction(self.editor_mode)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.refresh_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)
        self.mode_bar = QToolBar(self)
        self.mode_bar.setObjectName("modeBar")
        self.mode_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.mode_bar.addAction(self.library_mode)
        self.mode_bar.addAction(self.editor_mode)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.mode_bar)

    def retranslate(self) -> None:
        self._update_title()
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.mode_bar.setWindowTitle(self.tr("Modes"))
        texts = (
            (
                self.import_action,
                self.tr("&Import scenario…"),
                self.tr("Add a .skirmish file or scenario folder to the library"),
            ),
            (
                self.export_action,
                self.tr("&Export scenario…"),
                self.tr("Save the selected scenario as a .skirmish file"),
            ),
            (
                self.delete_action,
                self.tr("&Delete scenario"),
                self.tr("Remove the selected scenario from the library"),
            ),
            (
                self.open_action,
                self.tr("&Open in editor"),
                self.tr("Edit the board of the selected scenario"),
            ),
            (
                self.save_action,
                self.tr("&Save"),
                self.tr("Save the edited scenario to the library"),
            ),
            (
                self.editor_mode,
                self.tr("&Editor"),
                self.tr("The board of the scenario being edited"),
            ),
            (
                self.cards_action,
                self.tr("&Print cards…"),
                self.tr("Print the cards, solo deck or river tiles of the selected scenario"),
            ),
            (self.refresh_action, self.tr("&Reload library"), self.tr("Read the library again")),
            (self.quit_action, self.tr("&Quit"), self.tr("Close Skirmish Studio")),
            (
                self.preferences_action,
                self.tr("&Preferences…"),
                self.tr("Language and library location"),
            ),
            (self.about_action, self.tr("&About Skirmish Studio"), self.tr("Version and licences")),
            (self.library_mode, self.tr("&Library"), self.tr("Scenarios and units of the library")),
        )
        for action, text, tip in texts:
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)
        self._show_count()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- library ------------------------------------------------------------------------------

    def load_library(self) -> None:
        """Open the library chosen in Preferences (or the default one) and show it."""
        self.close_catalog()
        try:
            self.catalog = self._open_catalog(settings.library_override())
        except SkirmishError as exc:
            self.report_error(
                self.tr("The library could not be opened"), exc.text(current_language())
            )
            return
        self.reload()

    def close_catalog(self) -> None:
        close = getattr(self.catalog, "close", None)
        if close is not None:
            close()
        self.catalog = None

    def reload(self) -> None:
        if self.catalog is not None:
            self.library_view.show_catalog(self.catalog)
        self._show_count()

    def _show_count(self) -> None:
        count = len(self._library_view.scenario_names()) if self._library_view else 0
        self.statusBar().showMessage(self.tr("%n scenario(s) in the library", "", count))

    def _writable(self):
        if self.catalog is None or getattr(self.catalog, "read_only", True):
            self.report_error(
                self.tr("The library is read-only"),
                self.tr("Choose a library you can write to in Preferences."),
            )
            return None
        return self.catalog

    def import_file(self, path: Path, replace: bool = False) -> str | None:
        """Import ``path`` into the library; reports problems and returns the name stored."""
        from editor.store.portable import read_scenario

        library = self._writable()
        if library is None:
            return None
        try:
            scenario, _warnings = read_scenario(path)
            stored = library.import_scenario(scenario, replace=replace)
        except SkirmishError as exc:
            self.report_error(self.tr("Import failed"), exc.text(current_language()))
            return None
        self.reload()
        self.library_view.select(stored.name)
        self.statusBar().showMessage(self.tr("Imported “%1”.").replace("%1", stored.name), 5000)
        return stored.name

    def export_selected(self, path: Path) -> bool:
        from editor.store.portable import write_scenario

        name = self.library_view.selected_name()
        if name is None or self.catalog is None:
            return False
        try:
            write_scenario(self.catalog.load(name), path)
        except SkirmishError as exc:
            self.report_error(self.tr("Export failed"), exc.text(current_language()))
            return False
        self.statusBar().showMessage(self.tr("Exported to %1.").replace("%1", str(path)), 5000)
        return True

    def delete_selected(self) -> bool:
        name = self.library_view.selected_name()
        library = self._writable() if name else None
        if library is None:
            return False
        try:
            library.delete(name)
        except SkirmishError as exc:
            self.report_error(self.tr("Delete failed"), exc.text(current_language()))
            return False
        self.reload()
        self.statusBar().showMessage(
            self.tr("Deleted “%1”; a backup of the library was kept.").replace("%1", name), 5000
        )
        return True

    def report_error(self, title: str, text: str) -> QMessageBox:
        """A window-modal, non-blocking message box (tests can read and close it)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setObjectName("errorBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # --- dialogs ------------------------------------------------------------------------------

    def _on_import(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import scenario"),
            "",
            self.tr("Skirmish scenarios (*.skirmish);;All files (*)"),
        )
        if path:
            self.import_file(Path(path))

    def _on_export(self) -> None:
        name = self.library_view.selected_name()
        if name is None:
            self.statusBar().showMessage(self.tr("Select a scenario to export first."), 5000)
            return
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export scenario"),
            f"{name}.skirmish",
            self.tr("Skirmish scenarios (*.skirmish)"),
        )
        if path:
            self.export_selected(Path(path))

    def _on_delete(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        name = self.library_view.selected_name()
        if name is None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete scenario"),
            self.tr("Delete “%1” from the library?").replace("%1", name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.accepted.connect(self.delete_selected)
        box.open()

    def show_preferences(self):
        """Open Preferences (window-modal, not blocking); returns the dialog."""
        from editor.ui.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(
            current_language(), settings.library_override(), self._default_library(), self
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.language_chosen.connect(self.set_language)
        dialog.library_chosen.connect(lambda _path: QTimer.singleShot(0, self.load_library))
        dialog.open()
        return dialog

    # --- editing ------------------------------------------------------------------------------

    def edit_selected(self) -> bool:
        """Open the selected scenario in the board editor (a zone board); False if it cannot."""
        name = self.library_view.selected_name()
        if name is None or self.catalog is None:
            self.statusBar().showMessage(self.tr("Select a scenario to edit first."), 5000)
            return False
        if not self._may_discard_changes(then=self.edit_selected):
            return False
        try:
            scenario = self.catalog.load(name)
        except SkirmishError as exc:
            self.report_error(
                self.tr("The scenario could not be read"), exc.text(current_language())
            )
            return False
        return self.open_in_editor(scenario)

    def open_in_editor(self, scenario, *, recovered: bool = False) -> bool:
        """Edit ``scenario`` (a zone board) in the Editor mode; ``recovered`` marks it unsaved."""
        from editor.model.board import ZoneBoard

        if not isinstance(scenario.board, ZoneBoard):
            self.statusBar().showMessage(
                self.tr(
                    "This version edits zone boards; free tables are edited in a later version."
                ),
                8000,
            )
            return False
        from editor.documents.document import ScenarioDocument
        from editor.ui.board.editor_widget import BoardEditor

        self._close_document()
        self.document = ScenarioDocument(scenario)
        if recovered:
            self.document.mark_unsaved()
        self.document.subscribe(lambda _change: self._update_title())
        self.board_editor = BoardEditor(self.document, self)
        self.stack.addWidget(self.board_editor)
        self._add_checker_dock()
        self.edit_menu.insertActions(
            self.preferences_action, [self.board_editor.undo_action, self.board_editor.redo_action]
        )
        self.editor_mode.setEnabled(True)
        self.save_action.setEnabled(not getattr(self.catalog, "read_only", True))
        self._show_editor()
        self._update_title()
        self._autosave_timer.start()
        return True

    def _add_checker_dock(self) -> None:
        from PySide6.QtWidgets import QDockWidget

        from editor.ui.board.checker_panel import CheckerPanel

        self.checker_panel = CheckerPanel(self.document, self)
        self.checker_panel.culprit_chosen.connect(self._on_culprit_chosen)
        self.checker_dock = QDockWidget(self.tr("Checker"), self)
        self.checker_dock.setObjectName("checkerDock")
        self.checker_dock.setWidget(self.checker_panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.checker_dock)

    def _on_culprit_chosen(self, culprit: tuple) -> None:
        from editor.ui.board.checker_panel import scene_key

        key = scene_key(self.document.scenario, culprit) if self.document else None
        item = self.board_editor.scene.item_for(key) if key and self.board_editor else None
        if item is None:
            self.statusBar().showMessage(self.tr("This problem is not drawn on the board."), 4000)
            return
        self.board_editor.scene.select_keys([key])
        self.board_editor.view.centerOn(item)

    def _show_editor(self) -> None:
        if self.board_editor is not None:
            self.editor_mode.setChecked(True)
            self.stack.setCurrentWidget(self.board_editor)

    def save_document(self) -> bool:
        """Save the edited scenario to the library, with an up-to-date line-of-sight table."""
        library = self._writable() if self.document is not None else None
        if library is None:
            return False
        from editor.ui.board.saving import scenario_to_save

        try:
            library.save(scenario_to_save(self.document.scenario))
        except SkirmishError as exc:
            self.report_error(self.tr("Save failed"), exc.text(current_language()))
            return False
        self.document.mark_saved()
        from editor.ui import recovery

        recovery.forget(self.document.scenario.name)
        self._update_title()
        self.reload()
        self.statusBar().showMessage(self.tr("Saved."), 3000)
        return True

    def autosave_now(self) -> None:
        """Copy unsaved edits to the recovery folder (never over the saved scenario)."""
        if self.document is None or not self.document.modified:
            return
        from editor.ui import recovery

        try:
            recovery.autosave(self.document.scenario)
        except (SkirmishError, OSError) as exc:
            text = exc.text(current_language()) if isinstance(exc, SkirmishError) else str(exc)
            self.statusBar().showMessage(self.tr("Autosave failed: %1").replace("%1", text), 8000)
            return
        self.statusBar().showMessage(self.tr("Unsaved edits copied to the recovery folder."), 3000)

    def offer_recovery(self):
        """After a crash: offer the edits found in the recovery folder (not blocking)."""
        from PySide6.QtWidgets import QMessageBox

        from editor.ui import recovery

        found = recovery.pending()
        if not found:
            return None
        names = ", ".join(p.stem for p in found)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Recover unsaved edits"),
            self.tr(
                "Skirmish Studio was closed with unsaved edits of: %1. Open them in the "
                "editor? (They stay in the recovery folder until you save or discard them.)"
            ).replace("%1", names),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Ignore,
            self,
        )
        box.setObjectName("recoveryBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button) -> None:
            if box.standardButton(button) != QMessageBox.StandardButton.Open:
                return
            try:
                scenario = recovery.restore(found[0])
            except SkirmishError as exc:
                self.report_error(self.tr("Recovery failed"), exc.text(current_language()))
                return
            self.open_in_editor(scenario, recovered=True)

        box.buttonClicked.connect(answered)
        box.open()
        return box

    def _may_discard_changes(self, then: Callable[[], object]) -> bool:
        """True when nothing unsaved would be lost. Otherwise ask (window-modal, not blocking:
        Save, Discard or Cancel) and call ``then`` once the edits are saved or discarded."""
        if self.document is None or not self.document.modified:
            return True
        from PySide6.QtWidgets import QMessageBox

        buttons = (
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Unsaved changes"),
            self.tr("“%1” has unsaved changes. Save them first?").replace(
                "%1", self.document.scenario.name
            ),
            buttons,
            self,
        )
        box.setObjectName("unsavedBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button) -> None:
            role = box.standardButton(button)
            if role == QMessageBox.StandardButton.Save and not self.save_document():
                return
            if role == QMessageBox.StandardButton.Discard:
                from editor.ui import recovery

                recovery.forget(self.document.scenario.name)  # the user said so
            if role in (QMessageBox.StandardButton.Save, QMessageBox.StandardButton.Discard):
                self.document.mark_saved()  # nothing left to lose: go on
                then()

        box.buttonClicked.connect(answered)
        box.open()
        return False

    def _close_document(self) -> None:
        if self.board_editor is not None:
            for action in (self.board_editor.undo_action, self.board_editor.redo_action):
                self.edit_menu.removeAction(action)
            self.stack.removeWidget(self.board_editor)
            self.board_editor.deleteLater()
            self.removeDockWidget(self.checker_dock)
            self.checker_dock.deleteLater()
        self.board_editor = None
        self.checker_panel = None
        self.checker_dock = None
        self.document = None
        self._autosave_timer.stop()
        self.editor_mode.setEnabled(False)
        self.save_action.setEnabled(False)
        self.library_mode.setChecked(True)
        if self._library_view is not None:
            self.stack.setCurrentWidget(self._library_view)

    def _update_title(self) -> None:
        title = self.tr("Skirmish Studio")
        if self.document is not None:
            star = "*" if self.document.modified else ""
            title = f"{self.document.scenario.name}{star} — {title}"
        self.setWindowTitle(title)

    def show_card_printing(self):
        """Open the card printing dialog for the selected scenario (not blocking); returns it."""
        name = self.library_view.selected_name()
        if name is None or self.catalog is None:
            self.statusBar().showMessage(self.tr("Select a scenario to print its cards."), 5000)
            return None
        try:
            scenario = self.catalog.load(name)
        except SkirmishError as exc:
            self.report_error(
                self.tr("The scenario could not be read"), exc.text(current_language())
            )
            return None
        from editor.ui.cards.dialog import CardPrintDialog

        dialog = CardPrintDialog(scenario, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.exported.connect(
            lambda path: self.statusBar().showMessage(
                self.tr("Cards written to %1.").replace("%1", path), 5000
            )
        )
        dialog.open()
        return dialog

    def show_about(self):
        from editor.ui.about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def set_language(self, lang: str) -> None:
        install_language(lang)
        settings.set_language(lang)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self._may_discard_changes(then=self.close):
            event.ignore()
            return
        settings.save_window_layout(self.saveGeometry(), self.saveState())
        self.close_catalog()
        super().closeEvent(event)
