"""« 10) Utiliser » on the table: ``use``.

A figure in contact with abandoned equipment that works (``editor.rules.eisdrachen.equipment``)
shoots with the equipment's profile instead of a weapon of its own: « 3) Tir » in everything
else — an enemy seen from where the figure stands, within the equipment's range base to base,
the target's dodge dice by its I, the user's wound dice by the user's I (the precision of « on
teste la précision du tireur »), a dug-in target halving the shots (« 9) »), the prayers
(« 15) »), the target's vengeance. A turret or machine gun is a firearm: an E.P.M bomb
(« 6) Pièges ») forbids it, and a hidden figure (« 8) ») can use nothing. When several pieces
of equipment touch the base, the first that works, in the order of the table. Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.eisdrachen.equipment import USE_RULE, profile_of, usable, within_reach
from editor.rules.eisdrachen.hiding import attack_reasons
from editor.rules.eisdrachen.odds import Attack
from editor.rules.eisdrachen.position import DUG_IN
from editor.rules.eisdrachen.praying import prayers
from editor.rules.eisdrachen.shooting import RULE as SHOT_RULE
from editor.rules.eisdrachen.shooting import ShootRule
from editor.rules.eisdrachen.traps import trap_reasons
from editor.rules.table_game.action_rule import Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Reason, TableStep
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import TableState
from editor.table.measure import base_distance, in_range
from editor.table.sight import line_of_sight
from editor.table.units import pas_to_mm

if TYPE_CHECKING:
    from editor.model.table import TerrainPiece
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = USE_RULE


def equipment_used(engine: EisdrachenEngine, state: TableState, actor: str
                   ) -> TerrainPiece | None:
    """The equipment ``actor`` would use now: the first in contact that works."""
    return next((p for p in within_reach(engine, state, actor) if usable(state, p)), None)


class UseRule(ShootRule):
    name = "use"
    title_key = "eisdrachen.action.use"
    rule = RULE
    needs = ("target",)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        blocked = attack_reasons(state, engine, actor, None) or trap_reasons(state, engine, actor)
        if blocked:
            return blocked
        name = engine.game.name(actor)
        pieces = within_reach(engine, state, actor)
        if not pieces:
            return [Reason("eisdrachen.no_equipment", {"figure": name}, RULE)]
        if not any(usable(state, p) for p in pieces):
            return [Reason("eisdrachen.equipment_broken",
                           {"figure": name, "equipment": pieces[0].name}, RULE)]
        return []

    def attack(self, engine: EisdrachenEngine, state: TableState, action: TableAction) -> Attack:
        """The equipment's attacks and Force, the user's and the target's I."""
        piece = equipment_used(engine, state, action.actor or "")
        assert piece is not None
        profile = profile_of(piece)
        target = state.figure(action.target or "")
        return Attack(profile.attacks, profile.strength,
                      engine.profile(action.actor or "").intelligence,
                      engine.profile(action.target or "").intelligence,
                      dug_in=target is not None and target.status(DUG_IN) is not None,
                      **prayers(state, action.actor, action.target))

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game, actor = engine.game, action.actor or ""
        lacking = self.now(engine, state, actor)
        if lacking:
            return lacking
        if action.target is None:
            return [Reason("table_game.needs_target", {}, RULE)]
        shooter, target = game.view(state, actor), game.view(state, action.target)
        if target is None:
            return [Reason("table_game.no_target", {"figure": action.target[:60]}, RULE)]
        assert shooter is not None
        if target.side == shooter.side:
            return [Reason("table_game.friend", {"figure": game.name(target.id)}, RULE)]
        hidden = attack_reasons(state, engine, actor, target.id)
        if hidden:
            return hidden
        piece = equipment_used(engine, state, actor)
        assert piece is not None
        range_mm = pas_to_mm(profile_of(piece).range_pas, game.table)
        reasons = []
        if not in_range(shooter, target, range_mm):
            reasons.append(Reason("table_game.out_of_range", {
                "weapon": piece.name, "figure": game.name(target.id),
                "distance": length_text(engine, base_distance(shooter, target)),
                "range": length_text(engine, range_mm)}, RULE))
        sight = line_of_sight(game.terrain_at(state), shooter, target, game.views(state),
                              game.rules)
        if not sight.clear:
            reasons.append(Reason("table_game.not_visible", {"figure": game.name(target.id)},
                                  SHOT_RULE))
        return reasons

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        piece = equipment_used(engine, state, action.actor or "")
        assert piece is not None
        after, step = super().resolve(engine, state, action, dice)
        key = "eisdrachen.step.use_out" if step.result.get("out") else "eisdrachen.step.use"
        return after, replace(step, key=key, params={**step.params, "equipment": piece.name},
                              rules=(RULE, SHOT_RULE),
                              result={**step.result, "equipment": piece.id})
