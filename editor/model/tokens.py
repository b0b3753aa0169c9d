"""New tokens for the editors: a fresh id and the next number, named in both languages.

The zone-board and free-table tools place objectives the same way (one on a zone, the other at
a point), so both build them here. Pure Python: the name comes from the message catalogue.
"""

from __future__ import annotations

from collections.abc import Collection

from editor.messages import translate
from editor.model.geometry import Point
from editor.model.mission import Objective
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.model.units import Side


def fresh_id(prefix: str, taken: Collection[str]) -> str:
    """``prefix-N`` with the smallest N not taken."""
    number = 1
    while f"{prefix}-{number}" in taken:
        number += 1
    return f"{prefix}-{number}"


def new_objective(
    scenario: Scenario, side: Side, *, zone: str | None = None, position: Point | None = None
) -> Objective:
    """An objective of ``side`` in ``zone`` or at ``position``: the next number, "Objective N"
    / "Objectif N", a fresh ``objective-N`` id."""
    number = max((o.number or 0 for o in scenario.objectives), default=0) + 1
    name = Text(*(translate("board.objective_name", lang, number=number) for lang in ("fr", "en")))
    return Objective(
        fresh_id("objective", {o.id for o in scenario.objectives}),
        side,
        name,
        zone=zone,
        position=position,
        number=number,
    )
