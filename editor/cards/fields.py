"""What a card shows, taken from the model: named fields that templates bind to.

A template names fields (``name``, ``hit_points``, ``attacks``...); this module computes them
for one unit, solo card, river tile or page in one language, so the renderer never reads the
model and a new look is a new template, not new code. Values are strings, numbers, booleans or
lists of plain dicts; labels come from the message catalogue (``cards.*`` keys).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from editor.messages import translate
from editor.model.deck import SoloCard
from editor.model.dice import DicePool
from editor.model.river import Tile, TileKind
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.model.units import (
    D20Profile,
    EisdrachenProfile,
    SoloProfile,
    Unit,
)

Fields = dict[str, Any]
NEUTRAL_DIE = "#f4f4f0"


def _number(value: float) -> str:
    return f"{value:g}"


def _pool(pool: DicePool, scenario: Scenario) -> list[dict[str, Any]]:
    """Dice as colour + count, in the pool's order; unknown dice print white."""
    dice = []
    for entry in pool:
        die = scenario.dice.die(entry.die) if scenario.dice else None
        dice.append({"color": die.color if die else NEUTRAL_DIE, "count": entry.count})
    return dice


def _skills(unit: Unit, lang: str) -> list[list[tuple[str, bool]]]:
    paragraphs = []
    for skill in unit.skills:
        name, text = skill.name.get(lang), skill.text.get(lang)
        paragraphs.append([(f"{name}  ", True), (text, False)] if text else [(name, True)])
    return paragraphs


def _initials(name: str) -> str:
    words = [w for w in name.replace(",", " ").split() if w[:1].isalpha()]
    return "".join(w[0].upper() for w in words[:2])


def unit_fields(unit: Unit, scenario: Scenario, lang: str) -> Fields:
    name = unit.name.get(lang) or unit.id
    fields: Fields = {
        "name": name,
        "side": unit.side.value,
        "side_label": translate(f"cards.side.{unit.side.value}", lang),
        "portrait": unit.portrait,
        "portrait_focus": unit.portrait_focus,
        "initials": _initials(name),
        "skills": _skills(unit, lang),
        "card_back": unit.card_back,
        "description": unit.description.get(lang),
    }
    profile = unit.profile
    if isinstance(profile, SoloProfile):
        fields.update(_solo_profile(profile, scenario, lang))
    elif isinstance(profile, EisdrachenProfile):
        fields.update(_eisdrachen_profile(profile, scenario, lang))
    elif isinstance(profile, D20Profile):
        fields.update(_d20_profile(profile, scenario, lang))
        fields["skills"] = [*_d20_card_lines(profile, scenario, lang), *fields["skills"]]
    return fields


def _d20_card_lines(profile: D20Profile, scenario: Scenario, lang: str
                    ) -> list[list[tuple[str, bool]]]:
    """What a D20 player reads at the table besides the stats: the Dφ behind each cover
    (« Les Couverts »: light, medium, heavy, the scenario's bonuses) and what the card says
    of the figure beyond the defaults (not an UC; impulsive, infiltration, prescience), on one
    line before its skills."""
    light, medium, heavy = (profile.physical_defence + b
                            for b in (*scenario.options.d20.cover_bonus, 0, 0, 0)[:3])
    flags = [translate(f"cards.d20.flag.{name}", lang)
             for name in ("impulsive", "infiltration", "prescience") if getattr(profile, name)]
    if not profile.uc:
        flags.insert(0, translate("cards.d20.flag.not_uc", lang))
    lines = [[(translate("cards.d20.cover_title", lang) + " ", True),
              (translate("cards.d20.cover_values", lang, light=light, medium=medium,
                         heavy=heavy), False),
              *([("  " + " · ".join(flags), True)] if flags else [])]]
    return lines


def _solo_profile(profile: SoloProfile, scenario: Scenario, lang: str) -> Fields:
    rows = []
    for attack in profile.attacks:
        note = ""
        if attack.range_zones is not None:
            note = translate("cards.solo.range", lang, zones=attack.range_zones)
        rows.append({"icon": attack.kind.value, "name": attack.name.get(lang), "note": note,
                     "dice": _pool(attack.pool, scenario)})
    if profile.defense_pool:
        rows.append({"icon": "defense", "name": translate("cards.solo.defense", lang),
                     "note": "", "dice": _pool(profile.defense_pool, scenario)})
    for check in profile.checks:
        rows.append({"icon": "check", "name": translate(f"cards.check.{check.check.value}", lang),
                     "note": "", "dice": _pool(check.pool, scenario)})
    return {
        "hit_points": str(profile.hit_points),
        "armor": str(profile.armor),
        "movement": str(profile.movement),
        "size": str(profile.size),
        "menace": str(profile.menace),
        "energy": str(profile.energy) if profile.energy else "",
        "track": profile.hit_points,
        "attacks": rows,
    }


