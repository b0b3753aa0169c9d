"""How a rule system moves and sees on a free table, as plain numbers: ``TableRules``.

Eisdrachen and the D20 game play on the same table with the same engine; they differ only by
the numbers here, resolved into millimetres for one table. The queries of this package take a
``TableRules`` and never ask which rule system is played: each free-table rule-system plug-in
builds its own from the scenario's rules options (``RuleSystemPlugin.table_rules``; the
Eisdrachen reading in ``editor.rules.eisdrachen.table``, the D20 one in
``editor.rules.d20.table``, both tabulated with the sentences they come from in
``docs/free-table.md``).

Pure Python; must not import Qt, SQLAlchemy or the zone-board engine.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.model.options import ClimbEnding, ShallowWater
from editor.model.table import CoverClass

HALF_SPEED = 2.0
COVER_ORDER = (CoverClass.NONE, CoverClass.LIGHT, CoverClass.MEDIUM, CoverClass.HEAVY)


@dataclass(frozen=True, slots=True)
class ClimbRule:
    """How the pieces that must be climbed (``MovementEffect.CLIMB``) are climbed.

    A climb is measured by the height climbed: up onto a flat top, down from it, or over a
    wall whose top is not flat (its height once).
    """

    in_movement: bool
    """D20: a climb is part of a move; Eisdrachen: it is an action of its own (Escalader)."""
    height_factor: float
    """What each millimetre of height climbed costs within a move (D20: difficult terrain)."""
    surface_factor: float
    """What each millimetre across a wall without a flat top costs within a move."""
    limit_of_speed: float
    """The highest climb, as a fraction of the figure's speed (both texts: half)."""
    limit_inclusive: bool
    """Eisdrachen climbs half of V ("on la divise par 2"); D20 needs "moins de la moitié"."""
    start_within_mm: float = 0.0
    """Escalader starts with the base at most this far from the wall (and lands as far)."""
    ending: ClimbEnding = ClimbEnding.FLAT_GROUND

    def limit_mm(self, speed_mm: float) -> float:
        """The highest climb of a figure of speed ``speed_mm``."""
        return self.limit_of_speed * speed_mm

    def allows(self, height_mm: float, speed_mm: float, epsilon: float = 1e-6) -> bool:
        """A climb of ``height_mm`` is within the limit of a figure of speed ``speed_mm``."""
        limit = self.limit_mm(speed_mm)
        if self.limit_inclusive:
            return height_mm <= limit + epsilon
        return height_mm < limit - epsilon


@dataclass(frozen=True, slots=True)
class TableRules:
    """Movement and sight numbers of one rule system on one table, lengths in millimetres."""

    difficult_factor: float
    crawl_factor: float
    heavy_weapons_crawl: bool
    """False where carriers of heavy weapons may not crawl (Eisdrachen "Ramper")."""
    deep_water_factor: float
    """Cost per millimetre of swimming; ``inf`` where deep water may not be entered."""
    swim_straight: bool
    """Swimmers go "en ligne droite d'un point à un autre" (D20)."""
    shallow_water: ShallowWater
    climb: ClimbRule
    frontal_arc_deg: float
    rear_attack_bonus: int
    cover_bonuses: tuple[int, ...]
    """Bonus for light, medium and heavy cover."""
    large_base_mm: float
    """Bases at least this wide are large figures (``inf``: no such rule)."""
    melee_reach_mm: float | None
    """Melee needs bases closer than this; None: bases in contact."""

    def cover_bonus(self, cover: CoverClass) -> int:
        """The defence bonus of a cover class (0 without cover)."""
        rank = COVER_ORDER.index(cover)
        return self.cover_bonuses[rank - 1] if rank and rank <= len(self.cover_bonuses) else 0

    def is_large(self, base_mm: float) -> bool:
        return base_mm >= self.large_base_mm - 1e-6
