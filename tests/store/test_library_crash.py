"""Saves are atomic (PRODUCT §5): a process killed at random moments while it saves two versions
of a 1,000-zone scenario in turn leaves a library that opens (``quick_check`` passes) and holds
one version or the other, whole. 50 kills in ``make test``, 500 in ``make soak``."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.scenario_factory import big_zone_scenario
from editor.store.library import Library

CHILD = Path(__file__).with_name("crash_child.py")
NAME = "crash"
MAX_DELAY_S = 0.3
"""Kills land up to this long after the child is ready: about ten saves."""


def kill_repeatedly(folder: Path, kills: int, seed: int) -> None:
    library = folder / "library.sqlite"
    versions = [big_zone_scenario(name=NAME, variant=variant) for variant in (0, 1)]
    with Library.open(library) as opened:
        opened.save(versions[0])
    flag = folder / "flag"
    rng = random.Random(seed)
    during_write = journals = 0
    seen = set()
    for kill in range(kills):
        flag.write_bytes(b"\0")
        child = subprocess.Popen([sys.executable, str(CHILD), str(library), str(flag), NAME],
                                 stdout=subprocess.PIPE)
        try:
            assert child.stdout.readline() == b"ready\n", f"kill {kill}: the child did not start"
            time.sleep(rng.uniform(0, MAX_DELAY_S))
        finally:
            child.kill()
            child.wait()
            child.stdout.close()
        during_write += flag.read_bytes() == b"\1"
        journals += Path(f"{library}-journal").exists()
        with Library.open(library) as opened:
            loaded = opened.load(NAME)
        assert loaded in versions, f"kill {kill}: the library holds neither version"
        seen.add(versions.index(loaded))
    assert during_write > kills / 2, f"only {during_write} of {kills} kills landed during a save"
    assert journals > kills / 4, f"only {journals} of {kills} kills left a transaction to roll back"
    assert seen == {0, 1}


@pytest.mark.slow
def test_killed_saves_leave_one_version_or_the_other(tmp_path):
    kill_repeatedly(tmp_path, kills=50, seed=20240501)


@pytest.mark.soak
@pytest.mark.skipif(not os.environ.get("SKIRMISH_SOAK"), reason="500 kills: run by make soak")
def test_killed_saves_soak(tmp_path):
    kill_repeatedly(tmp_path, kills=500, seed=random.randrange(2**32))
