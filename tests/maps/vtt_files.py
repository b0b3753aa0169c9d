"""Universal VTT files made by the tests (no map from any tool is copied).

``two_rooms`` is a 12 × 9 cell map at 20 pixels per cell: an outer wall round two rooms with a
closed door in its left side (cells x = 2, y 4 to 5.5), a wall between the rooms with an open
door in it (x = 6.5, y 4 to 5.5), a square pillar outlined in the right room (8.5 to 9.5,
6.5 to 7.5), two lights and an environment. The geometry is spelled out so that the expected
values of the tests can be worked out by hand.
"""

from __future__ import annotations

import base64
import io
import json
import struct
import zlib
from pathlib import Path
from typing import Any

from PIL import Image

PIXELS_PER_GRID = 20
SIZE_CELLS = (12, 9)
OUTER_WALL = [(2, 4), (2, 1), (11, 1), (11, 8), (2, 8), (2, 5.5)]
INNER_TOP = [(6.5, 1), (6.5, 4)]
INNER_BOTTOM = [(6.5, 5.5), (6.5, 8)]
PILLAR = [(8.5, 6.5), (9.5, 6.5), (9.5, 7.5), (8.5, 7.5), (8.5, 6.5)]
LEFT_DOOR = [(2, 4), (2, 5.5)]
MIDDLE_DOOR = [(6.5, 4), (6.5, 5.5)]


def xy(points) -> list[dict[str, float]]:
    return [{"x": x, "y": y} for x, y in points]


def picture(image_format: str = "PNG") -> bytes:
    """A 240 × 180 picture of the map: stone floor, dark walls."""
    width, height = (c * PIXELS_PER_GRID for c in SIZE_CELLS)
    image = Image.new("RGB", (width, height), (150, 140, 120))
    for x in range(width):
        for y in range(0, height, 20):
            image.putpixel((x, y), (120, 110, 95))
    out = io.BytesIO()
    image.save(out, format=image_format)
    return out.getvalue()


def two_rooms(image: bytes | None = None, **changes: Any) -> dict[str, Any]:
    document = {
        "format": 0.3,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": SIZE_CELLS[0], "y": SIZE_CELLS[1]},
            "pixels_per_grid": PIXELS_PER_GRID,
        },
        "line_of_sight": [xy(OUTER_WALL), xy(INNER_TOP), xy(INNER_BOTTOM)],
        "objects_line_of_sight": [xy(PILLAR)],
        "portals": [
            {"position": {"x": 2, "y": 4.75}, "bounds": xy(LEFT_DOOR), "rotation": 1.5708,
             "closed": True, "freestanding": False},
            {"position": {"x": 6.5, "y": 4.75}, "bounds": xy(MIDDLE_DOOR), "rotation": 1.5708,
             "closed": False, "freestanding": False},
        ],
        "environment": {"baked_lighting": True, "ambient_light": "ffffffff"},
        "lights": [
            {"position": {"x": 4, "y": 4}, "range": 4, "intensity": 1, "color": "ffeccd8b",
             "shadows": True},
            {"position": {"x": 9, "y": 4}, "range": 4, "intensity": 1, "color": "ffeccd8b",
             "shadows": True},
        ],
        "image": base64.b64encode(picture() if image is None else image).decode("ascii"),
    }
    document.update(changes)
    return document


def write(folder: Path, document: dict[str, Any], name: str = "map.dd2vtt") -> Path:
    path = folder / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def png_claiming(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` × ``height`` pixels over a few bytes of data: a
    decompression bomb's shape, refused before a pixel is decoded."""
    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b""))
