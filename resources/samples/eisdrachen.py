"""The Eisdrachen sample "frozen-trench": a free table measured in pas, two squads on a winter front.

Why it exists: the free-table editor, the cards and the odds of the Eisdrachen system need one
scenario that uses every terrain class of the model (each cover class and movement effect, from
barbed wire one can only crawl under to an impassable casemate) and complete profiles on both
sides (V, I from Bleu to Assassin, A, F, PV, heavy weapons, snipers, grenades, a medic), with
figures deployed at positions and facings and objectives for the "use", "repair/sabotage" and
"sound the alarm" actions (rules/eisdrachen-actions.fr.txt). Everything is invented.

The Eisdrachen texts do not fix deployment; the mission text does, and :data:`DEPLOYMENT` gives
the same areas as data so that the sample's tests can check them. Positions are millimetres on the
table (1 pas = 25 mm, the model's default), origin top-left, y down; facing 0° is up the table.
"""

from __future__ import annotations

import math
import random

from editor.model import (
    BackgroundImage,
    CheckType,
    Condition,
    ConditionKind,
    CoverClass,
    DiceSet,
    DieType,
    DistanceUnit,
    Effect,
    EffectKind,
    EisdrachenProfile,
    EisdrachenWeapon,
    EventOption,
    Figure,
    FreeTable,
    ImageAsset,
    Mission,
    MissionEvent,
    MovementEffect,
    Objective,
    River,
    RuleSystem,
    Scenario,
    Side,
    Skill,
    SoloDeck,
    TableArea,
    TerrainPiece,
    Text,
    Tile,
    TileKind,
    TileUnit,
    Trigger,
    TriggerKind,
    Unit,
)
from resources.samples import drawing as d
from resources.samples.solo_decks import TABLE_KEY_PHRASES, CardRow, deck_of

NAME = "frozen-trench"
IMAGE = f"images/{NAME}.png"
MM_PER_PAS = 25.0
WIDTH_PAS, HEIGHT_PAS = 48, 32
PX_PER_MM = 1
DEPLOYMENT = {
    Side.HERO: ("south", 13),
    Side.VILLAIN: ("north", 8),
}
"""Each side's deployment area: the table edge and the depth in pas from it."""
REINFORCEMENT_AREAS = (
    TableArea("north-road", ((0.0, 0.0), (160.0, 0.0), (160.0, 80.0), (0.0, 80.0)),
              Text("Route du nord", "North road")),
    TableArea("north-pass", ((700.0, 0.0), (860.0, 0.0), (860.0, 70.0), (700.0, 70.0)),
              Text("Col du nord", "North pass")),
)
"""Where the Pale Fang's reinforcements come down (SOLO-RF-1/2): the road and the pass on the north
edge, both open ground, clear of the stream."""

HERO_NUMBERS = {
    "ilse-varn-1": 1, "oskar-lind-1": 2, "petra-holm-1": 3, "rime-recruit-1": 4, "rime-rifleman-1": 5,
    "rime-grenadier-1": 6, "rime-recruit-2": 7, "rime-gunner-1": 8, "rime-rifleman-2": 9,
}
"""The heroes' numbers (SOLO-TIE step 2): the three named characters first, then the squad in reading
order along the trench."""
TILES = {
    "fang-marauder": "marauders", "fang-skier": "skiers", "vesna-krall": "vesna", "fang-flamer": "flamer",
    "fang-longrifle": "longrifle", "hesk-dranovar": "hesk",
}
"""The river tile of each villain unit (one tile per unit)."""

