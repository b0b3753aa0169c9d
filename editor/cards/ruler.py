"""Rulers printed in strips that join end to end into one long ruler (all in millimetres).

A page holds strips side by side; a ruler of ``length`` units (30 pas for Eisdrachen, 60 cm
for the D20 game: the longest ranges of their weapons) is cut into as few strips as the page's
height allows, all of the same length but the last. The strips are numbered on from one to the
next (0–10, 10–20, 20–30 pas), lettered A, B, C… at their top, and each joint carries a join
mark: half a diamond at the end of one strip and the other half at the start of the next, which
make a whole diamond when the strips are butted together the right way round. When the page is
wide enough, it holds several copies of the ruler.
"""

from __future__ import annotations

import math
import string
from dataclasses import dataclass

from editor.cards.geometry import Rect


@dataclass(frozen=True, slots=True)
class Strip:
    """One strip: where it is on the page, the units it spans and its letter."""

    x: float
    y: float
    width: float
    start: int
    end: int
    letter: str
    ruler: int
    """Which copy of the ruler on the page (0, 1…)."""


@dataclass(frozen=True, slots=True)
class RulerPlan:
    unit_mm: float
    length: int
    strips: tuple[Strip, ...]
    joins: tuple[tuple[int, int], ...]
    """(strip, next strip) index pairs: the end of the first joins the start of the second."""

    def height(self, strip: Strip) -> float:
        return (strip.end - strip.start) * self.unit_mm


def plan_ruler(area: Rect, unit_mm: float, length: int, *, min_strip_width: float = 22.0,
               gap: float = 6.0) -> RulerPlan:
    """The strips of as many ``length``-unit rulers as fit in ``area`` (at least one)."""
    capacity = max(1, math.floor(area.height / unit_mm + 1e-9))
    per_ruler = math.ceil(length / capacity)
    per_strip = math.ceil(length / per_ruler)
    fit = max(1, math.floor((area.width + gap) / (min_strip_width + gap) + 1e-9))
    copies = max(1, fit // per_ruler)
    count = min(copies * per_ruler, fit)
    width = (area.width - gap * (count - 1)) / count
    strips, joins = [], []
    for index in range(count):
        ruler, part = divmod(index, per_ruler)
        start = part * per_strip
        strips.append(Strip(area.x + index * (width + gap), area.y, width, start,
                            min(length, start + per_strip), _letter(part), ruler))
        if part:
            joins.append((index - 1, index))
    return RulerPlan(unit_mm, length, tuple(strips), tuple(joins))


def _letter(part: int) -> str:
    """A, B… Z, then AA, AB…"""
    letters = string.ascii_uppercase
    if part < len(letters):
        return letters[part]
    return letters[part // 26 - 1] + letters[part % 26]
