"""The rules of play of a zone-solo game: the ``GameEngine`` the game document asks.

A ``ZoneSoloPlay`` follows the game's current state (``GameState``) with the solo engine that
proposes each villain step (SOLO_AI_SPEC §6); it resolves the player's actions
(``editor.rules.zone_solo.actions``) into a new state and a ``Step`` for the log, and refuses an
illegal one with a ``SkirmishError`` (``play.*``) placed where the caller says. It keeps no
history: the game document (``editor.game.document``) records the actions and the states before
them, and restores the state to take one back. ``ZoneSetup`` is how a game starts (hard mode or
not, the heroes' defence rolled by the player or not); ``log_lines`` is the readable account of the
log. The player accepts a villain step, answers a golden-rule question (SOLO-GR-1) or types
physical dice; the heroes' turn is the player's record of the table (``heroes``).

Round order: the heroes play first, then the villains (the engine's ``end_turn`` closes a round
and increments the turn, and turn events fire at the villains' upkeep). A new game starts in
the heroes' phase: ``EndHeroTurn`` with no hero action, then every villain step accepted with
the app's rolls, gives exactly the headless ``solo`` turn.

Details worth knowing:

- ``rerolls_for(first, rerolls=(), request=None)``: a rerolled die that shows a blank again can
  be picked again by a later policy step, so the list is exact up to one entry past the typed
  ``rerolls`` and a forecast after it; the UI asks again with the rerolls typed so far until
  the list stops growing (an action with a wrong count is refused with ``play.dice.rerolls``).
- ``defence_request(attacker, target, power, automatic=None)``: the defence roll to type.
  AMB-36: a defender's automatic defence dice are rolled first and SOLO-DR-2 decides on what
  they leave to block; so with automatic dice the first request (``defence_auto``) is for
  those dice only, and the request given their results adds the cube dice.
  ``HeroAttack.dice.first`` = the automatic dice then the cube dice. The colour of a defence
  cube's die is not in the rules: the defender's automatic defence colour, else the set's
  first die (``heroes.defence_die``).
- With ``heroes_defend`` (every game started since the heroes defend in the app; games saved
  before keep playing without it) a villain's attack on a hero stops at its successes and the
  game waits for the hero's defence (``pending_defence``): ``defence_options`` gives the odds of
  every energy commitment, ``DefendHero(cubes, dice)`` resolves it, and ``Accept`` resolves it
  without a guard (its typed dice: the automatic defence dice, the app's roll without them).
- A hero action that changes nothing (same zone, same counters…) resolves to None: it is not
  recorded and notifies nobody, like an editor gesture that changes nothing.
- The mission end is checked after every action, also in the middle of the villains' turn
  (the headless runner only checks at the end of a turn); the rest of the turn is dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from editor.messages import Message, error, translate
from editor.model.mission import ConditionKind
from editor.model.scenario import Scenario
from editor.rules.engine import GameEngine, LoggedEntry
from editor.rules.mission_text import condition_text
from editor.rules.zone_solo import heroes
from editor.rules.zone_solo.actions import (
    Accept,
    Action,
    DefendHero,
    EndHeroTurn,
    HeroAttack,
    MoveHero,
    SetCounters,
    SetObjective,
    SetOut,
    TypedDice,
    action_from_json,
)
from editor.rules.zone_solo.rolls import (
    RollRequest,
    check_typed,
    hero_defence_request,
    hero_defence_requests,
    rerolls_for,
    task_request,
)
from editor.solo.combat import TypedRoll
from editor.solo.context import Context
from editor.solo.end import mission_end
from editor.solo.engine import SoloEngine
from editor.solo.hero_defence import guard_limit, hero_defence_step
from editor.solo.names import Names
from editor.solo.setup import new_game
from editor.solo.state import GameState, Task, state_hash
from editor.solo.steps import Step


@dataclass(frozen=True, slots=True)
class ZoneSetup:
    """How a zone-solo game starts: in hard mode (the rules option switched on for this game)
    or not, and whether the player rolls the heroes' defence (SOLO_AI_SPEC §3.3; every new game
    does, ``NEW_GAME``; a game saved or logged before has no such field and replays without it).
    Written as the saved game's ``hard_mode`` and ``heroes_defend`` fields."""

    hard_mode: bool = False
    heroes_defend: bool = False

    def to_json(self) -> dict[str, Any]:
        """The fields written; ``heroes_defend`` only when set, so a game saved before it
        existed is saved again unchanged."""
        out: dict[str, Any] = {"hard_mode": self.hard_mode}
        if self.heroes_defend:
            out["heroes_defend"] = True
        return out


