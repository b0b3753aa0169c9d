"""The game's figures on the free table: where the game state has them, to scale.

Each figure standing on the table is drawn as the table editor draws it (``FigureItem``: its
base to scale in its side's colour, a wedge pointing where it faces, its number or its unit's
initial), with what play adds: a tag under the base giving the figure's height in the table's
unit (sight and cover depend on it), and a badge with the PV / PC it has lost. A figure that
is out, or off the table, is not drawn (the side panel lists it). While a figure is dragged or
turned the layer shows a ghost where it stands and a tape from there to the cursor with the
distance; the drop is the tool's to turn into an action. The point an action was given (a
retreat's or a climb's end, a grenade's landing) is shown the same way: a tape from the actor
with the distance, and the base drawn where the point is (``show_point``). Must not import the
panels or the play mode.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from editor.game.table_overlays import FigurePlace, table_figures
from editor.messages import SkirmishError
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.model.units import DEFAULT_FIGURE_HEIGHT_MM
from editor.table.terrain import Level, Terrain
from editor.ui.board import styles
from editor.ui.i18n import current_language
from editor.ui.play.palette import INK, OKABE_ITO, PAPER
from editor.ui.table import table_styles
from editor.ui.table.table_items import FigureItem, TagItem
from editor.ui.table.table_keys import figure_text

HEIGHT_TAG_PIXELS_PER_MM = 1.5
"""Below this zoom only the selected figure shows its height tag (the tooltip has them all)."""
TURN_HANDLE_PX = 14.0
"""How far beyond its base (in screen pixels, at least) a press turns a figure."""


@dataclass(frozen=True)
class FigureLook:
    """What the layer draws of one figure, besides where it stands."""

    label: str
    name: str
    height_mm: float
    base_mm: float


class PlayFigureItem(FigureItem):
    """A figure of the game: the editor's figure with its height tag and its losses."""

    def __init__(self, figure_id: str):
        super().__init__(figure_id)
        self.lost = 0
        self.height_tag = TagItem(self)
        self.height_tag.setZValue(5)

    def set_lost(self, lost: int) -> None:
        if lost != self.lost:
            self.lost = lost
            self.update()

    def set_height_text(self, text: str) -> None:
        self.height_tag.set_text(text)
        self.height_tag.setPos(QPointF(0, self.radius + 3))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        if self.lost <= 0:
            return
        r = self.radius
        centre = QPointF(r * 0.75, -r * 0.75)
        size = max(r * 0.55, 4.0)
        painter.setPen(styles.cosmetic_pen(INK, 1.0))
        painter.setBrush(OKABE_ITO["vermillion"])
        painter.drawEllipse(centre, size, size)
        font = QFont()
        font.setPixelSize(max(1, round(size * 1.2)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(PAPER)
        box = QRectF(centre.x() - size, centre.y() - size, 2 * size, 2 * size)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, f"−{self.lost}")


class GhostItem(QGraphicsItem):
    """Where a dragged figure stands, and the tape from there to the cursor with its reading."""

    def __init__(self, base_at_end: bool = False):
        super().__init__()
        self._start = QPointF()
        self._end = QPointF()
        self._radius = 10.0
        self._too_far = False
        self._base_at_end = base_at_end
        """Draw the base outline at the tape's end (a point given), not its start (a drag)."""
        self.tag = TagItem(self, table_styles.MEASURE_COLOR)
        self.setZValue(11)
        self.setVisible(False)

    def show_tape(self, start: QPointF, end: QPointF, radius: float, text: str, too_far: bool):
        self.prepareGeometryChange()
        self._start, self._end, self._radius, self._too_far = start, end, radius, too_far
        self.tag.set_text(text)
        self.tag.setPos((start + end) / 2)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        margin = self._radius + 20
        return (
            QRectF(self._start, self._end).normalized().adjusted(-margin, -margin, margin, margin)
        )

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(styles.cosmetic_pen(QColor(255, 255, 255, 200), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 60))
        painter.drawEllipse(self._end if self._base_at_end else self._start, self._radius,
                            self._radius)
        color = OKABE_ITO["vermillion"] if self._too_far else table_styles.MEASURE_COLOR
        painter.setPen(styles.cosmetic_pen(INK, 5.0))
        painter.drawLine(self._start, self._end)
        style = Qt.PenStyle.DashLine if self._too_far else Qt.PenStyle.SolidLine
        painter.setPen(styles.cosmetic_pen(color, 3.0, style))
        painter.drawLine(self._start, self._end)


class TableFiguresLayer:
    """The figure items of a table scene, kept where the game state has them."""

    def __init__(self, scene: QGraphicsScene, scenario: Scenario, looks: dict[str, FigureLook]):
        self.scene = scene
        self.scenario = scenario
        self.looks = looks
        try:
            self.terrain: Terrain | None = Terrain.of(scenario.board)
        except SkirmishError:  # a degenerate piece: figures stand on the ground
            self.terrain = None
        self.items: dict[str, PlayFigureItem] = {}
        self.places: dict[str, FigurePlace] = {}
        self.selected: str | None = None
        self.detail = 0.0
        self.ghost = GhostItem()
        scene.addItem(self.ghost)
        self.point_tape = GhostItem(base_at_end=True)
        scene.addItem(self.point_tape)

    @property
    def table(self) -> FreeTable:
        return self.scenario.board

    def set_places(self, places: tuple[FigurePlace, ...], lost: dict[str, int]) -> None:
        """Show every figure on the table where ``places`` has it, with its losses."""
        self.places = {p.id: p for p in places}
        figures = {f.id: f for f in self.scenario.figures}
        shown = set()
        for place in places:
            figure = figures.get(place.id)
            look = self.looks.get(place.id)
            if figure is None or look is None or place.out or place.position is None:
                continue
            item = self.items.get(place.id)
            if item is None:
                item = self.items[place.id] = PlayFigureItem(place.id)
                self.scene.addItem(item)
            item.set_figure(
                figure.side,
                look.label,
                place.position,
                place.facing_deg,
                look.base_mm,
                self.tooltip(place, look, lost.get(place.id, 0)),
            )
            item.set_height_text(self._height_text(place, look))
            item.set_lost(lost.get(place.id, 0))
            item.set_selected(place.id == self.selected)
            shown.add(place.id)
        for figure_id in list(self.items.keys() - shown):
            self.scene.removeItem(self.items.pop(figure_id))
        self._show_height_tags()

    def set_detail(self, pixels_per_mm: float) -> None:
        """Follow the zoom: height tags show on every figure only when zoomed in."""
        self.detail = pixels_per_mm
        self._show_height_tags()

    def _show_height_tags(self) -> None:
        every = self.detail >= HEIGHT_TAG_PIXELS_PER_MM
        for figure_id, item in self.items.items():
            item.height_tag.setVisible(every or figure_id == self.selected)

    def level(self, place: FigurePlace) -> Level:
        """What the figure stands on: a flat top (its height), or the ground."""
        if self.terrain is None or place.position is None:
            return Level()
        return self.terrain.level_at(place.position)

    def _height_text(self, place: FigurePlace, look: FigureLook) -> str:
        """The figure's height, and under it the height of the top it stands on, if any."""
        text = table_styles.format_length(look.height_mm, self.table)
        level = self.level(place)
        if level.piece is not None:
            text += "\n▲ " + table_styles.format_length(level.height_mm, self.table)
        return text

    def tooltip(self, place: FigurePlace, look: FigureLook, lost: int) -> str:
        table = self.table
        level = self.level(place)
        lines = [
            f"{look.name} ({place.id})",
            QCoreApplication.translate("TableFigures", "Facing %1°").replace(
                "%1", f"{place.facing_deg:.0f}"
            ),
            QCoreApplication.translate("TableFigures", "Height %1, base %2")
            .replace("%1", table_styles.format_length(look.height_mm, table))
            .replace("%2", table_styles.format_length(look.base_mm, table)),
        ]
        if level.piece is not None:
            name = level.piece.piece.name.get(current_language()) or level.piece.piece.id
            lines.append(
                QCoreApplication.translate("TableFigures", "On %1 (%2 high)")
                .replace("%1", name)
                .replace("%2", table_styles.format_length(level.height_mm, table))
            )
        if lost:
            lines.append(
                QCoreApplication.translate("TableFigures", "Lost: %1").replace("%1", str(lost))
            )
        return "\n".join(lines)

    def select(self, figure_id: str | None) -> None:
        self.selected = figure_id
        for key, item in self.items.items():
            item.set_selected(key == figure_id)
        self._show_height_tags()

    def figure_at(self, point: QPointF, tolerance_mm: float = 0.0) -> str | None:
        """The figure whose base is under ``point`` (or within ``tolerance_mm``), nearest first."""
        best, best_distance = None, tolerance_mm
        for figure_id, item in self.items.items():
            distance = max(0.0, _distance(item.pos(), point) - item.radius)
            if distance <= best_distance:
                best, best_distance = figure_id, distance
        return best

    def turn_handle_at(self, point: QPointF, pixels_per_mm: float) -> str | None:
        """The figure whose facing wedge (the ring just outside its base) is under ``point``."""
        reach = TURN_HANDLE_PX / max(pixels_per_mm, 1e-6)
        for figure_id, item in self.items.items():
            distance = _distance(item.pos(), point)
            if item.radius < distance <= item.radius * 1.75 + reach:
                ahead = _bearing(item.pos(), point)
                if abs((ahead - item.facing + 180.0) % 360.0 - 180.0) <= 40.0:
                    return figure_id
        return None

    def centre(self, figure_id: str) -> QPointF | None:
        item = self.items.get(figure_id)
        return item.pos() if item is not None else None

    def preview(self, figure_id: str, at: QPointF | None = None, facing: float | None = None):
        """Show ``figure_id`` at ``at`` facing ``facing`` while a gesture lasts (view only)."""
        item = self.items.get(figure_id)
        place = self.places.get(figure_id)
        if item is None or place is None or place.position is None:
            return
        look = self.looks[figure_id]
        figure = next(f for f in self.scenario.figures if f.id == figure_id)
        where = at if at is not None else QPointF(*place.position)
        item.set_figure(
            figure.side,
            look.label,
            (where.x(), where.y()),
            place.facing_deg if facing is None else facing,
            look.base_mm,
            item.toolTip(),
        )
        item.setZValue(9)

    def show_point(self, figure_id: str | None, point: QPointF | None) -> None:
        """The point given to ``figure_id``'s chosen action, taped from where it stands (hidden
        when either is None)."""
        item = self.items.get(figure_id) if figure_id is not None else None
        if item is None or point is None:
            self.point_tape.setVisible(False)
            return
        start = item.pos()
        text = table_styles.format_length(_distance(start, point), self.table)
        self.point_tape.show_tape(start, point, item.radius, text, False)

    def end_preview(self, figure_id: str) -> None:
        """Put ``figure_id`` back where the game has it and hide the tape."""
        self.ghost.setVisible(False)
        item = self.items.get(figure_id)
        place = self.places.get(figure_id)
        if item is None or place is None or place.position is None:
            return
        item.setZValue(4)
        self.preview(figure_id)
        item.setZValue(4)


def figure_looks(scenario: Scenario) -> dict[str, FigureLook]:
    """The label, name, height and base of every figure of ``scenario`` that has a free-table
    profile (the others cannot stand on the table)."""
    lang = current_language()
    anywhere = tuple(FigurePlace(f.id, (0.0, 0.0)) for f in scenario.figures)
    try:
        sized = table_figures(scenario, anywhere)
    except SkirmishError:
        sized = {}
    looks = {}
    for figure in scenario.figures:
        unit = scenario.unit(figure.unit)
        name = unit.name.get(lang) if unit is not None and unit.name else figure.unit
        found = sized.get(figure.id)
        looks[figure.id] = FigureLook(
            figure_text(figure.number, name),
            name,
            found.height_mm if found is not None else DEFAULT_FIGURE_HEIGHT_MM,
            found.base_mm
            if found is not None
            else table_styles.base_diameter_mm(scenario, figure.unit),
        )
    return looks


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def _bearing(origin: QPointF, point: QPointF) -> float:
    """0° up, clockwise, as facings are."""
    return math.degrees(math.atan2(point.x() - origin.x(), origin.y() - point.y())) % 360.0
