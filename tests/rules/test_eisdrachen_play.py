"""Eisdrachen on the table (``rules/eisdrachen-actions.fr.txt``), one test per rule, each
naming its French section; the numbers are worked out by hand from the text."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.messages import SkirmishError
from editor.model import RulesOptions
from editor.model.options import EisdrachenOptions
from editor.rules.table_game.turns import VENGEANCE, VENGEANCE_NEXT
from tests.rules.table_play import (
    BLEU,
    SOLDAT,
    VETERAN,
    act,
    duel,
    eis_weapon,
    game,
    keys,
    sample,
    wall,
)


def test_3_tir_the_worked_example_dodges_once_then_takes_3_pv():
    """« 3) Tir »: « un Bleu subit 3 attaques de force 2 [...] par un Vétéran [...] il fait un
    3, un 5 et un 6, il réussi donc à effectuer une esquive »; « Le tireur Vétéran lance un dé
    pour chacun des dégâts non esquivé, il obtient 2, 2, 4, 6. Le 6 ne blessant pas, le Bleu
    perd trois points de vie »: a Bleu of 3 PV is out."""
    play = game(duel())
    shot = act("shoot", "vet", target="bleu")
    evaluation = play.engine.evaluate(play.state, shot)
    assert evaluation.legal and evaluation.modifiers == ()
    (first,) = evaluation.stages
    assert (first.key, first.sides, first.count, first.roller) == ("eisdrachen.roll.dodge", 6, 3,
                                                                   "bleu")
    wound = play.engine.next_stage(play.state, shot, [(3, 5, 6)])
    assert (wound.key, wound.count, wound.roller) == ("eisdrachen.roll.wound", 4, "vet")
    assert play.apply(replace(shot, dice=((3, 5, 6), (2, 2, 4, 6))))
    result = play.entries[-1].step.result
    assert (result["dodged"], result["wound_dice"], result["wounding"], result["lost"]) == (
        1, 4, 3, 3)
    bleu = play.state.figure("bleu")
    assert bleu.out and bleu.lost == 3 and bleu.position is None


def test_3_tir_the_log_line_reads_right_for_one_attack_in_both_languages():
    """« 3) Tir » with one attack: the log line counts it without a wrong plural."""
    rifle = replace(VETERAN, weapons=(eis_weapon("Rifle", 10, attacks=1, force=1),))
    play = game(duel(veteran=rifle))
    shot = act("shoot", "vet", target="bleu")
    evaluation = play.engine.evaluate(play.state, shot)
    assert evaluation.legal and evaluation.stages[0].count == 1
    assert play.apply(replace(shot, dice=((1,), (6,))))  # not dodged; the 6 does not wound
    step = play.entries[-1].step
    assert "attacks 1, dodged 0, PV lost 0." in step.text("en")
    assert "attaques 1, esquivées 0, PV perdus 0." in step.text("fr")


def test_3_tir_odds_before_the_roll_are_the_chain_of_dodges_and_wounds():
    """« 3) Tir »: the odds shown are exact; a Bleu of 3 PV is out with every loss of 3 or more
    of the 6 possible: 1 − P(0) − P(1) − P(2)."""
    play = game(duel())
    odds = play.engine.evaluate(play.state, act("shoot", "vet", target="bleu")).odds
    assert (odds["dodge"], odds["wound"], odds["hit_points"]) == ("1/6", "2/3", 3)
    # P(k PV) of 3 attacks dodged on 6 (1/6), 2 dice each wounding with 2/3:
    # one attack: 0 → 1/6 + 5/6·1/9 = 14/54, 1 → 5/6·4/9 = 20/54, 2 → 5/6·4/9 = 20/54.
    from fractions import Fraction

    one = [Fraction(14, 54), Fraction(20, 54), Fraction(20, 54)]
    p0 = one[0] ** 3
    p1 = 3 * one[0] ** 2 * one[1]
    p2 = 3 * one[0] ** 2 * one[2] + 3 * one[0] * one[1] ** 2
    assert Fraction(odds["out"]) == 1 - p0 - p1 - p2


def test_3_tir_a_the_target_must_be_within_the_weapons_range():
    """« 3) Tir » a): « si elle est à portée d'arme »: 10 pas reach 10 pas, not 10.5."""
    assert game(duel(distance_pas=10)).engine.evaluate(
        game(duel(distance_pas=10)).state, act("shoot", "vet", target="bleu")).legal
    far = game(duel(distance_pas=10.5))
    evaluation = far.engine.evaluate(far.state, act("shoot", "vet", target="bleu"))
    assert keys(evaluation) == ["table_game.out_of_range"]
    assert evaluation.reasons[0].rule == "3) Tir"
    assert "10.5 pas" in evaluation.reasons[0].text("en")


