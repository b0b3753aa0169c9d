"""The card renderer: THE one place where a card face is drawn, whatever the device.

``CardRenderer.draw`` paints a template's elements with a face's fields into a slot of a page
whose painter works in millimetres. The print composer (PDF, printer, preview), the PNG faces
for print-on-demand, the editor's previews and the play window all call it. Each element type
of ``editor.cards.templates.ELEMENT_TYPES`` has a ``_draw_<type>`` method here; the shared
primitives are in ``primitives`` and ``text``, the weapon tables in ``table``, the ruler strips
in ``ruler``. Warnings (text
that still overflows at its smallest size) are collected as catalogue messages rather than
raised: a card with a cut skill still prints.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtSvg import QSvgRenderer

from editor.cards.geometry import Rect, Size, crop_to_frame
from editor.cards.jobs import CardFace
from editor.cards.layout import Slot
from editor.messages import Message, translate
from editor.ui.cards.primitives import NO_PEN, Assets, FaceContext, draw_die, qrect
from editor.ui.cards.ruler import draw_ruler
from editor.ui.cards.table import draw_table
from editor.ui.cards.text import TextPainter


class CardRenderer:
    """Draws faces; keeps fonts, icons and decoded images between cards (one per thread)."""

    def __init__(self, images: dict[str, bytes] | None = None, lang: str = "en") -> None:
        self.lang = lang
        self.text = TextPainter()
        self.fonts = self.text.fonts
        self.assets = Assets(images)

    @property
    def warnings(self) -> list[Message]:
        return self.text.warnings

    # -- entry point -------------------------------------------------------------------------
    def draw(self, painter: QPainter, face: CardFace, slot: Slot, *, back: bool = False) -> None:
        """Paint ``face`` (its back when ``back``) into ``slot``; the painter is in mm."""
        template, trim = face.template, slot.trim
        turn = slot.turn % 4
        size = Size(trim.height, trim.width) if turn % 2 else Size(trim.width, trim.height)
        side = str(face.fields.get("side", "default"))
        painter.save()
        if slot.bleed != slot.trim:
            bleed_colour = template.color("@bleed", side)
            painter.fillRect(qrect(slot.bleed), QColor(bleed_colour))
        # the card's top-left corner lands on this corner of the slot once turned
        corner = ((trim.x, trim.y), (trim.right, trim.y), (trim.right, trim.bottom),
                  (trim.x, trim.bottom))[turn]
        painter.translate(*corner)
        if turn:
            painter.rotate(90 * turn)
        layout = template.layout_for(size)
        context = FaceContext(template, face, side, size, layout.scale(size.width, back=back))
        extra = (slot.bleed.width - trim.width) / 2
        for element in layout.back if back else layout.elements:
            when, unless = element.get("when"), element.get("unless")
            if (when and not face.fields.get(when)) or (unless and face.fields.get(unless)):
                continue
            box = element["box"]
            rect = Rect(box[0] * size.width, box[1] * size.height,
                        box[2] * size.width, box[3] * size.height)
            if element.get("bleed") and extra > 0:  # art that runs on into the bleed
                rect = Rect(rect.x - extra, rect.y - extra, rect.width + 2 * extra,
                            rect.height + 2 * extra)
            getattr(self, "_draw_" + element["type"])(painter, element, rect, context)
        painter.restore()

    # -- helpers ----------------------------------------------------------------------------
    def _colour(self, context: FaceContext, value: str | None, fallback: str = "@ink") -> QColor:
        return self.assets.colour(context, value, fallback)

    def _icon(self, name: str) -> QSvgRenderer | None:
        return self.assets.icon(name)

    def simple_text(self, painter: QPainter, context: FaceContext, element: dict, text: str,
                    rect: Rect) -> None:
        """One string fitted to ``rect`` with the element's size, colour and alignment."""
        if element.get("upper"):
            text = text.upper()
        fitted = self.text.fit(context, element, text, rect)
        self.text.draw(painter, fitted, rect, self._colour(context, element.get("color")),
                       element.get("align", "left"), element.get("valign", "top"))

    # -- element types (see editor.cards.templates.ELEMENT_TYPES) ----------------------------
    def _draw_rect(self, painter: QPainter, element: dict, rect: Rect,
                   context: FaceContext) -> None:
        radius = float(element.get("radius", 0)) * context.scale
        painter.setBrush(QBrush(self._colour(context, element.get("fill"), "@paper"))
                         if element.get("fill") else Qt.BrushStyle.NoBrush)
        stroke = element.get("stroke")
        painter.setPen(QPen(self._colour(context, stroke),
                            float(element.get("stroke_width", 0.3)) * context.scale)
                       if stroke else NO_PEN)
        painter.drawRoundedRect(qrect(rect), radius, radius)

    def _draw_text(self, painter: QPainter, element: dict, rect: Rect,
                   context: FaceContext) -> None:
        if "field" in element:
            text = context.face.fields.get(element["field"], "")
            text = element.get("join", " · ").join(text) if isinstance(text, list) else str(text)
        else:
            text = translate(element["label"], self.lang)
        if text:
            self.simple_text(painter, context, element, text, rect)

    def _draw_rich(self, painter: QPainter, element: dict, rect: Rect,
                   context: FaceContext) -> None:
        paragraphs = context.face.fields.get(element["field"]) or []
        if paragraphs:
            fitted = self.text.fit(context, element, paragraphs, rect)
            self.text.draw(painter, fitted, rect, self._colour(context, element.get("color")),
                           element.get("align", "left"), element.get("valign", "top"))

    def _draw_portrait(self, painter: QPainter, element: dict, rect: Rect,
                       context: FaceContext) -> None:
        fields = context.face.fields
        radius = float(element.get("radius", 1.5)) * context.scale
        clip = QPainterPath()
        clip.addRoundedRect(qrect(rect), radius, radius)
        painter.save()
        painter.setClipPath(clip)
        image = self.assets.image(fields.get(element.get("field", "portrait")))
        if image is not None:
            source = crop_to_frame(Size(image.width(), image.height()),
                                   Size(rect.width, rect.height),
                                   tuple(fields.get(element.get("focus_field", "portrait_focus"))
                                         or (0.5, 0.5)))
            painter.drawImage(qrect(rect), image, qrect(source))
        else:
            self._silhouette(painter, rect, context)
        painter.restore()
        stroke = element.get("stroke")
        if stroke:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self._colour(context, stroke),
                                float(element.get("stroke_width", 0.4)) * context.scale))
            painter.drawRoundedRect(qrect(rect), radius, radius)

    def _silhouette(self, painter: QPainter, rect: Rect, context: FaceContext) -> None:
        """A placeholder portrait: a bust on the side's colours, with the initials."""
        painter.fillRect(qrect(rect), self._colour(context, "@portrait-bg"))
        painter.setPen(NO_PEN)
        painter.setBrush(self._colour(context, "@portrait-fg"))
        cx, unit = rect.x + rect.width / 2, rect.height
        head = unit * 0.2
        painter.drawEllipse(QPointF(cx, rect.y + unit * 0.42), head, head * 1.12)
        body = QPainterPath()
        body.addRoundedRect(QRectF(cx - unit * 0.42, rect.y + unit * 0.68, unit * 0.84,
                                   unit * 0.6), unit * 0.28, unit * 0.28)
        painter.drawPath(body)
        initials = str(context.face.fields.get("initials", ""))
        if initials:
            label = Rect(rect.x + rect.width * 0.04, rect.y + rect.height * 0.04,
                         rect.width * 0.3, rect.height * 0.22)
            self.simple_text(painter, context, {"size": 9, "min_size": 3, "bold": True,
                                                "field": "initials", "decor": True,
                                                "color": "@portrait-text"}, initials, label)

    def _draw_stats(self, painter: QPainter, element: dict, rect: Rect,
                    context: FaceContext) -> None:
        fields = context.face.fields
        items = [item for item in element["items"] if str(fields.get(item["field"], ""))]
        if not items:
            return
        gap = float(element.get("gap", 1.0)) * context.scale
        per_row = max(1, min(int(element.get("columns", len(items))), len(items)))
        rows = -(-len(items) // per_row)
        width = (rect.width - gap * (per_row - 1)) / per_row
        height = (rect.height - gap * (rows - 1)) / rows
        radius = float(element.get("radius", 1.2)) * context.scale
        label_height = height * float(element.get("label_part", 0.34))
        for index, item in enumerate(items):
            row, column = divmod(index, per_row)
            cell = Rect(rect.x + column * (width + gap), rect.y + row * (height + gap), width,
                        height)
            painter.setPen(QPen(self._colour(context, "@stat-line"), 0.25 * context.scale))
            painter.setBrush(self._colour(context, item.get("fill", element.get("fill", "@stat"))))
            painter.drawRoundedRect(qrect(cell), radius, radius)
            label = Rect(cell.x + 0.4, cell.y + 0.35, cell.width - 0.8, label_height)
            self.simple_text(painter, context, {
                "size": element.get("label_size", 4.6), "min_size": 3.2, "bold": True,
                "upper": True, "align": "center", "valign": "center", "max_lines": 1,
                "color": element.get("label_color", "@muted"), "label": item["label"]},
                translate(item["label"], self.lang), label)
            value = Rect(cell.x + 0.4, cell.y + label_height, cell.width - 0.8,
                         cell.height - label_height - 0.3)
            self.simple_text(painter, context, {
                "size": item.get("size", element.get("size", 11)), "min_size": 5,
                "bold": True, "align": "center", "valign": "center", "max_lines": 1,
                "color": element.get("value_color", "@ink"), "field": item["field"]},
                str(fields[item["field"]]), value)

    def _draw_dice(self, painter: QPainter, element: dict, rect: Rect,
                   context: FaceContext) -> None:
        rows = context.face.fields.get(element["field"]) or []
        if not rows:
            return
        row_height = min(rect.height / len(rows), float(element.get("row", 5.2)) * context.scale)
        die = row_height * 0.74
        for index, row in enumerate(rows):
            top = rect.y + index * row_height
            if index % 2 == 0:
                painter.fillRect(QRectF(rect.x, top, rect.width, row_height),
                                 self._colour(context, "@row"))
            icon = self._icon(row["icon"])
            text_x = rect.x + row_height * 0.2
            if icon is not None:
                icon.render(painter, QRectF(text_x, top + row_height * 0.12, row_height * 0.76,
                                            row_height * 0.76))
                text_x += row_height * 0.95
            dice = [d["color"] for d in row["dice"] for _ in range(d["count"])]
            dice_width = len(dice) * die * 1.15
            for n, colour in enumerate(dice):
                x = rect.right - dice_width + n * die * 1.15
                draw_die(painter, QRectF(x, top + (row_height - die) / 2, die, die), colour)
            name = Rect(text_x, top, rect.right - dice_width - text_x - 0.8, row_height)
            paragraphs = [[(row["name"], True)] + ([(f"  {row['note']}", False)]
                                                   if row.get("note") else [])]
            fitted = self.text.fit(context, {"size": element.get("size", 6.6), "min_size": 4.5,
                                             "max_lines": 1, "field": element["field"]},
                                   paragraphs, name)
            self.text.draw(painter, fitted, name, self._colour(context, "@ink"),
                           valign="center")

    def _draw_table(self, painter: QPainter, element: dict, rect: Rect,
                    context: FaceContext) -> None:
        draw_table(self, painter, element, rect, context)

    def _draw_track(self, painter: QPainter, element: dict, rect: Rect,
                    context: FaceContext) -> None:
        count = int(context.face.fields.get(element.get("field", "track")) or 0)
        if count <= 0:
            return
        label_width = rect.width * float(element.get("label_part", 0.18))
        self.simple_text(painter, context, {
            "size": element.get("size", 6), "min_size": 4, "bold": True, "upper": True,
            "max_lines": 1, "valign": "center", "color": element.get("color", "@ink"),
            "label": element["label"]},
            translate(element["label"], self.lang), Rect(rect.x, rect.y, label_width, rect.height))
        space = rect.width - label_width
        box = min(rect.height, space / (count * 1.25))
        painter.setPen(QPen(self._colour(context, element.get("stroke", "@frame")),
                            0.3 * context.scale))
        painter.setBrush(QColor("#ffffff"))
        for n in range(count):
            x = rect.x + label_width + n * box * 1.25
            painter.drawRoundedRect(QRectF(x, rect.y + (rect.height - box) / 2, box, box),
                                    box * 0.15, box * 0.15)

    def _draw_icons(self, painter: QPainter, element: dict, rect: Rect,
                    context: FaceContext) -> None:
        names = element.get("names") or context.face.fields.get(element.get("field", ""), [])
        if not names:
            return
        gap = float(element.get("gap", 0.8)) * context.scale
        size = min(rect.height, (rect.width - gap * (len(names) - 1)) / len(names))
        total = len(names) * size + (len(names) - 1) * gap
        x = rect.x + {"center": (rect.width - total) / 2,
                      "right": rect.width - total}.get(element.get("align", "left"), 0.0)
        for name in names:
            icon = self._icon(name)
            if icon is not None:
                icon.render(painter, QRectF(x, rect.y + (rect.height - size) / 2, size, size))
            x += size + gap

    def _draw_ruler(self, painter: QPainter, element: dict, rect: Rect,
                    context: FaceContext) -> None:
        draw_ruler(self, painter, element, rect, context)
