"""« 3.6. Les Actions sur les objets » and « 3.4. Les Actions Libres » on the table: objects
moved with « La Synergie d'action sur les objets » (the text's Télépathe and UC Chronos and
their console), seized, thrown (« Les Jets d'objet »), and used by a free action during the
movement. The numbers by hand from the text."""

from __future__ import annotations

from dataclasses import replace

from editor.model import (
    D20Profile,
    DoorState,
    FreeUse,
    Objective,
    Side,
    TableObject,
    TerrainPiece,
    Text,
)
from editor.model.mission import Condition, ConditionKind, Mission
from tests.rules.table_play import act, d20_weapon, figure, game, keys, table, unit, wall

TELEPATH = D20Profile(movement_cm=10, shooting=3, melee=3, strength=9, physical_defence=15,
                      constitution=6, weapons=(d20_weapon("Pistol", 25, 4),))
"""« un Télépathe avec une F 9 (Force 9) », Mouvement 10 (« 10 cm/2 = 5 cm »)."""
CHRONOS = D20Profile(movement_cm=12, shooting=5, melee=4, strength=7, physical_defence=16,
                     constitution=8, weapons=(d20_weapon("Rifle", 60, 7),))
GUARD = D20Profile(movement_cm=10, shooting=4, melee=3, strength=6, physical_defence=15,
                   constitution=12)

CONSOLE = TableObject("console", (400.0, 400.0), Text("Console", "Console"), size_mm=30.0,
                      difficulty=10)
CRATE = TableObject("crate", (400.0, 600.0), Text("Caisse", "Crate"), size_mm=80.0,
                    difficulty=5)
UPLINK = TableObject("uplink", (700.0, 400.0), Text("Terminal", "Terminal"),
                     free_use=FreeUse.COMPUTER, users=(Side.HERO,), objective="upload")
KEY = TableObject("key", (700.0, 600.0), Text("Clé", "Key"), free_use=FreeUse.SELF_DESTRUCT,
                  users=(Side.VILLAIN,))


def objects_table(places, objects=(CONSOLE, CRATE, UPLINK, KEY), mission=None):
    """The Télépathe, the UC Chronos and a guard where ``places`` puts them (id → (x, y))."""
    units = [unit("telepath", Side.HERO, TELEPATH), unit("chronos", Side.HERO, CHRONOS),
             unit("guard", Side.VILLAIN, GUARD)]
    figures = [figure(fid, uid, side, *places[fid], facing)
               for fid, uid, side, facing in (("tp", "telepath", Side.HERO, 90.0),
                                              ("uc", "chronos", Side.HERO, 90.0),
                                              ("g", "guard", Side.VILLAIN, 270.0))]
    scenario = table("d20", units, figures)
    scenario = replace(scenario, board=replace(scenario.board, objects=tuple(objects)),
                       objectives=(Objective("upload", Side.HERO, Text.both("Upload"),
                                             position=UPLINK.position),))
    return replace(scenario, mission=mission) if mission else scenario


# both bases touch the console's edge: centres 12.5 + 15 = 27.5 mm from its centre
AT_CONSOLE = {"tp": (372.5, 400.0), "uc": (400.0, 372.5), "g": (900.0, 400.0)}


def test_actions_sur_les_objets_the_telepath_and_the_chronos_move_the_console():
    """« un Télépathe avec une F 9 [...] La console a un ND 10. Malgré tous ses efforts, il ne
    parviendra pas à la bouger. Un UC Chronos se joint au Télépathe. Il ajoute un bonus de +1
    à sa force qui passe à 10. Ensemble, ils parviennent à déplacer la console sur une distance
    maximale de la moitié du mouvement le plus lent, en l'occurrence celui du Télépathe : 10
    cm/2 = 5 cm. Ceci clôt la Phase de Mouvement et de Tir. »"""
    play = game(objects_table(AT_CONSOLE))
    moving = act("move_object", "tp", item="console", at=(350.0, 400.0))
    evaluation = play.engine.evaluate(play.state, moving)
    assert evaluation.legal, evaluation.reasons
    assert [(m.key, m.value) for m in evaluation.modifiers] == [
        ("d20.modifier.action_synergy", 1)]
    too_far = act("move_object", "tp", item="console", at=(339.0, 400.0))
    assert keys(play.engine.evaluate(play.state, too_far)) == ["d20.object.too_far"]
    play.apply(moving)
    assert play.state.place_of("console") == (350.0, 400.0)
    assert play.state.figure("tp").position == (322.5, 400.0)
    assert play.state.figure("uc").position == (350.0, 372.5)
    step = play.entries[-1].step
    assert (step.params["force"], step.params["difficulty"], step.params["distance"]) == (
        10, 10, "5 cm")
    # both have moved, and neither acts in the shots phase
    assert keys(play.engine.evaluate(play.state, act("move", "uc", at=(350.0, 300.0)))) == [
        "d20.already_acted"]
    play.apply(act("end_phase"))
    assert keys(play.engine.evaluate(play.state, act("shoot", "uc", target="g"))) == [
        "d20.object.turn_over"]
    assert keys(play.engine.evaluate(play.state, act("shoot", "tp", target="g"))) == [
        "d20.object.turn_over"]


