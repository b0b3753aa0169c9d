"""What the table shows when a figure is selected, as a model: ``TableOverlays``.

PRODUCT §4 "Play (free tables)": where the figure can go (the movement region, and the regions
of actions that move it otherwise, such as an Eisdrachen climb), the range of each weapon, its
frontal arc, the line of sight to each enemy with the cover class and the visible share, and
the radii an action uses (the Eisdrachen automatic contact of « 5) Corps à corps »). Computed
by the queries of ``editor.table`` with the rule system's ``TableRules``; the play window draws
it off the GUI thread through one lookup table. Regions are shapely geometries in millimetres.
Pure core.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import shapely

from editor.messages import error
from editor.model.table import CoverClass
from editor.model.text import Text
from editor.rules.table_game.action_rule import EngineView
from editor.rules.table_game.state import TableState
from editor.table.arcs import in_front_arc, in_rear_arc
from editor.table.measure import base_distance, in_melee_reach, in_range
from editor.table.sight import lines_of_sight


@dataclass(frozen=True, slots=True)
class WeaponRange:
    index: int
    """In the figure's profile weapons."""
    name: Text
    range_mm: float


@dataclass(frozen=True, slots=True)
class Radius:
    key: str
    """Message key naming it (``table_game.radius.melee``)."""
    radius_mm: float
    rule: str


@dataclass(frozen=True, slots=True)
class SightLine:
    """The selected figure's view of one enemy."""

    target: str
    distance_mm: float
    """Base to base."""
    in_arc: bool
    clear: bool
    """It may be targeted (in the arc, and by « Les Couverts »)."""
    rule: str | None
    """Which sentence makes it a target (``editor.table.sight.SightRule``), None if none."""
    visible: float
    """The share of the target's samples seen, 0 to 1."""
    cover: CoverClass
    cover_bonus: int
    behind: bool
    """The selected figure stands in the target's rear arc (« Le Tir dans le dos »)."""
    weapons: tuple[int, ...]
    """The weapons that reach it (ranged by range, melee ones in reach)."""
    melee: bool


@dataclass(frozen=True)
class TableOverlays:
    figure: str
    position: tuple[float, float]
    facing_deg: float
    elevation_mm: float
    arc_deg: float
    movement: dict[str, shapely.Geometry] = field(default_factory=dict)
    """Region by action name: ``move`` and, where a rule system has one, ``climb``."""
    weapon_ranges: tuple[WeaponRange, ...] = ()
    sight: tuple[SightLine, ...] = ()
    radii: tuple[Radius, ...] = ()


def figure_overlays(engine: EngineView, state: TableState, figure_id: str) -> TableOverlays:
    """The overlays of ``figure_id`` in ``state`` (``table_game.figure_not_on_table`` when it is
    out or not on the table)."""
    game = engine.game
    viewer = game.view(state, figure_id)
    if viewer is None:
        raise error("table_game.figure_not_on_table", where="figure", figure=figure_id[:60])
    rules = game.rules
    others = tuple(f for f in game.views(state) if f.id != viewer.id)
    reach = engine.movement(state, figure_id)
    assert reach is not None
    movement = {"move": reach.region, **engine.extra_reach(state, figure_id)}
    ranges = tuple(
        WeaponRange(i, w.name, w.range_mm)
        for i, w in enumerate(viewer.weapons)
        if w.range_mm is not None
    )
    lines = []
    enemies = [f for f in sorted(others, key=lambda f: (base_distance(viewer, f), f.id))
               if f.side != viewer.side]
    sights = lines_of_sight(game.terrain_at(state), viewer, enemies, others, rules)
    for other, sight in zip(enemies, sights):
        arc = in_front_arc(viewer, other.position, rules.frontal_arc_deg)
        melee = in_melee_reach(viewer, other, rules)
        weapons = tuple(
            i for i, w in enumerate(viewer.weapons)
            if (melee if w.range_mm is None else in_range(viewer, other, w.range_mm))
        )
        lines.append(SightLine(
            target=other.id,
            distance_mm=base_distance(viewer, other),
            in_arc=arc,
            clear=arc and sight.clear,
            rule=None if sight.rule is None else sight.rule.value,
            visible=sight.visible_fraction,
            cover=sight.cover,
            cover_bonus=rules.cover_bonus(sight.cover),
            behind=in_rear_arc(other, viewer.position, rules.frontal_arc_deg),
            weapons=weapons,
            melee=melee,
        ))
    radii = ()
    if rules.melee_reach_mm is not None and math.isfinite(rules.melee_reach_mm):
        radii = (Radius("table_game.radius.melee", viewer.radius_mm + rules.melee_reach_mm,
                        engine.melee_rule),)
    return TableOverlays(
        figure=viewer.id,
        position=viewer.position,
        facing_deg=viewer.facing_deg,
        elevation_mm=viewer.elevation_mm,
        arc_deg=rules.frontal_arc_deg,
        movement=movement,
        weapon_ranges=ranges,
        sight=tuple(lines),
        radii=radii,
    )
