"""N-up placement of cards on a sheet of paper, with cut marks, bleed and mirrored backs.

All numbers are millimetres on the paper, origin top-left, y down. The rules:

- Nothing is printed closer than ``PRINTABLE_MM`` (6.35 mm, a quarter inch) to the paper's
  edge: home printers cannot print there. Cards sit in a grid centred on the paper,
  ``gutter`` apart (0 by default: neighbouring cards share one cut).
- With bleed, each card's art extends ``bleed`` mm beyond its cut line (its *bleed box*), and
  the boxes, not the cut lines, are ``gutter`` apart.
- Cut marks extend every cut line into the margin, outside all cards: they start
  ``MARK_GAP_MM`` beyond the cards' bleed boxes and are ``MARK_LENGTH_MM`` long, or shorter
  (never under ``MARK_MIN_LENGTH_MM``) where the margin is narrow, so that they too stay in
  the printable area. When even the shortest marks do not fit, the page holds fewer cards;
  ``SheetLayout.unmarked_per_page`` says how many would fit without marks, so the print dialog
  can say why. A page marks only the cut lines of the cards it holds.
- A card may be turned a quarter clockwise when that fits more cards on the page (A6 on A4).
- Backs for duplex printing land behind their fronts with the same side up: for a flip on
  the long edge they are mirrored left-right and turned the other way; for a flip on the short
  edge they are mirrored top-bottom and turned upside down as well.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from editor.cards.geometry import BLEED_MM, Rect, Size
from editor.messages import error

PRINTABLE_MM = 6.35
MARK_GAP_MM = 1.5
MARK_LENGTH_MM = 4.0
MARK_MIN_LENGTH_MM = 2.0
"""A cut mark shorter than this is hard to line a ruler or a trimmer's blade up with."""
FLIPS = ("long", "short")
"""Which edge of the sheet a duplex printer flips it on."""


@dataclass(frozen=True, slots=True)
class Slot:
    """Where one card goes: its cut line, its bleed box and its quarter turns clockwise
    (0 upright, 1 a quarter, 2 upside down, 3 three quarters)."""

    trim: Rect
    bleed: Rect
    turn: int = 0


@dataclass(frozen=True, slots=True)
class Segment:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True, slots=True)
class SheetLayout:
    paper: Size
    card: Size
    bleed: float
    gutter: float
    columns: int
    rows: int
    slots: tuple[Slot, ...]
    mark_lengths: tuple[float, float]
    """Length of the marks above and below the grid, and of those left and right of it."""
    unmarked_per_page: int
    """Cards a page would hold if cut marks needed no room (at least ``per_page``)."""

    @property
    def per_page(self) -> int:
        return len(self.slots)

    @property
    def cut_marks(self) -> tuple[Segment, ...]:
        """The marks of a full page."""
        return self.marks(self.slots)

    def marks(self, slots: Sequence[Slot]) -> tuple[Segment, ...]:
        """The marks of the cut lines of ``slots`` (the cards of one page), outside them."""
        return cut_marks(slots, *self.mark_lengths)

    def pages(self, cards: int) -> int:
        return math.ceil(cards / self.per_page) if cards > 0 else 0

    def back_slots(self, flip: str = "long") -> tuple[Slot, ...]:
        """The slots of the back page: slot i is behind front slot i after the flip."""
        if flip not in FLIPS:
            raise error("cards.bad_flip", flip=flip, flips=", ".join(FLIPS))
        if flip == "long":
            width = self.paper.width
            return tuple(Slot(_mirror_x(s.trim, width), _mirror_x(s.bleed, width),
                              -s.turn % 4) for s in self.slots)
        height = self.paper.height
        return tuple(Slot(_mirror_y(s.trim, height), _mirror_y(s.bleed, height),
                          (2 - s.turn) % 4) for s in self.slots)


def _mirror_x(rect: Rect, width: float) -> Rect:
    return Rect(width - rect.right, rect.y, rect.width, rect.height)


def _mirror_y(rect: Rect, height: float) -> Rect:
    return Rect(rect.x, height - rect.bottom, rect.width, rect.height)


