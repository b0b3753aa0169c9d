"""The players' override of a figure's remaining actions: ``set_actions``.

« Actions de base » gives no number of actions per turn (``EisdrachenOptions.actions_per_turn``
settles it), and the text « peut être complétées d'actions faites-maison »: the players, as the
referee, may always say how many actions a figure still has this turn — a house rule, a
forgotten vengeance, a figure the table agrees should wait. ``set_actions`` with ``count`` gives
the figure exactly that many actions left in this turn, whatever it used and whatever limits it
(a wolf trap included): the status ``actions_set``, its value the total the figure may use this
turn, gone as the next turn starts. It is taken in either side's turn, uses no action and is
taken back like any action. No dice. Pure core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.rules.eisdrachen.rules import ACTIONS_SET
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import Status, TableState

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "Actions de base"
MOST = 20
"""The most actions left the players may give (far above any turn of the text)."""


class SetActionsRule(ActionRule):
    name = "set_actions"
    title_key = "eisdrachen.action.set_actions"
    rule = RULE
    phases = ("actions",)
    needs = ("count",)
    counts = False
    any_side = True
    """Taken in either side's turn (``EisdrachenEngine.shared_reasons``)."""

    def default_count(self, engine: EisdrachenEngine, state: TableState, actor: str | None
                      ) -> int:
        """The actions the figure has left now: the players start from there."""
        figure = state.figure(actor or "")
        if figure is None:
            return 0
        players = figure.status(ACTIONS_SET)
        allowed = players.value if players is not None else engine.actions_allowed(figure)
        return max(0, min(MOST, allowed - engine.used_count(figure)))

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        if action.count is None:
            return Evaluation(action, False, (Reason("eisdrachen.set_actions_count",
                                                     {"most": MOST}, RULE),))
        if not 0 <= action.count <= MOST:
            return Evaluation(action, False, (Reason("eisdrachen.set_actions_count",
                                                     {"most": MOST}, RULE),))
        return Evaluation(action, True)

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None and action.count is not None
        total = engine.used_count(figure) + action.count
        after = state.with_figure(figure.with_status(Status(ACTIONS_SET, total, 1)))
        params = {"figure": engine.game.name(actor), "count": action.count}
        return after, TableStep("eisdrachen.step.set_actions", params, (RULE,), actor,
                                {"left": action.count})
