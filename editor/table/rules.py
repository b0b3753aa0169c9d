"""How a rule system moves and sees on a free table, as plain numbers: ``TableRules``.

Eisdrachen and the D20 game play on the same table with the same engine; they differ only by
the numbers here, resolved into millimetres for one table. The queries of this package take a
``TableRules`` and never ask which rule system is played. :func:`table_rules` is the one place
that chooses them, from the scenario's rule system and rules options (``TABLE_RULES``); the
rule-system plug-ins will supply their builder from there.

The numbers, from the texts (``docs/free-table.md`` has the full reading):

=====================  =====================================  ==================================
                       Eisdrachen (``rules/eisdrachen-…``)     D20 (``rules/d20-skirmish…``)
=====================  =====================================  ==================================
difficult terrain      ×1 "Il n'y a pas de restrictions de      ×2 "Le Mouvement est alors divisé
                       terrain"                               par deux"
crawl-only ground      ×2 "ramper divise la vitesse ... par     ×2, a place "où l'on ne peut pas
                       2", "impossible pour tout porteur      progresser naturellement"
                       d'armes lourdes"
deep water             refused: "l'eau profonde"              ×2 in a straight line: "nager ...
                                                              en ligne droite ... divisé par deux"
shallow water          ``EisdrachenOptions.shallow_water``    ``D20Options.shallow_water``
climbing               its own action, Escalader: at most     within the move: height "moins de
                       half V high, "à 2 pas maximum de la    la moitié de la valeur de
                       paroi", ending "sur un sol plat"       mouvement", climbed as "terrain
                                                              difficile" (×2)
frontal arc            all around (no facing rule)            ``D20Options.frontal_arc_deg``
attack from behind     none                                   ``D20Options.rear_attack_bonus``
cover bonus            none (the texts give no bonus)         ``D20Options.cover_bonus``
large figures          none: every target "bien visible"      ``D20Options.large_base_mm``
melee reach            "inférieur à 3 pas" (automatic         bases in contact
                       contact, ``auto_contact_pas``)
=====================  =====================================  ==================================

Pure Python; must not import Qt, SQLAlchemy or the zone-board engine.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from editor.messages import error
from editor.model.options import ClimbEnding, RulesOptions, ShallowWater
from editor.model.scenario import RuleSystem, Scenario
from editor.model.table import CoverClass, FreeTable
from editor.table.figures import require_free_table
from editor.table.units import pas_to_mm

HALF_SPEED = 2.0
COVER_ORDER = (CoverClass.NONE, CoverClass.LIGHT, CoverClass.MEDIUM, CoverClass.HEAVY)


@dataclass(frozen=True, slots=True)
class ClimbRule:
    """How the pieces that must be climbed (``MovementEffect.CLIMB``) are climbed.

    A climb is measured by the height climbed: up onto a flat top, down from it, or over a
    wall whose top is not flat (its height once).
    """

    in_movement: bool
    """D20: a climb is part of a move; Eisdrachen: it is an action of its own (Escalader)."""
    height_factor: float
    """What each millimetre of height climbed costs within a move (D20: difficult terrain)."""
    surface_factor: float
    """What each millimetre across a wall without a flat top costs within a move."""
    limit_of_speed: float
    """The highest climb, as a fraction of the figure's speed (both texts: half)."""
    limit_inclusive: bool
    """Eisdrachen climbs half of V ("on la divise par 2"); D20 needs "moins de la moitié"."""
    start_within_mm: float = 0.0
    """Escalader starts with the base at most this far from the wall (and lands as far)."""
    ending: ClimbEnding = ClimbEnding.FLAT_GROUND

    def limit_mm(self, speed_mm: float) -> float:
        """The highest climb of a figure of speed ``speed_mm``."""
        return self.limit_of_speed * speed_mm

    def allows(self, height_mm: float, speed_mm: float, epsilon: float = 1e-6) -> bool:
        """A climb of ``height_mm`` is within the limit of a figure of speed ``speed_mm``."""
        limit = self.limit_mm(speed_mm)
        if self.limit_inclusive:
            return height_mm <= limit + epsilon
        return height_mm < limit - epsilon


