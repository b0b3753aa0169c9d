"""Split a zone by a line, and merge adjacent zones into one: the tools of ``SplitZone`` and
``MergeZones`` (``editor.editing.cuts``, where what a split or a merge does is described).

Split: drag a line across a zone, from one edge to another (the ends snap to corners and edges
like the drawing tools, and may lie outside the zone); a dashed preview follows the pointer.
Merge: click zones to pick them (click again to drop one), then Enter or the strip's button.
Picks start empty when the tool becomes active, whatever was selected before (a zone just
drawn, the two halves of a split), so only the zones the author clicks are merged, the first
picked being kept. Each is one undo step; a refused gesture leaves no step and shows why.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem, QLabel, QPushButton, QWidget

from editor.board import snapping
from editor.editing.cuts import MergeZones, SplitZone
from editor.model.geometry import Point
from editor.model.outline import Snap
from editor.ui.board.items import polygon_path
from editor.ui.board.styles import cosmetic_pen
from editor.ui.board.tools import OptionsStrip, Tool, ToolEvent


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

    def _snapped(self, event: ToolEvent) -> Snap:
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
        command = SplitZone(start, end)
        if not self.run(command):
            return False
        self.scene.select_keys([("zone", zone_id) for zone_id in command.zone_ids])
        return True


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
        command = MergeZones(zone_ids)
        if not self.run(command):
            return False
        self._pick([command.kept])
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
