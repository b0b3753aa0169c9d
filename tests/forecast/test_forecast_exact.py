"""The forecast of the villains' next turn against a plain brute force on a small board, and its
figures derived by hand from the rule text where the tree is small enough to follow.

The brute force (``small_board.brute_force``) enumerates every order of the draw pile, every
reshuffle order and every die face; the forecast must give the very same fractions (exact
equality), for a full pile and for a pile of one leader card whose redraw reshuffles the
discard (SOLO-VT-5, AMB-8).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from editor.solo.forecast import forecast
from editor.solo.setup import new_game
from tests.forecast.small_board import brute_force, context, scenario

ZERO = Fraction(0)


def marginals(found: dict) -> dict:
    """Per hero: attacked, attackers, wounds taken; per villain: activates."""
    out: dict = {}
    for (attacks, active, w1, w2), chance in found.items():
        for hero, wounds in (("h1", w1), ("h2", w2)):
            hit = [a for a, h in attacks if h == hero]
            if hit:
                out[("attacked", hero)] = out.get(("attacked", hero), ZERO) + chance
            for attacker in hit:
                key = ("by", hero, attacker)
                out[key] = out.get(key, ZERO) + chance
            out[("wounds", hero, wounds)] = out.get(("wounds", hero, wounds), ZERO) + chance
        for villain in active:
            out[("activates", villain)] = out.get(("activates", villain), ZERO) + chance
    return {k: v for k, v in out.items() if v}


def forecast_marginals(found) -> dict:
    out: dict = {}
    for hero in found.heroes:
        out[("attacked", hero.id)] = hero.attacked
        for attacker, chance in hero.attackers:
            out[("by", hero.id, attacker)] = chance
        for wounds, chance in hero.wounds:
            out[("wounds", hero.id, wounds)] = chance
    for villain in found.villains:
        out[("activates", villain.id)] = villain.activates
    return {k: v for k, v in out.items() if v}


@pytest.mark.parametrize("seed", [1, 7])
def test_forecast_equals_brute_force_over_every_card_order_and_die(seed):
    sc = scenario()
    ctx = context(sc)
    state = new_game(sc, seed)
    expected = marginals(brute_force(ctx, state))
    found = forecast(ctx, state)
    assert found.exact and found.method == "exact"
    assert forecast_marginals(found) == expected
    assert sum(p for _n, p in found.hero("h1").wounds) == 1


def test_forecast_equals_brute_force_through_a_reshuffle():
    """One card left, the leader card: SOLO-VT-5 discards it and draws again from the
    reshuffled discard (AMB-8), which holds it again."""
    sc = scenario()
    ctx = context(sc)
    state = replace(new_game(sc, 3), draw_pile=("kl",), discard=("k1", "k2", "k3"))
    expected = marginals(brute_force(ctx, state))
    found = forecast(ctx, state)
    assert found.exact
    assert forecast_marginals(found) == expected


def test_a_deck_of_one_card_by_hand():
    """Only ``k2`` left. Slot 2 costs 2 (« payer le coût »): with its 2 cubes the sniper (the
    tile in slot 2) activates for certain and tries its ranged icon first (SOLO-VT-7).
    SOLO-RG: from d it sees h1 (b) and h2 (c), both in range 2, so it does not move and the
    tie-break picks the lowest hero number (SOLO-TIE step 2): h1. Its red die shows 0, 1, 1,
    2, 2, 3; a blank would be rerolled with a paid cube (SOLO-DR-1), but the slot took both.
    h1 rolls its white automatic defence die (0,0,0,0,1,1), armour 0, energy 3:
    0 wounds: s=0 (6/36) or s=1 and a defence success (4/36) → 10/36;
    1 wound: s=1 and none (8/36) or s=2 and one (4/36) → 12/36;
    2 wounds: s=2 and none (8/36) or s=3 and one (2/36) → 10/36;
    3 wounds (all its energy: out of action): s=3 and none → 4/36."""
    sc = scenario()
    ctx = context(sc)
    state = replace(new_game(sc, 1), draw_pile=("k2",), discard=("k1", "k3", "kl"))
    found = forecast(ctx, state)
    h1 = found.hero("h1")
    assert found.villain("sniper-1").activates == 1
    assert found.villain("brute-1").activates == 0
    assert h1.attacked == 1 and h1.likely_attacker == "sniper-1"
    assert dict(h1.wounds) == {0: Fraction(10, 36), 1: Fraction(12, 36), 2: Fraction(10, 36),
                               3: Fraction(4, 36)}
    assert h1.out == Fraction(4, 36)
    assert found.hero("h2").attacked == 0
    assert dict(found.hero("h2").wounds) == {0: 1}


def test_the_forecast_changes_nothing_of_the_state():
    sc = scenario()
    ctx = context(sc)
    state = new_game(sc, 5)
    before = (state, ctx.path_queries)
    forecast(ctx, state)
    assert state == before[0]


def test_past_its_bound_the_forecast_says_it_sampled():
    sc = scenario()
    ctx = context(sc)
    state = new_game(sc, 2)
    exact = forecast(ctx, state)
    found = forecast(ctx, state, limit=20, samples=400)
    assert not found.exact and found.method == "sampled" and found.samples == 400
    for hero in found.heroes:
        assert sum(p for _n, p in hero.wounds) == 1
        assert all(p.denominator in (1, 2, 4, 5, 8, 10, 16, 20, 25, 40, 50, 80, 100, 200, 400)
                   for _n, p in hero.wounds)
        # 400 samples: the estimate is within 5 standard errors of the exact chance
        p = exact.hero(hero.id).attacked
        assert abs(float(hero.attacked - p)) <= 5 * (float(p * (1 - p)) / 400) ** 0.5 + 1e-9


def test_a_guard_counts_the_hero_s_committed_cubes():
    """One cube committed adds a white die (the hero's automatic defence colour): h1 can only
    take fewer wounds."""
    sc = scenario()
    ctx = context(sc)
    state = new_game(sc, 1)
    plain, guarded = forecast(ctx, state), forecast(ctx, state, guard=1)
    assert plain.hero("h1").attacked == guarded.hero("h1").attacked
    assert guarded.hero("h1").hurt < plain.hero("h1").hurt


def test_a_random_tie_break_branches_over_each_candidate():
    """The same one-card turn with heroes that carry no number: SOLO-TIE has no key phrase and
    no hero number to decide between h1 and h2, both seen from d, so « au hasard »: each is
    the sniper's target with 1/2, whatever the game's seed."""
    sc = scenario()
    sc = replace(sc, figures=tuple(replace(f, number=None) for f in sc.figures))
    ctx = context(sc)
    for seed in (1, 2, 3):
        state = replace(new_game(sc, seed), draw_pile=("k2",), discard=("k1", "k3", "kl"))
        found = forecast(ctx, state)
        assert found.exact and found.method == "exact"
        assert found.hero("h1").attacked == Fraction(1, 2)
        assert found.hero("h2").attacked == Fraction(1, 2)
        assert found.villain("sniper-1").activates == 1
