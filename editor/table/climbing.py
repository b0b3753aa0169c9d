"""The climb as an action of its own (Eisdrachen "2) Escalader"): where a figure can end it.

"On prend la vitesse du perso, on la divise par 2 et on regarde si la figurine termine son
escalade normalement posée (c'est à dire sur un sol plat). Une action d'escalade peut être
entamée si la figurine se situe à 2 pas maximum de la paroi où il va accomplir son action. Les
parois nécessitant l'action "escalader" sont toutes celles où la figurine ne peut pas tenir
facilement debout."

Read as (the rules' numbers are in :class:`ClimbRule`):

- the walls are the sides of the pieces that must be climbed (``MovementEffect.CLIMB``);
- a climb starts with the base at most ``start_within_mm`` (2 pas) from one such wall: from the
  ground next to it, or from the top of the piece (climbing down, "désescalader");
- it climbs one wall: up onto the piece's flat top, down from it, or over a wall without a flat
  top; its height (the difference of levels, or the wall's height above the lower side) is at
  most half the speed ("on la divise par 2"): a figure of V 6 climbs 3 pas;
- it ends with the base at most ``start_within_mm`` from the wall on its other side, standing
  on flat ground (the ground, or a flat top; ``ClimbEnding.CLING`` also lets it end on a wall
  without a flat top, clinging to it), where the base may stand, reached in a straight line
  that crosses no forbidden ground and no other wall, and that runs no further than 2 pas
  and a base on either side of the wall. The walking to and from the wall is part of the
  action and costs none of the half speed, which measures the height.

The region is a union of cells of a lattice anchored like the movement range's, twice as coarse
(``CLIMB_CELL_MM``); ``reaches`` judges one point exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely

from editor.model.geometry import Point
from editor.table.ground import FORBIDDEN, Ground, Mover
from editor.table.measure import CONTACT_TOLERANCE_MM, EPSILON_MM
from editor.table.movement import DEFAULT_CELL_MM
from editor.table.raster import Raster, cell_centres, cells_region
from editor.table.terrain import PlacedPiece, Terrain, serialized

CLIMB_CELL_MM = 2 * DEFAULT_CELL_MM
"""The climb region is drawn on a coarser lattice than the movement range: it is a band a few
centimetres wide around a wall, and each of its cells needs a straight line checked."""


@dataclass(frozen=True, eq=False)
class ClimbRange:
    """Where a climb action of ``mover`` from ``start`` may end."""

    start: Point
    mover: Mover
    ground: Ground
    walls: tuple[PlacedPiece, ...]
    """The pieces whose wall is close enough to start a climb, in table order."""
    cell_mm: float
    region: shapely.Polygon | shapely.MultiPolygon

    @property
    def limit_mm(self) -> float:
        """The highest climb (half the speed)."""
        return self.mover.climb_limit_mm

    @property
    def wall_ids(self) -> tuple[str, ...]:
        return tuple(p.piece.id for p in self.walls)

    @property
    def area_mm2(self) -> float:
        return float(self.region.area)

    @serialized
    def reaches(self, point: Point) -> bool:
        """A climb may end at ``point``."""
        xs, ys = np.array([point[0]]), np.array([point[1]])
        return any(bool(self._landings(wall, xs, ys)[0]) for wall in self.walls)

    def _landings(self, wall: PlacedPiece, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """Which of the points a climb over ``wall`` may end at."""
        piece, shape = wall.piece, wall.shape
        sample = self.ground.sample(xs, ys)
        start_level = self.terrain.level_at(self.start).height_mm
        inside = shapely.contains_xy(shape, xs, ys)
        from_inside = bool(shapely.contains_xy(shape, *self.start))
        sides = 1
        if from_inside and piece.flat_top:  # down from the top
            other_side, height = ~inside, piece.height_mm - sample.level
        elif piece.flat_top:  # up onto the top
            other_side, height = inside, np.full(xs.shape, piece.height_mm - start_level)
        else:  # over the wall (the line must cross it), or onto it when clinging
            other_side = np.ones(xs.shape, dtype=bool)
            height = piece.height_mm - np.minimum(start_level, sample.level)
            sides = 2
        ok = (
            other_side
            & (height > EPSILON_MM)
            & (height <= self.limit_mm + EPSILON_MM)
            & sample.stop
            & np.isfinite(sample.weight)
            & (_edge_distance(shape, xs, ys) - self.mover.radius_mm <= self._reach + EPSILON_MM)
        )
        found = np.flatnonzero(ok)
        if found.size:
            px, py = xs.ravel()[found], ys.ravel()[found]
            segments = _segments(self.start, px, py)
            within = shapely.length(shapely.intersection(segments, shape))
            outside = shapely.length(segments) - within
            across = within > EPSILON_MM if sides == 2 else np.ones(found.shape, dtype=bool)
            short = outside <= sides * (self._reach + self.mover.radius_mm) + EPSILON_MM
            keep = across & short
            keep[keep] = self._straight(wall, px[keep], py[keep])
            np.put(ok, found, keep)
        return ok

    @property
    def terrain(self) -> Terrain:
        return self.ground.terrain

    @property
    def _reach(self) -> float:
        return self.mover.rules.climb.start_within_mm

    def _straight(self, wall: PlacedPiece, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """The straight lines from the start cross no forbidden ground and no other wall (the
        first stretch, within the base of the start, is the figure leaving where it stands)."""
        dx, dy = xs - self.start[0], ys - self.start[1]
        length = np.hypot(dx, dy)
        skip = np.minimum(self.mover.radius_mm - CONTACT_TOLERANCE_MM, length) / np.maximum(
            length, EPSILON_MM
        )
        starts = np.stack([self.start[0] + dx * skip, self.start[1] + dy * skip], axis=-1)
        lines = shapely.linestrings(np.stack([starts, np.stack([xs, ys], axis=-1)], axis=-2))
        blocked = [area for area, factor in self.ground.areas if factor == FORBIDDEN]
        blocked += [p.shape for p in self.terrain.pieces if p is not wall and p.piece.must_climb]
        if not blocked:
            return np.ones(xs.shape, dtype=bool)
        obstacles = shapely.union_all(blocked)
        shapely.prepare(obstacles)
        return ~shapely.intersects(lines, obstacles)


@serialized
def climb_range(
    terrain: Terrain, mover: Mover, start: Point, *, cell_mm: float = CLIMB_CELL_MM
) -> ClimbRange:
    """Every place a climb action of ``mover`` starting at ``start`` may end."""
    ground = Ground.of(terrain, mover, start, climbing=True)
    reach = mover.rules.climb.start_within_mm
    walls = tuple(
        placed
        for placed in terrain.pieces
        if placed.piece.must_climb
        and placed.shape.exterior.distance(shapely.Point(start)) - mover.radius_mm
        <= reach + EPSILON_MM
    )
    probe = ClimbRange(start, mover, ground, walls, cell_mm, shapely.Polygon())
    cells = []
    for wall in walls:
        minx, miny, maxx, maxy = wall.shape.buffer(reach + mover.radius_mm + cell_mm).bounds
        row0 = int(np.floor(max(0.0, miny) / cell_mm))
        col0 = int(np.floor(max(0.0, minx) / cell_mm))
        rows = max(1, int(np.ceil(min(terrain.table.height_mm, maxy) / cell_mm)) - row0)
        cols = max(1, int(np.ceil(min(terrain.table.width_mm, maxx) / cell_mm)) - col0)
        xs, ys = cell_centres(cell_mm, row0, col0, rows, cols)
        mask = probe._landings(wall, xs, ys)
        cells.append(cells_region(Raster(cell_mm, row0, col0, np.ones(mask.shape)), mask))
    region = shapely.union_all(cells) if cells else shapely.Polygon()
    return ClimbRange(start, mover, ground, walls, cell_mm, region)


def _segments(start: Point, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    coords = np.stack(
        [np.broadcast_to(start, xs.shape + (2,)), np.stack([xs, ys], axis=-1)], axis=-2
    )
    return shapely.linestrings(coords)


def _edge_distance(shape: shapely.Polygon, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    return shapely.distance(shape.exterior, shapely.points(xs, ys))
