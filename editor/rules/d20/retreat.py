"""« Quitter un càc » on the table: ``retreat``, ``retreat_firing`` and ``retreat_shot``.

« C'est une retraite. La retraite est un Mouvement exceptionnel puisqu'elle se fait pendant la
Phase d'actions/tirs. Elle se fait avant toutes les autres actions/tirs. Cette retraite est
possible après la réussite d'un test de retraite : Càc + 1D20 du retraitant comparé au Càc +
1D20 de l'une des figurines dans le càc [...] c'est le joueur qui possède les figurines qui
choisit celle à qui va être comparé le test de retraite). Si le test est réussi (résultat plus
élevé), il recule. »

- The figure is in a melee (its base touches an enemy's); the ``target`` is the enemy in
  contact its owner chose; no figure of the side has yet taken an action of this phase other
  than a retreat (« avant toutes les autres actions/tirs »).
- Two dice: the retreating figure's D20, then the chosen enemy's; won when strictly higher
  (``editor.rules.d20.odds.opposed_odds``). Lost, the figure stays, its action spent.
- The move ends out of contact with every enemy of that melee (it is « Quitter un càc »).
- ``retreat``: « un mouvement normal en ligne droite + 5 cm, et le personnage se sauve sans
  tirer »: the straight line to ``at`` costs at most the Mouvement + 5 cm by the ground it
  crosses.
- ``retreat_firing``: « le mouvement de retraite est divisé par 2 et il est permis alors de
  tirer pendant ce mouvement en ligne droite, mais seulement sur les figurines impliquées dans
  le càc que l'on vient de quitter [...] L'Habileté est également divisée par 2 (arrondi au
  supérieur) »: the line costs at most half the Mouvement (half of Mouvement + 5 cm with
  ``D20Options.retreat_firing_halves_extra``); won, the figure may then ``retreat_shot`` once
  this turn at one of the enemies it touched (« le joueur choisit celui sur qui il désire ouvrir
  le feu »), a shot of « 3.2. Les Tirs » at ⌈Tir / 2⌉.
The facing is kept unless given (the figure walks backwards). Pure core.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np

from editor.rules.d20.bubble import enemies_in_contact
from editor.rules.d20.odds import DIE, opposed_result
from editor.rules.d20.report import opposed_report
from editor.rules.d20.shooting import ShootRule, damage_step
from editor.rules.d20.start import remember_start
from editor.rules.d20.state import FIRING, D20State
from editor.rules.table_game.action_rule import Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import DiceStage, Evaluation, Modifier, Reason, TableStep
from editor.rules.table_game.moving import MoveRule, length_text
from editor.rules.table_game.state import Status, TableState
from editor.table.ground import Mover
from editor.table.measure import EPSILON_MM, touching
from editor.table.movement import MovementRange, movement_range
from editor.table.units import cm_to_mm

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine

RULE = "Quitter un càc"
EXTRA_CM = 5.0
"""« un mouvement normal en ligne droite + 5 cm »."""
RETREATS = ("retreat", "retreat_firing", "retreat_shot")


class Retreat(MoveRule):
    name = "retreat"
    title_key = "d20.action.retreat"
    needs = ("target", "at")
    firing = False

    def __init__(self) -> None:
        super().__init__(RULE, ("actions",))

    def budget_mm(self, engine: D20Engine, actor: str) -> float:
        movement = cm_to_mm(engine.profile(actor).movement_cm)
        extra = cm_to_mm(EXTRA_CM)
        if not self.firing:
            return movement + extra
        return (movement + extra) / 2 if engine.options.d20.retreat_firing_halves_extra else (
            movement / 2)

    def reach(self, engine: D20Engine, state: TableState, actor: str) -> MovementRange | None:
        view = engine.game.view(state, actor)
        if view is None:
            return None
        return movement_range(engine.game.terrain_at(state), Mover.of(view, engine.game.rules),
                              view.position, self.budget_mm(engine, actor))

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        name = engine.game.name(actor)
        if not enemies_in_contact(engine, state, actor):
            return [Reason("d20.no_contact", {"figure": name}, RULE)]
        side = engine.game.side_of(actor)
        for figure in state.figures:
            if engine.game.side_of(figure.id) == side and any(
                    engine.actions[u].phases == ("actions",) and u not in RETREATS
                    for u in figure.used):
                return [Reason("d20.retreat.first", {"figure": engine.game.name(figure.id)},
                               RULE)]
        return []

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        reasons = self._retreat_reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        actor, target = action.actor or "", action.target or ""
        odds = opposed_report(engine.profile(actor).melee, engine.profile(target).melee)
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), (), odds, (first,) if first else ())

    def _retreat_reasons(self, engine: D20Engine, state: TableState, action: TableAction
                         ) -> list[Reason]:
        actor = action.actor or ""
        reasons = self.now(engine, state, actor)
        if reasons:
            return reasons
        if action.target is None:
            return [Reason("table_game.needs_target", {}, RULE)]
        enemies = enemies_in_contact(engine, state, actor)
        if action.target not in enemies:
            shown = (engine.game.name(action.target) if state.figure(action.target)
                     else action.target[:60])
            return [Reason("d20.retreat.not_in_melee", {"figure": shown}, RULE)]
        reasons = self._reasons(engine, state, action)
        if reasons:
            return reasons
        view = engine.game.view(state, actor)
        reach = self.reach(engine, state, actor)
        assert view is not None and reach is not None and action.at is not None
        straight = float(reach.raster.segment_costs(
            view.position, np.array([action.at[0]]), np.array([action.at[1]]))[0])
        if not straight <= reach.budget_mm + EPSILON_MM:
            return [Reason("d20.retreat.not_straight", {
                "figure": engine.game.name(actor),
                "movement": length_text(engine, reach.budget_mm)}, RULE)]
        there = replace(view, position=action.at)
        for enemy in enemies:
            other = engine.game.view(state, enemy)
            if other is not None and touching(there, other):
                return [Reason("d20.retreat.still_in_contact",
                               {"figure": engine.game.name(actor),
                                "other": engine.game.name(enemy)}, RULE)]
        return []

    def next_stage(self, engine: D20Engine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        if not typed:
            return DiceStage("d20.roll.retreat", DIE, 1, action.actor)
        if len(typed) == 1:
            return DiceStage("d20.roll.retreat_opposed", DIE, 1, action.target)
        return None

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        actor, target = action.actor or "", action.target or ""
        mine, theirs = engine.profile(actor).melee, engine.profile(target).melee
        face, other = dice[0][0], dice[1][0]
        won = opposed_result(mine, theirs, face, other)
        game = engine.game
        params = {"figure": game.name(actor), "target": game.name(target),
                  "score": mine + face, "opposed": theirs + other}
        result = {"dice": [[face], [other]], "score": mine + face, "opposed": theirs + other,
                  "won": won, "target": target}
        if not won:
            return state, TableStep("d20.step.retreat_failed", params, (RULE,), actor, result)
        moved, step = super().resolve(engine, state, action, dice)
        moved = remember_start(state, moved, actor)
        if self.firing:
            moved = self._mark(engine, state, moved, actor)
        params["distance"] = step.params["distance"]
        return moved, TableStep(f"d20.step.{self.name}", params, (RULE,), actor,
                                {**result, **step.result})

    def _mark(self, engine: D20Engine, before: TableState, after: TableState, actor: str
              ) -> TableState:
        """The figures of the melee left, for the shot that follows."""
        assert isinstance(after, D20State)
        left = tuple((actor, enemy) for enemy in enemies_in_contact(engine, before, actor))
        after = replace(after, left_melee=(*after.left_melee, *left))
        me = after.figure(actor)
        assert me is not None
        return after.with_figure(me.with_status(Status(FIRING)))


class RetreatFiring(Retreat):
    name = "retreat_firing"
    title_key = "d20.action.retreat_firing"
    firing = True


class RetreatShot(ShootRule):
    """The shot of a firing retreat: at ⌈Tir / 2⌉, at a figure of the melee just left."""

    name = "retreat_shot"
    title_key = "d20.action.retreat_shot"
    rule = RULE
    counts = False
    bubble = False
    """« seulement sur les figurines impliquées dans le càc que l'on vient de quitter »."""

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        figure = state.figure(actor)
        if figure is None or figure.status(FIRING) is None:
            return [Reason("d20.retreat.no_shot", {"figure": engine.game.name(actor)}, RULE)]
        return super().now(engine, state, actor)

    def _refusals(self, engine: D20Engine, state: TableState, action: TableAction
                  ) -> Iterator[Reason]:
        actor = action.actor or ""
        reasons = self.now(engine, state, actor)
        if reasons:
            yield from reasons
            return
        target = state.figure(action.target or "") if action.target else None
        if target is not None and (
                not isinstance(state, D20State) or (actor, target.id) not in state.left_melee):
            yield Reason("d20.retreat.not_that_melee", {"figure": engine.game.name(target.id)},
                         RULE)
            return
        yield from super()._refusals(engine, state, action)

    def terms(self, engine: D20Engine, state: TableState, action: TableAction
              ) -> tuple[int, int, tuple[Modifier, ...]]:
        attack, defence, modifiers = super().terms(engine, state, action)
        shooting = engine.profile(action.actor or "").shooting
        cut = math.ceil(shooting / 2) - shooting
        if not cut:
            return attack, defence, modifiers
        return attack + cut, defence, (Modifier("d20.modifier.retreat_half", cut, RULE),
                                       *modifiers)

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        attack, defence, _modifiers = self.terms(engine, state, action)
        after, step = damage_step(engine, state, action, attack, defence, dice[0],
                                  "d20.step.retreat_shot", RULE)
        me = after.figure(action.actor or "")
        assert me is not None
        after = after.with_figure(me.with_status(None, FIRING))
        assert isinstance(after, D20State)
        kept = tuple(pair for pair in after.left_melee if pair[0] != me.id)
        return replace(after, left_melee=kept), step

