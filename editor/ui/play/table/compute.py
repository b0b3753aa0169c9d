"""The overlay models of the selected figure, computed from the free-table geometry.

``compute_table_overlays`` is a pure function of a ``TableOverlayRequest`` (the scenario, where
the game has each figure, the selected figure, the toggles, its movement modes and the radii
the chosen action uses): it asks ``editor.table`` where the figure can go (``movement_range``
per mode), what it sees (``line_of_sight`` to every enemy, with the cover class and visible
fraction, and the frontal arc), which weapons reach whom (``weapons_in_range``,
``in_melee_reach``), and returns the models of ``models`` only. It runs on the overlay worker's
thread (``editor.ui.play.overlay_worker.OverlayWorker``) and never touches Qt.

The rule system's numbers are its ``TableRules`` (``editor.table.rules.table_rules``): the
frontal arc (all around where the text has no facing, so no arc is drawn), climbing within a
move or as an action of its own (then its landings are one more reach area), sight in three
dimensions from what each figure stands on, melee reach. A figure that is out, or off the
table, is not on it for anyone.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace

import shapely
from shapely.geometry.polygon import orient

from editor.model.geometry import Point
from editor.model.scenario import Scenario
from editor.table.arcs import FULL_CIRCLE_DEG, in_front_arc
from editor.table.climbing import climb_range
from editor.table.figures import TableFigure, placed_figures, require_free_table
from editor.table.ground import Mover
from editor.table.measure import base_distance, in_melee_reach, weapons_in_range
from editor.table.movement import movement_range
from editor.table.rules import TableRules, table_rules
from editor.table.sight import line_of_sight
from editor.table.terrain import Terrain
from editor.ui.play.table.models import (
    ActionRadius,
    FrontArc,
    Polygon,
    RangeRings,
    ReachArea,
    SightLine,
    SightLines,
    TableOverlayKind,
    WeaponRing,
)

Models = dict[TableOverlayKind, tuple[object, ...]]
SIMPLIFY_CELLS = 0.5
"""The reach outline is simplified by half a grid cell: no visible loss, far fewer points."""


@dataclass(frozen=True)
class FigurePlace:
    """Where the game has a figure: ``position`` None when it is off the table."""

    id: str
    position: Point | None
    facing_deg: float = 0.0
    out: bool = False


@dataclass(frozen=True)
class TableOverlayRequest:
    scenario: Scenario
    places: tuple[FigurePlace, ...]
    kinds: frozenset[TableOverlayKind]
    figure: str | None = None
    """The selected figure: every overlay but the radii is its."""
    modes: tuple[tuple[str, float], ...] = ()
    """The selected figure's movement modes as (name, budget in mm), the full move first;
    empty: one ``move`` mode of the figure's own movement."""
    radii: tuple[ActionRadius, ...] = ()


def places_of(state) -> tuple[FigurePlace, ...]:
    """The figure places of a game state (its ``figures``: id, position, facing_deg, out)."""
    return tuple(
        FigurePlace(
            f.id,
            None if f.position is None else (float(f.position[0]), float(f.position[1])),
            float(f.facing_deg),
            bool(getattr(f, "out", False)),
        )
        for f in state.figures
    )


def places_of_scenario(scenario: Scenario) -> tuple[FigurePlace, ...]:
    """Where the scenario deploys its figures (the table before the first action)."""
    return tuple(
        FigurePlace(
            f.id,
            None if not f.deployed or f.position is None else tuple(map(float, f.position)),
            float(f.facing_deg),
        )
        for f in scenario.figures
    )


def scenario_at(scenario: Scenario, places: Iterable[FigurePlace]) -> Scenario:
    """``scenario`` with its figures where the game has them: placed and turned, or off the
    table (not deployed) when out or without a position."""
    by_id = {place.id: place for place in places}
    figures = []
    for figure in scenario.figures:
        place = by_id.get(figure.id)
        if place is None:
            figures.append(figure)
        elif place.out or place.position is None:
            figures.append(replace(figure, deployed=False))
        else:
            figures.append(
                replace(figure, deployed=True, position=place.position, facing_deg=place.facing_deg)
            )
    return replace(scenario, figures=tuple(figures))


def table_figures(
    scenario: Scenario, places: Iterable[FigurePlace], terrain: Terrain | None = None
) -> dict[str, TableFigure]:
    """The figures standing on the table where the game has them (on the ground or on a flat
    top), joined with their profiles."""
    return {f.id: f for f in placed_figures(scenario_at(scenario, places), terrain)}


