"""Line of sight between figures in three dimensions, and the target's cover (D20 rules).

Eisdrachen only asks that the target be "bien visible par son tireur"; the D20 text says how,
and both systems use its reading here, with the numbers of :class:`TableRules`.

The target. "On considère un cylindre qui prolonge le socle": a figure is a cylinder on its
base, ``height_mm`` high, standing at ``elevation_mm`` (on the ground, or on the flat top of a
piece). Its side facing the viewer is sampled by ``SIGHT_COLUMNS`` columns from one flank to the
other and ``SIGHT_ROWS`` heights from the feet to the top of the head; the viewer looks from its
eyes (``EYE_HEIGHT`` of its height, above where it stands). A sample is seen when the straight
line to it passes no obstacle. Each column is one of the parallel axes of the text ("Tracez un
axe partant de l'extrémité du socle du tireur jusqu'au bord du socle adverse"), so a column's
line runs from the viewer's flank to the target's, and only its height changes with the row.

When it may be targeted (``Sight.clear``), from "Les Couverts":

- a large figure (base of at least ``TableRules.large_base_mm``) "si une partie de son socle est
  visible, ou si n'importe quelle partie d'elle-même peut être vue": any sample seen;
- a small one "si sa tête et ses épaules dépassent d'un couvert" (every sample from
  ``HEAD_AND_SHOULDERS`` of its height up is seen), or, "quand le couvert est plus haut que la
  figurine", "si plus de la moitié du cylindre est vue" (more than half of all samples).

What hides a sample:

- a terrain piece that the line crosses below the piece's top ("objet de taille supérieure à la
  cible"); a piece marked ``blocks_los`` and a closed door hide at any height; an open door
  hides nothing. A piece under either figure's centre does not hide their line: the figure
  stands in it or on it (a trench, a tower's platform). Grazing an edge does not hide;
- the base of a friend of the viewer ("figurine amie") that the line crosses below its head;
- two touching bases ("Deux socles qui se touchent bloquent la ligne de vue à une figurine de
  même taille de socle située derrière elles") when the target's base is not larger than
  theirs, the line crossing them or the gap between them below the lower head. A single enemy
  base hides nothing.

Cover ("Le couvert augmente la protection des figurines qui se placent derrière"): the best
class among the pieces with a cover class that stand under the target, or that hide part of it
where the line crosses them within ``COVER_REACH_BASES`` base diameters of the target's base. A
high wall that leaves half the cylinder visible still covers; a hedge that a viewer on a tower
looks over entirely does not. The bonus is ``TableRules.cover_bonus`` (D20: light +1, medium
+2, heavy +3).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations

import numpy as np
import shapely

from editor.model.table import CoverClass
from editor.table.arcs import in_front_arc
from editor.table.figures import TableFigure
from editor.table.measure import EPSILON_MM, touching
from editor.table.rules import COVER_ORDER, TableRules
from editor.table.terrain import PlacedPiece, Terrain

SIGHT_COLUMNS = 5
SIGHT_ROWS = (0.0, 0.25, 0.5, 0.75, 1.0)
"""Heights of the samples, as fractions of the target's height: feet to the top of the head."""
HEAD_AND_SHOULDERS = 0.75
"""The rows from this fraction of the height up are the head and shoulders."""
EYE_HEIGHT = 0.9
"""The viewer's eyes, as a fraction of its height."""
COVER_REACH_BASES = 1.0
SAMPLES = SIGHT_COLUMNS * len(SIGHT_ROWS)
_ROWS = np.array(SIGHT_ROWS)
_TOP_ROWS = _ROWS >= HEAD_AND_SHOULDERS - 1e-9


class SightRule(StrEnum):
    """Which sentence of "Les Couverts" makes the target one."""

    WHOLE = "whole"
    """Nothing hides any part of it."""
    LARGE_FIGURE = "large_figure"
    HEAD_AND_SHOULDERS = "head_and_shoulders"
    MORE_THAN_HALF = "more_than_half"


