"""Cards drawn for their size: the layout of the nearest design size is the one drawn, a card
too small for its text says so, a two-line name keeps clear of the side label, and the samples
print on poker, tarot and A6 cards in both languages without text shrunk below 6 pt."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QColor

from editor.cards.geometry import card_size
from editor.cards.jobs import paginate, plan_job
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from editor.ui.cards.pages import _renderer, page_image, write_pdf


@pytest.fixture(scope="module")
def samples():
    return {name: read_scenario(SAMPLES_DIR / name)[0]
            for name in ("night-market", "frozen-trench", "depot-raid")}


def _draw_all(job, scenario):
    renderer = _renderer(job, {i.name: i.data for i in scenario.images})
    for index in range(len(paginate(job))):
        page_image(job, index, 12, renderer=renderer)
    return renderer.warnings


@pytest.mark.parametrize(("name", "what"), [
    ("night-market", "units"), ("frozen-trench", "units"), ("depot-raid", "units"),
    ("night-market", "solo-deck"), ("night-market", "river"), ("night-market", "reference"),
    ("frozen-trench", "ruler"), ("depot-raid", "ruler"),
])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_samples_print_readable_on_every_size(samples, name, what, lang):
    for size in ("poker", "tarot", "a6"):
        job = plan_job(samples[name], what, card_size(size), lang=lang)
        assert _draw_all(job, samples[name]) == [], (size, lang)
        if job.is_page:
            break


def test_a_card_too_small_for_its_text_warns_below_6_pt(samples):
    scenario = samples["night-market"]
    job = plan_job(scenario, "units", card_size("44x68mm"))
    warnings = _draw_all(job, scenario)
    small = [w for w in warnings if w.key == "cards.text_small"]
    # one warning per distinct card (the eel's five copies warn once)
    assert sorted(w.params["card"] for w in small) == sorted({f.label for f in job.faces})
    assert all(float(w.params["size"]) < 6 for w in small)
    text = small[0].text("en")
    assert "below the 6 pt that stays readable" in text and "larger card" in text


def _portrait_pixels(job, scenario, dpi=50) -> float:
    """Square millimetres of the first card painted in the silhouette's background colour."""
    image = page_image(job, 0, dpi, images={i.name: i.data for i in scenario.images})
    colour = QColor(job.faces[0].template.color("@portrait-bg", job.faces[0].fields["side"]))
    trim = paginate(job)[0].items[0][0].trim
    px = dpi / 25.4
    count = sum(image.pixelColor(x, y) == colour
                for x in range(round(trim.x * px), round(trim.right * px))
                for y in range(round(trim.y * px), round(trim.bottom * px)))
    return count / px / px


def test_a_tarot_card_draws_a_larger_portrait_than_a_poker_card(samples):
    scenario = samples["night-market"]
    areas = {size: _portrait_pixels(plan_job(scenario, "units", card_size(size)), scenario)
             for size in ("poker", "tarot", "a6")}
    # the poker portrait box is 54.8 × 24.6 mm, the tarot one 60.9 × 33, the A6 one 52 × 52
    assert areas["poker"] < areas["tarot"] < areas["a6"]
    assert areas["tarot"] > 1.3 * areas["poker"]


def _ink_bands(image, trim, colour, px, depth_mm):
    """(top, bottom) in mm from the card's top of each band of rows holding other colours."""
    bands, start = [], None
    for row in range(round(trim.y * px), round((trim.y + depth_mm) * px)):
        ink = any(image.pixelColor(x, row) != colour
                  for x in range(round((trim.x + 4) * px), round((trim.right - 4) * px), 2))
        if ink and start is None:
            start = row
        if not ink and start is not None:
            bands.append((start / px - trim.y, row / px - trim.y))
            start = None
    return bands


def test_a_two_line_name_keeps_clear_of_the_side_label(samples):
    from dataclasses import replace

    from editor.model.text import Text

    scenario = samples["depot-raid"]
    mara = replace(scenario.units[0], name=Text.both("Mara Quillon, cheffe de cellule de "
                                                     "l’Aiguille"))
    scenario = replace(scenario, units=(mara,), figures=())
    job = plan_job(scenario, "units", card_size("poker"), lang="fr")
    dpi = 300
    image = page_image(job, 0, dpi)
    trim = paginate(job)[0].items[0][0].trim
    frame = QColor(job.faces[0].template.color("@frame", "hero"))
    first, second, label = _ink_bands(image, trim, frame, dpi / 25.4, 16)
    assert second[0] > first[1]  # two lines of name, then the side label
    # the "g" of "Aiguille" used to touch the side label; now 1 mm of frame lies between
    assert label[0] - second[1] >= 1.0


def test_the_heavy_weapon_rule_prints_once_per_card(samples, tmp_path):
    scenario = samples["frozen-trench"]
    job = plan_job(scenario, "units", card_size("poker"), units=["rime-gunner", "fang-flamer"],
                   copies={"rime-gunner": 1, "fang-flamer": 1})
    write_pdf(job, tmp_path / "heavy.pdf")
    text = re.sub(r"\s+", " ", PdfReader(tmp_path / "heavy.pdf").pages[0].extract_text())
    assert text.count("cannot crawl") == 2, text
