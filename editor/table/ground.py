"""What moving costs a given figure at any point of a free table: the movement rules.

The cost of a path is its length weighted by the ground under the figure's centre (D20: "Le
mètre ruban peut être courbé", so paths bend freely), plus what its climbs cost. The numbers
come from :class:`TableRules`; one millimetre across a piece costs, by movement effect:

=============  =============================================  ===============================
effect         rule                                           D20 / Eisdrachen
=============  =============================================  ===============================
OPEN           1                                              1 / 1
DIFFICULT      ``difficult_factor``                           2 / 1
WATER (deep)   ``deep_water_factor``; swum in straight lines  2, straight / forbidden
               where ``swim_straight``
SHALLOW_WATER  ``shallow_water`` option: open, difficult, or  difficult / open
               as deep water
CRAWL_ONLY     ``crawl_factor``; forbidden to heavy weapons   2 / 2, forbidden to heavy
               unless ``heavy_weapons_crawl``                 weapons
CLIMB          a piece that must be climbed, see below
IMPASSABLE     forbidden                                      forbidden
closed door    forbidden, whatever the effect                 forbidden
=============  =============================================  ===============================

Heights. A figure stands at the level of the highest flat top under its centre, else on the
ground (:mod:`editor.table.terrain`); walking onto or off a piece that need not be climbed
(a hill, a platform with steps) costs nothing more. The sides of a ``CLIMB`` piece must be
climbed: where climbing is part of a move (``ClimbRule.in_movement``, D20 "Les éléments de
décor peuvent être contournés ou escaladés. Ils constituent alors un «terrain difficile»"),
each millimetre of height climbed up onto or down from its top, or up a wall without a flat
top, costs ``height_factor`` (2), across a wall without a flat top each millimetre costs
``surface_factor`` (2), and a piece at least half the Mouvement high cannot be climbed ("il
faut que leur hauteur mesure moins de la moitié de la valeur de mouvement"): the figure goes
round it. A move cannot stop on a wall without a flat top: with too little move left, "la
figurine stoppe son Mouvement au pied de l'obstacle pour l'escalader à son tour suivant", its
centre anywhere short of the piece (the base may rest against its side, as a figure about to
climb does), so that a climb starts and ends at the piece's outline and the next turn's full
Mouvement always covers it (twice a height under half the Mouvement). Where climbing is an
action of its own (Eisdrachen "Escalader", :mod:`editor.table.climbing`), a move never climbs:
the piece is a wall ("passez à travers les murs"), and a figure on its top walks about on the
top only.

A forbidden piece keeps the whole base out (its outline grown by the base radius, less the
contact tolerance), and the base stays on the table; half-speed pieces count under the
centre, so a move may end inside them ("la figurine stoppe son Mouvement dans le terrain
difficile"). A piece the figure stands on is never forbidden to it: it may leave. Other bases
do not block movement (neither text says they do).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely

from editor.model.geometry import Point
from editor.model.options import ClimbEnding, ShallowWater
from editor.model.table import FreeTable, MovementEffect, TerrainPiece
from editor.table.figures import TableFigure
from editor.table.measure import CONTACT_TOLERANCE_MM
from editor.table.raster import Heights
from editor.table.rules import TableRules
from editor.table.terrain import Terrain, points_in, serialized

FORBIDDEN = math.inf


@dataclass(frozen=True, slots=True)
class Mover:
    """What movement needs to know about the moving figure, and the rules it moves by."""

    rules: TableRules
    speed_mm: float
    """The profile's movement (D20 Mouvement, Eisdrachen V), for the climbing limit."""
    radius_mm: float
    can_crawl: bool = True

    @classmethod
    def of(cls, figure: TableFigure, rules: TableRules) -> Mover:
        return cls(rules, figure.speed_mm, figure.radius_mm, figure.can_crawl)

    @property
    def climb_limit_mm(self) -> float:
        return self.rules.climb.limit_mm(self.speed_mm)


def terrain_factor(piece: TerrainPiece, mover: Mover, climbing: bool = False) -> float:
    """Cost of one millimetre with the centre in ``piece`` (see the table above).

    ``climbing``: the figure is making a climb, so every piece that must be climbed is open to
    it (the climb's height is judged apart).
    """
    rules = mover.rules
    if piece.closed_door:
        return FORBIDDEN
    match piece.movement:
        case MovementEffect.OPEN:
            return 1.0
        case MovementEffect.DIFFICULT:
            return rules.difficult_factor
        case MovementEffect.WATER:
            return rules.deep_water_factor
        case MovementEffect.SHALLOW_WATER:
            return _shallow_factor(rules)
        case MovementEffect.CRAWL_ONLY:
            crawls = mover.can_crawl or rules.heavy_weapons_crawl
            return rules.crawl_factor if crawls else FORBIDDEN
        case MovementEffect.CLIMB:
            if not (climbing or climbable(piece, mover)):
                return FORBIDDEN
            return 1.0 if piece.flat_top else rules.climb.surface_factor
        case _:  # IMPASSABLE
            return FORBIDDEN


def climbable(piece: TerrainPiece, mover: Mover) -> bool:
    """A move of ``mover`` may climb ``piece`` (from the ground, D20's limit)."""
    climb = mover.rules.climb
    return climb.in_movement and climb.allows(piece.height_mm, mover.speed_mm)


