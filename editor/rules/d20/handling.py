"""« 3.6. Les Actions sur les objets » on the table: moving an object (``move_object``), seizing
one (``seize``) and throwing it (``throw``), for the objects of the table (``TableObject``) that
have a ND.

- « Les objets «modulables, modifiables, transportables...» [...] possèdent un Niveau de
  Difficulté (ou ND) requis à vaincre ou à dépasser »: ND 5, 10, 15 « qui nécessitent une Force
  (du personnage) de 5 minimum » and so on: the Force, with its help, at least the ND.
- ``move_object``, in the movement phase: « Quand un membre de l'escouade déplace un objet, son
  Mouvement est divisé par 2 (arrondi au supérieur). Si plusieurs figurines déplacent un même
  «Objet», on prend en compte le Mouvement de la figurine la plus lente »; « La Synergie
  d'action sur les objets »: « Toute figurine en plus de la première [...] ajoute un bonus de +1
  [...] pour un maximum de +3. L'unité doit toutefois être capable de faire l'Action »: every
  other figure of the side at the object (its base within ``REACH_MM`` of the object's edge),
  with some Force, that has not moved this phase, helps, up to three. The object's centre goes
  to ``at``, at most ⌈slowest Mouvement / 2⌉ cm away, and the figures that move it go along by
  the same way. « Ceci clôt la Phase de Mouvement et de Tir »: each of them has used its move
  and has no action in this turn's actions phase (status ``moved_object``, one turn). The text's
  example: the Télépathe (F 9, Mouvement 10) and the UC Chronos: 9 + 1 = 10 against ND 10, 5 cm.
- ``seize``, in the actions phase: « Saisir un objet remplace le Tir et le Mouvement sera de
  moitié tant que la figurine porte l'objet »: the figure alone (Force at least the ND) takes an
  object it stands at and carries it; its moves are at half (``D20Engine.movement``).
- ``throw``: « Les Jets d'objet. Cette Action est considérée comme un Tir. La distance maximale
  de jet est égale à la différence entre la Force de la figurine et le ND de l'objet jeté »;
  « ND de l'objet + la Force de la figurine + 1D20/Déf Physique de(s) adversaire(s) ». The
  object carried is thrown at an enemy as a shot is taken (frontal arc, sight, the melee
  bubble), within Force − ND cm base to base; it lands on that figure and strikes every figure
  (the thrower aside) whose base lies within half the object's width of its centre, each
  against its own Dφ (``editor.rules.d20.grenade.area_step``); then it lies where it landed.
Pure core.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.model.table import TableObject
from editor.rules.d20.bubble import shot_reason
from editor.rules.d20.carry import MOVED, at_object, carrying, object_position, table_object
from editor.rules.d20.grenade import area_stage, area_step, struck_figures
from editor.rules.d20.specials import SHOT
from editor.rules.d20.start import remember_start
from editor.rules.d20.state import D20State
from editor.rules.d20.volleys import Struck, area_report
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import (
    Area,
    DiceStage,
    Evaluation,
    Modifier,
    Reason,
    TableStep,
)
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import Status, TableState
from editor.table.arcs import in_front_arc
from editor.table.measure import base_distance, centre_distance, figures_near_point, within
from editor.table.placing import on_table
from editor.table.sight import line_of_sight
from editor.table.units import cm_to_mm

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine

RULE = "3.6. Les Actions sur les objets"
SYNERGY_RULE = "La Synergie d'action sur les objets"
THROW_RULE = "Les Jets d'objet"
HELP_MAX = 3


def _item_reasons(engine: D20Engine, state: TableState, action: TableAction, rule: str
                  ) -> tuple[TableObject | None, list[Reason]]:
    """The object named by the action, free to be handled by its actor."""
    actor = action.actor or ""
    name = engine.game.name(actor)
    item = table_object(engine, action.item)
    if item is None:
        if action.item is None:
            return None, [Reason("d20.object.needs_item", {}, rule)]
        return None, [Reason("d20.object.unknown", {"item": action.item[:60]}, rule)]
    if item.difficulty is None:
        return None, [Reason("d20.object.fixed", {"item": item.name}, rule)]
    if isinstance(state, D20State) and state.carrier_of(item.id) is not None:
        return None, [Reason("d20.object.carried", {
            "item": item.name, "figure": engine.game.name(state.carrier_of(item.id) or "")}, rule)]
    if not at_object(engine, state, actor, item):
        return None, [Reason("d20.object.not_at", {"figure": name, "item": item.name}, rule)]
    if carrying(state, actor):
        return None, [Reason("d20.object.hands_full", {"figure": name}, rule)]
    return item, []


def _objects_now(engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
    """No object with a ND, free, at the figure's base: nothing to move or seize."""
    held = state.carrier_of if isinstance(state, D20State) else (lambda _item: None)
    if not any(o.difficulty is not None and held(o.id) is None
               and at_object(engine, state, actor, o) for o in engine.game.table.objects):
        return [Reason("d20.object.none", {"figure": engine.game.name(actor)}, RULE)]
    return []


# -- moving one --------------------------------------------------------------------------------


