"""The board editor widget: the view, two rows of board tools with undo/redo and zoom, embedded
by the main window as its "Editor" mode (``BoardEditor(document)``).

It composes and does not decide: the scene projects the document, the tools make commands,
the LOS worker computes off the GUI thread. A border clicked with the select tool is selected
and reported (``border_clicked``), so the session raises the Properties panel that edits it.
The frame it shares with the free-table editor (tool actions and hints, undo/redo, zoom, grid) is
``editor_base.ToolEditor``; here are the board's tools, its two tool bars and the names of its
undo steps — the editor's own gesture labels are translated here with Qt, the core's through
``editor.messages.translate``. A tool may bring an options strip (``Tool.options_strip``:
what to paint, which side or unit to place, the background's controls), shown in the options
row under the tool bars while that tool is active.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar

from editor.documents.document import ScenarioDocument
from editor.messages import translate
from editor.ui.board.background import BackgroundTool
from editor.ui.board.draw_tools import DrawZoneTool, WallTool
from editor.ui.board.editor_base import ToolEditor
from editor.ui.board.los_tool import LosTool
from editor.ui.board.los_worker import LosWorker
from editor.ui.board.paint_tools import PaintElevationTool, PaintTerrainTool
from editor.ui.board.place_tools import PlaceFigureTool, PlaceObjectiveTool
from editor.ui.board.scene import BoardScene
from editor.ui.board.split_merge_tools import MergeZonesTool, SplitZoneTool
from editor.ui.board.tools import LosMarkerTool, ReinforcementTool, SelectTool, Tool
from editor.ui.board.vertex_tool import EditVerticesTool
from editor.ui.board.view import BoardView
from editor.ui.i18n import current_language

GESTURE_LABELS = {
    "board.move_zone": QT_TRANSLATE_NOOP("BoardEditor", "Move zone"),
    "board.move_token": QT_TRANSLATE_NOOP("BoardEditor", "Move token"),
    "board.delete_zone": QT_TRANSLATE_NOOP("BoardEditor", "Delete zone"),
    "board.draw_zone": QT_TRANSLATE_NOOP("BoardEditor", "Draw zone"),
    "board.draw_wall": QT_TRANSLATE_NOOP("BoardEditor", "Draw wall"),
    "board.delete_wall": QT_TRANSLATE_NOOP("BoardEditor", "Delete wall"),
    "board.move_vertex": QT_TRANSLATE_NOOP("BoardEditor", "Move corner"),
    "board.insert_vertex": QT_TRANSLATE_NOOP("BoardEditor", "Add corner"),
    "board.delete_vertex": QT_TRANSLATE_NOOP("BoardEditor", "Delete corner"),
    "board.move_marker": QT_TRANSLATE_NOOP("BoardEditor", "Move LOS marker"),
    "board.toggle_reinforcement": QT_TRANSLATE_NOOP("BoardEditor", "Toggle reinforcement zone"),
    "board.toggle_los": QT_TRANSLATE_NOOP("BoardEditor", "Change line of sight"),
    "board.edit_border": QT_TRANSLATE_NOOP("BoardEditor", "Edit border"),
    "board.swap_border": QT_TRANSLATE_NOOP("BoardEditor", "Swap border direction"),
    "board.paint_terrain": QT_TRANSLATE_NOOP("BoardEditor", "Paint terrain"),
    "board.paint_elevation": QT_TRANSLATE_NOOP("BoardEditor", "Paint elevation"),
    "board.split_zone": QT_TRANSLATE_NOOP("BoardEditor", "Split zone"),
    "board.merge_zones": QT_TRANSLATE_NOOP("BoardEditor", "Merge zones"),
    "board.place_objective": QT_TRANSLATE_NOOP("BoardEditor", "Place objective"),
    "board.place_figure": QT_TRANSLATE_NOOP("BoardEditor", "Place figure"),
    "board.load_background": QT_TRANSLATE_NOOP("BoardEditor", "Load background image"),
    "board.remove_background": QT_TRANSLATE_NOOP("BoardEditor", "Remove background image"),
    "board.background_opacity": QT_TRANSLATE_NOOP("BoardEditor", "Change background opacity"),
    "board.calibrate_background": QT_TRANSLATE_NOOP("BoardEditor", "Calibrate background"),
}
TOOL_SHORTCUTS = {
    "select": "S",
    "draw_zone": "Z",
    "vertices": "V",
    "wall": "W",
    "marker": "M",
    "reinforcement": "R",
    "los": "L",
    "terrain": "T",
    "elevation": "E",
    "split": "X",
    "merge": "U",
    "objective": "O",
    "figure": "P",
    "background": "B",
}
SHAPE_TOOLS = ("select", "draw_zone", "vertices", "split", "merge", "wall", "background")
"""The first row of tools (outlines and the image); the second row marks what zones hold."""


def label_text(label: str) -> str:
    """The menu text of a command label: the editor's gestures via Qt, core keys via the
    catalogue."""
    if label in GESTURE_LABELS:
        return QCoreApplication.translate("BoardEditor", GESTURE_LABELS[label])
    return translate(label, current_language())


class BoardEditor(ToolEditor):
    """The zone-board editor: tools, view and undo/redo over one ScenarioDocument."""

    tool_shortcuts = TOOL_SHORTCUTS
    border_clicked = Signal(tuple)
    """A border was clicked with the select tool (and selected): its scene key."""

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(document, parent)
        self.scene = BoardScene(document, self)
        self.view = BoardView(self.scene, self)
        self.los_worker = LosWorker(document, parent=self)
        select = SelectTool(document, self.scene, self)
        tools: dict[str, Tool] = {
            "select": select,
            "draw_zone": DrawZoneTool(document, self.scene, self),
            "vertices": EditVerticesTool(document, self.scene, self),
            "wall": WallTool(document, self.scene, self),
            "marker": LosMarkerTool(document, self.scene, self),
            "reinforcement": ReinforcementTool(document, self.scene, self),
            "los": LosTool(document, self.scene, self.los_worker, self),
            "terrain": PaintTerrainTool(document, self.scene, self),
            "elevation": PaintElevationTool(document, self.scene, self),
            "split": SplitZoneTool(document, self.scene, self),
            "merge": MergeZonesTool(document, self.scene, self),
            "objective": PlaceObjectiveTool(document, self.scene, self),
            "figure": PlaceFigureTool(document, self.scene, self),
            "background": BackgroundTool(document, self.scene, self),
        }
        strips = (tool.options_strip() for tool in tools.values())
        self._add_options([strip for strip in strips if strip is not None])
        select.border_clicked.connect(self.border_clicked)
        self._add_tools(tools)
        self._add_view_actions()
        self.tool_bar = QToolBar(self)
        self.mark_bar = QToolBar(self)
        for bar in (self.tool_bar, self.mark_bar):
            bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.tool_bar.addActions([self.tool_actions[n] for n in SHAPE_TOOLS])
        self.mark_bar.addActions([a for n, a in self.tool_actions.items() if n not in SHAPE_TOOLS])
        self.tool_bar.addSeparator()
        self.tool_bar.addActions([self.undo_action, self.redo_action])
        self.mark_bar.addSeparator()
        self.mark_bar.addActions(
            [self.zoom_in_action, self.zoom_out_action, self.fit_action, self.grid_action]
        )
        self._lay_out(self.tool_bar, self.mark_bar, self.tool_options)
        self.scene.build_progress.connect(self._on_build_progress)
        self.scene.built.connect(lambda: self._on_tool_message(""))
        self._start()

    def _on_build_progress(self, drawn: int, total: int) -> None:
        """A big board is drawn in slices: the hint line says how far (PRODUCT §5 progress)."""
        if drawn < total:
            text = self.tr("Drawing the board… %1 %")
            self._on_tool_message(text.replace("%1", str(100 * drawn // total)))

    def _show_options(self, name: str, tool: Tool) -> None:
        self._show_strip(tool.options_strip())

    def retranslate(self) -> None:
        self.tool_bar.setWindowTitle(self.tr("Board tools"))
        self.mark_bar.setWindowTitle(self.tr("Marking tools"))
        super().retranslate()

    def _view_action_texts(self) -> list[tuple[QAction, str, str]]:
        return [
            (self.zoom_in_action, self.tr("Zoom in"), self.tr("Zoom in (+ or the wheel)")),
            (self.zoom_out_action, self.tr("Zoom out"), self.tr("Zoom out (- or the wheel)")),
            (self.fit_action, self.tr("Fit"), self.tr("Show the whole board (F)")),
            (self.grid_action, self.tr("Grid"), self.tr("Show a millimetre grid (G)")),
        ]

    def _undo_texts(self) -> tuple[str, str, str, str]:
        return self.tr("Undo"), self.tr("Undo %1"), self.tr("Redo"), self.tr("Redo %1")

    def label_text(self, label: str) -> str:
        return label_text(label)
