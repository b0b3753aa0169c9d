"""Layout maths in millimetres: cards per page, positions, cut marks, bleed, mirrored backs."""

from __future__ import annotations

import pytest

from editor.cards.geometry import PAPERS, Rect, Size, card_size, crop_to_frame, paper_size
from editor.cards.layout import MARGIN_MM, plan_sheet
from editor.messages import SkirmishError


@pytest.mark.parametrize(
    ("size", "paper", "columns", "rows", "turn"),
    [
        ("poker", "a4", 3, 3, 0),
        ("poker", "letter", 3, 3, 0),
        ("tarot", "a4", 2, 2, 0),
        ("tarot", "letter", 2, 2, 0),
        ("a6", "a4", 1, 2, 1),
        ("a6", "letter", 1, 2, 1),
        ("50x50mm", "a4", 3, 5, 0),
    ],
)
def test_cards_per_page(size, paper, columns, rows, turn):
    layout = plan_sheet(paper_size(paper), card_size(size))
    assert (layout.columns, layout.rows, layout.per_page) == (columns, rows, columns * rows)
    assert {slot.turn for slot in layout.slots} == {turn}


@pytest.mark.parametrize(
    ("size", "paper", "columns", "rows", "turn"),
    [
        ("poker", "a4", 2, 4, 1),
        ("poker", "letter", 2, 3, 1),
        ("tarot", "a4", 2, 2, 0),
        ("a6", "letter", 1, 2, 1),
    ],
)
def test_cards_per_page_with_bleed(size, paper, columns, rows, turn):
    layout = plan_sheet(paper_size(paper), card_size(size), bleed=True)
    assert (layout.columns, layout.rows, layout.per_page) == (columns, rows, columns * rows)
    assert {slot.turn for slot in layout.slots} == {turn}


def test_poker_on_a4_is_centred_and_abutting():
    layout = plan_sheet(PAPERS["a4"], card_size("poker"))
    assert layout.slots[0].trim == Rect(10.5, 16.5, 63.0, 88.0)
    assert layout.slots[4].trim == Rect(73.5, 104.5, 63.0, 88.0)
    assert layout.slots[8].trim.right == pytest.approx(199.5)
    assert layout.slots[8].trim.bottom == pytest.approx(280.5)
    assert all(slot.bleed == slot.trim for slot in layout.slots)


def test_poker_on_letter_positions():
    layout = plan_sheet(PAPERS["letter"], card_size("poker"))
    first = layout.slots[0].trim
    assert (first.x, first.y) == (pytest.approx(13.45), pytest.approx(7.7))


def test_cut_marks_extend_every_cut_line_outside_the_cards():
    layout = plan_sheet(PAPERS["a4"], card_size("poker"))
    assert len(layout.cut_marks) == 16  # 4 vertical cut lines, 4 horizontal, 2 ends each
    xs = sorted({m.x1 for m in layout.cut_marks if m.x1 == m.x2})
    assert xs == [10.5, 73.5, 136.5, 199.5]
    top = [m for m in layout.cut_marks if m.x1 == 10.5 and m.y2 < 20]
    assert [(m.y1, m.y2) for m in top] == [(11.0, 15.0)]
    for mark in layout.cut_marks:
        for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
            assert 0 <= x <= 210 and 0 <= y <= 297
            inside = any(s.bleed.x < x < s.bleed.right and s.bleed.y < y < s.bleed.bottom
                         for s in layout.slots)
            assert not inside


def test_bleed_turns_poker_cards_to_fit_eight():
    layout = plan_sheet(PAPERS["a4"], card_size("poker"), bleed=True)
    assert (layout.columns, layout.rows, layout.per_page) == (2, 4, 8)
    first = layout.slots[0]
    assert first.turn == 1
    assert first.bleed == Rect(11.0, 10.5, 94.0, 69.0)
    assert first.trim == Rect(14.0, 13.5, 88.0, 63.0)
    assert layout.bleed == 3.0


def test_backs_are_mirrored_for_a_long_edge_flip():
    layout = plan_sheet(PAPERS["a4"], card_size("poker"), bleed=True)
    backs = layout.back_slots()
    assert backs[0].bleed == Rect(105.0, 10.5, 94.0, 69.0)
    assert backs[0].trim == Rect(108.0, 13.5, 88.0, 63.0)
    assert backs[0].turn == -1
    upright = plan_sheet(PAPERS["a4"], card_size("poker")).back_slots()
    assert upright[0].trim == Rect(136.5, 16.5, 63.0, 88.0)
    assert upright[2].trim == Rect(10.5, 16.5, 63.0, 88.0)


def test_gutters_separate_cards():
    layout = plan_sheet(PAPERS["a4"], card_size("tarot"), gutter=4.0)
    left, right = layout.slots[0].trim, layout.slots[1].trim
    assert right.x - left.right == pytest.approx(4.0)
    assert left.x == pytest.approx((210 - 144) / 2)


def test_margins_are_kept():
    for name in ("poker", "tarot", "a6"):
        for paper in PAPERS.values():
            for bleed in (False, True):
                layout = plan_sheet(paper, card_size(name), bleed=bleed)
                for slot in layout.slots:
                    assert slot.bleed.x >= MARGIN_MM - 1e-9
                    assert slot.bleed.right <= paper.width - MARGIN_MM + 1e-9
                    assert slot.bleed.bottom <= paper.height - MARGIN_MM + 1e-9


def test_pages_needed():
    layout = plan_sheet(PAPERS["a4"], card_size("poker"))
    assert [layout.pages(n) for n in (0, 1, 9, 10, 100)] == [0, 1, 1, 2, 12]


def test_sizes_and_papers():
    assert card_size("Poker") == Size(63, 88)
    assert card_size("a6") == Size(105, 148)
    assert card_size("63x88mm") == Size(63, 88)
    assert card_size("70.5 x 100") == Size(70.5, 100)
    assert paper_size("Letter") == Size(215.9, 279.4)
    for bad in ("huge", "0x10mm", "10x300mm"):
        with pytest.raises(SkirmishError) as caught:
            card_size(bad)
        assert caught.value.message.key == "cards.bad_size"
    with pytest.raises(SkirmishError):
        paper_size("a3")


def test_a_card_larger_than_the_paper_is_refused():
    with pytest.raises(SkirmishError) as caught:
        plan_sheet(PAPERS["a4"], card_size("250x280mm"))
    assert caught.value.message.key == "cards.card_too_big"


def test_portrait_crop_keeps_the_focus_in_the_frame():
    # A 400 x 200 image in a square frame: a 200 x 200 crop centred on the focus.
    assert crop_to_frame(Size(400, 200), Size(30, 30)) == Rect(100, 0, 200, 200)
    assert crop_to_frame(Size(400, 200), Size(30, 30), (0.8, 0.5)) == Rect(200, 0, 200, 200)
    assert crop_to_frame(Size(400, 200), Size(30, 30), (1.0, 0.0)) == Rect(200, 0, 200, 200)
    # A tall image in a wide frame keeps the full width and moves vertically.
    assert crop_to_frame(Size(100, 300), Size(50, 25), (0.5, 0.1)) == Rect(0, 5, 100, 50)
