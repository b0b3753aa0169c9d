"""Hard mode read literally (AMB-42, ``HardFall.ALWAYS_IF_POSSIBLE``): « Les personnages
effectuent tout le temps une chute s'ils le peuvent » — characters always fall when they can.

The default reading only prefers falls between equally cheap paths (``editor.board.paths``).
This one looks, among the routes to a destination that fit a movement limit, for the one with
the most falls (then the lowest cost, then the earliest in reading order), so a villain takes a
fall on its way whenever its movement allows one. Routes are enumerated depth-first: every
crossing costs at least 1 MP (or ``fall_edge_cost``), so they are at most ``limit`` (plus the
free falls) borders long; a few hundred routes on a real board. Pure Python, no Qt.
"""

from __future__ import annotations

from editor.board.movement import Mover, Occupancy, step_cost
from editor.board.reading_order import reading_ranks
from editor.model.board import BorderKind, ZoneBoard
from editor.model.options import RulesOptions

MAX_FREE_FALLS = 8
"""Bound on 0-MP falls in one route (``fall_edge_cost`` 0), so enumeration always ends."""


def route_with_most_falls(
    board: ZoneBoard, mover: Mover, occupancy: Occupancy, options: RulesOptions,
    origin: str, target: str, limit: int,
) -> tuple[tuple[str, ...], int, int] | None:
    """(route, MP cost, falls) of the route from ``origin`` to ``target`` within ``limit`` MP
    with the most falls, or None when no route fits. Falls are allowed (hard mode)."""
    falls_between = {(b.a, b.b) for b in board.borders if b.kind is BorderKind.FALL_ONLY}
    neighbours: dict[str, set[str]] = {}
    for border in board.borders:
        neighbours.setdefault(border.a, set()).add(border.b)
        neighbours.setdefault(border.b, set()).add(border.a)
    ranks = reading_ranks(board, options.reading_order)
    best: tuple[int, int, tuple[int, ...], tuple[str, ...]] | None = None

    def visit(route: list[str], cost: int, falls: int, free_falls: int) -> None:
        nonlocal best
        here = route[-1]
        if here == target:
            key = (-falls, cost, tuple(ranks.get(z, 0) for z in route), tuple(route))
            if best is None or key < best:
                best = key
            return
        for nxt in sorted(neighbours.get(here, ()), key=lambda z: (ranks.get(z, 0), z)):
            if nxt in route:
                continue
            step = step_cost(board, mover, occupancy, options.movement, here, nxt,
                             allow_fall=True)
            if step is None or cost + step > limit:
                continue
            fell = (here, nxt) in falls_between
            free = free_falls + (1 if fell and step == 0 else 0)
            if free > MAX_FREE_FALLS:
                continue
            route.append(nxt)
            visit(route, cost + step, falls + fell, free)
            route.pop()

    visit([origin], 0, 0, 0)
    if best is None:
        return None
    return best[3], best[1], -best[0]
