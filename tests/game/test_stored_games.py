"""Saved games and game logs written before the game package was reorganised still load,
replay and are written again byte for byte.

``tests/data/game-v1.json`` is the library document of a hard-mode game of night-market (seed 7)
saved in the heroes' turn 2, after a villains' turn that mixed app rolls and typed dice and a
hero attack with typed defence dice; ``tests/data/game-v1-log.md`` is the log exported from the
same game. Both were written by the play document of commit ba8c68a and must never be
regenerated: they are the formats as released. The game was played before heroes defended in
the app, so it replays with the rules of play it was written with (no hero's defence step).

The log's record (its fenced ``json`` block) is written again byte for byte; its readable lines
are written in today's words (plural forms, each rule's own citation, names for ids), one line
per step as before.
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
    again = (tmp_path / "again.md").read_text(encoding="utf-8")
    stored = (DATA / "game-v1-log.md").read_text(encoding="utf-8")
    assert again[again.rindex("```json"):] == stored[stored.rindex("```json"):]
    assert again.splitlines()[:3] == stored.splitlines()[:3]
    lines = [line for line in again.splitlines() if line.startswith("- ")]
    assert len(lines) == len([line for line in stored.splitlines() if line.startswith("- ")])
    assert "1 success against armour 2" in again and "crossbow-1" not in again
