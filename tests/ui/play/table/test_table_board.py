"""The table of a free-table game: figures where the game has them, to scale; the overlays of
the selected figure computed off the GUI thread and drawn through one lookup table; dragging
and turning figures with the distance shown and Shift snapping the facing to 15°."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from editor.game.table_overlay_models import (
    TABLE_TOGGLES,
    ActionRadius,
    FrontArc,
    RangeRings,
    ReachArea,
    SightLine,
    SightLines,
    TableOverlayKind,
    WeaponRing,
)
from editor.model.table import CoverClass
from editor.model.text import Text
from editor.rules.table_game.actions import TableAction
from editor.ui.play.table.board import TablePlayBoard
from editor.ui.play.table.legend import TableOverlayLegend, TableOverlayToggleBar
from editor.ui.play.table.overlay_layer import DRAWERS
from tests.ui.play.table.conftest import drag, event, new_game, placed, sample

SHIFT = Qt.KeyboardModifier.ShiftModifier


def _board(qtbot, scenario, seed: int = 3) -> TablePlayBoard:
    board = TablePlayBoard(new_game(scenario, seed))
    qtbot.addWidget(board.view)
    board.view.resize(900, 700)
    return board


def _selected(board: TablePlayBoard, figure: str) -> dict:
    board.select_figure(figure)
    assert board.wait_for_overlays()
    return {kind: board.overlays.models(kind) for kind in TableOverlayKind}


def render(board: TablePlayBoard) -> QImage:
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    board.scene.render(painter, QRectF(0, 0, 300, 200), board.scene.sceneRect())
    painter.end()
    return image


def test_every_overlay_model_is_drawn_through_the_one_table(qtbot):
    board = _board(qtbot, sample("depot-raid"))
    models = {
        TableOverlayKind.REACH: ReachArea("f", "move", 100.0, ((((0, 0), (50, 0), (0, 50)),),)),
        TableOverlayKind.SIGHT: SightLines(
            "f",
            (10, 10),
            (
                SightLine("g", (10, 10), (90, 90), True, True, 0.6, CoverClass.HEAVY, 80.0),
                SightLine("h", (10, 10), (90, 10), False, True, 0.2, CoverClass.NONE, 60.0),
                SightLine("i", (10, 10), (10, 90), True, False, 1.0, CoverClass.NONE, 60.0),
            ),
        ),
        TableOverlayKind.RANGES: RangeRings("f", (10, 10), (WeaponRing(Text("a", "b"), 50, 60),)),
        TableOverlayKind.ARC: FrontArc("f", (10, 10), 90.0, 180.0, 500.0),
        TableOverlayKind.RADII: ActionRadius("blast", (100, 100), 75.0),
    }
    assert set(map(type, models.values())) == set(DRAWERS)
    for kind, model in models.items():
        board.overlays.set_models(kind, (model,))
        assert board.overlays.shown(kind)
    render(board)  # every drawer runs without error
    with pytest.raises(TypeError, match="no drawing"):
        board.overlays.set_models(TableOverlayKind.REACH, (object(),))


def test_figures_stand_where_the_game_has_them_to_scale(qtbot):
    scenario = sample("depot-raid")
    board = _board(qtbot, scenario)
    game = board.game
    item = board.figures.items["kessel-1"]
    unit = scenario.unit(next(f.unit for f in scenario.figures if f.id == "kessel-1"))
    assert item.radius == unit.profile.base_mm / 2  # the base to scale, in mm
    assert item.height_tag.text.startswith(f"{unit.profile.height_mm / 10:.1f} cm")
    game.apply(TableAction("move", "kessel-1", at=(260.0, 700.0), facing_deg=90.0))
    board.refresh()
    assert (item.pos().x(), item.pos().y()) == (260.0, 700.0) and item.facing == 90.0
    game.take_back()
    board.refresh()
    assert (item.pos().x(), item.pos().y()) == (210.0, 760.0)


def test_selecting_a_figure_computes_its_overlays_off_the_gui_thread(qtbot):
    threads = []
    board = _board(qtbot, sample("depot-raid"))
    real = board.worker._compute

    def spy(request):
        threads.append(threading.current_thread())
        return real(request)

    board.worker._compute = spy
    models = _selected(board, "mara-quillon-1")
    assert threads and all(t is not threading.main_thread() for t in threads)
    reach = models[TableOverlayKind.REACH][0]
    assert isinstance(reach, ReachArea) and reach.mode == "move" and reach.polygons
    assert reach.budget_mm == 120.0  # Mouvement 12 cm
    sight = models[TableOverlayKind.SIGHT][0]
    sides = {f.id: f.side for f in sample("depot-raid").figures if f.position is not None}
    assert {line.target for line in sight.lines} == {
        fid for fid, side in sides.items() if side != sides["mara-quillon-1"]
    }  # a line to each enemy on the table, none to a friend nor to one held back
    assert all(0.0 <= line.visible <= 1.0 for line in sight.lines)
    rings = models[TableOverlayKind.RANGES][0]
    assert [(r.name.en, r.range_mm) for r in rings.rings] == [("Vesper pulse carbine", 500.0)]
    arc = models[TableOverlayKind.ARC][0]
    assert (arc.facing_deg, arc.width_deg) == (40.0, 180.0)  # the D20 180° frontal arc


def test_an_enemy_behind_a_d20_viewer_is_never_in_sight(qtbot):
    """«Le Champ de vision»: a figure sees on the 180° of its frontal arc; one turned away
    from every enemy has them all behind it."""
    board = _board(qtbot, placed("depot-raid", mara_quillon_1=220.0))
    lines = _selected(board, "mara-quillon-1")[TableOverlayKind.SIGHT][0].lines
    assert lines and not any(line.in_arc or line.in_sight for line in lines)


def test_an_eisdrachen_figure_sees_all_around_and_shows_its_contact_radius(qtbot):
    """Eisdrachen figures have no facing rule (no arc); «5) Corps à corps»: enemies closer
    than 3 pas come into contact, so the radius is 3 pas beyond the base."""
    board = _board(qtbot, sample("frozen-trench"))
    models = _selected(board, "rime-recruit-1")
    assert models[TableOverlayKind.ARC] == ()
    assert all(line.in_arc for line in models[TableOverlayKind.SIGHT][0].lines)
    (contact,) = models[TableOverlayKind.RADII]
    assert contact.radius_mm == 12.5 + 3 * 25.0 and contact.centre == (230.0, 540.0)


def test_a_figure_on_the_watch_tower_can_climb_down(qtbot):
    """«2) Escalader»: on the tower the move reaches only its top; the climb region is drawn
    as a reach area of its own."""
    board = _board(qtbot, sample("frozen-trench"))
    modes = [a.mode for a in _selected(board, "oskar-lind-1")[TableOverlayKind.REACH]]
    assert "climb" in modes
    assert "▲" in board.figures.items["oskar-lind-1"].height_tag.text  # it stands up there


def test_toggles_hide_and_show_each_overlay_and_agree_with_the_legend(qtbot):
    board = _board(qtbot, sample("depot-raid"))
    bar, legend = TableOverlayToggleBar(board.overlays), TableOverlayLegend(board.overlays)
    qtbot.addWidget(bar)
    qtbot.addWidget(legend)
    _selected(board, "mara-quillon-1")
    for kind in (
        TableOverlayKind.REACH,
        TableOverlayKind.SIGHT,
        TableOverlayKind.RANGES,
        TableOverlayKind.ARC,
    ):
        assert board.overlays.shown(kind)
        bar.buttons[kind].click()
        assert not board.overlays.shown(kind) and not legend.toggles[kind].isChecked()
        assert board.wait_for_overlays()
        assert board.overlays.models(kind) == ()  # not even computed while off
        legend.toggles[kind].click()
        assert board.wait_for_overlays()
        assert board.overlays.shown(kind) and bar.buttons[kind].isChecked()
    assert set(bar.buttons) == set(TABLE_TOGGLES) == set(legend.toggles)


def test_the_radii_of_an_action_show_without_a_selection(qtbot):
    board = _board(qtbot, sample("frozen-trench"))
    blast = ActionRadius("blast", (600.0, 300.0), 75.0, Text("Grenade", "Grenade"))
    board.set_radii((blast,))
    assert board.wait_for_overlays()
    assert board.overlays.models(TableOverlayKind.RADII) == (blast,)
    board.set_radii(())
    assert board.wait_for_overlays()
    assert not board.overlays.shown(TableOverlayKind.RADII)


def test_dragging_a_figure_shows_the_distance_and_asks_for_the_move(qtbot):
    board = _board(qtbot, sample("frozen-trench"))
    board.tool.can_move = lambda figure: figure == "ilse-varn-1"
    _selected(board, "ilse-varn-1")
    moves, texts = [], []
    board.move_requested.connect(lambda *args: moves.append(args))
    board.tool.message.connect(texts.append)
    board.tool.press(event(525, 545, board))
    for x in (540, 580, 625):
        board.tool.move(event(x, 545, board))
    # 100 mm on a table of 25 mm pas: 4.0 pas, of a speed V of 6 pas
    assert board.figures.ghost.isVisible()
    assert board.figures.ghost.tag.text == "4.0 pas of 6.0 pas"
    assert texts[-1] == "Moving ilse-varn-1: 4.0 pas of 6.0 pas"
    item = board.figures.items["ilse-varn-1"]
    assert (item.pos().x(), item.pos().y()) == (625.0, 545.0)  # the preview follows the mouse
    board.tool.release(event(625, 545, board))
    assert moves == [("ilse-varn-1", 625.0, 545.0, 0.0)]
    assert not board.figures.ghost.isVisible()
    assert (item.pos().x(), item.pos().y()) == (525.0, 545.0)  # back until the game moves it


def test_a_drop_beyond_the_reach_is_marked_on_the_tape(qtbot):
    board = _board(qtbot, sample("frozen-trench"))
    board.tool.can_move = lambda figure: True
    _selected(board, "ilse-varn-1")
    board.tool.press(event(525, 545, board))
    board.tool.move(event(700, 545, board))
    board.tool.move(event(1100, 700, board))
    assert "out of reach" in board.figures.ghost.tag.text
    assert board.tool.cancel()  # Esc: nothing asked
    assert not board.figures.ghost.isVisible()


def test_a_figure_of_the_other_side_is_not_dragged(qtbot):
    board = _board(qtbot, sample("frozen-trench"))
    board.tool.can_move = lambda figure: False
    moves, texts = [], []
    board.move_requested.connect(lambda *args: moves.append(args))
    board.tool.message.connect(texts.append)
    drag(board, (525, 545), (600, 545))
    assert moves == [] and texts == ["Only a figure of the side to play can be moved."]


@pytest.mark.parametrize("shift, facing", [(False, 50.0), (True, 45.0)])
def test_the_facing_wedge_turns_a_figure_and_shift_snaps_to_15_degrees(qtbot, shift, facing):
    board = _board(qtbot, sample("frozen-trench"))
    board.tool.can_move = lambda figure: True
    turns = []
    board.turn_requested.connect(lambda *args: turns.append(args))
    modifiers = SHIFT if shift else Qt.KeyboardModifier.NoModifier
    board.tool.press(event(525, 528, board))  # on ilse-varn-1's wedge (it faces 0°, up)
    # 100 mm from the centre at a bearing of 50°: sin 50° ≈ 0.766, cos 50° ≈ 0.643
    aim = (525 + 76.604, 545 - 64.279)
    board.tool.move(event(*aim, board, modifiers))
    assert board.figures.items["ilse-varn-1"].facing == pytest.approx(facing, abs=0.05)
    board.tool.release(event(*aim, board, modifiers))
    assert turns == [("ilse-varn-1", pytest.approx(facing, abs=0.05))]
    assert board.figures.items["ilse-varn-1"].facing == 0.0  # until the game turns it


def test_a_click_selects_a_figure_and_a_second_figure_takes_over(qtbot):
    board = _board(qtbot, sample("depot-raid"))
    clicked = []
    board.figure_clicked.connect(clicked.append)
    board.tool.press(event(150, 690, board))
    board.tool.release(event(150, 690, board))
    assert board.selected_figure == "mara-quillon-1" and clicked == ["mara-quillon-1"]
    assert board.figures.items["mara-quillon-1"].height_tag.isVisible()
    board.tool.press(event(650, 315, board))
    board.tool.release(event(650, 315, board))
    assert board.selected_figure == "odran-vell-1"
