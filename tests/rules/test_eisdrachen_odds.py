"""Eisdrachen « 3) Tir » and its modifiers (« 7) Sniper », « 9) Prise de position », « 15) Prier
une divinité », the grenade's fixed dodge of « 4) »): exact odds against brute force, and the
worked example of « 3) Tir » as typed dice."""

from __future__ import annotations

from fractions import Fraction

import pytest

from editor.messages import SkirmishError
from editor.model.options import EisdrachenOptions
from editor.rules.eisdrachen.odds import (
    Attack,
    attack_count,
    chain_odds,
    dodge_chance,
    wound_chance,
    wounds_distribution,
)
from editor.rules.eisdrachen.resolve import (
    ChainDice,
    dodge_dice_needed,
    resolve_chain,
    wound_dice_needed,
)
from editor.rules.eisdrachen.rules import EisdrachenRules, Rounding, WoundDice
from tests.rules.brute import DODGE_ON, NO_WOUND_ON, chain

PER_ATTACK = EisdrachenRules(wound_dice=WoundDice.PER_ATTACK)


def test_tir_dodge_and_wound_tables_per_die():
    """« 3) Tir »: esquive sur 6 / 6 / 5+ / 4+; ne blesse pas sur 4+ / 4+ / 5+ / 6+."""
    rules = EisdrachenRules()
    dodges = [dodge_chance(Attack(1, 1, 1, i), rules) for i in (1, 2, 3, 4)]
    wounds = [wound_chance(Attack(1, 1, i, 1), rules) for i in (1, 2, 3, 4)]
    assert dodges == [Fraction(1, 6), Fraction(1, 6), Fraction(1, 3), Fraction(1, 2)]
    assert wounds == [Fraction(1, 2), Fraction(1, 2), Fraction(2, 3), Fraction(5, 6)]


@pytest.mark.parametrize("attacks,force", [(0, 2), (1, 1), (1, 3), (2, 2), (3, 1), (3, 2)])
@pytest.mark.parametrize("attacker_i,target_i", [(1, 4), (3, 1), (4, 3), (2, 2)])
def test_tir_equals_brute_force(attacks, force, attacker_i, target_i):
    """« 3) Tir », one wound die per undodged point of Force (the worked example's reading)."""
    expected = chain(attacks, force, DODGE_ON[target_i], NO_WOUND_ON[attacker_i])
    assert wounds_distribution(Attack(attacks, force, attacker_i, target_i)) == expected


@pytest.mark.parametrize("attacks,force", [(1, 3), (2, 2), (3, 1), (3, 2)])
def test_tir_one_die_per_undodged_attack_equals_brute_force(attacks, force):
    """« 3) Tir », « un dé pour chaque attaque non esquivé »: a die that wounds takes the
    attack's Force (``wound_dice = per_attack``)."""
    expected = chain(attacks, force, DODGE_ON[1], NO_WOUND_ON[3], per_force=False)
    assert wounds_distribution(Attack(attacks, force, 3, 1), PER_ATTACK) == expected


@pytest.mark.parametrize("attacks,force", [(1, 2), (2, 1), (3, 1)])
def test_prayer_rerolls_equal_brute_force(attacks, force):
    """« 15) Prier une divinité » 3 (the target rerolls failed dodges) and 4 (the attacker
    rerolls failed wounds), apart and together."""
    for dodges, wounds in ((True, False), (False, True), (True, True)):
        attack = Attack(attacks, force, 2, 4, reroll_dodges=dodges, reroll_wounds=wounds)
        expected = chain(attacks, force, DODGE_ON[4], NO_WOUND_ON[2],
                         reroll_dodges=dodges, reroll_wounds=wounds)
        assert wounds_distribution(attack) == expected


def test_sniper_cancels_every_dodge():
    """« 7) Sniper »: « annuler toutes les esquives possibles du perso visé »."""
    attack = Attack(3, 2, 3, 4, sniper=True)
    assert dodge_chance(attack, EisdrachenRules()) == 0
    assert wounds_distribution(attack) == chain(3, 2, DODGE_ON[4], NO_WOUND_ON[3], sniper=True)
    assert dodge_dice_needed(attack) == 0


def test_grenade_dodge_on_a_fixed_number():
    """« 4) Lancer une grenade »: « une esquive qui réussi sur 5+ », whatever the target's I."""
    for target_i in (1, 4):
        attack = Attack(2, 2, 2, target_i, dodge_on=5)
        assert wounds_distribution(attack) == chain(2, 2, 5, NO_WOUND_ON[2])


def test_prise_de_position_halves_the_shots():
    """« 9) Prise de position »: « divise son nombre de tir par 2 », rounded down by default."""
    rules = EisdrachenRules()
    up = EisdrachenRules(dug_in_rounding=Rounding.UP)
    assert attack_count(Attack(3, 2, 3, 1, dug_in=True), rules) == 1
    assert attack_count(Attack(3, 2, 3, 1, dug_in=True), up) == 2
    assert attack_count(Attack(4, 2, 3, 1, dug_in=True), rules) == 2
    assert wounds_distribution(Attack(3, 2, 3, 1, dug_in=True)) == chain(1, 2, 6, 5)


def test_prayer_five_doubles_the_attacks():
    """« 15) » 5: « il peu tirer attaquer deux fois plus »: twice the attacks by default."""
    rules = EisdrachenRules()
    assert attack_count(Attack(3, 1, 1, 1, attacks_doubled=True), rules) == 6
    assert attack_count(Attack(3, 1, 1, 1, attacks_doubled=True, dug_in=True), rules) == 3
    assert wounds_distribution(Attack(1, 2, 4, 2, attacks_doubled=True)) == chain(2, 2, 6, 6)


