"""Free-table tools that act on what stands on the table: select and move, turn a figure, delete
the selection.

They build on the board's ``Tool`` (ToolEvents in mm, one gesture = one document macro, a gesture
that changes nothing leaves no step). A drag executes SetValues live so every panel follows it,
all inside the gesture's macro; Ctrl+wheel turns a figure with SetValues sharing a ``merge_key``,
so a spin of the wheel is one undo step too. A drag step that would take a figure or an
objective off the table, or a terrain piece entirely off it, is refused (nothing moves, a
message says why), so the checker never has to warn about it. Placing figures and objectives
lives in ``token_tools``, terrain drawing and reshaping in ``piece_tools``, the measuring tape
in ``measure_tool``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from editor.documents.commands import RemoveItem, SetValue
from editor.documents.paths import ById
from editor.model.table import FreeTable
from editor.ui.board.tools import DRAG_PIXELS, Tool, ToolEvent
from editor.ui.table.table_keys import Key, on_table, piece_on_table, table_of

SNAP_DEGREES = 15.0
WHEEL_DEGREES = 15.0
FINE_WHEEL_DEGREES = 5.0
_COLLECTIONS = {"piece": ("board", "terrain"), "figure": ("figures",), "objective": ("objectives",)}
_MOVE_LABELS = {
    "piece": "table_editor.move_piece",
    "figure": "table_editor.move_figure",
    "objective": "table_editor.move_objective",
}
_DELETE_LABELS = {
    "piece": "table_editor.delete_piece",
    "figure": "table_editor.delete_figure",
    "objective": "table_editor.delete_objective",
}


def item_path(key: Key, field: str) -> tuple:
    """The model path of ``field`` of the piece, figure or objective ``key``."""
    return (*_COLLECTIONS[key[0]], ById(key[1]), field)


def facing_towards(centre: QPointF, point: QPointF) -> float:
    """The facing (0° = up, clockwise, as ``Figure.facing_deg``) from ``centre`` to ``point``."""
    return math.degrees(math.atan2(point.x() - centre.x(), centre.y() - point.y())) % 360.0


def snap_angle(degrees: float, step: float = SNAP_DEGREES) -> float:
    return (round(degrees / step) * step) % 360.0


class TableTool(Tool):
    """The base of free-table tools: the table, and Ctrl+wheel turning the figure under the
    cursor (or the selected one) by 15° a notch, 5° with Shift."""

    @property
    def table(self) -> FreeTable:
        return table_of(self.document.scenario)

    def wheel(self, event: ToolEvent, notches: float) -> bool:
        figure_id = self.scene.figure_at(event.pos, event.mm(4.0))
        if figure_id is None:
            figure_id = next((k[1] for k in self.scene.selected_keys() if k[0] == "figure"), None)
        if figure_id is None:
            return False
        step = FINE_WHEEL_DEGREES if event.shift else WHEEL_DEGREES
        facing = self._facing(figure_id)
        if facing is None:
            return False
        turned = snap_angle(facing + notches * step, step)
        self.execute(
            SetValue(
                ("figures", ById(figure_id), "facing_deg"),
                turned,
                "table_editor.turn_figure",
                merge_key=f"turn:{figure_id}",
            )
        )
        self.scene.select_keys([("figure", figure_id)])
        return True

    def _facing(self, figure_id: str) -> float | None:
        figure = next((f for f in self.document.scenario.figures if f.id == figure_id), None)
        return None if figure is None else float(figure.facing_deg)


def delete_selection(tool: Tool) -> bool:
    """Remove the selected pieces, figures and objectives as one step; False if none."""
    doomed = [k for k in tool.scene.selected_keys() if k[0] in _COLLECTIONS]
    if not doomed:
        return False
    kinds = {k[0] for k in doomed}
    label = _DELETE_LABELS[doomed[0][0]] if len(doomed) == 1 else "table_editor.delete_selection"
    scenario = tool.document.scenario
    tool.begin_gesture(label)
    for kind in kinds:
        path = _COLLECTIONS[kind]
        items = table_of(scenario).terrain if kind == "piece" else getattr(scenario, path[0])
        ids = {k[1] for k in doomed if k[0] == kind}
        for index in sorted((i for i, item in enumerate(items) if item.id in ids), reverse=True):
            tool.execute(RemoveItem(path, index))
    tool.end_gesture()
    tool.scene.select_keys([])
    return True


class TableSelectTool(TableTool):
    """Click to select a piece, figure or objective (Shift adds to the selection); drag to move
    what is selected; Delete removes it."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._pressed: Key | None = None
        self._start = QPointF()
        self._origins: dict[Key, object] = {}

    def title(self) -> str:
        return self.tr("Select")

    def hint(self) -> str:
        return self.tr(
            "Click a terrain piece, figure or objective to select it (Shift adds); "
            "drag to move; Delete removes; Ctrl+wheel turns a figure."
        )

    def key_at(self, pos: QPointF) -> Key | None:
        key = self.scene.token_at(pos)
        if key is None:
            piece_id = self.scene.piece_at(pos)
            key = ("piece", piece_id) if piece_id is not None else None
        return key

    def press(self, event: ToolEvent) -> None:
        key = self.key_at(event.pos)
        selection = self.scene.selected_keys()
        if event.shift and key is not None:
            selection = (
                [k for k in selection if k != key] if key in selection else [*selection, key]
            )
        elif key is None or key not in selection:
            selection = [key] if key is not None else []
        self.scene.select_keys(selection)
        self._pressed, self._start = key, event.pos
        self._origins = {}
        if key is not None and key in selection:
            scenario = self.document.scenario
            for k in selection:
                item = self._model_item(scenario, k)
                if item is not None:
                    self._origins[k] = item.polygon if k[0] == "piece" else item.position

    def _model_item(self, scenario, key: Key):
        items = (
            table_of(scenario).terrain
            if key[0] == "piece"
            else getattr(scenario, _COLLECTIONS[key[0]][0])
        )
        return next((i for i in items if i.id == key[1]), None)

    def move(self, event: ToolEvent) -> None:
        if self._pressed is None or not self._origins:
            return
        delta = event.pos - self._start
        if not self.in_gesture and (
            math.hypot(delta.x(), delta.y()) * event.pixels_per_mm < DRAG_PIXELS
        ):
            return
        moved = self._moved(delta.x(), delta.y())
        if moved is None:
            self.message.emit(
                self.tr(
                    "Figures and objectives stay on the table, and a terrain piece cannot "
                    "leave it entirely: that move is refused."
                )
            )
            return
        if not self.in_gesture:
            kinds = {k[0] for k in self._origins}
            label = (
                _MOVE_LABELS[next(iter(kinds))]
                if len(self._origins) == 1
                else "table_editor.move_selection"
            )
            self.begin_gesture(label)
        for key, value in moved.items():
            self.execute(
                SetValue(item_path(key, "polygon" if key[0] == "piece" else "position"), value)
            )

    def _moved(self, dx: float, dy: float) -> dict[Key, object] | None:
        """Where the dragged things go, or None when that would take a figure or an objective
        off the table, or a terrain piece entirely off it."""
        table = self.table
        moved: dict[Key, object] = {}
        for key, origin in self._origins.items():
            if origin is None:
                continue
            if key[0] == "piece":
                polygon = tuple((x + dx, y + dy) for x, y in origin)
                if not piece_on_table(table, polygon):
                    return None
                moved[key] = polygon
            else:
                point = (origin[0] + dx, origin[1] + dy)
                if not on_table(table, point):
                    return None
                moved[key] = point
        return moved

    def release(self, event: ToolEvent) -> None:
        self._pressed, self._origins = None, {}
        self.end_gesture()

    def key(self, key: Qt.Key) -> bool:
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            return delete_selection(self)
        if key == Qt.Key.Key_Escape and self.scene.selected_keys():
            self.scene.select_keys([])
            return True
        return False