# fmt: off
_TERRAIN = (
    # id, French, English, outline (mm), cover, height (mm), movement, blocks LOS
    ("road", "Route gelée", "Frozen road",
     ((110, 0), (120, 200), (100, 400), (115, 600), (95, 800), (45, 800), (65, 600), (50, 400), (70, 200), (60, 0)),
     CoverClass.NONE, 0, MovementEffect.OPEN, False),
    ("wire-west", "Barbelés ouest", "Barbed wire, west",
     ((200, 430), (480, 420), (480, 445), (200, 455)),
     CoverClass.NONE, 15, MovementEffect.CRAWL_ONLY, False),
    ("wire-east", "Barbelés est", "Barbed wire, east",
     ((560, 420), (1000, 430), (1000, 455), (560, 445)),
     CoverClass.NONE, 15, MovementEffect.CRAWL_ONLY, False),
    ("stream", "Torrent de fonte", "Meltwater stream",
     ((980, 0), (1030, 0), (1060, 90), (1120, 170), (1200, 215), (1200, 265), (1100, 220), (1025, 135), (995, 60)),
     CoverClass.NONE, 0, MovementEffect.WATER, False),
    ("copse", "Bosquet de sapins", "Fir copse",
     ((430, 250), (500, 235), (560, 270), (565, 340), (505, 380), (440, 360), (415, 305)),
     CoverClass.LIGHT, 90, MovementEffect.DIFFICULT, True),
    ("crates", "Caisses de munitions", "Ammunition crates",
     ((680, 330), (740, 330), (740, 370), (680, 370)),
     CoverClass.LIGHT, 25, MovementEffect.CLIMB, False),
    ("tower", "Mirador", "Watchtower",
     ((280, 640), (320, 640), (320, 680), (280, 680)),
     CoverClass.LIGHT, 60, MovementEffect.CLIMB, False),
    ("farm", "Ferme en ruine", "Ruined farmhouse",
     ((150, 160), (330, 160), (330, 230), (260, 230), (260, 300), (150, 300)),
     CoverClass.MEDIUM, 45, MovementEffect.DIFFICULT, False),
    ("spur", "Éperon rocheux", "Rocky spur",
     ((850, 175), (885, 150), (930, 145), (970, 160), (1000, 195), (995, 240), (985, 280), (945, 300), (915, 305), (880, 290), (860, 260), (845, 215)),
     CoverClass.MEDIUM, 60, MovementEffect.CLIMB, True),
    ("tractor", "Épave de chenillette", "Wrecked snow tractor",
     ((790, 455), (860, 475), (850, 510), (780, 490)),
     CoverClass.MEDIUM, 35, MovementEffect.IMPASSABLE, True),
    ("trench", "Tranchée du Frimas", "Rime trench",
     ((150, 540), (300, 500), (450, 540), (600, 500), (750, 540), (900, 500), (1050, 540),
      (1050, 580), (900, 540), (750, 580), (600, 540), (450, 580), (300, 540), (150, 580)),
     CoverClass.HEAVY, 30, MovementEffect.DIFFICULT, False),
    ("casemate", "Casemate", "Casemate",
     ((570, 610), (650, 610), (670, 640), (650, 690), (570, 690), (550, 640)),
     CoverClass.HEAVY, 60, MovementEffect.IMPASSABLE, True),
    ("marsh", "Mare gelée", "Frozen marsh",
     ((1060, 640), (1140, 620), (1180, 680), (1150, 760), (1070, 750), (1040, 700)),
     CoverClass.NONE, 0, MovementEffect.SHALLOW_WATER, False),
)
_EXTRA = {
    "tower": {"flat_top": True},
    "spur": {"flat_top": True},
    "crates": {"flat_top": True},
    "copse": {"hiding_place": True},
    "farm": {"hiding_place": True},
    "trench": {"hiding_place": True},
}
"""What some pieces add: the tops of the watch tower, the spur and the crates are flat ground
(figures stand on them and see over the trench and the wire; they climb up and down: «2)
Escalader»), and the copse, the ruined farm and the trench are places to hide («8) Se cacher»:
"dans un bosquet, ... des décombres, ... un fossé")."""
# fmt: on


def _terrain() -> tuple[TerrainPiece, ...]:
    return tuple(
        TerrainPiece(pid, tuple((float(x), float(y)) for x, y in outline), Text(fr, en), cover, float(height),
                     movement, blocks, **_EXTRA.get(pid, {}))
        for pid, fr, en, outline, cover, height, movement, blocks in _TERRAIN
    )


def _weapon(fr: str, en: str, reach: float | None, attacks: int, strength: int,
            special: tuple[str, str] = ("", "")) -> EisdrachenWeapon:
    return EisdrachenWeapon(Text(fr, en), reach, attacks, strength, Text(*special))


_BAYONET = _weapon("Baïonnette", "Bayonet", None, 1, 2)
_RIFLE = _weapon("Fusil à verrou", "Bolt-action rifle", 20, 1, 2)
_SCOPE = ("Lunette de sniper : permet l’action Sniper.", "Sniper scope: allows the Sniper action.")


