"""Free-table tools that put tokens on the table: a figure of a chosen unit, an objective of a
chosen side.

A click on the table stands a new token at that point (drag before releasing to adjust it);
the placement and its adjustment are one undo step. A click outside the table is refused with
a message and leaves no step, and the adjusting drag never takes the token off the table, so
the checker never has to warn that one "stands outside the table". A press on a token already
there picks it instead of stacking a new one on it: it is selected and a drag moves it, as the
select tool does (``TableSelectTool``, whose moves refuse to leave the table too).

New objectives are numbered after the highest number in use and named as the zone board's
objective tool names its own (``editor.model.tokens.new_objective``); a new
hero figure takes the next hero number.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from editor.documents.commands import InsertItem, SetValue
from editor.model.mission import Figure
from editor.model.tokens import fresh_id, new_objective
from editor.model.units import Side
from editor.ui.board.place_tools import ObjectiveStrip
from editor.ui.board.tools import ToolEvent
from editor.ui.table.table_keys import Key, on_table
from editor.ui.table.table_tools import TableSelectTool, item_path


class PlaceTokenTool(TableSelectTool):
    """Click on the table to place a new token (``place``); press a token to pick and drag
    it. Subclasses say what they place and how they refuse a click outside the table."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._placed: Key | None = None

    def key_at(self, pos) -> Key | None:
        return self.scene.token_at(pos)

    def press(self, event: ToolEvent) -> None:
        self._placed = None
        if self.scene.token_at(event.pos) is not None:
            super().press(event)
            return
        self._pressed, self._origins = None, {}
        if not on_table(self.table, event.point):
            self.message.emit(self.outside_message())
            return
        self._placed = self.place(event)

    def move(self, event: ToolEvent) -> None:
        if self._placed is None:
            super().move(event)
        elif on_table(self.table, event.point):
            self.execute(SetValue(item_path(self._placed, "position"), event.point))
        else:
            self.message.emit(self.outside_message())

    def release(self, event: ToolEvent) -> None:
        self._placed = None
        super().release(event)

    def place(self, event: ToolEvent) -> Key | None:
        """Open the gesture and insert a new token at ``event``; its key, or None if refused."""
        raise NotImplementedError

    def outside_message(self) -> str:
        raise NotImplementedError


class PlaceFigureTool(PlaceTokenTool):
    """Click to stand a new figure of the chosen unit on the table; it faces the far side."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.unit_id: str | None = None

    def title(self) -> str:
        return self.tr("Place figure")

    def hint(self) -> str:
        return self.tr(
            "Click on the table to place a figure of the chosen unit; "
            "drag before releasing to adjust its place; drag a figure to move it."
        )

    def outside_message(self) -> str:
        return self.tr("A figure must stand on the table: click inside it.")

    def set_unit(self, unit_id: str | None) -> None:
        self.unit_id = unit_id

    def place(self, event: ToolEvent) -> Key | None:
        scenario = self.document.scenario
        unit = scenario.unit(self.unit_id) if self.unit_id else None
        if unit is None:
            unit = scenario.units[0] if scenario.units else None
        if unit is None:
            self.message.emit(self.tr("Add a unit to the scenario first: a figure needs one."))
            return None
        figure_id = fresh_id(unit.id, {f.id for f in scenario.figures})
        numbers = [f.number for f in scenario.figures if f.side is unit.side and f.number]
        number = max(numbers) + 1 if numbers and unit.side is Side.HERO else None
        facing = 0.0 if event.pos.y() >= self.table.height_mm / 2 else 180.0
        figure = Figure(
            figure_id, unit.id, unit.side, number=number, position=event.point, facing_deg=facing
        )
        self.begin_gesture("table_editor.place_figure")
        self.execute(InsertItem(("figures",), figure))
        self.scene.select_keys([("figure", figure_id)])
        return ("figure", figure_id)


class PlaceObjectiveTool(PlaceTokenTool):
    """Click to put a new objective of the side chosen in the tool's strip on the table."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.side = Side.HERO

    def title(self) -> str:
        return self.tr("Place objective")

    def hint(self) -> str:
        return self.tr(
            "Click on the table to place an objective of the chosen side; drag before "
            "releasing to adjust its place; drag an objective to move it."
        )

    def outside_message(self) -> str:
        return self.tr("An objective must lie on the table: click inside it.")

    def place(self, event: ToolEvent) -> Key | None:
        objective = new_objective(self.document.scenario, self.side, position=event.point)
        self.begin_gesture("table_editor.place_objective")
        self.execute(InsertItem(("objectives",), objective))
        self.scene.select_keys([("objective", objective.id)])
        return ("objective", objective.id)

    def make_strip(self) -> QWidget:
        return ObjectiveStrip(self)
