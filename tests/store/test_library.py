"""The library store: creation, the API, unit renaming on import, backups, the read-only
guarantee, migrations, locations, and refusing foreign or damaged files with a clear message."""

from __future__ import annotations

import hashlib
import os
import random
import re
import sqlite3
import subprocess
import sys
import typing
from dataclasses import replace
from pathlib import Path

import pytest

from editor.messages import SkirmishError, catalogue, placeholders
from editor.model import (
    Border,
    Figure,
    ImageAsset,
    River,
    Scenario,
    Side,
    SoloProfile,
    Text,
    Tile,
    TileUnit,
    Unit,
    Zone,
)
from editor.model.rename import rename_unit
from editor.model.summary import summarize
from editor.store import location, mapping, schema
from editor.store.backups import BACKUPS_KEPT
from editor.store.library import Library
from editor.store.portable import write_scenario
from tests.examples import d20_scenario, eisdrachen_scenario, zone_scenario

CURRENT = schema.SCHEMA_VERSION
"""The schema version of this code; the migration tests pretend a next one."""

ROOT = Path(__file__).resolve().parents[2]


pytestmark = pytest.mark.usefixtures("samples")  # tests/store/conftest.py, as ``path``


def digest(folder: Path) -> dict[str, str]:
    """Every file of ``folder`` with the hash of its bytes."""
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def refused(key_prefix: str, action: typing.Callable[[], object]) -> SkirmishError:
    with pytest.raises(SkirmishError) as caught:
        action()
    assert caught.value.message.key.startswith(key_prefix), caught.value.message
    for lang in ("en", "fr"):
        assert "{" not in caught.value.text(lang)
    return caught.value


def unit(unit_id: str, hit_points: int = 3) -> Unit:
    return Unit(unit_id, Text.both("Guard"), Side.VILLAIN, SoloProfile(hit_points=hit_points))


def with_units(name: str, *units: Unit) -> Scenario:
    """A zone scenario whose figures and river tile use ``units``."""
    base = zone_scenario(name)
    figures = tuple(Figure(f"f{i}", u.id, u.side, zone="z1") for i, u in enumerate(units))
    river = River((1, 2), (Tile("t", units=tuple(TileUnit(u.id) for u in units)),))
    return replace(base, units=units, figures=figures, river=river)


# Creation and the basic API -------------------------------------------------------------------


def test_first_open_creates_the_library_with_the_samples_and_no_backup(path, samples):
    write_scenario(zone_scenario("harbour"), samples / "harbour", folder=True)
    write_scenario(zone_scenario("harbour"), samples / "harbour-again", folder=True)
    (samples / "broken").mkdir()
    (samples / "broken" / "scenario.json").write_text("{ not json")
    with Library.open(path) as library:
        assert library.names() == ["harbour"]
        assert library.load("harbour") == zone_scenario("harbour")
        assert [w.key for w in library.warnings] == ["library.sample_skipped"] * 2
        assert "broken" in library.warnings[0].text("fr")
        assert "already in the library" in library.warnings[1].text("en")
    assert sorted(p.name for p in path.parent.iterdir()) == ["library.sqlite"]
    with Library.open(path) as library:
        assert library.warnings == ()


def test_missing_library_is_not_created_without_create(path):
    refused("library.missing", lambda: Library.open(path, create=False))
    assert not path.parent.exists()


def test_a_read_only_first_use_creates_the_library(path):
    with Library.open(path, read_only=True) as library:
        assert library.names() == []
    assert path.exists()


def test_save_load_summaries_and_delete(path):
    scenarios = [zone_scenario(), d20_scenario(), eisdrachen_scenario()]
    with Library.open(path) as library:
        for scenario in scenarios:
            library.save(scenario)
        assert library.names() == ["depot", "rooftops", "trench"]
        for scenario in scenarios:
            assert library.load(scenario.name) == scenario
        assert library.summaries()[1] == summarize(scenarios[0])
        assert library.summaries()[1].title == Text("Les toits", "The rooftops")
        assert [s.zone_count for s in library.summaries()] == [0, 4, 0]
        library.delete("depot")
        assert library.names() == ["rooftops", "trench"]
        refused("library.no_such_scenario", lambda: library.load("depot"))
        refused("library.no_such_scenario", lambda: library.delete("depot"))


