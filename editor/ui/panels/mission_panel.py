"""The mission panel: turn limit, villain energy, reinforcement points, mission text, the heroes'
numbering for ties, the victory and defeat conditions, and the events with their options.

A mission ends on any victory or defeat condition or at its turn limit; events fire on a river
tile, a turn or a condition, and the solo card's bottom number picks one of their numbered
options (PRODUCT §2b "Mission end", SOLO-EV-1). Heroes are numbered for the tie-break of
SOLO-TIE step 2; unnumbered allies come after (AMB-17). Every edit is a command named by a
``mission.*`` key; lists are edited with ``ListEditor`` (one Add or Remove = one undo step) and
the forms of ``mission_forms``.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.model.mission import Condition, ConditionKind, MissionEvent, Trigger, TriggerKind
from editor.model.units import Side
from editor.ui.panels.bound_fields import Binder, IntField, NoteField
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.list_editor import ListEditor
from editor.ui.panels.mission_forms import ConditionForm, EventForm, name_of, rows, set_texts


class HeroNumbering(Retranslating, QWidget):
    """Hero figures in tie-break order (SOLO-TIE step 2): checked ones are numbered 1, 2…;
    unchecked ones are unnumbered allies, ranked after them (AMB-17)."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.list = QListWidget(self)
        self.up, self.down = QPushButton(self), QPushButton(self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.up)
        buttons.addWidget(self.down)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.up.clicked.connect(lambda: self._on_move(-1))
        self.down.clicked.connect(lambda: self._on_move(1))
        self.list.itemChanged.connect(self._on_item_changed)
        self.retranslate()

    def order(self) -> list:
        heroes = [f for f in self.document.scenario.figures if f.side is Side.HERO]
        numbered = sorted((f for f in heroes if f.number is not None), key=lambda f: f.number)
        return numbered + [f for f in heroes if f.number is None]

    def refresh(self) -> None:
        current = self.list.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.list.blockSignals(True)
        self.list.clear()
        for figure in self.order():
            unit = self.document.scenario.unit(figure.unit)
            number = f"{figure.number}." if figure.number is not None else "–"
            item = QListWidgetItem(f"{number} {name_of(unit, figure.unit)} ({figure.id})")
            item.setData(Qt.ItemDataRole.UserRole, figure.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if figure.number is not None else Qt.CheckState.Unchecked
            )
            self.list.addItem(item)
            if figure.id == keep:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)

    def _renumber(self, ids: list[str], numbered: set[str]) -> None:
        """One undo step: the checked heroes get 1, 2… in ``ids`` order, the others none."""
        with self.document.macro("mission.renumber_heroes"):
            number = 0
            for figure_id in ids:
                number += figure_id in numbered
                value = number if figure_id in numbered else None
                self.document.execute(SetValue(("figures", ById(figure_id), "number"), value))

    def _state(self) -> tuple[list[str], set[str]]:
        items = [self.list.item(i) for i in range(self.list.count())]
        return (
            [i.data(Qt.ItemDataRole.UserRole) for i in items],
            {
                i.data(Qt.ItemDataRole.UserRole)
                for i in items
                if i.checkState() == Qt.CheckState.Checked
            },
        )

    def _on_move(self, step: int) -> None:
        row = self.list.currentRow()
        ids, numbered = self._state()
        if not (0 <= row < len(ids) and 0 <= row + step < len(ids)):
            return
        ids[row], ids[row + step] = ids[row + step], ids[row]
        self._renumber(ids, numbered)

    def _on_item_changed(self, _item: QListWidgetItem) -> None:
        ids, numbered = self._state()
        # numbered heroes first, in the list's order: a newly checked one takes the next number
        self._renumber(
            [i for i in ids if i in numbered] + [i for i in ids if i not in numbered], numbered
        )

    def retranslate(self) -> None:
        self.hint.setText(
            self.tr(
                "Order of the heroes when the AI must break a tie (lowest number first). "
                "Unchecked heroes and allies have no number and come after."
            )
        )
        self.up.setText(self.tr("Move up"))
        self.down.setText(self.tr("Move down"))


def _scrolled(widget: QWidget) -> QScrollArea:
    """``widget`` at the top of a scroll area (its rows keep their natural height)."""
    page = QWidget()
    column = QVBoxLayout(page)
    column.addWidget(widget)
    column.addStretch(1)
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setWidget(page)
    return scroll


