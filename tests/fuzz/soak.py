"""The fuzz soak (PRODUCT §5 "Untrusted input"): its size, its workers and its counts.

``python -m tests.fuzz.soak`` (and the tests of ``test_fuzz_soak.py``) run three parts:

1. ``SKIRMISH_FUZZ_FILES`` mutated portable files in-process through validate and import
   (``tests.fuzz.inprocess``), 30 s watchdog each;
2. ``SKIRMISH_FUZZ_COMMAND_FILES`` of them through every command that takes a file, as forked
   child processes (``tests.fuzz.commands``);
3. ``SKIRMISH_FUZZ_LIBRARIES`` mutated libraries through every command that reads or writes a
   library.

Each part is split over ``SKIRMISH_FUZZ_WORKERS`` worker processes (default 2: the machine's
cores). A worker that dies or goes silent for twice the watchdog is restarted after the case it
was on, which counts as a hang. The counts (exits other than 0/1, tracebacks, hangs, library
changes after a refusal or by a read) are printed and must all be 0, as must the errors of
the mutators themselves (a case they could not make is not a case run).
"""

from __future__ import annotations

import json
import os
import selectors
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from tests.fuzz.mutations import SAMPLES, seed_file, seeds

ROOT = Path(__file__).resolve().parents[2]
SILENCE_S = 75
"""A worker silent this long (a case, or a command, over twice its watchdog) is killed."""
FAULTS = ("exit", "traceback", "hang", "changed", "fuzzer_error")


@dataclass
class Sizes:
    files: int
    command_files: int
    libraries: int
    workers: int = 2
    first_case: int = 0

    @classmethod
    def from_environment(cls, files: int, command_files: int, libraries: int) -> Sizes:
        def number(name: str, default: int) -> int:
            return int(os.environ.get(name, default))

        return cls(number("SKIRMISH_FUZZ_FILES", files),
                   number("SKIRMISH_FUZZ_COMMAND_FILES", command_files),
                   number("SKIRMISH_FUZZ_LIBRARIES", libraries),
                   number("SKIRMISH_FUZZ_WORKERS", 2),
                   number("SKIRMISH_FUZZ_FIRST_CASE", 0))


@dataclass
class Report:
    cases: Counter = field(default_factory=Counter)
    runs: Counter = field(default_factory=Counter)
    faults: Counter = field(default_factory=Counter)
    outcomes: Counter = field(default_factory=Counter)
    examples: list = field(default_factory=list)
    seconds: dict = field(default_factory=dict)

    def fault(self, part: str, kind: str, case: int, detail: object) -> None:
        self.faults[kind] += 1
        if len(self.examples) < 40:
            self.examples.append({"part": part, "fault": kind, "case": case, "detail": detail})

    def text(self) -> str:
        lines = ["fuzz soak:"]
        for part in ("in-process", "command files", "command libraries"):
            if part in self.cases:
                lines.append(f"  {part}: {self.cases[part]} cases, {self.runs[part]} runs, "
                             f"{self.seconds.get(part, 0):.0f} s")
        lines.append("  outcomes in-process: " + ", ".join(
            f"{k} {v}" for k, v in sorted(self.outcomes.items())))
        lines.append("  exits other than 0/1: {exit}, tracebacks: {traceback}, hangs over 30 s: "
                     "{hang}, library changes after a refusal or a read: {changed} (mutator "
                     "errors: {fuzzer_error})".format(
                         **{kind: self.faults[kind] for kind in FAULTS}))
        for example in self.examples[:10]:
            lines.append(f"  example: {json.dumps(example)[:600]}")
        return "\n".join(lines)

    def clean(self) -> bool:
        return not any(self.faults[kind] for kind in FAULTS)


def prepare(work: Path) -> dict:
    """The pristine library (the samples with small images, one saved game), the seed files,
    a game log and the golden case folders the workers share."""
    from editor.store.library import Library
    from editor.store.portable import read_scenario

    work.mkdir(parents=True, exist_ok=True)
    seed_files = {}
    figures = {}
    for index, (name, document, _images) in enumerate(seeds()):
        path = work / f"{name}.skirmish"
        path.write_bytes(seed_file(index))
        seed_files[name] = str(path)
        figures[name] = (document.get("figures") or [{"id": "f1"}])[0]["id"]
    empty = work / "no-samples"
    empty.mkdir(exist_ok=True)
    library = work / "pristine" / "library.sqlite"
    env = dict(os.environ)
    library.parent.mkdir(exist_ok=True)
    if library.exists():
        library.unlink()
    code = ("import sys; from editor import resources; from pathlib import Path; "
            "resources.SAMPLES_DIR = Path(sys.argv[2]); "
            "from editor.store.library import Library; Library.open(sys.argv[1]).close()")
    subprocess.run([sys.executable, "-c", code, str(library), str(empty)], cwd=ROOT, check=True,
                   env=env)
    with Library.open(library, create=False) as opened:
        for name in SAMPLES:
            opened.import_scenario(read_scenario(seed_files[name])[0])
    backups = library.parent / "backups"
    for old in backups.glob("*") if backups.exists() else ():
        old.unlink()
    if backups.exists():
        backups.rmdir()
    log = work / "night-market-log.md"
    subprocess.run([sys.executable, "-m", "editor.cli", "solo", "night-market", "--seed", "3",
                    "--log", str(log), "--library", str(library)], cwd=ROOT, check=True,
                   capture_output=True)
    golden = sorted(str(p) for p in (ROOT / "tests" / "solo" / "cases").iterdir()
                    if (p / "case.json").is_file())
    assets = {"library": str(library), "seed_files": seed_files, "figures": figures,
              "log": str(log), "golden_cases": golden}
    (work / "assets.json").write_text(json.dumps(assets))
    return assets


