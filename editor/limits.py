"""What untrusted input may weigh: the limits every importer checks before the data they guard.

PRODUCT §5 "Untrusted input": file size, image megapixels, zone count and nesting depth are
checked before parsing; vertex counts (per polygon and in total) before geometry is built, so a
million-point polygon never reaches shapely (the library applies the same vertex caps to its
rows). One value of :class:`Limits` travels from the caller to every reader (the portable file
container, the safe JSON reader, the game log reader, the image pickers of the editor), so a
test or a caller can tighten any of them. Pure standard library: must not
import Qt or SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Sized
from dataclasses import dataclass

from editor.messages import error

MIB = 1 << 20


@dataclass(frozen=True)
class Limits:
    """What an imported scenario may weigh; each limit is checked before the data it guards."""

    max_file_bytes: int = 64 * MIB
    max_members: int = 2_000
    max_member_bytes: int = 64 * MIB
    max_total_bytes: int = 256 * MIB
    max_ratio: int = 100
    max_json_bytes: int = 32 * MIB
    max_depth: int = 64
    max_image_pixels: int = 40_000_000
    max_zones: int = 20_000
    max_map_lines: int = 10_000
    """Walls, object outlines and doors of a map imported from another tool, each counted."""
    max_map_points: int = 200_000
    """Points of all the lines of such a map together."""
    max_polygon_vertices: int = 10_000
    max_vertices: int = 250_000
    """Vertices of zone and terrain polygons and wall lines, all together."""


DEFAULT_LIMITS = Limits()


def count_check(items: Sized, limit: int, what: str, where: str) -> None:
    """Refuse a collection longer than ``limit`` (the model checks its zones with ``max_zones``).

    ``what`` is the collection's key in ``scenario.json`` (``"zones"``), shown as is in every
    language.
    """
    if len(items) > limit:
        raise error("package.too_many", where=where, what=what, count=len(items), limit=limit)
