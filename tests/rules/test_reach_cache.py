"""The movement ranges a free-table game keeps (``editor.rules.table_game.reach_cache``): the
most recently used first, shared by the play window's engine and its overlay worker's, safe
from two threads, and the figures the window prepares after each action."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest

from editor.game.document import GameDocument
from editor.resources import SAMPLES_DIR
from editor.rules.table_game.reach_cache import ReachCache
from editor.store.portable import read_scenario


def test_the_least_recently_used_goes_first():
    cache = ReachCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recently used
    cache.put("c", 3)
    assert "b" not in cache and cache.get("a") == 1 and cache.get("c") == 3
    assert len(cache) == 2
    cache.clear()
    assert len(cache) == 0 and cache.get("a") is None


def test_a_cache_holds_at_least_one_range():
    with pytest.raises(ValueError):
        ReachCache(0)


def test_two_threads_share_a_cache_and_it_stays_bounded():
    cache = ReachCache(16)
    errors = []

    def work(offset: int) -> None:
        try:
            for i in range(5_000):
                cache.put((offset, i % 40), i)
                cache.get((1 - offset, i % 40))
        except Exception as exc:  # noqa: BLE001 - any error fails the test
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(n,)) for n in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(cache) == 16


@pytest.fixture(scope="module")
def depot_raid() -> GameDocument:
    return GameDocument.new(read_scenario(SAMPLES_DIR / "depot-raid")[0], 1)


def test_an_engine_sharing_the_cache_finds_the_other_engines_range(depot_raid):
    game = depot_raid
    window = game.plugin.new_engine(game.scenario, game.seed, game.setup)
    worker = game.plugin.new_engine(game.scenario, game.seed, game.setup)
    worker.share_reach_cache(window)
    found = worker.movement(game.state, "lise-harrow-1")
    assert found is not None and window.movement(game.state, "lise-harrow-1") is found
    moved = game.state.with_figure(replace(game.state.figure("lise-harrow-1"),
                                           position=(200.0, 780.0)))
    assert window.movement(moved, "lise-harrow-1") is not found  # another state, another range


def test_a_kept_range_holds_no_sums_of_moves_and_still_answers(depot_raid):
    game = depot_raid
    engine = game.plugin.new_engine(game.scenario, game.seed, game.setup)
    found = engine.movement(game.state, "lise-harrow-1")
    assert "_sums" not in found.raster.__dict__
    x, y = game.state.figure("lise-harrow-1").position
    assert found.cost_to((x + 50.0, y)) == pytest.approx(50.0, abs=1.0)


def test_the_figures_to_prepare_are_the_side_to_plays_on_the_table(depot_raid):
    game = depot_raid
    engine = game.engine
    state = game.state
    heroes = {f.id for f in game.scenario.figures if f.side.value == "hero"}
    assert state.side == "hero"
    assert set(engine.figures_to_prepare(state)) == heroes
    assert engine.figures_to_prepare(replace(state, ended="defeat")) == ()
