"""The prepared blockers of line of sight (PRODUCT §2b "Line of sight between zones"): the
spatial shortcuts of ``editor.board.los_geometry`` and ``editor.board.los`` answer as plain
shapely does, one geometry at a time."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import shapely
from hypothesis import given
from hypothesis import strategies as st

from editor.board.los import Changed, _meets
from editor.board.los_geometry import _prepared

COORD = st.integers(0, 8).map(lambda v: v * 25.0)
POINT = st.tuples(COORD, COORD)


def _segments(ends):
    return shapely.linestrings(np.array([[a, b] for a, b in ends], dtype=float))


def test_a_point_contact_among_the_edges_keeps_the_lines_indexed():
    """A corner drag can leave two zones touching at a point: the point still blocks, and the
    lines stay in a multi-line string of their own (a mixed collection has no index)."""
    gathered = _prepared([shapely.LineString([(0, 0), (10, 0)]), shapely.Point(5, 5),
                          shapely.Point()])
    assert [shapely.get_type_id(p) for p in gathered.parts] == [5, 4]  # multi-line, multi-point
    hits = gathered.intersects(_segments([((5, -1), (5, 1)), ((0, 5), (10, 5)),
                                          ((0, 6), (10, 6))]))
    assert hits.tolist() == [True, True, False]


@given(
    st.lists(st.one_of(
        POINT.map(shapely.Point),
        st.tuples(POINT, POINT).filter(lambda e: e[0] != e[1]).map(shapely.LineString),
        st.tuples(POINT, COORD.filter(bool)).map(
            lambda c: shapely.box(c[0][0], c[0][1], c[0][0] + c[1], c[0][1] + c[1])),
    ), min_size=1, max_size=6),
    st.lists(st.tuples(POINT, POINT).filter(lambda e: e[0] != e[1]), min_size=1, max_size=8),
)
def test_gathered_blockers_meet_what_one_of_them_meets(geometries, ends):
    """Zones do not overlap (see ``editor.board.los_geometry``): a multi-polygon counts
    boundary crossings, so only polygons apart from one another are gathered here."""
    polygons: list[shapely.Geometry] = []
    for geometry in [g for g in geometries if shapely.get_type_id(g) == 3]:
        if all(shapely.area(shapely.intersection(geometry, p)) == 0 for p in polygons):
            polygons.append(geometry)
    geometries = [g for g in geometries if shapely.get_type_id(g) != 3] + polygons
    segments = _segments(ends)
    expected = np.zeros(len(segments), dtype=bool)
    for geometry in geometries:
        expected |= shapely.intersects(geometry, segments)
    assert (_prepared(geometries).intersects(segments) == expected).all()


@given(
    st.lists(st.tuples(POINT, st.integers(0, 2)), min_size=2, max_size=8),
    st.lists(st.tuples(
        st.one_of(POINT.map(shapely.Point),
                  st.tuples(POINT, POINT).filter(lambda e: e[0] != e[1]).map(shapely.LineString)),
        st.sampled_from([1.0, 2.0, float("inf")]), st.sampled_from([1.0, 2.0, float("inf")]),
    ), min_size=1, max_size=6),
)
def test_the_pairs_a_changed_blocker_may_block_include_every_pair_it_meets(zones, blockers):
    """``_meets`` may answer more pairs than a changed blocker can block, never fewer."""
    markers = np.array([p for p, _ in zones], dtype=float)
    elevations = np.array([e for _, e in zones], dtype=np.int64)
    geometry = SimpleNamespace(markers=markers, elevations=elevations)
    first, second = np.triu_indices(len(zones), 1)
    changed = [Changed(g, high, low) for g, high, low in blockers]
    found = _meets(geometry, first, second, changed)
    segments = shapely.linestrings(np.stack([markers[first], markers[second]], axis=1))
    high = np.maximum(elevations[first], elevations[second])
    low = np.minimum(elevations[first], elevations[second])
    for blocker in changed:
        can = (high < blocker.high_below) & (low < blocker.low_below)
        assert not (can & shapely.intersects(blocker.geometry, segments) & ~found).any()
