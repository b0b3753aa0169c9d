"""Free-table tools that put tokens on the table: a figure of a chosen unit, an objective of a
chosen side; they turn gestures into the commands of ``editor.editing.table_tokens``.

A click on the table stands a new token at that point (``PlaceTableFigure``,
``PlaceTableObjective``; drag before releasing to adjust it: ``MoveTableToken``); the placement
and its adjustment are one undo step. A click outside the table is refused by the command with
its message and leaves no step, and the adjusting drag never takes the token off the table.
A press on a token already there picks it instead of stacking a new one on it: it is selected
and a drag moves it, as the select tool does (``TableSelectTool``).
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from editor.editing.edit import Edit
from editor.editing.table_tokens import MoveTableToken, PlaceTableFigure, PlaceTableObjective
from editor.model.units import Side
from editor.ui.board.place_tools import ObjectiveStrip
from editor.ui.board.tools import ToolEvent
from editor.ui.table.table_keys import Key
from editor.ui.table.table_tools import TableSelectTool


class PlaceTokenTool(TableSelectTool):
    """Click on the table to place a new token (``placement``); press a token to pick and drag
    it. Subclasses say what they place."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._placed: Key | None = None

    def key_at(self, pos) -> Key | None:
        return self.scene.token_at(pos)

    def press(self, event: ToolEvent) -> None:
        self._placed = None
        if self.scene.token_at(event.pos) is not None:
            super().press(event)
            return
        self._pressed, self._origins = None, {}
        command = self.placement(event.point)
        refusal = self.refusal(command)
        if refusal is not None:
            self.message.emit(refusal)
            return
        self.begin_gesture(command.label)
        self.run(command)
        self.scene.select_keys([command.key])
        self._placed = command.key

    def move(self, event: ToolEvent) -> None:
        if self._placed is None:
            super().move(event)
        else:
            self.run(MoveTableToken(self._placed, event.point))

    def release(self, event: ToolEvent) -> None:
        self._placed = None
        super().release(event)

    def placement(self, point) -> Edit:
        """The command placing a new token at ``point`` (it names the token as ``key``)."""
        raise NotImplementedError


class PlaceFigureTool(PlaceTokenTool):
    """Click to stand a new figure of the chosen unit on the table; it faces the far side."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.unit_id: str | None = None

    def title(self) -> str:
        return self.tr("Place figure")

    def hint(self) -> str:
        return self.tr(
            "Click on the table to place a figure of the chosen unit; "
            "drag before releasing to adjust its place; drag a figure to move it."
        )

    def set_unit(self, unit_id: str | None) -> None:
        self.unit_id = unit_id

    def placement(self, point) -> Edit:
        return PlaceTableFigure(self.unit_id, point)


class PlaceObjectiveTool(PlaceTokenTool):
    """Click to put a new objective of the side chosen in the tool's strip on the table."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.side = Side.HERO

    def title(self) -> str:
        return self.tr("Place objective")

    def hint(self) -> str:
        return self.tr(
            "Click on the table to place an objective of the chosen side; drag before "
            "releasing to adjust its place; drag an objective to move it."
        )

    def placement(self, point) -> Edit:
        return PlaceTableObjective(self.side, point)

    def make_strip(self) -> QWidget:
        return ObjectiveStrip(self)
