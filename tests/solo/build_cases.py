"""Writes the golden case folders of ``tests/solo/cases`` (run: python -m tests.solo.build_cases).

Tooling for developers only: a rules expert edits ``case.json`` directly. Each case is an
abstract board (a row of zones ``a``…``f`` left to right, explicit borders and LOS), a handful of
figures, one deck, and the quoted French rule. What a case expects is the rules expert's:
``expected``, ``state``, ``dice`` and ``derivation`` are kept from the existing ``case.json``
(each expectation derived by hand from the quoted sentence, its ``derivation`` saying how).
Only a new case gets a draft of its steps recorded from the engine, to be checked against the
rule and given its derivation by hand before it is committed; review ``git diff`` afterwards.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from editor.model import (
    ActionIcon,
    Arrow,
    AttackKind,
    Border,
    BorderKind,
    CheckType,
    DiceCount,
    DiceSet,
    DieType,
    Figure,
    KeyPhrase,
    LosTable,
    Mission,
    Objective,
    River,
    RuleSystem,
    Scenario,
    Side,
    SoloAttack,
    SoloCard,
    SoloCheck,
    SoloDeck,
    SoloProfile,
    Text,
    Tile,
    TileUnit,
    Unit,
    Zone,
    ZoneBoard,
)
from editor.model.codec import encode
from editor.model.mission import Effect, EffectKind, EventOption, MissionEvent, Trigger, TriggerKind
from editor.model.river import TileKind
from editor.solo.cases import record

CASES = Path(__file__).parent / "cases"
ZONES = "abcdef"
M, R, AD, DF, VO = (ActionIcon.MELEE, ActionIcon.RANGED, ActionIcon.ADVANCE_TO_HEROES,
                    ActionIcon.DEFEND_HERO_OBJECTIVE, ActionIcon.ADVANCE_VILLAIN_OBJECTIVE)
DICE = DiceSet("d", Text("Dés", "Dice"), (
    DieType("white", Text("Blanc", "White"), faces=(0, 0, 0, 0, 0, 0)),
    DieType("red", Text("Rouge", "Red"), faces=(1, 1, 1, 1, 1, 1)),
))
FIST = SoloAttack(AttackKind.MELEE, Text("Poing", "Fist"), (DiceCount("red", 2),))
GUN = SoloAttack(AttackKind.RANGED, Text("Arme", "Gun"), (DiceCount("red", 1),))


def unit(uid, side, attacks=(FIST,), **kw):
    return Unit(uid, Text(uid, uid), side, SoloProfile(attacks=attacks, **kw))


def board(extra_borders=(), los=None, reinforcement=""):
    zones = tuple(Zone(z, Text(z, z), reading_index=i + 1, reinforcement=z in reinforcement)
                  for i, z in enumerate(ZONES))
    borders = tuple(Border(x, y, derived=False) for x, y in zip(ZONES, ZONES[1:]))
    rows = los if los is not None else tuple((z, (z,)) for z in ZONES)
    return ZoneBoard(zones=zones, borders=borders + tuple(extra_borders), los=LosTable("", rows))


def card(cid="c1", numbers=(1,), icons=(M, R, AD), **kw):
    return SoloCard(cid, numbers, icons=icons, key_phrase=kw.pop("key_phrase", "fewest_wounds"),
                    **kw)


def scenario(figures, units, cards, tiles=None, objectives=(), mission=None, b=None):
    tiles = tiles or (Tile("t1", units=(TileUnit("thug"),), reinforcement_cost=1),)
    return Scenario(
        "case", RuleSystem.ZONE_SOLO, b or board(), units=tuple(units), figures=tuple(figures),
        objectives=tuple(objectives), river=River((1, 2, 3, 4), tuple(tiles)),
        deck=SoloDeck("deck", key_phrases=(
            KeyPhrase("fewest_wounds", Text("le moins de blessures", "fewest wounds")),),
            cards=tuple(cards)),
        dice=DICE, mission=mission or Mission(villain_energy_start=6, villain_energy_recovery=0))


HERO = unit("hero", Side.HERO, energy=5)
THUG = unit("thug", Side.VILLAIN)
SHOOTER = unit("thug", Side.VILLAIN, attacks=(GUN,))
BOTH = unit("thug", Side.VILLAIN, attacks=(FIST, GUN))
V1 = Figure("v1", "thug", Side.VILLAIN, zone="a", tile="t1")


def h(fid, zone, number=1):
    return Figure(fid, "hero", Side.HERO, number=number, zone=zone)


QUOTES = {
    "melee": "Le personnage se déplace vers le héros le plus proche et effectue une attaque au "
             "corps à corps.",
    "tie": "Utiliser la phrase clé sur la carte solo (Ex : le moins de blessures), pour les "
           "attaques de mêlée, à distance ou de déplacement.",
    "number": "Le héros avec le numéro le plus bas dans les règles de mission si possible, sinon "
              "régler l’égalité de manière aléatoire.",
}


def define() -> dict[str, dict]:
    cases: dict[str, dict] = {}

    def add(name, sc, quote, rules, **extra):
        cases[name] = {"title": name, "rule_ids": rules, "quote": quote,
                       "scenario": encode(sc), "seed": 1, **extra}

    base = [V1, h("h1", "c")]
    add("vt1-draw-slot-melee", scenario(base, (HERO, THUG), [card()]),
        "Tirer une carte depuis le deck solo pendant la phase d’entretien. Le numéro sur la "
        "carte correspond à la tuile à activer dans la rivière.",
        ["SOLO-VT-1", "SOLO-VT-2", "SOLO-VT-6", "SOLO-ML", "SOLO-MV-1", "SOLO-MV-2"])
    leaders = (Tile("t0", units=(TileUnit("thug"),)),
               Tile("t1", units=(TileUnit("thug"),), leader=True),
               Tile("t2", units=(TileUnit("thug"),), leader=True))
    add("vt4-leader", scenario([V1, Figure("v2", "thug", Side.VILLAIN, zone="b", tile="t2"),
                                Figure("v0", "thug", Side.VILLAIN, zone="f", tile="t0"),
                                h("h1", "c")], (HERO, THUG), [card(numbers=(), leader=True)],
                               tiles=leaders),
        "Si la carte a le symbole de leader, activer chaque tuile de vilain avec ce symbole en "
        "commençant par celle située à l’emplacement dans la rivière avec le plus petit nombre.",
        ["SOLO-VT-4"])
    add("vt5-no-leader-redraw", scenario(base, (HERO, THUG),
                                         [card("c1", (), leader=True), card("c2")]),
        "S’il n’y a pas de leader ou qu’ils ont tous été neutralisés, jeter la carte et en tirer "
        "une nouvelle.", ["SOLO-VT-5"], setup={"draw_pile": ["c1", "c2"]})
    add("vt7-no-icon", scenario([V1, h("h1", "f")], (HERO, THUG), [card(icons=(M, R, VO))]),
        "Si elle ne peut activer aucune des 3 icônes, alors ce personnage n’est pas activé et on "
        "passe au prochain.", ["SOLO-VT-7"])
    two = [V1, Figure("v2", "thug", Side.VILLAIN, zone="e", tile="t1"), h("h1", "f")]
    add("vt6-reading-order", scenario(two, (HERO, THUG), [card()]),
        "En commençant par l’emplacement en haut à gauche du plateau et en continuant dans le "
        "sens de lecture (gauche à droite, haut en bas), l’IA active chaque personnage lié à la "
        "tuile activée.", ["SOLO-VT-6", "SOLO-VT-7"])
    add("tie-key-phrase", scenario([V1, h("h1", "b", 1), h("h2", "b", 2)], (HERO, THUG),
                                   [card()]), QUOTES["tie"], ["SOLO-TIE"],
        setup={"figures": {"h1": {"wounds": 2}}})
    add("tie-hero-number", scenario([V1, h("h2", "b", 2), h("h1", "b", 1)], (HERO, THUG),
                                    [card()]), QUOTES["number"], ["SOLO-TIE"])
    allies = [V1, Figure("p1", "hero", Side.HERO, zone="b"),
              Figure("p2", "hero", Side.HERO, zone="b")]
    add("tie-random-allies", scenario(allies, (HERO, THUG), [card()]), QUOTES["number"],
        ["SOLO-TIE", "SOLO-HA-1"])
    gcpd = unit("gcpd", Side.VILLAIN, energy=3)
    add("ha1-ally-by-controller", scenario([V1, Figure("p1", "gcpd", Side.HERO, zone="b")],
                                           (HERO, THUG, gcpd), [card()]),
        "Toutes règles utilisant le mot héros fait aussi référence au GCPD, SWAT, Bystanders, "
        "citizens & tous les autres alliés des héros.", ["SOLO-HA-1"])
    add("amb14-faction", scenario([V1, Figure("p1", "gcpd", Side.HERO, zone="b")],
                                  (HERO, THUG, gcpd), [card()]),
        "Toutes règles utilisant le mot héros fait aussi référence au GCPD, SWAT…",
        ["SOLO-HA-1"], options={"targeting.hero_definition": "faction"})
    los_cd = tuple((z, (z, "e") if z == "c" else (z,)) for z in ZONES)
    add("rg-move-for-los", scenario([Figure("v1", "thug", Side.VILLAIN, zone="a", tile="t1"),
                                     h("h1", "e")], (HERO, SHOOTER), [card(icons=(R, M, AD))],
                                    b=board(los=los_cd)),
        "Si le personnage n’a pas de ligne de vue sur un héros, il se déplace sur la plus courte "
        "distance lui permettant d'avoir une ligne de vue.", ["SOLO-RG"])
    add("ad-advance-partial", scenario([V1, h("h1", "f")], (HERO, THUG),
                                       [card(icons=(AD, M, R))]),
        "Déplacer le personnage vers le héros le plus proche ; en cas d’égalité se reporter à la "
        "règle d’égalité, et effectuer une attaque de mêlée ou à distance si possible.",
        ["SOLO-AD"])
    add("amb26-cube-to-approach", scenario([V1, h("h1", "f")], (HERO, THUG),
                                           [card(icons=(AD, M, R))]),
        "Un personnage peut dépenser 1 cube d’énergie maximum pour atteindre sa cible.",
        ["SOLO-MV-3"], options={"movement.cube_policy": "also_to_approach"})
    add("mv3-one-cube", scenario([V1, h("h1", "d")], (HERO, THUG), [card()]),
        "Un personnage peut dépenser 1 cube d’énergie maximum pour atteindre sa cible.",
        ["SOLO-MV-3"])
    fall = board(extra_borders=(Border("a", "d", BorderKind.FALL_ONLY, derived=False),))
    add("mv2-never-falls", scenario([V1, h("h1", "e")], (HERO, THUG), [card(icons=(AD, M, R))],
                                    b=fall),
        "Un personnage ne tente jamais de chute.", ["SOLO-MV-2", "SOLO-MV-1"])
    add("hm3-hard-falls", scenario([V1, h("h1", "e")], (HERO, THUG), [card(icons=(AD, M, R))],
                                   b=fall),
        "Les personnages effectuent tout le temps une chute s’ils le peuvent et ils ne subissent "
        "pas de dégâts de chute ou de terrains dangereux.", ["SOLO-HM-3", "SOLO-HM-1"],
        options={"hard_mode.enabled": True})
    obj_h = Objective("o1", Side.HERO, zone="c", number=1)
    add("df-defend-objective", scenario([V1, h("h1", "f")], (HERO, THUG),
                                        [card(icons=(DF, M, AD))], objectives=[obj_h]),
        "Le personnage se déplace vers l’objectif le plus proche.", ["SOLO-DF"])
    add("amb32-hold-not-resolved", scenario([Figure("v1", "thug", Side.VILLAIN, zone="c",
                                                    tile="t1"), h("h1", "f")], (HERO, THUG),
                                            [card(icons=(DF, M, AD))], objectives=[obj_h]),
        "Si le personnage est déjà sur un objectif, il ne se déplace pas.", ["SOLO-DF"],
        options={"icons.defend_hold_counts_as_resolved": False})
    checker = unit("thug", Side.VILLAIN, checks=(SoloCheck(CheckType.MANIPULATION,
                                                           (DiceCount("red", 1),)),))
    obj_v = Objective("o2", Side.VILLAIN, zone="b", number=2)
    add("vo-villain-objective", scenario([V1, h("h1", "f")], (HERO, checker),
                                         [card(icons=(VO, M, AD))], objectives=[obj_v]),
        "Sinon, déplacer le personnage sur l’objectif le plus proche qu’il peut activer.",
        ["SOLO-VO"])
    add("vo-cannot-check", scenario([V1, h("h1", "b")], (HERO, THUG),
                                    [card(icons=(VO, M, AD))], objectives=[obj_v]),
        "La première chose à faire est de vérifier que le personnage peut effectuer la "
        "manipulation/réflexion/action sur l’objectif.", ["SOLO-VO"])
    add("ma-burst", scenario([V1, h("h1", "a")], (HERO, BOTH),
                             [card(icons=(AD, M, R), burst=(AttackKind.RANGED, AttackKind.MELEE))]),
        "Si l’action effectuée permet au personnage d’utiliser l’attaque de mêlée ou l’attaque à "
        "distance, utiliser l’icône de « burst » pour définir laquelle il effectue.", ["SOLO-MA"])
    rerolls = unit("thug", Side.VILLAIN, attacks=(SoloAttack(
        AttackKind.MELEE, Text("x", "x"), (DiceCount("white", 1), DiceCount("red", 1))),),
        free_rerolls=("white",))
    add("dr1-rerolls", scenario([V1, h("h1", "a")], (HERO, rerolls), [card()]),
        "L’IA utilise toujours les relances gratuites sur les résultats blancs.", ["SOLO-DR-1"])
    big = unit("thug", Side.VILLAIN, hit_points=3, armor=1)
    for name, power, u in (("dr2-defend-one", 1, THUG), ("dr2-no-defence-two", 2, THUG),
                           ("dr2-several-hp", 3, big)):
        add(name, scenario([V1, h("h1", "a")], (HERO, u), [card()]),
            "L’IA effectue une défense si un résultat de 1 ou plus bloque l’attaque. S’il faut 2 "
            "(ou plus) succès, il n’effectue pas de défense.", ["SOLO-DR-2"],
            run={"defence": {"figure": "v1", "power": power}})
    dead = (Tile("t0", units=(TileUnit("thug"),)), Tile("t1", units=(TileUnit("thug"),)))
    clean = [Figure("v0", "thug", Side.VILLAIN, tile="t0", deployed=False), V1, h("h1", "b")]
    add("cl-clean-river", scenario(clean, (HERO, THUG), [card(clean_river=True)], tiles=dead),
        "Si la carte solo indique une tuile de vilain neutralisée, regarder le bas de la carte, si "
        "le mot-clé « DEPOLLUER » est présent, utiliser 2 cubes pour dépolluer la rivière de la "
        "tuile.", ["SOLO-CL"])
    add("hm2-free-cleaning", scenario(clean, (HERO, THUG), [card(clean_river=True)], tiles=dead),
        "L’IA dépollue la rivière pour zéro cube d'énergie", ["SOLO-HM-2", "SOLO-HM-1"],
        options={"hard_mode.enabled": True})
    add("amb38-no-keyword", scenario(clean, (HERO, THUG), [card()], tiles=dead),
        "si le mot-clé « DEPOLLUER » est présent", ["SOLO-CL"])
    add("hm1-free-tiles", scenario(base, (HERO, THUG), [card(numbers=(1,))]),
        "L’IA ne paye pas de cube pour activer les tuiles.", ["SOLO-HM-1"],
        options={"hard_mode.enabled": True}, setup={"villain_reserve": 0})
    add("amb4-unaffordable", scenario(base, (HERO, THUG), [card()]),
        "Activer la tuile en position 2", ["SOLO-VT-6"], setup={"villain_reserve": 0})
    event_tiles = (Tile("ev", kind=TileKind.EVENT, event="e1"),
                   Tile("t1", units=(TileUnit("thug"),), reinforcement_cost=1))
    ev = MissionEvent("e1", trigger=Trigger(TriggerKind.TILE, tile="ev"), options=(
        EventOption(1, effects=(Effect(EffectKind.GAIN_ENERGY, 1),)),
        EventOption(2, effects=(Effect(EffectKind.GAIN_REINFORCEMENT_POINTS, 2),
                                Effect(EffectKind.REINFORCE),)),))
    mission = Mission(villain_energy_start=6, events=(ev,))
    reserve = [V1, Figure("v2", "thug", Side.VILLAIN, tile="t1", deployed=False), h("h1", "f")]
    add("ev1-arrow-down", scenario(reserve, (HERO, THUG),
                                   [card(bottom_number=3, arrow=Arrow.DOWN), card("c2")],
                                   tiles=event_tiles, mission=mission),
        "Si l’option n’existe pas ou ne peut pas être résolue, on se réfère à la flèche pour "
        "passer à l’option suivante.", ["SOLO-EV-1", "SOLO-RF-1", "SOLO-RF-2", "SOLO-RF-3"],
        setup={"draw_pile": ["c1", "c2"]})
    add("rf2-golden-rule-no-zones", scenario(reserve, (HERO, THUG),
                                             [card(bottom_number=2), card("c2")],
                                             tiles=event_tiles, mission=mission),
        "Si, à tout moment, il faut placer un objet ou un jeton pour l’IA, le positionner de la "
        "façon la plus désavantageuse pour le joueur.", ["SOLO-GR-1"],
        setup={"draw_pile": ["c1", "c2"]})
    add("rf-reinforcement-zone", scenario(reserve, (HERO, THUG),
                                          [card(bottom_number=2), card("c2", bottom_number=2)],
                                          tiles=event_tiles, mission=mission,
                                          b=board(reinforcement="bf")),
        "Tirer la prochaine carte du deck solo, on utilise le numéro en bas à gauche, qui définit "
        "la zone de renfort à utiliser.", ["SOLO-RF-1", "SOLO-RF-2", "SOLO-RF-3"],
        setup={"draw_pile": ["c1", "c2"]})
    add("amb15-heuristic", scenario(reserve, (HERO, THUG), [card(bottom_number=2), card("c2")],
                                    tiles=event_tiles, mission=mission),
        "le positionner de la façon la plus désavantageuse pour le joueur.", ["SOLO-GR-1"],
        setup={"draw_pile": ["c1", "c2"]}, options={"golden_rule": "heuristic"})
    # -- triggers other than a villains' turn: a reinforcement, one AI roll with typed dice ---
    tough = unit("tough", Side.VILLAIN, hit_points=3)
    back = (Tile("t1", units=(TileUnit("thug"),), reinforcement_cost=1),
            Tile("t2", units=(TileUnit("tough"),), reinforcement_cost=1))
    add("rf-trigger-most-hit-points", scenario(
        [V1, Figure("v2", "thug", Side.VILLAIN, tile="t1", deployed=False),
         Figure("v3", "tough", Side.VILLAIN, tile="t2", deployed=False), h("h1", "c")],
        (HERO, THUG, tough), [card("c2", bottom_number=2)], tiles=back,
        b=board(reinforcement="bf")),
        "Pour sélectionner les personnages à faire revenir, on commence toujours par ceux avec "
        "le plus de points de vie/armure ; en cas d’égalité on choisit ceux avec la position la "
        "plus petite dans la rivière.", ["SOLO-RF-1", "SOLO-RF-2", "SOLO-RF-3"],
        setup={"draw_pile": ["c2"]}, run={"reinforce": {"points": 1}})
    mixed = DiceSet("d", Text("Dés", "Dice"), (
        DieType("white", Text("Blanc", "White"), faces=(0, 0, 0, 1, 1, 2)),
        DieType("red", Text("Rouge", "Red"), faces=(0, 1, 1, 1, 2, 2)),
    ))
    both = unit("thug", Side.VILLAIN, attacks=(SoloAttack(
        AttackKind.MELEE, Text("x", "x"), (DiceCount("red", 1), DiceCount("white", 1))),),
        free_rerolls=("white",))
    add("dr1-typed-colour-order", replace(scenario([V1, h("h1", "a")], (HERO, both), [card()]),
                                          dice=mixed),
        "S’il y a plusieurs dés à relancer, l’IA choisi dans cet ordre : Blanc, Jaune, Orange, "
        "Rouge, Noir.", ["SOLO-DR-1"],
        run={"roll": {"figure": "v1", "attack": "melee", "target": "h1"}})
    # -- the golden rule for a token an event option places (SOLO-GR-1) ------------------------
    bomb = Text("une bombe", "a bomb")
    token_tiles = (Tile("ev", kind=TileKind.EVENT, event="e1"),)

    def token_mission(*effects_by_option):
        return Mission(villain_energy_start=6, events=(MissionEvent(
            "e1", trigger=Trigger(TriggerKind.TILE, tile="ev"), options=tuple(
                EventOption(n, effects=effects) for n, effects in effects_by_option)),))

    place = Effect(EffectKind.PLACE_TOKEN, token=bomb, zones=("c", "d", "e"))
    add("gr1-token-in-event", scenario(
        [V1, h("h1", "f")], (HERO, THUG), [card()], tiles=token_tiles,
        mission=token_mission((1, (place,)))),
        "Si, à tout moment, il faut placer un objet ou un jeton pour l’IA, le positionner de la "
        "façon la plus désavantageuse pour le joueur.", ["SOLO-GR-1", "SOLO-EV-1"])
    kit = Effect(EffectKind.PLACE_TOKEN, token=Text("une trousse de soins", "a medkit"),
                 zones=("b", "e"), wanted_by=Side.HERO)
    add("amb15-token-heroes-want", scenario(
        [V1, h("h1", "f")], (HERO, THUG), [card()], tiles=token_tiles,
        mission=token_mission((1, (kit,)))),
        "le positionner de la façon la plus désavantageuse pour le joueur.", ["SOLO-GR-1"],
        options={"golden_rule": "heuristic"})
    nowhere = Effect(EffectKind.PLACE_TOKEN, token=bomb, zones=("zz",))
    add("gr1-token-nowhere-arrow", scenario(
        [V1, h("h1", "f")], (HERO, THUG), [card(bottom_number=2)], tiles=token_tiles,
        mission=token_mission((1, (Effect(EffectKind.GAIN_ENERGY, 1),)), (2, (nowhere,)))),
        "Si l’option n’existe pas ou ne peut pas être résolue, on se réfère à la flèche pour "
        "passer à l’option suivante.", ["SOLO-EV-1", "SOLO-GR-1"])
    return cases


HAND_KEPT = ("expected", "state", "dice", "derivation")
"""What the builder never rewrites in an existing case: the hand-derived expectations."""


def write(cases: dict[str, dict]) -> None:
    for name, data in cases.items():
        folder = CASES / name
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / "case.json"
        kept = json.loads(target.read_text("utf-8")) if target.exists() else {}
        data |= {k: kept[k] for k in HAND_KEPT if k in kept}
        draft = "expected" not in data
        if draft:
            data["expected"] = []
        target.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
        if draft:
            data["expected"] = record(folder)
            target.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")


def main() -> None:
    write(define())


# -- One case per non-default value of each ambiguity setting (SPEC §7) ----------------------------
#
# Each case also carries ``amb`` (the SPEC id, or the SPEC section when the setting has no AMB id)
# and ``amb_option`` (the dotted option under test): ``test_amb_cases.py`` re-runs the case with
# that option back at its §7 default and checks the expected steps no longer match.

DICE3 = DiceSet("d", Text("Dés", "Dice"), (
    DieType("white", Text("Blanc", "White"), faces=(0, 0, 0, 0, 0, 0)),
    DieType("red", Text("Rouge", "Red"), faces=(1, 1, 1, 1, 1, 1)),
    DieType("black", Text("Noir", "Black"), faces=(0, 0, 0, 0, 0, 0)),
))


def amb_board(reinforcement="", capacity=None, difficult="", climb="", index=None,
              markers=None, extra_borders=()):
    """``board()`` with a few zone properties: ``capacity`` {zone: n}, ``difficult`` zones,
    ``climb`` zones one level up reached by a CLIMB border from the left, ``index`` {zone:
    reading_index} (None: the left-to-right default), ``markers`` {zone: (x, y)} (no index)."""
    capacity = capacity or {}
    zones = tuple(
        Zone(z, Text(z, z), reinforcement=z in reinforcement, capacity=capacity.get(z),
             difficult=z in difficult, elevation=1 if z in climb else 0,
             reading_index=None if markers else (index or {}).get(z, i + 1),
             los_marker=(markers or {}).get(z))
        for i, z in enumerate(ZONES))
    borders = tuple(Border(x, y, BorderKind.CLIMB if y in climb else BorderKind.OPEN,
                           derived=False) for x, y in zip(ZONES, ZONES[1:]))
    rows = tuple((z, (z,)) for z in ZONES)
    return ZoneBoard(zones=zones, borders=borders + tuple(extra_borders), los=LosTable("", rows))


def vfig(fid, zone, tile="t1", unit_id="thug", deployed=True):
    return Figure(fid, unit_id, Side.VILLAIN, zone=zone if deployed else None, tile=tile,
                  deployed=deployed)


def tiles_of(*ids, leader=(), cost=1):
    return tuple(Tile(t, units=(TileUnit("thug"),), leader=t in leader, reinforcement_cost=cost)
                 for t in ids)


AMB_QUOTES = {
    "slot": "Le numéro sur la carte correspond à la tuile à activer dans la rivière",
    "tiles": "Activer les tuiles en commençant par le numéro en haut de la carte.",
    "leader": "Si la carte a le symbole de leader \u00a0 , activer chaque tuile de vilain avec ce "
              "symbole en commençant par celle située à l’emplacement dans la rivière avec le plus "
              "petit nombre.",
    "redraw": "S’il n’y a pas de leader ou qu’ils ont tous été neutralisés, jeter la carte et en "
              "tirer une nouvelle.",
    "clean": "Si la carte solo indique une tuile de vilain neutralisée, regarder le bas de la "
             "carte, si le mot-clé «\u00a0DEPOLLUER\u00a0» est présent, utiliser 2 cubes pour "
             "dépolluer la rivière de la tuile.",
    "clean_next": "Activer maintenant la tuile qui occupe la place dépolluée, si l’IA a assez "
                  "d’énergie.",
    "path": "Quand un personnage doit se déplacer, toujours prendre le chemin utilisant le moins "
            "de points de déplacement, même si cela signifie traverser des terrains difficiles "
            "ou dangereux, traverser les zones des héros, escalader ou sauter.",
    "reading": "En commençant par l’emplacement en haut à gauche du plateau et en continuant "
               "dans le sens de lecture (gauche à droite, haut en bas), l’IA active chaque "
               "personnage lié à la tuile activée.",
    "event": "Si un événement est déclenché, on utilise le numéro en bas à gauche de la carte "
             "solo, qui définit quel option d’événement il faut activer.",
    "arrow": "Si la flèche est vers le bas on passe à la prochaine option plus petite (de 3 on "
             "passe à 2), si elle est vers le haut on passe à l’option 1.",
    "rf_card": "Tirer la prochaine carte du deck solo, on utilise le numéro en bas à gauche , qui "
               "définit la zone de renfort à utiliser.",
    "rf_arrow": "Si l’emplacement n’est pas disponible, utiliser le sens de la flèche pour savoir "
                "s’il faut activer une zone de numéro plus grande ou plus petite. S’il n’existe "
                "pas de numéro plus grand, on recommence à 1.",
    "rf_who": "Pour sélectionner les personnages à faire revenir, on commence toujours par ceux "
              "avec le plus de points de vie/armure ; en cas d’égalité on choisit ceux avec la "
              "position la plus petite dans la rivière.",
    "reroll": "L’IA ne relance que les résultats blanc sur les dés, et il ne paye qu’une relance "
              "par personnage.",
    "defence": "Pour les personnages avec plusieurs points de vie, il effectue toujours 1 défense.",
    "vo": "Sinon, déplacer le personnage sur l’objectif le plus proche qu’il peut activer.",
    "vo_first": "La première chose à faire est de vérifier que le personnage peut effectuer la "
                "manipulation/réflexion/action sur l’objectif.",
}


def define_amb() -> dict[str, dict]:
    cases: dict[str, dict] = {}

    def add(name, amb, option, value, sc, quote, rules, **extra):
        cases[name] = {"title": name, "amb": amb, "amb_option": option, "rule_ids": rules,
                       "quote": quote, "scenario": encode(sc), "seed": extra.pop("seed", 1),
                       "options": {option: value, **extra.pop("options", {})}, **extra}

    units = (HERO, THUG)
    base = [V1, h("h1", "c")]
    two = tiles_of("t1", "t2")
    three = tiles_of("t1", "t2", "t3")
    # -- RiverOptions ------------------------------------------------------------------------
    dead2 = (Tile("t0", units=(TileUnit("thug"),)), Tile("t1", units=(TileUnit("thug"),)))
    clean = [vfig("v0", None, "t0", deployed=False), V1, h("h1", "b")]
    add("amb39-clean-cost-one", "AMB-39 (SPEC §6.10 cleanCost)", "river.clean_cost", 1,
        scenario(clean, units, [card(clean_river=True)], tiles=dead2), AMB_QUOTES["clean"],
        ["SOLO-CL"], setup={"villain_reserve": 2})
    dead3 = (Tile("t0", units=(TileUnit("thug"),)), *tiles_of("t1", "t2"))
    add("amb40-clean-remove-from-river", "AMB-40 (SPEC §6.10 cleanMode)", "river.clean_mode",
        "remove_from_river",
        scenario([vfig("v0", None, "t0", deployed=False), V1, vfig("v2", "f", "t2"),
                  h("h1", "b")], units, [card(clean_river=True), card("c2", (3,))], tiles=dead3),
        AMB_QUOTES["clean"], ["SOLO-CL", "SOLO-VT-2"],
        setup={"draw_pile": ["c1", "c2"]}, run={"turns": 2})
    snap = [vfig("v1", "a", "t1"), vfig("v2", "a", "t2"), vfig("v3", "a", "t3"),
            h("h1", "a")]
    add("amb2-target-current", "AMB-2", "river.target_resolution", "current",
        scenario(snap, units, [card(numbers=(1, 2))], tiles=three), AMB_QUOTES["tiles"],
        ["SOLO-VT-2", "SOLO-VT-6"], setup={"figures": {"h1": {"energy": 20}}})
    add("amb2-cost-snapshot-slot", "AMB-2", "river.cost_at", "snapshot_slot",
        scenario(snap, units, [card(numbers=(1, 2))], tiles=three), AMB_QUOTES["tiles"],
        ["SOLO-VT-6"], setup={"villain_reserve": 2, "figures": {"h1": {"energy": 20}}})
    add("amb4-activate-anyway", "AMB-4", "river.unaffordable", "activate_anyway",
        scenario(base, units, [card()]), AMB_QUOTES["slot"], ["SOLO-VT-6"],
        setup={"villain_reserve": 0})
    add("amb4-next-affordable", "AMB-4", "river.unaffordable", "next_affordable",
        scenario([vfig("v1", "a", "t1"), vfig("v2", "f", "t2"), h("h1", "b")], units,
                 [card(numbers=(2,))], tiles=two), AMB_QUOTES["slot"], ["SOLO-VT-6"],
        setup={"villain_reserve": 1})
    add("amb3-missing-slot-redraw", "AMB-3", "river.missing_slot", "redraw",
        scenario(base, units, [card(numbers=(3,)), card("c2")]), AMB_QUOTES["slot"],
        ["SOLO-VT-2"], setup={"draw_pile": ["c1", "c2"]})
    add("amb6-activation-cap", "AMB-6", "river.max_activations_per_turn", 1,
        scenario([vfig("v1", "a", "t1"), vfig("v2", "f", "t2"), h("h1", "b")], units,
                 [card(numbers=(1, 2))], tiles=two), AMB_QUOTES["tiles"], ["SOLO-VT-6"])
    lead = tiles_of("t0", "t1", leader=("t1",))
    add("amb5-leader-also-numbers", "AMB-5", "river.leader_also_numbers", True,
        scenario([vfig("v0", "f", "t0"), vfig("v1", "a", "t1"), h("h1", "b")], units,
                 [card(numbers=(1,), leader=True)], tiles=lead), AMB_QUOTES["leader"],
        ["SOLO-VT-4", "SOLO-VT-2"])
    add("amb8-max-redraws-zero", "AMB-8", "river.max_redraws", 0,
        scenario(base, units, [card("c1", (), leader=True), card("c2")]), AMB_QUOTES["redraw"],
        ["SOLO-VT-5"], setup={"draw_pile": ["c1", "c2"]})
    add("amb38-no-keyword-redraw", "AMB-38", "river.neutralized_no_keyword", "redraw",
        scenario(clean, units, [card(), card("c2", (2,))], tiles=dead2), AMB_QUOTES["clean"],
        ["SOLO-CL"], setup={"draw_pile": ["c1", "c2"]})
    dead_two = (Tile("t0", units=(TileUnit("thug"),)), Tile("t9", units=(TileUnit("thug"),)),
                *tiles_of("t1"))
    add("amb40-chain-clean", "AMB-40", "river.chain_clean", True,
        scenario([vfig("v0", None, "t0", deployed=False), vfig("v9", None, "t9", deployed=False),
                  V1, h("h1", "b")], units, [card(clean_river=True)], tiles=dead_two),
        AMB_QUOTES["clean_next"], ["SOLO-CL"])
    # -- MovementOptions ---------------------------------------------------------------------
    obj_c = Objective("o1", Side.HERO, zone="c", number=1)
    heavy = unit("thug", Side.VILLAIN, menace=2)
    for name, value in (("amb0-hinder-menace", "menace"), ("amb0-hinder-none", "none")):
        add(name, "SPEC §1.3 hinderMetric (no AMB id)", "movement.hinder_metric", value,
            scenario([V1, h("h1", "a")], (HERO, heavy), [card(icons=(DF, M, AD))],
                     objectives=[obj_c]), AMB_QUOTES["path"], ["SOLO-MV-1", "SOLO-DF"])
    add("amb0-difficult-extra-zero", "SPEC §1.3 difficultExtra (no AMB id)",
        "movement.difficult_extra", 0,
        scenario(base, units, [card()], b=amb_board(difficult="b")), AMB_QUOTES["path"],
        ["SOLO-MV-1", "SOLO-MV-3"])
    add("amb0-climb-cost-two", "SPEC §1.3 climbCostPerLevel (no AMB id)",
        "movement.climb_cost_per_level", 2,
        scenario(base, units, [card(icons=(M, R, AD))], b=amb_board(climb="bcdef")),
        AMB_QUOTES["path"], ["SOLO-MV-1", "SOLO-ML"])
    hop = Border("a", "e", cost_ab=2, cost_ba=2, derived=False)
    add("amb0-distance-zone-hops", "SPEC §1.5 distanceMetric (no AMB id)",
        "movement.distance_metric", "zone_hops",
        scenario([V1, h("h1", "c"), h("h2", "e", number=2)], units, [card(icons=(AD, M, R))],
                 b=amb_board(extra_borders=(hop,))),
        'Déplacer le personnage vers le héros le plus proche',
        ["SOLO-AD", "SOLO-MV-1"])
    always = board(extra_borders=(Border("a", "f", BorderKind.FALL_ONLY, derived=False),
                                  Border("f", "b", derived=False)))
    add("amb42-always-fall", "AMB-42 (SPEC §6.12 hardFall)", "hard_mode.fall",
        "always_if_possible",
        scenario([V1, h("h1", "b")], (HERO, THUG), [card(icons=(M, R, AD))], b=always),
        "Les personnages effectuent tout le temps une chute s’ils le peuvent",
        ["SOLO-HM-3", "SOLO-ML"], options={"hard_mode.enabled": True})
    # -- TargetingOptions --------------------------------------------------------------------
    add("amb14-target-ko-heroes", "AMB-14 (SPEC §6.3 targetKOHeroes)",
        "targeting.target_ko_heroes", True,
        scenario([V1, h("h1", "b", 1), h("h2", "c", 2)], units, [card()]),
        QUOTES["melee"], ["SOLO-ML", "SOLO-HA-1"],
        setup={"figures": {"h1": {"energy": 0, "wounds": 5, "out": True}}})
    obj_b = Objective("o1", Side.HERO, zone="b", number=1)
    obj_d = Objective("o2", Side.HERO, zone="d", number=2)
    add("amb16-hero-allies", "AMB-16", "targeting.defend_allies_means", "hero_allies",
        scenario([vfig("v1", "c"), vfig("v2", "b", "t2"), Figure("p1", "hero", Side.HERO,
                                                                  zone="d")],
                 units, [card(icons=(DF, M, AD))], tiles=two, objectives=[obj_b, obj_d]),
        "Ou l’endroit où il y a le moins d’alliés pour défendre les objectifs de héros.",
        ["SOLO-TIE", "SOLO-DF"])
    add("amb17-unnumbered-random", "AMB-17", "targeting.unnumbered", "random_all",
        scenario([V1, h("h1", "b", 1), Figure("p1", "hero", Side.HERO, zone="b")], units,
                 [card()]), QUOTES["number"], ["SOLO-TIE"], seed=AMB17_SEED)
    # -- IconOptions -------------------------------------------------------------------------
    slow = amb_board(extra_borders=())
    slow = ZoneBoard(zones=slow.zones, borders=(Border("a", "b", cost_ab=2, derived=False),
                                                *slow.borders[1:]), los=slow.los)
    add("amb30-advance-stuck-resolves", "AMB-30", "icons.advance_fail_if_stuck", False,
        scenario([V1, h("h1", "c")], units, [card(icons=(AD, M, R))], b=slow),
        "Déplacer le personnage vers le héros le plus proche ; en cas d’égalité se reporter à la "
        "règle d’égalité, et effectuer une attaque de mêlée ou à distance si possible.",
        ["SOLO-AD"])
    obj_e = Objective("o1", Side.HERO, zone="e", number=1)
    add("amb31-defend-attack-off-objective", "AMB-31",
        "icons.defend_attack_only_on_objective", False,
        scenario([V1, h("h1", "c")], units, [card(icons=(DF, M, AD))], objectives=[obj_e]),
        "Après le mouvement ou s’il est déjà sur l’objectif, si un héros est présent sur "
        "l’objectif ou dans sa ligne de vue, il effectue une attaque.", ["SOLO-DF"])
    checker = unit("thug", Side.VILLAIN, checks=(SoloCheck(CheckType.MANIPULATION,
                                                           (DiceCount("red", 1),)),))
    add("amb33-no-check", "AMB-33", "icons.vo_perform_check", False,
        scenario([V1, h("h1", "f")], (HERO, checker), [card(icons=(VO, M, AD))],
                 objectives=[Objective("o2", Side.VILLAIN, zone="b", number=2)]),
        AMB_QUOTES["vo"], ["SOLO-VO"])
    add("amb33-one-cube", "AMB-33", "icons.vo_cubes", "one",
        scenario([V1, h("h1", "f")], (HERO, checker), [card(icons=(VO, M, AD))],
                 objectives=[Objective("o2", Side.VILLAIN, zone="b", number=2, difficulty=3)]),
        AMB_QUOTES["vo_first"], ["SOLO-VO"])
    # -- DiceOptions -------------------------------------------------------------------------
    blank = unit("thug", Side.VILLAIN, attacks=(SoloAttack(
        AttackKind.MELEE, Text("x", "x"), (DiceCount("red", 1), DiceCount("black", 1))),))
    sc = scenario([V1, h("h1", "a")], (HERO, blank), [card()])
    add("amb35-white-dice-only", "AMB-35", "dice.reroll_target", "white_dice",
        replace(sc, dice=DICE3), AMB_QUOTES["reroll"], ["SOLO-DR-1"],
        setup={"figures": {"h1": {"energy": 20}}})
    twice = (*tiles_of("t1"), Tile("ev", kind=TileKind.EVENT, event="e1"))
    again = MissionEvent("e1", trigger=Trigger(TriggerKind.TILE, tile="ev"), options=(
        EventOption(1, effects=(Effect(EffectKind.ACTIVATE_TILE, tile="t1"),)),))
    sc = scenario([V1, h("h1", "a")], (HERO, blank), [card(numbers=(1, 2))], tiles=twice,
                  mission=Mission(villain_energy_start=6, events=(again,)))
    add("amb34-reroll-per-round", "AMB-34", "dice.paid_reroll_scope", "per_round",
        replace(sc, dice=DICE3), AMB_QUOTES["reroll"], ["SOLO-DR-1"],
        setup={"figures": {"h1": {"energy": 20}}})
    add("amb36-defence-two-cubes", "AMB-36", "dice.defense_cubes", 2,
        scenario([V1, h("h1", "a")], (HERO, unit("thug", Side.VILLAIN, hit_points=3)),
                 [card()]), AMB_QUOTES["defence"], ["SOLO-DR-2"],
        run={"defence": {"figure": "v1", "power": 1}})
    # -- EventOptions ------------------------------------------------------------------------
    ev_tiles = (Tile("ev", kind=TileKind.EVENT, event="e1"),)

    def event_case(name, amb, option, value, opts, cards, quote, **extra):
        ev = MissionEvent("e1", trigger=Trigger(TriggerKind.TILE, tile="ev"), options=tuple(
            EventOption(n, effects=(Effect(EffectKind.GAIN_ENERGY, amount),))
            for n, amount in opts))
        add(name, amb, option, value,
            scenario([V1, h("h1", "f")], units, cards, tiles=ev_tiles,
                     mission=Mission(villain_energy_start=6, events=(ev,))),
            quote, ["SOLO-EV-1"], **extra)

    event_case("amb10-event-draw-new", "AMB-10", "events.event_card", "draw_new",
               ((1, 1), (2, 2)), [card(bottom_number=1), card("c2", bottom_number=2)],
               AMB_QUOTES["event"], setup={"draw_pile": ["c1", "c2"]})
    event_case("amb11-event-down-stop", "AMB-11", "events.down_wrap", "stop",
               ((1, -20), (2, 2), (3, 3)), [card(bottom_number=1, arrow=Arrow.DOWN)],
               AMB_QUOTES["arrow"])
    event_case("amb12-event-up-stop", "AMB-12", "events.up_after_one", "stop",
               ((1, -20), (2, 2)), [card(bottom_number=3, arrow=Arrow.UP)], AMB_QUOTES["arrow"])
    # -- ReinforcementOptions ----------------------------------------------------------------
    rf_tiles = (Tile("ev", kind=TileKind.EVENT, event="e1"), *tiles_of("t1", "t2"))

    def rf_case(name, amb, option, value, cards, quote, b, points=2, figures=None,
                units_=units, rules=("SOLO-RF-2",), **extra):
        ev = MissionEvent("e1", trigger=Trigger(TriggerKind.TILE, tile="ev"), options=(
            EventOption(1, effects=(Effect(EffectKind.GAIN_REINFORCEMENT_POINTS, points),
                                    Effect(EffectKind.REINFORCE))),))
        figures = figures or [vfig("v1", None, deployed=False), h("h1", "a")]
        add(name, amb, option, value,
            scenario(figures, units_, cards, tiles=rf_tiles, b=b,
                     mission=Mission(villain_energy_start=6, events=(ev,))),
            quote, list(rules), setup={"draw_pile": [c.id for c in cards]}, **extra)

    rf_case("amb20-reinforce-current-card", "AMB-20", "reinforcements.card", "current",
            [card(bottom_number=1), card("c2", bottom_number=3)], AMB_QUOTES["rf_card"],
            amb_board(reinforcement="bdf"))
    rf_case("amb21-out-of-range-unavailable", "AMB-21", "reinforcements.out_of_range",
            "treat_as_unavailable",
            [card(bottom_number=1), card("c2", bottom_number=3, arrow=Arrow.DOWN)],
            AMB_QUOTES["rf_arrow"], amb_board(reinforcement="bf"))
    rf_case("amb22-rf-down-stop", "AMB-22", "reinforcements.down_wrap", "stop",
            [card(bottom_number=1), card("c2", bottom_number=1, arrow=Arrow.DOWN)],
            AMB_QUOTES["rf_arrow"], amb_board(reinforcement="bf", capacity={"b": 1}),
            figures=[vfig("v1", None, deployed=False), h("h1", "b")])
    tough = unit("tough", Side.VILLAIN, hit_points=3)
    armoured = unit("armoured", Side.VILLAIN, hit_points=2, armor=2)
    rf_case("amb23-hp-plus-armor", "AMB-23", "reinforcements.priority", "hp_plus_armor",
            [card(bottom_number=1), card("c2", bottom_number=1)], AMB_QUOTES["rf_who"],
            amb_board(reinforcement="bf"), points=1,
            figures=[vfig("v1", None, "t1", "tough", deployed=False),
                     vfig("v2", None, "t2", "armoured", deployed=False), h("h1", "a")],
            units_=(HERO, tough, armoured), rules=("SOLO-RF-3",))
    rf_case("amb24-overflow-drop", "AMB-24", "reinforcements.overflow", "drop",
            [card(bottom_number=1), card("c2", bottom_number=1, arrow=Arrow.UP)],
            AMB_QUOTES["rf_arrow"], amb_board(reinforcement="bf", capacity={"b": 1}),
            figures=[vfig("v1", None, "t1", deployed=False),
                     vfig("v2", None, "t2", deployed=False), h("h1", "a")],
            rules=("SOLO-RF-3",))
    rf_case("amb25-hero-blocks", "AMB-25", "reinforcements.hero_blocks", True,
            [card(bottom_number=1), card("c2", bottom_number=1, arrow=Arrow.UP)],
            AMB_QUOTES["rf_arrow"], amb_board(reinforcement="bf"),
            figures=[vfig("v1", None, deployed=False), h("h1", "b")])
    # -- ReadingOrderOptions -----------------------------------------------------------------
    order2 = [vfig("v1", "a"), vfig("v2", "f"), h("h1", "c")]
    reverse = {z: len(ZONES) - i for i, z in enumerate(ZONES)}
    add("amb7-no-override", "AMB-7", "reading_order.use_override", False,
        scenario(order2, units, [card(icons=(AD, M, R))], b=amb_board(index=reverse)),
        AMB_QUOTES["reading"], ["SOLO-VT-6", "SOLO-VT-7"])
    marks = {z: (float(10 * (len(ZONES) - i)), float(i)) for i, z in enumerate(ZONES)}
    add("amb7-row-tolerance", "AMB-7", "reading_order.row_tolerance_mm", 10.0,
        scenario(order2, units, [card(icons=(AD, M, R))], b=amb_board(markers=marks)),
        AMB_QUOTES["reading"], ["SOLO-VT-6", "SOLO-VT-7"])
    return cases


AMB17_SEED = 3


def main_amb() -> None:
    """Writes only the AMB cases (the other cases are left untouched)."""
    write(define_amb())


if __name__ == "__main__":
    import sys

    main_amb() if sys.argv[1:] == ["amb"] else main()
