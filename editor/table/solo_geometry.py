"""Geometry the solo AI needs to play villains on a free table (PRODUCT §4 "Solo play";
SOLO_AI_SPEC rule IDs). Pure answers in millimetres, no rules system named:

- ``least_cost_field``: the least cost to anywhere on the table, beyond this turn's movement,
  for "the closest hero" (SOLO-MV-1 « le chemin utilisant le moins de points de déplacement »);
- ``melee_stop_distance`` and ``melee_ring``: where to stop to fight a hero (SOLO-ML);
- ``sight_candidates``: the cheapest places that see a hero within a weapon's range (SOLO-RG);
- ``cut_route``: as far as a budget goes along a route (AMB-26 « se rapproche le plus
  possible »);
- ``area_spots`` and ``area_anchor``: where a reinforcement's base fits in an area, and the
  point that numbers the area (SOLO-RF-1/2);
- ``reading_sort_points``: reading order of places on a table (AMB-7).

Every cost comes from :mod:`editor.table.movement` and carries its error bound
(``MovementRange.error_bound_mm``); every returned point is rounded to 0.1 mm so solo traces
are byte-identical across runs and machines (numpy may differ in the last bits). Shapely calls
on a terrain's shared shapes run under ``GEOMETRY_LOCK`` (``@serialized``).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace

import numpy as np
import shapely

from editor.model.geometry import Point
from editor.model.reading import in_reading_order
from editor.table.figures import TableFigure
from editor.table.ground import Ground, Mover
from editor.table.measure import CONTACT_TOLERANCE_MM, EPSILON_MM, centre_distance, in_range
from editor.table.movement import MovementRange, movement_range
from editor.table.rules import TableRules
from editor.table.sight import lines_of_sight
from editor.table.terrain import Terrain, serialized

Base = tuple[Point, float]
"""A base on the table: its centre and radius."""

RING_POINTS = 72
LATTICE_MM = 4.0
CHUNK = 64
FIELD_CELL_MM = 6.0
"""The unbounded field's cell: a whole 1200 × 1000 mm table in 6 mm cells settles in ~60 ms,
against ~160 ms at the 4.8 mm a full-table range coarsens to (plan risk 1)."""
STOP_MARGIN_MM = 1.0
"""How far inside a melee reach « inférieur à » the AI stops (the reach itself is excluded)."""


def rounded(point: Point) -> Point:
    """``point`` to the nearest 0.1 mm (solo traces, plan risk 7)."""
    return (round(float(point[0]), 1) + 0.0, round(float(point[1]), 1) + 0.0)


@serialized
def least_cost_field(
    terrain: Terrain, mover: Mover, start: Point, *, cell_mm: float = FIELD_CELL_MM
) -> MovementRange:
    """The least cost from ``start`` to every place of the table, whatever the budget: "the
    closest hero" of SOLO-MV-1 and the routes of ADVANCE/DEFEND go beyond this turn's
    movement.

    A ``movement_range`` whose budget no path on the table can exceed: every millimetre of
    the window crossed twice (the longest detour a table of pieces allows) at the dearest
    weight, plus the climbs. Its cell is ``FIELD_CELL_MM`` (or coarser, at most
    ``MAX_CELLS_PER_SIDE`` across the table), so its error bound is ``error_bound_mm(d)`` =
    1.31 % of ``d`` plus 2 cells (some 28 mm at 1200 mm in 6 mm cells): it ranks heroes and
    routes; a stop chosen on it must be re-checked by the bounded range's ``reaches`` before
    it is played.
    """
    table = terrain.table
    ground = Ground.of(terrain, mover, start)
    dearest = max([1.0] + [f for _, f in ground.areas if math.isfinite(f)])
    climbs = sum(p.piece.height_mm for p in terrain.pieces) * 2
    budget = 2 * (table.width_mm + table.height_mm) * dearest + climbs
    return movement_range(terrain, mover, start, budget, cell_mm=cell_mm)


def melee_stop_distance(
    radius_mm: float, target_radius_mm: float, reach_mm: float | None,
    margin_mm: float = STOP_MARGIN_MM,
) -> float:
    """Centre distance at which a figure stops to fight (SOLO-ML): bases touching where the
    system has no reach (D20 « socle contre socle »), else just inside a reach measured base
    to base and excluded (Eisdrachen « inférieur à 3 pas »: 3 pas − 1 mm)."""
    gap = 0.0 if reach_mm is None else max(0.0, reach_mm - margin_mm)
    return radius_mm + target_radius_mm + gap


@dataclass(frozen=True, slots=True)
class Stop:
    """A candidate place for the mover's centre and its least cost from the start."""

    point: Point
    cost_mm: float


