"""Least-cost paths (SOLO_AI_SPEC §1.4-1.5; SOLO-MV-1/2/3, AMB-28, AMB-42): the PATH_TIE
tie-break, budgets, the distance metrics and the edge cases, on hand-built boards."""

from __future__ import annotations

from dataclasses import replace

import networkx as nx
import pytest

from benchmarks.zone_boards import zone_board
from editor.board.movement import Mover, Occupancy, Occupant, crossings
from editor.board.paths import (
    Reach,
    board_graph,
    distances,
    reachable,
    reachable_with_cube,
    shortest_paths,
)
from editor.messages import SkirmishError
from editor.model.board import Border, BorderKind, Danger, Zone
from editor.model.options import DistanceMetric, MovementOptions, PathTie, RulesOptions
from editor.model.units import Side

HERO = Mover(Side.HERO)
NOBODY = Occupancy()
RULES = RulesOptions()


def paths(board, origin="a", options=RULES, **kw):
    return shortest_paths(board, HERO, NOBODY, options, origin, **kw)


def diamond(abstract, b=None, c=None, a=None, ab=None, ac=None, bd=None, cd=None):
    """a → b → d and a → c → d, both of cost 2 unless said otherwise."""
    return abstract(
        [a or Zone("a"), b or Zone("b"), c or Zone("c"), Zone("d")],
        [ab or Border("a", "b"), ac or Border("a", "c"), bd or Border("b", "d"),
         cd or Border("c", "d")],
    )


def with_tie(*criteria):
    return replace(RULES, movement=MovementOptions(path_tie=criteria))


def test_equal_costs_prefer_the_smallest_reading_sequence(abstract):
    assert paths(diamond(abstract)).path("d") == ("a", "b", "d")


def test_the_authors_reading_index_decides_the_reading_tie(abstract):
    board = diamond(abstract, c=Zone("c", reading_index=1))
    assert paths(board).path("d") == ("a", "c", "d")


def test_fewer_dangerous_entries_first(abstract):
    board = diamond(abstract, b=Zone("b", danger=Danger()))
    assert paths(board).path("d") == ("a", "c", "d")


def test_fewer_jumps_next(abstract):
    board = diamond(abstract, bd=Border("b", "d", BorderKind.JUMP_GAP))
    assert paths(board).path("d") == ("a", "c", "d")


def test_the_order_of_the_tie_criteria_is_a_setting(abstract):
    board = diamond(abstract, b=Zone("b", danger=Danger()), cd=Border("c", "d", BorderKind.JUMP_GAP))
    assert paths(board).path("d") == ("a", "c", "d")
    assert paths(board, options=with_tie(PathTie.JUMPS, PathTie.DANGER)).path("d") == ("a", "b", "d")
    assert paths(board, options=with_tie(PathTie.READING, PathTie.DANGER)).path("d") == ("a", "b", "d")


def test_cost_comes_before_every_tie(abstract):
    board = diamond(abstract, b=Zone("b", danger=Danger()), cd=Border("c", "d", cost_ab=1))
    result = paths(board)
    assert result.path("d") == ("a", "b", "d")
    assert result.costs["d"] == 2


def test_hard_mode_falls_ignores_danger_and_prefers_falls(abstract):
    board = diamond(abstract, a=Zone("a", elevation=1), b=Zone("b", danger=Danger()),
                    ac=Border("a", "c", BorderKind.FALL_ONLY))
    assert paths(board).path("d") == ("a", "b", "d")  # SOLO-MV-2: no fall in normal mode
    assert paths(board, allow_fall=True).path("d") == ("a", "c", "d")  # danger avoided
    fall_free = diamond(abstract, a=Zone("a", elevation=1), ac=Border("a", "c", BorderKind.FALL_ONLY))
    assert paths(fall_free, allow_fall=True).path("d") == ("a", "b", "d")
    assert paths(fall_free, hard_mode=True).path("d") == ("a", "c", "d")  # AMB-42


def test_a_free_fall_is_found_through_a_relabelled_zone(abstract):
    # Hard mode with 0-MP falls: c is first reached at cost 1 without a fall, then again at
    # cost 1 with one; the search must propagate the better label to d.
    board = abstract(
        [Zone("a", elevation=2), Zone("b", elevation=1), "c", "d"],
        [Border("a", "c", BorderKind.OPEN), Border("a", "b", BorderKind.OPEN),
         Border("b", "c", BorderKind.FALL_ONLY), Border("c", "d")],
    )
    options = replace(RULES, movement=MovementOptions(fall_edge_cost=0))
    result = paths(board, options=options, hard_mode=True)
    assert result.costs == {"a": 0, "b": 1, "c": 1, "d": 2}
    assert result.path("d") == ("a", "b", "c", "d")