def test_actions_sur_les_objets_alone_the_telepath_cannot():
    """« Malgré tous ses efforts, il ne parviendra pas à la bouger »: Force 9 against ND 10."""
    alone = dict(AT_CONSOLE, uc=(100.0, 100.0))
    play = game(objects_table(alone))
    evaluation = play.engine.evaluate(play.state, act("move_object", "tp", item="console",
                                                      at=(380.0, 400.0)))
    assert keys(evaluation) == ["d20.object.too_heavy"]
    assert evaluation.reasons[0].params["force"] == 9


def test_actions_sur_les_objets_half_the_slowest_rounded_up():
    """« son Mouvement est divisé par 2 (arrondi au supérieur) »: a slowest Mouvement of 11 cm
    moves the console 6 cm."""
    scenario = objects_table(AT_CONSOLE)
    scenario = replace(scenario, units=tuple(
        replace(u, profile=replace(u.profile, movement_cm=11)) if u.id == "telepath" else u
        for u in scenario.units))
    play = game(scenario)
    assert play.engine.evaluate(play.state, act("move_object", "tp", item="console",
                                                at=(340.0, 400.0))).legal
    assert keys(play.engine.evaluate(play.state, act("move_object", "tp", item="console",
                                                     at=(339.0, 400.0)))) == [
        "d20.object.too_far"]


# the Chronos's base touches the crate's edge (40 + 12.5 mm from its centre)
AT_CRATE = {"tp": (100.0, 100.0), "uc": (347.5, 600.0), "g": (900.0, 400.0)}


def _seized(places=AT_CRATE):
    play = game(objects_table(places))
    play.apply(act("end_phase"))
    play.apply(act("seize", "uc", item="crate"))
    return play


def test_actions_sur_les_objets_seizing_replaces_the_shot_and_halves_the_move():
    """« Saisir un objet remplace le Tir et le Mouvement sera de moitié tant que la figurine
    porte l'objet »: the Chronos (Force 7 against ND 5) seizes the crate, its shot is gone, and
    next turn its 12 cm Mouvement reaches 6 cm."""
    play = _seized()
    assert play.state.carried == (("crate", "uc"),)
    assert keys(play.engine.evaluate(play.state, act("shoot", "uc", target="g"))) == [
        "d20.already_acted"]
    for _ in range(3):
        play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("hero", "movement")
    assert play.engine.movement(play.state, "uc").budget_mm == 60.0
    assert play.engine.movement(play.state, "tp").budget_mm == 100.0


def test_actions_sur_les_objets_an_object_too_heavy_to_seize():
    """ND 10 needs « une Force de 10 minimum »: the Chronos (7) cannot seize the console."""
    play = game(objects_table({"tp": (100.0, 100.0), "uc": (400.0, 372.5), "g": (900.0, 400.0)}))
    play.apply(act("end_phase"))
    assert keys(play.engine.evaluate(play.state, act("seize", "uc", item="console"))) == [
        "d20.object.too_heavy"]


def test_les_jets_d_objet_a_throw_is_a_shot_of_nd_plus_force():
    """« La distance maximale de jet est égale à la différence entre la Force de la figurine et
    le ND de l'objet jeté »: 7 − 5 = 2 cm; « ND de l'objet + la Force de la figurine + 1D20/Déf
    Physique »: 5 + 7 = 12 against the guard's Dφ 15, a hit on 4 to 20 (17/20); typed 10: 22 −
    15 = 7 PC. The crate then lies where the guard stood."""
    play = _seized(dict(AT_CRATE, g=(390.0, 600.0)))
    for _ in range(4):
        play.apply(act("end_phase"))
    throw = act("throw", "uc", target="g")
    evaluation = play.engine.evaluate(play.state, throw)
    assert evaluation.legal, evaluation.reasons
    assert evaluation.odds["victims"]["g"]["hit"] == "17/20"
    assert evaluation.odds["victims"]["g"]["attack"] == 12
    guard = play.state.figure("g")
    far = play.state.with_figure(replace(guard, position=(400.0, 600.0)))
    assert keys(play.engine.evaluate(far, throw)) == ["d20.throw.too_far"]
    play.apply(replace(throw, dice=((10,),)))
    assert play.state.figure("g").lost == 7
    assert play.state.carried == () and play.state.place_of("crate") == (390.0, 600.0)


def test_actions_libres_a_computer_of_ones_faction_during_the_movement():
    """« transférer des données sur un ordinateur qui appartient à sa faction [...] est une
    Action Libre [...] elle se déroule pendant la Phase de Mouvement »: the Télépathe uses the
    hero terminal, which completes its objective (the mission is won), and may still move."""
    won = Mission(victory=(Condition(ConditionKind.OBJECTIVE_COMPLETED, objective="upload"),))
    places = {"tp": (672.5, 400.0), "uc": (100.0, 100.0), "g": (900.0, 700.0)}
    play = game(objects_table(places, mission=won))
    use = act("use_object", "tp", item="uplink")
    assert play.engine.evaluate(play.state, use).legal
    play.apply(use)
    assert play.state.used_objects == ("uplink",) and play.state.completed == ("upload",)
    assert play.state.ended == "victory"


