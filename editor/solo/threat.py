"""The threat overlay: for each zone, the villains that could attack it next turn.

By the solo rules' movement (free MP plus the one energy cube the AI may buy, SOLO-MV-3) and
attack ranges (melee in a zone reached, SOLO-ML; ranged with line of sight and range from a zone
reached, SOLO-RG), so it reads the solo engine's ``Context`` (profiles, movers, LOS table). It is
an overlay model like those of ``editor.board.overlays`` (STYLE "Overlays are models"): pure
data that the play view maps to a graphics item. Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from editor.board.movement import Mover, Occupancy, Occupant
from editor.board.paths import shortest_paths
from editor.model.units import AttackKind
from editor.solo.context import Context

if TYPE_CHECKING:
    from editor.model.scenario import Scenario
    from editor.solo.state import GameState


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
