"""« 9) Prise de position » on the table: ``dig_in``.

« Le soldat prend sa pelle et se creuse un petit trou peinard pour être protéger des tirs
ennemis. Quiconque lui tire dessus divise son nombre de tir par 2. Cela ne change rien pour
tout le reste. »: the figure gains the status ``dug_in``; every shot at it (« 3) Tir », and the
sniper's « 7) ») rolls half its attacks, an odd number rounded by
``EisdrachenOptions.dug_in_rounding`` (default down); a melee, a grenade and everything else
are unchanged. The hole is where the figure dug it: the status lasts until the figure leaves
that spot (a move, a climb, a jump: ``leave_holes``, which the engine runs after every
action).
Digging twice in the same hole is refused. No dice. Pure core.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from editor.rules.eisdrachen.odds import Attack, attack_count
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Modifier, Reason, TableStep
from editor.rules.table_game.state import Status, TableState

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "9) Prise de position"
DUG_IN = "dug_in"
"""The status of a figure in its hole."""


class DigInRule(ActionRule):
    name = "dig_in"
    title_key = "eisdrachen.action.dig_in"
    rule = RULE
    phases = ("actions",)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        figure = state.figure(actor)
        if figure is not None and figure.status(DUG_IN) is not None:
            return [Reason("eisdrachen.already_dug_in", {"figure": engine.game.name(actor)},
                           RULE)]
        return []

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self.now(engine, state, action.actor or "")
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None
        after = state.with_figure(figure.with_status(Status(DUG_IN)))
        return after, TableStep("eisdrachen.step.dig_in", {"figure": engine.game.name(actor)},
                                (RULE,), actor, {"position": list(figure.position or ())})


def dug_in_modifier(engine: EisdrachenEngine, attack: Attack, target: str) -> Modifier:
    """What the hole takes off a shot at ``target``: the attacks no longer rolled."""
    rolled = attack_count(attack, engine.eis)
    whole = attack_count(Attack(attack.attacks, attack.force, attack.attacker_i, attack.target_i,
                                attacks_doubled=attack.attacks_doubled), engine.eis)
    return Modifier("eisdrachen.modifier.dug_in", rolled - whole, RULE,
                    {"figure": engine.game.name(target), "shots": rolled, "attacks": whole})


def leave_holes(engine: EisdrachenEngine, before: TableState, action: TableAction,
                after: TableState) -> TableState:
    """``after`` without the hole of every figure that left the spot where it dug it."""
    for figure in after.figures:
        if figure.status(DUG_IN) is None:
            continue
        then = before.figure(figure.id)
        if then is None or figure.position is None or then.position != figure.position:
            after = after.with_figure(figure.with_status(None, DUG_IN))
    return after
