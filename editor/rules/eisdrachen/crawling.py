"""« 1 bis) Ramper » on the table: ``crawl``.

« Ramper permet de passer sous les fils barbelés, les petits ponts ou toute sorte d'endroits
exiguë au sol, ramper divise la vitesse de déplacement par 2 et est impossible pour tout porteur
d'armes lourdes »: a move of at most half V in which the pieces the author marked crawl-only
(``MovementEffect.CRAWL_ONLY``: barbed wire, a small bridge, a low passage) cost no more than
open ground, since the whole crawl is already at half speed; a « 1) Déplacement » does not
pass them (``editor.rules.eisdrachen.table``). A figure whose profile carries a heavy weapon
(``EisdrachenProfile.heavy_weapon``) cannot crawl at all. Everything else is the move's: the
base on the table and over no other base, the facing the player's. No dice. Pure core.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.table_game.action_rule import Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.moving import MoveRule
from editor.rules.table_game.state import TableState
from editor.table.ground import Mover
from editor.table.movement import MovementRange, movement_range

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "1 bis) Ramper"
DIVISOR = 2
"""« ramper divise la vitesse de déplacement par 2 »."""
CACHE = 8


def crawl_range(engine: EisdrachenEngine, state: TableState, actor: str
                ) -> MovementRange | None:
    """Where a crawl of ``actor`` may end now (None when it is not on the table): half V,
    crawl-only ground at the cost of open ground. The last few are kept on the engine, as the
    offers, the evaluation and the overlays ask the same."""
    cache = engine.crawls
    key = (state, actor)
    found = cache.get(key)
    if found is None:
        view = engine.game.view(state, actor)
        if view is None:
            return None
        rules = replace(engine.game.rules, crawl_factor=1.0)
        budget = view.speed_mm / DIVISOR
        found = movement_range(engine.game.terrain_at(state), Mover.of(view, rules), view.position,
                               budget)
        cache[key] = found
        while len(cache) > CACHE:
            cache.pop(next(iter(cache)))
    return found


class CrawlRule(MoveRule):
    name = "crawl"
    title_key = "eisdrachen.action.crawl"

    def __init__(self) -> None:
        super().__init__(RULE, ("actions",))

    def reach(self, engine: EisdrachenEngine, state: TableState, actor: str
              ) -> MovementRange | None:
        return crawl_range(engine, state, actor)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        if engine.profile(actor).heavy_weapon:
            return [Reason("eisdrachen.crawl_heavy_weapon", {"figure": engine.game.name(actor)},
                           RULE)]
        reach = self.reach(engine, state, actor)
        if reach is None or not reach.reaches_beyond_start:
            return [Reason("table_game.move.stuck", {"figure": engine.game.name(actor)}, RULE)]
        return []

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self.now(engine, state, action.actor or "") or self._reasons(
            engine, state, action)
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        after, step = super().resolve(engine, state, action, dice)
        return after, replace(step, key="eisdrachen.step.crawl")
