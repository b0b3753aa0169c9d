"""What every bundled sample must satisfy: valid, bilingual, calibrated image, reproducible."""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Iterator

import pytest
from PIL import Image

from editor.model import Scenario, Text
from editor.model.document_format import to_document
from editor.model.validation import errors, validate
from resources.samples.d20 import depot_raid
from resources.samples.eisdrachen import frozen_trench
from resources.samples.zone_solo import night_market

pytestmark = pytest.mark.slow
BUILDERS = [night_market, frozen_trench, depot_raid]
MAX_IMAGE_BYTES = 1_500_000


def _texts(value: object, where: str = "") -> Iterator[tuple[str, Text]]:
    if isinstance(value, Text):
        yield where, value
    elif isinstance(value, tuple):
        for i, item in enumerate(value):
            yield from _texts(item, f"{where}[{i}]")
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _texts(getattr(value, field.name), f"{where}.{field.name}")


@pytest.mark.parametrize("builder", BUILDERS, ids=lambda b: b.__name__)
def test_sample_is_valid(built, builder):
    scenario = built(builder)
    assert errors(validate(scenario)) == [], [m.text() for m in validate(scenario)]


@pytest.mark.parametrize("builder", BUILDERS, ids=lambda b: b.__name__)
def test_every_authored_text_is_in_french_and_english(built, builder):
    texts = list(_texts(built(builder)))
    assert len(texts) > 40
    half = [where for where, text in texts if text and not (text.fr and text.en)]
    assert half == []


@pytest.mark.parametrize("builder", BUILDERS, ids=lambda b: b.__name__)
def test_board_image_decodes_at_the_calibrated_size(built, builder):
    scenario: Scenario = built(builder)
    background = scenario.board.background
    (asset,) = scenario.images
    assert asset.name == background.image
    assert len(asset.data) < MAX_IMAGE_BYTES
    with Image.open(io.BytesIO(asset.data)) as image:
        assert image.format == "PNG" and image.mode == "RGB"
        image.load()
        width, height = image.size
        assert set(image.info) <= {"dpi"} and not image.text
    assert width * background.mm_per_pixel == pytest.approx(scenario.board.width_mm)
    assert height * background.mm_per_pixel == pytest.approx(scenario.board.height_mm)
    assert (background.x_mm, background.y_mm, background.rotation_deg) == (0, 0, 0)


@pytest.mark.parametrize("builder", BUILDERS, ids=lambda b: b.__name__)
def test_two_builds_give_identical_bytes(built, builder):
    first, second = built(builder), builder()
    assert first.images[0].data == second.images[0].data
    assert to_document(first) == to_document(second)
    assert first == second
