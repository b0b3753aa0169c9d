"""The fast line of sight (``editor.table.sight``: every ray against every piece and base in
one vectorised call) gives exactly the answer of the plain reference
(``tests.table.reference_sight``: one shapely intersection per ray and piece, every pair of
bystanders tested with ``touching``) on random tables: heights, blocking pieces, doors open and
closed, flat tops under either figure, cover classes, friends and enemies, touching pairs of
every size, viewers up on towers, large targets, both rule systems.

Pieces are rotated boxes with coordinates on a 5 mm lattice, so rays run along edges and
through corners often (the grazing cases), and L-shaped outlines, where a ray leaves and enters
a piece again.
"""

from __future__ import annotations

import math

from hypothesis import given
from hypothesis import strategies as st

from editor.model import CoverClass, DoorState, Side
from editor.table.sight import line_of_sight, lines_of_sight
from tests.table.builders import D20, EIS, fig, piece, terrain
from tests.table.reference_sight import reference_line_of_sight

lattice = st.integers(0, 100).map(lambda k: 5.0 * k)


@st.composite
def outlines(draw, near):
    """An outline anywhere, or about a point of ``near`` (on the line between the figures)."""
    w, h = draw(st.integers(1, 24)) * 5.0, draw(st.integers(1, 24)) * 5.0
    if draw(st.booleans()):
        x, y = draw(lattice), draw(lattice)
    else:
        (ax, ay), (bx, by) = near
        s = draw(st.sampled_from([0.1, 0.3, 0.5, 0.7, 0.9, 1.0]))
        x = 5.0 * round((ax + s * (bx - ax) - w / 2) / 5)
        y = 5.0 * round((ay + s * (by - ay) - h / 2) / 5)
    shape = draw(st.sampled_from(["box", "turned", "ell"]))
    if shape == "box":
        return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))
    if shape == "ell":
        return ((x, y), (x + w, y), (x + w, y + h / 2), (x + w / 2, y + h / 2),
                (x + w / 2, y + h), (x, y + h))
    turn = draw(st.sampled_from([0.3, math.pi / 4, 1.1, 2.0]))
    corners = ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))
    return tuple(
        (round(x + a * math.cos(turn) - b * math.sin(turn), 2),
         round(y + a * math.sin(turn) + b * math.cos(turn), 2))
        for a, b in corners
    )


@st.composite
def pieces(draw, index, near):
    return piece(
        f"p{index}",
        draw(outlines(near)),
        cover=draw(st.sampled_from(list(CoverClass))),
        height=draw(st.sampled_from([0.0, 5.0, 15.0, 27.0, 30.0, 60.0])),
        blocks_los=draw(st.booleans()) and draw(st.booleans()),
        flat_top=draw(st.booleans()),
        door=draw(st.sampled_from([None, None, DoorState.OPEN, DoorState.CLOSED])),
    )


@st.composite
def figures(draw, fid):
    return fig(
        fid,
        draw(lattice),
        draw(lattice),
        side=draw(st.sampled_from([Side.HERO, Side.VILLAIN])),
        base=draw(st.sampled_from([25.0, 25.0, 40.0, 60.0])),
        height=draw(st.sampled_from([30.0, 30.0, 50.0])),
        elevation=draw(st.sampled_from([0.0, 0.0, 30.0, 60.0])),
    )


@st.composite
def touching_partner(draw, other, fid):
    """A figure whose base touches ``other``'s (exactly, or within the tolerance), in a
    random direction."""
    base = draw(st.sampled_from([25.0, 40.0]))
    angle = draw(st.sampled_from([0.0, math.pi / 2, math.pi / 3, 2.5]))
    gap = draw(st.sampled_from([0.0, 0.25, 0.5, 0.75]))
    reach = other.radius_mm + base / 2 + gap
    x = other.position[0] + reach * math.cos(angle)
    y = other.position[1] + reach * math.sin(angle)
    return fig(fid, x, y, side=draw(st.sampled_from([Side.HERO, Side.VILLAIN])), base=base)


@st.composite
def tables(draw):
    viewer = draw(figures("viewer"))
    target = draw(figures("target"))
    count = draw(st.integers(0, 8))
    line = (viewer.position, target.position)
    board = terrain(*(draw(pieces(i, line)) for i in range(count)))
    if draw(st.booleans()):  # the target just behind a touching pair, on the line
        dx, dy = target.position[0] - viewer.position[0], target.position[1] - viewer.position[1]
        first = fig("pair-a", viewer.position[0] + dx / 2, viewer.position[1] + dy / 2,
                    side=Side.VILLAIN)
        others = [first, draw(touching_partner(first, "pair-b"))]
    else:
        others = []
    for i in range(draw(st.integers(0, 6))):
        others.append(draw(figures(f"o{i}")))
        if draw(st.booleans()):
            others.append(draw(touching_partner(others[-1], f"t{i}")))
    if draw(st.booleans()):
        others += [viewer, target]
    return board, viewer, target, others


@given(tables(), st.sampled_from([D20, EIS]))
def test_the_fast_sight_is_that_of_the_reference(drawn, rules):
    board, viewer, target, others = drawn
    fast = line_of_sight(board, viewer, target, others, rules)
    assert fast == reference_line_of_sight(board, viewer, target, others, rules)


@given(tables())
def test_the_fast_sight_is_that_of_the_reference_from_the_target_too(drawn):
    board, viewer, target, others = drawn
    fast = line_of_sight(board, target, viewer, others, D20)
    assert fast == reference_line_of_sight(board, target, viewer, others, D20)


@st.composite
def pairs_on_the_line(draw):
    """Viewer and target on the ground, a touching pair of enemies of the viewer across the
    line between them, bases of every size (a larger target is not hidden by a pair)."""
    viewer = fig("viewer", draw(lattice), draw(lattice), base=draw(st.sampled_from([25.0, 40.0])))
    target = fig("target", draw(lattice), draw(lattice), side=Side.VILLAIN,
                 base=draw(st.sampled_from([25.0, 40.0, 60.0])))
    s = draw(st.sampled_from([0.2, 0.5, 0.8]))
    (ax, ay), (bx, by) = viewer.position, target.position
    first = fig("pair-a", ax + s * (bx - ax), ay + s * (by - ay), side=Side.VILLAIN,
                base=draw(st.sampled_from([25.0, 40.0, 60.0])))
    return terrain(), viewer, target, [first, draw(touching_partner(first, "pair-b"))]


@given(pairs_on_the_line())
def test_the_fast_sight_judges_touching_pairs_as_the_reference(drawn):
    board, viewer, target, others = drawn
    fast = line_of_sight(board, viewer, target, others, D20)
    assert fast == reference_line_of_sight(board, viewer, target, others, D20)


@given(tables(), st.lists(st.tuples(lattice, lattice, st.sampled_from([25.0, 40.0])),
                          max_size=5))
def test_the_lines_to_several_targets_at_once_are_each_that_of_the_reference(drawn, more):
    """A viewer's lines to all its enemies, tested together, each as the reference says
    (targets anywhere: behind pieces, on the viewer's own place, in the other figures)."""
    board, viewer, target, others = drawn
    targets = [target, *(fig(f"x{i}", x, y, side=Side.VILLAIN, base=base)
                         for i, (x, y, base) in enumerate(more)), *others[:2]]
    if more:
        targets.append(fig("here", *viewer.position, side=Side.VILLAIN))
    found = lines_of_sight(board, viewer, targets, others, D20)
    assert found == [reference_line_of_sight(board, viewer, t, others, D20) for t in targets]
