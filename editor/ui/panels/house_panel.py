"""The scenario's house actions, edited as a list (``Scenario.house_actions``).

Eisdrachen « Actions de base »: « la liste qui suit est non-exhaustive et peut être complétées
d'actions faites-maison ». Each action: its id (the word after ``house_`` in the action's
name), its name and effect in both languages, whether it takes a target within a distance in
pas, and whether it rolls a d6 with one result per face. Add and Remove are one undo step each,
and so is each field's edit (``editor.ui.panels.bound_fields``); the checker reports a bad id
or table. The rule system that plays them offers each in the play window and the ``action``
command. Docked by the editor session for the rule systems that play them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout, QWidget

from editor.documents.document import ScenarioDocument
from editor.model.house import ROLL_FACES, HouseAction
from editor.model.text import Text
from editor.ui.i18n import current_language
from editor.ui.panels.bound_fields import Binder, CheckField, FloatField, LineField
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.list_editor import ListEditor
from editor.ui.panels.mission_forms import rows, set_texts

DEFAULT_DISTANCE_PAS = 3.0
MAX_DISTANCE_PAS = 1000.0


def _distance_on(shown: bool, old: float | None) -> float | None:
    if not shown:
        return None
    return old if old is not None else DEFAULT_DISTANCE_PAS


def _table_on(shown: bool, old: tuple) -> tuple:
    if not shown:
        return ()
    return old if old else tuple(Text() for _ in range(ROLL_FACES))


class HouseActionForm(Retranslating, QWidget):
    """One house action's fields."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.binder = Binder(document, "house.edit_action", self)
        add = self.binder.add
        self.id = add(LineField(("id",), self))
        self.name_fr = add(LineField(("name", "fr"), self))
        self.name_en = add(LineField(("name", "en"), self))
        self.effect_fr = add(LineField(("effect", "fr"), self))
        self.effect_en = add(LineField(("effect", "en"), self))
        self.targeted = add(CheckField(("distance_pas",), self,
                                       read=lambda d: d is not None, write=_distance_on))
        self.distance = add(FloatField(("distance_pas",), self, 0.0, MAX_DISTANCE_PAS,
                                       suffix=" pas"))
        self.rolls = add(CheckField(("table",), self, read=bool, write=_table_on))
        self.form, self._labels = rows(self, [f.widget for f in self.binder.fields])
        self.faces = QGroupBox(self)
        column = QVBoxLayout(self.faces)
        self.face_fields: list[tuple[LineField, LineField]] = []
        self.face_labels: list[QLabel] = []
        for face in range(ROLL_FACES):
            fr = add(LineField(("table", face, "fr"), self.faces))
            en = add(LineField(("table", face, "en"), self.faces))
            label = QLabel(self.faces)
            self.face_labels.append(label)
            column.addWidget(label)
            column.addWidget(fr.widget)
            column.addWidget(en.widget)
            self.face_fields.append((fr, en))
        self.form.addRow(self.faces)
        self.retranslate()

    def bind(self, path) -> None:
        found = self.binder.bind(path)
        self.distance.widget.setEnabled(found and self.targeted.widget.isChecked())
        self.faces.setVisible(found and self.rolls.widget.isChecked())

    def summary(self, house: HouseAction, _index: int = 0) -> str:
        name = house.name.get(current_language()) or house.id
        return f"{name} (house_{house.id})"

    def retranslate(self) -> None:
        set_texts(self._labels, (
            self.tr("Id (a lowercase word)"), self.tr("Name (French)"), self.tr("Name (English)"),
            self.tr("Effect (French)"), self.tr("Effect (English)"), self.tr("Target"),
            self.tr("Distance"), self.tr("Roll"),
        ))
        self.targeted.widget.setText(self.tr("Takes a figure within a distance"))
        self.rolls.widget.setText(self.tr("Rolls a d6, one result per face"))
        self.faces.setTitle(self.tr("Result of each face (French, then English)"))
        for face, label in enumerate(self.face_labels, start=1):
            label.setText(self.tr("Face %1").replace("%1", str(face)))


class HouseActionsPanel(Retranslating, QWidget):
    """The list of house actions and the selected one's form."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.form = HouseActionForm(document)
        self.list = ListEditor(document, self.form.summary, self._new_action,
                               ("house.add_action", "house.remove_action"), self.form)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.hint)
        layout.addWidget(self.list)
        layout.addStretch(1)
        self.list.path = ("house_actions",)
        self.destroyed.connect(document.subscribe(lambda _change: self.refresh()))
        self.retranslate()
        self.refresh()

    def _new_action(self) -> HouseAction:
        taken = {h.id for h in self.document.scenario.house_actions}
        number = next(n for n in range(1, len(taken) + 2) if f"action_{n}" not in taken)
        return HouseAction(f"action_{number}", Text(fr=self.tr("New action"),
                                                     en=self.tr("New action")))

    def refresh(self) -> None:
        self.list.refresh()

    def retranslate(self) -> None:
        self.hint.setText(self.tr(
            "Home-made actions of this scenario: the players see each among the figures' "
            "actions, with its distance, effect and the odds of its roll."))
        if hasattr(self, "list"):
            self.refresh()
