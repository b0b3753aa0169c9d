"""The engine proposes and only accepted steps change the state; headless play is
deterministic; Hypothesis properties on the zone sample."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.board.paths import shortest_paths
from editor.messages import catalogue
from editor.model.board import BorderKind
from editor.solo.context import Context
from editor.solo.engine import SoloEngine
from editor.solo.runner import play_new_game
from editor.solo.setup import new_game
from editor.solo.state import state_hash
from editor.store.portable import read_scenario

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def night_market():
    return read_scenario(ROOT / "scenarios" / "night-market")[0]


def test_proposing_does_not_change_the_state() -> None:
    scenario = night_market()
    engine = SoloEngine(scenario, new_game(scenario, 3))
    engine.start_turn()
    before = engine.state
    step = engine.propose()
    assert step is not None and engine.state == before and engine.propose() is step
    engine.accept(step)
    assert engine.state == step.after != before


def test_every_step_key_is_in_the_catalogue_in_both_languages() -> None:
    keys = catalogue()
    trace = play_new_game(night_market(), 5, 10)
    for step in trace.steps:
        for key in (step.key, *(n.key for n in step.notes)):
            assert set(keys[key]) == {"en", "fr"}, key
        assert "{" not in step.text("fr") and "{" not in step.text("en"), step.text("en")


@settings(max_examples=15)
@given(st.integers(0, 10**6))
def test_same_seed_same_trace_and_invariants(seed: int) -> None:
    scenario = night_market()
    ctx = Context.of(scenario)
    first = play_new_game(scenario, seed, 3)
    second = play_new_game(scenario, seed, 3)
    assert [s.to_dict("en") for s in first.steps] == [s.to_dict("en") for s in second.steps]
    assert state_hash(first.state) == state_hash(second.state)
    falls = {(b.a, b.b) for b in ctx.board.borders if b.kind is BorderKind.FALL_ONLY}
    for step in first.steps:
        assert step.after.villain_reserve >= 0 and step.after.villain_spent >= 0
        if step.kind == "activation" and step.path:
            assert not falls & set(zip(step.path, step.path[1:]))


@settings(max_examples=10)
@given(st.integers(0, 10**6))
def test_moves_and_targets_are_legal(seed: int) -> None:
    scenario = night_market()
    ctx = Context.of(scenario)
    engine = SoloEngine(scenario, new_game(scenario, seed))
    for _ in range(3):
        engine.start_turn()
        while (step := engine.propose()) is not None:
            if step.kind == "activation" and len(step.path) > 1:
                before = engine.state
                mover = ctx.mover(step.actor)
                costs = shortest_paths(ctx.board, mover, ctx.occupancy(before, step.actor),
                                       ctx.options, step.path[0]).costs
                budget = ctx.profile(step.actor).movement + 1
                assert costs[step.path[-1]] <= budget
            if step.kind == "attack":
                attacker = step.after.figure(step.actor).zone
                target = engine.state.figure(step.target).zone
                if step.params["attack"] == "melee":
                    assert attacker == target
                else:
                    assert ctx.los.sees(attacker, target)
            engine.accept(step, step.heuristic)


def test_ten_turns_of_the_sample_in_both_languages() -> None:
    trace = play_new_game(night_market(), 11, 10)
    assert trace.steps and all(s.text("fr") != s.text("en") for s in trace.steps
                               if s.kind in ("activation", "tile"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_two_processes_print_the_same_bytes(lang: str) -> None:
    path = str(ROOT / "scenarios" / "night-market")
    argv = [sys.executable, "-m", "editor.cli", "solo", path, "--seed", "4", "--turns", "3",
            "--json", "--lang", lang]
    runs = [subprocess.run(argv, capture_output=True, check=True, cwd=ROOT).stdout
            for _ in range(2)]
    assert runs[0] == runs[1]
    data = json.loads(runs[0])
    assert data["seed"] == 4 and data["final_state_hash"] and data["steps"][0]["rule_ids"]
