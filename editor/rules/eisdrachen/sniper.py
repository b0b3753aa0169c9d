"""« 7) Sniper » on the table: ``snipe``.

« Cette action n'est utilisable que si le perso porte un fusil longue portée (ou tout autre arme
d'une portée de 20 ps minimum) amélioré avec une lunette de sniper. Elle permet d'annuler toutes
les esquives possibles du perso visé. »: a shot (« 3) Tir »: an enemy seen, within the weapon's
range; the shooter's wound dice; the target's vengeance) with a weapon of at least
``SNIPER_RANGE_PAS`` whose profile is fitted with a sniper scope (``EisdrachenWeapon
.sniper_scope``, data the author enters), in which the target rolls no dodge: the only stage is
the wound dice, one per point of Force of every attack (``EisdrachenOptions.wound_dice``). A
target in its hole (« 9) Prise de position ») still halves the shots: the text cancels the
dodges only. Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from editor.model.units import SNIPER_RANGE_PAS, EisdrachenWeapon
from editor.rules.eisdrachen.odds import Attack, attack_count
from editor.rules.eisdrachen.shooting import RULE as SHOT_RULE
from editor.rules.eisdrachen.shooting import ShootRule
from editor.rules.table_game.action_rule import Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Modifier, Reason, TableStep
from editor.rules.table_game.state import TableState

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "7) Sniper"


def is_sniper_weapon(weapon: EisdrachenWeapon) -> bool:
    """A ranged weapon of at least 20 pas with a sniper scope."""
    return weapon.sniper


class SnipeRule(ShootRule):
    name = "snipe"
    title_key = "eisdrachen.action.snipe"
    rule = RULE

    def _sniper_weapons(self, engine: EisdrachenEngine, actor: str) -> list[int]:
        return [i for i, w in enumerate(engine.profile(actor).weapons) if is_sniper_weapon(w)]

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        hidden = super().now(engine, state, actor)
        if hidden and hidden[0].rule != SHOT_RULE:  # hidden, or an E.P.M bomb
            return hidden
        if not self._sniper_weapons(engine, actor):
            return [Reason("eisdrachen.no_sniper_weapon", {"figure": engine.game.name(actor)},
                           RULE)]
        return []

    def _weapon(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                ) -> int | None:
        """The player's weapon, else the first sniper weapon (they all reach 20 pas)."""
        if action.weapon is not None:
            return action.weapon
        found = self._sniper_weapons(engine, action.actor or "")
        return found[0] if found else None

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        reasons = super()._reasons(engine, state, action)
        if reasons:
            return reasons
        weapon = engine.weapon(action.actor or "", self._weapon(engine, state, action))
        if weapon is not None and not is_sniper_weapon(weapon):
            return [Reason("eisdrachen.not_sniper_weapon",
                           {"weapon": weapon.name, "range": f"{SNIPER_RANGE_PAS:g} pas"}, RULE)]
        return []

    def attack(self, engine: EisdrachenEngine, state: TableState, action: TableAction) -> Attack:
        return replace(super().attack(engine, state, action), sniper=True)

    def modifiers(self, engine: EisdrachenEngine, attack: Attack, target: str
                  ) -> tuple[Modifier, ...]:
        """The dodge dice no longer rolled, then the shot's own modifiers."""
        cancelled = Modifier("eisdrachen.modifier.sniper", -attack_count(attack, engine.eis),
                             RULE, {"figure": engine.game.name(target)})
        return (cancelled, *super().modifiers(engine, attack, target))

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        after, step = super().resolve(engine, state, action, dice)
        return after, replace(step, rules=(RULE, SHOT_RULE))
