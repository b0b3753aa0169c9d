"""The D20 sample "depot-raid": a free table in centimetres, a raid on a guarded supply depot.

Why it exists: the D20 system's odds (Tir + weapon Force + 1D20 against Dφ, cover +1/+2/+3,
attacks from behind, synergy), its objects with a difficulty (ND 5, 10, 15) and its deployment
rule need one scenario that exercises them all: terrain of every cover class and movement effect,
complete profiles (Mouvement, Tir, Càc, Force, Dφ, PC, Intelligence, Dextérité, base, weapons
with range, Force and special rules) for two squads of six or more, including a large-based
creature, and figures placed by the rule "La distance de déploiement est égale à 2 fois le
Mouvement de la figurine la plus rapide" (rules/d20-skirmish.fr.txt §2). Everything is invented.

The model has no deployment areas yet, so the mission text states them and :data:`DEPLOYMENT`
gives them as data (an edge or a corner of the table) for the sample's tests. Positions are
millimetres on the table, origin top-left, y down; facing 0° is up the table, clockwise.
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
    D20Profile,
    D20Weapon,
    DiceSet,
    DieType,
    DistanceUnit,
    DoorState,
    Effect,
    EffectKind,
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
from editor.model.options import D20Options, DeploymentPlace, RulesOptions
from resources.samples import drawing as d
from resources.samples.solo_decks import TABLE_KEY_PHRASES, CardRow, deck_of

NAME = "depot-raid"
IMAGE = f"images/{NAME}.png"
WIDTH_MM, HEIGHT_MM = 1200.0, 900.0
PX_PER_MM = 1
DEPLOYMENT = {
    Side.HERO: "south-west corner",
    Side.VILLAIN: "north edge",
}
"""Where each squad deploys: a corner (a square whose two sides are table edges) or an edge.
The depth is twice the Mouvement of the squad's fastest figure (D20 rules §2)."""
OPTIONS = RulesOptions(d20=D20Options(deployment_hero=DeploymentPlace.BOTTOM_LEFT,
                                      deployment_villain=DeploymentPlace.TOP))
"""The deployment of the mission text as the rules options the start phase reads (« Le
scénario précise aussi si le Déploiement se fait d'un bord de table ou d'un coin »): the south
(bottom) west (left) corner for the Cell, the north (top) edge for the guard."""
REINFORCEMENT_AREAS = (
    TableArea("west-gate", ((0.0, 0.0), (120.0, 0.0), (120.0, 75.0), (0.0, 75.0)), Text("Porte ouest", "West gate")),
    TableArea("east-gate", ((1060.0, 0.0), (1200.0, 0.0), (1200.0, 100.0), (1060.0, 100.0)),
              Text("Porte est", "East gate")),
)
"""Where the guard's reinforcements run in (SOLO-RF-1/2): the two gates of the north fence, clear of
the fuel tank and of the watchtower."""
HERO_NUMBERS = {
    "mara-quillon-1": 1, "kessel-1": 2, "lise-harrow-1": 3, "needle-gunner-1": 4, "needle-infiltrator-1": 5,
    "sable-technician-1": 6,
}
"""The heroes' numbers (SOLO-TIE step 2): the Cell's three named characters first, then the others in
reading order."""
TILES = {
    "odran-vell": "officer", "depot-guard": "guards", "dog-handler": "hound", "guard-hound": "hound",
    "exo-docker": "docker", "tower-markswoman": "tower", "security-tech": "tech",
}
"""The river tile of each villain unit: the handler and her hound act as one tile."""


def _octagon(cx: int, cy: int, r: int) -> tuple[tuple[float, float], ...]:
    return tuple((float(round(x)), float(round(y))) for x, y in d.circle((cx, cy), r, 8))


def _ring(cx: int, cy: int, r: int) -> tuple[tuple[float, float], ...]:
    return tuple((float(round(x)), float(round(y))) for x, y in d.circle((cx, cy), r, 20))


