"""« Mise à l'abri » (D20 « 3.1. Les Mouvements »): the UC Génétique taking cover under the UC
Chronos's fire. Numbers by hand from the text: the Génétique (Mouvement 12 cm, Dφ 17) at
(300, 400); the Chronos (Tir 5, rifle 60 cm Force 7) at (700, 400) facing west; a low wall
(medium cover, 2 cm high) north-east of the Génétique."""

from __future__ import annotations

from editor.model import CoverClass, Side
from editor.model.options import D20Options, RulesOptions, TakeCoverTest
from tests.rules.table_play import act, figure, game, keys, table, unit, wall
from tests.rules.test_d20_play import SHOOTER, TARGET

RULE = "Mise à l'abri"
BEHIND_THE_WALL = (405.0, 320.0)


def under_fire(chronos_facing=270.0, options=None):
    units = [unit("genetique", Side.HERO, TARGET), unit("chronos", Side.VILLAIN, SHOOTER)]
    figures = [figure("gen", "genetique", Side.HERO, 300, 400, 90),
               figure("chr", "chronos", Side.VILLAIN, 700, 400, chronos_facing)]
    low_wall = wall("low-wall", 420, 290, 430, 350, height=20.0, cover=CoverClass.MEDIUM)
    return game(table("d20", units, figures, (low_wall,), options))


def test_mise_a_l_abri_a_normal_move_plus_5_cm_to_a_cover_that_improves_the_chances():
    """« c'est un mouvement normal + 5 cm »: the wall's lee is 13.2 cm away, beyond the 12 cm
    of a normal move and within 17; the Chronos (5 + 7) hits it in the open on 6 to 20 (3/4),
    behind the medium wall (Dφ 19) on 8 to 20 (13/20): better."""
    play = under_fire()
    assert keys(play.engine.evaluate(play.state, act("move", "gen", at=BEHIND_THE_WALL))) == [
        "table_game.move.too_far"]
    cover = act("take_cover", "gen", at=BEHIND_THE_WALL)
    assert play.engine.evaluate(play.state, cover).legal
    play.apply(cover)
    assert play.state.figure("gen").position == BEHIND_THE_WALL
    assert play.entries[-1].step.rules == (RULE,)
    for _ in range(3):
        play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("villain", "actions")
    shot = play.engine.evaluate(play.state, act("shoot", "chr", target="gen"))
    assert [m.value for m in shot.modifiers] == [2] and shot.odds["hit"] == "13/20"


def test_mise_a_l_abri_ends_the_figures_turn():
    """« Courir pour se mettre à l'abri termine le tour de jeu de la figurine »."""
    play = under_fire()
    play.apply(act("take_cover", "gen", at=BEHIND_THE_WALL))
    play.apply(act("end_phase"))
    refused = play.engine.evaluate(play.state, act("shoot", "gen", target="chr"))
    assert keys(refused) == ["d20.take_cover.turn_over"] and refused.reasons[0].rule == RULE


def test_mise_a_l_abri_only_under_an_immediate_evident_danger():
    """« uniquement lorsqu'il y a un danger immédiat, évident »: the Chronos looking away
    threatens nobody."""
    play = under_fire(chronos_facing=90.0)
    offers = {o.name: o for o in play.engine.offers(play.state, "gen")}
    assert not offers["take_cover"].legal
    assert offers["take_cover"].reasons[0].key == "d20.take_cover.no_danger"


def test_mise_a_l_abri_an_open_place_does_not_improve_the_chances():
    """« SI un abri potentiel (un couvert) améliore objectivement ses chances de survie »: in
    the open 5 cm south the Chronos still hits on 6 to 20; by the ``cover`` reading too."""
    play = under_fire()
    refused = play.engine.evaluate(play.state, act("take_cover", "gen", at=(300.0, 450.0)))
    assert keys(refused) == ["d20.take_cover.no_better"]
    assert "from 3/4 to 3/4" in refused.reasons[0].text("en")
    by_cover = under_fire(options=RulesOptions(d20=D20Options(
        take_cover_test=TakeCoverTest.COVER)))
    assert keys(by_cover.engine.evaluate(by_cover.state, act(
        "take_cover", "gen", at=(300.0, 450.0)))) == ["d20.take_cover.no_better"]
    assert by_cover.engine.evaluate(by_cover.state, act("take_cover", "gen",
                                                        at=BEHIND_THE_WALL)).legal
