"""The heroes' turn: dragging heroes with the movement cost shown, counters, neutralizing,
objectives, and a scripted game played to its verdict."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from editor.rules.zone_solo import heroes
from editor.rules.zone_solo.actions import MoveHero, SetCounters, SetObjective, SetOut
from editor.ui.board.tools import ToolEvent
from editor.ui.play.overlay_layer import OverlayKind


def token_center(play, figure: str) -> QPointF:
    token = play.board.figures.tokens[figure]
    return token.pos() + token.offset / play.board.view.pixels_per_mm()


def event(play, point: QPointF) -> ToolEvent:
    return ToolEvent(point, play.board.view.pixels_per_mm())


def test_dragging_a_hero_shows_the_cost_and_moves_it(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    play.board.view.fit_to_view()
    tool, figures = play.board.tool, play.board.figures
    start = game.state.figure("hero-4").zone
    target = sorted(game.play.ctx.neighbours[start])[0]
    marker = play.board.overlays.geometry.markers[target]
    tool.press(event(play, token_center(play, "hero-4")))
    tool.move(event(play, marker + QPointF(1, 1)))
    cost = heroes.move_cost(game.play.ctx, game.state, "hero-4", target)
    assert cost is not None
    label = figures.drag_label
    unit = "movement point" if cost == 1 else "movement points"
    assert label.isVisible() and label.lines[0].endswith(f"{cost} {unit}")
    assert play.board.wait_for_overlays()
    [path] = play.board.overlays.models(OverlayKind.DRAG)
    assert path.zones[0] == start and path.zones[-1] == target and path.cost == cost
    tool.release(event(play, marker + QPointF(1, 1)))
    assert game.state.figure("hero-4").zone == target
    assert game.actions[-1] == MoveHero("hero-4", target)
    assert not label.isVisible()
    assert play.board.wait_for_overlays()
    assert not play.board.overlays.models(OverlayKind.DRAG)


def test_a_far_drag_warns_but_is_not_refused(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    play.board.view.fit_to_view()
    tool = play.board.tool
    far = "fore-deck"
    assert play.apply(SetCounters("hero-4", 7, 0))  # no energy left to pay for a long move
    assert [m.key for m in heroes.move_warnings(game.play.ctx, game.state, "hero-4", far)] == ["play.move.too_far"]
    marker = play.board.overlays.geometry.markers[far]
    tool.press(event(play, token_center(play, "hero-4")))
    tool.move(event(play, marker))
    assert len(play.board.figures.drag_label.lines) > 1 and play.board.figures.drag_label.warn
    tool.release(event(play, marker))
    assert game.state.figure("hero-4").zone == far


def test_villains_cannot_be_dragged_and_a_click_selects(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    play.board.view.fit_to_view()
    tool = play.board.tool
    center = token_center(play, "eel-1")
    tool.press(event(play, center))
    tool.move(event(play, center + QPointF(80, 80)))
    tool.release(event(play, center + QPointF(80, 80)))
    assert game.actions == ()  # a villain does not move: the gesture is a click
    assert play.board.selected_figure == "eel-1"
    assert play.dice_panel.target.currentData() == "eel-1"
    tool.press(event(play, center))
    tool.release(event(play, center))
    assert play.board.selected_figure is None  # a second click clears the selection


def test_escape_cancels_a_drag(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    play.board.view.fit_to_view()
    tool = play.board.tool
    tool.press(event(play, token_center(play, "hero-1")))
    tool.move(event(play, token_center(play, "hero-1") + QPointF(60, 0)))
    assert tool.key(Qt.Key.Key_Escape)
    tool.release(event(play, token_center(play, "hero-1") + QPointF(60, 0)))
    assert game.actions == ()


def test_counters_out_and_objectives_are_actions(play, night_market, qtbot):
    game = play.start_new(night_market, "night-market", None, seed=1)
    panel = play.heroes_panel
    out = panel.rows["hero-2"][4]
    energy = panel.rows["hero-3"][3]  # ten cubes on its board: two digits to type
    assert play.apply(SetCounters("hero-3", 0, 5))
    energy.setFocus()
    energy.lineEdit().selectAll()
    qtbot.keyClicks(energy.lineEdit(), "10")
    qtbot.keyClick(energy.lineEdit(), Qt.Key.Key_Return)
    assert game.actions[1:] == (SetCounters("hero-3", 0, 10),)  # one action, not one per digit
    out_box = panel.rows["eel-1"][4]
    out_box.click()
    assert game.actions[-1] == SetOut("eel-1", True)
    assert game.state.figure("eel-1").zone is None
    assert "eel-1" not in play.board.figures.tokens
    assert panel.rows["eel-1"][1].text() == "neutralized"
    out.click()
    assert game.state.figure("hero-2").out
    assert play.board.figures.tokens["hero-2"].out
    _name, completed, active = panel.objective_rows["tocsin"]
    completed.setValue(1)
    assert game.actions[-1] == SetObjective("tocsin", 1, True)


def test_a_scripted_game_played_to_its_end_shows_the_defeat(play, night_market, drive_turn):
    game = play.start_new(night_market, "night-market", None, seed=9)
    ended = []
    play.game_ended.connect(ended.append)
    while not game.play.ended:
        play.heroes_panel.end_button.click()
        drive_turn(play)
    assert ended == ["game.end.defeat"]
    assert play.verdict.isVisibleTo(play)
    assert play.verdict.text() == "Defeat at turn 9: the turn limit (9) is reached."
    assert not play.heroes_panel.end_button.isEnabled()
    assert "mission over" in play.header.text()
    # the turn counter moved on to 10; the header names the last turn played, as the verdict does
    assert "turn 9," in play.header.text() and "turn 10" not in play.header.text()


def test_finding_the_ledger_wins(play, night_market, drive_turn):
    game = play.start_new(night_market, "night-market", None, seed=3)
    play.heroes_panel.end_button.click()
    drive_turn(play)
    play.heroes_panel.objective_rows["ledger"][1].setValue(1)
    assert game.play.ended == "game.end.victory"
    assert play.verdict.isVisibleTo(play) and play.verdict.text() == game.play.verdict().text("en")
    assert play.verdict.text().startswith("Victory")


def test_switching_language_live_retranslates_the_verdict_and_panels(play, night_market):
    from editor.ui.i18n import install_language

    game = play.start_new(night_market, "night-market", None, seed=3)
    play.heroes_panel.objective_rows["ledger"][1].setValue(1)
    english = play.verdict.text()
    install_language("fr")
    play.retranslate()  # what a LanguageChange event triggers, here without waiting for it
    play._refresh()
    assert play.verdict.text() == game.play.verdict().text("fr") != english
    assert "Registre de contrebande" in play.heroes_panel.objective_rows["ledger"][0].text()
