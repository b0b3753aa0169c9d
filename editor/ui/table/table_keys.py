"""What the free-table scene's keys and layers mean: which items a change record names, which
item a checker culprit is, and the small derivations the scene and the tools share.

A key names one drawn thing: ``("piece", id)``, ``("figure", id)``, ``("objective", id)``,
``("background",)`` or ``("table",)``. A layer is a group of items refreshed together; a
change record's paths select the layers (``layers_named``, read as the board scene reads them:
``scene_base.layers_named``). Lookups over model values, no document.
"""

from __future__ import annotations

from collections.abc import Sequence

import shapely

from editor.documents.paths import ById
from editor.model.geometry import Point
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.ui.board import scene_base
from editor.ui.board.scene_base import Key

__all__ = [
    "LAYERS",
    "Key",
    "figure_text",
    "layers_named",
    "on_table",
    "piece_anchor",
    "piece_on_table",
    "scene_key",
    "table_of",
]

LAYERS = frozenset({"table", "labels", "background", "pieces", "figures", "objectives"})
_BOARD_LAYERS = {
    "terrain": {"pieces"},
    "width_mm": {"table"},
    "height_mm": {"table"},
    "unit": {"table", "labels"},
    "mm_per_pas": {"table", "labels"},
    "background": {"background"},
}
_SCENARIO_LAYERS = {
    "figures": {"figures"},
    "units": {"figures"},
    "objectives": {"objectives"},
    "images": {"background"},
}


def layers_named(paths: Sequence[tuple]) -> frozenset[str]:
    """The scene layers a change record's paths can affect (all of them for an empty record)."""
    return scene_base.layers_named(paths, LAYERS, _BOARD_LAYERS, _SCENARIO_LAYERS)


def scene_key(culprit: tuple) -> Key | None:
    """The scene key of a checker culprit path, or None when the culprit is not drawn."""
    if len(culprit) >= 3 and culprit[:2] == ("board", "terrain") and isinstance(culprit[2], ById):
        return ("piece", culprit[2].id)
    if (
        len(culprit) >= 2
        and culprit[0] in ("objectives", "figures")
        and isinstance(culprit[1], ById)
    ):
        return (culprit[0][:-1], culprit[1].id)
    return None


def piece_anchor(polygon: Sequence[Point]) -> Point:
    """Where a piece's tag goes: a point inside it, or its box's centre if it is degenerate."""
    try:
        shape = shapely.Polygon(polygon)
        if shape.is_valid and shape.area > 0:
            point = shapely.point_on_surface(shape)
            return (point.x, point.y)
    except (ValueError, shapely.errors.GEOSException):
        pass
    xs = [p[0] for p in polygon] or [0.0]
    ys = [p[1] for p in polygon] or [0.0]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)


def table_of(scenario: Scenario | None) -> FreeTable:
    board = scenario.board if scenario is not None else None
    return board if isinstance(board, FreeTable) else FreeTable()


def on_table(table: FreeTable, point: Point) -> bool:
    """Whether a figure or objective at ``point`` stands on the table (its edge included)."""
    return 0.0 <= point[0] <= table.width_mm and 0.0 <= point[1] <= table.height_mm


def piece_on_table(table: FreeTable, polygon: Sequence[Point]) -> bool:
    """Whether some of a terrain piece lies on the table: a piece may hang over the edge, but
    one entirely off it is lost to the players."""
    box = shapely.box(0.0, 0.0, table.width_mm, table.height_mm)
    try:
        return shapely.Polygon(polygon).intersection(box).area > 0
    except (ValueError, shapely.errors.GEOSException):
        return any(on_table(table, point) for point in polygon)


def figure_text(number: int | None, unit_name: str) -> str:
    """What a figure shows: its hero number, else its unit's initials (at most two)."""
    if number is not None:
        return str(number)
    words = [w for w in unit_name.replace("-", " ").split() if w[:1].isalnum()]
    return "".join(w[0] for w in words[:2]).upper() or "?"