@dataclass(frozen=True, slots=True)
class TableRules:
    """Movement and sight numbers of one rule system on one table, lengths in millimetres."""

    difficult_factor: float
    crawl_factor: float
    heavy_weapons_crawl: bool
    """False where carriers of heavy weapons may not crawl (Eisdrachen "Ramper")."""
    deep_water_factor: float
    """Cost per millimetre of swimming; ``inf`` where deep water may not be entered."""
    swim_straight: bool
    """Swimmers go "en ligne droite d'un point à un autre" (D20)."""
    shallow_water: ShallowWater
    climb: ClimbRule
    frontal_arc_deg: float
    rear_attack_bonus: int
    cover_bonuses: tuple[int, ...]
    """Bonus for light, medium and heavy cover."""
    large_base_mm: float
    """Bases at least this wide are large figures (``inf``: no such rule)."""
    melee_reach_mm: float | None
    """Melee needs bases closer than this; None: bases in contact."""

    def cover_bonus(self, cover: CoverClass) -> int:
        """The defence bonus of a cover class (0 without cover)."""
        rank = COVER_ORDER.index(cover)
        return self.cover_bonuses[rank - 1] if rank and rank <= len(self.cover_bonuses) else 0

    def is_large(self, base_mm: float) -> bool:
        return base_mm >= self.large_base_mm - 1e-6


def eisdrachen_table_rules(options: RulesOptions, table: FreeTable) -> TableRules:
    """The Eisdrachen reading of ``rules/eisdrachen-actions.fr.txt`` (table above)."""
    eis = options.eisdrachen
    return TableRules(
        difficult_factor=1.0,
        crawl_factor=HALF_SPEED,
        heavy_weapons_crawl=False,
        deep_water_factor=math.inf,
        swim_straight=False,
        shallow_water=eis.shallow_water,
        climb=ClimbRule(
            in_movement=False,
            height_factor=1.0,
            surface_factor=HALF_SPEED,
            limit_of_speed=0.5,
            limit_inclusive=True,
            start_within_mm=pas_to_mm(eis.climb_start_pas, table),
            ending=eis.climb_ending,
        ),
        frontal_arc_deg=360.0,
        rear_attack_bonus=0,
        cover_bonuses=(0, 0, 0),
        large_base_mm=math.inf,
        melee_reach_mm=pas_to_mm(eis.auto_contact_pas, table),
    )


def d20_table_rules(options: RulesOptions, table: FreeTable) -> TableRules:
    """The D20 reading of ``rules/d20-skirmish.fr.txt`` (table above)."""
    d20 = options.d20
    return TableRules(
        difficult_factor=HALF_SPEED,
        crawl_factor=HALF_SPEED,
        heavy_weapons_crawl=True,
        deep_water_factor=HALF_SPEED,
        swim_straight=True,
        shallow_water=d20.shallow_water,
        climb=ClimbRule(
            in_movement=True,
            height_factor=HALF_SPEED,
            surface_factor=HALF_SPEED,
            limit_of_speed=0.5,
            limit_inclusive=False,
        ),
        frontal_arc_deg=d20.frontal_arc_deg,
        rear_attack_bonus=d20.rear_attack_bonus,
        cover_bonuses=tuple(d20.cover_bonus),
        large_base_mm=d20.large_base_mm,
        melee_reach_mm=None,
    )


TableRulesBuilder = Callable[[RulesOptions, FreeTable], TableRules]
TABLE_RULES: dict[RuleSystem, TableRulesBuilder] = {
    RuleSystem.EISDRACHEN: eisdrachen_table_rules,
    RuleSystem.D20: d20_table_rules,
}
"""The free-table rules of each rule system that plays on a free table."""


def table_rules(scenario: Scenario) -> TableRules:
    """The rules of ``scenario``'s table, from its rule system and rules options."""
    table = require_free_table(scenario)
    builder = TABLE_RULES.get(scenario.rule_system)
    if builder is None:
        raise error(
            "table.no_table_rules",
            where="rule_system",
            scenario=scenario.name,
            rule_system=scenario.rule_system.value,
        )
    return builder(scenario.options, table)
