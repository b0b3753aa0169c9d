"""The forms around the game: the heroes' rows once the mission is over and after a refused
action, the energy limit, the saved games' state column, the setup form's warnings, and the
names (not ids) of the Dice tab and the drag label kept inside the view."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QRectF

from editor.game.summary import GameSummary
from editor.rules.zone_solo.actions import SetCounters
from editor.ui.board.tools import ToolEvent
from editor.ui.play.games_view import GamesModel
from editor.ui.play.setup_panel import SetupPanel


def test_the_heroes_rows_are_disabled_once_the_mission_is_over(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=7)
    panel = play.heroes_panel
    panel.objective_rows["ledger"][1].setValue(1)  # the heroes' objective: victory
    assert game.play.ended == "game.end.victory"
    assert not panel.end_button.isEnabled() and not panel.attack_button.isEnabled()
    for _name, _zone, wounds, energy, out in panel.rows.values():
        assert not (wounds.isEnabled() or energy.isEnabled() or out.isEnabled())
    for _name, completed, active in panel.objective_rows.values():
        assert not (completed.isEnabled() or active.isEnabled())
    count = len(game.actions)
    wounds = panel.rows["hero-2"][2]
    wounds.setFocus()
    wounds.setValue(5)  # the game refuses it: the row must show the game again
    assert len(game.actions) == count and play.status.text()
    assert wounds.value() == game.state.figure("hero-2").wounds == 0


def test_a_heros_energy_stops_at_the_cubes_of_its_board(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    energy = play.heroes_panel.rows["hero-1"][3]
    [hero] = [f for f in night_market.figures if f.id == "hero-1"]
    assert energy.maximum() == night_market.unit(hero.unit).profile.energy == 9
    energy.setValue(99)
    assert game.state.figure("hero-1").energy <= 9
    assert play.apply(SetCounters("hero-1", 0, 3))
    assert energy.value() == 3 and energy.maximum() == 9


def test_the_saved_games_show_a_short_state(qapp):
    model = GamesModel()
    games = [
        GameSummary("a", "night-market", "2024-01-01T00:00:00Z", "", 1, 3, None),
        GameSummary("b", "night-market", "2024-01-01T00:00:00Z", "", 2, 4, "game.end.victory"),
        GameSummary("c", "night-market", "2024-01-01T00:00:00Z", "", 3, 5, "game.end.defeat"),
    ]
    model.set_games(games)
    states = [model.data(model.index(row, 2)) for row in range(3)]
    assert states == ["In progress", "Victory", "Defeat"]
    assert [model.data(model.index(row, 1)) for row in range(3)] == ["3", "4", "5"]


def test_the_setup_form_says_what_makes_a_scenario_unplayable(qtbot, night_market):
    form = SetupPanel()
    qtbot.addWidget(form)
    form.show()
    form.set_scenario(night_market)
    assert not form.warnings.isVisibleTo(form)
    bare = dataclasses.replace(night_market, deck=None, river=None, figures=())
    form.set_scenario(bare)
    text = form.warnings.text()
    assert form.warnings.isVisibleTo(form)
    for words in ("no solo deck cards", "no tiles", "No hero figure", "no villain figures"):
        assert words in text
    assert form.start_button.isEnabled()  # told, not stopped
    undeployed = tuple(dataclasses.replace(f, zone=None) for f in night_market.figures)
    form.set_scenario(dataclasses.replace(night_market, figures=undeployed))
    assert "No hero figure" in form.warnings.text() and "no tiles" not in form.warnings.text()


def test_the_dice_tab_names_figures_and_zones(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    panel = play.dice_panel
    attackers = [panel.attacker.itemText(i) for i in range(panel.attacker.count())]
    targets = [panel.target.itemText(i) for i in range(panel.target.count())]
    assert attackers and targets
    for text in attackers + targets:
        assert "hero-" not in text and not any(f.id in text for f in night_market.figures)
    zone = night_market.board.zone(game.state.figure("hero-1").zone).name.get("en")
    assert any(text.startswith("1. ") and zone in text for text in attackers)


def test_the_drag_label_stays_inside_the_view(play, night_market):
    play.start_new(night_market, "night-market", None, seed=1)
    board = play.board
    board.view.fit_to_view()
    view, tool, label = board.view, board.tool, board.figures.drag_label
    token = board.figures.tokens["hero-4"]
    start = token.pos() + token.offset / view.pixels_per_mm()
    corner = view.viewport().rect().bottomRight() - QPointF(6, 6).toPoint()
    tool.press(ToolEvent(start, view.pixels_per_mm()))
    tool.move(ToolEvent(view.mapToScene(corner), view.pixels_per_mm()))
    assert label.isVisible() and label.lines
    at = view.mapFromScene(label.pos())
    shown = label.boundingRect().translated(at.x(), at.y())
    assert QRectF(view.viewport().rect()).contains(shown)
    tool.release(ToolEvent(start, view.pixels_per_mm()))
