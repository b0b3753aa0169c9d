"""Exact odds of the D20 rolls that throw more than one D20 or strike more than one figure, in
``Fraction``, never sampling (``editor.rules.d20.odds`` holds the one-die rolls).

- **Several dice at one target**: a burst (a weapon's special rule with extra dice, « Les
  armes »: « Les armes peuvent posséder des règles spéciales ») or the two weapons of one figure
  fired at its one target (« Lorsqu'une figurine possède deux armes, elle ne peut pas tirer sur
  plus d'une cible dans la même Phase »): each die is a shot of « 3.2. Les Tirs », « la
  différence est égale au nombre de Points de Constitution perdus », and the PC lost add up.
  The distribution of the sum is the convolution of each die's, capped at the PC left.
- **One roll against several figures**: a grenade, or an object thrown (« Les Jets d'objet »:
  « ND de l'objet + la Force de la figurine + 1D20/Déf Physique de(s) adversaire(s) »): each
  figure struck loses the margin of the roll over its own Dφ. Each figure's odds are those of
  its own one-die roll whether the D20 is shared or rolled per figure (``AreaDice``): only the
  joint outcome differs, and the mean number of figures taken out, a sum of their chances, does
  not.
Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from editor.model.text import Text
from editor.rules.d20.odds import damage_distribution
from editor.rules.odds import LossOdds, check_hit_points, check_whole, fraction_text

MAX_DICE = 10
"""The most D20 one shot throws at one target (two weapons with bursts included)."""
SYSTEM = "d20"


@dataclass(frozen=True, slots=True)
class Volley:
    """The dice thrown at one target by one weapon: N + 1D20 against D, ``dice`` times."""

    attack: int
    defence: int
    dice: int = 1


def _convolved(a: Sequence[Fraction], b: Sequence[Fraction]) -> tuple[Fraction, ...]:
    out = [Fraction(0)] * (len(a) + len(b) - 1)
    for i, p in enumerate(a):
        if p:
            for j, q in enumerate(b):
                out[i + j] += p * q
    return tuple(out)


def volley_distribution(volleys: Sequence[Volley]) -> tuple[Fraction, ...]:
    """P(PC lost = k), uncapped, for every die of every volley at one target."""
    check_whole("dice", sum(v.dice for v in volleys), 1, MAX_DICE)
    total: tuple[Fraction, ...] = (Fraction(1),)
    for volley in volleys:
        one = damage_distribution(volley.attack, volley.defence)
        for _ in range(volley.dice):
            total = _convolved(total, one)
    return total


def volley_report(volleys: Sequence[Volley], constitution: int | None = None) -> dict[str, Any]:
    """The odds of every die at one target: ``hit`` the chance that at least one die hits,
    ``distribution`` and ``mean`` of the PC lost, ``out`` with the target's PC left."""
    check_hit_points("constitution", constitution)
    dist = volley_distribution(volleys)
    miss = Fraction(1)
    for volley in volleys:
        miss *= damage_distribution(volley.attack, volley.defence)[0] ** volley.dice
    first = volleys[0]
    return {
        "system": SYSTEM,
        "attack": first.attack,
        "defence": first.defence,
        "dice": sum(v.dice for v in volleys),
        "hit": fraction_text(1 - miss),
        **LossOdds.of(dist, constitution).to_json(),
    }


@dataclass(frozen=True, slots=True)
class Struck:
    """One figure a grenade or a thrown object strikes: the roll's fixed terms against its
    Dφ, and the PC it has left."""

    figure: str
    name: Text
    attack: int
    defence: int
    constitution: int


def area_report(struck: Sequence[Struck]) -> dict[str, Any]:
    """Each figure's chance to be hit, its PC lost and its chance to be taken out (``victims``,
    each caught for certain: ``blast`` 1), and the mean number of figures taken out."""
    victims: dict[str, Any] = {}
    taken = Fraction(0)
    for one in struck:
        dist = damage_distribution(one.attack, one.defence)
        loss = LossOdds.of(dist, min(one.constitution, 30))
        taken += loss.out or 0
        victims[one.figure] = {
            "name": {"fr": one.name.get("fr"), "en": one.name.get("en")},
            "blast": "1",
            "attack": one.attack,
            "defence": one.defence,
            "hit": fraction_text(1 - dist[0]),
            **loss.to_json(),
        }
    return {"system": SYSTEM, "victims": victims, "taken_out_mean": fraction_text(taken)}
