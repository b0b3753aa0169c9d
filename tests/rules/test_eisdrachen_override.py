"""The players may always override the actions a figure has left (« Actions de base » gives no
number; the text « peut être complétées d'actions faites-maison »): ``set_actions``."""

from __future__ import annotations

from tests.rules.table_play import act, duel, game, keys


def test_actions_de_base_the_players_set_the_actions_a_figure_has_left():
    """Two moves use the Vétéran's 2 actions; the players give it 1 more: a third move is
    legal, a fourth is not; 0 left stops it at once; set in the villains' turn too; the next
    turn it has its 2 again. No action is used by the override."""
    play = game(duel())
    for x in (210.0, 220.0):
        assert play.apply(act("move", "vet", at=(x, 400.0)))
    assert keys(play.engine.evaluate(play.state, act("move", "vet", at=(230.0, 400.0)))) == [
        "eisdrachen.no_action_left"]
    assert play.apply(act("set_actions", "vet", count=1))
    assert play.state.figure("vet").used == ("move", "move")
    assert play.apply(act("move", "vet", at=(230.0, 400.0)))
    assert keys(play.engine.evaluate(play.state, act("move", "vet", at=(240.0, 400.0)))) == [
        "eisdrachen.no_action_left"]
    play.apply(act("end_phase"))
    assert play.apply(act("set_actions", "vet", count=0))  # in the villains' turn
    assert play.apply(act("set_actions", "bleu", count=0))
    assert keys(play.engine.evaluate(play.state, act("dig_in", "bleu"))) == [
        "eisdrachen.no_action_left"]
    play.apply(act("end_phase"))
    assert play.state.figure("vet").status("actions_set") is None
    assert play.apply(act("move", "vet", at=(240.0, 400.0)))
    assert play.apply(act("move", "vet", at=(250.0, 400.0)))


def test_actions_de_base_the_override_needs_a_number_and_is_taken_back_exactly():
    play = game(duel())
    assert keys(play.engine.evaluate(play.state, act("set_actions", "vet"))) == [
        "eisdrachen.set_actions_count"]
    assert keys(play.engine.evaluate(play.state, act("set_actions", "vet", count=21))) == [
        "eisdrachen.set_actions_count"]
    before = play.state
    assert play.apply(act("set_actions", "vet", count=3))
    play.take_back()
    assert play.state == before


def test_the_number_first_offered_is_the_actions_the_figure_has_left():
    """The Vétéran's 2 actions of the turn (the sample rules' default): 2 at first, 1 after a
    move; once the players gave it 3 and it moved twice in all, 1 again."""
    play = game(duel())
    rule = play.engine.actions["set_actions"]
    assert rule.default_count(play.engine, play.state, "vet") == 2
    assert play.apply(act("move", "vet", at=(210.0, 400.0)))
    assert rule.default_count(play.engine, play.state, "vet") == 1
    assert play.apply(act("set_actions", "vet", count=2))  # 1 used + 2 = 3 in all
    assert play.apply(act("move", "vet", at=(220.0, 400.0)))
    assert rule.default_count(play.engine, play.state, "vet") == 1
