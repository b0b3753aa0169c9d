"""The villains' turn through the panel: parity with the headless runner, the step's
explanation and marks, take back, and the golden rule answered in the window."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.rules.zone_solo.actions import Accept, EndHeroTurn
from editor.solo.cases import load_case
from editor.solo.runner import play_new_game
from editor.solo.state import state_hash
from editor.ui.play.overlay_layer import OverlayKind, StepMarks
from editor.ui.play.rule_titles import rule_line, rule_title

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_villain_turn_step_by_step_ends_like_the_headless_runner(
    play, night_market, drive_turn, seed
):
    """The core's parity test (tests/game/test_document.py) plays the same way: the heroes end
    their turn without acting, then every villain step is accepted with the app's rolls; a
    villain's attack that wounds a hero adds the hero's defence, accepted without a guard."""
    game = play.start_new(night_market, "night-market", None, seed=seed)
    play.heroes_panel.end_button.click()
    assert str(game.play.phase) == "villains"
    assert play.turn_stack.currentWidget() is play.villain_panel
    steps = drive_turn(play)
    trace = play_new_game(night_market, seed, 1)
    wounding = [s for s in trace.steps if s.kind == "attack" and s.params["damage"]]
    assert steps == len(trace.steps) + len(wounding)
    assert sum(e.step.kind == "hero_defence" for e in game.entries) == len(wounding)
    assert state_hash(game.state) == state_hash(trace.state)
    assert str(game.play.phase) == "heroes" and game.play.turn == 2
    assert play.turn_stack.currentWidget() is play.heroes_panel


def test_the_step_shows_its_explanation_rules_and_marks(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    assert play.advance_to_villain_step()
    step = game.play.proposal()
    panel = play.villain_panel
    assert game.play.names.name(step.actor).get("en") in panel.title.text()  # a name, not an id
    assert step.actor not in panel.title.text()
    assert "Se déplacer vers les héros" in panel.explanation.text()
    for rule in step.rule_ids:
        assert rule_line(rule) in panel.rules.text()
    assert panel.card.card.id == game.state.card
    assert play.board.wait_for_overlays()
    [marks] = play.board.overlays.models(OverlayKind.STEP)
    assert isinstance(marks, StepMarks) and marks.path == step.path
    assert marks.costs[0] == 0 and marks.costs[-1] == step.params["cost"]


def test_rule_titles_are_the_french_section_titles():
    assert rule_title("SOLO-MV-3") == "Déplacement personnage"
    assert rule_title("SOLO-TIE") == "Règles pour égalité"
    assert rule_title("SOLO-GR-1") == "Règle d’or"
    assert rule_line("AMB-15") == "AMB-15"


def test_a_roll_step_hides_the_apps_roll_until_the_player_chooses(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=2)
    game.apply(EndHeroTurn())
    while game.play.proposal().kind != "attack":
        play.villain_panel.accept()
    panel = play.villain_panel
    step = game.play.proposal()
    assert panel.dice_button.isVisibleTo(play)
    assert str(step.params["successes"]) + " successes" not in panel.explanation.text()
    assert "Crossbow lookout 2" in panel.explanation.text()  # crossbow-2, by its name
    panel.dice_button.click()
    assert play.tabs.currentWidget() is play.dice_panel


def test_take_back_restores_exactly(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=2)
    game.apply(EndHeroTurn())
    hashes = [state_hash(game.state)]
    while game.play.proposal().kind != "end":
        play.villain_panel.accept()
        hashes.append(state_hash(game.state))
    assert len(hashes) > 4
    while len(hashes) > 1:
        hashes.pop()
        play.villain_panel.take_back_button.click()
        assert state_hash(game.state) == hashes[-1]
    play.take_back()  # the end of the heroes' turn
    assert state_hash(game.state) == state_hash(game.start)
    assert not play.take_back() and not play.take_back_button.isEnabled()


def test_the_golden_rule_is_answered_in_the_window(play):
    _data, scenario = load_case(ROOT / "tests/solo/cases/rf2-golden-rule-no-zones")
    game = play.start_new(scenario, "golden", None, seed=0)
    game.apply(EndHeroTurn())
    while not game.play.proposal().is_question:
        play.villain_panel.accept()
    panel = play.villain_panel
    assert set(panel.choice_buttons) == {"a", "b", "c", "d", "e", "f"}
    assert "(heuristic)" in panel.choice_buttons["f"].text()
    assert play.board.wait_for_overlays()
    [choices] = play.board.overlays.models(OverlayKind.CHOICES)
    assert choices.zones == ("a", "b", "c", "d", "e", "f") and choices.suggested == "f"
    play.board.tool.zone_clicked.emit("zz")  # not a choice: nothing happens
    assert game.play.proposal().is_question
    play.board.tool.zone_clicked.emit("b")  # a click on a highlighted zone answers
    assert game.state.figure("v2").zone == "b"
    assert game.actions[-1] == Accept("b")
    play.take_back()
    panel.choice_buttons["c"].click()
    assert game.state.figure("v2").zone == "c"


def test_the_golden_rule_for_a_token_is_asked_in_the_window(play):
    """An event option places a bomb in c, d or e (SOLO-GR-1): the window asks with a button
    per legal zone and the highlighted zones, never a modal; a click on one answers."""
    _data, scenario = load_case(ROOT / "tests/solo/cases/gr1-token-in-event")
    game = play.start_new(scenario, "token", None, seed=0)
    game.apply(EndHeroTurn())
    while not game.play.proposal().is_question:
        play.villain_panel.accept()
    panel = play.villain_panel
    assert set(panel.choice_buttons) == {"c", "d", "e"}
    assert "(heuristic)" in panel.choice_buttons["c"].text()
    assert "a bomb" in panel.explanation.text()
    assert not panel.accept_button.isEnabled()
    assert play.board.wait_for_overlays()
    [choices] = play.board.overlays.models(OverlayKind.CHOICES)
    assert choices.zones == ("c", "d", "e") and choices.suggested == "c"
    play.board.tool.zone_clicked.emit("a")  # not a legal placement: nothing happens
    assert game.play.proposal().is_question
    play.board.tool.zone_clicked.emit("e")
    assert [(t.event, t.zone) for t in game.state.tokens] == [("e1", "e")]
    assert game.actions[-1] == Accept("e")
    play.take_back()
    assert game.state.tokens == ()
    panel.choice_buttons["d"].click()
    assert [t.zone for t in game.state.tokens] == ["d"]


def test_reinforcements_are_marked_where_they_enter(play, night_market):
    """Seed 12: the tide brings eels in during turn 3 (SOLO-RF)."""
    game = play.start_new(night_market, "night-market", None, seed=12)
    while (step := game.play.proposal()) is None or step.key != "solo.reinforce.placed":
        if str(game.play.phase) == "heroes":
            play.heroes_panel.end_button.click()
        else:
            play.villain_panel.accept()
        assert game.play.turn <= 4
    assert play.board.wait_for_overlays()
    [marks] = play.board.overlays.models(OverlayKind.STEP)
    entering = {
        f.zone for f in step.after.figures if f.zone and game.state.figure(f.id).zone is None
    }
    assert marks.places == tuple(sorted(entering)) and step.params["zone"] in marks.places
    assert play.villain_panel.title.text() == "Reinforcements"
