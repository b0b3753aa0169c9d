"""A wall whose points all coincide has no length: it hides nothing (PRODUCT §2b, "blocked by
a wall"), whatever else the board holds. Found by the LOS soak: such a wall on a zone's marker
blocked or not depending on unrelated borders, so the incremental update and the full
recomputation disagreed."""

from __future__ import annotations

from dataclasses import replace

from editor.board.adjacency import derive_borders
from editor.board.los import compute_los_table, update_los
from editor.model.board import BorderKind, Wall, Zone, ZoneBoard
from editor.model.options import ElevationRule, LosOptions, MovementOptions


def _square(x: float, y: float) -> tuple[tuple[float, float], ...]:
    return ((x, y), (x + 100.0, y), (x + 100.0, y + 100.0), (x, y + 100.0))


def _grid(walls: tuple[Wall, ...]) -> ZoneBoard:
    zones = tuple(Zone(f"r{r}c{c}", polygon=_square(c * 100.0, r * 100.0))
                  for r in range(6) for c in range(8))
    board = ZoneBoard(800.0, 600.0, zones, walls=walls)
    borders = tuple(replace(b, blocks_los=True) if b.a.startswith("r0") or b.b.startswith("r0")
                    else b for b in derive_borders(board, MovementOptions()))
    return replace(board, borders=borders)


OPTIONS = LosOptions(elevation_rule=ElevationRule.HIGHER_SEES_LOWER, walls_block=True,
                     blocking_borders_block=True, higher_zones_block=False)
POINT = Wall("w0", ((650.0, 550.0), (650.0, 550.0)), blocks_los=True)  # r5c6's marker


def test_a_wall_without_length_hides_nothing():
    with_point = compute_los_table(_grid((POINT,)), OPTIONS)
    without = compute_los_table(_grid(()), OPTIONS)
    assert with_point.rows == without.rows
    assert "r5c7" in dict(with_point.rows)["r5c6"]


def test_the_update_after_an_unrelated_move_agrees_with_the_full_table():
    board = _grid((POINT,))
    moved = replace(board, zones=(replace(board.zones[0], polygon=(
        (25.0, 25.0), (125.0, 25.0), (125.0, 125.0), (25.0, 125.0))),) + board.zones[1:])
    updated = update_los(compute_los_table(board, OPTIONS), board, moved, OPTIONS)
    assert updated == compute_los_table(moved, OPTIONS)
    assert BorderKind.OPEN in {b.kind for b in board.borders}