# fmt: off
_TERRAIN = (
    # id, French, English, outline (mm), cover, height (mm), movement, blocks LOS
    ("fuel-tank", "Citerne de carburant", "Fuel tank", _ring(200, 150, 70),
     CoverClass.HEAVY, 80, MovementEffect.IMPASSABLE, True),
    ("hangar", "Hangar fortifié", "Fortified hangar", ((480, 110), (780, 110), (780, 300), (480, 300)),
     CoverClass.HEAVY, 120, MovementEffect.IMPASSABLE, True),
    ("apron", "Aire de chargement", "Loading apron", ((480, 300), (780, 300), (780, 360), (480, 360)),
     CoverClass.NONE, 0, MovementEffect.OPEN, False),
    ("fence-west", "Palissade d’acier ouest", "Steel palisade, west", ((330, 380), (560, 380), (560, 390), (330, 390)),
     CoverClass.HEAVY, 40, MovementEffect.CLIMB, False),
    ("gate", "Portail du dépôt", "Depot gate", ((560, 380), (700, 380), (700, 390), (560, 390)),
     CoverClass.HEAVY, 40, MovementEffect.OPEN, False),
    ("fence-east", "Palissade d’acier est", "Steel palisade, east", ((700, 380), (900, 380), (900, 390), (700, 390)),
     CoverClass.HEAVY, 40, MovementEffect.CLIMB, False),
    ("watchtower", "Mirador", "Watchtower", ((990, 90), (1030, 90), (1030, 130), (990, 130)),
     CoverClass.LIGHT, 35, MovementEffect.CLIMB, False),
    ("guard-post", "Poste de garde blindé", "Armoured guard post", _octagon(945, 460, 45),
     CoverClass.HEAVY, 60, MovementEffect.IMPASSABLE, True),
    ("truck", "Carcasse de camion", "Burnt-out truck", tuple(d.rotated_rect((380, 560), 160, 60, -20)),
     CoverClass.MEDIUM, 35, MovementEffect.IMPASSABLE, True),
    ("brick-wall", "Muret de briques", "Low brick wall", ((600, 620), (780, 620), (780, 635), (600, 635)),
     CoverClass.MEDIUM, 15, MovementEffect.CLIMB, False),
    ("rubble", "Éboulis", "Rubble",
     ((150, 340), (210, 320), (280, 335), (305, 380), (270, 420), (200, 425), (160, 395)),
     CoverClass.MEDIUM, 20, MovementEffect.DIFFICULT, False),
    ("crates", "Caisses et fûts", "Crates and drums", ((690, 460), (780, 460), (780, 530), (690, 530)),
     CoverClass.LIGHT, 15, MovementEffect.DIFFICULT, False),
    ("hedge", "Haie de thuyas", "Thuja hedge", ((40, 560), (285, 546), (285, 571), (40, 585)),
     CoverClass.LIGHT, 20, MovementEffect.DIFFICULT, False),
    ("canal", "Canal de drainage", "Drainage canal",
     ((1040, 300), (1090, 300), (1100, 600), (1085, 900), (1035, 900), (1050, 600)),
     CoverClass.NONE, 0, MovementEffect.WATER, False),
    ("conveyor", "Passage sous le convoyeur", "Crawlway under the conveyor",
     ((820, 650), (1000, 650), (1000, 690), (820, 690)),
     CoverClass.NONE, 10, MovementEffect.CRAWL_ONLY, False),
    ("basin", "Bassin de rétention", "Settling basin", ((880, 560), (990, 560), (990, 620), (880, 620)),
     CoverClass.NONE, 0, MovementEffect.SHALLOW_WATER, False),
)
# fmt: on


_EXTRA = {
    "watchtower": {"flat_top": True},
    "gate": {"door": DoorState.CLOSED},
}
"""What some pieces add: the watch tower's platform is flat ground (the markswoman stands on it and
sees over the palisades), the gate between the palisades is a closed door (D20 «3.4. Les Actions
Libres»: "Ouvrir une porte dont on possède le code ou la clé")."""


def _terrain() -> tuple[TerrainPiece, ...]:
    return tuple(
        TerrainPiece(pid, tuple((float(round(x, 1)), float(round(y, 1))) for x, y in outline), Text(fr, en), cover,
                     float(height), movement, blocks, **_EXTRA.get(pid, {}))
        for pid, fr, en, outline, cover, height, movement, blocks in _TERRAIN
    )


def _weapon(fr: str, en: str, range_cm: float | None, strength: int, special: tuple[str, str] = ("", "")) -> D20Weapon:
    return D20Weapon(Text(fr, en), range_cm, strength, Text(*special))


_BURST = ("Rafales", "Bursts")
_AIMED = ("Tir visé : +2 si la figurine n’a pas bougé.", "Aimed shot: +2 if the figure did not move.")
_RIFLE = _weapon("Fusil automatique Ferr-7", "Ferr-7 automatic rifle", 60, 7, _BURST)
_PISTOL = _weapon("Pistolet de service", "Service pistol", 25, 4)


