"""The scenario library: one SQLite file holding scenarios, their shared units and images.

Reliability (PRODUCT §5): every operation is one transaction in rollback-journal mode with
``synchronous=FULL``, so a process killed at any moment leaves the previous or the new state.
A file is checked before use (header, ``quick_check``, table shapes) with ``trusted_schema=OFF``
and no mmap; read-only opens use ``mode=ro`` and never write a byte, not even a journal (a
library left mid-write by a crash, or in WAL mode, is read through a private copy). The first
write of a session that passes its checks is backed up first (``backups``). Every failure of
SQLite or of the file system reaches callers as a :class:`~editor.messages.SkirmishError` with a
``library.*`` key (``errors``). Saved games are a table of the same file (``library_games``).

Units are shared by id across the library: ``save`` updates the library's unit, ``import_scenario``
brings a unit that differs from the library's one of the same id in as a renamed copy.
SQLAlchemy is used only here, in ``library_games``, ``errors`` and ``schema``; must not
import Qt.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from itertools import count
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, bindparam, create_engine, event, select
from sqlalchemy.dialects.sqlite import dialect as sqlite_dialect
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.pool import StaticPool

from editor.messages import Message, SkirmishError, error
from editor.model.rename import rename_unit
from editor.model.scenario import Scenario
from editor.model.summary import ScenarioSummary, UnitSummary
from editor.model.units import Unit
from editor.safe_files import remove_stale_temporaries
from editor.store import backups, listing, mapping, schema, shapes, sightline_matrix
from editor.store.errors import translated
from editor.store.library_games import GameRows
from editor.store.samples import bundled_samples, skipped_sample

_DIALECT = sqlite_dialect()
_S, _U, _I = schema.scenarios.c, schema.units.c, schema.images.c


def _compiled(statement: Any) -> str:
    """Positional SQL of a Core statement, for ``executemany`` with plain row tuples."""
    return str(statement.compile(dialect=_DIALECT))


_INSERT = {table: _compiled(table.insert()) for table in schema.CHILD_TABLES}
_NEW_UNIT = sqlite_insert(schema.units)
_UPSERT_UNIT = _compiled(_NEW_UNIT.on_conflict_do_update(
    index_elements=[_U.id],
    set_={"rule_system": _NEW_UNIT.excluded.rule_system, "data": _NEW_UNIT.excluded.data},
))
_ADD_IMAGE = _compiled(sqlite_insert(schema.images).on_conflict_do_nothing())
_OWNER = bindparam("owner")
_SCENARIO = select(_S.pk, _S.name, _S.rule_system, _S.title_fr, _S.title_en, _S.description_fr,
                   _S.description_en, _S.document).where(_S.name == bindparam("name"))
# The rows of one scenario's child tables, read through the driver: SQLAlchemy's Row objects
# would add 10-15 % to opening a 1,000-zone scenario (PRODUCT §5 speed bar).
_ZONES = (select(*(schema.zones.c[name] for name in mapping.ZONE_COLUMNS))
          .where(schema.zones.c.scenario_pk == _OWNER).order_by(schema.zones.c.position))
_BORDERS = (select(*(schema.borders.c[name] for name in mapping.BORDER_COLUMNS))
            .where(schema.borders.c.scenario_pk == _OWNER).order_by(schema.borders.c.position))
_SIGHTLINES = (select(schema.sightlines.c.viewer, schema.sightlines.c.seen)
               .where(schema.sightlines.c.scenario_pk == _OWNER)
               .order_by(schema.sightlines.c.position))
_MATRIX = (select(schema.sightline_matrices.c.viewers, schema.sightline_matrices.c.extra,
                  schema.sightline_matrices.c.bits)
           .where(schema.sightline_matrices.c.scenario_pk == _OWNER))
_UNITS = (select(_U.id, _U.data).join_from(schema.scenario_units, schema.units)
          .where(schema.scenario_units.c.scenario_pk == _OWNER)
          .order_by(schema.scenario_units.c.position))
_IMAGES = (select(schema.scenario_images.c.name, _I.data, _I.sha256)
           .join_from(schema.scenario_images, schema.images)
           .where(schema.scenario_images.c.scenario_pk == _OWNER)
           .order_by(schema.scenario_images.c.name))
_CHILD_ROWS = tuple(_compiled(q) for q in (_ZONES, _BORDERS, _SIGHTLINES, _MATRIX, _UNITS,
                                            _IMAGES))
_ORPHAN_IMAGES = schema.images.delete().where(
    _I.sha256.not_in(select(schema.scenario_images.c.sha256)))


@dataclass(frozen=True, eq=False)
class StoredScenario:
    """One scenario's rows as :meth:`Library.read` fetched them; :meth:`decode` rebuilds it."""

    path: Path
    name: str
    columns: tuple[Any, ...]
    zones: list[Any]
    borders: list[Any]
    sightlines: list[Any]
    matrix: Any
    units: list[Any]
    images: list[Any]

    def decode(self) -> Scenario:
        """The scenario, or the library's "damaged" error naming it (an image whose bytes do
        not match their hash, rows that do not decode). Touches no connection: safe on any
        thread."""
        for image, data, sha256 in self.images:
            if hashlib.sha256(data).hexdigest() != sha256:
                raise schema.damaged_image(self.path, self.name, image)
        try:
            return mapping.scenario_from_rows(
                self.columns, self.zones, self.borders, self.sightlines, self.units,
                (image[:2] for image in self.images), self.matrix)
        except Exception as exc:  # stored data that does not decode: damage, whatever it is
            raise schema.damaged(self.path, f"{self.name}: {exc}") from exc


