"""The plain reference for ``editor.table.sight``: the first, straightforward reading of
"Les Couverts" (one shapely intersection per ray and piece, every pair of bystanders tested
for contact), kept for the property tests that compare the fast path with it on random tables.
The rules it follows are those of ``editor.table.sight``'s docstring; only the method differs.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations

import numpy as np
import shapely

from editor.model.geometry import Point
from editor.model.table import CoverClass
from editor.table.figures import TableFigure
from editor.table.measure import EPSILON_MM, touching
from editor.table.rules import COVER_ORDER, TableRules
from editor.table.sight import (
    COVER_REACH_BASES,
    HEAD_AND_SHOULDERS,
    SAMPLES,
    SIGHT_COLUMNS,
    SIGHT_ROWS,
    Sight,
    eye_mm,
    sample_heights,
    sight_rays,
)
from editor.table.terrain import PlacedPiece, Terrain

_TOP_ROWS = np.array(SIGHT_ROWS) >= HEAD_AND_SHOULDERS - 1e-9


def reference_line_of_sight(
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
        ends = np.array([ray.coords for ray in self.rays])  # (columns, 2 ends, x y)
        masks = []
        for friend in bystanders:
            if friend.side == viewer.side:
                crossing = _disc_crossings(ends, friend.position, friend.radius_mm)
                masks.append(((friend.id,), self._below(crossing, friend.top_mm)))
        for a, b in combinations(bystanders, 2):
            if touching(a, b) and target.base_mm <= min(a.base_mm, b.base_mm) + EPSILON_MM:
                crossing = np.fmin(
                    _disc_crossings(ends, a.position, a.radius_mm),
                    _disc_crossings(ends, b.position, b.radius_mm),
                )
                band = _band_crossings(self.rays, a, b)
                crossing = np.where(np.isnan(crossing), band, crossing)
                masks.append(((a.id, b.id), self._below(crossing, min(a.top_mm, b.top_mm))))
        return masks

    def _below(self, crossing: np.ndarray, top: float) -> np.ndarray:
        """Rows × columns whose line passes under ``top`` where its column crosses (NaN:
        the column passes clear)."""
        mask = np.zeros((len(SIGHT_ROWS), SIGHT_COLUMNS), dtype=bool)
        for column in np.flatnonzero(~np.isnan(crossing)):
            mask[:, column] = self.z(float(crossing[column])) < top - EPSILON_MM
        return mask


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


def _disc_crossings(ends: np.ndarray, centre: Point, radius: float) -> np.ndarray:
    """For each segment of ``ends`` (n × 2 × 2), the fraction of its length closest to
    ``centre`` when it passes within ``radius`` of it, else NaN."""
    start, direction = ends[:, 0], ends[:, 1] - ends[:, 0]
    length2 = np.maximum((direction**2).sum(axis=1), EPSILON_MM)
    t = np.clip(((np.asarray(centre) - start) * direction).sum(axis=1) / length2, 0.0, 1.0)
    gap = np.hypot(*(start + t[:, None] * direction - np.asarray(centre)).T)
    return np.where(gap < radius - EPSILON_MM, t, np.nan)


def _band_crossings(
    rays: tuple[shapely.LineString, ...], a: TableFigure, b: TableFigure
) -> np.ndarray:
    """Where each ray crosses the gap-free band joining two touching bases (NaN: clear)."""
    spine = shapely.LineString([a.position, b.position])
    near = shapely.distance(np.array(rays), spine) < min(a.radius_mm, b.radius_mm) - EPSILON_MM
    middle = shapely.Point((a.position[0] + b.position[0]) / 2, (a.position[1] + b.position[1]) / 2)
    where = shapely.line_locate_point(np.array(rays), middle, normalized=True)
    return np.where(near, where, np.nan)


def _under(placed: PlacedPiece, figure: TableFigure) -> bool:
    return shapely.contains_xy(placed.shape, *figure.position)


def _best(covers: Iterable[CoverClass]) -> CoverClass:
    return max(covers, key=COVER_ORDER.index, default=CoverClass.NONE)
