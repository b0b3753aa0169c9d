"""The free-table play page's keys and clicks beside the figures, as a player at the table
expects them (PRODUCT §4 "Usability"): Esc drops the chosen action, then deselects; a click on
the table beside every figure deselects; Ctrl+Return ends the side's phase; the End button
stays above the long list of what is not possible, so it is never scrolled to; an action
without dice says that Apply does it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.ui.play.table.conftest import click
from tests.ui.play.table.test_d20_game import FIGHT

EMPTY = (1100.0, 850.0)  # depot-raid: open ground, far from every figure and piece


def _select(page, figure: str) -> None:
    x, y = page.game.state.figure(figure).position
    click(page.board, x, y)
    assert page.actions.figure == figure


def _retreat_to_roll(page, west_mm: float) -> tuple[float, float]:
    """The actions phase; the technician retreats ``west_mm`` west from the dog handler, up to
    its roll; where it stood."""
    page.actions.end_button.click()
    x, y = page.game.state.figure("sable-technician-1").position
    _select(page, "sable-technician-1")
    page.actions.buttons["retreat"].click()
    assert page.actions.give_target("dog-handler-1")
    click(page.board, x - west_mm, y)
    page.actions.roll_button.click()
    return x, y


def test_the_end_button_is_above_the_actions_not_possible(start_table):
    page = start_table("depot-raid")
    _select(page, "mara-quillon-1")
    panel = page.actions
    assert panel.end_button.isVisible() and panel.illegal_box.isVisible()
    assert panel.end_button.geometry().bottom() < panel.illegal_box.geometry().top()


def test_ctrl_return_ends_the_phase_of_a_table_game(start_table, play, qtbot):
    page = start_table("depot-raid")
    assert (page.game.state.side, page.game.state.phase) == ("hero", "movement")
    assert play.accept_action.isEnabled() and play.accept_action.text() == "End this phase"
    play.activateWindow()
    page.board.view.setFocus()
    qtbot.waitUntil(lambda: page.board.view.hasFocus())
    QTest.keyClick(page.board.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert (page.game.state.side, page.game.state.phase) == ("hero", "actions")


def test_a_click_beside_every_figure_deselects(start_table):
    page = start_table("depot-raid")
    _select(page, "mara-quillon-1")
    click(page.board, *EMPTY)
    assert page.board.selected_figure is None and page.actions.figure is None
    assert "Select a figure" in page.actions.figure_label.text()


def test_a_click_beside_the_figures_keeps_an_action_waiting_for_its_target(start_table):
    page = start_table("depot-raid")
    page.actions.end_button.click()  # the actions phase: shots
    _select(page, "mara-quillon-1")
    page.actions.buttons["shoot"].click()
    click(page.board, *EMPTY)
    assert page.actions.chosen == "shoot" and page.board.selected_figure == "mara-quillon-1"


def test_escape_drops_the_chosen_action_then_deselects(start_table, play, qtbot):
    page = start_table("depot-raid")
    page.actions.end_button.click()
    _select(page, "mara-quillon-1")
    page.actions.buttons["shoot"].click()
    play.activateWindow()
    page.board.view.setFocus()
    qtbot.waitUntil(lambda: page.board.view.hasFocus())
    QTest.keyClick(page.board.view, Qt.Key.Key_Escape)
    assert page.actions.chosen is None and page.actions.figure == "mara-quillon-1"
    QTest.keyClick(page.board.view, Qt.Key.Key_Escape)
    assert page.actions.figure is None and page.board.selected_figure is None


def test_escape_in_the_panel_steps_back_too(start_table):
    page = start_table("depot-raid")
    _select(page, "mara-quillon-1")
    button = page.actions.buttons["ready_to_fire"]
    button.click()
    assert page.actions.chosen == "ready_to_fire"
    QTest.keyClick(button, Qt.Key.Key_Escape)
    assert page.actions.chosen is None


def test_an_action_without_dice_says_apply_does_it(start_table):
    page = start_table("depot-raid")
    _select(page, "lise-harrow-1")
    page.actions.buttons["ready_to_fire"].click()
    assert page.actions.apply_button.isVisible() and not page.actions.roll_button.isVisible()
    assert page.actions.evaluation_label.text() == "No dice to roll: Apply does it."



def test_the_point_given_to_an_action_is_taped_from_the_actor(start_table):
    """« Quitter un càc »: the technician, in contact with the dog handler, retreats 10 cm
    west of where it stands; the tape from it reads 10.0 cm, its base drawn at the end, and
    goes when the action is cancelled."""
    page = start_table("depot-raid", FIGHT)
    page.actions.end_button.click()  # the retreat belongs to the actions phase
    x, y = page.game.state.figure("sable-technician-1").position
    _select(page, "sable-technician-1")
    tape = page.board.figures.point_tape
    page.actions.buttons["retreat"].click()
    assert not tape.isVisible()
    click(page.board, x - 100.0, y)
    assert page.actions.point == (x - 100.0, y)
    assert tape.isVisible() and tape.tag.text == "10.0 cm"
    page.actions.cancel()
    assert not tape.isVisible()


def test_a_d20_typed_key_by_key_waits_for_its_second_digit(start_table, play, qtbot):
    """« Quitter un càc », two d20 stages typed on the keyboard: « 2 » could be the start of
    « 20 », so the focus stays until « 0 »; then the enemy's « 1 » and Enter apply the roll:
    20 against 1 wins (a ≥ b + 3), the technician stands where it retreated."""
    page = start_table("depot-raid", FIGHT)
    x, y = _retreat_to_roll(page, 100.0)
    play.activateWindow()
    first = page.dice.rows[0].edit
    first.setFocus()
    qtbot.waitUntil(first.hasFocus)
    QTest.keyClicks(first, "2")
    qtbot.wait(50)
    assert first.hasFocus()  # « 2 » may become « 20 »
    QTest.keyClicks(first, "0")
    assert first.text() == "20" and len(page.dice.rows) == 2
    second = page.dice.rows[1].edit
    qtbot.waitUntil(second.hasFocus)  # no d20 face starts with 20
    QTest.keyClicks(second, "1")
    QTest.keyClick(second, Qt.Key.Key_Return)
    assert page.game.state.figure("sable-technician-1").position == (x - 100.0, y)


def test_after_a_roll_the_result_is_told_and_the_actions_come_back(start_table, qtbot):
    """The retreat of the technician typed 20 | 1 (« Quitter un càc »: Càc 2 + 20 = 22 against
    the handler's Càc 4 + 1 = 5): the log's new line goes to the status bar, and the Actions
    tab is shown again for the next action."""
    page = start_table("depot-raid", FIGHT)
    x, y = _retreat_to_roll(page, 100.0)
    assert page.tabs.currentWidget() is page.dice
    page.dice.rows[0].edit.setText("20")
    page.dice.rows[1].edit.setText("1")
    with qtbot.waitSignal(page.message) as told:
        page.dice.typed_button.click()
    assert "22 against 5" in told.args[0]
    assert page.tabs.currentWidget() is page.actions


def test_a_take_back_says_so(start_table, qtbot):
    """The status bar told the action; after a take back it says the game went back (it kept
    the action's line, or an older message)."""
    page = start_table("depot-raid")
    page.actions.end_button.click()
    with qtbot.waitSignal(page.message) as told:
        page.take_back_requested.emit()
    assert told.args[0].startswith("Taken back")
    assert (page.game.state.side, page.game.state.phase) == ("hero", "movement")
