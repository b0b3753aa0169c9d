"""Property tests of line of sight (PRODUCT §2b): without the elevation rule LOS is symmetric;
the incremental update after random local edits equals the full recomputation.

Boards are small grids of 100 mm squares on whole millimetres, so sight lines often pass
exactly through corners and along edges: the degenerate cases the exact tests must get right.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
import shapely
from hypothesis import given
from hypothesis import strategies as st

from editor.board.adjacency import derive_borders
from editor.board.los import compute_los_table, effective_los, los_queries, update_los
from editor.model.board import Border, BorderKind, LosOverride, Wall, Zone, ZoneBoard
from editor.model.options import ElevationRule, LosOptions, MovementOptions

COORD = st.integers(0, 16).map(lambda v: v * 50.0)


def square(x, y):
    return ((x, y), (x + 100.0, y), (x + 100.0, y + 100.0), (x, y + 100.0))


@st.composite
def boards(draw, side: int = 4, walls: int = 3):
    rows, columns = draw(st.integers(1, side)), draw(st.integers(1, side))
    zones = tuple(
        Zone(f"r{r}c{c}", polygon=square(c * 100.0, r * 100.0), elevation=draw(st.integers(0, 2)),
             los_marker=draw(st.none() | st.tuples(st.integers(c * 100, c * 100 + 100),
                                                   st.integers(r * 100, r * 100 + 100))))
        for r in range(rows)
        for c in range(columns)
    )
    walls = tuple(
        Wall(f"w{i}", (draw(st.tuples(COORD, COORD)), draw(st.tuples(COORD, COORD))),
             blocks_los=draw(st.booleans()))
        for i in range(draw(st.integers(0, walls)))
    )
    board = ZoneBoard(columns * 100.0, rows * 100.0, zones, walls=walls)
    borders = tuple(_random_border(draw, b) for b in derive_borders(board, MovementOptions()))
    return replace(board, borders=borders)


def _random_border(draw, border: Border) -> Border:
    kind = draw(st.sampled_from(list(BorderKind)))
    a, b = (border.a, border.b) if draw(st.booleans()) else (border.b, border.a)
    return Border(a, b, kind, blocks_los=draw(st.integers(0, 4)) == 0)


OPTIONS = st.builds(
    LosOptions,
    elevation_rule=st.sampled_from(list(ElevationRule)),
    walls_block=st.booleans(),
    blocking_borders_block=st.booleans(),
    higher_zones_block=st.booleans(),
)


def matrix(table, ids):
    index = {zone_id: i for i, zone_id in enumerate(ids)}
    result = np.zeros((len(ids), len(ids)), dtype=bool)
    for viewer, seen in table.rows:
        result[index[viewer], [index[t] for t in seen]] = True
    return result


@given(boards(), OPTIONS)
def test_without_the_elevation_rule_line_of_sight_is_symmetric(board, options):
    options = replace(options, elevation_rule=ElevationRule.IGNORE)
    seen = matrix(compute_los_table(board, options), [z.id for z in board.zones])
    assert (seen == seen.T).all()
    assert seen.diagonal().all()


@given(boards(), OPTIONS, st.data())
def test_the_zone_by_zone_view_answers_as_the_whole_table(board, options, data):
    """``los_queries`` evaluates a zone's lines when first asked (a villain turn on a big
    board asks about a few zones): every zone's row and column equal the whole view's, the
    author's overrides applied (later ones winning on the same pair), whichever zone is asked
    first."""
    ids = [zone.id for zone in board.zones]
    overrides = tuple(LosOverride(data.draw(st.sampled_from(ids)), data.draw(st.sampled_from(ids)),
                                  data.draw(st.booleans()))
                      for _ in range(data.draw(st.integers(0, 4))))
    board = replace(board, los_overrides=overrides)
    lazy = los_queries(board, options)
    whole = effective_los(replace(board), options)  # another board object: no shared memo
    for zone_id in data.draw(st.permutations(ids)):
        assert lazy.visible_from(zone_id) == whole.visible_from(zone_id)
        assert lazy.seen_by(zone_id) == whole.seen_by(zone_id)
    assert set(lazy.visible) == set(whole.visible) and lazy.visible_from("nowhere") == frozenset()


@st.composite
def local_edits(draw, board: ZoneBoard) -> ZoneBoard:
    """One zone moved, reshaped, re-marked, re-levelled, split, merged with another, deleted,
    or a zone added; one wall changed, one border changed or its LOS blocking flag flipped."""
    what = draw(st.sampled_from(
        ["move", "reshape", "marker", "elevation", "wall", "border", "blocking", "split",
         "merge", "delete", "add"]))
    if what in ("split", "merge", "delete", "add") or (
        not board.zones and what in ("move", "reshape", "marker", "elevation")
    ):
        return draw(zone_set_edits(board, what))
    if what == "wall" or (what in ("border", "blocking") and not board.borders):
        wall = Wall("edited", (draw(st.tuples(COORD, COORD)), draw(st.tuples(COORD, COORD))))
        kept = tuple(w for w in board.walls if draw(st.booleans()))
        return replace(board, walls=kept + ((wall,) if draw(st.booleans()) else ()))
    if what in ("border", "blocking"):
        i = draw(st.integers(0, len(board.borders) - 1))
        old = board.borders[i]
        changed = (_random_border(draw, old) if what == "border"
                   else replace(old, blocks_los=not old.blocks_los))
        return replace(board, borders=board.borders[:i] + (changed,) + board.borders[i + 1:])
    i = draw(st.integers(0, len(board.zones) - 1))
    zone = board.zones[i]
    if what == "move":
        dx, dy = draw(st.integers(-2, 2)) * 25.0, draw(st.integers(-2, 2)) * 25.0
        zone = replace(zone, polygon=tuple((x + dx, y + dy) for x, y in zone.polygon))
    elif what == "reshape":
        x0, y0 = zone.polygon[0]
        corner = (x0 + draw(st.integers(1, 4)) * 25.0, y0 + draw(st.integers(1, 4)) * 25.0)
        zone = replace(zone, polygon=(zone.polygon[0], zone.polygon[1], corner, zone.polygon[3]))
    elif what == "marker":
        zone = replace(zone, los_marker=draw(st.none() | st.tuples(COORD, COORD)))
    else:
        zone = replace(zone, elevation=draw(st.integers(0, 2)))
    return replace(board, zones=board.zones[:i] + (zone,) + board.zones[i + 1:])


@st.composite
def zone_set_edits(draw, board: ZoneBoard, what: str) -> ZoneBoard:
    """An edit that changes which zones there are, keeping the zones apart as the editor does
    (Split, Merge, Delete, Draw zone): a zone cut in two halves (the right one new), merged
    with a zone beside it into one rectangle (the other zone gone), deleted (with its
    borders), or a new zone drawn beside the others."""
    zones = list(board.zones)
    if what == "add" or not zones:
        x = max((x for z in zones for x, _ in z.polygon), default=0.0) + draw(COORD)
        zone = Zone(f"new{len(zones)}", polygon=square(x, draw(COORD)),
                    elevation=draw(st.integers(0, 2)), los_marker=draw(st.none() | st.just(
                        (x + 50.0, 0.0))))
        return replace(board, zones=(*zones, zone))
    i = draw(st.integers(0, len(zones) - 1))
    zone = zones[i]
    if what == "split":
        xs, ys = [x for x, _ in zone.polygon], [y for _, y in zone.polygon]
        x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
        middle = (x0 + x1) / 2
        left = replace(zone, polygon=((x0, y0), (middle, y0), (middle, y1), (x0, y1)),
                       los_marker=None)
        right = Zone(f"{zone.id}-half", polygon=((middle, y0), (x1, y0), (x1, y1), (middle, y1)),
                     elevation=zone.elevation)
        return replace(board, zones=(*zones[:i], left, right, *zones[i + 1:]))
    outline = shapely.Polygon(zone.polygon)
    merged = None
    if what == "merge":
        for j in draw(st.permutations(range(len(zones)))):
            other = shapely.Polygon(zones[j].polygon)
            union = shapely.union(outline, other)
            x0, y0, x1, y1 = union.bounds
            if j != i and outline.touches(other) and (
                abs(union.area - outline.area - other.area) < 1e-6
                and abs(union.area - (x1 - x0) * (y1 - y0)) < 1e-6
            ):  # two rectangles side by side: a rectangle, its corners in the squares' order
                merged = j, ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
                break
    if merged is not None:
        j, polygon = merged
        zones[i] = replace(zone, polygon=polygon)
        gone = zones.pop(j).id
    else:
        gone = zones.pop(i).id
    borders = tuple(b for b in board.borders if gone not in (b.a, b.b))
    return replace(board, zones=tuple(zones), borders=borders)


@given(boards(), OPTIONS, st.data())
def test_incremental_update_equals_full_recomputation(board, options, data):
    check_incremental(board, options, data)


@pytest.mark.soak
@given(boards(side=8, walls=10), OPTIONS, st.data())
def test_incremental_update_equals_full_recomputation_on_larger_boards(board, options, data):
    check_incremental(board, options, data)


def check_incremental(board, options, data):
    table = compute_los_table(board, options)
    for _ in range(data.draw(st.integers(1, 3))):
        edited = data.draw(local_edits(board))
        table = update_los(table, board, edited, options)
        assert table == compute_los_table(replace(edited), options)
        board = edited


@given(boards(), OPTIONS, st.data())
def test_incremental_update_follows_every_border_flag(board, options, data):
    if not board.borders:
        return
    table = compute_los_table(board, options)
    for i in data.draw(st.lists(st.integers(0, len(board.borders) - 1), min_size=1, max_size=3)):
        old = board.borders[i]
        edited = replace(board, borders=board.borders[:i] + (
            replace(old, blocks_los=not old.blocks_los),) + board.borders[i + 1:])
        table = update_los(table, board, edited, options)
        assert table == compute_los_table(replace(edited), options)
        board = edited

