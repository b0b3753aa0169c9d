"""D20 rolls: « 3.2. Les Tirs » and « Le Corps à Corps » (N + 1D20 against Dφ), « Quitter un càc »
(the opposed retreat test), « Qui commence la partie ? » (initiative with rerolled ties), « Les
Jets d'objet »: values derived by hand and against the twenty faces enumerated."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from editor.messages import SkirmishError
from editor.rules.d20.odds import (
    TieReroll,
    attack_odds,
    attack_result,
    damage_distribution,
    initiative,
    opposed_odds,
    opposed_result,
)

D20 = range(1, 21)


def test_les_tirs_by_hand():
    """« Si le résultat du Tir est supérieur à la Dφ, la cible est touchée et la différence est
    égale au nombre de Points de Constitution perdus »: N = 10 against D = 15 hits on 6..20
    (15/20), each damage 1..15 with 1/20, a miss (0) 5/20; mean (1 + … + 15)/20 = 6."""
    odds = attack_odds(10, 15)
    assert odds.hit == Fraction(15, 20)
    assert odds.loss.distribution == (Fraction(5, 20),) + (Fraction(1, 20),) * 15
    assert odds.loss.mean == 6


def test_les_tirs_equal_is_a_miss():
    """« inférieur ou égal à la Dφ, alors le tir est considéré comme manqué »: N = 0, D = 20
    misses on every face; N = 0, D = 19 hits only on 20, for 1 PC."""
    assert damage_distribution(0, 20) == (Fraction(1),)
    assert attack_odds(0, 20).hit == 0
    assert damage_distribution(0, 19) == (Fraction(19, 20), Fraction(1, 20))


def test_les_tirs_always_hitting_lists_zeros():
    """N = 20 against D = 5: every face hits for 16..35; losses 0..15 listed with 0."""
    dist = damage_distribution(20, 5)
    assert len(dist) == 36 and dist[:16] == (Fraction(0),) * 16
    assert set(dist[16:]) == {Fraction(1, 20)}
    assert attack_odds(20, 5).hit == 1


@pytest.mark.parametrize("attack", [-3, 0, 7, 12, 25])
@pytest.mark.parametrize("defence", [0, 10, 19, 30])
def test_attack_equals_the_faces_enumerated(attack, defence):
    """« Tir + Force de l'arme + 1D20 / Défense Physique »: each face counted."""
    counts = Counter(max(0, attack + f - defence) for f in D20)
    top = max(0, attack + 20 - defence)
    assert damage_distribution(attack, defence) == tuple(
        Fraction(counts[k], 20) for k in range(top + 1))
    assert [attack_result(attack, defence, f) for f in D20] == [
        max(0, attack + f - defence) for f in D20]


def test_taking_out_given_the_pc_left():
    """« Lorsque la dernière case PC est noircie, la figurine est considérée comme tuée »:
    N = 10, D = 15, 4 PC left: taken out on 9..20, 12/20."""
    odds = attack_odds(10, 15, constitution=4)
    assert odds.loss.out == Fraction(12, 20)
    assert odds.loss.distribution == (Fraction(5, 20),) + (Fraction(1, 20),) * 3 + (
        Fraction(12, 20),)


def test_jets_d_objet_are_attacks_of_nd_plus_force():
    """« ND de l'objet + la Force de la figurine + 1D20/Déf Physique »: ND 10 and Force 9 is
    N = 19; against Dφ 25 it hits on 7..20."""
    assert attack_odds(10 + 9, 25).hit == Fraction(14, 20)


@pytest.mark.parametrize("score,other", [(0, 0), (5, 3), (3, 5), (0, 19), (0, 25)])
def test_quitter_un_cac_equals_the_400_pairs(score, other):
    """« Si le test est réussi (résultat plus élevé) »: strictly higher wins; a tie fails."""
    pairs = list(product(D20, D20))
    win = sum(1 for a, b in pairs if score + a > other + b)
    tie = sum(1 for a, b in pairs if score + a == other + b)
    odds = opposed_odds(score, other)
    assert (odds.win, odds.tie) == (Fraction(win, 400), Fraction(tie, 400))
    assert odds.win + odds.tie + odds.lose == 1
    assert [opposed_result(score, other, a, b) for a, b in pairs] == [
        score + a > other + b for a, b in pairs]


def test_quitter_un_cac_by_hand():
    """Equal Càc: the retreating figure wins 190 pairs of 400 (a tie, 20 pairs, fails)."""
    assert opposed_odds(6, 6).win == Fraction(190, 400)


def test_qui_commence_by_hand():
    """« Un joueur a un bonus de + 1 […] En cas d'égalité, on relance le D20 »: +1 against 0
    wins 210 of 400 rolls, ties 19 (a + 1 = b); rerolled: 210/400 / (1 − 19/400) = 70/127.
    Equal bonuses: 1/2 each, or 1/3 each for three players."""
    assert initiative([1, 0]) == (Fraction(70, 127), Fraction(57, 127))
    assert initiative([0, 0]) == (Fraction(1, 2),) * 2
    assert initiative([2, 2, 2]) == (Fraction(1, 3),) * 3
    assert initiative([20, 0]) == (Fraction(1), Fraction(0))


@pytest.mark.parametrize("ties", list(TieReroll))
def test_qui_commence_three_players_satisfy_one_round_enumerated(ties):
    """Three players: the 8,000 rolls of one round enumerated; a unique highest wins, a tie at
    the top rerolls (the tied players, or everyone): the chances are the fixed point."""
    bonuses = (2, 1, 0)
    chances = initiative(bonuses, ties)
    assert sum(chances) == 1
    two = {pair: initiative([bonuses[i] for i in pair]) for pair in ((0, 1), (0, 2), (1, 2))}
    total = [Fraction(0)] * 3
    for faces in product(D20, repeat=3):
        scores = [f + b for f, b in zip(faces, bonuses)]
        top = tuple(i for i, s in enumerate(scores) if s == max(scores))
        if len(top) == 1:
            total[top[0]] += Fraction(1, 8000)
        elif len(top) == 3 or ties is TieReroll.EVERYONE:
            for i in range(3):
                total[i] += Fraction(1, 8000) * chances[i]
        else:
            for i, p in zip(top, two[top]):
                total[i] += Fraction(1, 8000) * p
    assert tuple(total) == chances


@pytest.mark.parametrize("call,name", [
    (lambda: attack_odds(1001, 0), "attack"),
    (lambda: attack_odds(0, 0, constitution=0), "constitution"),
    (lambda: opposed_odds(0, -2000), "opposed"),
    (lambda: initiative([0]), "players"),
    (lambda: initiative([0, 0, 0, 0]), "players"),
    (lambda: attack_result(0, 0, 21), "d20"),
])
def test_out_of_range_inputs_name_the_value(call, name):
    with pytest.raises(SkirmishError) as caught:
        call()
    assert caught.value.message.params["name"] == name
