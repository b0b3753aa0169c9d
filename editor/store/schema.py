"""The library's SQL schema (SQLAlchemy Core tables), its version and migrations, and the checks
that a file holds it (header, ``quick_check``; table shapes: ``shapes``) made before anything else
reads it.

Rows are not domain objects: ``editor.store.mapping`` translates. The hot data of a big board
(zones, borders, line-of-sight rows) has typed columns, one row per item, so saving and opening
a 1,000-zone scenario are bulk ``executemany`` / ``SELECT`` calls with no per-row JSON; the rest
of a scenario is one JSON document. Tables are ``STRICT``: SQLite itself refuses values of the
wrong type, and ``PRAGMA quick_check`` re-checks them, so the fast row decoders can trust types.

Versioning: the schema version is ``PRAGMA user_version`` (FIRST_SCHEMA_VERSION to
SCHEMA_VERSION, set in ``schema_version`` and re-exported here; anything lower is not a library
of ours); ``PRAGMA application_id`` marks the file as ours. A file is checked against the frozen
shape of its own version (``editor.store.shapes``) before a migration touches it. Adding a
version is the three-step recipe of docs/library.md: freeze its DDL, add
``MIGRATIONS[old_version]``, add its fixture.

Every connection gets ``trusted_schema=OFF`` (nothing in a file's schema runs our functions),
``mmap_size=0`` (a damaged file cannot fault the process through a mapping) and
``cell_size_check``; a foreign or newer file is refused from its header bytes before SQLite opens
it, so a refused file is never modified; so is anything but a regular file (a FIFO would block
the open). A file in WAL mode is read through a private copy, since SQLite would create ``-wal``
and ``-shm`` files beside it even read-only. Imports SQLAlchemy; must not import Qt.
"""

from __future__ import annotations

import contextlib
import json
import shutil
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import (
    REAL,
    Column,
    Connection,
    ForeignKey,
    Integer,
    LargeBinary,
    MetaData,
    PrimaryKeyConstraint,
    Table,
    Text,
)

from editor.messages import SkirmishError, error
from editor.store import sightline_matrix
from editor.store.backups import backups

# the file's version marks and header checks, re-exported: the store reads them here
from editor.store.schema_version import APPLICATION_ID as APPLICATION_ID
from editor.store.schema_version import FIRST_SCHEMA_VERSION as FIRST_SCHEMA_VERSION
from editor.store.schema_version import SCHEMA_VERSION as SCHEMA_VERSION
from editor.store.schema_version import check_header as check_header
from editor.store.schema_version import check_version
from editor.store.schema_version import is_wal as is_wal
from editor.store.schema_version import read_header as read_header

BUSY_TIMEOUT_S = 5.0
"""How long a command waits for another process's write to finish before saying "busy"."""

MINIMUM_SQLITE = (3, 37, 0)
"""STRICT tables and ``PRAGMA table_list`` appeared in SQLite 3.37."""

_READONLY_ROLLBACK = 776
"""SQLITE_READONLY_ROLLBACK: a read-only connection met a hot journal it may not roll back."""

MIGRATIONS: dict[int, Callable[[Connection], None]] = {}
"""``MIGRATIONS[v]`` upgrades a library from schema version ``v`` to ``v + 1``."""

metadata = MetaData()
_TABLE_OPTIONS = {"sqlite_strict": True}
_CHILD_OPTIONS = {"sqlite_strict": True, "sqlite_with_rowid": False}


def _owner() -> Column:
    owner = ForeignKey("scenarios.pk", ondelete="CASCADE")
    return Column("scenario_pk", Integer, owner, nullable=False)


def _position() -> Column:
    return Column("position", Integer, nullable=False)


scenarios = Table(
    "scenarios", metadata,
    Column("pk", Integer, primary_key=True),
    Column("name", Text, nullable=False, unique=True),
    Column("rule_system", Text, nullable=False),
    Column("title_fr", Text, nullable=False),
    Column("title_en", Text, nullable=False),
    Column("description_fr", Text, nullable=False),
    Column("description_en", Text, nullable=False),
    Column("zone_count", Integer, nullable=False),
    Column("summary", Text, nullable=False),
    Column("document", Text, nullable=False),
    **_TABLE_OPTIONS,
)
"""One row per scenario; ``document`` is the scenario JSON without the data kept in other tables."""

zones = Table(
    "zones", metadata,
    _owner(), _position(),
    Column("zone_id", Text, nullable=False),
    Column("name_fr", Text, nullable=False),
    Column("name_en", Text, nullable=False),
    Column("polygon", LargeBinary),
    Column("los_x", REAL),
    Column("los_y", REAL),
    Column("elevation", Integer, nullable=False),
    Column("capacity", Integer),
    Column("difficult", Integer, nullable=False),
    Column("danger", Text),
    Column("water", Integer, nullable=False),
    Column("promontory", Integer, nullable=False),
    Column("reinforcement", Integer, nullable=False),
    Column("reading_index", Integer),
    PrimaryKeyConstraint("scenario_pk", "position"),
    **_CHILD_OPTIONS,
)
"""The zones of a zone board, in order; ``polygon`` packs the vertices as float64 x, y pairs."""

