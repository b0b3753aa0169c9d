"""Terrain outlines are checked before any query: degenerate polygons are refused by name."""

from __future__ import annotations

import math

import pytest

from editor.messages import SkirmishError
from editor.table.terrain import Terrain
from tests.table.builders import piece, rect, table


@pytest.mark.parametrize(
    "outline",
    [
        pytest.param(((0, 0), (10, 10)), id="two points"),
        pytest.param(((0, 0), (10, 10), (20, 20)), id="collinear"),
        pytest.param(((0, 0), (10, 10), (10, 0), (0, 10)), id="crossing edges"),
        pytest.param(((0, 0), (math.nan, 0), (10, 10)), id="not a number"),
        pytest.param(((0, 0), (math.inf, 0), (10, 10)), id="infinite"),
    ],
)
def test_degenerate_outlines_are_refused_with_the_piece_and_its_place(outline):
    board = table(piece("ok", rect(0, 0, 10, 10)), piece("bad", outline))
    with pytest.raises(SkirmishError) as caught:
        Terrain.of(board)
    assert caught.value.message.key == "table.bad_terrain_polygon"
    assert caught.value.message.params == {"piece": "bad"}
    assert caught.value.message.where == "board.terrain[1].polygon"
    assert "bad" in caught.value.text("fr")


def test_valid_outlines_become_shapes_in_table_order():
    board = table(piece("a", rect(0, 0, 10, 10)), piece("b", ((20, 0), (30, 0), (25, 8))))
    terrain = Terrain.of(board)
    assert [p.piece.id for p in terrain.pieces] == ["a", "b"]
    assert terrain.pieces[0].shape.area == 100
    assert terrain.table is board


def test_an_empty_table_has_no_pieces():
    assert Terrain.of(table()).pieces == ()
