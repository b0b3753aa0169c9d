"""Saved games in the library: listed by summary, written and read back whole, deleted."""

from __future__ import annotations

import pytest

from editor.game.summary import GameSummary
from editor.messages import SkirmishError
from editor.store.library import Library


def test_games_round_trip_and_listing_order(tmp_path):
    with Library.open(tmp_path / "library.sqlite") as library:
        assert library.games() == []
        first = GameSummary("g1", "night-market", "2026-11-29T10:00:00Z", "2026-11-29T10:05:00Z", 7, 2)
        second = GameSummary("g2", "depot-raid", "2026-11-29T11:00:00Z", "2026-11-29T11:01:00Z", 3)
        library.save_game(first, {"state": {"turn": 2}, "steps": [1, 2]})
        library.save_game(second, {"state": {}})
        assert library.games() == [second, first]
        assert library.load_game("g1") == (first, {"state": {"turn": 2}, "steps": [1, 2]})
        ended = GameSummary("g1", "night-market", first.started, "2026-11-29T12:00:00Z", 7, 5,
                            "game.end.victory")
        library.save_game(ended, {"state": {"turn": 5}})
        assert library.games()[0] == ended
        library.delete_game("g2")
        assert [g.id for g in library.games()] == ["g1"]
        with pytest.raises(SkirmishError) as info:
            library.load_game("g2")
        assert info.value.message.key == "library.no_such_game"


def test_games_survive_reopening_read_only(tmp_path):
    path = tmp_path / "library.sqlite"
    summary = GameSummary("g", "night-market", "2026-11-29T10:00:00Z", "2026-11-29T10:00:00Z", 1)
    with Library.open(path) as library:
        library.save_game(summary, {"log": ["a"]})
    with Library.open(path, read_only=True) as library:
        assert library.load_game("g") == (summary, {"log": ["a"]})
        with pytest.raises(SkirmishError):
            library.save_game(summary, {})