NEW_GAME = ZoneSetup(heroes_defend=True)
"""The setup of a new game when the player changes nothing."""
SETUP_FIELDS = frozenset({"hard_mode", "heroes_defend"})
"""The fields of a saved game or a log that ``read_zone_setup`` reads."""


def read_zone_setup(data: dict[str, Any], where: str) -> ZoneSetup:
    """The setup of a saved game or a log: its ``hard_mode`` and ``heroes_defend`` fields,
    False when absent."""
    found = {}
    for name in sorted(SETUP_FIELDS):
        value = data.get(name, False)
        if not isinstance(value, bool):
            raise error("play.json.bad_field", where=f"{where}/{name}", field=name)
        found[name] = value
    return ZoneSetup(**found)


class Phase(StrEnum):
    HEROES = "heroes"
    VILLAINS = "villains"
    ENDED = "ended"


def play_scenario(scenario: Scenario, hard_mode: bool) -> Scenario:
    """The scenario the engine plays: hard mode switched on as a rules option when asked."""
    if not hard_mode or scenario.options.hard_mode.enabled:
        return scenario
    options = scenario.options
    return replace(
        scenario, options=replace(options, hard_mode=replace(options.hard_mode, enabled=True))
    )


class ZoneSoloPlay(GameEngine):
    """A zone-solo game's state and rules: the heroes' turn, the villains' AI, the mission end."""

    def __init__(self, scenario: Scenario, seed: int, setup: ZoneSetup | None = None):
        self.setup = setup or ZoneSetup()
        self.seed = seed
        played = play_scenario(scenario, self.setup.hard_mode)
        self.ctx = Context.of(played)
        self.ctx.heroes_defend = self.setup.heroes_defend
        self.names = Names.of(played)
        """The scenario's names for the ids in explanations (what the player reads)."""
        self._engine = SoloEngine(played, new_game(played, seed), self.ctx)
        super().__init__(self._engine.state)

    # -- what the game is now --------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self._engine.state

    def restore(self, state: GameState) -> None:
        """Set the state (an action accepted by the document, or one taken back)."""
        if state is not self._engine.state:
            self._engine.restore(state)

    @property
    def phase(self) -> Phase:
        if self.state.ended is not None:
            return Phase.ENDED
        return Phase.VILLAINS if self.state.pending else Phase.HEROES

    def turn_of(self, state: GameState) -> int:
        return state.turn

    def ended_of(self, state: GameState) -> str | None:
        """``game.end.victory`` or ``game.end.defeat`` once the mission is over."""
        return None if state.ended is None else f"game.end.{state.ended}"

    def verdict_of(self, state: GameState) -> Message | None:
        """The victory or defeat text with the condition that decided it."""
        if state.ended is None:
            return None
        decided = mission_end(self.ctx.scenario, state)
        reason: Any = state.end_reason or "-"
        if decided is not None:
            reason = condition_text(self.ctx.scenario, decided[1])
        turn = self.shown_turn_of(state)
        return Message(f"play.verdict.{state.ended}", {"turn": turn, "reason": reason})

    def shown_turn_of(self, state: GameState) -> int:
        """The last turn played once the turn limit ended the mission: the counter has
        already moved past it (« Fin de la mission », PRODUCT §2b)."""
        if state.ended is not None:
            decided = mission_end(self.ctx.scenario, state)
            if decided is not None and decided[1].kind is ConditionKind.TURN_LIMIT_REACHED:
                return min(state.turn, self.ctx.scenario.mission.turn_limit or state.turn)
        return state.turn

    def state_hash(self, state: GameState) -> str:
        return state_hash(state)

    def log_lines(self, entries: Sequence[LoggedEntry], lang: str) -> list[str]:
        """The setup, then one line per card, step, roll and choice, in order, then the verdict."""
        mode = "play.log.hard" if self.setup.hard_mode else "play.log.normal"
        lines = [translate("play.log.setup", lang, seed=self.seed, mode=translate(mode, lang))]
        for entry in entries:
            step, action = entry.step, entry.action
            rules = f"[{', '.join(step.rule_ids)}] " if step.rule_ids else ""
            parts = [rules + step.text(lang, self.names)]
            if step.dice:
                named = [(self._die_name(d.split(":")[0], lang), d.split(":", 1)[-1])
                         for d in step.dice]
                if getattr(action, "dice", None) is None:
                    shown = ", ".join(f"{name}:{rest}" for name, rest in named)
                    parts.append(translate("play.log.app_dice", lang, dice=shown))
                else:  # a typed die names no face: only its colour and its successes
                    shown = ", ".join(name + "→" + rest.split("→")[-1] for name, rest in named)
                    parts.append(translate("play.log.typed_dice", lang, dice=shown))
            if isinstance(action, Accept) and action.choice is not None:
                parts.append(translate("play.log.choice", lang, choice=action.choice))
            lines.append(" ".join(parts))
        verdict = self.verdict()
        if verdict is not None:
            lines.append(verdict.text(lang))
        return lines

    def _die_name(self, die_id: str, lang: str) -> str:
        """A die by the dice set's name ("Red", "Rouge"), by its id where the set names none."""
        die = self.ctx.dice.die(die_id)
        return (die.name.get(lang) if die is not None else "") or die_id

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

    def attack_warnings(
        self, attacker: str, target: str, attack: str | None = None
    ) -> tuple[Message, ...]:
        """What a hero's attack breaks (range, line of sight, the same zone for melee), before
        it is made: warnings only (``heroes.attack_warnings``)."""
        return heroes.attack_warnings(self.ctx, self.state, attacker, target, attack)

    def defence_request(
        self, attacker: str, target: str, power: int, automatic: tuple[int, ...] | None = None
    ) -> RollRequest | None:
        """The villain's defence roll against a hero attack (see the module notes)."""
        heroes.check_attack(self.ctx, self.state, attacker, target, "defence")
        return heroes.defence_roll_request(self.ctx, self.state, target, power, automatic)

    def pending_defence(self) -> Task | None:
        """The hero's defence the game waits for (a villain just attacked a hero), or None."""
        if self.phase is not Phase.VILLAINS or self.state.pending[0].kind != "hero_defence":
            return None
        return self.state.pending[0]

    def defence_options(self) -> tuple[RollRequest, ...]:
        """The hero's defence for each energy commitment it can make now (none pending: ())."""
        task = self.pending_defence()
        if task is None:
            return ()
        return hero_defence_requests(
            self.ctx, replace(self.state, pending=self.state.pending[1:]), task
        )

    # -- resolving the player's actions ------------------------------------------------------

    def read_action(self, data: Any, where: str) -> Action:
        """An action of a saved game or a log, read strictly (``play.json.*``)."""
        return action_from_json(data, where)

    def resolve(
        self, state: GameState, action: Action, where: str
    ) -> tuple[GameState, Step] | None:
        """The state after ``action`` from ``state`` and its step, the mission end applied;
        None when a hero action changes nothing. SkirmishError (``play.*``, at ``where``) if
        illegal then. The solo engine works on the current state, so ``state`` is put in place
        for the resolution and the current one put back after."""
        current = self.state
        self.restore(state)
        try:
            after, step = self._resolve(action, where)
        finally:
            self.restore(current)
        if step.kind == "hero" and after == state:
            return None
        ended = mission_end(self.ctx.scenario, after) if after.ended is None else None
        if ended is not None:
            after = replace(after, ended=ended[0], end_reason=ended[1].kind.value, pending=())
        return after, step

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
        if isinstance(action, DefendHero):
            return self._defend(action, where)
        raise error("play.json.unknown_action", where=where, type=type(action).__name__)

    def _defend(self, action: DefendHero, where: str) -> tuple[GameState, Step]:
        """The hero's defence: the cubes within what the hero can commit, the typed dice
        fitting the pool those cubes make (``editor.solo.hero_defence``)."""
        task = self.pending_defence()
        if task is None:
            raise error("play.defence.no_task", where=where)
        rest = replace(self.state, pending=self.state.pending[1:])
        hero = task.figure or ""
        limit = guard_limit(self.ctx, rest, hero)
        if action.cubes > limit:
            raise error(
                "play.defence.too_many",
                where=f"{where}/cubes",
                figure=self.names.name(hero),
                limit=limit,
                energy=rest.figure(hero).energy,
                exertion=self.ctx.options.dice.exertion_limit,
                cubes=action.cubes,
            )
        typed = None
        if action.dice is not None:
            request = hero_defence_request(self.ctx, rest, task, action.cubes)
            check_typed(self.ctx, request, action.dice, f"{where}/dice")
            typed = TypedRoll(action.dice.first)
        step = hero_defence_step(self.ctx, rest, task, action.cubes, typed)
        return step.after, step

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