def test_tir_worked_example_as_typed_dice():
    """« 3) Tir », the text's example: a Bleu takes 3 attacks of Force 2 from a Vétéran; dodge
    dice 3, 5, 6 give one dodge; the Vétéran rolls a die per undodged damage, 2, 2, 4, 6: « Le 6
    ne blessant pas, le Bleu perd trois points de vie »."""
    attack, rules = Attack(3, 2, 3, 1), EisdrachenRules()
    assert dodge_dice_needed(attack, rules) == 3
    assert wound_dice_needed(attack, 2, rules) == 4
    result = resolve_chain(attack, ChainDice(dodge=(3, 5, 6), wound=(2, 2, 4, 6)), rules)
    assert (result.dodged, result.wound_dice, result.wounding, result.loss) == (1, 4, 3, 3)


def test_typed_dice_with_rerolls_and_per_attack():
    rules = EisdrachenRules()
    attack = Attack(2, 1, 1, 3, reroll_dodges=True, reroll_wounds=True)
    # dodges on 5+: 2 fails, 5 dodges; the failed 2 is rerolled as 6: both dodged
    done = resolve_chain(attack, ChainDice(dodge=(2, 5), dodge_rerolls=(6,)), rules)
    assert (done.dodged, done.loss) == (2, 0)
    # one undodged attack of Force 1: the wound die 5 fails (Bleu: 4+), its reroll 1 wounds
    hit = resolve_chain(attack, ChainDice(dodge=(1, 5), dodge_rerolls=(1,), wound=(5,),
                                          wound_rerolls=(1,)), rules)
    assert (hit.dodged, hit.wounding, hit.loss) == (1, 1, 1)
    # one die per undodged attack: a wounding die takes the attack's Force
    big = resolve_chain(Attack(2, 3, 3, 1), ChainDice(dodge=(1, 6), wound=(4,)), PER_ATTACK)
    assert (big.wound_dice, big.loss) == (1, 3)


def test_every_typed_outcome_agrees_with_the_odds():
    """Resolving each equally likely set of dice reproduces the exact distribution."""
    from itertools import product

    rules, attack = EisdrachenRules(), Attack(2, 2, 3, 3)
    counts = [Fraction(0)] * 5
    for dodge in product(range(1, 7), repeat=2):
        undodged = 2 - sum(1 for f in dodge if f >= 5)
        for wound in product(range(1, 7), repeat=2 * undodged):
            weight = Fraction(1, 36) * Fraction(1, 6 ** len(wound))
            counts[resolve_chain(attack, ChainDice(dodge=dodge, wound=wound), rules).loss] += weight
    assert tuple(counts) == wounds_distribution(attack, rules)


def test_odds_of_taking_the_target_out():
    """« on regarde si la figurine survie »: the loss capped at the PV left, its last entry
    the chance to take the target out; hand value for 1 attack of F 1, Soldat on Soldat:
    undodged 5/6 × wounds 1/2 = 5/12."""
    odds = chain_odds(Attack(1, 1, 2, 2), hit_points=1)
    assert odds.distribution == (Fraction(7, 12), Fraction(5, 12))
    assert odds.out == Fraction(5, 12) and odds.mean == Fraction(5, 12)
    capped = chain_odds(Attack(3, 2, 3, 1), hit_points=2)
    full = wounds_distribution(Attack(3, 2, 3, 1))
    assert capped.distribution == (full[0], full[1], sum(full[2:]))


def test_the_tables_are_data():
    """The dodge and wound numbers come from the scenario's options, not from the code."""
    tables = EisdrachenOptions(dodge_on=(2, 6, 5, 4), no_wound_on=(7, 4, 5, 6))
    rules = EisdrachenRules(tables=tables)
    assert dodge_chance(Attack(1, 1, 1, 1), rules) == Fraction(5, 6)
    assert wound_chance(Attack(1, 1, 1, 1), rules) == 1


@pytest.mark.parametrize("attack,name", [
    (Attack(-1, 2, 3, 1), "attacks"),
    (Attack(31, 2, 3, 1), "attacks"),
    (Attack(3, 11, 3, 1), "force"),
    (Attack(3, 2, 0, 1), "attacker_i"),
    (Attack(3, 2, 3, 5), "target_i"),
    (Attack(3, 2, 3, 1, dodge_on=9), "dodge_on"),
])
def test_out_of_range_inputs_name_the_value(attack, name):
    with pytest.raises(SkirmishError) as caught:
        wounds_distribution(attack)
    assert caught.value.message.key == "odds.out_of_range"
    assert caught.value.message.params["name"] == name
    assert name in caught.value.text("fr")


def test_bad_typed_dice_are_refused():
    attack = Attack(3, 2, 3, 1)
    with pytest.raises(SkirmishError) as count:
        resolve_chain(attack, ChainDice(dodge=(3, 5)))
    assert count.value.message.key == "odds.dice_count"
    assert count.value.message.params == {"name": "dodge", "count": 2, "expected": 3}
    with pytest.raises(SkirmishError) as face:
        resolve_chain(attack, ChainDice(dodge=(3, 5, 6), wound=(2, 2, 7, 1)))
    assert face.value.message.key == "odds.die_face"
    assert face.value.message.params["value"] == 7
    with pytest.raises(SkirmishError) as whole:
        chain_odds(attack, hit_points=True)
    assert whole.value.message.key == "odds.not_whole"
