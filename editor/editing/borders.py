"""Borders, walls and line-of-sight overrides of a zone board (PRODUCT §4: "borders derived
from shared edges, each editable (open, wall, door, window, climb, jump gap, fall-only, extra
cost, blocks LOS); wall segments"; "line of sight … editable pair by pair").

A border's field edit is one ``SetValue`` of the whole border, merging with the next edit of
the same field of the same border (spinning a cost up and down is one undo step); swapping a
border reverses it with its two costs, since a fall-only border falls from its first zone to
its second. A drawn wall gets a fresh id. Flipping a line of sight adds, changes or removes the
author's override of that ordered pair, an override equal to the derived value being removed
rather than kept. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

from editor.board.los import LosView
from editor.documents.commands import SetValue
from editor.editing.edit import Edit, Plan, zone_board
from editor.model.board import Border, LosOverride, LosTable, Wall
from editor.model.geometry import Point
from editor.model.tokens import fresh_id

OVERRIDES = ("board", "los_overrides")


class EditBorder(SetValue):
    """Set ``field`` of the border at ``index`` (currently ``border``) to ``value``."""

    def __init__(self, index: int, border: Border, field: str, value: Any):
        low, high = sorted((border.a, border.b))
        super().__init__(
            ("board", "borders", index),
            dataclasses.replace(border, **{field: value}),
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


class AddWall(Edit):
    """Draw a wall through ``points`` (already snapped), with a fresh id. ``wall_id`` names it
    once planned."""

    label = "board.draw_wall"

    def __init__(self, points: Iterable[Point]):
        super().__init__()
        self.points = tuple(points)
        self.wall_id: str | None = None

    def plan(self, plan: Plan) -> None:
        board = zone_board(plan.scenario)
        self.wall_id = fresh_id("wall", {wall.id for wall in board.walls})
        plan.insert(("board", "walls"), Wall(self.wall_id, self.points))


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
