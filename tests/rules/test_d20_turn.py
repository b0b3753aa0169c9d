"""The D20 turn (« 3.1. Les Mouvements », « Mouvements automatiques », « Types de déplacement
des UC »): a straight move of exactly the Mouvement, the impulsive figures first, the modes of
the UC for UC figures only. Values worked out by hand; the shooter (hero, Mouvement 12 cm,
facing east) at (200, 400), the target (villain, 10 cm, facing west) at (500, 400)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.model import Side
from editor.model.options import D20Options, ImpulsiveMove, RulesOptions
from tests.rules.table_play import act, figure, game, keys, table, unit
from tests.rules.test_d20_play import SHOOTER, TARGET, range_scenario


@pytest.mark.parametrize("end", [(320.0, 400.0), (200.0 + 84.8528, 400.0 - 84.8528)])
def test_les_mouvements_a_straight_move_of_exactly_the_mouvement_is_accepted(end):
    """« Le Mouvement, mesuré en centimètres »: 12 cm is 120 mm; (320, 400) and a diagonal
    of 120 mm (84.8528 × √2 = 119.99996) end within it on clear ground and cost 12 cm."""
    play = game(range_scenario())
    evaluation = play.engine.evaluate(play.state, act("move", "s", at=end))
    assert evaluation.legal, keys(evaluation)
    play.apply(act("move", "s", at=end))
    assert play.entries[-1].step.result["cost_mm"] == pytest.approx(120.0, abs=0.01)
    beyond = game(range_scenario())
    assert keys(beyond.engine.evaluate(beyond.state, act("move", "s", at=(321.0, 400.0)))) == [
        "table_game.move.too_far"]


def _squad(options=None, impulsive=True):
    """Heroes: a berserker (impulsive, Mouvement 12 cm) at (200, 400) facing east and a
    rifleman at (200, 600); the villain target at (500, 400)."""
    return table(
        "d20",
        [unit("berserker", Side.HERO, replace(SHOOTER, impulsive=impulsive)),
         unit("rifleman", Side.HERO, SHOOTER), unit("target", Side.VILLAIN, TARGET)],
        [figure("b", "berserker", Side.HERO, 200, 400, 90),
         figure("r", "rifleman", Side.HERO, 200, 600, 90),
         figure("t", "target", Side.VILLAIN, 500, 400, 270)],
        options=options,
    )


def test_mouvements_automatiques_impulsive_figures_move_first():
    """« Tous les mouvements automatiques se font en premier (par exemple, l'impulsivité) »:
    the rifleman may not move while the berserker has not; the berserker's move is the
    automatic one, straight at the target it sees: the whole 12 cm, to (320, 400), facing it."""
    play = game(_squad())
    engine = play.engine
    assert keys(engine.evaluate(play.state, act("move", "r", at=(250.0, 600.0)))) == [
        "d20.impulse.first"]
    assert keys(engine.evaluate(play.state, act("move", "b", at=(250.0, 400.0)))) == [
        "d20.impulse.automatic"]
    play.apply(act("impulse", "b"))
    berserker = play.state.figure("b")
    assert berserker.position == pytest.approx((320.0, 400.0))
    assert berserker.facing_deg == pytest.approx(90.0)
    assert keys(engine.evaluate(play.state, act("move", "r", at=(250.0, 600.0)))) == []


def test_mouvements_automatiques_stops_at_base_contact():
    """300 mm apart with a Mouvement of 40 cm: the rush ends in base contact, 300 − 12.5 −
    12.5 = 275 mm on, at (475, 400)."""
    scenario = _squad()
    units = tuple(replace(u, profile=replace(u.profile, movement_cm=40))
                  if u.id == "berserker" else u for u in scenario.units)
    play = game(replace(scenario, units=units))
    play.apply(act("impulse", "b"))
    assert play.state.figure("b").position == pytest.approx((475.0, 400.0))


def test_mouvements_automatiques_by_hand_is_an_option():
    """``impulsive_move = by_hand``: no automatic move; the berserker still moves first."""
    options = RulesOptions(d20=D20Options(impulsive_move=ImpulsiveMove.BY_HAND))
    play = game(_squad(options))
    engine = play.engine
    assert keys(engine.evaluate(play.state, act("impulse", "b"))) == ["d20.impulse.by_hand"]
    assert keys(engine.evaluate(play.state, act("move", "r", at=(250.0, 600.0)))) == [
        "d20.impulse.first"]
    play.apply(act("move", "b", at=(250.0, 400.0)))
    assert keys(engine.evaluate(play.state, act("move", "r", at=(250.0, 600.0)))) == []


def test_mouvements_automatiques_nothing_for_a_figure_that_is_not_impulsive():
    play = game(_squad(impulsive=False))
    assert keys(play.engine.evaluate(play.state, act("impulse", "b"))) == [
        "d20.impulse.not_impulsive"]
    assert keys(play.engine.evaluate(play.state, act("move", "r", at=(250.0, 600.0)))) == []


def test_types_de_deplacement_des_uc_modes_for_uc_figures_only():
    """« Un UC peut avoir 3 modes de déplacement »: a figure whose card is not UC walks
    normally only; with ``uc_modes_only`` off every figure has the modes."""
    scenario = range_scenario(shooter=replace(SHOOTER, uc=False))
    play = game(scenario)
    engine = play.engine
    assert keys(engine.evaluate(play.state, act("vigilant_walk", "s", at=(250.0, 400.0)))) == [
        "d20.modes.not_uc"]
    assert keys(engine.evaluate(play.state, act("ready_to_fire", "s"))) == ["d20.modes.not_uc"]
    assert keys(engine.evaluate(play.state, act("move", "s", at=(250.0, 400.0)))) == []
    every = replace(scenario, options=RulesOptions(d20=D20Options(uc_modes_only=False)))
    play = game(every)
    assert keys(play.engine.evaluate(play.state, act("ready_to_fire", "s"))) == []
