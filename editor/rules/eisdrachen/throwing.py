"""« 4) Lancer une grenade » on the table: ``grenade``.

« Le joueur décide où lancer sa bête »: the player gives the aim point ``at``, within
``EisdrachenOptions.grenade_range_pas`` of the thrower's centre (the text gives no range), away
from the thrower and not inside a wall. The stages of dice: the bounce, one d6 rolled by the
thrower (« le score donne le nombre de pas », ``EisdrachenRules.bounce_pas``), which says where
it lands (``editor.rules.eisdrachen.blast``); then, for every figure caught, in table order, its
dodge dice, one per attack of the grenade, each dodging on ``grenade_dodge_on`` (« une esquive
qui réussi sur 5+ », whatever its I), and the wound dice of the undodged attacks, rolled by the
thrower on its wound number by its I (« 3) Tir »'s table; the text does not say whose precision
counts). The grenade is ``grenade_attacks`` A of F ``grenade_force`` (« 2(A) de F(2) » for a
standard one; the Arsenal's others are the author's). A figure at 0 PV is out. A grenade is no
shot: it earns no vengeance unless ``grenade_vengeance`` says so. A hidden figure (« 8) Se
cacher ») neither throws nor is caught. A victim whose prayer lets it (« 15) » 3) rolls its
failed dodges again. The odds before the roll are
exact over the bounce and every victim (``editor.rules.eisdrachen.grenade``); the blast is drawn
where the shortest and the longest bounce land. Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from editor.messages import translate
from editor.model.text import Text
from editor.rules.eisdrachen.blast import Landing, caught, landing, wall_at
from editor.rules.eisdrachen.grenade import Victim, grenade_attack
from editor.rules.eisdrachen.hiding import attack_reasons, is_hidden
from editor.rules.eisdrachen.praying import granted
from editor.rules.eisdrachen.report import grenade_report
from editor.rules.eisdrachen.resolve import chain_stages, resolve_chain
from editor.rules.eisdrachen.rules import DIE_SIDES, PrayerResult
from editor.rules.eisdrachen.shooting import vengeance
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Area, DiceStage, Evaluation, Reason, TableStep
from editor.rules.table_game.moving import length_text
from editor.rules.table_game.state import Status, TableState
from editor.rules.table_game.turns import VENGEANCE_NEXT
from editor.table.measure import EPSILON_MM, centre_distance
from editor.table.placing import on_table
from editor.table.units import pas_to_mm

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "4) Lancer une grenade"


@dataclass(frozen=True, slots=True)
class Caught:
    figure: str
    dodge: tuple[int, ...]
    wound: tuple[int, ...]
    dodged: int
    lost: int


def bounce_label(pas: int) -> Text:
    """The label of the blast drawn where a bounce of ``pas`` lands."""
    return Text(fr=translate("eisdrachen.blast_label", "fr", pas=pas),
                en=translate("eisdrachen.blast_label", "en", pas=pas))


class GrenadeRule(ActionRule):
    name = "grenade"
    title_key = "eisdrachen.action.grenade"
    rule = RULE
    phases = ("actions",)
    needs = ("at",)

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        thrower = engine.profile(action.actor or "").intelligence

        def victims_at(pas: int) -> list[Victim]:
            return [self._victim(engine, state, f.id)
                    for f in self._caught(engine, state, action, pas)]

        odds = grenade_report(thrower, victims_at, engine.eis)
        bounces = sorted(set(engine.eis.bounce_pas))
        landings = {pas: self._landing(engine, state, action, pas).point for pas in bounces}
        odds["landing"] = {str(pas): list(point) for pas, point in landings.items()}
        for vid, victim in odds["victims"].items():
            name = engine.game.name(vid)
            victim["name"] = {"fr": name.get("fr"), "en": name.get("en")}
        radius = pas_to_mm(engine.options.eisdrachen.grenade_radius_pas, engine.game.table)
        shown = {bounces[0], bounces[-1]}
        areas = tuple(Area("blast", landings[pas], radius, RULE, bounce_label(pas))
                      for pas in sorted(shown))
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), (), odds, (first,) if first else (), areas)

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game = engine.game
        if action.at is None:
            return [Reason("table_game.needs_at", {}, RULE)]
        me = game.view(state, action.actor or "")
        assert me is not None
        hidden = attack_reasons(state, engine, me.id, None)
        if hidden:
            return hidden
        if not on_table(game.table, action.at):
            return [Reason("eisdrachen.grenade_off_table", {}, RULE)]
        reach = pas_to_mm(engine.options.eisdrachen.grenade_range_pas, game.table)
        distance = centre_distance(me.position, action.at)
        if distance <= EPSILON_MM:
            return [Reason("eisdrachen.grenade_at_feet", {"figure": game.name(me.id)}, RULE)]
        if distance > reach + EPSILON_MM:
            return [Reason("eisdrachen.grenade_too_far", {
                "distance": length_text(engine, distance), "range": length_text(engine, reach)},
                RULE)]
        if wall_at(game.terrain_at(state), action.at) is not None:
            return [Reason("eisdrachen.grenade_in_wall", {}, RULE)]
        return []

    def _victim(self, engine: EisdrachenEngine, state: TableState, figure: str) -> Victim:
        """A figure in the blast: its PV left, its prayer's reroll of failed dodges."""
        return Victim(figure, engine.hit_points_left(state, figure),
                      granted(state, figure, PrayerResult.REROLL_DODGES))

    def _landing(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                 pas: int) -> Landing:
        me = engine.game.view(state, action.actor or "")
        assert me is not None and action.at is not None
        return landing(engine.game.terrain_at(state), me.position, action.at,
                       pas_to_mm(pas, engine.game.table))

    def _caught(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                pas: int):
        burst = self._landing(engine, state, action, pas).point
        seen = [f for f in engine.game.views(state) if not is_hidden(state, f.id)]
        return caught(engine.game.terrain_at(state), seen, burst, engine.options)

    def blast(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
              typed: Sequence[tuple]) -> tuple[DiceStage | None, list[Caught]]:
        """What the ``typed`` dice decide for each figure caught, and the stage still needed
        (None: the roll is complete)."""
        actor = action.actor or ""
        if not typed:
            return DiceStage("eisdrachen.roll.bounce", DIE_SIDES, 1, actor), []
        pas = engine.eis.bounce_pas[typed[0][0] - 1]
        rules = engine.eis
        thrower = engine.profile(actor).intelligence
        done: list[Caught] = []
        index = 1
        for figure in self._caught(engine, state, action, pas):
            attack = grenade_attack(thrower, self._victim(engine, state, figure.id), rules)
            stage, chain, index = chain_stages(attack, typed, index, rules, figure.id, actor)
            if stage is not None:
                key = "eisdrachen.roll.grenade_dodge" if stage[0] == "eisdrachen.roll.dodge" \
                    else stage[0]
                return DiceStage(key, DIE_SIDES, stage[1], stage[2]), done
            dodge, wound = chain.dodge + chain.dodge_rerolls, chain.wound
            result = resolve_chain(attack, chain, rules)
            lost = min(result.loss, engine.hit_points_left(state, figure.id))
            done.append(Caught(figure.id, dodge, wound, result.dodged, lost))
        return None, done

    def next_stage(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        return self.blast(engine, state, action, typed)[0]

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        _stage, victims = self.blast(engine, state, action, dice)
        pas = engine.eis.bounce_pas[dice[0][0] - 1]
        where = self._landing(engine, state, action, pas)
        after, outs = state, []
        for victim in victims:
            figure = after.figure(victim.figure)
            assert figure is not None
            out = victim.lost >= engine.hit_points_left(state, victim.figure)
            hit = replace(figure, lost=figure.lost + victim.lost, out=out,
                          position=None if out else figure.position)
            if out:
                outs.append(victim.figure)
            elif engine.options.eisdrachen.grenade_vengeance:
                earned = hit.status(VENGEANCE_NEXT)
                hit = hit.with_status(Status(VENGEANCE_NEXT, vengeance(engine, earned)))
            after = after.with_figure(hit)
        game = engine.game
        params = {"figure": game.name(action.actor or ""), "bounce": f"{pas} pas",
                  "caught": len(victims), "lost": sum(v.lost for v in victims)}
        key = "eisdrachen.step.grenade_wall" if where.at_wall else "eisdrachen.step.grenade"
        result = {
            "dice": [list(d) for d in dice],
            "aim": list(action.at or ()),
            "bounce_pas": pas,
            "landing": list(where.point),
            "at_wall": where.at_wall,
            "victims": [{"figure": v.figure, "dodge": list(v.dodge), "wound": list(v.wound),
                         "dodged": v.dodged, "lost": v.lost} for v in victims],
            "out": outs,
        }
        return after, TableStep(key, params, (RULE,), action.actor, result)