def test_an_existing_name_is_kept_unless_replacing(path):
    with Library.open(path) as library:
        library.save(zone_scenario("x"))
        changed = replace(zone_scenario("x"), title=Text.both("changed"))
        error = refused("library.already_exists", lambda: library.save(changed, replace=False))
        assert "already in the library" in error.text("en")
        refused("library.already_exists", lambda: library.import_scenario(changed))
        assert library.load("x") == zone_scenario("x")
        library.import_scenario(changed, replace=True)
        assert library.load("x") == changed


def test_units_are_shared_by_id_and_save_updates_them(path):
    with Library.open(path) as library:
        library.save(with_units("a", unit("u", 3)))
        library.save(with_units("b", unit("u", 9)))
        assert library.load("a").unit("u").profile.hit_points == 9


def test_images_are_stored_once_and_dropped_with_their_last_scenario(path):
    board = ImageAsset("images/board.png", b"\x89PNG same bytes")
    first = replace(zone_scenario("a"), images=(board,))
    second = replace(zone_scenario("b"), images=(board, ImageAsset("images/x.png", b"other")))
    with Library.open(path) as library:
        library.save(first)
        library.save(second)
        assert library.load("b").images == second.images
        library.delete("a")
        assert library.load("b") == second
        library.delete("b")
    with sqlite3.connect(path) as raw:
        assert raw.execute("SELECT count(*) FROM images").fetchone() == (0,)


# Units renamed on import ------------------------------------------------------------------------


def test_rename_unit_follows_every_reference():
    scenario = with_units("s", unit("u"), unit("v"))
    renamed = rename_unit(scenario, "u", "u-2")
    assert [u.id for u in renamed.units] == ["u-2", "v"]
    assert [f.unit for f in renamed.figures] == ["u-2", "v"]
    assert [e.unit for e in renamed.river.tiles[0].units] == ["u-2", "v"]
    assert rename_unit(renamed, "u-2", "u") == scenario


def test_import_brings_a_differing_unit_in_as_a_renamed_copy(path):
    with Library.open(path) as library:
        library.save(with_units("first", unit("u", 3)))
        stored = library.import_scenario(with_units("second", unit("u", 5)))
        assert stored == with_units("second", unit("u-2", 5))
        assert library.load("second") == stored
        assert library.load("first") == with_units("first", unit("u", 3))
        same = library.import_scenario(with_units("third", unit("u", 5)))
        assert [u.id for u in same.units] == ["u-2"]
        other = library.import_scenario(with_units("fourth", unit("u", 7)))
        assert [u.id for u in other.units] == ["u-3"]
        identical = library.import_scenario(with_units("fifth", unit("u", 3)))
        assert [u.id for u in identical.units] == ["u"]


def test_a_new_id_is_never_one_the_scenario_already_uses(path):
    with Library.open(path) as library:
        library.save(with_units("first", unit("u", 3)))
        stored = library.import_scenario(with_units("second", unit("u", 5), unit("u-2", 6)))
        assert [u.id for u in stored.units] == ["u-3", "u-2"]
        assert library.load("second") == stored


# Backups ----------------------------------------------------------------------------------------


def backups(path: Path) -> list[str]:
    folder = path.parent / "backups"
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def test_a_backup_is_made_before_the_first_write_of_each_session(path):
    with Library.open(path) as library:
        library.save(zone_scenario("a"))
        library.save(zone_scenario("b"))
    assert len(backups(path)) == 1
    with Library.open(path) as library:
        library.load("a")
    with Library.open(path, read_only=True) as library:
        library.summaries()
    assert len(backups(path)) == 1
    with Library.open(path) as library:
        library.delete("a")
    made = backups(path)
    assert len(made) == 2
    with Library.open(path.parent / "backups" / made[0], read_only=True) as first:
        assert first.names() == []
    with Library.open(path.parent / "backups" / made[1], read_only=True) as second:
        assert second.names() == ["a", "b"]


