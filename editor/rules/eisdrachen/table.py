"""How Eisdrachen figures move and see on a free table (``rules/eisdrachen-actions.fr.txt``), as
the ``TableRules`` the queries of ``editor.table`` take:

- difficult terrain ×1: « Il n'y a pas de restrictions de terrain » (« 1) Déplacement »);
- crawl-only ground closed to a move: « Ramper permet de passer sous les fils barbelés, les
  petits ponts ou toute sorte d'endroits exiguë au sol » is an action of its own (« 1 bis)
  Ramper », ``editor.rules.eisdrachen.crawling``, at half V); with
  ``EisdrachenOptions.move_crawls`` a move passes it at ×2 instead (« ramper divise la vitesse
  de déplacement par 2 »); never with a heavy weapon (« impossible pour tout porteur d'armes
  lourdes »);
- deep water refused: « le perso ne peut pas marcher sur l'eau profonde »; shallow water is
  ``EisdrachenOptions.shallow_water``;
- climbing is its own action, « 2) Escalader »: at most half V high (« on la divise par 2 »),
  starting « à 2 pas maximum de la paroi » (``EisdrachenOptions.climb_start_pas``), ending
  « sur un sol plat » (``EisdrachenOptions.climb_ending``);
- no facing rule (all around), no attack from behind, no cover bonus (the text gives none);
  every target must be « bien visible par son tireur » (« 3) Tir »);
- melee reach: « elles se mettront automatiquement au contact si leur distance l'une de l'autre
  est inférieur à 3 pas » (« 5) Corps à corps », ``EisdrachenOptions.auto_contact_pas``).

Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

import math

from editor.model.options import RulesOptions
from editor.model.table import FreeTable
from editor.table.rules import HALF_SPEED, ClimbRule, TableRules
from editor.table.units import pas_to_mm


def eisdrachen_table_rules(options: RulesOptions, table: FreeTable) -> TableRules:
    """The Eisdrachen numbers (module docstring) for ``table``, in millimetres."""
    eis = options.eisdrachen
    return TableRules(
        difficult_factor=1.0,
        crawl_factor=HALF_SPEED if eis.move_crawls else math.inf,
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
