"""Grenades on the table: ``grenade``, and what grenades and thrown objects share: a roll that
strikes every figure it catches (``area_step``).

The text says of grenades only « On ne peut pas cependant lancer de grenade dans un càc » (« Les
armes »); what a grenade is comes from the weapon's data: a weapon whose special rule has a
``blast_cm`` (``editor.rules.d20.specials``). Read as a weapon of « 3.2. Les Tirs »:

- thrown in the actions phase, in place of the shot, at a point ``at`` in the thrower's frontal
  arc (« Une figurine voit sur les 180° de son arc frontal ») within the weapon's range from the
  edge of its base (« La Portée est la distance maximale à laquelle une arme peut tirer »);
- it strikes every figure with some part of its base within ``blast_cm`` of that point, of any
  side, the thrower too: Tir + the weapon's Force (+ the attack of its rules in use) + 1D20
  against each figure's Dφ (a vigilant walk's +1 included; cover is not read, a grenade falls
  behind it), the margin in PC;
- no grenade from inside a melee, and none whose blast catches a figure in a melee (« dans un
  càc »);
- one D20 set against every figure struck, or one per figure: ``D20Options.area_dice``.
The exact odds give each figure caught its chance to be hit, its PC lost and its chance to be
taken out (``editor.rules.d20.volleys.area_report``). Pure core.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.model.options import AreaDice
from editor.rules.d20.bubble import melee_of
from editor.rules.d20.modes import vigilant_modifier
from editor.rules.d20.odds import DIE, attack_result
from editor.rules.d20.specials import WEAPONS_RULE, blast_mm, is_grenade, weapon_modifiers
from editor.rules.d20.volleys import Struck, area_report
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Area, DiceStage, Evaluation, Reason, TableStep
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import TableState
from editor.table.arcs import in_front_arc
from editor.table.measure import figures_near_point, point_to_base_distance, within

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine
    from editor.table.figures import TableFigure

SIGHT_RULE = "Le Champ de vision"


def area_stage(engine: D20Engine, struck: Sequence[Struck], roller: str | None, key: str
               ) -> DiceStage | None:
    """The one stage of an area roll: one D20, or one per figure struck (none: no dice)."""
    if not struck:
        return None
    count = len(struck) if engine.options.d20.area_dice is AreaDice.PER_TARGET else 1
    return DiceStage(key, DIE, count, roller)


def area_step(engine: D20Engine, state: TableState, struck: Sequence[Struck],
              faces: Sequence[int]) -> tuple[TableState, list[dict], int, int]:
    """Every figure struck loses the margin of its face over its Dφ: the new state, one result
    per figure, the PC lost in all and the figures taken out."""
    results, total, taken = [], 0, 0
    for index, one in enumerate(struck):
        face = faces[index] if len(faces) > 1 else faces[0]
        figure = state.figure(one.figure)
        assert figure is not None
        left = engine.constitution_left(state, one.figure)
        lost = min(attack_result(one.attack, one.defence, face), left)
        out = lost >= left
        state = state.with_figure(replace(figure, lost=figure.lost + lost, out=out,
                                          position=None if out else figure.position))
        results.append({"figure": one.figure, "score": one.attack + face,
                        "defence": one.defence, "lost": lost, "out": out})
        total += lost
        taken += out
    return state, results, total, taken


class GrenadeRule(ActionRule):
    name = "grenade"
    title_key = "d20.action.grenade"
    rule = WEAPONS_RULE
    phases = ("actions",)
    needs = ("weapon", "at")

    def _grenades(self, engine: D20Engine, actor: str) -> list[int]:
        return [i for i, w in enumerate(engine.profile(actor).weapons) if is_grenade(w)]

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        name = engine.game.name(actor)
        if not self._grenades(engine, actor):
            return [Reason("d20.grenade.none", {"figure": name}, WEAPONS_RULE)]
        if melee_of(engine.game.views(state), actor):
            return [Reason("d20.grenade.from_melee", {"figure": name}, WEAPONS_RULE)]
        return []

    def _index(self, engine: D20Engine, action: TableAction) -> int | None:
        grenades = self._grenades(engine, action.actor or "")
        if action.weapon is None:
            return grenades[0] if grenades else None
        return action.weapon

    def struck(self, engine: D20Engine, state: TableState, action: TableAction
               ) -> list[Struck]:
        """Every figure the blast at ``at`` catches, with its roll's terms."""
        game = engine.game
        actor = action.actor or ""
        weapon = engine.weapon(actor, self._index(engine, action))
        assert weapon is not None and action.at is not None
        attack = (engine.profile(actor).shooting + weapon.strength
                  + sum(m.value for m in weapon_modifiers(state, actor, weapon)))
        return struck_figures(engine, state,
                              figures_near_point(game.views(state), action.at, blast_mm(weapon)),
                              attack)

    def _reasons(self, engine: D20Engine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game = engine.game
        actor = action.actor or ""
        reasons = self.now(engine, state, actor)
        if reasons:
            return reasons
        if action.at is None:
            return [Reason("table_game.needs_at", {}, WEAPONS_RULE)]
        index = self._index(engine, action)
        weapon = engine.weapon(actor, index)
        if weapon is None:
            return [Reason("table_game.no_such_weapon", {"weapon": action.weapon}, WEAPONS_RULE)]
        if not is_grenade(weapon):
            return [Reason("d20.grenade.not_grenade", {"weapon": weapon.name}, WEAPONS_RULE)]
        me = game.view(state, actor)
        assert me is not None
        reasons = []
        if not in_front_arc(me, action.at, game.rules.frontal_arc_deg):
            reasons.append(Reason("d20.grenade.not_in_arc", {"figure": game.name(actor)},
                                  SIGHT_RULE))
        range_mm = 10.0 * (weapon.range_cm or 0.0)
        distance = point_to_base_distance(action.at, me)
        if not within(distance, range_mm):
            reasons.append(Reason("d20.grenade.too_far", {
                "weapon": weapon.name, "distance": length_text(engine, distance),
                "range": length_text(engine, range_mm)}, WEAPONS_RULE))
        views = game.views(state)
        for one in self.struck(engine, state, action):
            if melee_of(views, one.figure):
                reasons.append(Reason("d20.grenade.into_melee", {"figure": one.name},
                                      WEAPONS_RULE))
                break
        return reasons

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        weapon = engine.weapon(action.actor or "", self._index(engine, action))
        assert weapon is not None and action.at is not None
        struck = self.struck(engine, state, action)
        modifiers = weapon_modifiers(state, action.actor or "", weapon)
        first = self.next_stage(engine, state, action, ())
        area = Area("blast", action.at, blast_mm(weapon), WEAPONS_RULE)
        return Evaluation(action, True, (), modifiers, area_report(struck),
                          (first,) if first else (), (area,))

    def next_stage(self, engine: D20Engine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        if typed:
            return None
        return area_stage(engine, self.struck(engine, state, action), action.actor,
                          "d20.roll.grenade")

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        struck = self.struck(engine, state, action)
        faces = dice[0] if dice else ()
        after, results, total, taken = area_step(engine, state, struck, faces)
        params = {"figure": engine.game.name(action.actor or ""), "count": len(struck),
                  "lost": total, "out": taken}
        result = {"dice": [list(faces)] if faces else [], "struck": results, "lost": total,
                  "at": list(action.at or ())}
        return after, TableStep("d20.step.grenade", params, (WEAPONS_RULE,), action.actor,
                                result)


def struck_figures(engine: D20Engine, state: TableState, views: Iterable[TableFigure],
                   attack: int) -> list[Struck]:
    """Each figure a grenade or a thrown object strikes, at ``attack`` against its Dφ (with a
    vigilant walk's bonus, « Types de déplacement des UC ») and with the PC it has left."""
    out = []
    for view in views:
        vigilant = vigilant_modifier(engine, state, view.id)
        defence = engine.profile(view.id).physical_defence + (vigilant.value if vigilant else 0)
        out.append(Struck(view.id, engine.game.name(view.id), attack, defence,
                          engine.constitution_left(state, view.id)))
    return out
