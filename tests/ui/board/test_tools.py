"""Each tool's scripted gesture is exactly one undo step, and undo restores the scenario."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from editor.model.board import Zone
from editor.model.text import Text
from editor.ui.board.draw_tools import DrawZoneTool, WallTool
from editor.ui.board.scene import BoardScene
from editor.ui.board.tools import LosMarkerTool, ReinforcementTool, SelectTool
from editor.ui.board.vertex_tool import EditVerticesTool
from tests.ui.board.gestures import at, board_document, drag, one_step, square


def test_select_drag_moves_a_zone_in_one_step(qtbot, one_zone_document):
    document = one_zone_document
    tool = SelectTool(document, BoardScene(document))

    def gesture():
        drag(tool, (50, 50), (80, 60), steps=8)
        assert document.scenario.board.zone("a").polygon[0] == (30.0, 10.0)

    one_step(document, gesture)


def test_select_drag_through_the_view_viewport(qtbot, editor):
    document = editor.document
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit_to_view()
    zone = document.scenario.board.zone("belfry")
    start = editor.view.mapFromScene(*zone.los_marker)
    viewport = editor.view.viewport()

    def gesture():
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for step in range(1, 6):
            QTest.mouseMove(viewport, start + QPoint(4 * step, 2 * step))
        QTest.mouseRelease(
            viewport,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            start + QPoint(20, 10),
        )
        assert document.scenario.board.zone("belfry").polygon != zone.polygon

    one_step(document, gesture)


def test_delete_key_removes_the_selected_zone_in_one_step(qtbot):
    document = board_document(Zone("a", polygon=square(0, 0)), Zone("b", polygon=square(100, 0)))
    scene = BoardScene(document)
    tool = SelectTool(document, scene)
    tool.press(at(50, 50))
    tool.release(at(50, 50))
    one_step(document, lambda: tool.key(Qt.Key.Key_Delete))


def test_draw_zone_closes_on_enter_in_one_step(qtbot, one_zone_document):
    document = one_zone_document
    tool = DrawZoneTool(document, BoardScene(document))

    def gesture():
        for point in ((150, 0), (250, 0), (250, 100), (150, 100)):
            tool.press(at(*point))
            tool.release(at(*point))
        assert len(document.history) == 0
        tool.key(Qt.Key.Key_Return)
        assert [z.id for z in document.scenario.board.zones] == ["a", "zone-1"]

    one_step(document, gesture)


def test_draw_zone_escape_cancels_without_a_step(qtbot, one_zone_document):
    document = one_zone_document
    scene = BoardScene(document)
    tool = DrawZoneTool(document, scene)
    for point in ((150, 0), (250, 0), (250, 100)):
        tool.press(at(*point))
    assert tool.key(Qt.Key.Key_Escape)
    assert not tool.vertices and len(document.history) == 0


def test_draw_zone_refuses_a_crossing_outline(qtbot, one_zone_document):
    document = one_zone_document
    tool = DrawZoneTool(document, BoardScene(document))
    messages = []
    tool.message.connect(messages.append)
    for point in ((150, 0), (250, 100), (250, 0), (150, 100)):
        tool.press(at(*point))
    tool.double_click(at(150, 100))
    assert len(document.history) == 0 and messages and len(tool.vertices) == 4


def test_edit_vertices_drag_moves_a_shared_corner_everywhere(qtbot):
    document = board_document(Zone("a", polygon=square(0, 0)), Zone("b", polygon=square(100, 0)))
    tool = EditVerticesTool(document, BoardScene(document))

    def gesture():
        drag(tool, (100, 100), (120, 110))
        board = document.scenario.board
        assert (120.0, 110.0) in board.zone("a").polygon
        assert (120.0, 110.0) in board.zone("b").polygon

    one_step(document, gesture)


def test_edit_vertices_insert_and_delete(qtbot):
    document = board_document(Zone("a", polygon=square(0, 0)), Zone("b", polygon=square(100, 0)))
    tool = EditVerticesTool(document, BoardScene(document))

    def insert():
        tool.double_click(at(101, 50))
        board = document.scenario.board
        assert (100.0, 50.0) in board.zone("a").polygon
        assert (100.0, 50.0) in board.zone("b").polygon

    one_step(document, insert)
    tool.double_click(at(101, 50))

    def delete():
        tool.press(at(100, 50, modifiers=Qt.KeyboardModifier.ShiftModifier))
        assert (100.0, 50.0) not in document.scenario.board.zone("a").polygon

    one_step(document, delete)


def test_wall_tool_draws_one_wall_in_one_step(qtbot, one_zone_document):
    document = one_zone_document
    tool = WallTool(document, BoardScene(document))

    def gesture():
        tool.press(at(0.5, 100.4))
        tool.press(at(60, 140))
        tool.double_click(at(60, 140))
        (wall,) = document.scenario.board.walls
        assert wall.points == ((0.0, 100.0), (60.0, 140.0))

    one_step(document, gesture)


def test_a_wall_is_selected_by_a_click_and_deleted_by_the_delete_key(qtbot):
    """A drawn wall could be neither selected nor deleted (only undone): the select tool
    picks the wall nearest the click before the border under it, and Delete removes it in one
    step, the border it covered going back to open."""
    from editor.editing.borders import AddWall
    from editor.editing.zones import RederiveBorders
    from editor.model.board import BorderKind

    document = board_document(
        Zone("a", Text.both("A"), square(0, 0)), Zone("b", Text.both("B"), square(100, 0))
    )
    document.execute(RederiveBorders())
    document.execute(AddWall([(100.0, 0.0), (100.0, 100.0)]))
    assert document.scenario.board.borders[0].kind is BorderKind.WALL
    scene = BoardScene(document)
    tool = SelectTool(document, scene)
    tool.press(at(101.0, 50.0))
    tool.release(at(101.0, 50.0))
    assert scene.selected_keys() == [("wall", "wall-1")]

    def delete():
        assert tool.key(Qt.Key.Key_Delete)
        assert document.scenario.board.walls == ()
        assert document.scenario.board.borders[0].kind is BorderKind.OPEN

    one_step(document, delete)


def test_los_marker_tool_drag_is_one_step_and_stays_inside(qtbot, one_zone_document):
    document = one_zone_document
    tool = LosMarkerTool(document, BoardScene(document))

    def gesture():
        drag(tool, (20, 20), (150, 150))
        assert document.scenario.board.zone("a").los_marker == (98.0, 98.0)  # the last point inside

    one_step(document, gesture)


def test_reinforcement_tool_toggles_in_one_step(qtbot):
    document = board_document(Zone("a", Text.both("A"), square(0, 0)))
    scene = BoardScene(document)
    tool = ReinforcementTool(document, scene)

    def gesture():
        tool.press(at(50, 50))
        tool.release(at(50, 50))
        assert document.scenario.board.zone("a").reinforcement
        assert scene.item_for(("zone", "a")).number == 1

    one_step(document, gesture)


def test_deleting_a_zone_leaves_nothing_pointing_at_it(qtbot):
    from dataclasses import replace

    from editor.documents.document import ScenarioDocument
    from editor.model.board import LosOverride
    from editor.model.validation import validate
    from editor.resources import SAMPLES_DIR
    from editor.store.portable import read_scenario

    scenario, _ = read_scenario(SAMPLES_DIR / "night-market")
    figure = scenario.figures[0]
    board = scenario.board
    other = next(z.id for z in board.zones if z.id != figure.zone)
    board = replace(board, los_overrides=(LosOverride(figure.zone, other, False),))
    document = ScenarioDocument(replace(scenario, board=board))
    scene = BoardScene(document)
    tool = SelectTool(document, scene)
    scene.select_keys([("zone", figure.zone)])
    one_step(document, lambda: tool.key(Qt.Key.Key_Delete))
    tool.key(Qt.Key.Key_Delete)
    after = document.scenario
    assert after.board.zone(figure.zone) is None and after.board.los_overrides == ()
    assert all(f.zone != figure.zone for f in after.figures)
    assert all(o.zone != figure.zone for o in after.objectives)
    keys = {m.key for m in validate(after)}
    assert "validation.unknown_zone" not in keys


def test_an_empty_board_is_drawn_and_says_how_to_start(qtbot):
    from editor.documents.document import ScenarioDocument
    from editor.model.scenario import RuleSystem
    from editor.rules import plugin

    document = ScenarioDocument(plugin(RuleSystem.ZONE_SOLO).blank_scenario("Fresh", 500, 400))
    scene = BoardScene(document)
    assert scene.surface.isVisible() and scene.surface.rect().size().toTuple() == (500, 400)
    assert "Background (B)" in SelectTool(document, scene).hint()


def test_a_board_with_a_picture_but_no_zones_asks_only_for_the_zones(qtbot):
    """An imported map (or a scan already loaded): the hint must not ask for a background."""
    from dataclasses import replace

    from editor.documents.document import ScenarioDocument
    from editor.model.board import BackgroundImage
    from editor.model.scenario import RuleSystem
    from editor.rules import plugin

    scenario = plugin(RuleSystem.ZONE_SOLO).blank_scenario("Map", 500, 400)
    scenario = replace(scenario, board=replace(
        scenario.board, background=BackgroundImage("images/board.png")))
    document = ScenarioDocument(scenario)
    hint = SelectTool(document, BoardScene(document)).hint()
    assert "no zones yet" in hint and "Draw zone (Z)" in hint and "Background (B)" not in hint


def test_a_fitted_board_stays_fitted_when_the_view_shrinks_until_the_author_zooms(qtbot):
    from editor.documents.document import ScenarioDocument
    from editor.model.scenario import RuleSystem
    from editor.rules import plugin
    from editor.ui.board.view import BoardView

    scene = BoardScene(ScenarioDocument(plugin(RuleSystem.ZONE_SOLO).blank_scenario("Fresh")))
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(600, 600)
    view.show()
    qtbot.waitExposed(view)
    view.fit_to_view()
    view.resize(600, 450)  # e.g. a tool's options strip appeared above it
    qtbot.waitUntil(lambda: view.viewport().height() < 450)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(view.board_rect())
    view.zoom_by(2.0)
    view.resize(600, 600)
    qtbot.wait(10)
    assert not view.mapToScene(view.viewport().rect()).boundingRect().contains(view.board_rect())
