"""« Quitter un càc » (D20 « Le Corps à Corps »): the retreat test and its two moves, and the
shot of a retreat while firing. Numbers by hand from the text: the retreating figure (Càc 4,
Tir 5, Mouvement 12 cm) at (300, 400) touches the guard (Càc 3, Dφ 16) at (325, 400)."""

from __future__ import annotations

from dataclasses import replace

from editor.model import Side
from editor.model.options import D20Options, RulesOptions
from tests.rules.table_play import act, figure, game, keys, wall
from tests.rules.test_d20_play import BRUISER, melee_scenario

RULE = "Quitter un càc"
RETREATER = replace(BRUISER, shooting=5)


def scenario(extra=(), terrain=(), options=None):
    base = melee_scenario(options=options)
    units = tuple(u if u.id != "bruiser" else replace(u, profile=RETREATER) for u in base.units)
    board = replace(base.board, terrain=tuple(terrain))
    return replace(base, units=units, figures=(*base.figures, *extra), board=board)


def in_actions(scenario_):
    play = game(scenario_)
    play.apply(act("end_phase"))
    return play


def test_quitter_un_cac_the_opposed_test_is_won_only_when_higher():
    """« Càc + 1D20 du retraitant comparé au Càc + 1D20 de l'une des figurines dans le càc »,
    « Si le test est réussi (résultat plus élevé) »: 4 + a against 3 + b is won when a ≥ b:
    210 of the 400 pairs, 21/40; a tie (b = a + 1) 19/400. Dice 10 and 11: 14 against 14, the
    figure stays; 11 and 11: 15 against 14, it withdraws."""
    play = in_actions(scenario())
    retreat = act("retreat", "b", target="g", at=(160.0, 400.0))
    evaluation = play.engine.evaluate(play.state, retreat)
    assert evaluation.legal
    assert (evaluation.odds["win"], evaluation.odds["tie"]) == ("21/40", "19/400")
    assert [s.roller for s in evaluation.stages] == ["b"]
    assert play.engine.next_stage(play.state, retreat, ((10,),)).roller == "g"
    play.apply(replace(retreat, dice=((10,), (11,))))
    assert play.state.figure("b").position == (300.0, 400.0)
    assert play.entries[-1].step.key == "d20.step.retreat_failed"
    assert keys(play.engine.evaluate(play.state, retreat)) == ["d20.already_acted"]
    play.take_back()
    play.apply(replace(retreat, dice=((11,), (11,))))
    assert play.state.figure("b").position == (160.0, 400.0)
    assert play.entries[-1].step.rules == (RULE,)


def test_quitter_un_cac_a_normal_move_plus_5_cm_in_a_straight_line():
    """« Soit c'est un mouvement normal en ligne droite + 5 cm »: 12 + 5 = 17 cm: 165 mm west is
    within, 175 mm is not; a wall across the line closes it though a bent tape would pass."""
    play = in_actions(scenario())
    assert play.engine.evaluate(play.state, act("retreat", "b", target="g",
                                                at=(135.0, 400.0))).legal
    assert keys(play.engine.evaluate(play.state, act("retreat", "b", target="g",
                                                     at=(125.0, 400.0)))) == [
        "table_game.move.too_far"]
    walled = in_actions(scenario(terrain=(wall("w", 240, 380, 250, 420),)))
    blocked = walled.engine.evaluate(walled.state, act("retreat", "b", target="g",
                                                       at=(200.0, 400.0)))
    assert keys(blocked) == ["d20.retreat.not_straight"] and blocked.reasons[0].rule == RULE
    assert walled.engine.evaluate(walled.state, act("move", "b", at=(200.0, 400.0))).reasons[
        0].key == "table_game.wrong_phase"


def test_quitter_un_cac_the_retreat_leaves_the_melee_against_a_figure_of_it():
    """« Quitter un càc »: the test is against « l'une des figurines dans le càc », and the
    move ends out of contact."""
    far = figure("v", "guard", Side.VILLAIN, 700, 400, 270)
    play = in_actions(scenario(extra=(far,)))
    assert keys(play.engine.evaluate(play.state, act("retreat", "b", target="v",
                                                     at=(200.0, 400.0)))) == [
        "d20.retreat.not_in_melee"]
    assert keys(play.engine.evaluate(play.state, act("retreat", "b", target="g",
                                                     at=(325.0, 375.0)))) == [
        "d20.retreat.still_in_contact"]


