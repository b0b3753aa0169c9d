"""Borders, walls and line-of-sight overrides of a zone board (PRODUCT §4: "borders derived
from shared edges, each editable (open, wall, door, window, climb, jump gap, fall-only, extra
cost, blocks LOS); wall segments"; "line of sight … editable pair by pair").

A border's field edit is one ``SetValue`` of the whole border, merging with the next edit of
the same field of the same border (spinning a cost up and down is one undo step); swapping a
border reverses it with its two costs, since a fall-only border falls from its first zone to
its second. Walls block line of sight (PRODUCT §2b), and a wall border is a wall: choosing the
kind Wall makes a border block it too, and another kind undoes that, while "blocks line of
sight" is still what the kind implies (an author's tick is left alone). A drawn wall gets a
fresh id, and the borders it covers that still have their default settings become what the
derivation makes of a walled edge (``editor.board.adjacency``: a wall border, blocking line of
sight); deleting walls gives them back their default without it. Flipping a line of sight
adds, changes or removes the author's override of that ordered pair, an override equal to the
derived value being removed rather than kept. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from editor.board import snapping
from editor.board.adjacency import derive_borders
from editor.board.los import LosView
from editor.documents.commands import SetValue
from editor.editing.edit import Edit, Plan, zone_board
from editor.model.board import Border, BorderKind, LosOverride, LosTable, Wall, ZoneBoard
from editor.model.geometry import Point
from editor.model.tokens import fresh_id

OVERRIDES = ("board", "los_overrides")


def blocks_by_kind(kind: BorderKind) -> bool:
    """Whether a border of ``kind`` blocks line of sight unless the author says otherwise."""
    return kind is BorderKind.WALL


class EditBorder(SetValue):
    """Set ``field`` of the border at ``index`` (currently ``border``) to ``value``; a new kind
    brings its own "blocks line of sight" while the border's is still its old kind's."""

    def __init__(self, index: int, border: Border, field: str, value: Any):
        low, high = sorted((border.a, border.b))
        edited = dataclasses.replace(border, **{field: value})
        if field == "kind" and border.blocks_los == blocks_by_kind(border.kind):
            edited = dataclasses.replace(edited, blocks_los=blocks_by_kind(BorderKind(value)))
        super().__init__(
            ("board", "borders", index),
            edited,
            "board.edit_border",
            merge_key=f"border:{low}:{high}:{field}",
        )


class SwapBorder(SetValue):
    """Reverse the border at ``index`` (currently ``border``): its zones and its two costs."""

    def __init__(self, index: int, border: Border):
        swapped = dataclasses.replace(
            border, a=border.b, b=border.a, cost_ab=border.cost_ba, cost_ba=border.cost_ab
        )
        super().__init__(("board", "borders", index), swapped, "board.swap_border")


def follow_walls(plan: Plan, before: ZoneBoard, near: Iterable[Point]) -> None:
    """Borders near the points ``near`` still at their default for ``before``'s walls take
    their default for the current walls (a walled edge: a wall border blocking LOS)."""
    board = plan.board
    near = tuple(near)
    if not near:
        return
    involved = {board.zones[i].id for i in snapping.near_zones(board, near)}
    options = plan.scenario.options.movement

    def defaults(source: ZoneBoard) -> dict[frozenset[str], Border]:
        zones = tuple(zone for zone in source.zones if zone.id in involved)
        local = dataclasses.replace(source, zones=zones, borders=())
        return {frozenset((b.a, b.b)): b for b in derive_borders(local, options)}

    old, new = defaults(before), defaults(board)
    borders = tuple(
        new[pair]
        if border.derived and pair in new and border == old.get(pair)
        else border
        for border in board.borders
        for pair in (frozenset((border.a, border.b)),)
    )
    plan.set(("board", "borders"), borders)


class AddWall(Edit):
    """Draw a wall through ``points`` (already snapped), with a fresh id; the borders it covers
    that still have their default settings become wall borders that block line of sight.
    ``wall_id`` names it once planned."""

    label = "board.draw_wall"

    def __init__(self, points: Iterable[Point]):
        super().__init__()
        self.points = tuple(points)
        self.wall_id: str | None = None

    def plan(self, plan: Plan) -> None:
        board = zone_board(plan.scenario)
        self.wall_id = fresh_id("wall", {wall.id for wall in board.walls})
        plan.insert(("board", "walls"), Wall(self.wall_id, self.points))
        follow_walls(plan, board, self.points)


class DeleteWalls(Edit):
    """Delete the walls ``wall_ids``; the borders they covered that still have the walled
    edge's default get the default of an edge without them."""

    label = "board.delete_wall"

    def __init__(self, wall_ids: Iterable[str]):
        super().__init__()
        self.wall_ids = frozenset(wall_ids)

    def plan(self, plan: Plan) -> None:
        zone_board(plan.scenario)
        delete_walls(plan, self.wall_ids)


def delete_walls(plan: Plan, wall_ids: Iterable[str]) -> None:
    """Remove the walls ``wall_ids``, the borders they covered following (``DeleteWalls``)."""
    board, wanted = plan.board, set(wall_ids)
    doomed = [i for i, wall in enumerate(board.walls) if wall.id in wanted]
    for index in reversed(doomed):
        plan.remove(("board", "walls"), index)
    follow_walls(plan, board, [p for i in doomed for p in board.walls[i].points])


class FlipLineOfSight(Edit):
    """Flip whether ``viewer`` sees ``target``, as ``view`` (the effective LOS) has it, by
    the override of that ordered pair; ``table`` is the derived LOS the override departs from
    (None on a board without one, where every pair is derived unseen). Only the two verdicts
    are kept, not the view: the history must not hold a board's whole LOS per flip."""

    label = "board.toggle_los"

    def __init__(self, viewer: str, target: str, view: LosView, table: LosTable | None):
        super().__init__()
        self.viewer, self.target = viewer, target
        self.wanted = not view.sees(viewer, target)
        self.derived = target == viewer or (
            table is not None and target in table.visible_from(viewer)
        )

    def plan(self, plan: Plan) -> None:
        viewer, target = self.viewer, self.target
        overrides = zone_board(plan.scenario).los_overrides
        index = next(
            (i for i, o in enumerate(overrides) if (o.viewer, o.target) == (viewer, target)),
            None,
        )
        if self.wanted == self.derived:
            if index is not None:
                plan.remove(OVERRIDES, index)
            return
        override = LosOverride(viewer, target, self.wanted)
        if index is None:
            plan.insert(OVERRIDES, override)
        else:
            plan.set((*OVERRIDES, index), override)
