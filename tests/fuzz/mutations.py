"""Mutated inputs for the fuzz soak: portable scenario files, libraries and golden case files.

Every mutant is a pure function of its seed (``random.Random(seed)``), so a failure is replayed
from its case number alone. Portable files start from the bundled samples with small images
(the mutations aim at the scenario and the container, not at megabytes of pixels) and are
mutated at three levels: the JSON document (values replaced by hostile ones, keys dropped or
added, lists duplicated, deep nesting), the members (images damaged or lying about their size,
names changed, members added) and the raw bytes of the zip. Libraries start from one made with
the samples and are mutated through SQLite (hostile rows, triggers, views, versions, WAL mode,
flipped bits in blobs) or as bytes (pages overwritten, truncated, header fields).
"""

from __future__ import annotations

import io
import json
import random
import re
import sqlite3
import struct
import warnings
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ("night-market", "frozen-trench", "depot-raid")

HOSTILE_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 2**31, -(2**63), 2**64, 10**300, 1e308, -1e308, 1e-320, 0.5,
    -0.0, "", "\x00", "a\x00b", "\ud800", "x" * 5000, "../../etc/passwd", "images/none.png",
    "z1", [], {}, [[]], {"": None}, [0, 0], [[0, 0], [0, 0], [0, 0]], [1e9, -1e9],
    "NaN", "Infinity", "#zzzzzz", "zone-solo", "eisdrachen", "d20",
)


@lru_cache(maxsize=1)
def seeds() -> tuple[tuple[str, dict[str, Any], dict[str, bytes]], ...]:
    """(name, scenario.json document, images) of each sample, images shrunk to 24 pixels."""
    from editor.store.package import SCENARIO_MEMBER, read_package

    found = []
    for name in SAMPLES:
        package = read_package(ROOT / "scenarios" / name)
        document = json.loads(json.dumps(package.scenario))
        document.pop("format_version", None)
        images = {member: _small(member, data) for member, data in package.images.items()}
        assert SCENARIO_MEMBER not in images
        found.append((name, document, images))
    return tuple(found)


def _small(member: str, data: bytes) -> bytes:
    with Image.open(io.BytesIO(data)) as image:
        image = image.convert("RGB")
        image.thumbnail((24, 24))
        buffer = io.BytesIO()
        image.save(buffer, "PNG" if member.lower().endswith(".png") else "JPEG")
        return buffer.getvalue()