def test_actions_libres_who_may_use_an_object():
    """« modifier une clé d'activation d'auto-destruction d'une base appartenant au Défenseur
    (et si l'intervenant est lui-même un Défenseur) »: the key lists the villains' side, so the
    Télépathe may not; a terminal is used once; the guard (not its faction) may not use it."""
    places = {"tp": (672.5, 600.0), "uc": (672.5, 400.0), "g": (727.5, 400.0)}
    play = game(objects_table(places))
    assert keys(play.engine.evaluate(play.state, act("use_object", "tp", item="key"))) == [
        "d20.free.not_theirs.self_destruct"]
    play.apply(act("use_object", "uc", item="uplink"))
    assert keys(play.engine.evaluate(play.state, act("use_object", "uc", item="uplink"))) == [
        "d20.free.used"]
    assert play.engine.evaluate(play.state, act("move", "uc", at=(672.5, 350.0))).legal
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("villain", "movement")
    assert keys(play.engine.evaluate(play.state, act("use_object", "g", item="uplink"))) == [
        "d20.free.used"]
    fresh = game(objects_table(places))
    for _ in range(2):
        fresh.apply(act("end_phase"))
    assert keys(fresh.engine.evaluate(fresh.state, act("use_object", "g", item="uplink"))) == [
        "d20.free.not_theirs.computer"]


def _door_table(keys):
    """A wall across the table at y 390–400 with a closed door at x 480–520; the Télépathe
    just south of it, the guard far north."""
    door = TerrainPiece("door", ((480.0, 390.0), (520.0, 390.0), (520.0, 400.0), (480.0, 400.0)),
                        Text("Porte du labo", "Lab door"), height_mm=100.0,
                        door=DoorState.CLOSED, keys=keys)
    terrain = (wall("west", 0, 390, 480, 400), door, wall("east", 520, 390, 1200, 400))
    units = [unit("telepath", Side.HERO, TELEPATH), unit("guard", Side.VILLAIN, GUARD)]
    figures = [figure("tp", "telepath", Side.HERO, 500, 420, 0.0),
               figure("g", "guard", Side.VILLAIN, 900, 100, 180.0)]
    return table("d20", units, figures, terrain)


def test_actions_libres_a_door_whose_code_the_figure_has():
    """« Ouvrir une porte dont on possède le code ou la clé [...] est une Action Libre [...]
    elle se déroule pendant la Phase de Mouvement »: the closed door stops the Télépathe; it
    holds the code (the heroes' side is among the door's keys), opens it without spending its
    move, then walks through."""
    play = game(_door_table((Side.HERO,)))
    through = act("move", "tp", at=(500.0, 340.0))
    assert keys(play.engine.evaluate(play.state, through)) == ["table_game.move.unreachable"]
    play.apply(act("use_object", "tp", item="door"))
    assert play.state.opened_doors == ("door",)
    assert play.entries[-1].step.key == "d20.step.open_door"
    assert play.engine.evaluate(play.state, through).legal
    play.apply(through)
    assert play.state.figure("tp").position == (500.0, 340.0)
    assert keys(play.engine.evaluate(play.state, act("use_object", "tp", item="door"))) == [
        "d20.free.door_open"]


def test_actions_libres_no_code_no_door():
    """A door whose code only the villains hold stays shut for the Télépathe."""
    play = game(_door_table((Side.VILLAIN,)))
    assert keys(play.engine.evaluate(play.state, act("use_object", "tp", item="door"))) == [
        "d20.free.no_key"]


def test_actions_sur_les_objets_offered_only_at_an_object():
    """The Télépathe far from every object is offered neither moving nor seizing one."""
    play = game(objects_table({"tp": (100.0, 100.0), "uc": (400.0, 372.5), "g": (900.0, 400.0)}))
    offers = {o.name: o for o in play.engine.offers(play.state, "tp")}
    assert not offers["move_object"].legal
    assert offers["move_object"].reasons[0].key == "d20.object.none"
    assert {o.name: o.legal for o in play.engine.offers(play.state, "uc")}["move_object"]


def test_saisir_un_objet_a_carrier_taken_out_drops_the_object_where_it_stood():
    """A figure carrying an object is taken out: the object is not lost with it, it lies where
    the figure stood (the text says nothing of it). The guard strikes the Chronos (Dφ 16, 8 PC)
    bare-handed: Càc 3 + Force 1 + a typed 20 = 24, a margin of 8 PC: out."""
    uc = AT_CRATE["uc"]
    play = _seized(dict(AT_CRATE, g=(uc[0], uc[1] - 25.0)))
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("villain", "actions")
    assert play.apply(act("melee", "g", target="uc", dice=((20,),)))
    assert play.state.figure("uc").out
    assert play.state.carried == () and play.state.place_of("crate") == uc
    assert any(o.id == "crate" and o.position == uc for o in play.engine.table_objects(play.state))
    play.take_back()
    assert play.state.carried == (("crate", "uc"),)
