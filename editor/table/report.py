"""The free-table overlay of one figure as plain JSON data, for ``skirmish-studio overlay``.

One call answers the player's questions for a figure on a free table: where it stands (on the
ground or on a piece's flat top, how high), where it can move (the region, in millimetres, and
its area) and, where climbing is an action of its own, where a climb can take it; which figures
it sees, how far they are (base to base, in the table's unit: cm or pas), how much of them it
sees and by which rule, their cover, the weapons that reach them, and the arcs (is this figure
behind the other, for D20's "Le Tir dans le dos"). A figure sees only what stands in its
frontal arc ("Une figurine voit sur les 180° de son arc frontal"): the figures behind it with a
clear line are listed apart (``behind``), never as in sight. Close combat is with an enemy: a
friend is never in melee reach. The rule system's numbers are the ``TableRules`` its plug-in
gives. The shape is stable and documented, with a JSON schema and an example, in
``docs/free-table.md``; ``REPORT_VERSION`` changes when it does. Numbers are rounded
(``DECIMALS``) so that the output does not churn with floating-point noise.
"""

from __future__ import annotations

import math
from typing import Any

import shapely
from shapely.geometry.polygon import orient

from editor.messages import error
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.table.arcs import in_front_arc, in_rear_arc, rear_attack_bonus
from editor.table.climbing import ClimbRange, climb_range
from editor.table.figures import TableFigure, find_figure, placed_figures, require_free_table
from editor.table.measure import base_distance, in_melee_reach, weapons_in_range
from editor.table.movement import MovementRange, Mover, movement_range
from editor.table.rules import TableRules
from editor.table.sight import Sight, line_of_sight
from editor.table.terrain import Terrain
from editor.table.units import in_table_unit, unit_length_mm

REPORT_VERSION = 3
DECIMALS = 2


def table_overlay_report(
    scenario: Scenario, rules: TableRules, *, figure: str, budget_mm: float | None = None
) -> dict[str, Any]:
    """Position, movement range, climbs, figures in sight, cover, weapons and arcs for
    ``figure``.

    ``budget_mm`` defaults to the figure's own movement. A zone board raises
    ``table.not_a_free_table``; an unknown or unplaced figure, a unit without an Eisdrachen or
    D20 profile, a degenerate terrain outline or a bad budget raise their ``table.*`` error.
    """
    table = require_free_table(scenario)
    terrain = Terrain.of(table)
    viewer = find_figure(scenario, figure, terrain)
    budget = _budget(viewer, budget_mm)
    others = tuple(f for f in placed_figures(scenario, terrain) if f.id != viewer.id)
    mover = Mover.of(viewer, rules)
    reach = movement_range(terrain, mover, viewer.position, budget)
    climb = None if rules.climb.in_movement else climb_range(terrain, mover, viewer.position)
    seen, behind = [], []
    for other in sorted(others, key=lambda f: (base_distance(viewer, f), f.id)):
        sight = line_of_sight(terrain, viewer, other, others, rules)
        if sight.clear:
            entry = _seen(viewer, other, sight, table, rules)
            (seen if entry["arc"] == "front" else behind).append(entry)
    return {
        "kind": FreeTable.KIND,
        "version": REPORT_VERSION,
        "scenario": scenario.name,
        "rule_system": scenario.rule_system,
        "unit": table.unit.value,
        "mm_per_unit": unit_length_mm(table.unit, table.mm_per_pas),
        "figure": _figure(viewer, table, rules),
        "movement": _movement(reach, table),
        "climb": None if climb is None else _climb(climb, table),
        "in_sight": seen,
        "behind": behind,
    }


def _budget(viewer: TableFigure, budget_mm: float | None) -> float:
    if budget_mm is None:
        return viewer.speed_mm
    if not (isinstance(budget_mm, int | float) and math.isfinite(budget_mm) and budget_mm >= 0):
        raise error("table.bad_budget", where="budget", budget=budget_mm)
    return float(budget_mm)


