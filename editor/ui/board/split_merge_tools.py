"""Split a zone by a line, and merge adjacent zones into one.

Split: drag a line across a zone, from one edge to another (the ends snap to corners and edges
like the drawing tools, and may lie outside the zone). The zone keeps its id, references and
settings on the part holding its LOS marker (else the larger part); the other part becomes a
new zone with a fresh id, the same terrain and elevation, and its own LOS marker inside it.
The cut's ends become corners of the neighbours they lie on, so edges stay shared exactly;
the new zone inherits the old zone's border settings along the edges it took over.

Merge: the union of the picked zones must be one simple polygon (zones touching only at a
corner, or not at all, are refused with a message). Picks start empty when the tool becomes
active, whatever was selected before (a zone just drawn, the two halves of a split), so only
the zones the author clicks are merged. The first zone picked is kept; figures
and objectives in the others move into it, it becomes a reinforcement zone if any of them was
one, their border settings carry over where the kept zone had no border of its own, and their
LOS overrides are rewritten to it (dropped when they become a zone seeing itself, or when two
of them now disagree about the same pair, which leaves that pair to the derived LOS).

Each is one undo step with the re-derived borders; a refused gesture leaves no step.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import shapely
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem, QLabel, QPushButton, QWidget

from editor.board.adjacency import rederive_borders
from editor.documents.commands import InsertItem, RemoveItem, SetValue
from editor.documents.paths import ById
from editor.model.board import Zone
from editor.model.geometry import Point, Polygon
from editor.model.text import Text
from editor.model.tokens import fresh_id
from editor.ui.board import snapping
from editor.ui.board.items import polygon_path
from editor.ui.board.styles import cosmetic_pen
from editor.ui.board.tools import OptionsStrip, Tool, ToolEvent, zone_path
from editor.ui.board.zone_cuts import (
    TOLERANCE,
    cut_outline,
    inherited_borders,
    marker_inside,
    merged_outline,
    renamed_hand_borders,
    rewritten_overrides,
)


class SplitZoneTool(Tool):
    """Drag a line across a zone to cut it in two."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._start: Point | None = None
        self._preview = QGraphicsPathItem()
        self._preview.setPen(cosmetic_pen(QColor(255, 220, 0), 2.0, Qt.PenStyle.DashLine))
        self._preview.setZValue(10)

    def title(self) -> str:
        return self.tr("Split")

    def hint(self) -> str:
        return self.tr(
            "Drag a line across a zone, from one edge to another, to cut it in two "
            "(the ends snap to corners and edges)."
        )

    def _snapped(self, event: ToolEvent) -> snapping.Snap:
        return snapping.snap(self.board, event.point, event.mm())

    def press(self, event: ToolEvent) -> None:
        self._start = self._snapped(event).point

    def move(self, event: ToolEvent) -> None:
        snap = self._snapped(event)
        kinds = {"vertex": self.tr("Snapped to a vertex"), "edge": self.tr("Snapped to an edge")}
        self.message.emit(kinds.get(snap.kind, ""))
        if self._start is None:
            return
        self._preview.setPath(polygon_path([self._start, snap.point], closed=False))
        if self._preview.scene() is None:
            self.scene.addItem(self._preview)

    def release(self, event: ToolEvent) -> None:
        start, self._start = self._start, None
        self._hide_preview()
        if start is not None:
            self.split(start, self._snapped(event).point)

    def deactivate(self) -> None:
        self._start = None
        self._hide_preview()
        super().deactivate()

    def _hide_preview(self) -> None:
        if self._preview.scene() is not None:
            self.scene.removeItem(self._preview)

    def split(self, start: Point, end: Point) -> bool:
        """Cut the one zone the segment crosses; a message and no step otherwise."""
        board = self.board
        cuts = []
        if np.hypot(end[0] - start[0], end[1] - start[1]) > TOLERANCE:
            for index in snapping.near_zones(board, (start, end)):
                parts = cut_outline(board.zones[index].polygon, start, end)
                if parts is not None:
                    cuts.append((index, parts))
        if len(cuts) != 1:
            self.message.emit(
                self.tr("The line cuts several zones; cut one zone at a time.")
                if cuts
                else self.tr("Drag the line across one zone, from one of its edges to another.")
            )
            return False
        index, parts = cuts[0]
        self._apply(index, parts)
        return True

    def _apply(self, index: int, parts: tuple[Polygon, Polygon]) -> None:
        board = self.board
        zone = board.zones[index]
        shapes = [shapely.Polygon(p) for p in parts]
        marker = zone.los_marker
        if marker is not None and shapes[1].contains(shapely.Point(marker)):
            kept, other = parts[1], parts[0]
        elif marker is not None and shapes[0].contains(shapely.Point(marker)):
            kept, other = parts
        else:
            kept, other = parts if shapes[0].area >= shapes[1].area else (parts[1], parts[0])
            marker = marker_inside(kept)
        new_id = fresh_id("zone", {z.id for z in board.zones})
        created = Zone(
            new_id,
            Text.both(f"Zone {len(board.zones) + 1}"),
            other,
            marker_inside(other),
            elevation=zone.elevation,
            difficult=zone.difficult,
            danger=zone.danger,
            water=zone.water,
            promontory=zone.promontory,
        )
        cut_ends = [p for p in kept if p in other]
        self.begin_gesture("board.split_zone")
        for near in snapping.near_zones(board, other):
            neighbour = board.zones[near]
            if neighbour.id != zone.id:
                shared = snapping.insert_on_edges(neighbour.polygon, cut_ends)
                if shared != neighbour.polygon:
                    self.execute(SetValue(zone_path(neighbour.id, "polygon"), shared))
        self.execute(
            SetValue(
                ("board", "zones", ById(zone.id)),
                dataclasses.replace(zone, polygon=kept, los_marker=marker),
            )
        )
        self.execute(InsertItem(("board", "zones"), created, index + 1))
        options = self.document.scenario.options.movement
        borders = rederive_borders(self.board, options)
        self.execute(
            SetValue(
                ("board", "borders"), inherited_borders(borders, board.borders, new_id, {zone.id})
            )
        )
        self.end_gesture()
        self.scene.select_keys([("zone", zone.id), ("zone", new_id)])


