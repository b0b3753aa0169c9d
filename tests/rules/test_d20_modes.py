"""« Types de déplacement des UC » (D20 « 3.1. Les Mouvements »): the vigilant walk, the
ready-to-fire position and its fire in the opponent's movement phase. Numbers by hand from the
text; the shooter (Tir 5, rifle 60 cm Force 7, Mouvement 12 cm, Dφ 16) at (200, 400) faces
east, the target (Tir 4, pistol 25 cm Force 4, Mouvement 10 cm, Dφ 17) at (500, 400) faces
west."""

from __future__ import annotations

from dataclasses import replace

from editor.model import Side
from tests.rules.table_play import act, figure, game, keys
from tests.rules.test_d20_play import range_scenario

RULE = "Types de déplacement des UC"


def to_villain_movement(play):
    """End the heroes' movement and actions phases."""
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("villain", "movement")


def test_marche_vigilante_half_the_movement():
    """« marche vigilante : l'UC avance d'un demi mouvement »: 12 cm / 2 = 6 cm: 59 mm east
    is reached (the grid's error bound keeps the exact 60 mm just out), 70 mm is not, though the
    normal move reaches it."""
    play = game(range_scenario())
    assert play.engine.evaluate(play.state, act("vigilant_walk", "s", at=(259.0, 400.0))).legal
    far = play.engine.evaluate(play.state, act("vigilant_walk", "s", at=(270.0, 400.0)))
    assert keys(far) == ["table_game.move.too_far"]
    assert play.engine.evaluate(play.state, act("move", "s", at=(270.0, 400.0))).legal


def test_marche_vigilante_adds_1_to_the_dphi_until_its_next_movement_phase():
    """« et gagne alors +1 en Esquive (+1 en Defense Physique) »: after the walk to (255, 400)
    the pistol (4 + 4) needs more than 16 + 1 = 17: faces 10 to 20, 11/20; a 12 takes 20 − 17 =
    3 PC. The walk over, in the heroes' next movement phase, the bonus is gone."""
    play = game(range_scenario())
    play.apply(act("vigilant_walk", "s", at=(255.0, 400.0)))
    assert play.state.figure("s").status("vigilant") is not None
    assert play.entries[-1].step.rules == (RULE, "3.1. Les Mouvements")
    to_villain_movement(play)
    play.apply(act("end_phase"))
    shot = act("shoot", "t", target="s")
    evaluation = play.engine.evaluate(play.state, shot)
    vigilant = next(m for m in evaluation.modifiers if m.key == "d20.modifier.vigilant")
    assert (vigilant.value, vigilant.rule) == (1, RULE)
    assert (evaluation.odds["attack"], evaluation.odds["defence"]) == (8, 17)
    assert evaluation.odds["hit"] == "11/20"
    play.apply(replace(shot, dice=((12,),)))
    assert play.state.figure("s").lost == 3
    play.apply(act("end_phase"))
    assert (play.state.turn, play.state.side, play.state.phase) == (2, "hero", "movement")
    assert play.state.figure("s").status("vigilant") is None


def test_marche_vigilante_counts_against_a_strike_too():
    """The +1 is to the Dφ itself, so a close-combat strike meets it as a shot does."""
    play = game(range_scenario(x=245.0))  # the bases of 25 mm are 20 mm apart
    play.apply(act("vigilant_walk", "s", at=(220.0, 400.0)))
    to_villain_movement(play)
    play.apply(act("end_phase"))
    strike = play.engine.evaluate(play.state, act("melee", "t", target="s"))
    assert strike.legal and strike.odds["defence"] == 17


def test_pret_a_tirer_no_move_nor_action_in_its_own_turn():
    """« position prêt à tirer : l'UC ne fait aucun mouvement ni aucune action pendant son tour
    de jeu »: the figure's move of the phase; then no shot in its actions phase."""
    play = game(range_scenario())
    play.apply(act("ready_to_fire", "s"))
    assert play.state.figure("s").position == (200.0, 400.0)
    assert keys(play.engine.evaluate(play.state, act("move", "s", at=(210.0, 400.0)))) == [
        "d20.already_acted"]
    play.apply(act("end_phase"))
    refused = play.engine.evaluate(play.state, act("shoot", "s", target="t"))
    assert keys(refused) == ["d20.ready.holds"] and refused.reasons[0].rule == RULE


