"""Rows of the library tables <-> model objects (the store's only translator, STYLE §6).

A scenario is split as ``editor.store.schema`` lays it out: zones, borders and LOS rows get
typed columns (built and read by the fast functions below, since a 1,000-zone board is the
speed bar of PRODUCT §5), units one JSON row each, and everything else one JSON document made
by ``editor.model.document_format`` with the generic codec. The fast decoders trust column
types (the tables are STRICT and checked when opened) but check what SQLite cannot: enum
values, polygon blobs, finite coordinates; callers turn any exception into ``library.damaged``.
Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
from array import array
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import chain
from typing import Any

from editor.limits import DEFAULT_LIMITS
from editor.messages import error
from editor.model.board import Border, BorderKind, Danger, LosTable, Zone, ZoneBoard
from editor.model.codec import decode, encode
from editor.model.document_format import from_document, to_document
from editor.model.scenario import ImageAsset, Scenario
from editor.model.summary import ScenarioSummary, summarize
from editor.model.text import Text
from editor.model.units import Unit
from editor.store import sightline_matrix

ZONE_COLUMNS = (
    "zone_id", "name_fr", "name_en", "polygon", "los_x", "los_y", "elevation", "capacity",
    "difficult", "danger", "water", "promontory", "reinforcement", "reading_index",
)
"""Columns of ``zones`` after (scenario_pk, position), in the order :func:`zone_row` uses."""
BORDER_COLUMNS = (
    "a", "b", "kind", "cost_ab", "cost_ba", "blocks_los", "jump_difficulty", "derived",
)
"""Columns of ``borders`` after (scenario_pk, position), in the order :func:`border_rows` uses."""
DOCUMENT_COLUMNS = ("name", "rule_system", "title", "description")
"""Scenario fields kept in columns of ``scenarios`` instead of in its JSON document."""

_BIG_ENDIAN = sys.byteorder == "big"
_POINT_BYTES = 16
"""One packed vertex: two float64."""
_BORDER_KINDS = {kind.value: kind for kind in BorderKind}


@dataclass(frozen=True, slots=True)
class ScenarioRows:
    """A scenario cut into rows, all but the owner key (known only inside the transaction)."""

    columns: dict[str, Any]
    """The ``scenarios`` row, without ``pk``."""
    board: ZoneBoard | None
    """The zone board whose zones, borders and LOS rows go to their tables (None: free table)."""
    units: list[tuple[str, str, str]]
    """(id, rule_system, data) for ``units``, in scenario order."""
    images: list[tuple[str, str, bytes]]
    """(name, sha256, data), in scenario order."""


def dumps(value: Any) -> str:
    """Compact JSON; refuses NaN and infinities, which no reader would accept back."""
    try:
        return json.dumps(value, separators=(",", ":"), allow_nan=False)
    except ValueError:
        raise error("library.bad_number") from None


def scenario_rows(scenario: Scenario) -> ScenarioRows:
    """The rows of ``scenario``; SkirmishError if it holds something the library cannot keep."""
    board = scenario.board if isinstance(scenario.board, ZoneBoard) else None
    skeleton = replace(scenario, units=(), images=())
    if board is not None:
        los = None if board.los is None else replace(board.los, rows=())
        skeleton = replace(skeleton, board=replace(board, zones=(), borders=(), los=los))
    document = to_document(skeleton)
    for name in DOCUMENT_COLUMNS:
        del document[name]
    columns = {
        "name": scenario.name,
        "rule_system": scenario.rule_system,
        "title_fr": scenario.title.fr,
        "title_en": scenario.title.en,
        "description_fr": scenario.description.fr,
        "description_en": scenario.description.en,
        "zone_count": 0 if board is None else len(board.zones),
        "summary": dumps(encode(summarize(scenario))),
        "document": dumps(document),
    }
    units = [_unit_row(unit) for unit in scenario.units]
    _refuse_duplicates((row[0] for row in units), "library.duplicate_unit", "id")
    images = [(a.name, hashlib.sha256(a.data).hexdigest(), a.data) for a in scenario.images]
    _refuse_duplicates((row[0] for row in images), "library.duplicate_image", "name")
    return ScenarioRows(columns, board, units, images)


def _refuse_duplicates(keys: Iterable[str], key: str, param: str) -> None:
    seen: set[str] = set()
    for value in keys:
        if value in seen:
            raise error(key, **{param: value})
        seen.add(value)


def _unit_row(unit: Unit) -> tuple[str, str, str]:
    data = encode(unit)
    del data["id"]
    return unit.id, unit.rule_system, dumps(data)


def summary_from_row(data: str) -> ScenarioSummary:
    return decode(ScenarioSummary, json.loads(data), "summary")


@lru_cache(maxsize=1024)
def unit_from_row(unit_id: str, data: str) -> Unit:
    """The unit of a ``units`` row; cached by content (units are immutable and shared by the
    scenarios of a library, so re-opening a scenario does not decode them again)."""
    fields = json.loads(data)
    fields["id"] = unit_id
    return decode(Unit, fields, f"units[{unit_id}]")


def scenario_from_rows(columns: Sequence[Any], zones: Sequence[Sequence[Any]],
                       borders: Iterable[Sequence[Any]], sightlines: Iterable[Sequence[Any]],
                       units: Iterable[Sequence[str]],
                       images: Iterable[tuple[str, bytes]],
                       matrix: Sequence[Any] | None = None) -> Scenario:
    """Rebuild a scenario from its ``scenarios`` row (name, rule_system, title_fr, title_en,
    description_fr, description_en, document) and the rows of its other tables, in order
    (``units``: the (id, data) rows of ``units``; ``matrix``: its ``sightline_matrices`` row,
    which holds the LOS table in place of ``sightlines`` rows)."""
    assets = tuple(ImageAsset(image_name, data) for image_name, data in images)
    scenario = replace(_skeleton(*columns), images=assets,
                       units=tuple(unit_from_row(*row) for row in units))
    board = scenario.board
    if not isinstance(board, ZoneBoard):
        return scenario
    los = board.los
    if los is not None:  # a matrix's rows are built only when something reads them
        los = (LosTable.of_matrix(los.geometry_hash, sightline_matrix.decode(*matrix))
               if matrix is not None else LosTable(los.geometry_hash, los_rows(sightlines)))
    board = replace(board, zones=zones_from_rows(zones), borders=borders_from_rows(borders),
                    los=los)
    return replace(scenario, board=board)


def clear_caches() -> None:
    """Forget the decoded units and documents (benchmarks measure a first open with it)."""
    unit_from_row.cache_clear()
    _skeleton.cache_clear()


@lru_cache(maxsize=64)
def _skeleton(name: str, rule_system: str, title_fr: str, title_en: str, description_fr: str,
              description_en: str, document: str) -> Scenario:
    """The scenario without its rows (zones, borders, LOS, units, images), cached by content:
    re-opening an unchanged scenario skips decoding its document."""
    doc = json.loads(document)
    doc.update(name=name, rule_system=rule_system, title={"fr": title_fr, "en": title_en},
               description={"fr": description_fr, "en": description_en})
    return from_document(doc, where=f"scenarios[{name}]")


def zone_rows(owner: int, zones: Iterable[Zone]) -> list[tuple[Any, ...]]:
    return [zone_row(owner, position, zone) for position, zone in enumerate(zones)]


def zone_row(owner: int, position: int, zone: Zone) -> tuple[Any, ...]:
    """The ``zones`` row of one zone (columns: owner, position, then ZONE_COLUMNS)."""
    polygon, marker, danger = zone.polygon, zone.los_marker, zone.danger
    if marker is not None and not (math.isfinite(marker[0]) and math.isfinite(marker[1])):
        raise error("library.bad_number")
    return (
        owner, position, zone.id, zone.name.fr, zone.name.en,
        None if polygon is None else pack_points(polygon),
        None if marker is None else marker[0], None if marker is None else marker[1],
        zone.elevation, zone.capacity, zone.difficult,
        None if danger is None else dumps(encode(danger)),
        zone.water, zone.promontory, zone.reinforcement, zone.reading_index,
    )


def zones_from_rows(rows: Sequence[Sequence[Any]]) -> tuple[Zone, ...]:
    """The zones of ``zones`` rows (ZONE_COLUMNS), equal to the zones they were made from.

    Built column by column with ``map`` and one array for all polygons: on a 1,000-zone board
    this is much faster than a Python function per row, and its open is a speed bar (§5).
    """
    if not rows:
        return ()
    (ids, names_fr, names_en, polygons, xs, ys, elevations, capacities, difficult, dangers,
     water, promontory, reinforcement, reading_indexes) = zip(*rows, strict=True)
    return tuple(map(
        Zone, ids, map(Text, names_fr, names_en), unpack_polygons(polygons), _markers(xs, ys),
        elevations, capacities, map(bool, difficult), _dangers(dangers), map(bool, water),
        map(bool, promontory), map(bool, reinforcement), reading_indexes,
    ))


def pack_points(points: Sequence[tuple[float, float]]) -> bytes:
    """Points as float64 little-endian x, y pairs (exact, and 4-5 times smaller than JSON)."""
    values = array("d", chain.from_iterable(points))
    if len(values) != 2 * len(points) or not math.isfinite(sum(values)):
        raise error("library.bad_number")
    if _BIG_ENDIAN:
        values.byteswap()
    return values.tobytes()


def unpack_polygons(blobs: Sequence[bytes | None]) -> list[tuple[tuple[float, float], ...] | None]:
    """The polygons of ``pack_points`` blobs (None stays None), unpacked as one array.

    The vertex limits of imports (``editor.limits``) hold here too, checked on the blob sizes
    before anything is unpacked: a library edited elsewhere cannot smuggle in a million-point
    polygon that an import would refuse.
    """
    sizes = [len(blob) for blob in blobs if blob is not None]
    if sizes and (max(sizes) > DEFAULT_LIMITS.max_polygon_vertices * _POINT_BYTES
                  or sum(sizes) > DEFAULT_LIMITS.max_vertices * _POINT_BYTES):
        raise ValueError("a polygon has more points than the import limits allow")
    values = array("d")
    values.frombytes(b"".join(blob for blob in blobs if blob is not None))
    if _BIG_ENDIAN:
        values.byteswap()
    if not math.isfinite(sum(values)):
        raise ValueError("a polygon coordinate is not finite")
    coordinates = iter(values)
    points = tuple(zip(coordinates, coordinates))
    polygons: list[tuple[tuple[float, float], ...] | None] = []
    start = 0
    for blob in blobs:
        if blob is None:
            polygons.append(None)
            continue
        if len(blob) % _POINT_BYTES:
            raise ValueError("a polygon blob is not a list of x, y pairs")
        end = start + len(blob) // _POINT_BYTES
        polygons.append(points[start:end])
        start = end
    return polygons


def _markers(xs: Sequence[float | None],
             ys: Sequence[float | None]) -> list[tuple[float, float] | None]:
    if any((x is None) != (y is None) for x, y in zip(xs, ys)):
        raise ValueError("half a LOS marker")
    return [None if x is None else (x, y) for x, y in zip(xs, ys)]


def _dangers(texts: Sequence[str | None]) -> list[Danger | None]:
    decoded = {  # a board repeats a few kinds of danger: decode each once
        text: decode(Danger, json.loads(text), "zones.danger")
        for text in set(texts) if text is not None
    }
    return [None if text is None else decoded[text] for text in texts]


def border_rows(owner: int, borders: Iterable[Border]) -> list[tuple[Any, ...]]:
    return [
        (owner, position, b.a, b.b, str(b.kind), b.cost_ab, b.cost_ba, b.blocks_los,
         b.jump_difficulty, b.derived)
        for position, b in enumerate(borders)
    ]


def border_from_row(row: Sequence[Any]) -> Border:
    a, b, kind, cost_ab, cost_ba, blocks_los, jump_difficulty, derived = row
    return Border(a, b, _BORDER_KINDS[kind], cost_ab, cost_ba, blocks_los != 0, jump_difficulty,
                  derived != 0)


def borders_from_rows(rows: Iterable[Sequence[Any]]) -> tuple[Border, ...]:
    """The borders of ``borders`` rows, built column by column like the zones."""
    rows = list(rows)
    if not rows:
        return ()
    a, b, kinds, cost_ab, cost_ba, blocks_los, jumps, derived = zip(*rows, strict=True)
    return tuple(map(Border, a, b, map(_BORDER_KINDS.__getitem__, kinds), cost_ab, cost_ba,
                     map(bool, blocks_los), jumps, map(bool, derived)))


def sightline_rows(owner: int, los: LosTable | None) -> list[tuple[int, int, str, str]]:
    if los is None:
        return []
    return [(owner, position, viewer, dumps(list(seen)))
            for position, (viewer, seen) in enumerate(los.rows)]


def los_rows(rows: Iterable[Sequence[Any]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    result = []
    for viewer, seen in rows:
        ids = json.loads(seen)
        if type(ids) is not list:
            raise ValueError("LOS row is not a list")
        "".join(ids)  # raises TypeError unless every id is a string
        result.append((viewer, tuple(ids)))
    return tuple(result)
