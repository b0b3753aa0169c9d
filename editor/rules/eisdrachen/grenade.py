"""Exact odds of a grenade, « 4) Lancer une grenade »: « il lance un dé qui désigne les rebonds
(le score donne le nombre de pas) »; every figure within the radius of where it lands « se
prennent 2(A) de F(2) » (a standard grenade, ``EisdrachenRules.grenade``) and « ont toutes le
droit (sans exception) à une esquive qui réussi sur 5+ » (``EisdrachenOptions.grenade_dodge_on``).
Where the grenade lands and who stands in the blast is geometry, the caller's: it lists the
victims for each bounce. Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction

from editor.dice.distribution import CERTAIN_ZERO, Distribution, face_table, mixture, sum_of
from editor.messages import error
from editor.rules.eisdrachen.odds import Attack, chain_odds
from editor.rules.eisdrachen.rules import EisdrachenRules
from editor.rules.odds import LossOdds, check_hit_points, check_whole


@dataclass(frozen=True, slots=True)
class Victim:
    """A figure that may be in the blast: its id, the PV it has left, its prayer (« 15) » 3)."""

    id: str
    hit_points: int
    reroll_dodges: bool = False


@dataclass(frozen=True, slots=True)
class VictimOdds:
    blast: Fraction
    """The chance the grenade lands within its radius (over the bounce)."""
    loss: LossOdds


@dataclass(frozen=True)
class GrenadeOdds:
    bounce: dict[int, Fraction]
    """The chance of each bounce, in pas."""
    victims: dict[str, VictimOdds]
    """Each figure that some bounce puts in the blast, in the order they were first listed."""
    taken_out: Distribution
    """The chance that exactly k of them are taken out."""


def grenade_attack(thrower_i: int, victim: Victim, rules: EisdrachenRules) -> Attack:
    """What each figure in the blast takes: the grenade's attacks and Force, dodged on the
    grenade's fixed number (« sans exception […] sur 5+ »), wounds by the thrower's number
    unless a rules option fixes it."""
    return Attack(
        rules.grenade.attacks,
        rules.grenade.force,
        thrower_i,
        1,  # unused: the dodge number is fixed
        dodge_on=rules.tables.grenade_dodge_on,
        no_wound_on=rules.grenade_no_wound_on,
        reroll_dodges=victim.reroll_dodges,
    )


def grenade_odds(
    thrower_i: int,
    victims_at: Callable[[int], Iterable[Victim]],
    rules: EisdrachenRules | None = None,
) -> GrenadeOdds:
    """« Il lance un dé qui désigne les rebonds (le score donne le nombre de pas) »: for each
    bounce of ``rules.bounce_pas``, ``victims_at(pas)`` lists the figures within the blast
    where the grenade then lands (the geometry is the caller's). Each victim's loss mixes the
    bounces, a bounce that misses it counting as no loss; victims roll their own dodges, so
    given the bounce they are independent."""
    rules = rules or EisdrachenRules()
    check_whole("thrower_i", thrower_i, 1, rules.intelligences)
    bounces = face_table(rules.bounce_pas)
    known: dict[str, Victim] = {}
    losses: dict[str, LossOdds] = {}
    by_profile: dict[tuple[int, bool], LossOdds] = {}  # victims alike take alike odds
    hit_by: dict[int, tuple[str, ...]] = {}
    for pas in bounces:
        ids: list[str] = []
        for victim in victims_at(pas):
            if victim.id in ids:
                continue
            seen = known.setdefault(victim.id, victim)
            if seen != victim:
                raise error("odds.victim_mismatch", id=victim.id)
            if victim.id not in losses:
                check_hit_points(f"{victim.id}.hit_points", victim.hit_points)
                profile = (victim.hit_points, victim.reroll_dodges)
                if profile not in by_profile:
                    by_profile[profile] = chain_odds(
                        grenade_attack(thrower_i, victim, rules), rules, victim.hit_points
                    )
                losses[victim.id] = by_profile[profile]
            ids.append(victim.id)
        hit_by[pas] = tuple(ids)
    victims = {}
    for vid, loss in losses.items():
        blast = sum((w for pas, w in bounces.items() if vid in hit_by[pas]), Fraction(0))
        dist = mixture([(1 - blast, CERTAIN_ZERO), (blast, loss.distribution)])
        victims[vid] = VictimOdds(blast, LossOdds.of(dist, loss.hit_points))
    taken_out = mixture(
        (weight, _count_out(losses[vid].out or Fraction(0) for vid in hit_by[pas]))
        for pas, weight in bounces.items()
    )
    return GrenadeOdds(bounces, victims, taken_out)


def _count_out(chances: Iterable[Fraction]) -> Distribution:
    """How many of independent figures are taken out, given each one's chance."""
    return sum_of((1 - chance, chance) for chance in chances)
