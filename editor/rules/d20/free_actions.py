"""« 3.4. Les Actions Libres » on the table: ``use_object``, a free action during the movement.

« Ouvrir une porte dont on possède le code ou la clé, transférer des données sur un ordinateur
qui appartient à sa faction, ou modifier une clé d'activation d'auto-destruction d'une base
appartenant au Défenseur (et si l'intervenant est lui-même un Défenseur) est une Action Libre
[...]. L'Action Libre se fait donc sans interruption, elle se déroule pendant la Phase de
Mouvement. »

Who may use an object is the object's data (``TableObject.users``, the sides whose figures hold
its code or belong to its faction; a self-destruct key lists the Defender's side): the app does
not guess a faction or a Defender. In its side's movement phase a figure at the object (its base
within ``REACH_MM`` of the object's edge) uses it once: the object is marked used
(``D20State.used_objects``) and the objective it stands for, if any, is completed, which the
mission's conditions see. It uses neither the figure's move nor its action (« sans
interruption »): the figure may use it before or after its move. No dice. Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.d20.carry import at_object, table_object
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import TableState

if TYPE_CHECKING:
    from editor.model.table import TableObject
    from editor.rules.d20.game import D20Engine

RULE = "3.4. Les Actions Libres"


class UseObject(ActionRule):
    name = "use_object"
    title_key = "d20.action.use_object"
    rule = RULE
    phases = ("movement",)
    needs = ("item",)
    counts = False
    """« sans interruption »: the figure's move stays its own."""

    def usable(self, engine: D20Engine, state: TableState, actor: str) -> list[TableObject]:
        """The objects this figure may use freely now."""
        side = engine.game.side_of(actor)
        used = state.used_objects if isinstance(state, D20State) else ()
        return [o for o in engine.game.table.objects
                if o.free_use is not None and o.id not in used
                and any(u.value == side for u in o.users)
                and at_object(engine, state, actor, o)]

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        if not self.usable(engine, state, actor):
            return [Reason("d20.free.none_here", {"figure": engine.game.name(actor)}, RULE)]
        return []

    def _reasons(self, engine: D20Engine, state: TableState, action: TableAction
                 ) -> tuple[TableObject | None, list[Reason]]:
        actor = action.actor or ""
        name = engine.game.name(actor)
        item = table_object(engine, action.item)
        if item is None:
            if action.item is None:
                return None, [Reason("d20.object.needs_item", {}, RULE)]
            return None, [Reason("d20.object.unknown", {"item": action.item[:60]}, RULE)]
        if item.free_use is None:
            return None, [Reason("d20.free.not_free", {"item": item.name}, RULE)]
        if isinstance(state, D20State) and item.id in state.used_objects:
            return None, [Reason("d20.free.used", {"item": item.name}, RULE)]
        side = engine.game.side_of(actor)
        if not any(u.value == side for u in item.users):
            return None, [Reason(f"d20.free.not_theirs.{item.free_use.value}",
                                 {"figure": name, "item": item.name}, RULE)]
        if not at_object(engine, state, actor, item):
            return None, [Reason("d20.object.not_at", {"figure": name, "item": item.name}, RULE)]
        return item, []

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        _item, reasons = self._reasons(engine, state, action)
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        item, _reasons = self._reasons(engine, state, action)
        assert item is not None and item.free_use is not None and isinstance(state, D20State)
        after = replace(state, used_objects=(*state.used_objects, item.id))
        done = item.objective is not None and item.objective not in after.completed
        if done:
            after = replace(after, completed=(*after.completed, item.objective))
        params = {"figure": engine.game.name(action.actor or ""), "item": item.name}
        result = {"item": item.id, "use": item.free_use.value,
                  "objective": item.objective if done else None}
        return after, TableStep(f"d20.step.use_{item.free_use.value}", params, (RULE,),
                                action.actor, result)
