"""« 14) Sonner l'alerte »: « donne la possibilité à touts ses camarades dans un rayon de 6ps de
riposter une attaque au tir le tour suivant »; expected values worked out by hand from the
text (a pas is 25 mm, bases 25 mm wide)."""

from __future__ import annotations

from dataclasses import replace

from editor.model import Side
from tests.rules.table_play import (
    BLEU,
    SOLDAT,
    VETERAN,
    act,
    eis_weapon,
    figure,
    game,
    keys,
    table,
    unit,
)

RIFLE_BLEU = replace(BLEU, hit_points=6, weapons=(eis_weapon("Rifle", 20, 1, 1),))
CARBINE_SOLDAT = replace(SOLDAT, weapons=(eis_weapon("Carbine", 20, attacks=2, force=1),))


def _scenario():
    """The Vétéran at (200, 400); a Soldat 3 pas south of it base to base (centres 100 mm
    apart), another 10 pas south (275 mm); the Bleu's rifle 15 and 16.5 pas from them."""
    return table(
        "eisdrachen",
        [unit("veteran", Side.HERO, VETERAN), unit("soldat", Side.HERO, CARBINE_SOLDAT),
         unit("bleu", Side.VILLAIN, RIFLE_BLEU)],
        [figure("vet", "veteran", Side.HERO, 200, 400),
         figure("near", "soldat", Side.HERO, 200, 500),
         figure("far", "soldat", Side.HERO, 200, 675),
         figure("bleu", "bleu", Side.VILLAIN, 600, 500)],
    )


def _shot(target):
    """The Bleu's one attack of Force 1: no dodge (a Soldat dodges on 6), the wound die 1
    wounds (a Bleu fails on 4+): 1 PV."""
    return act("shoot", "bleu", target=target, dice=((1,), (1,)))


def test_14_sonner_l_alerte_comrades_within_6_pas_answer_a_shot_next_turn():
    """The Vétéran sounds the alert in turn 1: the Soldat 3 pas away is alerted, the one 10 pas
    away is not; the radius drawn is 6 pas from its base (162.5 mm from its centre). The
    Bleu's shot at it later in turn 1 is not answered (« le tour suivant »); in turn 2 it is:
    the Soldat answers out of its side's turn, with its carbine's 2 attacks of Force 1 (no
    dodge on 1 1, both wound dice 1 wound below its 4): the Bleu loses 2 PV, and the answer
    uses none of the Soldat's actions. The Soldat 10 pas away, shot at, has nothing to answer."""
    play = game(_scenario())
    alert = play.engine.evaluate(play.state, act("alert", "vet"))
    assert alert.legal and [(a.key, a.radius_mm, a.rule) for a in alert.areas] == [
        ("alert", 162.5, "14) Sonner l'alerte")]
    assert play.apply(act("alert", "vet"))
    assert play.state.figure("near").status("alerted") is not None
    assert play.state.figure("far").status("alerted") is None
    play.apply(act("end_phase"))
    assert play.apply(_shot("near"))
    assert keys(play.engine.evaluate(play.state, act("answer", "near"))) == [
        "eisdrachen.answer_nothing"]
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    assert (play.state.turn, play.state.side) == (2, "villain")
    assert play.apply(_shot("near"))
    answer = play.engine.evaluate(play.state, act("answer", "near"))
    assert answer.legal, answer.reasons
    assert answer.stages[0].count == 2
    assert play.apply(act("answer", "near", dice=((1, 1), (1, 1))))
    assert play.state.figure("bleu").lost == 2
    assert play.state.figure("near").used == ()
    assert keys(play.engine.evaluate(play.state, act("answer", "near"))) == [
        "eisdrachen.answer_nothing"]
    assert play.apply(_shot("far"))
    assert keys(play.engine.evaluate(play.state, act("answer", "far"))) == [
        "eisdrachen.answer_nothing"]


def test_14_sonner_l_alerte_needs_a_comrade_and_answers_only_the_shooter():
    """Alone, the Bleu has nobody to alert; the answer aims at the shooter only, and not in
    its own side's turn."""
    play = game(_scenario())
    play.apply(act("end_phase"))
    assert keys(play.engine.evaluate(play.state, act("alert", "bleu"))) == [
        "eisdrachen.alert_nobody"]
    play.apply(act("end_phase"))
    play.apply(act("alert", "vet"))
    refused = play.engine.evaluate(play.state, act("answer", "near"))
    assert keys(refused) == ["eisdrachen.answer_own_side"]
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    assert (play.state.turn, play.state.side) == (3, "villain")
    play.apply(_shot("near"))
    assert keys(play.engine.evaluate(play.state, act("answer", "near", target="vet"))) == [
        "eisdrachen.answer_only_shooter"]


def test_14_sonner_l_alerte_take_back_is_exact():
    play = game(_scenario())
    before = play.state
    assert play.apply(act("alert", "vet"))
    play.take_back()
    assert play.state == before
