"""Eisdrachen d6 tables: « 6) Pièges », « 15) Prier une divinité », « 12) Sauter » and the
bounce of « 4) Lancer une grenade », each result's chance counted face by face from the text."""

from __future__ import annotations

from fractions import Fraction

from editor.rules.eisdrachen.rules import EisdrachenRules, PrayerResult, TrapResult
from editor.rules.eisdrachen.tables import (
    bounce_table,
    jump_table,
    prayer_table,
    trap_loss,
    trap_table,
)

THIRD, SIXTH = Fraction(1, 3), Fraction(1, 6)


def test_pieges_table():
    """« sur 1-2: bombe incendiaire […] sur 3-4: bombe E.P.M […] sur 5-6: piège à loup »."""
    assert trap_table() == {TrapResult.INCENDIARY: THIRD, TrapResult.EMP: THIRD,
                            TrapResult.WOLF_TRAP: THIRD}


def test_pieges_incendiary_takes_two_pv():
    """« le joueur piégé perd 2(PV) automatiquement »: a third of the traps take 2 PV; a figure
    with 1 PV left is taken out by one trap in three."""
    assert trap_loss().distribution == (Fraction(2, 3), Fraction(0), THIRD)
    assert trap_loss(hit_points=1).out == THIRD
    assert trap_loss(EisdrachenRules(incendiary_loss=3)).mean == 1


def test_prier_une_divinite_table():
    """« -1 il ne se passe rien […] -5 il peu tirer attaquer deux fois plus »; the text has no
    6: by default nothing, so « rien » is 1 and 6."""
    assert prayer_table() == {
        PrayerResult.NOTHING: THIRD,
        PrayerResult.LUCKY: SIXTH,
        PrayerResult.REROLL_DODGES: SIXTH,
        PrayerResult.REROLL_WOUNDS: SIXTH,
        PrayerResult.DOUBLE_ATTACKS: SIXTH,
    }


def test_prier_une_divinite_six_as_an_option():
    """A 6 rolled again until 1–5 shows: Σ (1/6)^k × 1/6 = 1/5 for each of the five results."""
    again = prayer_table(EisdrachenRules(prayer_six=PrayerResult.ROLL_AGAIN))
    assert set(again.values()) == {Fraction(1, 5)} and len(again) == 5
    lucky = prayer_table(EisdrachenRules(prayer_six=PrayerResult.LUCKY))
    assert lucky[PrayerResult.LUCKY] == THIRD and lucky[PrayerResult.NOTHING] == SIXTH


def test_sauter_table():
    """« La figurine effectue un saut de 5ps, on effectue un jet, sur 6, le saut fait 4ps »."""
    assert jump_table() == {5: Fraction(5, 6), 4: SIXTH}


def test_lancer_une_grenade_bounce():
    """« il lance un dé qui désigne les rebonds (le score donne le nombre de pas) »."""
    assert bounce_table() == {pas: SIXTH for pas in range(1, 7)}
