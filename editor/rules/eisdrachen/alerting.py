"""« 14) Sonner l'alerte » on the table: ``alert``, then ``answer``.

« Le perso qui sonne l'alerte donne la possibilité à touts ses camarades dans un rayon de 6ps de
riposter une attaque au tir le tour suivant. »

- ``alert``: every other figure of the actor's side whose base is within ``ALERT_PAS`` of the
  actor's base is alerted for the next turn (the status ``alerted`` with two turns to last:
  counted down to one as the next turn starts, when it takes effect, « le tour suivant »; a
  shot in the rest of this turn is not answered). The radius is drawn while the action is chosen. No
  dice; with no comrade in the radius the alert is refused, as it would change nothing.
- When an alerted figure is shot at (« 3) Tir », « 7) Sniper », « 10) Utiliser ») and still
  stands, it may answer that shot (the status ``answer``, whose value is the shooter's place in
  the state's figures plus one, valid until the turn ends): ``answer`` is a « 3) Tir » of the
  alerted figure at its shooter, with its own weapons, taken while the other side plays, using
  none of its actions (« riposter »). An answer is not answered in turn, and each shot suffered
  gives one answer. Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.messages import translate
from editor.model.text import Text
from editor.rules.eisdrachen.shooting import RULE as SHOT_RULE
from editor.rules.eisdrachen.shooting import ShootRule
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Area, DiceStage, Evaluation, Reason, TableStep
from editor.rules.table_game.state import Status, TableState
from editor.table.measure import ALERT_RADIUS_PAS, alerted_allies
from editor.table.units import pas_to_mm

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "14) Sonner l'alerte"
ALERT_PAS = ALERT_RADIUS_PAS
"""« dans un rayon de 6ps »."""
ALERTED = "alerted"
ANSWER = "answer"
ALERT_TURNS = 2
"""Counted down as each turn starts: it lasts the rest of this turn and the next one."""


def comrades(engine: EisdrachenEngine, state: TableState, actor: str) -> list[str]:
    """The figures of ``actor``'s side within 6 pas of it, base to base, in state order
    (``editor.table.measure.alerted_allies``)."""
    me = engine.game.view(state, actor)
    if me is None:
        return []
    return [f.id for f in alerted_allies(engine.game.views(state), me, engine.game.table)]


def names(engine: EisdrachenEngine, figures: list[str]) -> Text:
    found = [engine.game.name(f) for f in figures]
    return Text(fr=", ".join(n.get("fr") for n in found), en=", ".join(n.get("en") for n in found))


class AlertRule(ActionRule):
    name = "alert"
    title_key = "eisdrachen.action.alert"
    rule = RULE
    phases = ("actions",)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        if not comrades(engine, state, actor):
            return [Reason("eisdrachen.alert_nobody", {"figure": engine.game.name(actor),
                                                       "radius": f"{ALERT_PAS:g} pas"}, RULE)]
        return []

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        actor = action.actor or ""
        me = engine.game.view(state, actor)
        assert me is not None
        radius = me.radius_mm + pas_to_mm(ALERT_PAS, engine.game.table)
        label = Text(fr=translate("eisdrachen.alert_label", "fr"),
                     en=translate("eisdrachen.alert_label", "en"))
        areas = (Area("alert", me.position, radius, RULE, label),)
        reasons = self.now(engine, state, actor)
        return Evaluation(action, not reasons, tuple(reasons), areas=areas)

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        found = comrades(engine, state, actor)
        after = state
        for comrade in found:
            figure = after.figure(comrade)
            assert figure is not None
            after = after.with_figure(figure.with_status(Status(ALERTED, 1, ALERT_TURNS)))
        params = {"figure": engine.game.name(actor), "comrades": names(engine, found)}
        return after, TableStep("eisdrachen.step.alert", params, (RULE,), actor,
                                {"alerted": found})


def answer_after_shot(engine: EisdrachenEngine, before: TableState, action: TableAction,
                      after: TableState) -> TableState:
    """An alerted figure still standing after a shot at it may answer it (module docstring)."""
    rule = engine.actions.get(action.action)
    if not isinstance(rule, ShootRule) or isinstance(rule, AnswerRule) or action.target is None:
        return after
    target = after.figure(action.target)
    alerted = target.status(ALERTED) if target is not None else None
    if target is None or target.out or alerted is None or alerted.turns != 1:
        return after
    shooter = next((i for i, f in enumerate(after.figures) if f.id == action.actor), None)
    if shooter is None:
        return after
    return after.with_figure(target.with_status(Status(ANSWER, shooter + 1, 1)))


def shooter_of(state: TableState, figure: str) -> str | None:
    """The figure whose shot ``figure`` may answer now, if any."""
    found = state.figure(figure)
    answer = found.status(ANSWER) if found is not None else None
    if answer is None or not 0 < answer.value <= len(state.figures):
        return None
    return state.figures[answer.value - 1].id


class AnswerRule(ShootRule):
    name = "answer"
    title_key = "eisdrachen.action.answer"
    rule = RULE
    counts = False
    out_of_turn = True
    """Taken while the other side plays (``EisdrachenEngine.shared_reasons``)."""

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        if shooter_of(state, actor) is None:
            return [Reason("eisdrachen.answer_nothing", {"figure": engine.game.name(actor)},
                           RULE)]
        return super().now(engine, state, actor)

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        actor = action.actor or ""
        reasons = self.now(engine, state, actor)
        if reasons:
            return reasons
        shooter = shooter_of(state, actor)
        if action.target is not None and action.target != shooter:
            return [Reason("eisdrachen.answer_only_shooter",
                           {"figure": engine.game.name(actor),
                            "shooter": engine.game.name(shooter or "")}, RULE)]
        return super()._reasons(engine, state, self._aimed(state, action))

    def _aimed(self, state: TableState, action: TableAction) -> TableAction:
        """The answer aims at the shooter even when the player names no target."""
        if action.target is not None:
            return action
        return replace(action, target=shooter_of(state, action.actor or ""))

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        return super().evaluate(engine, state, self._aimed(state, action))

    def next_stage(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        return super().next_stage(engine, state, self._aimed(state, action), typed)

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        aimed = self._aimed(state, action)
        after, step = super().resolve(engine, state, aimed, dice)
        me = after.figure(action.actor or "")
        assert me is not None
        after = after.with_figure(me.with_status(None, ANSWER))
        key = "eisdrachen.step.answer_out" if step.result.get("out") else "eisdrachen.step.answer"
        return after, replace(step, key=key, rules=(RULE, SHOT_RULE))
