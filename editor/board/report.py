"""The zone-board overlay report of the ``overlay`` command (PRODUCT §4 "Share and trust"):
reachable zones with cost and path, the zones seen from the origin and the zones that see it,
as a JSON-ready dict whose schema is documented in ``docs/overlay.md``.

Who moves: with ``figure``, that figure (its side, its unit's size, menace, skills and movement,
the budget defaulting to its movement, the one-cube range added, SOLO-MV-3); with ``zone``
alone, a neutral size-1 figure with an unlimited budget unless one is given. The occupancy is
the scenario's deployment without the mover. Falls (SOLO-MV-2, SOLO-HM-3): a villain falls
only in hard mode, where hard-mode path ties apply; heroes and neutral figures may fall, as the
base rules allow any character to drop from a height [CONAN:S9]. Must not import Qt or SQL.
"""

from __future__ import annotations

from typing import Any

from editor.board.los import los_queries
from editor.board.movement import Mover, Occupancy, mover_for
from editor.board.overlays import los_overlay
from editor.board.paths import PathResult, shortest_paths
from editor.messages import error
from editor.model.board import ZoneBoard
from editor.model.mission import Figure
from editor.model.scenario import Scenario
from editor.model.units import Side, SoloProfile

REPORT_VERSION = 1


def zone_overlay_report(
    scenario: Scenario,
    *,
    zone: str | None = None,
    figure: str | None = None,
    budget: int | None = None,
) -> dict[str, Any]:
    """The overlay of ``zone`` or ``figure`` on a zone-board scenario (see ``docs/overlay.md``)."""
    board = scenario.board
    if not isinstance(board, ZoneBoard):
        raise error("board.not_a_zone_board", scenario=scenario.name)
    if budget is not None and budget < 0:
        raise error("board.negative_budget", budget=budget)
    moving = _figure(scenario, figure) if figure is not None else None
    origin = _origin(board, zone, moving)
    mover = Mover.neutral() if moving is None else mover_for(scenario, moving)
    if moving is not None and budget is None:
        budget = _movement(scenario, moving)
    occupancy = Occupancy.from_scenario(scenario, exclude=() if moving is None else (moving.id,))
    hard = scenario.options.hard_mode.enabled and mover.side is Side.VILLAIN
    allow_fall = hard or mover.side is not Side.VILLAIN
    found = shortest_paths(
        board, mover, occupancy, scenario.options, origin,
        allow_fall=allow_fall, hard_mode=hard, budget=None if budget is None else budget + 1,
    )
    viewers = los_queries(board, scenario.options.los).seen_by(origin)
    sees = los_overlay(board, scenario.options, origin).visible
    return {
        "version": REPORT_VERSION,
        "scenario": scenario.name,
        "origin": origin,
        "mover": {
            "figure": None if moving is None else moving.id,
            "side": mover.side.value,
            "size": mover.size,
            "menace": mover.menace,
            "skills": sorted(mover.skills),
        },
        "budget": budget,
        "allow_fall": allow_fall,
        "hard_mode": hard,
        "reachable": _entries(found, budget, with_cube=False),
        "reachable_with_cube": None if budget is None else _entries(found, budget, with_cube=True),
        "sees": list(sees),
        "seen_by": [zone_id for zone_id in found.order if zone_id in viewers],
    }


def _figure(scenario: Scenario, figure_id: str) -> Figure:
    found = next((f for f in scenario.figures if f.id == figure_id), None)
    if found is None:
        raise error("board.unknown_figure", figure=figure_id)
    return found


def _origin(board: ZoneBoard, zone: str | None, moving: Figure | None) -> str:
    if zone is None and moving is not None:
        if not moving.deployed or moving.zone is None:
            raise error("board.figure_not_on_board", figure=moving.id)
        zone = moving.zone
    if zone is None:
        raise error("board.no_origin")
    if board.zone(zone) is None:
        raise error("board.unknown_zone", zone=zone)
    return zone


def _movement(scenario: Scenario, figure: Figure) -> int:
    unit = scenario.unit(figure.unit)
    profile = None if unit is None else unit.profile
    return profile.movement if isinstance(profile, SoloProfile) else SoloProfile().movement


def _entries(found: PathResult, budget: int | None, *, with_cube: bool) -> list[dict[str, Any]]:
    entries = []
    for zone_id in found.reached():
        cost = found.costs[zone_id]
        if budget is not None and cost > budget and not with_cube:
            continue
        entry: dict[str, Any] = {"zone": zone_id, "cost": cost, "path": list(found.path(zone_id))}
        if with_cube:
            entry["needs_cube"] = budget is not None and cost > budget
        entries.append(entry)
    return entries