def _units() -> tuple[Unit, ...]:
    hero, villain = Side.HERO, Side.VILLAIN
    return (
        Unit("mara-quillon", Text("Mara Quillon, cheffe de cellule", "Mara Quillon, cell leader"), hero,
             D20Profile(movement_cm=12, shooting=5, melee=4, strength=6, physical_defence=17, constitution=9,
                        intelligence=8, dexterity=7, base_mm=25,
                        weapons=(_weapon("Carabine à impulsion Vesper", "Vesper pulse carbine", 50, 7, _BURST),
                                 _weapon("Lame courte", "Short blade", None, 3))),
             skills=(Skill(Text("Prescience", "Foresight"),
                           Text("+1 au jet qui décide qui commence.", "+1 to the roll that decides who starts."),
                           "prescience"),),
             description=Text("Elle a dessiné le plan du dépôt de mémoire.", "She drew the depot’s plan from memory.")),
        Unit("needle-infiltrator", Text("Infiltrateur de l’Aiguille", "Needle infiltrator"), hero,
             D20Profile(movement_cm=14, shooting=3, melee=6, strength=7, physical_defence=16, constitution=7,
                        intelligence=6, dexterity=9, base_mm=25,
                        weapons=(_weapon("Pistolet silencieux", "Silenced pistol", 25, 4,
                                         ("Silencieux : ne révèle pas le tireur.", "Silenced: does not reveal the shooter.")),
                                 _weapon("Couteau de combat", "Combat knife", None, 4))),
             skills=(Skill(Text("Infiltration", "Infiltration"),
                           Text("+1 au jet qui décide qui commence.", "+1 to the roll that decides who starts."),
                           "infiltration"),),
             description=Text("Personne ne l’a jamais vu franchir une clôture.", "Nobody has ever seen him cross a fence.")),
        Unit("sable-technician", Text("Sable, technicienne", "Sable, technician"), hero,
             D20Profile(movement_cm=11, shooting=3, melee=2, strength=5, physical_defence=15, constitution=6,
                        intelligence=11, dexterity=8, base_mm=25,
                        weapons=(_weapon("Pistolet-mitrailleur", "Machine pistol", 35, 5, _BURST),)),
             description=Text("Une console n’est qu’une porte de plus.", "A console is just one more door.")),
        Unit("needle-gunner", Text("Tireur d’appui de l’Aiguille", "Needle support gunner"), hero,
             D20Profile(movement_cm=10, shooting=6, melee=3, strength=7, physical_defence=17, constitution=9,
                        intelligence=5, dexterity=6, base_mm=30,
                        weapons=(_weapon("Mitrailleuse légère Orage", "Orage light machine gun", 70, 8,
                                         ("Rafales ; lourde : pas de tir après un mouvement normal.",
                                          "Bursts; heavy: no shot after a normal move.")),)),
             description=Text("Il couvre la retraite de tout le monde, sauf la sienne.", "He covers everyone’s retreat but his own.")),
        Unit("kessel", Text("Kessel, brute de choc", "Kessel, shock trooper"), hero,
             D20Profile(movement_cm=12, shooting=2, melee=7, strength=12, physical_defence=19, constitution=11,
                        intelligence=4, dexterity=5, base_mm=40,
                        weapons=(_weapon("Marteau pneumatique", "Pneumatic hammer", None, 7),
                                 _weapon("Fusil à pompe", "Pump shotgun", 20, 8, ("Dispersion", "Spread")))),
             description=Text("Il ouvre les portes blindées avec l’aide des autres, et le reste tout seul.",
                              "He opens armoured doors with a little help, and everything else alone.")),
        Unit("lise-harrow", Text("Lise Harrow, éclaireuse", "Lise Harrow, scout"), hero,
             D20Profile(movement_cm=15, shooting=5, melee=4, strength=6, physical_defence=16, constitution=6,
                        intelligence=7, dexterity=9, base_mm=25,
                        weapons=(_weapon("Fusil de précision Longue-Vue", "Longsight marksman rifle", 90, 9, _AIMED),
                                 _weapon("Dague", "Dagger", None, 2))),
             description=Text("La plus rapide de la cellule : c’est elle qui fixe la ligne de départ.",
                              "The fastest of the cell: she sets the starting line.")),
        Unit("odran-vell", Text("Capitaine Odran Vell", "Captain Odran Vell"), villain,
             D20Profile(movement_cm=11, shooting=5, melee=5, strength=7, physical_defence=18, constitution=10,
                        intelligence=7, dexterity=6, base_mm=25,
                        weapons=(_RIFLE, _weapon("Sabre d’officier", "Officer’s sabre", None, 4))),
             description=Text("Il connaît le règlement du Consortium par cœur et le fait appliquer.",
                              "He knows the Consortium’s rules by heart and enforces them.")),
        Unit("depot-guard", Text("Garde du dépôt Ferrandine", "Ferrandine depot guard"), villain,
             D20Profile(movement_cm=10, shooting=4, melee=3, strength=6, physical_defence=16, constitution=7,
                        intelligence=5, dexterity=5, base_mm=25,
                        weapons=(_RIFLE, _weapon("Matraque électrique", "Shock baton", None, 3,
                                                 ("Étourdissante", "Stunning")))),
             description=Text("Payé à l’heure, il tire à la rafale.", "Paid by the hour, he fires by the burst.")),
        Unit("dog-handler", Text("Maître-chien", "Dog handler"), villain,
             D20Profile(movement_cm=11, shooting=3, melee=4, strength=6, physical_defence=15, constitution=7,
                        intelligence=5, dexterity=6, base_mm=25,
                        weapons=(_PISTOL, _weapon("Sifflet et laisse", "Whistle and leash", None, 1))),
             description=Text("Il ne lâche le molosse qu’au dernier moment.", "He lets the hound go at the last moment.")),
        Unit("guard-hound", Text("Molosse de garde", "Guard hound"), villain,
             D20Profile(movement_cm=16, shooting=0, melee=6, strength=8, physical_defence=14, constitution=6,
                        intelligence=2, dexterity=8, base_mm=40, height_mm=20,
                        weapons=(_weapon("Crocs", "Fangs", None, 5),)),
             description=Text("Le plus rapide du dépôt : il fixe la profondeur du déploiement des gardes.",
                              "The fastest in the depot: it sets how deep the guards deploy.")),
        Unit("exo-docker", Text("Exo-docker", "Exo-docker"), villain,
             D20Profile(movement_cm=8, shooting=2, melee=5, strength=15, physical_defence=20, constitution=14,
                        intelligence=4, dexterity=3, base_mm=60, height_mm=55,
                        weapons=(_weapon("Pince hydraulique", "Hydraulic claw", None, 8),
                                 _weapon("Cloueuse industrielle", "Industrial nail gun", 30, 6))),
             skills=(Skill(Text("Grande créature", "Large creature"),
                           Text("Son grand socle permet de la viser dans un corps à corps.",
                                "Its large base lets others target it inside a close combat."), "large"),),
             description=Text("Un harnais de levage piloté par un docker trop fier.", "A lifting rig driven by a docker who is too proud.")),
        Unit("tower-markswoman", Text("Tireuse du mirador", "Tower markswoman"), villain,
             D20Profile(movement_cm=10, shooting=6, melee=2, strength=5, physical_defence=15, constitution=6,
                        intelligence=6, dexterity=7, base_mm=25,
                        weapons=(_weapon("Fusil à lunette", "Scoped rifle", 100, 9, _AIMED),)),
             description=Text("Elle ne manque jamais l’heure de la relève, ni sa cible.", "She never misses the change of guard, or her target.")),
        Unit("security-tech", Text("Technicien de sécurité", "Security technician"), villain,
             D20Profile(movement_cm=10, shooting=2, melee=2, strength=4, physical_defence=14, constitution=5,
                        intelligence=10, dexterity=7, base_mm=25, weapons=(_PISTOL,)),
             skills=(Skill(Text("Verrouillage", "Lockdown"),
                           Text("+2 en Intelligence pour déclencher l’alarme générale.",
                                "+2 Intelligence to set off the general alarm."), "lockdown"),),
             description=Text("Son doigt ne quitte jamais le bouton d’alarme.", "His finger never leaves the alarm button.")),
    )