def swum(piece: TerrainPiece, rules: TableRules) -> bool:
    """Crossing ``piece`` is a straight swim."""
    deep = piece.movement is MovementEffect.WATER or (
        piece.movement is MovementEffect.SHALLOW_WATER and rules.shallow_water is ShallowWater.DEEP
    )
    return deep and rules.swim_straight and math.isfinite(rules.deep_water_factor)


def _shallow_factor(rules: TableRules) -> float:
    match rules.shallow_water:
        case ShallowWater.OPEN:
            return 1.0
        case ShallowWater.DIFFICULT:
            return rules.difficult_factor
        case _:
            return rules.deep_water_factor


@dataclass(frozen=True, slots=True)
class GroundSample:
    """The ground at a set of points (arrays of one shape)."""

    weight: np.ndarray
    """Cost per millimetre: 1 on open ground, ``inf`` where the centre may not be."""
    level: np.ndarray
    climbed: np.ndarray
    """The level is the top of a piece that must be climbed."""
    over: np.ndarray
    """Height of a climbed wall without a flat top over the point (0 if none)."""
    stop: np.ndarray
    """A move may end there."""
    swim: np.ndarray
    """The point is crossed by straight swims."""


@dataclass(frozen=True, eq=False)
class Ground:
    """The table as one mover finds it, starting from one place."""

    terrain: Terrain
    mover: Mover
    margin_mm: float
    """How far the centre keeps from the table edge and from forbidden pieces."""
    areas: tuple[tuple[shapely.Geometry, float], ...]
    """(area, cost factor) of every piece that is not open ground for the mover."""
    walls: tuple[tuple[shapely.Polygon, float], ...]
    """(outline, height) of the climbable pieces without a flat top."""
    no_stop: tuple[shapely.Geometry, ...]
    """Where a move may pass but not end."""
    swims: tuple[shapely.Polygon, ...]
    climbs: tuple[int, ...]
    """Indices (in ``terrain.pieces``) of the flat tops that must be climbed."""
    climbing: bool

    @classmethod
    @serialized
    def of(
        cls, terrain: Terrain, mover: Mover, start: Point | None = None, climbing: bool = False
    ) -> Ground:
        """The ground for ``mover`` leaving ``start``; ``climbing``: for a climb action."""
        margin = mover.radius_mm - CONTACT_TOLERANCE_MM
        areas, walls, no_stop, swims, climbs = [], [], [], [], []
        for index, placed in enumerate(terrain.pieces):
            piece, shape = placed.piece, placed.shape
            factor = terrain_factor(piece, mover, climbing)
            underfoot = start is not None and shapely.contains_xy(shape, *start)
            if factor == FORBIDDEN and underfoot and piece.must_climb:
                factor = 1.0 if piece.flat_top else mover.rules.climb.surface_factor
            if piece.must_climb and factor != FORBIDDEN:
                if piece.flat_top:
                    climbs.append(index)
                else:
                    walls.append((shape, piece.height_mm))
                    if not (climbing and mover.rules.climb.ending is ClimbEnding.CLING):
                        no_stop.append(shape)
                if climbing and margin > 0:
                    no_stop.append(terrain.grown(index, margin, ring=True))
            if factor != 1.0:
                grow = factor == FORBIDDEN and margin > 0
                areas.append((terrain.grown(index, margin) if grow else shape, factor))
            if swum(piece, mover.rules) and factor != FORBIDDEN:
                swims.append(shape)
        return cls(
            terrain, mover, margin, tuple(areas), tuple(walls), tuple(no_stop), tuple(swims),
            tuple(climbs), climbing,
        )

    @property
    def table(self) -> FreeTable:
        return self.terrain.table

    @serialized
    def weights(self, xs: np.ndarray, ys: np.ndarray) -> np.ndarray:
        """Cost per millimetre at each point: 1 on open ground, ``inf`` where forbidden."""
        table, margin = self.table, self.margin_mm
        on_table = (
            (xs >= margin)
            & (xs <= table.width_mm - margin)
            & (ys >= margin)
            & (ys <= table.height_mm - margin)
        )
        weights = np.where(on_table, 1.0, FORBIDDEN)
        for area, factor in self.areas:
            inside = points_in(area, xs, ys)
            weights[inside] = np.maximum(weights[inside], factor)
        return weights

    @serialized
    def sample(self, xs: np.ndarray, ys: np.ndarray) -> GroundSample:
        """Everything movement needs about the ground at the points ``xs``, ``ys``."""
        level, owner = self.terrain.levels(xs, ys)
        climbed = np.isin(owner, self.climbs)
        over = np.zeros(np.shape(xs))
        for shape, height in self.walls:
            inside = points_in(shape, xs, ys)
            over[inside] = np.maximum(over[inside], height - level[inside])
        stop = np.ones(np.shape(xs), dtype=bool)
        for area in self.no_stop:
            stop &= ~points_in(area, xs, ys, shapely.intersects_xy)
        swim = np.zeros(np.shape(xs), dtype=bool)
        for shape in self.swims:
            swim |= points_in(shape, xs, ys)
        return GroundSample(self.weights(xs, ys), level, climbed, over.clip(0), stop, swim)

    def heights(self, sample: GroundSample) -> Heights:
        """What climbing costs a move over the sampled cells."""
        climb = self.mover.rules.climb
        return Heights(
            level=sample.level,
            climbed=sample.climbed,
            over=sample.over,
            factor=climb.height_factor,
            limit_mm=self.mover.climb_limit_mm,
            inclusive=climb.limit_inclusive,
            allowed=climb.in_movement,
        )