class MergeZonesTool(Tool):
    """Pick adjacent zones (click toggles one in or out) and merge them: Enter or the strip's
    button. The picks are the tool's own, in click order, shown as the scene's selection."""

    picks_changed = Signal()

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._picks: list[str] = []

    def title(self) -> str:
        return self.tr("Merge")

    def hint(self) -> str:
        return self.tr(
            "Click adjacent zones to pick them (click again to drop one), then press "
            "Enter or Merge: the first zone picked is kept; Esc clears."
        )

    def activate(self) -> None:
        self._pick([])

    def picked(self) -> list[str]:
        """The picked zones still on the board (an undo may have taken one away)."""
        return [z for z in self._picks if self.board.zone(z) is not None]

    def _pick(self, zone_ids: list[str]) -> None:
        self._picks = zone_ids
        self.scene.select_keys([("zone", z) for z in zone_ids])
        self.picks_changed.emit()

    def press(self, event: ToolEvent) -> None:
        zone_id = self.scene.zone_at(event.pos)
        if zone_id is None:
            return
        picked = self.picked()
        self._pick([z for z in picked if z != zone_id] if zone_id in picked else [*picked, zone_id])

    def key(self, key: Qt.Key) -> bool:
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.merge(self.picked())
        elif key == Qt.Key.Key_Escape and self.picked():
            self._pick([])
        else:
            return False
        return True

    def merge(self, zone_ids: list[str]) -> bool:
        """Merge ``zone_ids`` into the first; a message and no step when they are fewer than
        two or do not make one simple area."""
        board = self.board
        zones = [board.zone(z) for z in dict.fromkeys(zone_ids)]
        zones = [z for z in zones if z is not None and z.polygon]
        if len(zones) < 2:
            self.message.emit(self.tr("Pick two or more adjacent zones to merge."))
            return False
        outline = merged_outline([z.polygon for z in zones], board)
        if outline is None:
            self.message.emit(
                self.tr(
                    "These zones do not form one area without holes; only "
                    "zones sharing edges can be merged."
                )
            )
            return False
        kept, removed = zones[0], {z.id for z in zones[1:]}
        scenario = self.document.scenario
        self.begin_gesture("board.merge_zones")
        self.execute(
            SetValue(
                ("board", "zones", ById(kept.id)),
                dataclasses.replace(
                    kept,
                    polygon=outline,
                    reinforcement=any(z.reinforcement for z in zones),
                ),
            )
        )
        for index in sorted(
            (i for i, z in enumerate(board.zones) if z.id in removed), reverse=True
        ):
            self.execute(RemoveItem(("board", "zones"), index))
        for collection in ("figures", "objectives"):
            items = getattr(scenario, collection)
            moved = tuple(
                dataclasses.replace(item, zone=kept.id) if item.zone in removed else item
                for item in items
            )
            self.execute(SetValue((collection,), moved))
        self.execute(
            SetValue(
                ("board", "los_overrides"),
                rewritten_overrides(board.los_overrides, kept.id, removed),
            )
        )
        renamed = dataclasses.replace(
            self.board, borders=renamed_hand_borders(self.board.borders, kept.id, removed)
        )
        borders = rederive_borders(renamed, scenario.options.movement)
        self.execute(
            SetValue(
                ("board", "borders"), inherited_borders(borders, board.borders, kept.id, removed)
            )
        )
        self.drop_stale_los()
        self.end_gesture()
        self._pick([kept.id])
        return True

    def make_strip(self) -> QWidget:
        return MergeStrip(self)


class MergeStrip(OptionsStrip):
    """The merge tool's options: how many zones are picked, and the Merge button."""

    def __init__(self, tool: MergeZonesTool, parent=None):
        super().__init__(tool, parent)
        self.count = QLabel(self)
        self.merge_button = QPushButton(self)
        self.merge_button.clicked.connect(self._on_merge_clicked)
        self._lay_out(self.count, self.merge_button)
        tool.picks_changed.connect(self._on_picks_changed)
        self.destroyed.connect(tool.document.subscribe(self._on_scenario_changed))
        self.retranslate()

    def retranslate(self) -> None:
        self.merge_button.setText(self.tr("Merge"))
        self._on_picks_changed()

    def _on_scenario_changed(self, _change) -> None:
        self._on_picks_changed()  # an undo may take a picked zone away

    def _on_picks_changed(self) -> None:
        count = len(self.tool.picked())
        self.count.setText(self.tr("%n zone(s) picked", "", count))
        self.merge_button.setEnabled(count >= 2)

    def _on_merge_clicked(self) -> None:
        self.tool.merge(self.tool.picked())
