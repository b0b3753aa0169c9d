"""N-up placement of cards on a sheet of paper, with cut marks, bleed and mirrored backs.

All numbers are millimetres on the paper, origin top-left, y down. The rules:

- Cards sit in a grid centred on the paper, ``gutter`` apart (0 by default: neighbouring cards
  share one cut), never closer than ``MARGIN_MM`` to the paper's edge.
- With bleed, each card's art extends ``BLEED_MM`` beyond its cut line (its *bleed box*), and
  the boxes, not the cut lines, are ``gutter`` apart.
- A card may be turned a quarter clockwise when that fits more cards on the page (A6 on A4).
- Cut marks extend every cut line into the margin, outside all cards: they start
  ``MARK_GAP_MM`` beyond the grid of bleed boxes and are ``MARK_LENGTH_MM`` long.
- Backs for duplex printing are mirrored left-right (the sheet flips on its long edge) and
  turned the other way, so each back lands behind its front with the same side up.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from editor.cards.geometry import BLEED_MM, Rect, Size
from editor.messages import error

MARGIN_MM = 6.0
MARK_GAP_MM = 1.5
MARK_LENGTH_MM = 4.0


@dataclass(frozen=True, slots=True)
class Slot:
    """Where one card goes: its cut line, its bleed box and its quarter turns (+1 clockwise)."""

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
    cut_marks: tuple[Segment, ...]

    @property
    def per_page(self) -> int:
        return len(self.slots)

    def pages(self, cards: int) -> int:
        return math.ceil(cards / self.per_page) if cards > 0 else 0

    def back_slots(self) -> tuple[Slot, ...]:
        """The slots of the back page: slot i is behind front slot i after a long-edge flip."""
        width = self.paper.width
        return tuple(
            Slot(_mirror(s.trim, width), _mirror(s.bleed, width), -s.turn) for s in self.slots
        )


def _mirror(rect: Rect, width: float) -> Rect:
    return Rect(width - rect.right, rect.y, rect.width, rect.height)


def _fit(space: float, cell: float, gutter: float) -> int:
    return max(0, math.floor((space + gutter) / (cell + gutter) + 1e-9))


def plan_sheet(
    paper: Size,
    card: Size,
    *,
    bleed: bool = False,
    gutter: float = 0.0,
    margin: float = MARGIN_MM,
) -> SheetLayout:
    """The grid that fits the most cards, upright when turning them fits no more."""
    extra = BLEED_MM if bleed else 0.0
    usable_w, usable_h = paper.width - 2 * margin, paper.height - 2 * margin
    best: tuple[int, int, int] | None = None
    for turn in (0, 1):
        placed = card.rotated() if turn else card
        cols = _fit(usable_w, placed.width + 2 * extra, gutter)
        rows = _fit(usable_h, placed.height + 2 * extra, gutter)
        if best is None or cols * rows > best[0] * best[1]:
            best = (cols, rows, turn)
    cols, rows, turn = best
    if cols * rows == 0:
        raise error(
            "cards.card_too_big", width=card.width, height=card.height,
            paper_width=paper.width, paper_height=paper.height,
        )
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
    marks = _cut_marks(slots, Rect(x0, y0, grid_w, grid_h))
    return SheetLayout(paper, card, extra, gutter, cols, rows, tuple(slots), marks)


def _cut_marks(slots: list[Slot], grid: Rect) -> tuple[Segment, ...]:
    xs = sorted({round(v, 6) for s in slots for v in (s.trim.x, s.trim.right)})
    ys = sorted({round(v, 6) for s in slots for v in (s.trim.y, s.trim.bottom)})
    near, far = MARK_GAP_MM, MARK_GAP_MM + MARK_LENGTH_MM
    marks = []
    for x in xs:
        marks.append(Segment(x, grid.y - far, x, grid.y - near))
        marks.append(Segment(x, grid.bottom + near, x, grid.bottom + far))
    for y in ys:
        marks.append(Segment(grid.x - far, y, grid.x - near, y))
        marks.append(Segment(grid.right + near, y, grid.right + far, y))
    return tuple(marks)
