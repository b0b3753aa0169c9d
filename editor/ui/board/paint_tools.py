"""Paint terrain and elevation across zones: click a zone, or drag across several; the tools
of ``PaintTerrain`` and ``SetElevation`` (``editor.editing.terrain``, where what painting does
is described, borders following elevation included).

The terrain or level to paint is view state held by the tool and chosen in its options strip.
A drag paints every zone the pointer's path crosses (not only the zones under the sampled
mouse positions, so a fast stroke misses none): each stretch of the stroke executes a command
for the zones it newly crosses, and the stroke is one undo step; painting zones that already
have the terrain or level leaves no step. Shift+drag with the terrain tool removes the chosen
terrain instead of adding it. An elevation stroke ends with ``FollowElevation`` from the board
as the stroke found it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QWidget

from editor.board.drawing import segment_meets
from editor.editing.terrain import (
    ELEVATION_RANGE,
    FollowElevation,
    PaintTerrain,
    SetElevation,
    Terrain,
)
from editor.model.board import ZoneBoard
from editor.ui.board.items import ZoneItem
from editor.ui.board.tools import OptionsStrip, Tool, ToolEvent


def zones_along(scene, board: ZoneBoard, start: QPointF, end: QPointF) -> list[str]:
    """The zones the segment ``start``–``end`` crosses: a click takes the zone under it; a
    stroke asks the scene's index for candidates (item shapes are grown by their pens) and
    keeps those whose outline the segment really meets."""
    if start == end:
        zone_id = scene.zone_at(start)
        return [zone_id] if zone_id is not None else []
    path = QPainterPath(start)
    path.lineTo(end)
    stroker = QPainterPathStroker()
    stroker.setWidth(1e-3)
    items = scene.items(stroker.createStroke(path), Qt.ItemSelectionMode.IntersectsItemShape)
    segment = ((start.x(), start.y()), (end.x(), end.y()))
    found = []
    for item in items:
        zone = board.zone(item.zone_id) if isinstance(item, ZoneItem) else None
        if zone is not None and zone.polygon and segment_meets(*segment, zone.polygon):
            found.append(zone.id)
    return found


class PaintTool(Tool):
    """A stroke across zones, painting each zone once; subclasses say what painting does."""

    label = ""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._done: set[str] = set()
        self._last: QPointF | None = None
        self._erase = False

    def press(self, event: ToolEvent) -> None:
        self._done, self._last, self._erase = set(), event.pos, event.shift
        self.begin_gesture(self.label)
        self._paint_along(event.pos)

    def move(self, event: ToolEvent) -> None:
        if self.in_gesture and self._last is not None:
            self._paint_along(event.pos)

    def release(self, event: ToolEvent) -> None:
        if not self.in_gesture:
            return
        self._paint_along(event.pos)
        self.finish_stroke()
        self._last = None
        self.end_gesture()

    def _paint_along(self, point: QPointF) -> None:
        crossed = [
            zone_id
            for zone_id in dict.fromkeys(zones_along(self.scene, self.board, self._last, point))
            if zone_id not in self._done
        ]
        self._done.update(crossed)
        if crossed:
            self.paint(crossed)
        self._last = point

    def paint(self, zone_ids: list[str]) -> None:
        """Paint the zones ``zone_ids`` the stroke has just crossed."""
        raise NotImplementedError

    def finish_stroke(self) -> None:
        """Called before the stroke's undo step closes."""


class PaintTerrainTool(PaintTool):
    """Paint difficult, dangerous, water or promontory terrain, or plain ground."""

    label = "board.paint_terrain"

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.terrain = Terrain.DIFFICULT

    def title(self) -> str:
        return self.tr("Terrain")

    def hint(self) -> str:
        return self.tr(
            "Click or drag across zones to give them the chosen terrain; "
            "Shift+drag removes it; Plain clears all terrain."
        )

    def paint(self, zone_ids: list[str]) -> None:
        self.run(PaintTerrain(zone_ids, self.terrain, self._erase))

    def make_strip(self) -> QWidget:
        return TerrainStrip(self)


class PaintElevationTool(PaintTool):
    """Paint an elevation level; default borders follow the new levels."""

    label = "board.paint_elevation"

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.level = 1
        self._before: ZoneBoard | None = None

    def title(self) -> str:
        return self.tr("Elevation")

    def hint(self) -> str:
        return self.tr(
            "Click or drag across zones to give them the chosen elevation level; "
            "borders still at their default become climbs or open ground."
        )

    def press(self, event: ToolEvent) -> None:
        self._before = self.board
        super().press(event)

    def paint(self, zone_ids: list[str]) -> None:
        self.run(SetElevation(zone_ids, self.level, follow_borders=False))

    def finish_stroke(self) -> None:
        before, self._before = self._before, None
        if before is not None:
            self.run(FollowElevation(before))

    def make_strip(self) -> QWidget:
        return ElevationStrip(self)


class TerrainStrip(OptionsStrip):
    """The terrain tool's options: which terrain to paint."""

    def __init__(self, tool: PaintTerrainTool, parent=None):
        super().__init__(tool, parent)
        self.label = QLabel(self)
        self.terrain = QComboBox(self)
        for terrain in Terrain:
            self.terrain.addItem("", terrain)
        self.terrain.setCurrentIndex(self.terrain.findData(tool.terrain))
        self.terrain.currentIndexChanged.connect(self._on_terrain_changed)
        self._lay_out(self.label, self.terrain)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Terrain to paint:"))
        names = {
            Terrain.PLAIN: self.tr("Plain (no terrain)"),
            Terrain.DIFFICULT: self.tr("Difficult"),
            Terrain.DANGEROUS: self.tr("Dangerous"),
            Terrain.WATER: self.tr("Water"),
            Terrain.PROMONTORY: self.tr("Promontory"),
        }
        for i in range(self.terrain.count()):
            self.terrain.setItemText(i, names[self.terrain.itemData(i)])

    def _on_terrain_changed(self, index: int) -> None:
        self.tool.terrain = Terrain(self.terrain.itemData(index))  # Qt hands back a str


class ElevationStrip(OptionsStrip):
    """The elevation tool's options: the level to paint."""

    def __init__(self, tool: PaintElevationTool, parent=None):
        super().__init__(tool, parent)
        self.label = QLabel(self)
        self.level = QSpinBox(self)
        self.level.setRange(*ELEVATION_RANGE)
        self.level.setValue(tool.level)
        self.level.valueChanged.connect(self._on_level_changed)
        self.note = QLabel(self)
        self._lay_out(self.label, self.level, self.note)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Elevation level to paint:"))
        self.note.setText(self.tr("(0 = ground, negative = below ground)"))

    def _on_level_changed(self, value: int) -> None:
        self.tool.level = value
