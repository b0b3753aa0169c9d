"""« Mouvements automatiques » on the table: impulsive figures move first, and how.

« Tous les mouvements automatiques se font en premier (par exemple, l'impulsivité). » A figure
whose card is ``impulsive`` (its profile's flag, or a skill of that code) moves before every
other figure of its side in the movement phase (``impulse_reasons``: the others are refused
while one has not moved). What the automatic move is the text does not say:
``D20Options.impulsive_move``:

- ``towards_nearest`` (default): ``impulse``, a move straight towards the nearest enemy it sees
  (in its frontal arc and in sight), as far as its Mouvement goes over the ground it crosses,
  stopping at base contact; it ends facing that enemy. While it sees one, that is its move of
  the phase (its other moves are refused); seeing none, it moves as its player likes, first;
- ``by_hand``: the players move it as they like, first.
Pure core.
"""

from __future__ import annotations

import math
from dataclasses import replace

from editor.model.options import ImpulsiveMove
from editor.rules.d20.modes import spot
from editor.rules.d20.opening import has_trait
from editor.rules.d20.start import remember_start
from editor.rules.table_game.action_rule import ActionRule, Dice, EngineView
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import TableState
from editor.rules.table_game.texts import joined
from editor.table.arcs import bearing_deg, in_front_arc
from editor.table.figures import TableFigure
from editor.table.measure import CONTACT_TOLERANCE_MM, centre_distance
from editor.table.sight import line_of_sight

RULE = "Mouvements automatiques"
STEP_MM = 1.0
"""How finely the straight line is walked back from its farthest point to a reachable one."""


def impulsive(engine: EngineView, figure: str) -> bool:
    """Its card says so: the profile's flag, or a skill of code ``impulsive``."""
    return has_trait(engine.game.units.get(figure), "impulsive")


def moved_this_phase(engine: EngineView, state: TableState, figure: str) -> bool:
    found = state.figure(figure)
    return found is not None and any(
        "movement" in engine.actions[name].phases for name in found.used if name in engine.actions)


def nearest_seen_enemy(engine: EngineView, state: TableState, figure: str
                       ) -> TableFigure | None:
    """The nearest enemy ``figure`` sees: in its frontal arc and in sight."""
    game = engine.game
    me = game.view(state, figure)
    if me is None:
        return None
    views = game.views(state)
    seen = []
    for other in views:
        if other.side == me.side:
            continue
        others = tuple(v for v in views if v.id not in (me.id, other.id))
        if (in_front_arc(me, other.position, game.rules.frontal_arc_deg)
                and line_of_sight(game.terrain_at(state), me, other, others, game.rules).clear):
            seen.append((centre_distance(me.position, other.position), other.id, other))
    return min(seen, key=lambda s: (s[0], s[1]))[2] if seen else None


def impulse_reasons(engine: EngineView, state: TableState, actor: str, rule: ActionRule
                    ) -> list[Reason]:
    """Why ``actor`` may not take ``rule`` in its movement phase for the automatic moves."""
    if (state.phase != "movement" or "movement" not in rule.phases
            or moved_this_phase(engine, state, actor)):
        return []
    if impulsive(engine, actor):
        if (engine.options.d20.impulsive_move is ImpulsiveMove.TOWARDS_NEAREST
                and rule.name != ImpulseRule.name
                and nearest_seen_enemy(engine, state, actor) is not None):
            return [Reason("d20.impulse.automatic", {"figure": engine.game.name(actor)}, RULE)]
        return []
    side = engine.game.side_of(actor)
    waiting = [f.id for f in state.figures
               if not f.out and f.position is not None and engine.game.side_of(f.id) == side
               and impulsive(engine, f.id) and not moved_this_phase(engine, state, f.id)]
    if waiting:
        return [Reason("d20.impulse.first",
                       {"figures": joined(engine.game.name(f) for f in waiting)}, RULE)]
    return []


class ImpulseRule(ActionRule):
    name = "impulse"
    title_key = "d20.action.impulse"
    rule = RULE
    phases = ("movement",)

    def offered(self, engine: EngineView, state: TableState, actor: str | None) -> bool:
        return actor is not None and impulsive(engine, actor)

    def now(self, engine: EngineView, state: TableState, actor: str) -> list[Reason]:
        name = engine.game.name(actor)
        if not impulsive(engine, actor):
            return [Reason("d20.impulse.not_impulsive", {"figure": name}, RULE)]
        if engine.options.d20.impulsive_move is not ImpulsiveMove.TOWARDS_NEAREST:
            return [Reason("d20.impulse.by_hand", {"figure": name}, RULE)]
        if nearest_seen_enemy(engine, state, actor) is None:
            return [Reason("d20.impulse.no_enemy", {"figure": name}, RULE)]
        return []

    def destination(self, engine: EngineView, state: TableState, actor: str
                    ) -> tuple[tuple[float, float], TableFigure]:
        """Where the straight move towards the nearest enemy seen stops, and that enemy."""
        me = engine.game.view(state, actor)
        enemy = nearest_seen_enemy(engine, state, actor)
        reach = engine.movement(state, actor)
        assert me is not None and enemy is not None and reach is not None
        (x0, y0), (x1, y1) = me.position, enemy.position
        gap = centre_distance(me.position, enemy.position)
        ux, uy = (x1 - x0) / gap, (y1 - y0) / gap
        others = [v for v in engine.game.views(state) if v.id != actor]
        far = min(reach.budget_mm, gap - me.radius_mm - enemy.radius_mm)
        steps = int(math.floor(max(0.0, far) / STEP_MM))
        for k in range(steps, 0, -1):
            d = far if k == steps else k * STEP_MM
            point = (round(x0 + ux * d, 3), round(y0 + uy * d, 3))
            clear = all(centre_distance(o.position, point)
                        >= me.radius_mm + o.radius_mm - CONTACT_TOLERANCE_MM for o in others)
            if clear and reach.reaches(point):
                return point, enemy
        return me.position, enemy

    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        reasons = self.now(engine, state, action.actor or "")
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None and figure.position is not None
        point, enemy = self.destination(engine, state, actor)
        facing = bearing_deg(point, enemy.position)
        after = state.with_figure(replace(figure, position=point, facing_deg=facing))
        after = spot(engine, remember_start(state, after, actor), actor)
        distance = centre_distance(figure.position, point)
        params = {"figure": engine.game.name(actor), "target": engine.game.name(enemy.id),
                  "distance": length_text(engine, distance)}
        result = {"from": list(figure.position), "to": list(point), "facing_deg": facing,
                  "towards": enemy.id}
        return after, TableStep("d20.step.impulse", params, (RULE,), actor, result)
