"""The scenario document: the current scenario, its one history, and change records.

Views never mutate the model: they ask the document to ``execute`` a command and listen for
``ScenarioChanged`` records naming the paths that changed, refreshing only those. View state
(selection, zoom, overlay toggles) is not here: it is never undoable and never saved.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Literal

from editor.documents.addresses import Path
from editor.documents.history import Command, History, Macro
from editor.model.scenario import Scenario

Reason = Literal["execute", "undo", "redo", "reset"]


@dataclass(frozen=True, slots=True)
class ScenarioChanged:
    """The scenario changed at ``paths`` (empty = anything may have changed)."""

    paths: tuple[Path, ...]
    reason: Reason
    label: str


Listener = Callable[[ScenarioChanged], None]


def _paths_of(command: Command[Scenario]) -> tuple[Path, ...]:
    if isinstance(command, Macro):
        return tuple(p for c in command.commands for p in _paths_of(c))
    path = getattr(command, "path", None)
    return (path,) if path is not None else ()


class ScenarioDocument:
    """Owns a scenario and its history; the only way to change the scenario is a command."""

    def __init__(self, scenario: Scenario, history_limit: int | None = None):
        self._scenario = scenario
        self.history: History[Scenario] = History(limit=history_limit)
        self._listeners: list[Listener] = []

    @property
    def scenario(self) -> Scenario:
        return self._scenario

    @property
    def modified(self) -> bool:
        return not self.history.is_clean

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Register ``listener``; returns the function that unregisters it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def execute(self, command: Command[Scenario]) -> bool:
        """Apply and record ``command``; False when it changed nothing (and was dropped)."""
        before = self._scenario
        self._scenario = self.history.push(command, before)
        if self._scenario is before:
            return False
        self._emit(ScenarioChanged(_paths_of(command), "execute", command.label))
        return True

    @contextmanager
    def macro(self, label: str) -> Iterator[None]:
        """Group the commands executed inside the block into one undo step."""
        self.history.begin_macro(label)
        try:
            yield
        finally:
            self.history.end_macro(self._scenario)

    def undo(self) -> bool:
        command = self.history.next_undo()
        if command is None:
            return False
        self._scenario = self.history.undo(self._scenario)
        self._emit(ScenarioChanged(_paths_of(command), "undo", command.label))
        return True

    def redo(self) -> bool:
        command = self.history.next_redo()
        if command is None:
            return False
        self._scenario = self.history.redo(self._scenario)
        self._emit(ScenarioChanged(_paths_of(command), "redo", command.label))
        return True

    def rename(self, name: str) -> None:
        """Move the document to another library name (Save as): the one change of the
        scenario that is not a command, on purpose.

        The name is where the document lives in the library, not what it says: Save as writes
        the scenario under the new name at once and leaves the old one as it was saved. Were it
        an undoable edit, Undo would not un-write that file but would point the next Save back
        at the old name, overwriting the scenario kept there. So it bypasses the history, which
        is kept and still applies (no command addresses the name), and listeners hear a
        "reset" record naming the path ``name``."""
        if name != self._scenario.name:
            self._scenario = replace(self._scenario, name=name)
            self._emit(ScenarioChanged((("name",),), "reset", "document.rename"))

    def mark_saved(self) -> None:
        self.history.set_clean()

    def mark_unsaved(self) -> None:
        """The scenario differs from what is saved (e.g. restored from an autosave)."""
        self.history.set_unclean()

    def _emit(self, record: ScenarioChanged) -> None:
        for listener in list(self._listeners):
            listener(record)
