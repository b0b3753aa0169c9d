"""Editing borders the way the rebuild needs: open borders are clickable though not drawn, the
border form of the Properties panel swaps a border's direction in one step and stores real ``BorderKind``s, and the
new tools are reached by their shortcuts with their option strips."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.model.board import Border, BorderKind
from editor.ui.board.scene import border_key
from tests.ui.board.gestures import drag


def _open_border(editor) -> Border:
    return next(b for b in editor.document.scenario.board.borders if b.kind is BorderKind.OPEN)


def _current(editor, border) -> Border:
    key = border_key(border)
    return next(b for b in editor.document.scenario.board.borders if border_key(b) == key)


def _middle(editor, border):
    line = editor.scene._border_lines[border_key(border)][0]
    (x0, y0), (x1, y1) = line[0], line[1]
    return (x0 + x1) / 2, (y0 + y1) / 2


def test_an_open_border_is_hidden_but_clickable(qtbot, editor, border_form):
    border = _open_border(editor)
    assert not editor.scene.item_for(border_key(border)).isVisible()
    point = _middle(editor, border)
    drag(editor.tool, point, point, steps=0)
    assert editor.scene.selected_keys() == [border_key(border)]
    assert border_form.key == border_key(border)


def test_swap_reverses_the_border_and_its_costs_in_one_step(qtbot, editor, border_form):
    border = _open_border(editor)
    point = _middle(editor, border)
    drag(editor.tool, point, point, steps=0)
    dialog = border_form
    dialog.cost_ab.setValue(2)
    steps = len(editor.document.history)
    dialog.swap.click()
    assert len(editor.document.history) == steps + 1
    swapped = _current(editor, border)
    assert (swapped.a, swapped.b, swapped.cost_ab, swapped.cost_ba) == (border.b, border.a, 0, 2)
    assert dialog.cost_ab.value() == 0 and dialog.cost_ba.value() == 2
    assert editor.undo_action.text() == "Undo Swap border direction"
    editor.document.undo()
    assert _current(editor, border).a == border.a


def test_the_kind_chosen_in_the_border_form_is_a_border_kind(qtbot, editor, border_form):
    border = _open_border(editor)
    point = _middle(editor, border)
    drag(editor.tool, point, point, steps=0)
    dialog = border_form
    dialog.kind.setCurrentIndex(dialog.kind.findData(BorderKind.WALL))
    edited = _current(editor, border)
    assert edited.kind is BorderKind.WALL  # the engines compare kinds with ``is``


def test_the_new_tools_have_shortcuts_and_show_their_strips(qtbot, editor):
    editor.show()
    qtbot.waitExposed(editor)
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    editor.view.setFocus()
    for key, name, strip in (
        (Qt.Key.Key_T, "terrain", True),
        (Qt.Key.Key_E, "elevation", True),
        (Qt.Key.Key_X, "split", False),
        (Qt.Key.Key_U, "merge", True),
        (Qt.Key.Key_O, "objective", True),
        (Qt.Key.Key_P, "figure", True),
        (Qt.Key.Key_B, "background", True),
        (Qt.Key.Key_S, "select", False),
    ):
        QTest.keyClick(editor.view.viewport(), key)
        assert editor.tool is editor.tools[name]
        assert editor.tool_options.isVisible()  # the row stays: the board must not move
        shown = editor.tool_options.currentWidget()
        assert shown is (editor.tool.options_strip() if strip else editor.no_options)
    assert len(editor.document.history) == 0
