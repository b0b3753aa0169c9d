"""A unit's portrait: import a PNG or JPEG, crop it to the card's frame, or remove it.

The model has no crop rectangle (only ``portrait_focus``, the point kept when a card of another
size crops further), so the crop happens at import: the file is checked against the portable
file's limits (bytes, megapixels read from the header before any pixel is decoded, PNG/JPEG
magic), shown in a non-modal cropper whose frame has the proportions of the card's portrait
box, and what the author keeps is stored as a new image of the scenario. A bad or huge file
gives a message and changes nothing. Import, crop and removal are one undo step each; an image
no one uses any more leaves the scenario in the same step.
"""

from __future__ import annotations

import bisect
import os
import re
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QImage, QImageReader, QPixmap
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.cards.geometry import CARD_SIZES, Size, crop_to_frame
from editor.cards.templates import find_template
from editor.documents.commands import InsertItem, RemoveItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.limits import DEFAULT_LIMITS, Limits
from editor.messages import SkirmishError, error
from editor.model.references import users_of_image
from editor.model.scenario import IMAGE_MAGIC, ImageAsset, Scenario
from editor.model.units import Unit
from editor.ui.i18n import current_language
from editor.ui.panels.portrait_cropper import PortraitCropper
from editor.ui.panels.unit_editing import UnitSection, ui_text

LIMITS: Limits = DEFAULT_LIMITS
"""The portable file's limits: an image the scenario could not be exported with is refused."""
MAX_SIDE = 1600
"""A cropped portrait is scaled down to this many pixels on its longer side (~600 dpi on a
tarot card's portrait box): enough for print, small enough to carry."""
THUMB_WIDTH = 240
NO_PORTRAIT = QT_TRANSLATE_NOOP("UnitsPanel", "No portrait: the card shows a silhouette.")
_SAFE = re.compile(r"[^\w.-]+")


def read_portrait_file(path: Path) -> tuple[QImage, str]:
    """The image in ``path`` and its format (``png``/``jpg``), or a SkirmishError."""
    where = path.name or str(path)
    try:
        size = os.stat(path).st_size
        if size > LIMITS.max_member_bytes:
            raise error(
                "unit.portrait_file_too_large",
                where=where,
                size=size,
                limit=LIMITS.max_member_bytes,
            )
        with open(path, "rb") as handle:
            data = handle.read(LIMITS.max_member_bytes + 1)
    except OSError as exc:
        raise error(
            "unit.portrait_unreadable", where=where, error=exc.strerror or type(exc).__name__
        ) from None
    if len(data) > LIMITS.max_member_bytes:
        raise error(
            "unit.portrait_file_too_large",
            where=where,
            size=len(data),
            limit=LIMITS.max_member_bytes,
        )
    if data.startswith(IMAGE_MAGIC[".png"]):
        kind = "png"
    elif data.startswith(IMAGE_MAGIC[".jpg"]):
        kind = "jpg"
    else:
        raise error("package.bad_image", where=where)
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer, b"png" if kind == "png" else b"jpeg")
    reader.setAutoTransform(True)  # a phone photo stands the way it was taken
    header = reader.size()
    if not header.isValid() or header.isEmpty():
        raise error("package.bad_image", where=where)
    pixels = header.width() * header.height()
    if pixels > LIMITS.max_image_pixels:
        raise error(
            "package.image_too_large",
            where=where,
            width=header.width(),
            height=header.height(),
            pixels=pixels,
            limit=LIMITS.max_image_pixels,
        )
    image = reader.read()
    if image.isNull():
        raise error("package.bad_image", where=where)
    return image, kind


def encode_image(image: QImage, kind: str) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG" if kind == "png" else "JPG", -1 if kind == "png" else 90)
    buffer.close()
    return bytes(data.data())


