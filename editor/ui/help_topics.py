"""The Help window's topics: the user guides in the user's language, the keyboard shortcuts read
from the window's own actions, and where the library, its backups, the recovery copies and the
logs live (PRODUCT §5 "every action reachable from menus with shortcuts").

The guides are the Markdown files of ``docs/`` (``docs/fr/`` in French, the English file when a
French one is missing). The two other topics are written here as Markdown each time they are
shown, from what the window holds at that moment: the menus' actions with their shortcuts, the
editors' tools and view actions (the open editor's, or those of an editor made for the page
over an empty board or table, so the list shows every mode and never goes stale), the panels'
and the play view's, then the few keys the board view handles itself; and the folders as the
running application uses them.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from editor.resources import DOCS_DIR

GUIDES = ("editor", "play", "cards")
"""The user guides, by topic name: ``docs/<name>.md``."""

Rows = list[tuple[str, str]]


def guide_path(name: str, language: str) -> Path:
    """The guide ``name`` in ``language`` (``docs/fr/`` for French), else the English one."""
    translated = DOCS_DIR / language / f"{name}.md"
    if language != "en" and translated.is_file():
        return translated
    return DOCS_DIR / f"{name}.md"


def plain(text: str) -> str:
    """An action's text as a menu shows it, without its mnemonic ampersand or ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def keys_of(action: QAction) -> str:
    sequences = (s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
    return ", ".join(s for s in sequences if s)


def action_rows(actions: Iterable[QAction]) -> Rows:
    """(keys, text) of each action with a shortcut and a text, once."""
    rows: Rows = []
    for action in actions:
        row = (keys_of(action), plain(action.text()))
        if all(row) and row not in rows:
            rows.append(row)
    return rows


def menu_rows(menu: QMenu) -> Rows:
    actions: list[QAction] = []
    for action in menu.actions():
        if action.menu() is not None:
            actions += [a for a in action.menu().actions() if a.menu() is None]
        elif not action.isSeparator():
            actions.append(action)
    return action_rows(actions)


def editor_rows(editor) -> Rows:
    """An editor widget's tool actions, then its other actions (``ToolEditor``)."""
    actions = list(editor.tool_actions.values())
    return action_rows(actions + [a for a in editor.actions() if a not in actions])


def _escape(text: str) -> str:
    """Text safe in a Markdown table cell."""
    return text.replace("|", "\\|").replace("*", "\\*").replace("_", "\\_")


class HelpTopics(QObject):
    """Writes the generated pages of ``window`` (the ``MainWindow``) in the UI language."""

    def __init__(self, window):
        super().__init__()
        self.window = window

    def _table(self, rows: Rows) -> list[str]:
        if not rows:
            return []
        keys, action = self.tr("Keys"), self.tr("Action")
        lines = [f"| {keys} | {action} |", "|---|---|"]
        return lines + [f"| {_escape(k)} | {_escape(what)} |" for k, what in rows] + [""]

    def _editors(self) -> list[tuple[str, QWidget, bool]]:
        """(title, editor widget, made for the page) of a zone board and of a free table: the
        open editor where it is of that kind."""
        from editor.documents.document import ScenarioDocument
        from editor.rules.registry import BoardKind, plugins
        from editor.ui.board.editor_widget import BoardEditor
        from editor.ui.table.table_editor import TableEditor

        open_editor = self.window.board_editor
        found = []
        for title, cls, kind in (
            (self.tr("Zone board editor"), BoardEditor, BoardKind.ZONES),
            (self.tr("Free-table editor"), TableEditor, BoardKind.TABLE),
        ):
            if isinstance(open_editor, cls):
                found.append((title, open_editor, False))
            else:
                system = next(p for p in plugins() if p.board_kind == kind)
                scenario = system.blank_scenario("help")
                found.append((title, cls(ScenarioDocument(scenario)), True))
        return found

    def shortcuts(self) -> str:
        """Every keyboard shortcut of the window, by menu, editor and view."""
        lines = ["# " + self.tr("Keyboard shortcuts"), ""]
        lines += [
            self.tr(
                "Read from the application's own menus and tools, so these are the keys that "
                "work. Editor keys act while the editor has the focus."
            ),
            "",
        ]
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for menu in self.window.menuBar().findChildren(QMenu, options=direct):
            rows = menu_rows(menu)
            if rows:
                lines += ["## " + self.tr("Menu %1").replace("%1", plain(menu.title())), ""]
                lines += self._table(rows)
        for title, editor, made in self._editors():
            lines += [f"## {title}", ""] + self._table(editor_rows(editor))
            if made:
                if hasattr(editor, "los_worker"):
                    editor.los_worker.wait()
                editor.deleteLater()
        session = self.window.editing.session
        if session is not None:
            panel_actions = [a for panel in session.panels.values() for a in panel.actions()]
            rows = action_rows(panel_actions)
            if rows:
                lines += ["## " + self.tr("Editor panels"), ""] + self._table(rows)
        lines += ["## " + self.tr("Play view"), ""]
        lines += self._table(action_rows(self.window.playing.mode.actions()))
        lines += ["## " + self.tr("On the board"), ""]
        lines += self._table(
            [
                (self.tr("Wheel, +, −"), self.tr("Zoom around the pointer")),
                (self.tr("Middle drag, Space + drag, arrows"), self.tr("Pan")),
                (self.tr("Shift + click"), self.tr("Add zones to the selection (select tool)")),
                (self.tr("Enter, double-click"), self.tr("Finish a zone or a wall being drawn")),
                (self.tr("Esc"), self.tr("Cancel the gesture in progress")),
                (self.tr("Delete"), self.tr("Delete what is selected on the board")),
            ]
        )
        return "\n".join(lines)

    def files(self) -> str:
        """Where the running application keeps the library, its backups, the recovery copies
        of unsaved edits, the log of unexpected errors and the preferences."""
        from editor.store.backups import BACKUPS_KEPT, backups_folder
        from editor.ui import recovery, settings
        from editor.userdirs import log_path

        library = self._library_path()
        kept = self.tr("A copy before the first change of each session; the newest %1 are kept.")
        rows = [
            (
                self.tr("Library"),
                library,
                self.tr(
                    "Every scenario, unit and saved game (SQLite). Edit › Preferences chooses "
                    "another."
                ),
            ),
            (
                self.tr("Backups of the library"),
                backups_folder(library),
                kept.replace("%1", str(BACKUPS_KEPT)),
            ),
            (
                self.tr("Recovery copies"),
                recovery.recovery_folder(),
                self.tr("Unsaved edits, copied every minute; offered back after a crash."),
            ),
            (
                self.tr("Log"),
                log_path(),
                self.tr("The details of unexpected errors: attach it to a bug report."),
            ),
            (
                self.tr("Preferences"),
                settings.settings().fileName(),
                self.tr("Language, library location, window layout, recent files."),
            ),
        ]
        lines = ["# " + self.tr("Where your files are"), ""]
        for what, where, why in rows:
            lines += [f"**{what}**", "", f"`{where}`", "", why, ""]
        return "\n".join(lines)

    def _library_path(self) -> Path:
        """The open library's file, else the one Preferences names, else the default one."""
        from editor.store.location import library_path
        from editor.ui import settings

        path = getattr(self.window.catalog, "path", None)
        if path is not None:
            return Path(path)
        override = settings.library_override()
        return library_path(override) if override else self.window.default_library_path()


def shortcuts_markdown(window) -> str:
    return HelpTopics(window).shortcuts()


def files_markdown(window) -> str:
    return HelpTopics(window).files()
