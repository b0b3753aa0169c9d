"""The free-table editor widget: the view, a tool bar of the table tools and undo/redo,
embedded by the main window as its "Editor" mode for Eisdrachen and D20 scenarios
(``TableEditor(document)``).

It mirrors ``BoardEditor`` (same public attributes: ``document``, ``scene``, ``view``,
``undo_action``, ``redo_action``, ``tools``, ``tool_actions``, ``set_tool``) so the main window
can hold either. It composes and does not decide: the scene projects the document, the tools
make commands. Each tool has a shortcut and a hint (status tip and the line below the view);
undo and redo are named after the command they would revert, from the message catalogue.
Shortcuts are local to the editor (WidgetWithChildrenShortcut) so other modes keep theirs.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QToolBar, QVBoxLayout, QWidget

from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import translate
from editor.ui.board.tools import Tool
from editor.ui.i18n import current_language
from editor.ui.table.measure_tool import MeasureTool
from editor.ui.table.piece_tools import DrawPieceTool, EditPieceVerticesTool
from editor.ui.table.table_scene import TableScene
from editor.ui.table.table_tools import (
    PlaceFigureTool,
    RotateFigureTool,
    TableSelectTool,
    delete_selection,
)
from editor.ui.table.table_view import TableView

TOOL_SHORTCUTS = {
    "select": "S",
    "draw_piece": "T",
    "vertices": "V",
    "place_figure": "P",
    "rotate": "R",
    "measure": "M",
}


class TableEditor(QWidget):
    """The free-table editor: tools, view and undo/redo over one ScenarioDocument."""

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(parent)
        self.document = document
        self.scene = TableScene(document, self)
        self.view = TableView(self.scene, self)
        self.place_tool = PlaceFigureTool(document, self.scene, self)
        self.tools: dict[str, Tool] = {
            "select": TableSelectTool(document, self.scene, self),
            "draw_piece": DrawPieceTool(document, self.scene, self),
            "vertices": EditPieceVerticesTool(document, self.scene, self),
            "place_figure": self.place_tool,
            "rotate": RotateFigureTool(document, self.scene, self),
            "measure": MeasureTool(document, self.scene, self),
        }
        self.tool_bar = QToolBar(self)
        self.tool_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for name, tool in self.tools.items():
            action = self._action(TOOL_SHORTCUTS[name], checkable=True)
            action.triggered.connect(lambda _checked, n=name: self.set_tool(n))
            self.tool_group.addAction(action)
            self.tool_actions[name] = action
            tool.message.connect(self._on_tool_message)
            tool.gesture_finished.connect(self._update_undo_actions)
        self.unit_label = QLabel(self)
        self.unit_combo = QComboBox(self)
        self.unit_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.unit_combo.currentIndexChanged.connect(self._on_unit_chosen)
        self.options_strip = QWidget(self)
        strip = QHBoxLayout(self.options_strip)
        strip.setContentsMargins(6, 0, 6, 0)
        strip.addWidget(self.unit_label)
        strip.addWidget(self.unit_combo)
        strip.addStretch(1)
        self.delete_action = self._action(QKeySequence.StandardKey.Delete)
        self.delete_action.triggered.connect(self._on_delete)
        self.undo_action = self._action(QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(QKeySequence.StandardKey.Redo)
        self.undo_action.triggered.connect(document.undo)
        self.redo_action.triggered.connect(document.redo)
        self.zoom_in_action = self._action("+")
        self.zoom_out_action = self._action("-")
        self.fit_action = self._action("F")
        self.grid_action = self._action("G", checkable=True)
        self.zoom_in_action.triggered.connect(lambda: self.view.zoom_by(1.25))
        self.zoom_out_action.triggered.connect(lambda: self.view.zoom_by(0.8))
        self.fit_action.triggered.connect(self.view.fit_to_view)
        self.grid_action.toggled.connect(self.view.set_grid_visible)
        self.tool_bar.addActions(list(self.tool_actions.values()))
        self.tool_bar.addSeparator()
        self.tool_bar.addActions([self.delete_action, self.undo_action, self.redo_action])
        self.tool_bar.addSeparator()
        self.tool_bar.addActions(
            [self.zoom_in_action, self.zoom_out_action, self.fit_action, self.grid_action]
        )
        self.hint_label = QLabel(self)
        self.hint_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.tool_bar)
        layout.addWidget(self.options_strip)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.hint_label)
        self._fitted = False
        self._fill_units()
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.retranslate()
        self.set_tool("select")

    def _action(self, shortcut, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setCheckable(checkable)
        self.addAction(action)
        return action

    @property
    def tool(self) -> Tool:
        return self.view.tool

    def set_tool(self, name: str) -> None:
        tool = self.tools[name]
        if tool is not self.view.tool:
            self.view.set_tool(tool)
        self.tool_actions[name].setChecked(True)
        self.options_strip.setVisible(name == "place_figure")
        self.hint_label.setText(tool.hint())

    def retranslate(self) -> None:
        self.tool_bar.setWindowTitle(self.tr("Table tools"))
        for name, tool in self.tools.items():
            action = self.tool_actions[name]
            action.setText(tool.title())
            action.setStatusTip(tool.hint())
            action.setToolTip(f"{tool.title()} ({TOOL_SHORTCUTS[name]})")
        self.unit_label.setText(self.tr("Figures of the unit:"))
        self.unit_combo.setToolTip(self.tr("The unit of the figures the tool places"))
        for action, text, tip in (
            (
                self.delete_action,
                self.tr("Delete"),
                self.tr("Delete the selected terrain pieces, figures and objectives (Del)"),
            ),
            (self.zoom_in_action, self.tr("Zoom in"), self.tr("Zoom in (+ or the wheel)")),
            (self.zoom_out_action, self.tr("Zoom out"), self.tr("Zoom out (- or the wheel)")),
            (self.fit_action, self.tr("Fit"), self.tr("Show the whole table (F)")),
            (
                self.grid_action,
                self.tr("Grid"),
                self.tr("Show a grid in the table's unit, cm or steps (G)"),
            ),
        ):
            action.setText(text)
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if self.view.tool is not None:
            self.hint_label.setText(self.view.tool.hint())
        self.scene.refresh_texts()
        self._fill_units()
        self._update_undo_actions()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            QTimer.singleShot(0, self.view.fit_to_view)

    def _fill_units(self) -> None:
        """List the scenario's units for the place tool, keeping the current choice."""
        chosen = self.place_tool.unit_id
        language = current_language()
        self.unit_combo.blockSignals(True)
        self.unit_combo.clear()
        for unit in self.document.scenario.units:
            self.unit_combo.addItem(unit.name.get(language) or unit.id, unit.id)
        index = self.unit_combo.findData(chosen) if chosen is not None else -1
        self.unit_combo.setCurrentIndex(
            index if index >= 0 else min(0, self.unit_combo.count() - 1)
        )
        self.unit_combo.blockSignals(False)
        self._on_unit_chosen(self.unit_combo.currentIndex())

    def _on_unit_chosen(self, index: int) -> None:
        self.place_tool.set_unit(self.unit_combo.itemData(index) if index >= 0 else None)

    def _on_delete(self) -> None:
        if self.view.tool is not None and self.view.tool.in_gesture:
            return
        delete_selection(self.tools["select"])

    def _update_undo_actions(self) -> None:
        history = self.document.history
        undo, redo = history.undo_label(), history.redo_label()
        language = current_language()
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)
        self.undo_action.setText(
            self.tr("Undo %1").replace("%1", translate(undo, language)) if undo else self.tr("Undo")
        )
        self.redo_action.setText(
            self.tr("Redo %1").replace("%1", translate(redo, language)) if redo else self.tr("Redo")
        )

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        self._update_undo_actions()
        if not change.paths or any(path[:1] == ("units",) or not path for path in change.paths):
            self._fill_units()

    def _on_tool_message(self, text: str) -> None:
        tool = self.view.tool
        self.hint_label.setText(text or (tool.hint() if tool is not None else ""))
