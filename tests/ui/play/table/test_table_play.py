"""A free-table game in the play mode, as a player plays it: a shot in each sample from the
selection on the table to the result, with the dice typed stage by stage or rolled by the app;
moving and turning by drag; ending a phase; take back; the panels in both languages.

The expected results are worked out from the rule texts and the samples' profiles:

- Eisdrachen «3) Tir», the Rime Guard recruit (I 1, Bleu; bolt-action rifle: 1 attack,
  Force 2) shoots Vesna Krall (I 3, Vétéran; 4 PV): her dodge die dodges on 5 or 6 (a Vétéran's
  «Esquive sur»); each undodged attack throws one wound die per point of Force (2 dice); the
  recruit wounds below 4 (a Bleu's «Ne blesse pas sur» 4).
- D20 «3.2. Les Tirs», Mara Quillon (Tir 5, Vesper carbine Force 7) shoots a depot guard
  (Dφ 16, 7 PC) in the open and from his front: 5 + 7 + 1D20 against 16, a hit when strictly
  greater, the damage the margin.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QScrollArea

from editor.rules.table_game.actions import TableAction
from editor.ui.i18n import install_language
from tests.ui.play.table.conftest import click, drag, placed


def _select(page, figure: str) -> None:
    x, y = page.game.state.figure(figure).position
    click(page.board, x, y)
    assert page.board.selected_figure == figure and page.actions.figure == figure


def _to_actions_phase(page) -> None:
    """D20: the side plays its movement phase, then its actions (« 3. Les Tours et les Phases
    de jeu »); Eisdrachen has the one phase."""
    if page.game.state.phase != "actions":
        page.actions.end_button.click()
    assert page.game.state.phase == "actions"


def _aim(page, shooter: str, target: str) -> None:
    """Select the shooter on the table, choose « shoot », click the target on the table."""
    _select(page, shooter)
    page.actions.buttons["shoot"].click()
    x, y = page.game.state.figure(target).position
    click(page.board, x, y)
    assert page.actions.target == target
    assert page.board.selected_figure == shooter  # the shooter stays selected
    assert page.actions.evaluation.legal
    page.actions.roll_button.click()
    assert page.tabs.currentWidget() is page.dice


def _type(page, *stages: str) -> None:
    for faces in stages:
        page.dice.rows[-1].edit.setText(faces)


@pytest.mark.parametrize(
    "dodge, wounds, lost",
    [
        ("5", None, 0),  # dodged: no wound die to roll
        ("4", "3 4", 1),  # not dodged; 3 wounds, 4 does not
        ("1", "1 2", 2),
    ],
)
def test_an_eisdrachen_shot_from_selection_to_result(start_table, dodge, wounds, lost):
    page = start_table("frozen-trench")
    _aim(page, "rime-recruit-1", "vesna-krall-1")
    first = page.dice.rows[0].stage
    assert (first.sides, first.count, first.roller) == (6, 1, "vesna-krall-1")
    _type(page, dodge)
    if wounds is None:
        assert len(page.dice.rows) == 1
    else:
        second = page.dice.rows[1].stage
        assert (second.sides, second.count, second.roller) == (6, 2, "rime-recruit-1")
        _type(page, wounds)
    assert page.dice.typed_button.isEnabled()
    page.dice.typed_button.click()
    target = page.game.state.figure("vesna-krall-1")
    assert target.lost == lost and not target.out
    assert page.board.figures.items["vesna-krall-1"].lost == lost
    assert "3) Tir" in page.log.toPlainText().splitlines()[-1]


@pytest.mark.parametrize("die, lost", [(4, 0), (5, 1), (9, 5)])
def test_a_d20_shot_from_selection_to_result(start_table, die, lost):
    page = start_table("depot-raid")
    _to_actions_phase(page)
    _aim(page, "mara-quillon-1", "depot-guard-1")
    assert page.dice.odds.odds["hit"] == "4/5"  # 12 + 1D20 > 16: 5 to 20, 16 faces of 20
    (row,) = page.dice.rows
    assert (row.stage.sides, row.stage.count) == (20, 1)
    _type(page, str(die))
    page.dice.typed_button.click()
    assert page.game.state.figure("depot-guard-1").lost == lost


def test_a_d20_shot_that_takes_the_target_out_removes_it(start_table):
    page = start_table("depot-raid")
    _to_actions_phase(page)
    _aim(page, "mara-quillon-1", "depot-guard-1")
    _type(page, "20")  # 32 against 16: 16 PC, more than his 7
    page.dice.typed_button.click()
    guard = page.game.state.figure("depot-guard-1")
    assert guard.out and guard.lost == 7
    assert "depot-guard-1" not in page.board.figures.items


def test_the_app_rolls_seeded_and_logs_its_dice(start_table):
    page = start_table("frozen-trench", seed=11)
    _aim(page, "rime-recruit-1", "vesna-krall-1")
    page.dice.app_button.click()
    (entry,) = page.game.entries
    assert entry.action.dice is None and entry.step.app_rolled
    assert "(dice rolled by the app: " in page.log.toPlainText()


def test_typed_dice_are_checked_stage_by_stage(start_table):
    page = start_table("frozen-trench")
    _aim(page, "rime-recruit-1", "vesna-krall-1")
    _type(page, "7")
    assert len(page.dice.rows) == 1 and not page.dice.typed_button.isEnabled()
    assert page.dice.rows[0].status.text() == "a d6 shows 1 to 6"
    _type(page, "2 3")
    assert page.dice.rows[0].status.text() == "2 of 1 typed"
    _type(page, "4")
    assert len(page.dice.rows) == 2 and not page.dice.typed_button.isEnabled()


def test_a_figure_dragged_on_the_table_moves(start_table):
    page = start_table("frozen-trench")
    _select(page, "ilse-varn-1")
    drag(page.board, (525, 545), (525, 600))
    moved = page.game.state.figure("ilse-varn-1")
    assert moved.position == (525.0, 600.0) and moved.used == ("move",)
    item = page.board.figures.items["ilse-varn-1"]
    assert (item.pos().x(), item.pos().y()) == (525.0, 600.0)


@pytest.mark.parametrize(
    "drop, reason",
    [
        ((525.0, 390.0), "Too far for Sergeant Ilse Varn: 6.2 pas"),  # 155 mm, V 6 pas
        ((1100.0, 700.0), "Too far for Sergeant Ilse Varn: 23.8 pas away"),
        # inside the casemate, 5.4 pas away in a straight line: impassable ground
        ((610.0, 650.0), "Sergeant Ilse Varn cannot get there"),
    ],
)
def test_a_drop_out_of_reach_is_refused_with_the_reason(start_table, drop, reason):
    page = start_table("frozen-trench")
    _select(page, "ilse-varn-1")
    drag(page.board, (525, 545), drop)
    assert page.game.state.figure("ilse-varn-1").position == (525.0, 545.0)
    assert page.game.actions == ()
    assert reason in page.status.text()  # the reason, in words


def test_the_facing_wedge_turns_a_figure_where_it_stands(start_table):
    page = start_table("depot-raid")
    start = page.game.state.figure("kessel-1")
    x, y = start.position
    # kessel-1 faces 35°: its wedge is up and to the right of its base
    drag(
        page.board,
        (x + 20 * 0.574, y - 20 * 0.819),
        (x + 100, y),
        modifiers=Qt.KeyboardModifier.ShiftModifier,
    )
    turned = page.game.state.figure("kessel-1")
    assert turned.facing_deg == 90.0 and turned.position == start.position


def test_a_figure_of_the_side_not_playing_cannot_be_dragged(start_table):
    page = start_table("frozen-trench")
    drag(page.board, (470, 150), (470, 250))  # vesna-krall-1, a villain, in the heroes' turn
    assert page.game.actions == ()
    assert page.game.state.figure("vesna-krall-1").position == (470.0, 150.0)


def test_actions_not_legal_now_say_why_with_their_rule(start_table):
    page = start_table("depot-raid")
    _select(page, "mara-quillon-1")
    assert "shoot" not in page.actions.buttons  # movement phase: no shot yet
    text = page.actions.illegal_label.text()
    assert "«3. Les Tours et les Phases de jeu»" in text
    page.actions.end_button.click()
    assert "shoot" in page.actions.buttons


def test_take_back_restores_the_state_exactly(start_table, play, qtbot):
    page = start_table("frozen-trench")
    before = page.game.state
    _aim(page, "rime-recruit-1", "vesna-krall-1")
    _type(page, "1", "1 1")
    page.dice.typed_button.click()
    assert page.game.state != before
    play.activateWindow()
    page.board.view.setFocus()
    qtbot.waitUntil(lambda: page.board.view.hasFocus())
    QTest.keyClick(page.board.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.game.state == before  # PV, the counter of the dice, the vengeance: all back
    assert page.board.figures.items["vesna-krall-1"].lost == 0
    assert not page.take_back_button.isEnabled()


def test_ending_the_phase_passes_the_turn(start_table):
    page = start_table("frozen-trench")
    assert page.game.state.side == "hero"
    page.actions.end_button.click()
    assert page.game.state.side == "villain" and page.game.state.turn == 1
    assert "the villains to play" in page.header.text()


def test_the_panels_speak_french(start_table):
    install_language("fr")
    page = start_table("frozen-trench")
    _aim(page, "rime-recruit-1", "vesna-krall-1")
    assert [page.tabs.tabText(i) for i in range(4)] == ["Actions", "Dés", "Calques", "Journal"]
    assert page.dice.app_button.text() == "Laisser l’application lancer"
    assert "Cotes exactes avant le jet" in page.dice.odds.text.text()
    # Vesna, a Vétéran, dodges on 5 or 6: 1/3; the mean loss is 2/3 PV, with French commas
    assert "Chaque attaque esquivée : 33,3 %" in page.dice.odds.text.text()
    assert "PV / PC perdus en moyenne : 0,67" in page.dice.odds.text.text()
    assert page.dice.title.text().startswith("<b>Tirer</b> : ")
    assert "Jouer" not in page.header.text() and "tour 1" in page.header.text()
    page.tabs.setCurrentWidget(page.actions)
    assert page.actions.buttons["shoot"].text() == "Tirer"


def test_a_move_by_the_panel_takes_a_point_clicked_on_the_table(start_table):
    page = start_table("frozen-trench")
    _select(page, "ilse-varn-1")
    page.actions.buttons["move"].click()
    click(page.board, 560.0, 600.0)
    assert page.actions.point == (560.0, 600.0) and page.actions.evaluation.legal
    page.actions.apply_button.click()
    assert page.game.state.figure("ilse-varn-1").position == (560.0, 600.0)


def test_a_move_is_one_action_of_the_figure(start_table):
    """« Actions de base »: an Eisdrachen figure has two actions a turn by default."""
    page = start_table("frozen-trench")
    for at in ((545.0, 560.0), (565.0, 575.0)):
        page.action_requested.emit(TableAction("move", "ilse-varn-1", at=at))
    _select(page, "ilse-varn-1")
    assert set(page.actions.buttons) == {"set_actions"}  # only the players' override left
    assert page.game.state.figure("ilse-varn-1").used == ("move", "move")


def test_an_eisdrachen_figure_turned_away_still_shoots(start_table):
    page = start_table("frozen-trench", placed("frozen-trench", rime_recruit_1=180.0))
    _aim(page, "rime-recruit-1", "vesna-krall-1")  # no facing rule: it sees all around


def _strike(page, attacker: str, target: str) -> None:
    """Select the attacker on the table, choose « melee », click the target on the table."""
    _select(page, attacker)
    page.actions.buttons["melee"].click()
    x, y = page.game.state.figure(target).position
    click(page.board, x, y)
    assert page.actions.target == target and page.actions.evaluation.legal
    page.actions.roll_button.click()
    assert page.tabs.currentWidget() is page.dice


def test_an_eisdrachen_melee_from_selection_to_result(start_table):
    """« 5) Corps à corps »: Vesna Krall stands 2 pas from Sergeant Ilse Varn (under 3 pas).
    Ilse declares and strikes first (Vesna is no Bleu): Vesna's two dodge dice (a Vétéran
    dodges on 5 or 6) show 1 and 2, nothing dodged; each undodged attack of Force 3 throws
    three wound dice, six in all, and a Vétéran wounds below 5: 1 1 1 1 wound, 6 6 do not.
    Four PV lost: Vesna's four, she is out and strikes no riposte."""
    page = start_table(
        "frozen-trench", placed("frozen-trench", vesna_krall_1=((525.0, 495.0), 180.0))
    )
    _strike(page, "ilse-varn-1", "vesna-krall-1")
    odds = page.dice.odds.text.text()  # before the roll: either figure may fall
    assert "Chance of a riposte" in odds and "Chance to take the target out" not in odds
    assert odds.count("Chance to be taken out") == 2
    first = page.dice.rows[0].stage
    assert (first.sides, first.count, first.roller) == (6, 2, "vesna-krall-1")
    _type(page, "1 2")
    second = page.dice.rows[1].stage
    assert (second.sides, second.count, second.roller) == (6, 6, "ilse-varn-1")
    _type(page, "1 1 1 1 6 6")
    assert len(page.dice.rows) == 2 and page.dice.typed_button.isEnabled()
    page.dice.typed_button.click()
    vesna = page.game.state.figure("vesna-krall-1")
    assert vesna.lost == 4 and vesna.out
    assert page.game.state.figure("ilse-varn-1").lost == 0
    assert "vesna-krall-1" not in page.board.figures.items
    assert "5) Corps à corps" in page.log.toPlainText().splitlines()[-1]


