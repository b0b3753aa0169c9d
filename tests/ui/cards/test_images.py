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