borders = Table(
    "borders", metadata,
    _owner(), _position(),
    Column("a", Text, nullable=False),
    Column("b", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("cost_ab", Integer, nullable=False),
    Column("cost_ba", Integer, nullable=False),
    Column("blocks_los", Integer, nullable=False),
    Column("jump_difficulty", Integer),
    Column("derived", Integer, nullable=False),
    PrimaryKeyConstraint("scenario_pk", "position"),
    **_CHILD_OPTIONS,
)

sightlines = Table(
    "sightlines", metadata,
    _owner(), _position(),
    Column("viewer", Text, nullable=False),
    Column("seen", Text, nullable=False),
    PrimaryKeyConstraint("scenario_pk", "position"),
    **_CHILD_OPTIONS,
)
"""The rows of a board's LOS table that does not fit a matrix (``sightline_matrix``): a viewer
zone and the JSON list of zones it sees."""

sightline_matrices = Table(
    "sightline_matrices", metadata,
    Column("scenario_pk", Integer, ForeignKey("scenarios.pk", ondelete="CASCADE"),
           nullable=False),
    Column("viewers", Text, nullable=False),
    Column("extra", Text, nullable=False),
    Column("bits", LargeBinary, nullable=False),
    PrimaryKeyConstraint("scenario_pk"),
    **_CHILD_OPTIONS,
)
"""A board's LOS table as one bit matrix (``editor.store.sightline_matrix``), since version 2."""

units = Table(
    "units", metadata,
    Column("id", Text, primary_key=True),
    Column("rule_system", Text, nullable=False),
    Column("data", Text, nullable=False),
    **_TABLE_OPTIONS,
)
"""Units shared by the scenarios of the library, by id; ``data`` is the unit's JSON minus its id."""

scenario_units = Table(
    "scenario_units", metadata,
    _owner(), _position(),
    Column("unit_id", Text, ForeignKey("units.id"), nullable=False),
    PrimaryKeyConstraint("scenario_pk", "position"),
    **_CHILD_OPTIONS,
)

images = Table(
    "images", metadata,
    Column("sha256", Text, primary_key=True),
    Column("data", LargeBinary, nullable=False),
    **_TABLE_OPTIONS,
)
"""Image bytes stored once by content (several scenarios may carry the same board scan)."""

scenario_images = Table(
    "scenario_images", metadata,
    _owner(),
    Column("name", Text, nullable=False),
    Column("sha256", Text, ForeignKey("images.sha256"), nullable=False),
    PrimaryKeyConstraint("scenario_pk", "name"),
    **_CHILD_OPTIONS,
)

games = Table(
    "games", metadata,
    Column("id", Text, primary_key=True),
    Column("scenario", Text, nullable=False),
    Column("started", Text, nullable=False),
    Column("updated", Text, nullable=False),
    Column("seed", Integer, nullable=False),
    Column("turn", Integer, nullable=False),
    Column("ended", Text),
    Column("document", Text, nullable=False),
    **_TABLE_OPTIONS,
)
"""Saved games: a summary in columns and the game's own JSON document (play mode writes it after
every accepted step). Not tied to the scenario row: a game keeps what it needs to resume."""

CHILD_TABLES = (zones, borders, sightlines, sightline_matrices, scenario_units, scenario_images)
"""Tables whose rows belong to one scenario (deleted with it)."""


def create(connection: Connection) -> None:
    """Create the current schema in an empty database, inside the caller's transaction."""
    metadata.create_all(connection)
    connection.exec_driver_sql(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.exec_driver_sql(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _matrices_from_rows(connection: Connection) -> None:
    """Version 1 to 2: add ``sightline_matrices`` and move every LOS table that fits a matrix
    there from its JSON rows (the others keep their rows)."""
    sightline_matrices.create(connection)
    owners = connection.exec_driver_sql("SELECT DISTINCT scenario_pk FROM sightlines").all()
    for (owner,) in owners:
        found = connection.exec_driver_sql(
            "SELECT viewer, seen FROM sightlines WHERE scenario_pk = ? ORDER BY position",
            (owner,)).all()
        rows = tuple((viewer, tuple(json.loads(seen))) for viewer, seen in found)
        matrix = sightline_matrix.encode(rows)
        if matrix is not None:
            connection.exec_driver_sql(
                "INSERT INTO sightline_matrices (scenario_pk, viewers, extra, bits) "
                "VALUES (?, ?, ?, ?)", (owner, *matrix))
            connection.exec_driver_sql("DELETE FROM sightlines WHERE scenario_pk = ?", (owner,))


MIGRATIONS[1] = _matrices_from_rows


def migrate(connection: Connection, version: int) -> None:
    """Upgrade from ``version`` to SCHEMA_VERSION, inside the caller's transaction (the file's
    shape was checked against ``shape_of(version)`` first)."""
    for step in range(version, SCHEMA_VERSION):
        MIGRATIONS[step](connection)
    connection.exec_driver_sql(f"PRAGMA user_version = {SCHEMA_VERSION}")


def check_integrity(path: Path, database: sqlite3.Connection) -> int:
    """Run ``quick_check`` and re-read the header fields; return the schema version."""
    problem = database.execute("PRAGMA quick_check(1)").fetchone()[0]
    if problem != "ok":
        raise damaged(path, problem)
    if database.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
        raise error("library.not_a_library", where=str(path))
    version = database.execute("PRAGMA user_version").fetchone()[0]
    check_version(path, version)
    return version


def connect(path: Path, mode: str, *, keep_wal: bool = False) -> sqlite3.Connection:
    """A connection with the safety pragmas; ``mode`` is SQLite's ``ro``, ``rw`` or ``rwc``.
    A writing connection switches the file to a rollback journal, unless ``keep_wal`` (a WAL
    library is switched only once a write has passed its checks: ``to_rollback_journal``)."""
    if sqlite3.sqlite_version_info < MINIMUM_SQLITE:
        raise error("library.sqlite_too_old", where=str(path), version=sqlite3.sqlite_version,
                    needed=".".join(map(str, MINIMUM_SQLITE)))
    database = sqlite3.connect(f"{path.as_uri()}?mode={mode}", uri=True, isolation_level=None,
                               timeout=BUSY_TIMEOUT_S, check_same_thread=False)
    _secure(database)
    if mode != "ro":
        if not keep_wal:
            to_rollback_journal(database)
        database.execute("PRAGMA synchronous = FULL")
    return database


def to_rollback_journal(database: sqlite3.Connection) -> None:
    """The library's own journal mode (no ``-wal`` / ``-shm`` beside it); from WAL, the
    committed frames are checkpointed into the file first."""
    database.execute("PRAGMA journal_mode = DELETE")


def _secure(database: sqlite3.Connection) -> None:
    for pragma in ("trusted_schema = OFF", "mmap_size = 0", "cell_size_check = ON",
                   "foreign_keys = ON"):
        database.execute(f"PRAGMA {pragma}")


def connect_read_only(path: Path, header: bytes) -> sqlite3.Connection:
    """A read-only connection; to a private copy for a file in WAL mode, or left mid-write by a
    crash (a hot journal a read-only connection may not roll back): nothing is created or
    changed beside the file."""
    if is_wal(header):
        return private_copy(path, "-wal")
    database = connect(path, "ro")
    try:
        database.execute("SELECT count(*) FROM sqlite_schema").fetchone()
        return database
    except sqlite3.OperationalError as exc:
        database.close()
        if getattr(exc, "sqlite_errorcode", None) != _READONLY_ROLLBACK:
            raise
    return private_copy(path, "-journal")


def private_copy(path: Path, companion: str) -> sqlite3.Connection:
    """An in-memory copy of the library, made from copies of the file and of its ``companion``
    (``-journal`` or ``-wal``, when there is one) in a temporary folder, where SQLite may roll
    back, replay or checkpoint as it needs."""
    with tempfile.TemporaryDirectory(prefix="skirmish-library-") as folder:
        copy = Path(folder) / path.name
        shutil.copyfile(path, copy)
        with contextlib.suppress(FileNotFoundError):
            shutil.copyfile(f"{path}{companion}", f"{copy}{companion}")
        repaired = connect(copy, "rw")
        try:
            return memory_copy(repaired)
        finally:
            repaired.close()


def memory_copy(database: sqlite3.Connection) -> sqlite3.Connection:
    """An in-memory copy of ``database`` (which is closed)."""
    memory = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    try:
        database.backup(memory)
    finally:
        database.close()
    _secure(memory)
    return memory


def damaged(path: Path, problem: str) -> SkirmishError:
    """The error for a damaged library, naming its newest backup when there is one."""
    made = backups(path)
    if made:
        return error("library.damaged", where=str(path), problem=problem, backup=made[-1].name)
    return error("library.damaged_no_backup", where=str(path), problem=problem)


def damaged_image(path: Path, name: str, image: str) -> SkirmishError:
    """The error for an image of scenario ``name`` whose bytes no longer match their hash."""
    made = backups(path)
    if made:
        return error("library.damaged_image", where=str(path), name=name, image=image,
                     backup=made[-1].name)
    return error("library.damaged_image_no_backup", where=str(path), name=name, image=image)
