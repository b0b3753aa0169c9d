"""The villain-turn engine: it proposes one step at a time and changes the state only when the
caller accepts (STYLE point 4: the AI proposes with reasons; accepted proposals change the game).

The state's ``pending`` agenda says what comes next (upkeep, draw, a tile, a character, an
attack…); ``propose`` runs the handler of the first task on the current state, which is pure,
and ``accept`` installs the state the step carries. A golden-rule question (SOLO-GR-1) is
accepted with one of its choices. Proposals are cached until accepted, so asking twice costs
nothing and returns the same step.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from editor.model.scenario import Scenario
from editor.solo import combat, events, hero_defence, placement, recovery, turn
from editor.solo.combat import TypedRoll
from editor.solo.context import Context
from editor.solo.state import GameState, Task
from editor.solo.steps import Step

Handler = Callable[[Context, GameState, Task], Step]
HANDLERS: dict[str, Handler] = {
    "upkeep": turn.upkeep,
    "draw": turn.draw,
    "tile": turn.tile,
    "slot": turn.tile,
    "character": turn.character,
    "attack": combat.attack_step,
    "check": combat.check_step,
    "event": events.event,
    "reinforce": events.reinforce,
    "place": placement.place_token,
    "end_turn": turn.end_turn,
    "hero_defence": hero_defence.hero_defence_step,
    "recovery": recovery.recovery_step,
}
ROLL_HANDLERS = {
    "attack": combat.attack_step,
    "check": combat.check_step,
    "hero_defence": hero_defence.hero_defence_step,
}
"""The steps that roll dice, which accept the player's physical dice instead (a hero's
defence proposed without a guard: its automatic defence dice)."""


class SoloEngine:
    def __init__(self, scenario: Scenario, state: GameState, ctx: Context | None = None):
        self.ctx = ctx or Context.of(scenario)
        self.state = state
        self._proposal: Step | None = None

    def start_turn(self) -> None:
        """Queue a villains' turn: upkeep (and the card draw), the activations, the end."""
        if self.state.ended is None and not self.state.pending:
            self.state = replace(self.state, pending=(Task("upkeep"), Task("end_turn")))
            self._proposal = None

    def propose(self, typed: TypedRoll | None = None) -> Step | None:
        """The next step, or None when the turn is over (nothing pending). With ``typed``
        (physical dice for a roll step: an attack or a check) the step is rebuilt with those
        dice and becomes the proposal to accept."""
        if not self.state.pending:
            return None
        task, rest = self.state.pending[0], self.state.pending[1:]
        if typed is not None:
            if task.kind not in ROLL_HANDLERS:
                raise ValueError(f"a {task.kind!r} step rolls no dice")
            self._proposal = ROLL_HANDLERS[task.kind](
                self.ctx, replace(self.state, pending=rest), task, typed=typed)
        elif self._proposal is None:
            self._proposal = HANDLERS[task.kind](self.ctx, replace(self.state, pending=rest),
                                                 task)
        return self._proposal

    def restore(self, state: GameState) -> None:
        """Put back an earlier state (taking back): proposals are pure, so they follow."""
        self.state = state
        self._proposal = None

    def accept(self, step: Step, choice: str | None = None) -> GameState:
        """Apply the proposed ``step`` (a question needs one of its ``choices``)."""
        if step is not self._proposal:
            raise ValueError("only the current proposal can be accepted")
        if step.is_question:
            if choice not in step.choices or step.answer is None:
                raise ValueError(f"{choice!r} is not one of {step.choices}")
            self.state = step.answer(choice)
        else:
            self.state = step.after
        self._proposal = None
        return self.state

    def defence(self, figure_id: str, attack_power: int) -> Step:
        """SOLO-DR-2 for the heroes' turn: the villain's defence decision (not cached)."""
        return combat.defence_step(self.ctx, self.state, figure_id, attack_power)
