"""RiverPanel: the villains' river (rivière) of a zone-solo scenario — slot costs and tiles.

The author sets the cost of each slot, lists the tiles in their starting order (drag a tile, or
use Move up / Move down, Ctrl+Up / Ctrl+Down, to reorder: one MoveItem, one undo step), and edits
the selected tile in the ``TileForm`` below the list. The panel is a projection of the document:
every edit is a command, and any change — undo and redo included — refreshes it without
disturbing a field being typed in. The selected tile is view state, kept by id.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, MoveItem, RemoveItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.model.river import River, Tile, TileKind
from editor.ui.i18n import current_language
from editor.ui.panels.document_panel import DocumentPanel, catalogue_text
from editor.ui.panels.form_sync import (
    hrow,
    panel_action,
    row_of,
    unique_id,
    whole_number,
)
from editor.ui.panels.river_models import MAX_SLOTS, SlotCostModel, TileListModel, slot_table
from editor.ui.panels.river_tile_form import TileForm

MAX_SLOT_COST = 100

RIVER_ROOTS = frozenset({"river", "units", "mission"})
"""The scenario fields this panel shows; other changes do not refresh it."""


class RiverPanel(DocumentPanel):
    """Edits ``document.scenario.river``: slot costs, the tiles' order, the selected tile."""

    ROOTS = RIVER_ROOTS

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, "riverPanel", parent)
        self.selected_tile: str | None = None
        self._follow_document()

    def _build(self) -> None:
        self.no_river = QLabel(self)
        self.no_river.setWordWrap(True)
        self.create_button = QPushButton(self)
        self.create_button.clicked.connect(self._on_create_clicked)
        self._problem_label()

        self.slots_box = QGroupBox(self)
        self.slot_model = SlotCostModel(self._set_slot_cost, self)
        self.slot_table = slot_table(self.slot_model, self.slots_box)
        self.add_slot_button = QPushButton(self.slots_box)
        self.add_slot_button.clicked.connect(self._on_add_slot_clicked)
        self.remove_slot_button = QPushButton(self.slots_box)
        self.remove_slot_button.clicked.connect(self._on_remove_slot_clicked)
        slot_layout = QVBoxLayout(self.slots_box)
        slot_layout.addWidget(self.slot_table)
        slot_layout.addLayout(hrow(self.add_slot_button, self.remove_slot_button, None))

        self.tiles_box = QGroupBox(self)
        self.tile_model = TileListModel(self._move_tile, self)
        self.tile_list = QListView(self.tiles_box)
        self.tile_list.setModel(self.tile_model)
        self.tile_list.setIconSize(QSize(20, 20))
        self.tile_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tile_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.tile_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.tile_list.setMinimumHeight(170)
        self.tile_list.selectionModel().currentChanged.connect(self._on_current_tile_changed)
        self.add_tile_button = QPushButton(self.tiles_box)
        self.add_tile_button.clicked.connect(self._on_add_tile_clicked)
        self.remove_tile_button = QPushButton(self.tiles_box)
        self.remove_tile_button.clicked.connect(self._on_remove_tile_clicked)
        self.move_up_action = panel_action(
            self, "Ctrl+Up", "arrow-up", lambda: self._on_move_clicked(-1)
        )
        self.move_down_action = panel_action(
            self, "Ctrl+Down", "arrow-down", lambda: self._on_move_clicked(1)
        )
        self.move_up_button = QToolButton(self.tiles_box)
        self.move_up_button.setDefaultAction(self.move_up_action)
        self.move_down_button = QToolButton(self.tiles_box)
        self.move_down_button.setDefaultAction(self.move_down_action)
        tiles_layout = QVBoxLayout(self.tiles_box)
        tiles_layout.addWidget(self.tile_list)
        buttons = (self.add_tile_button, self.remove_tile_button, None)
        tiles_layout.addLayout(hrow(*buttons, self.move_up_button, self.move_down_button))

        self.tile_form = TileForm(self.document, self._execute, self.show_message, self)
        content = QWidget(self)
        content_layout = QVBoxLayout(content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addWidget(self.slots_box)
        content_layout.addWidget(self.tiles_box, 1)
        content_layout.addWidget(self.tile_form)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.no_river)
        layout.addWidget(self.create_button)
        layout.addWidget(self.message)
        layout.addWidget(self.scroll, 1)

    # -- language ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.no_river.setText(self.tr("This scenario has no river yet."))
        self.create_button.setText(self.tr("Create a river"))
        self.slots_box.setTitle(self.tr("Slots and activation costs"))
        self.slots_box.setToolTip(
            self.tr(
                "Energy cubes paid to activate the tile in each slot, from left (cheapest) "
                "to right. Double-click a cost to change it."
            )
        )
        self.add_slot_button.setText(self.tr("Add slot"))
        self.remove_slot_button.setText(self.tr("Remove last slot"))
        self.tiles_box.setTitle(self.tr("Tiles in starting order (drag to reorder)"))
        self.add_tile_button.setText(self.tr("Add tile"))
        self.remove_tile_button.setText(self.tr("Remove tile"))
        self.move_up_action.setText(self.tr("Move up"))
        self.move_up_action.setToolTip(self.tr("Move the tile one slot left (Ctrl+Up)"))
        self.move_down_action.setText(self.tr("Move down"))
        self.move_down_action.setToolTip(self.tr("Move the tile one slot right (Ctrl+Down)"))
        self.slot_model.retranslate()
        self.tile_form.retranslate()
        self.refresh()

    # -- projection of the document ------------------------------------------------------------
    def refresh(self) -> None:
        river = self.document.scenario.river
        self.no_river.setVisible(river is None)
        self.create_button.setVisible(river is None)
        self.scroll.setVisible(river is not None)
        if river is None:
            self.selected_tile = None
            return
        self._updating = True
        try:
            self.slot_model.set_costs(river.slot_costs)
            self.remove_slot_button.setEnabled(len(river.slot_costs) > 1)
            self.tile_model.set_rows(self._tile_rows(river))
            self._select_row(self._kept_row(river.tiles, self.selected_tile))
        finally:
            self._updating = False
        self._show_selected()

    def _tile_rows(self, river: River) -> list[tuple[str, str, str, bool]]:
        scenario, lang = self.document.scenario, current_language()
        events = {e.id: e for e in scenario.mission.events}
        rows = []
        for index, tile in enumerate(river.tiles):
            if index < len(river.slot_costs):
                where = self.tr("Slot %1 · cost %2").replace("%1", str(index + 1))
                where = where.replace("%2", str(river.slot_costs[index]))
            else:
                where = self.tr("Slot %1 · beyond the river").replace("%1", str(index + 1))
            text = f"{tile.name.get(lang) or tile.id}\n{where} — {self._detail(tile, events)}"
            tooltip = text + ("\n" + self.tr("Leader symbol") if tile.leader else "")
            rows.append((tile.id, text, tooltip, tile.leader))
        return rows

    def _detail(self, tile: Tile, events: dict) -> str:
        lang = current_language()
        if tile.kind is TileKind.EVENT:
            event = events.get(tile.event or "")
            name = (event.name.get(lang) or event.id) if event else self.tr("none")
            return self.tr("Event: %1").replace("%1", name)
        parts = []
        for entry in tile.units:
            unit = self.document.scenario.unit(entry.unit)
            parts.append(f"{entry.count} × {unit.name.get(lang) if unit else entry.unit}")
        return ", ".join(parts) or self.tr("no unit")

    def _select_row(self, row: int) -> None:
        selection = self.tile_list.selectionModel()
        index = self.tile_model.index(row, 0) if row >= 0 else QModelIndex()
        if selection.currentIndex() != index or not selection.isSelected(index):
            flags = selection.SelectionFlag
            selection.setCurrentIndex(index, flags.ClearAndSelect if row >= 0 else flags.Clear)
        self.selected_tile = self.tile_model.tile_id(row)
        self._selected_row = row

    def select_path(self, path: tuple) -> bool:
        """Select the tile a checker culprit path (``("river", "tiles", ById(id), …)``) names."""
        river = self.document.scenario.river
        if river is None or tuple(path[:2]) != ("river", "tiles") or len(path) < 3:
            return False
        row = row_of(river.tiles, path[2])
        if row < 0:
            return False
        self._select_row(row)
        self._show_selected()
        return True

    def _on_current_tile_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._updating:
            self.selected_tile = self.tile_model.tile_id(current.row())
            self._selected_row = current.row()
            self._show_selected()

    def _show_selected(self) -> None:
        count = len(self.document.scenario.river.tiles) if self.document.scenario.river else 0
        index = self.tile_model.row_of(self.selected_tile)
        self.remove_tile_button.setEnabled(index >= 0)
        self.move_up_action.setEnabled(index > 0)
        self.move_down_action.setEnabled(0 <= index < count - 1)
        self.tile_form.show_tile(self.selected_tile)

    # -- commands ------------------------------------------------------------------------------
    def _on_create_clicked(self) -> None:
        self._execute(SetValue(("river",), River(), label="river.create"))

    def _set_slot_cost(self, slot: int, value: object) -> bool:
        river = self.document.scenario.river
        if river is None or not 0 <= slot < len(river.slot_costs):
            return False
        cost = whole_number(value)
        if cost is None or not 0 <= cost <= MAX_SLOT_COST:
            text = self.tr("A slot cost must be a whole number from 0 to 100; “%1” was refused.")
            self.show_message(text.replace("%1", str(value)[:40]))
            return False
        costs = river.slot_costs[:slot] + (cost,) + river.slot_costs[slot + 1 :]
        self._execute(SetValue(("river", "slot_costs"), costs, label="river.set_slot_cost"))
        return True

    def _on_add_slot_clicked(self) -> None:
        costs = self.document.scenario.river.slot_costs
        if len(costs) >= MAX_SLOTS:
            self.show_message(self.tr("A river has at most 20 slots."))
            return
        cost = min((costs[-1] + 1) if costs else 1, MAX_SLOT_COST)
        self._execute(SetValue(("river", "slot_costs"), costs + (cost,), label="river.add_slot"))

    def _on_remove_slot_clicked(self) -> None:
        costs = self.document.scenario.river.slot_costs
        if len(costs) <= 1:
            self.show_message(self.tr("A river needs at least one slot."))
            return
        self._execute(SetValue(("river", "slot_costs"), costs[:-1], label="river.remove_slot"))

    def _on_add_tile_clicked(self) -> None:
        river = self.document.scenario.river
        tile_id = unique_id("tile", (t.id for t in river.tiles))
        index = self.tile_model.row_of(self.selected_tile)
        index = index + 1 if index >= 0 else len(river.tiles)
        self.selected_tile = tile_id
        tile = Tile(tile_id, catalogue_text("river.new_tile_name"))
        self._execute(InsertItem(("river", "tiles"), tile, index, label="river.add_tile"))
        self.tile_form.name_fr.setFocus()
        self.tile_form.name_fr.selectAll()

    def _on_remove_tile_clicked(self) -> None:
        """Removes the tile and unlinks its figures (they keep their place on the board), as
        one undo step."""
        tile = self.tile_form.tile()
        if tile is None:
            return
        index = self.tile_model.row_of(tile.id)
        self.show_message("")
        with self.document.macro("river.remove_tile"):
            for figure in self.document.scenario.figures:
                if figure.tile == tile.id:
                    self.document.execute(SetValue(("figures", ById(figure.id), "tile"), None))
            self.document.execute(RemoveItem(("river", "tiles"), index))

    def _move_tile(self, source: int, target: int) -> bool:
        river = self.document.scenario.river
        tiles = river.tiles if river else ()
        if source == target or not (0 <= source < len(tiles) and 0 <= target < len(tiles)):
            return False
        self.selected_tile = tiles[source].id
        return self._execute(MoveItem(("river", "tiles"), source, target, label="river.move_tile"))

    def _on_move_clicked(self, step: int) -> None:
        index = self.tile_model.row_of(self.selected_tile)
        if index >= 0:
            self._move_tile(index, index + step)
            self.tile_list.setFocus()
