"""The shape of a library (tables, columns, keys, STRICT flags, triggers, views, indexes) as
SQLite reports it, and the check that a file has the shape of its schema version.

The check runs before any migration (docs/library.md, "Checks before use"): a trigger, view or
index added to a file elsewhere would otherwise run inside the upgrade transaction and its
effect be committed before the file is refused. Older versions are checked against their frozen
DDL (``past_schemas``), the current one against the SQLAlchemy tables of ``schema``;
``python -m editor.store.shapes`` prints the current DDL to freeze for a new version. Imports
SQLAlchemy; must not import Qt.
"""

from __future__ import annotations

import sqlite3
from functools import cache, lru_cache
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.pool import StaticPool

from editor.store import schema
from editor.store.past_schemas import DDL

Shape = tuple[tuple, ...]


def shape(database: sqlite3.Connection) -> Shape:
    """The structure of a database as SQLite reports it (objects, columns, keys, STRICT flags).

    Built from pragmas rather than from the DDL text, so that a library made by an older
    SQLAlchemy (which may spell the same DDL differently) still compares equal.
    """
    objects = sorted(database.execute("SELECT type, name, tbl_name FROM sqlite_schema").fetchall())
    tables = [name for kind, name, _ in objects if kind == "table"]
    listing = {row[1]: row[3:] for row in database.execute("PRAGMA main.table_list").fetchall()}
    details = tuple(
        (
            name,
            listing.get(name),
            _rows(database, "SELECT * FROM pragma_table_xinfo(?)", name),
            _rows(database, "SELECT * FROM pragma_foreign_key_list(?) ORDER BY 1, 2", name),
            _rows(database, "SELECT * FROM pragma_index_list(?) ORDER BY 2", name),
        )
        for name in tables
    )
    return (tuple(objects), details)


def _rows(database: sqlite3.Connection, query: str, name: str) -> tuple:
    return tuple(database.execute(query, (name,)).fetchall())


def shape_of(version: int) -> Shape:
    """The shape a library of schema ``version`` must have: the current tables' for the current
    version, the frozen DDL's for an older one."""
    if version == schema.SCHEMA_VERSION:
        return expected_shape()
    return _frozen_shape(version)


@cache
def _frozen_shape(version: int) -> Shape:
    database = sqlite3.connect(":memory:")
    try:
        database.executescript(DDL[version])
        return shape(database)
    finally:
        database.close()


def check_shape(path: Path, database: sqlite3.Connection, version: int) -> None:
    """Refuse a database whose tables, columns, keys, triggers, views or indexes are not those of
    schema ``version``: run before a migration, so nothing of an attacker's runs in it."""
    if shape(database) != shape_of(version):
        raise schema.damaged(path, "unexpected tables, columns, triggers, views or indexes")


@lru_cache(maxsize=1)
def expected_shape() -> Shape:
    """The shape of a library of the current version (built once, in memory)."""
    database = sqlite3.connect(":memory:")
    engine = create_engine("sqlite://", creator=lambda: database, poolclass=StaticPool)
    with engine.begin() as connection:
        schema.metadata.create_all(connection)
    found = shape(database)
    engine.dispose()
    return found


def current_ddl() -> str:
    """The DDL of the current tables as SQLite stores it: what ``past_schemas.DDL`` freezes for
    a new version."""
    database = sqlite3.connect(":memory:")
    engine = create_engine("sqlite://", creator=lambda: database, poolclass=StaticPool)
    with engine.begin() as connection:
        schema.metadata.create_all(connection)
    rows = database.execute("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid")
    text = "\n".join(f"{sql.strip()};" for (sql,) in rows)
    engine.dispose()
    return text


if __name__ == "__main__":
    print(current_ddl())
