"""Overlay models: what the board view draws, as pure data (STYLE "Overlays are models").

- ``MovementRange``: the zones a character can reach with their cost, and those it reaches
  only with the one energy cube the AI may buy (SOLO-MV-3; PRODUCT §4 "reachable zones with
  movement cost (with and without the one energy cube)");
- ``PathOverlay``: the least-cost path to one zone (SOLO-MV-1, PATH_TIE of SPEC §1.4);
- ``LosOverlay``: the zones seen from a zone (PRODUCT §2b);
- ``SeenByOverlay``: the zones that see a target, optionally only those a character can reach
  ("zones from which this villain would see a hero", for the ranged AI too);
- ``LosIntoOverlay``: the zones that see into a zone, and which of them it does not see back
  (line of sight can be one-way, PRODUCT §2b);

Zones are listed in reading order unless said otherwise. The UI maps each type to a graphics
item; nothing here knows about drawing. The threat overlay, which needs the solo rules, is the
solo AI's (``editor.solo.threat``). Must not import Qt, SQLAlchemy or the solo AI.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from editor.board.los import los_queries
from editor.board.movement import Mover, Occupancy
from editor.board.paths import board_graph, shortest_paths
from editor.messages import error
from editor.model.board import ZoneBoard
from editor.model.options import RulesOptions


class RangeEntry(NamedTuple):
    zone: str
    cost: int
    needs_cube: bool


@dataclass(frozen=True, slots=True)
class MovementRange:
    """Zones reachable from ``origin``, by cost then reading order (the origin first)."""

    origin: str
    budget: int | None
    """The free MP; None = unlimited (no cube either)."""
    entries: tuple[RangeEntry, ...]

    def cost(self, zone_id: str) -> int | None:
        return next((e.cost for e in self.entries if e.zone == zone_id), None)


@dataclass(frozen=True, slots=True)
class PathOverlay:
    zones: tuple[str, ...]
    """From the origin to the destination, both included."""
    cost: int


@dataclass(frozen=True, slots=True)
class LosOverlay:
    viewer: str
    visible: tuple[str, ...]


class SeenByEntry(NamedTuple):
    zone: str
    cost: int | None
    """MP to reach this zone when the overlay was limited to a movement range."""
    needs_cube: bool = False


@dataclass(frozen=True, slots=True)
class SeenByOverlay:
    target: str
    viewers: tuple[SeenByEntry, ...]
    """By cost then reading order when limited to a range, else in reading order."""


def movement_range(
    board: ZoneBoard,
    mover: Mover,
    occupancy: Occupancy,
    options: RulesOptions,
    origin: str,
    budget: int | None = None,
    *,
    cube: bool = True,
    allow_fall: bool = False,
    hard_mode: bool = False,
) -> MovementRange:
    """The movement range within ``budget`` MP, plus one MP flagged ``needs_cube`` when
    ``cube`` (SOLO-MV-3); everything reachable when ``budget`` is None."""
    limit = None if budget is None else budget + int(cube)
    found = shortest_paths(
        board,
        mover,
        occupancy,
        options,
        origin,
        allow_fall=allow_fall,
        hard_mode=hard_mode,
        budget=limit,
    )
    costs, limit = found.costs, float("inf") if budget is None else budget
    entries = tuple(RangeEntry(z, costs[z], costs[z] > limit) for z in found.reached())
    return MovementRange(origin, budget, entries)


def path_overlay(
    board: ZoneBoard,
    mover: Mover,
    occupancy: Occupancy,
    options: RulesOptions,
    origin: str,
    destination: str,
    *,
    allow_fall: bool = False,
    hard_mode: bool = False,
) -> PathOverlay | None:
    """The least-cost path from ``origin`` to ``destination``, None when it cannot be reached."""
    _check_zone(board, options, destination)
    found = shortest_paths(
        board, mover, occupancy, options, origin, allow_fall=allow_fall, hard_mode=hard_mode
    )
    path = found.path(destination)
    return None if path is None else PathOverlay(path, found.costs[destination])


def los_overlay(board: ZoneBoard, options: RulesOptions, viewer: str) -> LosOverlay:
    """The zones ``viewer`` sees under the effective LOS, in reading order."""
    _check_zone(board, options, viewer)
    seen = los_queries(board, options.los).visible_from(viewer)
    return LosOverlay(viewer, _in_reading_order(board, options, seen))


def seen_by_overlay(
    board: ZoneBoard, options: RulesOptions, target: str, reach: MovementRange | None = None
) -> SeenByOverlay:
    """The zones that see ``target``; with ``reach``, only the zones of that movement range,
    with their cost (the vantage zones of a ranged character)."""
    _check_zone(board, options, target)
    viewers = los_queries(board, options.los).seen_by(target)
    if reach is None:
        entries = tuple(
            SeenByEntry(zone_id, None) for zone_id in _in_reading_order(board, options, viewers)
        )
    else:
        entries = tuple(
            SeenByEntry(e.zone, e.cost, e.needs_cube) for e in reach.entries if e.zone in viewers
        )
    return SeenByOverlay(target, entries)


@dataclass(frozen=True, slots=True)
class LosIntoOverlay:
    target: str
    viewers: tuple[str, ...]
    """The zones that see ``target``, in reading order."""
    one_way: tuple[str, ...]
    """Those of ``viewers`` that ``target`` does not see back."""


def los_into_overlay(board: ZoneBoard, options: RulesOptions, target: str) -> LosIntoOverlay:
    """The zones that see into ``target`` under the effective LOS, one-way ones marked."""
    _check_zone(board, options, target)
    view = los_queries(board, options.los)
    viewers = _in_reading_order(board, options, view.seen_by(target))
    seen = view.visible_from(target)
    return LosIntoOverlay(target, viewers, tuple(z for z in viewers if z not in seen))


def _in_reading_order(
    board: ZoneBoard, options: RulesOptions, zone_ids: frozenset[str]
) -> tuple[str, ...]:
    return tuple(z for z in board_graph(board, options).order if z in zone_ids)


def _check_zone(board: ZoneBoard, options: RulesOptions, zone_id: str) -> None:
    if zone_id not in board_graph(board, options).position:
        raise error("board.unknown_zone", zone=zone_id)
