"""A small identity memo for data derived from immutable model objects (boards, LOS tables).

Boards and tables are frozen, so what is derived from one object never goes stale; the memo
keys on the object's identity plus the options used, keeps the object alive while its entry
lives (so an id is never reused behind its back), holds a few entries, and is safe to share
between the GUI thread and workers (one lock; values are immutable). Hashing a 5,000-zone board
by value on every query would cost more than the queries themselves. Must not import Qt.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

Value = TypeVar("Value")


class IdentityMemo(Generic[Value]):
    """Least-recently-used values keyed by ``(object identity, extra key)``."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._entries: OrderedDict[tuple[int, Hashable], tuple[object, Value]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, owner: object, extra: Hashable = None) -> Value | None:
        key = (id(owner), extra)
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or entry[0] is not owner:
                return None
            self._entries.move_to_end(key)
            return entry[1]

    def put(self, owner: object, extra: Hashable, value: Value) -> Value:
        with self._lock:
            self._entries[(id(owner), extra)] = (owner, value)
            self._entries.move_to_end((id(owner), extra))
            while len(self._entries) > self._size:
                self._entries.popitem(last=False)
        return value

    def get_or_build(self, owner: object, extra: Hashable, build: Callable[[], Value]) -> Value:
        """The memoised value, built outside the lock on a miss (a race builds it twice)."""
        found = self.get(owner, extra)
        return found if found is not None else self.put(owner, extra, build())