def test_quitter_un_cac_before_all_other_actions():
    """« Elle se fait avant toutes les autres actions/tirs »: once a friend has struck in this
    phase, no retreat."""
    friend = figure("f", "bruiser", Side.HERO, 312.5, 378.35, 135)
    play = in_actions(scenario(extra=(friend,)))
    play.apply(act("melee", "f", target="g", dice=((1,),)))
    refused = play.engine.evaluate(play.state, act("retreat", "b", target="g",
                                                   at=(200.0, 400.0)))
    assert keys(refused) == ["d20.retreat.first"]


def test_quitter_un_cac_retreating_while_firing_half_the_move_and_half_the_tir():
    """« Soit le mouvement de retraite est divisé par 2 et il est permis alors de tirer [...]
    seulement sur les figurines impliquées dans le càc [...] L'Habileté est également divisée
    par 2 (arrondi au supérieur) »: 12 / 2 = 6 cm (55 mm in, 65 mm out); then the pistol at
    ⌈5 / 2⌉ = 3 (−2) + Force 4 = 7 against Dφ 16: faces 10 to 20, 11/20; a 15 takes 6 PC."""
    far = figure("v", "guard", Side.VILLAIN, 400, 400, 270)
    play = in_actions(scenario(extra=(far,)))
    assert keys(play.engine.evaluate(play.state, act("retreat_firing", "b", target="g",
                                                     at=(235.0, 400.0)))) == [
        "table_game.move.too_far"]
    play.apply(act("retreat_firing", "b", target="g", at=(245.0, 400.0), dice=((11,), (2,))))
    shot = act("retreat_shot", "b", target="g", weapon=1)
    evaluation = play.engine.evaluate(play.state, shot)
    assert evaluation.legal
    half = evaluation.modifiers[0]
    assert (half.key, half.value, half.rule) == ("d20.modifier.retreat_half", -2, RULE)
    assert (evaluation.odds["attack"], evaluation.odds["hit"]) == (7, "11/20")
    assert keys(play.engine.evaluate(play.state, act("retreat_shot", "b", target="v",
                                                     weapon=1))) == [
        "d20.retreat.not_that_melee"]
    play.apply(replace(shot, dice=((15,),)))
    assert play.state.figure("g").lost == 6
    assert keys(play.engine.evaluate(play.state, shot)) == ["d20.retreat.no_shot"]


def test_quitter_un_cac_a_retreat_without_firing_gives_no_shot_and_the_option_of_the_half():
    """« le personnage se sauve sans tirer »; with ``retreat_firing_halves_extra`` the firing
    retreat goes (12 + 5) / 2 = 8.5 cm: 80 mm west is then within."""
    play = in_actions(scenario())
    play.apply(act("retreat", "b", target="g", at=(200.0, 400.0), dice=((20,), (1,))))
    assert keys(play.engine.evaluate(play.state, act("retreat_shot", "b", target="g",
                                                     weapon=1))) == ["d20.retreat.no_shot"]
    plain = in_actions(scenario())
    wide = in_actions(scenario(options=RulesOptions(
        d20=D20Options(retreat_firing_halves_extra=True))))
    far_back = act("retreat_firing", "b", target="g", at=(220.0, 400.0))
    assert keys(plain.engine.evaluate(plain.state, far_back)) == ["table_game.move.too_far"]
    assert wide.engine.evaluate(wide.state, far_back).legal


def test_quitter_un_cac_the_shot_of_the_retreat_is_taken_in_its_phase():
    """« il est permis alors de tirer pendant ce mouvement »: once the phase is over, the shot
    is lost."""
    play = in_actions(scenario())
    play.apply(act("retreat_firing", "b", target="g", at=(245.0, 400.0), dice=((11,), (2,))))
    play.apply(act("end_phase"))
    assert play.state.left_melee == () and play.state.figure("b").status("retreat_fire") is None