def test_3_tir_a_the_target_must_be_seen():
    """« 3) Tir » a): « si la cible visée est bien visible par son tireur »: a wall between them
    that blocks sight hides it."""
    screen = wall("screen", 270, 350, 280, 450, blocks=True)
    play = game(duel(terrain=(screen,)))
    evaluation = play.engine.evaluate(play.state, act("shoot", "vet", target="bleu"))
    assert keys(evaluation) == ["table_game.not_visible"]
    with pytest.raises(SkirmishError) as caught:
        play.apply(act("shoot", "vet", target="bleu"))
    assert caught.value.message.key == "table_game.not_visible"


def test_3_tir_vengeance_the_target_earns_an_action_for_its_next_turn():
    """« 3) Tir »: « chaque fois qu'un joueur se fait tirer dessus, il gagne une action en plus
    valable au tour suivant »: a Bleu of 5 PV shot twice has 2 + 2 actions next turn."""
    play = game(duel(bleu=replace(BLEU, hit_points=5)))
    miss = ((6, 6, 6),)  # every attack dodged: no wound dice at all
    play.apply(act("shoot", "vet", target="bleu", dice=miss))
    play.apply(act("shoot", "vet", target="bleu", dice=miss))
    assert play.state.figure("bleu").status(VENGEANCE_NEXT).value == 2
    play.apply(act("end_phase"))  # the villains' part of turn 1: not yet
    assert play.engine.actions_allowed(play.state.figure("bleu")) == 2
    play.apply(act("end_phase"))  # turn 2
    bleu = play.state.figure("bleu")
    assert bleu.status(VENGEANCE).value == 2 and bleu.status(VENGEANCE_NEXT) is None
    assert play.engine.actions_allowed(bleu) == 4


def test_actions_de_base_a_figure_has_its_actions_of_the_turn():
    """« Actions de base »: two actions by default (``actions_per_turn``), then no more; the
    same action twice only when ``same_action_twice`` allows it."""
    play = game(duel(bleu=replace(BLEU, hit_points=9)))
    miss = ((6, 6, 6),)
    play.apply(act("shoot", "vet", target="bleu", dice=miss))
    play.apply(act("shoot", "vet", target="bleu", dice=miss))
    third = play.engine.evaluate(play.state, act("shoot", "vet", target="bleu"))
    assert keys(third) == ["eisdrachen.no_action_left"] and third.reasons[0].rule == "Actions de base"
    strict = RulesOptions(eisdrachen=EisdrachenOptions(same_action_twice=False))
    once = game(duel(bleu=replace(BLEU, hit_points=9), options=strict))
    once.apply(act("shoot", "vet", target="bleu", dice=miss))
    assert keys(once.engine.evaluate(once.state, act("shoot", "vet", target="bleu"))) == [
        "eisdrachen.same_action"]


def test_actions_de_base_sides_play_in_turn():
    """« Actions de base »: the heroes' figures act, then the villains'; a figure of the side
    that waits is refused; after both, turn 2 starts with every action free again."""
    play = game(duel())
    assert (play.state.turn, play.state.side, play.state.phase) == (1, "hero", "actions")
    waiting = play.engine.evaluate(play.state, act("shoot", "bleu", target="vet"))
    assert keys(waiting) == ["table_game.not_their_side"]
    play.apply(act("move", "vet", at=(200.0, 300.0)))
    play.apply(act("end_phase"))
    assert play.state.side == "villain" and play.state.figure("vet").used == ("move",)
    play.apply(act("end_phase"))
    assert (play.state.turn, play.state.side) == (2, "hero") and play.state.figure("vet").used == ()


def test_1_deplacement_a_move_is_at_most_v_pas():
    """« 1) Déplacement »: « la vitesse (V) [...] définie le nombre de pas maximum »: V 6 is
    150 mm; 145 mm on open ground is legal, 160 mm is not."""
    play = game(duel())
    assert play.engine.evaluate(play.state, act("move", "vet", at=(200.0, 255.0))).legal
    too_far = play.engine.evaluate(play.state, act("move", "vet", at=(200.0, 240.0)))
    assert keys(too_far) == ["table_game.move.too_far"]
    assert too_far.reasons[0].rule == "1) Déplacement"


