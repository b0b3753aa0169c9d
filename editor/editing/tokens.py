"""Objectives and figures on a zone board: place them in zones, move them from zone to zone,
and delete the selection (zones and tokens) without leaving a reference dangling.

On a zone board a token stands *in a zone* (the scene lays tokens out beside the zone's
marker), so a move sets the zone and clears any stored point, and a moved figure is deployed.
New objectives are numbered after the highest number in use and named in both languages from
the message catalogue (``editor.model.tokens.new_objective``); a new hero figure takes the next
hero number (ties, SOLO-TIE step 2). A token the mission names is not deleted: the deletion
goes on without it and says where it is named (``refusals``), so the mission never names a
token that is gone. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable

from editor.documents.addresses import ById
from editor.editing.borders import delete_walls
from editor.editing.edit import Edit, Plan, zone_board
from editor.editing.zones import TOKEN_COLLECTIONS, delete_zones
from editor.messages import Message, error
from editor.model.mission import Figure
from editor.model.references import users_of_token
from editor.model.tokens import fresh_id, new_objective
from editor.model.units import Side

Token = tuple[str, str]
"""A token as the editors name it: ``("objective", id)`` or ``("figure", id)``."""


class MoveToken(Edit):
    """Put the token ``kind``/``token_id`` in the zone ``zone_id``: its stored point is
    cleared, and a figure is deployed. A token no longer in the scenario is left alone."""

    label = "board.move_token"

    def __init__(self, kind: str, token_id: str, zone_id: str):
        super().__init__()
        self.kind, self.token_id, self.zone_id = kind, token_id, zone_id

    def plan(self, plan: Plan) -> None:
        collection = TOKEN_COLLECTIONS[self.kind]
        items = getattr(plan.scenario, collection)
        item = next((t for t in items if t.id == self.token_id), None)
        if item is None:
            return
        moved = dataclasses.replace(item, zone=self.zone_id, position=None)
        if self.kind == "figure":
            moved = dataclasses.replace(moved, deployed=True)
        plan.set((collection, ById(self.token_id)), moved)


class PlaceObjective(Edit):
    """A new objective of ``side`` in the zone ``zone_id``; ``objective_id`` names it once
    planned."""

    label = "board.place_objective"

    def __init__(self, side: Side, zone_id: str):
        super().__init__()
        self.side, self.zone_id = Side(side), zone_id
        self.objective_id: str | None = None

    def plan(self, plan: Plan) -> None:
        zone_board(plan.scenario)
        objective = new_objective(plan.scenario, self.side, zone=self.zone_id)
        self.objective_id = objective.id
        plan.insert(("objectives",), objective)


class PlaceFigure(Edit):
    """A new figure of the unit ``unit_id`` in the zone ``zone_id``, of the unit's side (a
    hero takes the next hero number); refused with ``board.choose_unit`` without a unit of
    the scenario. ``figure_id`` names it once planned."""

    label = "board.place_figure"

    def __init__(self, unit_id: str | None, zone_id: str):
        super().__init__()
        self.unit_id, self.zone_id = unit_id, zone_id
        self.figure_id: str | None = None

    def plan(self, plan: Plan) -> None:
        scenario = plan.scenario
        zone_board(scenario)
        unit = scenario.unit(self.unit_id) if self.unit_id else None
        if unit is None:
            raise error("board.choose_unit")
        number = None
        if unit.side is Side.HERO:
            heroes = (f.number or 0 for f in scenario.figures if f.side is Side.HERO)
            number = max(heroes, default=0) + 1
        self.figure_id = fresh_id(unit.id, {f.id for f in scenario.figures})
        figure = Figure(self.figure_id, unit.id, unit.side, number, zone=self.zone_id)
        plan.insert(("figures",), figure)


class DeleteSelection(Edit):
    """Delete the zones ``zone_ids`` (as ``DeleteZones`` does), the walls ``wall_ids`` (as
    ``DeleteWalls`` does) and the ``tokens``, except the tokens the mission names: each of
    those is kept, and ``refusals`` holds a ``board.token_in_use`` message saying where it is
    named. The label says what went: zones, a wall, tokens, or several kinds."""

    label = "board.delete_selection"

    def __init__(
        self,
        zone_ids: Iterable[str] = (),
        tokens: Iterable[Token] = (),
        wall_ids: Iterable[str] = (),
    ):
        super().__init__()
        self.zone_ids = frozenset(zone_ids)
        self.tokens = tuple(tokens)
        self.wall_ids = frozenset(wall_ids)
        self.refusals: list[Message] = []

    def plan(self, plan: Plan) -> None:
        scenario = plan.scenario
        zone_board(scenario)
        doomed, self.refusals = unnamed_tokens(scenario, self.tokens)
        kinds = [
            label
            for label, present in (
                ("board.delete_zone", self.zone_ids),
                ("board.delete_wall", self.wall_ids),
                ("board.delete_token", doomed),
            )
            if present
        ]
        self.label = kinds[0] if len(kinds) == 1 else "board.delete_selection"
        for kind, collection in TOKEN_COLLECTIONS.items():
            ids = {token_id for k, token_id in doomed if k == kind}
            items = getattr(plan.scenario, collection)
            for index in sorted((i for i, t in enumerate(items) if t.id in ids), reverse=True):
                plan.remove((collection,), index)
        if self.wall_ids:
            delete_walls(plan, self.wall_ids)
        if self.zone_ids:
            delete_zones(plan, self.zone_ids)



def unnamed_tokens(scenario, tokens: Iterable[Token]) -> tuple[list[Token], list[Message]]:
    """The ``tokens`` no mission condition or event names, which may be deleted, and a
    ``board.token_in_use`` refusal saying where each of the others is named."""
    tokens = list(tokens)
    users = {token: users_of_token(scenario, *token) for token in tokens}
    refusals = [
        Message(
            "board.token_in_use",
            {"name": token_name(scenario, token), "places": ", ".join(users[token])},
        )
        for token in tokens
        if users[token]
    ]
    return [token for token in tokens if not users[token]], refusals


def token_name(scenario, token: Token):
    """What the author calls the token: an objective's name, else its id."""
    kind, token_id = token
    if kind == "objective":
        objective = next((o for o in scenario.objectives if o.id == token_id), None)
        if objective is not None and objective.name:
            return objective.name
    return token_id
