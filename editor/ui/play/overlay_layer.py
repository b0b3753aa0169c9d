"""Overlays of the play mode over the board scene: one lookup table from model type to drawing.

The board engine computes overlays as pure data (``editor.board.overlays``: ``MovementRange``,
``LosOverlay``, ``LosIntoOverlay``, ``SeenByOverlay``, ``PathOverlay``, ``ThreatOverlay``); this
module adds two models of its own for what only the play mode shows (``StepMarks``: a villain
step on the board; ``ChoiceMarks``: the zones a golden-rule question offers). ``DRAWERS`` is the
one table that says how each type is drawn (STYLE point 5), with the look of every role in
``palette.STYLES``.

Each overlay kind is ONE graphics item holding its models: replacing a model is cheap (no item
is created per zone), and the item paints every zone of a kind in a few calls; badges (costs,
counts) are drawn at a fixed screen size and only where the zone is large enough on screen to
hold one. The layer never computes a model: ``overlay_worker`` does, off the GUI thread.
Must not import the panels or the play mode.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from editor.board.overlays import (
    LosIntoOverlay,
    LosOverlay,
    MovementRange,
    PathOverlay,
    SeenByOverlay,
)
from editor.model.board import ZoneBoard
from editor.solo.threat import ThreatOverlay
from editor.ui.board.scene import BoardScene
from editor.ui.play.canvas import BADGE_PX, Canvas, ZoneGeometry
from editor.ui.play.palette import Role


class OverlayKind(StrEnum):
    """The overlays of the play mode; the first five are the player's toggles."""

    REACHABLE = "reachable"
    LOS_FROM = "los_from"
    LOS_INTO = "los_into"
    SEEN_BY = "seen_by"
    THREAT = "threat"
    STEP = "step"
    CHOICES = "choices"
    DRAG = "drag"


TOGGLES = (
    OverlayKind.REACHABLE,
    OverlayKind.LOS_FROM,
    OverlayKind.LOS_INTO,
    OverlayKind.SEEN_BY,
    OverlayKind.THREAT,
)
_Z = {
    OverlayKind.THREAT: 2.4,
    OverlayKind.REACHABLE: 2.5,
    OverlayKind.SEEN_BY: 2.55,
    OverlayKind.LOS_FROM: 2.6,
    OverlayKind.LOS_INTO: 2.65,
    OverlayKind.CHOICES: 2.7,
    OverlayKind.STEP: 2.8,
    OverlayKind.DRAG: 2.85,
}


@dataclass(frozen=True)
class StepMarks:
    """A villain step on the board: its path with the cost paid to each zone, the target's
    zone, a line of sight (ranged attacks), the energy cubes the step spends and the zones
    where it places figures."""

    actor_zone: str | None
    path: tuple[str, ...] = ()
    costs: tuple[int | None, ...] = ()
    target_zone: str | None = None
    los: tuple[str, str] | None = None
    energy: int = 0
    places: tuple[str, ...] = ()
    """Zones where the step brings figures onto the board (reinforcements, events)."""


@dataclass(frozen=True)
class ChoiceMarks:
    """The zones a golden-rule question offers, and the heuristic's suggestion."""

    zones: tuple[str, ...]
    suggested: str | None = None


# -- the drawing functions, one per model type -------------------------------------------------


def draw_movement_range(canvas: Canvas, model: MovementRange) -> None:
    free = [e.zone for e in model.entries if not e.needs_cube]
    cube = [e.zone for e in model.entries if e.needs_cube]
    canvas.fill(free, Role.REACH)
    canvas.fill(cube, Role.REACH_CUBE)
    canvas.outline([model.origin], Role.LOS_VIEWER, 3.0)
    for entry in model.entries:
        canvas.badge(
            entry.zone, str(entry.cost), Role.REACH_CUBE if entry.needs_cube else Role.REACH
        )


def draw_los(canvas: Canvas, model: LosOverlay) -> None:
    canvas.fill([z for z in model.visible if z != model.viewer], Role.LOS_SEEN)
    canvas.outline([model.viewer], Role.LOS_VIEWER, 4.0, dashed=True)


def draw_seen_by(canvas: Canvas, model: SeenByOverlay) -> None:
    """The zones of a villain's reach from which it sees a hero (``target``), with the
    movement points to get there; the hero's zone is ringed."""
    canvas.fill([e.zone for e in model.viewers if not e.needs_cube], Role.VANTAGE)
    canvas.fill([e.zone for e in model.viewers if e.needs_cube], Role.VANTAGE_CUBE)
    for entry in model.viewers:
        if entry.cost is not None:
            canvas.badge(
                entry.zone, str(entry.cost), Role.VANTAGE_CUBE if entry.needs_cube else Role.VANTAGE
            )
    canvas.ring(model.target, Role.TARGET)


def draw_los_into(canvas: Canvas, model: LosIntoOverlay) -> None:
    """Every zone that sees into ``target``; an arrow badge marks the one-way ones (the target
    does not see them back)."""
    canvas.fill([z for z in model.viewers if z != model.target], Role.LOS_INTO)
    canvas.outline([model.target], Role.LOS_TARGET, 4.0, dashed=True)
    for zone in model.one_way:
        canvas.badge(zone, "→", Role.LOS_INTO)


def draw_path(canvas: Canvas, model: PathOverlay) -> None:
    points = [p for p in (canvas.marker(z) for z in model.zones) if p is not None]
    canvas.line(points, Role.PATH, arrow=True)
    if model.zones:
        canvas.badge(model.zones[-1], str(model.cost), Role.PATH, QPointF(0, -BADGE_PX))


