"""A counter-based random generator whose whole state is two integers (seed, counter).

The game state must carry its randomness so that a saved game replays exactly (STYLE point 4):
``random.Random`` state is a 625-word tuple tied to CPython's Mersenne Twister, while a
counter-based generator serialises as ``(seed, counter)`` and gives the same numbers in any
process and on any platform. Each draw hashes ``seed:counter`` with SHA-256 and rejects the top
values that would bias the modulo, so every choice among ``n`` is uniform.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

Item = TypeVar("Item")
_SPAN = 1 << 64


def draw(seed: int, counter: int, n: int) -> tuple[int, int]:
    """A uniform integer in ``range(n)`` and the next counter."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = _SPAN - _SPAN % n
    while True:
        digest = hashlib.sha256(f"{seed}:{counter}".encode()).digest()
        counter += 1
        value = int.from_bytes(digest[:8], "big")
        if value < limit:
            return value % n, counter


def shuffled(seed: int, counter: int, items: Sequence[Item]) -> tuple[tuple[Item, ...], int]:
    """``items`` in a seeded random order (Fisher-Yates) and the next counter."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, counter = draw(seed, counter, i + 1)
        out[i], out[j] = out[j], out[i]
    return tuple(out), counter
