"""Builders shared by the board-engine tests, handed out as session fixtures (no __init__.py
here, so test modules cannot import each other).

Boards are in millimetres, y down (PRODUCT §2b). ``grid`` builds ``rows`` × ``columns``
squares of ``size`` mm named ``r{row}c{column}``, with borders derived from the shared edges
(the defaults of ``editor.board.adjacency``) unless the caller replaces some of them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import pytest

from editor.board.adjacency import derive_borders
from editor.model.board import Border, BorderKind, Wall, Zone, ZoneBoard
from editor.model.options import MovementOptions


def square(x: float, y: float, size: float = 100.0) -> tuple[tuple[float, float], ...]:
    return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))


def build_grid(
    rows: int,
    columns: int,
    *,
    size: float = 100.0,
    elevation: Mapping[str, int] | None = None,
    borders: Mapping[frozenset[str], Border] | None = None,
    walls: tuple[Wall, ...] = (),
    zone_options: Mapping[str, dict] | None = None,
) -> ZoneBoard:
    """A grid board; ``borders`` replaces the derived border of each given pair."""
    elevation = elevation or {}
    zone_options = zone_options or {}
    zones = tuple(
        Zone(
            f"r{r}c{c}",
            polygon=square(c * size, r * size, size),
            elevation=elevation.get(f"r{r}c{c}", 0),
            **zone_options.get(f"r{r}c{c}", {}),
        )
        for r in range(rows)
        for c in range(columns)
    )
    board = ZoneBoard(columns * size, rows * size, zones, walls=walls)
    derived = derive_borders(board, MovementOptions())
    replaced = borders or {}
    final = tuple(replaced.get(frozenset((b.a, b.b)), b) for b in derived)
    return ZoneBoard(columns * size, rows * size, zones, final, walls)


def build_abstract(
    zones: tuple[Zone, ...] | list[str], borders: tuple[Border, ...] | list[tuple[str, str]]
) -> ZoneBoard:
    """A board without geometry: zone ids (or zones) and borders (or open pairs)."""
    made_zones = tuple(z if isinstance(z, Zone) else Zone(z) for z in zones)
    made_borders = tuple(
        b if isinstance(b, Border) else Border(b[0], b[1], BorderKind.OPEN, derived=False)
        for b in borders
    )
    return ZoneBoard(zones=made_zones, borders=made_borders)


@pytest.fixture(scope="session")
def grid() -> Callable[..., ZoneBoard]:
    return build_grid


@pytest.fixture(scope="session")
def abstract() -> Callable[..., ZoneBoard]:
    return build_abstract


@pytest.fixture(scope="session")
def square_of() -> Callable[..., tuple[tuple[float, float], ...]]:
    return square
