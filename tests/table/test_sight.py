"""Line of sight between bases, the touching-bases rule, cover, and the frontal and rear arcs."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.model import CoverClass, RulesOptions, Side
from editor.model.options import D20Options
from editor.model.scenario import RuleSystem
from editor.table.sight import (
    SIGHT_RAYS,
    bearing_deg,
    cover_bonus,
    frontal_arc_deg,
    in_front_arc,
    in_rear_arc,
    line_of_sight,
    rear_attack_bonus,
    relative_bearing_deg,
    sees,
    sight_rays,
)
from tests.table.builders import fig, piece, rect, terrain

EIS = RuleSystem.EISDRACHEN
VIEWER = fig("viewer", 100, 450, facing=90)
TARGET = fig("target", 400, 450, side=Side.VILLAIN)
OPTIONS = RulesOptions()
# The five rays run along y = 437.5, 443.75, 450, 456.25 and 462.5.


def sight(*pieces, others=(), viewer=VIEWER, target=TARGET):
    return line_of_sight(terrain(*pieces), viewer, target, others)


def test_rays_run_flank_to_flank_between_the_bases():
    rays = sight_rays(VIEWER, TARGET)
    assert len(rays) == SIGHT_RAYS
    assert [r.coords[0][1] for r in rays] == [437.5, 443.75, 450.0, 456.25, 462.5]
    assert all(r.coords[0][0] == 100 and r.coords[1][0] == 400 for r in rays)


def test_an_open_table_gives_a_clear_view_without_cover():
    seen = sight()
    assert seen.clear and seen.clear_rays == SIGHT_RAYS and seen.visible_fraction == 1
    assert (seen.blocking_pieces, seen.blocking_figures, seen.cover) == ((), (), CoverClass.NONE)


def test_a_piece_marked_as_blocking_hides_whatever_its_height():
    seen = sight(piece("smoke", rect(240, 400, 260, 500), blocks_los=True))
    assert not seen.clear and seen.clear_rays == 0
    assert seen.blocking_pieces == ("smoke",)


@pytest.mark.parametrize(
    ("height", "clear"),
    [(29.9, True), (30.0, False), (45.0, False)],
    ids=["lower than the figure", "exactly as high", "higher"],
)
def test_a_piece_hides_a_figure_no_taller_than_itself(height, clear):
    assert sight(piece("wall", rect(240, 400, 260, 500), height=height)).clear is clear


@pytest.mark.parametrize(
    ("y0", "clear_rays"),
    [(440.0, 1), (450.0, 3), (451.0, 3), (456.25, 4)],
    ids=[
        "most of the band",
        "from the middle ray (grazing)",
        "past the middle",
        "grazing a flank ray",
    ],
)
def test_more_than_half_the_cylinder_must_be_seen(y0, clear_rays):
    seen = sight(piece("wall", rect(240, y0, 260, 600), blocks_los=True))
    assert seen.clear_rays == clear_rays
    assert seen.clear is (clear_rays >= 3)


def test_a_piece_under_either_figure_does_not_block_their_line():
    assert sight(piece("ruin", rect(50, 400, 150, 500), blocks_los=True)).clear
    assert sight(piece("wood", rect(390, 400, 450, 500), blocks_los=True)).clear


def test_a_friend_of_the_viewer_on_the_line_blocks():
    friend = fig("friend", 250, 450, side=VIEWER.side)
    seen = sight(others=[friend])
    assert seen.clear_rays == 2  # the two flank rays only graze its base
    assert not seen.clear and seen.blocking_figures == ("friend",)


def test_a_single_enemy_base_blocks_nothing():
    assert sight(others=[fig("foe", 250, 450, side=Side.VILLAIN)]).clear_rays == SIGHT_RAYS


def test_two_touching_bases_hide_a_same_size_base_behind_them():
    pair = [fig("a", 250, 437.5, side=Side.VILLAIN), fig("b", 250, 462.5, side=Side.NEUTRAL)]
    seen = sight(others=pair)
    assert seen.clear_rays == 0  # the middle ray passes exactly where they touch
    assert seen.blocking_figures == ("a", "b")


def test_bases_with_a_gap_between_them_leave_the_middle_ray():
    apart = [fig("a", 250, 435.0, side=Side.VILLAIN), fig("b", 250, 465.0, side=Side.VILLAIN)]
    assert sight(others=apart).clear_rays == SIGHT_RAYS  # enemies, not touching: no screen
    friends = [fig("a", 250, 435.0), fig("b", 250, 465.0)]
    assert sight(others=friends).clear_rays == 1


def test_touching_bases_do_not_hide_a_larger_base():
    pair = [fig("a", 250, 437.5, side=Side.VILLAIN), fig("b", 250, 462.5, side=Side.VILLAIN)]
    big = fig("big", 400, 450, side=Side.VILLAIN, base=40)
    assert sight(others=pair, target=big).clear_rays == SIGHT_RAYS


def test_the_viewer_and_target_in_the_others_are_ignored():
    assert sight(others=[VIEWER, TARGET]).clear_rays == SIGHT_RAYS


def test_figures_in_the_same_place_see_each_other():
    seen = sight(target=fig("t", 100, 450))
    assert seen.clear and sight_rays(VIEWER, fig("t", 100, 450)) == ()


def test_a_low_hedge_next_to_the_target_gives_light_cover():
    seen = sight(piece("hedge", rect(370, 400, 380, 500), cover=CoverClass.LIGHT, height=10))
    assert seen.clear and seen.cover is CoverClass.LIGHT


def test_a_high_wall_leaving_half_the_cylinder_still_covers():
    wall = piece("wall", rect(370, 452, 380, 500), cover=CoverClass.MEDIUM, height=40)
    seen = sight(wall)
    assert seen.clear_rays == 3 and seen.clear
    assert seen.cover is CoverClass.MEDIUM


def test_cover_far_from_the_target_does_not_count():
    crates = piece("crates", rect(240, 400, 260, 500), cover=CoverClass.MEDIUM, height=10)
    assert sight(crates).cover is CoverClass.NONE


def test_the_best_cover_wins_and_a_trench_under_the_target_counts():
    hedge = piece("hedge", rect(370, 400, 380, 500), cover=CoverClass.LIGHT, height=10)
    trench = piece("trench", rect(385, 430, 420, 470), cover=CoverClass.HEAVY)
    assert sight(hedge, trench).cover is CoverClass.HEAVY
    bunker = piece("bunker", rect(50, 400, 150, 500), cover=CoverClass.HEAVY)
    assert sight(bunker).cover is CoverClass.NONE  # under the viewer: it shields the viewer


@pytest.mark.parametrize(
    ("cover", "bonus"),
    [(CoverClass.NONE, 0), (CoverClass.LIGHT, 1), (CoverClass.MEDIUM, 2), (CoverClass.HEAVY, 3)],
)
def test_cover_bonus_follows_the_options(cover, bonus):
    assert cover_bonus(cover, D20Options()) == bonus
    assert cover_bonus(cover, D20Options(cover_bonus=(2, 3, 5))) == (0, 2, 3, 5)[bonus]


def at(figure, bearing, distance=100.0):
    """A point at ``bearing`` (0 = up, clockwise) from ``figure``."""
    x, y = figure.position
    angle = math.radians(bearing)
    return (x + distance * math.sin(angle), y - distance * math.cos(angle))


def test_bearings_are_clockwise_from_up_with_y_down():
    me = fig("me", 500, 500)
    assert bearing_deg(me.position, (500, 400)) == 0
    assert bearing_deg(me.position, (600, 500)) == 90
    assert bearing_deg(me.position, (500, 600)) == 180
    assert bearing_deg(me.position, (400, 500)) == 270
    facing_right = fig("me", 500, 500, facing=90)
    assert relative_bearing_deg(facing_right, (600, 500)) == 0
    assert relative_bearing_deg(facing_right, (400, 500)) == 180
    assert relative_bearing_deg(facing_right, (500, 400)) == -90


@pytest.mark.parametrize(
    ("bearing", "front"),
    [
        (0, True),
        (89.999, True),
        (90, True),
        (-90, True),
        (90.001, False),
        (-90.001, False),
        (180, False),
    ],
)
def test_the_180_degree_frontal_arc_includes_its_boundary(bearing, front):
    me = fig("me", 500, 500, facing=30)
    point = at(me, 30 + bearing)
    assert in_front_arc(me, point, 180) is front
    assert in_rear_arc(me, point, 180) is (not front)


def test_the_boundary_exactly_sideways_is_front():
    me = fig("me", 500, 500)
    assert in_front_arc(me, (600, 500), 180) and not in_rear_arc(me, (600, 500), 180)
    assert in_front_arc(me, (400, 500), 180) and not in_rear_arc(me, (400, 500), 180)
    assert in_front_arc(me, (500, 500), 180)  # its own place


def test_arc_width_comes_from_the_d20_option_and_eisdrachen_sees_all_around():
    wide = RulesOptions(d20=D20Options(frontal_arc_deg=240))
    me = fig("me", 500, 500)
    assert frontal_arc_deg(me, wide) == 240
    assert in_front_arc(me, at(me, 119), 240) and in_rear_arc(me, at(me, 121), 240)
    eis = fig("me", 500, 500, system=EIS)
    assert frontal_arc_deg(eis, OPTIONS) == 360
    assert in_front_arc(eis, at(eis, 180), 360) and not in_rear_arc(eis, at(eis, 180), 360)


def test_attacks_from_the_rear_arc_get_the_bonus():
    target = fig("t", 500, 500, facing=0, side=Side.VILLAIN)
    assert rear_attack_bonus(fig("a", 500, 600), target, OPTIONS) == 1
    assert rear_attack_bonus(fig("a", 600, 500), target, OPTIONS) == 0  # exactly sideways
    assert rear_attack_bonus(fig("a", 500, 400), target, OPTIONS) == 0
    bigger = RulesOptions(d20=D20Options(rear_attack_bonus=2))
    assert rear_attack_bonus(fig("a", 500, 600), target, bigger) == 2
    eis_target = fig("t", 500, 500, system=EIS)
    assert rear_attack_bonus(fig("a", 500, 600, system=EIS), eis_target, OPTIONS) == 0


def test_a_d20_figure_sees_only_in_its_frontal_arc():
    board = terrain()
    behind = fig("viewer", 100, 450, facing=270)
    assert line_of_sight(board, behind, TARGET).clear
    assert not sees(board, behind, TARGET, (), OPTIONS)
    assert sees(board, VIEWER, TARGET, (), OPTIONS)
    eis = fig("viewer", 100, 450, facing=270, system=EIS)
    assert sees(board, eis, TARGET, (), OPTIONS)


walls = st.lists(
    st.tuples(
        st.floats(0, 900),
        st.floats(0, 900),
        st.floats(5, 150),
        st.floats(5, 150),
        st.sampled_from([10.0, 30.0, 50.0]),
        st.booleans(),
    ),
    max_size=6,
)
spots = st.tuples(st.floats(0, 1000), st.floats(0, 1000), st.floats(10, 60))


@settings(max_examples=60)
@given(walls, spots, spots)
def test_sight_is_symmetric_without_bases_between_and_with_equal_heights(pieces, a, b):
    board = terrain(
        *(
            piece(f"p{i}", rect(x, y, x + w, y + h), height=height, blocks_los=blocks)
            for i, (x, y, w, h, height, blocks) in enumerate(pieces)
        )
    )
    one, two = fig("one", a[0], a[1], base=a[2]), fig("two", b[0], b[1], base=b[2])
    there, back = line_of_sight(board, one, two), line_of_sight(board, two, one)
    assert there.clear_rays == back.clear_rays
    assert there.blocking_pieces == back.blocking_pieces
