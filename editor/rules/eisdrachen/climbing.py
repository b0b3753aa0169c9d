"""« 2) Escalader » on the table: ``climb``.

« on prend la vitesse du perso, on la divise par 2 et on regarde si la figurine termine son
escalade normalement posée (c'est à dire sur un sol plat). Une action d'escalade peut être
entamée si la figurine se situe à 2 pas maximum de la paroi »: where a climb may end is
``editor.table.climbing`` with the Eisdrachen numbers (half V high, within 2 pas of the wall,
on flat ground); a move never climbs (« 1) Déplacement »: no walking through walls), so a
figure on the watch tower comes down by this action. No dice. Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import TableState
from editor.table.measure import CONTACT_TOLERANCE_MM, centre_distance

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "2) Escalader"


class ClimbAction(ActionRule):
    name = "climb"
    title_key = "eisdrachen.action.climb"
    rule = RULE
    phases = ("actions",)
    needs = ("at",)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        climb = engine.climb(state, actor)
        if climb is None or not climb.walls:
            return [Reason("eisdrachen.no_wall", {"figure": engine.game.name(actor)}, RULE)]
        return []

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        game, actor = engine.game, action.actor or ""
        if action.at is None:
            return Evaluation(action, False, (Reason("table_game.needs_at", {}, RULE),))
        climb = engine.climb(state, actor)
        view = game.view(state, actor)
        assert climb is not None and view is not None
        for other in game.views(state):
            if other.id != actor and centre_distance(other.position, action.at) < (
                view.radius_mm + other.radius_mm - CONTACT_TOLERANCE_MM
            ):
                return Evaluation(action, False, (Reason(
                    "table_game.move.occupied",
                    {"figure": game.name(actor), "other": game.name(other.id)}, RULE),))
        if not climb.reaches(action.at):
            return Evaluation(action, False, (Reason(
                "eisdrachen.climb_unreachable",
                {"figure": game.name(actor), "limit": length_text(engine, climb.limit_mm)},
                RULE),))
        return Evaluation(action, True)

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None and action.at is not None
        facing = figure.facing_deg if action.facing_deg is None else action.facing_deg % 360.0
        after = state.with_figure(replace(figure, position=action.at, facing_deg=facing))
        before = engine.game.terrain.level_at(figure.position or action.at).height_mm
        now = engine.game.terrain.level_at(action.at).height_mm
        params = {"figure": engine.game.name(actor),
                  "height": length_text(engine, abs(now - before))}
        result = {"from": list(figure.position or ()), "to": list(action.at),
                  "elevation_mm": now}
        return after, TableStep("eisdrachen.step.climb", params, (RULE,), actor, result)
