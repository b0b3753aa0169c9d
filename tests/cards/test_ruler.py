"""Ruler strips that join into one long ruler: 30 pas for Eisdrachen, 60 cm for the D20 game.

Expected strips are worked out by hand: the ruler's box on the page is the printable area
(paper less 6.35 mm each side) less its top 9 % (title and note), a strip holds as many whole
units as its height allows, the ruler is cut into as few strips as that allows, all equal but
the last, and a page holds as many copies as strips at least 22 mm wide, 6 mm apart, allow.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.cards.geometry import PAPERS, Rect, card_size
from editor.cards.jobs import plan_job
from editor.cards.ruler import plan_ruler
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario


def _ruler_box(paper: str) -> Rect:
    sheet = PAPERS[paper]
    width, height = sheet.width - 12.7, sheet.height - 12.7
    return Rect(6.35, 6.35 + 0.09 * height, width, 0.91 * height)


def _spans(plan):
    return [(s.start, s.end, s.letter, s.ruler) for s in plan.strips]


def test_a_30_pas_ruler_on_a4_is_three_strips_twice():
    # 258.7 mm of height hold 10 pas of 25 mm; 197.3 mm of width hold 7 strips: 2 rulers
    plan = plan_ruler(_ruler_box("a4"), 25.0, 30)
    assert _spans(plan) == [(0, 10, "A", 0), (10, 20, "B", 0), (20, 30, "C", 0),
                            (0, 10, "A", 1), (10, 20, "B", 1), (20, 30, "C", 1)]
    assert plan.joins == ((0, 1), (1, 2), (3, 4), (4, 5))
    assert all(plan.height(s) == 250.0 for s in plan.strips)
    assert plan.strips[0].width == pytest.approx((197.3 - 5 * 6) / 6)
    assert plan.strips[1].x - plan.strips[0].x == pytest.approx(plan.strips[0].width + 6)


def test_on_letter_the_pas_ruler_takes_four_strips():
    # 242.7 mm hold 9 pas: 4 strips of 8, the last of 6; 203.2 mm hold 7 strips: one ruler
    plan = plan_ruler(_ruler_box("letter"), 25.0, 30)
    assert _spans(plan) == [(0, 8, "A", 0), (8, 16, "B", 0), (16, 24, "C", 0), (24, 30, "D", 0)]
    assert plan.joins == ((0, 1), (1, 2), (2, 3))
    assert plan.height(plan.strips[-1]) == 150.0


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_60_cm_ruler_is_three_strips_of_20_cm(paper):
    # 25 cm fit on A4, 24 on Letter: three strips either way, of 60 / 3 = 20 cm
    plan = plan_ruler(_ruler_box(paper), 10.0, 60)
    assert _spans(plan)[:3] == [(0, 20, "A", 0), (20, 40, "B", 0), (40, 60, "C", 0)]
    assert plan.joins[:2] == ((0, 1), (1, 2))


def test_a_coarser_pas_takes_more_strips():
    # 40 mm a pas: 6 pas a strip, 5 strips of 6; the page holds only one ruler
    plan = plan_ruler(_ruler_box("a4"), 40.0, 30)
    assert [(s.start, s.end) for s in plan.strips] == [(0, 6), (6, 12), (12, 18), (18, 24),
                                                       (24, 30)]
    assert [s.letter for s in plan.strips] == ["A", "B", "C", "D", "E"]


@pytest.fixture(scope="module")
def samples():
    return {name: read_scenario(SAMPLES_DIR / name)[0]
            for name in ("frozen-trench", "depot-raid")}


def test_the_ruler_follows_the_table(samples):
    pas = plan_job(samples["frozen-trench"], "ruler", card_size("poker"))
    assert pas.faces[0].template.unit == "pas"
    assert pas.faces[0].fields["unit_mm"] == 25.0
    table = replace(samples["frozen-trench"].board, mm_per_pas=32.0)
    wider = plan_job(replace(samples["frozen-trench"], board=table), "ruler", card_size("poker"),
                     lang="fr")
    assert wider.faces[0].fields["unit_mm"] == 32.0
    assert wider.faces[0].fields["scale_note"].startswith("1 pas = 32 mm")
    cm = plan_job(samples["depot-raid"], "ruler", card_size("poker"))
    assert cm.faces[0].template.unit == "cm" and cm.faces[0].fields["unit_mm"] == 10.0
    assert cm.faces[0].fields["title"] == "Measuring ruler in centimetres"
