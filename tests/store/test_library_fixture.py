"""The library of schema version 1 kept in ``tests/data/`` (made by ``make_library_v1.py``) keeps
opening, read-only without a byte written, and read-write, upgraded when the schema moves on."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from editor.model import RuleSystem, Text
from editor.model.validation import errors, validate
from editor.store.library import Library
from tests.examples import d20_scenario

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "library-v1.sqlite"


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    path = tmp_path / "library.sqlite"
    shutil.copyfile(FIXTURE, path)
    return path


def check_contents(library: Library) -> None:
    assert library.names() == ["depot", "rooftops", "rooftops-hard", "trench"]
    summaries = {s.name: s for s in library.summaries()}
    assert summaries["rooftops"].title == Text("Les toits", "The rooftops")
    assert summaries["rooftops"].zone_count == 4
    assert summaries["trench"].rule_system == RuleSystem.EISDRACHEN.value
    rooftops = library.load("rooftops")
    assert [z.id for z in rooftops.board.zones] == ["z1", "z2", "z3", "z4"]
    assert rooftops.board.zones[1].polygon == ((100, 0), (200, 0), (200, 100), (100, 100))
    assert rooftops.board.zones[3].danger.dice[0].die == "red"
    assert rooftops.board.los.rows[0] == ("z1", ("z1", "z2", "z3"))
    assert [a.name for a in rooftops.images] == ["images/board.png", "images/ranger.png"]
    assert rooftops.unit("ranger").portrait == "images/ranger.png"
    hard = library.load("rooftops-hard")
    assert [u.id for u in hard.units] == ["ranger-2", "thug-2"]
    assert [f.unit for f in hard.figures] == ["ranger-2", "thug-2"]
    assert hard.unit("thug-2").profile.hit_points == 3
    assert library.load("depot") == d20_scenario()
    for name in library.names():
        assert errors(validate(library.load(name))) == []


def test_the_v1_fixture_opens_read_only_without_writing(copy):
    before = hashlib.sha256(copy.read_bytes()).hexdigest()
    with Library.open(copy, read_only=True) as library:
        check_contents(library)
    assert hashlib.sha256(copy.read_bytes()).hexdigest() == before
    assert sorted(p.name for p in copy.parent.iterdir()) == ["library.sqlite"]


def test_the_v1_fixture_opens_read_write_and_takes_changes(copy):
    with Library.open(copy) as library:
        check_contents(library)
        library.save(d20_scenario("new"))
    with Library.open(copy, read_only=True) as library:
        assert "new" in library.names()
    assert len(list((copy.parent / "backups").iterdir())) == 1


def test_the_fixture_stays_small():
    assert FIXTURE.stat().st_size < 200_000


# Every released schema version: frozen DDL, migration, fixture (docs/library.md recipe) ---------

DATA = FIXTURE.parent


def test_every_version_has_its_frozen_ddl_and_the_current_one_matches_the_tables():
    from editor.store import past_schemas, schema
    from editor.store import shapes as schema_shapes

    versions = range(schema.FIRST_SCHEMA_VERSION, schema.SCHEMA_VERSION + 1)
    assert sorted(past_schemas.DDL) == list(versions)
    assert schema_shapes.shape_of(schema.SCHEMA_VERSION) == schema_shapes.expected_shape()
    # the frozen text of the current version gives the shape of the SQLAlchemy tables
    assert schema_shapes._frozen_shape(schema.SCHEMA_VERSION) == schema_shapes.expected_shape()


def test_every_version_below_the_current_has_a_migration_and_a_fixture():
    from editor.store import schema

    older = set(range(schema.FIRST_SCHEMA_VERSION, schema.SCHEMA_VERSION))
    assert set(schema.MIGRATIONS) == older
    for version in range(schema.FIRST_SCHEMA_VERSION, schema.SCHEMA_VERSION + 1):
        fixture = DATA / f"library-v{version}.sqlite"
        assert fixture.is_file(), f"missing fixture {fixture.name}"
        assert (DATA / f"make_library_v{version}.py").is_file()


def test_every_fixture_has_the_shape_of_its_version_and_upgrades(tmp_path):
    import sqlite3

    from editor.store import schema, shapes

    for version in range(schema.FIRST_SCHEMA_VERSION, schema.SCHEMA_VERSION + 1):
        fixture = DATA / f"library-v{version}.sqlite"
        with sqlite3.connect(f"{fixture.as_uri()}?mode=ro", uri=True) as raw:
            assert raw.execute("PRAGMA user_version").fetchone()[0] == version
            assert shapes.shape(raw) == shapes.shape_of(version)
        raw.close()
        copy = tmp_path / f"v{version}.sqlite"
        shutil.copyfile(fixture, copy)
        with Library.open(copy) as library:
            assert library.names()
        with sqlite3.connect(copy) as raw:
            assert raw.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
        raw.close()
