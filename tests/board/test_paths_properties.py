"""Property tests of the path search (SOLO_AI_SPEC §1.3-1.4): Dijkstra with the PATH_TIE
tie-break equals a brute force over all simple paths (≤ 8 zones) and an independent
Bellman-Ford over the same labels (≤ 30 zones); reachable sets grow with the budget.

Boards are abstract (no geometry): zones with random terrain, elevation, capacity and reading
overrides, random borders of every kind with per-direction costs, random occupants and movers,
random options. Fall-only borders point from a lower to a higher zone index, so a circle of
0-MP falls cannot make every path infinitely improvable (see ``editor.board.paths``).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from editor.board.movement import Mover, Occupancy, Occupant, SkillCode, crossings, step_cost
from editor.board.paths import reachable, shortest_paths
from editor.board.reading_order import reading_ranks
from editor.model.board import Border, BorderKind, Danger, Zone, ZoneBoard
from editor.model.options import HinderMetric, MovementOptions, PathTie, RulesOptions
from editor.model.units import Side

SIDES = st.sampled_from([Side.HERO, Side.VILLAIN, Side.NEUTRAL])
SKILLS = st.frozensets(st.sampled_from([s.value for s in SkillCode]), max_size=2)


@st.composite
def situations(draw, max_zones: int, density: float):
    """A random board (a random tree of borders plus up to density·n² more) and a query."""
    n = draw(st.integers(1, max_zones))
    ids = [f"z{i}" for i in range(n)]
    zones = tuple(
        Zone(
            zone_id,
            elevation=draw(st.integers(0, 2)),
            capacity=draw(st.none() | st.integers(1, 3)),
            difficult=draw(st.booleans()),
            danger=Danger() if draw(st.booleans()) else None,
            water=draw(st.integers(0, 4)) == 0,
            reading_index=draw(st.none() | st.integers(1, n)),
        )
        for zone_id in ids
    )
    tree = {(draw(st.integers(0, i - 1)), i) for i in range(1, n)}
    extra = draw(st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1))
                         .filter(lambda p: p[0] < p[1]), max_size=int(density * n * n)))
    pairs = tree | extra
    borders = []
    for i, j in sorted(pairs):
        kind = draw(st.sampled_from(list(BorderKind)))
        a, b = (i, j) if kind is BorderKind.FALL_ONLY or draw(st.booleans()) else (j, i)
        borders.append(Border(ids[a], ids[b], kind, draw(st.integers(0, 2)),
                              draw(st.integers(0, 2)), derived=False))
    occupancy = Occupancy({
        zone_id: tuple(
            Occupant(draw(SIDES), draw(st.integers(1, 2)), draw(st.integers(1, 3)),
                     frozenset({SkillCode.BLOCKING}) if draw(st.integers(0, 5)) == 0 else frozenset())
            for _ in range(draw(st.integers(0, 2)))
        )
        for zone_id in ids
    })
    mover = Mover(draw(SIDES), draw(st.integers(1, 2)), draw(st.integers(1, 3)), draw(SKILLS))
    movement = MovementOptions(
        path_tie=tuple(draw(st.permutations(list(PathTie)))),
        hinder_metric=draw(st.sampled_from(list(HinderMetric))),
        difficult_extra=draw(st.integers(0, 2)),
        climb_cost_per_level=draw(st.integers(0, 2)),
        fall_edge_cost=draw(st.integers(0, 2)),
        water_leave_extra=draw(st.integers(0, 2)),
    )
    return {
        "board": ZoneBoard(zones=zones, borders=tuple(borders)),
        "mover": mover,
        "occupancy": occupancy,
        "options": replace(RulesOptions(), movement=movement),
        "origin": draw(st.sampled_from(ids)),
        "hard": draw(st.booleans()),
        "allow_fall": draw(st.booleans()),
    }


class Labels:
    """The PATH_TIE key of a path, computed from the rules independently of the search."""

    def __init__(self, case):
        self.case = case
        board, options = case["board"], case["options"]
        self.ranks = reading_ranks(board, options.reading_order)
        self.zones = {z.id: z for z in board.zones}
        self.kinds = {(c.source, c.target): c for c in crossings(board, options.movement)}
        criteria = ["fall"] if case["hard"] else []
        for criterion in options.movement.path_tie:
            if criterion is PathTie.READING:
                break
            if not (criterion is PathTie.DANGER and case["hard"]):
                criteria.append(criterion.value)
        self.criteria = criteria
        self.steps = {}
        self.neighbours: dict[str, list[str]] = {}
        for source, target in self.kinds:
            self.neighbours.setdefault(source, []).append(target)

    def step(self, source, target):
        if (source, target) not in self.steps:
            c = self.case
            self.steps[(source, target)] = step_cost(
                c["board"], c["mover"], c["occupancy"], c["options"].movement, source, target,
                allow_fall=c["allow_fall"] or c["hard"],
            )
        return self.steps[(source, target)]

    def tie(self, source, target):
        crossing = self.kinds[(source, target)]
        counts = {"fall": -int(crossing.fall), "danger": int(crossing.dangerous),
                  "jumps": int(crossing.jump)}
        return tuple(counts[c] for c in self.criteria)

    def key(self, path):
        cost, ties = 0, [0] * len(self.criteria)
        for source, target in zip(path, path[1:]):
            step = self.step(source, target)
            if step is None:
                return None
            cost += step
            ties = [t + d for t, d in zip(ties, self.tie(source, target))]
        return (cost, tuple(ties), tuple(self.ranks[z] for z in path[1:]))


def brute_force(case):
    labels = Labels(case)
    best = {}

    def extend(path):
        key = labels.key(path)
        if key is None:
            return
        last = path[-1]
        if last not in best or key < best[last][0]:
            best[last] = (key, path)
        for nxt in labels.neighbours.get(last, ()):
            if nxt not in path:
                extend(path + (nxt,))

    extend((case["origin"],))
    return {zone: (key[0], path) for zone, (key, path) in best.items()}


def bellman_ford(case):
    labels = Labels(case)
    ids = [z.id for z in case["board"].zones]
    arcs = [(u, v) for u, v in labels.kinds if labels.step(u, v) is not None]
    best = {case["origin"]: ((0, (0,) * len(labels.criteria), ()), (case["origin"],))}
    for _ in range(len(ids) + 1):
        changed = False
        for u, v in arcs:
            if u not in best or v == case["origin"]:
                continue
            (cost, ties, seq), path = best[u]
            if v in path:
                continue
            step = labels.step(u, v)
            new = (cost + step, tuple(a + b for a, b in zip(ties, labels.tie(u, v))),
                   seq + (labels.ranks[v],))
            if v not in best or new < best[v][0]:
                best[v] = (new, path + (v,))
                changed = True
        if not changed:
            break
    return {zone: (key[0], path) for zone, (key, path) in best.items()}


def dijkstra(case):
    result = shortest_paths(case["board"], case["mover"], case["occupancy"], case["options"],
                            case["origin"], allow_fall=case["allow_fall"], hard_mode=case["hard"])
    return {zone: (cost, result.path(zone)) for zone, cost in result.costs.items()}


@given(situations(max_zones=8, density=0.4))
def test_dijkstra_equals_brute_force_over_simple_paths(case):
    assert dijkstra(case) == brute_force(case)


@given(situations(max_zones=30, density=0.1))
def test_dijkstra_equals_bellman_ford(case):
    assert dijkstra(case) == bellman_ford(case)


@given(situations(max_zones=12, density=0.2), st.integers(0, 6), st.integers(0, 4))
def test_reachable_sets_grow_with_the_budget(case, budget, more):
    args = (case["board"], case["mover"], case["occupancy"], case["options"], case["origin"])
    kw = {"allow_fall": case["allow_fall"], "hard_mode": case["hard"]}
    small, large = reachable(*args, budget, **kw), reachable(*args, budget + more, **kw)
    assert small.items() <= large.items()
    unlimited = shortest_paths(*args, **kw).costs
    assert small == {z: c for z, c in unlimited.items() if c <= budget}


@pytest.mark.soak
@given(situations(max_zones=80, density=0.05))
def test_dijkstra_equals_bellman_ford_on_larger_boards(case):
    assert dijkstra(case) == bellman_ford(case)
