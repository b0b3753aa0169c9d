"""The table view's tool in a free-table game: select, drag and turn figures.

A click on a figure selects it (its overlays follow); a click on the table elsewhere says where
(an action that needs a point, a grenade's landing, takes it). Dragging the base of a figure
whose side is to play moves a preview of it with a tape from where it stands, the distance
written in the table's unit and, once the overlay worker has drawn its reach, whether the move
can end there (the tape turns dashed vermillion beyond it). Pressing the facing wedge and
dragging around the figure turns it; Shift snaps the facing to 15° («Shift snaps 15°», the
editor's turning tool does the same). Esc cancels a gesture; with none under way it asks the page
to step back (``dismissed``: the chosen action dropped, else the figure deselected).

The tool changes nothing itself: a drop asks for a move through ``move_requested``, a turn
through ``turn_requested``, and the play mode turns them into the rule system's actions, which
decide whether they are legal. Must not import the panels or the play mode.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt, Signal

from editor.model.geometry import Point
from editor.table.placing import facing_towards, snap_angle
from editor.table.units import in_table_unit
from editor.ui.board.tools import DRAG_PIXELS, Tool, ToolEvent
from editor.ui.play.table.figures import TableFiguresLayer
from editor.ui.table import table_styles

ReachCheck = Callable[[str, Point], tuple[float | None, bool | None]]
"""(figure, point) → (the move's budget in mm or None, whether the point is within reach or None
when no reach is known)."""


class TablePlayTool(Tool):
    """Clicks select figures and points; figures of the side to play are dragged and turned."""

    figure_clicked = Signal(str)
    table_clicked = Signal(float, float)
    move_requested = Signal(str, float, float, float)
    """(figure, x, y, facing): a figure was dropped at (x, y) mm."""
    turn_requested = Signal(str, float)
    """(figure, facing): a figure was turned where it stands."""
    gesture_changed = Signal(str)
    """The figure being dragged or turned ("" when the gesture ends)."""
    dismissed = Signal()
    """Esc with no gesture under way."""

    def __init__(self, document, scene, figures: TableFiguresLayer, parent=None):
        super().__init__(document, scene, parent)
        self.figures = figures
        self.can_move: Callable[[str], bool] = lambda _figure: False
        self.reach_check: ReachCheck = lambda _figure, _point: (None, None)
        self._pressed: tuple[str | None, QPointF] | None = None
        self._dragging: str | None = None
        self._turning: str | None = None
        self._facing: float | None = None
        self._drop: QPointF | None = None

    def title(self) -> str:
        return self.tr("Play")

    def hint(self) -> str:
        return self.tr(
            "Click a figure to see where it can go, what it sees and hits; drag a figure of "
            "the side to play to move it, drag its facing wedge to turn it (Shift snaps 15°)."
        )

    @property
    def busy(self) -> bool:
        return self._dragging is not None or self._turning is not None

    def press(self, event: ToolEvent) -> None:
        self._drop = self._facing = None
        # a base under the pointer wins over a neighbour's facing wedge: in base contact
        # (« Le Corps à Corps ») the wedge of one figure lies over the other's base
        on_base = self.figures.figure_at(event.pos)
        turning = self.figures.turn_handle_at(event.pos, event.pixels_per_mm)
        if on_base is None and turning is not None and self.can_move(turning):
            self._turning = turning
            self._pressed = None
            self.gesture_changed.emit(turning)
            return
        figure = self.figures.figure_at(event.pos, event.mm(2.0))
        self._pressed = (figure, event.pos)

    def move(self, event: ToolEvent) -> None:
        if self._turning is not None:
            self._turn(self._turning, event)
            return
        if self._pressed is None or self._pressed[0] is None:
            return
        figure, start = self._pressed
        if self._dragging is None:
            if (event.pos - start).manhattanLength() < event.mm(DRAG_PIXELS):
                return
            if not self.can_move(figure):
                self.message.emit(self.tr("Only a figure of the side to play can be moved."))
                self._pressed = None
                return
            self._dragging = figure
            self.gesture_changed.emit(figure)
        self._drag(figure, event.pos)

    def _drag(self, figure: str, pos: QPointF) -> None:
        start = self.figures.centre(figure)
        place = self.figures.places.get(figure)
        if start is None or place is None or place.position is None:
            return
        origin = QPointF(*place.position)
        self._drop = pos
        self.figures.preview(figure, pos)
        table = self.figures.table
        moved = QPointF(pos - origin)
        distance = (moved.x() ** 2 + moved.y() ** 2) ** 0.5
        budget, inside = self.reach_check(figure, (pos.x(), pos.y()))
        text = table_styles.format_length(distance, table)
        if budget is not None:
            text = (
                self.tr("%1 of %2")
                .replace("%1", text)
                .replace("%2", table_styles.format_length(budget, table))
            )
        if inside is False:
            text += "\n" + self.tr("out of reach")
        item = self.figures.items[figure]
        self.figures.ghost.show_tape(origin, pos, item.radius, text, inside is False)
        self.message.emit(
            self.tr("Moving %1: %2").replace("%1", figure).replace("%2", text.replace("\n", " — "))
        )

    def _turn(self, figure: str, event: ToolEvent) -> None:
        centre = self.figures.centre(figure)
        if centre is None:
            return
        offset = event.pos - centre
        if (offset.x() ** 2 + offset.y() ** 2) ** 0.5 * event.pixels_per_mm < DRAG_PIXELS * 2:
            return  # too close to the centre for a steady direction
        facing = facing_towards((centre.x(), centre.y()), (event.pos.x(), event.pos.y()))
        if event.shift:
            facing = snap_angle(facing)
        self._facing = round(facing, 1) % 360.0
        self.figures.preview(figure, facing=self._facing)
        self.message.emit(
            self.tr("Turning %1: facing %2°")
            .replace("%1", figure)
            .replace("%2", f"{self._facing:.0f}")
        )

    def release(self, event: ToolEvent) -> None:
        pressed, dragging, turning = self._pressed, self._dragging, self._turning
        drop, facing = self._drop, self._facing
        self._reset()
        if turning is not None:
            self.figures.end_preview(turning)
            self.gesture_changed.emit("")
            place = self.figures.places.get(turning)
            if facing is not None and place is not None and facing != place.facing_deg:
                self.turn_requested.emit(turning, facing)
            else:
                self.figure_clicked.emit(turning)
            return
        if dragging is not None:
            self.figures.end_preview(dragging)
            self.gesture_changed.emit("")
            place = self.figures.places[dragging]
            if drop is not None and _moved(place.position, drop, self.figures.table):
                self.move_requested.emit(dragging, drop.x(), drop.y(), place.facing_deg)
            return
        if pressed is None:
            return
        if pressed[0] is not None:
            self.figure_clicked.emit(pressed[0])
        else:
            self.table_clicked.emit(event.pos.x(), event.pos.y())

    def _reset(self) -> None:
        self._pressed = None
        self._dragging = self._turning = None
        self._drop = self._facing = None

    def cancel(self) -> bool:
        figure = self._dragging or self._turning
        if figure is None:
            return False
        self.figures.end_preview(figure)
        self._reset()
        self.gesture_changed.emit("")
        self.message.emit("")
        return True

    def deactivate(self) -> None:
        self.cancel()
        super().deactivate()

    def key(self, key: Qt.Key) -> bool:
        if key != Qt.Key.Key_Escape:
            return False
        if not self.cancel():
            self.dismissed.emit()
        return True


def _moved(position: Point | None, drop: QPointF, table) -> bool:
    """A drop further than a tenth of the table's unit from where the figure stands."""
    if position is None:
        return False
    distance = ((drop.x() - position[0]) ** 2 + (drop.y() - position[1]) ** 2) ** 0.5
    return in_table_unit(distance, table) >= 0.1