def test_backups_rotate_keeping_the_five_newest(path):
    with Library.open(path):
        pass
    folder = path.parent / "backups"
    folder.mkdir()
    old = [f"library-2000010{i}T000000.000000Z.sqlite" for i in range(1, 8)]
    others = ["notes.txt", "library-manual.sqlite", "library-20000101T000000.000000Z.sqlite.bak"]
    for name in old + others:
        (folder / name).write_bytes(b"x")
    with Library.open(path) as library:
        library.save(zone_scenario())
    kept = [n for n in backups(path) if n not in others]
    assert len(kept) == BACKUPS_KEPT
    assert kept[:-1] == old[-(BACKUPS_KEPT - 1):]
    assert set(others) <= set(backups(path))


# The read-only guarantee ------------------------------------------------------------------------


def test_read_only_use_leaves_the_folder_byte_identical(path):
    with Library.open(path) as library:
        library.save(zone_scenario())
        library.save(d20_scenario())
    with Library.open(path) as library:
        library.save(eisdrachen_scenario())
    before = digest(path.parent)
    with Library.open(path, read_only=True) as library:
        library.names()
        library.summaries()
        for name in library.names():
            library.load(name)
        refused("library.read_only", lambda: library.save(zone_scenario("new")))
        refused("library.read_only", lambda: library.import_scenario(zone_scenario("new")))
        refused("library.read_only", lambda: library.delete("depot"))
    assert digest(path.parent) == before


