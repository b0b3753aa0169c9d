"""Zone boards: irregular zones, their borders, walls and the line-of-sight table (SPEC §1).

Geometry is optional: an *abstract* zone board has zones without polygons, explicit borders
and an explicit LOS table, and is a valid scenario (rules test cases use them). Derived data
(borders from shared edges, the LOS table) is stored with the author's overrides and the hash of
the geometry it was derived from, so a saved scenario's AI never changes behind the author's back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import chain
from typing import TYPE_CHECKING, ClassVar

from editor.model.dice import DicePool
from editor.model.geometry import Point, Polygon
from editor.model.text import Text

if TYPE_CHECKING:  # numpy is imported only where a matrix is made: not at start-up
    import numpy as np


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


Rows = tuple[tuple[str, tuple[str, ...]], ...]
"""A LOS table's rows: each viewer with the ids it sees."""


@dataclass(frozen=True, slots=True, eq=False)
class LosMatrix:
    """A LOS table's rows as a boolean matrix (PRODUCT §5 "Save / open a 1,000-zone
    scenario": 1,000 rows of some 300 ids are 300,000 references to build, a matrix is one
    array). Row r is viewer ``ids[r]``; column c is ``ids[c]``: the viewers in row order, then
    the zones seen that are no viewer. Each row lists the zones of its true columns, in column
    order. Every id is there once, so two matrices with the same ids hold the same rows exactly
    when their arrays are equal. The matrix takes ``seen`` over and makes it read-only."""

    ids: tuple[str, ...]
    seen: np.ndarray
    """bool, shape (viewers, len(ids))."""

    def __post_init__(self) -> None:
        seen = self.seen
        if seen.dtype != bool or seen.ndim != 2 or seen.shape[1] != len(self.ids) or (
            seen.shape[0] > len(self.ids)
        ):
            raise ValueError("LOS matrix shape does not match its zones")
        if len(set(self.ids)) != len(self.ids):
            raise ValueError("LOS matrix names a zone twice")
        seen.flags.writeable = False

    @property
    def viewers(self) -> tuple[str, ...]:
        return self.ids[: self.seen.shape[0]]

    def named(self) -> frozenset[str]:
        """The viewers and every zone some viewer sees."""
        used = self.seen.any(axis=0).tolist()
        return frozenset(self.viewers).union(i for i, on in zip(self.ids, used) if on)

    def rows(self) -> Rows:
        import numpy as np

        columns = np.array(self.ids, dtype=object)
        flat = np.flatnonzero(self.seen) % len(columns) if len(columns) else np.zeros(0, int)
        seen = columns.take(flat).tolist()  # row after row
        ends = np.cumsum(self.seen.sum(axis=1)).tolist()
        return tuple((viewer, tuple(seen[start:end]))
                     for viewer, start, end in zip(self.viewers, [0, *ends], ends))


@dataclass(frozen=True, slots=True, eq=False)
class LosTable:
    """Derived line of sight: for each viewer zone, the zones it sees (one-way allowed).

    ``geometry_hash`` identifies the geometry the table was computed from; the board engine
    recomputes only when it differs. ``rows`` pairs each viewer with the sorted ids it sees.
    A table made by :meth:`of_matrix` (derived, or opened from the library) holds ``matrix``
    and builds ``rows`` only when first read: opening a 1,000-zone scenario (PRODUCT §5) and
    the board engine need no rows. Equal rows make equal tables however they were made.
    """

    geometry_hash: str = ""
    rows: Rows = ()
    matrix: LosMatrix | None = field(
        default=None, init=False, repr=False, metadata={"json": False})
    """The rows as a matrix, when the table was made from one (not part of documents)."""

    @classmethod
    def of_matrix(cls, geometry_hash: str, matrix: LosMatrix) -> LosTable:
        table = object.__new__(cls)
        object.__setattr__(table, "geometry_hash", geometry_hash)
        object.__setattr__(table, "matrix", matrix)
        return table

    def __getattr__(self, name: str) -> Rows:
        """Only reached for ``rows`` not built yet (an empty slot): build them once."""
        if name != "rows":
            raise AttributeError(name)
        rows = self.matrix.rows()
        object.__setattr__(self, "rows", rows)
        return rows

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not LosTable:
            return NotImplemented
        if self.geometry_hash != other.geometry_hash:
            return False
        mine, theirs = self.matrix, other.matrix
        if mine is not None and theirs is not None and mine.ids == theirs.ids:
            return mine.seen.shape == theirs.seen.shape and bool((mine.seen == theirs.seen).all())
        return self.rows == other.rows

    def __hash__(self) -> int:
        return hash((self.geometry_hash, self.viewers()))

    def viewers(self) -> tuple[str, ...]:
        """The rows' viewers in order (read from the matrix when there is one)."""
        if self.matrix is not None:
            return self.matrix.viewers
        return tuple(viewer for viewer, _ in self.rows)

    def named(self) -> frozenset[str]:
        """Every zone id the table names, as a viewer or as seen (validation, editing)."""
        if self.matrix is not None:
            return self.matrix.named()
        return frozenset(chain.from_iterable((viewer, *seen) for viewer, seen in self.rows))

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