def _eisdrachen_marks(profile: EisdrachenProfile, lang: str) -> list[str]:
    """What a player looks for on the card besides the numbers: a heavy weapon (no « 1 bis)
    Ramper »), a sniper weapon (« 7) Sniper »: a scope on a weapon of 20 pas or more), a
    medipack (« 11) Soigner »)."""
    marks = []
    if profile.heavy_weapon:
        marks.append(translate("cards.eis.heavy", lang))
    if any(w.sniper for w in profile.weapons):
        marks.append(translate("cards.eis.sniper", lang))
    if profile.medipack:
        marks.append(translate("cards.eis.medipack", lang))
    return marks


def _eisdrachen_profile(profile: EisdrachenProfile, scenario: Scenario, lang: str) -> Fields:
    table = scenario.options.eisdrachen
    rank = min(max(profile.intelligence, 1), len(table.dodge_on))
    dodge, wound = table.dodge_on[rank - 1], table.no_wound_on[rank - 1]
    weapons = [
        {
            "name": w.name.get(lang),
            "range": translate("cards.melee", lang)
            if w.range_pas is None
            else f"{_number(w.range_pas)} {translate('cards.unit.pas', lang)}",
            "attacks": str(w.attacks),
            "strength": str(w.strength),
            "special": w.special.get(lang),
        }
        for w in profile.weapons
    ]
    return {
        "speed": _number(profile.speed),
        "intelligence": str(profile.intelligence),
        "rank": translate(f"cards.rank.{rank}", lang),
        "attacks_count": str(profile.attacks),
        "strength": str(profile.strength),
        "hit_points": str(profile.hit_points),
        "dodge_on": f"{dodge}+" if dodge < 6 else "6",
        "no_wound_on": f"{wound}+" if wound < 6 else "6",
        "heavy": translate("cards.eis.heavy", lang) if profile.heavy_weapon else "",
        "marks": " · ".join(_eisdrachen_marks(profile, lang)),
        "track": profile.hit_points,
        "weapons": weapons,
    }


def _d20_profile(profile: D20Profile, scenario: Scenario, lang: str) -> Fields:
    """The stats and weapons; a firearm's row says its Force in a melee (« un combattant se
    servant de son arme de tir dans une mêlée [...] est équivalente à une Force de 1 »)."""
    improvised = scenario.options.d20.improvised_weapon_strength
    weapons = [
        {
            "name": w.name.get(lang),
            "range": translate("cards.melee", lang)
            if w.range_cm is None
            else f"{_number(w.range_cm)} cm",
            "strength": str(w.strength),
            "special": w.special.get(lang)
            if w.range_cm is None
            else " · ".join(t for t in (w.special.get(lang), translate(
                "cards.d20.firearm_in_melee", lang, strength=improvised)) if t),
        }
        for w in profile.weapons
    ]
    return {
        "movement": f"{_number(profile.movement_cm)} cm",
        "shooting": f"+{profile.shooting}",
        "melee": f"+{profile.melee}",
        "strength": str(profile.strength),
        "physical_defence": str(profile.physical_defence),
        "constitution": str(profile.constitution),
        "intelligence": str(profile.intelligence),
        "dexterity": str(profile.dexterity),
        "track": profile.constitution,
        "weapons": weapons,
    }


def solo_card_fields(card: SoloCard, scenario: Scenario, lang: str) -> Fields:
    phrases = {p.id: p.text.get(lang) for p in (scenario.deck.key_phrases if scenario.deck else ())}
    return {
        "id": card.id,
        "tiles": [str(n) for n in card.tile_numbers],
        "leader": ["leader"] if card.leader and card.tile_numbers else [],
        "leader_badge": ["leader"] if card.leader and not card.tile_numbers else [],
        "icons": [_ICON_FILES[i.value] for i in card.icons],
        "icon_names": [translate(f"cards.icon.{i.value}", lang) for i in card.icons],
        "key_phrase": phrases.get(card.key_phrase, card.key_phrase),
        "burst": [kind.value for kind in card.burst],
        "bottom_number": str(card.bottom_number),
        "arrow": [f"arrow-{card.arrow.value}"],
        "clean_river": translate("cards.solo.clean", lang) if card.clean_river else "",
        "deck_name": scenario.deck.name.get(lang) if scenario.deck else "",
    }


_ICON_FILES = {
    "melee": "melee",
    "ranged": "ranged",
    "advance_to_heroes": "advance",
    "defend_hero_objective": "objective-hero",
    "advance_villain_objective": "objective-villain",
}


def tile_fields(tile: Tile, slot: int, scenario: Scenario, lang: str) -> Fields:
    members = []
    for entry in tile.units:
        unit = scenario.unit(entry.unit)
        name = unit.name.get(lang) if unit else entry.unit
        members.append([(f"{entry.count} × ", True), (name, False)])
    if tile.kind is TileKind.EVENT:
        found = next((e for e in scenario.mission.events if e.id == tile.event), None)
        members = [[(f"{o.number}. ", True), (o.text.get(lang), False)]
                   for o in (found.options if found else ())]
    cost = scenario.river.slot_costs[slot - 1] if scenario.river and slot else 0
    return {
        "name": tile.name.get(lang) or tile.id,
        "side": "villain",
        "kind_label": translate(f"cards.tile.{tile.kind.value}", lang),
        "members": members,
        "leader": ["leader"] if tile.leader else [],
        "reinforcement": str(tile.reinforcement_cost) if tile.reinforcement_cost else "",
        "reinforcement_icon": ["reinforcement"] if tile.reinforcement_cost else [],
        "start_slot": translate("cards.tile.start_slot", lang, slot=slot, cost=cost),
    }