def _figures() -> tuple[Figure, ...]:
    hero, villain = Side.HERO, Side.VILLAIN

    def at(fid: str, unit: str, side: Side, x: float, y: float, facing: float) -> Figure:
        number = HERO_NUMBERS.get(fid)
        tile = None if side is hero else TILES[unit]
        return Figure(fid, unit, side, number, position=(float(x), float(y)), facing_deg=float(facing), tile=tile)

    return (
        at("mara-quillon-1", "mara-quillon", hero, 150, 690, 40),
        at("needle-infiltrator-1", "needle-infiltrator", hero, 250, 630, 30),
        at("sable-technician-1", "sable-technician", hero, 100, 740, 45),
        at("needle-gunner-1", "needle-gunner", hero, 60, 640, 60),
        at("kessel-1", "kessel", hero, 210, 760, 35),
        at("lise-harrow-1", "lise-harrow", hero, 280, 830, 50),
        at("odran-vell-1", "odran-vell", villain, 650, 315, 180),
        at("depot-guard-1", "depot-guard", villain, 380, 230, 190),
        at("depot-guard-2", "depot-guard", villain, 880, 260, 170),
        at("dog-handler-1", "dog-handler", villain, 400, 300, 200),
        at("guard-hound-1", "guard-hound", villain, 440, 310, 200),
        at("exo-docker-1", "exo-docker", villain, 840, 170, 180),
        at("tower-markswoman-1", "tower-markswoman", villain, 1010, 110, 210),
        at("security-tech-1", "security-tech", villain, 960, 300, 180),
        Figure("depot-guard-3", "depot-guard", villain, tile=TILES["depot-guard"], deployed=False),
        Figure("depot-guard-4", "depot-guard", villain, tile=TILES["depot-guard"], deployed=False),
    )


def _objectives() -> tuple[Objective, ...]:
    return (
        Objective("console", Side.HERO, Text("Décrypter la console de chargement", "Decrypt the loading console"),
                  position=(740.0, 335.0), check=CheckType.THINKING, difficulty=10, number=1),
        Objective("vault-door", Side.HERO, Text("Forcer la porte blindée du hangar", "Force the hangar’s armoured door"),
                  position=(630.0, 305.0), check=CheckType.MANIPULATION, difficulty=15, number=2, active=False),
        Objective("valve", Side.HERO, Text("Ouvrir la vanne de la citerne", "Open the fuel tank’s valve"),
                  position=(280.0, 165.0), check=CheckType.ACTION, difficulty=5, number=3),
        Objective("alarm", Side.VILLAIN, Text("Déclencher l’alarme générale", "Set off the general alarm"),
                  position=(945.0, 405.0), check=CheckType.THINKING, difficulty=10, number=4),
    )


