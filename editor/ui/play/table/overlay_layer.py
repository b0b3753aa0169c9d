"""The overlays of a free-table game over the table scene: one lookup table from model type to
drawing (STYLE point 5).

``DRAWERS`` says how each model of ``models`` is drawn, with the look of every role in
``look.TABLE_STYLES``: the reach of each movement mode as a filled area (its own hatch per
mode), a line to each enemy (solid and blue when it is in sight, with a round badge giving the
visible fraction and the cover class; dashed vermillion with a square badge when the line is
blocked; dotted grey with a triangle when the enemy is behind the viewer, out of its arc),
weapon ranges as dashed rings named on a badge, the frontal arc as a dotted wedge, and the
radii of an action as cross-hatched discs.

Each overlay kind is ONE graphics item holding its models, so replacing a model creates no item.
The layer never computes a model: the overlay worker does, off the GUI thread. Must not import
the board, the panels or the play mode.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from editor.game.table_overlay_models import (
    TABLE_TOGGLES,
    ActionRadius,
    FrontArc,
    RangeRings,
    ReachArea,
    SightLines,
    TableOverlayKind,
)
from editor.model.table import CoverClass, FreeTable
from editor.ui.i18n import current_language
from editor.ui.play.table.canvas import TableCanvas, polygon_path
from editor.ui.play.table.look import TableRole, reach_role
from editor.ui.table.table_styles import cover_name, format_length

_Z = {
    TableOverlayKind.ARC: 2.3,
    TableOverlayKind.REACH: 2.5,
    TableOverlayKind.RANGES: 2.6,
    TableOverlayKind.RADII: 2.7,
    TableOverlayKind.SIGHT: 2.8,
}
BADGE_LIFT_PX = 24.0


def percent(fraction: float) -> str:
    return f"{round(fraction * 100):d} %"


def sight_text(visible: float, cover: CoverClass) -> str:
    """The badge of a target in sight: how much of it is seen, and behind what."""
    if cover is CoverClass.NONE:
        return percent(visible)
    return f"{percent(visible)} · {cover_name(cover)}"


# -- the drawing functions, one per model type -------------------------------------------------


def draw_reach(canvas: TableCanvas, model: ReachArea) -> None:
    canvas.area(polygon_path(model.polygons), reach_role(model.rank))


def draw_sight(canvas: TableCanvas, model: SightLines) -> None:
    """Blocked lines and figures behind first, then the lines in sight on top."""
    order = sorted(model.lines, key=lambda line: line.in_sight)
    for line in order:
        if line.in_sight:
            role = TableRole.SIGHT_CLEAR
        elif not line.in_arc:
            role = TableRole.SIGHT_BEHIND
        else:
            role = TableRole.SIGHT_BLOCKED
        canvas.line((line.start, line.end), role, cased=line.in_sight)
    lift = QPointF(0, -BADGE_LIFT_PX)
    for line in order:
        if line.in_sight:
            canvas.badge(
                line.end, sight_text(line.visible, line.cover), TableRole.SIGHT_CLEAR, lift
            )
            if line.weapons:
                canvas.screen_ring(line.end, 17.0, TableRole.SIGHT_CLEAR)
        elif not line.in_arc:
            canvas.badge(
                line.end,
                QCoreApplication.translate("TableOverlays", "behind"),
                TableRole.SIGHT_BEHIND,
                lift,
            )
        else:
            canvas.badge(line.end, f"✕ {percent(line.visible)}", TableRole.SIGHT_BLOCKED, lift)
        if line.melee:
            canvas.badge(line.end, "⚔", TableRole.IN_REACH, QPointF(BADGE_LIFT_PX, 0))


def draw_ranges(canvas: TableCanvas, model: RangeRings) -> None:
    """Each ring is named where it is most likely on the table: towards the table's middle."""
    lang = current_language()
    toward = _toward_middle(canvas, model.centre)
    for index, ring in enumerate(model.rings):
        canvas.ring(model.centre, ring.radius_mm, TableRole.RANGE)
        at = (
            model.centre[0] + toward[0] * ring.radius_mm,
            model.centre[1] + toward[1] * ring.radius_mm,
        )
        name = ring.name.get(lang)
        text = f"{name} {format_length(ring.range_mm, canvas.table)}".strip()
        canvas.badge(at, text, TableRole.RANGE, QPointF(0, 22.0 * (index % 2)))


