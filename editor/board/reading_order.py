"""Reading order of zones (PRODUCT §2b; SOLO "en haut à gauche, de gauche à droite, de haut en
bas") and the numbering of reinforcement zones (SOLO-RF-1).

Zones are sorted by their LOS marker: into rows by y, then by x. A row starts at the highest
marker not yet placed and takes every marker at most ``row_tolerance_mm`` lower (the tolerance
is measured from the row's first marker, so rows never drift down a slope); ties go to the
zone id. An author's ``reading_index`` wins when ``use_override`` is on: the zone takes that
position (1 = first), placed before a computed zone of the same position. Zones without a marker
(abstract boards) come after the located ones, by id. Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import math

from editor.board.shapes import markers_of, polygons_of
from editor.model.board import ZoneBoard
from editor.model.options import ReadingOrderOptions
from editor.model.reading import in_reading_order


def reading_order(board: ZoneBoard, options: ReadingOrderOptions) -> tuple[str, ...]:
    """Zone ids in reading order."""
    computed = _computed_order(board, options.row_tolerance_mm)
    position = {zone_id: i + 1 for i, zone_id in enumerate(computed)}
    overrides = {
        zone.id: zone.reading_index
        for zone in board.zones
        if options.use_override and zone.reading_index is not None
    }

    def key(zone_id: str) -> tuple[int, int, str]:
        if zone_id in overrides:
            return overrides[zone_id], 0, zone_id
        return position[zone_id], 1, zone_id

    return tuple(sorted(computed, key=key))


def reading_ranks(board: ZoneBoard, options: ReadingOrderOptions) -> dict[str, int]:
    """Zone id → position in reading order, from 0."""
    return {zone_id: i for i, zone_id in enumerate(reading_order(board, options))}


def reinforcement_numbers(board: ZoneBoard, options: ReadingOrderOptions) -> dict[str, int]:
    """SOLO-RF-1: reinforcement zones numbered 1..K in reading order."""
    marked = {zone.id for zone in board.zones if zone.reinforcement}
    ordered = [zone_id for zone_id in reading_order(board, options) if zone_id in marked]
    return {zone_id: i + 1 for i, zone_id in enumerate(ordered)}


def _computed_order(board: ZoneBoard, tolerance: float) -> list[str]:
    markers = markers_of(board.zones, polygons_of(board.zones))
    located = [(x, y, zone.id) for zone, (x, y) in zip(board.zones, markers) if not math.isnan(x)]
    order = in_reading_order(located, tolerance)
    placed = set(order)
    return order + sorted(zone.id for zone in board.zones if zone.id not in placed)
