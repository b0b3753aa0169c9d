"""What the library list shows, read from a plain ``sqlite3`` connection, and the quick read of
it that a cold start shows before the store is imported (PRODUCT §5, cold start).

``scenario_summaries`` and ``unit_summaries`` are the one reading of the list: ``Library``
calls them on its own connection (``Library.summaries`` / ``units``), and ``quick_listing``
on a read-only connection of its own, so the list painted at start-up is the one the library
gives once open. Decoding trusts no more than the library does (the summary through the
model's codec, a unit's name as ``Text``); a row that does not decode raises, and callers say
"damaged".

``quick_listing(path)`` returns None at the first doubt, and the start then opens the library
the usual way (which creates, checks, upgrades or reports): no regular file yet, a header that
is not this version's library (another version needs a migration, a foreign file), a file in
WAL mode or with a ``-journal`` or ``-wal`` beside it (a read-only connection would create or
need files beside it), a lock held by a writer (no waiting), a trigger or a view in the
schema (no library of ours has one), a list table missing, a damage ``PRAGMA quick_check``
finds (~2 ms on the sample library), a row that does not decode. It opens the file with
``mode=ro`` and ``query_only``: it never writes a byte, nor creates a file. The full check
of the tables' shapes stays with ``Library.open``, which follows in the background: what it
finds is reported then, as at any start.

Standard library and the model's summaries only: must not import SQLAlchemy (nor Qt).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from editor.messages import SkirmishError
from editor.model.codec import decode
from editor.model.summary import ScenarioSummary, UnitSummary
from editor.model.text import Text
from editor.store.schema_version import (
    APPLICATION_ID,
    SCHEMA_VERSION,
    check_header,
    header_version,
    is_wal,
    read_header,
)

_LIST_TABLES = ("scenarios", "scenario_units", "units")

_SUMMARIES = "SELECT summary FROM scenarios ORDER BY name"
_UNITS = (
    "SELECT units.id, units.rule_system, units.data, scenarios.name FROM units"
    " LEFT OUTER JOIN scenario_units ON units.id = scenario_units.unit_id"
    " LEFT OUTER JOIN scenarios ON scenarios.pk = scenario_units.scenario_pk"
    " ORDER BY units.id, scenarios.name"
)


class Listing:
    """The scenario and unit summaries of a library, read once: a catalog for the library
    view (``summaries()`` and ``units()``), with nothing else a library has."""

    def __init__(self, scenarios: list[ScenarioSummary], units: list[UnitSummary]):
        self._scenarios = list(scenarios)
        self._units = list(units)

    def summaries(self) -> list[ScenarioSummary]:
        return list(self._scenarios)

    def units(self) -> list[UnitSummary]:
        return list(self._units)


def scenario_summaries(database: sqlite3.Connection) -> list[ScenarioSummary]:
    """One summary per scenario, sorted by name."""
    rows = database.execute(_SUMMARIES).fetchall()
    return [decode(ScenarioSummary, json.loads(row[0]), "summary") for row in rows]


def unit_summaries(database: sqlite3.Connection) -> list[UnitSummary]:
    """Every unit with the scenarios that use it (sorted by name), sorted by id."""
    found: dict[str, tuple[UnitSummary, list[str]]] = {}
    for unit_id, rule_system, data, scenario in database.execute(_UNITS):
        entry = found.get(unit_id)
        if entry is None:
            entry = found[unit_id] = (_unit_summary(unit_id, rule_system, data), [])
        if scenario is not None and scenario not in entry[1]:
            entry[1].append(scenario)
    return [
        UnitSummary(unit.id, unit.name, unit.side, unit.rule_system, tuple(names))
        for unit, names in found.values()
    ]


def _unit_summary(unit_id: str, rule_system: str, data: str) -> UnitSummary:
    fields = json.loads(data)
    where = f"units[{unit_id}]"
    if not isinstance(fields, dict) or not isinstance(fields.get("side"), str):
        raise ValueError(f"{where}: not a unit")
    name = decode(Text, fields.get("name"), f"{where}.name")
    return UnitSummary(unit_id, name, fields["side"], rule_system)


def quick_listing(path: Path) -> Listing | None:
    """The listing of the library at ``path`` read without the store, or None at any doubt
    (module docstring): the start then takes the usual path."""
    try:
        if not _plain_current_library(path):
            return None
        database = sqlite3.connect(
            f"{path.absolute().as_uri()}?mode=ro", uri=True, timeout=0, isolation_level=None
        )
    except (OSError, ValueError, sqlite3.Error):
        return None
    try:
        for pragma in ("trusted_schema = OFF", "mmap_size = 0", "cell_size_check = ON",
                       "query_only = ON"):
            database.execute(f"PRAGMA {pragma}")
        database.execute("BEGIN")  # one snapshot: a writer cannot change it between reads
        if not _current_schema(database):
            return None
        listing = Listing(scenario_summaries(database), unit_summaries(database))
        database.execute("COMMIT")
        return listing
    except Exception:  # damage, a lock, a row that does not decode: the usual path decides
        return None
    finally:
        database.close()


def _plain_current_library(path: Path) -> bool:
    """A regular file whose header (read and checked as the store does) is a library of this
    version in rollback-journal mode, with no journal or WAL file beside it (a crash
    mid-write, or another tool's WAL mode)."""
    try:
        header = read_header(path)
        if header is None:
            return False
        check_header(path, header)
    except SkirmishError:
        return False
    if is_wal(header) or header_version(header) != SCHEMA_VERSION:
        return False  # another version is migrated by the usual open
    return not any(Path(f"{path}{suffix}").exists() for suffix in ("-journal", "-wal", "-shm"))


def _current_schema(database: sqlite3.Connection) -> bool:
    """The version and the application id read again inside the snapshot, no damage found by
    ``quick_check``, no trigger or view (none of ours has any), and the list's tables there."""
    if database.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
        return False
    if database.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
        return False
    if database.execute("PRAGMA quick_check(1)").fetchone()[0] != "ok":
        return False
    kinds = database.execute("SELECT name, type FROM sqlite_schema").fetchall()
    if any(kind in ("trigger", "view") for _name, kind in kinds):
        return False  # a library of ours has none: added elsewhere (``shapes`` refuses it)
    tables = {name for name, kind in kinds if kind == "table"}
    return all(name in tables for name in _LIST_TABLES)
