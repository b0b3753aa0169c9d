"""Eisdrachen « 5) Corps à corps »: the first strike, the riposte with the roles swapped, the
Bleu exception and the riposte answered until one falls, against brute force and by hand."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from editor.messages import SkirmishError
from editor.rules.eisdrachen.melee import Fighter, declarer_strikes_first, melee_odds
from editor.rules.eisdrachen.rules import EisdrachenRules, Riposte
from tests.rules.brute import DODGE_ON, NO_WOUND_ON, strike_outcomes

UNTIL_OUT = EisdrachenRules(riposte=Riposte.UNTIL_OUT)


def losses(striker: Fighter, target: Fighter) -> list[int]:
    """Every equally likely set of dice of one strike (all land; dodges and wounds as a shot)."""
    return list(strike_outcomes(striker.attacks, striker.force, DODGE_ON[target.intelligence],
                                NO_WOUND_ON[striker.intelligence]))


def brute_exchange(first: Fighter, second: Fighter) -> dict[tuple[int, int], Fraction]:
    """(first's PV lost, second's PV lost): every die of the strike and of the riposte; the
    riposte's dice count only if the struck figure still has PV."""
    blows, answers = losses(first, second), losses(second, first)
    joint: Counter[tuple[int, int]] = Counter()
    for blow in blows:
        for answer in answers:
            taken = min(blow, second.hit_points)
            back = 0 if taken == second.hit_points else min(answer, first.hit_points)
            joint[(back, taken)] += 1
    total = len(blows) * len(answers)
    return {pair: Fraction(n, total) for pair, n in joint.items()}


def test_corps_a_corps_strike_and_riposte_equal_brute_force():
    """« Le joueur qui déclare […] frappe le premier »; « Riposte […] en inversant les rôles »."""
    declarer = Fighter(intelligence=3, attacks=2, force=1, hit_points=2)
    attacked = Fighter(intelligence=2, attacks=1, force=2, hit_points=2)
    odds = melee_odds(declarer, attacked)
    assert odds.declarer_first
    assert odds.joint == brute_exchange(declarer, attacked)
    blows = losses(declarer, attacked)
    assert odds.riposte == Fraction(sum(1 for b in blows if b < 2), len(blows))
    assert sum(odds.declarer.distribution) == 1 and sum(odds.attacked.distribution) == 1
    assert odds.attacked.out == sum(p for (_, b), p in odds.joint.items() if b == 2)


def test_corps_a_corps_an_attacked_bleu_strikes_first():
    """« frappe le premier (sauf si la figurine attaquée est un bleu) »: the Bleu strikes first,
    and the declarer, at 0 PV, does not riposte."""
    declarer = Fighter(intelligence=4, attacks=1, force=1, hit_points=1)
    bleu = Fighter(intelligence=1, attacks=1, force=2, hit_points=2)
    assert not declarer_strikes_first(bleu)
    odds = melee_odds(declarer, bleu)
    assert not odds.declarer_first
    swapped = {(a, b): p for (b, a), p in brute_exchange(bleu, declarer).items()}
    assert odds.joint == swapped
    assert all(b == 0 for (a, b) in odds.joint if a == 1)  # out at once: no riposte
    with_option = melee_odds(declarer, bleu, EisdrachenRules(attacked_strikes_first=()))
    assert with_option.declarer_first


def test_corps_a_corps_riposte_answered_until_out_by_hand():
    """A riposte answered while both stand (``Riposte.UNTIL_OUT``): Soldat against Soldat,
    1 A of F 1 and 1 PV each. A strike takes the PV with 5/6 (undodged) × 1/2 (wound) = 5/12;
    the first striker wins with 5/12 × Σ (7/12)^(2k) = (5/12) / (1 − 49/144) = 12/19."""
    soldier = Fighter(intelligence=2, attacks=1, force=1, hit_points=1)
    odds = melee_odds(soldier, soldier, UNTIL_OUT)
    assert odds.joint == {(0, 1): Fraction(12, 19), (1, 0): Fraction(7, 19)}


def test_corps_a_corps_until_out_lies_within_a_truncated_enumeration():
    """Strikes answered until one falls, against the exchange enumerated strike by strike up to
    14 strikes: each exact chance lies between the truncated sum and that sum plus the mass
    still fighting."""
    first = Fighter(intelligence=3, attacks=2, force=1, hit_points=3)
    second = Fighter(intelligence=2, attacks=1, force=2, hit_points=2)
    odds = melee_odds(first, second, UNTIL_OUT)
    blows = Counter(losses(first, second))
    answers = Counter(losses(second, first))
    ended: Counter[tuple[int, int]] = Counter()
    fighting = {(0, 0, 0): Fraction(1)}  # (first lost, second lost, whose strike) -> chance
    for _ in range(14):
        nxt: Counter[tuple[int, int, int]] = Counter()
        for (a, b, turn), p in fighting.items():
            dice = blows if turn == 0 else answers
            n = sum(dice.values())
            for loss, ways in dice.items():
                q = p * Fraction(ways, n)
                if turn == 0:
                    if b + loss >= second.hit_points:
                        ended[(a, second.hit_points)] += q
                    else:
                        nxt[(a, b + loss, 1)] += q
                elif a + loss >= first.hit_points:
                    ended[(first.hit_points, b)] += q
                else:
                    nxt[(a + loss, b, 0)] += q
        fighting = dict(nxt)
    left = sum(fighting.values())
    assert 0 < left < Fraction(1, 100)
    assert set(odds.joint) == set(ended)
    for pair, chance in odds.joint.items():
        assert ended[pair] <= chance <= ended[pair] + left
    assert sum(odds.joint.values()) == 1


def test_corps_a_corps_nobody_can_wound():
    """With no attacks on either side the exchange ends with both standing (no endless loop)."""
    idle = Fighter(intelligence=2, attacks=0, force=1, hit_points=2)
    assert melee_odds(idle, idle, UNTIL_OUT).joint == {(0, 0): Fraction(1)}


def test_corps_a_corps_prayers_of_the_fighters():
    """« 15) »: the struck figure's rerolled dodges and the striker's rerolled wounds and doubled
    attacks carry into the strike."""
    plain = Fighter(intelligence=2, attacks=1, force=1, hit_points=1)
    blessed = Fighter(intelligence=2, attacks=1, force=1, hit_points=1, reroll_dodges=True)
    # the blessed figure dodges 1/6 + 5/6 × 1/6 = 11/36; a strike takes its PV with 25/36 × 1/2
    assert melee_odds(plain, blessed).attacked.out == Fraction(25, 72)


def test_corps_a_corps_out_of_range():
    with pytest.raises(SkirmishError) as caught:
        melee_odds(Fighter(2, 1, 1, 0), Fighter(2, 1, 1, 1))
    assert caught.value.message.params["name"] == "declarer.hit_points"


def test_corps_a_corps_until_out_bounds_the_hit_points():
    """A fight to the end between figures of many PV is refused with a message, not left to
    compute numbers of thousands of digits."""
    strong = Fighter(intelligence=2, attacks=1, force=1, hit_points=11)
    with pytest.raises(SkirmishError) as caught:
        melee_odds(strong, Fighter(2, 1, 1, 1), UNTIL_OUT)
    assert caught.value.message.params == {
        "name": "declarer.hit_points", "value": 11, "low": 1, "high": 10}
    assert melee_odds(strong, Fighter(2, 1, 1, 1)).declarer.hit_points == 11
