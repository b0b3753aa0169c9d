"""Tools turn mouse gestures on the board into the core's named commands (``editor.editing``;
STYLE: one gesture, one undo step).

A tool receives ``ToolEvent``s (a point in millimetres and the view's scale) from the view, or
directly from a test, and decides only what the gesture means: which command, with which
zone, point or offset. The commands decide what changes, and refuse with a message key
(``run`` shows it in the UI's language and leaves no step). A click is one command; a drag
opens a document macro on press and closes it on release, so every command it executes while
the mouse moves (live, so every panel follows the drag) is undone as one step; a gesture that
changes nothing leaves no step. What a tool shows while it works (selection, previews,
overlays) is view state in the scene, never a command. A tool with options brings a strip
(``OptionsStrip``) the editor shows while the tool is active. This module holds the bases and
the simple tools; drawing tools live in ``draw_tools``, the LOS tool in ``los_tool``.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import ExitStack
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from editor.documents.document import ScenarioDocument
from editor.documents.history import Command
from editor.editing.tokens import DeleteSelection, MoveToken
from editor.editing.zones import (
    TOKEN_COLLECTIONS,
    MoveLosMarker,
    MoveZone,
    RederiveBorders,
    ToggleReinforcement,
)
from editor.messages import SkirmishError
from editor.model.board import ZoneBoard
from editor.model.geometry import Point
from editor.ui.board.scene import BoardScene, Key
from editor.ui.i18n import current_language

SNAP_PIXELS = 8.0
"""Snapping and picking tolerance, in screen pixels (converted to mm at the current zoom)."""
DRAG_PIXELS = 3.0
"""A press becomes a drag after moving this far, so a click never nudges anything."""


@dataclass(frozen=True)
class ToolEvent:
    """A mouse event for a tool: the point in mm and how many screen pixels make a mm."""

    pos: QPointF
    pixels_per_mm: float = 1.0
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    button: Qt.MouseButton = Qt.MouseButton.LeftButton

    @property
    def point(self) -> Point:
        return (self.pos.x(), self.pos.y())

    def mm(self, pixels: float = SNAP_PIXELS) -> float:
        return pixels / self.pixels_per_mm

    @property
    def shift(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.ShiftModifier)


class Tool(QObject):
    """The base of board tools: gesture handlers that do nothing, and the gesture macro."""

    message = Signal(str)
    """A transient status message (why a gesture was refused, what a click will do)."""
    gesture_finished = Signal()
    """A gesture's macro closed: the undo step (if any) is now on the history."""

    def __init__(self, document: ScenarioDocument, scene: BoardScene, parent=None):
        super().__init__(parent)
        self.document = document
        self.scene = scene
        self._gesture: ExitStack | None = None
        self._strip: QWidget | None = None

    @property
    def board(self) -> ZoneBoard:
        return self.document.scenario.board

    def title(self) -> str:
        raise NotImplementedError

    def hint(self) -> str:
        raise NotImplementedError

    def activate(self) -> None:
        """Called when the tool becomes the active one."""

    def options_strip(self) -> QWidget | None:
        """The tool's options (a small strip the editor shows above the view), if any; made
        on first use by ``make_strip``."""
        if self._strip is None:
            self._strip = self.make_strip()
        return self._strip

    def make_strip(self) -> QWidget | None:
        """Make the options strip; a tool with options overrides it (see ``OptionsStrip``)."""
        return None

    def deactivate(self) -> None:
        """Called when another tool takes over: abandon unfinished work."""
        self.end_gesture()

    def press(self, event: ToolEvent) -> None:
        """The left button went down."""

    def move(self, event: ToolEvent) -> None:
        """The mouse moved, with or without the button down."""

    def release(self, event: ToolEvent) -> None:
        """The left button went up."""

    def double_click(self, event: ToolEvent) -> None:
        """A left double-click (after the press and release of its first click)."""

    def key(self, key: Qt.Key) -> bool:
        """A key press the view did not use for navigation; True when handled."""
        return False

    # -- commands, and one gesture, one undo step ---------------------------------------------

    def run(self, command: Command) -> bool:
        """Execute a core command: True when it changed the scenario. A refusal shows its
        message and changes nothing."""
        try:
            return self.document.execute(command)
        except SkirmishError as exc:
            self.message.emit(exc.text(current_language()))
            return False

    def refusal(self, command) -> str | None:
        """Why ``command`` (an ``Edit``) would be refused now, or None: for a gesture that
        must not open its undo step for a refused first command."""
        try:
            command.prepare(self.document.scenario)
        except SkirmishError as exc:
            return exc.text(current_language())
        return None

    def begin_gesture(self, label: str) -> None:
        self.end_gesture()
        self._gesture = ExitStack()
        self._gesture.enter_context(self.document.macro(label))

    def end_gesture(self) -> None:
        if self._gesture is not None:
            gesture, self._gesture = self._gesture, None
            gesture.close()
            self.gesture_finished.emit()

    @property
    def in_gesture(self) -> bool:
        return self._gesture is not None

    # -- tokens and deletion, shared by the select and place tools ----------------------------

    def move_token(self, token: Key, zone_id: str) -> bool:
        """Put ``token`` in ``zone_id`` (``MoveToken``) and select it. One step, or none when
        nothing changes."""
        changed = self.run(MoveToken(token[0], token[1], zone_id))
        self.scene.select_keys([token])
        return changed

    def delete_keys(self, keys: Sequence[Key]) -> bool:
        """Delete the zones, walls and tokens among ``keys`` in one step (``DeleteSelection``);
        a token the mission names is kept (it stays selected) and a message says where it is
        named. True when ``keys`` held something deletable, even if all of it was refused."""
        zones = [key[1] for key in keys if key[0] == "zone"]
        walls = [key[1] for key in keys if key[0] == "wall"]
        tokens = [(key[0], key[1]) for key in keys if key[0] in TOKEN_COLLECTIONS]
        if not zones and not tokens and not walls:
            return False
        command = DeleteSelection(zones, tokens, walls)
        self.run(command)
        if command.refusals:
            language = current_language()
            self.message.emit(" ".join(refusal.text(language) for refusal in command.refusals))
        return True