class MoveObject(ActionRule):
    name = "move_object"
    title_key = "d20.action.move_object"
    rule = RULE
    phases = ("movement",)
    needs = ("item", "at")

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        return _objects_now(engine, state, actor)

    def helpers(self, engine: D20Engine, state: TableState, actor: str, item: TableObject
                ) -> list[str]:
        side = engine.game.side_of(actor)
        out = []
        for figure in state.figures:
            if (figure.id == actor or figure.out or engine.game.side_of(figure.id) != side
                    or any("movement" in engine.actions[u].phases for u in figure.used)
                    or carrying(state, figure.id)):
                continue
            if engine.profile(figure.id).strength <= 0:
                continue  # « L'unité doit toutefois être capable de faire l'Action »
            if at_object(engine, state, figure.id, item):
                out.append(figure.id)
        return out[:HELP_MAX]

    def reach_mm(self, engine: D20Engine, movers: Sequence[str]) -> float:
        """Half the slowest Mouvement, rounded up, in millimetres."""
        slowest = min(engine.profile(f).movement_cm for f in movers)
        return cm_to_mm(math.ceil(slowest / 2))

    def _reasons(self, engine: D20Engine, state: TableState, action: TableAction
                 ) -> tuple[TableObject | None, list[str], list[Reason]]:
        item, reasons = _item_reasons(engine, state, action, RULE)
        if item is None:
            return None, [], reasons
        actor = action.actor or ""
        helpers = self.helpers(engine, state, actor, item)
        force = engine.profile(actor).strength + len(helpers)
        assert item.difficulty is not None
        if force < item.difficulty:
            return item, helpers, [Reason("d20.object.too_heavy", {
                "figure": engine.game.name(actor), "item": item.name, "force": force,
                "difficulty": item.difficulty}, RULE)]
        if action.at is None:
            return item, helpers, [Reason("table_game.needs_at", {}, RULE)]
        where = object_position(engine, state, item)
        assert where is not None
        reach = self.reach_mm(engine, [actor, *helpers])
        distance = centre_distance(where, action.at)
        if not within(distance, reach):
            return item, helpers, [Reason("d20.object.too_far", {
                "item": item.name, "distance": length_text(engine, distance),
                "reach": length_text(engine, reach)}, RULE)]
        shift = (action.at[0] - where[0], action.at[1] - where[1])
        for mover in (actor, *helpers):
            view = engine.game.view(state, mover)
            assert view is not None
            if not on_table(engine.game.table, (view.position[0] + shift[0],
                                                view.position[1] + shift[1])):
                return item, helpers, [Reason("table_game.move.off_table",
                                              {"figure": engine.game.name(mover)}, RULE)]
        return item, helpers, []

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        _item, helpers, reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        modifiers = (Modifier("d20.modifier.action_synergy", len(helpers), SYNERGY_RULE,
                              {"count": len(helpers)}),) if helpers else ()
        return Evaluation(action, True, (), modifiers)

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        item, helpers, _reasons = self._reasons(engine, state, action)
        assert item is not None and action.at is not None and isinstance(state, D20State)
        where = object_position(engine, state, item)
        assert where is not None
        shift = (action.at[0] - where[0], action.at[1] - where[1])
        actor = action.actor or ""
        after: TableState = state
        for mover in (actor, *helpers):
            figure = after.figure(mover)
            assert figure is not None and figure.position is not None
            moved = replace(figure, position=(figure.position[0] + shift[0],
                                              figure.position[1] + shift[1]))
            moved = moved.with_status(Status(MOVED, 1, 1))
            if mover != actor:
                moved = replace(moved, used=(*moved.used, self.name))
            after = remember_start(after, after.with_figure(moved), mover)
        assert isinstance(after, D20State)
        places = tuple(p for p in after.object_places if p[0] != item.id)
        after = replace(after, object_places=(*places, (item.id, *action.at)))
        distance = centre_distance(where, action.at)
        params = {"figure": engine.game.name(actor), "item": item.name,
                  "force": engine.profile(actor).strength + len(helpers),
                  "difficulty": item.difficulty, "distance": length_text(engine, distance),
                  "count": len(helpers)}
        result = {"item": item.id, "to": list(action.at), "helpers": list(helpers),
                  "cost_mm": round(distance, 2)}
        return after, TableStep("d20.step.move_object", params, (RULE, SYNERGY_RULE), actor,
                                result)


# -- seizing and throwing ----------------------------------------------------------------------


class Seize(ActionRule):
    name = "seize"
    title_key = "d20.action.seize"
    rule = RULE
    phases = ("actions",)
    needs = ("item",)

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        return _objects_now(engine, state, actor)

    def _reasons(self, engine: D20Engine, state: TableState, action: TableAction
                 ) -> tuple[TableObject | None, list[Reason]]:
        item, reasons = _item_reasons(engine, state, action, RULE)
        if item is None:
            return None, reasons
        force = engine.profile(action.actor or "").strength
        assert item.difficulty is not None
        if force < item.difficulty:
            return item, [Reason("d20.object.too_heavy", {
                "figure": engine.game.name(action.actor or ""), "item": item.name,
                "force": force, "difficulty": item.difficulty}, RULE)]
        return item, []

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        _item, reasons = self._reasons(engine, state, action)
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        item, _reasons = self._reasons(engine, state, action)
        assert item is not None and isinstance(state, D20State)
        actor = action.actor or ""
        after = replace(state, carried=(*state.carried, (item.id, actor)),
                        object_places=tuple(p for p in state.object_places if p[0] != item.id))
        params = {"figure": engine.game.name(actor), "item": item.name}
        return after, TableStep("d20.step.seize", params, (RULE,), actor, {"item": item.id})


