"""Which enabled actions of a window answer the same key sequence, as Qt's shortcut map sees it.

Qt triggers an action's shortcut only while the action is enabled and one of the widgets it was
added to is visible and enabled and in context: a window shortcut whenever its window is active,
a "widget with children" shortcut while the focus is inside that widget, a widget shortcut while
the widget itself has the focus (an action in a menu is in context where the menu's own action
is). When two enabled actions in context share a sequence, Qt triggers neither ("Ambiguous
shortcut overload"). ``clashes`` finds every pair that would share a sequence for *some* focus
inside the window, so a test does not have to guess where the user's focus will be.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget
from shiboken6 import isValid

Context = Qt.ShortcutContext


@dataclass(frozen=True)
class Seat:
    """Where an action's shortcut is live: the focus anywhere in the window (``widget`` None),
    inside ``widget`` (``exact`` False) or on ``widget`` itself (``exact`` True)."""

    widget: QWidget | None
    exact: bool


def _live(widget: QWidget) -> bool:
    return widget.isVisible() and widget.isEnabled()


def _seats(action: QAction, context: Context, seen: frozenset[int] = frozenset()) -> list[Seat]:
    seats: list[Seat] = []
    for owner in action.associatedObjects():
        if isinstance(owner, QMenu):
            menu_action = owner.menuAction()
            if id(menu_action) not in seen:
                seats += _seats(menu_action, context, seen | {id(action)})
        elif isinstance(owner, QWidget) and _live(owner):
            if context == Context.WidgetShortcut:
                seats.append(Seat(owner, exact=True))
            elif context == Context.WidgetWithChildrenShortcut:
                seats.append(Seat(owner, exact=False))
            else:  # window and application shortcuts: any focus in the window
                seats.append(Seat(None, exact=False))
    return seats


def _inside(widget: QWidget, ancestor: QWidget) -> bool:
    while widget is not None:
        if widget is ancestor:
            return True
        widget = widget.parentWidget()
    return False


def _meet(a: Seat, b: Seat) -> bool:
    """Whether some focus widget puts both seats in context."""
    if a.widget is None or b.widget is None:
        return True
    if a.exact and b.exact:
        return a.widget is b.widget
    if a.exact:
        return _inside(a.widget, b.widget)
    if b.exact:
        return _inside(b.widget, a.widget)
    return _inside(a.widget, b.widget) or _inside(b.widget, a.widget)


def live_shortcuts(window: QWidget) -> list[tuple[str, QAction, list[Seat]]]:
    """(sequence, action, seats) for every sequence of every enabled action of ``window``
    that is in context for some focus."""
    found = []
    for action in window.findChildren(QAction):
        if not isValid(action) or not action.isEnabled():
            continue
        seats = _seats(action, action.shortcutContext())
        if not seats:
            continue
        for sequence in action.shortcuts():
            if not sequence.isEmpty():
                text = sequence.toString(QKeySequence.SequenceFormat.PortableText)
                found.append((text, action, seats))
    return found


def clashes(window: QWidget) -> list[tuple[str, str, str]]:
    """(sequence, action text, action text) of every two enabled actions that some focus in
    ``window`` puts in context with the same sequence, the texts in alphabetical order."""
    live = live_shortcuts(window)
    found = []
    for i, (sequence, action, seats) in enumerate(live):
        for other_sequence, other, other_seats in live[i + 1 :]:
            if other is action or other_sequence != sequence:
                continue
            if any(_meet(a, b) for a in seats for b in other_seats):
                first, second = sorted((action.text(), other.text()))
                found.append((sequence, first, second))
    return sorted(set(found))
