"""Reading order (AMB-7), shared by zone markers and table places."""

from editor.model.reading import in_reading_order


def test_rows_from_the_top_then_left_to_right_within_the_tolerance():
    # b is 12 mm below a: one row with 25 mm, so b (x 300) reads before a (x 500); c is a row of its own.
    located = [(500.0, 100.0, "a"), (300.0, 112.0, "b"), (100.0, 200.0, "c")]
    assert in_reading_order(located, 25.0) == ["b", "a", "c"]
    assert in_reading_order(located, 0.0) == ["a", "b", "c"]


def test_a_row_is_measured_from_its_topmost_entry_and_equal_places_read_by_key():
    # 0, 20, 40: with 25 mm the row from y 0 takes y 20 but not y 40 (40 - 0 > 25).
    located = [(9.0, 40.0, "far"), (5.0, 20.0, "mid"), (7.0, 0.0, "top"), (5.0, 20.0, "a-twin")]
    assert in_reading_order(located, 25.0) == ["a-twin", "mid", "top", "far"]
    assert in_reading_order([], 5.0) == []
