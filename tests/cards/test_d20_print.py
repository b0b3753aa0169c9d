"""What a D20 player reads on paper: the reference sheet (« 3.2. Les Tirs », « Le Corps à
Corps », « Les Couverts », « Les Niveaux de Difficulté des objets », in French and English, with
the scenario's option values) and the unit cards (the Dφ behind each cover, a firearm's Force 1
in a melee: « La Force de son arme [...] est équivalente à une Force de 1 »)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.cards.fields import unit_fields
from editor.cards.geometry import card_size
from editor.cards.jobs import plan_job
from editor.model.options import D20Options, RulesOptions
from tests.rules.table_play import sample

POKER = card_size("poker")


def _sheet_text(scenario, lang: str) -> str:
    face = plan_job(scenario, "reference", POKER, lang=lang).faces[0]
    columns = face.fields["left"] + face.fields["right"]
    return face.fields["title"] + "\n" + "\n".join("".join(t for t, _b in p) for p in columns)


@pytest.mark.parametrize(("lang", "words"), [
    ("fr", ["Tir + Force de l’arme + 1D20 / Dφ", "Càc + 1D20 + Force de l’arme / Dφ",
            "Léger +1 Dφ", "Moyen +2", "Lourd +3", "ND 5", "ND 10", "ND 15",
            "Force de 1", "jusqu’à +3", "+1 par figurine capable d’infiltration"]),
    ("en", ["Tir + weapon Force + 1D20 against Dφ", "Càc + 1D20 + weapon Force against Dφ",
            "Light +1 Dφ", "Medium +2", "Heavy +3", "ND 5", "ND 10", "ND 15",
            "Force 1", "up to +3", "+1 per figure able to infiltrate"]),
])
def test_the_d20_reference_sheet_holds_formulas_modifiers_and_the_nd_table(lang, words):
    text = _sheet_text(sample("depot-raid"), lang)
    for word in words:
        assert word in text, word


def test_the_reference_sheet_prints_the_scenarios_numbers():
    """Cover bonuses set to 2 / 3 / 4 print as such (the referee's numbers, not the text's)."""
    scenario = replace(sample("depot-raid"),
                       options=RulesOptions(d20=D20Options(cover_bonus=(2, 3, 4))))
    text = _sheet_text(scenario, "en")
    assert "Light +2 Dφ" in text and "Heavy +4" in text


def test_a_d20_card_shows_dphi_in_cover_and_a_firearms_melee_force():
    """Mara Quillon: Dφ 17, so 18 / 19 / 20 behind light, medium and heavy cover; her carbine
    (50 cm) strikes with Force 1 in a melee, her blade keeps its own."""
    scenario = sample("depot-raid")
    unit = next(u for u in scenario.units if u.id == "mara-quillon")
    fields = unit_fields(unit, scenario, "en")
    first = "".join(text for text, _bold in fields["skills"][0])
    assert "Dφ in cover light 18, medium 19, heavy 20" in first
    carbine, blade = fields["weapons"]
    assert carbine["special"].endswith("melee: Force 1")
    assert "Force" not in blade["special"]
    assert "au càc : Force 1" in unit_fields(unit, scenario, "fr")["weapons"][0]["special"]


def test_a_card_says_what_departs_from_the_defaults():
    scenario = sample("depot-raid")
    unit = next(u for u in scenario.units if u.id == "mara-quillon")
    odd = replace(unit, profile=replace(unit.profile, uc=False, impulsive=True))
    first = "".join(text for text, _bold in unit_fields(odd, scenario, "en")["skills"][0])
    assert first.endswith("Not an UC · Impulsive")
