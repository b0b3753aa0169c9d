"""Generic scenario commands over model paths (see ``editor.documents.addresses``).

``SetValue`` is the "change a value" command every form field uses; ``InsertItem``,
``RemoveItem`` and ``MoveItem`` edit ordered collections (zones, tiles, cards). The editors'
verb-noun commands (``editor.editing``: ``MoveCorner``, ``SplitZone``, ``TurnFigure``…) are
built from these or subclass them. Each remembers what it replaced, so undo restores the exact
previous value.
"""

from __future__ import annotations

from typing import Any

from editor.documents.addresses import Path, get_at, set_at
from editor.documents.history import Command

_UNSET = object()


class SetValue(Command[Any]):
    """Replace the value at ``path``. Pushed repeatedly with the same ``merge_key`` (a drag),
    successive SetValues on the same path merge into one undo step."""

    def __init__(
        self, path: Path, value: Any, label: str = "command.set_value", merge_key: str | None = None
    ):
        self.path = path
        self.value = value
        self.label = label
        self.merge_key = merge_key
        self._old: Any = _UNSET

    def apply(self, root: Any) -> Any:
        if self._old is _UNSET:
            self._old = get_at(root, self.path)
        return set_at(root, self.path, self.value)

    def revert(self, root: Any) -> Any:
        return set_at(root, self.path, self._old)

    def merge(self, other: Command[Any]) -> bool:
        if (
            isinstance(other, SetValue)
            and self.merge_key is not None
            and other.merge_key == self.merge_key
            and other.path == self.path
        ):
            self.value = other.value
            return True
        return False


class InsertItem(Command[Any]):
    """Insert ``item`` at ``index`` of the tuple at ``path`` (``None`` = append)."""

    def __init__(
        self, path: Path, item: Any, index: int | None = None, label: str = "command.insert_item"
    ):
        self.path, self.item, self.index, self.label = path, item, index, label

    def apply(self, root: Any) -> Any:
        items = get_at(root, self.path)
        i = len(items) if self.index is None else self.index
        if not 0 <= i <= len(items):
            raise IndexError(i)
        self.index = i
        return set_at(root, self.path, items[:i] + (self.item,) + items[i:])

    def revert(self, root: Any) -> Any:
        items = get_at(root, self.path)
        return set_at(root, self.path, items[: self.index] + items[self.index + 1 :])


class RemoveItem(Command[Any]):
    """Remove the item at ``index`` of the tuple at ``path``."""

    def __init__(self, path: Path, index: int, label: str = "command.remove_item"):
        self.path, self.index, self.label = path, index, label
        self._item: Any = _UNSET

    def apply(self, root: Any) -> Any:
        items = get_at(root, self.path)
        self._item = items[self.index]
        return set_at(root, self.path, items[: self.index] + items[self.index + 1 :])

    def revert(self, root: Any) -> Any:
        items = get_at(root, self.path)
        return set_at(root, self.path, items[: self.index] + (self._item,) + items[self.index :])


class MoveItem(Command[Any]):
    """Move the item at ``source`` to position ``target`` in the tuple at ``path`` (reorder)."""

    def __init__(self, path: Path, source: int, target: int, label: str = "command.move_item"):
        self.path, self.source, self.target, self.label = path, source, target, label

    @staticmethod
    def _move(items: tuple[Any, ...], source: int, target: int) -> tuple[Any, ...]:
        moved = list(items)
        moved.insert(target, moved.pop(source))
        return tuple(moved)

    def apply(self, root: Any) -> Any:
        items = get_at(root, self.path)
        if not (0 <= self.source < len(items) and 0 <= self.target < len(items)):
            raise IndexError((self.source, self.target))
        return set_at(root, self.path, self._move(items, self.source, self.target))

    def revert(self, root: Any) -> Any:
        return set_at(
            root, self.path, self._move(get_at(root, self.path), self.target, self.source)
        )
