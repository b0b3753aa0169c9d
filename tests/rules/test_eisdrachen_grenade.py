"""Eisdrachen « 4) Lancer une grenade »: the d6 bounce, every figure in the blast taking 2 A of
F 2 dodged on 5+, each victim's loss and the number taken out, against brute force."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from editor.messages import SkirmishError
from editor.rules.eisdrachen.grenade import Victim, grenade_odds
from editor.rules.eisdrachen.rules import EisdrachenRules, GrenadeProfile
from tests.rules.brute import D6, NO_WOUND_ON, passed, rolls

NEAR = Victim("near", hit_points=2)
FAR = Victim("far", hit_points=1, reroll_dodges=True)


def blast(pas: int) -> list[Victim]:
    """Bounces of 1–2 pas leave both figures in the blast, 3–4 only the near one, 5 only the
    far one, 6 nobody (the geometry is the caller's; here it is a table)."""
    return {1: [NEAR, FAR], 2: [NEAR, FAR], 3: [NEAR], 4: [NEAR], 5: [FAR], 6: []}[pas]


def victim_losses(victim: Victim, attacks: int, force: int, thrower_i: int) -> list[int]:
    """Every equally likely set of one victim's dice: « une esquive qui réussi sur 5+ » per
    attack (rerolled when it prayed), then the thrower's wound dice for each undodged point."""
    out = []
    for dodge in rolls(attacks, victim.reroll_dodges):
        left = attacks - sum(passed(r, lambda f: f >= 5) for r in dodge)
        for wound in product(D6, repeat=attacks * force):
            out.append(sum(1 for f in wound[: left * force] if f < NO_WOUND_ON[thrower_i]))
    return out


def victim_chances(victim: Victim, attacks: int, force: int, thrower_i: int
                   ) -> dict[int, Fraction]:
    """The same enumeration, with the wound dice enumerated once for each number of undodged
    attacks (the dodges are rolled first; the wound dice do not depend on which dodged)."""
    undodged: Counter[int] = Counter()
    for dodge in rolls(attacks, victim.reroll_dodges):
        undodged[attacks - sum(passed(r, lambda f: f >= 5) for r in dodge)] += 1
    total = sum(undodged.values())
    out: Counter[int] = Counter()
    for left, ways in undodged.items():
        wounds = Counter(sum(1 for f in dice if f < NO_WOUND_ON[thrower_i])
                         for dice in product(D6, repeat=left * force))
        for loss, n in wounds.items():
            out[loss] += Fraction(ways, total) * Fraction(n, 6 ** (left * force))
    return dict(out)


def test_grenade_standard_victim_by_hand():
    """One figure always in the blast, thrown by a Soldat (wounds on 1–3): per attack, no loss
    1/3 + 2/3 × 1/4 = 1/2, one PV 2/3 × 1/2 = 1/3, two 2/3 × 1/4 = 1/6; two attacks give
    1/4, 1/3, 5/18, 1/9, 1/36."""
    odds = grenade_odds(2, lambda pas: [Victim("v", 4)])
    loss = odds.victims["v"].loss
    assert loss.distribution == (Fraction(1, 4), Fraction(1, 3), Fraction(5, 18),
                                 Fraction(1, 9), Fraction(1, 36))
    assert odds.victims["v"].blast == 1
    assert odds.bounce == {pas: Fraction(1, 6) for pas in range(1, 7)}


def test_grenade_each_victim_equals_brute_force():
    """The bounce die and each victim's dice enumerated, for the standard grenade."""
    odds = grenade_odds(3, blast)
    for victim in (NEAR, FAR):
        chances = victim_chances(victim, 2, 2, 3)
        counts: Counter[int] = Counter()
        for pas in D6:
            hit = victim in blast(pas)
            for loss, chance in chances.items():
                counts[min(loss, victim.hit_points) if hit else 0] += chance / 6
        expected = tuple(counts[k] for k in range(victim.hit_points + 1))
        assert odds.victims[victim.id].loss.distribution == expected
        assert odds.victims[victim.id].loss.out == expected[-1]
    assert odds.victims["near"].blast == Fraction(4, 6)
    assert odds.victims["far"].blast == Fraction(3, 6)


def test_grenade_two_victims_taken_out_equals_brute_force():
    """Every die of the throw at once (bounce, both victims' dodges and wounds), for a grenade
    of 1 A of F 1: the chance that 0, 1 or 2 figures are taken out."""
    rules = EisdrachenRules(grenade=GrenadeProfile(attacks=1, force=1))
    odds = grenade_odds(1, blast, rules)
    near, far = victim_losses(NEAR, 1, 1, 1), victim_losses(FAR, 1, 1, 1)
    counts: Counter[int] = Counter()
    for pas in D6:
        hit = blast(pas)
        for a in near:
            for b in far:
                counts[(NEAR in hit and a >= NEAR.hit_points)
                       + (FAR in hit and b >= FAR.hit_points)] += 1
    total = 6 * len(near) * len(far)
    assert odds.taken_out == tuple(Fraction(counts[k], total) for k in range(3))


def test_grenade_victim_listed_with_two_profiles_is_refused():
    with pytest.raises(SkirmishError) as caught:
        grenade_odds(2, lambda pas: [Victim("v", 2 if pas < 4 else 3)])
    assert caught.value.message.key == "odds.victim_mismatch"
