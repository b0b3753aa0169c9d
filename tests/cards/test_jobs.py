"""Print jobs from the samples: templates as data, fields, copies, pagination, refusals."""

from __future__ import annotations

import json

import pytest

from editor.cards.geometry import PAPERS, card_size
from editor.cards.jobs import deployment_copies, paginate, plan_job
from editor.cards.templates import ELEMENT_TYPES, load_template, load_templates, parse_template
from editor.messages import SkirmishError
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario

POKER = card_size("poker")


@pytest.fixture(scope="module")
def samples():
    return {name: read_scenario(SAMPLES_DIR / name)[0]
            for name in ("night-market", "frozen-trench", "depot-raid")}


def test_every_shipped_template_loads():
    templates = load_templates()
    assert {"unit-zone-solo", "unit-eisdrachen", "unit-d20", "solo-card", "river-tile",
            "reference-solo", "ruler-pas", "ruler-cm"} <= set(templates)
    for template in templates.values():
        assert all(element["type"] in ELEMENT_TYPES for element in template.elements)


def test_a_template_with_an_unknown_element_is_refused(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"id": "bad", "what": "units",
                                "elements": [{"type": "video", "box": [0, 0, 1, 1]}]}))
    with pytest.raises(SkirmishError) as caught:
        load_template(path)
    assert caught.value.message.key == "cards.bad_template"
    with pytest.raises(SkirmishError):
        parse_template({"id": "x", "what": "posters"}, "inline")


def test_palette_colours_by_side():
    template = load_templates()["unit-zone-solo"]
    assert template.color("@frame", "hero") != template.color("@frame", "villain")
    assert template.color("@paper", "hero") == template.color("@paper", "villain")
    assert template.color("#123456", "hero") == "#123456"


def test_unit_copies_follow_the_deployment(samples):
    scenario = samples["night-market"]
    copies = deployment_copies(scenario)
    assert copies["eel"] == 5 and copies["odile"] == 1
    job = plan_job(scenario, "units", POKER)
    assert len(job.faces) == 15
    chosen = plan_job(scenario, "units", POKER, units=["eel", "odile"], copies={"eel": 2})
    assert [face.label for face in chosen.faces] == ["Odile Carvane, the Lamplighter", "Eel", "Eel"]


def test_eisdrachen_fields_derive_rank_and_thresholds(samples):
    job = plan_job(samples["frozen-trench"], "units", POKER, lang="fr")
    by_name = {face.label: face.fields for face in job.faces}
    oskar = by_name["Oskar Lind, tireur d’élite"]
    assert (oskar["rank"], oskar["dodge_on"], oskar["no_wound_on"]) == ("Assassin", "4+", "6")
    recruit = by_name["Recrue du Frimas"]
    assert (recruit["rank"], recruit["dodge_on"], recruit["no_wound_on"]) == ("Bleu", "6", "4+")
    assert recruit["track"] == 3


def test_d20_fields(samples):
    job = plan_job(samples["depot-raid"], "units", POKER)
    mara = job.faces[0].fields
    assert (mara["movement"], mara["shooting"], mara["physical_defence"]) == ("12 cm", "+5", "17")
    assert mara["track"] == 9
    assert mara["weapons"][1]["range"] == "Melee"


@pytest.mark.parametrize(
    ("name", "what", "faces"),
    [("night-market", "solo-deck", 24), ("night-market", "river", 6),
     ("night-market", "reference", 1), ("frozen-trench", "ruler", 1), ("depot-raid", "ruler", 1),
     ("depot-raid", "reference", 1), ("frozen-trench", "solo-deck", 12), ("frozen-trench", "river", 7),
     ("depot-raid", "solo-deck", 12), ("depot-raid", "river", 7)],
)
def test_other_jobs(samples, name, what, faces):
    assert len(plan_job(samples[name], what, POKER).faces) == faces


@pytest.mark.parametrize(
    ("name", "what"),
    [("night-market", "ruler")],
)
def test_nothing_to_print_is_an_error(samples, name, what):
    with pytest.raises(SkirmishError) as caught:
        plan_job(samples[name], what, POKER)
    assert caught.value.message.key == "cards.nothing_to_print"


def test_pagination_with_backs(samples):
    job = plan_job(samples["night-market"], "solo-deck", POKER, backs=True)
    pages = paginate(job)
    assert [page.back for page in pages] == [False, True] * 3
    assert [len(page.items) for page in pages] == [9, 9, 9, 9, 6, 6]
    front, back = pages[0], pages[1]
    assert back.items[0][1] is front.items[0][1]
    assert back.items[0][0].trim.x == pytest.approx(210 - front.items[0][0].trim.right)
    # the last sheet holds 6 of 9 cards: two rows, so no marks for the third row's bottom
    last = pages[4]
    assert {round(m.y1, 6) for m in last.marks if m.y1 == m.y2} == {16.5, 104.5, 192.5}
    assert {round(m.y1, 6) for m in pages[0].marks if m.y1 == m.y2} == {16.5, 104.5, 192.5,
                                                                        280.5}


