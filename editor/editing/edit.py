"""The base of the editors' compound commands: an ``Edit`` is a named command planned as
generic value commands (``editor.documents.commands``).

Why planned: a compound edit (deleting zones drops the tokens' zone, the LOS overrides naming
them, re-derives the borders and forgets a stale LOS table) must be one undo step that leaves
nothing pointing nowhere, and its change record must name every path it changed, so that views
refresh only those (``ScenarioDocument`` reads a macro's children). So an ``Edit`` is a
``Macro``: when it is first applied, ``plan`` adds its steps to a ``Plan``, which applies each
at once so that a later step sees the earlier ones; redo re-applies the same steps and undo
reverts them. A step that changes nothing is not kept, and an edit whose steps change nothing
leaves no undo step. A refusal is a ``SkirmishError`` raised while planning (the scenario is
immutable, so nothing has changed yet); ``prepare`` plans without applying, for a tool that
must know before it opens a gesture. Edits of one kind pushed with the same ``merge_key`` (a
spin box stepped up and down) merge into one undo step, the later steps appended to the first.
Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from typing import Any

from editor.documents.addresses import ById, Path, get_at
from editor.documents.commands import InsertItem, RemoveItem, SetValue
from editor.documents.history import Command, Macro
from editor.messages import error
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario


def zone_path(zone_id: str, *fields: str) -> Path:
    """The model path of the zone ``zone_id`` (or of one of its fields)."""
    return ("board", "zones", ById(zone_id), *fields)


def zone_board(scenario: Scenario) -> ZoneBoard:
    """The scenario's zone board; a free table is refused with ``board.not_a_zone_board``."""
    if not isinstance(scenario.board, ZoneBoard):
        raise error("board.not_a_zone_board", where="board", scenario=scenario.name)
    return scenario.board


class Plan:
    """The steps of an edit being planned, each applied to ``scenario`` as it is added."""

    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        self.commands: list[Command[Scenario]] = []

    @property
    def board(self) -> Any:
        return self.scenario.board

    def run(self, command: Command[Scenario]) -> bool:
        """Apply ``command`` and keep it; False (and not kept) when it changed nothing."""
        new = command.apply(self.scenario)
        if new == self.scenario:
            return False
        self.commands.append(command)
        self.scenario = new
        return True

    def set(self, path: Path, value: Any) -> bool:
        if get_at(self.scenario, path) == value:
            return False
        return self.run(SetValue(path, value))

    def insert(self, path: Path, item: Any, index: int | None = None) -> bool:
        return self.run(InsertItem(path, item, index))

    def remove(self, path: Path, index: int) -> bool:
        return self.run(RemoveItem(path, index))


class Edit(Macro[Scenario]):
    """A named edit of the scenario: subclasses set ``label`` (a message key naming it in the
    Undo menu) and say in ``plan`` what it changes, or refuse it."""

    label = "command.edit"
    merge_key: str | None = None
    """Set by a caller whose successive edits are one gesture; see ``merge``."""

    def __init__(self) -> None:
        super().__init__(type(self).label)
        self._planned: tuple[Scenario, Scenario] | None = None
        self._applied = False

    def merge(self, other: Command[Scenario]) -> bool:
        """Absorb ``other``, an edit of the same kind and ``merge_key`` applied right after this
        one: its steps follow this edit's, so undo reverts both and redo replays both."""
        if (
            type(other) is type(self)
            and self.merge_key is not None
            and other.merge_key == self.merge_key
        ):
            self.commands.extend(other.commands)
            return True
        return False

    def plan(self, plan: Plan) -> None:
        raise NotImplementedError

    def prepare(self, scenario: Scenario) -> Scenario:
        """Plan the edit on ``scenario`` without applying it to any document: the scenario it
        would make, or the ``SkirmishError`` refusing it. Executing it on that same scenario
        then applies this plan."""
        if self._applied:
            raise RuntimeError("an edit is planned once, before it is first applied")
        if self._planned is None or self._planned[0] is not scenario:
            plan = Plan(scenario)
            self.plan(plan)
            self.commands = plan.commands
            self._planned = (scenario, plan.scenario)
        return self._planned[1]

    def apply(self, value: Scenario) -> Scenario:
        if self._applied:
            return super().apply(value)  # redo: the same steps again
        result = self.prepare(value)
        self._applied, self._planned = True, None
        return result