class MissionPanel(Retranslating, QWidget):
    """Every field of ``Scenario.mission`` and the heroes' numbers, in four tabs."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("missionPanel")
        self.document = document
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #a03000;")
        self.message.hide()
        general = QWidget()
        self.binder = Binder(document, "mission.edit_mission", self)
        add = self.binder.add
        self.turn_limit = add(IntField(("turn_limit",), general, 1, 1000, nullable=True))
        self.energy_start = add(IntField(("villain_energy_start",), general, 0, 1000))
        self.energy_spent = add(IntField(("villain_energy_spent_start",), general, 0, 1000))
        self.recovery = add(IntField(("villain_energy_recovery",), general, 0, 1000))
        self.points = add(IntField(("reinforcement_points",), general, 0, 1000))
        self.text_fr = add(NoteField(("text", "fr"), general))
        self.text_en = add(NoteField(("text", "en"), general))
        _form, self._labels = rows(general, [f.widget for f in self.binder.fields])
        self.heroes = HeroNumbering(document)
        self.victory_form, self.defeat_form = ConditionForm(document), ConditionForm(document)
        self.victory = ListEditor(
            document,
            self.victory_form.summary,
            lambda: Condition(ConditionKind.ALL_VILLAINS_NEUTRALIZED),
            ("mission.add_condition", "mission.remove_condition"),
            self.victory_form,
        )
        self.defeat = ListEditor(
            document,
            self.defeat_form.summary,
            lambda: Condition(ConditionKind.ALL_HEROES_OUT),
            ("mission.add_condition", "mission.remove_condition"),
            self.defeat_form,
        )
        ends = QWidget()
        self.victory_title, self.defeat_title = QLabel(ends), QLabel(ends)
        column = QVBoxLayout(ends)
        for title, editor in ((self.victory_title, self.victory), (self.defeat_title, self.defeat)):
            font = title.font()
            font.setBold(True)
            title.setFont(font)
            column.addWidget(title)
            column.addWidget(editor)
        column.addStretch(1)
        self.event_form = EventForm(document)
        self.events = ListEditor(
            document,
            self.event_form.summary,
            self._new_event,
            ("mission.add_event", "mission.remove_event"),
            self.event_form,
        )
        self.tabs = QTabWidget(self)
        for page in (general, self.heroes, ends, self.events):
            self.tabs.addTab(_scrolled(page), "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.message)
        layout.addWidget(self.tabs)
        for binder in (
            self.binder,
            self.victory_form.binder,
            self.defeat_form.binder,
            self.event_form.binder,
            self.event_form.option_form.binder,
        ):
            binder.message.connect(self._on_message)
        self.binder.base = ("mission",)
        self.victory.path, self.defeat.path = ("mission", "victory"), ("mission", "defeat")
        self.events.path = ("mission", "events")
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.retranslate()

    def refresh(self) -> None:
        self.binder.load()
        self.heroes.refresh()
        for editor in (self.victory, self.defeat, self.events):
            editor.refresh()

    def select_path(self, path: tuple) -> bool:
        """Show the tab (and list row) a checker culprit path under ``mission`` names."""
        if not path or path[0] != "mission":
            return False
        part = path[1] if len(path) > 1 else None
        lists = {
            "victory": (2, self.victory),
            "defeat": (2, self.defeat),
            "events": (3, self.events),
        }
        tab, editor = lists.get(part, (0, None))
        self.tabs.setCurrentIndex(tab)
        if editor is not None and len(path) > 2:
            items = getattr(self.document.scenario.mission, part)
            key = path[2]
            if isinstance(key, int):
                row = key
            else:
                row = next(
                    (
                        i
                        for i, item in enumerate(items)
                        if getattr(item, "id", None) == getattr(key, "id", None)
                    ),
                    -1,
                )
            if 0 <= row < len(items):
                editor.list.setCurrentRow(row)
        return True

    def _new_event(self) -> MissionEvent:
        taken = {e.id for e in self.document.scenario.mission.events}
        number = 1
        while f"event-{number}" in taken:
            number += 1
        return MissionEvent(f"event-{number}", trigger=Trigger(TriggerKind.TURN, turn=1))

    def retranslate(self) -> None:
        for i, text in enumerate(
            (
                self.tr("General"),
                self.tr("Heroes"),
                self.tr("Victory and defeat"),
                self.tr("Events"),
            )
        ):
            self.tabs.setTabText(i, text)
        set_texts(
            self._labels,
            (
                self.tr("Turn limit"),
                self.tr("Villain energy at start"),
                self.tr("Villain energy spent at start"),
                self.tr("Villain energy per turn"),
                self.tr("Reinforcement points"),
                self.tr("Mission text (French)"),
                self.tr("Mission text (English)"),
            ),
        )
        self.turn_limit.widget.setSpecialValueText(self.tr("No limit"))
        self.victory_title.setText(self.tr("Victory: the heroes win when any of these happens"))
        self.defeat_title.setText(self.tr("Defeat: the heroes lose when any of these happens"))
        self.refresh()

    def _on_scenario_changed(self, _change: ScenarioChanged) -> None:
        if shiboken6.isValid(self):
            self.message.hide()
            self.refresh()

    def _on_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()
