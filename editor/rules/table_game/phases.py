"""Ending a phase: what a side does when it has played (``end_phase``).

The side to play passes to the next part of the turn (``editor.rules.table_game.turns``): the
next phase of the same side, or the next side; after the last part the next turn starts, every
figure's actions are forgotten and its statuses count down. Ending a phase uses no figure's
action and needs no dice. Pure core.
"""

from __future__ import annotations

from dataclasses import replace

from editor.rules.table_game.action_rule import ActionRule, Dice, EngineView
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, TableStep
from editor.rules.table_game.state import TableState
from editor.rules.table_game.texts import phase_text, side_text
from editor.rules.table_game.turns import TurnPlan, start_turn


class EndPhase(ActionRule):
    name = "end_phase"
    title_key = "table_game.action.end_phase"
    has_actor = False
    counts = False

    def __init__(self, rule: str, phases: tuple[str, ...]):
        self.rule = rule
        self.phases = phases

    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        return Evaluation(action, True)

    def plan(self, engine: EngineView, state: TableState) -> TurnPlan:
        """The order of the turn's parts: the engine's; a rule system whose start of the game
        chooses who begins reads it from the state."""
        return engine.plan

    def resolve(
        self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
    ) -> tuple[TableState, TableStep]:
        turn, side, phase = self.plan(engine, state).next_part(state)
        after = replace(state, turn=turn, side=side, phase=phase)
        if turn != state.turn:
            after = start_turn(after)
        params = {"side": side_text(state.side), "phase": phase_text(state.phase),
                  "next_side": side_text(side), "next_phase": phase_text(phase), "turn": turn}
        step = TableStep("table_game.step.end_phase", params, (self.rule,), None,
                         {"turn": turn, "side": side, "phase": phase})
        return after, step
