"""« 12) Sauter » on the table: ``jump``.

« La figurine effectue un saut de 5ps, on effectue un jet, sur 6, le saut fait 4ps au lieu de 5. Le
saut ne permet pas de sauter un mur, il faut l'escalader ou le contourner. »: the player points the
direction (``at``); one d6 rolled by the figure gives the length (``EisdrachenRules.jump_pas``: 5
pas, 4 on a 6) and the figure's centre lands that far along the line from its centre through the
point. Before the roll, the longest jump's line must cross no wall (a piece that cannot be walked
through: impassable, to be climbed, a closed door: ``editor.rules.eisdrachen.blast.is_wall``),
and every length the die may give must land the centre on the table and out of deep water,
the base on no other base. « On peut sauter au dessus d'un piège »: no trap is read here. A jump
lands on the ground (heights are not read). Pure core.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import shapely

from editor.model.table import MovementEffect
from editor.model.text import Text
from editor.rules.eisdrachen.blast import is_wall
from editor.rules.eisdrachen.report import outcomes
from editor.rules.eisdrachen.rules import DIE_SIDES
from editor.rules.eisdrachen.tables import jump_table
from editor.rules.odds import fraction_text
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Area, DiceStage, Evaluation, Reason, TableStep
from editor.rules.table_game.state import TableState
from editor.table.measure import CONTACT_TOLERANCE_MM, EPSILON_MM, centre_distance
from editor.table.placing import on_table
from editor.table.units import pas_to_mm

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "12) Sauter"


class JumpRule(ActionRule):
    name = "jump"
    title_key = "eisdrachen.action.jump"
    rule = RULE
    phases = ("actions",)
    needs = ("at",)

    def landing(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                pas: float) -> tuple[float, float]:
        """Where the centre lands after a jump of ``pas`` towards ``at``."""
        start = engine.game.view(state, action.actor or "")
        assert start is not None and action.at is not None
        dx, dy = action.at[0] - start.position[0], action.at[1] - start.position[1]
        length = math.hypot(dx, dy)
        mm = pas_to_mm(pas, engine.game.table)
        return start.position[0] + dx / length * mm, start.position[1] + dy / length * mm

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        table = jump_table(engine.eis)
        me = engine.game.view(state, action.actor or "")
        assert me is not None
        areas = tuple(Area("landing", self.landing(engine, state, action, pas), me.radius_mm,
                           RULE) for pas in sorted(table))
        odds = {"system": "eisdrachen", "roll": "jump",
                "jump": {str(pas): fraction_text(p) for pas, p in table.items()},
                "outcomes": outcomes(table, lambda pas: f"eisdrachen.jump.{pas}")}
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), (), odds, (first,) if first else (), areas)

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game = engine.game
        if action.at is None:
            return [Reason("table_game.needs_at", {}, RULE)]
        me = game.view(state, action.actor or "")
        assert me is not None
        name = game.name(me.id)
        if centre_distance(me.position, action.at) <= EPSILON_MM:
            return [Reason("eisdrachen.jump_no_direction", {"figure": name}, RULE)]
        longest = self.landing(engine, state, action, max(engine.eis.jump_pas))
        line = shapely.LineString([me.position, longest])
        for placed in game.terrain_at(state).near(line):
            if placed.piece.id != me.standing_on and is_wall(placed.piece) and (
                    shapely.intersects(line, placed.shape)):
                return [Reason("eisdrachen.jump_over_wall",
                               {"figure": name, "wall": _piece_name(placed.piece)},
                               RULE)]
        for pas in sorted(set(engine.eis.jump_pas)):
            point = self.landing(engine, state, action, pas)
            if not on_table(game.table, point):
                return [Reason("eisdrachen.jump_off_table", {"figure": name, "pas": pas}, RULE)]
            for placed in game.terrain_at(state).near(shapely.Point(point)):
                if placed.piece.movement is MovementEffect.WATER and shapely.covers(
                        placed.shape, shapely.Point(point)):
                    return [Reason("eisdrachen.jump_into_water", {"figure": name, "pas": pas},
                                   RULE)]
            for other in game.views(state):
                if other.id != me.id and centre_distance(other.position, point) < (
                        me.radius_mm + other.radius_mm - CONTACT_TOLERANCE_MM):
                    return [Reason("eisdrachen.jump_onto_figure",
                                   {"figure": name, "other": game.name(other.id), "pas": pas},
                                   RULE)]
        return []

    def next_stage(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        return None if typed else DiceStage("eisdrachen.roll.jump", DIE_SIDES, 1, action.actor)

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None
        pas = engine.eis.jump_pas[dice[0][0] - 1]
        point = self.landing(engine, state, action, pas)
        after = state.with_figure(replace(figure, position=point))
        params = {"figure": engine.game.name(actor), "pas": pas}
        return after, TableStep("eisdrachen.step.jump", params, (RULE,), actor,
                                {"dice": [list(d) for d in dice], "pas": pas,
                                 "from": list(figure.position or ()), "to": list(point)})



def _piece_name(piece) -> Text:
    return piece.name if piece.name.get("en") or piece.name.get("fr") else Text.both(piece.id)
