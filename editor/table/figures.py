"""A figure as the free-table queries see it: its profile resolved into millimetres, in 3D.

The model keeps a figure (position, facing) apart from its unit's profile (speed in pas or cm,
weapon ranges, base size, figure height); every query here needs both, in millimetres, so they
are joined once. The figure also gets its height above the table: a figure whose base centre
is on a piece with a flat top stands on top of it (``Terrain.level_at``), so a sniper on the
watch tower looks over what hides her comrades on the ground. Both profiles carry a base
diameter and a figure height (defaults 25 mm and 30 mm: a common infantry base and a 28 mm
scale infantryman).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from editor.messages import error
from editor.model.geometry import Point
from editor.model.mission import Figure
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.model.text import Text
from editor.model.units import (
    DEFAULT_BASE_MM,
    DEFAULT_FIGURE_HEIGHT_MM,
    D20Profile,
    EisdrachenProfile,
    Side,
)
from editor.table.terrain import Terrain
from editor.table.units import cm_to_mm, pas_to_mm


@dataclass(frozen=True, slots=True)
class TableWeapon:
    name: Text
    range_mm: float | None
    """Maximum range ("Portée"); None for a close-combat weapon (D20 "CàC")."""


@dataclass(frozen=True, slots=True)
class TableFigure:
    """One figure on the table with the numbers the queries need, all in millimetres."""

    id: str
    side: Side
    position: Point
    facing_deg: float = 0.0
    """0 = up (towards y = 0), clockwise, as ``Figure.facing_deg``."""
    base_mm: float = DEFAULT_BASE_MM
    """Base diameter."""
    speed_mm: float = 0.0
    """Eisdrachen speed V or D20 Mouvement."""
    height_mm: float = DEFAULT_FIGURE_HEIGHT_MM
    """From the base to the top of the head."""
    weapons: tuple[TableWeapon, ...] = ()
    can_crawl: bool = True
    """Eisdrachen "ramper ... est impossible pour tout porteur d'armes lourdes"."""
    elevation_mm: float = 0.0
    """Height of what it stands on: a flat top, or the ground (0)."""
    standing_on: str | None = None
    """Id of the flat-topped piece it stands on, if any."""

    @property
    def radius_mm(self) -> float:
        return self.base_mm / 2

    @property
    def top_mm(self) -> float:
        """Height of the top of its head above the table."""
        return self.elevation_mm + self.height_mm


def require_free_table(scenario: Scenario) -> FreeTable:
    """The scenario's free table; a zone board is refused with ``table.not_a_free_table``."""
    if not isinstance(scenario.board, FreeTable):
        raise error("table.not_a_free_table", where="board", scenario=scenario.name)
    return scenario.board


def table_figure(scenario: Scenario, figure: Figure, terrain: Terrain | None = None) -> TableFigure:
    """``figure`` joined with its unit's Eisdrachen or D20 profile (refused otherwise), standing
    on the terrain of the scenario's table (``terrain``, when already built)."""
    table = require_free_table(scenario)
    where = f"figures[{scenario.figures.index(figure)}]"
    if not figure.deployed or figure.position is None:
        raise error("table.figure_not_placed", where=where, figure=figure.id)
    unit = scenario.unit(figure.unit)
    profile = unit.profile if unit is not None else None
    position = (float(figure.position[0]), float(figure.position[1]))
    level = (terrain if terrain is not None else Terrain.of(table)).level_at(position)
    placed = TableFigure(
        id=figure.id,
        side=figure.side,
        position=position,
        facing_deg=float(figure.facing_deg),
        elevation_mm=level.height_mm,
        standing_on=level.piece_id,
    )
    if isinstance(profile, D20Profile):
        return replace(
            placed,
            base_mm=float(profile.base_mm),
            height_mm=float(profile.height_mm),
            speed_mm=cm_to_mm(profile.movement_cm),
            weapons=tuple(
                TableWeapon(w.name, None if w.range_cm is None else cm_to_mm(w.range_cm))
                for w in profile.weapons
            ),
        )
    if isinstance(profile, EisdrachenProfile):
        return replace(
            placed,
            base_mm=float(profile.base_mm),
            height_mm=float(profile.height_mm),
            speed_mm=pas_to_mm(profile.speed, table),
            weapons=tuple(
                TableWeapon(w.name, None if w.range_pas is None else pas_to_mm(w.range_pas, table))
                for w in profile.weapons
            ),
            can_crawl=not profile.heavy_weapon,
        )
    raise error("table.no_table_profile", where=f"{where}.unit", figure=figure.id, unit=figure.unit)


def placed_figures(scenario: Scenario, terrain: Terrain | None = None) -> tuple[TableFigure, ...]:
    """Every deployed figure with a position, in scenario order (the others wait off table)."""
    terrain = terrain if terrain is not None else Terrain.of(require_free_table(scenario))
    return tuple(
        table_figure(scenario, f, terrain)
        for f in scenario.figures
        if f.deployed and f.position is not None
    )


def find_figure(scenario: Scenario, figure_id: str, terrain: Terrain | None = None) -> TableFigure:
    """The figure ``figure_id`` on the table; a clear error when unknown or not placed."""
    for figure in scenario.figures:
        if figure.id == figure_id:
            return table_figure(scenario, figure, terrain)
    raise error("table.unknown_figure", where="figures", figure=figure_id)
