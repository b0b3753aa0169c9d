"""Facing, the frontal and rear arcs, and the bonus of an attack from behind (D20 rules).

"Une figurine voit sur les 180° de son arc frontal" (``TableRules.frontal_arc_deg``); "les
attaques dans le dos doivent obligatoirement commencer dans l'arc arrière de la figurine
ciblée. L'attaquant bénéficie alors d'un bonus de +1" (``TableRules.rear_attack_bonus``). The
rear arc is what the frontal arc leaves; its boundary (the flat side of the base, ±90° for
180°) belongs to the front. Positions are judged by the base centre. Where a rule system has
no facing rule (Eisdrachen), its frontal arc is the whole circle and there is no rear arc.
Facing 0° is up the table (y decreasing), clockwise, as ``Figure.facing_deg``.
"""

from __future__ import annotations

import math

from editor.model.geometry import Point
from editor.table.figures import TableFigure
from editor.table.rules import TableRules

ARC_EPSILON_DEG = 1e-9
FULL_CIRCLE_DEG = 360.0


def bearing_deg(origin: Point, point: Point) -> float:
    """Direction from ``origin`` to ``point``: 0 = up (y decreasing), clockwise, in [0, 360)."""
    return math.degrees(math.atan2(point[0] - origin[0], origin[1] - point[1])) % FULL_CIRCLE_DEG


def relative_bearing_deg(figure: TableFigure, point: Point) -> float:
    """``point`` seen from ``figure``: 0 straight ahead, positive to its right, in (-180, 180]."""
    angle = (bearing_deg(figure.position, point) - figure.facing_deg) % FULL_CIRCLE_DEG
    return angle - FULL_CIRCLE_DEG if angle > FULL_CIRCLE_DEG / 2 else angle


def in_front_arc(figure: TableFigure, point: Point, arc_deg: float) -> bool:
    """``point`` lies in the frontal arc (its boundary included; the figure's own centre too)."""
    if point == figure.position or arc_deg >= FULL_CIRCLE_DEG:
        return True
    return abs(relative_bearing_deg(figure, point)) <= arc_deg / 2 + ARC_EPSILON_DEG


def in_rear_arc(figure: TableFigure, point: Point, arc_deg: float) -> bool:
    """``point`` lies in the rear arc: everything the frontal arc leaves."""
    return not in_front_arc(figure, point, arc_deg)


def rear_attack_bonus(attacker: TableFigure, target: TableFigure, rules: TableRules) -> int:
    """D20 "Le Tir dans le dos": the bonus when the attack starts in the target's rear arc."""
    behind = in_rear_arc(target, attacker.position, rules.frontal_arc_deg)
    return rules.rear_attack_bonus if behind else 0

