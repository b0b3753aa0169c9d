"""Universal VTT files (``.dd2vtt``, ``.uvtt``, ``.df2vtt``), read and checked (PRODUCT §4).

The JSON that Dungeondraft, DungeonFog, Dungeon Alchemist and other map makers export, format
versions 0.2 and 0.3 (``docs/maps.md``). A file comes from someone else, so it is hostile until
checked, as a portable scenario is: its size and nesting and every number go through
:mod:`editor.safe_json`; the counts of lines and points are checked against :mod:`editor.limits`
before the lines are read; every value's type and range is checked, and each refusal names the
file and the place (``map.dd2vtt: line_of_sight[3][1].x``). The embedded image is only
base64-decoded here, its pixels are :mod:`editor.maps.image`'s.

Coordinates stay in grid cells, as in the file: ``resolution.map_origin`` is the cell at the
image's top-left corner, ``map_size`` the map's size in cells, ``pixels_per_grid`` the image's
scale. Lights and the environment are counted and left out (they mean nothing to the rules).
Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import base64
import binascii
import math
from dataclasses import dataclass, replace
from typing import Any

from editor.limits import Limits
from editor.messages import error
from editor.model.geometry import Point
from editor.safe_json import load_json

FORMATS = (0.2, 0.3)
"""The format versions read (``format`` in the file)."""
MAX_CELLS = 10_000.0
"""The largest map side, origin and grid scale accepted, in cells or pixels per cell."""
IGNORED_SECTIONS = ("lights", "environment")
"""Sections read only to say they were left out."""
_DATA_URI = "base64,"


@dataclass(frozen=True, slots=True)
class Portal:
    """A door: the segment it closes (cells) and whether it is closed."""

    bounds: tuple[Point, Point]
    closed: bool


@dataclass(frozen=True, slots=True)
class UniversalMap:
    """A checked Universal VTT map, in grid cells."""

    format: float
    origin: Point
    size: tuple[float, float]
    """Width and height in cells."""
    pixels_per_grid: float
    walls: tuple[tuple[Point, ...], ...]
    """``line_of_sight``: polylines that block sight and movement."""
    objects: tuple[tuple[Point, ...], ...]
    """``objects_line_of_sight`` (format 0.3): outlines of objects that block sight."""
    portals: tuple[Portal, ...]
    image: bytes | None
    """The embedded image's bytes (PNG or WebP, not yet decoded), None when there is none."""
    ignored: dict[str, int]
    """Sections left out, with how many entries each had (an object counts one)."""


def read_uvtt(data: bytes, where: str, limits: Limits) -> UniversalMap:
    """Parse and check the bytes of a Universal VTT file named ``where``."""
    if len(data) > limits.max_file_bytes:
        raise error("vtt.file_too_large", where=where, size=len(data), limit=limits.max_file_bytes)
    # The JSON holds the image as text, so it may weigh up to the file limit.
    document = load_json(data, where, replace(limits, max_json_bytes=limits.max_file_bytes))
    return _Reader(where, limits).read(document)


