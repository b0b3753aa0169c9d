"""Free-table tools that act on what stands on the table: select and move, turn a figure, delete
the selection; they turn gestures into the commands of ``editor.editing.table_tokens``.

They build on the board's ``Tool`` (ToolEvents in mm, one gesture = one document macro, a gesture
that changes nothing leaves no step). A drag executes a ``MoveTableItems`` on each move so every
panel follows it, all inside the gesture's macro; Ctrl+wheel turns a figure with ``TurnFigure``s
sharing a ``merge_key``, so a spin of the wheel is one undo step too. A drag step the command
refuses (it would take a figure or an objective off the table, or a terrain piece entirely off
it) moves nothing and says why, so the checker never has to warn about it. Placing figures and
objectives lives in ``token_tools``, terrain drawing and reshaping in ``piece_tools``, the
measuring tape in ``measure_tool``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from editor.editing.table_tokens import (
    COLLECTIONS,
    DeleteTableItems,
    MoveTableItems,
    TurnFigure,
    move_label,
)
from editor.model.table import FreeTable
from editor.table.placing import facing_towards, snap_angle
from editor.ui.board.tools import DRAG_PIXELS, Tool, ToolEvent
from editor.ui.i18n import current_language
from editor.ui.table.table_keys import Key, table_of

WHEEL_DEGREES = 15.0
FINE_WHEEL_DEGREES = 5.0


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
        self.run(TurnFigure(figure_id, turned, merge_key=f"turn:{figure_id}"))
        self.scene.select_keys([("figure", figure_id)])
        return True

    def _facing(self, figure_id: str) -> float | None:
        figure = next((f for f in self.document.scenario.figures if f.id == figure_id), None)
        return None if figure is None else float(figure.facing_deg)


def delete_selection(tool: Tool) -> bool:
    """Remove the selected pieces, figures and objectives as one step; False if none. A
    figure or objective the mission names stays (selected), and a message says where."""
    doomed = [k for k in tool.scene.selected_keys() if k[0] in COLLECTIONS]
    if not doomed:
        return False
    command = DeleteTableItems(doomed)
    tool.run(command)
    kept = [key for key in doomed if tool.scene.item_for(key) is not None]
    tool.scene.select_keys(kept if command.refusals else [])
    if command.refusals:
        language = current_language()
        tool.message.emit(" ".join(refusal.text(language) for refusal in command.refusals))
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
            else getattr(scenario, COLLECTIONS[key[0]][0])
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
        command = MoveTableItems(self._origins, delta.x(), delta.y())
        if not self.in_gesture:
            refusal = self.refusal(command)
            if refusal is not None:
                self.message.emit(refusal)
                return
            self.begin_gesture(move_label(self._origins))
        self.run(command)

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
        facing = facing_towards(
            (self._centre.x(), self._centre.y()), (event.pos.x(), event.pos.y())
        )
        if event.shift:
            facing = snap_angle(facing)
        if not self.in_gesture:
            self.begin_gesture("table_editor.turn_figure")
        self.run(TurnFigure(self._figure, round(facing, 1)))
        self.message.emit(self.tr("Facing %1°").replace("%1", f"{facing:.0f}"))

    def release(self, event: ToolEvent) -> None:
        self._figure = None
        self.end_gesture()
