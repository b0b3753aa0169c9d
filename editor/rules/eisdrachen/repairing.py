"""« 13) Réparer/Saboter » on the table: ``repair`` and ``sabotage``.

« Permet de rendre utilisable/inutilisable le matos abandonné sur le champ de bataille. »: a
figure whose base is in contact with a piece of equipment (``editor.rules.eisdrachen
.equipment``) makes it work again (``repair``: it was out of order, as authored or sabotaged)
or puts it out of order (``sabotage``: it worked); the state keeps it for the rest of the game
(``TableState.equipment``), and « 10) Utiliser » reads it. « On peut saboter des portes pour les
ouvrir »: a sabotage also opens a closed door in contact, for the rest of the game
(``TableState.opened_doors``: moves and sight lines pass it). The text gives no roll: it always
succeeds. The piece is the one the action names (``target``: the piece's id), else the first in
contact that the action changes, in the order of the table. No dice. Pure core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from editor.rules.eisdrachen.equipment import (
    REPAIR_RULE,
    chosen,
    doors_within_reach,
    usable,
    within_reach,
)
from editor.rules.eisdrachen.hiding import attack_reasons
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import TableState

if TYPE_CHECKING:
    from editor.model.table import TerrainPiece
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = REPAIR_RULE


class RepairRule(ActionRule):
    """``repair``; ``SabotageRule`` is the same with the usable state the other way round."""

    name = "repair"
    title_key = "eisdrachen.action.repair"
    rule = RULE
    phases = ("actions",)
    makes_usable: ClassVar[bool] = True
    """What the action leaves the equipment: working (repair) or out of order (sabotage)."""

    def _candidates(self, engine: EisdrachenEngine, state: TableState, actor: str
                    ) -> list[TerrainPiece]:
        return [p for p in self._in_reach(engine, state, actor)
                if p.equipment is None or usable(state, p) != self.makes_usable]

    def _in_reach(self, engine: EisdrachenEngine, state: TableState, actor: str
                  ) -> list[TerrainPiece]:
        """The pieces the action may change: equipment (and, for a sabotage, closed doors)."""
        return within_reach(engine, state, actor)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        hidden = attack_reasons(state, engine, actor, None)
        if hidden:
            return hidden
        name = engine.game.name(actor)
        pieces = self._in_reach(engine, state, actor)
        if not pieces:
            return [Reason("eisdrachen.no_equipment", {"figure": name}, RULE)]
        if not self._candidates(engine, state, actor):
            key = "eisdrachen.equipment_works" if self.makes_usable else (
                "eisdrachen.equipment_broken")
            return [Reason(key, {"figure": name, "equipment": pieces[0].name}, RULE)]
        return []

    def _piece(self, engine: EisdrachenEngine, state: TableState, action: TableAction
               ) -> TerrainPiece | None:
        actor = action.actor or ""
        if action.target is None:
            return chosen(self._candidates(engine, state, actor), None)
        return chosen(self._in_reach(engine, state, actor), action.target)

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        actor = action.actor or ""
        reasons = self.now(engine, state, actor)
        if not reasons:
            piece = self._piece(engine, state, action)
            name = engine.game.name(actor)
            if piece is None:
                reasons = [Reason("eisdrachen.equipment_not_in_contact",
                                  {"figure": name, "equipment": (action.target or "")[:60]},
                                  RULE)]
            elif piece.equipment is not None and usable(state, piece) == self.makes_usable:
                key = "eisdrachen.equipment_works" if self.makes_usable else (
                    "eisdrachen.equipment_broken")
                reasons = [Reason(key, {"figure": name, "equipment": piece.name}, RULE)]
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        piece = self._piece(engine, state, action)
        assert piece is not None
        params = {"figure": engine.game.name(action.actor or ""), "equipment": piece.name}
        if piece.equipment is None:  # a door, sabotaged open
            return state.with_door_open(piece.id), TableStep(
                "eisdrachen.step.sabotage_door", params, (RULE,), action.actor,
                {"door": piece.id, "opened": True})
        after = state.with_usable(piece.id, self.makes_usable)
        return after, TableStep(f"eisdrachen.step.{self.name}", params, (RULE,), action.actor,
                                {"equipment": piece.id, "usable": self.makes_usable})


class SabotageRule(RepairRule):
    name = "sabotage"
    title_key = "eisdrachen.action.sabotage"
    makes_usable = False

    def _in_reach(self, engine: EisdrachenEngine, state: TableState, actor: str
                  ) -> list[TerrainPiece]:
        return [*within_reach(engine, state, actor), *doors_within_reach(engine, state, actor)]
