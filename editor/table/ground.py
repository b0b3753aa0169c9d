"""What a millimetre costs a given figure at any point of a free table: the movement rules.

The cost of a path is its length weighted by the terrain under the figure's centre (D20: "Le
mètre ruban peut être courbé", so paths bend freely). One millimetre costs, by movement effect:

=============  =========================================  ========================================
effect         D20 (cm)                                   Eisdrachen (pas)
=============  =========================================  ========================================
OPEN           1                                          1
DIFFICULT      2: "Le Mouvement est alors divisé par      1: "Il n'y a pas de restrictions de
               deux"                                      terrain"
WATER          2: "pour nager ... le mouvement est        forbidden: "ne peut pas marcher sur
               divisé par deux"                           l'eau profonde"
CRAWL_ONLY     2: a place "où l'on ne peut pas            2: "ramper divise la vitesse de
               progresser naturellement" is difficult     déplacement par 2"; forbidden: "impossible
                                                          pour tout porteur d'armes lourdes"
CLIMB          2 if the height is under half the          2 if the height is at most half the
               Mouvement ("moins de la moitié de la       speed ("on la divise par 2"); else
               valeur de mouvement"; climbed décor is     forbidden
               "terrain difficile"); else forbidden, so
               the move stops "au pied de l'obstacle"
IMPASSABLE     forbidden                                  forbidden
=============  =========================================  ========================================

Where pieces overlap the dearest effect wins. A forbidden piece keeps the whole base out (its
outline grown by the base radius), and the base stays on the table; half-speed pieces count
under the centre, so a move may stop inside them ("la figurine stoppe son Mouvement dans le
terrain difficile"). Other figures' bases do not block movement (neither text says they do);
the climb height is a condition, not an extra length; D20 swimming "en ligne droite" is not
enforced. Bases may touch forbidden pieces and the table edge within ``CONTACT_TOLERANCE_MM``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely

from editor.model.scenario import RuleSystem
from editor.model.table import FreeTable, MovementEffect, TerrainPiece
from editor.table.figures import TableFigure
from editor.table.measure import CONTACT_TOLERANCE_MM, EPSILON_MM
from editor.table.terrain import Terrain

HALF_SPEED = 2.0
FORBIDDEN = math.inf


@dataclass(frozen=True, slots=True)
class Mover:
    """What movement needs to know about the moving figure."""

    rule_system: RuleSystem
    speed_mm: float
    """The profile's movement (D20 Mouvement, Eisdrachen V), for the climbing limit."""
    radius_mm: float
    can_crawl: bool = True

    @classmethod
    def of(cls, figure: TableFigure) -> Mover:
        return cls(figure.rule_system, figure.speed_mm, figure.radius_mm, figure.can_crawl)


def terrain_factor(piece: TerrainPiece, mover: Mover) -> float:
    """Cost of one millimetre with the centre in ``piece`` (see the table above)."""
    d20 = mover.rule_system is RuleSystem.D20
    match piece.movement:
        case MovementEffect.OPEN:
            return 1.0
        case MovementEffect.DIFFICULT:
            return HALF_SPEED if d20 else 1.0
        case MovementEffect.WATER:
            return HALF_SPEED if d20 else FORBIDDEN
        case MovementEffect.CRAWL_ONLY:
            return HALF_SPEED if d20 or mover.can_crawl else FORBIDDEN
        case MovementEffect.CLIMB:
            return HALF_SPEED if _climbable(piece.height_mm, mover) else FORBIDDEN
        case _:  # IMPASSABLE
            return FORBIDDEN


def _climbable(height_mm: float, mover: Mover) -> bool:
    limit = mover.speed_mm / 2
    if mover.rule_system is RuleSystem.D20:
        return height_mm < limit - EPSILON_MM
    return height_mm <= limit + EPSILON_MM


@dataclass(frozen=True, eq=False)
class Ground:
    """The table as one mover finds it: a cost per millimetre at any point."""

    table: FreeTable
    margin_mm: float
    """How far the centre keeps from the table edge and from forbidden pieces."""
    areas: tuple[tuple[shapely.Geometry, float], ...]
    """(area, cost factor) of every piece that is not open ground for the mover."""

    @classmethod
    def of(cls, terrain: Terrain, mover: Mover) -> Ground:
        margin = mover.radius_mm - CONTACT_TOLERANCE_MM
        areas = []
        for placed in terrain.pieces:
            factor = terrain_factor(placed.piece, mover)
            grow = factor == FORBIDDEN and margin > 0
            if factor != 1.0:
                area = placed.shape.buffer(margin) if grow else placed.shape
                shapely.prepare(area)
                areas.append((area, factor))
        return cls(terrain.table, margin, tuple(areas))

    def weights(self, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """Cost per millimetre at each point: 1 on open ground, ``inf`` where forbidden."""
        table, margin = self.table, self.margin_mm
        on_table = (
            (xs >= margin)
            & (xs <= table.width_mm - margin)
            & (ys >= margin)
            & (ys <= table.height_mm - margin)
        )
        weights = np.where(on_table, 1.0, FORBIDDEN)
        for area, factor in self.areas:
            inside = shapely.contains_xy(area, xs, ys)
            weights[inside] = np.maximum(weights[inside], factor)
        return weights
