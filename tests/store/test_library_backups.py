"""Backups are never lost (PRODUCT §5 "nothing deleted silently"): a refused write makes none,
the rotation never drops the newest backup that passes ``quick_check``, two libraries in one
folder keep their own backups, and two processes saving side by side never fail on each other's
backup files."""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import replace
from pathlib import Path

import pytest

from editor.messages import SkirmishError
from editor.model import Text
from editor.store import backups as backup_files
from editor.store.backups import BACKUPS_KEPT
from editor.store.library import Library
from tests.examples import d20_scenario, zone_scenario

pytestmark = pytest.mark.usefixtures("samples")  # tests/store/conftest.py


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "lib" / "library.sqlite"


def names(path: Path) -> list[str]:
    folder = path.parent / "backups"
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


def quick_check(file: Path) -> str:
    with sqlite3.connect(f"{file.as_uri()}?mode=ro", uri=True) as raw:
        answer = raw.execute("PRAGMA quick_check(1)").fetchone()[0]
    raw.close()
    return answer


def test_refused_imports_make_no_backup_and_push_out_no_good_one(path):
    with Library.open(path) as library:
        library.save(zone_scenario())
    with Library.open(path) as library:
        library.save(d20_scenario())
    good = names(path)
    assert len(good) == 2
    with sqlite3.connect(path) as raw:  # damage that quick_check cannot see: a unit's JSON
        raw.execute("UPDATE units SET data = '{broken' WHERE id = 'thug'")
    raw.close()
    for _ in range(BACKUPS_KEPT + 1):
        with Library.open(path) as library, pytest.raises(SkirmishError) as caught:
            library.import_scenario(zone_scenario("copy"))
        assert caught.value.message.key == "library.damaged"
        assert caught.value.message.params["backup"] == good[-1]
        with Library.open(path) as library, pytest.raises(SkirmishError):
            library.import_scenario(zone_scenario())  # already there: refused too
    assert names(path) == good
    restored = path.parent / "backups" / good[-1]
    with Library.open(restored, read_only=True) as library:
        assert library.load("rooftops") == zone_scenario()
        assert library.names() == ["rooftops"]


def test_a_write_that_passed_its_checks_is_backed_up_with_the_state_before_it(path):
    with Library.open(path) as library:
        library.save(zone_scenario())
    with Library.open(path) as library:
        with pytest.raises(SkirmishError):
            library.import_scenario(zone_scenario())
        library.save(d20_scenario())
        library.save(zone_scenario("second"))
    newest = path.parent / "backups" / names(path)[-1]
    assert len(names(path)) == 2
    with Library.open(newest, read_only=True) as library:
        assert library.names() == ["rooftops"]


def test_the_newest_backup_that_passes_quick_check_is_never_rotated_out(path):
    with Library.open(path) as library:
        library.save(zone_scenario())
    [good] = names(path)
    folder = path.parent / "backups"
    damaged = [f"library-2999010{i}T000000.000000Z.sqlite" for i in range(1, BACKUPS_KEPT + 2)]
    for name in damaged:  # newer than the good one by their names, but not databases
        (folder / name).write_bytes(b"SQLite format 3\x00" + bytes(4000))
    backup_files.rotate_backups(path)
    kept = names(path)
    assert good in kept
    assert quick_check(folder / good) == "ok"
    assert len(kept) == BACKUPS_KEPT + 1  # the five newest, and the good one spared


def test_two_libraries_in_one_folder_keep_their_own_backups(tmp_path):
    library_path, campaign = tmp_path / "library.sqlite", tmp_path / "campaign.sqlite"
    with Library.open(library_path) as library:
        library.save(zone_scenario())
    for turn in range(BACKUPS_KEPT + 2):
        with Library.open(campaign) as library:
            library.save(zone_scenario(f"c{turn}"))
    found = names(library_path)
    mine = [n for n in found if n.startswith("library-")]
    theirs = [n for n in found if n.startswith("campaign-")]
    assert len(mine) == 1 and len(theirs) == BACKUPS_KEPT
    assert backup_files.backups(library_path) == [tmp_path / "backups" / mine[0]]
    with Library.open(tmp_path / "backups" / theirs[-1], read_only=True) as library:
        assert library.names() == [f"c{turn}" for turn in range(BACKUPS_KEPT + 1)]


def test_rotation_ignores_backup_files_another_process_just_renamed(path, monkeypatch):
    with Library.open(path) as library:
        library.save(zone_scenario())
    folder = path.parent / "backups"
    vanished = folder / "library-20000101T000000.000000Z.sqlite.partial"
    real_iterdir = Path.iterdir

    def iterdir(self):
        yield from real_iterdir(self)
        if self == folder:
            yield vanished  # listed, then renamed away by the other process before stat

    monkeypatch.setattr(Path, "iterdir", iterdir)
    backup_files.rotate_backups(path)
    with Library.open(path) as library:
        library.save(d20_scenario())


def test_two_writers_side_by_side_never_fail_on_backups(path):
    with Library.open(path) as library:
        library.save(zone_scenario())
    failures: list[BaseException] = []

    def writer(tag: str) -> None:
        try:
            for turn in range(12):
                with Library.open(path) as library:
                    library.save(replace(zone_scenario(f"{tag}{turn}"), title=Text.both(tag)))
        except BaseException as exc:  # noqa: BLE001 - reported below
            failures.append(exc)

    threads = [threading.Thread(target=writer, args=(tag,)) for tag in "ab"]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert failures == []
    assert len(backup_files.backups(path)) == BACKUPS_KEPT
    assert not [n for n in names(path) if n.endswith(".partial")]