def _units() -> tuple[Unit, ...]:
    hero, villain = Side.HERO, Side.VILLAIN
    profile = EisdrachenProfile
    return (
        Unit("rime-recruit", Text("Recrue du Frimas", "Rime Guard recruit"), hero,
             profile(speed=6, intelligence=1, attacks=1, strength=2, hit_points=3,
                     weapons=(_weapon("Fusil à verrou", "Bolt-action rifle", 18, 1, 2), _BAYONET)),
             description=Text("Un Bleu : il tire vite et esquive mal.", "A Bleu: quick to shoot, slow to dodge.")),
        Unit("rime-rifleman", Text("Fusilier du Frimas", "Rime Guard rifleman"), hero,
             profile(speed=6, intelligence=2, attacks=1, strength=2, hit_points=4,
                     weapons=(_RIFLE, _weapon("Baïonnette", "Bayonet", None, 2, 2))),
             description=Text("Un Soldat qui connaît chaque recoin de la tranchée.",
                              "A Soldat who knows every corner of the trench.")),
        Unit("ilse-varn", Text("Sergente Ilse Varn", "Sergeant Ilse Varn"), hero,
             profile(speed=6, intelligence=3, attacks=2, strength=3, hit_points=5,
                     weapons=(_weapon("Pistolet-mitrailleur", "Submachine gun", 12, 3, 2),
                              _weapon("Sabre de tranchée", "Trench sabre", None, 2, 3))),
             skills=(Skill(Text("Sonner l’alerte", "Sound the alarm"),
                           Text("Ses camarades à 6 pas ou moins ripostent au tir au tour suivant.",
                                "Comrades within 6 pas may return fire next turn."), "alarm"),),
             description=Text("Vétérane de trois hivers sur la ligne.", "A Vétéran of three winters on the line.")),
        Unit("oskar-lind", Text("Oskar Lind, tireur d’élite", "Oskar Lind, marksman"), hero,
             profile(speed=5, intelligence=4, attacks=1, strength=2, hit_points=3,
                     weapons=(_weapon("Fusil à lunette", "Scoped rifle", 30, 1, 4, _SCOPE),
                              _weapon("Couteau", "Knife", None, 1, 1))),
             description=Text("Il attend le drake depuis le mirador.", "He waits for the drake from the watchtower.")),
        Unit("rime-gunner", Text("Mitrailleur du Frimas", "Rime Guard machine gunner"), hero,
             profile(speed=4, intelligence=2, attacks=1, strength=2, hit_points=5, heavy_weapon=True,
                     weapons=(_weapon("Mitrailleuse lourde", "Heavy machine gun", 24, 5, 2),)),
             description=Text("Lent, mais personne ne traverse son champ de tir.", "Slow, but nobody crosses his field of fire.")),
        Unit("petra-holm", Text("Petra Holm, infirmière", "Petra Holm, medic"), hero,
             profile(speed=6, intelligence=2, attacks=1, strength=1, hit_points=4,
                     weapons=(_weapon("Pistolet", "Pistol", 8, 1, 2),)),
             skills=(Skill(Text("Médipac", "Medipack"),
                           Text("Soigne 1 PV à elle-même ou à une figurine au contact.",
                                "Heals 1 PV on herself or a figure in contact."), "heal"),),
             description=Text("Elle porte plus de bandages que de cartouches.", "She carries more bandages than bullets.")),
        Unit("rime-grenadier", Text("Grenadier du Frimas", "Rime Guard grenadier"), hero,
             profile(speed=6, intelligence=2, attacks=1, strength=2, hit_points=4,
                     weapons=(_weapon("Grenades", "Grenades", 8, 2, 2,
                                      ("Rebond de 1D6 pas à l’opposé du lanceur ; 2 A de F 2 à 3 pas.",
                                       "Bounces 1D6 pas away from the thrower; 2 A at F 2 within 3 pas.")),
                              _weapon("Carabine", "Carbine", 14, 1, 2))),
             description=Text("Il compte les rebonds à voix haute.", "He counts the bounces out loud.")),
        Unit("fang-marauder", Text("Maraudeur du Croc-Pâle", "Pale Fang marauder"), villain,
             profile(speed=7, intelligence=1, attacks=2, strength=2, hit_points=3,
                     weapons=(_weapon("Carabine", "Carbine", 16, 1, 2), _weapon("Hachette", "Hatchet", None, 2, 2))),
             description=Text("Pillard des glaces, plus hardi qu’adroit.", "An ice raider, bolder than he is skilled.")),
        Unit("fang-skier", Text("Éclaireur à skis", "Ski scout"), villain,
             profile(speed=9, intelligence=2, attacks=1, strength=2, hit_points=3,
                     weapons=(_weapon("Carabine courte", "Short carbine", 14, 1, 2), _weapon("Couteau", "Knife", None, 1, 2))),
             description=Text("Le plus rapide de la compagnie, sur la neige damée.",
                              "The fastest of the company, on packed snow.")),
        Unit("vesna-krall", Text("Vesna Krall, piégeuse", "Vesna Krall, trapper"), villain,
             profile(speed=6, intelligence=3, attacks=2, strength=2, hit_points=4,
                     weapons=(_weapon("Fusil à pompe", "Pump shotgun", 8, 2, 3),)),
             skills=(Skill(Text("Pièges", "Traps"),
                           Text("Pose trois pions piège face cachée, dont un seul est réel.",
                                "Lays three face-down trap tokens, only one of them real."), "traps"),),
             description=Text("Chaque congère peut cacher l’un de ses pièges à loup.",
                              "Any snowdrift may hide one of her wolf traps.")),
        Unit("fang-flamer", Text("Porte-flammes du Croc-Pâle", "Pale Fang flamer"), villain,
             profile(speed=4, intelligence=2, attacks=1, strength=3, hit_points=5, heavy_weapon=True,
                     weapons=(_weapon("Lance-flammes", "Flamethrower", 6, 4, 3),)),
             description=Text("Il fait fondre la neige et le courage.", "He melts the snow and the nerve.")),
        Unit("fang-longrifle", Text("Guetteuse au fusil long", "Long-rifle spotter"), villain,
             profile(speed=5, intelligence=3, attacks=1, strength=2, hit_points=3,
                     weapons=(_weapon("Fusil long à lunette", "Scoped long rifle", 26, 1, 3, _SCOPE),)),
             description=Text("Elle tire depuis l’éperon, face au vent.", "She shoots from the spur, into the wind.")),
        Unit("hesk-dranovar", Text("Capitaine Hesk Dranovar", "Captain Hesk Dranovar"), villain,
             profile(speed=6, intelligence=4, attacks=3, strength=3, hit_points=6,
                     weapons=(_weapon("Pistolet lourd", "Heavy pistol", 10, 2, 3),
                              _weapon("Sabre d’abordage", "Boarding sabre", None, 3, 3))),
             description=Text("Un Assassin qui ne se bat que pour le butin et les œufs de drake.",
                              "An Assassin who fights only for plunder and drake eggs.")),
    )