@pytest.mark.parametrize("die, lost", [(9, 0), (15, 6)])
def test_a_d20_melee_from_selection_to_result(start_table, die, lost):
    """« Le Corps à Corps »: the depot guard's base touches Mara Quillon's (both 25 mm);
    her Càc and weapon give 7 + 1D20 against his Dφ 16, a hit when strictly greater, the
    margin in PC: 9 gives 16, a miss; 15 gives 22, 6 PC of his 7."""
    reach = 25.0  # the two base radii, 12.5 mm each
    page = start_table(
        "depot-raid",
        placed("depot-raid", depot_guard_1=((150.0 + reach * 0.6, 690.0 - reach * 0.8), 220.0)),
    )
    _to_actions_phase(page)
    _strike(page, "mara-quillon-1", "depot-guard-1")
    assert page.dice.odds.odds["hit"] == "11/20"  # d20 from 10 to 20
    (row,) = page.dice.rows
    assert (row.stage.sides, row.stage.count) == (20, 1)
    _type(page, str(die))
    page.dice.typed_button.click()
    guard = page.game.state.figure("depot-guard-1")
    assert guard.lost == lost and not guard.out


def test_after_typed_dice_ctrl_z_takes_back_without_clicking_the_table(start_table, play, qtbot):
    """The dice rows are deleted once applied: the focus goes to the table, so Ctrl+Z (the
    play view's take back) still reaches the play view."""
    page = start_table("frozen-trench")
    play.activateWindow()
    qtbot.waitUntil(lambda: play.isActiveWindow())
    before = page.game.state
    _aim(page, "rime-recruit-1", "vesna-krall-1")
    page.dice.rows[0].edit.setFocus()
    _type(page, "1", "1 1")
    QTest.keyClick(page.dice.rows[-1].edit, Qt.Key.Key_Return)
    assert page.game.state != before
    assert page.board.view.hasFocus()  # not the deleted row's edit
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.game.state == before


