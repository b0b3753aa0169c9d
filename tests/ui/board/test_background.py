"""The background image: loading, removing, opacity and both calibrations are one undo step
each; a file that is not a sound PNG or JPEG within the limits changes nothing and says why."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

from editor.documents.commands import SetValue
from editor.limits import Limits
from editor.model.board import BackgroundImage
from editor.ui.board.background import BackgroundTool
from editor.ui.board.background_strip import BackgroundStrip
from editor.ui.board.scene import BoardScene
from tests.ui.board.gestures import at, board_document, one_step


def _png(path, width=200, height=100, fmt="PNG"):
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor(90, 140, 60))
    assert image.save(str(path), fmt)
    return path


@pytest.fixture
def tool(qtbot):
    document = board_document()
    return BackgroundTool(document, BoardScene(document))


def _loaded(tool, tmp_path):
    assert tool.load_file(_png(tmp_path / "scan.png"))
    tool.document.history.clear()
    return tool.document


def test_loading_an_image_is_one_step_and_fits_the_board_width(tool, tmp_path):
    document = tool.document
    path = _png(tmp_path / "Plan du port (v2).png")

    def gesture():
        assert tool.load_file(path)
        scenario = document.scenario
        assert [i.name for i in scenario.images] == ["images/Plan du port _v2_.png"]
        assert scenario.board.background == BackgroundImage(
            "images/Plan du port _v2_.png", mm_per_pixel=2.0
        )
        assert tool.scene._background.isVisible()
        assert document.history.undo_label() == "board.load_background"

    one_step(document, gesture)
    assert not tool.scene._background.isVisible()


@pytest.mark.parametrize(
    "name, data",
    [
        ("broken.png", b"definitely not an image"),
        ("truncated.png", None),
        ("notes.txt", b"hello"),
        ("fake.jpg", b"\x89PNG\r\n\x1a\n"),
    ],
)
def test_a_bad_file_leaves_no_step_and_a_message(tool, tmp_path, name, data):
    path = tmp_path / name
    if data is None:
        whole = _png(tmp_path / "whole.png").read_bytes()
        path.write_bytes(whole[: len(whole) // 2])
    else:
        path.write_bytes(data)
    messages: list[str] = []
    tool.message.connect(messages.append)
    before = tool.document.scenario
    assert not tool.load_file(path)
    assert tool.document.scenario is before and len(tool.document.history) == 0
    assert messages and messages[-1]


def test_the_pixel_limit_is_checked_before_decoding(qtbot, tmp_path):
    document = board_document()
    tool = BackgroundTool(document, BoardScene(document), limits=Limits(max_image_pixels=10_000))
    messages: list[str] = []
    tool.message.connect(messages.append)
    assert not tool.load_file(_png(tmp_path / "big.png", 200, 100))
    assert "200 × 100" in messages[-1] and len(document.history) == 0
    assert not tool.load_file(tmp_path / "missing.png")
    assert len(document.history) == 0


def test_loading_another_image_replaces_and_drops_the_unused_one(tool, tmp_path):
    document = _loaded(tool, tmp_path)

    def gesture():
        assert tool.load_file(_png(tmp_path / "other.jpg", 300, 150, "JPEG"))
        assert [i.name for i in document.scenario.images] == ["images/other.jpg"]
        assert document.scenario.board.background.image == "images/other.jpg"

    one_step(document, gesture)


def test_loading_the_same_image_again_keeps_the_calibration(tool, tmp_path):
    document = _loaded(tool, tmp_path)
    document.execute(SetValue(("board", "background", "mm_per_pixel"), 3.0))
    assert not tool.load_file(tmp_path / "scan.png")
    assert document.scenario.board.background.mm_per_pixel == 3.0
    assert len(document.history) == 1


def test_remove_is_one_step(tool, tmp_path):
    document = _loaded(tool, tmp_path)

    def gesture():
        assert tool.remove_background()
        assert document.scenario.board.background is None and not document.scenario.images

    one_step(document, gesture)


def test_calibration_by_two_points_keeps_the_corner_and_scales(tool, tmp_path):
    document = _loaded(tool, tmp_path)
    document.execute(SetValue(("board", "background", "x_mm"), 10.0))
    document.history.clear()
    messages: list[str] = []
    tool.message.connect(messages.append)
    assert not tool.calibrate_by_points(100.0) and messages  # no points yet
    tool.press(at(10, 20))
    tool.press(at(110, 20))
    assert tool.measured_mm() == 100.0

    def gesture():
        assert tool.calibrate_by_points(250.0)
        background = document.scenario.board.background
        assert (background.mm_per_pixel, background.x_mm) == (5.0, 10.0)
        assert tool.points == [(10.0, 50.0), (260.0, 50.0)]  # still on the same image pixels
        assert document.history.undo_label() == "board.calibrate_background"

    one_step(document, gesture)
    assert not tool.calibrate_by_points(0.0) and len(document.history) == 0


def test_calibration_by_board_size_sets_the_size_in_one_step(tool, tmp_path):
    document = _loaded(tool, tmp_path)
    messages: list[str] = []
    tool.message.connect(messages.append)

    def gesture():
        assert tool.calibrate_by_size(600.0, 300.0)
        board = document.scenario.board
        assert board.background.mm_per_pixel == 3.0
        assert (board.width_mm, board.height_mm) == (600.0, 300.0)
        assert messages[-1] == "The image shows the whole board, 600 × 300 mm."  # not stale

    one_step(document, gesture)
    assert tool.calibrate_by_size(600.0, 600.0) and "proportions" in messages[-1]
    assert not tool.calibrate_by_size(-1.0, 600.0)


def test_a_slider_drag_is_one_opacity_step(qtbot, tool, tmp_path):
    document = _loaded(tool, tmp_path)
    strip = tool.options_strip()
    qtbot.addWidget(strip)
    assert isinstance(strip, BackgroundStrip) and strip.opacity.value() == 100

    def gesture():
        strip.opacity.setSliderDown(True)
        strip._on_slider_pressed()
        for value in (90, 70, 40):
            strip.opacity.setValue(value)
        strip.opacity.setSliderDown(False)
        strip.opacity.sliderReleased.emit()
        assert document.scenario.board.background.opacity == 0.4
        assert document.history.undo_label() == "board.background_opacity"

    one_step(document, gesture)
    assert strip.opacity.value() == 100  # the strip follows undo
    strip.opacity.triggerAction(strip.opacity.SliderAction.SliderPageStepSub)  # the keyboard
    assert len(document.history) == 1


def test_the_strip_drives_the_calibrations_and_follows_the_points(qtbot, tool, tmp_path):
    document = _loaded(tool, tmp_path)
    strip = tool.options_strip()
    qtbot.addWidget(strip)
    assert not strip.scale_button.isEnabled()
    tool.press(at(0, 0))
    tool.press(at(0, 50))
    assert strip.scale_button.isEnabled() and "50.0" in strip.measured.text()
    assert strip.distance.value() == 50.0  # offered, for the author to correct
    strip.distance.setValue(100.0)
    strip.scale_button.click()
    assert document.scenario.board.background.mm_per_pixel == 4.0
    strip.width_mm.setValue(200.0)
    strip.height_mm.setValue(100.0)
    strip.fit_button.click()
    assert document.scenario.board.background.mm_per_pixel == 1.0
    assert len(document.history) == 2
    tool.key(Qt.Key.Key_Escape)
    assert not tool.points and not strip.scale_button.isEnabled()


def test_a_size_typed_in_the_strip_is_the_board_size_when_the_field_is_left(qtbot, tool):
    """A typed size did nothing until "Fit image": now leaving the field resizes the board in
    one step, without an image too, and the hint line says the new size."""
    document = tool.document
    strip = tool.options_strip()
    qtbot.addWidget(strip)
    messages: list[str] = []
    tool.message.connect(messages.append)

    def gesture():
        strip.width_mm.setValue(900.0)
        strip.width_mm.editingFinished.emit()
        strip.height_mm.setValue(600.0)
        strip.height_mm.editingFinished.emit()
        board = document.scenario.board
        assert (board.width_mm, board.height_mm) == (900.0, 600.0)
        assert messages[-1] == "The board is now 900 × 600 mm."

    document.history.clear()
    gesture()
    assert len(document.history) == 2
    strip.width_mm.editingFinished.emit()  # left again without a change: no step
    assert len(document.history) == 2
    document.undo()
    assert strip.height_mm.value() == 300.0  # the strip follows undo


def test_without_an_image_clicks_only_explain(tool):
    messages: list[str] = []
    tool.message.connect(messages.append)
    tool.press(at(10, 10))
    assert not tool.points and messages
    assert not tool.set_opacity(0.5) and not tool.remove_background()
    assert dataclasses.asdict(tool.document.scenario.board)["background"] is None
