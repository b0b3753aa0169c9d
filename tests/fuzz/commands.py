"""The command half of the fuzz soak: mutated files and libraries through every command.

A worker imports the command line (and the Qt modules ``cards`` and ``screenshot`` use) once,
then runs each command in a child process forked from it, exactly as ``skirmish-studio`` runs
it (``editor.cli.main`` with the arguments, stdout and stderr to files, the exit code as the
process's): 25,000 fresh interpreters would cost hours on two cores, a fork costs milliseconds.
Each child has a 30 s watchdog (then it is killed and counted as a hang). Counted per run: an
exit code other than 0 or 1, a traceback (on stdout, stderr or in the log file), a hang, and a
library folder that changed although the command was refused (exit 1) or only reads.
``SKIRMISH_FUZZ_EXEC=1`` runs ``python -m editor.cli`` instead of forking, for comparison.
"""

from __future__ import annotations

import hashlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.fuzz.mutations import mutant_case, mutant_file, mutant_library

WATCHDOG_S = 30
ROOT = Path(__file__).resolve().parents[2]
WRITING = {"import"}


def digest(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def preload() -> None:
    """Import what the commands import, so each forked child starts warm."""
    import editor.cards.jobs  # noqa: F401
    import editor.cli  # noqa: F401
    import editor.cli.drawing_commands  # noqa: F401
    import editor.solo.runner  # noqa: F401
    import editor.store.library  # noqa: F401
    import editor.store.portable  # noqa: F401
    import editor.ui.cards.pages  # noqa: F401
    import editor.ui.headless  # noqa: F401
    import editor.ui.screenshot  # noqa: F401


def run(argv: list[str], folder: Path) -> tuple[int | None, str]:
    """Run one command in a child; (exit code or None for a hang, stdout + stderr)."""
    out, err = folder / "stdout.txt", folder / "stderr.txt"
    if os.environ.get("SKIRMISH_FUZZ_EXEC"):
        with out.open("wb") as stdout, err.open("wb") as stderr:
            try:
                code = subprocess.run([sys.executable, "-m", "editor.cli", *argv], cwd=folder,
                                      stdout=stdout, stderr=stderr, stdin=subprocess.DEVNULL,
                                      timeout=WATCHDOG_S).returncode
            except subprocess.TimeoutExpired:
                code = None
        return code, out.read_text(errors="replace") + err.read_text(errors="replace")
    pid = os.fork()
    if pid == 0:  # the child: never returns
        code = 70
        try:
            os.chdir(folder)
            for fd, target, mode in ((0, os.devnull, os.O_RDONLY),
                                     (1, out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC),
                                     (2, err, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)):
                os.dup2(os.open(target, mode, 0o644), fd)
            from editor.cli import main

            code = main(argv)
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
        except BaseException:  # noqa: BLE001 - reported like an interpreter would
            import traceback

            traceback.print_exc()
            code = 71
        finally:
            for stream in (sys.stdout, sys.stderr):
                try:
                    stream.flush()
                except BaseException:  # noqa: BLE001
                    pass
            os._exit(code)
    code = _wait(pid)
    return code, out.read_text(errors="replace") + err.read_text(errors="replace")


def _wait(pid: int) -> int | None:
    deadline = time.monotonic() + WATCHDOG_S
    handle = os.pidfd_open(pid) if hasattr(os, "pidfd_open") else None
    try:
        while True:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                return os.waitstatus_to_exitcode(status)
            left = deadline - time.monotonic()
            if left <= 0:
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return None
            if handle is not None:
                select.select([handle], [], [], left)
            else:
                time.sleep(0.005)
    finally:
        if handle is not None:
            os.close(handle)


class Case:
    """The inputs of one case in ``folder``: a mutated file, golden case and library."""

    def __init__(self, kind: str, number: int, folder: Path, assets: dict):
        self.kind, self.number, self.folder, self.assets = kind, number, folder, assets
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        self.library = folder / "library" / "library.sqlite"
        self.library.parent.mkdir()
        if kind == "file":
            (folder / "case.skirmish").write_bytes(mutant_file(number))
            (folder / "golden").mkdir()
            cases = [Path(p) for p in assets["golden_cases"]]
            (folder / "golden" / "case.json").write_bytes(mutant_case(number, cases))
            shutil.copyfile(assets["library"], self.library)
        else:
            mutant_library(number, Path(assets["library"]), self.library)

    def commands(self) -> list[list[str]]:
        lib = ["--library", str(self.library)]
        if self.kind == "file":
            target = "case.skirmish"
            figure = self.assets["figures"].get(_seed_name(self.number), "f1")
            return [
                ["validate", target, *lib],
                ["overlay", target, "--figure", figure, *lib],
                ["solo", target, "--seed", "1", *lib],
                ["cards", target, "-o", "cards.pdf", *lib],
                ["screenshot", target, "--view", "editor", "-o", "shot.png",
                 "--size", "320x240", *lib],
                ["check-case", "golden", *lib],
                ["replay", self.assets["log"], target, *lib],
                ["import", target, *lib],
            ]
        name = "night-market"
        return [
            ["list", *lib],
            ["validate", name, "depot-raid", *lib],
            ["export", name, "-o", "out.skirmish", *lib],
            ["overlay", name, "--figure", self.assets["figures"][name], *lib],
            ["solo", name, "--seed", "1", *lib],
            ["cards", "depot-raid", "-o", "cards.pdf", *lib],
            ["screenshot", "--view", "library", "-o", "shot.png", "--size", "320x240", *lib],
            ["replay", self.assets["log"], *lib],
            ["import", self.assets["seed_files"]["frozen-trench"], "--replace", *lib],
        ]


def _seed_name(number: int) -> str:
    import random

    from tests.fuzz.mutations import SAMPLES

    return SAMPLES[random.Random(number).randrange(len(SAMPLES))]


def run_case(case: Case, log_file: Path) -> list[dict]:
    """Every command of ``case``; one record per run that went wrong."""
    faults = []
    for argv in case.commands():
        before = digest(case.library.parent)
        logged = log_file.stat().st_size if log_file.exists() else 0
        code, output = run(argv, case.folder)
        after = digest(case.library.parent)
        fault = None
        if code is None:
            fault = "hang"
        elif code not in (0, 1):
            fault = "exit"
        elif "Traceback (most recent call last)" in output or (
                log_file.exists() and log_file.stat().st_size != logged):
            fault = "traceback"
        elif after != before and (argv[0] not in WRITING or code == 1):
            fault = "changed"
        if fault:
            faults.append({"fault": fault, "command": argv[0], "code": code,
                           "output": output[-800:]})
        print(json.dumps({"heartbeat": argv[0]}), flush=True)
    return faults


def main(kind: str, first: int, stop: int, stride: int, work: Path, assets_file: Path) -> None:
    assets = json.loads(assets_file.read_text())
    preload()
    from editor.userdirs import log_path

    log_file = log_path()
    for number in range(first, stop, stride):
        try:
            case = Case(kind, number, work / "case", assets)
        except Exception:  # noqa: BLE001 - a fault of the fuzzer itself, counted apart
            import traceback

            print(json.dumps({"case": number, "runs": 0, "faults": [], "fuzzer_error":
                              traceback.format_exc(limit=-3)[-600:]}), flush=True)
            continue
        faults = run_case(case, log_file)
        print(json.dumps({"case": number, "runs": len(case.commands()), "faults": faults}),
              flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), Path(sys.argv[5]),
         Path(sys.argv[6]))
