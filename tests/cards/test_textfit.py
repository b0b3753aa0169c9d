"""Text fitting: shrink within limits, then wrap, and report what still overflows."""

from __future__ import annotations

import pytest

from editor.cards.textfit import ELLIPSIS, LEADING, PT_MM, fit_text


class Fixed:
    """Each character is a tenth of the type size wide in mm (1 mm at 10 pt); bold is wider."""

    def width(self, text: str, size: float, bold: bool) -> float:
        return len(text) * size * 0.1 * (1.1 if bold else 1.0)


def test_short_text_keeps_its_size_on_one_line():
    fitted = fit_text("Eel", 30, 10, Fixed(), size=10, min_size=6)
    assert fitted.size == 10
    assert [line.runs for line in fitted.lines] == [(("Eel", False),)]
    assert not fitted.overflow


def test_a_name_shrinks_before_it_would_wrap_when_one_line_is_allowed():
    # 20 characters: 20 mm at size 10, so size 7.5 fits 15 mm.
    fitted = fit_text("Odile Carvane, Lamps", 15, 10, Fixed(), size=10, min_size=6, max_lines=1)
    assert fitted.size == 7.5
    assert len(fitted.lines) == 1 and not fitted.overflow


def test_long_text_wraps_at_the_largest_size_that_fits():
    text = "aaaa bbbb cccc dddd"
    fitted = fit_text(text, 10, 20, Fixed(), size=10, min_size=5)
    assert fitted.size == 10
    assert [line.runs[0][0] for line in fitted.lines] == ["aaaa bbbb", "cccc dddd"]
    assert fitted.lines[1].y == pytest.approx(10 * PT_MM * LEADING)
    assert not fitted.overflow


def test_text_shrinks_when_wrapping_is_not_enough():
    text = "aaaa bbbb cccc dddd"
    fitted = fit_text(text, 10, 8, Fixed(), size=10, min_size=4)
    assert fitted.size < 10
    assert fitted.height <= 8 and not fitted.overflow


def test_overflow_is_reported_and_the_end_is_cut():
    text = " ".join(["word"] * 200)
    fitted = fit_text(text, 20, 6, Fixed(), size=8, min_size=6)
    assert fitted.overflow and fitted.size == 6
    assert fitted.height <= 6 + 1e-9
    assert fitted.lines[-1].runs[-1][0].endswith(ELLIPSIS)
    assert all(line.width <= 20 + 1e-9 for line in fitted.lines)


def test_bold_and_plain_runs_share_lines():
    paragraphs = [[("Scholar ", True), ("rerolls one die", False)], [("Swimmer", True)]]
    fitted = fit_text(paragraphs, 100, 30, Fixed(), size=8)
    assert fitted.lines[0].runs == (("Scholar ", True), ("rerolls one die", False))
    assert fitted.lines[1].runs == (("Swimmer", True),)
    assert fitted.lines[1].y > 8 * PT_MM * LEADING  # a paragraph gap


def test_a_single_word_wider_than_the_box_shrinks_it():
    fitted = fit_text("Unbreakable", 8, 10, Fixed(), size=10, min_size=5)
    assert fitted.size == 7.0
    assert not fitted.overflow


def test_text_shrunk_below_6_pt_is_reported_but_not_text_designed_small():
    from editor.cards.textfit import READABLE_PT, shrunk_below_readable

    assert READABLE_PT == 6
    # 20 characters at 10 pt need 20 mm; in 11 mm the name shrinks to 5.5 pt
    shrunk = fit_text("Odile Carvane, Lamps", 11, 10, Fixed(), size=10, min_size=4, max_lines=1)
    assert shrunk.size == 5.5 and shrunk_below_readable(shrunk, 10)
    # shrunk, but still at 6 pt: readable
    six = fit_text("Odile Carvane, Lamps", 12, 10, Fixed(), size=10, min_size=4, max_lines=1)
    assert six.size == 6 and not shrunk_below_readable(six, 10)
    # a label designed at 4.6 pt prints at 4.6 pt: not reported
    label = fit_text("LIFE", 10, 5, Fixed(), size=4.6)
    assert label.size == 4.6 and not shrunk_below_readable(label, 4.6)
