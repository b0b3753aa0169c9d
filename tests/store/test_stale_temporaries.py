"""What an atomic write killed midway leaves beside its target (``.NAME.<random>.tmp``) is
removed by the next write once it is stale, and nothing else is touched (PRODUCT §5)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from editor.game.log import GameRecord, write_log
from editor.safe_files import STALE_TEMPORARY_S
from editor.store.portable import write_scenario
from tests.examples import zone_scenario

ROOT = Path(__file__).resolve().parents[2]

KILLED_EXPORT = """
import os, sys, zipfile
sys.path.insert(0, {root!r})
from editor.store import package_writer
from editor.store.portable import write_scenario
from tests.examples import zone_scenario

def killed(handle, members):
    handle.write(b"PK partial")
    handle.flush()
    os.kill(os.getpid(), 9)

package_writer._write_zip = killed
write_scenario(zone_scenario(), sys.argv[1])
"""


def age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_a_killed_export_leaves_a_temporary_that_the_next_export_removes(tmp_path):
    target = tmp_path / "out.skirmish"
    code = KILLED_EXPORT.format(root=str(ROOT))
    result = subprocess.run([sys.executable, "-c", code, str(target)], timeout=120)
    assert result.returncode == -9
    [left] = leftovers(tmp_path)
    assert left.startswith(".out.skirmish.") and left.endswith(".tmp")
    write_scenario(zone_scenario(), target)
    assert leftovers(tmp_path) == [left]  # fresh: it may be another process's write
    age(tmp_path / left, STALE_TEMPORARY_S + 60)
    write_scenario(zone_scenario(), target)
    assert leftovers(tmp_path) == []
    assert target.stat().st_size > 0


def test_only_this_targets_stale_temporaries_are_removed(tmp_path):
    target = tmp_path / "out.skirmish"
    names = {
        ".out.skirmish.abc_123.tmp": True,  # a killed zip export
        ".out.skirmish.k3j4h5g6.old": True,  # a folder being replaced when killed
        ".other.skirmish.abc_123.tmp": False,  # another target's
        ".out.skirmish.tmp": False,  # no random part: not ours
        ".out.skirmish.a b.tmp": False,
        "notes.tmp": False,
    }
    for name in names:
        (tmp_path / name).write_bytes(b"x")
        age(tmp_path / name, STALE_TEMPORARY_S + 60)
    (tmp_path / ".out.skirmish.dir_1.tmp").mkdir()
    (tmp_path / ".out.skirmish.dir_1.tmp" / "scenario.json").write_text("{}")
    age(tmp_path / ".out.skirmish.dir_1.tmp", STALE_TEMPORARY_S + 60)
    write_scenario(zone_scenario(), target, folder=False)
    kept = {p.name for p in tmp_path.iterdir()}
    assert kept == {"out.skirmish"} | {name for name, removed in names.items() if not removed}


def test_a_folder_export_and_a_game_log_clean_their_own(tmp_path):
    folder = tmp_path / "out"
    stale = tmp_path / ".out.x1y2z3.tmp"
    stale.mkdir()
    age(stale, STALE_TEMPORARY_S + 60)
    write_scenario(zone_scenario(), folder, folder=True)
    assert not stale.exists() and (folder / "scenario.json").is_file()
    log = tmp_path / "game.md"
    left = tmp_path / ".game.md.q9w8e7r6.tmp"
    left.write_text("half a log")
    age(left, STALE_TEMPORARY_S + 60)
    record = GameRecord("rooftops", "0" * 64, 1, 1, "0" * 64)
    write_log(log, "Game", ["line"], record)
    assert not left.exists() and log.is_file()