def _mission() -> Mission:
    def done(objective: str) -> Condition:
        return Condition(ConditionKind.OBJECTIVE_COMPLETED, objective=objective)

    return Mission(
        Text("Dépôt Ferrandine, quai numéro 4. La Cellule Aiguille (l’attaquant) doit décrypter la console de "
             "chargement (ND 10, Intelligence) pour déverrouiller la porte blindée du hangar, puis la forcer "
             "(ND 15, Force ; la synergie aide). Ouvrir la vanne de la citerne (ND 5) répand du carburant sur "
             "l’aire de chargement. Déploiement : la Cellule dans le coin sud-ouest, un carré de 30 cm de côté "
             "(2 × le Mouvement de 15 cm de Lise Harrow) ; la garde Ferrandine (le défenseur) le long du bord "
             "nord, sur 32 cm (2 × le Mouvement de 16 cm du molosse). La Cellule gagne si la porte cède ou si "
             "tous les gardes tombent ; elle perd si l’alarme générale est déclenchée (ND 10), si toute la "
             "Cellule tombe ou à la fin du huitième tour.",
             "Ferrandine depot, dock number 4. The Needle Cell (the attacker) must decrypt the loading console "
             "(ND 10, Intelligence) to unlock the hangar’s armoured door, then force it (ND 15, Strength; synergy "
             "helps). Opening the fuel tank’s valve (ND 5) spills fuel over the loading apron. Deployment: the "
             "Cell in the south-west corner, a square 30 cm on a side (twice Lise Harrow’s 15 cm Mouvement); the "
             "Ferrandine guard (the defender) along the north edge, 32 cm deep (twice the hound’s 16 cm "
             "Mouvement). The Cell wins if the door gives way or every guard falls; it loses if the general "
             "alarm goes off (ND 10), if the whole Cell falls, or at the end of the eighth turn."),
        turn_limit=8,
        victory=(done("vault-door"), Condition(ConditionKind.ALL_VILLAINS_NEUTRALIZED)),
        defeat=(done("alarm"), Condition(ConditionKind.ALL_HEROES_OUT), Condition(ConditionKind.TURN_LIMIT_REACHED)),
        reinforcement_points=2,
        events=(
            MissionEvent("alarm-call", Text("Appel radio", "Radio call"), Trigger(TriggerKind.TILE, tile="alarm-call"), (
                EventOption(1, Text("Le poste de garde envoie du renfort : +2 points de renfort, puis renforts.",
                                    "The guardhouse sends help: +2 reinforcement points, then reinforcements."),
                            (Effect(EffectKind.GAIN_REINFORCEMENT_POINTS, amount=2), Effect(EffectKind.REINFORCE))),
                EventOption(2, Text("Les projecteurs balaient le quai : aucun héros ne peut se cacher ce tour-ci.",
                                    "The floodlights sweep the dock: no hero can hide this turn."),
                            (Effect(EffectKind.TEXT),)),
            )),
            MissionEvent("unlocked", Text("Porte déverrouillée", "Door unlocked"),
                         Trigger(TriggerKind.CONDITION, condition=done("console")), (
                EventOption(1, Text("La console cède : la porte blindée peut être forcée.",
                                    "The console gives in: the armoured door can now be forced."),
                            (Effect(EffectKind.ACTIVATE_OBJECTIVE, objective="vault-door"),)),
            )),
            MissionEvent("spill", Text("Carburant répandu", "Fuel spill"),
                         Trigger(TriggerKind.CONDITION, condition=done("valve")), (
                EventOption(1, Text("L’aire de chargement devient un terrain difficile jusqu’à la fin de la partie.",
                                    "The loading apron becomes difficult terrain until the end of the game."),
                            (Effect(EffectKind.TEXT),)),
            )),
            MissionEvent("relief", Text("Relève de la garde", "Change of the guard"), Trigger(TriggerKind.TURN, turn=4), (
                EventOption(1, Text("La tireuse du mirador change de poste : elle peut se déplacer pendant la phase "
                                    "de tir de ce tour.",
                                    "The tower markswoman changes post: she may move during this turn’s shooting "
                                    "phase."), (Effect(EffectKind.TEXT),)),
            )),
        ),
    )


def _river() -> River:
    """Seven tiles: the officer (the leader), five squads and the radio-call event. Tables have no energy of
    their own, so the slot costs matter only with the rules option that gives the villains an energy track."""
    return River((1, 2, 3, 4, 5, 6, 7), (
        Tile("guards", Text("Gardes du dépôt", "Depot guards"), units=(TileUnit("depot-guard", 4),), reinforcement_cost=1),
        Tile("hound", Text("Maître-chien", "Dog handler"),
             units=(TileUnit("dog-handler", 1), TileUnit("guard-hound", 1)), reinforcement_cost=2),
        Tile("alarm-call", Text("Appel radio", "Radio call"), TileKind.EVENT, event="alarm-call"),
        Tile("docker", Text("Docker en exosquelette", "Exo-docker"), units=(TileUnit("exo-docker", 1),),
             reinforcement_cost=2),
        Tile("tech", Text("Technicien de sécurité", "Security technician"), units=(TileUnit("security-tech", 1),),
             reinforcement_cost=1),
        Tile("tower", Text("Tireuse du mirador", "Tower markswoman"), units=(TileUnit("tower-markswoman", 1),),
             reinforcement_cost=1),
        Tile("officer", Text("Capitaine Odran Vell", "Captain Odran Vell"), units=(TileUnit("odran-vell", 1),),
             leader=True),
    ))


