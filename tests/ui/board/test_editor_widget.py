"""The editor widget: it renders the night market, names undo after the gesture, keeps view
state out of the document, and edits a clicked border in the Properties panel, never in a
window of its own."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from editor.ui.board.scene import border_key
from tests.ui.board.gestures import drag


def test_editor_renders_night_market_to_a_png_that_is_not_blank(qtbot, editor, tmp_path):
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit_to_view()

    def colours_of(image):
        return {image.pixelColor(x, y).rgb()
                for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)}

    # the first paints may still be under way on a busy machine: wait for the board to appear
    qtbot.waitUntil(lambda: len(colours_of(editor.view.viewport().grab().toImage())) > 200,
                    timeout=5000)
    image = editor.view.viewport().grab().toImage()
    path = tmp_path / "night-market-editor.png"
    assert image.save(str(path)) and path.stat().st_size > 10_000
    middle = image.pixelColor(image.width() // 2, image.height() // 2)
    assert middle != QColor(70, 72, 76)  # the board, not the view's background


def test_undo_action_is_named_after_the_gesture(qtbot, editor):
    editor.set_tool("select")
    marker = editor.scene.item_for(("zone", "belfry")).marker
    drag(editor.tool, (marker.x(), marker.y()), (marker.x() + 5, marker.y()))
    assert editor.undo_action.isEnabled()
    assert editor.undo_action.text() == "Undo Move zone"
    editor.undo_action.trigger()
    assert editor.redo_action.text() == "Redo Move zone"
    assert not editor.document.modified


def test_view_state_never_touches_the_document(qtbot, editor):
    editor.show()
    qtbot.waitExposed(editor)
    before = editor.document.scenario
    editor.view.zoom_by(2.0)
    editor.view.pan_by(40, 30)
    editor.grid_action.trigger()
    for name in editor.tools:
        editor.set_tool(name)
    editor.scene.select_keys([("zone", "belfry")])
    assert editor.document.scenario is before and len(editor.document.history) == 0


def test_every_tool_has_a_shortcut_and_a_hint(qtbot, editor):
    shortcuts = {a.shortcut().toString() for a in editor.tool_actions.values()}
    assert len(shortcuts) == len(editor.tools) and "" not in shortcuts
    assert all(a.statusTip() for a in editor.tool_actions.values())


def test_clicking_a_border_selects_it_for_the_properties_panel(qtbot, editor, border_form):
    editor.show()
    qtbot.waitExposed(editor)
    border = editor.document.scenario.board.borders[0]
    key = border_key(border)
    lines = editor.scene._border_lines[key]
    x, y = lines[0][len(lines[0]) // 2] if len(lines[0]) > 2 else (
        (lines[0][0][0] + lines[0][1][0]) / 2, (lines[0][0][1] + lines[0][1][1]) / 2)
    clicked = []
    editor.border_clicked.connect(clicked.append)
    windows = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    drag(editor.tool, (x, y), (x, y), steps=0)
    assert clicked == [key] and editor.scene.selected_keys() == [key]
    assert {w for w in QApplication.topLevelWidgets() if w.isVisible()} == windows
    dialog = border_form
    assert dialog.key == key and dialog.window() is editor
    dialog.cost_ab.setValue(2)
    dialog.cost_ab.setValue(3)
    assert len(editor.document.history) == 1  # spinning one field is one step
    assert editor.document.scenario.board.borders[0].cost_ab == 3
    editor.document.undo()
    assert editor.document.scenario.board.borders[0] == border
    assert dialog.cost_ab.value() == border.cost_ab


def test_the_hint_line_follows_the_scenario_and_forgets_an_undone_message(qtbot):
    """The hint line kept what it said when the tool was taken: "the board is empty" stayed
    after the first zone, and the size a typed board size reported stayed after its undo."""
    from editor.documents.document import ScenarioDocument
    from editor.editing.zones import AddZone
    from editor.model.scenario import RuleSystem
    from editor.rules import plugin
    from editor.ui.board.editor_widget import BoardEditor

    document = ScenarioDocument(plugin(RuleSystem.ZONE_SOLO).blank_scenario("Fresh", 900, 600))
    editor = BoardEditor(document)
    qtbot.addWidget(editor)
    assert "empty" in editor.hint_label.text()
    document.execute(AddZone([(0, 0), (100, 0), (100, 100)]))
    assert editor.hint_label.text() == editor.tools["select"].hint()
    assert "empty" not in editor.hint_label.text()
    editor.set_tool("background")
    assert editor.tool.resize_board(800.0, 500.0)
    assert editor.hint_label.text() == "The board is now 800 × 500 mm."
    document.undo()
    assert editor.hint_label.text() == editor.tool.hint()
    editor.los_worker.wait()
