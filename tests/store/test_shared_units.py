"""Units shared across the scenarios of a library (PRODUCT §4: "units live in the library and
are reused across scenarios"): a scenario that takes a library unit uses that very unit, an
edit saved in one scenario shows in every scenario using it, "Used by" follows what each
scenario saves, and the portable file of a scenario carries the units it took, portraits
included."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

from PIL import Image

from editor.documents.commands import RemoveItem
from editor.documents.document import ScenarioDocument
from editor.editing.library_units import AddLibraryUnits
from editor.editing.units import RenameUnit
from editor.model.scenario import ImageAsset, RuleSystem
from editor.model.text import Text
from editor.rules import plugin
from editor.store.library import Library
from editor.store.portable import read_scenario, write_scenario


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (8, 8), (200, 40, 40)).save(out, "PNG")
    return out.getvalue()


def _users(library: Library, unit_id: str) -> tuple[str, ...]:
    return next(u.scenarios for u in library.units() if u.id == unit_id)


def test_a_unit_taken_from_the_library_is_shared_exported_and_counted(tmp_path: Path):
    with Library.open(tmp_path / "library.sqlite") as library:
        raid = library.load("depot-raid")
        portrait = ImageAsset("images/kessel.png", _png())
        units = tuple(
            replace(u, portrait=portrait.name) if u.id == "kessel" else u for u in raid.units
        )
        library.save(replace(raid, units=units, images=(*raid.images, portrait)))
        assert _users(library, "kessel") == ("depot-raid",)

        source = library.load("depot-raid")
        taken = [source.unit("kessel"), source.unit("mara-quillon")]
        document = ScenarioDocument(plugin(RuleSystem.D20).blank_scenario("raid-two"))
        document.execute(AddLibraryUnits(taken, source.images))
        library.save(document.scenario)
        assert _users(library, "kessel") == ("depot-raid", "raid-two")
        assert library.load("raid-two").unit("kessel") == source.unit("kessel")

        exported = tmp_path / "raid-two.skirmish"
        write_scenario(library.load("raid-two"), exported)
        carried, _warnings = read_scenario(exported)
        assert carried.unit("kessel") == source.unit("kessel")
        assert [i for i in carried.images if i.name == "images/kessel.png"] == [portrait]

        name = document.scenario.unit("kessel").name
        document.execute(RenameUnit("kessel", name, "en", "Kessel the Elder", False))
        library.save(document.scenario)
        assert library.load("depot-raid").unit("kessel").name == Text(
            fr=name.fr, en="Kessel the Elder"
        )

        index = [u.id for u in document.scenario.units].index("kessel")
        document.execute(RemoveItem(("units",), index))
        library.save(document.scenario)
        assert _users(library, "kessel") == ("depot-raid",)
        assert _users(library, "mara-quillon") == ("depot-raid", "raid-two")
