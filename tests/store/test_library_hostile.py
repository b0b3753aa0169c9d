"""Hostile and damaged libraries (PRODUCT §5 "Untrusted input", "nothing deleted silently"):
versions below the first, files that are not regular files, deeply nested saved games, images
whose bytes no longer match their hash, WAL-mode files read without a byte written, and triggers
that must not run during an upgrade. Each is refused cleanly, naming the file, and leaves it
untouched."""

from __future__ import annotations

import hashlib
import io
import os
import sqlite3
import subprocess
import sys
import typing
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

from editor.game.summary import GameSummary
from editor.messages import SkirmishError
from editor.model import ImageAsset
from editor.store import schema
from editor.store.library import Library
from tests.examples import d20_scenario, zone_scenario

CURRENT = schema.SCHEMA_VERSION
"""The schema version of this code; the migration tests pretend a next one."""

ROOT = Path(__file__).resolve().parents[2]


pytestmark = pytest.mark.usefixtures("samples")  # tests/store/conftest.py


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "lib" / "library.sqlite"


def listing(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def refused(key: str, action: typing.Callable[[], object]) -> SkirmishError:
    with pytest.raises(SkirmishError) as caught:
        action()
    assert caught.value.message.key == key, caught.value.message
    return caught.value


def cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "editor.cli", *args], cwd=ROOT, timeout=timeout,
                          capture_output=True, text=True, env=dict(os.environ))


def png(width: int = 4, height: int = 3) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 40, 40)).save(buffer, "PNG")
    return buffer.getvalue()


def made(path: Path) -> Path:
    with Library.open(path) as library:
        library.save(zone_scenario())
    return path


# Versions below the first ----------------------------------------------------------------------


@pytest.mark.parametrize("version", [0, -1])
def test_a_version_below_the_first_is_not_a_library(path, version):
    made(path)
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA user_version = {version}")
    before = listing(path.parent)
    for read_only in (False, True):
        error = refused("library.not_a_library",
                        lambda ro=read_only: Library.open(path, read_only=ro))
        assert error.message.where == str(path)
    assert listing(path.parent) == before
    result = cli("list", "--library", str(path))
    assert result.returncode == 1, result.stderr
    assert "not a Skirmish Studio library" in result.stderr
    assert listing(path.parent) == before


# Files that are not regular files --------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_given_as_the_library_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "library.sqlite"
    os.mkfifo(fifo)
    for read_only in (False, True):
        error = refused("library.not_a_file",
                        lambda ro=read_only: Library.open(fifo, read_only=ro, create=False))
        assert error.message.where == str(fifo)
    for command in (["list"], ["validate", "rooftops"], ["export", "x", "-o", "out.skirmish"]):
        result = cli(*command, "--library", str(fifo), timeout=30)
        assert result.returncode == 1, (command, result.stderr)
        assert "Traceback" not in result.stderr


def test_a_folder_named_as_the_library_file_is_refused(tmp_path):
    folder = tmp_path / "library.sqlite"
    folder.mkdir()
    refused("library.not_a_file", lambda: Library.open(folder, create=False))


# Text that is not UTF-8 in the file's own schema -------------------------------------------------


def test_a_schema_entry_whose_name_is_not_utf8_is_damage(path):
    """SQLite names the broken entry in its message; Python cannot decode that message, so it
    raises UnicodeDecodeError rather than sqlite3.Error (found by the fuzz soak)."""
    made(path)
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA writable_schema = ON")
        raw.execute("UPDATE sqlite_schema SET name = CAST(x'756ec774' AS TEXT), "
                    "sql = 'CREATE TABLE (' WHERE name = 'units'")
    raw.close()
    before = listing(path.parent)
    for read_only in (True, False):
        error = refused("library.damaged", lambda ro=read_only: Library.open(path, read_only=ro))
        assert error.message.where == str(path)
    result = cli("list", "--library", str(path))
    assert result.returncode == 1, result.stderr
    assert str(path) in result.stderr
    assert listing(path.parent) == before


# Saved games read through the limited JSON reader ----------------------------------------------


def test_a_deeply_nested_saved_game_is_damage_not_a_recursion_error(path):
    summary = GameSummary("g", "rooftops", "2026-11-29T10:00:00Z", "2026-11-29T10:00:00Z", 1)
    with Library.open(path) as library:
        library.save_game(summary, {"actions": []})
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE games SET document = ?", ("[" * 100_000 + "]" * 100_000,))
    with Library.open(path, read_only=True) as library:
        error = refused("library.damaged", lambda: library.load_game("g"))
    assert "games[g]" in error.text("en")


# Stored images checked against their hash ------------------------------------------------------


