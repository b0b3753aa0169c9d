"""Checks of where the figures of a free table stand: can each move from where it is placed?

A figure placed where its rules give it no way out starts the game stuck, and the author
rarely means it: on a watch tower higher than it can climb down, in deep water an Eisdrachen
figure may not enter, against a closed door, on top of a palisade, hemmed in by walls. The
movement rules are those of ``editor.table`` (``docs/free-table.md``), with the numbers of the
scenario's rule system and options (``TableRules``, from its plug-in). Figures inside
impassable terrain or off the table have their own warnings (``editor.checker.table``) and
are not reported again here. The checks stay cheap, since the checker runs as the author
edits: only a figure with forbidden ground or a climbed piece within reach gets a small
movement range computed. Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np
import shapely

from editor.checker.findings import Finding, warning
from editor.documents.addresses import ById
from editor.messages import Message, SkirmishError
from editor.model.scenario import Scenario
from editor.model.table import FreeTable, MovementEffect
from editor.table.climbing import climb_range
from editor.table.figures import TableFigure, table_figure
from editor.table.ground import FORBIDDEN, Ground, GroundSample, Mover, terrain_factor
from editor.table.rules import TableRules
from editor.table.terrain import Terrain

PROBE_BASES = 1.0
"""How far (in base diameters) a figure must be able to move not to be "hemmed in"."""
PROBE_DIRECTIONS = 32
PROBE_STEP_MM = 1.0


@dataclass(frozen=True, slots=True)
class _Placed:
    figure: TableFigure
    mover: Mover
    ground: Ground
    here: GroundSample
    """The ground under the figure's centre."""

    @property
    def free(self) -> bool:
        return math.isfinite(float(self.here.weight[0]))


def _placed(scenario: Scenario, rules: TableRules) -> Iterator[_Placed]:
    """The deployed figures on the table, each with the ground it finds where it stands."""
    board = scenario.board
    if not isinstance(board, FreeTable):
        return
    try:
        terrain = Terrain.of(board)
    except SkirmishError:
        return
    for figure in scenario.figures:
        if not figure.deployed or figure.position is None:
            continue
        try:
            placed = table_figure(scenario, figure, terrain)
        except SkirmishError:
            continue
        x, y = placed.position
        if not (0 <= x <= board.width_mm and 0 <= y <= board.height_mm):
            continue  # "figure_off_table"
        mover = Mover.of(placed, rules)
        ground = Ground.of(terrain, mover, placed.position)
        here = ground.sample(np.array([x]), np.array([y]))
        yield _Placed(placed, mover, ground, here)


def check_figure_footing(scenario: Scenario, rules: TableRules) -> list[Finding]:
    """At most one warning per deployed figure, the first that applies, in figure order; the
    figures move by ``rules``, the numbers of the scenario's rule system (its plug-in runs
    this check, ``editor.rules.table_game.plugin``)."""
    found = []
    for placed in _placed(scenario, rules):
        message = (
            _stuck_on_top(placed)
            or _in_forbidden_ground(placed)
            or _on_wall(placed)
            or _hemmed_in(placed)
        )
        if message is not None:
            found.append(warning(message, ("figures", ById(placed.figure.id))))
    return found


def _stuck_on_top(placed: _Placed) -> Message | None:
    """On a climbed top higher than it may climb down (D20 "moins de la moitié de la valeur de
    mouvement"; Eisdrachen "on la divise par 2"), a figure stays there all game."""
    figure, mover = placed.figure, placed.mover
    piece = next(
        (p.piece for p in placed.ground.terrain.pieces if p.piece.id == figure.standing_on), None
    )
    if piece is None or not piece.must_climb:
        return None
    if mover.rules.climb.allows(piece.height_mm, mover.speed_mm):
        return None
    params = {
        "figure": figure.id,
        "piece": piece.id,
        "height": _mm(piece.height_mm),
        "limit": _mm(mover.climb_limit_mm),
    }
    return Message("checker.figure_stuck_on_top", params)


def _in_forbidden_ground(placed: _Placed) -> Message | None:
    """A base on or against ground its rules forbid (deep water, a closed door, wire for a
    heavy weapon, a wall too high to climb) cannot move; impassable pieces are reported apart."""
    figure, ground = placed.figure, placed.ground
    if placed.free:
        return None
    point = shapely.Point(figure.position)
    for p in ground.terrain.pieces:
        forbidden = terrain_factor(p.piece, placed.mover) == FORBIDDEN
        if forbidden and p.piece.movement is not MovementEffect.IMPASSABLE:
            if p.shape.distance(point) < ground.margin_mm:
                params = {"figure": figure.id, "piece": p.piece.id}
                return Message("checker.figure_in_forbidden_ground", params)
    return None


def _on_wall(placed: _Placed) -> Message | None:
    """On a wall without a flat top a move may not end ("stoppe son Mouvement au pied de
    l'obstacle"): the figure was placed mid-climb."""
    figure, ground = placed.figure, placed.ground
    if not placed.free or bool(placed.here.stop[0]):
        return None
    for p in ground.terrain.pieces:
        if p.piece.must_climb and shapely.contains_xy(p.shape, *figure.position):
            return Message("checker.figure_on_wall", {"figure": figure.id, "piece": p.piece.id})
    return None


def _hemmed_in(placed: _Placed) -> Message | None:
    """A figure that may stand where it is but can neither move a base's width in any of
    ``PROBE_DIRECTIONS`` straight lines nor climb."""
    figure, ground, mover = placed.figure, placed.ground, placed.mover
    if not (placed.free and bool(placed.here.stop[0])):
        return None  # not free: the table edge, which has its own warning when off it
    probe = min(figure.speed_mm, PROBE_BASES * figure.base_mm)
    if probe <= 0 or not _crowded(ground, figure, probe) or _steps_out(placed, probe):
        return None
    if not mover.rules.climb.in_movement:
        if not climb_range(ground.terrain, mover, figure.position).region.is_empty:
            return None
    return Message("checker.figure_cannot_move", {"figure": figure.id})


def _steps_out(placed: _Placed, probe: float) -> bool:
    """Some straight move of ``probe`` leaves the start and ends where a move may end."""
    angles = np.linspace(0, 2 * math.pi, PROBE_DIRECTIONS, endpoint=False)
    steps = np.arange(1, math.ceil(probe / PROBE_STEP_MM) + 1) * PROBE_STEP_MM
    x0, y0 = placed.figure.position
    xs = x0 + np.cos(angles)[:, None] * np.minimum(steps, probe)
    ys = y0 + np.sin(angles)[:, None] * np.minimum(steps, probe)
    ground = placed.ground
    sample = ground.sample(xs, ys)
    climbs = ground.heights(sample).costs(sample.level, sample.climbed, sample.over)
    open_line = np.isfinite(sample.weight).all(axis=1) & np.isfinite(climbs)
    return bool((open_line & sample.stop[:, -1]).any())


def _crowded(ground: Ground, figure: TableFigure, probe: float) -> bool:
    """Forbidden ground, the table edge or a climbed piece lies within ``probe`` of the base."""
    table = ground.table
    reach = figure.radius_mm + probe
    x, y = figure.position
    if min(x, y, table.width_mm - x, table.height_mm - y) < reach:
        return True
    disc = shapely.Point(figure.position).buffer(reach)
    near_walls = any(p.piece.must_climb and p.shape.intersects(disc) for p in ground.terrain.pieces)
    return near_walls or any(
        factor == FORBIDDEN and area.intersects(disc) for area, factor in ground.areas
    )


def _mm(value: float) -> str:
    return f"{value:g}"

