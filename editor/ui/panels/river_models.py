"""The item models and row widget behind the river panel: slot costs, tiles, tile units.

They hold what the panel last read from the document and hand edits back through callbacks, so
they never change the scenario themselves: a tile dropped elsewhere in the list becomes one
``MoveItem`` executed by the panel, and the list follows when the document reports the move.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QSizePolicy,
    QSpinBox,
    QTableView,
    QToolButton,
    QWidget,
)

from editor.resources import RESOURCES_DIR
from editor.ui.panels.form_sync import fill_combo, show_choice, show_value

TILE_MIME = "application/x-skirmish-river-tile"
MAX_SLOTS = 20
MAX_UNIT_COUNT = 100


class SlotCostModel(QAbstractTableModel):
    """One row of slot costs under the slot numbers; an edit goes to ``commit(slot, value)``,
    which refuses nonsense (the table then keeps the document's value)."""

    def __init__(self, commit: Callable[[int, object], bool], parent: QWidget):
        super().__init__(parent)
        self._commit = commit
        self._costs: tuple[int, ...] = ()

    def set_costs(self, costs: tuple[int, ...]) -> None:
        if costs == self._costs:
            return
        if len(costs) != len(self._costs):
            self.beginResetModel()
            self._costs = costs
            self.endResetModel()
        else:
            self._costs = costs
            self.dataChanged.emit(self.index(0, 0), self.index(0, len(costs) - 1))

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, 0)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else 1

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._costs)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.column() < len(self._costs):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._costs[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            return (
                self.tr("Slot %1 costs %2 energy cubes")
                .replace("%1", str(index.column() + 1))
                .replace("%2", str(self._costs[index.column()]))
            )
        return None

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,  # noqa: N802
        role: int = Qt.ItemDataRole.DisplayRole,
    ):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return str(section + 1)
        return self.tr("Cost")

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable

    def setData(
        self,
        index: QModelIndex,
        value: object,  # noqa: N802
        role: int = Qt.ItemDataRole.EditRole,
    ) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        return self._commit(index.column(), value)


def slot_table(model: SlotCostModel, parent: QWidget) -> QTableView:
    table = QTableView(parent)
    table.setModel(model)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setMinimumSectionSize(34)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    table.setFixedHeight(
        header.sizeHint().height()
        + table.verticalHeader().defaultSectionSize()
        + table.horizontalScrollBar().sizeHint().height()
        + 2 * table.frameWidth()
    )
    return table


class TileUnitRow(QWidget):
    """One unit of a character tile: how many figures of which unit; ``edited`` reports the
    whole entry (index, unit id, count), ``removed`` asks to drop it."""

    edited = Signal(int, str, int)
    removed = Signal(int)

    def __init__(self, index: int, parent: QWidget):
        super().__init__(parent)
        self.index = index
        self.count = QSpinBox(self)
        self.count.setRange(1, MAX_UNIT_COUNT)
        self.count.setPrefix("× ")
        self.count.setKeyboardTracking(False)
        self.count.valueChanged.connect(self._on_edited)
        self.unit = QComboBox(self)
        self.unit.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.unit.setMinimumContentsLength(8)
        self.unit.activated.connect(self._on_edited)
        self.remove = QToolButton(self)
        self.remove.setText("✕")
        self.remove.clicked.connect(lambda: self.removed.emit(self.index))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.count)
        layout.addWidget(self.unit, 1)
        layout.addWidget(self.remove)
        self.retranslate()

    def retranslate(self) -> None:
        self.count.setToolTip(self.tr("Figures of this unit activated by the tile"))
        self.remove.setToolTip(self.tr("Remove this unit from the tile"))

    def show_entry(self, units: list[tuple[str, str]], unit_id: str, count: int) -> None:
        if unit_id not in {u for u, _ in units}:
            units = [*units, (unit_id, self.tr("%1 (unknown unit)").replace("%1", unit_id))]
        fill_combo(self.unit, units)
        show_choice(self.unit, unit_id)
        show_value(self.count, count)

    def _on_edited(self, *_args) -> None:
        if self.unit.currentData() is not None:
            self.edited.emit(self.index, self.unit.currentData(), self.count.value())


class TileListModel(QAbstractListModel):
    """The tiles in river order. A drop hands (source, target) to ``move``; the list itself
    changes only when the document does, so a drag is exactly one command."""

    def __init__(self, move: Callable[[int, int], bool], parent: QWidget):
        super().__init__(parent)
        self._move = move
        self._rows: list[tuple[str, str, str, bool]] = []
        blank = QPixmap(24, 24)
        blank.fill(Qt.GlobalColor.transparent)
        self._blank = QIcon(blank)
        self._leader = QIcon(str(RESOURCES_DIR / "icons" / "leader.svg"))

    def set_rows(self, rows: list[tuple[str, str, str, bool]]) -> bool:
        """(tile id, text, tooltip, leader) per tile; resets only when something differs."""
        if rows == self._rows:
            return False
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()
        return True

    def tile_id(self, row: int) -> str | None:
        return self._rows[row][0] if 0 <= row < len(self._rows) else None

    def row_of(self, tile_id: str | None) -> int:
        return next((i for i, row in enumerate(self._rows) if row[0] == tile_id), -1)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        tile_id, text, tooltip, leader = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip
        if role == Qt.ItemDataRole.DecorationRole:
            return self._leader if leader else self._blank
        if role == Qt.ItemDataRole.UserRole:
            return tile_id
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.ItemIsDropEnabled
        return (
            Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled
        )

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [TILE_MIME]

    def mimeData(self, indexes: list[QModelIndex]) -> QMimeData:  # noqa: N802
        data = QMimeData()
        rows = sorted({i.row() for i in indexes if i.isValid()})
        data.setData(TILE_MIME, str(rows[0] if rows else -1).encode())
        return data

    def dropMimeData(
        self,
        data: QMimeData,
        action: Qt.DropAction,
        row: int,  # noqa: N802
        column: int,
        parent: QModelIndex,
    ) -> bool:
        if action != Qt.DropAction.MoveAction or not data.hasFormat(TILE_MIME):
            return False
        try:
            source = int(bytes(data.data(TILE_MIME).data()).decode())
        except ValueError:
            return False
        if not 0 <= source < len(self._rows):
            return False
        if row < 0:
            row = parent.row() if parent.isValid() else len(self._rows)
        target = row - 1 if row > source else row
        return self._move(source, min(target, len(self._rows) - 1))
