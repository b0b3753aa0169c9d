"""« 3) Tir » on the table: ``shoot``.

a) « le joueur déclarant le tir vérifie si la cible visée est bien visible par son tireur et si
elle est à portée d'arme (contenue dans le profil de l'arme) »: the target is an enemy seen by
the reading of ``editor.table.sight`` and within the weapon's range, base to base. The weapon
is the player's choice among the shooter's ranged weapons, else the first that reaches; its
attacks and Force are the shot's.

b) The dodges, then the wounds: stage 1, one dodge die per attack, rolled by the target, each
dodging on its number by its I; stage 2, the shooter's wound dice for the undodged attacks
(one per point of Force, or per attack: ``EisdrachenOptions.wound_dice``), each wounding below
its number by the shooter's I (``editor.rules.eisdrachen.resolve``). The PV are ticked; « on
regarde si la figurine survie »: at 0 PV it is out. « chaque fois qu'un joueur se fait tirer
dessus, il gagne une action en plus valable au tour suivant »: a target still standing earns
one vengeance action for its next turn. A target in its hole (« 9) Prise de position ») halves
the attacks rolled; the prayers of « 15) Prier une divinité » add rerolls of the failed dodge
and wound dice as stages of their own, and multiply the shooter's attacks; a hidden figure
(« 8) Se cacher ») neither shoots nor is shot at, nor one an E.P.M bomb caught (« 6) Pièges »)
for two turns. Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.eisdrachen.hiding import attack_reasons
from editor.rules.eisdrachen.odds import Attack
from editor.rules.eisdrachen.position import DUG_IN, dug_in_modifier
from editor.rules.eisdrachen.praying import prayer_modifiers, prayers
from editor.rules.eisdrachen.report import shot_report
from editor.rules.eisdrachen.resolve import chain_stages, resolve_chain
from editor.rules.eisdrachen.rules import DIE_SIDES
from editor.rules.eisdrachen.traps import trap_reasons
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import DiceStage, Evaluation, Modifier, Reason, TableStep
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import Status, TableState
from editor.rules.table_game.turns import VENGEANCE_NEXT
from editor.table.measure import base_distance, in_range
from editor.table.sight import line_of_sight

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "3) Tir"


def vengeance(engine: EisdrachenEngine, earned: Status | None) -> int:
    """The vengeance actions after one more shot: one more, or one in all when
    ``EisdrachenOptions.vengeance_stacks`` is off."""
    if engine.options.eisdrachen.vengeance_stacks:
        return (earned.value if earned else 0) + 1
    return 1


class ShootRule(ActionRule):
    name = "shoot"
    title_key = "eisdrachen.action.shoot"
    rule = RULE
    phases = ("actions",)
    needs = ("target", "weapon")

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        hidden = attack_reasons(state, engine, actor, None) or trap_reasons(state, engine, actor)
        if hidden:
            return hidden
        if not any(w.range_pas is not None for w in engine.profile(actor).weapons):
            return [Reason("table_game.no_ranged_weapon", {"figure": engine.game.name(actor)},
                           RULE)]
        return []

    def _weapon(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                ) -> int | None:
        """The weapon index: the player's, else the first ranged weapon that reaches."""
        if action.weapon is not None:
            return action.weapon
        actor, target = engine.game.view(state, action.actor or ""), None
        if action.target is not None:
            target = engine.game.view(state, action.target)
        ranged = [i for i, w in enumerate(engine.profile(action.actor or "").weapons)
                  if w.range_pas is not None]
        if actor is not None and target is not None:
            for i in ranged:
                range_mm = actor.weapons[i].range_mm
                if range_mm is not None and in_range(actor, target, range_mm):
                    return i
        return ranged[0] if ranged else None

    def attack(self, engine: EisdrachenEngine, state: TableState, action: TableAction) -> Attack:
        """The chain of the shot: the weapon's attacks and Force, the shooter's and the
        target's I, halved at a target in its hole (« 9) Prise de position »)."""
        weapon = engine.weapon(action.actor or "", self._weapon(engine, state, action))
        assert weapon is not None
        target = state.figure(action.target or "")
        return Attack(weapon.attacks, weapon.strength,
                      engine.profile(action.actor or "").intelligence,
                      engine.profile(action.target or "").intelligence,
                      dug_in=target is not None and target.status(DUG_IN) is not None,
                      **prayers(state, action.actor, action.target))

    def modifiers(self, engine: EisdrachenEngine, attack: Attack, target: str
                  ) -> tuple[Modifier, ...]:
        """What changes the roll, each citing its section."""
        found = prayer_modifiers(engine, attack, target)
        return ((dug_in_modifier(engine, attack, target),) if attack.dug_in else ()) + found

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        attack = self.attack(engine, state, action)
        left = engine.hit_points_left(state, action.target or "")
        odds = shot_report(attack, engine.eis, min(left, 30))
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), self.modifiers(engine, attack, action.target or ""),
                          odds, (first,) if first else ())

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game = engine.game
        if action.target is None:
            return [Reason("table_game.needs_target", {}, RULE)]
        shooter = game.view(state, action.actor or "")
        target = game.view(state, action.target)
        if target is None:
            return [Reason("table_game.no_target", {"figure": action.target[:60]}, RULE)]
        assert shooter is not None
        if target.side == shooter.side:
            return [Reason("table_game.friend", {"figure": game.name(target.id)}, RULE)]
        hidden = attack_reasons(state, engine, shooter.id, target.id) or trap_reasons(
            state, engine, shooter.id)
        if hidden:
            return hidden
        index = self._weapon(engine, state, action)
        if index is None:
            return self.now(engine, state, shooter.id)
        weapon = engine.weapon(shooter.id, index)
        if weapon is None:
            return [Reason("table_game.no_such_weapon", {"weapon": action.weapon}, RULE)]
        if weapon.range_pas is None:
            return [Reason("table_game.not_ranged", {"weapon": weapon.name}, RULE)]
        reasons = []
        range_mm = shooter.weapons[index or 0].range_mm or 0.0
        if not in_range(shooter, target, range_mm):
            reasons.append(Reason("table_game.out_of_range", {
                "weapon": weapon.name, "figure": game.name(target.id),
                "distance": length_text(engine, base_distance(shooter, target)),
                "range": length_text(engine, range_mm)}, RULE))
        sight = line_of_sight(game.terrain_at(state), shooter, target, game.views(state),
                              game.rules)
        if not sight.clear:
            reasons.append(Reason("table_game.not_visible", {"figure": game.name(target.id)},
                                  RULE))
        return reasons

    def next_stage(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        attack = self.attack(engine, state, action)
        stage, _dice, _index = chain_stages(attack, typed, 0, engine.eis, action.target,
                                            action.actor)
        return None if stage is None else DiceStage(stage[0], DIE_SIDES, stage[1], stage[2])

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        attack = self.attack(engine, state, action)
        _stage, chain, _index = chain_stages(attack, dice, 0, engine.eis, action.target,
                                             action.actor)
        result = resolve_chain(attack, chain, engine.eis)
        target = state.figure(action.target or "")
        assert target is not None
        left = engine.hit_points_left(state, target.id)
        loss = min(result.loss, left)
        out = loss >= left
        hit = replace(target, lost=target.lost + loss, out=out,
                      position=None if out else target.position)
        if not out:
            earned = hit.status(VENGEANCE_NEXT)
            hit = hit.with_status(Status(VENGEANCE_NEXT, vengeance(engine, earned)))
        game = engine.game
        params = {"figure": game.name(action.actor or ""), "target": game.name(target.id),
                  "attacks": result.attacks, "dodged": result.dodged, "loss": loss}
        key = "eisdrachen.step.shoot_out" if out else "eisdrachen.step.shoot"
        outcome = {"dice": [list(d) for d in dice], "attacks": result.attacks,
                   "dodged": result.dodged, "wound_dice": result.wound_dice,
                   "wounding": result.wounding, "lost": loss, "out": out,
                   "target": target.id}
        return state.with_figure(hit), TableStep(key, params, (RULE,), action.actor, outcome)
