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

Method (PRODUCT §5: a selected figure's sight lines to every enemy among the overlay models
of ≤ 16 ms). Each test takes all five columns at once, and ``lines_of_sight`` the lines to
every target of a viewer together: the pieces near the lines (the terrain's spatial index) are
met by every column in one vectorised shapely call each for intersecting, entering the
interior and cutting the stretches; the friends' bases are crossed in one numpy computation;
the pairs of touching bases are found once for a set of bases (a distance matrix with a
margin, each pair then confirmed by the contact test) and kept for the next line. The plain
per-piece, per-pair reading is kept by the tests, which compare both on random tables.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

import numpy as np
import shapely

from editor.model.geometry import Point
from editor.model.table import CoverClass
from editor.table.arcs import in_front_arc
from editor.table.figures import TableFigure
from editor.table.measure import CONTACT_TOLERANCE_MM, EPSILON_MM, bases_touch
from editor.table.rules import COVER_ORDER, TableRules
from editor.table.terrain import PlacedPiece, Terrain, serialized

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
    ends = _ray_ends(viewer, target)
    return () if ends is None else tuple(shapely.linestrings(ends))


def _ray_ends(viewer: TableFigure, target: TableFigure) -> np.ndarray | None:
    """The ends of the columns' lines (columns × 2 ends × x y); None when the centres
    coincide."""
    (ax, ay), (bx, by) = viewer.position, target.position
    length = math.hypot(bx - ax, by - ay)
    if length == 0:
        return None
    nx, ny = (ay - by) / length, (bx - ax) / length
    offsets = [2 * i / (SIGHT_COLUMNS - 1) - 1 for i in range(SIGHT_COLUMNS)]
    return np.array(
        [
            [
                (ax + t * viewer.radius_mm * nx, ay + t * viewer.radius_mm * ny),
                (bx + t * target.radius_mm * nx, by + t * target.radius_mm * ny),
            ]
            for t in offsets
        ]
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
    return lines_of_sight(terrain, viewer, (target,), others, rules)[0]


@serialized
def lines_of_sight(
    terrain: Terrain,
    viewer: TableFigure,
    targets: Sequence[TableFigure],
    others: Iterable[TableFigure],
    rules: TableRules,
) -> list[Sight]:
    """``line_of_sight`` from ``viewer`` to each of ``targets``, the pieces of every line
    tested together (a selected figure's lines to all its enemies at once)."""
    others = tuple(others)
    found: dict[int, Sight] = {}
    batch: list[tuple[int, _Lines, list[PlacedPiece], float]] = []
    for index, target in enumerate(targets):
        ends = _ray_ends(viewer, target)
        underfoot = terrain.under(target.position)
        if ends is None:
            cover = _best(terrain.pieces[i].piece.cover for i in underfoot)
            found[index] = Sight(SAMPLES, SAMPLES, True, rules.is_large(target.base_mm),
                                 cover=cover)
            continue
        sight = _Lines(ends, shapely.linestrings(ends), eye_mm(viewer), sample_heights(target))
        reach = target.radius_mm + COVER_REACH_BASES * target.base_mm
        batch.append((index, sight, _occluders(terrain, viewer, sight.rays, sight.lowest,
                                               underfoot), reach))
    for (index, sight, _occluding, _reach), (hidden, pieces, covers) in zip(
        batch, _piece_masks(batch)
    ):
        target = targets[index]
        figures: set[str] = set()
        for figure_ids, mask in sight.base_masks(viewer, target, others):
            if mask.any():
                hidden |= mask
                figures.update(figure_ids)
        covers += [terrain.pieces[i].piece.cover for i in terrain.under(target.position)]
        found[index] = Sight(
            samples=SAMPLES,
            visible=int((~hidden).sum()),
            head_and_shoulders=not hidden[_TOP_ROWS].any(),
            large=rules.is_large(target.base_mm),
            blocking_pieces=tuple(pieces),
            blocking_figures=tuple(sorted(figures)),
            cover=_best(covers),
        )
    return [found[index] for index in range(len(targets))]


def _piece_masks(
    batch: list[tuple[int, _Lines, list[PlacedPiece], float]],
) -> list[tuple[np.ndarray, list[str], list[CoverClass]]]:
    """For each (target, lines, occluders, cover reach) of ``batch``: the rows × columns the
    pieces hide, the ids of those that hide some (in the occluders' order), and the cover
    classes of those that hide some within the reach of the target.

    A piece hides the rows of a column whose line passes below its top (``inf`` for a
    blocking piece or a closed door) over a stretch of the column inside it; only a column
    that enters the piece's interior counts, so grazing an edge hides nothing. Every pair of
    a column and a piece of every line is tested in the same few vectorised calls."""
    lines = len(batch)
    hidden = np.zeros((lines, SIGHT_COLUMNS, len(SIGHT_ROWS)), dtype=bool)
    counts = np.array([len(occluders) for _i, _s, occluders, _r in batch], dtype=np.int64)
    if counts.sum() == 0:
        return [(hidden[k].T.copy(), [], []) for k in range(lines)]
    occluders = [p for _i, _s, found, _r in batch for p in found]
    line_of_piece = np.repeat(np.arange(lines), counts)
    shapes = np.array([p.shape for p in occluders], dtype=object)
    tops = np.array([_top(p) for p in occluders])
    rays = np.array([ray for _i, sight, _o, _r in batch for ray in sight.rays], dtype=object)
    eyes = np.array([sight.eye for _i, sight, _o, _r in batch])
    heights = np.array([sight.heights for _i, sight, _o, _r in batch])
    reaches = np.array([reach for _i, _s, _o, reach in batch])
    # every (piece, column) pair of the same line
    piece_of = np.repeat(np.arange(len(occluders)), SIGHT_COLUMNS)
    column_of = np.tile(np.arange(SIGHT_COLUMNS), len(occluders))
    ray_of = line_of_piece[piece_of] * SIGHT_COLUMNS + column_of
    meets = shapely.intersects(shapes[piece_of], rays[ray_of])
    piece_of, column_of, ray_of = piece_of[meets], column_of[meets], ray_of[meets]
    inside = shapely.relate_pattern(rays[ray_of], shapes[piece_of], "T********")
    piece_of, column_of, ray_of = piece_of[inside], column_of[inside], ray_of[inside]
    parts, pair = shapely.get_parts(
        shapely.intersection(rays[ray_of], shapes[piece_of]), return_index=True
    )
    stretch = (shapely.get_type_id(parts) == _LINESTRING) & (shapely.length(parts) > 0)
    parts, pair = parts[stretch], pair[stretch]
    piece_of, column_of, ray_of = piece_of[pair], column_of[pair], ray_of[pair]
    along = rays[ray_of]
    t0 = shapely.line_locate_point(along, shapely.get_point(parts, 0), normalized=True)
    t1 = shapely.line_locate_point(along, shapely.get_point(parts, -1), normalized=True)
    line_of = line_of_piece[piece_of]
    eye, rise = eyes[line_of, None], heights[line_of] - eyes[line_of, None]
    low = np.minimum(eye + rise * t0[:, None], eye + rise * t1[:, None])
    rows = low < tops[piece_of, None] - EPSILON_MM
    hides = rows.any(axis=1)
    near_t = 1.0 - reaches[line_of] / shapely.length(along)
    near = hides & (np.maximum(t0, t1) >= near_t)
    np.logical_or.at(hidden, (line_of, column_of), rows)
    hiding = np.zeros(len(occluders), dtype=bool)
    np.logical_or.at(hiding, piece_of, hides)
    close = np.zeros(len(occluders), dtype=bool)
    np.logical_or.at(close, piece_of, near)
    out = []
    for k in range(lines):
        span = range(int(counts[:k].sum()), int(counts[: k + 1].sum()))
        ids = [occluders[i].piece.id for i in span if hiding[i]]
        covers = [occluders[i].piece.cover for i in span if close[i]]
        out.append((hidden[k].T.copy(), ids, covers))
    return out


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
    """The sight lines of one viewer and target: ``rays`` seen from above (their ``ends``),
    each rising or falling from ``eye`` to each of ``heights`` (z = eye + (height - eye) * t
    along a ray). The bases' tests below take all the rays and all the bases at once."""

    ends: np.ndarray
    """Columns × 2 ends × x y."""
    rays: np.ndarray
    """The columns' ``shapely.LineString``."""
    eye: float
    heights: np.ndarray

    @property
    def lowest(self) -> float:
        return min(self.eye, float(self.heights.min()))

    def z(self, t: np.ndarray) -> np.ndarray:
        """Height of each row's line at fractions ``t`` of the way (shape ``t.shape + rows``)."""
        return self.eye + (self.heights - self.eye) * np.asarray(t)[..., None]

    def base_masks(
        self, viewer: TableFigure, target: TableFigure, others: tuple[TableFigure, ...]
    ) -> list[tuple[tuple[str, ...], np.ndarray]]:
        """(figure ids, samples they hide) for each friend and each pair of touching bases
        among ``others`` but the viewer and the target."""
        ends = self.ends
        masks = []
        seen = (viewer.id, target.id)
        friends = [f for f in others if f.side == viewer.side and f.id not in seen]
        if friends:
            centres = np.array([f.position for f in friends])
            radii = np.array([f.radius_mm for f in friends])
            crossing = _disc_crossings(ends, centres, radii)  # (friends, columns)
            tops = np.array([f.top_mm for f in friends])
            for friend, mask in zip(friends, self._below(crossing, tops)):
                masks.append(((friend.id,), mask))
        for i, j in _touching_pairs(tuple((f.position, f.radius_mm) for f in others)):
            a, b = others[i], others[j]
            if a.id in seen or b.id in seen:
                continue
            if target.base_mm <= min(a.base_mm, b.base_mm) + EPSILON_MM:
                discs = _disc_crossings(
                    ends, np.array([a.position, b.position]), np.array([a.radius_mm, b.radius_mm])
                )
                crossing = np.fmin(discs[0], discs[1])
                band = _band_crossings(self.rays, a, b)
                crossing = np.where(np.isnan(crossing), band, crossing)
                top = np.array([min(a.top_mm, b.top_mm)])
                masks.append(((a.id, b.id), self._below(crossing[None, :], top)[0]))
        return masks

    def _below(self, crossing: np.ndarray, tops: np.ndarray) -> np.ndarray:
        """For each row of ``crossing`` (fractions where each column crosses a base, NaN:
        clear) and its ``tops``: rows × columns whose line passes under the top there."""
        z = self.z(crossing)  # (bases, columns, rows); NaN compares false: clear
        return np.swapaxes(z < tops[:, None, None] - EPSILON_MM, 1, 2)


_LINESTRING = shapely.GeometryType.LINESTRING


def _top(placed: PlacedPiece) -> float:
    piece = placed.piece
    return math.inf if piece.blocks_los or piece.closed_door else piece.height_mm


def _occluders(
    terrain: Terrain,
    viewer: TableFigure,
    rays: np.ndarray,
    lowest: float,
    under_target: np.ndarray,
) -> list[PlacedPiece]:
    """The pieces that may hide part of the line: near it, tall enough, not underfoot."""
    underfoot = set(terrain.under(viewer.position).tolist()) | set(under_target.tolist())
    found = []
    for index in terrain.near_indices(shapely.multilinestrings(rays)):
        placed = terrain.pieces[index]
        piece = placed.piece
        if piece.door is not None and not piece.closed_door:
            continue
        tall = piece.blocks_los or piece.closed_door or piece.height_mm > lowest + EPSILON_MM
        if tall and index not in underfoot:
            found.append(placed)
    return found


@lru_cache(maxsize=64)
def _touching_pairs(bases: tuple[tuple[Point, float], ...]) -> tuple[tuple[int, int], ...]:
    """The pairs (i < j) of ``bases`` (centre, radius) that touch (``bases_touch``): the
    pairs near enough by one vectorised distance with a margin, each then confirmed by the
    exact test. Kept for the next line: every line of a selection asks about the same bases."""
    if len(bases) < 2:
        return ()
    centres = np.array([centre for centre, _radius in bases])
    radii = np.array([radius for _centre, radius in bases])
    gaps = np.hypot(*(centres[:, None, :] - centres[None, :, :]).transpose(2, 0, 1))
    near = gaps - (radii[:, None] + radii[None, :]) <= CONTACT_TOLERANCE_MM + _MARGIN_MM
    first, second = np.nonzero(np.triu(near, 1))
    return tuple(
        (i, j)
        for i, j in zip(first.tolist(), second.tolist())
        if bases_touch(*bases[i], *bases[j])
    )


_MARGIN_MM = 1e-3
"""Far above the rounding of two distances, far below any spacing of real bases."""


def _disc_crossings(ends: np.ndarray, centres: np.ndarray, radii: np.ndarray) -> np.ndarray:
    """For each disc (``centres`` k × 2, ``radii`` k) and each segment of ``ends``
    (n × 2 × 2), the fraction of the segment's length closest to the centre when it passes
    within the radius of it, else NaN: k × n."""
    start, direction = ends[:, 0], ends[:, 1] - ends[:, 0]
    length2 = np.maximum((direction**2).sum(axis=1), EPSILON_MM)
    offset = centres[:, None, :] - start[None, :, :]
    t = np.clip((offset * direction).sum(axis=2) / length2, 0.0, 1.0)
    closest = start + t[:, :, None] * direction - centres[:, None, :]
    gap = np.hypot(closest[..., 0], closest[..., 1])
    return np.where(gap < radii[:, None] - EPSILON_MM, t, np.nan)


def _band_crossings(rays: np.ndarray, a: TableFigure, b: TableFigure) -> np.ndarray:
    """Where each ray crosses the gap-free band joining two touching bases (NaN: clear)."""
    spine = shapely.LineString([a.position, b.position])
    near = shapely.distance(rays, spine) < min(a.radius_mm, b.radius_mm) - EPSILON_MM
    middle = shapely.Point((a.position[0] + b.position[0]) / 2, (a.position[1] + b.position[1]) / 2)
    where = shapely.line_locate_point(rays, middle, normalized=True)
    return np.where(near, where, np.nan)


def _best(covers: Iterable[CoverClass]) -> CoverClass:
    return max(covers, key=COVER_ORDER.index, default=CoverClass.NONE)
