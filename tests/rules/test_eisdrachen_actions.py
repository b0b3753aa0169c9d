"""The Eisdrachen actions of « partie 4 » beyond moving, climbing, shooting and melee: one test
per action, named after the text's number and title, each expected value worked out by hand
from ``rules/eisdrachen-actions.fr.txt``; taking back each kind of action restores the state
exactly."""

from __future__ import annotations

from dataclasses import replace

from editor.model import RulesOptions
from editor.model.options import EisdrachenOptions, ShotRounding
from tests.rules.table_play import BLEU, act, duel, game, keys


def _villains_turn(play):
    """End the heroes' part of turn 1: the villains play."""
    play.apply(act("end_phase"))
    assert play.state.side == "villain"


def _taken_back_exactly(play, action):
    before = play.state
    assert play.apply(action)
    assert play.state != before
    play.take_back()
    assert play.state == before


def test_9_prise_de_position_halves_the_shots_at_the_figure():
    """« 9) Prise de position »: « Quiconque lui tire dessus divise son nombre de tir par 2 »:
    the Vétéran's 3 attacks at the dug-in Bleu roll 1 dodge die (3 / 2 rounded down), 2 when
    the option rounds up; the modifier cites the section."""
    for rounding, shots in ((ShotRounding.DOWN, 1), (ShotRounding.UP, 2)):
        options = RulesOptions(eisdrachen=EisdrachenOptions(dug_in_rounding=rounding))
        play = game(duel(bleu=replace(BLEU, hit_points=6), options=options))
        _villains_turn(play)
        assert play.apply(act("dig_in", "bleu"))
        assert play.state.figure("bleu").status("dug_in") is not None
        again = play.engine.evaluate(play.state, act("dig_in", "bleu"))
        assert keys(again) == ["eisdrachen.already_dug_in"]
        play.apply(act("end_phase"))
        shot = play.engine.evaluate(play.state, act("shoot", "vet", target="bleu"))
        assert shot.legal and shot.stages[0].count == shots
        (modifier,) = shot.modifiers
        assert (modifier.value, modifier.rule) == (shots - 3, "9) Prise de position")
        assert shot.odds["rolled_attacks"] == shots


def test_9_prise_de_position_changes_nothing_else_and_ends_when_the_figure_leaves():
    """« Cela ne change rien pour tout le reste »: the Vétéran's one strike (its own A 1) at
    the dug-in Bleu still rolls 1 dodge die, not 0; the hole stays where it was dug: after a
    move the Bleu is no longer dug in."""
    play = game(duel(distance_pas=2))
    _villains_turn(play)
    play.apply(act("dig_in", "bleu"))
    play.apply(act("end_phase"))
    melee = play.engine.evaluate(play.state, act("melee", "vet", target="bleu"))
    assert melee.legal and melee.stages[0].count == 1 and melee.modifiers == ()
    play.apply(act("end_phase"))
    bleu = play.state.figure("bleu").position
    play.apply(act("move", "bleu", at=(bleu[0] + 50.0, bleu[1])))
    assert play.state.figure("bleu").status("dug_in") is None


def test_9_prise_de_position_take_back_is_exact():
    play = game(duel())
    _taken_back_exactly(play, act("dig_in", "vet"))