def test_paths_go_around_full_zones(abstract):
    board = diamond(abstract, b=Zone("b", capacity=1))
    occupied = Occupancy({"b": (Occupant(Side.VILLAIN),)})
    assert shortest_paths(board, HERO, occupied, RULES, "a").path("d") == ("a", "c", "d")


def test_hindering_is_paid_when_leaving_each_zone_on_the_way(abstract):
    board = diamond(abstract)
    occupied = Occupancy({"b": (Occupant(Side.VILLAIN),)})
    result = shortest_paths(board, HERO, occupied, RULES, "a")
    assert result.path("d") == ("a", "c", "d")
    assert result.costs == {"a": 0, "b": 1, "c": 1, "d": 2}
    held = Occupancy({"a": (Occupant(Side.VILLAIN),) * 2})
    assert shortest_paths(board, HERO, held, RULES, "a").costs["d"] == 4


def test_zero_budget_reaches_only_the_origin(abstract):
    board = diamond(abstract)
    assert reachable(board, HERO, NOBODY, RULES, "a", 0) == {"a": 0}
    assert reachable(board, HERO, NOBODY, RULES, "a", 1) == {"a": 0, "b": 1, "c": 1}


def test_the_one_cube_range_is_flagged(abstract):
    board = diamond(abstract)
    assert reachable_with_cube(board, HERO, NOBODY, RULES, "a", 1) == {
        "a": Reach(0, False), "b": Reach(1, False), "c": Reach(1, False), "d": Reach(2, True),
    }


def test_disconnected_zones_are_not_reached(abstract):
    board = abstract(["a", "b", "island"], [("a", "b")])
    result = paths(board)
    assert result.costs == {"a": 0, "b": 1}
    assert result.path("island") is None
    assert result.reached() == ("a", "b")


def test_one_zone_board(abstract):
    result = paths(abstract(["a"], []))
    assert result.costs == {"a": 0}
    assert result.path("a") == ("a",)


def test_empty_board_and_unknown_origin_are_refused(abstract):
    with pytest.raises(SkirmishError) as caught:
        paths(abstract([], []), origin="a")
    assert caught.value.message.key == "board.unknown_zone"
    with pytest.raises(SkirmishError):
        paths(abstract(["a"], []), origin="nowhere")


def test_distance_metrics(abstract):
    board = abstract(["a", "b", "c"], [Border("a", "b", BorderKind.DOOR, cost_ab=3), ("b", "c")])
    assert distances(board, HERO, NOBODY, RULES, "a") == {"a": 0, "b": 4, "c": 5}
    hops = replace(RULES, movement=MovementOptions(distance_metric=DistanceMetric.ZONE_HOPS))
    assert distances(board, HERO, NOBODY, hops, "a") == {"a": 0, "b": 1, "c": 2}


def test_hops_still_respect_what_cannot_be_crossed(abstract):
    board = abstract(["a", "b"], [Border("a", "b", BorderKind.WALL)])
    hops = replace(RULES, movement=MovementOptions(distance_metric=DistanceMetric.ZONE_HOPS))
    assert distances(board, HERO, NOBODY, hops, "a") == {"a": 0}


def test_the_graph_is_built_once_per_board(abstract):
    board = diamond(abstract)
    assert board_graph(board, RULES) is board_graph(board, RULES)
    assert board_graph(replace(board), RULES) is not board_graph(board, RULES)


def test_costs_match_networkx_on_a_generated_board():
    board = zone_board(120, seed=3)
    graph = nx.DiGraph()
    for c in crossings(board, RULES.movement):
        if not c.fall:
            graph.add_edge(c.source, c.target, weight=c.cost + c.climb)
    for origin in list(graph)[::7]:
        expected = nx.single_source_dijkstra_path_length(graph, origin)
        assert dict(paths(board, origin).costs) == expected


def test_hard_mode_ends_on_a_circle_of_free_falls(abstract):
    board = abstract(
        ["a", "b", "c", "d"],
        [Border("a", "b", BorderKind.FALL_ONLY), Border("b", "c", BorderKind.FALL_ONLY),
         Border("c", "a", BorderKind.FALL_ONLY), Border("c", "d")],
    )
    options = replace(RULES, movement=MovementOptions(fall_edge_cost=0))
    result = paths(board, options=options, hard_mode=True)
    assert result.costs == {"a": 0, "b": 0, "c": 0, "d": 1}
    assert result.path("d") == ("a", "b", "c", "d")