CRASH_MID_WRITE = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA cache_size = 1")
db.execute("BEGIN IMMEDIATE")
db.execute("DELETE FROM zones")
db.execute("UPDATE scenarios SET document = '{}'")
print("ready", flush=True)
time.sleep(60)
"""


def test_a_library_left_mid_write_is_read_as_before_without_writing(path):
    from benchmarks.scenario_factory import big_zone_scenario

    scenario = big_zone_scenario(300)
    with Library.open(path) as library:
        library.save(scenario)
    child = subprocess.Popen([sys.executable, "-c", CRASH_MID_WRITE, str(path)],
                             stdout=subprocess.PIPE)
    try:
        assert child.stdout.readline() == b"ready\n"
    finally:
        child.kill()
        child.wait()
    assert Path(f"{path}-journal").exists()
    before = digest(path.parent)
    with Library.open(path, read_only=True) as library:
        assert library.load(scenario.name) == scenario
    assert digest(path.parent) == before
    with Library.open(path) as library:
        assert library.load(scenario.name) == scenario
    assert not Path(f"{path}-journal").exists()


# Foreign, damaged and newer files ---------------------------------------------------------------


def _valid(path: Path) -> None:
    with Library.open(path) as library:
        library.save(zone_scenario())


def _foreign_sqlite(path: Path) -> None:
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE notes (body TEXT)")
        other.execute("INSERT INTO notes VALUES ('hello')")


def _newer(path: Path) -> None:
    _valid(path)
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA user_version = 99")


def _truncated(path: Path) -> None:
    _valid(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _corrupted(path: Path) -> None:
    _valid(path)
    _corrupt(path)


def _corrupt(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = 4096
    data[2 * page: 2 * page + 64] = bytes(range(64))
    path.write_bytes(bytes(data))


def _foreign_tables(path: Path) -> None:
    _foreign_sqlite(path)
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
        raw.execute(f"PRAGMA user_version = {schema.SCHEMA_VERSION}")


def _trigger_added(path: Path) -> None:
    _valid(path)
    with sqlite3.connect(path) as raw:
        raw.execute("CREATE TRIGGER spy AFTER INSERT ON units BEGIN DELETE FROM images; END")


BAD_FILES = {
    "random bytes": (lambda p: p.write_bytes(random.Random(7).randbytes(8192)),
                     "library.not_a_library"),
    "text": (lambda p: p.write_text("name,title\nx,y\n"), "library.not_a_library"),
    "short header": (lambda p: p.write_bytes(b"SQLite format 3\x00" + bytes(30)),
                     "library.not_a_library"),
    "another app's database": (_foreign_sqlite, "library.not_a_library"),
    "newer schema": (_newer, "library.newer_schema"),
    "truncated": (_truncated, "library.damaged"),
    "corrupted page": (_corrupted, "library.damaged"),
    "foreign tables": (_foreign_tables, "library.damaged"),
    "extra trigger": (_trigger_added, "library.damaged"),
}


@pytest.mark.parametrize("read_only", [False, True], ids=["read-write", "read-only"])
@pytest.mark.parametrize("case", list(BAD_FILES))
def test_foreign_damaged_or_newer_files_are_refused_untouched(path, case, read_only):
    make, key = BAD_FILES[case]
    path.parent.mkdir(parents=True)
    make(path)
    before = digest(path.parent)
    error = refused(key, lambda: Library.open(path, read_only=read_only))
    assert error.message.where == str(path)
    assert digest(path.parent) == before


def test_a_damaged_library_points_to_its_newest_backup(path):
    _valid(path)
    with Library.open(path) as library:
        library.save(d20_scenario())
    newest = backups(path)[-1]
    _corrupt(path)
    error = refused("library.damaged", lambda: Library.open(path))
    assert error.message.key == "library.damaged"
    assert error.message.params["backup"] == newest
    assert newest in error.text("fr")


# Refused saves ----------------------------------------------------------------------------------


def _first_zone(scenario, **changes):
    first, *others = scenario.board.zones
    zones = (replace(first, **changes), *others)
    return replace(scenario, board=replace(scenario.board, zones=zones))


UNSTORABLE = {
    "two units, one id": (lambda s: replace(s, units=(s.units[0], s.units[0])),
                          "library.duplicate_unit"),
    "two images, one name": (lambda s: replace(s, images=(ImageAsset("images/a", b"1"),) * 2),
                             "library.duplicate_image"),
    "NaN vertex": (lambda s: _first_zone(s, polygon=((0, 0), (float("nan"), 0), (0, 5))),
                   "library.bad_number"),
    "infinite marker": (lambda s: _first_zone(s, los_marker=(float("inf"), 0)),
                        "library.bad_number"),
    "NaN in the document": (lambda s: replace(s, figures=(
        replace(s.figures[0], facing_deg=float("nan")),)),
                            "library.bad_number"),
    "huge integer": (lambda s: _first_zone(s, elevation=2**70), "library.bad_number"),
    "unpaired surrogate": (lambda s: _first_zone(s, name=Text("\ud800", "")), "library.bad_text"),
}


@pytest.mark.parametrize("case", list(UNSTORABLE))
def test_unstorable_scenarios_are_refused_and_change_nothing(path, case):
    change, key = UNSTORABLE[case]
    with Library.open(path) as library:
        library.save(zone_scenario())
        error = refused(key, lambda: library.save(change(zone_scenario())))
        assert error.message.where == str(path)
        assert library.names() == ["rooftops"]
        assert library.load("rooftops") == zone_scenario()


def test_a_library_another_process_is_writing_reports_busy(path, monkeypatch):
    _valid(path)
    monkeypatch.setattr(schema, "BUSY_TIMEOUT_S", 0.1)
    with Library.open(path) as library:
        writer = sqlite3.connect(path, isolation_level=None)
        writer.execute("BEGIN IMMEDIATE")
        try:
            refused("library.locked", lambda: library.save(d20_scenario()))
        finally:
            writer.execute("ROLLBACK")
            writer.close()
        library.save(d20_scenario())


def test_an_sqlite_without_strict_tables_is_named(path, monkeypatch):
    monkeypatch.setattr(schema, "MINIMUM_SQLITE", (99, 0, 0))
    refused("library.sqlite_too_old", lambda: Library.open(path))
    assert list(path.parent.iterdir()) == []


# Migrations -------------------------------------------------------------------------------------


@pytest.fixture
def version_two(monkeypatch):
    """Pretend a next schema version, reached from the current one by a data migration."""
    def mark_titles(connection):
        connection.exec_driver_sql(
            "UPDATE scenarios SET title_en = title_en || ' (v2)', summary = json_set(summary, "
            "'$.title.en', json_extract(summary, '$.title.en') || ' (v2)')")

    monkeypatch.setattr(schema, "SCHEMA_VERSION", CURRENT + 1)
    monkeypatch.setattr(schema, "MIGRATIONS", {CURRENT: mark_titles})


def user_version(path: Path) -> int:
    with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as raw:
        return raw.execute("PRAGMA user_version").fetchone()[0]


def test_an_older_library_is_migrated_after_a_backup(path, request):
    _valid(path)
    request.getfixturevalue("version_two")
    with Library.open(path) as library:
        assert library.load("rooftops").title.en == "The rooftops (v2)"
    assert user_version(path) == CURRENT + 1
    assert len(backups(path)) == 2
    assert user_version(path.parent / "backups" / backups(path)[-1]) == CURRENT


def test_a_read_only_open_migrates_a_private_copy(path, request):
    _valid(path)
    request.getfixturevalue("version_two")
    before = digest(path.parent)
    with Library.open(path, read_only=True) as library:
        assert library.summaries()[0].title.en == "The rooftops (v2)"
    assert digest(path.parent) == before


def test_a_failing_migration_changes_nothing(path, monkeypatch):
    _valid(path)
    before = path.read_bytes()

    def broken(connection):
        connection.exec_driver_sql("UPDATE scenarios SET title_en = 'half done'")
        connection.exec_driver_sql("SELECT * FROM no_such_table")

    monkeypatch.setattr(schema, "SCHEMA_VERSION", CURRENT + 1)
    monkeypatch.setattr(schema, "MIGRATIONS", {CURRENT: broken})
    refused("library.database_error", lambda: Library.open(path))
    assert path.read_bytes() == before


# Locations and the row mapping ------------------------------------------------------------------


def test_library_path_precedence_and_folders(tmp_path, monkeypatch):
    monkeypatch.delenv(location.ENV_VARIABLE, raising=False)
    if sys.platform.startswith("linux"):
        data_home = Path(os.environ["XDG_DATA_HOME"])
        assert location.library_path(None) == data_home / "skirmish-studio" / "library.sqlite"
    monkeypatch.setenv(location.ENV_VARIABLE, str(tmp_path / "from-env.sqlite"))
    assert location.library_path(None) == tmp_path / "from-env.sqlite"
    assert location.library_path(str(tmp_path / "cli.sqlite")) == tmp_path / "cli.sqlite"
    assert location.library_path(str(tmp_path)) == tmp_path / "library.sqlite"
    assert location.library_path(str(tmp_path / "new") + "/") == tmp_path / "new" / "library.sqlite"
    monkeypatch.setenv("HOME", str(tmp_path))
    assert location.library_path("~/lib.sqlite") == tmp_path / "lib.sqlite"


def test_every_zone_and_border_field_has_a_column():
    """A field added to Zone or Border needs a column, a migration and a line here."""
    zone_columns = {"id": ("zone_id",), "name": ("name_fr", "name_en"),
                    "los_marker": ("los_x", "los_y")}
    expected = [c for f in typing.get_type_hints(Zone) for c in zone_columns.get(f, (f,))]
    assert sorted(expected) == sorted(mapping.ZONE_COLUMNS)
    assert sorted(typing.get_type_hints(Border)) == sorted(mapping.BORDER_COLUMNS)
    assert [c.name for c in schema.zones.c][2:] == list(mapping.ZONE_COLUMNS)
    assert [c.name for c in schema.borders.c][2:] == list(mapping.BORDER_COLUMNS)


def test_every_library_key_the_store_raises_is_in_the_catalogue():
    sources = "".join(p.read_text() for p in (ROOT / "editor" / "store").glob("*.py"))
    keys = set(re.findall(r'"(library\.[a-z_]+)"', sources)) - {location.FILE_NAME}
    assert len(keys) >= 15
    for key in keys:
        assert key in catalogue(), key
        assert placeholders(catalogue()[key]["en"]) == placeholders(catalogue()[key]["fr"]), key
