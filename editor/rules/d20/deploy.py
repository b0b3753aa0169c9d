"""Placing the figures in the start phase of a D20 game: ``deploy`` (« 2. Le Déploiement »).

A figure of any side is put at ``at`` (and turned to ``facing_deg`` when given), on the table
and over no other base, as often as the players like before the first turn. Its whole base must
lie in its side's zone (``editor.rules.d20.deployment``): a figure outside is refused with its
zone named, unless the players agree (``choice`` ``outside``), which the log keeps. The start
phase ends only when every figure stands in its zone or was agreed outside
(``deployment_reasons``), so a figure the scenario placed outside is placed again or agreed.
No dice. Pure core.
"""

from __future__ import annotations

from dataclasses import replace

from editor.model.text import Text
from editor.rules.d20.deployment import DEPLOYMENT_RULE, DeploymentZone, deployment_zones
from editor.rules.d20.opening import START_PHASE
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import ActionRule, Dice, EngineView
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import TableState
from editor.rules.table_game.texts import joined, key_text, side_text
from editor.table.measure import CONTACT_TOLERANCE_MM, centre_distance
from editor.table.placing import on_table

OUTSIDE = "outside"
"""``deploy``'s choice: the players agree to a place outside the side's zone."""


def zones(engine: EngineView) -> tuple[DeploymentZone, ...]:
    """Every side's zone, the depth from the figures the scenario deploys."""
    game = engine.game
    return deployment_zones(engine.options.d20, game.table, game.sides,
                            tuple(game.deployed.values()))


def zone_of(engine: EngineView, side: str | None) -> DeploymentZone | None:
    return next((z for z in zones(engine) if z.side == side), None)


def zone_text(engine: EngineView, zone: DeploymentZone) -> Text:
    """« le bord bas, 48 cm de profondeur »."""
    depth = length_text(engine, zone.depth_mm)
    return key_text(f"d20.deploy.place.{zone.place.value}", depth=depth)


def outside_figures(engine: EngineView, state: TableState) -> list[str]:
    """The figures on the table outside their side's zone, not agreed outside."""
    agreed = state.outside if isinstance(state, D20State) else ()
    out = []
    for view in engine.game.views(state):
        zone = zone_of(engine, view.side.value)
        if view.id in agreed or zone is None:
            continue
        if not zone.holds(*view.position, view.radius_mm):
            out.append(view.id)
    return out


def deployment_reasons(engine: EngineView, state: TableState) -> list[Reason]:
    """Why the deployment may not end yet: figures outside their zones."""
    outside = outside_figures(engine, state)
    if not outside:
        return []
    return [Reason("d20.deploy.outside_at_end",
                   {"figures": joined(engine.game.name(f) for f in outside)}, DEPLOYMENT_RULE)]


class DeployRule(ActionRule):
    name = "deploy"
    title_key = "d20.action.deploy"
    rule = DEPLOYMENT_RULE
    phases = (START_PHASE,)
    needs = ("at", "choice")
    counts = False

    def offered(self, engine, state: TableState, actor) -> bool:
        return state.phase == START_PHASE

    def choices(self, engine, state, actor) -> tuple[tuple[str, Text], ...]:
        return (("", key_text("d20.choice.in_zone")), (OUTSIDE, key_text("d20.choice.outside")))

    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        return Evaluation(action, not reasons, tuple(reasons))

    def _reasons(self, engine: EngineView, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game, actor = engine.game, action.actor or ""
        if action.at is None:
            return [Reason("table_game.needs_at", {}, self.rule)]
        if action.choice not in (None, "", OUTSIDE):
            return [Reason("d20.deploy.bad_choice", {"choice": action.choice[:40]}, self.rule)]
        view = game.view(state, actor)
        assert view is not None
        name = game.name(actor)
        if not on_table(game.table, action.at):
            return [Reason("table_game.move.off_table", {"figure": name}, self.rule)]
        for other in game.views(state):
            if other.id != actor and centre_distance(other.position, action.at) < (
                view.radius_mm + other.radius_mm - CONTACT_TOLERANCE_MM
            ):
                return [Reason("table_game.move.occupied",
                               {"figure": name, "other": game.name(other.id)}, self.rule)]
        zone = zone_of(engine, view.side.value)
        if action.choice != OUTSIDE and zone is not None and not zone.holds(
                *action.at, view.radius_mm):
            return [Reason("d20.deploy.outside",
                           {"figure": name, "side": side_text(view.side.value),
                            "zone": zone_text(engine, zone)}, self.rule)]
        return []

    def resolve(self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None and action.at is not None and isinstance(state, D20State)
        facing = figure.facing_deg if action.facing_deg is None else action.facing_deg % 360.0
        after = state.with_figure(replace(figure, position=action.at, facing_deg=facing))
        agreed = tuple(f for f in state.outside if f != actor)
        key = "d20.step.deploy"
        if action.choice == OUTSIDE:
            agreed, key = (*agreed, actor), "d20.step.deploy_outside"
        assert isinstance(after, D20State)
        params = {"figure": engine.game.name(actor)}
        result = {"to": list(action.at), "facing_deg": facing,
                  "outside": action.choice == OUTSIDE}
        return replace(after, outside=agreed), TableStep(key, params, (self.rule,), actor, result)