class OptionsStrip(QWidget):
    """The base of a tool's options strip: one row of widgets, retranslated live.

    A subclass makes its widgets, passes them to ``_lay_out`` and sets their texts in
    ``retranslate`` (called here on a language change; the subclass calls it once built)."""

    def __init__(self, tool: Tool, parent=None):
        super().__init__(parent)
        self.tool = tool

    def _lay_out(self, *widgets: QWidget) -> QHBoxLayout:
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        for widget in widgets:
            layout.addWidget(widget)
        layout.addStretch(1)
        return layout

    def retranslate(self) -> None:
        """Set the strip's texts in the current language."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SelectTool(Tool):
    """Select a zone, wall, border, objective or figure; drag a zone (``MoveZone`` on each move,
    ``RederiveBorders`` on the drop) or a token (``MoveToken`` on the drop) to move it; Delete
    removes the selected zones, wall or token (``DeleteSelection``). Clicking a border selects it
    and reports it (``border_clicked``: the Properties panel edits it).

    A token stands in a zone: while dragged, its item follows the pointer (view state) and the
    drop moves it to the zone under the pointer, like the place tools; a drop outside every
    zone puts it back, with a message and no step."""

    border_clicked = Signal(tuple)

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._pressed: Key | None = None
        self._start = QPointF()
        self._dragging = False
        self._origin: tuple = ()

    def title(self) -> str:
        return self.tr("Select")

    def hint(self) -> str:
        if not self.board.zones and self.board.background is not None:
            # An imported map, or a scan already loaded: only the zones are missing.
            return self.tr("The board has no zones yet: draw them over the picture with "
                           "Draw zone (Z).")
        if not self.board.zones:
            return self.tr(
                "The board is empty: load a scan of your board with Background (B), then "
                "draw its zones with Draw zone (Z)."
            )
        return self.tr(
            "Click to select a zone, wall, border or token; drag to move it; "
            "Shift+click adds zones to the selection; Delete removes the selected "
            "zones, wall or token."
        )

    def press(self, event: ToolEvent) -> None:
        key = self.scene.token_at(event.pos)
        if key is None:
            wall = self.scene.wall_near(event.pos, event.mm(4.0))
            key = wall[0] if wall is not None else None
        if key is None:
            key = self.scene.border_near(event.pos, event.mm(4.0))
        if key is None:
            zone_id = self.scene.zone_at(event.pos)
            key = ("zone", zone_id) if zone_id is not None else None
        if event.shift and key is not None and key[0] == "zone":
            self._toggle_zone(key)
            return
        self.scene.select_keys([key] if key else [])
        self._pressed, self._start, self._dragging = key, event.pos, False
        if key is not None and key[0] == "zone":
            self._origin = (self.board.zone(key[1]),)
        elif key is not None and key[0] in TOKEN_COLLECTIONS:
            self._origin = (self.scene.item_for(key).pos(),)

    def _toggle_zone(self, key: Key) -> None:
        """Shift+click adds a zone to the selection or takes it out (to delete several)."""
        keys = [k for k in self.scene.selected_keys() if k[0] == "zone"]
        self.scene.select_keys([k for k in keys if k != key] if key in keys else [*keys, key])
        self._pressed = None

    def move(self, event: ToolEvent) -> None:
        key = self._pressed
        if key is None or key[0] in ("border", "wall"):
            return
        delta = event.pos - self._start
        if not self._dragging:
            if (delta.x() ** 2 + delta.y() ** 2) ** 0.5 * event.pixels_per_mm < DRAG_PIXELS:
                return
            self._dragging = True
            if key[0] == "zone":
                self.begin_gesture("board.move_zone")
        if key[0] != "zone":
            item = self.scene.item_for(key)
            if item is not None:
                item.setPos(self._origin[0] + delta)
            return
        self.run(MoveZone(self._origin[0], delta.x(), delta.y()))

    def release(self, event: ToolEvent) -> None:
        key, self._pressed = self._pressed, None
        if key is not None and key[0] == "border":
            self.border_clicked.emit(key)
        if not self._dragging:
            return
        self._dragging = False
        if key[0] == "zone":
            self.run(RederiveBorders())
            self.end_gesture()
            self.scene.select_keys([key])
            return
        zone_id = self.scene.zone_at(event.pos)
        self.message.emit(  # a drop on a zone clears an earlier refusal: the hint shows again
            self.tr("A token stands in a zone: drop it on a zone to move it there.")
            if zone_id is None
            else ""
        )
        if zone_id is None or not self.move_token(key, zone_id):
            self._put_back(key)
        self.scene.select_keys([key])

    def _put_back(self, key: Key) -> None:
        """A token drag that changed nothing: its item goes back where it was drawn."""
        item = self.scene.item_for(key)
        if item is not None:
            item.setPos(self._origin[0])

    def deactivate(self) -> None:
        if self._dragging and self._pressed is not None and self._pressed[0] != "zone":
            self._put_back(self._pressed)
        self._pressed, self._dragging = None, False
        super().deactivate()

    def key(self, key: Qt.Key) -> bool:
        if key not in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            return False
        return self.delete_keys(self.scene.selected_keys())


class ReinforcementTool(Tool):
    """Click a zone to make it a reinforcement zone, or not; numbers follow reading order."""

    def title(self) -> str:
        return self.tr("Reinforcement zones")

    def hint(self) -> str:
        return self.tr(
            "Click a zone to mark or unmark it as a reinforcement zone; "
            "they are numbered in reading order."
        )

    def press(self, event: ToolEvent) -> None:
        zone_id = self.scene.zone_at(event.pos)
        if zone_id is not None:
            self.run(ToggleReinforcement(zone_id))


class LosMarkerTool(Tool):
    """Click or drag inside a zone to place its LOS marker (kept inside the zone)."""

    def __init__(self, document, scene, parent=None):
        super().__init__(document, scene, parent)
        self._zone: str | None = None

    def title(self) -> str:
        return self.tr("LOS marker")

    def hint(self) -> str:
        return self.tr("Click or drag inside a zone to place its line-of-sight marker.")

    def press(self, event: ToolEvent) -> None:
        self._zone = self.scene.zone_at(event.pos)
        if self._zone is not None:
            self.begin_gesture("board.move_marker")
            self.move(event)

    def move(self, event: ToolEvent) -> None:
        if self._zone is not None and self.in_gesture:
            self.run(MoveLosMarker(self._zone, event.point))

    def release(self, event: ToolEvent) -> None:
        self._zone = None
        self.end_gesture()
