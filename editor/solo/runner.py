"""Headless play (the ``solo`` command, golden cases, replay): villain turns with no one to ask.

Heroes hold still and do not defend, the app rolls, and a golden-rule question (SOLO-GR-1) takes
the heuristic's answer; the trace records that answer as a step of its own so the log says the
heuristic decided. Play stops early when the mission ends. A golden case may type the dice of
the AI's rolls (``typed``: asked for each rolling task, as the play window asks the player).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from editor.model.scenario import Scenario
from editor.solo.combat import TypedRoll
from editor.solo.context import Context
from editor.solo.engine import ROLL_HANDLERS, SoloEngine
from editor.solo.setup import new_game
from editor.solo.state import GameState, Task
from editor.solo.steps import Step

TypedDice = Callable[[Context, GameState, Task], TypedRoll | None]
"""Physical dice for a rolling task (the state without that task), or None to let the app roll."""
HEADLESS = {"solo.golden.question": "solo.golden.headless",
            "solo.golden.token_question": "solo.golden.token_headless"}
"""The message logging the heuristic's answer to each kind of golden-rule question."""
STEP_LIMIT = 10_000
"""A turn never needs this many steps; the limit only guards against a broken scenario."""


@dataclass(frozen=True)
class Trace:
    steps: tuple[Step, ...]
    state: GameState
    path_queries: int


def play_turns(scenario: Scenario, state: GameState, turns: int,
               ctx: Context | None = None, typed: TypedDice | None = None) -> Trace:
    """``turns`` villain turns; a state whose agenda is not empty finishes that agenda first
    (a golden case starts a reinforcement or a roll that way)."""
    engine = SoloEngine(scenario, state, ctx)
    steps: list[Step] = []
    for _ in range(turns):
        if engine.state.ended is not None:
            break
        engine.start_turn()
        while (step := _propose(engine, typed)) is not None and len(steps) < STEP_LIMIT:
            steps.append(step)
            if step.is_question:
                engine.accept(step, step.heuristic)
                steps.append(headless_answer(step, engine.state))
            else:
                engine.accept(step)
    return Trace(tuple(steps), engine.state, engine.ctx.path_queries)


def headless_answer(question: Step, state: GameState) -> Step:
    """The step logging the heuristic's answer to a golden-rule question (SOLO-GR-1): what the
    question placed (a figure, a token) and the zone, under the question's ``headless`` key."""
    params = {k: v for k, v in question.params.items() if k not in ("choices", "heuristic")}
    return Step("answer", HEADLESS[question.key], {**params, "zone": question.heuristic},
                ("SOLO-GR-1",), state, actor=question.actor)


def _propose(engine: SoloEngine, typed: TypedDice | None) -> Step | None:
    pending = engine.state.pending
    if typed is None or not pending or pending[0].kind not in ROLL_HANDLERS:
        return engine.propose()
    rest = replace(engine.state, pending=pending[1:])
    dice = typed(engine.ctx, rest, pending[0])
    return engine.propose(dice) if dice is not None else engine.propose()


def play_new_game(scenario: Scenario, seed: int, turns: int) -> Trace:
    return play_turns(scenario, new_game(scenario, seed), turns)
