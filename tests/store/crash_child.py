"""Child of ``test_library_crash.py``: saves two versions of a big scenario in turn, forever.

Usage: ``crash_child.py LIBRARY FLAG NAME``. Prints ``ready`` once the library is open, then saves
``big_zone_scenario(name=NAME, variant=1)`` and ``variant=0`` alternately until killed. The first
byte of the file FLAG (shared through mmap, so it survives a SIGKILL) is 1 while a save is in
progress and 0 between saves.
"""

from __future__ import annotations

import mmap
import sys
from itertools import count
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.scenario_factory import big_zone_scenario  # noqa: E402
from editor.store.library import Library  # noqa: E402


def main(library: str, flag_file: str, name: str) -> None:
    versions = [big_zone_scenario(name=name, variant=variant) for variant in (1, 0)]
    with open(flag_file, "r+b") as handle, mmap.mmap(handle.fileno(), 1) as flag, \
            Library.open(Path(library)) as opened:
        print("ready", flush=True)
        for turn in count():
            flag[0] = 1
            opened.save(versions[turn % 2])
            flag[0] = 0


if __name__ == "__main__":
    main(*sys.argv[1:4])
