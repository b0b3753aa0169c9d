"""Zone boards: irregular zones, their borders, walls and the line-of-sight table (SPEC §1).

Geometry is optional: an *abstract* zone board has zones without polygons, explicit borders
and an explicit LOS table, and is a valid scenario (rules test cases use them). Derived data
(borders from shared edges, the LOS table) is stored with the author's overrides and the hash of
the geometry it was derived from, so a saved scenario's AI never changes behind the author's back.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from editor.model.dice import DicePool
from editor.model.geometry import Point, Polygon
from editor.model.text import Text


class BorderKind(StrEnum):
    """How a border between two zones may be crossed (SPEC §1.1)."""

    OPEN = "open"
    WALL = "wall"
    """No crossing."""
    DOOR = "door"
    WINDOW = "window"
    CLIMB = "climb"
    JUMP_GAP = "jump_gap"
    FALL_ONLY = "fall_only"
    """Crossable only from ``a`` (the higher side) to ``b``."""


class DangerTrigger(StrEnum):
    ENTER = "enter"
    END = "end"
    CROSS = "cross"


@dataclass(frozen=True, slots=True)
class Danger:
    """Dangerous terrain: when it hurts and with which dice (effects are game data)."""

    trigger: DangerTrigger = DangerTrigger.ENTER
    dice: DicePool = ()


@dataclass(frozen=True, slots=True)
class Zone:
    """An area of the board; every positional rule is evaluated per zone (SPEC §1.1)."""

    id: str
    name: Text = Text()
    polygon: Polygon | None = None
    los_marker: Point | None = None
    """The LOS marker point; also the reading-order anchor. Defaults to the centroid."""
    elevation: int = 0
    capacity: int | None = None
    """Occupation limit in size points; None = unlimited."""
    difficult: bool = False
    danger: Danger | None = None
    water: bool = False
    promontory: bool = False
    reinforcement: bool = False
    """A reinforcement zone, numbered automatically in reading order (SOLO-RF-1)."""
    reading_index: int | None = None
    """Author override of the reading order; wins over the computed one."""


@dataclass(frozen=True, slots=True)
class Border:
    """The border between zones ``a`` and ``b`` with per-direction extra movement costs."""

    a: str
    b: str
    kind: BorderKind = BorderKind.OPEN
    cost_ab: int = 0
    cost_ba: int = 0
    blocks_los: bool = False
    jump_difficulty: int | None = None
    derived: bool = True
    """True when it came from shared edges (re-derived after edits, keeping the settings above);
    False when the author added it by hand (corner contacts, abstract boards)."""


class DoorState(StrEnum):
    """A door's state. A closed door is an obstacle to line of sight (SPEC §3, the Conan method:
    "an obstacle printed on the board (wall, door, mast…)"); an open one is not."""

    OPEN = "open"
    CLOSED = "closed"


@dataclass(frozen=True, slots=True)
class Wall:
    """A wall polyline drawn on the board; blocks line of sight and movement across it.

    A wall with a ``door`` is a door drawn before the zones (a map imported from another tool):
    it is crossable, blocks line of sight while closed, and the borders derived across it are
    doors (``editor.board.adjacency``).
    """

    id: str
    points: tuple[Point, ...]
    blocks_los: bool = True
    blocks_movement: bool = True
    door: DoorState | None = None
    """Not a door (None, left out of documents), or a door and its state."""


@dataclass(frozen=True, slots=True)
class LosOverride:
    """The author's verdict on one ordered pair, winning over the derived table."""

    viewer: str
    target: str
    visible: bool


@dataclass(frozen=True, slots=True)
class LosTable:
    """Derived line of sight: for each viewer zone, the zones it sees (one-way allowed).

    ``geometry_hash`` identifies the geometry the table was computed from; the board engine
    recomputes only when it differs. ``rows`` pairs each viewer with the sorted ids it sees.
    """

    geometry_hash: str = ""
    rows: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def visible_from(self, viewer: str) -> tuple[str, ...]:
        for zone_id, seen in self.rows:
            if zone_id == viewer:
                return seen
        return ()


@dataclass(frozen=True, slots=True)
class BackgroundImage:
    """A scan or photo behind the board, calibrated to millimetres by the author."""

    image: str
    """Member name in the scenario package, e.g. ``images/board.png``."""
    x_mm: float = 0.0
    y_mm: float = 0.0
    mm_per_pixel: float = 1.0
    rotation_deg: float = 0.0
    opacity: float = 1.0


@dataclass(frozen=True, slots=True)
class ZoneBoard:
    """A board split into zones (rule system ``zone-solo``)."""

    KIND: ClassVar[str] = "zones"
    width_mm: float = 0.0
    height_mm: float = 0.0
    zones: tuple[Zone, ...] = ()
    borders: tuple[Border, ...] = ()
    walls: tuple[Wall, ...] = ()
    los: LosTable | None = None
    los_overrides: tuple[LosOverride, ...] = ()
    background: BackgroundImage | None = None

    def zone(self, zone_id: str) -> Zone | None:
        return next((z for z in self.zones if z.id == zone_id), None)
