"""The free-table game engine both table plug-ins share: ``TableEngine``.

What the play window and ``skirmish-studio action`` call, never naming a rule system:

- ``offers(state, actor)``: every action of the figure, legal now or why not, and what the
  player must still give;
- ``evaluate(state, action)``: with the player's choices, the legality and its reasons, the
  modifiers, the exact odds and the first stage of dice;
- ``next_stage(state, action, typed)``: the dice to type after those already typed (an
  Eisdrachen shot knows its wound dice only once the dodges are in);
- ``split_dice(state, action, faces)``: a flat list of faces cut into the stages;
- ``resolve(state, action, where)``: the new state and the log step, the dice typed or rolled
  by the app from the state's seed and counter; an illegal action is a ``SkirmishError`` at
  ``where`` with the first reason;
- ``overlays(state, figure)``: what the table shows for a selected figure
  (``editor.rules.table_game.overlays``);
- ``table_objects(state)``: the objects of the table where they stand now.

Shared by every action: the game goes on, the figure is on the table, its side plays now and
the action belongs to the phase; whether the figure has an action left is the rule system's
(``may_act``). After an action the figure has used it; after every action the mission's end is
checked (``editor.rules.table_game.end``). Pure core.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import ClassVar

from editor.dice.rng import draw
from editor.messages import Message, SkirmishError, error, translate
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.rules.engine import GameEngine, LoggedEntry
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import MAX_STAGES, TableAction, action_from_json
from editor.rules.table_game.end import mission_end, verdict
from editor.rules.table_game.evaluation import (
    ActionOffer,
    DiceStage,
    Evaluation,
    PlacingZone,
    Reason,
    TableStep,
)
from editor.rules.table_game.game import TableGame, TableSetup
from editor.rules.table_game.overlays import TableOverlays, figure_overlays
from editor.rules.table_game.reach_cache import ReachCache
from editor.rules.table_game.state import TableFigureState, TableState, state_hash
from editor.rules.table_game.texts import joined, key_text, phase_text, side_text
from editor.rules.table_game.turns import TurnPlan
from editor.table.ground import Mover
from editor.table.movement import MovementRange, movement_range
from editor.table.rules import TableRules

REACH_CACHE = 32
"""Movement ranges kept (``ReachCache``): the side to play's, prepared after each action, and
the few a selection asks for besides (a range holds its grid of costs, some 0.5 MB)."""


@dataclass(frozen=True, slots=True)
class TableObjectPlace:
    """An object of the table as the window shows it now (``position`` None: not drawn, as
    while a figure carries it)."""

    id: str
    name: Text
    position: tuple[float, float] | None
    size_mm: float
    carrier: str | None = None


class TableEngine(GameEngine):
    """A free-table game (module docstring); a plug-in's subclass gives its actions, phases,
    the sides it allows and how many actions a figure has."""

    phases: ClassVar[tuple[str, ...]] = ("actions",)
    max_sides: ClassVar[int] = 2
    turn_rule: ClassVar[str]
    """The French section title of the text's turn structure."""
    melee_rule: ClassVar[str]
    """The French section title of its close combat (cited by the melee reach overlay)."""
    state_class: ClassVar[type[TableState]] = TableState
    """The state's class: a plug-in's subclass adds its own typed fields."""
    start_phase: ClassVar[str | None] = None
    """The phase a game opens with before turn 1 when its setup asks for it
    (``TableSetup.start_of_game``): a rule system's start of the game; None: it has none."""

    def __init__(
        self,
        scenario: Scenario,
        seed: int,
        setup: TableSetup,
        rules: TableRules,
        actions: Sequence[ActionRule],
        *,
        per_side: bool = True,
        rotate: bool = False,
    ):
        self.scenario = scenario
        self.seed = seed
        self.setup = setup
        self.game = TableGame(scenario, rules, setup, self.max_sides)
        self.actions: dict[str, ActionRule] = {rule.name: rule for rule in actions}
        self.plan = TurnPlan(self.game.sides, self.phases, per_side, rotate)
        side, phase = self.plan.first()
        if setup.start_of_game and self.start_phase is not None:
            phase = self.start_phase
        self.reach_cache = ReachCache(REACH_CACHE)
        super().__init__(self.state_class(seed, 0, 1, side, phase, self.game.start_figures()))

    @property
    def options(self):
        return self.scenario.options

    # -- what each rule system says ----------------------------------------------------------------

    @abstractmethod
    def may_act(self, state: TableState, figure: TableFigureState, rule: ActionRule
                ) -> Reason | None:
        """Why ``figure`` may not take one more action of ``rule`` now (None: it may)."""

    # -- offers and evaluation ---------------------------------------------------------------------

    def rule_of(self, name: str) -> ActionRule:
        found = self.actions.get(name)
        if found is None:
            raise error("table_game.unknown_action", where="action", action=name[:40],
                        actions=", ".join(self.actions))
        return found

    def shared_reasons(self, state: TableState, rule: ActionRule, actor: str | None
                       ) -> list[Reason]:
        """What every action checks before its own rules (module docstring)."""
        if state.ended is not None:
            return [Reason("table_game.ended", {}, self.turn_rule)]
        reasons: list[Reason] = []
        figure = None
        if rule.has_actor:
            figure = state.figure(actor) if actor is not None else None
            if actor is None:
                return [Reason("table_game.needs_actor", {"action": rule.name}, rule.rule)]
            if figure is None:
                return [Reason("table_game.unknown_figure", {"figure": actor[:60]}, rule.rule)]
            if figure.out:
                return [Reason("table_game.figure_out", {"figure": self.game.name(actor)},
                               rule.rule)]
            if self.game.side_of(actor) != state.side:
                reasons.append(Reason(
                    "table_game.not_their_side",
                    {"figure": self.game.name(actor), "side": side_text(state.side)},
                    self.turn_rule,
                ))
        if state.phase not in rule.phases:
            reasons.append(Reason(
                "table_game.wrong_phase",
                {"phase": phase_text(state.phase),
                 "phases": joined(phase_text(p) for p in rule.phases)},
                self.turn_rule,
            ))
        if figure is not None and rule.counts and not reasons:
            limit = self.may_act(state, figure, rule)
            if limit is not None:
                reasons.append(limit)
        return reasons

    def offers(self, state: TableState, actor: str | None) -> tuple[ActionOffer, ...]:
        """Every action of ``actor`` (and what its side may do), legal now or why not; with no
        actor, only what a side does."""
        out = []
        for rule in self.actions.values():
            if (actor is None and rule.has_actor) or not rule.offered(self, state, actor):
                continue
            reasons = self.shared_reasons(state, rule, actor if rule.has_actor else None)
            if not reasons:
                reasons = rule.now(self, state, actor if rule.has_actor else None)
            out.append(ActionOffer(rule.name, rule.title(), not reasons, tuple(reasons),
                                   rule.needs))
        return tuple(out)

    def evaluate(self, state: TableState, action: TableAction) -> Evaluation:
        """Legality, modifiers, odds and first dice stage of ``action`` in ``state``."""
        rule = self.rule_of(action.action)
        reasons = self.shared_reasons(state, rule, action.actor)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        return rule.evaluate(self, state, action)

    def next_stage(self, state: TableState, action: TableAction, typed: Sequence[tuple]
                   ) -> DiceStage | None:
        """The dice stage after ``typed`` (None once the roll is complete, or without dice)."""
        return self.rule_of(action.action).next_stage(self, state, action, typed)

    def split_dice(self, state: TableState, action: TableAction, faces: Sequence[int]
                   ) -> Dice:
        """A flat list of typed faces cut into the stages of the roll, in order; a count that
        does not fit the stages is ``table_game.dice.count``."""
        rule = self.rule_of(action.action)
        typed: list[tuple[int, ...]] = []
        rest = list(faces)
        while (stage := rule.next_stage(self, state, action, typed)) is not None:
            used = len(faces) - len(rest)
            if len(rest) < stage.count or len(typed) >= MAX_STAGES:
                raise error("table_game.dice.too_few", where="dice", count=len(faces),
                            expected=used + stage.count)
            typed.append(tuple(rest[: stage.count]))
            rest = rest[stage.count:]
        if rest:
            raise error("table_game.dice.too_many_faces", where="dice", count=len(faces),
                        expected=len(faces) - len(rest))
        return tuple(typed)

    # -- resolution --------------------------------------------------------------------------------

    def read_action(self, data, where: str) -> TableAction:
        return action_from_json(data, where)

    def resolve(self, state: TableState, action: TableAction, where: str
                ) -> tuple[TableState, TableStep]:
        """The state after ``action`` and its log step (module docstring)."""
        try:
            evaluation = self.evaluate(state, action)
        except SkirmishError as exc:
            raise SkirmishError(exc.message.placed(f"{where}/")) from None
        if not evaluation.legal:
            reason = evaluation.reasons[0]
            raise error(reason.key, where=where, **reason.params)
        rule = self.rule_of(action.action)
        dice, counter, rolled = self._dice(state, rule, action, where)
        after, step = rule.resolve(self, replace(state, counter=counter), action, dice)
        after = self.settle(state, after)
        if rule.has_actor and rule.counts and action.actor is not None:
            figure = after.figure(action.actor)
            if figure is not None:
                after = after.with_figure(replace(figure, used=(*figure.used, rule.name)))
        if after.ended is None:
            ended = mission_end(self.game, after)
            if ended is not None:
                after = replace(after, ended=ended[0], end_reason=ended[1].kind.value)
        return after, replace(step, app_rolled=rolled and bool(dice))

    def settle(self, before: TableState, after: TableState) -> TableState:
        """What follows from any action by the rule system's own rules (a D20 figure taken out
        drops what it carried); ``after`` unchanged by default."""
        return after

    def _dice(self, state: TableState, rule: ActionRule, action: TableAction, where: str
              ) -> tuple[Dice, int, bool]:
        """The dice of every stage: typed (checked stage by stage), or rolled by the app."""
        counter = state.counter
        typed: list[tuple[int, ...]] = []
        if action.dice is None:
            while (stage := rule.next_stage(self, state, action, typed)) is not None:
                faces = []
                for _ in range(stage.count):
                    value, counter = draw(state.seed, counter, stage.sides)
                    faces.append(value + 1)
                typed.append(tuple(faces))
                if len(typed) > MAX_STAGES:
                    raise error("table_game.dice.too_many", where=f"{where}/dice")
            return tuple(typed), counter, True
        for index, faces in enumerate(action.dice):
            place = f"{where}/dice/stages/{index}"
            stage = rule.next_stage(self, state, action, typed)
            if stage is None:
                raise error("table_game.dice.too_many", where=place)
            if len(faces) != stage.count:
                raise error("table_game.dice.stage_count", where=place,
                            roll=key_text(stage.key), count=len(faces), expected=stage.count)
            for face in faces:
                if not 1 <= face <= stage.sides:
                    raise error("odds.die_face", where=place, name=stage.key, value=face,
                                sides=stage.sides)
            typed.append(tuple(faces))
        missing = rule.next_stage(self, state, action, typed)
        if missing is not None:
            raise error("table_game.dice.missing", where=f"{where}/dice",
                        roll=key_text(missing.key), count=missing.count)
        return tuple(typed), counter, False

    # -- what the table shows ----------------------------------------------------------------------

    def movement(self, state: TableState, figure: str) -> MovementRange | None:
        """Where ``figure`` can move with its whole movement now (None when not on the table);
        kept in ``reach_cache``, as offers, evaluation and overlays ask the same."""
        key = (state, figure)
        found = self.reach_cache.get(key)
        if found is None:
            view = self.game.view(state, figure)
            if view is None:
                return None
            found = movement_range(self.game.terrain_at(state), Mover.of(view, self.game.rules),
                                   view.position, view.speed_mm)
            self.reach_cache.put(key, found)
        return found

    def share_reach_cache(self, other: TableEngine) -> None:
        """Use ``other``'s movement ranges (an engine of the same game on another thread: the
        play window's overlay worker)."""
        self.reach_cache = other.reach_cache

    def figures_to_prepare(self, state: TableState) -> tuple[str, ...]:
        """The figures whose movement a player is likely to ask for next: the side to play's,
        on the table (none once the game is over)."""
        if state.ended is not None:
            return ()
        return tuple(f.id for f in state.figures
                     if f.position is not None and not f.out
                     and self.game.side_of(f.id) == state.side)

    def overlays(self, state: TableState, figure: str) -> TableOverlays:
        """Movement reach, weapon ranges, arc, sight lines with cover and radii of ``figure``."""
        return figure_overlays(self, state, figure)

    def table_objects(self, state: TableState) -> tuple[TableObjectPlace, ...]:
        """The objects of the table where they stand now (``TableObject``): where the scenario
        puts them by default; a rule system that moves them says where they went."""
        return tuple(TableObjectPlace(o.id, o.name, o.position, o.size_mm)
                     for o in self.game.table.objects)
    def placing_zones(self, state: TableState) -> tuple[PlacingZone, ...]:
        """The zones the sides place their figures in now (the start phase's); none by
        default."""
        return ()

    def drag_action(self, state: TableState) -> str:
        """The action a figure dragged on the table takes now: ``move``; a rule system's start
        phase may place figures instead."""
        return "move"

    def extra_reach(self, state: TableState, figure: str):
        """Other regions a figure may reach by an action of its own (an Eisdrachen climb):
        ``{action name: region}``; none by default."""
        return {}

    # -- GameEngine --------------------------------------------------------------------------------

    def turn_of(self, state: TableState) -> int:
        return state.turn

    def ended_of(self, state: TableState) -> str | None:
        return None if state.ended is None else f"game.end.{state.ended}"

    def verdict_of(self, state: TableState) -> Message | None:
        return verdict(self.scenario, self.game, state)

    def state_hash(self, state: TableState) -> str:
        return state_hash(state)

    def log_lines(self, entries: Sequence[LoggedEntry], lang: str) -> list[str]:
        """The setup, one line per action with the rules it applied and its dice, the verdict."""
        if self.start.phase == self.start_phase:  # the start of the game says who begins
            lines = [translate("table_game.log.setup_start", lang, seed=self.seed)]
        else:
            lines = [translate("table_game.log.setup", lang, seed=self.seed,
                               side=side_text(self.game.sides[0]))]
        for entry in entries:
            step: TableStep = entry.step
            rules = f"[{', '.join(step.rules)}] " if step.rules else ""
            line = rules + step.text(lang)
            stages = step.result.get("dice") or []
            if stages:
                shown = " | ".join(" ".join(str(f) for f in stage) for stage in stages)
                key = "table_game.log.app_dice" if step.app_rolled else "table_game.log.typed_dice"
                line += " " + translate(key, lang, dice=shown)
            lines.append(line)
        found = self.verdict()
        if found is not None:
            lines.append(found.text(lang))
        return lines
