"""The free-table editor widget: the view, a tool bar of the table tools and undo/redo,
embedded by the main window as its "Editor" mode for Eisdrachen and D20 scenarios
(``TableEditor(document)``).

Like ``BoardEditor`` it extends ``editor.ui.board.editor_base.ToolEditor`` (tool actions and
hints, undo/redo named from the message catalogue, zoom, grid, the same public attributes), so
the main window can hold either. It composes and does not decide: the scene projects the
document, the tools make commands. Here are the table's tools, its two tool bars (the table
and its terrain, with delete and undo/redo; what stands on it, with the view actions — one row
would not fit beside the docks, least of all in French) and the tools' options: the strip
choosing the unit of new figures, and the objective tool's strip choosing their side.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QToolBar, QWidget

from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.ui.board.editor_base import ToolEditor
from editor.ui.board.tools import Tool
from editor.ui.i18n import current_language
from editor.ui.table.measure_tool import MeasureTool
from editor.ui.table.piece_tools import DrawPieceTool, EditPieceVerticesTool
from editor.ui.table.table_scene import TableScene
from editor.ui.table.table_tools import RotateFigureTool, TableSelectTool, delete_selection
from editor.ui.table.table_view import TableView
from editor.ui.table.token_tools import PlaceFigureTool, PlaceObjectiveTool

TOOL_SHORTCUTS = {
    "select": "S",
    "draw_piece": "T",
    "vertices": "V",
    "place_figure": "P",
    "place_objective": "O",
    "rotate": "R",
    "measure": "M",
}
TABLE_TOOLS = ("select", "draw_piece", "vertices", "measure")
"""The first row of tools (the table and its terrain); the second places and turns tokens."""


class TableEditor(ToolEditor):
    """The free-table editor: tools, view and undo/redo over one ScenarioDocument."""

    tool_shortcuts = TOOL_SHORTCUTS
    tips_as_tooltips = True

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(document, parent)
        self.scene = TableScene(document, self)
        self.view = TableView(self.scene, self)
        self.place_tool = PlaceFigureTool(document, self.scene, self)
        self._add_tools(
            {
                "select": TableSelectTool(document, self.scene, self),
                "draw_piece": DrawPieceTool(document, self.scene, self),
                "vertices": EditPieceVerticesTool(document, self.scene, self),
                "place_figure": self.place_tool,
                "place_objective": PlaceObjectiveTool(document, self.scene, self),
                "rotate": RotateFigureTool(document, self.scene, self),
                "measure": MeasureTool(document, self.scene, self),
            }
        )
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
        self.objective_strip = self.tools["place_objective"].options_strip()
        self._add_options([self.options_strip, self.objective_strip])
        self.delete_action = self._action(QKeySequence.StandardKey.Delete)
        self.delete_action.triggered.connect(self._on_delete)
        self._add_view_actions()
        self.tool_bar = QToolBar(self)
        self.token_bar = QToolBar(self)
        for bar in (self.tool_bar, self.token_bar):
            bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.tool_bar.addActions([self.tool_actions[n] for n in TABLE_TOOLS])
        self.tool_bar.addSeparator()
        self.tool_bar.addActions([self.delete_action, self.undo_action, self.redo_action])
        self.token_bar.addActions([a for n, a in self.tool_actions.items() if n not in TABLE_TOOLS])
        self.token_bar.addSeparator()
        self.token_bar.addActions(
            [self.zoom_in_action, self.zoom_out_action, self.fit_action, self.grid_action]
        )
        self._lay_out(self.tool_bar, self.token_bar, self.tool_options)
        self._fill_units()
        self._start()

    def _show_options(self, name: str, tool: Tool) -> None:
        strip = {"place_figure": self.options_strip, "place_objective": self.objective_strip}
        self._show_strip(strip.get(name))

    def retranslate(self) -> None:
        self.tool_bar.setWindowTitle(self.tr("Table tools"))
        self.token_bar.setWindowTitle(self.tr("Figure and objective tools"))
        self.unit_label.setText(self.tr("Figures of the unit:"))
        self.unit_combo.setToolTip(self.tr("The unit of the figures the tool places"))
        self.scene.refresh_texts()
        self._fill_units()
        super().retranslate()

    def _view_action_texts(self) -> list[tuple[QAction, str, str]]:
        return [
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
                self.tr("Show a grid in the table's unit, cm or pas (G)"),
            ),
        ]

    def _undo_texts(self) -> tuple[str, str, str, str]:
        return self.tr("Undo"), self.tr("Undo %1"), self.tr("Redo"), self.tr("Redo %1")

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

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        super()._on_scenario_changed(change)
        if not change.paths or any(path[:1] == ("units",) or not path for path in change.paths):
            self._fill_units()
