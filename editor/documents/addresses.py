"""Addressing a value inside an immutable model, and replacing it functionally.

A path is a tuple of steps: a field name (``"board"``), a tuple index (``3``), or ``ById(id)``
for the item of a tuple whose ``id`` matches (stable across inserts, unlike an index). Setting
a value rebuilds only the objects along the path; everything else is shared.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ById:
    """Selects the item of a tuple whose ``id`` attribute equals ``id``."""

    id: str


Step = str | int | ById
Path = tuple[Step, ...]


def _index(items: tuple[Any, ...], step: int | ById) -> int:
    if isinstance(step, ById):
        for i, item in enumerate(items):
            if getattr(item, "id", None) == step.id:
                return i
        raise KeyError(f"no item with id {step.id!r}")
    if not -len(items) <= step < len(items):
        raise IndexError(step)
    return step % len(items)


def get_at(root: Any, path: Path) -> Any:
    value = root
    for step in path:
        value = getattr(value, step) if isinstance(step, str) else value[_index(value, step)]
    return value


def set_at(root: Any, path: Path, new: Any) -> Any:
    """``root`` with the value at ``path`` replaced by ``new`` (``root`` is left untouched)."""
    if not path:
        return new
    step, rest = path[0], path[1:]
    if isinstance(step, str):
        return dataclasses.replace(root, **{step: set_at(getattr(root, step), rest, new)})
    i = _index(root, step)
    return root[:i] + (set_at(root[i], rest, new),) + root[i + 1 :]
