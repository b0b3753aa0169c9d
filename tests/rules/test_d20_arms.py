"""« Les armes » of the D20 text on the table: two weapons at one target, a weapon's special
rules as data, both kinds of weapon inside a melee, and grenades (never into a melee). Each test
names its section; the numbers are worked out by hand from the text, the odds checked against
brute force over every face."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import product

import pytest

from editor.model import D20Profile, D20WeaponRule, Side, Text
from editor.model.options import AreaDice, D20Options, RulesOptions
from editor.rules.d20.volleys import Struck, Volley, area_report, volley_report
from tests.rules.table_play import act, d20_weapon, figure, game, keys, table, unit

RIFLE = d20_weapon("Rifle", 60, 7)
PISTOL = d20_weapon("Pistol", 25, 4)
BLADE = d20_weapon("Blade", None, 3)
GUNNER = D20Profile(movement_cm=12, shooting=5, melee=4, strength=6, physical_defence=16,
                    constitution=9, weapons=(RIFLE, PISTOL, BLADE))
TARGET = D20Profile(movement_cm=10, shooting=4, melee=3, strength=6, physical_defence=17,
                    constitution=30, weapons=(PISTOL,))


def duel(shooter=GUNNER, target=TARGET, x=400.0, options=None, more=()):
    """The shooter at (200, 400) facing east; the target at (``x``, 400): at x = 400 the bases
    are 17.5 cm apart, both guns reach; at 500, 27.5 cm, the pistol does not."""
    units = [unit("shooter", Side.HERO, shooter), unit("target", Side.VILLAIN, target)]
    figures = [figure("s", "shooter", Side.HERO, 200, 400, 90),
               figure("t", "target", Side.VILLAIN, x, 400, 270)]
    for fid, uid, side, profile, fx, fy in more:
        units.append(unit(uid, side, profile))
        figures.append(figure(fid, uid, side, fx, fy, 270))
    return table("d20", units, figures, options=options)


def actions_phase(scenario, moves=()):
    play = game(scenario)
    for move in moves:
        play.apply(move)
    play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("hero", "actions")
    return play


def test_les_armes_two_weapons_fire_at_one_target():
    """« Lorsqu'une figurine possède deux armes, elle ne peut pas tirer sur plus d'une cible
    dans la même Phase »: the rifle (Tir 5 + 7 = 12) and the pistol (5 + 4 = 9) at the one
    target of Dφ 17. A miss of both: rifle faces 1–5 and pistol faces 1–8, 5/20 × 8/20, so a
    hit at 9/10; the mean PC lost is the rifle's (1 + … + 15) / 20 = 6 and the pistol's
    (1 + … + 12) / 20 = 3.9, 99/10. Typed 10 and 12: 22 − 17 = 5 and 21 − 17 = 4, 9 PC."""
    play = actions_phase(duel())
    both = act("shoot_both", "s", target="t")
    evaluation = play.engine.evaluate(play.state, both)
    assert evaluation.legal, evaluation.reasons
    assert evaluation.odds["hit"] == "9/10" and evaluation.odds["mean"] == "99/10"
    assert [w["weapon"] for w in evaluation.odds["weapons"]] == [0, 1]
    first = evaluation.stages[0]
    assert (first.key, first.count) == ("d20.roll.first_weapon", 1)
    assert play.engine.next_stage(play.state, both, ((10,),)).key == "d20.roll.second_weapon"
    assert play.engine.next_stage(play.state, both, ((10,), (12,))) is None
    play.apply(replace(both, dice=((10,), (12,))))
    assert play.state.figure("t").lost == 9
    assert play.entries[-1].step.key == "d20.step.shoot_both"
    # one target in the phase: no other shot
    assert keys(play.engine.evaluate(play.state, act("shoot", "s", target="t"))) == [
        "d20.already_acted"]


def test_les_armes_two_weapons_only_those_that_reach_and_the_option():
    """At 27.5 cm the pistol (25 cm) does not reach: the two-weapon shot is refused (a shot of
    the rifle alone is the plain ``shoot``); with ``two_weapon_shot`` off, one weapon a shot."""
    far = actions_phase(duel(x=500.0))
    assert keys(far.engine.evaluate(far.state, act("shoot_both", "s", target="t"))) == [
        "d20.two_weapons.out_of_range"]
    assert far.engine.evaluate(far.state, act("shoot", "s", target="t")).legal
    off = actions_phase(duel(options=RulesOptions(d20=D20Options(two_weapon_shot=False))))
    offer = next(o for o in off.engine.offers(off.state, "s") if o.name == "shoot_both")
    assert not offer.legal and offer.reasons[0].key == "d20.two_weapons.option_off"


def test_les_armes_a_burst_rolls_more_dice_at_the_target():
    """« Les armes peuvent posséder des règles spéciales » (« Rafales »), as data: a burst of
    one extra die. Rifle 12 against 17 twice: typed 10 and 3 give 5 and 0 PC; the chance of no
    hit is (5/20)² = 1/16."""
    burst = replace(RIFLE, rules=(D20WeaponRule(Text.both("Rafales"), extra_dice=1),))
    play = actions_phase(duel(shooter=replace(GUNNER, weapons=(burst,))))
    shot = act("shoot", "s", target="t")
    evaluation = play.engine.evaluate(play.state, shot)
    assert evaluation.stages[0].count == 2 and evaluation.odds["hit"] == "15/16"
    play.apply(replace(shot, dice=((10, 3),)))
    assert play.state.figure("t").lost == 5
    assert play.entries[-1].step.result["score"] == "22, 15"


def test_les_armes_an_aimed_rule_counts_only_standing_still():
    """A rule of +2 « si la figurine n'a pas bougé » (``when_still``): Tir 5 + 7 + 2 = 14
    standing; after a move of the shooter's movement phase, 12 again."""
    aimed = replace(RIFLE, rules=(D20WeaponRule(Text.both("Tir visé"), attack=2,
                                                when_still=True),))
    shooter = replace(GUNNER, weapons=(aimed,))
    still = actions_phase(duel(shooter=shooter))
    evaluation = still.engine.evaluate(still.state, act("shoot", "s", target="t"))
    assert [(m.key, m.value) for m in evaluation.modifiers] == [("d20.modifier.weapon_rule", 2)]
    assert evaluation.odds["attack"] == 14
    moved = actions_phase(duel(shooter=shooter), [act("move", "s", at=(200.0, 450.0))])
    evaluation = moved.engine.evaluate(moved.state, act("shoot", "s", target="t"))
    assert evaluation.modifiers == () and evaluation.odds["attack"] == 12


