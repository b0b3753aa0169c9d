"""The overlay models of a free-table game: plain frozen data, one type per way of drawing.

What the player sees for the selected figure (PRODUCT §4 "Play (free tables)"): where it can go
(``ReachArea``, one per movement mode), what it can see and hit (``SightLines``: a line to each
enemy with the cover class and the visible fraction, whether the enemy is in the frontal arc
and which weapons reach it), the range of each weapon (``RangeRings``), the frontal arc where
the rule system has one (``FrontArc``) and the radii an action uses (``ActionRadius``: blast,
detection, alert). ``TableOverlayKind`` names the toggles. The models are computed off the GUI
thread (``compute``) and drawn by ``overlay_layer.DRAWERS``; they hold no Qt object, so they
are built and tested without a window. Lengths are millimetres on the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from editor.model.geometry import Point
from editor.model.table import CoverClass
from editor.model.text import Text

Ring = tuple[Point, ...]
Polygon = tuple[Ring, ...]
"""An outline first, then its holes; rings without their closing point."""


class TableOverlayKind(StrEnum):
    """The overlays of a free-table game; the first five are the player's toggles."""

    REACH = "reach"
    SIGHT = "sight"
    RANGES = "ranges"
    ARC = "arc"
    RADII = "radii"


TABLE_TOGGLES = tuple(TableOverlayKind)


@dataclass(frozen=True)
class ReachArea:
    """Where the centre of ``figure`` can end a move in one way of moving («1) Déplacement»,
    «2) Escalader», «3.1. Les Mouvements»…); ``mode`` is the action's name in the rule system
    (``move``, ``climb``…), ``rank`` its place among the figure's ways (0 = the full move),
    which decides its look."""

    figure: str
    mode: str
    budget_mm: float | None
    """The figure's movement for the full move; None for a mode without one budget."""
    polygons: tuple[Polygon, ...]
    rank: int = 0
    region: Any = field(default=None, compare=False, repr=False)
    """The same area as a shapely geometry (for the drag's "can it end here?"), or None."""


@dataclass(frozen=True)
class SightLine:
    """From the viewer to one enemy: may it be targeted, and how well is it covered.

    ``clear`` is the rule system's verdict on the line itself (more than half of the target
    seen, «Le Champ de vision»); ``in_arc`` says whether the target stands in the viewer's
    frontal arc (always for a system without facing). A target is *in sight* only when both
    hold: a figure behind a D20 viewer is never listed as seen, only as behind."""

    target: str
    start: Point
    end: Point
    clear: bool
    in_arc: bool
    visible: float
    """Fraction of the target's cylinder the viewer sees, 0 to 1."""
    cover: CoverClass
    distance_mm: float
    """Base to base."""
    weapons: tuple[Text, ...] = ()
    """The viewer's weapons that reach the target (ranged ones by range, melee ones in reach)."""
    melee: bool = False
    """In close-combat reach (an enemy: friends are never "in reach")."""

    @property
    def in_sight(self) -> bool:
        return self.clear and self.in_arc


@dataclass(frozen=True)
class SightLines:
    viewer: str
    origin: Point
    lines: tuple[SightLine, ...]


@dataclass(frozen=True)
class WeaponRing:
    name: Text
    range_mm: float
    """The weapon's «Portée»."""
    radius_mm: float
    """From the viewer's centre: its base radius plus the range (ranges are base to base)."""


@dataclass(frozen=True)
class RangeRings:
    figure: str
    centre: Point
    rings: tuple[WeaponRing, ...]


@dataclass(frozen=True)
class FrontArc:
    """«Une figurine voit sur les 180° de son arc frontal»: the wedge ahead of ``figure``."""

    figure: str
    centre: Point
    facing_deg: float
    width_deg: float
    radius_mm: float
    """How far the wedge is drawn (the table's diagonal: the arc has no range)."""


@dataclass(frozen=True)
class ActionRadius:
    """A radius an action uses, around a point or a figure: ``key`` is ``blast`` (a grenade's
    «périmètre»), ``detection`` (a hidden figure found «à 3ps»), ``alert`` («dans un rayon de
    6ps») or another name the rule system gives."""

    key: str
    centre: Point
    radius_mm: float
    label: Text | None = None
