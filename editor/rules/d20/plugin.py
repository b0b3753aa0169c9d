"""The D20 skirmish rule-system plug-in (``rules/d20-skirmish.fr.txt``, PRODUCT §2.3).

A free table in cm; the unit profile ``D20Profile`` (Mouvement, Tir, Càc, Force, Dφ, PC…); the
rules options of the ``d20`` group; unit cards; the table numbers of ``editor.rules.d20.table``;
the engine of ``editor.rules.d20.game`` with its actions: move (movement phase), shoot and
melee (actions phase), end the phase. Pure core.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from editor.checker import river
from editor.model.options import SOLO_TABLE_GROUPS
from editor.model.scenario import Scenario
from editor.model.table import DistanceUnit, FreeTable
from editor.model.units import D20Profile
from editor.rules.d20.arms import ShootBoth
from editor.rules.d20.cover import TakeCover
from editor.rules.d20.deploy import DeployRule
from editor.rules.d20.facing import FaceRule
from editor.rules.d20.fighting import MeleeRule
from editor.rules.d20.free_actions import UseObject
from editor.rules.d20.game import TURN_RULE, D20EndPhase, D20Engine
from editor.rules.d20.grenade import GrenadeRule
from editor.rules.d20.handling import MoveObject, Seize, Throw
from editor.rules.d20.impulse import ImpulseRule
from editor.rules.d20.interrupt import InterruptFire
from editor.rules.d20.modes import D20Move, ReadyToFire, VigilantWalk
from editor.rules.d20.objects import Work
from editor.rules.d20.odds import MAX_BONUS, MAX_TERM, PLAYERS, TieReroll
from editor.rules.d20.opening import START_PHASE, ChooseFirstRule, InitiativeRule, RolesRule
from editor.rules.d20.report import attack_report, initiative_report
from editor.rules.d20.retreat import Retreat, RetreatFiring, RetreatShot
from editor.rules.d20.shooting import ShootRule
from editor.rules.d20.table import d20_table_rules
from editor.rules.registry import OddsOption, SystemChecks
from editor.rules.table_game.plugin import TablePlugin
from editor.table.rules import TableRules

ACTIONS = (
    RolesRule(),
    InitiativeRule(),
    ChooseFirstRule(),
    DeployRule(),
    ImpulseRule(),
    D20Move(),
    VigilantWalk(),
    ReadyToFire(),
    TakeCover(),
    InterruptFire(),
    Retreat(),
    RetreatFiring(),
    RetreatShot(),
    ShootRule(),
    ShootBoth(),
    GrenadeRule(),
    MeleeRule(),
    FaceRule(),
    Work(),
    UseObject(),
    MoveObject(),
    Seize(),
    Throw(),
    D20EndPhase(TURN_RULE, (START_PHASE, "movement", "actions")),
)
"""The actions of a figure, in the order the action panel lists them (one module each)."""


class D20Plugin(TablePlugin):
    name = "d20"
    profile_type = D20Profile
    distance_unit = DistanceUnit.CM
    default_size_mm = (1200.0, 900.0)
    title_key = "rules.system.d20"
    plays_river = True
    """The solo deck and river may play its villains (``docs/solo.md``, "Free tables")."""
    start_of_game = True
    """« 1. Le début de la Partie » and « 2. Le Déploiement » (``editor.rules.d20.opening``)."""

    def build_table_rules(self, scenario: Scenario, table: FreeTable) -> TableRules:
        return d20_table_rules(scenario.options, table)

    def option_groups(self) -> tuple[str, ...]:
        return ("d20", *SOLO_TABLE_GROUPS)

    def checks(self) -> SystemChecks:
        """The free-table checks, and the solo deck and river's on a river scenario: the
        villains deploy in their zone of « 2. Le Déploiement », where reinforcements enter
        when no area is drawn."""
        base = super().checks()
        return SystemChecks(
            always=(*base.always, partial(river.table_checks, villain_deployment=True)),
            when_sound=base.when_sound,
        )

    loss_name = "PC"

    def odds_options(self) -> tuple[OddsOption, ...]:
        return (
            OddsOption("attack", "N", -MAX_TERM, MAX_TERM,
                       help="the roll's fixed terms: Tir or Càc, weapon Force, modifiers"),
            OddsOption("defence", "D", -MAX_TERM, MAX_TERM,
                       help="the target's Dφ with its modifiers"),
            OddsOption("opposed", "M", -MAX_TERM, MAX_TERM, required=False,
                       help="an opposed score: the chance that N + 1D20 beats M + 1D20"),
            OddsOption("initiative", "B1,B2[,B3]", -MAX_BONUS, MAX_BONUS, required=False,
                       count=PLAYERS, instead=True,
                       help="« Qui commence la partie ? »: each player's bonus; the chance "
                            "each wins the initiative, ties rolled again (instead of --attack)"),
            OddsOption("ties", "|".join(t.value for t in TieReroll),
                       choices=tuple(t.value for t in TieReroll),
                       default=TieReroll.TIED_ONLY.value,
                       help="with --initiative and three players: who rolls again when two "
                            "tie at the top (d20.initiative_ties)"),
        )

    def odds_report(self, values: dict[str, Any]) -> dict[str, Any]:
        """« 3.2. Les Tirs », « Le Corps à Corps », « Quitter un càc »; with ``initiative``,
        « Qui commence la partie ? » (``editor.rules.d20.report``)."""
        if values.get("initiative") is not None:
            ties = TieReroll(values.get("ties") or TieReroll.TIED_ONLY.value)
            return initiative_report(values["initiative"], ties)
        return attack_report(values["attack"], values["defence"], values.get("opposed"))

    def new_engine(self, scenario: Scenario, seed: int, setup: Any) -> D20Engine:
        return D20Engine(scenario, seed, setup, self.table_rules(scenario), ACTIONS)
