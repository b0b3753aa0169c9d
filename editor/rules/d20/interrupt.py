"""The fire of a figure ready to fire, in the opponent's movement phase: ``interrupt_fire``.

« position prêt à tirer : [...] Il pourra alors tirer pendant la phase de mouvement de
l'adversaire si une figurine ennemie passe à sa portée [...]. Cependant, il ne peut tirer que sur
la première cible entrant dans sa ligne de mire. » (« Types de déplacement des UC »). The target
is the first enemy a move brought within range and sight (``editor.rules.d20.modes.spot``),
and only it; the shot is a shot of « 3.2. Les Tirs » with its modifiers, legal as a shot is
(arc, range, sight). It is taken while the other side plays (``out_of_turn``), uses none of the
figure's actions and ends its waiting: it fires once. Pure core.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.d20.modes import MODES_RULE, READY, ready_target
from editor.rules.d20.shooting import ShootRule, damage_step
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Reason, TableStep
from editor.rules.table_game.state import TableState

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine


class InterruptFire(ShootRule):
    name = "interrupt_fire"
    title_key = "d20.action.interrupt_fire"
    rule = MODES_RULE
    phases = ("movement",)
    counts = False
    out_of_turn = True

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        figure = state.figure(actor)
        name = engine.game.name(actor)
        if figure is None or figure.status(READY) is None:
            return [Reason("d20.interrupt.not_ready", {"figure": name}, MODES_RULE)]
        target = ready_target(state, actor)
        if target is None or engine.game.view(state, target) is None:
            return [Reason("d20.interrupt.no_target", {"figure": name}, MODES_RULE)]
        return super().now(engine, state, actor)

    def _refusals(self, engine: D20Engine, state: TableState, action: TableAction
                  ) -> Iterator[Reason]:
        reasons = self.now(engine, state, action.actor or "")
        if reasons:
            yield from reasons
            return
        first = ready_target(state, action.actor or "")
        if action.target is not None and action.target != first:
            yield Reason("d20.interrupt.first_only",
                         {"figure": engine.game.name(action.actor or ""),
                          "target": engine.game.name(first or "")}, MODES_RULE)
            return
        yield from super()._refusals(engine, state, action)

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        attack, defence, _modifiers = self.terms(engine, state, action)
        after, step = damage_step(engine, state, action, attack, defence, dice[0],
                                  "d20.step.interrupt_fire", MODES_RULE)
        shooter = after.figure(action.actor or "")
        assert shooter is not None
        after = after.with_figure(shooter.with_status(None, READY))
        if isinstance(after, D20State):
            after = replace(after, spotted=tuple(s for s in after.spotted
                                                 if s[0] != shooter.id))
        return after, step