def frame_size(rule_system: str) -> Size:
    """The portrait box of the rule system's unit card (poker size), in millimetres."""
    template = find_template("units", rule_system)
    card = CARD_SIZES["poker"]
    for element in template.elements if template else ():
        if element.get("type") == "portrait":
            box = element["box"]
            return Size(box[2] * card.width, box[3] * card.height)
    return Size(card.width * 0.87, card.height * 0.28)


def image_name(unit_id: str, kind: str, taken: set[str]) -> str:
    """A new member name ``images/portrait-<unit>[-n].<ext>`` that no image has."""
    stem = _SAFE.sub("-", unit_id).strip("-.")[:60] or "unit"
    name = f"images/portrait-{stem}.{kind}"
    number = 2
    while name.casefold() in {t.casefold() for t in taken}:
        name = f"images/portrait-{stem}-{number}.{kind}"
        number += 1
    return name


def users_of(scenario: Scenario, name: str) -> int:
    """How many things show the image ``name`` (unit portraits and card backs, the board's
    background)."""
    return len(users_of_image(scenario, name))


class PortraitEditor(UnitSection):
    """The portrait of the selected unit, its import and crop buttons, and the cropper."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, (), parent)
        self.setObjectName("portraitEditor")
        self.thumbnail = QLabel(self)
        self.thumbnail.setObjectName("portraitThumbnail")
        self.thumbnail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.thumbnail.setMinimumHeight(60)
        self.import_button = QPushButton(self)
        self.import_button.setObjectName("importPortrait")
        self.crop_button = QPushButton(self)
        self.crop_button.setObjectName("cropPortrait")
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removePortrait")
        self.translated(self.import_button.setText, QT_TRANSLATE_NOOP("UnitsPanel", "Import…"))
        self.translated(self.crop_button.setText, QT_TRANSLATE_NOOP("UnitsPanel", "Crop…"))
        self.translated(self.remove_button.setText, QT_TRANSLATE_NOOP("UnitsPanel", "Remove"))
        self.translated(
            self.import_button.setToolTip,
            QT_TRANSLATE_NOOP("UnitsPanel", "Import a PNG or JPEG image as the unit's portrait"),
        )
        self.import_button.clicked.connect(self.choose_file)
        self.crop_button.clicked.connect(self.crop_current)
        self.remove_button.clicked.connect(self.remove_portrait)
        self.error = QLabel(self)
        self.error.setObjectName("portraitError")
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a02020;")
        self.error.hide()
        self.cropper = PortraitCropper(self)
        self.cropper.setObjectName("portraitCropper")
        self.cropper.applied.connect(self.apply_crop)
        self.cropper.hide()
        buttons = QHBoxLayout()
        for button in (self.import_button, self.crop_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.thumbnail)
        layout.addLayout(buttons)
        layout.addWidget(self.error)
        layout.addWidget(self.cropper)
        self._shown: tuple[str | None, int] = (None, 0)
        self._source_kind = "png"
        self._replacing = False
        self.file_dialog: QFileDialog | None = None
        self._frame = Size(1, 1)
        self._has_thumbnail = False

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        if unit.id != self.unit_id:
            self.cropper.hide()
            self.show_error("")
        self.unit_id = unit.id
        self._frame = frame_size(unit.rule_system)
        data = _image_data(scenario, unit.portrait)
        key = (unit.portrait, id(data))
        if key != self._shown:
            self._shown = key
            image = QImage.fromData(data) if data else QImage()
            self._show_thumbnail(image)
        self.crop_button.setEnabled(data is not None)
        self.remove_button.setEnabled(unit.portrait is not None)

    def _show_thumbnail(self, image: QImage) -> None:
        self._has_thumbnail = not image.isNull()
        if image.isNull():
            self.thumbnail.setPixmap(QPixmap())
            self.thumbnail.setText(ui_text(NO_PORTRAIT))
            return
        self.thumbnail.setText("")
        width = min(THUMB_WIDTH, image.width())
        self.thumbnail.setPixmap(
            QPixmap.fromImage(
                image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
            )
        )

    def retranslate(self) -> None:
        super().retranslate()
        if not self._has_thumbnail:
            self.thumbnail.setText(ui_text(NO_PORTRAIT))

    # -- import and crop ------------------------------------------------------------------
    def choose_file(self) -> None:
        """Ask for a file without blocking; the choice goes to ``import_file``."""
        dialog = QFileDialog(self, ui_text(QT_TRANSLATE_NOOP("UnitsPanel", "Import portrait")))
        dialog.setNameFilter(
            ui_text(QT_TRANSLATE_NOOP("UnitsPanel", "Images (*.png *.jpg *.jpeg)"))
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda chosen: self.import_file(Path(chosen)))
        self.file_dialog = dialog
        dialog.open()

    def import_file(self, path: Path) -> bool:
        """Check ``path`` and open the cropper on it; False (and a message) if refused."""
        if self.unit_id is None:
            return False
        try:
            image, kind = read_portrait_file(Path(path))
        except SkirmishError as exc:
            self.show_error(exc.text(current_language()))
            return False
        self.show_error("")
        self._open_cropper(image, kind, replacing=False)
        return True

    def show_error(self, text: str) -> None:
        """Say why a file was refused, under the buttons (empty text hides it)."""
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def crop_current(self) -> None:
        """Crop the portrait again (stored as a new image, the old one dropped if unused)."""
        unit = self.document.scenario.unit(self.unit_id or "")
        data = _image_data(self.document.scenario, unit.portrait if unit else None)
        image = QImage.fromData(data) if data else QImage()
        if not image.isNull():
            kind = "png" if data.startswith(IMAGE_MAGIC[".png"]) else "jpg"
            self._open_cropper(image, kind, replacing=True)

    def _open_cropper(self, image: QImage, kind: str, *, replacing: bool) -> None:
        self._source_kind, self._replacing = kind, replacing
        start = crop_to_frame(Size(image.width(), image.height()), self._frame)
        self.cropper.start(image, self._frame.width / self._frame.height, start)
        self.cropper.show()

    def apply_crop(self) -> bool:
        """Store the cropped image as the unit's portrait: one undo step."""
        image = self.cropper.cropped_image()
        unit = self.document.scenario.unit(self.unit_id or "")
        self.cropper.hide()
        if image.isNull() or unit is None:
            return False
        if max(image.width(), image.height()) > MAX_SIDE:
            image = image.scaled(
                MAX_SIDE,
                MAX_SIDE,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        data = encode_image(image, self._source_kind)
        scenario = self.document.scenario
        names = [asset.name for asset in scenario.images]
        name = image_name(unit.id, self._source_kind, set(names))
        label = "unit.crop_portrait" if self._replacing else "unit.import_portrait"
        with self.document.macro(label):
            self.document.execute(
                InsertItem(
                    ("images",), ImageAsset(name, data), bisect.bisect(names, name), label=label
                )
            )
            self.document.execute(SetValue(self.path("portrait"), name, label=label))
            self.document.execute(SetValue(self.path("portrait_focus"), (0.5, 0.5), label=label))
            self._drop_if_unused(unit.portrait, label)
        return True

    def remove_portrait(self) -> bool:
        unit = self.document.scenario.unit(self.unit_id or "")
        if unit is None or unit.portrait is None:
            return False
        with self.document.macro("unit.remove_portrait"):
            self.document.execute(
                SetValue(self.path("portrait"), None, label="unit.remove_portrait")
            )
            self._drop_if_unused(unit.portrait, "unit.remove_portrait")
        return True

    def _drop_if_unused(self, name: str | None, label: str) -> None:
        scenario = self.document.scenario
        if name is None or users_of(scenario, name):
            return
        for index, asset in enumerate(scenario.images):
            if asset.name == name:
                self.document.execute(RemoveItem(("images",), index, label=label))
                return


def _image_data(scenario: Scenario, name: str | None) -> bytes | None:
    if not name:
        return None
    return next((asset.data for asset in scenario.images if asset.name == name), None)