class Throw(ActionRule):
    name = "throw"
    title_key = "d20.action.throw"
    rule = THROW_RULE
    phases = ("actions",)
    needs = ("target",)
    attack_kind = SHOT
    """« Cette Action est considérée comme un Tir »."""

    def _item(self, engine: D20Engine, state: TableState, actor: str) -> TableObject | None:
        held = state.carried_by(actor) if isinstance(state, D20State) else None
        return table_object(engine, held)

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        if self._item(engine, state, actor) is None:
            return [Reason("d20.throw.nothing", {"figure": engine.game.name(actor)}, THROW_RULE)]
        return []

    def range_mm(self, engine: D20Engine, actor: str, item: TableObject) -> float:
        """« la différence entre la Force de la figurine et le ND de l'objet jeté », in cm."""
        return cm_to_mm(max(0, engine.profile(actor).strength - (item.difficulty or 0)))

    def struck(self, engine: D20Engine, state: TableState, action: TableAction) -> list[Struck]:
        """The aimed figure, and every other figure but the thrower under the object there."""
        game = engine.game
        actor = action.actor or ""
        item = self._item(engine, state, actor)
        target = game.view(state, action.target or "")
        assert item is not None and target is not None
        attack = (item.difficulty or 0) + engine.profile(actor).strength
        caught = [target, *(v for v in figures_near_point(game.views(state), target.position,
                                                          item.size_mm / 2)
                            if v.id not in (actor, target.id))]
        return struck_figures(engine, state, caught, attack)

    def _reasons(self, engine: D20Engine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game = engine.game
        actor = action.actor or ""
        reasons = self.now(engine, state, actor)
        if reasons:
            return reasons
        if action.target is None:
            return [Reason("table_game.needs_target", {}, THROW_RULE)]
        me, target = game.view(state, actor), game.view(state, action.target)
        if target is None:
            return [Reason("table_game.no_target", {"figure": action.target[:60]}, THROW_RULE)]
        assert me is not None
        if target.side == me.side:
            return [Reason("table_game.friend", {"figure": game.name(target.id)}, THROW_RULE)]
        melee = shot_reason(engine, state, me, target)
        if melee is not None:
            return [melee]
        item = self._item(engine, state, actor)
        assert item is not None
        reasons = []
        if not in_front_arc(me, target.position, game.rules.frontal_arc_deg):
            reasons.append(Reason("d20.not_in_arc", {"figure": game.name(target.id)},
                                  "Le Champ de vision"))
        reach = self.range_mm(engine, actor, item)
        if not within(base_distance(me, target), reach):
            reasons.append(Reason("d20.throw.too_far", {
                "item": item.name, "figure": game.name(target.id),
                "distance": length_text(engine, base_distance(me, target)),
                "range": length_text(engine, reach)}, THROW_RULE))
        sight = line_of_sight(game.terrain_at(state), me, target, game.views(state), game.rules)
        if not sight.clear:
            reasons.append(Reason("table_game.not_visible", {"figure": game.name(target.id)},
                                  "Les Couverts"))
        return reasons

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        first = self.next_stage(engine, state, action, ())
        me = engine.game.view(state, action.actor or "")
        target = engine.game.view(state, action.target or "")
        item = self._item(engine, state, action.actor or "")
        assert me is not None and target is not None and item is not None
        areas = (Area("blast", target.position, item.size_mm / 2, THROW_RULE, item.name),)
        return Evaluation(action, True, (), (), area_report(self.struck(engine, state, action)),
                          (first,) if first else (), areas)

    def next_stage(self, engine: D20Engine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        if typed:
            return None
        return area_stage(engine, self.struck(engine, state, action), action.actor,
                          "d20.roll.throw")

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        item = self._item(engine, state, actor)
        target = engine.game.view(state, action.target or "")
        assert item is not None and target is not None and isinstance(state, D20State)
        struck = self.struck(engine, state, action)
        after, results, total, taken = area_step(engine, state, struck, dice[0])
        assert isinstance(after, D20State)
        after = replace(after, carried=tuple(c for c in after.carried if c[0] != item.id),
                        object_places=(*after.object_places, (item.id, *target.position)))
        params = {"figure": engine.game.name(actor), "item": item.name,
                  "target": engine.game.name(target.id), "count": len(struck), "lost": total,
                  "out": taken}
        result = {"dice": [list(dice[0])], "item": item.id, "struck": results, "lost": total}
        return after, TableStep("d20.step.throw", params, (THROW_RULE, RULE), actor, result)