def _figures() -> tuple[Figure, ...]:
    hero, villain = Side.HERO, Side.VILLAIN

    def at(fid: str, unit: str, side: Side, x: float, y: float, facing: float) -> Figure:
        number = HERO_NUMBERS.get(fid)
        tile = None if side is hero else TILES[unit]
        return Figure(fid, unit, side, number, position=(float(x), float(y)), facing_deg=float(facing), tile=tile)

    def reserve(fid: str, unit: str) -> Figure:
        return Figure(fid, unit, villain, tile=TILES[unit], deployed=False)

    return (
        at("rime-recruit-1", "rime-recruit", hero, 230, 540, 355),
        at("rime-recruit-2", "rime-recruit", hero, 700, 545, 5),
        at("rime-rifleman-1", "rime-rifleman", hero, 380, 540, 0),
        at("rime-rifleman-2", "rime-rifleman", hero, 930, 545, 15),
        at("ilse-varn-1", "ilse-varn", hero, 525, 545, 0),
        at("oskar-lind-1", "oskar-lind", hero, 300, 660, 20),
        at("rime-gunner-1", "rime-gunner", hero, 825, 545, 350),
        at("petra-holm-1", "petra-holm", hero, 480, 650, 0),
        at("rime-grenadier-1", "rime-grenadier", hero, 620, 545, 10),
        at("fang-marauder-1", "fang-marauder", villain, 360, 120, 180),
        at("fang-marauder-2", "fang-marauder", villain, 600, 90, 175),
        at("fang-marauder-3", "fang-marauder", villain, 760, 130, 190),
        at("fang-skier-1", "fang-skier", villain, 150, 90, 160),
        at("fang-skier-2", "fang-skier", villain, 1120, 60, 200),
        at("vesna-krall-1", "vesna-krall", villain, 470, 150, 180),
        at("fang-flamer-1", "fang-flamer", villain, 690, 170, 185),
        at("fang-longrifle-1", "fang-longrifle", villain, 905, 185, 200),
        at("hesk-dranovar-1", "hesk-dranovar", villain, 560, 180, 180),
        reserve("fang-marauder-4", "fang-marauder"),
        reserve("fang-marauder-5", "fang-marauder"),
    )


def _objectives() -> tuple[Objective, ...]:
    return (
        Objective("flak", Side.HERO, Text("Réparer le canon anti-drake", "Repair the anti-drake gun"),
                  position=(860.0, 640.0), check=CheckType.MANIPULATION, difficulty=2, number=1),
        Objective("alarm", Side.HERO, Text("Sonner l’alerte au mirador", "Sound the alarm at the watchtower"),
                  position=(300.0, 695.0), check=CheckType.ACTION, difficulty=1, number=2),
        Objective("sabotage", Side.VILLAIN, Text("Saboter la casemate", "Sabotage the casemate"),
                  position=(610.0, 600.0), check=CheckType.ACTION, difficulty=1, number=3),
        Objective("radio", Side.VILLAIN, Text("Voler le poste radio", "Steal the field radio"),
                  position=(200.0, 260.0), check=CheckType.MANIPULATION, difficulty=1, number=4),
    )


