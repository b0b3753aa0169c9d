"""Library speed bar (PRODUCT §5): save and open of a 1,000-zone scenario, each against raw
``sqlite3`` doing the same SQL work on the same rows in the same run (bar: 3×), and in absolute
time (≤ 100 ms / ≤ 250 ms). The scenario is what the editor saves: with its derived LOS table
(``editor.ui.board.saving.scenario_to_save``), stored as one bit matrix since schema version 2.

- save: ``Library.save`` of a scenario already stored (old rows replaced) vs raw ``sqlite3``
  deleting the old rows and ``executemany``-inserting the very row tuples the library stored,
  in one transaction with the same journal and synchronous settings, then commit.
- open: ``Library.load`` vs raw ``sqlite3`` running the same SELECTs and fetching every row.

Both sides work on a library file of their own in the same folder; they are interleaved and
timed ``REPEATS`` times (cycle collector paused, as ``timeit`` does); the medians are
reported. The session's one-time backup is made before
timing starts (it happens once per session, not once per save). Run alone with
``python benchmarks/bench_library.py``, or through ``benchmarks/run.py``.
"""

from __future__ import annotations

import gc
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.scenario_factory import big_zone_scenario  # noqa: E402
from editor.store import mapping  # noqa: E402
from editor.store.library import Library  # noqa: E402
from editor.ui.board.saving import scenario_to_save  # noqa: E402

REPEATS = 15
BAR = 3.0
SAVE_BAR_S, OPEN_BAR_S = 0.100, 0.250
CHILD_TABLES = ("zones", "borders", "sightlines", "sightline_matrices", "scenario_units",
                "scenario_images")
SELECTS = (
    "SELECT zone_id, name_fr, name_en, polygon, los_x, los_y, elevation, capacity, difficult,"
    " danger, water, promontory, reinforcement, reading_index FROM zones"
    " WHERE scenario_pk = ? ORDER BY position",
    "SELECT a, b, kind, cost_ab, cost_ba, blocks_los, jump_difficulty, derived FROM borders"
    " WHERE scenario_pk = ? ORDER BY position",
    "SELECT viewer, seen FROM sightlines WHERE scenario_pk = ? ORDER BY position",
    "SELECT viewers, extra, bits FROM sightline_matrices WHERE scenario_pk = ?",
    "SELECT units.id, units.data FROM scenario_units"
    " JOIN units ON units.id = scenario_units.unit_id"
    " WHERE scenario_units.scenario_pk = ? ORDER BY scenario_units.position",
    "SELECT scenario_images.name, images.data FROM scenario_images"
    " JOIN images ON images.sha256 = scenario_images.sha256"
    " WHERE scenario_images.scenario_pk = ? ORDER BY scenario_images.name",
)


class RawSqlite:
    """The reference: the same statements on the same rows through the bare driver."""

    def __init__(self, path: Path, name: str) -> None:
        self.name = name
        self.db = sqlite3.connect(path, isolation_level=None)
        for pragma in ("journal_mode = DELETE", "synchronous = FULL", "foreign_keys = ON",
                       "trusted_schema = OFF", "mmap_size = 0"):
            self.db.execute(f"PRAGMA {pragma}")
        self.owner, *self.scenario_row = self.db.execute(
            "SELECT * FROM scenarios WHERE name = ?", (name,)).fetchone()
        self.rows = {table: self.db.execute(f"SELECT * FROM {table} WHERE scenario_pk = ?",
                                            (self.owner,)).fetchall() for table in CHILD_TABLES}
        ids = [unit_id for _, _, unit_id in self.rows["scenario_units"]]
        self.units = [self.db.execute("SELECT * FROM units WHERE id = ?", (unit_id,)).fetchone()
                      for unit_id in ids]

    def save(self) -> None:
        db = self.db
        db.execute("BEGIN IMMEDIATE")
        for table in CHILD_TABLES:
            db.execute(f"DELETE FROM {table} WHERE scenario_pk = ?", (self.owner,))
        db.execute("DELETE FROM scenarios WHERE pk = ?", (self.owner,))
        row = (self.owner, *self.scenario_row)
        db.execute(f"INSERT INTO scenarios VALUES ({', '.join('?' * len(row))})", row)
        for table, rows in self.rows.items():
            if rows:
                marks = ", ".join("?" * len(rows[0]))
                db.executemany(f"INSERT INTO {table} VALUES ({marks})", rows)
        db.executemany("INSERT INTO units VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE"
                       " SET rule_system = excluded.rule_system, data = excluded.data", self.units)
        db.execute("COMMIT")

    def load(self) -> None:
        db = self.db
        db.execute("BEGIN")
        owner = db.execute("SELECT pk, name, rule_system, title_fr, title_en, description_fr,"
                           " description_en, document FROM scenarios WHERE name = ?",
                           (self.name,)).fetchone()[0]
        for query in SELECTS:
            db.execute(query, (owner,)).fetchall()
        db.execute("COMMIT")