# fmt: off
_CARDS: tuple[CardRow, ...] = (
    # tile numbers (empty = leader symbol), icons, key phrase, burst, bottom number, arrow, DEPOLLUER
    ((1,), "RMA", "closest", "R", 1, "down", False),
    ((2,), "MRA", "fewest_wounds", "M", 2, "up", False),
    ((3,), "VRA", "closest", "R", 1, "down", True),
    ((4,), "RDA", "most_wounds", "R", 2, "down", False),
    ((), "RMA", "fewest_hit_points", "R", 1, "up", False),
    ((5, 1), "ARM", "closest", "R", 2, "down", False),
    ((6,), "DRM", "fewest_wounds", "R", 1, "down", False),
    ((2, 4), "MAR", "closest", "M", 2, "up", True),
    ((7,), "RMD", "most_wounds", "R", 1, "down", False),
    ((5,), "VAM", "fewest_hit_points", "M", 2, "down", False),
    ((), "MRA", "closest", "M", 1, "down", False),
    ((1, 3), "AMR", "fewest_wounds", "R", 2, "up", False),
)
# fmt: on


def _deck() -> SoloDeck:
    return deck_of("depot-raid-deck", Text("Deck solo du raid sur le dépôt", "Depot-raid solo deck"),
                   TABLE_KEY_PHRASES, "dr", _CARDS)


def _dice() -> DiceSet:
    return DiceSet("d20", Text("Dé à vingt faces", "Twenty-sided die"),
                   (DieType("d20", Text("D20", "D20"), "#2a6fb0", tuple(range(1, 21)), verified=True),))


def depot_raid() -> Scenario:
    """The D20 sample: a 120 × 90 cm depot with 16 terrain pieces and 13 units."""
    objectives = _objectives()
    table = FreeTable(WIDTH_MM, HEIGHT_MM, DistanceUnit.CM, terrain=_terrain(),
                      background=BackgroundImage(IMAGE, mm_per_pixel=1 / PX_PER_MM),
                      reinforcement_areas=REINFORCEMENT_AREAS)
    return Scenario(
        name=NAME, rule_system=RuleSystem.D20, board=table,
        title=Text("Raid sur le dépôt", "Depot Raid"),
        description=Text("Escarmouche D20 en centimètres : la Cellule Aiguille force le dépôt du Consortium "
                         "Ferrandine, de nuit, sous les projecteurs.",
                         "A D20 skirmish in centimetres: the Needle Cell breaks into the Ferrandine Consortium’s "
                         "depot at night, under the floodlights."),
        units=_units(), figures=_figures(), objectives=objectives, river=_river(), deck=_deck(), dice=_dice(),
        mission=_mission(),
        images=(ImageAsset(IMAGE, paint_table(table, objectives)),), options=OPTIONS,
    )


# -- the table image ---------------------------------------------------------------------------------


def paint_table(table: FreeTable, objectives: tuple[Objective, ...]) -> bytes:
    """A concrete yard at night, every terrain piece drawn over its polygon, floodlit."""
    canvas = d.Canvas(table.width_mm, table.height_mm, PX_PER_MM, supersample=2)
    everything = [((0, 0), (table.width_mm, 0), (table.width_mm, table.height_mm), (0, table.height_mm))]
    canvas.fill(everything, d.flagstones(canvas, 1, (132, 130, 124), (96, 94, 90), 100.0))
    d.grime(canvas, everything, 2, 40.0, 0.3)
    d.patches(canvas, everything, d.ground(canvas, (62, 60, 58), (88, 86, 82), 3, 8.0), 4, 45.0, 0.06, softness=0.15)
    rng = random.Random(5)
    _markings(canvas)
    painters = {
        "fuel-tank": _tank, "hangar": _hangar, "apron": _apron, "fence-west": _fence, "fence-east": _fence,
        "guard-post": _guard_post, "truck": _truck, "brick-wall": _brick_wall, "rubble": _rubble,
        "crates": _crates, "hedge": _hedge, "canal": _canal, "conveyor": _conveyor, "gate": _gate,
        "watchtower": _watchtower, "basin": _basin,
    }
    for piece in table.terrain:
        painters[piece.id](canvas, piece, rng)
    props = {o.id: o.position for o in objectives}
    console = d.rotated_rect(props["console"], 24, 12, 0)
    canvas.shadow([console], 3, 1.5, 0.5)
    canvas.polygon(console, fill=(70, 78, 86), outline=(30, 34, 38), width_mm=1.0)
    canvas.polygon(d.rotated_rect(props["console"], 16, 6, 0), fill=(60, 170, 150))
    valve = props["valve"]
    canvas.polyline([(valve[0] - 12, valve[1]), valve], (150, 40, 36), 5.0)
    canvas.disc(valve, 6, fill=(190, 50, 40), outline=(80, 20, 16), width_mm=1.0)
    alarm = props["alarm"]
    canvas.disc(alarm, 5, fill=(210, 60, 40), outline=(60, 20, 14), width_mm=1.0)
    for x, y in ((480, 300), (780, 300), (945, 460), (200, 240), (600, 620)):
        canvas.glow((x, y), 150, (220, 232, 255), 0.4)
    canvas.glow(alarm, 30, (255, 80, 40), 0.6)
    canvas.glow(props["console"], 30, (80, 230, 200), 0.5)
    canvas.apply_light((150, 156, 182))
    canvas.polygon(everything[0], outline=(24, 26, 30), width_mm=3.0)
    return canvas.png()


