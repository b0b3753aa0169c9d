"""The background image behind a zone board: load it, remove it, fade it, and calibrate it
to millimetres (PRODUCT §4: "Board editor on a background image (PNG/JPEG, scaled and
positioned)"; §2b: "A background image is calibrated to millimetres by the author").

The author works over a scan or photo of the game board; zones are drawn in millimetres, so
the image needs a scale. Two calibrations: two points of the image a known distance apart
(``ScaleBackground``: the image's top-left corner stays where it is), or the board's real size
when the image shows the whole board (``FitBackground``: the image goes to the origin and the
board takes that size). A typed board size is the board's size at once (``ResizeBoard``, with
or without an image; the image keeps its calibration). A loaded image is first scaled to the
board's width. The image lives in the scenario's ``images`` under a member name the portable
file accepts; an image no longer shown (nor used as a unit's portrait) is dropped with the
background that showed it.

Decoding the image (is it really a PNG or JPEG, how many pixels) is the UI's, which has the
decoder: these commands take the data as checked and its size in pixels. Pure Python: must
not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from editor.editing.edit import Edit, Plan, zone_board
from editor.messages import error
from editor.model.board import BackgroundImage
from editor.model.references import users_of_image
from editor.model.scenario import IMAGE_NAME, ImageAsset

BACKGROUND = ("board", "background")
MAX_DISTANCE_MM = 100_000.0
"""The longest distance or board side a calibration accepts."""


def member_name(file_name: str, taken: set[str]) -> str:
    """An ``images/…`` member name for ``file_name`` that ``IMAGE_NAME`` accepts, not taken."""
    path = Path(file_name)
    suffix = path.suffix.lower()
    stem = re.sub(r"[^\w .-]", "_", path.stem).strip(" .-")[:90] or "background"
    if not re.match(r"\w", stem):
        stem = "background-" + stem
    name, number = f"images/{stem}{suffix}", 2
    while name in taken or not IMAGE_NAME.fullmatch(name):
        name = f"images/{stem[:80]}-{number}{suffix}"
        number += 1
        if number > 1000:
            return f"images/background-{len(taken) + 1}{suffix}"
    return name


def drop_unused_image(plan: Plan, name: str) -> None:
    """Remove the image ``name`` unless something still shows it (a unit's portrait or card
    back)."""
    scenario = plan.scenario
    if users_of_image(scenario, name):
        return
    index = next((i for i, image in enumerate(scenario.images) if image.name == name), None)
    if index is not None:
        plan.remove(("images",), index)


def _background(plan: Plan) -> BackgroundImage:
    background = zone_board(plan.scenario).background
    if background is None:
        raise error("board.background_missing")
    return background


class LoadBackground(Edit):
    """Make ``data`` (a checked PNG or JPEG from ``file_name``, ``pixel_width`` pixels wide)
    the background, scaled to the board's width and as opaque as the one it replaces; an image
    the scenario holds already is reused. Refused with ``board.background_already`` when it is
    the background already."""

    label = "board.load_background"

    def __init__(self, file_name: str, data: bytes, pixel_width: int):
        super().__init__()
        self.file_name, self.data, self.pixel_width = file_name, data, pixel_width

    def plan(self, plan: Plan) -> None:
        scenario = plan.scenario
        board = zone_board(scenario)
        old = board.background
        existing = next((i for i in scenario.images if i.data == self.data), None)
        if existing is not None and old is not None and existing.name == old.image:
            raise error("board.background_already")
        name = (
            existing.name
            if existing is not None
            else member_name(self.file_name, {i.name for i in scenario.images})
        )
        scale = board.width_mm / self.pixel_width if board.width_mm > 0 else 1.0
        opacity = old.opacity if old is not None else 1.0
        if existing is None:
            plan.insert(("images",), ImageAsset(name, self.data))
        plan.set(BACKGROUND, BackgroundImage(name, mm_per_pixel=scale, opacity=opacity))
        if old is not None and old.image != name:
            drop_unused_image(plan, old.image)


class RemoveBackground(Edit):
    """Take the background image away (and its image, unless a unit portrait shows it)."""

    label = "board.remove_background"

    def plan(self, plan: Plan) -> None:
        old = zone_board(plan.scenario).background
        if old is not None:
            plan.set(BACKGROUND, None)
            drop_unused_image(plan, old.image)


class SetBackgroundOpacity(Edit):
    """Set the background's opacity, kept between 0 and 1 and rounded to a thousandth; a
    board without a background is left alone."""

    label = "board.background_opacity"

    def __init__(self, opacity: float):
        super().__init__()
        self.opacity = min(1.0, max(0.0, round(opacity, 3)))

    def plan(self, plan: Plan) -> None:
        if zone_board(plan.scenario).background is not None:
            plan.set((*BACKGROUND, "opacity"), self.opacity)


class ScaleBackground(Edit):
    """Scale the image so that two of its points, ``measured_mm`` apart in the current
    calibration, are ``real_mm`` apart; its top-left corner stays put. Refused with
    ``board.background_bad_distance`` for a distance that is not positive (or too long), and
    with ``board.background_missing`` without a background. ``factor`` is the scale applied."""

    label = "board.calibrate_background"

    def __init__(self, measured_mm: float, real_mm: float):
        super().__init__()
        self.measured_mm, self.real_mm = measured_mm, real_mm
        self.factor = real_mm / measured_mm if measured_mm >= 1e-6 else 1.0

    def plan(self, plan: Plan) -> None:
        background = _background(plan)
        if self.measured_mm < 1e-6 or not 0 < self.real_mm <= MAX_DISTANCE_MM:
            raise error("board.background_bad_distance")
        scale = background.mm_per_pixel * self.factor
        plan.set(BACKGROUND, dataclasses.replace(background, mm_per_pixel=scale))


def check_size(width_mm: float, height_mm: float) -> None:
    """Refuse a board size that is not positive or too large (``board.background_bad_size``)."""
    if not (0 < width_mm <= MAX_DISTANCE_MM and 0 < height_mm <= MAX_DISTANCE_MM):
        raise error("board.background_bad_size")


class ResizeBoard(Edit):
    """Make the board ``width_mm`` × ``height_mm``, the size typed by the author; the
    background keeps its calibration. Refused with ``board.background_bad_size`` for a size
    that is not positive (or too large)."""

    label = "board.resize_board"

    def __init__(self, width_mm: float, height_mm: float):
        super().__init__()
        self.width_mm, self.height_mm = float(width_mm), float(height_mm)

    def plan(self, plan: Plan) -> None:
        zone_board(plan.scenario)
        check_size(self.width_mm, self.height_mm)
        plan.set(("board", "width_mm"), self.width_mm)
        plan.set(("board", "height_mm"), self.height_mm)


class FitBackground(Edit):
    """Fit the image's width (``pixels``, its size in pixels) to a board of ``width_mm`` ×
    ``height_mm``, which becomes the board's size, its top-left corner at the origin. Refused
    with ``board.background_bad_size`` for a size that is not positive (or too large), and
    with ``board.background_missing`` without a background. ``distorted`` tells when the
    image's proportions differ from the board's by more than 1 %."""

    label = "board.calibrate_background"

    def __init__(self, width_mm: float, height_mm: float, pixels: tuple[int, int]):
        super().__init__()
        self.width_mm, self.height_mm = width_mm, height_mm
        self.scale = width_mm / pixels[0] if pixels[0] > 0 else 1.0
        self.distorted = abs(pixels[1] * self.scale - height_mm) > 0.01 * height_mm

    def plan(self, plan: Plan) -> None:
        background = _background(plan)
        check_size(self.width_mm, self.height_mm)
        fitted = dataclasses.replace(background, mm_per_pixel=self.scale, x_mm=0.0, y_mm=0.0)
        plan.set(BACKGROUND, fitted)
        plan.set(("board", "width_mm"), float(self.width_mm))
        plan.set(("board", "height_mm"), float(self.height_mm))
