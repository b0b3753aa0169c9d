"""The free-table overlay of one figure as plain JSON data, for ``skirmish-studio overlay``.

One call answers the player's questions for a figure on a free table: where can it move
(the region, in millimetres, and its area), which figures it has in line of sight, how far
they are (base to base, in the table's unit: cm or pas), their cover, the weapons that reach
them, and the arcs (is the other figure in front or behind, and is this figure behind it, for
D20's "Le Tir dans le dos"). The shape is stable and documented, with a JSON schema and an
example, in ``docs/free-table.md``; ``REPORT_VERSION`` changes when it does. Numbers are
rounded (``DECIMALS``) so that the output does not churn with floating-point noise.
"""

from __future__ import annotations

import math
from typing import Any

import shapely
from shapely.geometry.polygon import orient

from editor.messages import error
from editor.model.options import RulesOptions
from editor.model.scenario import RuleSystem, Scenario
from editor.model.table import FreeTable
from editor.table.figures import TableFigure, find_figure, placed_figures, require_free_table
from editor.table.measure import base_distance, in_melee_reach, weapons_in_range
from editor.table.movement import MovementRange, Mover, movement_range
from editor.table.sight import (
    Sight,
    cover_bonus,
    frontal_arc_deg,
    in_front_arc,
    in_rear_arc,
    line_of_sight,
    rear_attack_bonus,
)
from editor.table.terrain import Terrain
from editor.table.units import in_table_unit, unit_length_mm

REPORT_VERSION = 1
DECIMALS = 2


def table_overlay_report(
    scenario: Scenario, *, figure: str, budget_mm: float | None = None
) -> dict[str, Any]:
    """Movement range, figures in sight, cover, weapons and arcs for ``figure``.

    ``budget_mm`` defaults to the figure's own movement. A zone board raises
    ``table.not_a_free_table``; an unknown or unplaced figure, a unit without an Eisdrachen or
    D20 profile, a degenerate terrain outline or a bad budget raise their ``table.*`` error.
    """
    table = require_free_table(scenario)
    terrain = Terrain.of(table)
    viewer = find_figure(scenario, figure)
    budget = _budget(viewer, budget_mm)
    others = tuple(f for f in placed_figures(scenario) if f.id != viewer.id)
    reach = movement_range(terrain, Mover.of(viewer), viewer.position, budget)
    seen = []
    for other in sorted(others, key=lambda f: (base_distance(viewer, f), f.id)):
        sight = line_of_sight(terrain, viewer, other, others)
        if sight.clear:
            seen.append(_seen(viewer, other, sight, table, scenario.options))
    return {
        "kind": FreeTable.KIND,
        "version": REPORT_VERSION,
        "scenario": scenario.name,
        "rule_system": scenario.rule_system.value,
        "unit": table.unit.value,
        "mm_per_unit": unit_length_mm(table.unit, table.mm_per_pas),
        "figure": _figure(viewer, table),
        "movement": _movement(reach, table),
        "in_sight": seen,
    }


def _budget(viewer: TableFigure, budget_mm: float | None) -> float:
    if budget_mm is None:
        return viewer.speed_mm
    if not (isinstance(budget_mm, int | float) and math.isfinite(budget_mm) and budget_mm >= 0):
        raise error("table.bad_budget", where="budget", budget=budget_mm)
    return float(budget_mm)


def _figure(viewer: TableFigure, table: FreeTable) -> dict[str, Any]:
    return {
        "id": viewer.id,
        "side": viewer.side.value,
        "position": _point(viewer.position),
        "facing_deg": _round(viewer.facing_deg),
        "base_mm": _round(viewer.base_mm),
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
    options: RulesOptions,
) -> dict[str, Any]:
    distance = base_distance(viewer, other)
    in_front = in_front_arc(viewer, other.position, frontal_arc_deg(viewer, options))
    bonus = cover_bonus(sight.cover, options.d20) if viewer.rule_system is RuleSystem.D20 else 0
    return {
        "id": other.id,
        "side": other.side.value,
        "distance": _round(in_table_unit(distance, table)),
        "distance_mm": _round(distance),
        "visible": _round(sight.visible_fraction),
        "cover": sight.cover.value,
        "cover_bonus": bonus,
        "arc": "front" if in_front else "rear",
        "in_their_rear_arc": in_rear_arc(other, viewer.position, frontal_arc_deg(other, options)),
        "rear_attack_bonus": rear_attack_bonus(viewer, other, options),
        "in_melee_reach": in_melee_reach(viewer, other, table, options),
        "weapons_in_range": [
            {
                "name": {"fr": w.name.fr, "en": w.name.en},
                "range": None if w.range_mm is None else _round(in_table_unit(w.range_mm, table)),
            }
            for w in weapons_in_range(viewer, other, table, options)
        ],
    }


def _point(point: tuple[float, float]) -> list[float]:
    return [_round(point[0]), _round(point[1])]


def _round(value: float) -> float:
    return round(float(value), DECIMALS) + 0.0  # + 0.0 turns -0.0 into 0.0
