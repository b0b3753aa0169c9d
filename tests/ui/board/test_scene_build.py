"""A big board is drawn in slices between events (PRODUCT §5 "5,000-zone board": the GUI
thread never blocked > 100 ms): events run between the slices, an edit made meanwhile is
shown, and the scene ends item for item as when drawn at once."""

from __future__ import annotations

import gc

import pytest

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.ui.board import scene_build
from editor.ui.board.items import BorderItem, TokenItem, WallItem, ZoneItem
from editor.ui.board.scene import BoardScene
from tests.ui.board.gestures import night_market


def drawn(scene: BoardScene) -> dict:
    """What the scene shows, item by item: zones with their outline and number, borders with
    their path, walls, tokens with their place."""
    shown: dict = {}
    for item in scene.items():
        if isinstance(item, ZoneItem):
            outline = [(p.x(), p.y()) for p in item.polygon()]
            shown[("zone", item.zone_id)] = (outline, item.number, item.brush().color().rgba())
        elif isinstance(item, BorderItem):
            shown[item.key] = (item.path().boundingRect().getRect(), item.isVisible(),
                               item.pen_color.rgba() if item.pen_color else None)
        elif isinstance(item, WallItem):
            shown[("wall", item.wall_id)] = item.path().boundingRect().getRect()
        elif isinstance(item, TokenItem):
            shown[item.key] = (item.pos().x(), item.pos().y())
    return shown


def at_once(document: ScenarioDocument) -> BoardScene:
    """The scene drawn in one go, whatever the board's size."""
    kept = scene_build.PROGRESSIVE_ZONES
    scene_build.PROGRESSIVE_ZONES = 10**9
    try:
        return BoardScene(document)
    finally:
        scene_build.PROGRESSIVE_ZONES = kept


@pytest.fixture
def sliced(monkeypatch):
    """Night market drawn in slices of a few zones (its 39 zones count as a big board)."""
    monkeypatch.setattr(scene_build, "PROGRESSIVE_ZONES", 10)
    monkeypatch.setattr(scene_build, "FIRST_SLICE", 4)
    monkeypatch.setattr(scene_build, "SLICE_LIMITS", (3, 5))
    yield
    gc.unfreeze()


def test_a_big_board_is_drawn_in_slices_and_ends_as_drawn_at_once(qtbot, sliced):
    whole = drawn(at_once(ScenarioDocument(night_market())))
    scene = BoardScene(ScenarioDocument(night_market()))
    progress: list[tuple[int, int]] = []
    scene.build_progress.connect(lambda done, total: progress.append((done, total)))
    assert scene.building and drawn(scene) == {}  # nothing is drawn before the event loop
    qtbot.waitUntil(lambda: not scene.building)
    assert len(progress) >= 39 // 5 and progress[-1] == (39, 39)
    assert [done for done, _ in progress] == sorted(done for done, _ in progress)
    assert drawn(scene) == whole
    assert {key[0] for key in whole} == {"zone", "border", "wall", "objective", "figure"}


def test_an_edit_made_while_the_board_is_drawn_is_shown(qtbot, sliced):
    document = ScenarioDocument(night_market())
    scene = BoardScene(document)
    qtbot.waitUntil(lambda: len(drawn(scene)) > 5)
    assert scene.building
    first = document.scenario.board.zones[0]
    moved = tuple((x + 3, y) for x, y in first.polygon)
    document.execute(SetValue(("board", "zones", ById(first.id), "polygon"), moved))
    qtbot.waitUntil(lambda: not scene.building)
    assert drawn(scene) == drawn(at_once(ScenarioDocument(document.scenario)))
    item = scene.item_for(("zone", first.id))
    assert [(p.x(), p.y()) for p in item.polygon()] == list(moved)


def test_small_boards_are_drawn_at_once(qtbot):
    scene = BoardScene(ScenarioDocument(night_market()))
    assert not scene.building and len(drawn(scene)) > 39


def test_the_editor_draws_a_big_board_first_then_checks_it(shown_window, qtbot, sliced):
    assert shown_window.editing.open_scenario(night_market())
    scene, panel = shown_window.board_editor.scene, shown_window.checker_panel
    assert scene.building
    qtbot.waitUntil(lambda: "Drawing the board" in shown_window.board_editor.hint_label.text())
    assert panel.findings == [] and not panel._task.busy  # no check while the board is drawn
    qtbot.waitUntil(lambda: not scene.building)
    assert "Drawing the board" not in shown_window.board_editor.hint_label.text()
    qtbot.waitUntil(lambda: not panel.busy)
    assert any(f.key == "validation.dice_unverified" for f in panel.findings)
    shown_window.document.mark_saved()
