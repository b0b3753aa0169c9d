"""Least-cost paths on a zone board (SOLO_AI_SPEC §1.4, §1.5; SOLO-MV-1/2/3, AMB-28, AMB-42).

Dijkstra from one zone over the crossings of ``editor.board.movement``. Equal-cost paths are
ordered by the PATH_TIE tie-break of §1.4, encoded in the priority itself so the result is
deterministic: ``(cost, packed tie counts, zones entered as reading positions)``:

1. fewer entries into dangerous terrain (dropped in hard mode, where danger costs nothing);
2. fewer jump tests;
3. the lexicographically smallest sequence of reading positions of the zones visited.

``MovementOptions.path_tie`` chooses the order of the criteria; criteria after READING can never
decide and are ignored; the reading sequence always ends the key. In hard mode (SOLO-HM-3)
falls are allowed and preferred on ties (AMB-42 default ALLOW_AND_PREFER), ahead of the other
criteria. A preferred fall is a negative tie weight, so the search re-expands a zone whose label
improves (label-correcting); with at least 1 MP per non-fall crossing and falls going down there
is no negative cycle, and in hard mode routes never repeat a zone, which ends the search even on
a board whose fall-only borders go round in a circle.

The graph of a board is built once and cached by board identity (boards are immutable); the
mover, the occupancy and the options of one query only reweight it. Results are plain ids and
numbers. Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from dataclasses import dataclass, field

from editor.board.memo import IdentityMemo
from editor.board.movement import (
    Crossing,
    Mover,
    Occupancy,
    SkillCode,
    crossings,
    has_room,
    hindering,
)
from editor.board.reading_order import reading_order
from editor.messages import error
from editor.model.board import Zone, ZoneBoard
from editor.model.options import DistanceMetric, PathTie, RulesOptions

Arc = tuple[int, int, int]
"""(target position, MP cost without hindering, packed tie weight)."""
ArcsKey = tuple[bool, bool, tuple[str, ...], bool]
"""What reweights the arcs: (climber, zone hops, tie criteria, falls allowed)."""


@dataclass(frozen=True, slots=True)
class PathResult:
    """Least-cost paths from ``origin``: the cost of every zone reached and its path."""

    origin: str
    costs: Mapping[str, int]
    """Zone id → cost (MP, or borders crossed for the ZONE_HOPS metric); the origin costs 0."""
    routes: Mapping[str, tuple[int, ...]] = field(repr=False)
    """Zone id → reading positions of the zones entered after the origin."""
    order: tuple[str, ...] = field(repr=False)
    """Zone ids by reading position."""

    def path(self, zone_id: str) -> tuple[str, ...] | None:
        """Zone ids from the origin to ``zone_id`` (both included), None if not reached."""
        route = self.routes.get(zone_id)
        if route is None:
            return None
        return (self.origin, *(self.order[i] for i in route))

    def reached(self) -> tuple[str, ...]:
        """The zones reached, by cost then reading order (the origin first)."""
        costs, routes = self.costs, self.routes
        # A route ends with its zone's reading position; the origin's route is empty.
        return tuple(sorted(costs, key=lambda z: (costs[z], routes[z][-1] if routes[z] else -1)))


@dataclass(frozen=True, slots=True)
class Reach:
    """A zone within the budget plus the one energy cube the AI may buy (SOLO-MV-3)."""

    cost: int
    needs_cube: bool


@dataclass(frozen=True, eq=False)
class BoardGraph:
    """The crossings of one board, indexed by reading position (built once per board)."""

    order: tuple[str, ...]
    position: Mapping[str, int]
    limited: tuple[tuple[int, Zone], ...]
    """Reading position and zone of every zone with an occupation limit."""
    crossings: tuple[tuple[Crossing, ...], ...]
    tie_base: int
    """Tie counts are packed in this base: their sums along a route (at most one per zone, in
    absolute value) stay below half of it, so packed sums compare like the counts."""
    _weighted: dict[ArcsKey, tuple[tuple[Arc, ...], ...]] = field(default_factory=dict, repr=False)

    def arcs(self, key: ArcsKey) -> tuple[tuple[Arc, ...], ...]:
        """The arcs reweighted for one kind of query, computed once per board and kind
        (``dict.setdefault`` keeps the first of two racing threads' equal results)."""
        found = self._weighted.get(key)
        if found is None:
            found = self._weighted.setdefault(key, _weigh(self, *key))
        return found


_graphs: IdentityMemo[BoardGraph] = IdentityMemo(8)


def board_graph(board: ZoneBoard, options: RulesOptions) -> BoardGraph:
    """The graph of ``board`` under ``options``, cached by board identity."""
    return _graphs.get_or_build(
        board, (options.movement, options.reading_order), lambda: _build_graph(board, options)
    )


def prepare_paths(
    board: ZoneBoard, options: RulesOptions, *, allow_fall: bool = False, hard_mode: bool = False
) -> None:
    """Build what the least-MP paths of every mover will read on ``board`` (the graph, its
    arcs for climbers and for the others), so that a game's first queries cost what the
    later ones do (PRODUCT §5 "Villain turn": the first turn of a game too)."""
    graph = board_graph(board, options)
    for climber in (False, True):
        graph.arcs((climber, False, _tie_criteria(options, hard_mode), allow_fall or hard_mode))


def _build_graph(board: ZoneBoard, options: RulesOptions) -> BoardGraph:
    order = reading_order(board, options.reading_order)
    position = {zone_id: i for i, zone_id in enumerate(order)}
    by_id = {zone.id: zone for zone in board.zones}
    outgoing: list[list[Crossing]] = [[] for _ in order]
    for crossing in crossings(board, options.movement):
        outgoing[position[crossing.source]].append(crossing)
    return BoardGraph(
        order=order,
        position=position,
        limited=tuple(
            (i, by_id[zone_id]) for i, zone_id in enumerate(order)
            if by_id[zone_id].capacity is not None
        ),
        crossings=tuple(tuple(found) for found in outgoing),
        tie_base=2 * len(order) + 3,
    )


def shortest_paths(
    board: ZoneBoard,
    mover: Mover,
    occupancy: Occupancy,
    options: RulesOptions,
    origin: str,
    *,
    allow_fall: bool = False,
    hard_mode: bool = False,
    budget: int | None = None,
) -> PathResult:
    """SOLO-MV-1: the least-MP path from ``origin`` to every zone it can reach.

    ``allow_fall`` lets the path use fall-only borders (SOLO-MV-2 excludes them for the AI in
    normal mode); ``hard_mode`` (SOLO-HM-3) implies it, drops the danger criterion and prefers
    falls on ties. ``budget`` stops the search beyond that cost.
    """
    return _search(board, mover, occupancy, options, origin, allow_fall, hard_mode, budget, False)


def reachable(
    board: ZoneBoard,
    mover: Mover,
    occupancy: Occupancy,
    options: RulesOptions,
    origin: str,
    budget: int,
    *,
    allow_fall: bool = False,
    hard_mode: bool = False,
) -> dict[str, int]:
    """Zone id → MP cost of every zone reachable within ``budget`` (the origin costs 0)."""
    found = shortest_paths(
        board, mover, occupancy, options, origin,
        allow_fall=allow_fall, hard_mode=hard_mode, budget=budget,
    )
    return dict(found.costs)


def reachable_with_cube(
    board: ZoneBoard,
    mover: Mover,
    occupancy: Occupancy,
    options: RulesOptions,
    origin: str,
    budget: int,
    *,
    allow_fall: bool = False,
    hard_mode: bool = False,
) -> dict[str, Reach]:
    """SOLO-MV-3: zones within ``budget`` + 1 MP (one energy cube), flagged when they need it."""
    costs = reachable(
        board, mover, occupancy, options, origin, budget + 1,
        allow_fall=allow_fall, hard_mode=hard_mode,
    )
    return {zone_id: Reach(cost, cost > budget) for zone_id, cost in costs.items()}


def distances(
    board: ZoneBoard,
    mover: Mover,
    occupancy: Occupancy,
    options: RulesOptions,
    origin: str,
    *,
    allow_fall: bool = False,
    hard_mode: bool = False,
) -> dict[str, int]:
    """SPEC §1.5: zone id → distance from ``origin`` by ``MovementOptions.distance_metric``:
    the MP cost of the cheapest path (MP_PATH_COST) or the fewest borders crossed along a legal
    path (ZONE_HOPS). Unreachable zones are absent."""
    hops = options.movement.distance_metric is DistanceMetric.ZONE_HOPS
    found = _search(board, mover, occupancy, options, origin, allow_fall, hard_mode, None, hops)
    return dict(found.costs)


def _search(
    board: ZoneBoard,
    mover: Mover,
    occupancy: Occupancy,
    options: RulesOptions,
    origin: str,
    allow_fall: bool,
    hard_mode: bool,
    budget: int | None,
    hops: bool,
) -> PathResult:
    graph = board_graph(board, options)
    start = graph.position.get(origin)
    if start is None:
        raise error("board.unknown_zone", zone=origin)
    key = (SkillCode.CLIMBER in mover.skills, hops, _tie_criteria(options, hard_mode),
           allow_fall or hard_mode)
    arcs = graph.arcs(key)
    hinder, blocked = _occupancy_effects(graph, mover, occupancy, options, hops)
    best = _dijkstra(arcs, start, hinder, blocked, budget, simple=hard_mode)
    order = graph.order
    return PathResult(
        origin=origin,
        costs={order[i]: label[0] for i, label in best.items()},
        routes={order[i]: label[2] for i, label in best.items()},
        order=order,
    )


def _tie_criteria(options: RulesOptions, hard_mode: bool) -> tuple[str, ...]:
    """The additive PATH_TIE criteria in priority order (§1.4; AMB-42 in hard mode)."""
    criteria: list[str] = ["prefer_fall"] if hard_mode else []
    for criterion in options.movement.path_tie:
        if criterion is PathTie.READING:
            break
        if criterion is PathTie.DANGER and hard_mode:
            continue
        if criterion.value not in criteria:
            criteria.append(criterion.value)
    return tuple(criteria)


def _weigh(
    graph: BoardGraph, climber: bool, hops: bool, ties: tuple[str, ...], allow_fall: bool
) -> tuple[tuple[Arc, ...], ...]:
    base = graph.tie_base
    position = graph.position

    def tie(crossing: Crossing) -> int:
        counts = {
            "prefer_fall": -int(crossing.fall),
            PathTie.DANGER.value: int(crossing.dangerous),
            PathTie.JUMPS.value: int(crossing.jump),
        }
        packed = 0
        for criterion in ties:
            packed = packed * base + counts[criterion]
        return packed

    def cost(crossing: Crossing) -> int:
        if hops:
            return 1
        return crossing.cost + (0 if climber else crossing.climb)

    return tuple(
        tuple(
            (position[c.target], cost(c), tie(c))
            for c in outgoing
            if allow_fall or not c.fall
        )
        for outgoing in graph.crossings
    )


def _occupancy_effects(
    graph: BoardGraph, mover: Mover, occupancy: Occupancy, options: RulesOptions, hops: bool
) -> tuple[dict[int, int | None], frozenset[int]]:
    """Hindering per zone left (None: cannot leave) and the zones without room for the mover."""
    hinder: dict[int, int | None] = {}
    for zone_id, occupants in occupancy.zones.items():
        i = graph.position.get(zone_id)
        if i is None or not occupants:
            continue
        extra = hindering(mover, occupants, options.movement.hinder_metric)
        if extra is None or (extra and not hops):
            hinder[i] = extra
    blocked = frozenset(
        i for i, zone in graph.limited if not has_room(mover, zone, occupancy.occupants(zone.id))
    )
    return hinder, blocked


def _dijkstra(
    arcs: tuple[tuple[Arc, ...], ...],
    start: int,
    hinder: Mapping[int, int | None],
    blocked: frozenset[int],
    budget: int | None,
    simple: bool,
) -> dict[int, tuple[int, int, tuple[int, ...]]]:
    """Labels ``(cost, ties, route)`` of every zone reached, each the least in that order.

    ``simple`` keeps routes free of repeated zones: with preferred falls (negative tie
    weights) a board whose fall-only borders form a cycle of 0-MP falls would otherwise relabel
    forever; on any other board no least label repeats a zone, so it changes nothing.
    """
    label: tuple[int, int, tuple[int, ...]] = (0, 0, ())
    best = {start: label}
    heap = [(label, start)]
    limit = float("inf") if budget is None else budget
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        label, u = pop(heap)
        if best[u] is not label:
            continue
        extra = hinder.get(u, 0)
        if extra is None:
            continue
        cost, ties, route = label
        for v, step, tie in arcs[u]:
            total = cost + step + extra
            if total > limit or v in blocked or (simple and (v == start or v in route)):
                continue
            candidate = (total, ties + tie, (*route, v))
            known = best.get(v)
            if known is None or candidate < known:
                best[v] = candidate
                push(heap, (candidate, v))
    return best
