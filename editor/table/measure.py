"""Distances between bases, radius queries and weapon range on a free table.

Both rule systems measure from base to base: D20 "Tracez un axe partant de l'extrémité du socle
du tireur jusqu'au bord du socle adverse", and Eisdrachen melee needs figures "socle contre
socle". So a distance between figures is edge to edge (centre distance minus both radii, never
below zero) and a distance from a point (where a grenade lands) reaches the nearest edge of a
base. Radius queries, from the Eisdrachen actions:

- grenade: "toutes les figurines dans un périmètre de 3 pas" around the landing point
  (``EisdrachenOptions.grenade_radius_pas``), every figure, whatever its side;
- alert: "touts ses camarades dans un rayon de 6ps" (``ALERT_RADIUS_PAS``), same side;
- hide: "si l'un d'eux s'approche à 3ps de la cachette, le personnage est découvert"
  (``HIDE_DISCOVERY_PAS``), figures of another side (a teammate finding you changes nothing);
- automatic contact: "elles se mettront automatiquement au contact si leur distance l'une de
  l'autre est inférieur à 3 pas" (``EisdrachenOptions.auto_contact_pas``), enemies, strictly
  under the distance.

"Dans un rayon" and a weapon's "Portée" ("la distance maximale à laquelle une arme peut
tirer") include their limit; "inférieur à" excludes it. Comparisons allow ``EPSILON_MM`` of
rounding; bases closer than ``CONTACT_TOLERANCE_MM`` touch (hand-placed bases never meet
exactly). The alert and hide radii are not rules options yet, hence the constants.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from editor.model.geometry import Point
from editor.model.options import RulesOptions
from editor.model.table import FreeTable
from editor.table.figures import TableFigure, TableWeapon
from editor.table.rules import TableRules
from editor.table.units import pas_to_mm

EPSILON_MM = 1e-6
CONTACT_TOLERANCE_MM = 0.5
ALERT_RADIUS_PAS = 6.0
HIDE_DISCOVERY_PAS = 3.0


def centre_distance(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def base_distance(a: TableFigure, b: TableFigure) -> float:
    """Edge-to-edge distance between two bases: 0 when they touch or overlap."""
    return max(0.0, centre_distance(a.position, b.position) - (a.radius_mm + b.radius_mm))


def point_to_base_distance(point: Point, figure: TableFigure) -> float:
    """From ``point`` to the nearest edge of ``figure``'s base: 0 on or under the base."""
    return max(0.0, centre_distance(point, figure.position) - figure.radius_mm)


def touching(a: TableFigure, b: TableFigure) -> bool:
    """Bases in contact ("socle contre socle"), within ``CONTACT_TOLERANCE_MM``."""
    return bases_touch(a.position, a.radius_mm, b.position, b.radius_mm)


def bases_touch(a: Point, radius_a: float, b: Point, radius_b: float) -> bool:
    """``touching`` of two bases given by centre and radius."""
    return max(0.0, centre_distance(a, b) - (radius_a + radius_b)) <= CONTACT_TOLERANCE_MM


def within(distance_mm: float, limit_mm: float) -> bool:
    """``distance_mm`` is at most ``limit_mm`` ("dans un rayon de", "portée")."""
    return distance_mm <= limit_mm + EPSILON_MM


def under(distance_mm: float, limit_mm: float) -> bool:
    """``distance_mm`` is strictly below ``limit_mm`` ("inférieur à")."""
    return distance_mm < limit_mm - EPSILON_MM


def figures_near_point(
    figures: Iterable[TableFigure], point: Point, radius_mm: float
) -> tuple[TableFigure, ...]:
    """Figures with some part of their base within ``radius_mm`` of ``point``."""
    return tuple(f for f in figures if within(point_to_base_distance(point, f), radius_mm))


def figures_near_base(
    figures: Iterable[TableFigure], figure: TableFigure, radius_mm: float
) -> tuple[TableFigure, ...]:
    """The other figures whose base is within ``radius_mm`` of ``figure``'s base."""
    return tuple(
        f for f in figures if f.id != figure.id and within(base_distance(figure, f), radius_mm)
    )


def grenade_victims(
    figures: Iterable[TableFigure], landing: Point, table: FreeTable, options: RulesOptions
) -> tuple[TableFigure, ...]:
    """Everyone caught by a standard grenade bursting at ``landing`` ("périmètre de 3 pas")."""
    radius = pas_to_mm(options.eisdrachen.grenade_radius_pas, table)
    return figures_near_point(figures, landing, radius)


def alerted_allies(
    figures: Iterable[TableFigure], caller: TableFigure, table: FreeTable
) -> tuple[TableFigure, ...]:
    """Teammates who may answer fire next turn after ``caller`` sounds the alert ("6ps")."""
    near = figures_near_base(figures, caller, pas_to_mm(ALERT_RADIUS_PAS, table))
    return tuple(f for f in near if f.side == caller.side)


def hide_discoverers(
    figures: Iterable[TableFigure], hidden: TableFigure, table: FreeTable
) -> tuple[TableFigure, ...]:
    """Figures of another side close enough ("à 3ps") to find ``hidden`` in its hiding place."""
    near = figures_near_base(figures, hidden, pas_to_mm(HIDE_DISCOVERY_PAS, table))
    return tuple(f for f in near if f.side != hidden.side)


def automatic_contacts(
    figures: Iterable[TableFigure], figure: TableFigure, table: FreeTable, options: RulesOptions
) -> tuple[TableFigure, ...]:
    """Enemies that come base to base with ``figure`` on their own ("inférieur à 3 pas")."""
    limit = pas_to_mm(options.eisdrachen.auto_contact_pas, table)
    return tuple(
        f
        for f in figures
        if f.id != figure.id and f.side != figure.side and under(base_distance(figure, f), limit)
    )


def in_melee_reach(attacker: TableFigure, target: TableFigure, rules: TableRules) -> bool:
    """Close combat is possible: bases closer than the rules' melee reach (Eisdrachen automatic
    contact, "inférieur à 3 pas"), or touching where there is none (D20)."""
    if rules.melee_reach_mm is not None:
        return under(base_distance(attacker, target), rules.melee_reach_mm)
    return touching(attacker, target)


def in_range(attacker: TableFigure, target: TableFigure, range_mm: float) -> bool:
    """``target`` is within a weapon of range ``range_mm``, a figure exactly at range included."""
    return within(base_distance(attacker, target), range_mm)


def weapons_in_range(
    attacker: TableFigure, target: TableFigure, rules: TableRules
) -> tuple[TableWeapon, ...]:
    """The attacker's weapons that reach ``target``: ranged ones by range, melee ones in reach."""
    melee = in_melee_reach(attacker, target, rules)
    return tuple(
        w
        for w in attacker.weapons
        if (melee if w.range_mm is None else in_range(attacker, target, w.range_mm))
    )