def compute_table_overlays(request: TableOverlayRequest) -> Models:
    """Every wanted overlay model of ``request`` (pure; run on the worker thread)."""
    scenario, kinds = request.scenario, request.kinds
    models: Models = {}
    if TableOverlayKind.RADII in kinds and request.radii:
        models[TableOverlayKind.RADII] = tuple(request.radii)
    if not request.figure or not any(p.id == request.figure for p in request.places):
        return models
    table = require_free_table(scenario)
    terrain = Terrain.of(table)
    figures = table_figures(scenario, request.places, terrain)
    viewer = figures.get(request.figure)
    if viewer is None:
        return models
    rules = table_rules(scenario)
    others = tuple(f for f in figures.values() if f.id != viewer.id)
    if TableOverlayKind.REACH in kinds:
        models[TableOverlayKind.REACH] = reach_areas(terrain, rules, viewer, request.modes)
    if TableOverlayKind.SIGHT in kinds:
        models[TableOverlayKind.SIGHT] = (sight_lines(terrain, rules, viewer, others),)
    if TableOverlayKind.RANGES in kinds:
        rings = range_rings(viewer)
        models[TableOverlayKind.RANGES] = (rings,) if rings.rings else ()
    if TableOverlayKind.ARC in kinds:
        arc = front_arc(table, rules, viewer)
        models[TableOverlayKind.ARC] = (arc,) if arc is not None else ()
    return models


def reach_areas(
    terrain: Terrain,
    rules: TableRules,
    viewer: TableFigure,
    modes: tuple[tuple[str, float], ...],
) -> tuple[ReachArea, ...]:
    """One area per movement mode, the full move first (drawn underneath); where climbing is an
    action of its own («2) Escalader»), where a climb can end comes last."""
    mover = Mover.of(viewer, rules)
    areas = []
    for rank, (mode, budget) in enumerate(modes or (("move", viewer.speed_mm),)):
        reach = movement_range(terrain, mover, viewer.position, max(0.0, budget))
        outline = reach.region.simplify(reach.cell_mm * SIMPLIFY_CELLS)
        areas.append(
            ReachArea(viewer.id, mode, reach.budget_mm, polygons_of(outline), rank, reach.region)
        )
    if not rules.climb.in_movement:
        climb = climb_range(terrain, mover, viewer.position)
        if not climb.region.is_empty:
            outline = climb.region.simplify(climb.cell_mm * SIMPLIFY_CELLS)
            areas.append(
                ReachArea(
                    viewer.id,
                    "climb",
                    climb.limit_mm,
                    polygons_of(outline),
                    max(2, len(areas)),
                    climb.region,
                )
            )
    return tuple(areas)


def sight_lines(
    terrain: Terrain, rules: TableRules, viewer: TableFigure, others: tuple[TableFigure, ...]
) -> SightLines:
    """A line to every enemy on the table, nearest first."""
    lines = []
    for other in sorted(others, key=lambda f: (base_distance(viewer, f), f.id)):
        if other.side == viewer.side:
            continue
        sight = line_of_sight(terrain, viewer, other, others, rules)
        lines.append(
            SightLine(
                target=other.id,
                start=viewer.position,
                end=other.position,
                clear=sight.clear,
                in_arc=in_front_arc(viewer, other.position, rules.frontal_arc_deg),
                visible=sight.visible_fraction,
                cover=sight.cover,
                distance_mm=base_distance(viewer, other),
                weapons=tuple(w.name for w in weapons_in_range(viewer, other, rules)),
                melee=in_melee_reach(viewer, other, rules),
            )
        )
    return SightLines(viewer.id, viewer.position, tuple(lines))


def range_rings(viewer: TableFigure) -> RangeRings:
    """A ring per ranged weapon, nearest first; melee weapons have no range to draw."""
    rings = sorted(
        (
            WeaponRing(w.name, w.range_mm, viewer.radius_mm + w.range_mm)
            for w in viewer.weapons
            if w.range_mm is not None and math.isfinite(w.range_mm) and w.range_mm > 0
        ),
        key=lambda ring: ring.range_mm,
    )
    return RangeRings(viewer.id, viewer.position, tuple(rings))


def front_arc(table, rules: TableRules, viewer: TableFigure) -> FrontArc | None:
    """The frontal arc, or None where the rule system gives figures no facing."""
    width = rules.frontal_arc_deg
    if width >= FULL_CIRCLE_DEG:
        return None
    return FrontArc(
        viewer.id,
        viewer.position,
        viewer.facing_deg,
        width,
        math.hypot(table.width_mm, table.height_mm),
    )


def polygons_of(geometry: shapely.Geometry) -> tuple[Polygon, ...]:
    """Polygons of a shapely geometry as rings of points (outline first, then holes)."""
    found = []
    for part in shapely.get_parts(geometry):
        if part.is_empty or not isinstance(part, shapely.Polygon):
            continue
        part = orient(part, 1.0)
        rings = [part.exterior, *part.interiors]
        found.append(
            tuple(tuple((float(x), float(y)) for x, y in ring.coords[:-1]) for ring in rings)
        )
    return tuple(found)