def _melee(options=None):
    """The gunner and the target base to base (centres 25 mm apart), a second enemy away."""
    other = ("o", "other", Side.VILLAIN, replace(TARGET, constitution=5), 300.0, 600.0)
    return duel(x=225.0, options=options, more=(other,))


def test_le_corps_a_corps_figures_in_a_melee_use_shooting_and_melee_weapons():
    """« Le Maïnomaï et l'Hallucination d'Avatara, sont au corps à corps. Ils peuvent utiliser
    leurs armes de tirs ET leurs armes de càc »: a shot at the enemy of the melee (« peuvent se
    tirer les unes sur les autres »), then a strike; not a second shot, nor a third attack."""
    play = actions_phase(_melee())
    play.apply(act("shoot", "s", target="t", weapon=1, dice=((1,),)))
    assert keys(play.engine.evaluate(play.state, act("shoot", "s", target="t"))) == [
        "d20.already_acted"]
    strike = act("melee", "s", target="t", weapon=2)
    assert play.engine.evaluate(play.state, strike).legal
    play.apply(replace(strike, dice=((1,),)))
    assert keys(play.engine.evaluate(play.state, act("melee", "s", target="t"))) == [
        "d20.already_acted"]


def test_3_2_les_tirs_a_figure_freed_after_fighting_has_no_shot_outside():
    """« Si des figurines qui étaient au càc se trouvent libérées du combat par la mort [...]
    de leur(s) adversaire(s), et si elles n'ont pas participé activement à ce càc [...] elles
    peuvent faire usage de leurs armes de tir »: the gunner's strike kills the target (Càc 4 +
    3 + 20 = 27 against 17 takes 10 of its 10 PC); it fought, so no shot at the other enemy."""
    scenario = _melee()
    scenario = replace(scenario, units=tuple(
        replace(u, profile=replace(u.profile, constitution=10)) if u.id == "target" else u
        for u in scenario.units))
    play = actions_phase(scenario)
    play.apply(act("melee", "s", target="t", weapon=2, dice=((20,),)))
    assert play.state.figure("t").out
    assert keys(play.engine.evaluate(play.state, act("shoot", "s", target="o"))) == [
        "d20.already_acted"]


