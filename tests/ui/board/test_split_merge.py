"""Split and merge: one undo step each, shared edges kept exact, references rewritten, and a
refused gesture leaves no step but a message."""

from __future__ import annotations

import shapely
from PySide6.QtCore import Qt

from editor.documents.commands import SetValue
from editor.model.board import Border, BorderKind, LosOverride, Zone
from editor.model.mission import Figure, Objective
from editor.model.units import Side
from editor.ui.board.scene import BoardScene
from editor.ui.board.split_merge_tools import MergeStrip, MergeZonesTool, SplitZoneTool
from editor.ui.board.tools import SelectTool
from tests.ui.board.gestures import at, board_document, drag, one_step, square

SHIFT = Qt.KeyboardModifier.ShiftModifier


def _area(polygon) -> float:
    return shapely.Polygon(polygon).area


def _refused(document, tool, gesture) -> list[str]:
    messages: list[str] = []
    tool.message.connect(messages.append)
    before = document.scenario
    gesture()
    assert document.scenario is before and len(document.history) == 0
    assert [m for m in messages if m]
    return messages


def _two_zones(**kwargs):
    return board_document(
        Zone("a", polygon=square(0, 0), elevation=1, difficult=True, **kwargs),
        Zone("b", polygon=square(100, 0)),
    )


def test_split_by_a_dragged_line_is_one_step_and_shares_the_cut_with_the_neighbour(qtbot):
    document = _two_zones(los_marker=(20.0, 20.0))
    tool = SplitZoneTool(document, BoardScene(document))

    def gesture():
        # from outside, to the shared edge (snapped onto it from 1 mm away)
        drag(tool, (-10, 50), (99, 50), pixels_per_mm=4.0)
        board = document.scenario.board
        assert [z.id for z in board.zones] == ["a", "zone-1", "b"]
        kept, new = board.zone("a"), board.zone("zone-1")
        assert _area(kept.polygon) == _area(new.polygon) == 5000.0
        assert kept.los_marker == (20.0, 20.0)  # the part holding the marker keeps the zone
        assert shapely.Polygon(new.polygon).contains(shapely.Point(new.los_marker))
        assert (new.elevation, new.difficult, new.reinforcement) == (1, True, False)
        assert (100.0, 50.0) in board.zone("b").polygon  # no T-junction left on the neighbour
        pairs = {frozenset((x.a, x.b)) for x in board.borders}
        assert pairs == {frozenset(p) for p in (("a", "zone-1"), ("a", "b"), ("zone-1", "b"))}
        assert document.history.undo_label() == "board.split_zone"

    one_step(document, gesture)


def test_the_new_part_inherits_the_border_settings_it_took_over(qtbot):
    document = _two_zones(los_marker=(20.0, 20.0))
    door = Border("b", "a", BorderKind.DOOR, cost_ab=2)
    document.execute(SetValue(("board", "borders"), (door,)))
    tool = SplitZoneTool(document, BoardScene(document))
    tool.split((50.0, -10.0), (50.0, 110.0))
    board = document.scenario.board
    borders = {frozenset((x.a, x.b)): x for x in board.borders}
    # the right half (the new zone: the marker is on the left) now touches b, with the door
    new_id = next(z.id for z in board.zones if z.id not in ("a", "b"))
    assert borders[frozenset(("b", new_id))] == Border("b", new_id, BorderKind.DOOR, cost_ab=2)
    assert borders[frozenset(("a", new_id))].kind is BorderKind.OPEN


def test_split_refuses_a_line_that_does_not_cross_a_zone(qtbot):
    document = _two_zones()
    tool = SplitZoneTool(document, BoardScene(document))
    _refused(document, tool, lambda: drag(tool, (20, 20), (80, 80)))
    _refused(document, tool, lambda: drag(tool, (300, 20), (350, 80)))


def test_split_refuses_a_line_that_cuts_two_zones(qtbot):
    document = _two_zones()
    tool = SplitZoneTool(document, BoardScene(document))
    messages = _refused(document, tool, lambda: drag(tool, (-10, 50), (210, 50)))
    assert "several" in messages[-1]


def _merge_document():
    document = board_document(
        Zone("a", polygon=square(0, 0)),
        Zone("b", polygon=square(100, 0), reinforcement=True),
        Zone("c", polygon=square(0, 100)),
        Zone("far", polygon=square(300, 0)),
    )
    scenario = document.scenario
    figures = (Figure("f1", "u", Side.HERO, zone="b"), Figure("f2", "u", Side.HERO, zone="c"))
    objectives = (Objective("o1", Side.VILLAIN, zone="b"),)
    overrides = (
        LosOverride("b", "c", False),
        LosOverride("a", "b", True),
        LosOverride("c", "far", True),
    )
    board = scenario.board
    document.execute(SetValue(("figures",), figures))
    document.execute(SetValue(("objectives",), objectives))
    document.execute(SetValue(("board", "los_overrides"), overrides))
    wall = Border("b", "far", BorderKind.WALL, derived=False)
    document.execute(SetValue(("board", "borders"), (wall, Border("a", "b"), Border("a", "c"))))
    document.history.clear()
    assert board is not document.scenario.board
    return document


