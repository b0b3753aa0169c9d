"""The start of a D20 game (« 1. Le début de la Partie »), played in its ``start`` phase before
turn 1 when the new game asks for it (``TableSetup.start_of_game``): ``roles``, ``initiative``
and ``choose_first``; the figures are placed by ``deploy`` (``editor.rules.d20.deploy``).

- ``roles``: « Les joueurs tirent au sort qui choisit de jouer le rôle de l'attaquant et qui
  joue le rôle du défenseur. » The players name the attacker (``choice``: a side, as the winner
  of their draw chose), or the app draws it: one die with a face per side, in the order heroes,
  villains, third side; the other sides defend.
- ``initiative`` (« Qui commence la partie ? »): « Chaque joueur lance 1D20. Un joueur a un
  bonus de + 1 à son résultat pour chaque personnage capable d'infiltration ou de prescience.
  Celui qui obtient le résultat le plus élevé choisit de commencer ou non. En cas d'égalité, on
  relance le D20. » One stage of one D20 per side, in that order; a tie at the top rolls a new
  stage, for the tied sides only or for every side (``D20Options.initiative_ties``), the bonus
  added again. The bonus counts the side's figures on the table whose card has
  ``infiltration`` or ``prescience`` (a profile flag, or a skill of that code; one per
  figure). Its exact odds are shown before the roll
  (``editor.rules.d20.report.initiative_report``).
- ``choose_first``: the winner names the side that plays first (``choice``); with three sides
  the others follow in the order heroes, villains, third side from it.
None of them is a figure's action; each is taken once. Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from editor.model.options import InitiativeTies
from editor.model.text import Text
from editor.model.units import D20Profile, Unit
from editor.rules.d20.odds import DIE, TieReroll
from editor.rules.d20.report import initiative_report
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import ActionRule, Dice, EngineView
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import DiceStage, Evaluation, Modifier, Reason, TableStep
from editor.rules.table_game.state import TableState
from editor.rules.table_game.texts import joined, key_text, side_text

START_PHASE = "start"
START_RULE = "1. Le début de la Partie"
INITIATIVE_RULE = "Qui commence la partie ?"
DRAW = "draw"
"""``roles`` with this choice (or none): the app draws the attacker."""


def _state(state: TableState) -> D20State:
    assert isinstance(state, D20State)
    return state


class SideAction(ActionRule):
    """A step of the start of the game taken by the players, not by a figure."""

    phases = (START_PHASE,)
    has_actor = False
    counts = False

    def offered(self, engine, state: TableState, actor) -> bool:
        return state.phase == START_PHASE


class RolesRule(SideAction):
    name = "roles"
    title_key = "d20.action.roles"
    rule = START_RULE
    needs = ("choice",)

    def choices(self, engine, state, actor) -> tuple[tuple[str, Text], ...]:
        return ((DRAW, key_text("d20.choice.draw_attacker")),
                *((side, key_text("d20.choice.attacker", side=side_text(side)))
                  for side in engine.game.sides))

    def now(self, engine, state: TableState, actor) -> list[Reason]:
        if _state(state).attacker is not None:
            return [Reason("d20.start.roles_done", {}, self.rule)]
        return []

    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        if _state(state).attacker is not None:
            return Evaluation(action, False, (Reason("d20.start.roles_done", {}, self.rule),))
        choice = action.choice or DRAW
        if choice != DRAW and choice not in engine.game.sides:
            return Evaluation(action, False, (Reason(
                "d20.start.no_such_side", {"choice": choice[:40],
                                           "sides": joined(map(side_text, engine.game.sides))},
                self.rule),))
        stages = () if choice != DRAW else (
            DiceStage("d20.roll.roles", len(engine.game.sides), 1, None),)
        return Evaluation(action, True, stages=stages)

    def next_stage(self, engine, state, action, typed: Sequence[tuple]) -> DiceStage | None:
        if (action.choice or DRAW) != DRAW or typed:
            return None
        return DiceStage("d20.roll.roles", len(engine.game.sides), 1, None)

    def resolve(self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        sides = engine.game.sides
        drawn = (action.choice or DRAW) == DRAW
        attacker = sides[dice[0][0] - 1] if drawn else action.choice
        assert attacker is not None
        defenders = joined(side_text(s) for s in sides if s != attacker)
        params = {"attacker": side_text(attacker), "defenders": defenders}
        key = "d20.step.roles_drawn" if drawn else "d20.step.roles_chosen"
        result = {"attacker": attacker, "dice": [list(stage) for stage in dice]}
        return (replace(_state(state), attacker=attacker),
                TableStep(key, params, (self.rule,), None, result))


def has_trait(unit: Unit | None, name: str) -> bool:
    """The card says ``name`` (``infiltration``, ``prescience``, ``impulsive``): its profile's
    flag, or a skill whose ``code`` is that name."""
    if unit is None:
        return False
    profile = unit.profile
    if isinstance(profile, D20Profile) and getattr(profile, name, False):
        return True
    return any(skill.code == name for skill in unit.skills)


def initiative_bonus(engine: EngineView, state: TableState, side: str) -> int:
    """+1 per figure of ``side`` on the table able to infiltrate or foresee."""
    count = 0
    for figure in state.figures:
        if figure.out or figure.position is None or engine.game.side_of(figure.id) != side:
            continue
        unit = engine.game.units.get(figure.id)
        if has_trait(unit, "infiltration") or has_trait(unit, "prescience"):
            count += 1
    return count


def rolling_after(scores: dict[str, int], rolled: Sequence[str], everyone: Sequence[str],
                  ties: InitiativeTies) -> tuple[str, ...]:
    """Who rolls the next stage after ``rolled`` scored ``scores``: nobody once one side is
    highest, else the tied sides (or every side with ``InitiativeTies.EVERYONE``)."""
    top = max(scores[s] for s in rolled)
    tied = tuple(s for s in rolled if scores[s] == top)
    if len(tied) == 1:
        return ()
    return tuple(everyone) if ties is InitiativeTies.EVERYONE else tied


class InitiativeRule(SideAction):
    name = "initiative"
    title_key = "d20.action.initiative"
    rule = INITIATIVE_RULE

    def bonuses(self, engine: EngineView, state: TableState) -> dict[str, int]:
        return {side: initiative_bonus(engine, state, side) for side in engine.game.sides}

    def now(self, engine, state: TableState, actor) -> list[Reason]:
        if _state(state).initiative_winner is not None:
            return [Reason("d20.start.initiative_done", {}, self.rule)]
        return []

    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        if _state(state).initiative_winner is not None:
            return Evaluation(action, False,
                              (Reason("d20.start.initiative_done", {}, self.rule),))
        bonuses = self.bonuses(engine, state)
        modifiers = tuple(
            Modifier("d20.modifier.initiative_bonus", bonus, self.rule,
                     {"side": side_text(side), "count": bonus})
            for side, bonus in bonuses.items() if bonus
        )
        ties = TieReroll(engine.options.d20.initiative_ties.value)
        odds = initiative_report(tuple(bonuses.values()), ties)
        for player, side in zip(odds["players"], bonuses):
            player["side"] = side
        return Evaluation(action, True, modifiers=modifiers, odds=odds,
                          stages=(self._stage(engine.game.sides),))

    def _stage(self, rolling: Sequence[str]) -> DiceStage:
        return DiceStage("d20.roll.initiative", DIE, len(rolling), None)

    def rounds(self, engine: EngineView, state: TableState, typed: Sequence[tuple]
               ) -> tuple[list[dict[str, int]], tuple[str, ...]]:
        """The scores of each typed stage, and who rolls next (nobody: decided)."""
        bonuses = self.bonuses(engine, state)
        everyone = engine.game.sides
        rolling: tuple[str, ...] = everyone
        rounds = []
        for faces in typed:
            scores = {side: face + bonuses[side] for side, face in zip(rolling, faces)}
            rounds.append(scores)
            rolling = rolling_after(scores, tuple(scores), everyone,
                                    engine.options.d20.initiative_ties)
            if not rolling:
                break
        return rounds, rolling

    def next_stage(self, engine, state, action, typed: Sequence[tuple]) -> DiceStage | None:
        _rounds, rolling = self.rounds(engine, state, typed)
        return self._stage(rolling) if rolling else None

    def resolve(self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        rounds, _rolling = self.rounds(engine, state, dice)
        last = rounds[-1]
        winner = max(last, key=lambda side: last[side])
        params = {"winner": side_text(winner), "rolls": _rolls_text(rounds)}
        result = {"winner": winner, "rounds": rounds, "dice": [list(stage) for stage in dice]}
        return (replace(_state(state), initiative_winner=winner),
                TableStep("d20.step.initiative", params, (self.rule,), None, result))


def _rolls_text(rounds: list[dict[str, int]]) -> Text:
    """« les héros 15, les vilains 12 / … » in each language, one group per stage."""
    def one(lang: str) -> str:
        return " / ".join(
            ", ".join(f"{side_text(side).get(lang)} {score}" for side, score in scores.items())
            for scores in rounds
        )
    return Text(fr=one("fr"), en=one("en"))


class ChooseFirstRule(SideAction):
    name = "choose_first"
    title_key = "d20.action.choose_first"
    rule = INITIATIVE_RULE
    needs = ("choice",)

    def choices(self, engine, state, actor) -> tuple[tuple[str, Text], ...]:
        return tuple((side, key_text("d20.choice.first", side=side_text(side)))
                     for side in engine.game.sides)

    def now_reasons(self, state: TableState) -> list[Reason]:
        d20 = _state(state)
        if d20.initiative_winner is None:
            return [Reason("d20.start.no_initiative", {}, self.rule)]
        if d20.first_side is not None:
            return [Reason("d20.start.first_done", {"side": side_text(d20.first_side)},
                           self.rule)]
        return []

    def now(self, engine, state: TableState, actor) -> list[Reason]:
        return self.now_reasons(state)

    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        reasons = self.now_reasons(state)
        if not reasons and action.choice not in engine.game.sides:
            reasons = [Reason("d20.start.no_such_side",
                              {"choice": (action.choice or "")[:40],
                               "sides": joined(map(side_text, engine.game.sides))}, self.rule)]
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        d20 = _state(state)
        assert d20.initiative_winner is not None and action.choice is not None
        params = {"winner": side_text(d20.initiative_winner), "side": side_text(action.choice)}
        return (replace(d20, first_side=action.choice),
                TableStep("d20.step.first", params, (self.rule,), None,
                          {"first_side": action.choice}))


def side_order(sides: tuple[str, ...], first: str | None) -> tuple[str, ...]:
    """``sides`` (in their order) turned so that ``first`` plays first."""
    if first is None or first not in sides:
        return sides
    start = sides.index(first)
    return sides[start:] + sides[:start]
