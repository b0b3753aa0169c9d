"""The SQL schema of every released library version, frozen, so a library is checked against
the shape of *its own* version before any migration runs (docs/library.md, "Checks before use").

A migration runs SQL on a file that came from elsewhere: a trigger, view or index an attacker
added would run inside the upgrade transaction and its effect be committed before the final
check. So the file's shape (tables, columns, keys, STRICT flags, and nothing else) must first
equal the shape of ``DDL[version]``. ``DDL[SCHEMA_VERSION]`` is the current schema, and a test
checks that it gives the same shape as the SQLAlchemy tables of ``schema``.

``python -m editor.store.shapes`` prints the DDL of the current tables (step 1 of adding a
schema version, docs/library.md). Pure data: imports nothing.
"""

from __future__ import annotations

DDL: dict[int, str] = {
    1: """
CREATE TABLE scenarios (
    pk INTEGER NOT NULL, name TEXT NOT NULL, rule_system TEXT NOT NULL,
    title_fr TEXT NOT NULL, title_en TEXT NOT NULL,
    description_fr TEXT NOT NULL, description_en TEXT NOT NULL,
    zone_count INTEGER NOT NULL, summary TEXT NOT NULL, document TEXT NOT NULL,
    PRIMARY KEY (pk), UNIQUE (name)
) STRICT;
CREATE TABLE units (
    id TEXT NOT NULL, rule_system TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (id)
) STRICT;
CREATE TABLE images (sha256 TEXT NOT NULL, data BLOB NOT NULL, PRIMARY KEY (sha256)) STRICT;
CREATE TABLE games (
    id TEXT NOT NULL, scenario TEXT NOT NULL, started TEXT NOT NULL, updated TEXT NOT NULL,
    seed INTEGER NOT NULL, turn INTEGER NOT NULL, ended TEXT, document TEXT NOT NULL,
    PRIMARY KEY (id)
) STRICT;
CREATE TABLE zones (
    scenario_pk INTEGER NOT NULL, position INTEGER NOT NULL, zone_id TEXT NOT NULL,
    name_fr TEXT NOT NULL, name_en TEXT NOT NULL, polygon BLOB, los_x REAL, los_y REAL,
    elevation INTEGER NOT NULL, capacity INTEGER, difficult INTEGER NOT NULL, danger TEXT,
    water INTEGER NOT NULL, promontory INTEGER NOT NULL, reinforcement INTEGER NOT NULL,
    reading_index INTEGER,
    PRIMARY KEY (scenario_pk, position),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;
CREATE TABLE borders (
    scenario_pk INTEGER NOT NULL, position INTEGER NOT NULL, a TEXT NOT NULL, b TEXT NOT NULL,
    kind TEXT NOT NULL, cost_ab INTEGER NOT NULL, cost_ba INTEGER NOT NULL,
    blocks_los INTEGER NOT NULL, jump_difficulty INTEGER, derived INTEGER NOT NULL,
    PRIMARY KEY (scenario_pk, position),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;
CREATE TABLE sightlines (
    scenario_pk INTEGER NOT NULL, position INTEGER NOT NULL,
    viewer TEXT NOT NULL, seen TEXT NOT NULL,
    PRIMARY KEY (scenario_pk, position),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;
CREATE TABLE scenario_units (
    scenario_pk INTEGER NOT NULL, position INTEGER NOT NULL, unit_id TEXT NOT NULL,
    PRIMARY KEY (scenario_pk, position),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE,
    FOREIGN KEY(unit_id) REFERENCES units (id)
) WITHOUT ROWID, STRICT;
CREATE TABLE scenario_images (
    scenario_pk INTEGER NOT NULL, name TEXT NOT NULL, sha256 TEXT NOT NULL,
    PRIMARY KEY (scenario_pk, name),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE,
    FOREIGN KEY(sha256) REFERENCES images (sha256)
) WITHOUT ROWID, STRICT;
""",
    2: """
CREATE TABLE scenarios (
    pk INTEGER NOT NULL, name TEXT NOT NULL, rule_system TEXT NOT NULL,
    title_fr TEXT NOT NULL, title_en TEXT NOT NULL,
    description_fr TEXT NOT NULL, description_en TEXT NOT NULL,
    zone_count INTEGER NOT NULL, summary TEXT NOT NULL, document TEXT NOT NULL,
    PRIMARY KEY (pk), UNIQUE (name)
) STRICT;
CREATE TABLE units (
    id TEXT NOT NULL, rule_system TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (id)
) STRICT;
CREATE TABLE images (sha256 TEXT NOT NULL, data BLOB NOT NULL, PRIMARY KEY (sha256)) STRICT;
CREATE TABLE games (
    id TEXT NOT NULL, scenario TEXT NOT NULL, started TEXT NOT NULL, updated TEXT NOT NULL,
    seed INTEGER NOT NULL, turn INTEGER NOT NULL, ended TEXT, document TEXT NOT NULL,
    PRIMARY KEY (id)
) STRICT;
CREATE TABLE zones (
    scenario_pk INTEGER NOT NULL, position INTEGER NOT NULL, zone_id TEXT NOT NULL,
    name_fr TEXT NOT NULL, name_en TEXT NOT NULL, polygon BLOB, los_x REAL, los_y REAL,
    elevation INTEGER NOT NULL, capacity INTEGER, difficult INTEGER NOT NULL, danger TEXT,
    water INTEGER NOT NULL, promontory INTEGER NOT NULL, reinforcement INTEGER NOT NULL,
    reading_index INTEGER,
    PRIMARY KEY (scenario_pk, position),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;
CREATE TABLE borders (
    scenario_pk INTEGER NOT NULL, position INTEGER NOT NULL, a TEXT NOT NULL, b TEXT NOT NULL,
    kind TEXT NOT NULL, cost_ab INTEGER NOT NULL, cost_ba INTEGER NOT NULL,
    blocks_los INTEGER NOT NULL, jump_difficulty INTEGER, derived INTEGER NOT NULL,
    PRIMARY KEY (scenario_pk, position),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;
CREATE TABLE sightlines (
    scenario_pk INTEGER NOT NULL, position INTEGER NOT NULL,
    viewer TEXT NOT NULL, seen TEXT NOT NULL,
    PRIMARY KEY (scenario_pk, position),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;
CREATE TABLE sightline_matrices (
    scenario_pk INTEGER NOT NULL, viewers TEXT NOT NULL, extra TEXT NOT NULL, bits BLOB NOT NULL,
    PRIMARY KEY (scenario_pk),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE
) WITHOUT ROWID, STRICT;
CREATE TABLE scenario_units (
    scenario_pk INTEGER NOT NULL, position INTEGER NOT NULL, unit_id TEXT NOT NULL,
    PRIMARY KEY (scenario_pk, position),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE,
    FOREIGN KEY(unit_id) REFERENCES units (id)
) WITHOUT ROWID, STRICT;
CREATE TABLE scenario_images (
    scenario_pk INTEGER NOT NULL, name TEXT NOT NULL, sha256 TEXT NOT NULL,
    PRIMARY KEY (scenario_pk, name),
    FOREIGN KEY(scenario_pk) REFERENCES scenarios (pk) ON DELETE CASCADE,
    FOREIGN KEY(sha256) REFERENCES images (sha256)
) WITHOUT ROWID, STRICT;
""",
}
"""``DDL[v]``: the statements that create an empty library of schema version ``v``."""
