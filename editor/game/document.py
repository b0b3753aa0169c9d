"""The game document: a game in play, with its own history, beside the scenario document.

STYLE point 4: play is a separate document with its own history, so taking back never undoes
an edit of the board. A ``GameDocument`` holds the scenario as it was at start, the seed, the
options (hard mode, and ``heroes_defend``: the player rolls the heroes' defence), its rules of
play (``play``: the rule system's state and the resolution of its actions) and the player's
actions in order. The state is always the start state with those actions applied: saving
stores the actions (``editor.game.saved``), the log records them (``editor.game.log``), and
taking back restores the exact previous state (deck, random counter, pending agenda, and so
the proposal, a pure function of the state). Listeners hear
every change (``GameChanged``). The game never changes the scenario.

The document knows nothing of a rule system's actions or state beyond what ``play`` answers:
``state``, ``restore(state)``, ``resolve(action, where)`` (the new state and a log step, None
when the action changes nothing, a ``SkirmishError`` when it is illegal), ``read_action``,
``turn`` and ``ended``. Zone-solo scenarios are the only ones played today
(``editor.game.zone_solo``); ``new`` is where a rule system's play is chosen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from editor.game.zone_solo.play import ZoneSoloPlay
from editor.messages import error
from editor.model.scenario import Scenario


@dataclass(frozen=True)
class GameChanged:
    action: Any | None
    reason: str
    """``apply`` or ``take_back`` (a game is never reset: the UI starts a new document)."""


@dataclass(frozen=True)
class Entry:
    """One applied action: the state before it (for taking back) and what it did (the log)."""

    action: Any
    before: Any
    step: Any
    """The rule system's account of the action (``editor.solo.steps.Step`` for zone-solo)."""


class GameDocument:
    """A game in play: the scenario it plays, its seed and options, the actions, the history."""

    def __init__(
        self, scenario: Scenario, seed: int, hard_mode: bool = False, heroes_defend: bool = False
    ):
        self.scenario = scenario
        self.seed = seed
        self.hard_mode = hard_mode
        self.heroes_defend = heroes_defend
        """The player rolls the heroes' defence against the villains' attacks (every new game;
        a game saved before it existed keeps its rules of play and replays as it was)."""
        self.play = ZoneSoloPlay(scenario, seed, hard_mode, heroes_defend)
        """The rules of play: the state, the proposals, the resolution of actions."""
        self.start = self.play.state
        self._history: list[Entry] = []
        self._listeners: list[Callable[[GameChanged], None]] = []

    @classmethod
    def new(
        cls, scenario: Scenario, seed: int, *, hard_mode: bool = False, heroes_defend: bool = True
    ) -> GameDocument:
        """A new game: deployment, energy, river, the deck shuffled from ``seed``."""
        return cls(scenario, seed, hard_mode, heroes_defend)

    @property
    def state(self) -> Any:
        return self.play.state

    @property
    def actions(self) -> tuple[Any, ...]:
        return tuple(entry.action for entry in self._history)

    @property
    def entries(self) -> tuple[Entry, ...]:
        return tuple(self._history)

    def apply(self, action: Any, where: str | None = None) -> bool:
        """Validate, apply and record ``action``; SkirmishError (``play.*``, placed at
        ``where``) if illegal now. False when it changes nothing (then nothing is recorded)."""
        where = where or f"action {len(self._history) + 1}"
        before = self.state
        resolved = self.play.resolve(action, where)
        if resolved is None:
            return False
        after, step = resolved
        self.play.restore(after)
        self._history.append(Entry(action, before, step))
        self._notify(GameChanged(action, "apply"))
        return True

    def can_take_back(self) -> bool:
        return bool(self._history)

    def take_back(self) -> Any:
        """Undo the last action: the exact previous state comes back."""
        if not self._history:
            raise error("play.take_back.nothing")
        entry = self._history.pop()
        self.play.restore(entry.before)
        self._notify(GameChanged(entry.action, "take_back"))
        return entry.action

    def subscribe(self, listener: Callable[[GameChanged], None]) -> Callable[[], None]:
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def _notify(self, change: GameChanged) -> None:
        for listener in list(self._listeners):
            listener(change)
