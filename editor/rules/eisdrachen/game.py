"""An Eisdrachen game on a free table (``rules/eisdrachen-actions.fr.txt``): its engine.

Turn structure, a gap of the text settled by rules options (``docs/table-play.md``): the sides
play one after the other, each side's figures taking their actions (« Les actions sont les
évènements que les personnages peuvent effectuer lors d'un tours ») in the one phase
``actions``; a figure has ``EisdrachenOptions.actions_per_turn`` actions (default 2), plus one
for each time it was shot at in the turn before (« il gagne une action en plus valable au tour
suivant », the vengeance of « 3) Tir »); ``same_action_twice`` says whether it may repeat one;
``turn_order`` whether the first side changes each turn. Two sides.

The actions, each a module of this package: ``move`` (« 1) Déplacement »), ``crawl`` (« 1 bis)
Ramper »), ``climb`` (« 2) Escalader »), ``shoot`` (« 3) Tir »), ``snipe`` (« 7) Sniper »),
``grenade`` (« 4) Lancer une grenade »), ``melee`` (« 5) Corps à corps »), ``hide`` and
``leave_hiding`` (« 8) Se cacher »), ``dig_in`` (« 9) Prise de position »), ``heal`` (« 11)
Soigner »), ``pray`` (« 15) Prier une divinité »), ``jump`` (« 12) Sauter »), ``trap`` (« 6)
Pièges »), ``use`` (« 10) Utiliser »), ``repair`` and ``sabotage`` (« 13) Réparer/Saboter »),
``alert`` and ``answer`` (« 14) Sonner l'alerte »), ``end_phase``, and the players'
``set_actions`` (the actions a figure has left, overridden). A figure a wolf trap
caught takes no action in the next turn. Pure core.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from editor.messages import translate
from editor.model.options import TurnOrder
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.model.units import EisdrachenProfile, EisdrachenWeapon
from editor.rules.eisdrachen.rules import (
    ACTIONS_SET,
    HIDDEN,
    HIDE_RULE,
    TRAP_RULE,
    WOLF_TRAP,
    EisdrachenRules,
)
from editor.rules.table_game.action_rule import ActionRule
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.engine import TableEngine
from editor.rules.table_game.evaluation import Reason, TableStep
from editor.rules.table_game.game import TableSetup
from editor.rules.table_game.moving import MoveRule
from editor.rules.table_game.state import TableFigureState, TableState
from editor.rules.table_game.turns import VENGEANCE
from editor.table.climbing import ClimbRange, climb_range
from editor.table.ground import Mover
from editor.table.movement import MovementRange
from editor.table.rules import TableRules

TURN_RULE = "Actions de base"
Aftermath = Callable[["EisdrachenEngine", TableState, TableAction, TableState], TableState]
MELEE_RULE = "5) Corps à corps"


class EisdrachenEngine(TableEngine):
    phases = ("actions",)
    max_sides = 2
    turn_rule = TURN_RULE
    melee_rule = MELEE_RULE

    def __init__(self, scenario: Scenario, seed: int, setup: TableSetup, rules: TableRules,
                 actions: tuple[ActionRule, ...], aftermath: tuple[Aftermath, ...] = ()):
        options = scenario.options.eisdrachen
        super().__init__(scenario, seed, setup, rules, actions,
                         rotate=options.turn_order is TurnOrder.ROTATE)
        self.eis = EisdrachenRules.of(options)
        """The numbers and choices of the odds and the rolls."""
        self.aftermath = aftermath
        """What follows every action, in order: ``(engine, before, action, after) -> after``."""
        self._climbs: dict[tuple[TableState, str], ClimbRange] = {}
        self.crawls: dict[tuple[TableState, str], MovementRange] = {}
        """The last crawls asked for (``editor.rules.eisdrachen.crawling``)."""

    # -- profiles --------------------------------------------------------------------------

    def profile(self, figure: str) -> EisdrachenProfile:
        unit = self.game.units[figure]
        assert isinstance(unit.profile, EisdrachenProfile)
        return unit.profile

    def weapon(self, figure: str, index: int | None) -> EisdrachenWeapon | None:
        weapons = self.profile(figure).weapons
        return weapons[index] if index is not None and 0 <= index < len(weapons) else None

    def hit_points_left(self, state: TableState, figure: str) -> int:
        now = state.figure(figure)
        return max(0, self.profile(figure).hit_points - (now.lost if now else 0))

    # -- turn structure --------------------------------------------------------------------

    def actions_allowed(self, figure: TableFigureState) -> int:
        vengeance = figure.status(VENGEANCE)
        return self.options.eisdrachen.actions_per_turn + (vengeance.value if vengeance else 0)

    def used_count(self, figure: TableFigureState) -> int:
        """How many of the actions ``figure`` took this turn count as actions."""
        return sum(1 for name in figure.used if self.actions[name].counts)

    def may_act(self, state: TableState, figure: TableFigureState, rule: ActionRule
                ) -> Reason | None:
        """The actions left: as the players set them (``set_actions``), else none after a wolf
        trap, else the turn's number plus the vengeance."""
        players = figure.status(ACTIONS_SET)
        if players is not None:
            if self.used_count(figure) >= players.value:
                return Reason("eisdrachen.no_action_left",
                              {"figure": self.game.name(figure.id), "allowed": players.value},
                              TURN_RULE)
            return None
        if figure.status(WOLF_TRAP) is not None:
            return Reason("eisdrachen.wolf_trap", {"figure": self.game.name(figure.id)},
                          TRAP_RULE)
        allowed = self.actions_allowed(figure)
        used = [name for name in figure.used if self.actions[name].counts]
        if len(used) >= allowed:
            return Reason("eisdrachen.no_action_left",
                          {"figure": self.game.name(figure.id), "allowed": allowed}, TURN_RULE)
        if not self.options.eisdrachen.same_action_twice and rule.name in used:
            return Reason("eisdrachen.same_action",
                          {"figure": self.game.name(figure.id), "action": rule.title()},
                          TURN_RULE)
        return None

    def shared_reasons(self, state: TableState, rule: ActionRule, actor: str | None
                       ) -> list[Reason]:
        """As every action's, but an action taken while the other side plays (the answer of an
        alerted figure, « 14) Sonner l'alerte ») is taken only then, and the players' override
        of the actions left (``set_actions``) in either side's turn."""
        reasons = super().shared_reasons(state, rule, actor)
        if getattr(rule, "any_side", False):
            return [r for r in reasons if r.key != "table_game.not_their_side"]
        if not getattr(rule, "out_of_turn", False) or actor is None:
            return reasons
        reasons = [r for r in reasons if r.key != "table_game.not_their_side"]
        if not reasons and self.game.side_of(actor) == state.side:
            reasons.append(Reason("eisdrachen.answer_own_side",
                                  {"figure": self.game.name(actor)}, rule.rule))
        return reasons

    def resolve(self, state: TableState, action: TableAction, where: str
                ) -> tuple[TableState, TableStep]:
        """The shared resolution, then what follows any action (``aftermath``: the holes of
        « 9) Prise de position » left behind, the hidden figures of « 8) Se cacher » found or
        healing on a new turn)."""
        after, step = super().resolve(state, action, where)
        for follow in self.aftermath:
            after = follow(self, state, action, after)
        return after, self._told(state, after, step)

    def _told(self, before: TableState, after: TableState, step: TableStep) -> TableStep:
        """The step with what followed it in words: a trap set off, a hidden figure found."""
        notes, rules = [], list(step.rules)
        revealed = {m.id for m in before.markers if m.revealed}
        for marker in after.markers:
            if marker.revealed and marker.id not in revealed:
                kind = f"eisdrachen.trap.{marker.value}"
                notes.append(("eisdrachen.step.trap_sprung",
                              {"trap": Text(fr=translate(kind, "fr"), en=translate(kind, "en"))}))
                rules.append(TRAP_RULE)
        for figure in before.figures:
            now = after.figure(figure.id)
            if figure.status(HIDDEN) and now is not None and not now.out and (
                    now.status(HIDDEN) is None and step.key != "eisdrachen.step.leave_hiding"):
                notes.append(("eisdrachen.step.found", {"figure": self.game.name(figure.id)}))
                rules.append(HIDE_RULE)
        if not notes:
            return step
        text = {lang: " ".join([step.text(lang)] + [translate(k, lang, **p) for k, p in notes])
                for lang in ("fr", "en")}
        return replace(step, key="eisdrachen.step.told", params={"text": Text(**text)},
                       rules=tuple(dict.fromkeys(rules)),
                       result={**step.result, "followed": [k for k, _ in notes]})

    # -- climbing --------------------------------------------------------------------------

    def climb(self, state: TableState, figure: str) -> ClimbRange | None:
        """Where an « 2) Escalader » of ``figure`` may end now (None when not on the table)."""
        key = (state, figure)
        found = self._climbs.get(key)
        if found is None:
            view = self.game.view(state, figure)
            if view is None:
                return None
            found = climb_range(self.game.terrain_at(state), Mover.of(view, self.game.rules),
                                view.position)
            self._climbs[key] = found
            while len(self._climbs) > 8:
                self._climbs.pop(next(iter(self._climbs)))
        return found

    def extra_reach(self, state: TableState, figure: str):
        """Where a climb (« 2) Escalader ») and the moves of other kinds (« 1 bis) Ramper »)
        may end, for those the figure may take now."""
        out = {}
        found = self.climb(state, figure)
        if found is not None and found.walls:
            out["climb"] = found.region
        for rule in self.actions.values():
            if isinstance(rule, MoveRule) and rule.name != "move" and not rule.now(
                    self, state, figure):
                reach = rule.reach(self, state, figure)
                if reach is not None and not reach.region.is_empty:
                    out[rule.name] = reach.region
        return out
