"""Where things go on a free table while it is edited (PRODUCT §2b: millimetres, origin top
left, y down): snapping to pieces and the table's edge, what stands on the table, where a
piece's name goes, and which way a figure faces (0° up, clockwise)."""

from __future__ import annotations

import shapely

from editor.model.table import FreeTable, TerrainPiece
from editor.table.placing import (
    corner_near,
    facing_towards,
    on_table,
    piece_anchor,
    piece_on_table,
    snap_angle,
    snap_on_table,
    tag_anchor,
)

CRATES = ((600.0, 250.0), (680.0, 250.0), (680.0, 330.0), (600.0, 330.0))
WALL = ((680.0, 330.0), (760.0, 330.0), (760.0, 340.0), (680.0, 340.0))
TABLE = FreeTable(1200.0, 800.0, terrain=(TerrainPiece("crates", CRATES), TerrainPiece("wall", WALL)))


def test_corners_snap_to_pieces_then_their_edges_then_the_table_edge():
    assert snap_on_table(TABLE, (683.0, 327.0), 8.0).point == (680.0, 330.0)
    on_edge = snap_on_table(TABLE, (640.0, 333.0), 8.0)
    assert (on_edge.point, on_edge.kind) == ((640.0, 330.0), "edge")
    snap = snap_on_table(TABLE, (1195.0, 600.0), 8.0)
    assert (snap.point, snap.kind) == ((1200.0, 600.0), "table")
    assert snap_on_table(TABLE, (800.0, 600.0), 8.0).kind == "free"
    corner = snap_on_table(TABLE, (3.0, 797.0), 8.0)
    assert (corner.point, corner.kind) == ((0.0, 800.0), "vertex")  # the table's own corner
    assert snap_on_table(TABLE, (601.0, 251.0), 8.0, skip_piece="crates").kind == "free"


def test_the_corner_picked_is_the_selected_piece_first():
    assert corner_near(TABLE, (681.0, 331.0), 4.0) == ("crates", 2)
    assert corner_near(TABLE, (681.0, 331.0), 4.0, first="wall") == ("wall", 0)
    assert corner_near(TABLE, (900.0, 500.0), 4.0) is None


def test_what_counts_as_on_the_table():
    assert on_table(TABLE, (0.0, 0.0)) and on_table(TABLE, (1200.0, 800.0))
    assert not on_table(TABLE, (-0.1, 10.0)) and not on_table(TABLE, (10.0, 800.1))
    square = ((-20.0, -20.0), (0.0, -20.0), (0.0, 0.0), (-20.0, 0.0))
    assert not piece_on_table(TABLE, square)  # touching a corner is not lying on the table
    assert piece_on_table(TABLE, tuple((x + 10, y + 10) for x, y in square))
    bow_tie = ((10.0, 10.0), (50.0, 50.0), (50.0, 10.0), (10.0, 50.0))
    assert piece_on_table(TABLE, bow_tie)  # an invalid outline does not crash


def test_a_name_goes_inside_its_piece_or_at_the_centre_of_a_degenerate_one():
    x, y = piece_anchor(CRATES)
    assert shapely.Polygon(CRATES).contains(shapely.Point(x, y))
    assert piece_anchor(((0.0, 0.0), (10.0, 0.0), (20.0, 0.0))) == (10.0, 0.0)


def _covers(point, tag, base) -> bool:
    """Whether a tag of size ``tag`` centred on ``point`` covers part of ``base``."""
    box = shapely.box(point[0] - tag[0] / 2, point[1] - tag[1] / 2,
                      point[0] + tag[0] / 2, point[1] + tag[1] / 2)
    return box.intersects(shapely.Point(base[0]).buffer(base[1]))


def test_a_name_clear_of_figures_stays_where_it_was():
    far = ((100.0, 100.0), 12.5)
    assert tag_anchor(CRATES, [far], (60.0, 14.0)) == piece_anchor(CRATES)
    assert tag_anchor(CRATES, [], (60.0, 14.0)) == piece_anchor(CRATES)


def test_a_name_moves_off_the_figure_standing_on_its_piece():
    """A figure in the middle of the crates (80 × 80 mm): the name goes to the part of the
    piece farthest from it, still inside the piece and covering no base."""
    tag, base = (30.0, 12.0), ((640.0, 290.0), 12.5)
    point = tag_anchor(CRATES, [base], tag)
    assert shapely.Polygon(CRATES).contains(shapely.Point(point))
    assert not _covers(point, tag, base)


def test_a_piece_its_figure_fills_has_its_name_above_it():
    """The watchtower (40 × 40 mm) with a 25 mm figure on top: no room inside, so the name
    goes just above the tower; below it when another figure stands above."""
    tower = ((280.0, 640.0), (320.0, 640.0), (320.0, 680.0), (280.0, 680.0))
    tag, on_top = (60.0, 14.0), ((300.0, 660.0), 12.5)
    point = tag_anchor(tower, [on_top], tag)
    assert point[1] < 640.0 and not _covers(point, tag, on_top)
    above = ((300.0, 625.0), 12.5)
    point = tag_anchor(tower, [on_top, above], tag)
    assert point[1] > 680.0 and not any(_covers(point, tag, b) for b in (on_top, above))


def test_facing_follows_the_model_convention():
    centre = (100.0, 100.0)
    assert facing_towards(centre, (100.0, 50.0)) == 0.0
    assert facing_towards(centre, (150.0, 100.0)) == 90.0
    assert facing_towards(centre, (100.0, 150.0)) == 180.0
    assert facing_towards(centre, (50.0, 100.0)) == 270.0


def test_a_facing_snaps_to_its_step_and_stays_under_360():
    assert snap_angle(8.0) == 15.0 and snap_angle(353.0) == 0.0
    assert snap_angle(37.0, 5.0) == 35.0
