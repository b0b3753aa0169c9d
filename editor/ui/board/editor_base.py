"""The frame both editor widgets share (``ToolEditor``): tool actions with their shortcuts and
hints, undo/redo named after the command they would revert, zoom, fit and grid actions, the
hint line under the view, the row of the tools' options strips, live retranslation and the
first fit to the view.

``BoardEditor`` (zone boards) and ``TableEditor`` (free tables) extend it, so the main window
can hold either through the same attributes (``document``, ``scene``, ``view``,
``undo_action``, ``redo_action``, ``tools``, ``tool_actions``, ``set_tool``). A subclass makes
its scene, view and tools, calls the ``_add_*`` steps (``_add_options`` with its tools'
strips) and ``_lay_out`` in order, and says
what differs: its tool bars, its options strips, how it names its actions. The translatable
texts stay in the subclasses (``_view_action_texts``, ``_undo_texts``), so each editor keeps
its own Qt translation context. Shortcuts are local to the editor
(WidgetWithChildrenShortcut) so other modes keep theirs.

The options strips share one row above the view, as high as the highest strip and there
whatever the tool (empty for a tool without options): a row that came and went with the tool
resized the view, so the board refitted and jumped under the cursor, and a zone being drawn
landed where the author had not clicked. For the same reason the hint line under the view is
as high as the longest tool hint needs at its width (``HintLabel``; only a message longer than
every hint makes it grow).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import translate
from editor.ui.board.tools import Tool
from editor.ui.i18n import current_language


class HintLabel(QLabel):
    """The hint line: word-wrapped, and as high at any width as the highest of ``hints()``
    (the texts it may show) or of its own text, so changing tool never changes its height."""

    def __init__(self, hints: Callable[[], list[str]], parent: QWidget | None = None):
        super().__init__(parent)
        self.hints = hints
        self.setWordWrap(True)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        margins = self.contentsMargins()
        inner = QRect(0, 0, max(1, width - margins.left() - margins.right()), 100_000)
        metrics = self.fontMetrics()
        flags = Qt.TextFlag.TextWordWrap
        hints = max(
            (metrics.boundingRect(inner, flags, text).height() for text in self.hints()),
            default=0,
        )
        return max(super().heightForWidth(width), hints + margins.top() + margins.bottom())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().sizeHint()
        return QSize(hint.width(), self.heightForWidth(self.width() or hint.width()))


class ToolEditor(QWidget):
    """Tools, view and undo/redo over one ScenarioDocument; subclasses fill in the parts."""

    tool_shortcuts: dict[str, str] = {}
    """Tool name → its shortcut key, also shown in the tool's tooltip."""
    tips_as_tooltips = False
    """Whether the view actions' status tips are their tooltips too (else their text is)."""

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(parent)
        self.document = document
        self.tools: dict[str, Tool] = {}
        self.tool_actions: dict[str, QAction] = {}
        self._fitted = False
        self._message = ""
        """The active tool's last message, shown instead of its hint until the next one."""

    # -- building steps, called by the subclass in this order ---------------------------------

    def _add_tools(self, tools: dict[str, Tool]) -> None:
        """One checkable action per tool, exclusive, triggered by the tool's shortcut."""
        self.tools = tools
        self.tool_group = QActionGroup(self)
        for name, tool in tools.items():
            action = self._action(self.tool_shortcuts[name], checkable=True)
            action.triggered.connect(lambda _checked, n=name: self.set_tool(n))
            self.tool_group.addAction(action)
            self.tool_actions[name] = action
            tool.message.connect(self._on_tool_message)
            tool.gesture_finished.connect(self._update_undo_actions)

    def _add_view_actions(self) -> None:
        """Undo, redo, zoom in and out, fit and the grid toggle."""
        self.undo_action = self._action(QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(QKeySequence.StandardKey.Redo)
        self.undo_action.triggered.connect(self.document.undo)
        self.redo_action.triggered.connect(self.document.redo)
        self.zoom_in_action = self._action("+")
        self.zoom_out_action = self._action("-")
        self.fit_action = self._action("F")
        self.grid_action = self._action("G", checkable=True)
        self.zoom_in_action.triggered.connect(lambda: self.view.zoom_by(1.25))
        self.zoom_out_action.triggered.connect(lambda: self.view.zoom_by(0.8))
        self.fit_action.triggered.connect(self.view.fit_to_view)
        self.grid_action.toggled.connect(self.view.set_grid_visible)

    def _add_options(self, strips) -> QStackedWidget:
        """The options row: an empty page, then ``strips`` (the tools' options strips)."""
        self.tool_options = QStackedWidget(self)
        # as wide as the editor, not as its widest strip: that one's two rows would otherwise
        # make the window at least 1,130 px wide, more than many a laptop screen
        self.tool_options.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.no_options = QWidget(self.tool_options)
        self.tool_options.addWidget(self.no_options)
        for strip in strips:
            self.tool_options.addWidget(strip)
        return self.tool_options

    def _show_strip(self, strip: QWidget | None) -> None:
        """Show ``strip`` in the options row (None: the empty page); the row keeps its height."""
        self.tool_options.setCurrentWidget(strip if strip is not None else self.no_options)

    def _reserve_options_height(self) -> None:
        """Make the options row as high as its highest strip, so no tool changes it."""
        pages = (self.tool_options.widget(i) for i in range(self.tool_options.count()))
        self.tool_options.setFixedHeight(max(page.sizeHint().height() for page in pages))

    def _lay_out(self, *above_view: QWidget) -> None:
        """Stack ``above_view`` (tool bars, options), the view and the hint line."""
        self.hint_label = HintLabel(lambda: [tool.hint() for tool in self.tools.values()], self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        for widget in above_view:
            layout.addWidget(widget)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.hint_label)

    def _start(self) -> None:
        """Follow the document, name everything and take the select tool."""
        self.destroyed.connect(self.document.subscribe(self._on_scenario_changed))
        self.retranslate()
        self.set_tool("select")

    def _action(self, shortcut, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setCheckable(checkable)
        self.addAction(action)
        return action

    # -- what subclasses say --------------------------------------------------------------------

    def _view_action_texts(self) -> list[tuple[QAction, str, str]]:
        """(action, text, status tip) of the editor's own actions, in its translation context."""
        raise NotImplementedError

    def _undo_texts(self) -> tuple[str, str, str, str]:
        """The texts Undo, Undo %1, Redo and Redo %1 in the editor's translation context."""
        raise NotImplementedError

    def label_text(self, label: str) -> str:
        """The menu text of a command label (a message-catalogue key)."""
        return translate(label, current_language())

    def _show_options(self, name: str, tool: Tool) -> None:
        """Show the options of the tool taking over (none by default)."""

    # -- behaviour ------------------------------------------------------------------------------

    @property
    def tool(self) -> Tool:
        return self.view.tool

    def set_tool(self, name: str) -> None:
        tool = self.tools[name]
        if tool is not self.view.tool:
            self.view.set_tool(tool)
        self.tool_actions[name].setChecked(True)
        self._message = ""
        self._set_hint(tool.hint())
        self._show_options(name, tool)

    def retranslate(self) -> None:
        self._reserve_options_height()
        for name, tool in self.tools.items():
            action = self.tool_actions[name]
            action.setText(tool.title())
            action.setStatusTip(tool.hint())
            action.setToolTip(f"{tool.title()} ({self.tool_shortcuts[name]})")
        for action, text, tip in self._view_action_texts():
            action.setText(text)
            action.setStatusTip(tip)
            if self.tips_as_tooltips:
                action.setToolTip(tip)
        if self.view.tool is not None:
            self._show_hint()
        self._update_undo_actions()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _set_hint(self, text: str) -> None:
        self.hint_label.setText(text)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            QTimer.singleShot(0, self.view.fit_to_view)

    def _update_undo_actions(self) -> None:
        history = self.document.history
        undo, redo = history.undo_label(), history.redo_label()
        undo_text, undo_named, redo_text, redo_named = self._undo_texts()
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)
        self.undo_action.setText(
            undo_named.replace("%1", self.label_text(undo)) if undo else undo_text
        )
        self.redo_action.setText(
            redo_named.replace("%1", self.label_text(redo)) if redo else redo_text
        )

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        """Keep the hint line true: a tool's message about an edit goes once the edit is
        undone or redone, and a hint that depends on the scenario (an empty board) follows."""
        self._update_undo_actions()
        if change.reason in ("undo", "redo", "reset"):
            self._message = ""
        self._show_hint()

    def _on_tool_message(self, text: str) -> None:
        self._message = text
        self._show_hint()

    def _show_hint(self) -> None:
        tool = self.view.tool
        self._set_hint(self._message or (tool.hint() if tool is not None else ""))
