"""Game state: new game from a scenario, codec round trip, stable hash, end conditions."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from editor.solo.end import mission_end
from editor.solo.setup import new_game
from editor.solo.state import from_json, state_hash, to_json
from editor.store.portable import read_scenario

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = read_scenario(ROOT / "scenarios" / "night-market")[0]


def test_new_game_shuffles_the_deck_from_the_seed() -> None:
    first, again, other = new_game(SAMPLE, 1), new_game(SAMPLE, 1), new_game(SAMPLE, 2)
    assert first == again and first.draw_pile != other.draw_pile
    assert sorted(first.draw_pile) == sorted(c.id for c in SAMPLE.deck.cards)
    assert first.villain_reserve == SAMPLE.mission.villain_energy_start


def test_codec_round_trip_and_hash() -> None:
    state = new_game(SAMPLE, 9)
    assert from_json(to_json(state)) == state
    assert state_hash(from_json(to_json(state))) == state_hash(state)


def test_hash_is_the_same_in_another_process() -> None:
    code = ("from editor.store.portable import read_scenario; from editor.solo.setup import "
            "new_game; from editor.solo.state import state_hash; "
            "print(state_hash(new_game(read_scenario('scenarios/night-market')[0], 9)))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout.strip()
    assert out == state_hash(new_game(SAMPLE, 9))


def test_end_conditions() -> None:
    state = new_game(SAMPLE, 1)
    assert mission_end(SAMPLE, state) is None
    late = replace(state, turn=SAMPLE.mission.turn_limit + 1)
    assert mission_end(SAMPLE, late)[0] == "defeat"
    ledger = replace(state.objective("ledger"), completed=1)
    assert mission_end(SAMPLE, state.with_objective(ledger))[0] == "victory"
