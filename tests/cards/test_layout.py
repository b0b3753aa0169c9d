"""Layout maths in millimetres: cards per page, positions, cut marks, bleed, mirrored backs.

Expected values are worked out by hand from the layout rules (docs/cards.md): a grid centred on
the paper, cut marks 1.5 mm beyond the cards, 2 to 4 mm long, never closer than 6.35 mm to the
paper's edge.
"""

from __future__ import annotations

import pytest

from editor.cards.geometry import PAPERS, Rect, Size, card_size, crop_to_frame, paper_size
from editor.cards.layout import PRINTABLE_MM, cut_marks, plan_sheet
from editor.messages import SkirmishError


@pytest.mark.parametrize(
    ("size", "paper", "columns", "rows", "turn"),
    [
        ("poker", "a4", 3, 3, 0),
        # upright, 3 rows of 88 mm leave 7.7 mm above and below: no room for marks
        ("poker", "letter", 2, 4, 1),
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


def test_poker_on_letter_is_turned_to_keep_its_marks_printable():
    layout = plan_sheet(PAPERS["letter"], card_size("poker"))
    first = layout.slots[0].trim
    # 2 × 88 = 176 mm across 215.9, 4 × 63 = 252 mm down 279.4
    assert (first.x, first.y) == (pytest.approx(19.95), pytest.approx(13.7))
    assert layout.unmarked_per_page == 9  # 3 × 3 upright would fit without marks
    assert layout.mark_lengths == (4.0, 4.0)


def test_cut_marks_extend_every_cut_line_outside_the_cards():
    layout = plan_sheet(PAPERS["a4"], card_size("poker"))
    assert len(layout.cut_marks) == 16  # 4 vertical cut lines, 4 horizontal, 2 ends each
    xs = sorted({m.x1 for m in layout.cut_marks if m.x1 == m.x2})
    assert xs == [10.5, 73.5, 136.5, 199.5]
    top = [m for m in layout.cut_marks if m.x1 == 10.5 and m.y2 < 20]
    assert [(m.y1, m.y2) for m in top] == [(11.0, 15.0)]
    # 10.5 mm beside the grid: 1.5 mm gap, then 2.65 mm of mark, ending 6.35 mm from the edge
    left = [m for m in layout.cut_marks if m.y1 == m.y2 == 16.5 and m.x2 < 20]
    assert [(m.x1, m.x2) for m in left] == [(pytest.approx(6.35), 9.0)]
    assert layout.mark_lengths == (4.0, 2.65)
    for mark in layout.cut_marks:
        for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
            inside = any(s.bleed.x < x < s.bleed.right and s.bleed.y < y < s.bleed.bottom
                         for s in layout.slots)
            assert not inside


@pytest.mark.parametrize("size", ["poker", "tarot", "a6", "44x68mm", "50x50mm"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("bleed", [False, True])
def test_every_mark_is_at_least_6_35_mm_from_every_edge(size, paper, bleed):
    sheet = paper_size(paper)
    layout = plan_sheet(sheet, card_size(size), bleed=bleed)
    assert layout.cut_marks
    for count in range(1, layout.per_page + 1):
        for mark in layout.marks(layout.slots[:count]):
            for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
                assert min(x, y, sheet.width - x, sheet.height - y) >= PRINTABLE_MM - 1e-9
            length = abs(mark.x2 - mark.x1) + abs(mark.y2 - mark.y1)
            assert 2.0 - 1e-9 <= length <= 4.0 + 1e-9


def test_marks_closest_to_the_edge_per_size_and_paper():
    """Distance from the paper's edge to the outer end of the nearest mark, by hand:
    margin − 1.5 mm gap − mark length, the length being 4 mm or what leaves 6.35 mm."""
    expected = {
        # A4: poker 3 × 3 leaves 10.5 mm at the sides (marks shortened to 2.65 mm)
        ("poker", "a4", False): 6.35,
        # A4 bleed: 2 × 4 turned bleed boxes of 94 × 69 leave 11 and 10.5 mm
        ("poker", "a4", True): 6.35,
        # Letter: 2 × 4 turned leaves 19.95 and 13.7 mm: full 4 mm marks end 8.2 mm in
        ("poker", "letter", False): 13.7 - 5.5,
        # Letter bleed: 2 × 3 turned bleed boxes of 94 × 69 leave 13.95 and 36.2 mm
        ("poker", "letter", True): 13.95 - 5.5,
        # tarot 2 × 2: A4 leaves 35 and 28.5 mm, Letter 37.95 and 19.7 mm
        ("tarot", "a4", False): 28.5 - 5.5,
        ("tarot", "letter", False): 19.7 - 5.5,
        ("tarot", "letter", True): 13.7 - 5.5,
        # A6 turned, 1 × 2: A4 leaves 31 and 43.5 mm; Letter with bleed (154 × 222 mm of
        # bleed boxes) 30.95 and 28.7 mm
        ("a6", "a4", False): 31.0 - 5.5,
        ("a6", "letter", True): 28.7 - 5.5,
    }
    for (size, paper, bleed), distance in expected.items():
        sheet = paper_size(paper)
        layout = plan_sheet(sheet, card_size(size), bleed=bleed)
        nearest = min(min(x, y, sheet.width - x, sheet.height - y)
                      for m in layout.cut_marks for x, y in ((m.x1, m.y1), (m.x2, m.y2)))
        assert nearest == pytest.approx(distance), (size, paper, bleed)


def test_no_mark_for_rows_or_columns_without_a_card():
    layout = plan_sheet(PAPERS["a4"], card_size("poker"))
    # four cards: the first row and the first card of the second
    marks = layout.marks(layout.slots[:4])
    vertical = sorted({m.x1 for m in marks if m.x1 == m.x2})
    horizontal = sorted({m.y1 for m in marks if m.y1 == m.y2})
    assert vertical == [10.5, 73.5, 136.5, 199.5]
    assert horizontal == [16.5, 104.5, 192.5]  # not 280.5: the third row is empty
    below = [m for m in marks if m.x1 == m.x2 and m.y1 > 104.5]
    assert {(m.y1, m.y2) for m in below} == {(194.0, 198.0)}
    # one card: its two cut lines each way, marked at both ends
    one = layout.marks(layout.slots[:1])
    assert len(one) == 8
    assert sorted({m.x1 for m in one if m.x1 == m.x2}) == [10.5, 73.5]
    right = [m for m in one if m.y1 == m.y2 and m.x1 > 73.5]
    assert {(m.x1, round(m.x2, 6)) for m in right} == {(75.0, 77.65)}
    assert cut_marks(()) == ()


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
    backs = layout.back_slots("long")
    assert backs == layout.back_slots()
    assert backs[0].bleed == Rect(105.0, 10.5, 94.0, 69.0)
    assert backs[0].trim == Rect(108.0, 13.5, 88.0, 63.0)
    assert backs[0].turn == 3  # a quarter the other way
    upright = plan_sheet(PAPERS["a4"], card_size("poker")).back_slots("long")
    assert upright[0].trim == Rect(136.5, 16.5, 63.0, 88.0)
    assert upright[2].trim == Rect(10.5, 16.5, 63.0, 88.0)
    assert upright[0].turn == 0


def test_backs_are_mirrored_and_turned_for_a_short_edge_flip():
    upright = plan_sheet(PAPERS["a4"], card_size("poker")).back_slots("short")
    # top-left card (10.5, 16.5) is behind the bottom-left one, upside down
    assert upright[0].trim == Rect(10.5, 192.5, 63.0, 88.0)
    assert upright[6].trim == Rect(10.5, 16.5, 63.0, 88.0)
    assert upright[0].turn == 2
    turned = plan_sheet(PAPERS["a4"], card_size("poker"), bleed=True).back_slots("short")
    # bleed box (11, 10.5, 94, 69) mirrored top-bottom: y = 297 − 79.5
    assert turned[0].bleed == Rect(11.0, 217.5, 94.0, 69.0)
    assert turned[0].trim == Rect(14.0, 220.5, 88.0, 63.0)
    assert turned[0].turn == 1  # mirrored (−1) then upside down (+2)


def test_an_unknown_flip_is_refused():
    with pytest.raises(SkirmishError) as caught:
        plan_sheet(PAPERS["a4"], card_size("poker")).back_slots("diagonal")
    assert caught.value.message.key == "cards.bad_flip"


def test_gutters_separate_cards():
    layout = plan_sheet(PAPERS["a4"], card_size("tarot"), gutter=4.0)
    left, right = layout.slots[0].trim, layout.slots[1].trim
    assert right.x - left.right == pytest.approx(4.0)
    assert left.x == pytest.approx((210 - 144) / 2)


def test_cards_stay_in_the_printable_area():
    for name in ("poker", "tarot", "a6"):
        for paper in PAPERS.values():
            for bleed in (False, True):
                layout = plan_sheet(paper, card_size(name), bleed=bleed)
                for slot in layout.slots:
                    assert slot.bleed.x >= PRINTABLE_MM - 1e-9
                    assert slot.bleed.y >= PRINTABLE_MM - 1e-9
                    assert slot.bleed.right <= paper.width - PRINTABLE_MM + 1e-9
                    assert slot.bleed.bottom <= paper.height - PRINTABLE_MM + 1e-9


def test_a_wider_bleed_takes_more_room():
    layout = plan_sheet(PAPERS["a4"], card_size("poker"), bleed=True, bleed_mm=5.0)
    first = layout.slots[0]
    assert first.trim.x - first.bleed.x == pytest.approx(5.0)
    # upright bleed boxes of 73 × 98 in 190.3 × 277.3 mm: 2 × 2; turned, 98 × 73: 1 × 3
    assert (layout.columns, layout.rows, first.turn) == (2, 2, 0)


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
