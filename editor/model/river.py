"""The villains' river (rivière): slots with growing costs and the tiles placed in them (SPEC §2).

Character tiles link to units with counts (the same unit may sit on two tiles); event tiles
point to a mission event whose numbered options the solo card chooses (SOLO-EV-1).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from editor.model.text import Text


class TileKind(StrEnum):
    CHARACTER = "character"
    EVENT = "event"


@dataclass(frozen=True, slots=True)
class TileUnit:
    """``count`` figures of ``unit`` activated by a tile."""

    unit: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class Tile:
    """A villain tile (tuile). Its figures are the scenario figures whose ``tile`` is its id."""

    id: str
    name: Text = Text()
    kind: TileKind = TileKind.CHARACTER
    units: tuple[TileUnit, ...] = ()
    leader: bool = False
    reinforcement_cost: int = 0
    """Reinforcement points to bring one of its figures back; 0 = never returns."""
    event: str | None = None
    """For an event tile: the id of the mission event it triggers."""


@dataclass(frozen=True, slots=True)
class River:
    """Slot costs (left to right, 1-based slots) and the tiles in their starting order."""

    slot_costs: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
    tiles: tuple[Tile, ...] = ()

    def tile(self, tile_id: str) -> Tile | None:
        return next((t for t in self.tiles if t.id == tile_id), None)