def draw_step(canvas: Canvas, model: StepMarks) -> None:
    if model.places:
        canvas.fill(model.places, Role.PLACED)
        canvas.outline(model.places, Role.PLACED, 4.0)
        for zone in model.places:
            canvas.badge(zone, "+", Role.PLACED)
    if model.los is not None:
        points = [p for p in (canvas.marker(z) for z in model.los) if p is not None]
        canvas.line(points, Role.LOS_LINE, width=3.0, dashed=True)
    points = [p for p in (canvas.marker(z) for z in model.path) if p is not None]
    if len(points) > 1:
        canvas.line(points, Role.PATH, arrow=True)
        for zone, cost in zip(model.path[1:], model.costs[1:]):
            if cost is not None:
                canvas.badge(zone, str(cost), Role.PATH, QPointF(BADGE_PX, -BADGE_PX))
    canvas.ring(model.target_zone, Role.TARGET)
    if model.energy and model.actor_zone:
        canvas.badge(
            model.actor_zone,
            f"−{model.energy}",
            Role.ENERGY,
            QPointF(BADGE_PX * 1.4, BADGE_PX),
        )


def draw_choices(canvas: Canvas, model: ChoiceMarks) -> None:
    canvas.fill(model.zones, Role.CHOICE)
    canvas.outline(model.zones, Role.CHOICE, 3.0)
    if model.suggested:
        canvas.outline([model.suggested], Role.CHOICE, 6.0)
    for number, zone in enumerate(model.zones, start=1):
        canvas.badge(zone, str(number), Role.CHOICE)


def draw_threat(canvas: Canvas, model: ThreatOverlay) -> None:
    """Each zone a villain could attack next turn, darker the more villains; the badge counts
    them."""
    counts = {zone: len(model.threats(zone)) for zone in model.threatened()}
    if not counts:
        return
    top = max(counts.values())
    for count in sorted(set(counts.values())):
        canvas.fill(
            [z for z, n in counts.items() if n == count], Role.THREAT, 0.6 + 1.4 * count / top
        )
    for zone, count in counts.items():
        canvas.badge(zone, str(count), Role.THREAT)


Drawer = Callable[[Canvas, object], None]
DRAWERS: dict[type, Drawer] = {
    MovementRange: draw_movement_range,
    LosOverlay: draw_los,
    SeenByOverlay: draw_seen_by,
    LosIntoOverlay: draw_los_into,
    PathOverlay: draw_path,
    ThreatOverlay: draw_threat,
    StepMarks: draw_step,
    ChoiceMarks: draw_choices,
}
"""THE lookup table: overlay model type → how it is drawn."""


class OverlayItem(QGraphicsItem):
    """All the models of one overlay kind, painted through ``DRAWERS``."""

    def __init__(self, kind: OverlayKind, geometry: ZoneGeometry):
        super().__init__()
        self.kind = kind
        self.models: tuple[object, ...] = ()
        self._geometry = geometry
        self.setZValue(_Z[kind])
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def set_models(self, models: tuple[object, ...]) -> None:
        self.models = models
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._geometry.bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        canvas = Canvas(painter, self._geometry)
        for model in self.models:
            DRAWERS[type(model)](canvas, model)
        canvas.finish()


class OverlayLayer(QObject):
    """The overlay items of a board scene, their toggles and their current models.

    ``set_models(kind, models)`` shows what the worker computed; ``set_toggle`` decides whether
    a toggled kind is visible (the step, choices and drag overlays show whenever they have
    models). Toggles are view state: never saved, never a game action."""

    toggled = Signal(str, bool)
    """An overlay kind was switched on or off."""

    def __init__(self, scene: BoardScene, board: ZoneBoard, parent: QObject | None = None):
        super().__init__(parent)
        self.scene = scene
        self.geometry = ZoneGeometry.of_scene(scene, board)
        self._toggles = {kind: kind is OverlayKind.REACHABLE for kind in TOGGLES}
        self._items: dict[OverlayKind, OverlayItem] = {}
        for kind in OverlayKind:
            item = self._items[kind] = OverlayItem(kind, self.geometry)
            scene.addItem(item)

    def item(self, kind: OverlayKind) -> OverlayItem:
        return self._items[kind]

    def is_on(self, kind: OverlayKind) -> bool:
        return self._toggles.get(kind, True)

    def set_toggle(self, kind: OverlayKind, on: bool) -> None:
        if self._toggles.get(kind) == on:
            return
        self._toggles[kind] = on
        self._refresh_visibility(kind)
        self.toggled.emit(kind.value, on)

    def models(self, kind: OverlayKind) -> tuple[object, ...]:
        return self._items[kind].models

    def shown(self, kind: OverlayKind) -> bool:
        """Whether ``kind`` is on the board now (toggled on and holding a model)."""
        return self._items[kind].isVisible()

    def set_models(self, kind: OverlayKind, models: Iterable[object]) -> None:
        models = tuple(m for m in models if m is not None)
        unknown = [type(m).__name__ for m in models if type(m) not in DRAWERS]
        if unknown:
            raise TypeError(f"no drawing for overlay models {unknown}")
        self._items[kind].set_models(models)
        self._refresh_visibility(kind)

    def clear(self, kinds: Iterable[OverlayKind] = tuple(OverlayKind)) -> None:
        for kind in kinds:
            self.set_models(kind, ())

    def _refresh_visibility(self, kind: OverlayKind) -> None:
        item = self._items[kind]
        item.setVisible(self.is_on(kind) and bool(item.models))