def _markings(canvas: d.Canvas) -> None:
    """Painted lanes on the yard: a dashed line to the hangar and parking bays."""
    canvas.dashed([(0, 470), (460, 470), (630, 420), (630, 380)], (214, 186, 60, 150), 4.0, 30.0, 20.0)
    for x in range(820, 1020, 50):
        canvas.polyline([(x, 760), (x, 860)], (226, 226, 220, 130), 3.0)


def _tank(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 20, 6, 0.6)
    d.roof(canvas, piece.polygon, (190, 194, 196), 10.0, 0.35, 3, tiled=False)
    cx, cy = d.centre(piece.polygon)
    for r in (30, 55):
        canvas.disc((cx, cy), r, outline=(120, 124, 126), width_mm=1.2)
    canvas.disc((cx, cy), 9, fill=(150, 154, 156), outline=(90, 92, 94), width_mm=1.2)
    d.ladder(canvas, (cx + 8, cy + 10), (cx + 48, cy + 50), (140, 140, 146))


def _hangar(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 30, 8, 0.65)
    d.roof(canvas, piece.polygon, (112, 124, 136), 1000.0, 0.25, 4, tiled=False)
    (x0, y0), (x1, _), (_, y1) = piece.polygon[0], piece.polygon[1], piece.polygon[2]
    for x in range(int(x0) + 4, int(x1), 8):
        canvas.polyline([(x, y0), (x, y1)], (60, 68, 78, 110), 1.2)
        canvas.polyline([(x + 3, y0), (x + 3, y1)], (190, 200, 210, 60), 0.8)
    canvas.bevel([piece.polygon], 2.0, 0.3, 0.5)
    for t in (0.2, 0.57, 0.8):
        vent = d.rotated_rect((x0 + (x1 - x0) * t, (y0 + y1) / 2), 24, 16, 0)
        canvas.shadow([vent], 4, 1.5, 0.5)
        canvas.polygon(vent, fill=(84, 92, 100), outline=(40, 44, 48), width_mm=0.8)
    door = ((x0 + 80, y1 - 4), (x1 - 80, y1 - 4), (x1 - 80, y1 + 4), (x0 + 80, y1 + 4))
    canvas.polygon(door, fill=(60, 62, 66), outline=(200, 170, 50), width_mm=1.5)


