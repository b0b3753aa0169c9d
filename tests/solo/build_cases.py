"""Writes the golden case folders of ``tests/solo/cases`` (run: python -m tests.solo.build_cases).

Tooling for developers only: a rules expert edits ``case.json`` directly. Each case is an
abstract board (a row of zones ``a``…``f`` left to right, explicit borders and LOS), a handful of
figures, one deck, and the quoted French rule. Expected steps are recorded from the engine and
were checked by hand against the quote when the case was written; re-running this script
overwrites them, so review ``git diff`` afterwards.
"""

from __future__ import annotations

import json
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
    gcpd = unit("gcpd", Side.VILLAIN)
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
    add("amb35-white-dice", scenario([V1, h("h1", "a")], (HERO, rerolls), [card()]),
        "L’IA ne relance que les résultats blanc sur les dés.", ["SOLO-DR-1"],
        options={"dice.reroll_target": "white_dice"})
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
    return cases


def main() -> None:
    for name, data in define().items():
        folder = CASES / name
        folder.mkdir(parents=True, exist_ok=True)
        data["expected"] = []
        (folder / "case.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                          encoding="utf-8")
        data["expected"] = record(folder)
        (folder / "case.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                          encoding="utf-8")


if __name__ == "__main__":
    main()
