"""« Le Corps à Corps » on the table: ``melee``.

« Càc + 1D20 + Force de l'arme / Dφ » (the first form, « Habileté + Force + Force de l'arme +
1D20 », adds the figure's Force: ``D20Options.melee_adds_strength``, off by default). « C'est la
Phase de Mouvement qui amène le personnage au corps à corps »: the bases touch. The weapon is a
close-combat weapon of the profile (the player's, else the strongest); « un combattant se
servant de son arme de tir dans une mêlée [...] La Force de son arme [...] est équivalente à une
Force de 1 » (``D20Options.improvised_weapon_strength``), as for a figure without one.
Modifiers: « La Synergie lors des corps à corps »: « Pour tout socle ami en contact avec le
sien, et celui de l'adversaire, il gagne un bonus de +1 par combattant supplémentaire jusqu'à
un maximum de +3 » (``D20Options.synergy_max``); « Les Attaques dans le dos »: « Comme au tir,
l'attaquant bénéficie alors d'un bonus de +1 », from where the attacker started its turn
(``editor.rules.d20.start``); a target walking vigilantly adds to its Dφ (« Types de
déplacement des UC »). One D20; the margin over Dφ is the PC lost.

« Les adversaires se font face après que les attaques dans le dos aient été réalisées »: while
an attack from behind remains to be made on the target, a frontal melee on it is refused
(``editor.rules.d20.facing``); the last attack from behind on a figure in contact with one
enemy turns it to face that enemy. « Au càc, l'attaquant, au moment de rentrer au contact, peut
«socler» plusieurs figurines ennemies et répartir ses attaques comme il l'entend sur ses
adversaires »: the D20 profile has no number of attacks (one action per actions phase, « 3.
Les Tours et les Phases de jeu »), so the attacker shares its attack by choosing its
``target`` among every enemy whose base touches its own; a second strike in the same phase is
refused as any second action.
Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.d20.facing import after_rear_attack, rear_attackers
from editor.rules.d20.modes import vigilant_modifier
from editor.rules.d20.odds import DIE
from editor.rules.d20.report import attack_report
from editor.rules.d20.shooting import damage_step
from editor.rules.d20.specials import STRIKE
from editor.rules.d20.start import rear_bonus, started_behind
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import (
    DiceStage,
    Evaluation,
    Modifier,
    Reason,
    TableStep,
)
from editor.rules.table_game.state import TableState
from editor.table.measure import touching

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine

RULE = "Le Corps à Corps"
SYNERGY_RULE = "La Synergie lors des corps à corps"
REAR_RULE = "Les Attaques dans le dos"


class MeleeRule(ActionRule):
    name = "melee"
    title_key = "d20.action.melee"
    rule = RULE
    phases = ("actions",)
    needs = ("target",)
    attack_kind = STRIKE
    """A strike: a figure in a melee may also shoot (``editor.rules.d20.arms``)."""

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        game = engine.game
        me = game.view(state, actor)
        assert me is not None
        if not any(o.side != me.side and touching(me, o) for o in game.views(state)):
            return [Reason("d20.no_contact", {"figure": game.name(actor)}, RULE)]
        return []

    def weapon_force(self, engine: D20Engine, actor: str, index: int | None
                     ) -> tuple[int, Modifier | None]:
        """The weapon's Force: the chosen close-combat weapon, else the strongest; a shooting
        weapon or none strikes at the improvised Force."""
        weapons = engine.profile(actor).weapons
        improvised = engine.options.d20.improvised_weapon_strength
        if index is not None:
            chosen = weapons[index]
            if chosen.range_cm is None:
                return chosen.strength, None
            return improvised, Modifier("d20.modifier.improvised", improvised, RULE)
        melee = [w.strength for w in weapons if w.range_cm is None]
        if melee:
            return max(melee), None
        return improvised, Modifier("d20.modifier.improvised", improvised, RULE)

    def terms(self, engine: D20Engine, state: TableState, action: TableAction
              ) -> tuple[int, int, tuple[Modifier, ...]]:
        game = engine.game
        me = game.view(state, action.actor or "")
        other = game.view(state, action.target or "")
        assert me is not None and other is not None
        profile = engine.profile(me.id)
        force, improvised = self.weapon_force(engine, me.id, action.weapon)
        modifiers = [improvised] if improvised else []
        attack = profile.melee + force
        if engine.options.d20.melee_adds_strength:
            attack += profile.strength
            modifiers.append(Modifier("d20.modifier.strength", profile.strength, RULE))
        helpers = [
            f for f in game.views(state)
            if f.side == me.side and f.id != me.id and touching(f, me) and touching(f, other)
        ]
        synergy = min(len(helpers), engine.options.d20.synergy_max)
        if synergy:
            attack += synergy
            modifiers.append(Modifier("d20.modifier.synergy", synergy, SYNERGY_RULE,
                                      {"count": len(helpers)}))
        rear = rear_bonus(engine, state, me, other)
        if rear:
            attack += rear
            modifiers.append(Modifier("d20.modifier.rear", rear, REAR_RULE))
        defence = engine.profile(other.id).physical_defence
        vigilant = vigilant_modifier(engine, state, other.id)
        if vigilant:
            modifiers.append(vigilant)
            defence += vigilant.value
        return attack, defence, tuple(modifiers)

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        game = engine.game
        if action.target is None:
            return Evaluation(action, False, (Reason("table_game.needs_target", {},
                                                     RULE),))
        me, other = game.view(state, action.actor or ""), game.view(state, action.target)
        assert me is not None
        reasons = []
        if other is None:
            reasons.append(Reason("table_game.no_target", {"figure": action.target[:60]}, RULE))
        elif other.side == me.side:
            reasons.append(Reason("table_game.friend", {"figure": game.name(other.id)}, RULE))
        elif not touching(me, other):
            reasons.append(Reason("d20.not_in_contact", {"figure": game.name(other.id)}, RULE))
        if action.weapon is not None and engine.weapon(me.id, action.weapon) is None:
            reasons.append(Reason("table_game.no_such_weapon", {"weapon": action.weapon}, RULE))
        if not reasons and not started_behind(engine, state, me, other):
            pending = rear_attackers(engine, state, other.id, besides=(me.id,))
            if pending:
                reasons.append(Reason("d20.melee.rear_first",
                                      {"figure": game.name(pending[0]),
                                       "target": game.name(other.id)}, REAR_RULE))
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        attack, defence, modifiers = self.terms(engine, state, action)
        left = engine.constitution_left(state, action.target)
        odds = attack_report(attack, defence, constitution=min(left, 30))
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), modifiers, odds, (first,) if first else ())

    def next_stage(self, engine: D20Engine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        return None if typed else DiceStage("d20.roll.attack", DIE, 1, action.actor)

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        attack, defence, _modifiers = self.terms(engine, state, action)
        me, other = engine.game.view(state, action.actor or ""), engine.game.view(
            state, action.target or "")
        assert me is not None and other is not None
        behind = started_behind(engine, state, me, other)
        after, step = damage_step(engine, state, action, attack, defence, dice[0][0],
                                  "d20.step.melee", RULE)
        if not behind or step.result["out"]:
            return after, step
        after, facing = after_rear_attack(engine, after, me.id, other.id)
        if not facing:
            return after, step
        return after, replace(step, key=f"{step.key}_{facing}", rules=(*step.rules, REAR_RULE),
                              result={**step.result, "facing": facing})