def _mission() -> Mission:
    def done(objective: str) -> Condition:
        return Condition(ConditionKind.OBJECTIVE_COMPLETED, objective=objective)

    def text_event(eid: str, name: tuple[str, str], trigger: Trigger, fr: str, en: str) -> MissionEvent:
        return MissionEvent(eid, Text(*name), trigger, (EventOption(1, Text(fr, en), (Effect(EffectKind.TEXT),)),))

    return Mission(
        Text("Col du Frimas, dernière nuit avant le passage des drakes de givre. La Garde du Frimas doit remettre "
             "en état le vieux canon anti-drake (deux actions « Réparer » à son contact) ; la Compagnie du "
             "Croc-Pâle veut saboter la casemate à munitions et voler le poste radio de la ferme. Déploiement : "
             "la Garde à 13 pas ou moins du bord sud, dans la tranchée et derrière ; le Croc-Pâle à 8 pas ou moins "
             "du bord nord. La Garde gagne si le canon est réparé ou si tous les pillards sont hors de combat ; "
             "elle perd si la casemate saute, si toute la Garde tombe ou à la fin du huitième tour, quand les "
             "drakes arrivent.",
             "Rime Pass, the last night before the frost drakes fly over. The Rime Guard must get the old "
             "anti-drake gun working again (two Repair actions in contact with it); the Pale Fang company means "
             "to sabotage the ammunition casemate and steal the field radio from the farm. Deployment: the Guard "
             "within 13 pas of the south edge, in and behind the trench; the Pale Fang within 8 pas of the north "
             "edge. The Guard wins if the gun is repaired or every raider is out of the fight; it loses if the "
             "casemate blows up, if the whole Guard falls, or at the end of the eighth turn, when the drakes come."),
        turn_limit=8,
        victory=(done("flak"), Condition(ConditionKind.ALL_VILLAINS_NEUTRALIZED)),
        defeat=(done("sabotage"), Condition(ConditionKind.ALL_HEROES_OUT), Condition(ConditionKind.TURN_LIMIT_REACHED)),
        reinforcement_points=2,
        events=(
            MissionEvent("squall", Text("Bourrasque de neige", "Snow squall"), Trigger(TriggerKind.TILE, tile="squall"), (
                EventOption(1, Text("Deux maraudeurs surgissent de la tempête : +2 points de renfort, puis renforts.",
                                    "Two marauders come out of the storm: +2 reinforcement points, then reinforcements."),
                            (Effect(EffectKind.GAIN_REINFORCEMENT_POINTS, amount=2), Effect(EffectKind.REINFORCE))),
                EventOption(2, Text("La neige aveugle le col : aucune ligne de vue au-delà de 10 pas jusqu’à la fin "
                                    "du tour.",
                                    "Snow blinds the pass: no line of sight beyond 10 pas until the end of the turn."),
                            (Effect(EffectKind.TEXT),)),
            )),
            text_event("blizzard", ("Blizzard", "Blizzard"), Trigger(TriggerKind.TURN, turn=4),
                       "Une bourrasque balaie le col : aucune ligne de vue au-delà de 12 pas jusqu’à la fin du tour.",
                       "A squall sweeps the pass: no line of sight beyond 12 pas until the end of the turn."),
            text_event("drake-cry", ("Cri du drake", "Drake cry"), Trigger(TriggerKind.TURN, turn=6),
                       "Un cri glace le col : chaque Bleu doit réussir un 4+ sur 1D6 ou perdre son action.",
                       "A cry freezes the pass: every Bleu must roll 4+ on 1D6 or lose its action."),
            text_event("radio-lost", ("Radio perdue", "Radio lost"), Trigger(TriggerKind.CONDITION, condition=done("radio")),
                       "Sans radio, la Garde ne peut plus utiliser l’action « Sonner l’alerte ».",
                       "Without the radio, the Guard can no longer use the Sound the alarm action."),
        ),
    )


def _river() -> River:
    """Seven tiles: the Pale Fang's five squads, its two leaders (Vesna Krall and Captain Hesk) and the
    squall event. Tables have no energy of their own, so the slot costs matter only with the rules option
    that gives the villains an energy track."""
    return River((1, 2, 3, 4, 5, 6, 7), (
        Tile("marauders", Text("Maraudeurs", "Marauders"), units=(TileUnit("fang-marauder", 5),), reinforcement_cost=1),
        Tile("skiers", Text("Éclaireurs à skis", "Ski scouts"), units=(TileUnit("fang-skier", 2),), reinforcement_cost=1),
        Tile("squall", Text("Bourrasque de neige", "Snow squall"), TileKind.EVENT, event="squall"),
        Tile("flamer", Text("Porte-flammes", "Flamer"), units=(TileUnit("fang-flamer", 1),), reinforcement_cost=2),
        Tile("longrifle", Text("Guetteuse", "Spotter"), units=(TileUnit("fang-longrifle", 1),), reinforcement_cost=1),
        Tile("vesna", Text("Vesna Krall", "Vesna Krall"), units=(TileUnit("vesna-krall", 1),), leader=True),
        Tile("hesk", Text("Capitaine Hesk", "Captain Hesk"), units=(TileUnit("hesk-dranovar", 1),), leader=True),
    ))


# fmt: off
_CARDS: tuple[CardRow, ...] = (
    # tile numbers (empty = leader symbol), icons, key phrase, burst, bottom number, arrow, DEPOLLUER
    ((1,), "MRA", "fewest_wounds", "M", 1, "down", False),
    ((2,), "RMA", "closest", "R", 2, "up", False),
    ((3,), "VRA", "most_wounds", "R", 3, "down", True),
    ((4,), "RDA", "fewest_hit_points", "R", 2, "down", False),
    ((), "MRA", "closest", "M", 1, "up", False),
    ((5, 1), "AMR", "fewest_wounds", "M", 2, "down", False),
    ((6,), "DRM", "closest", "R", 1, "down", False),
    ((2, 4), "RAM", "most_wounds", "R", 2, "up", True),
    ((7,), "MDR", "fewest_hit_points", "M", 1, "down", False),
    ((3,), "VAM", "closest", "M", 2, "down", False),
    ((), "RMA", "fewest_wounds", "R", 1, "down", False),
    ((1,), "ARM", "closest", "R", 2, "up", False),
)
# fmt: on


def _deck() -> SoloDeck:
    return deck_of("frozen-trench-deck", Text("Deck solo de la tranchée gelée", "Frozen-trench solo deck"),
                   TABLE_KEY_PHRASES, "ft", _CARDS)


