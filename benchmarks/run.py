"""Run the benchmarks and print each figure with its reference and ratio (``make bench``).

Every ``benchmarks/bench_*.py`` module exposes ``run() -> list[dict]``; each row has the keys
``name`` (str), ``value`` and ``reference`` (numbers, measured in the same run, same unit),
``ratio`` (value / reference) and ``bar`` (the highest acceptable ratio, or None), and may add
``unit`` (e.g. "ms"). Benchmarks are not tests: the table marks rows over their bar; the exit
status is non-zero only when a module fails to import or run.

Usage: python benchmarks/run.py [SUBSTRING ...]   (only modules whose name contains one of them)
"""

from __future__ import annotations

import compileall
import importlib.util
import math
import os
import sys
import time
import traceback
from pathlib import Path
from types import ModuleType

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HERE = Path(__file__).resolve().parent
COLUMNS = ("benchmark", "value", "reference", "ratio", "bar", "")


def discover(filters: list[str]) -> list[Path]:
    paths = sorted(HERE.glob("bench_*.py"))
    if filters:
        paths = [p for p in paths if any(f in p.stem for f in filters)]
    return paths


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"benchmarks_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _num(value: object, unit: str = "") -> str:
    if isinstance(value, int | float) and not isinstance(value, bool):
        if math.isnan(value):
            return "nan"
        return f"{value:.4g}{(' ' + unit) if unit else ''}"
    return "-" if value is None else str(value)


def format_row(row: dict) -> tuple[str, ...]:
    unit = str(row.get("unit", ""))
    ratio, bar = row.get("ratio"), row.get("bar")
    over = isinstance(ratio, int | float) and isinstance(bar, int | float) and ratio > bar
    return (
        str(row.get("name", "?")),
        _num(row.get("value"), unit),
        _num(row.get("reference"), unit),
        _num(ratio),
        _num(bar),
        "OVER BAR" if over else "ok" if bar is not None else "",
    )


def print_table(rows: list[tuple[str, ...]]) -> None:
    widths = [max(len(r[i]) for r in [COLUMNS, *rows]) for i in range(len(COLUMNS))]
    for line in [COLUMNS, tuple("-" * w for w in widths), *rows]:
        cells = [line[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(line[1:-1], widths[1:-1])]
        print("  ".join([*cells, line[-1]]).rstrip())


def compile_sources() -> None:
    """Write the bytecode of the app's modules, as a user's copy has it: pip compiles a wheel's
    modules when it installs them, and a source checkout writes them on its first start. With
    ``PYTHONDONTWRITEBYTECODE`` set (as on some CI machines) nothing would ever write them, and
    every start and first use timed here would compile the sources again (some 40 ms of a
    cold start), a cost no user pays."""
    compileall.compile_dir(HERE.parent / "editor", quiet=1)


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(HERE))  # bench modules may share helpers kept in benchmarks/
    compile_sources()
    paths = discover(argv)
    if not paths:
        print(f"no benchmarks found ({HERE.name}/bench_*.py)")
        return 0
    rows: list[tuple[str, ...]] = []
    failed: list[str] = []
    for path in paths:
        print(f"running {path.stem} ...", file=sys.stderr, flush=True)
        start = time.perf_counter()
        try:
            results = load(path).run()
            rows.extend(format_row(r) for r in results)
        except Exception:
            traceback.print_exc()
            failed.append(path.stem)
            rows.append((path.stem, "-", "-", "-", "-", "FAILED"))
        print(f"  {time.perf_counter() - start:.1f} s", file=sys.stderr, flush=True)
    print_table(rows)
    over = sum(1 for r in rows if r[-1] == "OVER BAR")
    print(f"\n{len(rows) - len(failed)} figures, {over} over bar, {len(failed)} modules failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