class RotateFigureTool(TableTool):
    """Press on or beside a figure and drag around it to turn it (Shift snaps to 15°)."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._figure: str | None = None
        self._centre = QPointF()

    def title(self) -> str:
        return self.tr("Turn figure")

    def hint(self) -> str:
        return self.tr(
            "Press on a figure and drag around it to turn it (Shift snaps to 15°); "
            "or Ctrl+wheel over a figure."
        )

    def press(self, event: ToolEvent) -> None:
        figure_id = self.scene.figure_at(event.pos, event.mm(12.0))
        if figure_id is None:
            self.message.emit(self.tr("Press on a figure to turn it."))
            return
        self._figure = figure_id
        self._centre = self.scene.item_for(("figure", figure_id)).pos()
        self.scene.select_keys([("figure", figure_id)])

    def move(self, event: ToolEvent) -> None:
        if self._figure is None:
            return
        offset = event.pos - self._centre
        if math.hypot(offset.x(), offset.y()) * event.pixels_per_mm < DRAG_PIXELS * 2:
            return  # too close to the centre for a steady direction
        facing = facing_towards(self._centre, event.pos)
        if event.shift:
            facing = snap_angle(facing)
        if not self.in_gesture:
            self.begin_gesture("table_editor.turn_figure")
        self.execute(SetValue(("figures", ById(self._figure), "facing_deg"), round(facing, 1)))
        self.message.emit(self.tr("Facing %1°").replace("%1", f"{facing:.0f}"))

    def release(self, event: ToolEvent) -> None:
        self._figure = None
        self.end_gesture()
