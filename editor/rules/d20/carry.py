"""Where the objects of a D20 table are during a game (« 3.6. Les Actions sur les objets »):
with the figure that carries one, where it was put down, or where the scenario puts it; who
stands at one; who moved one this turn; the doors of the table, and whether a game opened one.
What the engine and the actions of ``editor.rules.d20.handling`` and
``editor.rules.d20.free_actions`` read. Pure core.
"""

from __future__ import annotations

import shapely

from editor.model.table import DoorState, TableObject, TerrainPiece
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import EngineView
from editor.rules.table_game.state import TableState
from editor.table.measure import centre_distance, within

MOVED = "moved_object"
"""« Ceci clôt la Phase de Mouvement et de Tir »: no action this turn."""
REACH_MM = 10.0
"""A figure is at an object when its base lies within this of the object's edge."""


def table_object(engine: EngineView, item: str | None) -> TableObject | None:
    return next((o for o in engine.game.table.objects if o.id == item), None)


def object_position(engine: EngineView, state: TableState, item: TableObject
                    ) -> tuple[float, float] | None:
    """Where the object is now: with the figure carrying it, where it was put, or where the
    scenario puts it (None while its carrier is out)."""
    if isinstance(state, D20State):
        carrier = state.carrier_of(item.id)
        if carrier is not None:
            view = engine.game.view(state, carrier)
            return None if view is None else view.position
        moved = state.place_of(item.id)
        if moved is not None:
            return moved
    return item.position


def at_object(engine: EngineView, state: TableState, figure: str, item: TableObject) -> bool:
    """The figure's base is within ``REACH_MM`` of the object's edge."""
    view = engine.game.view(state, figure)
    where = object_position(engine, state, item)
    if view is None or where is None:
        return False
    return within(centre_distance(view.position, where), view.radius_mm + item.size_mm / 2
                  + REACH_MM)


def door_piece(engine: EngineView, item: str | None) -> TerrainPiece | None:
    """The door of the table of that id (a terrain piece with a door), if any."""
    return next((p for p in engine.game.table.terrain if p.id == item and p.door is not None),
                None)


def door_open(state: TableState, piece: TerrainPiece) -> bool:
    opened = state.opened_doors
    return piece.door is DoorState.OPEN or piece.id in opened


def at_door(engine: EngineView, state: TableState, figure: str, piece: TerrainPiece) -> bool:
    """The figure's base is within ``REACH_MM`` of the door's outline."""
    view = engine.game.view(state, figure)
    if view is None:
        return False
    gap = shapely.Polygon(piece.polygon).distance(shapely.Point(view.position))
    return within(gap, view.radius_mm + REACH_MM)


def carrying(state: TableState, figure: str) -> bool:
    return isinstance(state, D20State) and state.carried_by(figure) is not None


def closed_by_object(state: TableState, figure: str) -> bool:
    """The figure moved an object this turn: its actions phase is closed."""
    found = state.figure(figure)
    return found is not None and found.status(MOVED) is not None