GRENADE = replace(d20_weapon("Grenade", 20, 5),
                  rules=(D20WeaponRule(Text.both("Grenade"), blast_cm=5),))
BOMBER = D20Profile(movement_cm=10, shooting=3, melee=2, strength=5, physical_defence=15,
                    constitution=6, weapons=(GRENADE, PISTOL))
GUARD = D20Profile(movement_cm=10, shooting=3, melee=3, strength=6, physical_defence=14,
                   constitution=5)
VETERAN = replace(GUARD, physical_defence=16)


def grenade_table(options=None, friend_at=None):
    """The bomber at (200, 400) facing east; two guards whose bases lie within 5 cm of
    (400, 400): one at (400, 400), one at (430, 400); a third one far away."""
    units = [unit("bomber", Side.HERO, BOMBER), unit("guard", Side.VILLAIN, GUARD),
             unit("veteran", Side.VILLAIN, VETERAN)]
    figures = [figure("b", "bomber", Side.HERO, 200, 400, 90),
               figure("g", "guard", Side.VILLAIN, 400, 400, 270),
               figure("v", "veteran", Side.VILLAIN, 430, 400, 270),
               figure("far", "guard", Side.VILLAIN, 900, 400, 270)]
    if friend_at is not None:
        units.append(unit("friend", Side.HERO, GUARD))
        figures.append(figure("f", "friend", Side.HERO, *friend_at, 90))
    return table("d20", units, figures, options=options)


def test_les_armes_a_grenade_strikes_every_base_in_its_blast():
    """A grenade (a weapon whose rule has a 5 cm blast), Tir 3 + Force 5 = 8 + 1D20 against
    each Dφ: the guard (14) is hit on 7 to 20, 7/10, out (5 PC) on 11 to 20, 1/2; the veteran
    (16) on 9 to 20, 3/5, out on 13 to 20, 2/5: 9/10 figures out on average. Typed 12: 20
    against 14 and 16, 6 and 4 PC: the guard out, the veteran at 4 lost."""
    play = actions_phase(grenade_table())
    throw = act("grenade", "b", weapon=0, at=(400.0, 400.0))
    evaluation = play.engine.evaluate(play.state, throw)
    assert evaluation.legal, evaluation.reasons
    victims = evaluation.odds["victims"]
    assert set(victims) == {"g", "v"}
    assert (victims["g"]["hit"], victims["g"]["out"]) == ("7/10", "1/2")
    assert (victims["v"]["hit"], victims["v"]["out"]) == ("3/5", "2/5")
    assert evaluation.odds["taken_out_mean"] == "9/10"
    assert evaluation.stages[0].count == 1 and evaluation.areas[0].radius_mm == 50.0
    play.apply(replace(throw, dice=((12,),)))
    assert play.state.figure("g").out and play.state.figure("v").lost == 4
    assert play.state.figure("far").lost == 0


