"""The background image as commands (PRODUCT §2b: "A background image is calibrated to
millimetres by the author"): loaded scaled to the board's width, replaced without leaving an
unused image behind, faded, and calibrated by two points or by the board's size."""

from __future__ import annotations

import dataclasses

from editor.documents.commands import SetValue
from editor.editing.background import (
    FitBackground,
    LoadBackground,
    RemoveBackground,
    ResizeBoard,
    ScaleBackground,
    SetBackgroundOpacity,
    member_name,
)
from editor.model.board import BackgroundImage
from editor.model.scenario import ImageAsset
from tests.editing.helpers import HERO, board_document, do_undo_redo, refused, table_document

PLAN = b"\x89PNG\r\n\x1a\n plan"
OTHER = b"\x89PNG\r\n\x1a\n other"


def test_member_names_are_valid_and_unique():
    assert member_name("plan.JPEG", set()) == "images/plan.jpeg"
    assert member_name("plan.png", {"images/plan.png"}) == "images/plan-2.png"
    assert member_name("..png", set()) == "images/background.png"
    assert member_name("été à Paris.jpg", set()) == "images/été à Paris.jpg"


def test_a_loaded_image_is_scaled_to_the_board_width():
    document = board_document()  # 400 mm wide
    after = do_undo_redo(document, LoadBackground("plan.png", PLAN, 200))
    assert after.images == (ImageAsset("images/plan.png", PLAN),)
    assert after.board.background == BackgroundImage("images/plan.png", mm_per_pixel=2.0)


def test_the_same_image_twice_is_refused():
    document = board_document()
    document.execute(LoadBackground("plan.png", PLAN, 200))
    refused(document, LoadBackground("copy.png", PLAN, 200), "board.background_already")


def test_another_image_replaces_the_old_one_which_goes_unless_a_portrait_shows_it():
    document = board_document()
    document.execute(LoadBackground("plan.png", PLAN, 200))
    document.execute(SetBackgroundOpacity(0.5))
    after = do_undo_redo(document, LoadBackground("other.png", OTHER, 400))
    assert [image.name for image in after.images] == ["images/other.png"]
    assert after.board.background == BackgroundImage("images/other.png", opacity=0.5)
    portrait = dataclasses.replace(HERO, portrait="images/plan.png")
    kept = board_document(units=(portrait,))
    kept.execute(LoadBackground("plan.png", PLAN, 200))
    kept.execute(LoadBackground("other.png", OTHER, 400))
    assert [image.name for image in kept.scenario.images] == ["images/plan.png", "images/other.png"]


def test_removing_the_background_drops_its_image():
    document = board_document()
    document.execute(LoadBackground("plan.png", PLAN, 200))
    after = do_undo_redo(document, RemoveBackground())
    assert after.board.background is None and after.images == ()
    assert not document.execute(RemoveBackground())


def test_opacity_is_kept_between_0_and_1():
    document = board_document()
    assert not document.execute(SetBackgroundOpacity(0.5))  # no background
    document.execute(LoadBackground("plan.png", PLAN, 200))
    assert do_undo_redo(document, SetBackgroundOpacity(0.5)).board.background.opacity == 0.5
    document.execute(SetBackgroundOpacity(1.7))
    assert document.scenario.board.background.opacity == 1.0
    document.execute(SetBackgroundOpacity(0.25))
    document.execute(SetBackgroundOpacity(-3.0))
    assert document.scenario.board.background.opacity == 0.0
    document.execute(SetBackgroundOpacity(0.33333))
    assert document.scenario.board.background.opacity == 0.333


def test_two_points_measured_40_mm_apart_and_really_100_mm_scale_the_image_by_2_5():
    document = board_document()
    document.execute(LoadBackground("plan.png", PLAN, 200))
    command = ScaleBackground(40.0, 100.0)
    after = do_undo_redo(document, command)
    assert command.factor == 2.5 and after.board.background.mm_per_pixel == 5.0
    refused(document, ScaleBackground(40.0, 0.0), "board.background_bad_distance")
    refused(document, ScaleBackground(0.0, 10.0), "board.background_bad_distance")
    refused(board_document(), ScaleBackground(40.0, 100.0), "board.background_missing")


def test_fitting_to_the_board_size_sets_the_board_and_puts_the_image_at_the_origin():
    document = board_document()
    document.execute(LoadBackground("plan.png", PLAN, 200))
    moved = dataclasses.replace(document.scenario.board.background, x_mm=7.0, y_mm=3.0)
    document.execute(SetValue(("board", "background"), moved))
    command = FitBackground(600.0, 300.0, (300, 150))
    after = do_undo_redo(document, command)
    assert after.board.background == BackgroundImage("images/plan.png", mm_per_pixel=2.0)
    assert (after.board.width_mm, after.board.height_mm) == (600.0, 300.0)
    assert not command.distorted
    assert FitBackground(600.0, 600.0, (300, 150)).distorted  # 150 px × 2 mm = 300 mm, not 600
    refused(document, FitBackground(0.0, 300.0, (300, 150)), "board.background_bad_size")


def test_a_typed_board_size_is_the_board_size_at_once_image_or_not():
    document = board_document()
    after = do_undo_redo(document, ResizeBoard(900.0, 600.0))
    assert (after.board.width_mm, after.board.height_mm) == (900.0, 600.0)
    document.execute(LoadBackground("plan.png", PLAN, 200))
    calibrated = document.scenario.board.background
    after = do_undo_redo(document, ResizeBoard(450.0, 300.0))
    assert (after.board.width_mm, after.board.height_mm) == (450.0, 300.0)
    assert after.board.background == calibrated  # typing a size is not a calibration
    refused(document, ResizeBoard(0.0, 300.0), "board.background_bad_size")
    refused(document, ResizeBoard(450.0, 200_000.0), "board.background_bad_size")
    refused(table_document(), ResizeBoard(450.0, 300.0), "board.not_a_zone_board")


def test_background_commands_need_a_zone_board():
    refused(table_document(), LoadBackground("plan.png", PLAN, 200), "board.not_a_zone_board")
