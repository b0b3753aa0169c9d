"""Line of sight in three dimensions and cover: D20 «Le Champ de vision» and «Les Couverts».

The viewer stands at (100, 450) and the target at (400, 450), both 25 mm bases and 30 mm high
figures. The five columns run along y = 437.5, 443.75, 450, 456.25 and 462.5; the viewer's eyes
are at 0.9 × 30 = 27 mm, the target's rows at 0, 7.5, 15, 22.5 and 30 mm. At the fraction t of
the way (t = (x - 100) / 300), the line to a row of height h is at 27 + (h - 27) t; from a
60 mm tower, at 87 + (h - 87) t. Every expected value below is worked out from these lines.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.model import CoverClass, DoorState, MovementEffect, Side
from editor.table.sight import SAMPLES, SightRule, line_of_sight, sight_rays
from tests.table.builders import D20, EIS, fig, piece, rect, terrain

VIEWER = fig("viewer", 100, 450, facing=90)
TOWER_VIEWER = fig("viewer", 100, 450, facing=90, elevation=60)
TOWER = piece("tower", rect(80, 430, 120, 470), height=60, movement=MovementEffect.CLIMB,
              flat_top=True, cover=CoverClass.LIGHT)
TARGET = fig("target", 400, 450, side=Side.VILLAIN)
ROW = 5
"""Samples per column (one per row) and per row (one per column)."""


def sight(*pieces, others=(), viewer=VIEWER, target=TARGET, rules=D20):
    return line_of_sight(terrain(*pieces), viewer, target, others, rules)


def test_the_columns_run_flank_to_flank_between_the_bases():
    rays = sight_rays(VIEWER, TARGET)
    assert [r.coords[0][1] for r in rays] == [437.5, 443.75, 450.0, 456.25, 462.5]
    assert all(r.coords[0][0] == 100 and r.coords[1][0] == 400 for r in rays)


def test_an_open_table_shows_the_whole_figure():
    seen = sight()
    assert seen.clear and seen.visible == SAMPLES == 25 and seen.visible_fraction == 1
    assert seen.rule is SightRule.WHOLE
    assert (seen.blocking_pieces, seen.blocking_figures, seen.cover) == ((), (), CoverClass.NONE)


def test_a_piece_marked_as_blocking_hides_at_any_height():
    smoke = piece("smoke", rect(240, 400, 260, 500), blocks_los=True)
    for viewer in (VIEWER, TOWER_VIEWER):
        seen = sight(smoke, TOWER, viewer=viewer)
        assert seen.visible == 0 and not seen.clear and seen.blocking_pieces == ("smoke",)


@pytest.mark.parametrize(
    ("height", "visible", "clear"),
    [
        # the lines cross x = 240..260 no lower than 12.6, 16.6, 20.6, 24.6 and 28.4 mm
        (12.0, 25, True),
        (20.0, 15, True),  # feet and knees hidden, head and shoulders seen
        (25.0, 5, False),  # only the top row: head and shoulders do not show
        (29.0, 0, False),
    ],
)
def test_a_piece_hides_what_passes_below_its_top(height, visible, clear):
    seen = sight(piece("wall", rect(240, 400, 260, 500), height=height))
    assert (seen.visible, seen.clear) == (visible, clear)


def test_from_the_watch_tower_a_figure_behind_a_low_wall_is_seen():
    """A 25 mm wall at x = 370..380, just in front of the target. From the ground the lines
    pass it no lower than 1.8, 8.8, 15.8, 22.8 and 29.7 mm: only the top of the head shows.
    From the 60 mm tower, no lower than 5.8, 12.8, 19.8, 26.8 and 33.8 mm: the head and
    shoulders clear it ("sa tête et ses épaules dépassent d'un couvert")."""
    wall = piece("wall", rect(370, 400, 380, 500), height=25, cover=CoverClass.MEDIUM)
    ground = sight(wall, TOWER)
    assert (ground.visible, ground.head_and_shoulders, ground.clear) == (ROW, False, False)
    tower = sight(wall, TOWER, viewer=TOWER_VIEWER)
    assert (tower.visible, tower.head_and_shoulders, tower.clear) == (2 * ROW, True, True)
    assert tower.rule is SightRule.HEAD_AND_SHOULDERS and tower.visible_fraction == 0.4
    assert tower.cover is CoverClass.MEDIUM
    assert tower.blocking_pieces == ("wall",)  # the tower under the viewer hides nothing


@pytest.mark.parametrize(
    ("y0", "visible", "clear"),
    [(440.0, 1 * ROW, False), (450.0, 3 * ROW, True), (452.0, 3 * ROW, True),
     (456.25, 4 * ROW, True)],
    ids=["most of the band", "from the middle column (grazing)", "past the middle",
         "grazing a flank column"],
)
def test_behind_a_cover_higher_than_the_figure_more_than_half_the_cylinder_must_show(
    y0, visible, clear
):
    """«Quand le couvert est plus haut que la figurine, on considère un cylindre qui prolonge le
    socle. Si plus de la moitié du cylindre est vue, on peut tirer»."""
    seen = sight(piece("wall", rect(370, y0, 380, 600), height=40, cover=CoverClass.MEDIUM))
    assert (seen.visible, seen.clear) == (visible, clear)
    if clear and visible < SAMPLES:
        assert seen.rule is SightRule.MORE_THAN_HALF and seen.cover is CoverClass.MEDIUM


def test_a_large_figure_is_a_target_when_any_part_of_it_shows():
    """Two 40 mm bases: the columns run along y = 430 ... 470; a tall wall from y = 445 hides
    three of them. Two columns of five samples show: 10 of 25."""
    viewer = fig("viewer", 100, 450, base=40)
    big = fig("big", 400, 450, side=Side.VILLAIN, base=40)
    wall = piece("wall", rect(370, 445, 380, 600), height=100, cover=CoverClass.HEAVY)
    seen = sight(wall, viewer=viewer, target=big)
    assert (seen.visible, seen.large, seen.clear, seen.rule) == (
        10, True, True, SightRule.LARGE_FIGURE)
    assert not sight(wall, viewer=viewer, target=big, rules=replace(D20, large_base_mm=50)).clear
    assert not sight(wall, viewer=viewer, target=big, rules=EIS).clear  # no such rule there


def test_a_piece_under_either_figure_does_not_hide_their_line():
    assert sight(piece("ruin", rect(50, 400, 150, 500), blocks_los=True)).clear
    assert sight(piece("wood", rect(390, 400, 450, 500), blocks_los=True)).clear


def test_a_closed_door_hides_at_any_height_and_an_open_one_hides_nothing():
    def door(state):
        return piece("door", rect(240, 400, 260, 500), height=30, door=state)

    assert sight(door(DoorState.CLOSED), TOWER, viewer=TOWER_VIEWER).visible == 0
    assert sight(door(DoorState.OPEN)).visible == SAMPLES


def test_a_friend_of_the_viewer_on_the_line_hides_what_passes_below_its_head():
    """The friend's base at (250, 450) meets the three middle columns (the flanks graze it);
    halfway, the lines are at 13.5 to 28.5 mm, under its 30 mm head; from the tower, at
    43.5 mm and more, over it."""
    friend = fig("friend", 250, 450, side=VIEWER.side)
    seen = sight(others=[friend])
    assert seen.visible == 2 * ROW and not seen.clear and seen.blocking_figures == ("friend",)
    assert sight(TOWER, others=[friend], viewer=TOWER_VIEWER).visible == SAMPLES


def test_a_single_enemy_base_hides_nothing():
    assert sight(others=[fig("foe", 250, 450, side=Side.VILLAIN)]).visible == SAMPLES


def test_two_touching_bases_hide_a_same_size_base_behind_them():
    pair = [fig("a", 250, 437.5, side=Side.VILLAIN), fig("b", 250, 462.5, side=Side.NEUTRAL)]
    seen = sight(others=pair)
    assert seen.visible == 0  # the middle column passes exactly where they touch
    assert seen.blocking_figures == ("a", "b")


def test_bases_with_a_gap_between_them_leave_the_middle_column():
    apart = [fig("a", 250, 435.0, side=Side.VILLAIN), fig("b", 250, 465.0, side=Side.VILLAIN)]
    assert sight(others=apart).visible == SAMPLES  # enemies, not touching: no screen
    friends = [fig("a", 250, 435.0), fig("b", 250, 465.0)]
    assert sight(others=friends).visible == ROW


def test_touching_bases_do_not_hide_a_larger_base():
    pair = [fig("a", 250, 437.5, side=Side.VILLAIN), fig("b", 250, 462.5, side=Side.VILLAIN)]
    big = fig("big", 400, 450, side=Side.VILLAIN, base=40)
    assert sight(others=pair, target=big).visible == SAMPLES


def test_the_viewer_and_target_in_the_others_are_ignored():
    assert sight(others=[VIEWER, TARGET]).visible == SAMPLES


def test_figures_in_the_same_place_see_each_other():
    seen = sight(target=fig("t", 100, 450))
    assert seen.clear and sight_rays(VIEWER, fig("t", 100, 450)) == ()


def test_a_low_hedge_next_to_the_target_covers_it_from_the_ground_only():
    """A 5 mm hedge at x = 370..380 hides the feet from the ground (lines at 1.8 mm) but
    nothing from the tower (5.8 mm): no cover from up there."""
    hedge = piece("hedge", rect(370, 400, 380, 500), cover=CoverClass.LIGHT, height=5)
    ground = sight(hedge)
    assert ground.clear and ground.visible == 4 * ROW and ground.cover is CoverClass.LIGHT
    tower = sight(hedge, TOWER, viewer=TOWER_VIEWER)
    assert tower.visible == SAMPLES and tower.cover is CoverClass.NONE


def test_cover_far_from_the_target_does_not_count():
    """Crates 15 mm high at x = 240..260 hide the feet (12.6 mm) but stand 140 mm from the
    target, beyond one base diameter of its base."""
    crates = piece("crates", rect(240, 400, 260, 500), cover=CoverClass.MEDIUM, height=15)
    seen = sight(crates)
    assert seen.visible == 4 * ROW and seen.cover is CoverClass.NONE


def test_the_best_cover_wins_and_what_the_target_stands_in_or_on_counts():
    hedge = piece("hedge", rect(370, 400, 380, 500), cover=CoverClass.LIGHT, height=10)
    trench = piece("trench", rect(385, 430, 420, 470), cover=CoverClass.HEAVY, height=30)
    seen = sight(hedge, trench)
    assert seen.cover is CoverClass.HEAVY and "trench" not in seen.blocking_pieces
    bunker = piece("bunker", rect(50, 400, 150, 500), cover=CoverClass.HEAVY)
    assert sight(bunker).cover is CoverClass.NONE  # under the viewer: it shields the viewer
    on_tower = fig("target", 400, 450, side=Side.VILLAIN, elevation=60)
    tower = piece("tower", rect(380, 430, 420, 470), height=60, flat_top=True,
                  cover=CoverClass.LIGHT, movement=MovementEffect.CLIMB)
    assert sight(tower, target=on_tower).cover is CoverClass.LIGHT


@pytest.mark.parametrize(
    ("cover", "bonus"),
    [(CoverClass.NONE, 0), (CoverClass.LIGHT, 1), (CoverClass.MEDIUM, 2), (CoverClass.HEAVY, 3)],
)
def test_cover_bonus_follows_the_rules(cover, bonus):
    assert D20.cover_bonus(cover) == bonus
    assert replace(D20, cover_bonuses=(2, 3, 5)).cover_bonus(cover) == (0, 2, 3, 5)[bonus]
    assert EIS.cover_bonus(cover) == 0


walls = st.lists(
    st.tuples(
        st.floats(0, 900),
        st.floats(0, 900),
        st.floats(5, 150),
        st.floats(5, 150),
        st.sampled_from([40.0, 80.0]),
        st.booleans(),
    ),
    max_size=6,
)
spots = st.tuples(st.floats(0, 1000), st.floats(0, 1000), st.floats(10, 60))


@settings(max_examples=60)
@given(walls, spots, spots)
def test_sight_past_pieces_taller_than_both_figures_is_symmetric(pieces, a, b):
    """Pieces higher than anyone hide whole columns, the same ones from either end."""
    board = terrain(
        *(
            piece(f"p{i}", rect(x, y, x + w, y + h), height=height, blocks_los=blocks)
            for i, (x, y, w, h, height, blocks) in enumerate(pieces)
        )
    )
    one, two = fig("one", a[0], a[1], base=a[2]), fig("two", b[0], b[1], base=b[2])
    there = line_of_sight(board, one, two, (), D20)
    back = line_of_sight(board, two, one, (), D20)
    assert there.visible == back.visible
    assert there.blocking_pieces == back.blocking_pieces
