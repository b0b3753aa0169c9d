"""The game document: a game in play, with its own history, beside the scenario document.

STYLE point 4: play is a separate document with its own history, so taking back never undoes an
edit of the board. A ``GameDocument`` holds the scenario as it was at start, the seed, the setup
(how the game starts: hard mode and the heroes' defence rolled by the player on a zone board, the
first side on a free table), its rules of play (``engine``: the ``GameEngine`` the scenario's
rule-system plug-in supplies) and the player's actions in order. The state is always the start
state with those actions applied: saving stores the actions (``editor.game.saved``), the log
records them (``editor.game.log``), and taking back restores the exact previous state (deck, random
counter, pending agenda, PV lost…). Listeners hear every change (``GameChanged``). The game never
changes the scenario.

The document knows nothing of a rule system beyond what its engine answers (``resolve``: the
new state and a log step, None when the action changes nothing, a ``SkirmishError`` when it is
illegal; ``read_action``, ``turn``, ``ended``, ``state_hash``, ``log_lines``); after every
action applied or taken back it tells the engine the current state (``restore``), for the
queries the play widgets ask of it (``document.engine``; ``document.play`` is the same engine,
the name the zone play widgets use).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from editor.messages import SkirmishError, error
from editor.model.document_format import from_document, to_document
from editor.model.scenario import Scenario
from editor.rules.registry import plugin_for

FORMAT = "skirmish-game"
VERSION = 1
MAX_ACTIONS = 100_000
SEED_LIMIT = 1 << 63
FIELDS = frozenset({"format", "version", "scenario", "seed", "actions", "state_hash"})
"""The fields of every saved game; the setup adds its own (``hard_mode``, ``first_side``)."""


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
    """The rule system's account of the action (``editor.solo.steps.Step`` for zone-solo,
    ``editor.rules.table_game.evaluation.TableStep`` on free tables)."""


class GameDocument:
    """A game in play: the scenario it plays, its seed and setup, the actions, the history."""

    def __init__(self, scenario: Scenario, seed: int, setup: Any = None):
        self.scenario = scenario
        self.seed = seed
        self.plugin = plugin_for(scenario)
        self.setup = self.plugin.default_setup() if setup is None else setup
        self.engine = self.plugin.new_engine(scenario, seed, self.setup)
        """The rules of play: the state's queries, the resolution of actions."""
        self.start = self.engine.start
        self._state = self.start
        self._history: list[Entry] = []
        self._listeners: list[Callable[[GameChanged], None]] = []

    @classmethod
    def new(cls, scenario: Scenario, seed: int, *, setup: Any = None) -> GameDocument:
        """A new game: the deployment of the scenario, the randomness drawn from ``seed``, the
        setup a new game gets unless one is given (``RuleSystemPlugin.new_game_setup``: on zone
        boards the player rolls the heroes' defence, which games saved before it did not)."""
        if setup is None:
            setup = plugin_for(scenario).new_game_setup()
        return cls(scenario, seed, setup)

    @property
    def play(self) -> Any:
        """The engine (the zone play widgets' name for it)."""
        return self.engine

    @property
    def state(self) -> Any:
        return self._state

    @property
    def actions(self) -> tuple[Any, ...]:
        return tuple(entry.action for entry in self._history)

    @property
    def entries(self) -> tuple[Entry, ...]:
        return tuple(self._history)

    def state_hash(self) -> str:
        return self.engine.state_hash(self._state)

    def apply(self, action: Any, where: str | None = None) -> bool:
        """Validate, apply and record ``action``; SkirmishError (placed at ``where``) if
        illegal now. False when it changes nothing (then nothing is recorded)."""
        where = where or f"action {len(self._history) + 1}"
        before = self._state
        resolved = self.engine.resolve(before, action, where)
        if resolved is None:
            return False
        after, step = resolved
        self._state = after
        self.engine.restore(after)
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
        self._state = entry.before
        self.engine.restore(entry.before)
        self._notify(GameChanged(entry.action, "take_back"))
        return entry.action

    def to_json(self) -> dict[str, Any]:
        """The saved form the library stores after every action: the scenario document as
        played, the seed, the setup's fields, the actions in order and the state's hash."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "scenario": to_document(self.scenario),
            "seed": self.seed,
            **self.setup.to_json(),
            "actions": [action.to_json() for action in self.actions],
            "state_hash": self.state_hash(),
        }

    @classmethod
    def from_json(cls, scenario: Scenario | None, data: Any) -> GameDocument:
        """The game of a saved form, read strictly: every field checked, the actions
        re-applied through the engine's own validation (the scenario's rule system chooses
        the engine), and a final state that differs from the stored hash refused rather than
        resumed wrongly. ``scenario`` gives the images (not in the document) and is played
        when the document holds no scenario."""
        where = "game"
        if not isinstance(data, dict):
            raise error("play.json.not_object", where=where)
        if data.get("format") != FORMAT:
            raise error("play.json.bad_field", where=f"{where}/format", field="format")
        if data.get("version") != VERSION or isinstance(data.get("version"), bool):
            raise error("play.game.version", where=f"{where}/version", version=VERSION)
        played = _scenario(scenario, data.get("scenario"), where)
        system = plugin_for(played)
        allowed = FIELDS | system.setup_fields()
        for name in data:
            if name not in allowed:
                shown = str(name)[:40]
                raise error("play.json.unknown_field", where=f"{where}/{shown}", field=shown)
        seed, actions = data.get("seed"), data.get("actions")
        if not isinstance(seed, int) or isinstance(seed, bool) or abs(seed) >= SEED_LIMIT:
            raise error("play.json.bad_field", where=f"{where}/seed", field="seed")
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
            raise error("play.json.bad_field", where=f"{where}/actions", field="actions")
        expected = data.get("state_hash")
        if expected is not None and not isinstance(expected, str):
            raise error("play.json.bad_field", where=f"{where}/state_hash", field="state_hash")
        setup = system.read_setup(data, where)
        game = cls(played, seed, setup)
        for index, item in enumerate(actions):
            place = f"{where}/actions/{index}"
            action = game.engine.read_action(item, place)
            if not game.apply(action, place):
                raise error("play.game.no_change", where=place)
        if expected is not None and game.state_hash() != expected:
            raise error("play.game.diverged", where=f"{where}/state_hash")
        return game

    def subscribe(self, listener: Callable[[GameChanged], None]) -> Callable[[], None]:
        self._listeners.append(listener)

        def unsubscribe() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return unsubscribe

    def _notify(self, change: GameChanged) -> None:
        for listener in list(self._listeners):
            listener(change)


def _scenario(given: Scenario | None, doc: Any, where: str) -> Scenario:
    if doc is None:
        if given is None:
            raise error("play.json.bad_field", where=f"{where}/scenario", field="scenario")
        return given
    try:
        return from_document(doc, given.images if given else (), f"{where}/scenario")
    except SkirmishError:
        raise
    except (TypeError, ValueError, KeyError) as exc:
        raise error("play.json.bad_field", where=f"{where}/scenario", field="scenario") from exc
