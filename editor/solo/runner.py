"""Headless play (the ``solo`` command, golden cases, replay): villain turns with no one to ask.

Heroes hold still and do not defend, the app rolls, and a golden-rule question (SOLO-GR-1) takes
the heuristic's answer; the trace records that answer as a step of its own so the log says the
heuristic decided. Play stops early when the mission ends.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.model.scenario import Scenario
from editor.solo.context import Context
from editor.solo.engine import SoloEngine
from editor.solo.setup import new_game
from editor.solo.state import GameState
from editor.solo.steps import Step

STEP_LIMIT = 10_000
"""A turn never needs this many steps; the limit only guards against a broken scenario."""


@dataclass(frozen=True)
class Trace:
    steps: tuple[Step, ...]
    state: GameState
    path_queries: int


def play_turns(scenario: Scenario, state: GameState, turns: int,
               ctx: Context | None = None) -> Trace:
    engine = SoloEngine(scenario, state, ctx)
    steps: list[Step] = []
    for _ in range(turns):
        if engine.state.ended is not None:
            break
        engine.start_turn()
        while (step := engine.propose()) is not None and len(steps) < STEP_LIMIT:
            steps.append(step)
            if step.is_question:
                engine.accept(step, step.heuristic)
                steps.append(Step("answer", "solo.golden.headless",
                                  {"figure": step.actor, "zone": step.heuristic},
                                  ("SOLO-GR-1",), engine.state, actor=step.actor))
            else:
                engine.accept(step)
    return Trace(tuple(steps), engine.state, engine.ctx.path_queries)


def play_new_game(scenario: Scenario, seed: int, turns: int) -> Trace:
    return play_turns(scenario, new_game(scenario, seed), turns)
