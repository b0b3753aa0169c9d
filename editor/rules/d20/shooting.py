"""« 3.2. Les Tirs » on the table: ``shoot``.

« Tir + Force de l'arme + 1D20 / Défense Physique (Dφ). Si le résultat du Tir est supérieur à
la Dφ, la cible est touchée et la différence est égale au nombre de Points de Constitution
perdus » (``editor.rules.d20.odds``). The target: an enemy in the shooter's frontal arc (« Le
Champ de vision »: « Une figurine voit sur les 180° de son arc frontal »), seen by « Les
Couverts » (``editor.table.sight``), within the weapon's range (« Les armes »: « La Portée est
la distance maximale à laquelle une arme peut tirer »). Modifiers: the target's cover adds to
its Dφ (« Les Couverts »: léger +1, moyen +2, lourd +3), as does a vigilant walk (« Types de
déplacement des UC »: +1 en Defense Physique); a shooter that started its turn in the target's
rear arc adds to its attack (« Le Tir dans le dos »: +1, ``editor.rules.d20.start``). A melee
is a bubble no shot enters nor leaves, but at its largest base or by a third side
(``editor.rules.d20.bubble``). One D20, rolled by the shooter. « Lorsque la
dernière case PC est noircie, la figurine est considérée comme tuée et est retirée du jeu ».
Pure core.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.d20.bubble import shot_reason
from editor.rules.d20.modes import vigilant_modifier
from editor.rules.d20.odds import DIE, attack_result
from editor.rules.d20.report import attack_report
from editor.rules.d20.specials import SHOT, is_grenade, weapon_dice, weapon_modifiers
from editor.rules.d20.start import rear_bonus
from editor.rules.d20.volleys import Volley, volley_report
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import (
    DiceStage,
    Evaluation,
    Modifier,
    Reason,
    TableStep,
)
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import TableState
from editor.rules.table_game.texts import key_text
from editor.table.arcs import in_front_arc
from editor.table.measure import base_distance, in_range
from editor.table.sight import line_of_sight

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine

RULE = "3.2. Les Tirs"
SIGHT_RULE = "Le Champ de vision"
COVER_RULE = "Les Couverts"
REAR_RULE = "Le Tir dans le dos"
WEAPONS_RULE = "Les armes"


def damage_step(engine: D20Engine, state: TableState, action: TableAction, attack: int,
                defence: int, face: int | tuple[int, ...], key: str, rule: str
                ) -> tuple[TableState, TableStep]:
    """The PC the D20 faces take (each die its margin over Dφ, added up: a burst of
    ``editor.rules.d20.arms``), ticked; the target out at 0."""
    target = state.figure(action.target or "")
    assert target is not None
    faces = (face,) if isinstance(face, int) else tuple(face)
    left = engine.constitution_left(state, target.id)
    damage = sum(attack_result(attack, defence, f) for f in faces)
    lost = min(damage, left)
    out = lost >= left
    hit = replace(target, lost=target.lost + lost, out=out,
                  position=None if out else target.position)
    game = engine.game
    scores = [attack + f for f in faces]
    score: int | str = scores[0] if len(scores) == 1 else ", ".join(map(str, scores))
    params = {"figure": game.name(action.actor or ""), "target": game.name(target.id),
              "score": score, "defence": defence, "lost": lost}
    result = {"dice": [list(faces)], "attack": attack, "defence": defence, "score": score,
              "hit": damage > 0, "lost": lost, "out": out, "target": target.id}
    return state.with_figure(hit), TableStep(key + ("_out" if out else ""), params, (rule,),
                                             action.actor, result)


class ShootRule(ActionRule):
    name = "shoot"
    title_key = "d20.action.shoot"
    rule = RULE
    phases = ("actions",)
    needs = ("target", "weapon")
    bubble = True
    """Whether « Le Corps à Corps »'s bubble limits the targets (``editor.rules.d20.bubble``)."""

    attack_kind = SHOT
    """A shot: a figure in a melee may also strike (``editor.rules.d20.arms``)."""

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        if not any(w.range_cm is not None and not is_grenade(w)
                   for w in engine.profile(actor).weapons):
            return [Reason("table_game.no_ranged_weapon", {"figure": engine.game.name(actor)},
                           WEAPONS_RULE)]
        return []

    def _weapon(self, engine: D20Engine, state: TableState, action: TableAction) -> int | None:
        if action.weapon is not None:
            return action.weapon
        shooter = engine.game.view(state, action.actor or "")
        target = engine.game.view(state, action.target or "") if action.target else None
        ranged = [i for i, w in enumerate(engine.profile(action.actor or "").weapons)
                  if w.range_cm is not None and not is_grenade(w)]
        if shooter is not None and target is not None:
            for i in ranged:
                range_mm = shooter.weapons[i].range_mm
                if range_mm is not None and in_range(shooter, target, range_mm):
                    return i
        return ranged[0] if ranged else None

    def terms(self, engine: D20Engine, state: TableState, action: TableAction
              ) -> tuple[int, int, tuple[Modifier, ...]]:
        """N (Tir + Force of the weapon + modifiers), D (Dφ + cover) and the modifiers."""
        game = engine.game
        shooter = game.view(state, action.actor or "")
        target = game.view(state, action.target or "")
        assert shooter is not None and target is not None
        weapon = engine.weapon(shooter.id, self._weapon(engine, state, action))
        assert weapon is not None
        modifiers = []
        rear = rear_bonus(engine, state, shooter, target)
        if rear:
            modifiers.append(Modifier("d20.modifier.rear", rear, REAR_RULE))
        sight = line_of_sight(game.terrain_at(state), shooter, target, game.views(state),
                              game.rules)
        cover = game.rules.cover_bonus(sight.cover)
        if cover:
            modifiers.append(Modifier("d20.modifier.cover", cover, COVER_RULE,
                                      {"cover": key_text(f"table_game.cover.{sight.cover.value}")}))
        vigilant = vigilant_modifier(engine, state, target.id)
        if vigilant:
            modifiers.append(vigilant)
        special = weapon_modifiers(state, shooter.id, weapon)
        modifiers.extend(special)
        attack = (engine.profile(shooter.id).shooting + weapon.strength + rear
                  + sum(m.value for m in special))
        defence = (engine.profile(target.id).physical_defence + cover
                   + (vigilant.value if vigilant else 0))
        return attack, defence, tuple(modifiers)

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        attack, defence, modifiers = self.terms(engine, state, action)
        left = engine.constitution_left(state, action.target or "")
        dice = self.dice_count(engine, state, action)
        odds = (attack_report(attack, defence, constitution=min(left, 30)) if dice == 1 else
                volley_report((Volley(attack, defence, dice),), min(left, 30)))
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), modifiers, odds, (first,) if first else ())

    def _reasons(self, engine: D20Engine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        """Every reason the shot is refused (the arc, the range and the sight all told)."""
        return list(self._refusals(engine, state, action))

    def allowed(self, engine: D20Engine, state: TableState, action: TableAction) -> bool:
        """Whether the shot may be made: stops at the first refusal, so the line of sight,
        the dearest check, is drawn only when everything else allows the shot (the threats to
        a figure ask this of every enemy and weapon, ``editor.rules.d20.cover``)."""
        return next(self._refusals(engine, state, action), None) is None

    def _refusals(self, engine: D20Engine, state: TableState, action: TableAction
                  ) -> Iterator[Reason]:
        """The reasons the shot is refused, cheapest first; a subclass adds its own before."""
        game = engine.game
        if action.target is None:
            yield Reason("table_game.needs_target", {}, RULE)
            return
        shooter = game.view(state, action.actor or "")
        target = game.view(state, action.target)
        if target is None:
            yield Reason("table_game.no_target", {"figure": action.target[:60]}, RULE)
            return
        assert shooter is not None
        if target.side == shooter.side:
            yield Reason("table_game.friend", {"figure": game.name(target.id)}, RULE)
            return
        if self.bubble:
            melee = shot_reason(engine, state, shooter, target)
            if melee is not None:
                yield melee
                return
        index = self._weapon(engine, state, action)
        if index is None:
            yield from self.now(engine, state, shooter.id)
            return
        weapon = engine.weapon(shooter.id, index)
        if weapon is None:
            yield Reason("table_game.no_such_weapon", {"weapon": action.weapon}, WEAPONS_RULE)
            return
        if weapon.range_cm is None:
            yield Reason("table_game.not_ranged", {"weapon": weapon.name}, WEAPONS_RULE)
            return
        if is_grenade(weapon):
            yield Reason("d20.grenade.not_a_shot", {"weapon": weapon.name}, WEAPONS_RULE)
            return
        if not in_front_arc(shooter, target.position, game.rules.frontal_arc_deg):
            yield Reason("d20.not_in_arc", {"figure": game.name(target.id)}, SIGHT_RULE)
        range_mm = shooter.weapons[index or 0].range_mm or 0.0
        if not in_range(shooter, target, range_mm):
            yield Reason("table_game.out_of_range", {
                "weapon": weapon.name, "figure": game.name(target.id),
                "distance": length_text(engine, base_distance(shooter, target)),
                "range": length_text(engine, range_mm)}, WEAPONS_RULE)
        sight = line_of_sight(game.terrain_at(state), shooter, target, game.views(state),
                              game.rules)
        if not sight.clear:
            yield Reason("table_game.not_visible", {"figure": game.name(target.id)},
                         COVER_RULE)

    def dice_count(self, engine: D20Engine, state: TableState, action: TableAction) -> int:
        """One D20, and the extra dice of the weapon's special rules (a burst)."""
        weapon = engine.weapon(action.actor or "", self._weapon(engine, state, action))
        return 1 if weapon is None else weapon_dice(state, action.actor or "", weapon)

    def next_stage(self, engine: D20Engine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        if typed:
            return None
        return DiceStage("d20.roll.attack", DIE, self.dice_count(engine, state, action),
                         action.actor)

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        attack, defence, _modifiers = self.terms(engine, state, action)
        return damage_step(engine, state, action, attack, defence, dice[0],
                           "d20.step.shoot", RULE)
