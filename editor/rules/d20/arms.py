"""« Les armes » on the table: two weapons at one target (``shoot_both``), and the shooting and
close-combat weapons of a figure inside a melee.

- « Lorsqu'une figurine possède deux armes, elle ne peut pas tirer sur plus d'une cible dans la
  même Phase. » The sentence limits the targets, not the weapons: with
  ``D20Options.two_weapon_shot`` (default on) a figure with two or more shooting weapons fires
  each of them that reaches at its one target in one action, each weapon's dice a stage of its
  own (Tir + that weapon's Force + 1D20 against the Dφ, « 3.2. Les Tirs », with the modifiers of
  a shot and the weapon's special rules, ``editor.rules.d20.specials``); the PC lost add up. It
  takes the figure's one shot of the phase.
- « Le Maïnomaï et l'Hallucination d'Avatara, sont au corps à corps. Ils peuvent utiliser leurs
  armes de tirs ET leurs armes de càc. » A figure inside a melee may take one shot (``shoot``
  or ``shoot_both``, at a figure of that melee, « Les figurines à l'intérieur d'un Corps à
  corps (càc) peuvent se tirer les unes sur les autres ») and one strike (``melee``) in the same
  actions phase, in either order (``both_arms``). A figure freed from its melee after it struck
  has taken part in it (« si elles n'ont pas participé activement à ce càc, soit en tirant, soit
  en combattant »): out of the melee it has no second attack.
Pure core.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.d20.odds import DIE
from editor.rules.d20.shooting import ShootRule, damage_step
from editor.rules.d20.specials import WEAPONS_RULE, is_grenade, weapon_dice
from editor.rules.d20.volleys import Volley, volley_report
from editor.rules.table_game.action_rule import Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import DiceStage, Evaluation, Modifier, Reason, TableStep
from editor.rules.table_game.state import TableState
from editor.table.measure import in_range

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine

MELEE_RULE = "Le Corps à Corps"
STAGE_KEYS = ("d20.roll.first_weapon", "d20.roll.second_weapon", "d20.roll.other_weapon")
"""The dice stage of each weapon, in the order of the profile."""


class ShootBoth(ShootRule):
    """``shoot_both``: every shooting weapon that reaches, at one target (module docstring)."""

    name = "shoot_both"
    title_key = "d20.action.shoot_both"
    rule = WEAPONS_RULE
    needs = ("target",)

    def _guns(self, engine: D20Engine, actor: str) -> list[int]:
        return [i for i, w in enumerate(engine.profile(actor).weapons)
                if w.range_cm is not None and not is_grenade(w)]

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        name = engine.game.name(actor)
        if not engine.options.d20.two_weapon_shot:
            return [Reason("d20.two_weapons.option_off", {"figure": name}, WEAPONS_RULE)]
        if len(self._guns(engine, actor)) < 2:
            return [Reason("d20.two_weapons.fewer", {"figure": name}, WEAPONS_RULE)]
        return []

    def weapons(self, engine: D20Engine, state: TableState, action: TableAction) -> list[int]:
        """The shooting weapons of the actor that reach the target."""
        shooter = engine.game.view(state, action.actor or "")
        target = engine.game.view(state, action.target or "") if action.target else None
        if shooter is None or target is None:
            return []
        return [i for i in self._guns(engine, shooter.id)
                if in_range(shooter, target, shooter.weapons[i].range_mm or 0.0)]

    def _refusals(self, engine: D20Engine, state: TableState, action: TableAction
                  ) -> Iterator[Reason]:
        reasons = self.now(engine, state, action.actor or "")
        if reasons:
            yield from reasons
            return
        guns = self._guns(engine, action.actor or "")
        reach = self.weapons(engine, state, action)
        first = replace(action, weapon=(reach or guns)[0])
        refused = False
        for reason in super()._refusals(engine, state, first):
            refused = True
            yield reason
        if not refused and len(reach) < 2:
            yield Reason("d20.two_weapons.out_of_range",
                         {"figure": engine.game.name(action.actor or ""),
                          "target": engine.game.name(action.target or "")}, WEAPONS_RULE)

    def volleys(self, engine: D20Engine, state: TableState, action: TableAction
                ) -> list[tuple[TableAction, int, int, tuple[Modifier, ...], int]]:
        """Per weapon that reaches: its action, attack, defence, modifiers and dice."""
        out = []
        for index in self.weapons(engine, state, action):
            one = replace(action, weapon=index)
            attack, defence, modifiers = ShootRule.terms(self, engine, state, one)
            weapon = engine.weapon(action.actor or "", index)
            assert weapon is not None
            out.append((one, attack, defence, modifiers,
                        weapon_dice(state, action.actor or "", weapon)))
        return out

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        volleys = self.volleys(engine, state, action)
        modifiers: list[Modifier] = []
        for _one, _attack, _defence, mods, _dice in volleys:
            modifiers.extend(m for m in mods if m not in modifiers)
        left = engine.constitution_left(state, action.target or "")
        odds = volley_report([Volley(a, d, n) for _o, a, d, _m, n in volleys], min(left, 30))
        odds["weapons"] = [{"weapon": one.weapon, "attack": a, "defence": d, "dice": n}
                           for one, a, d, _m, n in volleys]
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), tuple(modifiers), odds, (first,) if first else ())

    def next_stage(self, engine: D20Engine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        volleys = self.volleys(engine, state, action)
        if len(typed) >= len(volleys):
            return None
        key = STAGE_KEYS[min(len(typed), len(STAGE_KEYS) - 1)]
        return DiceStage(key, DIE, volleys[len(typed)][4], action.actor)

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        volleys = self.volleys(engine, state, action)
        after = state
        lost, scores, stages = 0, [], []
        out = False
        for (one, attack, defence, _m, _n), faces in zip(volleys, dice):
            if out:
                break
            after, step = damage_step(engine, after, one, attack, defence, faces,
                                      "d20.step.shoot", WEAPONS_RULE)
            lost += step.result["lost"]
            out = step.result["out"]
            scores.append(str(step.result["score"]))
            stages.append(list(faces))
        game = engine.game
        params = {"figure": game.name(action.actor or ""), "target": game.name(action.target or ""),
                  "score": "; ".join(scores), "defence": volleys[0][2], "lost": lost}
        result = {"dice": stages, "score": "; ".join(scores), "lost": lost, "out": out,
                  "target": action.target, "weapons": [v[0].weapon for v in volleys]}
        key = "d20.step.shoot_both" + ("_out" if out else "")
        return after, TableStep(key, params, (WEAPONS_RULE, "3.2. Les Tirs"), action.actor,
                                result)