def _timed(action: Callable[[], object]) -> float:
    """Seconds taken by ``action``; as in ``timeit``, the cycle collector is paused meanwhile
    (after a collection), so that a pass owed to earlier allocations never lands on one side."""
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        action()
        return time.perf_counter() - start
    finally:
        gc.enable()


def _cold_load(library: Library, name: str) -> object:
    """A load that decodes everything: the content caches of the mapping are emptied first,
    so the figure is that of opening a scenario for the first time."""
    mapping.clear_caches()
    return library.load(name)


def run(repeats: int = REPEATS) -> list[dict]:
    scenario = scenario_to_save(big_zone_scenario())
    assert scenario.board.los is not None and len(scenario.board.los.rows) == 1000
    with tempfile.TemporaryDirectory(prefix="bench-library-") as folder:
        library_path = Path(folder) / "library" / "library.sqlite"
        reference_path = Path(folder) / "reference.sqlite"
        with Library.open(library_path) as library:
            library.save(scenario)
            shutil.copyfile(library_path, reference_path)
            raw = RawSqlite(reference_path, scenario.name)
            times: dict[str, list[float]] = {"save": [], "save_ref": [], "load": [], "load_ref": []}
            pairs = {"save": (lambda: library.save(scenario), raw.save),
                     "load": (lambda: _cold_load(library, scenario.name), raw.load)}
            for repeat in range(repeats):
                for key, (ours, reference) in pairs.items():
                    if repeat % 2:  # alternate which side goes first, against drift
                        times[f"{key}_ref"].append(_timed(reference))
                        times[key].append(_timed(ours))
                    else:
                        times[key].append(_timed(ours))
                        times[f"{key}_ref"].append(_timed(reference))
            raw.db.close()
    median = {key: statistics.median(values) for key, values in times.items()}
    return [
        _row("library: save 1,000 zones with LOS table vs raw sqlite3 executemany",
             median["save"], median["save_ref"]),
        _row("library: open (load) 1,000 zones with LOS table vs raw sqlite3 SELECT",
             median["load"], median["load_ref"]),
        _absolute("library: save 1,000 zones with LOS table (ratio to 100 ms)",
                  median["save"], SAVE_BAR_S),
        _absolute("library: open 1,000 zones with LOS table (ratio to 250 ms)",
                  median["load"], OPEN_BAR_S),
    ]


def _absolute(name: str, value: float, limit: float) -> dict:
    """A row whose bar is a time: the reference is that time, the bar a ratio of 1."""
    return {"name": name, "value": value, "reference": limit, "ratio": value / limit,
            "bar": 1.0, "unit": "s"}


def _row(name: str, value: float, reference: float) -> dict:
    return {"name": name, "value": value, "reference": reference, "ratio": value / reference,
            "bar": BAR, "unit": "s"}


def main() -> None:
    for row in run():
        verdict = "ok" if row["ratio"] <= row["bar"] else "OVER BAR"
        print(f"{row['name']}: {row['value'] * 1e3:.1f} ms vs {row['reference'] * 1e3:.1f} ms"
              f" = {row['ratio']:.2f}x (bar {row['bar']:g}x) {verdict}")


if __name__ == "__main__":
    main()
