"""Renaming a unit inside a scenario, with every reference to it (figures, river tiles).

Used when a scenario is imported into a library that already holds another unit of the same
id. Pure model code: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from dataclasses import replace

from editor.model.river import Tile
from editor.model.scenario import Scenario


def rename_unit(scenario: Scenario, old: str, new: str) -> Scenario:
    """``scenario`` with the unit ``old`` called ``new`` in ``units``, ``figures[].unit`` and
    ``river.tiles[].units[].unit``."""
    units = tuple(replace(u, id=new) if u.id == old else u for u in scenario.units)
    figures = tuple(replace(f, unit=new) if f.unit == old else f for f in scenario.figures)
    river = scenario.river
    if river is not None:
        river = replace(river, tiles=tuple(_renamed_in_tile(t, old, new) for t in river.tiles))
    return replace(scenario, units=units, figures=figures, river=river)


def _renamed_in_tile(tile: Tile, old: str, new: str) -> Tile:
    if all(entry.unit != old for entry in tile.units):
        return tile
    units = tuple(replace(e, unit=new) if e.unit == old else e for e in tile.units)
    return replace(tile, units=units)