def test_a_flipped_bit_in_a_stored_image_is_reported_naming_the_image(path, tmp_path):
    scenario = replace(zone_scenario(), images=(ImageAsset("images/board.png", png()),))
    with Library.open(path) as library:
        library.save(scenario)
    with sqlite3.connect(path) as raw:
        data = bytearray(raw.execute("SELECT data FROM images").fetchone()[0])
        data[len(data) // 2] ^= 0x10
        raw.execute("UPDATE images SET data = ?", (bytes(data),))
    with Library.open(path, read_only=True) as library:
        error = refused("library.damaged_image", lambda: library.load("rooftops"))
        stored = library.read("rooftops")  # the rows read: the check is the decoding's
    assert refused("library.damaged_image", stored.decode).message == error.message
    assert error.message.params["image"] == "images/board.png"
    assert error.message.params["name"] == "rooftops"
    for lang in ("en", "fr"):
        assert "images/board.png" in error.text(lang)
    out = tmp_path / "out.skirmish"
    result = cli("export", "rooftops", "-o", str(out), "--library", str(path))
    assert result.returncode == 1 and "images/board.png" in result.stderr
    assert not out.exists()
    result = cli("validate", "rooftops", "--library", str(path))
    assert result.returncode == 1 and "images/board.png" in result.stderr


# WAL-mode libraries read without a byte written ------------------------------------------------

WAL_WRITER = """
import os, sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA journal_mode = WAL")
db.execute("PRAGMA wal_autocheckpoint = 0")
db.execute("UPDATE scenarios SET title_en = 'Changed in the WAL'")
os._exit(0)  # no checkpoint: the change lives only in the -wal file
"""


def test_a_wal_library_is_read_without_creating_or_changing_a_file(path):
    made(path)
    subprocess.run([sys.executable, "-c", WAL_WRITER, str(path)], check=True, timeout=60)
    assert Path(f"{path}-wal").exists()
    before = listing(path.parent)
    with Library.open(path, read_only=True) as library:
        assert library.load("rooftops").title.en == "Changed in the WAL"
        assert library.names() == ["rooftops"]
    assert listing(path.parent) == before
    for command in (["list"], ["validate", "rooftops"]):
        result = cli(*command, "--library", str(path))
        assert result.returncode == 0, result.stderr
        assert listing(path.parent) == before


def test_a_clean_wal_library_gains_no_wal_or_shm_file_when_read(path):
    made(path)
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA journal_mode = WAL")
    raw.close()
    before = listing(path.parent)
    assert not any(name.endswith(("-wal", "-shm")) for name in before)
    with Library.open(path, read_only=True) as library:
        library.summaries()
    assert listing(path.parent) == before
    with Library.open(path) as library:  # a write session turns it back to a rollback journal
        library.save(d20_scenario())
    assert not Path(f"{path}-wal").exists() and not Path(f"{path}-shm").exists()


def test_a_refused_write_leaves_a_wal_library_byte_for_byte(path):
    """A WAL library (another tool's) with a damaged unit row: the import that finds it is
    refused, and the file is not even switched to the rollback journal (the fuzz soak's
    library case 846: a refused write wrote the journal mode)."""
    made(path)
    raw = sqlite3.connect(path, isolation_level=None)
    data = raw.execute("SELECT data FROM units").fetchone()[0]
    raw.execute("UPDATE units SET data = ?", (data.replace('{"', '{"skinls": 1, "', 1),))
    assert raw.execute("PRAGMA journal_mode = WAL").fetchone()[0] == "wal"
    raw.close()
    before = listing(path.parent)
    assert schema.is_wal(schema.read_header(path) or b"")
    with Library.open(path) as library:
        refused("library.damaged", lambda: library.import_scenario(zone_scenario(), replace=True))
    assert listing(path.parent) == before
    assert schema.is_wal(schema.read_header(path) or b"")


# Triggers must not run before the shape is checked ---------------------------------------------


def test_a_trigger_cannot_run_during_an_upgrade(path, monkeypatch):
    made(path)
    with sqlite3.connect(path) as raw:
        raw.execute("CREATE TRIGGER spy AFTER UPDATE ON units "
                    "BEGIN UPDATE scenarios SET title_en = 'spied'; END")
    raw.close()
    before = listing(path.parent)

    def touch_units(connection):
        connection.exec_driver_sql("UPDATE units SET data = data")

    monkeypatch.setattr(schema, "SCHEMA_VERSION", CURRENT + 1)
    monkeypatch.setattr(schema, "MIGRATIONS", {CURRENT: touch_units})
    refused("library.damaged", lambda: Library.open(path))
    assert listing(path.parent) == before  # not migrated, no backup, the trigger never ran
    with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as raw:
        assert raw.execute("SELECT title_en FROM scenarios").fetchone()[0] == "The rooftops"
        assert raw.execute("PRAGMA user_version").fetchone()[0] == CURRENT
    raw.close()


@pytest.mark.parametrize("extra", [
    "CREATE VIEW spy AS SELECT * FROM units",
    "CREATE INDEX spy ON units (rule_system)",
    "CREATE TABLE spy (x)",
])
def test_unknown_views_indexes_and_tables_are_refused_before_an_upgrade(path, monkeypatch, extra):
    made(path)
    with sqlite3.connect(path) as raw:
        raw.execute(extra)
    raw.close()
    before = listing(path.parent)
    calls = []
    monkeypatch.setattr(schema, "SCHEMA_VERSION", CURRENT + 1)
    monkeypatch.setattr(schema, "MIGRATIONS", {CURRENT: calls.append})
    refused("library.damaged", lambda: Library.open(path))
    assert calls == [] and listing(path.parent) == before
