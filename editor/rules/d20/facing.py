"""« Les Attaques dans le dos » inside a melee: the attacks from behind first, then ``face``.

« Les adversaires se font face après que les attaques dans le dos aient été réalisées. Dans le
cas de plusieurs attaquants, le joueur qui se défend choisit l'ennemi auquel il fait face. »

- **An attack from behind** on a figure is the melee of an enemy in contact with it that
  started its turn in its rear arc (``editor.rules.d20.start.started_behind``, with the facing
  the figure has now).
- **It remains to be made** (``rear_attackers``) while, in the actions phase, that enemy may
  still take a ``melee`` now: it is on the table and its side plays this phase, it has an
  action left for a strike (``D20Engine.may_act``: one action per phase, a strike after a shot
  inside a melee) and its base touches the figure. An attacker that has acted, is taken out,
  or no longer touches the figure has no attack from behind left. While one remains, a melee
  of another enemy that did not start in that figure's rear arc (a frontal attack) is refused,
  naming the figure that still has to strike from behind; other attacks from behind may be
  made in any order. Shots are not held back: the text speaks of the melee.
- **Facing**: once no attack from behind remains on a figure, the figures face each other. A
  figure struck from behind that touches one enemy only turns to face it at once (the step
  says so); touching several, its owner chooses: ``face``, free (it uses no action), taken by
  the defending figure during an enemy side's actions phase, the ``target`` being the enemy in
  contact it turns to. The facing is the bearing from its centre to the enemy's
  (``TableState`` facing), so the rear checks and the frontal arc read it from then on.
Pure core.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from editor.rules.d20.bubble import enemies_in_contact
from editor.rules.d20.start import started_behind
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Evaluation, Reason, TableStep
from editor.rules.table_game.state import TableState
from editor.table.arcs import bearing_deg
from editor.table.measure import touching

if TYPE_CHECKING:
    from editor.rules.d20.game import D20Engine

REAR_RULE = "Les Attaques dans le dos"
MELEE = "melee"


def rear_attackers(engine: D20Engine, state: TableState, target: str,
                   besides: Iterable[str] = ()) -> list[str]:
    """The enemies whose attack from behind on ``target`` remains to be made (module
    docstring), but those of ``besides``."""
    game = engine.game
    other = game.view(state, target)
    if other is None or state.phase != "actions" or MELEE not in engine.actions:
        return []
    skip = set(besides)
    melee = engine.actions[MELEE]
    return [
        view.id for view in game.views(state)
        if view.id not in skip and view.side != other.side and touching(view, other)
        and started_behind(engine, state, view, other)
        and not engine.shared_reasons(state, melee, view.id)
    ]


def turned_to(state: TableState, figure: str, enemy: str, engine: D20Engine) -> TableState:
    """``figure`` facing ``enemy``: the bearing from its centre to the enemy's."""
    me, other = engine.game.view(state, figure), engine.game.view(state, enemy)
    now = state.figure(figure)
    assert me is not None and other is not None and now is not None
    return state.with_figure(replace(now, facing_deg=bearing_deg(me.position, other.position)))


def after_rear_attack(engine: D20Engine, state: TableState, attacker: str, target: str
                      ) -> tuple[TableState, str]:
    """After ``attacker``'s attack from behind on ``target``: with no other one left, the
    target facing its only enemy in contact (``faced``), or its owner to choose among several
    (``choose``); else nothing yet (``""``)."""
    if rear_attackers(engine, state, target, besides=(attacker,)):
        return state, ""
    enemies = enemies_in_contact(engine, state, target)
    if len(enemies) == 1:
        return turned_to(state, target, enemies[0], engine), "faced"
    return state, "choose" if enemies else ""


class FaceRule(ActionRule):
    """``face``: « le joueur qui se défend choisit l'ennemi auquel il fait face »."""

    name = "face"
    title_key = "d20.action.face"
    rule = REAR_RULE
    phases = ("actions",)
    needs = ("target",)
    counts = False
    out_of_turn = True
    own_side_key = "d20.face.own_side"
    """The reason when the figure's own side plays (``D20Engine.shared_reasons``)."""

    def now(self, engine: D20Engine, state: TableState, actor: str) -> list[Reason]:
        name = engine.game.name
        if not enemies_in_contact(engine, state, actor):
            return [Reason("d20.no_contact", {"figure": name(actor)}, REAR_RULE)]
        pending = rear_attackers(engine, state, actor)
        if pending:
            return [Reason("d20.face.rear_first",
                           {"figure": name(actor), "attacker": name(pending[0])}, REAR_RULE)]
        return []

    def evaluate(self, engine: D20Engine, state: TableState, action: TableAction) -> Evaluation:
        game = engine.game
        actor = action.actor or ""
        if action.target is None:
            return Evaluation(action, False, (Reason("table_game.needs_target", {},
                                                     REAR_RULE),))
        me, other = game.view(state, actor), game.view(state, action.target)
        assert me is not None
        reasons = []
        if other is None:
            reasons.append(Reason("table_game.no_target", {"figure": action.target[:60]},
                                  REAR_RULE))
        elif other.side == me.side:
            reasons.append(Reason("table_game.friend", {"figure": game.name(other.id)},
                                  REAR_RULE))
        elif not touching(me, other):
            reasons.append(Reason("d20.not_in_contact", {"figure": game.name(other.id)},
                                  REAR_RULE))
        else:
            reasons.extend(self.now(engine, state, actor))
        return Evaluation(action, not reasons, tuple(reasons))

    def resolve(self, engine: D20Engine, state: TableState, action: TableAction, dice: Dice
                ) -> tuple[TableState, TableStep]:
        actor, target = action.actor or "", action.target or ""
        after = turned_to(state, actor, target, engine)
        now = after.figure(actor)
        assert now is not None
        name = engine.game.name
        return after, TableStep("d20.step.face", {"figure": name(actor), "target": name(target)},
                                (REAR_RULE,), actor,
                                {"target": target, "facing_deg": round(now.facing_deg, 3)})
