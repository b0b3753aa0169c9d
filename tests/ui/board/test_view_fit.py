"""A fitted board view keeps the whole board in view as its space changes, and never refits in
response to its own refit (a fit that made a scroll bar come or go used to resize the viewport,
which called for another fit, for ever: the window froze).

Refits are counted by wrapping the view's ``fitInView``; each resize is followed by a bounded
number of event-loop rounds, enough for the scroll bars' queued show/hide to run many times
over if it kept going. Past ``RUNAWAY`` calls the wrapper stops fitting, which ends such a loop,
so a broken view fails the test instead of hanging it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from editor.documents.document import ScenarioDocument
from editor.model.scenario import RuleSystem
from editor.rules import plugin

BOARDS_MM = [(900, 600), (1800, 400), (400, 1800), (600, 600)]
"""The default new board, a wide one, a tall one and a square one."""
VIEW_SIZES = [(w, h) for w in range(700, 1301, 23) for h in (500, 640, 655, 700, 760)]
"""Enough sizes that some of them sit where a fit toggles a scroll bar, for each board."""
ROUNDS = 20
RUNAWAY = 50


def counted_refits(view) -> list[int]:
    calls = [0]
    fit = view.fitInView

    def counting(*args):
        calls[0] += 1
        if calls[0] <= RUNAWAY:
            fit(*args)

    view.fitInView = counting
    return calls


def settle() -> None:
    for _ in range(ROUNDS):
        QApplication.processEvents()


def shown_view(qtbot, width_mm: float, height_mm: float, table: bool = False):
    if table:
        from editor.ui.table.table_scene import TableScene
        from editor.ui.table.table_view import TableView

        scenario = plugin(RuleSystem.D20).blank_scenario("Fresh", width_mm, height_mm)
        view = TableView(TableScene(ScenarioDocument(scenario)))
    else:
        from editor.ui.board.scene import BoardScene
        from editor.ui.board.view import BoardView

        scenario = plugin(RuleSystem.ZONE_SOLO).blank_scenario("Fresh", width_mm, height_mm)
        view = BoardView(BoardScene(ScenarioDocument(scenario)))
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def whole_board_shown(view) -> bool:
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    board = view.board_rect()
    return shown.adjusted(-0.5, -0.5, 0.5, 0.5).contains(board)


@pytest.mark.parametrize("table", [False, True], ids=["zone-board", "free-table"])
@pytest.mark.parametrize("board_mm", BOARDS_MM, ids=lambda s: f"{s[0]}x{s[1]}mm")
def test_a_fitted_view_refits_at_most_once_per_resize(qtbot, board_mm, table):
    view = shown_view(qtbot, *board_mm, table=table)
    view.fit_to_view()
    settle()
    refits = counted_refits(view)
    for size in VIEW_SIZES:
        refits[0] = 0
        view.resize(*size)
        settle()
        assert refits[0] <= 1, f"{refits[0]} refits after one resize to {size}"
        assert whole_board_shown(view), size


@pytest.mark.parametrize("board_mm", BOARDS_MM, ids=lambda s: f"{s[0]}x{s[1]}mm")
def test_even_with_scroll_bars_on_a_refit_never_calls_for_another(qtbot, board_mm):
    """Scroll bars that come and go while the board is fitted change the viewport, not the
    view's space: they must not set off a refit."""
    view = shown_view(qtbot, *board_mm)
    view.fit_to_view()
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    settle()
    refits = counted_refits(view)
    for size in VIEW_SIZES:
        refits[0] = 0
        view.resize(*size)
        settle()
        assert refits[0] <= 1, f"{refits[0]} refits after one resize to {size}"


def test_a_fitted_board_has_no_scroll_bars_until_the_author_zooms_or_pans(qtbot):
    view = shown_view(qtbot, 900, 600)
    view.zoom_by(3.0)
    settle()
    assert view.horizontalScrollBar().isVisible() and view.verticalScrollBar().isVisible()
    view.fit_to_view()
    settle()
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    assert whole_board_shown(view)
    view.zoom_by(3.0)
    settle()
    assert view.horizontalScrollBar().isVisible() and view.verticalScrollBar().isVisible()
    view.fit_to_view()
    view.pan_by(40, 0)
    settle()
    assert view.horizontalScrollBar().isVisible()
    refits = counted_refits(view)
    view.resize(800, 600)
    settle()
    assert refits[0] == 0  # panned: the author's view is kept


def test_the_new_scenario_board_in_the_default_window_settles(qtbot, tmp_path):
    """File › New scenario's 900 × 600 mm board in the 1280 × 800 window, then the window
    resized: the editor's view refits once per change of its space, and shows the board."""
    from tests.ui.test_main_window import make_window

    window = make_window(qtbot, tmp_path / "library.sqlite")
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    scenario = plugin(RuleSystem.ZONE_SOLO).blank_scenario("Fresh", 900, 600)
    window.editing.open_scenario(scenario, recovered=True)
    view = window.board_editor.view
    qtbot.waitUntil(lambda: view._fitting)
    settle()
    refits = counted_refits(view)
    try:
        for size in [(1280, 800), (1100, 700), (1366, 768), (1024, 768), (1600, 900)]:
            refits[0] = 0
            window.resize(*size)
            settle()
            assert refits[0] <= 1, f"{refits[0]} refits after one resize to {size}"
            assert whole_board_shown(view), size
    finally:
        window.document.mark_saved()
        window.close_catalog()
