"""The rules of play a rule-system plug-in supplies for one game: its ``GameEngine``.

The game document (``editor.game.document.GameDocument``) is generic: it keeps the start state,
the actions with the states before them (take back), the saved form and the log, and asks the
engine everything a rule system knows. An engine is built for one scenario, seed and setup by
its plug-in (``RuleSystemPlugin.new_engine``); its states are frozen values, so taking back
restores one exactly and a saved game replays to the same state hash.

``resolve(state, action, where)`` is pure: the state after ``action`` and the rule system's
account of it (a log step), ``None`` when the action changes nothing (nothing is recorded), or a
``SkirmishError`` placed at ``where`` when it is illegal. The engine also follows the
document's current state (``restore``) for the queries its play widgets ask without passing a
state (the zone-solo proposals, the turn and phase shown): the document calls ``restore`` after
every action applied or taken back. Pure core: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any, Protocol

from editor.messages import Message


class LoggedEntry(Protocol):
    """What the log reads of one applied action (``editor.game.document.Entry``)."""

    action: Any
    before: Any
    step: Any


class GameEngine(ABC):
    """One game's state and rules of play (module docstring)."""

    def __init__(self, start: Any):
        self._start = start
        self._state = start

    @property
    def start(self) -> Any:
        """The state the game started in (deployment, turn 1, nothing rolled)."""
        return self._start

    @property
    def state(self) -> Any:
        """The document's current state, as last restored."""
        return self._state

    def restore(self, state: Any) -> None:
        """Follow the document's current state (an action applied, or one taken back)."""
        self._state = state

    @property
    def turn(self) -> int:
        """The turn being played now (1 for the first)."""
        return self.turn_of(self.state)

    @property
    def shown_turn(self) -> int:
        """The turn to name to the player (``shown_turn_of``)."""
        return self.shown_turn_of(self.state)

    def shown_turn_of(self, state: Any) -> int:
        """The turn to name to the player: the turn being played, or, once a game has ended
        after its last turn, that last turn rather than the one the counter moved on to."""
        return self.turn_of(state)

    @property
    def ended(self) -> str | None:
        """A message key (``game.end.victory``…) once the game is over, else None."""
        return self.ended_of(self.state)

    def verdict(self) -> Message | None:
        """How the game ended, in words (with the condition that decided it), or None."""
        return self.verdict_of(self.state)

    @abstractmethod
    def read_action(self, data: Any, where: str) -> Any:
        """An action of a saved game or a log, read strictly (``SkirmishError`` at ``where``)."""

    @abstractmethod
    def resolve(self, state: Any, action: Any, where: str) -> tuple[Any, Any] | None:
        """The state after ``action`` and its log step; None when nothing changes."""

    @abstractmethod
    def turn_of(self, state: Any) -> int:
        """The turn ``state`` is in."""

    @abstractmethod
    def ended_of(self, state: Any) -> str | None:
        """How ``state`` ended the game (a message key), or None while it goes on."""

    @abstractmethod
    def verdict_of(self, state: Any) -> Message | None:
        """The verdict of an ended ``state`` in words, else None."""

    @abstractmethod
    def state_hash(self, state: Any) -> str:
        """SHA-256 of the canonical form of ``state``: equal states, equal hashes, anywhere."""

    @abstractmethod
    def log_lines(self, entries: Sequence[LoggedEntry], lang: str) -> list[str]:
        """The readable account of the game: one line per action, and the verdict."""
