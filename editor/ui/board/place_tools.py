"""Place objectives and figures in zones, and move them from zone to zone.

Both tools work the same way: a click on a zone places a new token there (an objective of
the side chosen in the tool's strip, or a figure of the chosen unit, with the unit's side); a
click on a token picks it (highlighted) and the next click on a zone moves it there; a token
can also be dragged to another zone. On a zone board a token stands *in a zone* (the scene
lays tokens out beside the zone's marker), so a move sets the zone and clears any stored
point (``MoveToken``, through ``Tool.move_token``). Delete removes the selected token unless
the mission names it (``DeleteSelection``, through ``Tool.delete_keys``, shared with the
select tool). Each placement (``PlaceObjective``, ``PlaceFigure``), move or deletion is one
undo step; dropping a token back in its own zone leaves none. While a token is dragged, its
item follows the pointer: view state, put back by the scene's projection or by the tool when
nothing changed. How new tokens are numbered and named is ``editor.editing.tokens``' concern.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from editor.documents.document import ScenarioChanged
from editor.editing.tokens import PlaceFigure, PlaceObjective
from editor.editing.zones import TOKEN_COLLECTIONS
from editor.model.units import Side
from editor.ui.board.scene import Key
from editor.ui.board.tools import DRAG_PIXELS, OptionsStrip, Tool, ToolEvent
from editor.ui.i18n import current_language


class PlaceTool(Tool):
    """Picks, drags and moves tokens; subclasses place new ones."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.picked: Key | None = None
        self._pressed: Key | None = None
        self._start = QPointF()
        self._origin = QPointF()
        self._dragging = False

    def press(self, event: ToolEvent) -> None:
        token = self.scene.token_at(event.pos)
        self._pressed, self._start, self._dragging = token, event.pos, False
        if token is not None:
            self._origin = self.scene.item_for(token).pos()
            self.scene.select_keys([token])
            return
        zone_id = self.scene.zone_at(event.pos)
        if zone_id is None:
            return
        if self.picked is not None:
            picked, self.picked = self.picked, None
            self.move_token(picked, zone_id)
        else:
            self.place(zone_id)

    def move(self, event: ToolEvent) -> None:
        if self._pressed is None:
            return
        delta = event.pos - self._start
        if not self._dragging and (
            (delta.x() ** 2 + delta.y() ** 2) ** 0.5 * event.pixels_per_mm < DRAG_PIXELS
        ):
            return
        self._dragging = True
        item = self.scene.item_for(self._pressed)
        if item is not None:
            item.setPos(self._origin + delta)

    def release(self, event: ToolEvent) -> None:
        token, self._pressed = self._pressed, None
        if token is None:
            return
        if not self._dragging:
            self.picked = token
            self.message.emit(self.tr("Click a zone to move it there; Esc cancels."))
            return
        self._dragging = False
        zone_id = self.scene.zone_at(event.pos)
        if zone_id is None or not self.move_token(token, zone_id):
            item = self.scene.item_for(token)
            if item is not None:
                item.setPos(self._origin)

    def key(self, key: Qt.Key) -> bool:
        if key == Qt.Key.Key_Escape and self.picked is not None:
            self.picked = None
            self.scene.select_keys([])
            return True
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            tokens = [k for k in self.scene.selected_keys() if k[0] in TOKEN_COLLECTIONS]
            handled = self.delete_keys(tokens)
            if self.picked not in self.scene.selected_keys():
                self.picked = None  # deleted; a refused token stays picked
            return handled
        return False

    def deactivate(self) -> None:
        item = self.scene.item_for(self._pressed) if self._pressed and self._dragging else None
        if item is not None:
            item.setPos(self._origin)  # a drag cut short puts the token back
        self.picked, self._pressed, self._dragging = None, None, False
        super().deactivate()

    def place(self, zone_id: str) -> None:
        raise NotImplementedError


class PlaceObjectiveTool(PlaceTool):
    """Place hero or villain objectives in zones."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.side = Side.HERO

    def title(self) -> str:
        return self.tr("Objectives")

    def hint(self) -> str:
        return self.tr(
            "Click a zone to place an objective of the chosen side; click an "
            "objective or figure, then a zone, to move it (or drag it); Delete removes it."
        )

    def place(self, zone_id: str) -> None:
        command = PlaceObjective(self.side, zone_id)
        if self.run(command):
            self.scene.select_keys([("objective", command.objective_id)])

    def make_strip(self) -> QWidget:
        return ObjectiveStrip(self)


class PlaceFigureTool(PlaceTool):
    """Place figures of a chosen unit in zones."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self.unit: str | None = None

    def title(self) -> str:
        return self.tr("Figures")

    def hint(self) -> str:
        return self.tr(
            "Click a zone to place a figure of the chosen unit; click a figure or "
            "objective, then a zone, to move it (or drag it); Delete removes it."
        )

    def place(self, zone_id: str) -> None:
        command = PlaceFigure(self.unit, zone_id)
        if self.run(command):
            self.scene.select_keys([("figure", command.figure_id)])

    def make_strip(self) -> QWidget:
        return FigureStrip(self)


class ObjectiveStrip(OptionsStrip):
    """The objective tool's options: the side of new objectives."""

    def __init__(self, tool: PlaceObjectiveTool, parent=None):
        super().__init__(tool, parent)
        self.label = QLabel(self)
        self.side = QComboBox(self)
        for side in (Side.HERO, Side.VILLAIN):
            self.side.addItem("", side)
        self.side.currentIndexChanged.connect(self._on_side_changed)
        self._lay_out(self.label, self.side)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(self.tr("New objectives:"))
        self.side.setItemText(0, self.tr("Hero objective"))
        self.side.setItemText(1, self.tr("Villain objective"))

    def _on_side_changed(self, index: int) -> None:
        self.tool.side = Side(self.side.itemData(index))  # Qt hands back a str


class FigureStrip(OptionsStrip):
    """The figure tool's options: the unit of new figures (the scenario's units, kept in step
    with the document)."""

    def __init__(self, tool: PlaceFigureTool, parent=None):
        super().__init__(tool, parent)
        self.label = QLabel(self)
        self.unit = QComboBox(self)
        self.unit.setMinimumContentsLength(18)
        self.unit.currentIndexChanged.connect(self._on_unit_changed)
        self.empty = QLabel(self)
        self._lay_out(self.label, self.unit, self.empty)
        self._units = None
        self.retranslate()
        self.destroyed.connect(tool.document.subscribe(self._on_scenario_changed))

    def retranslate(self) -> None:
        self.label.setText(self.tr("Unit of new figures:"))
        self.empty.setText(self.tr("No units yet: add them in the Units panel."))
        self._units = None
        self._fill()

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        self._fill()

    def _fill(self) -> None:
        units = self.tool.document.scenario.units
        if units is self._units:
            return
        self._units = units
        lang = current_language()
        self.unit.blockSignals(True)
        self.unit.clear()
        for unit in units:
            side = (
                self.tr("hero")
                if unit.side is Side.HERO
                else (self.tr("villain") if unit.side is Side.VILLAIN else self.tr("neutral"))
            )
            self.unit.addItem(f"{unit.name.get(lang) or unit.id} ({side})", unit.id)
        index = self.unit.findData(self.tool.unit)
        self.unit.setCurrentIndex(index if index >= 0 else 0 if units else -1)
        self.unit.blockSignals(False)
        self.tool.unit = self.unit.currentData()
        self.unit.setVisible(bool(units))
        self.empty.setVisible(not units)

    def _on_unit_changed(self, index: int) -> None:
        self.tool.unit = self.unit.itemData(index)