def _apron(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    (x0, y0), (x1, _), (_, y1) = piece.polygon[0], piece.polygon[1], piece.polygon[2]
    for x in range(int(x0) - 60, int(x1), 24):
        a, b = max(x, x0), min(x + (y1 - y0), x1)
        if b > a:
            canvas.polyline([(a, y0 + (a - x)), (b, y0 + (b - x))], (214, 180, 48, 150), 6.0)
    canvas.polygon(piece.polygon, outline=(226, 196, 64, 200), width_mm=3.0)


def _fence(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 10, 3, 0.55)
    canvas.polygon(piece.polygon, fill=(70, 76, 84), outline=(30, 34, 38), width_mm=1.0)
    (x0, y0), (x1, _) = piece.polygon[0], piece.polygon[1]
    for x in range(int(x0), int(x1) + 1, 25):
        canvas.disc((x, y0 + 5), 4, fill=(110, 116, 124), outline=(40, 44, 48), width_mm=0.8)


def _guard_post(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 16, 5, 0.6)
    d.roof(canvas, piece.polygon, (144, 146, 142), 8.0, 0.35, 6, tiled=False)
    canvas.bevel([piece.polygon], 2.0, 0.3, 0.5)
    cx, cy = d.centre(piece.polygon)
    for a in range(0, 360, 45):
        x, y = cx + 40 * math.cos(math.radians(a + 22.5)), cy + 40 * math.sin(math.radians(a + 22.5))
        canvas.disc((x, y), 2.2, fill=(20, 20, 22))
    canvas.disc((cx, cy), 10, fill=(96, 100, 104), outline=(50, 52, 56), width_mm=1.0)


def _truck(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 10, 3, 0.6)
    (ax, ay), (bx, by) = piece.polygon[0], piece.polygon[1]
    angle = math.degrees(math.atan2(by - ay, bx - ax))
    axis = (math.cos(math.radians(angle)), math.sin(math.radians(angle)))
    cx, cy = d.centre(piece.polygon)
    cab = d.rotated_rect((cx + 62 * axis[0], cy + 62 * axis[1]), 34, 58, angle)
    trailer = d.rotated_rect((cx - 18 * axis[0], cy - 18 * axis[1]), 122, 60, angle)
    d.roof(canvas, trailer, (122, 74, 50), 1000.0, 0.2, 7, tiled=False)
    d.roof(canvas, cab, (92, 60, 44), 1000.0, 0.6, 8, tiled=False)
    d.patches(canvas, [piece.polygon], d.ground(canvas, (30, 26, 24), (60, 46, 38), 9, 6.0), 10, 12.0, 0.35, softness=0.2)
    for t in range(-50, 40, 12):
        x, y = cx + t * axis[0], cy + t * axis[1]
        canvas.polyline([(x - 28 * axis[1], y + 28 * axis[0]), (x + 28 * axis[1], y - 28 * axis[0])], (60, 40, 30, 140), 1.0)


def _brick_wall(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 5, 2, 0.55)
    canvas.fill([piece.polygon], d.cobbles(canvas, 11, (150, 70, 52), (120, 110, 100), (8.0, 4.0)))
    canvas.bevel([piece.polygon], 1.5, 0.3, 0.45)


def _rubble(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.ground(canvas, (90, 88, 84), (130, 126, 120), 12, 6.0))
    xs = [p[0] for p in piece.polygon]
    ys = [p[1] for p in piece.polygon]
    for _ in range(70):
        x, y = rng.uniform(min(xs) + 10, max(xs) - 10), rng.uniform(min(ys) + 10, max(ys) - 10)
        chunk = d.rotated_rect((x, y), rng.uniform(6, 16), rng.uniform(5, 12), rng.uniform(0, 90))
        canvas.shadow([chunk], 2, 1, 0.4)
        canvas.polygon(chunk, fill=d.jitter(rng, (160, 156, 148), 0.15), outline=(80, 78, 74), width_mm=0.6)
    for _ in range(8):
        x, y = rng.uniform(min(xs) + 20, max(xs) - 20), rng.uniform(min(ys) + 20, max(ys) - 20)
        canvas.polyline([(x, y), (x + rng.uniform(-20, 20), y + rng.uniform(-20, 20))], (120, 70, 50), 1.0)


def _crates(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    for x, y in ((705, 475), (727, 475), (705, 497), (760, 510)):
        d.crate(canvas, (x, y), 21, rng.uniform(-5, 5))
    for x, y in ((752, 474), (766, 484), (726, 515), (704, 518)):
        d.barrel(canvas, (x, y), 8, (50, 90, 130))


def _hedge(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    for k in range(14):
        x = 50 + k * 18.5
        y = 572 - (x - 40) * 15 / 260
        d.tree(canvas, (x, y), 14, (40, 76, 48), 20 + k)


def _canal(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.ground(canvas, (20, 40, 50), (46, 74, 84), 13, 20.0))
    canvas.inner_shadow([piece.polygon], 8, 2.5, 0.7)
    canvas.polygon(piece.polygon, outline=(160, 160, 154), width_mm=5.0)


def _conveyor(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 12, 3, 0.6)
    canvas.polygon(piece.polygon, fill=(46, 46, 50), outline=(20, 20, 22), width_mm=1.5)
    (x0, y0), (x1, _), (_, y1) = piece.polygon[0], piece.polygon[1], piece.polygon[2]
    for x in range(int(x0) + 6, int(x1), 10):
        canvas.polyline([(x, y0 + 4), (x, y1 - 4)], (110, 110, 116), 2.0)
    canvas.polyline([(x0, y0 + 3), (x1, y0 + 3)], (200, 170, 40), 2.5)
    canvas.polyline([(x0, y1 - 3), (x1, y1 - 3)], (200, 170, 40), 2.5)


def _gate(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 8, 3, 0.55)
    canvas.polygon(piece.polygon, fill=(96, 84, 40), outline=(30, 28, 20), width_mm=1.0)
    (x0, y0), (x1, _), (_, y1) = piece.polygon[0], piece.polygon[1], piece.polygon[2]
    for x in range(int(x0) + 10, int(x1), 14):
        canvas.polyline([(x, y0 + 1), (x - 6, y1 - 1)], (210, 180, 40), 2.0)
    canvas.polyline([((x0 + x1) / 2, y0), ((x0 + x1) / 2, y1)], (30, 28, 20), 1.5)


def _watchtower(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.shadow([piece.polygon], 26, 4, 0.55)
    canvas.fill([piece.polygon], d.planks(canvas, 21, (110, 100, 92), 5.0))
    canvas.polygon(piece.polygon, outline=(44, 44, 48), width_mm=2.0)
    for x, y in piece.polygon:
        canvas.disc((x, y), 3, fill=(60, 62, 66))
    (cx, _), bottom = d.centre(piece.polygon), max(y for _, y in piece.polygon)
    d.ladder(canvas, (cx, bottom), (cx, bottom + 20), (140, 140, 146))


def _basin(canvas: d.Canvas, piece: TerrainPiece, rng: random.Random) -> None:
    canvas.fill([piece.polygon], d.ground(canvas, (62, 92, 100), (96, 128, 134), 22, 10.0))
    canvas.inner_shadow([piece.polygon], 4, 1.5, 0.5)
    canvas.polygon(piece.polygon, outline=(150, 150, 146), width_mm=3.0)
