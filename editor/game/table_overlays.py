"""The overlay models of the selected figure, from the rule system's own overlays.

The free-table engine says what the table shows for a selected figure (``engine.overlays(state,
figure)``: ``editor.rules.table_game.overlays.TableOverlays`` — the movement region of each way
of moving, weapon ranges, the frontal arc, a sight line to each enemy with the cover class and
the visible share, the radii its rules use). ``compute_table_overlays`` turns that into the
models of ``table_overlay_models``, the radii the chosen action uses added, keeping only the
toggled kinds. It is a pure function of a ``TableOverlayRequest`` run on the overlay worker's thread
(``editor.ui.play.overlay_worker.OverlayWorker``) with an engine of its own, built for the
worker from the same scenario, seed and setup: the engine caches what it computed, and nothing
else touches that one. Pure core (the window only draws the models), so the geometry stays out
of the UI (PRODUCT §6).

``places_of`` reads where a game state has each figure, for the figures layer.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from editor.game.table_overlay_models import (
    ActionRadius,
    FrontArc,
    RangeRings,
    ReachArea,
    SightLine,
    SightLines,
    TableOverlayKind,
    WeaponRing,
)
from editor.messages import translate
from editor.model.geometry import Point
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.table.arcs import FULL_CIRCLE_DEG
from editor.table.figures import TableFigure, placed_figures
from editor.table.outlines import outlines_of

Models = dict[TableOverlayKind, tuple[object, ...]]
SIMPLIFY_MM = 1.0
"""Region outlines are simplified by a millimetre: no visible loss, far fewer points."""


@dataclass(frozen=True)
class FigurePlace:
    """Where the game has a figure: ``position`` None when it is off the table."""

    id: str
    position: Point | None
    facing_deg: float = 0.0
    out: bool = False


@dataclass(frozen=True)
class TableOverlayRequest:
    engine: Any = field(compare=False)
    """The worker's own engine of the game (``TableEngine``)."""
    state: Any
    kinds: frozenset[TableOverlayKind]
    figure: str | None = None
    """The selected figure: every overlay but the action's radii is its."""
    radii: tuple[ActionRadius, ...] = ()
    """The radii the chosen action uses."""


def places_of(state) -> tuple[FigurePlace, ...]:
    """The figure places of a game state (its ``figures``: id, position, facing_deg, out)."""
    return tuple(
        FigurePlace(
            f.id,
            None if f.position is None else (float(f.position[0]), float(f.position[1])),
            float(f.facing_deg),
            bool(f.out),
        )
        for f in state.figures
    )


def table_figures(scenario: Scenario, places) -> dict[str, TableFigure]:
    """The figures of ``scenario`` standing where ``places`` has them, joined with their
    profiles (base, height, weapons in millimetres)."""
    by_id = {place.id: place for place in places}
    moved = []
    for figure in scenario.figures:
        place = by_id.get(figure.id)
        if place is None or place.out or place.position is None:
            moved.append(replace(figure, deployed=False))
        else:
            moved.append(
                replace(figure, deployed=True, position=place.position, facing_deg=place.facing_deg)
            )
    return {f.id: f for f in placed_figures(replace(scenario, figures=tuple(moved)))}


def compute_table_overlays(request: TableOverlayRequest) -> Models:
    """Every wanted overlay model of ``request`` (pure; run on the worker thread)."""
    kinds, engine, state = request.kinds, request.engine, request.state
    models: Models = {}
    radii = list(request.radii)
    viewer = engine.game.view(state, request.figure) if request.figure else None
    if viewer is not None:
        overlays = engine.overlays(state, viewer.id)
        if TableOverlayKind.REACH in kinds:
            models[TableOverlayKind.REACH] = reach_areas(overlays, viewer)
        if TableOverlayKind.SIGHT in kinds:
            models[TableOverlayKind.SIGHT] = (sight_lines(engine, state, overlays, viewer),)
        if TableOverlayKind.RANGES in kinds:
            rings = range_rings(overlays, viewer)
            models[TableOverlayKind.RANGES] = (rings,) if rings.rings else ()
        if TableOverlayKind.ARC in kinds and overlays.arc_deg < FULL_CIRCLE_DEG:
            table = engine.game.table
            models[TableOverlayKind.ARC] = (
                FrontArc(
                    viewer.id,
                    viewer.position,
                    viewer.facing_deg,
                    overlays.arc_deg,
                    math.hypot(table.width_mm, table.height_mm),
                ),
            )
        radii.extend(
            ActionRadius(
                r.key,
                viewer.position,
                r.radius_mm,
                Text(fr=translate(r.key, "fr"), en=translate(r.key, "en")),
            )
            for r in overlays.radii
        )
    if TableOverlayKind.RADII in kinds and radii:
        models[TableOverlayKind.RADII] = tuple(radii)
    return models


def reach_areas(overlays, viewer: TableFigure) -> tuple[ReachArea, ...]:
    """One area per way of moving, the full move first (drawn underneath)."""
    areas = []
    for rank, (mode, region) in enumerate(overlays.movement.items()):
        if region is None or region.is_empty:
            continue
        budget = viewer.speed_mm if mode == "move" else None
        outline = outlines_of(region, SIMPLIFY_MM)
        areas.append(ReachArea(viewer.id, mode, budget, outline, rank, region))
    return tuple(areas)


def sight_lines(engine, state, overlays, viewer: TableFigure) -> SightLines:
    """A line to every enemy, nearest first, the weapons that reach it by name."""
    lines = []
    for line in overlays.sight:
        target = engine.game.view(state, line.target)
        if target is None:
            continue
        lines.append(
            SightLine(
                target=line.target,
                start=viewer.position,
                end=target.position,
                clear=line.clear,
                in_arc=line.in_arc,
                visible=line.visible,
                cover=line.cover,
                distance_mm=line.distance_mm,
                weapons=tuple(
                    viewer.weapons[i].name for i in line.weapons if 0 <= i < len(viewer.weapons)
                ),
                melee=line.melee,
            )
        )
    return SightLines(viewer.id, viewer.position, tuple(lines))


def range_rings(overlays, viewer: TableFigure) -> RangeRings:
    """A ring per ranged weapon, nearest first (ranges are base to base)."""
    rings = sorted(
        (
            WeaponRing(w.name, w.range_mm, viewer.radius_mm + w.range_mm)
            for w in overlays.weapon_ranges
            if math.isfinite(w.range_mm) and w.range_mm > 0
        ),
        key=lambda ring: ring.range_mm,
    )
    return RangeRings(viewer.id, viewer.position, tuple(rings))
