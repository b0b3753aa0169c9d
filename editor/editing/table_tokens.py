"""What stands on a free table, and moves on it: place figures and objectives, move the
selection, turn a figure, delete the selection (PRODUCT §4: "figures with base, height and
facing").

Figures and objectives stand at points; they stay on the table (a placement or a move that would
take one off it is refused, so the checker never has to warn that one "stands outside the
table"), and a terrain piece may hang over the edge but never leave the table entirely. A new
figure faces the far side of the table; a new hero figure takes the number after the highest
hero number in use; new objectives are numbered and named as the zone board's
(``editor.model.tokens.new_objective``). As on a zone board, a figure or an objective the
mission names is not deleted: the deletion goes on without it and says where it is named. A drag
is one gesture: each pointer move executes a ``MoveTableItems`` from where the dragged things
stood when it began, in the gesture's undo step. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from editor.documents.addresses import ById, Path
from editor.documents.commands import SetValue
from editor.editing.edit import Edit, Plan
from editor.editing.tokens import unnamed_tokens
from editor.messages import Message, error
from editor.model.geometry import Point
from editor.model.mission import Figure
from editor.model.tokens import fresh_id, new_objective
from editor.model.units import Side
from editor.table.figures import require_free_table
from editor.table.placing import on_table, piece_on_table

Key = tuple[str, str]
"""A thing on the table as the editor names it: ``("piece" | "figure" | "objective", id)``."""

COLLECTIONS: dict[str, Path] = {
    "piece": ("board", "terrain"),
    "figure": ("figures",),
    "objective": ("objectives",),
}
_MOVE_LABELS = {
    "piece": "table_editor.move_piece",
    "figure": "table_editor.move_figure",
    "objective": "table_editor.move_objective",
}
_DELETE_LABELS = {
    "piece": "table_editor.delete_piece",
    "figure": "table_editor.delete_figure",
    "objective": "table_editor.delete_objective",
}
_OFF_TABLE = {
    "figure": "table_editor.figure_off_table",
    "objective": "table_editor.objective_off_table",
}


def item_path(key: Key, field: str) -> Path:
    """The model path of ``field`` of the piece, figure or objective ``key``."""
    return (*COLLECTIONS[key[0]], ById(key[1]), field)


def move_label(keys: Iterable[Key]) -> str:
    """The undo label of a drag of ``keys``: what one thing is, or "move selection"."""
    keys = list(keys)
    return _MOVE_LABELS[keys[0][0]] if len(keys) == 1 else "table_editor.move_selection"


class MoveTableItems(Edit):
    """Move the pieces, figures and objectives of ``origins`` (key → polygon of a piece, or
    point of a token, when the drag began; None for a token without a point) by (``dx``,
    ``dy``); refused with ``table_editor.move_off_table`` when a figure or an objective would
    leave the table, or a piece would leave it entirely."""

    def __init__(self, origins: Mapping[Key, Any], dx: float, dy: float):
        super().__init__()
        self.origins, self.dx, self.dy = dict(origins), dx, dy
        self.label = move_label(self.origins) if self.origins else "table_editor.move_selection"

    def plan(self, plan: Plan) -> None:
        table = require_free_table(plan.scenario)
        moved: dict[Key, Any] = {}
        for key, origin in self.origins.items():
            if origin is None:
                continue
            if key[0] == "piece":
                polygon = tuple((x + self.dx, y + self.dy) for x, y in origin)
                if not piece_on_table(table, polygon):
                    raise error("table_editor.move_off_table")
                moved[key] = polygon
            else:
                point = (origin[0] + self.dx, origin[1] + self.dy)
                if not on_table(table, point):
                    raise error("table_editor.move_off_table")
                moved[key] = point
        for key, value in moved.items():
            plan.set(item_path(key, "polygon" if key[0] == "piece" else "position"), value)


class MoveTableToken(Edit):
    """Stand the figure or objective ``key`` at ``point``; refused with
    ``table_editor.figure_off_table`` or ``table_editor.objective_off_table`` off the table."""

    def __init__(self, key: Key, point: Point):
        super().__init__()
        self.key, self.point = key, point
        self.label = _MOVE_LABELS[key[0]]

    def plan(self, plan: Plan) -> None:
        if not on_table(require_free_table(plan.scenario), self.point):
            raise error(_OFF_TABLE[self.key[0]])
        plan.set(item_path(self.key, "position"), self.point)


class PlaceTableFigure(Edit):
    """A new figure of the unit ``unit_id`` (else the scenario's first unit) standing at
    ``point``, facing the far side of the table; refused with ``table_editor.figure_off_table``
    off the table and ``table_editor.no_unit`` in a scenario without units. ``key`` names it
    once planned."""

    label = "table_editor.place_figure"

    def __init__(self, unit_id: str | None, point: Point):
        super().__init__()
        self.unit_id, self.point = unit_id, point
        self.key: Key | None = None

    def plan(self, plan: Plan) -> None:
        scenario = plan.scenario
        table = require_free_table(scenario)
        if not on_table(table, self.point):
            raise error("table_editor.figure_off_table")
        unit = scenario.unit(self.unit_id) if self.unit_id else None
        if unit is None:
            unit = scenario.units[0] if scenario.units else None
        if unit is None:
            raise error("table_editor.no_unit")
        figure_id = fresh_id(unit.id, {f.id for f in scenario.figures})
        numbers = [f.number for f in scenario.figures if f.side is unit.side and f.number]
        number = max(numbers) + 1 if numbers and unit.side is Side.HERO else None
        facing = 0.0 if self.point[1] >= table.height_mm / 2 else 180.0
        figure = Figure(
            figure_id, unit.id, unit.side, number=number, position=self.point, facing_deg=facing
        )
        plan.insert(("figures",), figure)
        self.key = ("figure", figure_id)


class PlaceTableObjective(Edit):
    """A new objective of ``side`` lying at ``point``; refused with
    ``table_editor.objective_off_table`` off the table. ``key`` names it once planned."""

    label = "table_editor.place_objective"

    def __init__(self, side: Side, point: Point):
        super().__init__()
        self.side, self.point = Side(side), point
        self.key: Key | None = None

    def plan(self, plan: Plan) -> None:
        if not on_table(require_free_table(plan.scenario), self.point):
            raise error("table_editor.objective_off_table")
        objective = new_objective(plan.scenario, self.side, position=self.point)
        plan.insert(("objectives",), objective)
        self.key = ("objective", objective.id)


class TurnFigure(SetValue):
    """Set the facing of the figure ``figure_id`` (degrees, 0 = up, clockwise). Turns pushed
    with the same ``merge_key`` (notches of the wheel) merge into one undo step."""

    def __init__(self, figure_id: str, facing_deg: float, merge_key: str | None = None):
        super().__init__(
            ("figures", ById(figure_id), "facing_deg"),
            facing_deg,
            "table_editor.turn_figure",
            merge_key=merge_key,
        )


class DeleteTableItems(Edit):
    """Delete the pieces, figures and objectives ``keys`` (other keys are ignored), except the
    figures and objectives the mission names: each of those is kept, and ``refusals`` holds a
    ``board.token_in_use`` message saying where it is named."""

    def __init__(self, keys: Iterable[Key]):
        super().__init__()
        self.keys = [key for key in keys if key[0] in COLLECTIONS]
        self.refusals: list[Message] = []
        self.label = (
            _DELETE_LABELS[self.keys[0][0]]
            if len(self.keys) == 1
            else "table_editor.delete_selection"
        )

    def plan(self, plan: Plan) -> None:
        scenario = plan.scenario
        table = require_free_table(scenario)
        tokens = [key for key in self.keys if key[0] != "piece"]
        kept, self.refusals = unnamed_tokens(scenario, tokens)
        going = [key for key in self.keys if key[0] == "piece" or key in kept]
        for kind, path in COLLECTIONS.items():
            ids = {key[1] for key in going if key[0] == kind}
            if not ids:
                continue
            items = table.terrain if kind == "piece" else getattr(scenario, path[0])
            doomed = (i for i, item in enumerate(items) if item.id in ids)
            for index in sorted(doomed, reverse=True):
                plan.remove(path, index)
