"""Weapon tables on unit cards: a header row of column labels, then one row per weapon with
its special rule, if any, on a line below it.

A weapon name (a column marked ``"wrap": true``) or a special rule too long for one line at
its type size takes two lines rather than shrinking: small type is what makes a card
unreadable (``editor.cards.textfit.READABLE_PT``). The rows share the table's height, each
line at most ``row`` millimetres tall.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from editor.cards.geometry import Rect
from editor.messages import translate
from editor.ui.cards.primitives import FaceContext


def _lines(renderer, context: FaceContext, style: dict, text: str, width: float,
           height: float) -> int:
    """1 when ``text`` fits one line of ``width`` at its type size, else 2."""
    probe = {**style, "max_lines": 1, "min_size": style["size"], "probe": True}
    return 1 if not renderer.text.fit(context, probe, text, Rect(0, 0, width, height)).overflow \
        else 2


def draw_table(renderer, painter: QPainter, element: dict, rect: Rect,
               context: FaceContext) -> None:
    weapons = context.face.fields.get(element["field"]) or []
    columns = element["columns"]
    header = float(element.get("header", 3.2)) * context.scale
    row = float(element.get("row", 4.4)) * context.scale
    cell = {"size": element.get("size", 6.2), "min_size": 4.2, "valign": "center",
            "field": element["field"]}
    special = {"size": element.get("special_size", 5.2), "min_size": 3.8, "valign": "center",
               "color": "@muted", "field": element["field"]}
    spans, x = [], rect.x
    for column in columns:
        width = float(column["width"]) * rect.width
        spans.append((x, width))
        x += width
    wide = rect.width - 2.6
    plan = []
    for weapon in weapons:
        name_lines = max((_lines(renderer, context, {**cell, "bold": column.get("bold", False)},
                                 str(weapon.get(column["key"], "")), width - 1.2, row)
                          for column, (_x, width) in zip(columns, spans)
                          if column.get("wrap")), default=1)
        text = weapon.get("special", "")
        plan.append((name_lines, _lines(renderer, context, special, text, wide, row)
                     if text else 0))
    line = min((rect.height - header) / max(sum(a + b for a, b in plan), 1), row)
    painter.fillRect(QRectF(rect.x, rect.y, rect.width, header),
                     renderer.assets.colour(context, "@frame"))
    for column, (cx, width) in zip(columns, spans):
        renderer.simple_text(painter, context, {
            "size": element.get("header_size", 4.8), "min_size": 3.2, "bold": True,
            "upper": True, "max_lines": 1, "valign": "center",
            "align": column.get("align", "left"), "color": "@on-frame",
            "label": column["label"]},
            translate(column["label"], renderer.lang), Rect(cx + 0.6, rect.y, width - 1.2,
                                                             header))
    y = rect.y + header
    for index, (weapon, (name_lines, special_lines)) in enumerate(zip(weapons, plan)):
        main = line * name_lines
        if index % 2:
            painter.fillRect(QRectF(rect.x, y, rect.width, main + line * special_lines),
                             renderer.assets.colour(context, "@row"))
        for column, (cx, width) in zip(columns, spans):
            lines = name_lines if column.get("wrap") else 1
            renderer.simple_text(painter, context, {
                **cell, "bold": column.get("bold", False), "max_lines": lines,
                "align": column.get("align", "left")},
                str(weapon.get(column["key"], "")), Rect(cx + 0.6, y, width - 1.2, main))
        if special_lines:
            renderer.simple_text(painter, context, {**special, "max_lines": special_lines},
                                 weapon["special"],
                                 Rect(rect.x + 2.0, y + main, wide, line * special_lines))
        y += main + line * special_lines
