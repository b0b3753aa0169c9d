"""DieForm: the dice panel's form for the selected die — names, colour and all its faces.

Typing the faces at once ("0, 0, 1, 1, 2, 2") is the quick way to transcribe a physical die and
the only way to change how many faces it has (a d20 set); new faces are the author's own, so
they mark the die checked (``set_faces_command``). A colour is ``#rrggbb``, a colour name, or
picked in a colour dialog opened without blocking. Nonsense is refused with a message.
"""

from __future__ import annotations

import dataclasses
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog,
    QGroupBox,
    QToolButton,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioDocument
from editor.model.dice import DieType
from editor.ui.panels.dice_table import die_icon, parse_faces
from editor.ui.panels.document_panel import (
    PanelForm,
    committed_line,
    edited_text,
    labelled_form,
    set_labels,
)
from editor.ui.panels.form_sync import hrow, show_text

HEX_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def set_faces_command(die: DieType, faces: tuple[int, ...]) -> SetValue:
    """Give ``die`` new faces, which also marks it checked: they are the author's own."""
    changed = dataclasses.replace(die, faces=faces, verified=True)
    return SetValue(("dice", "dice", ById(die.id)), changed, label="dice.set_faces")


def faces_text(die: DieType) -> str:
    return ", ".join(str(face) for face in die.faces)


class DieForm(PanelForm, QGroupBox):
    """Edits the die ``die_id`` through the dice panel (``PanelForm``)."""

    def __init__(self, document: ScenarioDocument, execute, show_message, parent=None):
        super().__init__(document, execute, show_message, parent)
        self.die_id: str | None = None
        self._colour_dialog: QColorDialog | None = None
        self.name_fr = committed_line(self, self._on_name_edited)
        self.name_en = committed_line(self, self._on_name_edited)
        self.colour = committed_line(self, self._on_colour_edited, length=30)
        self.colour_button = QToolButton(self)
        self.colour_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.colour_button.clicked.connect(self._on_choose_colour_clicked)
        colour_row = QWidget(self)
        colour_layout = hrow(self.colour, self.colour_button)
        colour_layout.setContentsMargins(0, 0, 0, 0)
        colour_row.setLayout(colour_layout)
        self.faces = committed_line(self, self._on_faces_edited, length=400)
        self.form = labelled_form(self, self.name_fr, self.name_en, colour_row, self.faces)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Selected die"))
        set_labels(
            self.form,
            self.tr("Name (French)"),
            self.tr("Name (English)"),
            self.tr("Colour"),
            self.tr("Faces"),
        )
        self.colour.setPlaceholderText("#rrggbb")
        self.colour_button.setText(self.tr("Choose…"))
        self.faces.setPlaceholderText("0, 0, 0, 1, 1, 2")
        self.faces.setToolTip(
            self.tr(
                "Successes on each face, separated by commas. Entering faces marks the die "
                "as checked."
            )
        )

    # -- projection ----------------------------------------------------------------------------
    def die(self) -> DieType | None:
        dice = self.document.scenario.dice
        return dice.die(self.die_id) if dice and self.die_id else None

    def show_die(self, die_id: str | None) -> None:
        self.die_id = die_id
        die = self.die()
        self.setEnabled(die is not None)
        if die is None:
            return
        show_text(self.name_fr, die.name.fr)
        show_text(self.name_en, die.name.en)
        show_text(self.colour, die.color)
        self.colour_button.setIcon(die_icon(die.color))
        show_text(self.faces, faces_text(die))

    # -- commands ------------------------------------------------------------------------------
    def _path(self, *rest) -> tuple:
        return ("dice", "dice", ById(self.die_id), *rest)

    def _on_name_edited(self) -> None:
        die = self.die()
        if die is None:
            return
        name = edited_text(self.name_fr, self.name_en)
        if name != die.name:
            self._execute(SetValue(self._path("name"), name, label="dice.rename_die"))

    def _on_faces_edited(self) -> None:
        die = self.die()
        self.faces.setModified(False)
        if die is None or self.faces.text() == faces_text(die):
            return
        faces = parse_faces(self.faces.text())
        if faces is None:
            self._show_message(
                self.tr(
                    "Faces must be 2 to 100 whole numbers from 0 to 100, separated by commas "
                    "(for example 0, 0, 1, 1, 2, 2); “%1” was refused."
                ).replace("%1", self.faces.text()[:40])
            )
            return
        self._execute(set_faces_command(die, faces))

    def _on_colour_edited(self) -> None:
        self.colour.setModified(False)
        self.set_colour(self.colour.text())

    def set_colour(self, text: str) -> bool:
        """Give the die the colour ``text`` (``#rrggbb`` or a colour name such as "red")."""
        die = self.die()
        if die is None:
            return False
        text = text.strip()
        if not (HEX_COLOUR.fullmatch(text) or (text.isalpha() and QColor.isValidColorName(text))):
            self._show_message(
                self.tr(
                    "“%1” is not a colour: write it as #rrggbb (for example #c8281e) or "
                    "choose it with the button."
                ).replace("%1", text[:40])
            )
            return False
        colour = QColor(text).name()
        if colour != die.color:
            self._execute(SetValue(self._path("color"), colour, label="dice.set_colour"))
        return True

    def _on_choose_colour_clicked(self) -> None:
        die = self.die()
        if die is None:
            return
        if self._colour_dialog is None:
            self._colour_dialog = QColorDialog(self)
            self._colour_dialog.colorSelected.connect(lambda c: self.set_colour(c.name()))
        self._colour_dialog.setCurrentColor(QColor(die.color))
        self._colour_dialog.open()
