"""« 5) Corps à corps » on the table: ``melee``.

a) « les soldats qui vont se battre doivent être socle contre socle par n'importe quel moyen
(elles se mettront automatiquement au contact si leur distance l'une de l'autre est inférieur à
3 pas) »: an enemy whose base is closer than ``EisdrachenOptions.auto_contact_pas``. « si le
perso porte une arme blanche [...] on utilise le profil de l'arme, non celle du perso »: each
figure fights with a melee weapon of its profile (the declarer's chosen one, else its first),
else with its own A and F.

« Le joueur qui déclare l'utilisation d'une action d'attaque au corps à corps frappe le premier
(sauf si la figurine attaquée est un bleu) ». b) « La frappe réussie automatiquement »: every
attack lands; the struck figure dodges as against a shot, then the striker rolls its wounds
(« voir Tir plus haut »). « Riposte [...] On recommence une phase de corps à corps en inversant
les rôles »: the figure struck first, if it still has PV, strikes back; whether the riposte is
answered in turn is ``EisdrachenOptions.riposte`` (default: once; ``until_out`` goes on while
both stand, at most ``MAX_STRIKES`` strikes in one action). The stages of dice follow the
strikes: the dodges of the struck figure, then the striker's wounds, for each strike. Unlike a
shot, a melee earns no vengeance (« contrairement à la phase de tir, le joueur attaqué peu
riposter »). The prayers of « 15) Prier une divinité » (rerolls, multiplied attacks) apply to
each strike. A hidden figure (« 8) Se cacher ») neither fights nor is attacked. Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from editor.model.options import Riposte
from editor.rules.eisdrachen.hiding import attack_reasons
from editor.rules.eisdrachen.melee import Fighter, strike
from editor.rules.eisdrachen.praying import granted
from editor.rules.eisdrachen.report import melee_report
from editor.rules.eisdrachen.resolve import chain_stages, resolve_chain
from editor.rules.eisdrachen.rules import DIE_SIDES, PrayerResult
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import DiceStage, Evaluation, Reason, TableStep
from editor.rules.table_game.state import TableState
from editor.table.measure import in_melee_reach

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "5) Corps à corps"
MAX_STRIKES = 8
"""Strikes of one melee under ``until_out`` when both figures keep standing."""
MAX_ODDS_HIT_POINTS = 10


@dataclass(frozen=True, slots=True)
class Blow:
    striker: str
    struck: str
    dodge: tuple[int, ...]
    wound: tuple[int, ...]
    dodged: int
    lost: int


class MeleeRule(ActionRule):
    name = "melee"
    title_key = "eisdrachen.action.melee"
    rule = RULE
    phases = ("actions",)
    needs = ("target",)

    def now(self, engine: EisdrachenEngine, state: TableState, actor: str) -> list[Reason]:
        game = engine.game
        me = game.view(state, actor)
        assert me is not None
        hidden = attack_reasons(state, engine, actor, None)
        if hidden:
            return hidden
        if not any(o.side != me.side and in_melee_reach(me, o, game.rules)
                   for o in game.views(state)):
            return [Reason("table_game.no_enemy_in_reach", {"figure": game.name(actor)}, RULE)]
        return []

    def fighter(self, engine: EisdrachenEngine, state: TableState, figure: str,
                weapon: int | None) -> Fighter:
        """The figure's melee profile: the melee weapon's A and F, else its own."""
        profile = engine.profile(figure)
        melee = [i for i, w in enumerate(profile.weapons) if w.range_pas is None]
        chosen = weapon if weapon is not None else (melee[0] if melee else None)
        arm = engine.weapon(figure, chosen)
        attacks, force = (arm.attacks, arm.strength) if arm else (profile.attacks,
                                                                   profile.strength)
        return Fighter(profile.intelligence, attacks, force,
                       max(1, engine.hit_points_left(state, figure)),
                       reroll_dodges=granted(state, figure, PrayerResult.REROLL_DODGES),
                       reroll_wounds=granted(state, figure, PrayerResult.REROLL_WOUNDS),
                       attacks_doubled=granted(state, figure, PrayerResult.DOUBLE_ATTACKS))

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        game = engine.game
        if action.target is None:
            return Evaluation(action, False, (Reason("table_game.needs_target", {},
                                                     RULE),))
        me, other = game.view(state, action.actor or ""), game.view(state, action.target)
        assert me is not None
        reasons = []
        if other is None:
            reasons.append(Reason("table_game.no_target", {"figure": action.target[:60]}, RULE))
        elif other.side == me.side:
            reasons.append(Reason("table_game.friend", {"figure": game.name(other.id)}, RULE))
        elif attack_reasons(state, engine, me.id, other.id):
            reasons.extend(attack_reasons(state, engine, me.id, other.id))
        elif not in_melee_reach(me, other, game.rules):
            reasons.append(Reason("eisdrachen.not_in_contact", {"figure": game.name(other.id)},
                                  RULE))
        if action.weapon is not None:
            arm = engine.weapon(me.id, action.weapon)
            if arm is None:
                reasons.append(Reason("table_game.no_such_weapon", {"weapon": action.weapon},
                                      RULE))
            elif arm.range_pas is not None:
                reasons.append(Reason("table_game.not_melee", {"weapon": arm.name}, RULE))
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        declarer = self.fighter(engine, state, me.id, action.weapon)
        attacked = self.fighter(engine, state, action.target, None)
        odds = None
        if max(declarer.hit_points, attacked.hit_points) <= MAX_ODDS_HIT_POINTS:
            odds = melee_report(declarer, attacked, engine.eis)
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), (), odds, (first,) if first else ())

    def fight(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
              typed: Sequence[tuple]) -> tuple[DiceStage | None, list[Blow]]:
        """The strikes the ``typed`` dice decide, and the stage they still need (None: the
        fight is over)."""
        rules = engine.eis
        actor, target = action.actor or "", action.target or ""
        fighters = {actor: self.fighter(engine, state, actor, action.weapon),
                    target: self.fighter(engine, state, target, None)}
        left = {actor: engine.hit_points_left(state, actor),
                target: engine.hit_points_left(state, target)}
        first, second = (actor, target)
        if rules.strikes_first_when_attacked(fighters[target].intelligence):
            first, second = target, actor
        strikes = 2 if rules.riposte is Riposte.ONCE else MAX_STRIKES
        blows: list[Blow] = []
        index = 0
        striker, struck = first, second
        for _ in range(strikes):
            if left[striker] <= 0 or left[struck] <= 0:
                break
            attack = strike(fighters[striker], fighters[struck])
            stage, chain, index = chain_stages(attack, typed, index, rules, struck, striker)
            if stage is not None:
                return DiceStage(stage[0], DIE_SIDES, stage[1], stage[2]), blows
            dodge, wound = chain.dodge + chain.dodge_rerolls, chain.wound + chain.wound_rerolls
            result = resolve_chain(attack, chain, rules)
            lost = min(result.loss, left[struck])
            left[struck] -= lost
            blows.append(Blow(striker, struck, dodge, wound, result.dodged, lost))
            striker, struck = struck, striker
        return None, blows

    def next_stage(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        return self.fight(engine, state, action, typed)[0]

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        _stage, blows = self.fight(engine, state, action, dice)
        game = engine.game
        after = state
        losses = {action.actor or "": 0, action.target or "": 0}
        for blow in blows:
            losses[blow.struck] += blow.lost
        outs = []
        for figure_id, lost in losses.items():
            figure = after.figure(figure_id)
            assert figure is not None
            out = lost >= engine.hit_points_left(state, figure_id)
            if out:
                outs.append(figure_id)
            after = after.with_figure(replace(figure, lost=figure.lost + lost, out=out,
                                              position=None if out else figure.position))
        params = {"figure": game.name(action.actor or ""), "target": game.name(action.target or ""),
                  "lost": losses[action.actor or ""], "target_lost": losses[action.target or ""]}
        result = {
            "dice": [list(d) for d in dice],
            "first": blows[0].striker if blows else action.actor,
            "strikes": [{"striker": b.striker, "struck": b.struck, "dodge": list(b.dodge),
                         "wound": list(b.wound), "dodged": b.dodged, "lost": b.lost}
                        for b in blows],
            "lost": losses,
            "out": outs,
        }
        return after, TableStep("eisdrachen.step.melee", params, (RULE,), action.actor, result)
