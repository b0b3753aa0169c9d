"""The D20 game on the table (``rules/d20-skirmish.fr.txt``), one test per rule, each naming
its French section; the numbers are worked out by hand from the text."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.messages import SkirmishError
from editor.model import CoverClass, D20Profile, Side
from editor.model.mission import Condition, ConditionKind, Mission
from editor.model.options import D20Options, PhaseOrder, RulesOptions
from tests.rules.table_play import act, d20_weapon, figure, game, keys, table, unit, wall

SHOOTER = D20Profile(movement_cm=12, shooting=5, melee=4, strength=6, physical_defence=16,
                     constitution=9, weapons=(d20_weapon("Rifle", 60, 7),))
TARGET = D20Profile(movement_cm=10, shooting=4, melee=3, strength=6, physical_defence=17,
                    constitution=9, weapons=(d20_weapon("Pistol", 25, 4),))


def range_scenario(*, target_facing=270.0, shooter_facing=90.0, terrain=(), target=TARGET,
                   shooter=SHOOTER, options=None, mission=None, x=500.0):
    """The shooter at (200, 400), the target at (``x``, 400): 27.5 cm base to base."""
    scenario = table(
        "d20",
        [unit("shooter", Side.HERO, shooter), unit("target", Side.VILLAIN, target)],
        [figure("s", "shooter", Side.HERO, 200, 400, shooter_facing),
         figure("t", "target", Side.VILLAIN, x, 400, target_facing)],
        terrain, options,
    )
    return replace(scenario, mission=mission) if mission else scenario


def in_actions_phase(scenario):
    """A game of ``scenario`` past the heroes' movement phase."""
    play = game(scenario)
    play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("hero", "actions")
    return play


def test_3_2_les_tirs_the_margin_over_dphi_is_the_pc_lost():
    """« 3.2. Les Tirs »: « Tir + Force de l'arme + 1D20 / Défense Physique »; « Si le résultat
    du Tir est supérieur à la Dφ [...] la différence est égale au nombre de Points de
    Constitution perdus »: Tir 5 + Force 7 + 10 = 22 against Dφ 17: 5 PC."""
    play = in_actions_phase(range_scenario())
    shot = act("shoot", "s", target="t")
    evaluation = play.engine.evaluate(play.state, shot)
    assert evaluation.legal and evaluation.modifiers == ()
    assert (evaluation.odds["attack"], evaluation.odds["defence"]) == (12, 17)
    # a hit on faces 6 to 20 (12 + 6 > 17): 15 of 20
    assert evaluation.odds["hit"] == "3/4"
    (stage,) = evaluation.stages
    assert (stage.key, stage.sides, stage.count, stage.roller) == ("d20.roll.attack", 20, 1, "s")
    play.apply(replace(shot, dice=((10,),)))
    assert play.state.figure("t").lost == 5 and play.entries[-1].step.result["score"] == 22


def test_3_2_les_tirs_equal_to_dphi_is_a_miss():
    """« 3.2. Les Tirs »: « inférieur ou égal à la Dφ, alors le tir est considéré comme
    manqué »: 12 + 5 = 17 against 17."""
    play = in_actions_phase(range_scenario())
    play.apply(act("shoot", "s", target="t", dice=((5,),)))
    assert play.state.figure("t").lost == 0 and play.entries[-1].step.result["hit"] is False


def test_3_2_les_tirs_the_last_pc_kills_and_removes_the_figure():
    """« 3.2. Les Tirs »: « Lorsque la dernière case PC est noircie, la figurine est considérée
    comme tuée et est retirée du jeu »; the mission « every villain is neutralized » is won."""
    won = Mission(victory=(Condition(ConditionKind.ALL_VILLAINS_NEUTRALIZED),))
    play = in_actions_phase(range_scenario(target=replace(TARGET, constitution=3), mission=won))
    play.apply(act("shoot", "s", target="t", dice=((20,),)))
    target = play.state.figure("t")
    assert target.out and target.lost == 3 and target.position is None
    assert play.state.ended == "victory" and play.engine.ended == "game.end.victory"
    assert play.engine.verdict().text("en") == "Victory at turn 1: every villain is neutralized."
    assert keys(play.engine.evaluate(play.state, act("shoot", "s", target="t"))) == [
        "table_game.ended"]


