"""Card and paper sizes in millimetres, and the crop of a portrait to its frame.

Sizes are data (``CARD_SIZES``, ``PAPERS``); a custom card size is written ``WxHmm``. Paper is
always portrait at its exact size so a printed card measures what it says.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from editor.messages import error


@dataclass(frozen=True, slots=True)
class Size:
    width: float
    height: float

    def rotated(self) -> Size:
        return Size(self.height, self.width)


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle in millimetres, origin top-left, y down (PRODUCT §2b)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height


CARD_SIZES = {
    "poker": Size(63.0, 88.0),
    "tarot": Size(70.0, 120.0),
    "a6": Size(105.0, 148.0),
}
PAPERS = {
    "a4": Size(210.0, 297.0),
    "letter": Size(215.9, 279.4),
}
BLEED_MM = 3.0
_CUSTOM = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$", re.IGNORECASE)
CUSTOM_LIMITS = (20.0, 280.0)
"""Smallest and largest side of a custom card: it must fit on Letter and be cuttable."""


def card_size(text: str) -> Size:
    """``poker``, ``tarot``, ``a6`` or a custom ``WxHmm`` (e.g. ``63x88mm``)."""
    key = text.strip().lower()
    if key in CARD_SIZES:
        return CARD_SIZES[key]
    match = _CUSTOM.match(key)
    low, high = CUSTOM_LIMITS
    if match:
        width, height = float(match.group(1)), float(match.group(2))
        if low <= width <= high and low <= height <= high:
            return Size(width, height)
    raise error("cards.bad_size", size=text, sizes=", ".join(CARD_SIZES), low=low, high=high)


def paper_size(text: str) -> Size:
    key = text.strip().lower()
    if key not in PAPERS:
        raise error("cards.bad_paper", paper=text, papers=", ".join(PAPERS))
    return PAPERS[key]


def crop_to_frame(
    image: Size, frame: Size, focus: tuple[float, float] = (0.5, 0.5)
) -> Rect:
    """The largest part of ``image`` with the frame's proportions, centred on ``focus``.

    ``focus`` is a point of the image in fractions of its width and height (the author's
    choice: a face, a weapon); the crop is moved as little as needed to stay inside the image,
    so the focus is centred whenever the image allows it.
    """
    scale = min(image.width / frame.width, image.height / frame.height)
    width, height = frame.width * scale, frame.height * scale
    fx = min(max(focus[0], 0.0), 1.0) * image.width
    fy = min(max(focus[1], 0.0), 1.0) * image.height
    x = min(max(fx - width / 2, 0.0), image.width - width)
    y = min(max(fy - height / 2, 0.0), image.height - height)
    return Rect(x, y, width, height)