class Library(GameRows):
    """An open library (one SQLite connection for the session); use it as a context manager.

    Obtain one with :meth:`open`. Each method is one transaction; writing methods refuse on a
    read-only library. ``warnings`` lists the bundled samples skipped when the library was
    created by this open (empty otherwise).
    """

    def __init__(self, path: Path, database: sqlite3.Connection, *, read_only: bool,
                 backed_up: bool, warnings: tuple[Message, ...] = ()) -> None:
        self.path = path
        self.read_only = read_only
        self.warnings = warnings
        self._database = database
        self._backed_up = backed_up
        self._in_wal = False
        """The file is in WAL mode (another tool's): the first write that commits switches it
        to the rollback journal, so a refused one leaves every byte as it was."""
        self._begin_sql = "BEGIN"
        self._engine = create_engine("sqlite://", creator=lambda: database, poolclass=StaticPool)
        event.listen(self._engine, "begin", self._on_begin)
        self._connection = self._engine.connect()

    @classmethod
    def open(cls, path: Path | str, *, read_only: bool = False, create: bool = True) -> Library:
        """Open the library file at ``path``, checking it first.

        A missing (or empty) file is created when ``create`` is true, with the bundled samples,
        even for a read-only open: creation is not a change of an existing library. An older
        schema is upgraded (after a backup), or, read-only, upgraded in a private memory copy.
        """
        path = Path(path).absolute()
        with translated(path):
            warnings: tuple[Message, ...] = ()
            if schema.read_header(path) is None:
                if not create:
                    raise error("library.missing", where=str(path))
                warnings = _create(path)
            header = schema.read_header(path) or b""
            schema.check_header(path, header)
            if read_only:
                return cls._checked(path, schema.connect_read_only(path, header), True, warnings)
            wal = schema.is_wal(header)
            if wal:  # checked in a private copy first; switched once a write passes its checks
                cls._checked(path, schema.private_copy(path, "-wal"), True, warnings).close()
            library = cls._checked(path, schema.connect(path, "rw", keep_wal=wal), False,
                                   warnings)
            library._in_wal = wal
            return library

    @classmethod
    def _checked(cls, path: Path, database: sqlite3.Connection, read_only: bool,
                 warnings: tuple[Message, ...]) -> Library:
        """The library on ``database`` once its integrity and the shape of its own version are
        checked, upgraded to the current version (the shape is checked before any migration
        runs: a trigger or view from elsewhere never runs)."""
        try:
            version = schema.check_integrity(path, database)
            shapes.check_shape(path, database, version)
            if read_only and version < schema.SCHEMA_VERSION:
                database = schema.memory_copy(database)
        except BaseException:
            database.close()
            raise
        library = cls(path, database, read_only=read_only, backed_up=read_only, warnings=warnings)
        try:
            if version < schema.SCHEMA_VERSION:
                library._upgrade(version)
                shapes.check_shape(path, library._database, schema.SCHEMA_VERSION)
        except BaseException:
            library.close()
            raise
        return library

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the file; the library may not be used afterwards. Safe to call twice."""
        self._connection.close()
        self._engine.dispose()
        self._database.close()

    def names(self) -> list[str]:
        """The scenario names, sorted."""
        with self._reading() as connection:
            return list(connection.execute(select(_S.name).order_by(_S.name)).scalars())

    def summaries(self) -> list[ScenarioSummary]:
        """One summary per scenario, sorted by name (read without loading the scenarios)."""
        return self._listed(listing.scenario_summaries)

    def units(self) -> list[UnitSummary]:
        """Every unit of the library with the scenarios that use it, sorted by id."""
        return self._listed(listing.unit_summaries)

    def _listed(self, read: Callable[[sqlite3.Connection], list[Any]]) -> list[Any]:
        """``read`` of the library's listing (``editor.store.listing``), in one transaction."""
        with self._reading():
            try:
                return read(self._database)
            except sqlite3.Error:
                raise  # SQLite's own failure: ``translated`` says which
            except Exception as exc:  # stored data that does not decode: damage, whatever
                raise schema.damaged(self.path, str(exc)) from exc

    def load(self, name: str) -> Scenario:
        """The scenario stored as ``name``, equal to the one saved (images sorted by name).

        Each image is checked against the hash it is stored under: a flipped bit is reported as
        damage naming the image, never exported as if it were sound.
        """
        return self.read(name).decode()

    def read(self, name: str) -> StoredScenario:
        """The stored rows of ``name``, not yet decoded: the part of :meth:`load` that needs the
        connection. A big board's decoding is most of an open (PRODUCT §5 "5,000-zone board":
        the GUI thread never blocked), and it is pure, so the editor runs it off the GUI thread.
        """
        with self._reading() as connection:
            row = connection.execute(_SCENARIO, {"name": name}).one_or_none()
            if row is None:
                raise error("library.no_such_scenario", where=str(self.path), name=name)
            zones, borders, sightlines, matrix, units, images = (
                self._database.execute(query, (row.pk,)).fetchall() for query in _CHILD_ROWS)
        return StoredScenario(self.path, name, tuple(row[1:]), zones, borders, sightlines,
                              matrix[0] if matrix else None, units, images)

    def save(self, scenario: Scenario, *, replace: bool = True) -> None:
        """Store ``scenario`` under its name, replacing a scenario of that name if ``replace``.

        Its units overwrite the library's units of the same ids (units are shared).
        """
        with translated(self.path):
            rows = mapping.scenario_rows(scenario)
        with self._writing() as connection:
            self._store(connection, rows, replace=replace)

    def import_scenario(self, scenario: Scenario, *, replace: bool = False) -> Scenario:
        """Add a scenario from elsewhere; return it as stored.

        A unit whose id the library holds with other content comes in as a copy with the first
        free id ``<id>-2``, ``<id>-3``… (or one already holding the same unit), and every
        reference to it in the scenario follows.
        """
        with self._writing() as connection:
            return self._import(connection, scenario, replace)

    def delete(self, name: str) -> None:
        """Remove the scenario ``name`` (its units stay in the library)."""
        with self._writing() as connection:
            owner = connection.execute(select(_S.pk).where(_S.name == name)).scalar()
            if owner is None:
                raise error("library.no_such_scenario", where=str(self.path), name=name)
            _delete_rows(connection, owner)
            connection.execute(_ORPHAN_IMAGES)

    def _import(self, connection: Connection, scenario: Scenario, replace: bool) -> Scenario:
        if not replace and _exists(connection, scenario.name):
            raise error("library.already_exists", where=str(self.path), name=scenario.name)
        taken = {unit.id for unit in scenario.units}
        for unit in scenario.units:
            stored = self._stored_unit(connection, unit.id)
            if stored is not None and stored != unit:
                new_id = self._free_unit_id(connection, unit, taken)
                taken.add(new_id)
                scenario = rename_unit(scenario, unit.id, new_id)
        self._store(connection, mapping.scenario_rows(scenario), replace=True)
        return scenario

    def _free_unit_id(self, connection: Connection, unit: Unit, taken: set[str]) -> str:
        def fits(candidate: str) -> bool:
            stored = self._stored_unit(connection, candidate)
            return stored is None or stored == replace(unit, id=candidate)

        candidates = (f"{unit.id}-{number}" for number in count(2))
        return next(c for c in candidates if c not in taken and fits(c))

    def _stored_unit(self, connection: Connection, unit_id: str) -> Unit | None:
        data = connection.execute(select(_U.data).where(_U.id == unit_id)).scalar()
        if data is None:
            return None
        try:
            return mapping.unit_from_row(unit_id, data)
        except Exception as exc:  # stored data that does not decode: damage, whatever the error
            raise schema.damaged(self.path, f"units[{unit_id}]: {exc}") from exc

    def _store(self, connection: Connection, rows: mapping.ScenarioRows, *, replace: bool) -> None:
        name = rows.columns["name"]
        owner = connection.execute(select(_S.pk).where(_S.name == name)).scalar()
        if owner is not None:
            if not replace:
                raise error("library.already_exists", where=str(self.path), name=name)
            _delete_rows(connection, owner)
        inserted = connection.execute(schema.scenarios.insert().values(rows.columns))
        owner = inserted.inserted_primary_key[0]
        board = rows.board
        if board is not None:
            _insert(connection, schema.zones, mapping.zone_rows(owner, board.zones))
            _insert(connection, schema.borders, mapping.border_rows(owner, board.borders))
            if board.los is not None:
                matrix = sightline_matrix.encode_table(board.los)
                if matrix is None:
                    _insert(connection, schema.sightlines,
                            mapping.sightline_rows(owner, board.los))
                else:
                    _insert(connection, schema.sightline_matrices, [(owner, *matrix)])
        if rows.units:
            connection.exec_driver_sql(_UPSERT_UNIT, rows.units)
            _insert(connection, schema.scenario_units,
                    [(owner, position, unit[0]) for position, unit in enumerate(rows.units)])
        if rows.images:
            connection.exec_driver_sql(_ADD_IMAGE, [(sha, data) for _, sha, data in rows.images])
            _insert(connection, schema.scenario_images,
                    [(owner, image_name, sha) for image_name, sha, _ in rows.images])
        connection.execute(_ORPHAN_IMAGES)

    def _upgrade(self, version: int) -> None:
        with self._write_transaction() as connection:
            schema.migrate(connection, version)

    @contextmanager
    def _reading(self) -> Iterator[Connection]:
        with translated(self.path), self._transaction("BEGIN") as connection:
            yield connection

    @contextmanager
    def _writing(self) -> Iterator[Connection]:
        if self.read_only:
            raise error("library.read_only", where=str(self.path))
        with self._write_transaction() as connection:
            yield connection

    @contextmanager
    def _write_transaction(self) -> Iterator[Connection]:
        """One write transaction; the session's first is backed up, once it passed its checks.

        The copy is made under the write lock before anything changes, and becomes a backup
        only when the write succeeded (just before the commit): a refused write leaves the
        backups as they were (``editor.store.backups``).
        """
        with translated(self.path), self._transaction("BEGIN IMMEDIATE") as connection:
            pending = None
            if not self._backed_up:
                pending = backups.start(self.path, schema.connect(self.path, "ro"))
            try:
                yield connection
                if pending is not None:
                    backups.keep(*pending, self.path)
                    self._backed_up = True
            except BaseException:
                if pending is not None:
                    backups.discard(pending[0])
                raise
        if self._in_wal:
            with translated(self.path):
                schema.to_rollback_journal(self._database)
            self._in_wal = False

    @contextmanager
    def _transaction(self, begin_sql: str) -> Iterator[Connection]:
        self._begin_sql = begin_sql
        with self._connection.begin():
            yield self._connection

    def _on_begin(self, connection: Connection) -> None:
        connection.exec_driver_sql(self._begin_sql)