def test_merge_is_one_step_and_rewrites_the_references(qtbot):
    document = _merge_document()
    tool = MergeZonesTool(document, BoardScene(document))

    def gesture():
        assert tool.merge(["a", "b"])
        board = document.scenario.board
        assert [z.id for z in board.zones] == ["a", "c", "far"]
        merged = board.zone("a")
        assert _area(merged.polygon) == 20000.0 and merged.reinforcement
        assert (100.0, 100.0) in merged.polygon  # c's corner stays shared
        scenario = document.scenario
        assert [f.zone for f in scenario.figures] == ["a", "c"]
        assert [o.zone for o in scenario.objectives] == ["a"]
        assert board.los_overrides == (LosOverride("a", "c", False), LosOverride("c", "far", True))
        assert Border("a", "far", BorderKind.WALL, derived=False) in board.borders
        assert all({x.a, x.b} <= {"a", "c", "far"} for x in board.borders)
        assert document.history.undo_label() == "board.merge_zones"

    one_step(document, gesture)


def test_merge_refuses_zones_that_do_not_share_an_edge(qtbot):
    document = _merge_document()
    tool = MergeZonesTool(document, BoardScene(document))
    _refused(document, tool, lambda: tool.merge(["a", "far"]))
    _refused(document, tool, lambda: tool.merge(["b", "c"]))  # they touch at a corner only
    _refused(document, tool, lambda: tool.merge(["a"]))


def test_merge_ignores_zones_selected_before_it_was_activated(qtbot):
    document = _merge_document()
    scene = BoardScene(document)
    select = SelectTool(document, scene)
    select.press(at(50, 50))
    select.release(at(50, 50))
    select.press(at(50, 150, modifiers=SHIFT))
    select.release(at(50, 150, modifiers=SHIFT))
    assert scene.selected_keys() == [("zone", "a"), ("zone", "c")]
    tool = MergeZonesTool(document, scene)
    strip = tool.options_strip()
    qtbot.addWidget(strip)
    assert isinstance(strip, MergeStrip)
    tool.activate()
    assert scene.selected_keys() == [] and not strip.merge_button.isEnabled()
    tool.press(at(150, 50))  # b first: b is kept
    tool.press(at(50, 150))  # a click adds c, a second click drops it
    tool.press(at(50, 150))
    tool.press(at(50, 50))
    assert scene.selected_keys() == [("zone", "b"), ("zone", "a")]
    assert "2" in strip.count.text() and strip.merge_button.isEnabled()

    def gesture():
        assert tool.key(Qt.Key.Key_Return)
        assert [z.id for z in document.scenario.board.zones] == ["b", "c", "far"]

    one_step(document, gesture)
    assert scene.selected_keys() == [("zone", "b")] and tool.picked() == ["b"]
    assert not strip.merge_button.isEnabled()


def test_merge_after_drawing_merges_only_the_zones_clicked(qtbot):
    from editor.ui.board.editor_widget import BoardEditor

    document = board_document()
    editor = BoardEditor(document)
    qtbot.addWidget(editor)
    editor.set_tool("draw_zone")
    draw = editor.view.tool
    for x in (0, 100, 200):
        for point in ((x, 0), (x + 100, 0), (x + 100, 100), (x, 100)):
            draw.press(at(*point))
            draw.release(at(*point))
        draw.key(Qt.Key.Key_Return)
    assert [z.id for z in document.scenario.board.zones] == ["zone-1", "zone-2", "zone-3"]
    assert editor.scene.selected_keys() == [("zone", "zone-3")]  # the zone just drawn
    editor.set_tool("merge")
    merge = editor.view.tool
    assert isinstance(merge, MergeZonesTool) and merge.picked() == []
    merge.press(at(50, 50))
    merge.press(at(150, 50))

    def gesture():
        assert merge.key(Qt.Key.Key_Return)
        board = document.scenario.board
        assert [z.id for z in board.zones] == ["zone-1", "zone-3"]
        assert _area(board.zone("zone-1").polygon) == 20000.0
        assert _area(board.zone("zone-3").polygon) == 10000.0

    one_step(document, gesture)
    editor.los_worker.wait()


def test_merge_forgets_a_stored_los_table_naming_the_merged_away_zone(qtbot):
    from editor.board.los import compute_los_table

    document = _merge_document()
    board = document.scenario.board
    document.execute(
        SetValue(("board", "los"), compute_los_table(board, document.scenario.options.los))
    )
    tool = MergeZonesTool(document, BoardScene(document))
    assert tool.merge(["a", "b"])
    assert document.scenario.board.los is None  # "b" is gone; saving derives the table again
    document.undo()
    assert document.scenario.board.los is not None