def _fit(space: float, cell: float, gutter: float) -> int:
    return max(0, math.floor((space + gutter) / (cell + gutter) + 1e-9))


def _best_grid(paper: Size, card: Size, extra: float, gutter: float,
               margin: float) -> tuple[int, int, int]:
    """(columns, rows, turn) of the grid that fits most within ``margin``, upright on ties."""
    best = (0, 0, 0)
    for turn in (0, 1):
        placed = card.rotated() if turn else card
        cols = _fit(paper.width - 2 * margin, placed.width + 2 * extra, gutter)
        rows = _fit(paper.height - 2 * margin, placed.height + 2 * extra, gutter)
        if cols * rows > best[0] * best[1]:
            best = (cols, rows, turn)
    return best


def plan_sheet(
    paper: Size,
    card: Size,
    *,
    bleed: bool = False,
    bleed_mm: float = BLEED_MM,
    gutter: float = 0.0,
) -> SheetLayout:
    """The grid that fits the most cards with their cut marks, upright when turning them
    fits no more; ``cards.card_too_big`` when not even one card and its marks fit."""
    extra = bleed_mm if bleed else 0.0
    marked = PRINTABLE_MM + MARK_GAP_MM + MARK_MIN_LENGTH_MM
    cols, rows, turn = _best_grid(paper, card, extra, gutter, marked)
    if cols * rows == 0:
        raise error(
            "cards.card_too_big", width=card.width, height=card.height,
            paper_width=paper.width, paper_height=paper.height,
        )
    free_cols, free_rows, _ = _best_grid(paper, card, extra, gutter, PRINTABLE_MM)
    placed = card.rotated() if turn else card
    cell_w, cell_h = placed.width + 2 * extra, placed.height + 2 * extra
    grid_w = cols * cell_w + (cols - 1) * gutter
    grid_h = rows * cell_h + (rows - 1) * gutter
    x0, y0 = (paper.width - grid_w) / 2, (paper.height - grid_h) / 2
    slots = []
    for row in range(rows):
        for col in range(cols):
            box = Rect(x0 + col * (cell_w + gutter), y0 + row * (cell_h + gutter), cell_w, cell_h)
            trim = Rect(box.x + extra, box.y + extra, placed.width, placed.height)
            slots.append(Slot(trim, box, turn))
    lengths = (_mark_length(y0), _mark_length(x0))
    return SheetLayout(paper, card, extra, gutter, cols, rows, tuple(slots), lengths,
                       max(cols * rows, free_cols * free_rows))


def _mark_length(margin: float) -> float:
    """The longest mark, up to ``MARK_LENGTH_MM``, that ends in the printable area."""
    return round(min(MARK_LENGTH_MM, margin - MARK_GAP_MM - PRINTABLE_MM), 6)


def cut_marks(slots: Sequence[Slot], vertical: float = MARK_LENGTH_MM,
              horizontal: float = MARK_LENGTH_MM) -> tuple[Segment, ...]:
    """Marks prolonging each cut line of ``slots`` beyond the box around their bleed boxes:
    ``vertical`` mm long above and below it, ``horizontal`` mm long left and right of it."""
    if not slots:
        return ()
    left = min(s.bleed.x for s in slots)
    top = min(s.bleed.y for s in slots)
    right = max(s.bleed.right for s in slots)
    bottom = max(s.bleed.bottom for s in slots)
    xs = sorted({round(v, 6) for s in slots for v in (s.trim.x, s.trim.right)})
    ys = sorted({round(v, 6) for s in slots for v in (s.trim.y, s.trim.bottom)})
    gap = MARK_GAP_MM
    marks = []
    for x in xs:
        marks.append(Segment(x, top - gap - vertical, x, top - gap))
        marks.append(Segment(x, bottom + gap, x, bottom + gap + vertical))
    for y in ys:
        marks.append(Segment(left - gap - horizontal, y, left - gap, y))
        marks.append(Segment(right + gap, y, right + gap + horizontal, y))
    return tuple(marks)
