"""Home-made actions on an Eisdrachen table: ``house_<id>``.

« la liste qui suit est non-exhaustive et peut être complétées d'actions faites-maison »: each
``HouseAction`` of the scenario (``editor.model.house``, the author's data) is an action of
every figure, one of its actions of the turn. With a distance it takes a target, any other
figure on the table whose base is within that distance of the actor's; with a table it rolls
one d6, rolled by the actor, whose face reads the result (the chance of each distinct result
shown before the roll). Its effect is the author's text: the log gives it with the result, and
the players apply it (the override of the actions left, ``set_actions``, is theirs too). The
section cited is the house action's own French name. Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from editor.model.house import HouseAction
from editor.model.text import Text
from editor.rules.eisdrachen.rules import DIE_SIDES
from editor.rules.odds import fraction_text
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import DiceStage, Evaluation, Reason, TableStep
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import TableState
from editor.table.measure import base_distance, within
from editor.table.units import pas_to_mm

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine


def house_outcomes(house: HouseAction) -> list[dict]:
    """Each distinct result of the roll with its exact chance, in the order of the faces."""
    counts: dict[tuple[str, str], int] = {}
    for text in house.table:
        key = (text.get("fr"), text.get("en"))
        counts[key] = counts.get(key, 0) + 1
    return [{"name": {"fr": fr, "en": en}, "chance": fraction_text(Fraction(n, DIE_SIDES))}
            for (fr, en), n in counts.items()]


class HouseRule(ActionRule):
    """One house action of the scenario (module docstring)."""

    title_key = "eisdrachen.action.house"
    phases = ("actions",)

    def __init__(self, house: HouseAction):
        self.house = house
        self.name = house.action_name
        self.rule = house.name.get("fr") or house.id
        self.needs = ("target",) if house.distance_pas is not None else ()

    def title(self) -> Text:
        return Text(fr=self.house.name.get("fr") or self.house.id,
                    en=self.house.name.get("en") or self.house.id)

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        odds = None
        if self.house.table:
            odds = {"system": "eisdrachen", "roll": "house",
                    "outcomes": house_outcomes(self.house)}
        first = self.next_stage(engine, state, action, ())
        notes = (Reason("eisdrachen.house_effect", {"effect": self.house.effect}, self.rule),)
        return Evaluation(action, True, notes if self.house.effect else (), (), odds,
                          (first,) if first else ())

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        if self.house.distance_pas is None:
            return []
        game = engine.game
        if action.target is None:
            return [Reason("table_game.needs_target", {}, self.rule)]
        me, other = game.view(state, action.actor or ""), game.view(state, action.target)
        if other is None or other.id == action.actor:
            return [Reason("table_game.no_target", {"figure": action.target[:60]}, self.rule)]
        assert me is not None
        limit = pas_to_mm(self.house.distance_pas, game.table)
        if not within(base_distance(me, other), limit):
            return [Reason("eisdrachen.house_too_far", {
                "figure": game.name(other.id), "action": self.title(),
                "distance": length_text(engine, base_distance(me, other)),
                "limit": length_text(engine, limit)}, self.rule)]
        return []

    def next_stage(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        if self.house.table and not typed:
            return DiceStage("eisdrachen.roll.house", DIE_SIDES, 1, action.actor)
        return None

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        params = {"figure": engine.game.name(actor), "action": self.title(),
                  "effect": self.house.effect}
        result: dict = {"house": self.house.id}
        if action.target is not None and self.house.distance_pas is not None:
            params["target"] = engine.game.name(action.target)
            result["target"] = action.target
        key = "eisdrachen.step.house"
        if self.house.table:
            face = dice[0][0]
            params["face"] = face
            params["result"] = self.house.table[face - 1]
            result.update(face=face, dice=[list(d) for d in dice])
            key += "_roll"
        if "target" in params:
            key += "_target"
        return state, TableStep(key, params, (self.rule,), actor, result)