def _dice() -> DiceSet:
    return DiceSet("d6", Text("Dé à six faces", "Six-sided die"),
                   (DieType("d6", Text("D6", "D6"), "#f4f4f0", tuple(range(1, 7)), verified=True),))


def frozen_trench() -> Scenario:
    """The Eisdrachen sample: a 48 × 32 pas table with 13 terrain pieces and 13 units."""
    objectives = _objectives()
    table = FreeTable(WIDTH_PAS * MM_PER_PAS, HEIGHT_PAS * MM_PER_PAS, DistanceUnit.PAS, MM_PER_PAS, _terrain(),
                      BackgroundImage(IMAGE, mm_per_pixel=1 / PX_PER_MM),
                      reinforcement_areas=REINFORCEMENT_AREAS)
    return Scenario(
        name=NAME, rule_system=RuleSystem.EISDRACHEN, board=table,
        title=Text("La tranchée gelée", "The Frozen Trench"),
        description=Text("Escarmouche Eisdrachen en pas : la Garde du Frimas tient sa tranchée contre les "
                         "pillards du Croc-Pâle, la nuit où passent les drakes.",
                         "An Eisdrachen skirmish in pas: the Rime Guard holds its trench against the Pale Fang "
                         "raiders on the night the drakes fly over."),
        units=_units(), figures=_figures(), objectives=objectives, river=_river(), deck=_deck(), dice=_dice(),
        mission=_mission(),
        images=(ImageAsset(IMAGE, paint_table(table, objectives)),),
    )


# -- the table image ---------------------------------------------------------------------------------


def paint_table(table: FreeTable, objectives: tuple[Objective, ...]) -> bytes:
    """A snowfield at night with every terrain piece drawn over its polygon and the objectives'
    props (the anti-drake gun, the field radio) at their positions."""
    canvas = d.Canvas(table.width_mm, table.height_mm, PX_PER_MM, supersample=2)
    everything = [((0, 0), (table.width_mm, 0), (table.width_mm, table.height_mm), (0, table.height_mm))]
    canvas.fill(everything, d.ground(canvas, (196, 206, 218), (236, 240, 246), 1, 60.0))
    d.patches(canvas, everything, d.ground(canvas, (170, 180, 196), (200, 208, 222), 2, 6.0), 3, 14.0, 0.35, (5.0, 1.0), 0.3)
    rng = random.Random(4)
    _footprints(canvas)
    painters = {
        "road": _road, "stream": _stream, "trench": _trench, "wire-west": _wire, "wire-east": _wire,
        "farm": _farm, "copse": _copse, "crates": _crates, "spur": _spur, "tractor": _tractor,
        "casemate": _casemate, "tower": _tower, "marsh": _marsh,
    }
    for piece in table.terrain:
        painters[piece.id](canvas, piece, rng)
    props = {o.id: o.position for o in objectives}
    gun = props["flak"]
    canvas.shadow([d.circle(gun, 14)], 3, 1.5, 0.5)
    canvas.disc(gun, 14, fill=(120, 116, 104), outline=(60, 58, 52), width_mm=1.0)
    canvas.polyline([gun, (gun[0], gun[1] - 50)], (40, 42, 40), 4.0)
    canvas.disc(gun, 6, fill=(70, 72, 66))
    d.crate(canvas, props["radio"], 14, 12, (96, 104, 82))
    canvas.disc(props["radio"], 2.5, fill=(40, 40, 40))
    for x, y in ((300, 650), (860, 640), (1000, 560), (140, 560), (610, 600)):
        canvas.glow((x, y), 60, (255, 190, 110), 0.45)
    canvas.apply_light((176, 184, 214))
    canvas.polygon(everything[0], outline=(30, 34, 44), width_mm=3.0)
    return canvas.png()


def _band_centre(outline) -> list[tuple[float, float]]:
    """The middle line of a band drawn as one side, then the other side back."""
    half = len(outline) // 2
    return [((ax + bx) / 2, (ay + by) / 2) for (ax, ay), (bx, by) in zip(outline[:half], reversed(outline[half:]))]


def _footprints(canvas: d.Canvas) -> None:
    for start, end in (((150, 0), (360, 420)), ((700, 0), (640, 420)), ((1150, 800), (900, 560))):
        (ax, ay), (bx, by) = start, end
        steps = int(math.hypot(bx - ax, by - ay) / 14)
        for k in range(steps):
            t = k / steps
            side = 4 if k % 2 else -4
            nx, ny = -(by - ay), bx - ax
            norm = math.hypot(nx, ny)
            x, y = ax + (bx - ax) * t + side * nx / norm, ay + (by - ay) * t + side * ny / norm
            canvas.oval((x, y), 2.2, 3.2, fill=(150, 162, 180, 120))


def _road(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.ground(canvas, (150, 150, 150), (186, 188, 192), 5, 20.0))
    for offset in (-12, 12):
        canvas.polyline([(x + offset, y) for x, y in _band_centre(piece.polygon)], (118, 120, 126, 150), 5.0)


