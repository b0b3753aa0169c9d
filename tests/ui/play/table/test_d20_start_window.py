"""The start of a D20 game of depot-raid played in the window (« 1. Le début de la Partie »,
« Qui commence la partie ? », « 2. Le Déploiement »): the new-game form offers it, the sides'
steps are buttons with no figure selected, the attacker is chosen, the initiative typed (its
odds shown before the roll), the first side chosen, the zones drawn, a figure outside its zone
refused and dragged inside, then turn 1 begins with the side chosen."""

from __future__ import annotations

from tests.ui.play.table.conftest import drag, sample


def _pick(combo, value):
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def test_the_start_of_a_d20_game_in_the_window(play):
    scenario = sample("depot-raid")
    setup = play.table_setup
    setup.set_scenario(scenario, seed=5)
    assert setup.has_start_of_game() and setup.start_of_game.isChecked()
    assert not setup.first_side.isEnabled()
    play.start_new(scenario, "depot-raid", None, seed=5, start_of_game=True)
    page = play.table_page
    game, actions = page.game, page.actions
    assert (game.state.phase, game.state.turn) == ("start", 1)
    # two zones on the table: the heroes' bottom 2 × 15 cm, the villains' top 2 × 16 cm
    assert [item.zone.side for item in page.board.zones.items] == ["hero", "villain"]
    assert "30 cm" in page.board.zones.items[0].zone.label.en
    # the sides' steps, with no figure selected
    assert {"roles", "initiative"} <= set(actions.buttons) and "end_phase" not in actions.buttons
    actions.buttons["roles"].click()
    _pick(actions.choice_combo, "hero")
    assert actions.evaluation.legal
    actions.apply_button.click()
    assert game.state.attacker == "hero"
    actions.buttons["initiative"].click()
    # Mara Quillon's foresight and the infiltrator's skill: +2 for the heroes
    assert [(m.key, m.value) for m in actions.evaluation.modifiers] == [
        ("d20.modifier.initiative_bonus", 2)]
    assert actions.evaluation.odds["roll"] == "initiative"
    actions.roll_button.click()
    page.dice.rows[-1].edit.setText("7 9")
    page.dice.typed_button.click()
    assert game.state.initiative_winner is None  # a tie: rolled again
    page.dice.rows[-1].edit.setText("4 17")
    page.dice.typed_button.click()
    assert game.state.initiative_winner == "villain"
    actions.buttons["choose_first"].click()
    _pick(actions.choice_combo, "villain")
    actions.apply_button.click()
    assert game.state.first_side == "villain"
    # Odran Vell stands with his base across the villains' zone edge (y 315 + 12.5 > 320)
    refusal = game.engine.evaluate(game.state, actions.action() or _end(game))
    assert [r.key for r in refusal.reasons] == ["d20.deploy.outside_at_end"]
    assert "Odran Vell" in refusal.reasons[0].text("en")
    drag(page.board, (650.0, 315.0), (650.0, 400.0))
    assert game.state.figure("odran-vell-1").position == (650.0, 315.0)  # refused
    drag(page.board, (650.0, 315.0), (650.0, 290.0))
    drag(page.board, (440.0, 310.0), (440.0, 280.0))
    assert game.state.figure("odran-vell-1").position == (650.0, 290.0)
    page.actions.end_button.click()
    assert (game.state.turn, game.state.side, game.state.phase) == (1, "villain", "movement")
    assert page.board.zones.items == []


def _end(game):
    from editor.rules.table_game.actions import TableAction

    return TableAction("end_phase")