def overlaps(point: Point, radius_mm: float, bases: Iterable[Base]) -> bool:
    """A base at ``point`` would overlap one of ``bases`` (the move rule's "occupied" test:
    centres closer than the radii minus ``CONTACT_TOLERANCE_MM``)."""
    return any(
        centre_distance(centre, point) < radius_mm + radius - CONTACT_TOLERANCE_MM
        for centre, radius in bases
    )


@serialized
def legal_stops(
    reach: MovementRange, points: Sequence[Point], bases: Iterable[Base] = (),
    budget_mm: float | None = None,
) -> list[Stop]:
    """The ``points`` where a move may end (the range's ``reaches``: on the table, passable, a
    place to stop, within ``budget_mm``, default the range's) and no base would overlap
    ``bases``, with their ``cost_to``."""
    if not points:
        return []
    bases = tuple(bases)
    radius = reach.ground.mover.radius_mm
    budget = reach.budget_mm if budget_mm is None else budget_mm
    xs = np.array([p[0] for p in points], dtype=float)
    ys = np.array([p[1] for p in points], dtype=float)
    stop = reach.ground.sample(xs, ys).stop
    found = []
    for point, may_stop in zip(points, stop):
        if not may_stop or overlaps(point, radius, bases):
            continue
        here = centre_distance(point, reach.start) == 0
        cost = 0.0 if here else reach.cost_to(point)
        if (here and reach.start_free) or (not here and cost <= budget + EPSILON_MM):
            found.append(Stop(point, cost))
    return found


def ring_points(centre: Point, distance_mm: float, count: int = RING_POINTS) -> list[Point]:
    """``count`` points at ``distance_mm`` around ``centre``, from straight up (y = 0 side),
    clockwise, rounded to 0.1 mm."""
    return [
        rounded((centre[0] + distance_mm * math.sin(2 * math.pi * k / count),
                 centre[1] - distance_mm * math.cos(2 * math.pi * k / count)))
        for k in range(count)
    ]


def melee_ring(
    reach: MovementRange,
    target: Point,
    distance_mm: float,
    bases: Iterable[Base] = (),
    *,
    count: int = RING_POINTS,
    budget_mm: float | None = None,
    tie_mm: float = 0.05,
    row_tolerance_mm: float = 0.0,
) -> tuple[Stop, ...]:
    """Where to stop to fight the figure at ``target`` (SOLO-ML "se déplace au contact"):
    the ``count`` ring points at centre distance ``distance_mm`` (``melee_stop_distance``)
    that are legal stops (``legal_stops``; ``bases`` holds every other base, the target's
    included), cheapest first; stops within ``tie_mm`` of the cheapest come first in reading
    order (AMB-7). Empty when none is legal and within the budget.

    When the mover already stands within ``distance_mm`` it need not move: the caller tests
    that first (SOLO-ML « déjà sur la case d'un héros, il ne se déplace pas »).
    """
    stops = legal_stops(reach, ring_points(target, distance_mm, count), bases, budget_mm)
    return _cheapest_first(stops, tie_mm, row_tolerance_mm)


