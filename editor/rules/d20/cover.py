"""« Mise à l'abri » on the table: ``take_cover``.

« Si l'UC Génétique effectue un mouvement normal, il se retrouvera à la fin de son tour, sous
le feu de l'UC Chronos. Il peut dès lors choisir de se mettre à l'abri. Cette possibilité ne
peut être utilisée que SI un abri potentiel (un couvert) améliore objectivement ses chances de
survie et que ce couvert se trouve à un maximum de 5 cm de son point d'arrivée normal. [...]
Une figurine peut courir pour chercher un couvert et se mettre à l'abri, uniquement lorsqu'il y
a un danger immédiat, évident. [...] Quand un mouvement de mise à l'abri est effectué, c'est un
mouvement normal + 5 cm. Courir pour se mettre à l'abri termine le tour de jeu de la figurine. »

- The danger: an enemy could shoot the figure where it stands now (a shot of « 3.2. Les
  Tirs » legal from the enemy's place: range, arc, sight, the melee bubble); its chance to hit
  is the threat.
- The move: to ``at`` within the Mouvement + ``D20Options.take_cover_extra_cm``, as a move of
  « 3.1. Les Mouvements » (so the place lies within 5 cm of a normal move's end).
- « améliore objectivement »: ``D20Options.take_cover_test``: by default the best chance any
  threatening enemy has to hit the figure is lower at ``at`` than now; or (``cover``) against
  every threatening enemy the figure is out of its shot or behind a better cover at ``at``.
- It ends the figure's turn: the status ``sheltered``, no action in its actions phase, until
  its side's next movement phase.
Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from editor.model.options import TakeCoverTest
from editor.rules.d20.modes import SHELTERED, D20Move
from editor.rules.d20.odds import attack_odds
from editor.rules.odds import fraction_text
from editor.rules.table_game.action_rule import Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import Status, TableState
from editor.table.ground import Mover
from editor.table.movement import MovementRange, movement_range
from editor.table.units import cm_to_mm

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine

RULE = "Mise à l'abri"


def threats(engine: D20Engine, state: TableState, figure: str
            ) -> dict[tuple[str, int], tuple[Fraction, int]]:
    """Every (enemy, weapon) that may shoot ``figure`` in ``state``: its chance to hit and the
    Dφ it shoots against (the cover included)."""
    shoot = engine.actions["shoot"]
    game = engine.game
    me = game.view(state, figure)
    out: dict[tuple[str, int], tuple[Fraction, int]] = {}
    if me is None:
        return out
    for enemy in game.views(state):
        if enemy.side == me.side:
            continue
        for index, weapon in enumerate(engine.profile(enemy.id).weapons):
            if weapon.range_cm is None:
                continue
            shot = TableAction("shoot", enemy.id, target=figure, weapon=index)
            if not shoot.allowed(engine, state, shot):
                continue
            attack, defence, _modifiers = shoot.terms(engine, state, shot)
            out[(enemy.id, index)] = (attack_odds(attack, defence).hit, defence)
    return out


class TakeCover(D20Move):
    name = "take_cover"
    title_key = "d20.action.take_cover"

    def __init__(self) -> None:
        super().__init__()
        self.rule = RULE

    def reach(self, engine: D20Engine, state: TableState, actor: str) -> MovementRange | None:
        view = engine.game.view(state, actor)
        if view is None:
            return None
        budget = view.speed_mm + cm_to_mm(engine.options.d20.take_cover_extra_cm)
        return movement_range(engine.game.terrain_at(state), Mover.of(view, engine.game.rules),
                              view.position, budget)

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        if not threats(engine, state, actor):
            return [Reason("d20.take_cover.no_danger", {"figure": engine.game.name(actor)},
                           RULE)]
        return super().now(engine, state, actor)

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        actor = action.actor or ""
        reasons = self.now(engine, state, actor) or self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        before = threats(engine, state, actor)
        figure = state.figure(actor)
        assert figure is not None and action.at is not None
        after = threats(engine, state.with_figure(replace(figure, position=action.at)), actor)
        if not self._improves(engine, before, after):
            worst = max((p for p, _d in before.values()), default=Fraction(0))
            then = max((p for p, _d in after.values()), default=Fraction(0))
            return Evaluation(action, False, (Reason("d20.take_cover.no_better", {
                "figure": engine.game.name(actor), "now": fraction_text(worst),
                "then": fraction_text(then)}, RULE),))
        return Evaluation(action, True)

    def _improves(self, engine: D20Engine, before, after) -> bool:
        if engine.options.d20.take_cover_test is TakeCoverTest.COVER:
            return all(key not in after or after[key][1] > defence
                       for key, (_p, defence) in before.items())
        worst = max(p for p, _d in before.values())
        return max((p for p, _d in after.values()), default=Fraction(0)) < worst

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        after, step = super().resolve(engine, state, action, dice)
        figure = after.figure(action.actor or "")
        assert figure is not None
        after = after.with_figure(figure.with_status(Status(SHELTERED)))
        return after, replace(step, key="d20.step.take_cover", rules=(RULE,))
