"""The JSON-ready reports of both rule systems follow the command line's contract: every
probability and mean an exact fraction string, each distribution keyed by every loss from 0 to
the maximum (zeros included) and summing to 1, and the values of the rules they report."""

from __future__ import annotations

import json
import re
from fractions import Fraction

from editor.rules.d20.odds import TieReroll
from editor.rules.d20.report import attack_report, initiative_report
from editor.rules.eisdrachen.grenade import Victim
from editor.rules.eisdrachen.melee import Fighter
from editor.rules.eisdrachen.odds import Attack
from editor.rules.eisdrachen.report import (
    grenade_report,
    melee_report,
    shot_report,
    tables_report,
)
from editor.rules.eisdrachen.rules import EisdrachenRules, WoundDice

EXACT = re.compile(r"^(0|1|-?[1-9][0-9]*/[1-9][0-9]*)$")
"""The contract: ``"n/d"``, ``"0"`` and ``"1"``; any other whole number over 1."""


def assert_distribution(dist: dict[str, str], top: int) -> None:
    assert list(dist) == [str(k) for k in range(top + 1)]
    assert all(EXACT.match(p) for p in dist.values())
    assert sum(Fraction(p) for p in dist.values()) == 1


def test_tir_report():
    """« 3) Tir »: 3 A of F 2 from a Vétéran at a Bleu, as the command line prints it."""
    report = json.loads(json.dumps(shot_report(Attack(3, 2, 3, 1))))
    assert report["system"] == "eisdrachen" and report["wound_dice"] == "per_force_point"
    assert (report["dodge_on"], report["no_wound_on"]) == (6, 5)
    assert (report["dodge"], report["wound"]) == ("1/6", "2/3")
    assert_distribution(report["distribution"], 6)
    # all six dice wound only if no attack is dodged: (5/6)^3 × (2/3)^6 = 125/216 × 64/729
    assert Fraction(report["distribution"]["6"]) == Fraction(125, 216) * Fraction(64, 729)
    # mean: 3 × 5/6 undodged × 2 dice × 2/3 = 10/3
    assert report["mean"] == "10/3" and "out" not in report


def test_tir_report_per_attack_with_hit_points():
    rules = EisdrachenRules(wound_dice=WoundDice.PER_ATTACK)
    report = shot_report(Attack(3, 2, 3, 1, sniper=True), rules, hit_points=3)
    assert report["modifiers"] == ["sniper"] and report["dodge_on"] is None
    assert_distribution(report["distribution"], 3)
    # no dodge; each attack's die wounds with 2/3 for 2 PV: 1 PV is impossible
    assert report["distribution"]["1"] == "0"
    assert report["out"] == report["distribution"]["3"] == str(1 - Fraction(1, 27) - Fraction(6, 27))


def test_corps_a_corps_report():
    report = melee_report(Fighter(2, 1, 1, 1), Fighter(2, 1, 1, 1))
    assert report["first"] == "declarer" and report["riposte_rule"] == "once"
    assert report["attacked"]["out"] == "5/12" and report["riposte"] == "7/12"
    # the declarer is taken out by the riposte: 7/12 × 5/12
    assert report["declarer"]["out"] == "35/144"
    assert_distribution(report["declarer"]["distribution"], 1)
    assert sum(Fraction(j["chance"]) for j in report["joint"]) == 1


def test_lancer_une_grenade_report():
    near, far = Victim("near", 2), Victim("far", 1)
    report = json.loads(json.dumps(grenade_report(2, lambda pas: [near] if pas > 3 else [near, far])))
    assert (report["attacks"], report["force"], report["dodge_on"]) == (2, 2, 5)
    assert report["victims"]["near"]["blast"] == "1" and report["victims"]["far"]["blast"] == "1/2"
    assert_distribution(report["victims"]["far"]["distribution"], 1)
    assert_distribution(report["taken_out"], 2)
    assert list(report["bounce"]) == ["1", "2", "3", "4", "5", "6"]


def test_tables_report():
    report = tables_report()
    assert report["jump"] == {"5": "5/6", "4": "1/6"}
    assert report["trap"] == {"incendiary": "1/3", "emp": "1/3", "wolf_trap": "1/3"}
    assert_distribution(report["trap_loss"]["distribution"], 2)


def test_d20_attack_report():
    """« 3.2. Les Tirs »: N = 10 against D = 15, and with « --opposed » 12 the chance that
    10 + 1D20 beats 12 + 1D20: differences of 3 or more, 17 + 16 + … + 1 = 153 of 400."""
    report = json.loads(json.dumps(attack_report(10, 15, opposed=12)))
    assert report["hit"] == "3/4" and report["mean"] == "6/1"  # a whole mean keeps the n/d form
    assert_distribution(report["distribution"], 15)
    assert report["win"] == "153/400" and report["tie"] == "9/200"
    assert attack_report(0, 25)["distribution"] == {"0": "1"}
    assert attack_report(10, 15, constitution=4)["out"] == "3/5"


def test_d20_initiative_report():
    report = initiative_report([1, 0])
    assert [p["win"] for p in report["players"]] == ["70/127", "57/127"]
    assert initiative_report([0, 0, 0], TieReroll.EVERYONE)["ties"] == "everyone"
