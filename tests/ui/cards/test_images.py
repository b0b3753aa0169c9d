"""Each template drawn to an image by the same renderer: not blank, and the card is where the
layout says; a portrait is cropped into its frame."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QColor, QImage

from editor.cards.geometry import card_size
from editor.cards.jobs import plan_job
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from editor.ui.cards.pages import page_image

DPI = 40


@pytest.fixture(scope="module")
def samples():
    return {name: read_scenario(SAMPLES_DIR / name)[0]
            for name in ("night-market", "frozen-trench", "depot-raid")}


def _colours(image: QImage) -> int:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    pil = Image.open(io.BytesIO(bytes(buffer.data()))).convert("RGB")
    return len(pil.getcolors(maxcolors=1 << 20) or [])


@pytest.mark.parametrize(("name", "what", "lang"), [
    ("night-market", "units", "en"), ("frozen-trench", "units", "fr"),
    ("depot-raid", "units", "en"), ("night-market", "solo-deck", "fr"),
    ("night-market", "river", "en"), ("night-market", "reference", "fr"),
    ("frozen-trench", "ruler", "en"),
])
def test_each_template_draws_a_page(samples, name, what, lang):
    job = plan_job(samples[name], what, card_size("poker"), lang=lang)
    image = page_image(job, 0, DPI)
    assert (image.width(), image.height()) == (round(210 * DPI / 25.4), round(297 * DPI / 25.4))
    assert _colours(image) > 30
    if not job.is_page:
        slot = job.layout().slots[0].trim
        inside = image.pixelColor(round((slot.x + 1) * DPI / 25.4),
                                  round((slot.y + 1) * DPI / 25.4))
        assert inside != QColor("#ffffff")


def test_a_portrait_is_drawn_in_its_frame(samples):
    from dataclasses import replace

    from editor.model.scenario import ImageAsset

    portrait = QImage(300, 100, QImage.Format.Format_RGB32)
    portrait.fill(QColor("#00ff00"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    portrait.save(buffer, "PNG")
    scenario = samples["night-market"]
    unit = replace(scenario.units[0], portrait="images/green.png", portrait_focus=(0.9, 0.5))
    scenario = replace(scenario, units=(unit,), figures=(),
                       images=(ImageAsset("images/green.png", bytes(buffer.data())),))
    job = plan_job(scenario, "units", card_size("poker"))
    image = page_image(job, 0, 100, images={"images/green.png": bytes(buffer.data())})
    slot = job.layout().slots[0].trim
    centre = image.pixelColor(round((slot.x + slot.width / 2) * 100 / 25.4),
                              round((slot.y + 0.33 * slot.height) * 100 / 25.4))
    assert centre == QColor("#00ff00")


def _two_colour_back(samples):
    """depot-raid with one unit whose card back is green on its top half, blue below."""
    from dataclasses import replace

    from editor.model.scenario import ImageAsset

    image = QImage(200, 280, QImage.Format.Format_RGB32)
    image.fill(QColor("#1040e0"))
    for x in range(200):
        for y in range(140):
            image.setPixelColor(x, y, QColor("#10c040"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    scenario = samples["depot-raid"]
    unit = replace(scenario.units[0], card_back="images/back.png")
    return replace(scenario, units=(unit,), figures=(),
                   images=(ImageAsset("images/back.png", bytes(buffer.data())),))


def _colour_at(image: QImage, x_mm: float, y_mm: float, dpi: float) -> str:
    return image.pixelColor(round(x_mm * dpi / 25.4), round(y_mm * dpi / 25.4)).name()


@pytest.mark.parametrize(("flip", "bleed", "top_half", "left_half"), [
    # long edge, upright card: the back's top (green) stays at the top
    ("long", False, "#10c040", None),
    # short edge, upright card: upside down on the back page, so green is at the bottom
    ("short", False, "#1040e0", None),
    # long edge, card turned a quarter clockwise on the front (bleed): turned back the other
    # way, its top is on the left
    ("long", True, None, "#10c040"),
    # short edge, turned card: mirrored top-bottom then upside down, its top is on the right
    ("short", True, None, "#1040e0"),
])
def test_backs_land_behind_their_fronts_the_right_way_up(samples, flip, bleed, top_half,
                                                         left_half):
    from editor.cards.jobs import paginate

    scenario = _two_colour_back(samples)
    job = plan_job(scenario, "units", card_size("poker"), backs=True, flip=flip, bleed=bleed)
    front, back = paginate(job)
    front_slot, back_slot = front.items[0][0], back.items[0][0]
    paper = job.paper
    if flip == "long":
        assert back_slot.trim.x == pytest.approx(paper.width - front_slot.trim.right)
        assert back_slot.trim.y == pytest.approx(front_slot.trim.y)
    else:
        assert back_slot.trim.y == pytest.approx(paper.height - front_slot.trim.bottom)
        assert back_slot.trim.x == pytest.approx(front_slot.trim.x)
    dpi = 60
    image = page_image(job, 1, dpi, images={a.name: a.data for a in scenario.images})
    trim = back_slot.trim
    cx, cy = trim.x + trim.width / 2, trim.y + trim.height / 2
    if top_half is not None:
        assert _colour_at(image, cx, trim.y + trim.height * 0.25, dpi) == top_half
    if left_half is not None:
        assert _colour_at(image, trim.x + trim.width * 0.25, cy, dpi) == left_half
    if bleed:  # the image runs on into the bleed
        assert _colour_at(image, cx, back_slot.bleed.y + 0.8, dpi) in {"#10c040", "#1040e0"}
