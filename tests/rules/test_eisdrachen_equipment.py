"""« 10) Utiliser » and « 13) Réparer/Saboter »: abandoned equipment on the table, its profile
the author's data, used, sabotaged and repaired; expected values worked out by hand from the
text and the profiles (a pas is 25 mm)."""

from __future__ import annotations

from dataclasses import replace

from editor.model import DoorState, Equipment
from tests.rules.table_play import BLEU, act, duel, game, keys, wall


def _turret(usable: bool = True):
    """An abandoned machine gun just north of the Vétéran's base (its centre (200, 400),
    radius 12.5: the base's edge 0.5 mm from the turret), with the default profile: 24 pas,
    4 A of F 2."""
    piece = wall("turret", 190, 367, 210, 387, height=20.0)
    return replace(piece, equipment=Equipment(usable=usable))


def _play(usable: bool = True, distance_pas: float = 15.0):
    bleu = replace(BLEU, hit_points=10)
    return game(duel(bleu=bleu, distance_pas=distance_pas, terrain=(_turret(usable),)))


def test_10_utiliser_shoots_with_the_equipment_profile():
    """« 10) Utiliser »: the Vétéran's own SMG reaches 10 pas, the Bleu stands 15 pas off; the
    turret in contact reaches 24: its 4 attacks of Force 2 roll 4 dodge dice (a Bleu dodges on
    6), then 2 wound dice per undodged attack, each wounding below the Vétéran's 5 (I 3).
    Before the roll: no loss with (1/6 + 5/6 · (1/3)²)⁴ = (7/27)⁴ = 2401/531441, on average
    4 · 5/6 · 2 · 2/3 = 40/9 PV. Typed 6 1 1 1: one dodge, 6 wound dice 1 2 4 5 6 3: four
    wound, the Bleu loses 4 PV and earns its vengeance (« 3) Tir »)."""
    play = _play()
    assert keys(play.engine.evaluate(play.state, act("shoot", "vet", target="bleu"))) == [
        "table_game.out_of_range"]
    use = play.engine.evaluate(play.state, act("use", "vet", target="bleu"))
    assert use.legal, use.reasons
    assert use.stages[0].count == 4
    assert use.odds["distribution"]["0"] == "2401/531441" and use.odds["mean"] == "40/9"
    assert play.apply(act("use", "vet", target="bleu", dice=((6, 1, 1, 1), (1, 2, 4, 5, 6, 3))))
    bleu = play.state.figure("bleu")
    assert bleu.lost == 4 and bleu.status("vengeance_next") is not None
    assert play.state.figure("vet").used == ("use",)


def test_10_utiliser_needs_contact_and_its_range():
    """« 10) »: the Bleu touches no equipment; out of the turret's 24 pas (30 pas off) the
    Vétéran may not use it on the Bleu."""
    play = _play(distance_pas=30.0)
    assert keys(play.engine.evaluate(play.state, act("use", "vet", target="bleu"))) == [
        "table_game.out_of_range"]
    play.apply(act("end_phase"))
    refused = play.engine.evaluate(play.state, act("use", "bleu", target="vet"))
    assert keys(refused) == ["eisdrachen.no_equipment"]
    assert refused.reasons[0].rule == "10) Utiliser"


def test_13_reparer_saboter_makes_the_equipment_usable_or_not():
    """« 13) Réparer/Saboter »: « rendre utilisable/inutilisable le matos abandonné »: the
    turret works, so it cannot be repaired; sabotaged it is out of order and cannot be used
    (nor sabotaged again); repaired, it shoots again. No dice."""
    play = _play()
    assert keys(play.engine.evaluate(play.state, act("repair", "vet"))) == [
        "eisdrachen.equipment_works"]
    assert play.apply(act("sabotage", "vet"))
    assert play.state.equipment == (("turret", False),)
    assert keys(play.engine.evaluate(play.state, act("use", "vet", target="bleu"))) == [
        "eisdrachen.equipment_broken"]
    assert keys(play.engine.evaluate(play.state, act("sabotage", "vet"))) == [
        "eisdrachen.equipment_broken"]
    assert play.apply(act("repair", "vet"))
    assert play.state.equipment == (("turret", True),)
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    assert play.engine.evaluate(play.state, act("use", "vet", target="bleu")).legal


def test_13_reparer_an_equipment_authored_out_of_order():
    """The author's ``usable`` off: the turret must be repaired before it is used."""
    play = _play(usable=False)
    assert keys(play.engine.evaluate(play.state, act("use", "vet", target="bleu"))) == [
        "eisdrachen.equipment_broken"]
    refused = play.engine.evaluate(play.state, act("repair", "vet", target="nowhere"))
    assert keys(refused) == ["eisdrachen.equipment_not_in_contact"]
    assert play.apply(act("repair", "vet", target="turret"))
    assert play.engine.evaluate(play.state, act("use", "vet", target="bleu")).legal


def test_10_and_13_take_back_is_exact():
    for action in (act("use", "vet", target="bleu", dice=((1, 1, 1, 1), (1,) * 8)),
                   act("sabotage", "vet")):
        play = _play()
        before = play.state
        assert play.apply(action)
        assert play.state != before
        play.take_back()
        assert play.state == before


def _door_play():
    """A closed door (30 mm high) just east of the Vétéran's base, across the line to the Bleu
    8 pas (200 mm) east: it hides the Bleu."""
    door = replace(wall("gate", 213, 370, 223, 430, height=30.0), door=DoorState.CLOSED)
    return game(duel(distance_pas=8.0, terrain=(door,)))


def test_13_saboter_opens_a_door():
    """« On peut saboter des portes pour les ouvrir »: the Vétéran in contact with the closed
    gate sabotages it: it stays open for the rest of the game, and the Bleu behind it is seen
    and can be shot; a door already open cannot be sabotaged again, and repairing never
    concerns a door. No dice; take back closes it again."""
    play = _door_play()
    before = play.state
    assert not play.engine.evaluate(play.state, act("shoot", "vet", target="bleu")).legal
    assert keys(play.engine.evaluate(play.state, act("repair", "vet"))) == [
        "eisdrachen.no_equipment"]
    step = play.apply(act("sabotage", "vet"))
    assert step and play.state.opened_doors == ("gate",)
    assert play.entries[-1].step.key == "eisdrachen.step.sabotage_door"
    opened = play.engine.game.terrain_at(play.state)
    assert next(p for p in opened.table.terrain if p.id == "gate").door is DoorState.OPEN
    assert play.engine.evaluate(play.state, act("shoot", "vet", target="bleu")).legal
    assert keys(play.engine.evaluate(play.state, act("sabotage", "vet"))) == [
        "eisdrachen.no_equipment"]
    play.take_back()
    assert play.state == before
