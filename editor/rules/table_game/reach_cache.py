"""The last movement ranges of a free-table game, shared by the engines that ask for them.

A movement range is the dearest thing a selection computes (``editor.table.movement``); the
offers, the evaluation of a move and the overlays ask for the same one, and the play window
prepares the ranges of the side to play in the background after each action so a click finds
its range ready (PRODUCT §5, "recomputation never blocks"). The window's engine and its overlay
worker's engine each have an engine of their own, so they share one cache: it is keyed by the
game state (a frozen value, equal in both) and the figure, keeps the most recently used ranges,
and is safe to use from the GUI thread and a worker thread at once (two threads asking for the
same missing range may both compute it; the ranges are equal). Pure core.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any


class ReachCache:
    """At most ``size`` values by key, the least recently used dropped first; thread-safe."""

    def __init__(self, size: int):
        if size < 1:
            raise ValueError("a reach cache holds at least one range")
        self.size = size
        self._items: OrderedDict[Hashable, Any] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Any | None:
        """The value kept for ``key`` (now the most recently used), or None."""
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: Hashable, value: Any) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._items

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
