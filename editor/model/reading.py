"""Reading order (AMB-7): how the solo rules number things laid out on a board or a table.

Rows from the top; a row holds the entries whose y is within a tolerance of its topmost one;
each row reads left to right, ties by key. Zone boards order their zones' markers this way
(``editor.board.reading_order``), free tables their figures, areas and spots
(``editor.table.solo_geometry``): one rule for both, so it lives below both.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

K = TypeVar("K")


def in_reading_order(located: Iterable[tuple[float, float, K]], tolerance: float) -> list[K]:
    """The keys of ``(x, y, key)`` entries in reading order (module docstring); keys must be
    comparable, so equal places still come in one order."""
    entries: list[tuple[float, float, Any]] = sorted(
        ((float(y), float(x), key) for x, y, key in located), key=lambda e: (e[0], e[1], e[2])
    )
    order: list[K] = []
    start = 0
    while start < len(entries):
        top = entries[start][0]
        end = start
        while end < len(entries) and entries[end][0] - top <= tolerance:
            end += 1
        order.extend(key for _, _, key in sorted(entries[start:end], key=lambda e: (e[1], e[2])))
        start = end
    return order
