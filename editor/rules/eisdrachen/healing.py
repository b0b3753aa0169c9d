"""« 11) Soigner » on the table: ``heal``.

« La figurine portant un médipac peut se soigner ou soigner un perso avec lequel elle est en
contact. 1PV est récupéré. »: a figure whose profile carries a medipack
(``EisdrachenProfile.medipack``, data the author enters) gives back one PV lost to itself or to
a figure of its side whose base touches its own (``editor.table.measure.touching``). The target
is a friend (``friend``: the figure itself included); a figure that has lost nothing cannot be
healed (never above its profile's PV). No dice. Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import TableState
from editor.table.measure import touching

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "11) Soigner"


class HealRule(ActionRule):
    name = "heal"
    title_key = "eisdrachen.action.heal"
    rule = RULE
    phases = ("actions",)
    needs = ("friend",)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        if not engine.profile(actor).medipack:
            return [Reason("eisdrachen.no_medipack", {"figure": engine.game.name(actor)}, RULE)]
        return []

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        return Evaluation(action, not reasons, tuple(reasons))

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game, actor = engine.game, action.actor or ""
        lacking = self.now(engine, state, actor)
        if lacking:
            return lacking
        target = action.target or actor
        me, other = game.view(state, actor), game.view(state, target)
        assert me is not None
        if other is None:
            return [Reason("table_game.no_target", {"figure": target[:60]}, RULE)]
        if other.side != me.side:
            return [Reason("eisdrachen.heal_enemy", {"figure": game.name(target)}, RULE)]
        if other.id != me.id and not touching(me, other):
            return [Reason("eisdrachen.heal_not_in_contact", {"figure": game.name(target)},
                           RULE)]
        figure = state.figure(target)
        if figure is None or figure.lost <= 0:
            return [Reason("eisdrachen.heal_unhurt", {"figure": game.name(target)}, RULE)]
        return []

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        target = action.target or actor
        figure = state.figure(target)
        assert figure is not None
        after = state.with_figure(replace(figure, lost=figure.lost - 1))
        params = {"figure": engine.game.name(actor), "target": engine.game.name(target)}
        return after, TableStep("eisdrachen.step.heal", params, (RULE,), actor,
                                {"target": target, "healed": 1})
