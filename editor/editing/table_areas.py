"""Reinforcement areas of a free table as named, undoable commands: the solo rules' « zones de
renfort » (SOLO-RF-1/2), where the villains' reinforcements enter (``docs/solo.md``, "Free
tables").

An area is drawn like a terrain piece (corner by corner, ``editor.editing.table_pieces``): a
drawn area gets a fresh ``area-N`` id and the name "Reinforcement area N" / "Zone de renfort
N"; an outline that crosses itself or has no area is refused. An area can be moved whole,
reshaped (its whole outline, or one corner), renamed and deleted. Whether it lies on the table
and holds a base is validation's (``validation.area_*``), so a drag is never refused for it.
Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Iterable

from editor.documents.addresses import ById, Path
from editor.editing.edit import Edit, Plan
from editor.messages import error, translate
from editor.model.geometry import Point, Polygon
from editor.model.outline import valid_outline
from editor.model.table import TableArea
from editor.model.text import Text
from editor.model.tokens import fresh_id
from editor.table.figures import require_free_table

AREAS: Path = ("board", "reinforcement_areas")


def area_path(area_id: str, field: str = "polygon") -> Path:
    return (*AREAS, ById(area_id), field)


def _area(plan: Plan, area_id: str) -> TableArea | None:
    table = require_free_table(plan.scenario)
    return next((a for a in table.reinforcement_areas if a.id == area_id), None)


class AddReinforcementArea(Edit):
    """Draw a reinforcement area through ``points`` (already snapped); refused with
    ``table_editor.area_crosses_itself``. ``area_id`` names it once planned."""

    label = "table_editor.draw_area"

    def __init__(self, points: Iterable[Point]):
        super().__init__()
        self.points = tuple(points)
        self.area_id: str | None = None

    def plan(self, plan: Plan) -> None:
        table = require_free_table(plan.scenario)
        if not valid_outline(self.points):
            raise error("table_editor.area_crosses_itself")
        self.area_id = fresh_id("area", {a.id for a in table.reinforcement_areas})
        number = len(table.reinforcement_areas) + 1
        name = Text(
            fr=translate("table_editor.new_area_name", "fr", number=number),
            en=translate("table_editor.new_area_name", "en", number=number),
        )
        plan.insert(AREAS, TableArea(self.area_id, self.points, name))


class MoveReinforcementArea(Edit):
    """Move the whole area ``area_id`` by ``(dx, dy)`` millimetres."""

    label = "table_editor.move_area"

    def __init__(self, area_id: str, dx: float, dy: float):
        super().__init__()
        self.area_id, self.dx, self.dy = area_id, dx, dy

    def plan(self, plan: Plan) -> None:
        area = _area(plan, self.area_id)
        if area is not None:
            moved = tuple((x + self.dx, y + self.dy) for x, y in area.polygon)
            plan.set(area_path(self.area_id), moved)


class ReshapeReinforcementArea(Edit):
    """Give the area ``area_id`` the outline ``points``; refused with
    ``table_editor.area_crosses_itself``."""

    label = "table_editor.reshape_area"

    def __init__(self, area_id: str, points: Iterable[Point]):
        super().__init__()
        self.area_id, self.points = area_id, tuple(points)

    def plan(self, plan: Plan) -> None:
        if _area(plan, self.area_id) is None:
            return
        if not valid_outline(self.points):
            raise error("table_editor.area_crosses_itself")
        plan.set(area_path(self.area_id), self.points)


class MoveAreaCorner(Edit):
    """Move corner ``index`` of the area ``area_id`` to ``target``; refused with
    ``table_editor.corner_would_cross`` when the outline would cross itself."""

    label = "table_editor.move_area_corner"

    def __init__(self, area_id: str, index: int, target: Point):
        super().__init__()
        self.area_id, self.index, self.target = area_id, index, target

    def plan(self, plan: Plan) -> None:
        area = _area(plan, self.area_id)
        if area is None or not 0 <= self.index < len(area.polygon):
            return
        reshaped: Polygon = tuple(
            self.target if i == self.index else p for i, p in enumerate(area.polygon)
        )
        if not valid_outline(reshaped):
            raise error("table_editor.corner_would_cross")
        plan.set(area_path(self.area_id), reshaped)


class RenameReinforcementArea(Edit):
    """Give the area ``area_id`` the name ``name`` (both languages)."""

    label = "table_editor.rename_area"

    def __init__(self, area_id: str, name: Text):
        super().__init__()
        self.area_id, self.name = area_id, name

    def plan(self, plan: Plan) -> None:
        if _area(plan, self.area_id) is not None:
            plan.set(area_path(self.area_id, "name"), self.name)


class DeleteReinforcementArea(Edit):
    """Delete the area ``area_id`` (nothing else names an area)."""

    label = "table_editor.delete_area"

    def __init__(self, area_id: str):
        super().__init__()
        self.area_id = area_id

    def plan(self, plan: Plan) -> None:
        table = require_free_table(plan.scenario)
        for index, area in enumerate(table.reinforcement_areas):
            if area.id == self.area_id:
                plan.remove(AREAS, index)
                return