def test_les_armes_a_grenade_is_thrown_not_fired_and_per_target_dice():
    """A grenade is no weapon of ``shoot``; ``area_dice`` per target: one D20 per figure."""
    play = actions_phase(grenade_table())
    assert keys(play.engine.evaluate(play.state, act("shoot", "b", target="g", weapon=0))) == [
        "d20.grenade.not_a_shot"]
    per = actions_phase(grenade_table(RulesOptions(d20=D20Options(
        area_dice=AreaDice.PER_TARGET))))
    throw = act("grenade", "b", weapon=0, at=(400.0, 400.0))
    assert per.engine.evaluate(per.state, throw).stages[0].count == 2
    per.apply(replace(throw, dice=((1, 20),)))
    assert per.state.figure("g").lost == 0 and per.state.figure("v").lost == 5


def test_les_armes_no_grenade_into_a_melee():
    """« On ne peut pas cependant lancer de grenade dans un càc »: a friend base to base with
    the guard makes a melee the blast would catch; the bomber in contact may throw none."""
    play = actions_phase(grenade_table(friend_at=(400.0, 425.0)))
    assert keys(play.engine.evaluate(play.state, act("grenade", "b", weapon=0,
                                                     at=(400.0, 400.0)))) == [
        "d20.grenade.into_melee"]
    near = actions_phase(grenade_table())
    near_state = near.state.with_figure(replace(near.state.figure("b"), position=(375.0, 400.0)))
    offer = next(o for o in near.engine.offers(near_state, "b") if o.name == "grenade")
    assert not offer.legal and offer.reasons[0].key == "d20.grenade.from_melee"


def test_les_armes_a_grenade_needs_range_and_arc():
    """« La Portée est la distance maximale »: 20 cm from the edge of the base; the point in
    the frontal arc."""
    play = actions_phase(grenade_table())
    assert keys(play.engine.evaluate(play.state, act("grenade", "b", weapon=0,
                                                     at=(500.0, 400.0)))) == [
        "d20.grenade.too_far"]
    assert keys(play.engine.evaluate(play.state, act("grenade", "b", weapon=0,
                                                     at=(100.0, 400.0)))) == [
        "d20.grenade.not_in_arc"]


# -- odds against brute force ---------------------------------------------------------------


def _brute_volleys(volleys, constitution):
    dice = [(v.attack, v.defence) for v in volleys for _ in range(v.dice)]
    counts: dict[int, int] = {}
    hits = 0
    for faces in product(range(1, 21), repeat=len(dice)):
        margins = [max(0, a + f - d) for (a, d), f in zip(dice, faces)]
        loss = min(sum(margins), constitution)
        counts[loss] = counts.get(loss, 0) + 1
        hits += any(margins)
    total = 20 ** len(dice)
    return {k: Fraction(n, total) for k, n in counts.items()}, Fraction(hits, total)


@pytest.mark.parametrize("volleys, constitution", [
    ((Volley(12, 17, 2), Volley(9, 17, 1)), 10),
    ((Volley(12, 17, 1), Volley(9, 17, 1)), 30),
    ((Volley(5, 20, 3),), 4),
])
def test_volley_odds_against_brute_force(volleys, constitution):
    report = volley_report(volleys, constitution)
    dist, hit = _brute_volleys(volleys, constitution)
    shown = {int(k): Fraction(v) for k, v in report["distribution"].items() if Fraction(v)}
    assert shown == dist and Fraction(report["hit"]) == hit
    assert Fraction(report["mean"]) == sum(k * p for k, p in dist.items())


def test_area_odds_against_brute_force():
    """One shared D20 against two Dφ: each figure's chance out, and the mean taken out, from
    the twenty faces."""
    struck = [Struck("a", Text.both("a"), 8, 14, 5), Struck("b", Text.both("b"), 8, 16, 5)]
    report = area_report(struck)
    outs = [sum(1 for f in range(1, 21) if 8 + f - d >= 5) for d in (14, 16)]
    assert [Fraction(report["victims"][k]["out"]) for k in "ab"] == [
        Fraction(n, 20) for n in outs]
    together = sum((8 + f - 14 >= 5) + (8 + f - 16 >= 5) for f in range(1, 21))
    assert Fraction(report["taken_out_mean"]) == Fraction(together, 20)
