"""« 3.5. Les Actions Payantes » and « 3.6. Les Actions sur les objets »: working on the
objectives of depot-raid (the console ND 10 by Intelligence, the armoured door ND 15 by Force,
made available by the console), with « La Synergie d'action sur les objets ». The numbers by
hand from the text and the sample's profiles."""

from __future__ import annotations

from dataclasses import replace

from editor.model.options import D20Options, RulesOptions
from tests.rules.table_play import act, game, keys, sample

RULE = "3.5. Les Actions Payantes"


def depot(options=None, **where):
    scenario = sample("depot-raid")
    figures = tuple(replace(f, position=where[f.id]) if f.id in where else f
                    for f in scenario.figures)
    scenario = replace(scenario, figures=figures)
    if options is not None:
        scenario = replace(scenario, options=options)
    play = game(scenario)
    play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("hero", "actions")
    return play


AT_THE_CONSOLE = {"sable-technician-1": (740.0, 350.0)}
AT_THE_DOOR = {"kessel-1": (645.0, 322.0)}
HELPING = {"mara-quillon-1": (612.0, 316.0)}


def test_actions_payantes_a_skill_at_or_above_the_nd_takes_one_turn():
    """The technician's Intelligence 11 against the console's ND 10: the difference gives no
    turn, so ``paid_action_at_or_above`` (1): done in this phase, which it replaces."""
    play = depot(**AT_THE_CONSOLE)
    play.apply(act("work", "sable-technician-1"))
    assert play.state.completed == ("console",)
    assert play.entries[-1].step.key == "d20.step.work_done"
    assert play.entries[-1].step.rules == (RULE, "3.6. Les Actions sur les objets")
    assert keys(play.engine.evaluate(play.state, act("shoot", "sable-technician-1",
                                                     target="depot-guard-1"))) == [
        "d20.already_acted"]


def test_actions_payantes_the_difference_is_the_number_of_turns():
    """« La différence entre le ND et sa compétence déterminera le nombre de tours »: Kessel's
    Force 12 against the door's ND 15: 3 turns, this one counted: 2 left, then 1, then done,
    and the mission (« la porte cède ») is won."""
    play = depot(**AT_THE_CONSOLE, **AT_THE_DOOR)
    assert keys(play.engine.evaluate(play.state, act("work", "kessel-1"))) == ["d20.work.inactive"]
    play.apply(act("work", "sable-technician-1"))
    play.apply(act("work", "kessel-1"))
    assert play.state.figure("kessel-1").status("paid_action").value == 2
    assert play.state.working == (("kessel-1", "vault-door"),)
    for left in (1, 0):
        for _ in range(4):
            play.apply(act("end_phase"))
        assert (play.state.side, play.state.phase) == ("hero", "actions")
        play.apply(act("work", "kessel-1"))
        assert play.entries[-1].step.result["left"] == left
    assert play.state.completed == ("console", "vault-door")
    assert play.state.ended == "victory" and play.state.turn == 3


def test_la_synergie_d_action_sur_les_objets_each_helper_adds_1():
    """« Toute figurine en plus de la première, accomplissant une Action donnée, ajoute un bonus
    de +1 »: with Mara Quillon at the door, 15 − (12 + 1) = 2 turns: 1 left; she spends her
    action helping."""
    play = depot(**AT_THE_CONSOLE, **AT_THE_DOOR, **HELPING)
    play.apply(act("work", "sable-technician-1"))
    evaluation = play.engine.evaluate(play.state, act("work", "kessel-1"))
    (synergy,) = evaluation.modifiers
    assert (synergy.value, synergy.rule) == (1, "La Synergie d'action sur les objets")
    play.apply(act("work", "kessel-1"))
    assert play.state.figure("kessel-1").status("paid_action").value == 1
    assert play.state.figure("mara-quillon-1").used == ("work",)
    assert keys(play.engine.evaluate(play.state, act("work", "mara-quillon-1"))) == [
        "d20.already_acted"]


def test_actions_sur_les_objets_only_at_the_sides_own_objective():
    """The phase of movement brings the figure to the objective; the alarm is the defender's."""
    play = depot(**{"sable-technician-1": (945.0, 425.0)})
    assert keys(play.engine.evaluate(play.state, act("work", "mara-quillon-1"))) == [
        "d20.work.no_objective"]
    assert keys(play.engine.evaluate(play.state, act("work", "sable-technician-1"))) == [
        "d20.work.not_theirs"]


def test_actions_payantes_the_option_for_a_skill_at_or_above():
    """With ``paid_action_at_or_above`` 2 the technician needs two turns at the console."""
    play = depot(RulesOptions(d20=D20Options(paid_action_at_or_above=2)), **AT_THE_CONSOLE)
    play.apply(act("work", "sable-technician-1"))
    assert play.state.completed == () and play.state.figure(
        "sable-technician-1").status("paid_action").value == 1
