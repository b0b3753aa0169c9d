"""DiceTableModel: the scenario's dice as a table — one row per die in reroll order (SOLO-DR-1),
its colour and name, the successes on each face, the average, and whether the faces are checked.

The model holds what the panel last read from the document; an edited cell is handed back
through callbacks that refuse nonsense and otherwise execute one command, so the table never
changes the scenario by itself. Unverified dice (the bundled example faces, PRODUCT §2b) are
painted amber so the author sees at a glance which faces are still invented. Also here, the
checks behind dice edits: parsing typed faces, and finding who still rolls a die.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QWidget

from editor.model.dice import DiceCount, DieType
from editor.model.scenario import Scenario
from editor.model.units import SoloProfile
from editor.ui.panels.form_sync import whole_number

SOLO_FACES = 6
UNVERIFIED = QColor("#fbe3a1")
ZERO_FACE = QColor("#8a8a8a")
MAX_FACE = 100
MAX_FACES = 100


def die_icon(colour: str, size: int = 18) -> QIcon:
    """A die swatch: a rounded square of the die's colour with a darker edge."""
    fill = QColor(colour)
    if not fill.isValid():
        fill = QColor("#b8b8b8")
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(fill.darker(170) if fill.lightness() > 60 else QColor("#000000"), 1.2))
    painter.setBrush(fill)
    painter.drawRoundedRect(QRectF(1, 1, size - 2, size - 2), 4, 4)
    painter.end()
    return QIcon(pixmap)


def parse_faces(text: str) -> tuple[int, ...] | None:
    """``"0, 0, 1, 1, 2, 2"`` (commas, semicolons or spaces) as faces; None when not 2 to 100
    whole numbers from 0 to 100."""
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    faces = [whole_number(p, digits=3) for p in parts]
    if not 2 <= len(faces) <= MAX_FACES or any(f is None or not 0 <= f <= MAX_FACE for f in faces):
        return None
    return tuple(faces)


def _mentions(value: object, die_id: str) -> bool:
    """Whether a unit profile or zone names the die (in a pool or as a free reroll)."""
    if isinstance(value, DiceCount):
        return value.die == die_id
    if isinstance(value, tuple):
        return any(_mentions(v, die_id) for v in value)
    if isinstance(value, SoloProfile) and die_id in value.free_rerolls:
        return True
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_mentions(getattr(value, f.name), die_id) for f in dataclasses.fields(value))
    return False


def users_of_die(scenario: Scenario, die_id: str, lang: str) -> list[str]:
    """Names of the units and zones whose dice pools use ``die_id``."""
    names = [u.name.get(lang) or u.id for u in scenario.units if _mentions(u.profile, die_id)]
    for zone in getattr(scenario.board, "zones", ()):
        if _mentions(zone, die_id):
            names.append(zone.name.get(lang) or zone.id)
    return names


class DiceTableModel(QAbstractTableModel):
    """Columns: die, one per face, average, checked. ``set_face(row, face, value)`` and
    ``set_verified(row, checked)`` belong to the panel and return whether they accepted."""

    def __init__(
        self,
        set_face: Callable[[int, int, object], bool],
        set_verified: Callable[[int, bool], bool],
        parent: QWidget,
    ):
        super().__init__(parent)
        self._set_face = set_face
        self._set_verified = set_verified
        self.dice: tuple[DieType, ...] = ()
        self.lang = "en"
        self.faces = SOLO_FACES

    # -- content -------------------------------------------------------------------------------
    def set_dice(self, dice: tuple[DieType, ...], lang: str) -> None:
        faces = max([SOLO_FACES, *(len(d.faces) for d in dice)])
        if (dice, lang) == (self.dice, self.lang):
            return
        if len(dice) != len(self.dice) or faces != self.faces:
            self.beginResetModel()
            self.dice, self.lang, self.faces = dice, lang, faces
            self.endResetModel()
            return
        self.dice, self.lang = dice, lang
        self.dataChanged.emit(self.index(0, 0), self.index(len(dice) - 1, self.columnCount() - 1))

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    @property
    def average_column(self) -> int:
        return self.faces + 1

    @property
    def checked_column(self) -> int:
        return self.faces + 2

    def face_of(self, column: int) -> int | None:
        """The face index shown in ``column`` (None for the other columns)."""
        return column - 1 if 1 <= column <= self.faces else None

    # -- Qt model ------------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self.dice)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else self.faces + 3

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self.dice):
            return None
        die, column = self.dice[index.row()], index.column()
        face = self.face_of(column)
        if column == 0:
            return self._die_data(die, role)
        if face is not None:
            return self._face_data(die, face, role)
        if column == self.average_column:
            if role == Qt.ItemDataRole.DisplayRole and die.faces:
                return f"{sum(die.faces) / len(die.faces):.2f}"
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("Average successes per die")
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignCenter)
            return None
        return self._checked_data(die, role)

    def _die_data(self, die: DieType, role: int):
        if role == Qt.ItemDataRole.DisplayRole:
            return die.name.get(self.lang) or die.id
        if role == Qt.ItemDataRole.DecorationRole:
            return die_icon(die.color)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{die.id} · {die.color}"
        return None

    def _face_data(self, die: DieType, face: int, role: int):
        if face >= len(die.faces):
            return None
        value = die.faces[face]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and value == 0:
            return QBrush(ZERO_FACE)
        if role == Qt.ItemDataRole.BackgroundRole and not die.verified:
            return QBrush(UNVERIFIED)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr("Face %1: %n success(es)", "", value).replace("%1", str(face + 1))
        return None

    def _checked_data(self, die: DieType, role: int):
        if role == Qt.ItemDataRole.CheckStateRole:
            return Qt.CheckState.Checked if die.verified else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if die.verified else "⚠"
        if role == Qt.ItemDataRole.BackgroundRole and not die.verified:
            return QBrush(UNVERIFIED)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tr(
                "Tick once these faces match your physical die; editing a face ticks it."
            )
        return None

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ):
        if orientation == Qt.Orientation.Vertical:
            if role == Qt.ItemDataRole.DisplayRole:
                return str(section + 1)
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("Reroll order: the solo AI rerolls dice in this order")
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == 0:
            return self.tr("Die")
        if self.face_of(section) is not None:
            return str(section)
        if section == self.average_column:
            return self.tr("Avg.")
        return self.tr("Checked")

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not index.isValid() or not 0 <= index.row() < len(self.dice):
            return flags
        face = self.face_of(index.column())
        if face is not None and face < len(self.dice[index.row()].faces):
            return flags | Qt.ItemFlag.ItemIsEditable
        if index.column() == self.checked_column:
            return flags | Qt.ItemFlag.ItemIsUserCheckable
        return flags

    def setData(  # noqa: N802
        self, index: QModelIndex, value: object, role: int = Qt.ItemDataRole.EditRole
    ) -> bool:
        if not index.isValid() or not 0 <= index.row() < len(self.dice):
            return False
        face = self.face_of(index.column())
        if face is not None and role == Qt.ItemDataRole.EditRole:
            return self._set_face(index.row(), face, value)
        if index.column() == self.checked_column and role == Qt.ItemDataRole.CheckStateRole:
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            return self._set_verified(index.row(), checked)
        return False