@dataclass(frozen=True, slots=True)
class Sight:
    """What a viewer sees of a target, and why."""

    samples: int
    visible: int
    head_and_shoulders: bool
    """Every sample of the head and shoulders is seen."""
    large: bool
    """The target is a large figure."""
    blocking_pieces: tuple[str, ...] = ()
    """Ids of the terrain pieces that hide at least one sample, in table order."""
    blocking_figures: tuple[str, ...] = ()
    """Ids of the figures whose bases hide at least one sample, sorted."""
    cover: CoverClass = CoverClass.NONE

    @property
    def rule(self) -> SightRule | None:
        """The rule that makes the target one; None when it may not be targeted."""
        if self.visible == self.samples:
            return SightRule.WHOLE
        if self.large and self.visible > 0:
            return SightRule.LARGE_FIGURE
        if not self.large and self.head_and_shoulders:
            return SightRule.HEAD_AND_SHOULDERS
        if not self.large and 2 * self.visible > self.samples:
            return SightRule.MORE_THAN_HALF
        return None

    @property
    def clear(self) -> bool:
        """The target may be shot at (some rule above says so)."""
        return self.rule is not None

    @property
    def visible_fraction(self) -> float:
        return self.visible / self.samples


def sight_rays(viewer: TableFigure, target: TableFigure) -> tuple[shapely.LineString, ...]:
    """The columns' lines seen from above: parallel segments across both bases, flank to
    flank; none when the centres coincide."""
    (ax, ay), (bx, by) = viewer.position, target.position
    length = math.hypot(bx - ax, by - ay)
    if length == 0:
        return ()
    nx, ny = (ay - by) / length, (bx - ax) / length
    offsets = [2 * i / (SIGHT_COLUMNS - 1) - 1 for i in range(SIGHT_COLUMNS)]
    return tuple(
        shapely.LineString(
            [
                (ax + t * viewer.radius_mm * nx, ay + t * viewer.radius_mm * ny),
                (bx + t * target.radius_mm * nx, by + t * target.radius_mm * ny),
            ]
        )
        for t in offsets
    )


def eye_mm(viewer: TableFigure) -> float:
    """Height of the viewer's eyes above the table."""
    return viewer.elevation_mm + EYE_HEIGHT * viewer.height_mm


def sample_heights(target: TableFigure) -> np.ndarray:
    """Height above the table of each row of the target's samples."""
    return target.elevation_mm + _ROWS * target.height_mm


def line_of_sight(
    terrain: Terrain,
    viewer: TableFigure,
    target: TableFigure,
    others: Iterable[TableFigure],
    rules: TableRules,
) -> Sight:
    """Sight from ``viewer`` to ``target`` past the terrain and the bases of ``others``."""
    rays = sight_rays(viewer, target)
    large = rules.is_large(target.base_mm)
    if not rays:
        cover = _best([p.piece.cover for p in terrain.pieces if _under(p, target)])
        return Sight(SAMPLES, SAMPLES, True, large, cover=cover)
    sight = _Lines(rays, eye_mm(viewer), sample_heights(target))
    reach = target.radius_mm + COVER_REACH_BASES * target.base_mm
    hidden = np.zeros((len(SIGHT_ROWS), SIGHT_COLUMNS), dtype=bool)
    pieces, figures, covers = [], set(), []
    for placed in _occluders(terrain, viewer, target, rays, sight.lowest):
        mask, near_target = sight.piece_mask(placed, reach)
        if mask.any():
            hidden |= mask
            pieces.append(placed.piece.id)
            if near_target:
                covers.append(placed.piece.cover)
    bystanders = [f for f in others if f.id not in (viewer.id, target.id)]
    for figure_ids, mask in sight.base_masks(viewer, target, bystanders):
        if mask.any():
            hidden |= mask
            figures.update(figure_ids)
    covers += [p.piece.cover for p in terrain.pieces if _under(p, target)]
    return Sight(
        samples=SAMPLES,
        visible=int((~hidden).sum()),
        head_and_shoulders=not hidden[_TOP_ROWS].any(),
        large=large,
        blocking_pieces=tuple(pieces),
        blocking_figures=tuple(sorted(figures)),
        cover=_best(covers),
    )


def sees(
    terrain: Terrain,
    viewer: TableFigure,
    target: TableFigure,
    others: Iterable[TableFigure],
    rules: TableRules,
) -> bool:
    """``viewer`` sees ``target``: the target in its frontal arc, and a target by the rules."""
    in_arc = in_front_arc(viewer, target.position, rules.frontal_arc_deg)
    return in_arc and line_of_sight(terrain, viewer, target, others, rules).clear


