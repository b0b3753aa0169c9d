"""« 1 bis) Ramper »: its own action at half V, the only one that passes crawl-only ground, and
never with a heavy weapon; every expected value worked out by hand from the text (a pas is
25 mm, the Vétéran's V 6 is 150 mm, a crawl 75 mm)."""

from __future__ import annotations

from dataclasses import replace

from editor.model import MovementEffect, RulesOptions
from editor.model.options import EisdrachenOptions
from tests.rules.table_play import VETERAN, act, duel, game, keys, wall

WIRE = wall("wire", 260, 0, 280, 800, height=0.0, movement=MovementEffect.CRAWL_ONLY)
"""Barbed wire across the whole table, 20 mm wide, 47.5 mm east of the Vétéran's base edge."""


def _play(options=None, veteran=VETERAN):
    return game(duel(terrain=(WIRE,), options=options, veteran=veteran, distance_pas=20))


def test_1_bis_ramper_half_v_under_the_wire():
    """« Ramper permet de passer sous les fils barbelés [...] ramper divise la vitesse de
    déplacement par 2 »: a move does not pass the wire (it runs across the table); a crawl
    does, up to 3 pas (75 mm): to 70 mm east it is legal and lands inside the wire, 90 mm is
    too far."""
    play = _play()
    assert keys(play.engine.evaluate(play.state, act("move", "vet", at=(320.0, 400.0)))) == [
        "table_game.move.unreachable"]
    assert keys(play.engine.evaluate(play.state, act("crawl", "vet", at=(290.0, 400.0)))) == [
        "table_game.move.too_far"]
    crawl = play.engine.evaluate(play.state, act("crawl", "vet", at=(270.0, 400.0)))
    assert crawl.legal, crawl.reasons
    assert play.apply(act("crawl", "vet", at=(270.0, 400.0)))
    assert play.state.figure("vet").position == (270.0, 400.0)
    # its second action crawls on out of the wire: 60 mm, within the 75
    assert play.apply(act("crawl", "vet", at=(330.0, 400.0)))
    assert play.state.figure("vet").position == (330.0, 400.0)


def test_1_bis_ramper_impossible_with_a_heavy_weapon():
    """« est impossible pour tout porteur d'armes lourdes »: the crawl is refused outright,
    citing the section, and no crawl region is offered on the table."""
    play = _play(veteran=replace(VETERAN, heavy_weapon=True))
    refused = play.engine.evaluate(play.state, act("crawl", "vet", at=(230.0, 400.0)))
    assert keys(refused) == ["eisdrachen.crawl_heavy_weapon"]
    assert refused.reasons[0].rule == "1 bis) Ramper"
    assert "crawl" not in play.engine.extra_reach(play.state, "vet")


def test_1_bis_ramper_a_move_may_pass_the_wire_when_the_option_says_so():
    """``move_crawls``: the move then crawls the wire at half speed: 60 mm open, 20 mm of wire
    at ×2, 40 mm open: 140 mm of the Vétéran's 150 mm."""
    options = RulesOptions(eisdrachen=EisdrachenOptions(move_crawls=True))
    play = _play(options)
    move = play.engine.evaluate(play.state, act("move", "vet", at=(320.0, 400.0)))
    assert move.legal, move.reasons


def test_1_bis_ramper_take_back_is_exact():
    play = _play()
    before = play.state
    assert play.apply(act("crawl", "vet", at=(250.0, 400.0)))
    assert play.state != before
    play.take_back()
    assert play.state == before