def zip_bytes(members: list[tuple[str, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with warnings.catch_warnings(), zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED,
                                                    compresslevel=1) as archive:
        warnings.simplefilter("ignore")  # duplicate names are one of the mutations
        for name, data in members:
            archive.writestr(name, data)
    return buffer.getvalue()


def seed_file(index: int) -> bytes:
    """The unmutated portable file of sample ``index`` (small images)."""
    _, document, images = seeds()[index % len(SAMPLES)]
    body = json.dumps({**document, "format_version": 1}).encode()
    return zip_bytes([("scenario.json", body), *sorted(images.items())])


# --- JSON documents --------------------------------------------------------------------------


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found.extend(_paths(value, (*prefix, key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.extend(_paths(value, (*prefix, index)))
    return found


@lru_cache(maxsize=64)
def _cached_paths(text: str) -> list[tuple]:
    """The paths of a document (by its JSON text: the seeds are few and large)."""
    return [p for p in _paths(json.loads(text)) if p]


def _parent(document: Any, path: tuple) -> tuple[Any, Any]:
    node = document
    for step in path[:-1]:
        node = node[step]
    return node, path[-1]


def mutate_document(document: Any, rng: random.Random, rounds: int | None = None) -> Any:
    """A copy of ``document`` with 1-4 structural changes at random places."""
    text = json.dumps(document)
    paths = _cached_paths(text)
    document = json.loads(text)
    for _ in range(rounds or rng.randint(1, 4)):
        if not paths:
            return rng.choice(HOSTILE_VALUES)
        try:
            _change(document, rng.choice(paths), paths, rng)
        except (KeyError, IndexError, TypeError, AttributeError):
            continue  # a path that an earlier change removed or replaced
    return document


def _change(document: Any, path: tuple, paths: list[tuple], rng: random.Random) -> None:
    parent, key = _parent(document, path)
    action = rng.randrange(9)
    if action <= 2:
        parent[key] = rng.choice(HOSTILE_VALUES)
    elif action == 3 and isinstance(parent, dict):
        del parent[key]
    elif action == 3:
        parent.pop(key)
    elif action == 4 and isinstance(parent, dict):
        parent[rng.choice(["extra", "id", "zones", "polygon", "units", key])] = parent[key]
    elif action == 4:
        parent.insert(key, json.loads(json.dumps(parent[key])))
    elif action == 5:
        value = parent[key]
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            parent[key] = rng.choice([value * 10 ** rng.randint(1, 12), -value, value + 0.5, 0])
        elif isinstance(value, str):
            parent[key] = value[: rng.randint(0, len(value))] + rng.choice(
                ["\x00", "\u202e", "é", "/", "\\", "\n", value])
    elif action == 6:
        depth = rng.choice([10, 63, 65, 200, 5000])
        parent[key] = f"@@deep{depth}@@"  # spelled out as brackets by _dump
    elif action == 7 and isinstance(parent[key], list) and parent[key]:
        parent[key] = parent[key] * rng.choice([2, 3, 50])
    elif action == 8:
        other_path = rng.choice(paths)
        other_parent, other_key = _parent(document, other_path)
        if other_path[: len(path)] != path and path[: len(other_path)] != other_path:
            parent[key] = json.loads(json.dumps(other_parent[other_key]))


_DEEP = re.compile(r'"@@deep(\d+)@@"')


def _dump(document: Any, rng: random.Random) -> bytes:
    text = json.dumps(document, ensure_ascii=rng.random() < 0.5)
    text = _DEEP.sub(lambda m: "[" * int(m.group(1)) + "]" * int(m.group(1)), text)
    if rng.random() < 0.05:
        text = text.replace('"', "'", 1)  # a syntax error
    if rng.random() < 0.03:
        text = text[: rng.randint(0, len(text))]
    if rng.random() < 0.03:
        text = text.replace("1", "1" + "0" * rng.choice([40, 5000]), 1)
    return text.encode("utf-8", "surrogatepass")


# --- images and members ----------------------------------------------------------------------


def mutate_image(data: bytes, rng: random.Random) -> bytes:
    action = rng.randrange(6)
    if action == 0 and data.startswith(b"\x89PNG"):  # a header claiming a huge or empty image
        width, height = rng.choice([(6000, 6000), (0, 10), (1 << 30, 1 << 30), (100_000, 1)])
        return data[:16] + struct.pack(">II", width, height) + data[24:]
    if action == 1:
        return data[: rng.randint(0, len(data))]
    if action == 2:
        damaged = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            damaged[rng.randrange(len(damaged))] ^= 1 << rng.randrange(8)
        return bytes(damaged)
    if action == 3:
        return data[:24] + b"\x00" * 16
    if action == 4:
        return data[:8] + rng.randbytes(rng.randint(0, 64))
    return data + rng.randbytes(rng.randint(1, 256))


def mutant_file(seed: int) -> bytes:
    """The portable file of fuzz case ``seed``."""
    rng = random.Random(seed)
    _, document, images = seeds()[rng.randrange(len(SAMPLES))]
    images = dict(images)
    level = rng.random()
    if level < 0.55:
        document = mutate_document(document, rng)
    if level >= 0.45 or rng.random() < 0.2:
        if images and rng.random() < 0.6:
            name = rng.choice(sorted(images))
            images[name] = mutate_image(images[name], rng)
        if rng.random() < 0.25:
            images[rng.choice(["images/extra.png", "images/../x.png", "other.txt",
                               "images/Board.PNG", "/abs.png", "images/a\x00.png"])] = (
                rng.choice(list(images.values()) or [b""]))
    body = json.dumps({**document, "format_version": 1}) if isinstance(document, dict) else None
    if level < 0.8 or body is None:
        scenario = _dump({**document, "format_version": 1} if body else document, rng)
    else:
        scenario = _DEEP.sub(lambda m: "[" * int(m.group(1)) + "]" * int(m.group(1)), body)
        scenario = scenario.encode("utf-8", "surrogatepass")
    members = [("scenario.json", scenario), *sorted(images.items())]
    if rng.random() < 0.05:
        members.append(("scenario.json", scenario))
    if rng.random() < 0.04:
        members = members[1:]
    data = zip_bytes(members)
    if rng.random() < 0.15:
        data = mutate_bytes(data, rng)
    return data


def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        action = rng.randrange(5)
        if action == 0 and data:
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        elif action == 1 and data:
            at = rng.randrange(len(data))
            data[at: at + rng.randint(1, 64)] = rng.randbytes(rng.randint(1, 64))
        elif action == 2:
            data = data[: max(1, rng.randint(0, len(data)))]
        elif action == 3:
            at = rng.randrange(len(data) + 1)
            data[at:at] = rng.randbytes(rng.randint(1, 256))
        elif data:
            at = rng.randrange(len(data))
            data[at: at + 4] = struct.pack("<I", rng.choice([0, 0xFFFFFFFF, 1 << 31, 22]))
    return bytes(data) or b"\x00"


def mutant_case(seed: int, cases: list[Path]) -> bytes:
    """A golden case's ``case.json``, mutated (for ``check-case``)."""
    rng = random.Random(seed)
    document = json.loads((rng.choice(cases) / "case.json").read_text(encoding="utf-8"))
    return _dump(mutate_document(document, rng), rng)


# --- libraries -------------------------------------------------------------------------------

_TABLES = ("scenarios", "zones", "borders", "sightlines", "units", "scenario_units", "images",
           "scenario_images", "games")
_HOSTILE_SQL = (
    "CREATE TRIGGER spy AFTER INSERT ON scenarios BEGIN DELETE FROM units; END",
    "CREATE TRIGGER spy2 BEFORE UPDATE ON games BEGIN SELECT 1; END",
    "CREATE VIEW spy AS SELECT * FROM scenarios",
    "CREATE INDEX spy ON units (rule_system)",
    "CREATE TABLE spy (x)",
    "DROP TABLE games",
    "ALTER TABLE units ADD COLUMN extra TEXT",
    "PRAGMA user_version = 0",
    "PRAGMA user_version = -7",
    "PRAGMA user_version = 2",
    "PRAGMA application_id = 7",
    "PRAGMA journal_mode = WAL",
    "DELETE FROM units",
    "DELETE FROM images",
    "DELETE FROM zones",
    "UPDATE scenarios SET document = '{}'",
    "UPDATE scenarios SET summary = '[]'",
    "UPDATE scenarios SET rule_system = 'chess'",
    "UPDATE zones SET polygon = x'00'",
    "UPDATE zones SET polygon = zeroblob(16000016) WHERE position = 0",
    "UPDATE sightlines SET seen = '[1, 2'",
    "UPDATE units SET data = '" + "[" * 3000 + "'",
    "UPDATE scenario_images SET name = 'images/../x.png'",
    "UPDATE scenarios SET name = 'x' || char(0) || 'y'",
)


def mutant_library(seed: int, pristine: Path, target: Path) -> None:
    """Write the library of fuzz case ``seed`` at ``target`` from the ``pristine`` one."""
    rng = random.Random(seed)
    target.write_bytes(pristine.read_bytes())
    if rng.random() < 0.6:
        _mutate_rows(target, rng)
    if rng.random() < 0.45:
        data = bytearray(target.read_bytes())
        page = 4096
        action = rng.randrange(5)
        if action == 0:
            for _ in range(rng.randint(1, 20)):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        elif action == 1:
            at = rng.randrange(len(data) // page) * page
            data[at: at + page] = rng.randbytes(page)
        elif action == 2:
            data = data[: max(1, rng.randrange(len(data)))]
        elif action == 3:
            field = rng.choice([(16, 2), (18, 2), (28, 4), (52, 4), (56, 4), (60, 4), (68, 4)])
            data[field[0]: field[0] + field[1]] = rng.randbytes(field[1])
        else:
            at = rng.randrange(1, len(data) // page) * page
            data[at: at + page] = bytes(page)
        target.write_bytes(bytes(data))


def _mutate_rows(path: Path, rng: random.Random) -> None:
    database = sqlite3.connect(path, isolation_level=None)
    try:
        for _ in range(rng.randint(1, 3)):
            if rng.random() < 0.4:
                try:
                    database.execute(rng.choice(_HOSTILE_SQL))
                except sqlite3.Error:
                    pass
                continue
            table = rng.choice(_TABLES)
            try:
                _change_cell(database, table, rng)
            except (sqlite3.Error, OverflowError, UnicodeEncodeError):
                pass
        if rng.random() < 0.3:  # a flipped bit inside a stored image
            row = database.execute("SELECT sha256, data FROM images LIMIT 1").fetchone()
            if row:
                blob = bytearray(row[1])
                blob[rng.randrange(len(blob))] ^= 1 << rng.randrange(8)
                database.execute("UPDATE images SET data = ? WHERE sha256 = ?",
                                 (bytes(blob), row[0]))
    except sqlite3.Error:
        pass
    finally:
        database.close()


def _change_cell(database: sqlite3.Connection, table: str, rng: random.Random) -> None:
    """Set one cell of one row of ``table`` to a hostile value (any table, with or without
    rowid: the row is picked by its primary key)."""
    info = database.execute(f"PRAGMA table_info({table})").fetchall()
    if not info:
        return
    keys = [row[1] for row in sorted(info, key=lambda row: row[5]) if row[5]] or ["rowid"]
    count = database.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
    if not count:
        return
    column = rng.choice([row[1] for row in info])
    value = rng.choice([*HOSTILE_VALUES[:12], json.dumps(rng.choice(HOSTILE_VALUES)),
                        rng.randbytes(rng.randint(0, 40))])
    if isinstance(value, (list, dict)):
        value = json.dumps(value)
    if isinstance(value, int) and not -(2**63) <= value < 2**63:
        value = str(value)
    key_list = ", ".join(keys)
    database.execute(
        f"UPDATE {table} SET {column} = ? WHERE ({key_list}) IN "
        f"(SELECT {key_list} FROM {table} LIMIT 1 OFFSET ?)", (value, rng.randrange(count)))