class _Reader:
    def __init__(self, where: str, limits: Limits):
        self.where = where
        self.limits = limits
        self.points = 0

    def place(self, path: str) -> str:
        return f"{self.where}: {path}" if path else self.where

    def read(self, document: Any) -> UniversalMap:
        if not isinstance(document, dict):
            raise error("vtt.not_an_object", where=self.place(""))
        version = self.number(document.get("format"), "format")
        if not any(math.isclose(version, known, abs_tol=1e-9) for known in FORMATS):
            raise error("vtt.unknown_format", where=self.place("format"), version=version,
                        known=", ".join(str(v) for v in FORMATS))
        resolution = self.mapping(document.get("resolution"), "resolution")
        origin = self.point(resolution.get("map_origin", {"x": 0, "y": 0}),
                            "resolution.map_origin", bound=MAX_CELLS)
        size = self.point(resolution.get("map_size"), "resolution.map_size", bound=MAX_CELLS)
        if size[0] <= 0 or size[1] <= 0:
            raise error("vtt.bad_size", where=self.place("resolution.map_size"),
                        width=size[0], height=size[1])
        scale = self.number(resolution.get("pixels_per_grid"), "resolution.pixels_per_grid")
        if not 0 < scale <= MAX_CELLS:
            raise error("vtt.out_of_range", where=self.place("resolution.pixels_per_grid"),
                        value=scale, low=0, high=MAX_CELLS)
        self.origin, self.size = origin, size
        lines = self.lines(document, "line_of_sight")
        objects = self.lines(document, "objects_line_of_sight")
        portals = self.portals(document.get("portals", []))
        ignored = {}
        for section in IGNORED_SECTIONS:
            value = document.get(section)
            if isinstance(value, list) and value:
                ignored[section] = len(value)
            elif isinstance(value, dict) and value:
                ignored[section] = 1
        return UniversalMap(
            format=version,
            origin=origin,
            size=size,
            pixels_per_grid=scale,
            walls=lines,
            objects=objects,
            portals=portals,
            image=self.image(document.get("image")),
            ignored=ignored,
        )

    def number(self, value: Any, path: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            if value is None:
                raise error("vtt.missing", where=self.place(path))
            raise error("vtt.not_a_number", where=self.place(path))
        return float(value)

    def mapping(self, value: Any, path: str) -> dict[str, Any]:
        if value is None:
            raise error("vtt.missing", where=self.place(path))
        if not isinstance(value, dict):
            raise error("vtt.not_an_object", where=self.place(path))
        return value

    def sequence(self, value: Any, path: str) -> list[Any]:
        if not isinstance(value, list):
            raise error("vtt.not_a_list", where=self.place(path))
        return value

    def point(self, value: Any, path: str, bound: float | None = None) -> Point:
        value = self.mapping(value, path)
        x = self.number(value.get("x"), f"{path}.x")
        y = self.number(value.get("y"), f"{path}.y")
        if bound is not None:
            for name, coordinate in (("x", x), ("y", y)):
                if abs(coordinate) > bound:
                    raise error("vtt.out_of_range", where=self.place(f"{path}.{name}"),
                                value=coordinate, low=-bound, high=bound)
        else:
            self.inside(x, y, path)
        return (x, y)

    def inside(self, x: float, y: float, path: str) -> None:
        """A point of a line lies within one map size of the map (walls may overhang a little;
        nothing sane lies farther)."""
        (ox, oy), (w, h) = self.origin, self.size
        if not (ox - w <= x <= ox + 2 * w and oy - h <= y <= oy + 2 * h):
            raise error("vtt.point_off_map", where=self.place(path), x=x, y=y)

    def lines(self, document: dict[str, Any], key: str) -> tuple[tuple[Point, ...], ...]:
        raw = self.sequence(document.get(key, []), key)
        self.count(len(raw), self.limits.max_map_lines, key, key)
        lines = []
        for i, line in enumerate(raw):
            path = f"{key}[{i}]"
            line = self.sequence(line, path)
            self.points += len(line)
            self.count(self.points, self.limits.max_map_points, "points", path)
            if len(line) < 2:
                raise error("vtt.line_too_short", where=self.place(path), count=len(line))
            lines.append(tuple(self.point(p, f"{path}[{j}]") for j, p in enumerate(line)))
        return tuple(lines)

    def portals(self, raw: Any) -> tuple[Portal, ...]:
        raw = self.sequence(raw, "portals")
        self.count(len(raw), self.limits.max_map_lines, "portals", "portals")
        portals = []
        for i, portal in enumerate(raw):
            path = f"portals[{i}]"
            portal = self.mapping(portal, path)
            bounds = self.sequence(portal.get("bounds"), f"{path}.bounds")
            if len(bounds) != 2:
                raise error("vtt.portal_bounds", where=self.place(f"{path}.bounds"),
                            count=len(bounds))
            first, second = (self.point(p, f"{path}.bounds[{j}]") for j, p in enumerate(bounds))
            closed = portal.get("closed", True)
            if not isinstance(closed, bool):
                raise error("vtt.not_a_boolean", where=self.place(f"{path}.closed"))
            portals.append(Portal((first, second), closed))
        return tuple(portals)

    def count(self, count: int, limit: int, what: str, path: str) -> None:
        if count > limit:
            raise error("vtt.too_many", where=self.place(path), what=what, count=count,
                        limit=limit)

    def image(self, value: Any) -> bytes | None:
        if value is None or value == "":
            return None
        if not isinstance(value, str):
            raise error("vtt.not_a_string", where=self.place("image"))
        head = value[:100]
        if head.startswith("data:") and _DATA_URI in head:
            value = value[value.index(_DATA_URI) + len(_DATA_URI):]
        limit = self.limits.max_member_bytes
        if len(value) > (limit + 2) // 3 * 4 + len(value) // 76 * 2 + 4:
            raise error("vtt.image_too_large", where=self.place("image"), limit=limit)
        try:
            data = base64.b64decode("".join(value.split()), validate=True)
        except (binascii.Error, ValueError):
            raise error("vtt.bad_base64", where=self.place("image")) from None
        if len(data) > limit:
            raise error("vtt.image_too_large", where=self.place("image"), limit=limit)
        return data