def _cheapest_first(stops: list[Stop], tie_mm: float, row_tolerance_mm: float
                    ) -> tuple[Stop, ...]:
    if not stops:
        return ()
    ordered = sorted(stops, key=lambda s: (s.cost_mm, s.point[1], s.point[0]))
    best = ordered[0].cost_mm
    tied = [s for s in ordered if s.cost_mm <= best + tie_mm]
    rest = [s for s in ordered if s.cost_mm > best + tie_mm]
    by_point = {s.point: s for s in tied}
    first = [by_point[p] for p in reading_sort_points([s.point for s in tied], row_tolerance_mm)]
    return tuple(first + rest)


@dataclass(frozen=True, slots=True)
class SightPlace:
    """A place from which the mover, standing there, sees and reaches some targets."""

    point: Point
    cost_mm: float
    targets: tuple[str, ...]
    """Ids of the targets in line of sight and range from there, in the order given."""


@serialized
def sight_candidates(
    reach: MovementRange,
    terrain: Terrain,
    viewer: TableFigure,
    targets: Sequence[TableFigure],
    others: Sequence[TableFigure],
    rules: TableRules,
    range_mm: float,
    *,
    budget_mm: float | None = None,
    lattice_mm: float = LATTICE_MM,
    chunk: int = CHUNK,
    tolerance_mm: float = 1.0,
    row_tolerance_mm: float = 0.0,
    bases: Iterable[Base] = (),
) -> tuple[SightPlace, ...]:
    """The cheapest places within the budget from which some of ``targets`` is in line of
    sight and within ``range_mm`` (SOLO-RG "se déplace du minimum nécessaire pour avoir une
    ligne de vue et être à portée").

    Candidates: (1) for each target, the point on the straight segment toward it where the
    base distance is ``range_mm`` (the exact answer on open ground), or the start when it is
    in range already; (2) the reach's cell centres costing at most the budget, one every
    ``lattice_mm`` (a sub-lattice of the grid through the start's cell, each at its cell's
    least cost). All are sorted by cost (then reading order)
    and tested ``chunk`` at a time, stopping after the first chunk with a hit; candidates
    costing within ``tolerance_mm`` of the cheapest hit are tested too. Each candidate is one
    ``lines_of_sight`` batch (every target in range at once: lines of sight belong to one
    viewer). ``others`` block sight; ``bases`` are the bases a stop may not overlap.
    Result: the hits within ``tolerance_mm`` of the cheapest, in reading order (AMB-7): on
    cells of 2 mm two mirror places about the start are not both cell centres of the lattice
    and their grid costs differ by up to about a millimetre (plan case 8: 81.0 and 81.6).
    """
    budget = reach.budget_mm if budget_mm is None else budget_mm
    bases = tuple(bases)
    stops = legal_stops(reach, list(dict.fromkeys(
        _straight_candidates(reach.start, viewer, targets, range_mm))), bases, budget)
    stops += _lattice_stops(reach, budget, lattice_mm, viewer, targets, range_mm, bases)
    stops.sort(key=lambda s: (s.cost_mm, s.point[1], s.point[0]))
    hits: list[SightPlace] = []
    tested: set[Point] = set()
    for first in range(0, len(stops), chunk):
        batch = [s for s in stops[first:first + chunk] if s.point not in tested]
        if hits:
            batch = [s for s in batch if s.cost_mm <= hits[0].cost_mm + tolerance_mm]
            if not batch:
                break
        for stop in batch:
            tested.add(stop.point)
            seen = _seen_from(terrain, viewer, stop.point, targets, others, rules, range_mm)
            if seen:
                hits.append(SightPlace(stop.point, stop.cost_mm, seen))
        if hits and len(batch) < chunk:
            break
    if not hits:
        return ()
    best = min(h.cost_mm for h in hits)
    tied = {h.point: h for h in hits if h.cost_mm <= best + tolerance_mm}
    return tuple(tied[p] for p in reading_sort_points(list(tied), row_tolerance_mm))


