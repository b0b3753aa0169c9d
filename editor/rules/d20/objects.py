"""« 3.5. Les Actions Payantes » and « 3.6. Les Actions sur les objets » on the table: ``work``,
the paid action on an objective of the mission.

« La phase de Mouvement amène la figurine devant l'ordinateur à infecter. Vient ensuite la
phase d'action/tir pendant laquelle elle va implémenter le virus. Pendant cette phase, elle
devra comparer le Niveau de Difficulté (ou ND) de l'ordinateur à la compétence requise [...] La
différence entre le ND et sa compétence (Intelligence) déterminera le nombre de tours qu'elle
devra passer à la pose de son virus. » « Une Action Payante sur les objets est réalisée dans la
Phase de Tir et la remplace. » « La Synergie d'action sur les objets »: « Toute figurine en plus
de la première, accomplissant une Action donnée, ajoute un bonus de +1 à la Dextérité, la
Force, l'Intelligence... pour un maximum de +3. L'unité doit toutefois être capable de faire
l'Action. »

- The figure stands at the objective: its point within ``REACH_MM`` of the base's edge; the
  objective is its side's and active (active from the start, or made active by a mission event
  whose condition, an objective completed, is met).
- The skill is the objective's check: ``thinking`` the Intelligence, ``manipulation`` the Force,
  ``action`` the Dextérité. Every other figure of the side at the objective that has not acted
  in this phase helps, +1 each up to +3, and spends its action too.
- The turns: ND − (skill + help); a skill at or above the ND takes
  ``D20Options.paid_action_at_or_above`` turns (default 1). The turn of the first work counts:
  the figure's ``paid_action`` status holds the turns still to work, the objective is completed
  when none is left (``D20State.completed``), and the mission's conditions see it.
No dice. Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from editor.model.mission import ConditionKind, EffectKind, Objective, TriggerKind
from editor.model.units import CheckType
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Modifier, Reason, TableStep
from editor.rules.table_game.state import Status, TableState
from editor.table.measure import centre_distance

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine

RULE = "3.5. Les Actions Payantes"
OBJECTS_RULE = "3.6. Les Actions sur les objets"
SYNERGY_RULE = "La Synergie d'action sur les objets"
PAID = "paid_action"
REACH_MM = 10.0
HELP_MAX = 3
SKILLS = {CheckType.THINKING: "intelligence", CheckType.MANIPULATION: "strength",
          CheckType.ACTION: "dexterity"}


def active(engine: D20Engine, state: TableState, objective: Objective) -> bool:
    if objective.active:
        return True
    done = state.completed if isinstance(state, D20State) else ()
    for event in engine.scenario.mission.events:
        condition = event.trigger.condition
        if (event.trigger.kind is TriggerKind.CONDITION and condition is not None
                and condition.kind is ConditionKind.OBJECTIVE_COMPLETED
                and condition.objective in done
                and any(e.kind is EffectKind.ACTIVATE_OBJECTIVE and e.objective == objective.id
                        for option in event.options for e in option.effects)):
            return True
    return False


def at_objective(engine: D20Engine, state: TableState, figure: str) -> list[Objective]:
    view = engine.game.view(state, figure)
    if view is None:
        return []
    return [o for o in engine.scenario.objectives if o.position is not None
            and centre_distance(view.position, o.position) <= view.radius_mm + REACH_MM]


class Work(ActionRule):
    name = "work"
    title_key = "d20.action.work"
    rule = RULE
    phases = ("actions",)

    def _objective(self, engine: D20Engine, state: TableState, actor: str
                   ) -> tuple[Objective | None, list[Reason]]:
        name = engine.game.name(actor)
        here = at_objective(engine, state, actor)
        if not here:
            return None, [Reason("d20.work.no_objective", {"figure": name}, RULE)]
        side = engine.game.side_of(actor)
        done = state.completed if isinstance(state, D20State) else ()
        mine = [o for o in here if o.side.value == side and o.id not in done]
        if not mine:
            return None, [Reason("d20.work.not_theirs", {"figure": name}, OBJECTS_RULE)]
        usable = [o for o in mine if active(engine, state, o)]
        if not usable:
            return None, [Reason("d20.work.inactive", {"objective": mine[0].name}, OBJECTS_RULE)]
        return usable[0], []

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        return self._objective(engine, state, actor)[1]

    def helpers(self, engine: D20Engine, state: TableState, actor: str,
                objective: Objective) -> list[str]:
        side = engine.game.side_of(actor)
        skill = SKILLS[objective.check]
        out = []
        for figure in state.figures:
            if (figure.id == actor or engine.game.side_of(figure.id) != side or figure.out
                    or any(engine.actions[u].phases == ("actions",) for u in figure.used)):
                continue
            if getattr(engine.profile(figure.id), skill) <= 0:
                continue  # « L'unité doit toutefois être capable de faire l'Action »
            if objective in at_objective(engine, state, figure.id):
                out.append(figure.id)
        return out[:HELP_MAX]

    def turns(self, engine: D20Engine, state: TableState, actor: str, objective: Objective
              ) -> tuple[int, int, int]:
        """(turns in all, the skill, the help)."""
        skill = getattr(engine.profile(actor), SKILLS[objective.check])
        help_ = len(self.helpers(engine, state, actor, objective))
        gap = objective.difficulty - (skill + help_)
        return (gap if gap > 0 else engine.options.d20.paid_action_at_or_above), skill, help_

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        actor = action.actor or ""
        objective, reasons = self._objective(engine, state, actor)
        if objective is None:
            return Evaluation(action, False, tuple(reasons))
        _turns, _skill, help_ = self.turns(engine, state, actor, objective)
        modifiers = (Modifier("d20.modifier.action_synergy", help_, SYNERGY_RULE,
                              {"count": help_}),) if help_ else ()
        return Evaluation(action, True, (), modifiers)

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        objective, _reasons = self._objective(engine, state, actor)
        assert objective is not None and isinstance(state, D20State)
        figure = state.figure(actor)
        assert figure is not None
        total, skill, help_ = self.turns(engine, state, actor, objective)
        under_way = (actor, objective.id) in state.working
        status = figure.status(PAID)
        left = (status.value if under_way and status is not None else total) - 1
        for helper in self.helpers(engine, state, actor, objective):
            other = state.figure(helper)
            assert other is not None
            state = state.with_figure(replace(other, used=(*other.used, self.name)))
        working = tuple(w for w in state.working if w[0] != actor)
        params = {"figure": engine.game.name(actor), "objective": objective.name,
                  "difficulty": objective.difficulty, "skill": skill + help_, "left": left}
        result = {"objective": objective.id, "turns": total, "left": left, "help": help_}
        if left <= 0:
            done = figure.with_status(None, PAID)
            after = replace(state.with_figure(done), working=working,
                            completed=(*state.completed, objective.id))
            return after, TableStep("d20.step.work_done", params, (RULE, OBJECTS_RULE), actor,
                                    result)
        busy = figure.with_status(Status(PAID, left))
        after = replace(state.with_figure(busy), working=(*working, (actor, objective.id)))
        return after, TableStep("d20.step.work", params, (RULE, OBJECTS_RULE), actor, result)
