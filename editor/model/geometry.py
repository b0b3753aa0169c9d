"""Plain geometric value types of the model: millimetres, origin top-left, y down (PRODUCT §2b).

Only types live here; computations (adjacency, line of sight) belong to the board engine.
"""

from __future__ import annotations

Point = tuple[float, float]
"""A point in millimetres on the physical board: (x to the right, y down)."""

Polygon = tuple[Point, ...]
"""A simple polygon as its vertices in order, not closed (the last vertex is not repeated)."""