def test_les_couverts_a_target_behind_medium_cover_adds_2_to_its_dphi():
    """« Les Couverts »: « Moyen : +2 à la Dφ »; « Une petite figurine peut être prise pour cible
    si sa tête et ses épaules dépassent d'un couvert »: a 20 mm wall just before a 30 mm
    figure leaves its head and shoulders in sight."""
    low_wall = wall("wall", 470, 350, 480, 450, height=20.0, cover=CoverClass.MEDIUM)
    play = in_actions_phase(range_scenario(terrain=(low_wall,)))
    evaluation = play.engine.evaluate(play.state, act("shoot", "s", target="t"))
    assert evaluation.legal
    (cover,) = evaluation.modifiers
    assert (cover.key, cover.value, cover.rule) == ("d20.modifier.cover", 2, "Les Couverts")
    assert evaluation.odds["defence"] == 19
    assert cover.text("fr") == "Cible à couvert moyen : à sa Dφ"


def test_le_tir_dans_le_dos_from_the_rear_arc_adds_1():
    """« Le Tir dans le dos »: « les attaques dans le dos doivent obligatoirement commencer dans
    l'arc arrière de la figurine ciblée. L'attaquant bénéficie alors d'un bonus de +1 »: the
    target faces away."""
    play = in_actions_phase(range_scenario(target_facing=90.0))
    evaluation = play.engine.evaluate(play.state, act("shoot", "s", target="t"))
    (rear,) = evaluation.modifiers
    assert (rear.key, rear.value, rear.rule) == ("d20.modifier.rear", 1, "Le Tir dans le dos")
    assert evaluation.odds["attack"] == 13


def test_le_champ_de_vision_a_target_behind_the_shooter_cannot_be_shot():
    """« Le Champ de vision »: « Une figurine voit sur les 180° de son arc frontal »."""
    play = in_actions_phase(range_scenario(shooter_facing=270.0))
    evaluation = play.engine.evaluate(play.state, act("shoot", "s", target="t"))
    assert keys(evaluation) == ["d20.not_in_arc"] and evaluation.reasons[0].rule == (
        "Le Champ de vision")


def test_les_armes_the_range_is_the_farthest_a_weapon_shoots():
    """« Les armes »: « La Portée est la distance maximale à laquelle une arme peut tirer »:
    a 60 cm rifle reaches 60 cm, not 60.5."""
    at_range = in_actions_phase(range_scenario(x=200 + 600 + 25))
    assert at_range.engine.evaluate(at_range.state, act("shoot", "s", target="t")).legal
    beyond = in_actions_phase(range_scenario(x=200 + 605 + 25))
    assert keys(beyond.engine.evaluate(beyond.state, act("shoot", "s", target="t"))) == [
        "table_game.out_of_range"]


BRUISER = D20Profile(movement_cm=12, melee=4, strength=6, physical_defence=16, constitution=9,
                     weapons=(d20_weapon("Hammer", None, 7), d20_weapon("Pistol", 25, 4)))
GUARD = replace(TARGET, physical_defence=16)


def melee_scenario(friends=(), options=None):
    """The bruiser at (300, 400) in base contact with the guard at (325, 400)."""
    figures = [figure("b", "bruiser", Side.HERO, 300, 400, 90),
               figure("g", "guard", Side.VILLAIN, 325, 400, 270)]
    figures += [figure(f"f{i}", "bruiser", Side.HERO, x, y, 90) for i, (x, y) in enumerate(friends)]
    return table("d20", [unit("bruiser", Side.HERO, BRUISER), unit("guard", Side.VILLAIN, GUARD)],
                 figures, options=options)


def test_le_corps_a_corps_cac_plus_weapon_force_plus_1d20_against_dphi():
    """« Le Corps à Corps »: « Càc + 1D20 + Force de l'arme / Dφ »: 4 + 7 (the hammer) + 6 =
    17 against 16: 1 PC; « un combattant se servant de son arme de tir dans une mêlée [...] est
    équivalente à une Force de 1 »: with the pistol, 4 + 1 + 6 = 11, a miss."""
    play = in_actions_phase(melee_scenario())
    strike = act("melee", "b", target="g")
    evaluation = play.engine.evaluate(play.state, strike)
    assert evaluation.legal and evaluation.odds["attack"] == 11 and evaluation.modifiers == ()
    play.apply(replace(strike, dice=((6,),)))
    assert play.state.figure("g").lost == 1
    pistol = in_actions_phase(melee_scenario())
    butt = act("melee", "b", target="g", weapon=1)
    (improvised,) = pistol.engine.evaluate(pistol.state, butt).modifiers
    assert improvised.key == "d20.modifier.improvised" and improvised.value == 1
    pistol.apply(replace(butt, dice=((6,),)))
    assert pistol.state.figure("g").lost == 0


