"""A pure undo history: commands with do/undo, merging, macros and a clean state.

Learned from Tiled and glue (STYLE.md): every mutation is a command; one gesture is one undo
step (a drag pushes mergeable commands, a compound edit is a macro); a command that changes
nothing is dropped; the clean index tells whether the document is modified. No QUndoStack:
the history must work in the command line and in tests without Qt.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Generic, TypeVar

T = TypeVar("T")


class Command(ABC, Generic[T]):
    """An edit of a value of type ``T``: ``apply`` returns the new value, ``revert`` the old."""

    label: str = "command"
    """A message key naming the edit for "Undo …" menu entries."""

    @abstractmethod
    def apply(self, value: T) -> T: ...

    @abstractmethod
    def revert(self, value: T) -> T: ...

    def merge(self, other: Command[T]) -> bool:
        """Absorb ``other`` (pushed right after this one) into this command if they are one
        gesture (e.g. successive drags of the same vertex). Default: never."""
        return False


class Macro(Command[T]):
    """Several commands undone and redone as one step."""

    def __init__(self, label: str, commands: Sequence[Command[T]] = ()):
        self.label = label
        self.commands: list[Command[T]] = list(commands)

    def apply(self, value: T) -> T:
        for command in self.commands:
            value = command.apply(value)
        return value

    def revert(self, value: T) -> T:
        for command in reversed(self.commands):
            value = command.revert(value)
        return value


class History(Generic[T]):
    """The undo/redo stack of one document's value."""

    def __init__(self, limit: int | None = None):
        self._done: list[Command[T]] = []
        self._undone: list[Command[T]] = []
        self._clean: int | None = 0
        self._macros: list[Macro[T]] = []
        self._limit = limit
        self._merge_barrier = False

    def push(self, command: Command[T], value: T) -> T:
        """Apply ``command`` to ``value`` and record it; returns the new value."""
        new = command.apply(value)
        if new == value:
            return value  # a command that changes nothing is dropped
        if self._macros:
            self._macros[-1].commands.append(command)
            return new
        self._undone.clear()
        if self._clean is not None and self._clean > len(self._done):
            self._clean = None  # the clean state was in the discarded redo branch
        top = self._done[-1] if self._done else None
        at_clean = self._clean == len(self._done)
        if top is not None and not at_clean and not self._merge_barrier and top.merge(command):
            return new
        self._done.append(command)
        self._merge_barrier = False
        if self._limit is not None and len(self._done) > self._limit:
            self._done.pop(0)
            self._clean = None if self._clean in (None, 0) else self._clean - 1
        return new

    def begin_macro(self, label: str) -> None:
        self._macros.append(Macro(label))

    def end_macro(self, value: T) -> None:
        """Close the innermost macro; an empty macro leaves no step."""
        macro = self._macros.pop()
        if not macro.commands:
            return
        if self._macros:
            self._macros[-1].commands.append(macro)
            return
        self._undone.clear()
        if self._clean is not None and self._clean > len(self._done):
            self._clean = None
        self._done.append(macro)
        self._merge_barrier = True

    @property
    def in_macro(self) -> bool:
        return bool(self._macros)

    def can_undo(self) -> bool:
        return bool(self._done) and not self._macros

    def can_redo(self) -> bool:
        return bool(self._undone) and not self._macros

    def undo(self, value: T) -> T:
        if not self.can_undo():
            return value
        command = self._done.pop()
        self._undone.append(command)
        self._merge_barrier = True
        return command.revert(value)

    def redo(self, value: T) -> T:
        if not self.can_redo():
            return value
        command = self._undone.pop()
        self._done.append(command)
        self._merge_barrier = True
        return command.apply(value)

    def next_undo(self) -> Command[T] | None:
        """The command ``undo`` would revert."""
        return self._done[-1] if self.can_undo() else None

    def next_redo(self) -> Command[T] | None:
        """The command ``redo`` would re-apply."""
        return self._undone[-1] if self.can_redo() else None

    def undo_label(self) -> str | None:
        return self._done[-1].label if self.can_undo() else None

    def redo_label(self) -> str | None:
        return self._undone[-1].label if self.can_redo() else None

    def set_clean(self) -> None:
        """Mark the current state as saved."""
        self._clean = len(self._done)
        self._merge_barrier = True

    def set_unclean(self) -> None:
        """Mark the current state as not saved anywhere (a recovered copy, for instance)."""
        self._clean = None

    @property
    def is_clean(self) -> bool:
        return self._clean == len(self._done)

    def clear(self) -> None:
        self.__init__(self._limit)  # type: ignore[misc]

    def __len__(self) -> int:
        return len(self._done)
