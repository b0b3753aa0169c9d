"""Moving a figure on a free table (``move``): both texts' basic movement, with their numbers.

Eisdrachen « 1) Déplacement »: « la vitesse (V) du personnage [...] définie le nombre de pas
maximum qu'elle peut effectuer »; D20 « 3.1. Les Mouvements »: « Le Mouvement, mesuré en
centimètres », « Le mètre ruban peut être courbé ». A move ends at ``at`` when the figure's
centre can get there within its movement by the rules of ``editor.table.movement`` (terrain,
water, climbing within the move where the rule system allows it), with its base on the table
and over no other figure's base. The facing is the player's (``facing_deg``), unchanged when
not given. No dice. Pure core.
"""

from __future__ import annotations

from dataclasses import replace

from editor.rules.table_game.action_rule import ActionRule, Dice, EngineView
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import TableState
from editor.table.measure import CONTACT_TOLERANCE_MM, EPSILON_MM, centre_distance
from editor.table.movement import MovementRange
from editor.table.placing import on_table
from editor.table.units import in_table_unit


def length_text(engine: EngineView, mm: float) -> str:
    """A length as the tape reads it: « 4.5 pas », « 12 cm »."""
    table = engine.game.table
    return f"{round(in_table_unit(mm, table), 1):g} {table.unit.value}"


class MoveRule(ActionRule):
    name = "move"
    title_key = "table_game.action.move"
    needs = ("at",)

    def __init__(self, rule: str, phases: tuple[str, ...]):
        self.rule = rule
        self.phases = phases

    def reach(self, engine: EngineView, state: TableState, actor: str) -> MovementRange | None:
        """Where the move may end: the whole movement by default; a rule system's own moves
        (a D20 vigilant walk at half) give another budget."""
        return engine.movement(state, actor)

    def now(self, engine: EngineView, state: TableState, actor: str) -> list[Reason]:
        reach = engine.movement(state, actor)
        if reach is None or not reach.reaches_beyond_start:
            return [Reason("table_game.move.stuck", {"figure": engine.game.name(actor)},
                           self.rule)]
        return []

    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        return Evaluation(action, not reasons, tuple(reasons))

    def _reasons(self, engine: EngineView, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game, actor = engine.game, action.actor or ""
        if action.at is None:
            return [Reason("table_game.needs_at", {}, self.rule)]
        view = game.view(state, actor)
        reach = self.reach(engine, state, actor)
        assert view is not None and reach is not None
        name = game.name(actor)
        if not on_table(game.table, action.at):
            return [Reason("table_game.move.off_table", {"figure": name}, self.rule)]
        for other in game.views(state):
            if other.id != actor and centre_distance(other.position, action.at) < (
                view.radius_mm + other.radius_mm - CONTACT_TOLERANCE_MM
            ):
                return [Reason("table_game.move.occupied",
                               {"figure": name, "other": game.name(other.id)}, self.rule)]
        if not reach.reaches(action.at):
            straight = centre_distance(view.position, action.at)
            if straight > reach.budget_mm + EPSILON_MM:
                return [Reason("table_game.move.too_far",
                               {"figure": name, "distance": length_text(engine, straight),
                                "movement": length_text(engine, reach.budget_mm)}, self.rule)]
            return [Reason("table_game.move.unreachable", {"figure": name}, self.rule)]
        return []

    def resolve(
        self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
    ) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        reach = self.reach(engine, state, actor)
        assert figure is not None and reach is not None and action.at is not None
        cost = reach.cost_to(action.at)
        facing = figure.facing_deg if action.facing_deg is None else action.facing_deg % 360.0
        moved = replace(figure, position=action.at, facing_deg=facing)
        params = {"figure": engine.game.name(actor), "distance": length_text(engine, cost)}
        result = {"from": list(figure.position or ()), "to": list(action.at),
                  "facing_deg": facing, "cost_mm": round(cost, 2)}
        return state.with_figure(moved), TableStep("table_game.step.move", params, (self.rule,),
                                                   actor, result)
