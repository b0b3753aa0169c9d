"""Checks of a zone board with the board engine: reachability of zones and objectives, LOS.

The AI moves by least-cost paths and shoots by the effective line of sight (SPEC §1.4, §1.7);
a zone nobody can enter, an objective its side cannot reach, or a sight line that only works one
way for no reason of elevation makes it behave in ways the author did not intend. The engine
assumes a structurally valid board, so these checks run only when validation found no error.
Reachability uses a neutral size-1 mover on an empty board (the board itself is checked, not
today's crowd). Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from editor.board.los import LosView, effective_los
from editor.board.movement import Mover, Occupancy
from editor.board.paths import shortest_paths
from editor.checker.findings import Finding, warning
from editor.checker.river import usable_objectives
from editor.documents.addresses import ById, Path
from editor.messages import Message
from editor.model.board import Border, BorderKind, ZoneBoard
from editor.model.options import ElevationRule
from editor.model.scenario import Scenario
from editor.model.units import Side


def _reached(scenario: Scenario, origins: Iterable[str], allow_fall: bool) -> set[str]:
    """Every zone some origin can reach, by the engine's least-cost paths."""
    board = scenario.board
    assert isinstance(board, ZoneBoard)
    reached: set[str] = set()
    for origin in sorted(set(origins)):
        found = shortest_paths(
            board, Mover.neutral(), Occupancy(), scenario.options, origin, allow_fall=allow_fall
        )
        reached.update(found.costs)
    return reached


def _deployed_zones(scenario: Scenario, side: Side | None = None) -> set[str]:
    return {
        f.zone for f in scenario.figures
        if f.deployed and f.zone is not None and (side is None or f.side is side)
    }


def check_unreachable_zones(scenario: Scenario) -> list[Finding]:
    """SOLO-MV-1: a zone no deployed figure can reach, even falling, is dead board: no path
    ever enters it, so nothing there can be attacked in melee, defended or reinforced from."""
    origins = _deployed_zones(scenario)
    if not origins:
        return []
    reached = _reached(scenario, origins, allow_fall=True)
    return [
        warning(
            Message("checker.zone_unreachable", {"zone": zone.id}),
            ("board", "zones", ById(zone.id)),
        )
        for zone in scenario.board.zones
        if zone.id not in reached
    ]


def check_hero_objectives(scenario: Scenario) -> list[Finding]:
    """Mission end: a hero objective no deployed hero can reach (falls allowed, as players may
    fall) makes the victory that needs it impossible."""
    origins = _deployed_zones(scenario, Side.HERO)
    if not origins:
        return []
    reached = _reached(scenario, origins, allow_fall=True)
    return [
        warning(
            Message("checker.hero_objective_unreachable", {"objective": o.id}),
            ("objectives", ById(o.id)),
        )
        for o in usable_objectives(scenario, Side.HERO)
        if o.zone not in reached
    ]


def check_villain_objectives(scenario: Scenario) -> list[Finding]:
    """SOLO-VO with SOLO-MV-2: a villain objective that no villain (deployed, or entering by a
    reinforcement zone) can reach without a fall is never advanced on, outside hard mode."""
    board = scenario.board
    assert isinstance(board, ZoneBoard)
    origins = _deployed_zones(scenario, Side.VILLAIN)
    origins |= {zone.id for zone in board.zones if zone.reinforcement}
    if not origins:
        return []
    reached = _reached(scenario, origins, allow_fall=scenario.options.hard_mode.enabled)
    return [
        warning(
            Message("checker.villain_objective_unreachable", {"objective": o.id}),
            ("objectives", ById(o.id)),
        )
        for o in usable_objectives(scenario, Side.VILLAIN)
        if o.zone not in reached
    ]


def _abrupt_top(elevation: Mapping[str, int], border: Border) -> int | None:
    """The higher elevation of an abrupt border (CLIMB or FALL_ONLY between two elevations)."""
    if border.kind not in (BorderKind.CLIMB, BorderKind.FALL_ONLY):
        return None
    a, b = elevation[border.a], elevation[border.b]
    return max(a, b) if a != b else None


def check_one_way_los(scenario: Scenario) -> list[Finding]:
    """PRODUCT §2b: LOS is one-way only where the higher side looks over an abrupt edge.

    Every pair where one zone sees the other but is not seen back, and that the elevation rule
    does not explain (see :func:`_explained`), is worth a look: usually an override set one way
    only. Adjacent pairs select their border, others the viewer; an override on the pair wins.
    """
    board = scenario.board
    assert isinstance(board, ZoneBoard)
    los = effective_los(board, scenario.options.los)
    borders = {frozenset((b.a, b.b)): i for i, b in enumerate(board.borders)}
    elevation = {zone.id: zone.elevation for zone in board.zones}
    tops = {top for b in board.borders if (top := _abrupt_top(elevation, b)) is not None}
    rule = scenario.options.los.elevation_rule is ElevationRule.HIGHER_SEES_LOWER
    found = []
    for viewer, target in _one_way_pairs(board, los):
        index = borders.get(frozenset((viewer, target)))
        edges = tops if index is None else {_abrupt_top(elevation, board.borders[index])}
        if rule and _explained(elevation[target], elevation[viewer], edges):
            continue
        params = {"viewer": viewer, "target": target}
        culprit = _override_of(board, viewer, target)
        if index is not None:
            message = Message("checker.los_one_way_adjacent", params)
            culprit = culprit or ("board", "borders", index)
        else:
            message = Message("checker.los_asymmetric", params)
            culprit = culprit or ("board", "zones", ById(viewer))
        found.append(warning(message, culprit))
    return found


def _explained(low: int, high: int, tops: set[int | None]) -> bool:
    """Whether the elevation rule makes a viewer at ``high`` see a target at ``low`` one way:
    some abrupt edge (among ``tops``, the tops of the edges that may lie between them: their
    own border for adjacent zones) is above the target, which cannot see over it, and at most
    at the viewer's height, which can."""
    return any(top is not None and low < top <= high for top in tops)


def _one_way_pairs(board: ZoneBoard, los: LosView) -> Iterable[tuple[str, str]]:
    """(viewer, target) pairs where the viewer sees the target but is not seen back."""
    for zone in board.zones:
        for target in sorted(los.visible_from(zone.id)):
            if not los.sees(target, zone.id):
                yield zone.id, target


def _override_of(board: ZoneBoard, first: str, second: str) -> Path | None:
    """The author's override on the pair, either way: the likely cause of an odd sight line."""
    pair = {first, second}
    for i, override in enumerate(board.los_overrides):
        if {override.viewer, override.target} == pair:
            return ("board", "los_overrides", i)
    return None


CHECKS = (
    check_unreachable_zones,
    check_hero_objectives,
    check_villain_objectives,
    check_one_way_los,
)
"""The zone-board checks, in report order (run on a board without validation errors)."""