def test_the_point_clicked_for_an_action_is_shown(start_table):
    page = start_table("frozen-trench", placed("frozen-trench"))
    _select(page, "oskar-lind-1")  # on the watchtower: « 2) Escalader » down
    page.actions.buttons["climb"].click()
    assert page.actions.point_label.text() == "Click the table where the action goes."
    click(page.board, 300.0, 722.0)
    assert page.actions.point == (300.0, 722.0)
    assert page.actions.point_label.text() == "(12.0 pas, 28.9 pas)"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dice_panel_fits_its_column_unscrolled(start_table, lang):
    """The roll's title, odds, stage rows and buttons wrap to the panels' column: nothing is
    cut off at the right, in either language."""
    install_language(lang)
    try:
        page = start_table("frozen-trench")
        page.resize(1300, 800)
        _aim(page, "oskar-lind-1", "fang-marauder-3")
        _type(page, "2")
        QApplication.processEvents()
        scroll = page.dice.findChild(QScrollArea)
        assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width()
        assert not scroll.horizontalScrollBar().isVisible()
    finally:
        install_language("en")


def test_a_shot_from_behind_shows_its_modifier_and_rule_before_the_roll(start_table):
    """« Le Tir dans le dos »: Mara Quillon 10 cm behind the depot guard (he faces 190°, away
    from her) adds 1 to her roll: 5 + 7 + 1 + 1D20 against his Dφ 16, a hit from 4: 17/20."""
    page = start_table(
        "depot-raid", placed("depot-raid", mara_quillon_1=((380.0, 120.0), 180.0))
    )
    _to_actions_phase(page)
    _aim(page, "mara-quillon-1", "depot-guard-1")
    page.tabs.setCurrentWidget(page.actions)
    text = page.actions.evaluation_label.text()
    assert "Modifiers:\n• +1 Attack from behind «Le Tir dans le dos»" in text
    assert "Chance to hit: 85.0 %" in text
    assert "• +1 Attack from behind «Le Tir dans le dos»" in page.dice.modifiers.text()
    assert page.dice.odds.odds["hit"] == "17/20"
