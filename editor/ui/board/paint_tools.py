"""Paint terrain and elevation across zones: click a zone, or drag across several.

The terrain or level to paint is view state held by the tool and chosen in its options strip.
A drag paints every zone the pointer's path crosses (not only the zones under the sampled
mouse positions, so a fast stroke misses none) and is one undo step; painting zones that
already have the terrain or level leaves no step. Shift+drag with the terrain tool removes the
chosen terrain instead of adding it.

Borders follow elevation: adjacency defaults to a climb (from the lower side) between zones of
different levels and to open ground between equal ones (``editor.board.adjacency``), but it
is derived when a zone is drawn, usually before its height is painted. So a border that still
has its default settings for the old levels gets the default for the new ones, in the same
undo step; a border the author changed is left alone.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum

import shapely
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox, QWidget

from editor.board.adjacency import derive_borders
from editor.documents.commands import SetValue
from editor.documents.paths import ById
from editor.model.board import Border, Danger, Zone, ZoneBoard
from editor.model.options import MovementOptions
from editor.ui.board.items import ZoneItem
from editor.ui.board.tools import OptionsStrip, Tool, ToolEvent, zone_path

ELEVATION_RANGE = (-100, 100)
"""The levels the model accepts (``validation``: zone elevation)."""


class Terrain(StrEnum):
    """What the terrain tool paints: one of the zone's terrain flags, or plain ground."""

    PLAIN = "plain"
    DIFFICULT = "difficult"
    DANGEROUS = "dangerous"
    WATER = "water"
    PROMONTORY = "promontory"


def painted(zone: Zone, terrain: Terrain, erase: bool = False) -> Zone:
    """``zone`` with ``terrain`` added (or removed when ``erase``); plain clears every flag.

    A dangerous zone keeps its danger (trigger and dice) when painted dangerous again."""
    if terrain is Terrain.PLAIN:
        return dataclasses.replace(
            zone, difficult=False, danger=None, water=False, promontory=False
        )
    if terrain is Terrain.DANGEROUS:
        return dataclasses.replace(zone, danger=None if erase else zone.danger or Danger())
    return dataclasses.replace(zone, **{terrain.value: not erase})


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
    segment = shapely.LineString([(start.x(), start.y()), (end.x(), end.y())])
    found = []
    for item in items:
        zone = board.zone(item.zone_id) if isinstance(item, ZoneItem) else None
        if zone is not None and zone.polygon and segment.intersects(shapely.Polygon(zone.polygon)):
            found.append(zone.id)
    return found


def follow_elevation(
    before: ZoneBoard, after: ZoneBoard, options: MovementOptions
) -> tuple[Border, ...]:
    """``after``'s borders, where a border still at its default for ``before``'s levels takes
    its default for ``after``'s (open between equal levels, a climb from the lower side).

    Only the zones whose level changed and their neighbours are re-derived (in board order,
    which orients open borders), so a stroke on a 5,000-zone board stays quick."""
    levels = {zone.id: zone.elevation for zone in before.zones}
    changed = {zone.id for zone in after.zones if levels.get(zone.id) != zone.elevation}
    involved = set(changed)
    for border in after.borders:
        if border.a in changed or border.b in changed:
            involved.update((border.a, border.b))

    def defaults(board: ZoneBoard) -> dict[frozenset[str], Border]:
        zones = tuple(zone for zone in board.zones if zone.id in involved)
        local = dataclasses.replace(board, zones=zones, borders=())
        return {frozenset((b.a, b.b)): b for b in derive_borders(local, options)}

    if not changed:
        return after.borders
    defaults_before, defaults_after = defaults(before), defaults(after)
    borders = []
    for border in after.borders:
        pair = frozenset((border.a, border.b))
        if (
            pair & changed
            and border.derived
            and border == defaults_before.get(pair)
            and pair in defaults_after
        ):
            border = defaults_after[pair]
        borders.append(border)
    return tuple(borders)


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
        for zone_id in zones_along(self.scene, self.board, self._last, point):
            if zone_id not in self._done:
                self._done.add(zone_id)
                self.paint(self.board.zone(zone_id))
        self._last = point

    def paint(self, zone: Zone) -> None:
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

    def paint(self, zone: Zone) -> None:
        new = painted(zone, self.terrain, self._erase)
        if new != zone:
            self.execute(SetValue(("board", "zones", ById(zone.id)), new))

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

    def paint(self, zone: Zone) -> None:
        if zone.elevation != self.level:
            self.execute(SetValue(zone_path(zone.id, "elevation"), self.level))

    def finish_stroke(self) -> None:
        before, self._before = self._before, None
        if before is None or before is self.board:
            return
        borders = follow_elevation(before, self.board, self.document.scenario.options.movement)
        self.execute(SetValue(("board", "borders"), borders))

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
