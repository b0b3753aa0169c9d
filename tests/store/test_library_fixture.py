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
