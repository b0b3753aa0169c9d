"""The forecast against seeded games: the frequencies of real villain turns match its chances.

From one heroes' turn of night-market, each seeded game shuffles the draw pile with its own seed
(the player does not know the order) and plays the villains' turn headless with the app's dice,
the heroes defending as the heroes' panel proposes (no guard). Every cell — each hero attacked,
each count of wounds it takes, each villain activating — must lie within 4 standard errors of
the forecast's exact chance, the bound widened for the number of cells (Šidák: the chance that
one cell of m strays is that of one cell straying 4 standard errors); a cell the forecast calls
impossible or certain must be exactly so. 500 turns in ``make test``, 10,000 under ``make soak``.
"""

from __future__ import annotations

from dataclasses import replace
from statistics import NormalDist

import pytest

from editor.dice.rng import shuffled
from editor.resources import SAMPLES_DIR
from editor.solo.context import Context
from editor.solo.forecast import forecast
from editor.solo.runner import play_turns
from editor.solo.setup import new_game
from editor.store.portable import read_scenario

STRAY = 2 * (1 - NormalDist().cdf(4))
"""The chance that one cell lies more than 4 standard errors off."""


def bound(cells: int) -> float:
    """Standard errors allowed per cell so that the whole table strays with chance STRAY."""
    per_cell = 1 - (1 - STRAY) ** (1 / cells)
    return max(4.0, NormalDist().inv_cdf(1 - per_cell / 2))


def observed(sc, ctx, state, seed: int) -> tuple[set, set, dict]:
    pile, counter = shuffled(seed, 0, state.draw_pile)
    game = replace(state, seed=seed, counter=counter, draw_pile=pile)
    trace = play_turns(sc, game, 1, ctx)
    attacks = {(s.actor, s.target) for s in trace.steps if s.kind == "attack"}
    active = {s.actor for s in trace.steps if s.kind == "activation"}
    wounds = {f.id: f.wounds - state.figure(f.id).wounds for f in trace.state.figures}
    return attacks, active, wounds


def check_against_games(turns: int, first_seed: int, played: int = 0) -> None:
    sc = read_scenario(SAMPLES_DIR / "night-market")[0]
    ctx = Context.of(sc)
    ctx.heroes_defend = True
    state = new_game(sc, 1)
    if played:
        state = play_turns(sc, state, played, ctx).state
    found = forecast(ctx, state)
    assert found.exact
    expected: dict[tuple, float] = {}
    for hero in found.heroes:
        expected[("attacked", hero.id)] = float(hero.attacked)
        for wounds, chance in hero.wounds:
            expected[("wounds", hero.id, wounds)] = float(chance)
    for villain in found.villains:
        expected[("activates", villain.id)] = float(villain.activates)
    counts = dict.fromkeys(expected, 0)
    for seed in range(first_seed, first_seed + turns):
        attacks, active, wounds = observed(sc, ctx, state, seed)
        for hero in found.heroes:
            if any(target == hero.id for _a, target in attacks):
                counts[("attacked", hero.id)] += 1
            key = ("wounds", hero.id, wounds[hero.id])
            assert key in counts, f"seed {seed}: {hero.id} took {wounds[hero.id]} wounds"
            counts[key] += 1
        for villain in active:
            assert ("activates", villain) in counts, f"seed {seed}: {villain} activated"
            counts[("activates", villain)] += 1
    z = bound(len(expected))
    for cell, p in expected.items():
        frequency = counts[cell] / turns
        if p in (0.0, 1.0):
            assert frequency == p, f"{cell}: forecast {p}, games {frequency}"
            continue
        error = (p * (1 - p) / turns) ** 0.5
        assert abs(frequency - p) <= z * error, (
            f"{cell}: forecast {p:.4f}, games {frequency:.4f} ({turns} turns, bound {z:.2f} SE)")


def test_forecast_matches_500_seeded_villain_turns():
    check_against_games(500, first_seed=1000)


@pytest.mark.soak
def test_forecast_matches_10000_seeded_villain_turns():
    check_against_games(10_000, first_seed=50_000)


@pytest.mark.soak
def test_forecast_matches_seeded_turns_later_in_the_game():
    """After two villain turns: a partly drawn deck, wounded heroes, moved villains."""
    check_against_games(10_000, first_seed=90_000, played=2)


def test_the_bound_widens_with_the_number_of_cells():
    assert bound(1) == pytest.approx(4.0)
    assert 4.5 < bound(40) < 5.2
