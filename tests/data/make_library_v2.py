"""Make ``tests/data/library-v2.sqlite``, the fixture library of schema version 2 (STYLE §6).

Run it only while version 2 is the current schema: ``python tests/data/make_library_v2.py``.
Once a newer schema exists, the committed ``.sqlite`` file is the fixture (it must keep opening
and upgrading) and this script stays as the record of what it holds. The bundled samples are
left out so that the fixture does not follow them. Version 2 stores a LOS table that fits as a
bit matrix and one that does not (its rows out of column order) as JSON rows: the fixture has
one of each.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from editor import resources  # noqa: E402
from editor.model import (  # noqa: E402
    Danger,
    DiceCount,
    ImageAsset,
    LosOverride,
    LosTable,
    Scenario,
    Text,
)
from editor.store import schema  # noqa: E402
from editor.store.library import Library  # noqa: E402
from tests.examples import d20_scenario, eisdrachen_scenario, zone_scenario  # noqa: E402

TARGET = Path(__file__).with_name("library-v2.sqlite")
PORTRAIT = bytes.fromhex("89504e470d0a1a0a") + b"fixture portrait"
BOARD = bytes.fromhex("89504e470d0a1a0a") + b"fixture board scan"


def rooftops() -> Scenario:
    """The example zone scenario with what the store splits into tables: a LOS table (as a
    matrix), a danger, images, a portrait."""
    base = zone_scenario()
    zones = list(base.board.zones)
    zones[3] = replace(zones[3], danger=Danger(dice=(DiceCount("red", 1),)), capacity=3)
    board = replace(
        base.board, zones=tuple(zones),
        los=LosTable("geometry-v2", (("z1", ("z1", "z2", "z3")), ("z2", ("z1", "z2", "z3", "z4")))),
        los_overrides=(LosOverride("z3", "z2", False),),
    )
    units = (replace(base.units[0], portrait="images/ranger.png"), base.units[1])
    return replace(base, board=board, units=units, images=(
        ImageAsset("images/board.png", BOARD), ImageAsset("images/ranger.png", PORTRAIT)))


def tougher_copy() -> Scenario:
    """Same unit ids as ``rooftops``, but a tougher thug and a ranger without portrait: imported,
    they come in as ``thug-2`` and ``ranger-2``. Its authored LOS table lists a row out of
    column order, so it is stored as JSON rows."""
    base = zone_scenario("rooftops-hard")
    base = replace(base, board=replace(base.board, los=LosTable(
        "authored", (("z1", ("z2", "z1")), ("z2", ("z2",))))))
    thug = replace(base.units[1], profile=replace(base.units[1].profile, hit_points=3))
    return replace(base, title=Text("Les toits (difficile)", "The rooftops (hard)"),
                   units=(base.units[0], thug))


def main() -> None:
    if schema.SCHEMA_VERSION != 2:
        sys.exit("The current schema is not version 2: the committed fixture must not be replaced.")
    with tempfile.TemporaryDirectory() as folder:
        resources.SAMPLES_DIR = Path(folder) / "no-samples"
        built = Path(folder) / "library.sqlite"
        with Library.open(built) as library:
            for scenario in (rooftops(), d20_scenario(), eisdrachen_scenario()):
                library.save(scenario)
            library.import_scenario(tougher_copy())
        shutil.copyfile(built, TARGET)
    print(f"wrote {TARGET.relative_to(ROOT)} ({TARGET.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