def test_pret_a_tirer_fires_at_the_first_enemy_moving_into_its_range_and_sight():
    """« Il pourra alors tirer pendant la phase de mouvement de l'adversaire si une figurine
    ennemie passe à sa portée »: the target steps to (450, 400), 22.5 cm away; the rifle
    (5 + 7) needs more than 17: faces 6 to 20, 3/4; an 8 takes 20 − 17 = 3 PC. It fires
    once: « il ne peut tirer que sur la première cible »."""
    play = game(range_scenario())
    play.apply(act("ready_to_fire", "s"))
    to_villain_movement(play)
    fire = act("interrupt_fire", "s", target="t")
    assert keys(play.engine.evaluate(play.state, fire)) == ["d20.interrupt.no_target"]
    play.apply(act("move", "t", at=(450.0, 400.0)))
    offers = {o.name: o for o in play.engine.offers(play.state, "s")}
    assert offers["interrupt_fire"].legal and not offers["shoot"].legal
    evaluation = play.engine.evaluate(play.state, fire)
    assert evaluation.legal and evaluation.odds["hit"] == "3/4"
    play.apply(replace(fire, dice=((8,),)))
    assert play.state.figure("t").lost == 3
    assert play.entries[-1].step.rules == (RULE,)
    assert keys(play.engine.evaluate(play.state, fire)) == ["d20.interrupt.not_ready"]
    play.take_back()
    assert play.state.figure("t").lost == 0 and play.state.figure("s").status("ready_to_fire")


def test_pret_a_tirer_only_the_first_target():
    """« il ne peut tirer que sur la première cible entrant dans sa ligne de mire »: the first
    to step within range is the only one it may fire at."""
    scenario = range_scenario()
    second = figure("u", "target", Side.VILLAIN, 500, 520, 270)
    play = game(replace(scenario, figures=(*scenario.figures, second)))
    play.apply(act("ready_to_fire", "s"))
    to_villain_movement(play)
    play.apply(act("move", "t", at=(480.0, 400.0)))
    play.apply(act("move", "u", at=(470.0, 520.0)))
    refused = play.engine.evaluate(play.state, act("interrupt_fire", "s", target="u"))
    assert keys(refused) == ["d20.interrupt.first_only"]
    assert play.engine.evaluate(play.state, act("interrupt_fire", "s", target="t")).legal


def test_pret_a_tirer_sees_only_its_frontal_arc_and_only_in_the_opponents_phase():
    """« Une figurine voit sur les 180° de son arc frontal »: facing west, an enemy moving in
    its back is no target; and the fire is « pendant la phase de mouvement de l'adversaire »."""
    play = game(range_scenario(shooter_facing=270.0))
    play.apply(act("ready_to_fire", "s"))
    assert keys(play.engine.evaluate(play.state, act("interrupt_fire", "s", target="t"))) == [
        "d20.interrupt.own_side"]
    to_villain_movement(play)
    play.apply(act("move", "t", at=(450.0, 400.0)))
    assert keys(play.engine.evaluate(play.state, act("interrupt_fire", "s", target="t"))) == [
        "d20.interrupt.no_target"]


def test_pret_a_tirer_out_of_range_is_no_target():
    """« si une figurine ennemie passe à sa portée »: a move that stops beyond the rifle's
    60 cm (61 cm base to base) gives no target."""
    play = game(range_scenario(x=900.0))
    play.apply(act("ready_to_fire", "s"))
    to_villain_movement(play)
    play.apply(act("move", "t", at=(835.0, 400.0)))
    assert keys(play.engine.evaluate(play.state, act("interrupt_fire", "s", target="t"))) == [
        "d20.interrupt.no_target"]


def test_a_saved_game_keeps_the_first_target_and_the_starts():
    """The saved game re-applies its actions: the first target seen and where the figures
    started come back with the same state hash."""
    from editor.game.document import GameDocument

    play = game(range_scenario())
    play.apply(act("ready_to_fire", "s"))
    to_villain_movement(play)
    play.apply(act("move", "t", at=(450.0, 400.0)))
    assert play.state.spotted == (("s", "t"),) and play.state.starts == (("t", 500.0, 400.0),)
    again = GameDocument.from_json(play.scenario, play.to_json())
    assert again.state == play.state
    assert again.engine.state_hash(again.state) == play.engine.state_hash(play.state)
