"""The Eisdrachen d6 tables as exact distributions: « 6) Pièges » (1–2 bombe incendiaire, 3–4
bombe E.P.M, 5–6 piège à loup), « 15) Prier une divinité » (1 to 5 as the text lists them, the
missing 6 a rules option, by default nothing), « 12) Sauter » (5 pas, « sur 6, le saut fait 4ps
au lieu de 5 ») and the grenade's bounce of « 4) » (the score in pas). The faces are data of
``EisdrachenRules``. Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from fractions import Fraction

from editor.dice.distribution import face_table
from editor.rules.eisdrachen.rules import EisdrachenRules, PrayerResult, TrapResult
from editor.rules.odds import LossOdds, check_hit_points


def trap_table(rules: EisdrachenRules | None = None) -> dict[TrapResult, Fraction]:
    """The chance of each kind of trap when one is triggered."""
    return face_table((rules or EisdrachenRules()).trap_faces)


def trap_loss(rules: EisdrachenRules | None = None, hit_points: int | None = None) -> LossOdds:
    """The PV a triggered trap takes: « le joueur piégé perd 2(PV) automatiquement » on the
    incendiary bomb, nothing on the others."""
    rules = rules or EisdrachenRules()
    check_hit_points("hit_points", hit_points)
    dist = [Fraction(0)] * (rules.incendiary_loss + 1)
    for result, chance in trap_table(rules).items():
        dist[rules.incendiary_loss if result is TrapResult.INCENDIARY else 0] += chance
    return LossOdds.of(tuple(dist), hit_points)


def prayer_table(rules: EisdrachenRules | None = None) -> dict[PrayerResult, Fraction]:
    """The chance of each result of a prayer. With ``prayer_six = ROLL_AGAIN`` a 6 is rolled
    again until the die shows 1 to 5: summed as a geometric series, each of those faces then
    has 1/5."""
    rules = rules or EisdrachenRules()
    if rules.prayer_six is PrayerResult.ROLL_AGAIN:
        return face_table(rules.prayer_faces)
    return face_table((*rules.prayer_faces, rules.prayer_six))


def jump_table(rules: EisdrachenRules | None = None) -> dict[int, Fraction]:
    """The length of a jump in pas and its chance."""
    return face_table((rules or EisdrachenRules()).jump_pas)


def bounce_table(rules: EisdrachenRules | None = None) -> dict[int, Fraction]:
    """The bounce of a grenade in pas and its chance."""
    return face_table((rules or EisdrachenRules()).bounce_pas)