def test_le_corps_a_corps_the_bases_must_touch():
    """« C'est la Phase de Mouvement qui amène le personnage au corps à corps »: bases in
    contact; a few millimetres apart they are not."""
    scenario = melee_scenario()
    apart = replace(scenario, figures=(replace(scenario.figures[0], position=(297.0, 400.0)),
                                       *scenario.figures[1:]))
    play = in_actions_phase(apart)
    assert keys(play.engine.evaluate(play.state, act("melee", "b", target="g"))) == [
        "d20.not_in_contact"]


def test_la_synergie_each_friendly_base_in_contact_with_both_adds_1_up_to_the_maximum():
    """« La Synergie lors des corps à corps »: « Pour tout socle ami en contact avec le sien, et
    celui de l'adversaire, il gagne un bonus de +1 [...] jusqu'à un maximum de +3 »: two friends
    touching both bases give +2; with a maximum of 1 (``synergy_max``), +1."""
    both = ((312.5, 378.35), (312.5, 421.65))
    play = in_actions_phase(melee_scenario(both))
    (synergy,) = play.engine.evaluate(play.state, act("melee", "b", target="g")).modifiers
    assert (synergy.value, synergy.rule) == (2, "La Synergie lors des corps à corps")
    capped = RulesOptions(d20=D20Options(synergy_max=1))
    play = in_actions_phase(melee_scenario(both, capped))
    (synergy,) = play.engine.evaluate(play.state, act("melee", "b", target="g")).modifiers
    assert synergy.value == 1


def test_les_tours_et_les_phases_de_jeu_movement_then_actions_side_by_side():
    """« 3. Les Tours et les Phases de jeu »: « une phase de mouvements, une phase
    d'actions/tirs »: no shot while moving, one move per figure, then one action; then the next
    side; with ``phase_order = all_sides`` every side moves before anyone acts."""
    play = game(range_scenario())
    early = play.engine.evaluate(play.state, act("shoot", "s", target="t"))
    assert keys(early) == ["table_game.wrong_phase"]
    assert early.reasons[0].rule == "3. Les Tours et les Phases de jeu"
    play.apply(act("move", "s", at=(200.0, 350.0)))
    assert keys(play.engine.evaluate(play.state, act("move", "s", at=(200.0, 330.0)))) == [
        "d20.already_acted"]
    play.apply(act("end_phase"))
    play.apply(act("shoot", "s", target="t", dice=((1,),)))
    assert keys(play.engine.evaluate(play.state, act("shoot", "s", target="t"))) == [
        "d20.already_acted"]
    play.apply(act("end_phase"))
    assert (play.state.turn, play.state.side, play.state.phase) == (1, "villain", "movement")
    by_phase = game(range_scenario(options=RulesOptions(
        d20=D20Options(phase_order=PhaseOrder.ALL_SIDES))))
    by_phase.apply(act("end_phase"))
    assert (by_phase.state.side, by_phase.state.phase) == ("villain", "movement")
    by_phase.apply(act("end_phase"))
    assert (by_phase.state.side, by_phase.state.phase) == ("hero", "actions")


def test_three_players_play_in_d20_and_not_in_eisdrachen():
    """« quand trois joueurs s'affrontent »: a third side takes its turn in the D20 game;
    Eisdrachen plays two sides."""
    scenario = range_scenario()
    third = replace(scenario, figures=(*scenario.figures,
                                       figure("n", "target", Side.NEUTRAL, 800, 600, 0)))
    play = game(third)
    assert play.engine.game.sides == ("hero", "villain", "neutral")
    for _ in range(4):
        play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("neutral", "movement")
    from tests.rules.table_play import BLEU

    eis = table("eisdrachen", [unit("bleu", Side.HERO, BLEU)],
                [figure(f"b{i}", "bleu", side, 100 + 100 * i, 100)
                 for i, side in enumerate(Side)])
    with pytest.raises(SkirmishError) as caught:
        game(eis)
    assert caught.value.message.key == "table_game.too_many_sides"
