"""Checks of a free table (Eisdrachen, D20): terrain that overlaps, figures misplaced (off the
table, in impassable terrain; where they cannot move is ``editor.checker.footing``, which the
free-table plug-ins run with their ``TableRules``).

The free-table engine measures cover, height and movement against each terrain piece on its
own; where two pieces overlap it is unclear which cover class or height applies, and a figure
off the table or inside impassable terrain starts the game where no rule lets it stand. These
run only when validation found no error (the outlines are then valid polygons).
Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import shapely

from editor.checker.findings import Finding, warning
from editor.documents.addresses import ById
from editor.messages import Message
from editor.model.scenario import Scenario
from editor.model.table import FreeTable, MovementEffect

OVERLAP_MM2 = 1.0
"""Overlaps smaller than this are drawing slop between touching pieces, not a second layer."""


def _table(scenario: Scenario) -> FreeTable:
    board = scenario.board
    assert isinstance(board, FreeTable)
    return board


def check_terrain_overlap(scenario: Scenario) -> list[Finding]:
    """Two terrain pieces covering the same ground make cover and height ambiguous."""
    pieces = _table(scenario).terrain
    if len(pieces) < 2:
        return []
    shapes = [shapely.Polygon(piece.polygon) for piece in pieces]
    first, second = shapely.STRtree(shapes).query(shapes, predicate="intersects")
    return [
        warning(
            Message("checker.terrain_overlap", {"piece": pieces[i].id, "other": pieces[j].id}),
            ("board", "terrain", ById(pieces[i].id)),
        )
        for i, j in sorted(zip(first.tolist(), second.tolist()))
        if i < j and shapes[i].intersection(shapes[j]).area > OVERLAP_MM2
    ]


def check_figures_on_table(scenario: Scenario) -> list[Finding]:
    """A deployed figure stands on the table: 0 ≤ x ≤ width, 0 ≤ y ≤ height (PRODUCT §2b)."""
    table = _table(scenario)
    return [
        warning(Message("checker.figure_off_table", {"figure": f.id}), ("figures", ById(f.id)))
        for f in scenario.figures
        if f.deployed and f.position is not None
        and not (0 <= f.position[0] <= table.width_mm and 0 <= f.position[1] <= table.height_mm)
    ]


def check_figures_in_impassable(scenario: Scenario) -> list[Finding]:
    """A figure deployed inside impassable terrain can neither stand there nor move out."""
    walls = [p for p in _table(scenario).terrain if p.movement is MovementEffect.IMPASSABLE]
    shapes = [shapely.Polygon(piece.polygon) for piece in walls]
    return [
        warning(
            Message("checker.figure_in_impassable", {"figure": f.id, "piece": piece.id}),
            ("figures", ById(f.id)),
        )
        for f in scenario.figures
        if f.deployed and f.position is not None
        for piece, shape in zip(walls, shapes)
        if shapely.contains_xy(shape, *f.position)
    ]


CHECKS = (
    check_terrain_overlap,
    check_figures_on_table,
    check_figures_in_impassable,
)
"""The free-table checks, in report order (run on a table without validation errors)."""
