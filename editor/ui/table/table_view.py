"""The free-table view: the board view's zoom, pan and fit, with the grid in the table's unit
and the wheel handed to the tool when a modifier asks for it.

``BoardView`` draws a millimetre grid in its foreground; a free table wants its grid in cm or
pas, which the scene's ``TableGridItem`` draws, so the grid toggle is routed there.
Ctrl+wheel over a figure turns it (``TableTool.wheel``); a plain wheel still zooms. All of this is
view state: nothing here touches the document.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent

from editor.ui.board.tools import ToolEvent
from editor.ui.board.view import BoardView


class TableView(BoardView):
    """A BoardView over a TableScene."""

    @property
    def grid_visible(self) -> bool:
        return self.scene().grid.isVisible()

    def set_grid_visible(self, visible: bool) -> None:
        self.scene().set_grid_visible(visible)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta()
            notches = (delta.y() or delta.x()) / 120
            tool = self.tool
            tool_event = ToolEvent(
                self.mapToScene(event.position().toPoint()),
                self.pixels_per_mm(),
                event.modifiers(),
                Qt.MouseButton.NoButton,
            )
            if notches and tool is not None and getattr(tool, "wheel", None) is not None:
                if tool.wheel(tool_event, notches):
                    event.accept()
                    return
        super().wheelEvent(event)
