"""Build the bundled sample scenarios in ``scenarios/`` (unpacked portable folders).

Run ``python resources/samples/build_samples.py`` to regenerate them after a model change;
``--check`` only verifies that the committed folders are what this script produces (a test
runs it). All content is original: invented places, characters and texts.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from editor.model import (  # noqa: E402
    AttackKind,
    Border,
    BorderKind,
    CheckType,
    Condition,
    ConditionKind,
    DiceCount,
    Effect,
    EffectKind,
    EventOption,
    Figure,
    Mission,
    MissionEvent,
    Objective,
    River,
    RuleSystem,
    Scenario,
    Side,
    SoloAttack,
    SoloCheck,
    SoloProfile,
    Text,
    Tile,
    TileKind,
    TileUnit,
    Trigger,
    TriggerKind,
    Unit,
    Wall,
    Zone,
    ZoneBoard,
)
from editor.model.defaults import default_deck, default_dice  # noqa: E402
from editor.model.validation import errors, validate  # noqa: E402
from editor.store.portable import write_scenario  # noqa: E402

SAMPLES = ROOT / "scenarios"


def _rect(x: int, y: int, w: int, h: int) -> tuple[tuple[float, float], ...]:
    return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def _zone(zid: str, fr: str, en: str, rect: tuple[int, int, int, int], **kw) -> Zone:
    x, y, w, h = rect
    return Zone(zid, Text(fr, en), tuple((float(a), float(b)) for a, b in _rect(x, y, w, h)),
                (float(x + w // 2), float(y + h // 2)), **kw)


def harbour_night() -> Scenario:
    """A small zone-solo mission: ten zones around a harbour warehouse, 300 × 200 mm."""
    zones = (
        _zone("quay-west", "Quai ouest", "West quay", (0, 0, 100, 70), reinforcement=True),
        _zone("crane", "Grue", "Crane", (100, 0, 100, 70), elevation=2),
        _zone("quay-east", "Quai est", "East quay", (200, 0, 100, 70), reinforcement=True),
        _zone("crates", "Caisses", "Crates", (0, 70, 100, 65), difficult=True),
        _zone("warehouse", "Entrepôt", "Warehouse", (100, 70, 100, 65), capacity=6),
        _zone("office", "Bureau", "Office", (200, 70, 100, 65)),
        _zone("roof", "Toit", "Roof", (0, 135, 100, 65), elevation=1),
        _zone("yard", "Cour", "Yard", (100, 135, 100, 65)),
        _zone("gate", "Portail", "Gate", (200, 135, 50, 65)),
        _zone("street", "Rue", "Street", (250, 135, 50, 65), reinforcement=True),
    )
    borders = (
        Border("quay-west", "crane", BorderKind.CLIMB),
        Border("crane", "quay-east", BorderKind.FALL_ONLY),
        Border("quay-west", "crates"),
        Border("crane", "warehouse", BorderKind.FALL_ONLY),
        Border("quay-east", "office", BorderKind.DOOR, cost_ab=1, cost_ba=1),
        Border("crates", "warehouse", BorderKind.DOOR),
        Border("warehouse", "office", BorderKind.WALL, blocks_los=True),
        Border("crates", "roof", BorderKind.CLIMB),
        Border("warehouse", "yard"),
        Border("office", "gate"),
        Border("roof", "yard", BorderKind.JUMP_GAP, jump_difficulty=1),
        Border("yard", "gate"),
        Border("gate", "street"),
        Border("office", "street", BorderKind.WINDOW, cost_ab=1, cost_ba=1),
    )
    dice = default_dice()
    units = (
        Unit("lantern", Text("Lanterne", "Lantern"), Side.HERO, SoloProfile(
            hit_points=1, movement=2, energy=8, menace=2,
            attacks=(SoloAttack(AttackKind.MELEE, Text("Bâton", "Staff"), (DiceCount("orange", 2),)),),
            checks=(SoloCheck(CheckType.THINKING, (DiceCount("yellow", 2),)),)),
            description=Text("Détective des docks.", "A detective of the docks.")),
        Unit("gull", Text("Mouette", "Gull"), Side.HERO, SoloProfile(
            hit_points=1, movement=3, energy=7,
            attacks=(SoloAttack(AttackKind.RANGED, Text("Fronde", "Sling"), (DiceCount("yellow", 2),)),))),
        Unit("docker", Text("Docker", "Dockhand"), Side.VILLAIN, SoloProfile(
            hit_points=1, armor=1, movement=2,
            attacks=(SoloAttack(AttackKind.MELEE, Text("Crochet", "Hook"), (DiceCount("orange", 1),)),),
            checks=(SoloCheck(CheckType.MANIPULATION, (DiceCount("white", 2),)),))),
        Unit("lookout", Text("Guetteur", "Lookout"), Side.VILLAIN, SoloProfile(
            hit_points=1, movement=2,
            attacks=(SoloAttack(AttackKind.RANGED, Text("Arbalète", "Crossbow"), (DiceCount("red", 1),)),))),
        Unit("boss", Text("La Contremaîtresse", "The Forewoman"), Side.VILLAIN, SoloProfile(
            hit_points=4, armor=2, movement=2,
            attacks=(SoloAttack(AttackKind.MELEE, Text("Clé à molette", "Wrench"), (DiceCount("red", 2),)),
                     SoloAttack(AttackKind.RANGED, Text("Pistolet", "Pistol"), (DiceCount("orange", 2),))))),
    )
    figures = (
        Figure("hero-1", "lantern", Side.HERO, number=1, zone="street"),
        Figure("hero-2", "gull", Side.HERO, number=2, zone="gate"),
        Figure("docker-1", "docker", Side.VILLAIN, zone="crates", tile="dockers"),
        Figure("docker-2", "docker", Side.VILLAIN, zone="warehouse", tile="dockers"),
        Figure("lookout-1", "lookout", Side.VILLAIN, zone="crane", tile="lookouts"),
        Figure("boss-1", "boss", Side.VILLAIN, zone="office", tile="boss"),
    )
    river = River((1, 2, 3, 4, 5), (
        Tile("dockers", Text("Dockers", "Dockhands"), units=(TileUnit("docker", 2),), reinforcement_cost=1),
        Tile("lookouts", Text("Guetteurs", "Lookouts"), units=(TileUnit("lookout", 1),), reinforcement_cost=1),
        Tile("alarm", Text("Alarme", "Alarm"), TileKind.EVENT, event="alarm"),
        Tile("boss", Text("Contremaîtresse", "Forewoman"), units=(TileUnit("boss", 1),), leader=True),
    ))
    events = (MissionEvent("alarm", Text("Alarme", "Alarm"), Trigger(TriggerKind.TILE, tile="alarm"), (
        EventOption(1, Text("Les renforts arrivent : +2 points de renfort.", "Reinforcements arrive: +2 reinforcement points."),
                    (Effect(EffectKind.GAIN_REINFORCEMENT_POINTS, amount=2),)),
        EventOption(2, Text("Les guetteurs s’activent sans bouger leur tuile.", "The lookouts act without moving their tile."),
                    (Effect(EffectKind.ACTIVATE_TILE, tile="lookouts"),)),
        EventOption(3, Text("Le coffre est verrouillé.", "The safe is locked."),
                    (Effect(EffectKind.DEACTIVATE_OBJECTIVE, objective="ledger"),)),
    )),)
    objectives = (
        Objective("ledger", Side.HERO, Text("Registre", "Ledger"), zone="office",
                  check=CheckType.THINKING, difficulty=2, number=1),
        Objective("boat", Side.VILLAIN, Text("Bateau", "Boat"), zone="quay-west",
                  check=CheckType.MANIPULATION, difficulty=1, number=2),
    )
    mission = Mission(
        Text("Nuit au port : trouvez le registre de contrebande avant le départ du bateau.",
             "Harbour night: find the smuggling ledger before the boat leaves."),
        turn_limit=8, villain_energy_start=6, villain_energy_recovery=5, reinforcement_points=2,
        victory=(Condition(ConditionKind.OBJECTIVE_COMPLETED, objective="ledger"),),
        defeat=(Condition(ConditionKind.ALL_HEROES_OUT), Condition(ConditionKind.TURN_LIMIT_REACHED),
                Condition(ConditionKind.OBJECTIVE_COMPLETED, objective="boat")),
        events=events,
    )
    return Scenario(
        name="harbour-night", rule_system=RuleSystem.ZONE_SOLO,
        board=ZoneBoard(300, 200, zones, borders, (Wall("warehouse-wall", ((200.0, 70.0), (200.0, 135.0))),)),
        title=Text("Nuit au port", "Harbour night"),
        description=Text("Petit scénario solo de 10 zones : deux héros contre les dockers du port.",
                         "Small 10-zone solo scenario: two heroes against the harbour's dockhands."),
        units=units, figures=figures, objectives=objectives, river=river,
        deck=default_deck(), dice=dice, mission=mission,
    )


BUILDERS = (harbour_night,)


def build(target: Path) -> list[Path]:
    written = []
    for builder in BUILDERS:
        scenario = builder()
        problems = errors(validate(scenario))
        if problems:
            raise SystemExit("\n".join(m.text("en") for m in problems))
        folder = target / scenario.name
        write_scenario(scenario, folder, folder=True)
        written.append(folder)
    return written


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="verify the committed samples only")
    args = parser.parse_args()
    if not args.check:
        for folder in build(SAMPLES):
            print(f"wrote {folder.relative_to(ROOT)}")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        fresh = build(Path(tmp))
        stale = [f.name for f in fresh if _files(f) != _files(SAMPLES / f.name)]
    if stale:
        print("out of date: " + ", ".join(stale) + " (run resources/samples/build_samples.py)")
        return 1
    print("samples are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
