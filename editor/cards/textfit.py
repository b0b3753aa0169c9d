"""Fit text to a box: shrink within limits, then wrap; report when it still overflows.

The core does not know fonts: a :class:`Measurer` (the Qt renderer's font metrics, or a fixed
width in tests) says how wide a run of text is. Text is paragraphs of runs, each run plain or
bold, so a skill prints as "**Name** text" on the same line. Sizes are points; boxes and the
returned positions are millimetres.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

PT_MM = 25.4 / 72
LEADING = 1.18
"""Line height as a multiple of the font size."""
PARAGRAPH_GAP = 0.35
"""Extra space between paragraphs, in lines."""
ELLIPSIS = "…"
READABLE_PT = 6.0
"""Text printed smaller than this is hard to read at arm's length; a card whose text shrinks
below it (by fitting, or on a card smaller than its template's design) is reported."""

Run = tuple[str, bool]
"""A piece of text and whether it is bold."""


class Measurer(Protocol):
    def width(self, text: str, size: float, bold: bool) -> float:
        """Width in millimetres of ``text`` at ``size`` points."""


@dataclass(frozen=True, slots=True)
class Line:
    runs: tuple[Run, ...]
    y: float
    """Top of the line, from the top of the box, in mm."""
    width: float


@dataclass(frozen=True, slots=True)
class FittedText:
    size: float
    lines: tuple[Line, ...]
    line_height: float
    overflow: bool
    """True when the text did not fit even at the smallest size (the end is cut with …)."""

    @property
    def height(self) -> float:
        return self.lines[-1].y + self.line_height if self.lines else 0.0


def fit_text(
    paragraphs: Sequence[Sequence[Run]] | str,
    width: float,
    height: float,
    measurer: Measurer,
    *,
    size: float,
    min_size: float | None = None,
    max_lines: int | None = None,
    bold: bool = False,
    step: float = 0.5,
) -> FittedText:
    """The largest size from ``size`` down to ``min_size`` at which the text fits the box.

    ``max_lines=1`` never wraps (names, titles). At the smallest size the text is cut to the
    box and ``overflow`` is set, so the caller can warn the author.
    """
    if isinstance(paragraphs, str):
        paragraphs = [[(part, bold)] for part in paragraphs.split("\n")]
    smallest = size if min_size is None else min(min_size, size)
    widths: dict[tuple[str, float, bool], float] = {}

    def measure(text: str, pt: float, is_bold: bool) -> float:
        key = (text, pt, is_bold)
        if key not in widths:
            widths[key] = measurer.width(text, pt, is_bold)
        return widths[key]

    current = size
    while True:
        lines, fits = _wrap(paragraphs, width, height, current, max_lines, measure)
        if fits or current - step < smallest - 1e-9:
            break
        current = round(current - step, 3)
    line_height = current * PT_MM * LEADING
    if not fits:
        lines = _cut(lines, width, height, line_height, current, max_lines, measure)
    return FittedText(current, tuple(lines), line_height, not fits)


def _tokens(paragraph: Sequence[Run]) -> list[Run]:
    """Words with the space before them kept on the word (" word"), so widths add up."""
    tokens: list[Run] = []
    for text, is_bold in paragraph:
        for index, word in enumerate(text.split(" ")):
            if index and tokens:
                word = " " + word
            if word:
                tokens.append((word, is_bold))
    return tokens


def _wrap(paragraphs, width, height, size, max_lines, measure) -> tuple[list[Line], bool]:
    line_height = size * PT_MM * LEADING
    lines: list[Line] = []
    y = 0.0
    fits = True
    for number, paragraph in enumerate(paragraphs):
        if number:
            y += line_height * PARAGRAPH_GAP
        runs: list[Run] = []
        used = 0.0
        for text, is_bold in _tokens(paragraph):
            token_width = measure(text, size, is_bold)
            if runs and used + token_width > width + 1e-9:
                lines.append(Line(_merge(runs), y, used))
                y += line_height
                text = text.lstrip(" ")
                token_width = measure(text, size, is_bold)
                runs, used = [], 0.0
            if token_width > width + 1e-9:
                fits = False  # one word wider than the box: shrink further
            runs.append((text, is_bold))
            used += token_width
        lines.append(Line(_merge(runs), y, used))
        y += line_height
    if max_lines is not None and len(lines) > max_lines:
        fits = False
    if y > height + 1e-9:
        fits = False
    return lines, fits


def _merge(runs: list[Run]) -> tuple[Run, ...]:
    merged: list[Run] = []
    for text, is_bold in runs:
        if merged and merged[-1][1] == is_bold:
            merged[-1] = (merged[-1][0] + text, is_bold)
        else:
            merged.append((text, is_bold))
    return tuple(merged)


def _cut(lines, width, height, line_height, size, max_lines, measure) -> list[Line]:
    """Keep the lines that fit and end the last one with an ellipsis that fits too."""
    keep = [line for line in lines if line.y + line_height <= height + 1e-9]
    if max_lines is not None:
        keep = keep[:max_lines]
    keep = keep or lines[:1]
    last = keep[-1]
    runs = list(last.runs)
    while runs:
        text, is_bold = runs[-1]
        total = sum(measure(t, size, b) for t, b in runs[:-1])
        candidate = text.rstrip() + ELLIPSIS
        if total + measure(candidate, size, is_bold) <= width + 1e-9 or len(text) <= 1:
            runs[-1] = (candidate, is_bold)
            break
        runs[-1] = (text[:-1], is_bold)
    used = sum(measure(t, size, b) for t, b in runs)
    return [*keep[:-1], Line(tuple(runs), last.y, used)]


def shrunk_below_readable(fitted: FittedText, design_size: float) -> bool:
    """True when text designed at ``design_size`` points prints smaller than it was designed
    and below ``READABLE_PT``: text drawn small on purpose (a label) is not reported."""
    return fitted.size < READABLE_PT - 1e-9 and fitted.size < design_size - 1e-9