def test_backs_for_a_short_edge_flip(samples):
    job = plan_job(samples["night-market"], "solo-deck", POKER, backs=True, flip="short")
    front, back = paginate(job)[:2]
    assert back.items[0][0].trim.y == pytest.approx(297 - front.items[0][0].trim.bottom)
    assert back.items[0][0].turn == 2
    # the back page's marks are the front's, mirrored top-bottom
    assert sorted((round(m.x1, 6), round(297 - m.y2, 6)) for m in back.marks) == sorted(
        (round(m.x1, 6), round(m.y1, 6)) for m in front.marks)


@pytest.mark.parametrize(("options", "key"), [
    ({"flip": "sideways"}, "cards.bad_flip"),
    ({"bleed": True, "bleed_mm": 0.2}, "cards.bad_bleed"),
    ({"bleed": True, "bleed_mm": 12}, "cards.bad_bleed"),
])
def test_bad_print_options_are_refused(samples, options, key):
    with pytest.raises(SkirmishError) as caught:
        plan_job(samples["night-market"], "units", POKER, **options)
    assert caught.value.message.key == key


def test_bleed_width_follows_the_choice(samples):
    job = plan_job(samples["night-market"], "units", POKER, bleed=True, bleed_mm=3.175)
    assert job.bleed_width == 3.175
    assert job.layout().slots[0].trim.x - job.layout().slots[0].bleed.x == pytest.approx(3.175)
    assert plan_job(samples["night-market"], "units", POKER, bleed_mm=5).bleed_width == 0


def test_a_page_job_fills_the_printable_area(samples):
    job = plan_job(samples["night-market"], "reference", POKER, paper=PAPERS["letter"])
    (page,) = paginate(job)
    ((slot, _face),) = page.items
    assert slot.trim.width == pytest.approx(215.9 - 2 * 6.35)
    assert page.marks == ()


def test_the_core_stays_free_of_qt_and_sqlalchemy():
    import ast
    from pathlib import Path

    import editor.cards

    for path in Path(editor.cards.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                    node.module or ""]
                assert not any(n.split(".")[0] in {"PySide6", "shiboken6", "sqlalchemy"}
                               or n.startswith("editor.ui") for n in names), path


def test_eisdrachen_card_marks_heavy_weapon_sniper_and_medipack(samples):
    """The marks a player looks for: a heavy weapon (« 1 bis) Ramper »: no crawling), a scope
    on a weapon of 20 pas or more (« 7) Sniper »; a scope on a shorter one is no sniper), a
    medipack (« 11) Soigner »)."""
    from dataclasses import replace

    from editor.model import Text
    from editor.model.units import EisdrachenWeapon

    scenario = samples["frozen-trench"]
    units = []
    for unit in scenario.units:
        if unit.id == "rime-gunner":
            scoped = EisdrachenWeapon(Text.both("Scope"), 20.0, sniper_scope=True)
            unit = replace(unit, profile=replace(unit.profile, medipack=True, weapons=(
                *unit.profile.weapons, scoped)))
        if unit.id == "petra-holm":
            short = EisdrachenWeapon(Text.both("Short"), 19.0, sniper_scope=True)
            unit = replace(unit, profile=replace(unit.profile, weapons=(short,)))
        units.append(unit)
    job = plan_job(replace(scenario, units=tuple(units)), "units", POKER, lang="en")
    marks = {face.label: face.fields["marks"] for face in job.faces}
    gunner = next(v for k, v in marks.items() if "gunner" in k.lower())
    assert gunner == "Heavy weapon: cannot crawl · Sniper · Medipack"
    petra = next(v for k, v in marks.items() if "Petra" in k)
    assert petra == ""


def test_the_eisdrachen_reference_sheet_holds_the_two_tables_and_the_actions(samples):
    """The printed reference of Eisdrachen, in French and English: « Tableau des esquives »
    (1 Bleu 6, 2 Soldat 6, 3 Vétéran 5+, 4 Assassin 4+), « Tableau des blessures » (ne blesse
    pas sur 4+, 4+, 5+, 6), the actions with their distances, the trap and prayer tables."""
    for lang, dodge, wound in (
        ("fr", "1 Bleu : 6 · 2 Soldat : 6 · 3 Vétéran : 5+ · 4 Assassin : 4+",
         "1 Bleu : 4+ · 2 Soldat : 4+ · 3 Vétéran : 5+ · 4 Assassin : 6"),
        ("en", "1 Greenhorn: 6 · 2 Soldier: 6 · 3 Veteran: 5+ · 4 Assassin: 4+",
         "1 Greenhorn: 4+ · 2 Soldier: 4+ · 3 Veteran: 5+ · 4 Assassin: 6"),
    ):
        job = plan_job(samples["frozen-trench"], "reference", POKER, lang=lang)
        (face,) = job.faces
        assert job.is_page and face.template.id == "reference-eisdrachen"
        text = " ".join(part for paragraph in face.fields["left"] + face.fields["right"]
                        for part, _bold in paragraph)
        assert dodge in text and wound in text
        for number in ("1 bis)", "2)", "3)", "4)", "5)", "6)", "7)", "8)", "9)", "10)", "11)",
                       "12)", "13)", "14)", "15)"):
            assert number in text, number
        assert "3 pas" in text and "5 pas" in text and "6 pas" in text
    assert "1–2 bombe incendiaire, −2 PV" in " ".join(
        part for paragraph in plan_job(samples["frozen-trench"], "reference", POKER,
                                       lang="fr").faces[0].fields["right"]
        for part, _bold in paragraph)