def test_1_deplacement_no_walking_through_walls():
    """« 1) Déplacement »: « le perso ne peut pas [...] passez à travers les murs »: a point
    beyond a wall longer than a move is out of reach."""
    long_wall = wall("wall", 100, 330, 400, 340)
    play = game(duel(terrain=(long_wall,)))
    beyond = play.engine.evaluate(play.state, act("move", "vet", at=(200.0, 310.0)))
    assert keys(beyond) == ["table_game.move.unreachable"]


def test_5_corps_a_corps_the_bases_come_into_contact_under_3_pas():
    """« 5) Corps à corps » a): « elles se mettront automatiquement au contact si leur distance
    l'une de l'autre est inférieur à 3 pas »: 2.9 pas is close enough, 3 pas is not."""
    near = game(duel(distance_pas=2.9))
    assert near.engine.evaluate(near.state, act("melee", "vet", target="bleu")).legal
    apart = game(duel(distance_pas=3.0))
    assert keys(apart.engine.evaluate(apart.state, act("melee", "vet", target="bleu"))) == [
        "eisdrachen.not_in_contact"]


def test_5_corps_a_corps_strike_then_riposte():
    """« 5) Corps à corps »: the declarer strikes first; « La frappe réussie automatiquement »,
    the struck figure dodges as against a shot, the striker rolls its wounds; then « Riposte
    [...] en inversant les rôles ». A Soldat (A 2, F 1) attacks a Soldat (A 2, F 1, 3 PV): the
    dodges 6, 2 leave one attack, its die 3 wounds (a Soldat fails on 4+): 1 PV; the other
    stands and ripostes: dodges 1, 1 (none), dice 5, 4 (no wound)."""
    scenario = duel(bleu=SOLDAT, veteran=SOLDAT, distance_pas=1)
    play = game(scenario)
    strike = act("melee", "vet", target="bleu")
    engine = play.engine
    assert engine.next_stage(play.state, strike, []).roller == "bleu"
    assert engine.next_stage(play.state, strike, [(6, 2)]).count == 1
    assert engine.next_stage(play.state, strike, [(6, 2), (3,)]).roller == "vet"
    play.apply(replace(strike, dice=((6, 2), (3,), (1, 1), (5, 4))))
    result = play.entries[-1].step.result
    assert result["first"] == "vet" and result["lost"] == {"vet": 0, "bleu": 1}
    assert [s["striker"] for s in result["strikes"]] == ["vet", "bleu"]


def test_5_corps_a_corps_a_bleu_attacked_strikes_first_and_a_fallen_figure_does_not_riposte():
    """« 5) Corps à corps »: « frappe le premier (sauf si la figurine attaquée est un bleu) »:
    the Bleu (A 1, F 1) strikes the Vétéran first: the Vétéran dodges on 5+, 4 does not;
    the Bleu's wound die 1 wounds; then the Vétéran's melee weapon (A 3, F 2: « on utilise le
    profil de l'arme ») strikes: dodges 1, 2, 3 (none on 6), 6 wound dice 1, 1, 1, 1, 4, 1
    wound on below 5: 6 PV, the Bleu's 3 are gone and nothing answers."""
    knife = replace(VETERAN, weapons=(eis_weapon("Bayonet", None, attacks=3, force=2),))
    play = game(duel(veteran=knife, distance_pas=1))
    play.apply(act("melee", "vet", target="bleu", dice=((4,), (1,), (1, 2, 3), (1, 1, 1, 1, 4, 1))))
    result = play.entries[-1].step.result
    assert result["first"] == "bleu" and result["lost"] == {"vet": 1, "bleu": 3}
    assert result["out"] == ["bleu"] and play.state.figure("bleu").out


def test_2_escalader_the_watch_tower_comes_down_by_a_climb_and_sees_over_the_trench():
    """« 2) Escalader » and « 3) Tir » on frozen-trench: Oskar Lind on the 60 mm tower sees the
    marauder beyond the trench; a move cannot take him down (« 1) Déplacement »: no walking
    through walls), a climb can (60 mm is within half of his V 5, 62.5 mm); at the foot of the
    tower the trench's parapet hides the marauder."""
    play = game(sample("frozen-trench"))
    shot = act("shoot", "oskar-lind-1", target="fang-marauder-1")
    assert play.engine.evaluate(play.state, shot).legal
    foot = (340.0, 660.0)
    assert not play.engine.evaluate(play.state, act("move", "oskar-lind-1", at=foot)).legal
    climb = act("climb", "oskar-lind-1", at=foot)
    assert play.engine.evaluate(play.state, climb).legal
    play.apply(climb)
    assert play.engine.game.view(play.state, "oskar-lind-1").elevation_mm == 0.0
    assert keys(play.engine.evaluate(play.state, shot)) == ["table_game.not_visible"]
