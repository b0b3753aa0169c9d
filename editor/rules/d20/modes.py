"""« Types de déplacement des UC » on the table: the vigilant walk and the ready-to-fire position,
and what a move tells a figure waiting to fire.

« Un UC peut avoir 3 modes de déplacement : normal [...]; marche vigilante : l'UC avance d'un
demi mouvement et gagne alors +1 en Esquive (+1 en Defense Physique); position prêt à tirer :
l'UC ne fait aucun mouvement ni aucune action pendant son tour de jeu. Il pourra alors tirer
pendant la phase de mouvement de l'adversaire si une figurine ennemie passe à sa portée [...].
Cependant, il ne peut tirer que sur la première cible entrant dans sa ligne de mire. »

- ``move`` is the normal mode (« 3.1. Les Mouvements »); ``vigilant_walk`` ends within half the
  Mouvement and leaves the status ``vigilant``: +``D20Options.vigilant_walk_bonus`` to the Dφ
  against every shot and strike (``vigilant_modifier``); ``ready_to_fire`` is the figure's
  move of the phase, taken standing still, and leaves ``ready_to_fire``: no action in its
  actions phase (``holding``).
- Every move (``D20Move``) is watched by the enemies ready to fire: the first of the moving
  figures that comes within the range of one of their shooting weapons, in their frontal arc
  and in sight where its move stops is kept (``D20State.spotted``), the only figure it may
  then fire at (``interrupt_fire``), there and then: the
  fire comes as the move is declared done, so « passe à sa portée » is read at the stop.
- Both statuses last until the figure's side begins its next movement phase
  (``clear_modes``), when its player chooses a mode again; where the figures started the last
  turn is forgotten then too (``editor.rules.d20.start``).

The text gives these modes to UC figures: a profile says whether it is one (``D20Profile.uc``,
every figure unless its card says otherwise); with ``D20Options.uc_modes_only`` (default) the
vigilant walk and the ready-to-fire position are refused to the others (``UC_ONLY``, checked by
the engine). Pure core.
"""

from __future__ import annotations

from dataclasses import replace

from editor.rules.d20.start import remember_start
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import ActionRule, Dice, EngineView
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Modifier, Reason, TableStep
from editor.rules.table_game.moving import MoveRule
from editor.rules.table_game.state import Status, TableState
from editor.table.arcs import in_front_arc
from editor.table.ground import Mover
from editor.table.measure import in_range
from editor.table.movement import MovementRange, movement_range
from editor.table.sight import line_of_sight

MODES_RULE = "Types de déplacement des UC"
MOVE_RULE = "3.1. Les Mouvements"
VIGILANT = "vigilant"
READY = "ready_to_fire"
SHELTERED = "sheltered"
"""« Courir pour se mettre à l'abri termine le tour de jeu de la figurine » (``take_cover``)."""
MODE_STATUSES = (VIGILANT, READY, SHELTERED)


def vigilant_modifier(engine: EngineView, state: TableState, target: str) -> Modifier | None:
    """« +1 en Esquive (+1 en Defense Physique) » of a figure walking vigilantly."""
    figure = state.figure(target)
    bonus = engine.options.d20.vigilant_walk_bonus
    if figure is None or figure.status(VIGILANT) is None or not bonus:
        return None
    return Modifier("d20.modifier.vigilant", bonus, MODES_RULE)


def holding(state: TableState, figure: str) -> bool:
    """A figure in the ready-to-fire position: « aucune action pendant son tour de jeu »."""
    found = state.figure(figure)
    return found is not None and found.status(READY) is not None


def sheltered(state: TableState, figure: str) -> bool:
    """A figure that ran for cover: its turn is over (``editor.rules.d20.cover``)."""
    found = state.figure(figure)
    return found is not None and found.status(SHELTERED) is not None


def ready_target(state: TableState, figure: str) -> str | None:
    """The first enemy that came within range and sight of a figure ready to fire."""
    if not holding(state, figure) or not isinstance(state, D20State):
        return None
    return state.spotted_by(figure)