def _exists(connection: Connection, name: str) -> bool:
    return connection.execute(select(_S.pk).where(_S.name == name)).first() is not None


def _insert(connection: Connection, table: Any, rows: list[tuple[Any, ...]]) -> None:
    if rows:
        connection.exec_driver_sql(_INSERT[table], rows)


def _delete_rows(connection: Connection, owner: int) -> None:
    for table in schema.CHILD_TABLES:
        connection.execute(table.delete().where(table.c.scenario_pk == owner))
    connection.execute(schema.scenarios.delete().where(_S.pk == owner))


def _create(path: Path) -> tuple[Message, ...]:
    """Create a library with the samples beside ``path``, then move it into place atomically.

    Another process creating the same library at the same time wins or loses as a whole: the
    new file is hard-linked into place, so an existing library is never replaced (an empty file
    is). Returns the warnings of skipped samples.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(path, (".creating",))
    handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".creating", dir=path.parent)
    os.close(handle)
    building = Path(name)
    try:
        library = Library(building, schema.connect(building, "rw"), read_only=False, backed_up=True)
        with library, library._transaction("BEGIN IMMEDIATE") as connection:
            schema.create(connection)
            scenarios, skipped = bundled_samples()
            for scenario in scenarios:
                try:
                    with connection.begin_nested():
                        library._import(connection, scenario, replace=False)
                except SkirmishError as exc:
                    problem = replace(exc.message, where="")
                    skipped.append(skipped_sample(scenario.name, problem))
        _move_into_place(building, path)
    finally:
        building.unlink(missing_ok=True)
    return tuple(skipped)


def _move_into_place(building: Path, path: Path) -> None:
    if path.exists() and path.stat().st_size == 0:
        os.replace(building, path)
        return
    try:
        os.link(building, path)
    except FileExistsError:
        return
    except OSError:
        if not path.exists():
            os.replace(building, path)
