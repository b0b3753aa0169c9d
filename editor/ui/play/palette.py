"""The play mode's look: one table from overlay roles to colour, hatch and badge shape.

Colours come from the Okabe–Ito palette, readable by the common forms of colour blindness, and
no role is told apart by colour alone: each also has its own hatch (horizontal lines for "seen
from", vertical for "sees into", so a zone that does both is cross-hatched) and its own badge
shape (a round badge for a free move, a square one — the cube — for a move that needs the
energy cube, a triangle for a threat; the villain energy a step spends is a drawn cube before
its number, so it never reads as a movement cost). The overlay items, the legend and the dice
panel all read this table, so the legend cannot disagree with the board. Must not import the
layers.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

OKABE_ITO = {
    "black": QColor(0, 0, 0),
    "orange": QColor(0xE6, 0x9F, 0x00),
    "sky_blue": QColor(0x56, 0xB4, 0xE9),
    "bluish_green": QColor(0x00, 0x9E, 0x73),
    "yellow": QColor(0xF0, 0xE4, 0x42),
    "blue": QColor(0x00, 0x72, 0xB2),
    "vermillion": QColor(0xD5, 0x5E, 0x00),
    "reddish_purple": QColor(0xCC, 0x79, 0xA7),
}
INK = QColor(20, 20, 20)
PAPER = QColor(255, 255, 255)


class Badge(StrEnum):
    """The shape of the label drawn on a zone, so the kind reads without colour."""

    NONE = "none"
    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"
    CUBE = "cube"
    """A drawn energy cube before the number: cubes spent, never movement points."""


class Role(StrEnum):
    """What a zone is in an overlay; ``STYLES`` says how it looks."""

    REACH = "reach"
    REACH_CUBE = "reach_cube"
    LOS_VIEWER = "los_viewer"
    LOS_SEEN = "los_seen"
    LOS_TARGET = "los_target"
    LOS_INTO = "los_into"
    VANTAGE = "vantage"
    VANTAGE_CUBE = "vantage_cube"
    THREAT = "threat"
    CHOICE = "choice"
    PATH = "path"
    TARGET = "target"
    LOS_LINE = "los_line"
    PLACED = "placed"
    ENERGY = "energy"


@dataclass(frozen=True)
class Style:
    fill: QColor
    alpha: int
    hatch: Qt.BrushStyle
    badge: Badge
    outline: QColor | None = None

    def fill_color(self, strength: float = 1.0) -> QColor:
        color = QColor(self.fill)
        color.setAlpha(max(30, min(255, round(self.alpha * strength))))
        return color

    def hatch_color(self) -> QColor:
        color = QColor(self.fill).darker(230)
        color.setAlpha(170)
        return color


_C = OKABE_ITO
STYLES: dict[Role, Style] = {
    Role.REACH: Style(_C["bluish_green"], 95, Qt.BrushStyle.NoBrush, Badge.CIRCLE),
    Role.REACH_CUBE: Style(_C["orange"], 105, Qt.BrushStyle.BDiagPattern, Badge.SQUARE),
    Role.LOS_VIEWER: Style(_C["black"], 40, Qt.BrushStyle.NoBrush, Badge.NONE, _C["black"]),
    Role.LOS_SEEN: Style(_C["sky_blue"], 95, Qt.BrushStyle.HorPattern, Badge.NONE),
    Role.LOS_TARGET: Style(_C["black"], 40, Qt.BrushStyle.NoBrush, Badge.NONE, _C["black"]),
    Role.LOS_INTO: Style(_C["reddish_purple"], 95, Qt.BrushStyle.VerPattern, Badge.CIRCLE),
    Role.VANTAGE: Style(_C["blue"], 95, Qt.BrushStyle.FDiagPattern, Badge.CIRCLE),
    Role.VANTAGE_CUBE: Style(_C["blue"], 70, Qt.BrushStyle.DiagCrossPattern, Badge.SQUARE),
    Role.THREAT: Style(_C["vermillion"], 60, Qt.BrushStyle.Dense6Pattern, Badge.TRIANGLE),
    Role.CHOICE: Style(_C["yellow"], 120, Qt.BrushStyle.Dense5Pattern, Badge.DIAMOND, _C["black"]),
    Role.PATH: Style(_C["black"], 255, Qt.BrushStyle.NoBrush, Badge.CIRCLE, _C["yellow"]),
    Role.TARGET: Style(_C["vermillion"], 255, Qt.BrushStyle.NoBrush, Badge.NONE),
    Role.LOS_LINE: Style(_C["yellow"], 255, Qt.BrushStyle.NoBrush, Badge.NONE, _C["black"]),
    Role.PLACED: Style(
        _C["vermillion"], 80, Qt.BrushStyle.CrossPattern, Badge.CIRCLE, _C["vermillion"]
    ),
    Role.ENERGY: Style(_C["yellow"], 255, Qt.BrushStyle.NoBrush, Badge.CUBE),
}

SIDE_COLORS = {
    "hero": _C["sky_blue"],
    "villain": _C["vermillion"],
    "neutral": QColor(150, 150, 150),
}
"""Figure tokens by side (light blue heroes, vermillion villains), each with its own shape."""


def readable_ink(background: QColor) -> QColor:
    """Black or white, whichever reads on ``background`` (dice faces, badges)."""
    luminance = 0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue()
    return INK if luminance > 140 else PAPER