def _straight_candidates(
    start: Point, viewer: TableFigure, targets: Sequence[TableFigure], range_mm: float
) -> list[Point]:
    points = []
    for target in targets:
        gap = centre_distance(start, target.position)
        needed = range_mm + viewer.radius_mm + target.radius_mm
        if gap <= needed:
            points.append(start)
            continue
        t = (gap - needed) / gap
        ahead = rounded((start[0] + t * (target.position[0] - start[0]),
                         start[1] + t * (target.position[1] - start[1])))
        # rounding may leave it a hair out of range: step toward the target by 0.1 mm
        if centre_distance(ahead, target.position) > needed + EPSILON_MM:
            t = (gap - needed + 0.1) / gap
            ahead = rounded((start[0] + t * (target.position[0] - start[0]),
                             start[1] + t * (target.position[1] - start[1])))
        points.append(ahead)
    return points


def _lattice_stops(
    reach: MovementRange, budget: float, lattice_mm: float, viewer: TableFigure,
    targets: Sequence[TableFigure], range_mm: float, bases: tuple[Base, ...],
) -> list[Stop]:
    """The reach's cell centres on a ``lattice_mm`` sub-lattice, costing at most the budget,
    where a move may end, no base overlaps and some target is within range; each at its
    cell's least cost (what the grid says a move there costs, within its error bound)."""
    raster = reach.raster
    step = max(1, round(lattice_mm / raster.cell_mm))
    start_row, start_col = raster.cell_of(reach.start)
    rows = np.arange(raster.shape[0]) - start_row
    cols = np.arange(raster.shape[1]) - start_col
    on_lattice = (rows[:, None] % step == 0) & (cols[None, :] % step == 0)
    r, c = np.nonzero(on_lattice & (reach.costs <= budget + EPSILON_MM))
    if r.size == 0:
        return []
    xs, ys = raster.centres()
    px, py = np.round(xs[r, c], 1), np.round(ys[r, c], 1)
    keep = np.zeros(px.shape, dtype=bool)
    for target in targets:
        reach_mm = range_mm + viewer.radius_mm + target.radius_mm + EPSILON_MM
        keep |= np.hypot(px - target.position[0], py - target.position[1]) <= reach_mm
    radius = reach.ground.mover.radius_mm
    for centre, other in bases:
        keep &= np.hypot(px - centre[0], py - centre[1]) >= radius + other - CONTACT_TOLERANCE_MM
    if keep.any():
        keep[keep] = reach.ground.sample(px[keep], py[keep]).stop
    costs = reach.costs[r, c]
    return [Stop((float(x) + 0.0, float(y) + 0.0), float(cost))
            for x, y, cost in zip(px[keep], py[keep], costs[keep])]


def _seen_from(
    terrain: Terrain, viewer: TableFigure, at: Point, targets: Sequence[TableFigure],
    others: Sequence[TableFigure], rules: TableRules, range_mm: float,
) -> tuple[str, ...]:
    level = terrain.level_at(at)
    moved = replace(viewer, position=at, elevation_mm=level.height_mm,
                    standing_on=level.piece_id)
    near = [t for t in targets if in_range(moved, t, range_mm)]
    if not near:
        return ()
    blocking = [o for o in others if o.id != viewer.id]
    sights = lines_of_sight(terrain, moved, near, blocking, rules)
    return tuple(t.id for t, s in zip(near, sights) if s.clear)


def cut_route(
    points: Sequence[Point], limit_mm: float,
    cost: Callable[[Point, Point], float] | None = None,
) -> tuple[Point, ...]:
    """The start of the route ``points`` up to ``limit_mm`` along it (AMB-26 "se rapproche le
    plus possible": as far as the movement goes along the least-cost path toward the goal).

    ``cost`` prices a straight leg (default its length; ``MovementRange.segment_cost`` on
    weighted ground). Inside the last leg the end is found by bisection, rounded to 0.1 mm,
    then stepped back toward the leg's start until its cost fits, so the cut never costs more
    than ``limit_mm``. The whole route when it fits; ``(start,)`` when nothing of it does.
    """
    price = cost or centre_distance
    if not points:
        return ()
    kept = [points[0]]
    left = limit_mm
    for a, b in zip(points, points[1:]):
        leg = price(a, b)
        if leg <= left + EPSILON_MM:
            kept.append(b)
            left -= leg
            continue
        end = _cut_leg(a, b, left, price)
        if end is not None and end != kept[-1]:
            kept.append(end)
        break
    return tuple(kept)


