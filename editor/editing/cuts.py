"""Split a zone by a line, and merge adjacent zones into one (PRODUCT §4: "draw, split, merge
and reshape zone polygons").

Split: the line must cross exactly one zone from edge to edge (``editor.board.cuts``). The
zone keeps its id, references and settings on the part holding its LOS marker (else the larger
part); the other part becomes a new zone with a fresh id, the same terrain and elevation, and
its own LOS marker inside it. The cut's ends become corners of the neighbours they lie on, so
edges stay shared exactly; the new zone inherits the old zone's border settings along the
edges it took over, and the author's LOS overrides of the old zone (both were that zone when
the author decided them), which the new part takes in the old zone's place.

Merge: the union of the zones must be one simple polygon (zones touching only at a corner, or
not at all, are refused). The first zone is kept; figures and objectives in the others move
into it, it becomes a reinforcement zone if any of them was one, their border settings carry
over where the kept zone had no border of its own, and their LOS overrides are rewritten to it
(dropped when they become a zone seeing itself, or when two of them now disagree about the
same pair, which leaves that pair to the derived LOS).

Each is one undo step with the re-derived borders; a refusal (a message key) changes nothing.
Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

import numpy as np

from editor.board import snapping
from editor.board.adjacency import rederive_borders
from editor.board.cuts import TOLERANCE, cut_outline, keeper, marker_inside, merged_outline
from editor.editing.edit import Edit, Plan, zone_board, zone_path
from editor.editing.zones import drop_stale_los, share_corners
from editor.messages import error
from editor.model.board import Border, LosOverride, Zone
from editor.model.geometry import Point
from editor.model.text import Text
from editor.model.tokens import fresh_id


class SplitZone(Edit):
    """Cut the one zone the segment ``start``–``end`` crosses in two; refused with
    ``board.split_several_zones`` when it cuts more than one, ``board.split_no_zone`` when it
    cuts none. ``zone_ids`` names the two parts (kept first) once planned."""

    label = "board.split_zone"

    def __init__(self, start: Point, end: Point):
        super().__init__()
        self.start, self.end = start, end
        self.zone_ids: tuple[str, str] | None = None

    def plan(self, plan: Plan) -> None:
        board = zone_board(plan.scenario)
        start, end = self.start, self.end
        cuts = []
        if np.hypot(end[0] - start[0], end[1] - start[1]) > TOLERANCE:
            for index in snapping.near_zones(board, (start, end)):
                parts = cut_outline(board.zones[index].polygon, start, end)
                if parts is not None:
                    cuts.append((index, parts))
        if len(cuts) != 1:
            raise error("board.split_several_zones" if cuts else "board.split_no_zone")
        index, parts = cuts[0]
        zone = board.zones[index]
        kept, other, marker = keeper(parts, zone.los_marker)
        new_id = fresh_id("zone", {z.id for z in board.zones})
        created = Zone(
            new_id,
            Text.both(f"Zone {len(board.zones) + 1}"),
            other,
            marker_inside(other),
            elevation=zone.elevation,
            difficult=zone.difficult,
            danger=zone.danger,
            water=zone.water,
            promontory=zone.promontory,
        )
        share_corners(plan, other, [p for p in kept if p in other], skip=zone.id)
        plan.set(zone_path(zone.id), dataclasses.replace(zone, polygon=kept, los_marker=marker))
        plan.insert(("board", "zones"), created, index + 1)
        borders = rederive_borders(plan.board, plan.scenario.options.movement)
        plan.set(("board", "borders"), inherited_borders(borders, board.borders, new_id, {zone.id}))
        plan.set(("board", "los_overrides"), copied_overrides(board.los_overrides, zone.id, new_id))
        self.zone_ids = (zone.id, new_id)


class MergeZones(Edit):
    """Merge ``zone_ids`` into the first of them; refused with ``board.merge_too_few`` for
    fewer than two zones with outlines, ``board.merge_not_one_area`` when they do not make one
    area without holes. ``kept`` names the merged zone once planned."""

    label = "board.merge_zones"

    def __init__(self, zone_ids: Iterable[str]):
        super().__init__()
        self.zone_ids = tuple(dict.fromkeys(zone_ids))
        self.kept: str | None = None

    def plan(self, plan: Plan) -> None:
        scenario = plan.scenario
        board = zone_board(scenario)
        zones = [board.zone(z) for z in self.zone_ids]
        zones = [z for z in zones if z is not None and z.polygon]
        if len(zones) < 2:
            raise error("board.merge_too_few")
        outline = merged_outline([z.polygon for z in zones], board)
        if outline is None:
            raise error("board.merge_not_one_area")
        kept, removed = zones[0], {z.id for z in zones[1:]}
        reinforcement = any(z.reinforcement for z in zones)
        merged = dataclasses.replace(kept, polygon=outline, reinforcement=reinforcement)
        plan.set(zone_path(kept.id), merged)
        doomed = (i for i, z in enumerate(board.zones) if z.id in removed)
        for index in sorted(doomed, reverse=True):
            plan.remove(("board", "zones"), index)
        for collection in ("figures", "objectives"):
            items = getattr(scenario, collection)
            moved = tuple(
                dataclasses.replace(item, zone=kept.id) if item.zone in removed else item
                for item in items
            )
            plan.set((collection,), moved)
        overrides = rewritten_overrides(board.los_overrides, kept.id, removed)
        plan.set(("board", "los_overrides"), overrides)
        now = plan.board
        renamed = dataclasses.replace(
            now, borders=renamed_hand_borders(now.borders, kept.id, removed)
        )
        borders = rederive_borders(renamed, scenario.options.movement)
        plan.set(("board", "borders"), inherited_borders(borders, board.borders, kept.id, removed))
        drop_stale_los(plan)
        self.kept = kept.id


def inherited_borders(
    borders: tuple[Border, ...], old: tuple[Border, ...], heir: str, donors: set[str]
) -> tuple[Border, ...]:
    """``borders`` where each border of ``heir`` takes the settings a donor zone had with the
    same neighbour in ``old`` (orientation kept; still derived: it follows an edge), unless
    ``heir`` had its own there."""
    own = {frozenset((b.a, b.b)) for b in old if heir in (b.a, b.b)}
    settings: dict[str, Border] = {}
    for border in old:
        for donor, other in ((border.a, border.b), (border.b, border.a)):
            if donor in donors and other not in donors and other != heir:
                settings.setdefault(other, border)
    result = []
    for border in borders:
        other = border.b if border.a == heir else border.a if border.b == heir else None
        source = settings.get(other) if other is not None else None
        if source is not None and frozenset((heir, other)) not in own:
            border = dataclasses.replace(
                source,
                a=heir if source.a in donors else source.a,
                b=heir if source.b in donors else source.b,
                derived=border.derived,
            )
        result.append(border)
    return tuple(result)


def renamed_hand_borders(
    borders: tuple[Border, ...], kept: str, removed: set[str]
) -> tuple[Border, ...]:
    """Hand-added borders (re-derivation keeps them whatever the geometry) with ``removed``
    zones renamed ``kept``; a border that would join a zone to itself or repeat a pair goes."""
    result, pairs = [], {frozenset((b.a, b.b)) for b in borders if b.derived}
    for border in borders:
        if not border.derived:
            a = kept if border.a in removed else border.a
            b = kept if border.b in removed else border.b
            if a == b or frozenset((a, b)) in pairs:
                continue
            border = dataclasses.replace(border, a=a, b=b)
        result.append(border)
        pairs.add(frozenset((border.a, border.b)))
    return tuple(result)


def copied_overrides(
    overrides: tuple[LosOverride, ...], source: str, copy: str
) -> tuple[LosOverride, ...]:
    """The LOS overrides, each one naming ``source`` followed by the same verdict for ``copy``
    in its place (a zone split in two: both parts were ``source``)."""
    result = []
    for override in overrides:
        result.append(override)
        if override.viewer == source:
            result.append(LosOverride(copy, override.target, override.visible))
        elif override.target == source:
            result.append(LosOverride(override.viewer, copy, override.visible))
    return tuple(result)


def rewritten_overrides(
    overrides: tuple[LosOverride, ...], kept: str, removed: set[str]
) -> tuple[LosOverride, ...]:
    """The LOS overrides with ``removed`` zones renamed ``kept``; self-pairs and pairs whose
    rewritten overrides disagree are dropped."""
    verdicts: dict[tuple[str, str], set[bool]] = {}
    rewritten = []
    for override in overrides:
        viewer = kept if override.viewer in removed else override.viewer
        target = kept if override.target in removed else override.target
        if viewer != target:
            rewritten.append(LosOverride(viewer, target, override.visible))
            verdicts.setdefault((viewer, target), set()).add(override.visible)
    result, seen = [], set()
    for override in rewritten:
        pair = (override.viewer, override.target)
        if len(verdicts[pair]) == 1 and pair not in seen:
            result.append(override)
            seen.add(pair)
    return tuple(result)
