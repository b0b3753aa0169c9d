"""Saved games and game logs written before the game package was reorganised still load,
replay and are written again byte for byte.

``tests/data/game-v1.json`` is the library document of a hard-mode game of night-market (seed 7)
saved in the heroes' turn 2, after a villains' turn that mixed app rolls and typed dice and a
hero attack with typed defence dice; ``tests/data/game-v1-log.md`` is the log exported from the
same game. Both were written by the play document of commit ba8c68a and must never be
regenerated: they are the formats as released.
"""

from __future__ import annotations

import json
from pathlib import Path

from editor.game.log import export_log, read_log, replay, scenario_hash
from editor.game.saved import game_from_json, game_to_json
from editor.rules.zone_solo.play import Phase
from editor.solo.state import state_hash

DATA = Path(__file__).resolve().parents[1] / "data"


def stored_game():
    document = json.loads((DATA / "game-v1.json").read_text(encoding="utf-8"))
    return document, game_from_json(None, document)


def test_a_saved_game_resumes_where_it_was_and_is_saved_again_unchanged():
    document, game = stored_game()
    assert game.setup.hard_mode and game.seed == 7 and len(game.actions) == 13
    assert game.play.turn == 2 and game.play.phase is Phase.HEROES
    assert game.state.figure("hero-4").zone == "bandstand"
    assert state_hash(game.state) == document["state_hash"]
    assert game_to_json(game) == document


def test_a_game_log_replays_and_is_written_again_byte_for_byte(tmp_path):
    _document, game = stored_game()
    record = read_log(DATA / "game-v1-log.md")
    assert record.mode == "play" and record.setup == {"hard_mode": True} and record.turns == 2
    assert record.scenario_hash == scenario_hash(game.scenario)
    assert state_hash(replay(game.scenario, record)) == record.final_state_hash
    assert record.final_state_hash == state_hash(game.state)
    export_log(game, tmp_path / "again.md", "en")
    assert (tmp_path / "again.md").read_bytes() == (DATA / "game-v1-log.md").read_bytes()
