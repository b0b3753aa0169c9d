"""Adjacency from geometry (PRODUCT §4 "Author"; SPEC §1.1 "Adjacent areas"), and the refusal of
degenerate zone outlines shared by every geometric computation."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.board.adjacency import derive_borders, rederive_borders, shared_edges
from editor.board.los import compute_los_table
from editor.board.reading_order import reading_order
from editor.messages import SkirmishError
from editor.model.board import Border, BorderKind, Wall, Zone, ZoneBoard
from editor.model.options import LosOptions, MovementOptions, ReadingOrderOptions

OPTIONS = MovementOptions()


def pairs(borders):
    return {frozenset((b.a, b.b)) for b in borders}


def test_zones_sharing_an_edge_get_an_open_border_in_board_order(square_of):
    board = ZoneBoard(zones=(Zone("b", polygon=square_of(100, 0)), Zone("a", polygon=square_of(0, 0))))
    assert derive_borders(board, OPTIONS) == (Border("b", "a", BorderKind.OPEN),)


def test_corner_contact_is_not_adjacency(grid):
    board = grid(2, 2)
    assert frozenset(("r0c0", "r1c1")) not in pairs(board.borders)
    assert frozenset(("r0c1", "r1c0")) not in pairs(board.borders)
    assert len(board.borders) == 4


def test_shared_boundary_must_be_longer_than_the_tolerance(square_of):
    # b touches a along 0.5 mm of a's right side (a T-contact near the corner).
    board = ZoneBoard(zones=(
        Zone("a", polygon=square_of(0, 0)),
        Zone("b", polygon=((100, 99.5), (200, 99.5), (200, 199.5), (100, 199.5))),
    ))
    assert derive_borders(board, OPTIONS) == ()
    assert len(derive_borders(board, MovementOptions(edge_tolerance_mm=0.1))) == 1


def test_partial_edges_count_along_their_shared_length(square_of):
    board = ZoneBoard(zones=(
        Zone("long", polygon=((0, 0), (200, 0), (200, 100), (0, 100))),
        Zone("left", polygon=square_of(0, 100)),
        Zone("right", polygon=square_of(100, 100)),
    ))
    edges = shared_edges(board, OPTIONS)
    assert sorted(edges) == [(0, 1), (0, 2), (1, 2)]
    assert edges[(0, 1)].length == 100


def test_different_elevations_default_to_a_climb_from_the_lower_zone(grid):
    board = grid(1, 2, elevation={"r0c0": 2})
    assert board.borders == (Border("r0c1", "r0c0", BorderKind.CLIMB),)


def test_a_movement_blocking_wall_along_the_edge_makes_a_wall_border(grid):
    board = grid(1, 3, walls=(Wall("w", ((100, 0), (100, 100))),
                              Wall("glass", ((200, 0), (200, 100)), blocks_movement=False)))
    kinds = {frozenset((b.a, b.b)): b.kind for b in board.borders}
    assert kinds[frozenset(("r0c0", "r0c1"))] is BorderKind.WALL
    assert kinds[frozenset(("r0c1", "r0c2"))] is BorderKind.OPEN


def test_a_wall_covering_part_of_the_edge_leaves_it_open(grid):
    board = grid(1, 2, walls=(Wall("w", ((100, 0), (100, 60))),))
    assert board.borders[0].kind is BorderKind.OPEN


def test_abstract_zones_have_no_derived_borders():
    board = ZoneBoard(zones=(Zone("a"), Zone("b")))
    assert derive_borders(board, OPTIONS) == ()


def test_rederivation_keeps_the_authors_settings(grid):
    board = grid(1, 3)
    door = Border("r0c1", "r0c0", BorderKind.DOOR, cost_ab=2, cost_ba=1, blocks_los=True,
                  jump_difficulty=3)
    edited = replace(board, borders=(door, board.borders[1]))
    assert rederive_borders(edited, OPTIONS) == edited.borders


def test_rederivation_keeps_author_borders_drops_vanished_edges_and_adds_new_ones(grid, square_of):
    board = grid(2, 2)
    corner = Border("r0c0", "r1c1", BorderKind.JUMP_GAP, derived=False)
    tuned = replace(board.borders[0], kind=BorderKind.WINDOW, cost_ab=1)
    # r1c1 moves away to the right; a new zone fills its place.
    zones = (*board.zones[:3], replace(board.zones[3], polygon=square_of(300, 100)),
             Zone("new", polygon=square_of(100, 100)))
    edited = replace(board, zones=zones, borders=(tuned, *board.borders[1:], corner))
    result = rederive_borders(edited, OPTIONS)
    assert result[0] == tuned
    assert corner in result
    assert frozenset(("r0c1", "r1c1")) not in pairs(result)
    assert {frozenset(("r0c1", "new")), frozenset(("r1c0", "new"))} <= pairs(result)
    assert all(b.derived for b in result if b is not corner)


def test_an_author_border_on_an_edge_prevents_a_derived_duplicate(grid):
    board = grid(1, 2)
    authored = Border("r0c0", "r0c1", BorderKind.WINDOW, derived=False)
    edited = replace(board, borders=(board.borders[0], authored))
    assert rederive_borders(edited, OPTIONS) == (authored,)


def test_walls_of_different_lengths_are_handled(grid):
    board = grid(1, 3, walls=(Wall("long", ((100, 0), (100, 50), (100, 100))),
                              Wall("short", ((200, 0), (200, 100)))))
    assert {b.kind for b in board.borders} == {BorderKind.WALL}


@pytest.mark.parametrize(
    "outline",
    [((0, 0), (10, 0)), ((0, 0), (10, 10), (20, 20)), ((0, 0), (10, 10), (10, 0), (0, 10))],
    ids=["two points", "no area", "crossing sides"],
)
def test_degenerate_outlines_are_refused(outline, square_of):
    board = ZoneBoard(zones=(Zone("ok", polygon=square_of(0, 0)), Zone("bad", polygon=outline)))
    for compute in (derive_borders, rederive_borders):
        with pytest.raises(SkirmishError) as caught:
            compute(board, OPTIONS)
        assert caught.value.message.key == "board.degenerate_zone"
        assert caught.value.message.params == {"zone": "bad"}
    with pytest.raises(SkirmishError):
        compute_los_table(board, LosOptions())
    with pytest.raises(SkirmishError):
        reading_order(board, ReadingOrderOptions())
