"""The back of a unit's cards: the unit's name, side and rule-system mark, or an image.

Without an image the card template draws the back from the unit (docs/cards.md, "Backs");
with one, the image fills the back, bleed included, cropped around its centre. The file is
checked as a portrait file is (size, megapixels, PNG/JPEG magic) and stored as a new image of
the scenario, scaled down to ``MAX_SIDE`` pixels; choosing and removing are one undo step
each, and an image nothing shows any more leaves the scenario in the same step.
"""

from __future__ import annotations

import bisect
import re
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from editor.documents.commands import InsertItem, RemoveItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.messages import SkirmishError
from editor.model.references import users_of_image
from editor.model.scenario import ImageAsset, Scenario
from editor.model.units import Unit
from editor.ui.i18n import current_language
from editor.ui.panels.unit_editing import UnitSection, ui_text
from editor.ui.panels.unit_portrait import MAX_SIDE, encode_image, read_portrait_file

THUMB_HEIGHT = 120
NO_BACK = QT_TRANSLATE_NOOP(
    "UnitsPanel", "No image: the back shows the unit's name, side and the game's mark.")
_SAFE = re.compile(r"[^\w.-]+")


def back_image_name(unit_id: str, kind: str, taken: set[str]) -> str:
    """A new member name ``images/back-<unit>[-n].<ext>`` that no image has."""
    stem = _SAFE.sub("-", unit_id).strip("-.")[:60] or "unit"
    folded = {name.casefold() for name in taken}
    name, number = f"images/back-{stem}.{kind}", 2
    while name.casefold() in folded:
        name = f"images/back-{stem}-{number}.{kind}"
        number += 1
    return name


class CardBackEditor(UnitSection):
    """The image on the back of the selected unit's cards: choose one, or remove it."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, (), parent)
        self.setObjectName("cardBackEditor")
        self.thumbnail = QLabel(self)
        self.thumbnail.setObjectName("cardBackThumbnail")
        self.thumbnail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.thumbnail.setWordWrap(True)
        self.choose_button = QPushButton(self)
        self.choose_button.setObjectName("chooseCardBack")
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removeCardBack")
        self.translated(self.choose_button.setText, QT_TRANSLATE_NOOP("UnitsPanel", "Image…"))
        self.translated(self.remove_button.setText, QT_TRANSLATE_NOOP("UnitsPanel", "Remove"))
        self.translated(self.choose_button.setToolTip, QT_TRANSLATE_NOOP(
            "UnitsPanel", "Print a PNG or JPEG image on the back of this unit's cards"))
        self.choose_button.clicked.connect(self.choose_file)
        self.remove_button.clicked.connect(self.remove_image)
        self.error = QLabel(self)
        self.error.setObjectName("cardBackError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a02020;")
        self.error.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.thumbnail)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        self.file_dialog: QFileDialog | None = None
        self._shown: tuple[str | None, int] = (None, 0)

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        if unit.id != self.unit_id:
            self.show_error("")
        self.unit_id = unit.id
        data = next((a.data for a in scenario.images if a.name == unit.card_back), None)
        key = (unit.card_back, id(data))
        if key != self._shown:
            self._shown = key
            self._show_thumbnail(QImage.fromData(data) if data else QImage())
        self.remove_button.setEnabled(unit.card_back is not None)

    def _show_thumbnail(self, image: QImage) -> None:
        if image.isNull():
            self.thumbnail.setPixmap(QPixmap())
            self.thumbnail.setText(ui_text(NO_BACK))
            return
        self.thumbnail.setText("")
        self.thumbnail.setPixmap(QPixmap.fromImage(image.scaledToHeight(
            min(THUMB_HEIGHT, image.height()), Qt.TransformationMode.SmoothTransformation)))

    def retranslate(self) -> None:
        super().retranslate()
        if self.thumbnail.pixmap().isNull():
            self.thumbnail.setText(ui_text(NO_BACK))

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def choose_file(self) -> None:
        """Ask for a file without blocking; the choice goes to ``use_file``."""
        dialog = QFileDialog(self, ui_text(QT_TRANSLATE_NOOP("UnitsPanel", "Card back image")))
        dialog.setNameFilter(
            ui_text(QT_TRANSLATE_NOOP("UnitsPanel", "Images (*.png *.jpg *.jpeg)")))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda chosen: self.use_file(Path(chosen)))
        self.file_dialog = dialog
        dialog.open()

    def use_file(self, path: Path) -> bool:
        """Make the image in ``path`` the back of the unit's cards; False (and a message) when
        the file is refused."""
        unit = self.document.scenario.unit(self.unit_id or "")
        if unit is None:
            return False
        try:
            image, kind = read_portrait_file(Path(path))
        except SkirmishError as exc:
            self.show_error(exc.text(current_language()))
            return False
        self.show_error("")
        if max(image.width(), image.height()) > MAX_SIDE:
            image = image.scaled(MAX_SIDE, MAX_SIDE, Qt.AspectRatioMode.KeepAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
        names = [asset.name for asset in self.document.scenario.images]
        name = back_image_name(unit.id, kind, set(names))
        label = "unit.set_card_back"
        with self.document.macro(label):
            self.document.execute(InsertItem(("images",), ImageAsset(name, encode_image(
                image, kind)), bisect.bisect(names, name), label=label))
            self.document.execute(SetValue(self.path("card_back"), name, label=label))
            self._drop_if_unused(unit.card_back, label)
        return True

    def remove_image(self) -> bool:
        unit = self.document.scenario.unit(self.unit_id or "")
        if unit is None or unit.card_back is None:
            return False
        label = "unit.remove_card_back"
        with self.document.macro(label):
            self.document.execute(SetValue(self.path("card_back"), None, label=label))
            self._drop_if_unused(unit.card_back, label)
        return True

    def _drop_if_unused(self, name: str | None, label: str) -> None:
        scenario = self.document.scenario
        if name is None or users_of_image(scenario, name):
            return
        for index, asset in enumerate(scenario.images):
            if asset.name == name:
                self.document.execute(RemoveItem(("images",), index, label=label))
                return
