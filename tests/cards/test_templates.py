"""Card templates laid out for their size: each size gets the layout designed for the nearest
size, and the tarot and A6 layouts give the portrait, the stats and the text more room than
the poker one does."""

from __future__ import annotations

import pytest

from editor.cards.geometry import Size, card_size
from editor.cards.templates import Layout, load_templates, parse_template
from editor.messages import SkirmishError

UNIT_TEMPLATES = ("unit-zone-solo", "unit-eisdrachen", "unit-d20")


def _boxes(layout: Layout, size: Size, kind: str, field: str | None = None) -> list[tuple]:
    """The ``kind`` elements' boxes in millimetres on a card of ``size``."""
    return [(e["box"][0] * size.width, e["box"][1] * size.height, e["box"][2] * size.width,
             e["box"][3] * size.height)
            for e in layout.elements
            if e["type"] == kind and (field is None or e.get("field") == field)]


def _area(boxes) -> float:
    return sum(w * h for _x, _y, w, h in boxes)


@pytest.mark.parametrize("template_id", UNIT_TEMPLATES)
def test_each_size_gets_the_layout_designed_for_the_nearest_size(template_id):
    template = load_templates()[template_id]
    poker, tarot, a6 = (template.layout_for(card_size(n)) for n in ("poker", "tarot", "a6"))
    assert (poker.design_width, poker.design_height) == (63, 88)
    assert (tarot.design_width, tarot.design_height) == (70, 120)
    assert (a6.design_width, a6.design_height) == (105, 148)
    # distance = 2 |ln(proportion ratio)| + |ln(width ratio)|; proportions (height / width):
    # poker 1.397, tarot 1.714, A6 1.410
    # 44 × 68 (1.545): poker 2 × 0.101 + 0.359 = 0.56, tarot 2 × 0.104 + 0.465 = 0.67
    assert template.layout_for(card_size("44x68mm")).design_width == 63
    # 100 × 180 (1.8): tarot 2 × 0.049 + 0.357 = 0.46, A6 2 × 0.244 + 0.049 = 0.54
    assert template.layout_for(card_size("100x180mm")).design_width == 70
    # 120 × 170 (1.417): A6 2 × 0.005 + 0.134 = 0.14
    assert template.layout_for(card_size("120x170mm")).design_width == 105
    # 75 × 125 (1.667): tarot 2 × 0.028 + 0.069 = 0.12
    assert template.layout_for(card_size("75x125mm")).design_width == 70


@pytest.mark.parametrize("template_id", UNIT_TEMPLATES)
def test_a_tarot_card_has_a_larger_portrait_and_stat_boxes_than_a_poker_card(template_id):
    template = load_templates()[template_id]
    sizes = {name: card_size(name) for name in ("poker", "tarot", "a6")}
    portrait = {n: _area(_boxes(template.layout_for(s), s, "portrait")) for n, s in sizes.items()}
    stats = {n: _area(_boxes(template.layout_for(s), s, "stats")) for n, s in sizes.items()}
    assert portrait["poker"] < portrait["tarot"] < portrait["a6"]
    assert stats["poker"] < stats["tarot"] < stats["a6"]
    # and on the larger cards the text is set larger: the skills' type size at print
    for name, size in sizes.items():
        layout = template.layout_for(size)
        (skills,) = [e for e in layout.elements if e.get("field") == "skills"]
        sizes[name] = skills["size"] * size.width / layout.design_width
    assert sizes["poker"] < sizes["tarot"] < sizes["a6"]


@pytest.mark.parametrize("template_id", UNIT_TEMPLATES)
@pytest.mark.parametrize("size_name", ["poker", "tarot", "a6"])
def test_the_name_leaves_room_for_the_side_label(template_id, size_name):
    """A name on two lines must not run into the side label below it: 1 mm apart at least."""
    size = card_size(size_name)
    layout = load_templates()[template_id].layout_for(size)
    ((_x, name_y, _w, name_h),) = _boxes(layout, size, "text", "name")
    ((_x, side_y, _w, _h),) = _boxes(layout, size, "text", "side_label")
    assert side_y - (name_y + name_h) >= 1.0
    for element in layout.elements:
        x, y, w, h = element["box"]
        assert 0 <= x and 0 <= y and x + w <= 1 + 1e-9 and y + h <= 1 + 1e-9, element


def test_a_layout_needs_its_design_size():
    base = {"id": "t", "what": "units", "elements": []}
    with pytest.raises(SkirmishError) as caught:
        parse_template({**base, "layouts": [{"elements": []}]}, "inline")
    assert caught.value.message.key == "cards.bad_template"
    with pytest.raises(SkirmishError):
        parse_template({**base, "layouts": {"tarot": []}}, "inline")
    with pytest.raises(SkirmishError):
        parse_template({**base, "design_width": "wide"}, "inline")
    template = parse_template({**base, "back": [{"type": "rect", "box": [0, 0, 1, 1]}],
                               "layouts": [{"design_width": 70, "design_height": 120,
                                            "elements": []}]}, "inline")
    # a layout without its own back keeps the template's, and its type sizes: designed on a
    # 63 mm card, they grow 70 / 63 on a tarot card, not 70 / 70
    tarot = template.layout_for(card_size("tarot"))
    assert tarot.back == template.back
    assert tarot.scale(70, back=True) == pytest.approx(70 / 63)
    assert tarot.scale(70) == 1


@pytest.mark.parametrize("template_id", ["solo-card", "river-tile"])
def test_solo_cards_and_river_tiles_have_a_tarot_layout(template_id):
    template = load_templates()[template_id]
    assert template.layout_for(card_size("tarot")).design_height == 120
    # A6 has the poker card's proportions: its layout is the poker one, scaled
    # (2 × 0.009 + 0.511 = 0.53 against 2 × 0.195 + 0.405 = 0.80 for tarot)
    assert template.layout_for(card_size("a6")).design_height == 88
