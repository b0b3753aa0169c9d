"""Ruler strips at true scale, drawn by the card renderer from the pure ``plan_ruler``.

Each strip is banded, ticked along its left edge (the measuring edge) at every step of the
template's ``ticks`` (``[step, length as a part of the strip's width, pen in mm]``), numbered
at every whole unit on from the strip before it, lettered at its top, and its joints carry
half a diamond each (``editor.cards.ruler``). The page must be printed at 100 %: the scale note
of the template says so.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPolygonF

from editor.cards.geometry import Rect
from editor.cards.ruler import RulerPlan, Strip, plan_ruler
from editor.ui.cards.primitives import NO_PEN, FaceContext

JOIN_MM = 7.0
"""Width and height of a join mark's whole diamond."""


def draw_ruler(renderer, painter: QPainter, element: dict, rect: Rect,
               context: FaceContext) -> None:
    plan = plan_ruler(rect, float(context.face.fields["unit_mm"]), int(element.get("length", 30)),
                      min_strip_width=float(element.get("min_strip_width", 22)),
                      gap=float(element.get("gap", 6)))
    default = [[0.5, 0.2, 0.2], [1, 0.4, 0.35]]
    ticks = sorted(tuple(map(float, t)) for t in element.get("ticks", default))
    for strip in plan.strips:
        _strip(renderer, painter, element, context, plan, strip, ticks)
    for first, second in plan.joins:
        _join(renderer, painter, context, plan, plan.strips[first], plan.strips[second])


def _strip(renderer, painter: QPainter, element: dict, context: FaceContext, plan: RulerPlan,
           strip: Strip, ticks: list[tuple[float, float, float]]) -> None:
    mm, colour = plan.unit_mm, renderer.assets.colour
    band = max(1, int(element.get("band", 1)))
    for start in range(strip.start, strip.end, band):
        end = min(start + band, strip.end)
        painter.fillRect(QRectF(strip.x, strip.y + (start - strip.start) * mm, strip.width,
                                (end - start) * mm),
                         colour(context, "@row" if (start // band) % 2 else "@paper"))
    ink = colour(context, "@ink")
    painter.setPen(QPen(ink, 0.25))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(strip.x, strip.y, strip.width, plan.height(strip)))
    finest = ticks[0][0]
    steps = round((strip.end - strip.start) / finest)
    size = float(element.get("number_size", 10))
    longest = ticks[-1][1] * strip.width
    for index in range(1, steps):
        value = strip.start + index * finest
        step, part, pen = next(t for t in reversed(ticks) if _divides(t[0], value))
        y = strip.y + (value - strip.start) * mm
        painter.setPen(QPen(ink, pen))
        painter.drawLine(QPointF(strip.x, y), QPointF(strip.x + part * strip.width, y))
        if _divides(1.0, value):
            _number(renderer, painter, context, strip, longest, y - 3.0, 6.0, value, size,
                    "center")
    _number(renderer, painter, context, strip, longest, strip.y + 0.4, 5.0, strip.start, size,
            "top")
    bottom = strip.y + plan.height(strip)
    _number(renderer, painter, context, strip, longest, bottom - 5.4, 5.0, strip.end, size,
            "bottom")
    renderer.simple_text(painter, context, {
        "size": 11, "bold": True, "max_lines": 1, "align": "center", "valign": "top",
        "color": "@frame"}, strip.letter, _beside_join(strip, strip.y + JOIN_MM / 2 + 0.3, 6.0))


def _divides(step: float, value: float) -> bool:
    ratio = value / step
    return abs(ratio - round(ratio)) < 1e-6


def _number(renderer, painter, context, strip: Strip, tick: float, top: float, height: float,
            value: float, size: float, valign: str) -> None:
    renderer.simple_text(painter, context, {
        "size": size, "bold": True, "max_lines": 1, "valign": valign},
        f"{value:g}", Rect(strip.x + tick + 1.2, top, strip.width * 0.3, height))


def _beside_join(strip: Strip, top: float, height: float) -> Rect:
    """A box centred under (or over) the strip's join mark."""
    centre = strip.x + strip.width * 0.75
    return Rect(centre - 6.0, top, 12.0, height)


def _join(renderer, painter: QPainter, context: FaceContext, plan: RulerPlan, first: Strip,
          second: Strip) -> None:
    """Half a diamond on the end of ``first`` and the other half on the start of ``second``,
    and, above the first half, the letter of the strip that joins there."""
    half = JOIN_MM / 2
    painter.setPen(NO_PEN)
    painter.setBrush(renderer.assets.colour(context, "@frame"))
    end = first.y + plan.height(first)
    for strip, edge, tip in ((first, end, end - half), (second, second.y, second.y + half)):
        centre = strip.x + strip.width * 0.75
        painter.drawPolygon(QPolygonF([QPointF(centre - half, edge), QPointF(centre + half, edge),
                                       QPointF(centre, tip)]))
    renderer.simple_text(painter, context, {
        "size": 9, "bold": True, "max_lines": 1, "align": "center", "valign": "bottom",
        "color": "@muted"}, f"→ {second.letter}", _beside_join(first, end - half - 6.3, 6.0))