def _cut_leg(a: Point, b: Point, left: float, price: Callable[[Point, Point], float]
             ) -> Point | None:
    length = centre_distance(a, b)
    if length == 0 or left <= 0:
        return None
    low, high = 0.0, 1.0
    for _ in range(40):
        mid = (low + high) / 2
        if price(a, (a[0] + mid * (b[0] - a[0]), a[1] + mid * (b[1] - a[1]))) <= left:
            low = mid
        else:
            high = mid
    t = low
    for _ in range(8):
        end = rounded((a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])))
        if price(a, end) <= left + EPSILON_MM:
            return end
        t = max(0.0, t - 0.1 / length)
    return None


def _polygon(polygon: Sequence[Point] | shapely.Polygon) -> shapely.Polygon:
    return polygon if isinstance(polygon, shapely.Polygon) else shapely.Polygon(polygon)


def area_spots(
    polygon: Sequence[Point] | shapely.Polygon,
    radius_mm: float,
    *,
    ground: Ground | None = None,
    bases: Iterable[Base] = (),
    gap_mm: float = 1.0,
) -> tuple[Point, ...]:
    """The places where a base of ``radius_mm`` fits inside an area (SOLO-RF-2, plan 2.5): a
    lattice of pitch ``2·radius + gap_mm`` starting at the bounding box's corner plus
    ``radius + gap_mm / 2``, each base wholly inside the polygon, not overlapping ``bases``
    and, given the mover's ``ground``, where its centre may stand (on the table, off forbidden
    pieces). In reading order (rows of the lattice, then x). Empty: the area is not available
    (AMB-25)."""
    shape = _polygon(polygon)
    if shape.is_empty or radius_mm <= 0:
        return ()
    x0, y0, x1, y1 = shape.bounds
    pitch = 2 * radius_mm + gap_mm
    first = radius_mm + gap_mm / 2
    xs = np.arange(x0 + first, x1 - radius_mm + 1e-9, pitch)
    ys = np.arange(y0 + first, y1 - radius_mm + 1e-9, pitch)
    if xs.size == 0 or ys.size == 0:
        return ()
    gx, gy = (a.ravel() for a in np.meshgrid(xs, ys))
    inside = shapely.contains_xy(shape, gx, gy)
    inside &= shapely.distance(shape.boundary, shapely.points(gx, gy)) >= radius_mm - 1e-9
    if ground is not None:
        inside &= _free(ground, gx, gy)
    bases = tuple(bases)
    spots = [rounded((float(x), float(y))) for x, y in zip(gx[inside], gy[inside])]
    return tuple(s for s in spots if not overlaps(s, radius_mm, bases))


@serialized
def _free(ground: Ground, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
    return np.isfinite(ground.weights(xs, ys)) & ground.sample(xs, ys).stop


def area_anchor(polygon: Sequence[Point] | shapely.Polygon) -> Point:
    """The point that places an area in reading order (SOLO-RF-1 numbering): its centroid, or
    a point surely inside it when the centroid falls outside (an L or a ring)."""
    shape = _polygon(polygon)
    centroid = shape.centroid
    point = centroid if shape.contains(centroid) else shape.representative_point()
    return rounded((point.x, point.y))


def reading_sort_points(points: Iterable[Point], tolerance_mm: float) -> list[Point]:
    """``points`` in reading order (AMB-7 on a table): rows from the top, a row holding the
    points whose y is within ``tolerance_mm`` of its topmost one, each row from left to right
    (as ``editor.board.reading_order`` orders zones)."""
    located = list(points)
    # The key (y, index) orders equal x within a row by y, then keeps the caller's order.
    keys = in_reading_order(((p[0], p[1], (p[1], i)) for i, p in enumerate(located)), tolerance_mm)
    return [(float(located[i][0]), float(located[i][1])) for _, i in keys]
