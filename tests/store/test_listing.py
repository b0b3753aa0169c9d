"""The library's list read without the store (``editor.store.listing``): the same summaries as
``Library.summaries()`` / ``units()``, and a quick read-only path that gives up (None) at any
doubt and never changes a byte of the folder."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from editor.store import listing, schema
from editor.store.library import Library
from editor.store.listing import quick_listing
from tests.examples import d20_scenario, eisdrachen_scenario, zone_scenario
from tests.store.test_library import BAD_FILES, CRASH_MID_WRITE, digest, unit, with_units

DATA = Path(__file__).resolve().parents[1] / "data"


pytestmark = pytest.mark.usefixtures("samples")  # tests/store/conftest.py, as ``path``


def filled(path: Path) -> Path:
    with Library.open(path) as library:
        library.save(zone_scenario())
        library.save(d20_scenario())
        library.save(eisdrachen_scenario())
        library.save(with_units("shared", unit("kessel"), unit("ranger")))
        library.save(with_units("again", unit("kessel")))
    return path


def test_the_quick_listing_is_what_the_library_lists(path):
    filled(path)
    before = digest(path.parent)
    quick = quick_listing(path)
    assert quick is not None
    with Library.open(path, read_only=True) as library:
        assert quick.summaries() == library.summaries() and quick.units() == library.units()
    assert [s.name for s in quick.summaries()] == sorted(s.name for s in quick.summaries())
    kessel = next(u for u in quick.units() if u.id == "kessel")
    assert kessel.scenarios == ("again", "shared")
    assert digest(path.parent) == before  # not a byte, not a file beside it


def test_the_library_lists_through_the_same_reading(path):
    filled(path)
    with Library.open(path) as library:
        raw = sqlite3.connect(path)
        try:
            assert listing.scenario_summaries(raw) == library.summaries()
            assert listing.unit_summaries(raw) == library.units()
        finally:
            raw.close()


def test_no_library_yet_is_left_to_the_usual_path(path):
    assert quick_listing(path) is None
    assert not path.parent.exists()
    path.parent.mkdir()
    path.write_bytes(b"")  # an empty file: the usual open creates the library in its place
    assert quick_listing(path) is None
    assert path.read_bytes() == b""


def test_an_old_version_is_left_to_the_usual_path_untouched(path):
    path.parent.mkdir(parents=True)
    shutil.copyfile(DATA / "library-v1.sqlite", path)
    before = digest(path.parent)
    assert quick_listing(path) is None
    assert digest(path.parent) == before
    with Library.open(path) as library:  # which upgrades it
        upgraded = library.summaries()
    assert quick_listing(path).summaries() == upgraded


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_foreign_damaged_or_newer_files_are_left_to_the_usual_path_untouched(path, case):
    make, _key = BAD_FILES[case]
    path.parent.mkdir(parents=True)
    make(path)
    before = digest(path.parent)
    assert quick_listing(path) is None
    assert digest(path.parent) == before


def test_a_row_that_does_not_decode_is_left_to_the_usual_path(path):
    filled(path)
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE units SET data = '{\"side\": 3}' WHERE id = 'kessel'")
    before = digest(path.parent)
    assert quick_listing(path) is None
    assert digest(path.parent) == before


def test_a_file_in_wal_mode_is_left_to_the_usual_path_untouched(path):
    filled(path)
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA journal_mode = WAL")
    raw.close()
    before = digest(path.parent)
    assert quick_listing(path) is None
    assert digest(path.parent) == before


def test_a_library_left_mid_write_is_left_to_the_usual_path_untouched(path):
    filled(path)
    child = subprocess.Popen([sys.executable, "-c", CRASH_MID_WRITE, str(path)],
                             stdout=subprocess.PIPE)
    try:
        assert child.stdout.readline() == b"ready\n"
        assert quick_listing(path) is None  # a writer holds the file
    finally:
        child.kill()
        child.wait()
    assert Path(f"{path}-journal").exists()
    before = digest(path.parent)
    assert quick_listing(path) is None  # a hot journal: only the usual open may roll it back
    assert digest(path.parent) == before


def test_a_view_in_place_of_a_list_table_is_left_to_the_usual_path(path):
    filled(path)
    with sqlite3.connect(path) as raw:
        raw.execute("ALTER TABLE units RENAME TO units_kept")
        raw.execute("CREATE VIEW units AS SELECT * FROM units_kept")
    assert quick_listing(path) is None


def test_anything_but_a_regular_file_is_left_to_the_usual_path(tmp_path):
    assert quick_listing(tmp_path) is None  # a folder
    if hasattr(__import__("os"), "mkfifo"):
        import os

        fifo = tmp_path / "fifo.sqlite"
        os.mkfifo(fifo)
        assert quick_listing(fifo) is None  # never blocks


def test_the_version_mark_is_the_schema_s(path):
    assert listing.SCHEMA_VERSION == schema.SCHEMA_VERSION
    assert listing.APPLICATION_ID == schema.APPLICATION_ID
