"""What the free-table scene's keys and layers mean: which items a change record names, which
item a checker culprit is, and the small derivations the scene and the tools share (the
geometry of placing things on the table is the core's: ``editor.table.placing``).

A key names one drawn thing: ``("piece", id)``, ``("figure", id)``, ``("objective", id)``,
``("background",)`` or ``("table",)``. A layer is a group of items refreshed together; a
change record's paths select the layers (``layers_named``, read as the board scene reads them:
``scene_base.layers_named``). Lookups over model values, no document.
"""

from __future__ import annotations

from collections.abc import Sequence

from editor.documents.addresses import ById
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.ui.board import scene_base
from editor.ui.board.scene_base import Key

__all__ = [
    "LAYERS",
    "Key",
    "figure_text",
    "layers_named",
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


def table_of(scenario: Scenario | None) -> FreeTable:
    board = scenario.board if scenario is not None else None
    return board if isinstance(board, FreeTable) else FreeTable()


def figure_text(number: int | None, unit_name: str) -> str:
    """What a figure shows: its hero number, else its unit's initials (at most two)."""
    if number is not None:
        return str(number)
    words = [w for w in unit_name.replace("-", " ").split() if w[:1].isalnum()]
    return "".join(w[0] for w in words[:2]).upper() or "?"
