"""Accept in the villains' turn: it uses the dice typed in the Dice tab (never silently the
app's roll), waits while they are half typed, never answers a golden-rule question, counts a
hurried double click once, and the question's buttons carry the board's numbers."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from editor.rules.zone_solo.actions import Accept, EndHeroTurn, TypedDice
from editor.ui.play.overlay_layer import OverlayKind


def play_until(play, game, wanted) -> None:
    """Play (heroes idle, every villain step accepted) until ``wanted(step)``."""
    while (step := game.play.proposal()) is None or not wanted(step):
        if step is None:
            game.apply(EndHeroTurn())
        else:
            game.apply(Accept(choice=step.heuristic) if step.is_question else Accept())
        assert game.play.turn <= 10 and not game.play.ended


def vasque_attack(play, night_market):
    """Seed 11: vasque-1 attacks with a black and an orange die."""
    game = play.start_new(night_market, "night-market", None, seed=11)
    play_until(play, game, lambda s: s.kind == "attack" and s.actor == "vasque-1")
    entry = play.dice_panel.villain_roll.entry
    assert [box.die.id for box in entry.first] == ["black", "orange"]
    return game


def test_accept_applies_the_dice_typed_in_the_dice_tab(play, night_market):
    game = vasque_attack(play, night_market)
    panel = play.villain_panel
    assert not panel.pending.isVisibleTo(play) and panel.accept_button.text() == "Accept"
    play.villain_panel.dice_button.click()
    entry = play.dice_panel.villain_roll.entry
    entry.set_values([3, 2])
    assert entry.typed() == TypedDice((3, 2))  # no blank: the AI rerolls nothing
    play.tabs.setCurrentIndex(0)  # back to the villains' turn tab, as the QA did
    assert panel.pending.isVisibleTo(play) and entry.describe() in panel.pending.text()
    assert panel.accept_button.text() == "Accept with the typed dice"
    panel.accept_button.click()
    assert game.actions[-1] == Accept(dice=TypedDice((3, 2)))
    assert not panel.pending.isVisibleTo(play)

    play.take_back()  # the same with Ctrl+Return
    play.dice_panel.villain_roll.entry.set_values([3, 2])
    play.accept_action.trigger()
    assert game.actions[-1] == Accept(dice=TypedDice((3, 2)))


def test_half_typed_dice_stop_accept_until_finished_or_cleared(play, night_market):
    game = vasque_attack(play, night_market)
    count = len(game.actions)
    section = play.dice_panel.villain_roll
    section.entry.set_values([3])  # the orange die is still missing
    panel = play.villain_panel
    assert "finish typing the dice" in panel.pending.text()
    panel.accept_button.click()
    play.accept_action.trigger()
    assert len(game.actions) == count
    assert play.status.isVisibleTo(play) and "finish typing the dice" in play.status.text()
    assert section.clear_button.isEnabled()
    section.clear_button.click()
    assert section.entry.is_empty() and not panel.pending.isVisibleTo(play)
    panel.accept_button.click()
    assert game.actions[-1] == Accept()  # nothing typed: the app rolls, as before


def golden_question(play, night_market):
    """Night market without reinforcement zones: eels come in by the golden rule (SOLO-GR-1);
    seed 1 asks at turn 7."""
    zones = tuple(dataclasses.replace(z, reinforcement=False) for z in night_market.board.zones)
    scenario = dataclasses.replace(
        night_market, board=dataclasses.replace(night_market.board, zones=zones)
    )
    game = play.start_new(scenario, "nm-golden", None, seed=1)
    play_until(play, game, lambda s: s.is_question)
    return game


def test_accept_never_answers_a_golden_rule_question(play, night_market, qtbot):
    game = golden_question(play, night_market)
    panel = play.villain_panel
    count = len(game.actions)
    assert not panel.accept_button.isEnabled()
    qtbot.mouseClick(panel.accept_button, Qt.MouseButton.LeftButton)
    qtbot.mouseDClick(panel.accept_button, Qt.MouseButton.LeftButton)
    assert not panel.accept() and not play.accept_action.trigger()
    assert len(game.actions) == count and game.play.proposal().is_question
    step = game.play.proposal()
    panel.choice_buttons[step.choices[1]].click()
    assert game.actions[-1] == Accept(choice=step.choices[1])


def test_the_question_buttons_carry_the_boards_numbers_and_zone_names(play, night_market):
    game = golden_question(play, night_market)
    step = game.play.proposal()
    assert len(step.choices) > 9
    assert play.board.wait_for_overlays()
    [choices] = play.board.overlays.models(OverlayKind.CHOICES)
    texts = [play.villain_panel.choice_buttons[zone].text() for zone in choices.zones]
    for number, (zone, text) in enumerate(zip(choices.zones, texts), start=1):
        name = game.scenario.board.zone(zone).name.get("en")
        assert name and name != zone and text.startswith(f"{number}. {name}")
    heuristic = choices.zones.index(step.heuristic) + 1
    assert texts[heuristic - 1].endswith("(heuristic)")


def test_a_double_click_on_accept_accepts_one_step(play, night_market, qtbot):
    game = play.start_new(night_market, "night-market", None, seed=1)
    play.heroes_panel.end_button.click()
    count = len(game.actions)
    button = play.villain_panel.accept_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a double click, as a mouse sends it:
    qtbot.mouseDClick(button, Qt.MouseButton.LeftButton)  # press, release, double click,
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton)  # release
    assert len(game.actions) == count + 1


def test_an_accept_for_a_step_no_longer_current_is_ignored(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=1)
    play.heroes_panel.end_button.click()
    panel = play.villain_panel
    again = []
    panel.action_requested.connect(lambda _action: again.append(panel.accept()))
    panel.accept_button.click()  # a second Accept arrives while the first is applied
    assert again == [False] and len(game.actions) == 2
    panel.action_requested.disconnect()
    panel.action_requested.connect(play.apply)
    shown = panel.step
    game.apply(Accept())  # the game moved on; the panel still shows the old step
    panel.step = shown
    assert not panel.accept() and len(game.actions) == 3
