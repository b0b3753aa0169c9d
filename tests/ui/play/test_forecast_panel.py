"""The forecast panel of the zone play window: the same figures as the core's forecast, the
board's risk tints, the preview while a hero is dragged, stale results dropped, both languages.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QLabel

from editor.solo.forecast import forecast
from editor.ui.board.tools import ToolEvent
from editor.ui.play.dice_widgets import percent
from editor.ui.play.forecast_layer import risk_color


def event(play, point: QPointF) -> ToolEvent:
    return ToolEvent(point, play.board.view.pixels_per_mm())


def token_center(play, figure: str) -> QPointF:
    token = play.board.figures.tokens[figure]
    return token.pos() + token.offset / play.board.view.pixels_per_mm()


def texts(panel) -> list[str]:
    return [label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(panel)]


def show_forecast(play):
    play.tabs.setCurrentWidget(play.forecast_panel)
    return play.forecast_panel


def expected(game, state=None):
    return forecast(game.play.ctx, state or game.state)


def test_the_panel_shows_the_exact_forecast_of_the_heroes_turn(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    panel = show_forecast(play)
    assert panel.wait_for_forecast()
    assert panel.result is not None and panel.result.state == game.state
    found = expected(game)
    assert panel.result.forecast == found
    shown = texts(panel)
    hero = found.hero("hero-4")
    assert percent(hero.attacked) in shown and percent(hero.hurt) in shown
    name = str(game.play.names.name(hero.likely_attacker).en)
    assert name in shown
    assert any("Exact over every card left in the solo deck" in t for t in shown)
    marks = {m.zone: m for m in panel.item.marks.marks}
    assert marks[hero.zone].risk == float(hero.attacked)
    assert marks[hero.zone].label == f"{percent(hero.attacked)} · {name}"
    safe = found.hero("hero-2")
    assert safe.attacked == 0 and marks[safe.zone].label == "safe"


def test_dragging_a_hero_previews_its_risk_at_the_drop_zone(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    panel = show_forecast(play)
    play.board.view.fit_to_view()
    assert panel.wait_for_forecast()
    start = game.state.figure("hero-2").zone
    target = "lantern-south"  # where hero-4 stands: the villains' favourite zone
    marker = play.board.overlays.geometry.markers[target]
    tool = play.board.tool
    tool.press(event(play, token_center(play, "hero-2")))
    tool.move(event(play, marker + QPointF(1, 1)))
    assert panel.wait_for_forecast()
    from dataclasses import replace

    moved = game.state.with_figure(replace(game.state.figure("hero-2"), zone=target))
    wanted = expected(game, moved).hero("hero-2")
    assert panel.result.preview == ("hero-2", target)
    assert panel.result.preview_hero == wanted
    assert panel.preview_label.isVisibleTo(panel)
    assert percent(wanted.attacked) in panel.preview_label.text()
    [preview] = [m for m in panel.item.marks.marks if m.preview]
    assert preview.zone == target and preview.risk == float(wanted.attacked) > 0
    assert game.state.figure("hero-2").zone == start  # a preview changes nothing
    tool.release(event(play, marker + QPointF(1, 1)))
    assert game.state.figure("hero-2").zone == target
    assert panel.wait_for_forecast()
    assert not panel.preview_label.isVisibleTo(panel)
    assert not [m for m in panel.item.marks.marks if m.preview]
    assert panel.result.forecast.hero("hero-2").attacked == wanted.attacked


def test_a_result_for_an_older_state_is_dropped(play, night_market):
    from editor.rules.zone_solo.actions import MoveHero

    game = play.start_new(night_market, "night-market", None, seed=1)
    panel = show_forecast(play)
    assert panel.wait_for_forecast()
    dropped = panel.dropped + panel.worker.dropped
    first = sorted(game.play.ctx.neighbours[game.state.figure("hero-1").zone])[0]
    assert play.apply(MoveHero("hero-1", first))
    assert play.apply(MoveHero("hero-4", "graveyard"))
    assert panel.wait_for_forecast()
    assert panel.result.state == game.state
    assert panel.result.forecast == expected(game)
    assert panel.dropped + panel.worker.dropped > dropped


def test_no_forecast_outside_the_heroes_turn(play, night_market):
    from editor.rules.zone_solo.actions import EndHeroTurn

    play.start_new(night_market, "night-market", None, seed=1)
    panel = show_forecast(play)
    assert panel.wait_for_forecast()
    assert play.apply(EndHeroTurn())
    assert panel.result is None and not panel.item.marks.marks
    assert "made during the heroes' turn" in panel.method.text()


def test_the_panel_speaks_french(play, night_market):
    from editor.ui.i18n import install_language

    try:
        install_language("fr")
        play.start_new(night_market, "night-market", None, seed=1)
        panel = show_forecast(play)
        assert panel.wait_for_forecast()
        shown = texts(panel)
        assert "<b>Prévision du prochain tour des vilains</b>" in shown
        assert any("Exacte sur chaque carte" in t for t in shown)
        assert play.tabs.tabText(4) == "Prévision"
        assert any(m.label == "sans danger" for m in panel.item.marks.marks)
    finally:
        install_language("en")


def test_no_forecast_is_made_while_another_tab_is_shown(play, night_market):
    from editor.rules.zone_solo.actions import MoveHero

    game = play.start_new(night_market, "night-market", None, seed=1)
    panel = play.forecast_panel
    assert play.tabs.currentWidget() is not panel
    assert play.apply(MoveHero("hero-4", "graveyard"))
    assert not panel.worker.busy and panel.result is None and not panel.item.marks.marks
    show_forecast(play)
    assert panel.wait_for_forecast() and panel.result.state == game.state
    assert panel.item.marks.marks
    play.tabs.setCurrentIndex(0)
    assert panel.result is None and not panel.item.marks.marks


def test_the_ramp_deepens_with_the_risk():
    low, high = risk_color(0.05), risk_color(0.9)
    assert high.alpha() > low.alpha()
    assert high.green() < low.green()