@dataclass(frozen=True, eq=False)
class _Lines:
    """The sight lines of one viewer and target: ``rays`` seen from above, each rising or
    falling from ``eye`` to each of ``heights`` (z = eye + (height - eye) * t along a ray)."""

    rays: tuple[shapely.LineString, ...]
    eye: float
    heights: np.ndarray

    @property
    def lowest(self) -> float:
        return min(self.eye, float(self.heights.min()))

    def z(self, t: float) -> np.ndarray:
        """Height of each row's line at fraction ``t`` of the way to the target."""
        return self.eye + (self.heights - self.eye) * t

    def piece_mask(self, placed: PlacedPiece, reach_mm: float) -> tuple[np.ndarray, bool]:
        """(rows × columns hidden by the piece, whether it hides them within ``reach_mm``)."""
        piece = placed.piece
        top = math.inf if piece.blocks_los or piece.closed_door else piece.height_mm
        mask = np.zeros((len(SIGHT_ROWS), SIGHT_COLUMNS), dtype=bool)
        near = False
        crossing = shapely.relate_pattern(np.array(self.rays), placed.shape, "T********")
        for column in np.flatnonzero(crossing):
            ray = self.rays[column]
            near_t = 1.0 - reach_mm / ray.length
            for t0, t1 in _intervals(ray, placed.shape):
                low = np.minimum(self.z(t0), self.z(t1))
                rows = low < top - EPSILON_MM
                if rows.any():
                    mask[rows, column] = True
                    near = near or max(t0, t1) >= near_t
        return mask, near

    def base_masks(
        self, viewer: TableFigure, target: TableFigure, bystanders: list[TableFigure]
    ) -> list[tuple[tuple[str, ...], np.ndarray]]:
        """(figure ids, samples they hide) for each friend and each pair of touching bases."""
        screens = [
            ((f.id,), [f], f.top_mm) for f in bystanders if f.side == viewer.side
        ]
        for a, b in combinations(bystanders, 2):
            if touching(a, b) and target.base_mm <= min(a.base_mm, b.base_mm) + EPSILON_MM:
                screens.append(((a.id, b.id), [a, b], min(a.top_mm, b.top_mm)))
        masks = []
        for ids, bases, top in screens:
            mask = np.zeros((len(SIGHT_ROWS), SIGHT_COLUMNS), dtype=bool)
            for column, ray in enumerate(self.rays):
                t = _screen_crossing(ray, bases)
                if t is not None:
                    mask[:, column] = self.z(t) < top - EPSILON_MM
            masks.append((ids, mask))
        return masks


def _occluders(
    terrain: Terrain,
    viewer: TableFigure,
    target: TableFigure,
    rays: tuple[shapely.LineString, ...],
    lowest: float,
) -> list[PlacedPiece]:
    """The pieces that may hide part of the line: near it, tall enough, not underfoot."""
    found = []
    for placed in terrain.near(shapely.MultiLineString(rays)):
        piece = placed.piece
        if piece.door is not None and not piece.closed_door:
            continue
        tall = piece.blocks_los or piece.closed_door or piece.height_mm > lowest + EPSILON_MM
        if tall and not (_under(placed, viewer) or _under(placed, target)):
            found.append(placed)
    return found


def _intervals(ray: shapely.LineString, shape: shapely.Polygon) -> list[tuple[float, float]]:
    """The stretches of ``ray`` inside ``shape``, as fractions (t0, t1) of its length."""
    parts = shapely.get_parts(ray.intersection(shape))
    stretches = []
    for part in parts:
        if isinstance(part, shapely.LineString) and part.length > 0:
            first, last = part.coords[0], part.coords[-1]
            stretches.append(
                (
                    ray.project(shapely.Point(first), normalized=True),
                    ray.project(shapely.Point(last), normalized=True),
                )
            )
    return stretches


def _screen_crossing(ray: shapely.LineString, bases: list[TableFigure]) -> float | None:
    """Where (fraction of the ray) the ray crosses a base, or the gap-free band joining two
    touching bases; None when it passes clear."""
    for base in bases:
        centre = shapely.Point(base.position)
        if ray.distance(centre) < base.radius_mm - EPSILON_MM:
            return ray.project(centre, normalized=True)
    if len(bases) == 2:
        a, b = bases
        spine = shapely.LineString([a.position, b.position])
        if ray.distance(spine) < min(a.radius_mm, b.radius_mm) - EPSILON_MM:
            middle = shapely.Point((a.position[0] + b.position[0]) / 2,
                                   (a.position[1] + b.position[1]) / 2)
            return ray.project(middle, normalized=True)
    return None


def _under(placed: PlacedPiece, figure: TableFigure) -> bool:
    return shapely.contains_xy(placed.shape, *figure.position)


def _best(covers: Iterable[CoverClass]) -> CoverClass:
    return max(covers, key=COVER_ORDER.index, default=CoverClass.NONE)
