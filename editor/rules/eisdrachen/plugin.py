"""The Eisdrachen rule-system plug-in (``rules/eisdrachen-actions.fr.txt``, PRODUCT §2.2).

A free table in pas; the unit profile ``EisdrachenProfile`` (V, I, A, F, PV); the rules
options of the ``eisdrachen`` group; unit cards and the pas ruler; the table numbers of
``editor.rules.eisdrachen.table``; the engine of ``editor.rules.eisdrachen.game`` with its
actions: move, crawl, climb, jump, shoot, snipe, throw a grenade, melee, hide and
leave hiding, dig in, heal, pray, set a trap, use abandoned equipment, repair or sabotage
it, sound the alert and answer a shot, end the phase, the players' override of the
actions a figure has left, and the scenario's house actions. Pure core.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from editor.checker import river
from editor.model.options import SOLO_TABLE_GROUPS, WoundDice
from editor.model.scenario import Scenario
from editor.model.table import DistanceUnit, FreeTable
from editor.model.units import EisdrachenProfile
from editor.rules.eisdrachen.alerting import AlertRule, AnswerRule, answer_after_shot
from editor.rules.eisdrachen.climbing import ClimbAction
from editor.rules.eisdrachen.crawling import CrawlRule
from editor.rules.eisdrachen.fighting import MeleeRule
from editor.rules.eisdrachen.game import TURN_RULE, EisdrachenEngine
from editor.rules.eisdrachen.healing import HealRule
from editor.rules.eisdrachen.hiding import HideRule, LeaveHidingRule
from editor.rules.eisdrachen.hiding import after_action as after_hiding
from editor.rules.eisdrachen.house import HouseRule
from editor.rules.eisdrachen.jumping import JumpRule
from editor.rules.eisdrachen.odds import MAX_ATTACKS, MAX_FORCE, NEVER, Attack
from editor.rules.eisdrachen.override import SetActionsRule
from editor.rules.eisdrachen.position import DigInRule, leave_holes
from editor.rules.eisdrachen.praying import PrayRule, start_prayers
from editor.rules.eisdrachen.repairing import RepairRule, SabotageRule
from editor.rules.eisdrachen.report import shot_report
from editor.rules.eisdrachen.rules import EisdrachenRules
from editor.rules.eisdrachen.shooting import ShootRule
from editor.rules.eisdrachen.sniper import SnipeRule
from editor.rules.eisdrachen.table import eisdrachen_table_rules
from editor.rules.eisdrachen.throwing import GrenadeRule
from editor.rules.eisdrachen.traps import TrapRule, spring_traps
from editor.rules.eisdrachen.using import UseRule
from editor.rules.registry import OddsOption, SystemChecks
from editor.rules.table_game.moving import MoveRule
from editor.rules.table_game.phases import EndPhase
from editor.rules.table_game.plugin import TablePlugin
from editor.table.rules import TableRules

ACTIONS = (
    MoveRule("1) Déplacement", ("actions",)),
    CrawlRule(),
    ClimbAction(),
    JumpRule(),
    ShootRule(),
    SnipeRule(),
    GrenadeRule(),
    MeleeRule(),
    HideRule(),
    LeaveHidingRule(),
    DigInRule(),
    HealRule(),
    PrayRule(),
    TrapRule(),
    UseRule(),
    RepairRule(),
    SabotageRule(),
    AlertRule(),
    AnswerRule(),
    EndPhase(TURN_RULE, ("actions",)),
    SetActionsRule(),
)
"""The actions of a figure, in the order the action panel lists them (one module each)."""
AFTERMATH = (answer_after_shot, leave_holes, spring_traps, after_hiding, start_prayers)
"""What follows every action: an alerted figure shot at may answer (« 14) »), holes left
(« 9) »), traps set off (« 6) »), hidden figures found or healing (« 8) »), prayers taking
effect as a turn starts (« 15) »)."""


class EisdrachenPlugin(TablePlugin):
    name = "eisdrachen"
    profile_type = EisdrachenProfile
    distance_unit = DistanceUnit.PAS
    default_size_mm = (1200.0, 1200.0)
    title_key = "rules.system.eisdrachen"
    plays_river = True
    """The solo deck and river may play its villains (``docs/solo.md``, "Free tables")."""

    def build_table_rules(self, scenario: Scenario, table: FreeTable) -> TableRules:
        return eisdrachen_table_rules(scenario.options, table)

    def option_groups(self) -> tuple[str, ...]:
        return ("eisdrachen", *SOLO_TABLE_GROUPS)

    def checks(self) -> SystemChecks:
        """The free-table checks, and the solo deck and river's on a river scenario: the system
        has no deployment zone, reinforcements need a drawn area."""
        base = super().checks()
        return SystemChecks(
            always=(*base.always, partial(river.table_checks, villain_deployment=False)),
            when_sound=base.when_sound,
        )

    loss_name = "PV"
    plays_house_actions = True
    """The scenario's house actions are actions of its figures (``editor.rules.eisdrachen
    .house``): the editor docks their panel."""

    def odds_options(self) -> tuple[OddsOption, ...]:
        return (
            OddsOption("attacks", "A", 0, MAX_ATTACKS, help="attacks of the shot"),
            OddsOption("force", "F", 0, MAX_FORCE, help="Force of each attack"),
            OddsOption("attacker-i", "1..4", 1, 4, help="the shooter's I (wounds)"),
            OddsOption("target-i", "1..4", 1, 4, help="the target's I (dodges)"),
            OddsOption("wound-dice", "per-force|per-attack",
                       choices=("per-force", "per-attack"), default="per-force",
                       help="one wound die per undodged point of Force, or per attack"),
            OddsOption("sniper", "", flag=True, help="7) Sniper: every dodge cancelled"),
            OddsOption("dug-in", "", flag=True,
                       help="9) Prise de position: the target is dug in, the shots halved"),
            OddsOption("reroll-dodges", "", flag=True,
                       help="15) Prier une divinité, 3: the target rerolls its failed dodges"),
            OddsOption("reroll-wounds", "", flag=True,
                       help="15) Prier une divinité, 4: the shooter rerolls its failed wounds"),
            OddsOption("dodge-on", "2..7", 2, NEVER, required=False,
                       help="a fixed dodge number instead of the target's (a grenade: 5)"),
        )

    def odds_report(self, values: dict[str, Any]) -> dict[str, Any]:
        """« 3) Tir »: the PV lost to the shot (``editor.rules.eisdrachen.report``), with the
        sniper (« 7) »), a dug-in target (« 9) »), the rerolls of a prayer (« 15) » 3 and 4)
        and a fixed dodge number (« 4) »: a grenade dodged on 5+)."""
        dice = WoundDice.PER_ATTACK if values["wound_dice"] == "per-attack" else (
            WoundDice.PER_FORCE_POINT)
        attack = Attack(values["attacks"], values["force"], values["attacker_i"],
                        values["target_i"], sniper=bool(values.get("sniper")),
                        dug_in=bool(values.get("dug_in")),
                        dodge_on=values.get("dodge_on"),
                        reroll_dodges=bool(values.get("reroll_dodges")),
                        reroll_wounds=bool(values.get("reroll_wounds")))
        return shot_report(attack, EisdrachenRules(wound_dice=dice))

    def card_jobs(self) -> tuple[str, ...]:
        return ("units", "ruler", "reference")

    def new_engine(self, scenario: Scenario, seed: int, setup: Any) -> EisdrachenEngine:
        house = tuple(HouseRule(action) for action in scenario.house_actions)
        return EisdrachenEngine(scenario, seed, setup, self.table_rules(scenario),
                                ACTIONS + house, AFTERMATH)
