"""Where each side of a D20 game deploys, and whether a figure stands inside (« 2. Le
Déploiement »).

« La distance de déploiement est égale à 2 fois le Mouvement de la figurine la plus rapide de
l'Escouade, si toutefois le scénario choisi ne précise pas une autre option. Le scénario précise
aussi si le Déploiement se fait d'un bord de table ou d'un coin. Dans le cas d'un coin, la zone
de déploiement est un carré dont deux des côtés sont les bords de la table. »

So a side's zone is a rectangle: along an edge, the whole edge by the depth; in a corner, a
square of the depth whose two sides are the table's edges. The depth is
``D20Options.deployment_depth_cm`` when the scenario sets one, else twice the fastest Mouvement
of the side's figures; the place is ``D20Options.deployment_<side>``. A zone never runs past
the table (a depth beyond it is cut at the table's far edge). A figure is deployed inside when
its whole base is (a base jutting out stands partly beyond the deployment distance). Pure core.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.model.options import D20Options, DeploymentPlace
from editor.model.table import FreeTable
from editor.table.figures import TableFigure
from editor.table.measure import EPSILON_MM
from editor.table.units import cm_to_mm

DEPLOYMENT_RULE = "2. Le Déploiement"


@dataclass(frozen=True, slots=True)
class DeploymentZone:
    side: str
    place: DeploymentPlace
    depth_mm: float
    box: tuple[float, float, float, float]
    """(x0, y0, x1, y1) in millimetres, x0 < x1 and y0 < y1."""

    def holds(self, x: float, y: float, radius_mm: float = 0.0) -> bool:
        """The disc of ``radius_mm`` at (x, y) lies inside the zone (its edge included)."""
        x0, y0, x1, y1 = self.box
        r = radius_mm - EPSILON_MM
        return x0 + r <= x <= x1 - r and y0 + r <= y <= y1 - r

    @property
    def polygon(self) -> tuple[tuple[float, float], ...]:
        x0, y0, x1, y1 = self.box
        return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def zone_box(table: FreeTable, place: DeploymentPlace, depth_mm: float
             ) -> tuple[float, float, float, float]:
    """The rectangle of ``place`` with ``depth_mm``, cut to the table."""
    w, h = table.width_mm, table.height_mm
    dx, dy = min(depth_mm, w), min(depth_mm, h)
    left, right = (0.0, dx), (w - dx, w)
    top, bottom = (0.0, dy), (h - dy, h)
    spans = {
        DeploymentPlace.BOTTOM: ((0.0, w), bottom),
        DeploymentPlace.TOP: ((0.0, w), top),
        DeploymentPlace.LEFT: (left, (0.0, h)),
        DeploymentPlace.RIGHT: (right, (0.0, h)),
        DeploymentPlace.TOP_LEFT: (left, top),
        DeploymentPlace.TOP_RIGHT: (right, top),
        DeploymentPlace.BOTTOM_LEFT: (left, bottom),
        DeploymentPlace.BOTTOM_RIGHT: (right, bottom),
    }
    (x0, x1), (y0, y1) = spans[place]
    return (x0, y0, x1, y1)


def side_place(options: D20Options, side: str) -> DeploymentPlace:
    return {
        "hero": options.deployment_hero,
        "villain": options.deployment_villain,
        "neutral": options.deployment_neutral,
    }[side]


def deployment_zones(options: D20Options, table: FreeTable, sides: tuple[str, ...],
                     figures: tuple[TableFigure, ...]) -> tuple[DeploymentZone, ...]:
    """The zone of each side in ``sides``; the depth from the side's fastest figure in
    ``figures`` unless the scenario sets one (module docstring)."""
    zones = []
    for side in sides:
        if options.deployment_depth_cm > 0:
            depth = cm_to_mm(options.deployment_depth_cm)
        else:
            speeds = [f.speed_mm for f in figures if f.side.value == side]
            depth = 2 * max(speeds, default=0.0)
        place = side_place(options, side)
        zones.append(DeploymentZone(side, place, depth, zone_box(table, place, depth)))
    return tuple(zones)
