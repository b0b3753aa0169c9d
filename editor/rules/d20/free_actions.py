"""« 3.4. Les Actions Libres » on the table: ``use_object``, a free action during the movement.

« Ouvrir une porte dont on possède le code ou la clé, transférer des données sur un ordinateur
qui appartient à sa faction, ou modifier une clé d'activation d'auto-destruction d'une base
appartenant au Défenseur (et si l'intervenant est lui-même un Défenseur) est une Action Libre
[...]. L'Action Libre se fait donc sans interruption, elle se déroule pendant la Phase de
Mouvement. »

Who may use an object is the object's data (``TableObject.users``, the sides of its faction; a
self-destruct key lists the Defender's side), and who may open a door the door's
(``TerrainPiece.keys``, the sides that hold its code or key): the app does not guess a faction
or a Defender. A door opened stays open (``TableState.opened_doors``): moves and sight lines go
through it from then on (``TableGame.terrain_at``). In its side's movement phase a figure at
the object (its base within ``REACH_MM`` of the object's edge or the door's outline) uses it
once: the object is marked used (``D20State.used_objects``) and the objective it stands for, if
any, is completed, which the mission's conditions see. It uses neither the figure's move nor
its action (« sans interruption »): the figure may use it before or after its move. No dice.
Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.d20.carry import at_door, at_object, door_open, door_piece, table_object
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import TableState

if TYPE_CHECKING:
    from editor.model.table import TableObject, TerrainPiece
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

    def doors(self, engine: D20Engine, state: TableState, actor: str) -> list[TerrainPiece]:
        """The closed doors this figure holds the code or key of, at its base now."""
        side = engine.game.side_of(actor)
        return [p for p in engine.game.table.terrain
                if p.door is not None and not door_open(state, p)
                and any(k.value == side for k in p.keys) and at_door(engine, state, actor, p)]

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        if not self.usable(engine, state, actor) and not self.doors(engine, state, actor):
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

    def _door_reasons(self, engine: D20Engine, state: TableState, action: TableAction,
                      door: TerrainPiece) -> list[Reason]:
        """« Ouvrir une porte dont on possède le code ou la clé »."""
        actor = action.actor or ""
        name = engine.game.name(actor)
        if door_open(state, door):
            return [Reason("d20.free.door_open", {"item": door.name}, RULE)]
        side = engine.game.side_of(actor)
        if not any(k.value == side for k in door.keys):
            return [Reason("d20.free.no_key", {"figure": name, "item": door.name}, RULE)]
        if not at_door(engine, state, actor, door):
            return [Reason("d20.object.not_at", {"figure": name, "item": door.name}, RULE)]
        return []

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        door = door_piece(engine, action.item)
        if door is not None:
            reasons = self._door_reasons(engine, state, action, door)
        else:
            _item, reasons = self._reasons(engine, state, action)
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        door = door_piece(engine, action.item)
        if door is not None:
            assert isinstance(state, D20State)
            after = state.with_door_open(door.id)
            params = {"figure": engine.game.name(action.actor or ""), "item": door.name}
            return after, TableStep("d20.step.open_door", params, (RULE,), action.actor,
                                    {"item": door.id, "use": "door"})
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
