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
- ``ThreatOverlay``: for each zone, the villains that could attack it next turn, by the solo
  rules' movement (free MP plus the one cube, SOLO-MV-3) and attack ranges (melee in the zone
  reached, SOLO-ML; ranged with LOS and range from a zone reached, SOLO-RG).

Zones are listed in reading order unless said otherwise. The UI maps each type to a graphics
item; nothing here knows about drawing. Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from editor.board.los import effective_los
from editor.board.movement import Mover, Occupancy, Occupant
from editor.board.paths import board_graph, shortest_paths
from editor.messages import error
from editor.model.board import ZoneBoard
from editor.model.options import RulesOptions
from editor.model.units import AttackKind

if TYPE_CHECKING:
    from editor.game.state import GameState
    from editor.model.scenario import Scenario
    from editor.solo.context import Context


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
    seen = effective_los(board, options.los).visible_from(viewer)
    return LosOverlay(viewer, _in_reading_order(board, options, seen))


def seen_by_overlay(
    board: ZoneBoard, options: RulesOptions, target: str, reach: MovementRange | None = None
) -> SeenByOverlay:
    """The zones that see ``target``; with ``reach``, only the zones of that movement range,
    with their cost (the vantage zones of a ranged character)."""
    _check_zone(board, options, target)
    viewers = effective_los(board, options.los).seen_by(target)
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
    view = effective_los(board, options.los)
    viewers = _in_reading_order(board, options, view.seen_by(target))
    seen = view.visible_from(target)
    return LosIntoOverlay(target, viewers, tuple(z for z in viewers if z not in seen))


class Threat(NamedTuple):
    figure: str
    melee: bool
    ranged: bool
    needs_cube: bool
    """Only with the energy cube the AI may buy (SOLO-MV-3)."""


@dataclass(frozen=True, slots=True)
class VillainThreat:
    """The zones one villain could attack next turn, without and only with the cube."""

    figure: str
    melee: frozenset[str]
    ranged: frozenset[str]
    melee_cube: frozenset[str] = frozenset()
    """Melee reached only with the energy cube (not in ``melee``)."""
    ranged_cube: frozenset[str] = frozenset()
    """In LOS and range only from a zone reached with the cube (not in ``ranged``)."""

    def threat(self, zone_id: str) -> Threat | None:
        melee = zone_id in self.melee
        ranged = zone_id in self.ranged
        melee_cube = not melee and zone_id in self.melee_cube
        ranged_cube = not ranged and zone_id in self.ranged_cube
        if not (melee or ranged or melee_cube or ranged_cube):
            return None
        return Threat(
            self.figure, melee or melee_cube, ranged or ranged_cube, not (melee or ranged)
        )


@dataclass(frozen=True, slots=True)
class ThreatOverlay:
    """Which villains could attack each zone next turn (held per villain: a zone's answer is
    a few set look-ups, and the whole map is one set per villain and kind)."""

    villains: tuple[VillainThreat, ...]
    """In activation (reading) order."""

    def threats(self, zone_id: str) -> tuple[Threat, ...]:
        """The villains that could attack ``zone_id``, in activation order."""
        found = (v.threat(zone_id) for v in self.villains)
        return tuple(t for t in found if t is not None)

    def threatened(self) -> frozenset[str]:
        """Every zone at least one villain could attack."""
        return frozenset().union(
            *((v.melee | v.ranged | v.melee_cube | v.ranged_cube) for v in self.villains)
        )


def threat_overlay(
    scenario: Scenario, state: GameState, ctx: Context | None = None
) -> ThreatOverlay:
    """Which villains could attack each zone next turn: melee in a zone they reach with their
    movement (plus one cube when the villains have one), ranged at a zone in LOS and range of a
    zone they reach. ``ctx`` (the solo engine's context) shares its tables when given."""
    if ctx is None:
        from editor.solo.context import Context

        ctx = Context.of(scenario)
    villains = sorted(
        (f.id for f in state.figures if f.zone is not None and not ctx.is_hero(f.id)),
        key=lambda fid: ctx.reading_key(state, fid),
    )
    standing = [(f.id, f.zone, ctx.mover(f.id)) for f in state.figures if f.zone is not None]
    return ThreatOverlay(tuple(_threats_of(ctx, state, fid, standing) for fid in villains))


