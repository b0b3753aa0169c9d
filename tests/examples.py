"""Small hand-made scenarios of the three rule systems, shared by tests (import tests.examples)."""

from __future__ import annotations

from editor.model import (
    ActionIcon,
    Arrow,
    AttackKind,
    Border,
    BorderKind,
    CheckType,
    Condition,
    ConditionKind,
    CoverClass,
    D20Profile,
    D20Weapon,
    DiceCount,
    DiceSet,
    DieType,
    DistanceUnit,
    EisdrachenProfile,
    EisdrachenWeapon,
    Figure,
    FreeTable,
    KeyPhrase,
    Mission,
    Objective,
    River,
    RuleSystem,
    Scenario,
    Side,
    SoloAttack,
    SoloCard,
    SoloDeck,
    SoloProfile,
    TerrainPiece,
    Text,
    Tile,
    TileUnit,
    Unit,
    Wall,
    Zone,
    ZoneBoard,
)


def square(x: float, y: float, size: float = 100.0) -> tuple[tuple[float, float], ...]:
    return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))


def zone_scenario(name: str = "rooftops") -> Scenario:
    zones = (
        Zone("z1", Text("Rue", "Street"), square(0, 0), (50, 50)),
        Zone("z2", Text("Toit", "Roof"), square(100, 0), (150, 50), elevation=2),
        Zone("z3", Text("Ruelle", "Alley"), square(0, 100), (50, 150), reinforcement=True),
        Zone("z4", Text("Cour", "Yard"), square(100, 100), (150, 150), difficult=True),
    )
    borders = (
        Border("z1", "z2", BorderKind.CLIMB, cost_ab=1),
        Border("z2", "z4", BorderKind.FALL_ONLY),
        Border("z1", "z3"),
        Border("z3", "z4"),
    )
    dice = DiceSet("default", Text("Dés", "Dice"), (
        DieType("white", Text("Blanc", "White"), "#ffffff", (0, 0, 0, 0, 1, 1)),
        DieType("red", Text("Rouge", "Red"), "#cc2222", (0, 1, 1, 2, 2, 3)),
    ))
    hero = Unit("ranger", Text("Rôdeuse", "Ranger"), Side.HERO, SoloProfile(
        hit_points=1, movement=2, energy=8,
        attacks=(SoloAttack(AttackKind.MELEE, Text("Poing", "Fist"), (DiceCount("red", 2),)),)))
    thug = Unit("thug", Text("Voyou", "Thug"), Side.VILLAIN, SoloProfile(
        hit_points=1, armor=1, attacks=(
            SoloAttack(AttackKind.MELEE, Text("Batte", "Bat"), (DiceCount("red", 1),)),
            SoloAttack(AttackKind.RANGED, Text("Pistolet", "Pistol"), (DiceCount("white", 2),)),
        )))
    return Scenario(
        name=name,
        rule_system=RuleSystem.ZONE_SOLO,
        board=ZoneBoard(200, 200, zones, borders, (Wall("w1", ((100, 100), (100, 200))),)),
        title=Text("Les toits", "The rooftops"),
        units=(hero, thug),
        figures=(
            Figure("h1", "ranger", Side.HERO, number=1, zone="z1"),
            Figure("v1", "thug", Side.VILLAIN, zone="z4", tile="t1"),
        ),
        objectives=(Objective("o1", Side.HERO, zone="z2", check=CheckType.THINKING, difficulty=2),),
        river=River((1, 2, 3), (Tile("t1", Text("Voyous", "Thugs"), units=(TileUnit("thug", 1),),
                                     reinforcement_cost=1),)),
        deck=SoloDeck("deck", Text("Deck", "Deck"),
                      (KeyPhrase("fewest_wounds", Text("le moins de blessures", "fewest wounds")),),
                      (SoloCard("c1", (1,), icons=(ActionIcon.MELEE, ActionIcon.RANGED,
                                                  ActionIcon.ADVANCE_TO_HEROES),
                                key_phrase="fewest_wounds", burst=(AttackKind.RANGED, AttackKind.MELEE),
                                bottom_number=2, arrow=Arrow.UP, clean_river=True),)),
        dice=dice,
        mission=Mission(Text("Tenez le toit.", "Hold the roof."), turn_limit=8, villain_energy_start=6,
                        villain_energy_recovery=5,
                        victory=(Condition(ConditionKind.OBJECTIVE_REACHED, objective="o1"),),
                        defeat=(Condition(ConditionKind.ALL_HEROES_OUT),)),
    )


def d20_scenario(name: str = "depot") -> Scenario:
    gunner = Unit("gunner", Text("Tireur", "Gunner"), Side.HERO, D20Profile(
        movement_cm=12, shooting=6, melee=3, physical_defence=14, constitution=8,
        weapons=(D20Weapon(Text("Fusil", "Rifle"), 60, 7, Text("Rafales", "Bursts")),)))
    return Scenario(
        name=name, rule_system=RuleSystem.D20,
        board=FreeTable(1200, 900, DistanceUnit.CM, terrain=(
            TerrainPiece("crates", square(300, 300, 80), Text("Caisses", "Crates"), CoverClass.LIGHT, 40),)),
        units=(gunner,),
        figures=(Figure("g1", "gunner", Side.HERO, position=(100.0, 100.0), facing_deg=90.0),),
    )


def eisdrachen_scenario(name: str = "trench") -> Scenario:
    veteran = Unit("vet", Text("Vétéran", "Veteran"), Side.HERO, EisdrachenProfile(
        speed=6, intelligence=3, attacks=2, strength=2, hit_points=4,
        weapons=(EisdrachenWeapon(Text("Fusil", "Rifle"), 20, 2, 2),)))
    return Scenario(
        name=name, rule_system=RuleSystem.EISDRACHEN,
        board=FreeTable(900, 900, DistanceUnit.PAS, mm_per_pas=25),
        units=(veteran,),
        figures=(Figure("e1", "vet", Side.HERO, position=(50.0, 50.0)),),
    )
