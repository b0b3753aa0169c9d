"""Abandoned equipment on an Eisdrachen table: « 10) Utiliser » and « 13) Réparer/Saboter ».

« Sur le champ de batailles, on trouve souvent du matériel non utilisé ou abandonné, des
tourelles, des mitrailleuses ou toutes sortes de pétoires et de bidules pouvant aider les alliés
sur le terrain, ce type de matériel est décrit de l'article suivant. » That article is not part
of the text: a piece of the table carries the equipment as data the author enters
(``TerrainPiece.equipment``: range, attacks, Force, usable as the game starts). Whether it
works now is the state's (``TableState.usable``): « Permet de rendre utilisable/inutilisable le
matos abandonné sur le champ de bataille ».

A figure reaches a piece of equipment when its base is in contact with the piece's outline,
within ``REACH_MM`` (bases set down by hand against a turret rarely touch it exactly; the move
stops a base against an impassable piece to the nearest cell of ``editor.table.movement``).
Pure core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shapely

from editor.model.table import DoorState, Equipment, TerrainPiece
from editor.rules.table_game.state import TableState

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

USE_RULE = "10) Utiliser"
REPAIR_RULE = "13) Réparer/Saboter"
REACH_MM = 5.0
"""How far the base may stand from the equipment's outline and still be in contact."""


def within_reach(engine: EisdrachenEngine, state: TableState, actor: str
                 ) -> list[TerrainPiece]:
    """The pieces carrying equipment that ``actor``'s base touches now, in table order."""
    view = engine.game.view(state, actor)
    if view is None:
        return []
    centre = shapely.Point(view.position)
    around = centre.buffer(view.radius_mm + REACH_MM)
    return [placed.piece for placed in engine.game.terrain.near(around)
            if placed.piece.equipment is not None
            and placed.shape.distance(centre) <= view.radius_mm + REACH_MM]


def doors_within_reach(engine: EisdrachenEngine, state: TableState, actor: str
                       ) -> list[TerrainPiece]:
    """The closed doors ``actor``'s base touches now, in table order (« On peut saboter des
    portes pour les ouvrir »): authored closed and not opened since."""
    view = engine.game.view(state, actor)
    if view is None:
        return []
    centre = shapely.Point(view.position)
    around = centre.buffer(view.radius_mm + REACH_MM)
    return [placed.piece for placed in engine.game.terrain.near(around)
            if placed.piece.door is DoorState.CLOSED
            and placed.piece.id not in state.opened_doors
            and placed.shape.distance(centre) <= view.radius_mm + REACH_MM]


def usable(state: TableState, piece: TerrainPiece) -> bool:
    """The piece's equipment works now (as authored, unless repaired or sabotaged since)."""
    equipment = piece.equipment
    return equipment is not None and state.usable(piece.id, equipment.usable)


def chosen(pieces: list[TerrainPiece], wanted: str | None) -> TerrainPiece | None:
    """The piece named ``wanted`` among ``pieces`` (None when it is not there), or the first."""
    if wanted is None:
        return pieces[0] if pieces else None
    return next((p for p in pieces if p.id == wanted), None)


def profile_of(piece: TerrainPiece) -> Equipment:
    assert piece.equipment is not None
    return piece.equipment