def _occupancy(standing: list[tuple[str, str, Mover]], exclude: str) -> Occupancy:
    zones: dict[str, list[Occupant]] = {}
    for figure_id, zone_id, mover in standing:
        if figure_id != exclude:
            zones.setdefault(zone_id, []).append(
                Occupant(mover.side, mover.size, mover.menace, mover.skills)
            )
    return Occupancy({k: tuple(v) for k, v in zones.items()})


def _threats_of(
    ctx: Context, state: GameState, figure_id: str, standing: list[tuple[str, str, Mover]]
) -> VillainThreat:
    profile = ctx.profile(figure_id)
    free = profile.movement
    limit = free + (1 if state.villain_reserve >= 1 else 0)
    zone = state.figure(figure_id).zone or ""
    costs = shortest_paths(
        ctx.board,
        ctx.mover(figure_id),
        _occupancy(standing, figure_id),
        ctx.options,
        zone,
        allow_fall=ctx.hard,
        hard_mode=ctx.hard,
        budget=limit,
    ).costs
    attacks = {a.kind: a for a in profile.attacks}
    near = frozenset(z for z, cost in costs.items() if cost <= free)
    far = frozenset(costs) - near
    melee = (near, far) if AttackKind.MELEE in attacks else (frozenset(), frozenset())
    ranged_attack = attacks.get(AttackKind.RANGED)
    if ranged_attack is None:
        return VillainThreat(figure_id, melee[0], frozenset(), melee[1])
    limits = [
        r for r in (ranged_attack.range_zones, ctx.options.los.max_range_zones) if r is not None
    ]
    reach = min(limits) if limits else None
    ranged = frozenset().union(*(_in_range(ctx, z, reach) for z in near))
    ranged_cube = frozenset().union(*(_in_range(ctx, z, reach) for z in far)) - ranged
    return VillainThreat(figure_id, melee[0], ranged, melee[1], ranged_cube)


_ranges: weakref.WeakKeyDictionary[Context, dict[tuple[str, int | None], frozenset[str]]] = (
    weakref.WeakKeyDictionary()
)
"""Per solo context (one per board and game): the zones in LOS and range of a zone. The board
does not change during a game, so each entry is computed once, like the LOS table."""


def _in_range(ctx: Context, zone_id: str, reach: int | None) -> frozenset[str]:
    """The zones ``zone_id`` sees within ``reach`` borders (all it sees when None)."""
    table = _ranges.setdefault(ctx, {})
    found = table.get((zone_id, reach))
    if found is None:
        found = ctx.los.visible_from(zone_id)
        if reach is not None:
            found = found & _within(ctx.neighbours, zone_id, reach)
        table[(zone_id, reach)] = found
    return found


def _within(neighbours: Mapping[str, frozenset[str]], origin: str, hops: int) -> frozenset[str]:
    """Zones at most ``hops`` borders from ``origin`` (attack ranges in zones)."""
    found = {origin}
    frontier = [origin]
    for _ in range(hops):
        following = []
        for zone_id in frontier:
            for other in neighbours.get(zone_id, ()):
                if other not in found:
                    found.add(other)
                    following.append(other)
        frontier = following
    return frozenset(found)


def _in_reading_order(
    board: ZoneBoard, options: RulesOptions, zone_ids: frozenset[str]
) -> tuple[str, ...]:
    return tuple(z for z in board_graph(board, options).order if z in zone_ids)


def _check_zone(board: ZoneBoard, options: RulesOptions, zone_id: str) -> None:
    if zone_id not in board_graph(board, options).position:
        raise error("board.unknown_zone", zone=zone_id)