def _toward_middle(canvas: TableCanvas, centre: tuple[float, float]) -> tuple[float, float]:
    """The unit vector from ``centre`` towards the middle of the table (up when it is there)."""
    middle = canvas.table_rect.center()
    dx, dy = middle.x() - centre[0], middle.y() - centre[1]
    length = (dx * dx + dy * dy) ** 0.5
    return (dx / length, dy / length) if length > 1.0 else (0.0, -1.0)


def draw_arc(canvas: TableCanvas, model: FrontArc) -> None:
    canvas.wedge(model.centre, model.facing_deg, model.width_deg, model.radius_mm, TableRole.ARC)


def draw_radius(canvas: TableCanvas, model: ActionRadius) -> None:
    canvas.disc(model.centre, model.radius_mm, TableRole.RADIUS)
    top = (model.centre[0], model.centre[1] - model.radius_mm)
    label = model.label.get(current_language()) if model.label is not None else ""
    text = f"{label} {format_length(model.radius_mm, canvas.table)}".strip()
    canvas.badge(top, text, TableRole.RADIUS)


Drawer = Callable[[TableCanvas, object], None]
DRAWERS: dict[type, Drawer] = {
    ReachArea: draw_reach,
    SightLines: draw_sight,
    RangeRings: draw_ranges,
    FrontArc: draw_arc,
    ActionRadius: draw_radius,
}
"""THE lookup table: overlay model type → how it is drawn."""


class TableOverlayItem(QGraphicsItem):
    """All the models of one overlay kind, painted through ``DRAWERS``."""

    def __init__(self, kind: TableOverlayKind, table: FreeTable):
        super().__init__()
        self.kind = kind
        self.table = table
        self.models: tuple[object, ...] = ()
        self._bounds = QRectF(0, 0, table.width_mm, table.height_mm).adjusted(-50, -50, 50, 50)
        self.setZValue(_Z[kind])
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_models(self, models: tuple[object, ...]) -> None:
        self.models = models
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        canvas = TableCanvas(painter, self.table)
        for model in self.models:
            DRAWERS[type(model)](canvas, model)
        canvas.finish()


class TableOverlayLayer(QObject):
    """The overlay items of a table scene, their toggles and their current models.

    ``set_models(kind, models)`` shows what the worker computed; a kind is visible when it is
    toggled on and holds a model. Toggles are view state: never saved, never a game action."""

    toggled = Signal(str, bool)

    def __init__(self, scene: QGraphicsScene, table: FreeTable, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self._toggles = {kind: True for kind in TABLE_TOGGLES}
        self._items: dict[TableOverlayKind, TableOverlayItem] = {}
        for kind in TableOverlayKind:
            item = self._items[kind] = TableOverlayItem(kind, table)
            scene.addItem(item)

    def item(self, kind: TableOverlayKind) -> TableOverlayItem:
        return self._items[kind]

    def is_on(self, kind: TableOverlayKind) -> bool:
        return self._toggles.get(kind, True)

    def set_toggle(self, kind: TableOverlayKind, on: bool) -> None:
        if self._toggles.get(kind) == on:
            return
        self._toggles[kind] = on
        self._refresh_visibility(kind)
        self.toggled.emit(kind.value, on)

    def models(self, kind: TableOverlayKind) -> tuple[object, ...]:
        return self._items[kind].models

    def shown(self, kind: TableOverlayKind) -> bool:
        """Whether ``kind`` is on the table now (toggled on and holding a model)."""
        return self._items[kind].isVisible()

    def set_models(self, kind: TableOverlayKind, models: Iterable[object]) -> None:
        models = tuple(m for m in models if m is not None)
        unknown = [type(m).__name__ for m in models if type(m) not in DRAWERS]
        if unknown:
            raise TypeError(f"no drawing for overlay models {unknown}")
        self._items[kind].set_models(models)
        self._refresh_visibility(kind)

    def clear(self) -> None:
        for kind in TableOverlayKind:
            self.set_models(kind, ())

    def _refresh_visibility(self, kind: TableOverlayKind) -> None:
        item = self._items[kind]
        item.setVisible(self.is_on(kind) and bool(item.models))