def _figure(viewer: TableFigure, table: FreeTable, rules: TableRules) -> dict[str, Any]:
    return {
        "id": viewer.id,
        "side": viewer.side.value,
        "position": _point(viewer.position),
        "facing_deg": _round(viewer.facing_deg),
        "base_mm": _round(viewer.base_mm),
        "height_mm": _round(viewer.height_mm),
        "large": rules.is_large(viewer.base_mm),
        "elevation_mm": _round(viewer.elevation_mm),
        "standing_on": viewer.standing_on,
        "speed": _round(in_table_unit(viewer.speed_mm, table)),
    }


def _movement(reach: MovementRange, table: FreeTable) -> dict[str, Any]:
    unit_mm = unit_length_mm(table.unit, table.mm_per_pas)
    outline = reach.region.simplify(reach.cell_mm / 2)
    return {
        "budget": _round(in_table_unit(reach.budget_mm, table)),
        "budget_mm": _round(reach.budget_mm),
        "start_free": reach.start_free,
        "area": _round(reach.area_mm2 / unit_mm**2),
        "area_mm2": _round(reach.area_mm2),
        "cell_mm": _round(reach.cell_mm),
        "error_bound_mm": _round(reach.error_bound_mm(reach.budget_mm)),
        "polygons": _polygons(outline),
    }


def _climb(climb: ClimbRange, table: FreeTable) -> dict[str, Any]:
    unit_mm = unit_length_mm(table.unit, table.mm_per_pas)
    outline = climb.region.simplify(climb.cell_mm / 2)
    return {
        "limit": _round(in_table_unit(climb.limit_mm, table)),
        "limit_mm": _round(climb.limit_mm),
        "walls": list(climb.wall_ids),
        "area": _round(climb.area_mm2 / unit_mm**2),
        "area_mm2": _round(climb.area_mm2),
        "cell_mm": _round(climb.cell_mm),
        "polygons": _polygons(outline),
    }


def _polygons(geometry: shapely.Geometry) -> list[list[list[list[float]]]]:
    """Polygons as lists of rings (outline first, then holes), each ring a list of [x, y]."""
    parts = [orient(p, 1.0) for p in shapely.get_parts(geometry) if not p.is_empty]
    parts.sort(key=lambda p: (p.bounds[1], p.bounds[0]))
    return [
        [_ring(p.exterior.coords)] + [_ring(hole.coords) for hole in p.interiors] for p in parts
    ]


def _ring(coords: Any) -> list[list[float]]:
    """A ring without its closing point, like the model's polygons."""
    return [_point(point) for point in list(coords)[:-1]]


def _seen(
    viewer: TableFigure,
    other: TableFigure,
    sight: Sight,
    table: FreeTable,
    rules: TableRules,
) -> dict[str, Any]:
    distance = base_distance(viewer, other)
    in_front = in_front_arc(viewer, other.position, rules.frontal_arc_deg)
    enemy = other.side != viewer.side
    return {
        "id": other.id,
        "side": other.side.value,
        "distance": _round(in_table_unit(distance, table)),
        "distance_mm": _round(distance),
        "elevation_mm": _round(other.elevation_mm),
        "visible": _round(sight.visible_fraction),
        "sight_rule": sight.rule.value,
        "cover": sight.cover.value,
        "cover_bonus": rules.cover_bonus(sight.cover),
        "arc": "front" if in_front else "rear",
        "in_their_rear_arc": in_rear_arc(other, viewer.position, rules.frontal_arc_deg),
        "rear_attack_bonus": rear_attack_bonus(viewer, other, rules),
        "in_melee_reach": enemy and in_melee_reach(viewer, other, rules),
        "weapons_in_range": [
            {
                "name": {"fr": w.name.fr, "en": w.name.en},
                "range": None if w.range_mm is None else _round(in_table_unit(w.range_mm, table)),
            }
            for w in weapons_in_range(viewer, other, rules)
            if enemy or w.range_mm is not None
        ],
    }


def _point(point: tuple[float, float]) -> list[float]:
    return [_round(point[0]), _round(point[1])]


def _round(value: float) -> float:
    return round(float(value), DECIMALS) + 0.0  # + 0.0 turns -0.0 into 0.0