REFERENCE_SECTIONS = (
    "turn", "tiles", "icons", "melee", "ranged", "advance", "defend", "villain_objective",
    "ties", "burst", "events", "reinforcements", "clean", "defense", "golden",
)


def reference_fields(scenario: Scenario, lang: str, sections: Sequence[str] = (),
                     option_group: str = "", heading: str = "") -> Fields:
    """The reference sheet: ``sections`` (the template's; the zone-solo sheet's by default)
    under its ``heading``, their texts quoting the values of the options ``option_group`` (a
    tuple's items as ``name_0``, ``name_1``…) and the scenario's numbers
    (``reference_numbers``), so the sheet prints the numbers the referee plays."""
    params = {**reference_numbers(scenario, lang), **_option_params(scenario, option_group)}
    paragraphs = [
        [(translate(f"cards.reference.{key}.title", lang, **params) + "  ", True),
         (translate(f"cards.reference.{key}.text", lang, **params), False)]
        for key in (sections or REFERENCE_SECTIONS)
    ]
    half = (len(paragraphs) + 1) // 2
    costs = " · ".join(str(c) for c in (scenario.river.slot_costs if scenario.river else ()))
    return {
        "title": translate(heading or "cards.reference.heading", lang),
        "subtitle": scenario.title.get(lang) or scenario.name,
        "left": paragraphs[:half],
        "right": paragraphs[half:],
        "slot_costs": translate("cards.reference.slot_costs", lang, costs=costs) if costs else "",
        "side": "villain",
    }


def _option_params(scenario: Scenario, group: str) -> dict[str, Any]:
    options = getattr(scenario.options, group, None) if group else None
    if options is None or not dataclasses.is_dataclass(options):
        return {}
    params: dict[str, Any] = {}
    for item in dataclasses.fields(options):
        value = getattr(options, item.name)
        if isinstance(value, tuple):
            params.update({f"{item.name}_{i}": _number(v) for i, v in enumerate(value)})
        elif isinstance(value, int | float) and not isinstance(value, bool):
            params[item.name] = _number(value)
    return params


def reference_numbers(scenario: Scenario, lang: str) -> dict[str, str]:
    """The numbers of the scenario a reference sheet prints: the Eisdrachen dodge and wound
    tables by I (« Tableau des esquives », « Tableau des blessures », as the scenario's
    options give them), the actions of a turn, the grenade, the melee contact and the prayer's 6."""
    eis = scenario.options.eisdrachen

    def table(values: tuple[int, ...]) -> str:
        ranks = [translate(f"cards.rank.{rank}", lang) for rank in range(1, len(values) + 1)]
        colon = " :" if lang == "fr" else ":"
        return " · ".join(f"{rank} {name}{colon} {value}+" if value < 6 else
                          f"{rank} {name}{colon} {value}"
                          for rank, (name, value) in enumerate(zip(ranks, values, strict=True),
                                                               start=1))

    return {
        "dodge_table": table(eis.dodge_on),
        "wound_table": table(eis.no_wound_on),
        "actions": str(eis.actions_per_turn),
        "grenade_radius": _number(eis.grenade_radius_pas),
        "grenade_attacks": str(eis.grenade_attacks),
        "grenade_force": str(eis.grenade_force),
        "grenade_dodge": str(eis.grenade_dodge_on),
        "grenade_range": _number(eis.grenade_range_pas),
        "contact": _number(eis.auto_contact_pas),
        "prayer_six": translate(f"cards.reference.eis.six.{eis.prayer_six.value}", lang),
    }


RULER_UNITS_MM = {"cm": 10.0}
"""Millimetres per unit of the rulers whose unit is fixed; a pas is the table's own."""


def ruler_fields(scenario: Scenario, lang: str, table: FreeTable, unit: str) -> Fields:
    """A ruler in ``unit`` (``pas``: the table's ``mm_per_pas``; ``cm``)."""
    unit = unit if unit in RULER_UNITS_MM else "pas"
    unit_mm = RULER_UNITS_MM.get(unit, table.mm_per_pas)
    return {
        "title": translate(f"cards.ruler.{unit}.heading", lang),
        "subtitle": scenario.title.get(lang) or scenario.name,
        "unit_mm": unit_mm,
        "scale_note": translate(f"cards.ruler.{unit}.note", lang, mm=_number(unit_mm)),
        "unit": translate("cards.unit.pas", lang) if unit == "pas" else "cm",
        "side": "hero",
    }