def _stream(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.ground(canvas, (20, 46, 64), (48, 90, 110), 6, 15.0))
    canvas.inner_shadow([piece.polygon], 4, 1.5, 0.6)
    canvas.polygon(piece.polygon, outline=(226, 240, 248), width_mm=3.0)


def _trench(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.ground(canvas, (70, 58, 46), (104, 88, 66), 7, 8.0))
    canvas.inner_shadow([piece.polygon], 8, 2.0, 0.7)
    half = len(piece.polygon) // 2
    top, bottom = piece.polygon[:half], piece.polygon[half:]
    centre = _band_centre(piece.polygon)
    canvas.polyline(centre, (86, 64, 40), 10.0)
    for (ax, ay), (bx, by) in zip(centre, centre[1:]):
        length = math.hypot(bx - ax, by - ay)
        for k in range(int(length / 6)):
            t = k * 6 / length
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            nx, ny = -(by - ay) / length * 5, (bx - ax) / length * 5
            canvas.polyline([(x + nx, y + ny), (x - nx, y - ny)], (58, 42, 26), 0.9)
    for edge in (top, bottom):
        for (ax, ay), (bx, by) in zip(edge, edge[1:]):
            length = math.hypot(bx - ax, by - ay)
            for k in range(int(length / 11)):
                t = (k + 0.5) * 11 / length
                d.sack(canvas, (ax + (bx - ax) * t, ay + (by - ay) * t), 10, math.degrees(math.atan2(by - ay, bx - ax)),
                       (176, 162, 124))


