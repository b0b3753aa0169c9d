"""The main window: composes the mode bar, the central views, the menus and the status bar.

It stays thin (STYLE.md point 9): views and dialogs live in their own modules, the actions and
menus are built by ``window_menus``, and the controllers ``LibraryActions``, ``Editing`` and
``Playing`` own what the actions do. The central area is a stack of *modes*: the library first,
then the editor and play views, which their controllers add when first used. The window paints
first and opens the library just after (``load_library``), so start-up shows a window at once.

At a cold start the list comes first (``show_listing``: the library's list read without the
store, PRODUCT §5), and the library itself is opened once the store and the plug-ins have been
imported off the GUI thread (``editor.ui.library_loader``); it then replaces the list's
source, and the view is refilled only if what it lists changed. Until then ``catalog`` is
the library all the same: reading it finishes the load at once (a busy cursor), so an action
taken early (Open, Play, Import, a recent file) works as later; ``when_library_ready`` runs
what must wait for it without blocking (the start's recovery and game offers, the files to
open).

Cold start (PRODUCT §5: ≤ 1.5× a bare ``QMainWindow``, the import work after the first paint):
the first frame needs only the menus, the mode bar and the status bar, so the controllers
``Editing``, ``LibraryActions`` and ``MapImport`` (and the modules behind them: the store,
message boxes, file dialogs, the card task runner) are built the first time one of their
actions or views is used, and this module imports no more of Qt than that frame shows. Only
``Playing`` is built with the window: it owns the Game menu's actions and shortcuts.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from editor.resources import RESOURCES_DIR
from editor.ui import settings, window_place
from editor.ui.i18n import current_language, install_language
from editor.ui.playing import Playing
from editor.ui.window_menus import build_actions, build_menus, retranslate_actions

if TYPE_CHECKING:  # what is only named in signatures is not imported before the first paint
    from PySide6.QtGui import QAction, QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from editor.model.scenario import Scenario
    from editor.ui.editing import Editing
    from editor.ui.library_actions import LibraryActions
    from editor.ui.library_loader import LibraryLoad
    from editor.ui.library_view import Catalog, LibraryView
    from editor.ui.map_import import MapImport
    from editor.ui.warm_up import WarmUp

CatalogOpener = Callable[[str | None], "Catalog"]


class ModeStack(QStackedWidget):
    """The modes, one shown at a time: only the shown one sets the window's minimum size (the
    library's three panes would otherwise keep the editor, with its docks, 1,130 px wide)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        # after the window has hidden or shown the docks of the mode left or taken, or the
        # old mode's docks and the new mode's minimum would widen the window beyond both
        self.currentChanged.connect(lambda _index: QTimer.singleShot(0, self.updateGeometry))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        current = self.currentWidget()
        return current.minimumSizeHint() if current is not None else super().minimumSizeHint()


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
        self._editing: Editing | None = None
        self._library_actions: LibraryActions | None = None
        self._map_import: MapImport | None = None
        self.playing = Playing(self)
        self.playing.shown.connect(self._on_play_shown)
        self._default_library = default_library
        self._catalog: Catalog | None = None
        self._pending: LibraryLoad | None = None
        """The library's load begun by ``show_listing`` and not finished yet."""
        self._when_ready: list[Callable[[], object]] = []
        self._library_view: LibraryView | None = None
        self.warm_up: WarmUp | None = None
        """Imports what the first open needs once the library is shown (``editor.ui.warm_up``)."""
        self.stack = ModeStack(self)
        self.stack.currentChanged.connect(self._on_view_changed)
        self.setCentralWidget(self.stack)
        self._session_actions: list[QAction] = []
        self._help = None
        build_actions(self)
        build_menus(self)
        self.resize(1280, 800)
        self.retranslate()
        window_place.restore_window_layout(self)

    # --- construction -------------------------------------------------------------------------

    @property
    def editing(self) -> Editing:
        """The Editor mode's controller, built on first use (a menu action, a file to open)."""
        if self._editing is None:
            from editor.ui.editing import Editing

            self._editing = Editing(self, lambda: self.catalog)
            self._editing.session_changed.connect(self._on_session_changed)
            self._editing.modified_changed.connect(self._update_title)
        return self._editing

    @property
    def library_actions(self) -> LibraryActions:
        """What the File menu does to the library's selection, built on first use."""
        if self._library_actions is None:
            from editor.ui.library_actions import LibraryActions

            self._library_actions = LibraryActions(self)
        return self._library_actions

    @property
    def map_import(self) -> MapImport:
        """File › Import map…, built on first use."""
        if self._map_import is None:
            from editor.ui.map_import import MapImport

            self._map_import = MapImport(self)
        return self._map_import

    @property
    def _session(self):
        """The open editor session, or None (without building the Editing controller)."""
        return self._editing.session if self._editing is not None else None

    @property
    def library_view(self) -> LibraryView:
        """The library mode's view, built on first use (after the first paint at start-up)."""
        if self._library_view is None:
            from editor.ui.library_view import LibraryView

            self._library_view = LibraryView(self)
            self._library_view.games_view.resume_requested.connect(self.playing.resume)
            self._library_view.games_view.message.connect(
                lambda text: self.statusBar().showMessage(text, 6000)
            )
            self.stack.insertWidget(0, self._library_view)
            self._library_view.addAction(self.delete_action)  # Del deletes only in the library
            self.stack.setCurrentWidget(self._library_view)
        return self._library_view

    def retranslate(self) -> None:
        self._update_title()
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.playing.retranslate()
        self.help_menu.setTitle(self.tr("&Help"))
        self.mode_bar.setWindowTitle(self.tr("Modes"))
        self.recent_menu.setTitle(self.tr("Open &recent"))
        if self._session is not None:
            self._session.retranslate()
        retranslate_actions(self)
        self._show_count()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- library ------------------------------------------------------------------------------

    @property
    def catalog(self) -> Catalog | None:
        """The open library (None when none could be opened); during a cold start's
        background load, reading it finishes the load first (module docstring)."""
        if self._pending is not None:
            self.finish_library()
        return self._catalog

    @catalog.setter
    def catalog(self, catalog: Catalog | None) -> None:
        self._drop_pending()
        self._catalog = catalog

    @property
    def library_shown(self) -> bool:
        """The library's list shows a library (its quick listing or the open library),
        without finishing a background load."""
        return self._pending is not None or self._catalog is not None

    def load_library(self) -> None:
        """Open the library chosen in Preferences (or the default one) and show it."""
        self.close_catalog()
        self._open_library()
        self._library_ready()

    def show_listing(self, listing: Catalog, prepare: Callable[[], object]) -> None:
        """Show ``listing`` (the library's list, read without the store) now, and open the
        library once ``prepare`` (the imports it needs) has run off the GUI thread, which
        starts when the list has painted."""
        from editor.ui.first_paint import FirstPaint
        from editor.ui.library_loader import LibraryLoad

        self.close_catalog()
        view = self.library_view
        view.show_catalog(listing)
        self._show_count()
        pending = self._pending = LibraryLoad(prepare, self)
        pending.done.connect(lambda: self._on_library_prepared(pending))
        FirstPaint(view.scenario_table.viewport(), lambda: self._start_pending(pending))
        # a window not painted (minimised) loads too
        QTimer.singleShot(1000, lambda: self._start_pending(pending))

    def finish_library(self) -> None:
        """Finish the background load now (a busy cursor while it runs) and open the library;
        nothing when no load is pending."""
        pending = self._pending
        if pending is None:
            return
        self._pending = None
        if pending.ready:
            pending.wait()
        else:
            from PySide6.QtCore import Qt
            from PySide6.QtWidgets import QApplication

            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                pending.wait()
            finally:
                QApplication.restoreOverrideCursor()
        pending.deleteLater()
        self._open_library(listed=True)
        self._library_ready()

    def when_library_ready(self, then: Callable[[], object]) -> None:
        """Call ``then()`` once the library is open (or could not be): now, without a
        background load; else when it has finished."""
        if self._pending is None:
            then()
        else:
            self._when_ready.append(then)

    def _start_pending(self, load: LibraryLoad) -> None:
        if self._pending is load:  # not one finished or dropped since
            load.start()

    def _on_library_prepared(self, load: LibraryLoad) -> None:
        if self._pending is load:  # not one finished or dropped since
            self.finish_library()

    def _library_ready(self) -> None:
        waiting, self._when_ready = self._when_ready, []
        for then in waiting:
            then()

    def _open_library(self, *, listed: bool = False) -> None:
        """Open the library; ``listed``: the view shows its quick listing, refreshed only if
        the library lists something else (an error empties it, as no library is open)."""
        from editor.messages import SkirmishError

        try:
            self._catalog = self._open_catalog(settings.library_override())
        except SkirmishError as exc:
            if listed:
                from editor.store.listing import Listing

                self.library_view.show_catalog(Listing([], []))
                self._show_count()
            self.report_error(
                self.tr("The library could not be opened"), exc.text(current_language())
            )
            return
        if listed and self._catalog is not None:
            self.library_view.show_catalog(self._catalog, only_if_changed=True)
            self._show_count()
        else:
            self.reload()
        if self.warm_up is None:  # the editor's modules, while the list is looked at
            from editor.ui.warm_up import warm_up_editor

            self.warm_up = warm_up_editor(self)

    def _drop_pending(self) -> None:
        """Forget a background load (cancelled, or its thread finished first: nothing runs
        behind)."""
        pending, self._pending = self._pending, None
        if pending is not None:
            pending.cancel()
            pending.deleteLater()

    def close_catalog(self) -> None:
        self._drop_pending()
        close = getattr(self._catalog, "close", None)
        if close is not None:
            close()
        self._catalog = None

    def reload(self) -> None:
        if self.catalog is not None:
            self.library_view.show_catalog(self.catalog)
        self._show_count()

    def _show_count(self) -> None:
        count = len(self._library_view.scenario_names()) if self._library_view else 0
        self.statusBar().showMessage(self.tr("%n scenario(s) in the library", "", count))

    def writable_library(self):
        if self.catalog is None or getattr(self.catalog, "read_only", True):
            self.report_error(
                self.tr("The library is read-only"),
                self.tr("Choose a library you can write to in Preferences."),
            )
            return None
        return self.catalog

    def _on_export_document(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        if self.document is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export scenario"),
            f"{self.document.scenario.name}.skirmish",
            self.tr("Skirmish scenarios (*.skirmish)"),
        )
        if path:
            self.editing.export_document(Path(path))

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = settings.recent_files()
        for index, path in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{index} {Path(path).name}")
            action.setStatusTip(path)
            action.triggered.connect(
                lambda _checked=False, p=path: self.editing.when_safe(
                    lambda: self.editing.open_file(Path(p))
                )
            )
        if not files:
            self.recent_menu.addAction(self.tr("No recent files")).setEnabled(False)

    def report_error(self, title: str, text: str) -> QMessageBox:
        """A window-modal, non-blocking message box (tests can read and close it)."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setObjectName("errorBox")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # --- dialogs ------------------------------------------------------------------------------

    def show_preferences(self):
        """Open Preferences (window-modal, not blocking); returns the dialog."""
        from PySide6.QtCore import Qt

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

    def load_selected(self, nothing_selected: str) -> tuple[str, Scenario] | None:
        """The scenario selected in the library, as (name, scenario); None when there is none
        (``nothing_selected`` goes to the status bar) or it cannot be read (an error box)."""
        from editor.messages import SkirmishError

        name = self.library_view.selected_name()
        if name is None or self.catalog is None:
            self.statusBar().showMessage(nothing_selected, 5000)
            return None
        try:
            read = getattr(self.catalog, "read", None)  # a library: decode off the GUI thread
            if read is None:
                return name, self.catalog.load(name)
            from editor.ui.off_thread import wait_off_thread

            return name, wait_off_thread(read(name).decode)
        except SkirmishError as exc:
            self.report_error(
                self.tr("The scenario could not be read"), exc.text(current_language())
            )
            return None

    def edit_selected(self) -> bool:
        """Open the selected scenario in the editor; False if it cannot (or must ask first)."""
        selected = self.load_selected(self.tr("Select a scenario to edit first."))
        if selected is None:
            return False
        scenario = selected[1]
        return self.editing.when_safe(lambda: self.editing.open_scenario(scenario))

    @property
    def document(self):
        """The scenario document open in the editor, or None."""
        session = self._session
        return session.document if session is not None else None

    @property
    def board_editor(self):
        """The editor widget of the open document (zone board or free table), or None."""
        session = self._session
        return session.editor if session is not None else None

    @property
    def checker_panel(self):
        session = self._session
        return session.checker_panel if session is not None else None

    def save_document(self) -> bool:
        return self.editing.save()

    def autosave_now(self) -> bool | None:
        """None (nothing to copy) when no document was ever opened (``editor.ui.crash``)."""
        return self._editing.autosave_now() if self._editing is not None else None

    def offer_recovery(self):
        return self.editing.offer_recovery()

    def offer_game(self):
        return self.playing.offer_resume()

    def _on_session_changed(self) -> None:
        session = self.editing.session
        for action in self._session_actions:
            self.edit_menu.removeAction(action)
            self.view_menu.removeAction(action)
        self._session_actions = []
        if session is not None:
            editor = session.editor
            self.stack.addWidget(editor)
            docks = session.dock_actions()
            self.view_menu.insertActions(self.refresh_separator, docks)
            self._session_actions = [editor.undo_action, editor.redo_action, *docks]
            checker = session.checker_panel
            if checker is not None:
                checker.culprit_chosen.connect(self._on_culprit_chosen)
            self.editor_mode.setEnabled(True)
            self.play_mode.setEnabled(True)  # the mode bar's Play plays what is edited
            self._show_editor()
        else:
            self.editor_mode.setEnabled(False)
            self.play_mode.setEnabled(self.play_mode_widget() is not None)
            self.library_mode.setChecked(True)
            if self._library_view is not None:
                self.stack.setCurrentWidget(self._library_view)
        writable = session is not None and not getattr(self.catalog, "read_only", True)
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(writable)
        self.export_document_action.setEnabled(session is not None)
        self._update_title()

    def _on_view_changed(self, _index: int) -> None:
        """The editor's Undo/Redo and docks belong to the Editor mode: elsewhere they would
        clash with the play view's Ctrl+Z (take back) and crowd the other views."""
        session = self._session
        if session is None:
            return
        editing = self.stack.currentWidget() is session.editor
        undo = [session.editor.undo_action, session.editor.redo_action]
        if editing and undo[0] not in self.edit_menu.actions():
            self.edit_menu.insertActions(self.preferences_action, undo)
        elif not editing:
            for action in undo:
                self.edit_menu.removeAction(action)
        session.set_active(editing)

    def _on_culprit_chosen(self, culprit: tuple) -> None:
        session = self._session
        if session is None or not session.select_culprit(culprit):
            self.statusBar().showMessage(
                self.tr("This problem has nothing to select on the board or in a panel."), 4000
            )

    def _on_play_shown(self) -> None:
        self.play_mode.setEnabled(True)
        self.play_mode.setChecked(True)

    def _show_editor(self) -> None:
        if self.board_editor is not None:
            self.editor_mode.setChecked(True)
            self.stack.setCurrentWidget(self.board_editor)

    def _update_title(self) -> None:
        title = self.tr("Skirmish Studio")
        if self.document is not None:
            star = "*" if self.document.modified else ""
            title = f"{self.document.scenario.name}{star} — {title}"
        self.setWindowTitle(title)

    def play_mode_widget(self) -> QWidget | None:
        """The play view if it was built (it is built on first use)."""
        return self.playing._mode

    def default_library_path(self) -> Path:
        """Where the library is when Preferences names none."""
        return self._default_library()

    def show_help(self, topic: str | None = None):
        """Show the Help window (not modal) at ``topic``, by default the guide of the current
        mode; returns it."""
        from editor.ui.help_window import TOPICS, HelpWindow

        if topic not in TOPICS:
            playing = self.stack.currentWidget() is self.play_mode_widget()
            topic = "play" if playing else "editor"
        if self._help is None:
            self._help = HelpWindow(self, self)
        self._help.show_topic(topic)
        return self._help

    def show_about(self):
        from PySide6.QtCore import Qt

        from editor.ui.about_dialog import AboutDialog

        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def set_language(self, lang: str) -> None:
        install_language(lang)
        settings.set_language(lang)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.document is not None and self.document.modified:
            self.editing.when_safe(self.close)  # asks; closes again once saved or discarded
            event.ignore()
            return
        window_place.save_window_layout(self)
        self.close_catalog()
        super().closeEvent(event)
