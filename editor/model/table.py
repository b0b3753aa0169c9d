"""Free tables for the Eisdrachen (pas) and D20 (cm) systems: positions are points, not zones.

Terrain pieces are polygons with a cover class, a height and a movement effect; the measuring
unit only changes how distances are shown and entered, the model stays in millimetres.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from editor.model.board import BackgroundImage
from editor.model.geometry import Polygon
from editor.model.text import Text


class DistanceUnit(StrEnum):
    CM = "cm"
    PAS = "pas"


class CoverClass(StrEnum):
    """D20 cover: light +1, medium +2, heavy +3 to Dφ (the bonus itself is a rules option)."""

    NONE = "none"
    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"


class MovementEffect(StrEnum):
    OPEN = "open"
    DIFFICULT = "difficult"
    """Movement halved (D20 "terrain difficile")."""
    CLIMB = "climb"
    WATER = "water"
    IMPASSABLE = "impassable"
    CRAWL_ONLY = "crawl_only"
    """Passable only by crawling (Eisdrachen "ramper")."""


@dataclass(frozen=True, slots=True)
class TerrainPiece:
    id: str
    polygon: Polygon
    name: Text = Text()
    cover: CoverClass = CoverClass.NONE
    height_mm: float = 0.0
    movement: MovementEffect = MovementEffect.OPEN
    blocks_los: bool = False


@dataclass(frozen=True, slots=True)
class FreeTable:
    """A table measured in cm or pas, origin top-left, y down."""

    KIND: ClassVar[str] = "table"
    width_mm: float = 1200.0
    height_mm: float = 1200.0
    unit: DistanceUnit = DistanceUnit.CM
    mm_per_pas: float = 25.0
    """Length of one "pas" in millimetres; the Eisdrachen texts do not fix it."""
    terrain: tuple[TerrainPiece, ...] = ()
    background: BackgroundImage | None = None
