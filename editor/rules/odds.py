"""What the odds of every roll give, whatever the rule system: the exact distribution of the
hit points lost (PV in Eisdrachen, PC in the D20 game), zeros included, its mean, and the
chance to take the target out given the hit points it has left (PRODUCT §4 « the exact odds
shown before the roll »).

Also the JSON form the command line prints (every probability and mean an exact fraction
string ``"n/d"``, ``"0"`` and ``"1"`` for those, any other whole number over 1; a distribution
maps every loss from 0 to the maximum, as decimal-string keys, to its probability) and the
checks that turn an out-of-range number into a ``SkirmishError`` naming the bad value.
Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from editor.dice.distribution import CERTAIN_ZERO, Distribution, at_least, capped, expected
from editor.messages import error

MAX_HIT_POINTS = 30
"""The most hit points a target may be given: far above any profile of either system, low
enough that a melee fought to the end stays a few milliseconds."""


def fraction_text(value: Fraction | int) -> str:
    """An exact probability or mean as JSON text, as the command line's contract writes them:
    ``"n/d"`` in lowest terms, ``"0"`` and ``"1"`` for those two. Any other whole number keeps
    the form, over 1 (a mean of 6 PV is ``"6/1"``), so every value that is not 0 or 1 reads
    the same way."""
    value = Fraction(value)
    if value in (0, 1):
        return str(value.numerator)
    return f"{value.numerator}/{value.denominator}"


def distribution_json(dist: Distribution) -> dict[str, str]:
    """Every count from 0 to the maximum, zeros included, as ``{"0": "1/6", ...}``."""
    return {str(k): fraction_text(p) for k, p in enumerate(dist)}


@dataclass(frozen=True, slots=True)
class LossOdds:
    """The hit points a roll takes from one target. ``distribution[k]`` is the chance of
    losing exactly k; with ``hit_points`` (what the target has left) the loss is capped there,
    so its last entry is the chance to take the target out."""

    distribution: Distribution = CERTAIN_ZERO
    hit_points: int | None = None

    @classmethod
    def of(cls, wounds: Distribution, hit_points: int | None = None) -> LossOdds:
        """From the wounds a roll inflicts, uncapped; ``hit_points`` caps them."""
        if hit_points is None:
            return cls(_trimmed(wounds), None)
        return cls(_padded(capped(_trimmed(wounds), hit_points), hit_points + 1), hit_points)

    @property
    def mean(self) -> Fraction:
        return expected(self.distribution)

    @property
    def out(self) -> Fraction | None:
        """The chance the target is taken out (at 0 left), when its hit points are known."""
        if self.hit_points is None:
            return None
        return at_least(self.distribution, self.hit_points)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "distribution": distribution_json(self.distribution),
            "mean": fraction_text(self.mean),
        }
        if self.hit_points is not None:
            out["hit_points"] = self.hit_points
            out["out"] = fraction_text(self.out or 0)
        return out


def _trimmed(dist: Distribution) -> Distribution:
    """Without impossible counts past the last possible one (the maximum stays the maximum)."""
    end = len(dist)
    while end > 1 and dist[end - 1] == 0:
        end -= 1
    return dist[:end]


def _padded(dist: Distribution, length: int) -> Distribution:
    """Zeros up to ``length`` entries: a capped loss lists every value up to the hit points."""
    return dist + (Fraction(0),) * (length - len(dist))


def check_whole(name: str, value: Any, low: int, high: int) -> int:
    """``value`` as an int in [low, high], or a SkirmishError naming it (booleans refused)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise error("odds.not_whole", name=name, value=value)
    if not low <= value <= high:
        raise error("odds.out_of_range", name=name, value=value, low=low, high=high)
    return value


def check_hit_points(name: str, value: int | None) -> int | None:
    """Remaining hit points: None (unknown) or 1 to ``MAX_HIT_POINTS``."""
    return None if value is None else check_whole(name, value, 1, MAX_HIT_POINTS)


def check_dice(name: str, dice: Iterable[Any], expected_count: int, sides: int) -> tuple[int, ...]:
    """Typed dice: exactly ``expected_count`` of them, each a face from 1 to ``sides``."""
    faces = tuple(dice)
    if len(faces) != expected_count:
        raise error("odds.dice_count", name=name, count=len(faces), expected=expected_count)
    for face in faces:
        if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= sides:
            raise error("odds.die_face", name=name, value=face, sides=sides)
    return faces
