"""The in-process half of the fuzz soak: mutated portable files through validate and import.

One worker process runs its share of the cases one after another, calling the core as the
``validate`` and ``import`` commands do (``check_scenario_file``, then, for a valid file,
``Library.import_scenario``), each case under a 30 s watchdog (``SIGALRM``). It prints one JSON
line per case: ``{"case": n, "outcome": ...}`` with the outcome ``valid``, ``refused``,
``imported``, ``traceback``, ``hang`` or ``changed`` (the library folder differs after a refused
import), or ``fuzzer_error`` when the mutator itself failed (counted apart: it must be 0 too). The supervisor (``tests.fuzz.soak``) restarts a worker that dies or stops answering.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import signal
import sys
import traceback
from pathlib import Path

from tests.fuzz.mutations import mutant_file

WATCHDOG_S = 30


class Hang(Exception):
    """Raised by the watchdog in the case that overran."""


def _alarm(_signal: int, _frame: object) -> None:
    raise Hang


def digest(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def run_case(case: int, work: Path, pristine: Path) -> dict:
    from editor.messages import Severity, SkirmishError
    from editor.store.library import Library
    from editor.store.portable import check_scenario_file

    file = work / "case.skirmish"
    try:
        file.write_bytes(mutant_file(case))
    except Exception:  # noqa: BLE001 - a fault of the fuzzer itself, counted apart
        return {"outcome": "fuzzer_error", "detail": traceback.format_exc(limit=-3)[-600:]}
    library_folder = work / "library"
    library = library_folder / "library.sqlite"
    signal.setitimer(signal.ITIMER_REAL, WATCHDOG_S)
    try:
        scenario, messages = check_scenario_file(file)
        if scenario is None or any(m.severity is Severity.ERROR for m in messages):
            return {"outcome": "refused"}
        before = digest(library_folder)
        try:  # what ``import`` does after the checks ``validate`` made (``read_scenario``)
            with Library.open(library, create=False) as opened:
                opened.import_scenario(scenario, replace=True)
        except SkirmishError:
            if digest(library_folder) != before:
                return {"outcome": "changed"}
            return {"outcome": "refused"}
        _reset(library_folder, pristine)
        return {"outcome": "imported"}
    except Hang:
        _reset(library_folder, pristine)
        return {"outcome": "hang"}
    except Exception:  # noqa: BLE001 - the fault being counted
        _reset(library_folder, pristine)
        return {"outcome": "traceback", "detail": traceback.format_exc(limit=-3)[-600:]}
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def _reset(library_folder: Path, pristine: Path) -> None:
    shutil.rmtree(library_folder, ignore_errors=True)
    library_folder.mkdir()
    shutil.copyfile(pristine, library_folder / "library.sqlite")


def main(first: int, stop: int, stride: int, work: Path, pristine: Path) -> None:
    signal.signal(signal.SIGALRM, _alarm)
    work.mkdir(parents=True, exist_ok=True)
    _reset(work / "library", pristine)
    for case in range(first, stop, stride):
        result = run_case(case, work, pristine)
        print(json.dumps({"case": case, **result}), flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4]),
         Path(sys.argv[5]))
