"""How D20 figures move and see on a free table (``rules/d20-skirmish.fr.txt``), as the
``TableRules`` the queries of ``editor.table`` take:

- difficult terrain ×2: « Le Mouvement est alors divisé par deux » (« Terrain difficile »);
- crawl-only ground ×2, a place « où l'on ne peut pas progresser naturellement »;
- deep water ×2 in a straight line: « une figurine se déplace en ligne droite d'un point à un
  autre, mais le mouvement est divisé par deux »; shallow water is ``D20Options.shallow_water``;
- climbing within the move: a height « moins de la moitié de la valeur de mouvement », climbed
  as difficult terrain (×2);
- the frontal arc ``D20Options.frontal_arc_deg`` (« Une figurine voit sur les 180° de son arc
  frontal »), the bonus of « Le Tir dans le dos » ``D20Options.rear_attack_bonus``, the cover
  bonuses of « Les Couverts » ``D20Options.cover_bonus`` and the large figures of
  ``D20Options.large_base_mm``;
- melee needs bases in contact (« C'est la Phase de Mouvement qui amène le personnage au corps
  à corps »).

Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from editor.model.options import RulesOptions
from editor.model.table import FreeTable
from editor.table.rules import HALF_SPEED, ClimbRule, TableRules


def d20_table_rules(options: RulesOptions, table: FreeTable) -> TableRules:
    """The D20 numbers (module docstring); ``table`` is unused: every D20 length is in cm."""
    del table
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
