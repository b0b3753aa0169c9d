"""The Eisdrachen actions of « partie 4 » beyond moving, climbing, shooting and melee: one test
per action, named after the text's number and title, each expected value worked out by hand
from ``rules/eisdrachen-actions.fr.txt``; taking back each kind of action restores the state
exactly."""

from __future__ import annotations

from dataclasses import replace

from editor.model import RulesOptions
from editor.model.options import EisdrachenOptions, ShotRounding
from tests.rules.table_play import BLEU, VETERAN, act, duel, eis_weapon, game, keys


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


SCOPED = eis_weapon("Long rifle", 24, attacks=1, force=2)
SNIPER = replace(VETERAN, weapons=(eis_weapon("SMG", 10, attacks=3, force=2),
                                   replace(SCOPED, sniper_scope=True)))


def test_7_sniper_cancels_every_dodge_of_the_target():
    """« 7) Sniper »: « annuler toutes les esquives possibles du perso visé »: the Vétéran's
    scoped rifle (1 A of F 2) at the Bleu rolls no dodge die, only 2 wound dice (wounding on
    1 to 4); 2 and 6 take 1 PV; the Bleu, shot at, earns its vengeance."""
    play = game(duel(veteran=SNIPER))
    snipe = act("snipe", "vet", target="bleu")
    evaluation = play.engine.evaluate(play.state, snipe)
    assert evaluation.legal and evaluation.odds["dodge"] == "0"
    (stage,) = evaluation.stages
    assert (stage.key, stage.count, stage.roller) == ("eisdrachen.roll.wound", 2, "vet")
    assert [m.rule for m in evaluation.modifiers] == ["7) Sniper"]
    assert play.apply(replace(snipe, dice=((2, 6),)))
    bleu = play.state.figure("bleu")
    assert bleu.lost == 1 and bleu.status("vengeance_next").value == 1
    assert play.entries[-1].step.rules == ("7) Sniper", "3) Tir")


def test_7_sniper_needs_a_scoped_weapon_of_20_pas():
    """« n'est utilisable que si le perso porte [...] arme d'une portée de 20 ps minimum
    amélioré avec une lunette de sniper »: an unscoped rifle of 24 pas, or a scoped one of
    19 pas, cannot snipe; the SMG chosen by the player is refused by name."""
    plain = game(duel(veteran=replace(VETERAN, weapons=(SCOPED,))))
    offer = next(o for o in plain.engine.offers(plain.state, "vet") if o.name == "snipe")
    assert not offer.legal and offer.reasons[0].key == "eisdrachen.no_sniper_weapon"
    assert offer.reasons[0].rule == "7) Sniper"
    short = replace(SCOPED, range_pas=19, sniper_scope=True)
    near = game(duel(veteran=replace(VETERAN, weapons=(short,))))
    assert not next(o for o in near.engine.offers(near.state, "vet") if o.name == "snipe").legal
    play = game(duel(veteran=SNIPER))
    smg = play.engine.evaluate(play.state, act("snipe", "vet", target="bleu", weapon=0))
    assert keys(smg) == ["eisdrachen.not_sniper_weapon"]


def test_7_sniper_take_back_is_exact():
    play = game(duel(veteran=SNIPER))
    _taken_back_exactly(play, act("snipe", "vet", target="bleu", dice=((1, 1),)))
