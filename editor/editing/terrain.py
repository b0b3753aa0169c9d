"""Painting terrain and elevation on zones (PRODUCT §4: "terrain (difficult, dangerous,
water), elevation level"; SOLO_AI_SPEC §1.1 on terrain).

``PaintTerrain`` gives zones a terrain flag, takes it away (``erase``), or clears every flag
(plain ground); a dangerous zone keeps its danger (trigger and dice) when painted dangerous
again. ``SetElevation`` gives zones a level, and the borders follow: adjacency defaults to a
climb (from the lower side) between zones of different levels and to open ground between equal
ones (``editor.board.adjacency``), but it is derived when a zone is drawn, usually before its
height is painted. So a border that still has its default settings for the old levels gets the
default for the new ones, in the same undo step; a border the author changed is left alone.

A paint stroke is one gesture: each stretch of the stroke paints the zones it newly crosses,
and an elevation stroke ends with ``FollowElevation`` from the board as the stroke found it
(``SetElevation`` without following on each stretch), so the borders follow the whole stroke
exactly as one ``SetElevation`` of all its zones would. Pure Python: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from enum import StrEnum

from editor.board.adjacency import derive_borders
from editor.editing.edit import Edit, Plan, zone_board, zone_path
from editor.model.board import Border, Danger, Zone, ZoneBoard
from editor.model.options import MovementOptions

ELEVATION_RANGE = (-100, 100)
"""The levels the model accepts (``validation``: zone elevation)."""


class Terrain(StrEnum):
    """What the terrain tool paints: one of the zone's terrain flags, or plain ground."""

    PLAIN = "plain"
    DIFFICULT = "difficult"
    DANGEROUS = "dangerous"
    WATER = "water"
    PROMONTORY = "promontory"


def painted(zone: Zone, terrain: Terrain, erase: bool = False) -> Zone:
    """``zone`` with ``terrain`` added (or removed when ``erase``); plain clears every flag.

    A dangerous zone keeps its danger (trigger and dice) when painted dangerous again."""
    if terrain is Terrain.PLAIN:
        return dataclasses.replace(
            zone, difficult=False, danger=None, water=False, promontory=False
        )
    if terrain is Terrain.DANGEROUS:
        return dataclasses.replace(zone, danger=None if erase else zone.danger or Danger())
    return dataclasses.replace(zone, **{terrain.value: not erase})


def follow_elevation(
    before: ZoneBoard, after: ZoneBoard, options: MovementOptions
) -> tuple[Border, ...]:
    """``after``'s borders, where a border still at its default for ``before``'s levels takes
    its default for ``after``'s (open between equal levels, a climb from the lower side).

    Only the zones whose level changed and their neighbours are re-derived (in board order,
    which orients open borders), so a stroke on a 5,000-zone board stays quick."""
    levels = {zone.id: zone.elevation for zone in before.zones}
    changed = {zone.id for zone in after.zones if levels.get(zone.id) != zone.elevation}
    involved = set(changed)
    for border in after.borders:
        if border.a in changed or border.b in changed:
            involved.update((border.a, border.b))

    def defaults(board: ZoneBoard) -> dict[frozenset[str], Border]:
        zones = tuple(zone for zone in board.zones if zone.id in involved)
        local = dataclasses.replace(board, zones=zones, borders=())
        return {frozenset((b.a, b.b)): b for b in derive_borders(local, options)}

    if not changed:
        return after.borders
    defaults_before, defaults_after = defaults(before), defaults(after)
    borders = []
    for border in after.borders:
        pair = frozenset((border.a, border.b))
        if (
            pair & changed
            and border.derived
            and border == defaults_before.get(pair)
            and pair in defaults_after
        ):
            border = defaults_after[pair]
        borders.append(border)
    return tuple(borders)


class PaintTerrain(Edit):
    """Give ``zone_ids`` the terrain ``terrain`` (take it away when ``erase``); zones that
    already have it, or are gone, are left alone."""

    label = "board.paint_terrain"

    def __init__(self, zone_ids: Iterable[str], terrain: Terrain, erase: bool = False):
        super().__init__()
        self.zone_ids, self.terrain, self.erase = tuple(zone_ids), Terrain(terrain), erase

    def plan(self, plan: Plan) -> None:
        for zone_id in self.zone_ids:
            zone = zone_board(plan.scenario).zone(zone_id)
            if zone is not None:
                plan.set(zone_path(zone_id), painted(zone, self.terrain, self.erase))


class SetElevation(Edit):
    """Give ``zone_ids`` the elevation ``level``; borders still at their default follow the
    new levels (``follow_elevation``), unless ``follow_borders`` is False: a stroke in
    progress, which ``FollowElevation`` ends. The one command for a level typed in the
    Properties panel and a level painted with the elevation tool, so both make the same
    climbs; successive levels with the same ``merge_key`` (a spin box) are one undo step, named
``label`` (a message key) when the caller names it otherwise than a paint stroke."""

    label = "board.paint_elevation"

    def __init__(
        self,
        zone_ids: Iterable[str],
        level: int,
        follow_borders: bool = True,
        merge_key: str | None = None,
        label: str | None = None,
    ):
        super().__init__()
        self.zone_ids, self.level, self.follow_borders = tuple(zone_ids), level, follow_borders
        self.merge_key = merge_key
        self.label = label or self.label

    def plan(self, plan: Plan) -> None:
        before = zone_board(plan.scenario)
        for zone_id in self.zone_ids:
            zone = plan.board.zone(zone_id)
            if zone is not None and zone.elevation != self.level:
                plan.set(zone_path(zone_id, "elevation"), self.level)
        if self.follow_borders:
            follow(plan, before)


class FollowElevation(Edit):
    """Borders still at their default for the levels of ``before`` (the board as a stroke
    found it) take the default for the current levels."""

    label = "board.paint_elevation"

    def __init__(self, before: ZoneBoard):
        super().__init__()
        self.before = before

    def plan(self, plan: Plan) -> None:
        zone_board(plan.scenario)
        follow(plan, self.before)


def follow(plan: Plan, before: ZoneBoard) -> None:
    if plan.board is not before:
        options = plan.scenario.options.movement
        plan.set(("board", "borders"), follow_elevation(before, plan.board, options))