def _worker_env(work: Path) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        folder = work / name.lower()
        folder.mkdir(parents=True, exist_ok=True)
        env[name] = str(folder)
    env.pop("SKIRMISH_STUDIO_LIBRARY", None)
    return env


def _supervise(part: str, module: str, args: tuple[list[str], list[str]], first: int, stop: int,
               workers: int, work: Path, report: Report, on_line) -> None:
    """Run ``module`` on cases first..stop split over ``workers`` processes; restart a worker
    after a case it died or went silent on (that case counts as a hang)."""
    started = time.monotonic()
    selector = selectors.DefaultSelector()
    running: dict = {}

    def launch(offset: int, start: int) -> None:
        folder = work / f"{part.replace(' ', '-')}-{offset}"
        prefix, suffix = args
        command = [sys.executable, "-m", module, *prefix, str(start), str(stop), str(workers),
                   str(folder), *suffix]
        process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, env=_worker_env(folder))
        running[offset] = {"process": process, "next": start, "seen": time.monotonic()}
        selector.register(process.stdout, selectors.EVENT_READ, offset)

    for offset in range(workers):
        if first + offset < stop:
            launch(offset, first + offset)
    while running:
        for key, _ in selector.select(timeout=1.0):
            offset = key.data
            state = running[offset]
            line = state["process"].stdout.readline()
            if line:
                record = json.loads(line)
                state["seen"] = time.monotonic()
                if "case" not in record:  # a heartbeat between the commands of a case
                    continue
                state["next"] = record["case"] + workers
                report.cases[part] += 1
                on_line(record)
                if report.cases[part] % max(1, (stop - first) // 100) == 0:
                    print(f"{part}: {report.cases[part]} cases, faults {dict(report.faults)}, "
                          f"{time.monotonic() - started:.0f} s", file=sys.stderr, flush=True)
                continue
            _finish(selector, running, offset, part, report, workers, stop, launch)
        now = time.monotonic()
        for state in list(running.values()):
            if now - state["seen"] > SILENCE_S:
                state["process"].kill()
    report.seconds[part] = time.monotonic() - started


def _finish(selector, running, offset, part, report, workers, stop, launch) -> None:
    state = running.pop(offset)
    selector.unregister(state["process"].stdout)
    code = state["process"].wait()
    if state["next"] < stop:  # died or killed before its last case
        report.cases[part] += 1
        report.fault(part, "hang", state["next"], f"worker ended with {code}")
        if state["next"] + workers < stop:
            launch(offset, state["next"] + workers)


def run(sizes: Sizes, work: Path | None = None) -> Report:
    report = Report()
    with tempfile.TemporaryDirectory(prefix="skirmish-fuzz-") as scratch:
        work = work or Path(scratch)
        assets = prepare(work / "assets")
        first = sizes.first_case

        def in_process(record: dict) -> None:
            report.runs["in-process"] += 1
            report.outcomes[record["outcome"]] += 1
            if record["outcome"] in FAULTS:
                report.fault("in-process", record["outcome"], record["case"],
                             record.get("detail"))

        def commands(part: str):
            def seen(record: dict) -> None:
                report.runs[part] += record["runs"]
                if "fuzzer_error" in record:
                    report.fault(part, "fuzzer_error", record["case"], record["fuzzer_error"])
                for fault in record["faults"]:
                    report.fault(part, fault["fault"], record["case"], fault)
            return seen

        if sizes.files:
            _supervise("in-process", "tests.fuzz.inprocess", ([], [assets["library"]]),
                       first, first + sizes.files, sizes.workers, work, report, in_process)
        assets_file = work / "assets" / "assets.json"
        if sizes.command_files:
            _supervise("command files", "tests.fuzz.commands", (["file"], [str(assets_file)]),
                       first, first + sizes.command_files, sizes.workers, work, report,
                       commands("command files"))
        if sizes.libraries:
            _supervise("command libraries", "tests.fuzz.commands", (["library"], [str(assets_file)]),
                       first, first + sizes.libraries, sizes.workers, work, report,
                       commands("command libraries"))
    return report


if __name__ == "__main__":
    result = run(Sizes.from_environment(100_000, 2_000, 1_000))
    print(result.text(), flush=True)
    sys.exit(0 if result.clean() else 1)
