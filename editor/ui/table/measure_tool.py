"""The measuring tape of the free table: what a player's tape would read between two points.

Pure view state: it measures and never edits the scenario (no command, no undo step). The
reading is in the table's unit (cm, or pas); an end dropped on a figure snaps to the
figure's centre, and between two figures the distance base to base is given too, which is how
both rule systems measure ranges and contact (``editor.table.measure``).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt

from editor.messages import SkirmishError
from editor.table.figures import table_figure
from editor.table.measure import base_distance
from editor.ui.board.tools import ToolEvent
from editor.ui.table import table_styles
from editor.ui.table.table_items import MeasureItem
from editor.ui.table.table_tools import TableTool


class MeasureTool(TableTool):
    """Drag to measure in the table's unit; ends snap to figures' centres, and between two
    figures the distance base to base is given too. Esc clears; never edits the scenario."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._item = MeasureItem()
        self._ends: list[tuple[QPointF, str | None]] = []
        self._dragging = False
        self.reading = ""

    def title(self) -> str:
        return self.tr("Measure")

    def hint(self) -> str:
        return self.tr(
            "Drag between two points to measure in the table's unit; ends snap to "
            "figures. Esc clears."
        )

    @property
    def distance_mm(self) -> float | None:
        if len(self._ends) < 2:
            return None
        a, b = self._ends[0][0], self._ends[1][0]
        return math.hypot(b.x() - a.x(), b.y() - a.y())

    def _end(self, event: ToolEvent) -> tuple[QPointF, str | None]:
        figure_id = self.scene.figure_at(event.pos)
        if figure_id is not None:
            return self.scene.item_for(("figure", figure_id)).pos(), figure_id
        return event.pos, None

    def press(self, event: ToolEvent) -> None:
        start = self._end(event)
        self._ends = [start, start]
        self._dragging = True
        if self._item.scene() is None:
            self.scene.addItem(self._item)
        self._show()

    def move(self, event: ToolEvent) -> None:
        if self._dragging:
            self._ends[1] = self._end(event)
            self._show()

    def release(self, event: ToolEvent) -> None:
        if self._dragging:
            self._ends[1] = self._end(event)
            self._dragging = False
            self._show()

    def key(self, key: Qt.Key) -> bool:
        if key == Qt.Key.Key_Escape and self._ends:
            self.clear()
            return True
        return False

    def deactivate(self) -> None:
        self.clear()
        super().deactivate()

    def clear(self) -> None:
        self._ends, self._dragging, self.reading = [], False, ""
        if self._item.scene() is not None:
            self.scene.removeItem(self._item)
        self.message.emit("")

    def _show(self) -> None:
        table = self.table
        (a, first), (b, second) = self._ends
        text = table_styles.format_length(self.distance_mm, table)
        between = self._base_to_base(first, second)
        if between is not None:
            text += "\n" + self.tr("base to base: %1").replace(
                "%1", table_styles.format_length(between, table)
            )
        self.reading = text
        self._item.set_ends((a.x(), a.y()), (b.x(), b.y()), text)
        self.message.emit(self.tr("Distance: %1").replace("%1", text.replace("\n", " — ")))

    def _base_to_base(self, first: str | None, second: str | None) -> float | None:
        if first is None or second is None or first == second:
            return None
        scenario = self.document.scenario
        figures = {f.id: f for f in scenario.figures}
        try:
            return base_distance(
                table_figure(scenario, figures[first]), table_figure(scenario, figures[second])
            )
        except (KeyError, SkirmishError):  # no profile: the centre distance is still shown
            return None