def _wire(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = piece.polygon
    length = math.hypot(bx - ax, by - ay)
    steps = int(length / 8)
    stakes = []
    for k in range(steps + 1):
        t = k / steps
        top = (ax + (bx - ax) * t, ay + (by - ay) * t)
        low = (dx + (cx - dx) * t, dy + (cy - dy) * t)
        stakes.append(top if k % 2 else low)
    canvas.shadow([[(x - 1, y - 1), (x + 1, y - 1), (x + 1, y + 1), (x - 1, y + 1)] for x, y in stakes], 3, 1, 0.4)
    canvas.polyline(stakes, (60, 58, 56), 0.7)
    canvas.polyline([(x, y + 3) for x, y in stakes], (80, 76, 72), 0.5)
    for x, y in stakes:
        canvas.disc((x, y), 1.4, fill=(70, 52, 36))


def _farm(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.flagstones(canvas, 8, (150, 146, 140), (100, 96, 92), 12.0))
    d.patches(canvas, [piece.polygon], d.ground(canvas, (214, 222, 232), (240, 244, 250), 9, 4.0), 10, 14.0, 0.4, softness=0.35)
    outline = [*piece.polygon, piece.polygon[0]]
    walls = [outline[0:3], outline[3:5], outline[5:7]]
    canvas.shadow_lines(walls, 7, 5, 0.55)
    for wall in walls:
        canvas.polyline(wall, (92, 86, 78), 7.0)
        canvas.polyline(wall, (170, 164, 152), 3.5)
    for _ in range(24):
        x, y = rng.uniform(165, 315), rng.uniform(175, 285)
        if not (x > 255 and y > 235):
            rock = d.rotated_rect((x, y), rng.uniform(4, 9), rng.uniform(3, 7), rng.uniform(0, 90))
            canvas.polygon(rock, fill=d.jitter(rng, (136, 130, 122), 0.15), outline=(80, 76, 70), width_mm=0.5)


def _copse(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.ground(canvas, (180, 190, 200), (214, 222, 230), 11, 5.0))
    for (x, y), r in (((450, 285), 24), ((500, 262), 22), ((545, 290), 22), ((470, 335), 26), ((530, 340), 24),
                      ((437, 325), 16), ((505, 305), 20), ((500, 362), 14)):
        _fir(canvas, (x, y), r, rng)


def _fir(canvas: d.Canvas, center: tuple[float, float], radius: float, rng: random.Random) -> None:
    x, y = center
    canvas.shadow([d.circle(center, radius)], radius * 0.7, radius * 0.2, 0.55)
    for layer, scale in enumerate((1.0, 0.72, 0.45)):
        star = []
        for k in range(18):
            a = 2 * math.pi * k / 18 + layer * 0.3
            r = radius * scale * (1.0 if k % 2 else 0.62)
            star.append((x + r * math.cos(a), y + r * math.sin(a)))
        canvas.polygon(star, fill=d.shade((34, 70, 52), 0.8 + 0.25 * layer))
        for _ in range(6):
            a, r = rng.uniform(0, 2 * math.pi), rng.uniform(0.2, 0.9) * radius * scale
            canvas.disc((x + r * math.cos(a) - 1, y + r * math.sin(a) - 1), radius * 0.08, fill=(236, 242, 248, 200))


def _crates(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    for x, y in ((692, 342), (710, 342), (728, 342), (692, 360), (710, 360), (728, 358), (701, 350)):
        d.crate(canvas, (x, y), 17, rng.uniform(-6, 6), (94, 100, 76))


def _spur(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 16, 5, 0.6)
    d.roof(canvas, piece.polygon, (120, 112, 104), 7.0, 0.8, 12, tiled=False)
    d.patches(canvas, [piece.polygon], d.ground(canvas, (214, 222, 232), (244, 246, 250), 13, 4.0), 14, 16.0, 0.45, softness=0.35)
    canvas.bevel([piece.polygon], 1.5, 0.3, 0.4)


def _tractor(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 8, 2.5, 0.6)
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = piece.polygon
    for t0, t1 in ((0.0, 0.22), (0.78, 1.0)):
        track = [(ax + (dx - ax) * t0, ay + (dy - ay) * t0), (bx + (cx - bx) * t0, by + (cy - by) * t0),
                 (bx + (cx - bx) * t1, by + (cy - by) * t1), (ax + (dx - ax) * t1, ay + (dy - ay) * t1)]
        canvas.polygon(track, fill=(38, 38, 40), outline=(20, 20, 22), width_mm=0.8)
    body = [(ax + (dx - ax) * 0.2 + (bx - ax) * 0.05, ay + (dy - ay) * 0.2 + (by - ay) * 0.05),
            (bx + (cx - bx) * 0.2 - (bx - ax) * 0.05, by + (cy - by) * 0.2 - (by - ay) * 0.05),
            (bx + (cx - bx) * 0.8 - (bx - ax) * 0.05, by + (cy - by) * 0.8 - (by - ay) * 0.05),
            (ax + (dx - ax) * 0.8 + (bx - ax) * 0.05, ay + (dy - ay) * 0.8 + (by - ay) * 0.05)]
    d.roof(canvas, body, (150, 84, 44), 4.0, 0.8, 15, tiled=False)
    cab = [(bx + (ax - bx) * 0.38 + (dx - ax) * 0.25, by + (ay - by) * 0.38 + (dy - ay) * 0.25),
           (bx + (ax - bx) * 0.1 + (dx - ax) * 0.25, by + (ay - by) * 0.1 + (dy - ay) * 0.25),
           (bx + (ax - bx) * 0.1 + (dx - ax) * 0.75, by + (ay - by) * 0.1 + (dy - ay) * 0.75),
           (bx + (ax - bx) * 0.38 + (dx - ax) * 0.75, by + (ay - by) * 0.38 + (dy - ay) * 0.75)]
    canvas.polygon(cab, fill=(70, 46, 34), outline=(30, 22, 18), width_mm=0.8)
    canvas.polyline([cab[1], cab[2]], (150, 186, 206), 2.0)
    blade = [(bx + (bx - ax) * 0.08, by + (by - ay) * 0.08), (cx + (cx - dx) * 0.08, cy + (cy - dy) * 0.08)]
    canvas.polyline(blade, (60, 62, 66), 4.0)
    canvas.polyline(blade, (150, 152, 156), 1.5)
    for _ in range(6):
        x, y = rng.uniform(min(ax, dx) + 8, max(bx, cx) - 20), rng.uniform(min(ay, by) + 8, max(cy, dy) - 8)
        canvas.disc((x, y), rng.uniform(1.5, 4), fill=(44, 34, 30, 170))


def _casemate(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 12, 4, 0.6)
    d.roof(canvas, piece.polygon, (150, 150, 146), 6.0, 0.4, 16, tiled=False)
    d.patches(canvas, [piece.polygon], d.ground(canvas, (224, 230, 238), (246, 248, 252), 17, 4.0), 18, 12.0, 0.35, softness=0.35)
    canvas.bevel([piece.polygon], 1.5, 0.3, 0.45)
    for (ax, ay), (bx, by) in (((580, 614), (605, 614)), ((615, 614), (640, 614))):
        canvas.polyline([(ax, ay), (bx, by)], (20, 20, 22), 2.5)
    canvas.polygon(d.rotated_rect((610, 604), 18, 8, 0), fill=(80, 70, 60), outline=(40, 34, 30), width_mm=0.6)


def _tower(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 28, 4, 0.5)
    canvas.fill([piece.polygon], d.planks(canvas, 19, (122, 92, 62), 5.0))
    canvas.polygon(piece.polygon, outline=(60, 42, 28), width_mm=2.0)
    for x, y in piece.polygon:
        canvas.disc((x, y), 3, fill=(70, 50, 32))
    (cx, cy), bottom = d.centre(piece.polygon), max(y for _, y in piece.polygon)
    canvas.disc((cx, cy), 4, fill=(60, 60, 64), outline=(190, 170, 110), width_mm=1.0)
    d.ladder(canvas, (cx, bottom), (cx, bottom + 20))


def _marsh(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.ground(canvas, (150, 176, 196), (206, 222, 234), 23, 9.0))
    canvas.inner_shadow([piece.polygon], 3, 1.2, 0.4)
    for _ in range(14):
        x, y = rng.uniform(1060, 1150), rng.uniform(650, 740)
        canvas.polyline([(x, y), (x + rng.uniform(-8, 8), y - rng.uniform(6, 14))], (96, 104, 80), 1.0)
    canvas.polygon(piece.polygon, outline=(232, 240, 248), width_mm=2.0)
