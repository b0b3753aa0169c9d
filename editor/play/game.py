"""A solo game in play (issue 8): its own document, with its own history, beside the scenario.

The game holds the scenario as it was at start, the seed, the options (hard mode) and the
player's actions; the state is always the start state with those actions applied, so saving
stores the actions and taking back restores the previous state exactly (deck, random counter,
pending agenda, and so the proposal, which is a pure function of the state). The solo engine
proposes each villain step; the player accepts it, answers a golden-rule question or types
physical dice. Listeners hear every change (``GameChanged``). The game never changes the
scenario.

Round order: the heroes play first, then the villains (the engine's ``end_turn`` closes a round
and increments the turn, and turn events fire at the villains' upkeep). A new game starts in
the heroes' phase: ``EndHeroTurn`` with no hero action, then every villain step accepted with
the app's rolls, gives exactly the headless ``solo`` turn.

Details of the API worth knowing:

- ``rerolls_for(first, rerolls=(), request=None)``: a rerolled die that shows a blank again can
  be picked again by a later policy step, so the list is exact up to one entry past the typed
  ``rerolls`` and a forecast after it; the UI asks again with the rerolls typed so far until
  the list stops growing (``apply`` refuses a wrong count with ``play.dice.rerolls``).
- ``defence_request(attacker, target, power, automatic=None)``: the defence roll to type.
  AMB-36: a defender's automatic defence dice are rolled first and SOLO-DR-2 decides on what
  they leave to block; so with automatic dice the first request (``defence_auto``) is for
  those dice only, and the request given their results adds the cube dice.
  ``HeroAttack.dice.first`` = the automatic dice then the cube dice. The colour of a defence
  cube's die is not in the rules: the defender's automatic defence colour, else the set's
  first die (``heroes.defence_die``).
- ``SetOut`` gained ``zone``: where a restored villain comes back (default its deployment).
- A hero action that changes nothing (same zone, same counters…) is not recorded and notifies
  nobody, like an editor gesture that changes nothing.
- The mission end is checked after every action, also in the middle of the villains' turn
  (the headless runner only checks at the end of a turn); the rest of the turn is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from editor.game.end import mission_end
from editor.game.log import GameRecord
from editor.game.saved import GameSummary
from editor.game.setup import new_game
from editor.game.state import GameState
from editor.messages import Message, error, translate
from editor.model.mission import Condition, ConditionKind
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.play import heroes
from editor.play.actions import (
    Accept,
    Action,
    EndHeroTurn,
    HeroAttack,
    MoveHero,
    SetCounters,
    SetObjective,
    SetOut,
    TypedDice,
)
from editor.play.rolls import RollRequest, check_typed, rerolls_for, task_request
from editor.solo.combat import TypedRoll
from editor.solo.context import Context
from editor.solo.engine import SoloEngine
from editor.solo.names import Names
from editor.solo.steps import Step


class Phase(StrEnum):
    HEROES = "heroes"
    VILLAINS = "villains"
    ENDED = "ended"


@dataclass(frozen=True)
class GameChanged:
    action: Action | None
    reason: str
    """``apply`` or ``take_back`` (a game is never reset: the UI starts a new ``Game``)."""


@dataclass(frozen=True)
class Entry:
    """One applied action: the state before it (for taking back) and what it did (the log)."""

    action: Action
    before: GameState
    step: Step


def condition_text(scenario: Scenario, condition: Condition) -> Text:
    """A mission end condition in words, in both languages (a message parameter)."""
    objective = next((o for o in scenario.objectives if o.id == condition.objective), None)
    name: Any = condition.objective or "-"
    if objective is not None and (objective.name.fr or objective.name.en):
        name = objective.name
    count = condition.count
    if condition.kind is ConditionKind.TURN_LIMIT_REACHED:
        count = scenario.mission.turn_limit or 0
    params = {"objective": name, "figure": condition.figure or "-", "count": count}
    key = f"play.condition.{condition.kind.value}"
    return Text(fr=translate(key, "fr", **params), en=translate(key, "en", **params))


def play_scenario(scenario: Scenario, hard_mode: bool) -> Scenario:
    """The scenario the engine plays: hard mode switched on as a rules option when asked."""
    if not hard_mode or scenario.options.hard_mode.enabled:
        return scenario
    options = scenario.options
    return replace(
        scenario, options=replace(options, hard_mode=replace(options.hard_mode, enabled=True))
    )


class Game:
    """A game of a zone-solo scenario: its state, the player's actions, the villains' AI."""

    def __init__(self, scenario: Scenario, seed: int, hard_mode: bool = False):
        self.scenario = scenario
        self.seed = seed
        self.hard_mode = hard_mode
        played = play_scenario(scenario, hard_mode)
        self.ctx = Context.of(played)
        self.names = Names.of(played)
        """The scenario's names for the ids in explanations (what the player reads)."""
        self._engine = SoloEngine(played, new_game(played, seed), self.ctx)
        self.start = self._engine.state
        self._history: list[Entry] = []
        self._listeners: list[Callable[[GameChanged], None]] = []

    @classmethod
    def new(cls, scenario: Scenario, seed: int, *, hard_mode: bool = False) -> Game:
        """A new game: deployment, energy, river, the deck shuffled from ``seed``."""
        return cls(scenario, seed, hard_mode)

    # -- what the game is now --------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self._engine.state

    @property
    def phase(self) -> Phase:
        if self.state.ended is not None:
            return Phase.ENDED
        return Phase.VILLAINS if self.state.pending else Phase.HEROES

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(entry.action for entry in self._history)

    @property
    def entries(self) -> tuple[Entry, ...]:
        return tuple(self._history)

    @property
    def turn(self) -> int:
        return self.state.turn

    @property
    def ended(self) -> str | None:
        """``game.end.victory`` or ``game.end.defeat`` once the mission is over."""
        return None if self.state.ended is None else f"game.end.{self.state.ended}"

    def verdict(self) -> Message | None:
        """The victory or defeat text with the condition that decided it."""
        if self.state.ended is None:
            return None
        decided = mission_end(self.ctx.scenario, self.state)
        reason: Any = self.state.end_reason or "-"
        turn = self.state.turn
        if decided is not None:
            reason = condition_text(self.ctx.scenario, decided[1])
            if decided[1].kind is ConditionKind.TURN_LIMIT_REACHED:
                # the counter already moved past the last turn played (the limit)
                turn = min(turn, self.ctx.scenario.mission.turn_limit or turn)
        return Message(f"play.verdict.{self.state.ended}", {"turn": turn, "reason": reason})

    def proposal(self) -> Step | None:
        """The current villain step, None outside the villains' turn."""
        return None if self.phase is not Phase.VILLAINS else self._engine.propose()

    def roll_request(self) -> RollRequest | None:
        """The roll of the current villain step (an attack or an objective check)."""
        if self.phase is not Phase.VILLAINS:
            return None
        task, rest = self.state.pending[0], self.state.pending[1:]
        return task_request(self.ctx, replace(self.state, pending=rest), task)

    def rerolls_for(
        self,
        first: tuple[int, ...],
        rerolls: tuple[int, ...] = (),
        request: RollRequest | None = None,
    ) -> tuple[int, ...]:
        """Indexes of the dice the AI rerolls (SOLO-DR-1) given typed ``first`` results, for
        ``request`` (default: the current step's roll); see the module notes."""
        request = request or self.roll_request()
        if request is None:
            return ()
        return rerolls_for(self.ctx, request, tuple(first), tuple(rerolls))

    def defence_preview(
        self, attacker: str, target: str, power: int, automatic: tuple[int, ...] | None = None
    ) -> Step:
        """What the AI would do against a hero attack (SOLO-DR-2, on the fixed armour); with
        the defender's ``automatic`` defence dice already typed, on what they leave to block
        (AMB-36)."""
        heroes.check_attack(self.ctx, self.state, attacker, target, "defence")
        if automatic is not None:
            return heroes.defence_decision(self.ctx, self.state, target, power, automatic)[0]
        return self._engine.defence(target, power)

    def defence_request(
        self, attacker: str, target: str, power: int, automatic: tuple[int, ...] | None = None
    ) -> RollRequest | None:
        heroes.check_attack(self.ctx, self.state, attacker, target, "defence")
        return heroes.defence_roll_request(self.ctx, self.state, target, power, automatic)

    def move_cost(self, figure: str, zone: str) -> int | None:
        return heroes.move_cost(self.ctx, self.state, figure, zone)

    def move_warnings(self, figure: str, zone: str) -> tuple[Message, ...]:
        return heroes.move_warnings(self.ctx, self.state, figure, zone)

    # -- changing it --------------------------------------------------------------------------

    def apply(self, action: Action, where: str | None = None) -> bool:
        """Validate, apply and record ``action``; SkirmishError (``play.*``, placed at
        ``where``) if illegal now. False when it changes nothing (then nothing is recorded)."""
        where = where or f"action {len(self._history) + 1}"
        before = self.state
        after, step = self._resolve(action, where)
        if step.kind == "hero" and after == before:
            return False
        ended = mission_end(self.ctx.scenario, after) if after.ended is None else None
        if ended is not None:
            after = replace(after, ended=ended[0], end_reason=ended[1].kind.value, pending=())
        self._engine.restore(after)
        self._history.append(Entry(action, before, step))
        self._notify(GameChanged(action, "apply"))
        return True

    def _resolve(self, action: Action, where: str) -> tuple[GameState, Step]:
        phase = self.phase
        if phase is Phase.ENDED:
            raise error("play.action.ended", where=where)
        if isinstance(action, Accept):
            return self._accept(action, where)
        if isinstance(action, EndHeroTurn | MoveHero | HeroAttack) and phase is not Phase.HEROES:
            raise error("play.action.not_now", where=where, phase=phase.value)
        if isinstance(action, EndHeroTurn):
            self._engine.start_turn()
            return self.state, Step(
                "end_heroes", "play.log.end_heroes", {"turn": self.turn}, (), self.state
            )
        if isinstance(action, MoveHero):
            return heroes.move(self.ctx, self.state, action, where)
        if isinstance(action, SetCounters):
            return heroes.counters(self.ctx, self.state, action, where)
        if isinstance(action, SetOut):
            return heroes.set_out(self.ctx, self.state, action, where)
        if isinstance(action, SetObjective):
            return heroes.objective(self.ctx, self.state, action, where)
        if isinstance(action, HeroAttack):
            self._check_defence_dice(action, where)
            return heroes.attack(self.ctx, self.state, action, where)
        raise error("play.json.unknown_action", where=where, type=type(action).__name__)

    def _accept(self, action: Accept, where: str) -> tuple[GameState, Step]:
        if self.phase is not Phase.VILLAINS:
            raise error("play.accept.no_step", where=where)
        step = self._engine.propose()
        assert step is not None
        if step.is_question and action.choice not in step.choices:
            raise error(
                "play.accept.bad_choice",
                where=f"{where}/choice",
                choice=action.choice or "-",
                choices=", ".join(step.choices),
            )
        if not step.is_question and action.choice is not None:
            raise error("play.accept.no_question", where=f"{where}/choice")
        if action.dice is not None:
            request = self.roll_request()
            if request is None:
                raise error("play.dice.no_roll", where=f"{where}/dice")
            check_typed(self.ctx, request, action.dice, f"{where}/dice")
            step = self._engine.propose(TypedRoll(action.dice.first, action.dice.rerolls))
            assert step is not None
        return self._engine.accept(step, action.choice), step

    def _check_defence_dice(self, action: HeroAttack, where: str) -> None:
        """Typed defence dice must fit: the automatic dice, then the cubes they lead to."""
        heroes.check_attack(self.ctx, self.state, action.attacker, action.target, where)
        typed = action.dice
        if typed is None:
            return
        auto = heroes.auto_count(self.ctx, action.target)
        if auto:
            first = self.defence_request(action.attacker, action.target, action.power)
            assert first is not None
            check_typed(self.ctx, first, TypedDice(typed.first[:auto]), f"{where}/dice")
        request = self.defence_request(
            action.attacker, action.target, action.power, typed.first[:auto]
        )
        if request is not None:
            check_typed(self.ctx, request, typed, f"{where}/dice")
        elif typed.first or typed.rerolls:
            raise error("play.dice.no_roll", where=f"{where}/dice")

    def can_take_back(self) -> bool:
        return bool(self._history)

    def take_back(self) -> Action:
        """Undo the last action: the exact previous state comes back."""
        if not self._history:
            raise error("play.take_back.nothing")
        entry = self._history.pop()
        self._engine.restore(entry.before)
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

    # -- documents ------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        from editor.play.document import game_document

        return game_document(self)

    @classmethod
    def from_json(cls, scenario: Scenario | None, data: Any) -> Game:
        from editor.play.document import game_from_document

        return game_from_document(cls, scenario, data)

    def summary(self, game_id: str, scenario_name: str, started: str, updated: str) -> GameSummary:
        return GameSummary(
            game_id, scenario_name, started, updated, self.seed, self.turn, self.ended
        )

    def log_lines(self, lang: str) -> list[str]:
        from editor.play.record import log_lines

        return log_lines(self, lang)

    def record(self) -> GameRecord:
        from editor.play.record import game_record

        return game_record(self)

    def export_log(self, path: Path | str, lang: str) -> None:
        from editor.play.record import export_log

        export_log(self, path, lang)


def replay(scenario: Scenario, record: GameRecord) -> GameState:
    """Re-run a recorded game headless: the play actions, or headless villain turns."""
    from editor.play.record import replay as run

    return run(scenario, record)
