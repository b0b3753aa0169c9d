"""Exact odds of the Eisdrachen chain « 3) Tir »: dodges by the target's I, then wound dice by
the attacker's I, with the sniper, the dug-in target, the fixed dodge of a grenade, the prayer
rerolls and doubled attacks. Closed form and exhaustive sums over ``Fraction``, never sampling.

The chain, as « 3) Tir » b) reads: each attack is dodged by the target on its number of the
dodge table (by its I: 1 Bleu 6, 2 Soldat 6, 3 Vétéran 5+, 4 Assassin 4+); then the attacker
rolls wound dice for the undodged attacks, which fail on its number of the wound table (by its
I: 4+, 4+, 5+, 6+) — one die per undodged point of Force by default, or one per undodged
attack (``EisdrachenRules.wound_dice``). Every attack is independent of the others, so the loss
is the sum of as many copies of one attack's loss as there are attacks.

Modifiers of the chain (the actions of « 4) », « 7) », « 9) », « 15) »): « 7) Sniper » cancels
every dodge; « 9) Prise de position » halves the number of shots (``dug_in_rounding``); a
grenade's dodge is a fixed number (« 4) »: 5+ for everyone); « 15) Prier une divinité » 3 and 4
reroll failed dodges and failed wounds once (a failed die only improves, so it is always
rerolled), 5 multiplies the attacks. The melee (``melee``) and the grenade (``grenade``) are
built on ``wounds_distribution``. Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from editor.dice.distribution import CERTAIN_ZERO, Distribution, binomial, mixture, power, scaled
from editor.rules.eisdrachen.rules import DIE_SIDES, EisdrachenRules, Rounding, WoundDice
from editor.rules.odds import LossOdds, check_hit_points, check_whole

MAX_ATTACKS = 20
MAX_FORCE = 10
"""The largest attacks and Force the odds take: far above the text's profiles (a few attacks
of Force 1 to 4), low enough that any roll's exact odds stay well under a second."""
NEVER = DIE_SIDES + 1
"""A dodge or wound number of 7 means the die never dodges (or never fails to wound)."""


@dataclass(frozen=True, slots=True)
class Attack:
    """One roll of the chain: ``attacks`` attacks of Force ``force`` from an attacker of
    intelligence ``attacker_i`` at a target of intelligence ``target_i`` (1 Bleu … 4 Assassin),
    with the modifiers of the actions that use it."""

    attacks: int
    force: int
    attacker_i: int
    target_i: int
    sniper: bool = False
    """« 7) Sniper »: « annuler toutes les esquives possibles du perso visé »."""
    dug_in: bool = False
    """« 9) Prise de position »: « Quiconque lui tire dessus divise son nombre de tir par 2 »."""
    dodge_on: int | None = None
    """A fixed dodge number instead of the target's (« 4) »: « une esquive qui réussi sur 5+ »)."""
    no_wound_on: int | None = None
    """A fixed wound number instead of the attacker's (a grenade's, when a rules option says so)."""
    reroll_dodges: bool = False
    """« 15) » 3, the target's prayer: « il peu relancer ses esquive ratées »."""
    reroll_wounds: bool = False
    """« 15) » 4, the attacker's prayer: « il peu relancer ses blessures ratées »."""
    attacks_doubled: bool = False
    """« 15) » 5, the attacker's prayer: « il peu tirer attaquer deux fois plus »."""


def check_attack(attack: Attack, rules: EisdrachenRules) -> Attack:
    """The attack itself when every number is in range, else a SkirmishError naming it."""
    ranks = rules.intelligences
    check_whole("attacks", attack.attacks, 0, MAX_ATTACKS)
    check_whole("force", attack.force, 0, MAX_FORCE)
    check_whole("attacker_i", attack.attacker_i, 1, ranks)
    check_whole("target_i", attack.target_i, 1, ranks)
    if attack.dodge_on is not None:
        check_whole("dodge_on", attack.dodge_on, 1, NEVER)
    if attack.no_wound_on is not None:
        check_whole("no_wound_on", attack.no_wound_on, 1, NEVER)
    check_whole("attacks_multiplier", rules.attacks_multiplier, 1, 4)
    return attack


def _faces_from(lowest: int) -> Fraction:
    """The chance a d6 shows ``lowest`` or more (a number past 6 never succeeds)."""
    return Fraction(min(max(DIE_SIDES + 1 - lowest, 0), DIE_SIDES), DIE_SIDES)


def _rerolled(chance: Fraction) -> Fraction:
    """Success on the die or, after a failure, on its one reroll."""
    return chance + (1 - chance) * chance


def dodge_number(attack: Attack, rules: EisdrachenRules) -> int:
    """The lowest face that dodges: the fixed number, else the target's by its I."""
    return attack.dodge_on if attack.dodge_on is not None else rules.dodge_on(attack.target_i)


def no_wound_number(attack: Attack, rules: EisdrachenRules) -> int:
    """The lowest face that does not wound: the fixed number, else the attacker's by its I."""
    if attack.no_wound_on is not None:
        return attack.no_wound_on
    return rules.no_wound_on(attack.attacker_i)


def dodge_chance(attack: Attack, rules: EisdrachenRules) -> Fraction:
    """The chance one attack is dodged (0 for a sniper), its reroll included."""
    if attack.sniper:
        return Fraction(0)
    chance = _faces_from(dodge_number(attack, rules))
    return _rerolled(chance) if attack.reroll_dodges else chance


def wound_chance(attack: Attack, rules: EisdrachenRules) -> Fraction:
    """The chance one wound die wounds (it shows less than the no-wound number), reroll included."""
    chance = 1 - _faces_from(no_wound_number(attack, rules))
    return _rerolled(chance) if attack.reroll_wounds else chance


def attack_count(attack: Attack, rules: EisdrachenRules) -> int:
    """How many attacks are rolled: multiplied by a prayer, then halved against a dug-in target."""
    count = attack.attacks * (rules.attacks_multiplier if attack.attacks_doubled else 1)
    if attack.dug_in:
        count = count // 2 if rules.dug_in_rounding is Rounding.DOWN else (count + 1) // 2
    return count


def one_attack_loss(attack: Attack, rules: EisdrachenRules) -> Distribution:
    """The PV one attack takes: nothing if dodged, else its wound dice (module docstring)."""
    undodged, wounds = 1 - dodge_chance(attack, rules), wound_chance(attack, rules)
    if attack.force == 0:
        return CERTAIN_ZERO
    if rules.wound_dice is WoundDice.PER_FORCE_POINT:
        dice = binomial(attack.force, wounds)
    else:
        dice = scaled(binomial(1, wounds), attack.force)
    return mixture([(1 - undodged, CERTAIN_ZERO), (undodged, dice)])


def wounds_distribution(
    attack: Attack, rules: EisdrachenRules | None = None, cap: int | None = None
) -> Distribution:
    """The PV the whole roll takes: index k is the chance of losing exactly k; with ``cap``
    (the PV the target has) the chance of losing k < cap, then of losing all of them."""
    rules = rules or EisdrachenRules()
    check_attack(attack, rules)
    return power(one_attack_loss(attack, rules), attack_count(attack, rules), cap)


def chain_odds(
    attack: Attack, rules: EisdrachenRules | None = None, hit_points: int | None = None
) -> LossOdds:
    """The odds of a shot or a strike: PV lost (capped at ``hit_points`` when given), the
    mean, and the chance to take the target out."""
    check_hit_points("hit_points", hit_points)
    return LossOdds.of(wounds_distribution(attack, rules, hit_points), hit_points)
