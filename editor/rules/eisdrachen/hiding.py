"""« 8) Se cacher » on the table: ``hide`` and ``leave_hiding``.

« On peut se cacher, dans des décombres, des petits coins sombres, des bouches d'égout, dans un
bosquet, un arbre, un fossé... »: the figure's centre must be inside a terrain piece marked as a
hiding place (``TerrainPiece.hiding_place``, set by the author). « Le joueur qui se cache devient
invisible pour tout le monde, donc il ne peut être attaqué et ne peut pas attaquer »: a hidden
figure is no target of a shot, a sniper or a melee, is not caught by a grenade, and takes none of
those actions itself (``attack_reasons``). « Sortir de la cachette ne compte pas comme une
action »: ``leave_hiding`` uses none of its actions; a figure that moves away leaves it too.
« si l'un d'eux s'approche à 3ps de la cachette, le personnage est découvert »: after every action,
a hidden figure with another figure's base within ``HIDE_DISCOVERY_PAS`` of its own is found and
hidden no more; ``EisdrachenOptions.hide_found_by`` says whether any figure finds it (« un
personnage n'est jamais réellement invisible aux yeux de ses semblables », the default) or only
enemies. A figure cannot hide with such a figure already that near. « S'il reste cacher plus de
deux tour, il regagne un point de vie par tour dés son deuxième tours inclue »: the status counts
the turns hidden (1 in the turn it hid); from the turn ``hide_heals_from`` (default the 2nd, the
sentence's last words; the 3rd reads « plus de deux tour ») each new turn hidden gives back one
PV lost. Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import shapely

from editor.model.options import FoundBy
from editor.rules.eisdrachen.rules import HIDDEN, HIDE_RULE
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import Status, TableState
from editor.table.figures import TableFigure
from editor.table.measure import HIDE_DISCOVERY_PAS, base_distance, within
from editor.table.units import pas_to_mm

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = HIDE_RULE


def is_hidden(state: TableState, figure: str) -> bool:
    found = state.figure(figure)
    return found is not None and found.status(HIDDEN) is not None


def hiding_place(engine: EisdrachenEngine, point: tuple[float, float]) -> str | None:
    """The hiding place under ``point`` (a piece's id), if any."""
    for placed in engine.game.terrain.near(shapely.Point(point)):
        if placed.piece.hiding_place and shapely.covers(placed.shape, shapely.Point(point)):
            return placed.piece.id
    return None


def finders(engine: EisdrachenEngine, state: TableState, hidden: TableFigure
            ) -> list[TableFigure]:
    """The figures near enough to find ``hidden`` (module docstring)."""
    limit = pas_to_mm(HIDE_DISCOVERY_PAS, engine.game.table)
    enemies_only = engine.options.eisdrachen.hide_found_by is FoundBy.ENEMIES
    return [f for f in engine.game.views(state)
            if f.id != hidden.id and within(base_distance(f, hidden), limit)
            and not (enemies_only and f.side == hidden.side)]


def attack_reasons(state: TableState, engine: EisdrachenEngine, actor: str,
                   target: str | None) -> list[Reason]:
    """« il ne peut être attaqué et ne peut pas attaquer »."""
    game = engine.game
    if is_hidden(state, actor):
        return [Reason("eisdrachen.hidden_cannot_attack", {"figure": game.name(actor)}, RULE)]
    if target is not None and is_hidden(state, target):
        return [Reason("eisdrachen.target_hidden", {"figure": game.name(target)}, RULE)]
    return []


class HideRule(ActionRule):
    name = "hide"
    title_key = "eisdrachen.action.hide"
    rule = RULE
    phases = ("actions",)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        game = engine.game
        me = game.view(state, actor)
        assert me is not None
        if is_hidden(state, actor):
            return [Reason("eisdrachen.already_hidden", {"figure": game.name(actor)}, RULE)]
        if hiding_place(engine, me.position) is None:
            return [Reason("eisdrachen.no_hiding_place", {"figure": game.name(actor)}, RULE)]
        near = finders(engine, state, me)
        if near:
            return [Reason("eisdrachen.hide_seen", {"figure": game.name(actor),
                                                    "other": game.name(near[0].id)}, RULE)]
        return []

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self.now(engine, state, action.actor or "")
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None and figure.position is not None
        place = hiding_place(engine, figure.position)
        after = state.with_figure(figure.with_status(Status(HIDDEN, 1)))
        return after, TableStep("eisdrachen.step.hide", {"figure": engine.game.name(actor)},
                                (RULE,), actor, {"place": place})


class LeaveHidingRule(ActionRule):
    name = "leave_hiding"
    title_key = "eisdrachen.action.leave_hiding"
    rule = RULE
    phases = ("actions",)
    counts = False

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        if not is_hidden(state, actor):
            return [Reason("eisdrachen.not_hidden", {"figure": engine.game.name(actor)}, RULE)]
        return []

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self.now(engine, state, action.actor or "")
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None
        after = state.with_figure(figure.with_status(None, HIDDEN))
        return after, TableStep("eisdrachen.step.leave_hiding",
                                {"figure": engine.game.name(actor)}, (RULE,), actor, {})


def after_action(engine: EisdrachenEngine, before: TableState, action: TableAction,
                 after: TableState) -> TableState:
    """The hidden figures that moved away or were found come out; on a new turn, the others
    count one more turn hidden and heal (module docstring)."""
    new_turn = after.turn != before.turn
    heals_from = engine.options.eisdrachen.hide_heals_from
    for figure in after.figures:
        status = figure.status(HIDDEN)
        if status is None:
            continue
        then = before.figure(figure.id)
        view = engine.game.view(after, figure.id)
        moved = then is not None and then.position != figure.position
        if view is None or moved or finders(engine, after, view):
            after = after.with_figure(figure.with_status(None, HIDDEN))
            continue
        if new_turn:
            turns = status.value + 1
            lost = figure.lost - 1 if turns >= heals_from and figure.lost > 0 else figure.lost
            after = after.with_figure(replace(figure.with_status(Status(HIDDEN, turns)),
                                              lost=lost))
    return after