def spot(engine: EngineView, state: TableState, mover: str) -> TableState:
    """``state`` with the move of ``mover`` seen by every enemy ready to fire that has no
    target yet (module docstring)."""
    game = engine.game
    moved = game.view(state, mover)
    if moved is None:
        return state
    others = tuple(v for v in game.views(state) if v.id != mover)
    for watcher in others:
        if (watcher.side == moved.side or not holding(state, watcher.id)
                or ready_target(state, watcher.id) is not None
                or not isinstance(state, D20State)):
            continue
        ranges = [w.range_mm for w in watcher.weapons if w.range_mm is not None]
        if (in_front_arc(watcher, moved.position, game.rules.frontal_arc_deg)
                and any(in_range(watcher, moved, r) for r in ranges)
                and line_of_sight(game.terrain_at(state), watcher, moved, others,
                                  game.rules).clear):
            state = replace(state, spotted=(*state.spotted, (watcher.id, mover)))
    return state


def clear_modes(state: TableState, side: str, sides_of) -> TableState:
    """The vigilant and ready statuses of ``side``'s figures removed: it chooses anew; and
    where they started the last turn (``editor.rules.d20.start``)."""
    figures = []
    for figure in state.figures:
        if sides_of(figure.id) == side:
            for name in MODE_STATUSES:
                figure = figure.with_status(None, name)
        figures.append(figure)
    state = replace(state, figures=tuple(figures))
    if not isinstance(state, D20State):
        return state
    return replace(state, starts=tuple(s for s in state.starts if sides_of(s[0]) != side),
                   spotted=tuple(s for s in state.spotted if sides_of(s[0]) != side))


class D20Move(MoveRule):
    """The normal move (« 3.1. Les Mouvements »), watched by the enemies ready to fire."""

    def __init__(self) -> None:
        super().__init__(MOVE_RULE, ("movement",))

    def resolve(self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        after, step = super().resolve(engine, state, action, dice)
        after = remember_start(state, after, action.actor or "")
        return spot(engine, after, action.actor or ""), step


class VigilantWalk(D20Move):
    """« marche vigilante : l'UC avance d'un demi mouvement et gagne alors +1 en Esquive »."""

    uc_only = True
    name = "vigilant_walk"
    title_key = "d20.action.vigilant_walk"

    def reach(self, engine: EngineView, state: TableState, actor: str) -> MovementRange | None:
        view = engine.game.view(state, actor)
        if view is None:
            return None
        return movement_range(engine.game.terrain_at(state), Mover.of(view, engine.game.rules),
                              view.position, view.speed_mm / 2)

    def resolve(self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        after, step = super().resolve(engine, state, action, dice)
        walker = after.figure(action.actor or "")
        assert walker is not None
        after = after.with_figure(walker.with_status(Status(VIGILANT)))
        params = {**step.params, "bonus": engine.options.d20.vigilant_walk_bonus}
        return after, replace(step, key="d20.step.vigilant_walk", params=params,
                              rules=(MODES_RULE, MOVE_RULE))


class ReadyToFire(ActionRule):
    """« position prêt à tirer »: the figure's move of the phase, standing still."""

    uc_only = True
    name = "ready_to_fire"
    title_key = "d20.action.ready_to_fire"
    rule = MODES_RULE
    phases = ("movement",)

    def now(self, engine: EngineView, state: TableState, actor: str) -> list[Reason]:
        view = engine.game.view(state, actor)
        if view is None or not any(w.range_mm is not None for w in view.weapons):
            return [Reason("table_game.no_ranged_weapon", {"figure": engine.game.name(actor)},
                           MODES_RULE)]
        return []

    def evaluate(self, engine: EngineView, state: TableState, action: TableAction) -> Evaluation:
        reasons = self.now(engine, state, action.actor or "")
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: EngineView, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        figure = state.figure(action.actor or "")
        assert figure is not None
        after = state.with_figure(figure.with_status(Status(READY)))
        return after, TableStep("d20.step.ready_to_fire", {"figure": engine.game.name(figure.id)},
                                (MODES_RULE,), figure.id, {"status": READY})
