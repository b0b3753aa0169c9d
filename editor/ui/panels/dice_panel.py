"""DicePanel: the scenario's dice set — each die's colour, name and successes per face.

Each game's dice differ, so they are data (PRODUCT §2b). The bundled set is an invented example
marked unverified; the panel says so in an amber banner and paints unverified dice amber until
the author either edits a die's faces (which marks that die checked, as its ``verified`` field
allows) or ticks "Checked" after comparing the faces with the physical die. The row order is the
solo AI's reroll order (SOLO-DR-1), so dice can be moved up and down. Every edit is one
command; nonsense (letters, negative or huge numbers, a colour that is not one) is refused with
a message in the panel and the scenario stays as it was.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, MoveItem, RemoveItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.model.defaults import default_dice
from editor.model.dice import DieType
from editor.ui.i18n import current_language
from editor.ui.panels.dice_table import (
    MAX_FACE,
    SOLO_FACES,
    DiceTableModel,
    users_of_die,
)
from editor.ui.panels.die_form import DieForm, set_faces_command
from editor.ui.panels.document_panel import (
    DocumentPanel,
    catalogue_text,
    committed_line,
    edited_text,
    labelled_form,
    set_labels,
)
from editor.ui.panels.form_sync import (
    hrow,
    panel_action,
    row_of,
    show_text,
    unique_id,
    whole_number,
)

BANNER_STYLE = (
    "background: #fff1c2; border: 1px solid #d9a21b; border-radius: 4px; padding: 6px;"
    "color: #4a3500;"
)

DICE_ROOTS = frozenset({"dice"})
"""The scenario fields this panel shows; other changes do not refresh it."""


class DicePanel(DocumentPanel):
    """Edits ``document.scenario.dice``; the selected die is view state, kept by id."""

    ROOTS = DICE_ROOTS

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, "dicePanel", parent)
        self.selected_die: str | None = None
        self._follow_document()

    def _build(self) -> None:
        self.no_dice = QLabel(self)
        self.no_dice.setWordWrap(True)
        self.use_default_button = QPushButton(self)
        self.use_default_button.clicked.connect(self._on_use_default_clicked)
        self.banner = QLabel(self)
        self.banner.setObjectName("unverifiedBanner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(BANNER_STYLE)
        self._problem_label()

        self.set_box = QGroupBox(self)
        self.set_name_fr = committed_line(self.set_box, self._on_set_name_edited)
        self.set_name_en = committed_line(self.set_box, self._on_set_name_edited)
        self.set_form = labelled_form(self.set_box, self.set_name_fr, self.set_name_en)

        self.model = DiceTableModel(self._set_face, self._set_verified, self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.selectionModel().currentRowChanged.connect(self._on_current_die_changed)
        self.model.modelReset.connect(self._size_columns)
        self.table.horizontalHeader().geometriesChanged.connect(self._fit_table_height)
        self.table.horizontalHeader().sectionResized.connect(self._fit_table_height)

        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(self._on_add_clicked)
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.move_up_action = panel_action(
            self, "Ctrl+Up", "arrow-up", lambda: self._on_move_clicked(-1)
        )
        self.move_down_action = panel_action(
            self, "Ctrl+Down", "arrow-down", lambda: self._on_move_clicked(1)
        )
        self.move_up_button = QToolButton(self)
        self.move_up_button.setDefaultAction(self.move_up_action)
        self.move_down_button = QToolButton(self)
        self.move_down_button.setDefaultAction(self.move_down_action)

        self.die_form = DieForm(self.document, self._execute, self.show_message, self)

        self.content = QWidget(self)
        content_layout = QVBoxLayout(self.content)
        content_layout.setContentsMargins(0, 0, 0, 0)
        content_layout.addWidget(self.banner)
        content_layout.addWidget(self.set_box)
        content_layout.addWidget(self.table)
        content_layout.addLayout(
            hrow(
                self.add_button,
                self.remove_button,
                None,
                self.move_up_button,
                self.move_down_button,
            )
        )
        content_layout.addWidget(self.die_form)
        content_layout.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.no_dice)
        layout.addWidget(self.use_default_button)
        layout.addWidget(self.message)
        layout.addWidget(self.content, 1)

    def _size_columns(self) -> None:
        """Faces as narrow columns, the die's name taking the rest of the width."""
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(24)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self.model.columnCount()):
            if self.model.face_of(column) is not None:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
                header.resizeSection(column, 28)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self._fit_table_height()

    def _fit_table_height(self) -> None:
        """Tall enough for every die (up to 8) and, when the columns overflow, the scroll bar."""
        rows = min(max(self.model.rowCount(), 3), 8)
        header = self.table.horizontalHeader()
        height = (
            header.sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
            + 4
        )
        if header.length() > self.table.viewport().width():
            height += self.table.horizontalScrollBar().sizeHint().height()
        if self.table.height() != height:
            self.table.setFixedHeight(height)

    # -- language ------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.no_dice.setText(self.tr("This scenario has no dice set yet."))
        self.use_default_button.setText(self.tr("Use the example dice"))
        self.set_box.setTitle(self.tr("Dice set"))
        set_labels(self.set_form, self.tr("Name (French)"), self.tr("Name (English)"))
        self.die_form.retranslate()
        self.add_button.setText(self.tr("Add die"))
        self.remove_button.setText(self.tr("Remove die"))
        self.move_up_action.setText(self.tr("Move up"))
        self.move_up_action.setToolTip(self.tr("Reroll this die earlier (Ctrl+Up)"))
        self.move_down_action.setText(self.tr("Move down"))
        self.move_down_action.setToolTip(self.tr("Reroll this die later (Ctrl+Down)"))
        self.model.retranslate()
        self.refresh()

    # -- projection of the document ------------------------------------------------------------
    def refresh(self) -> None:
        dice, lang = self.document.scenario.dice, current_language()
        self.no_dice.setVisible(dice is None)
        self.use_default_button.setVisible(dice is None)
        self.content.setVisible(dice is not None)
        if dice is None:
            self.selected_die = None
            return
        show_text(self.set_name_fr, dice.name.fr)
        show_text(self.set_name_en, dice.name.en)
        unverified = [d.name.get(lang) or d.id for d in dice.dice if not d.verified]
        self.banner.setVisible(bool(unverified))
        if unverified:
            self.banner.setText(
                self.tr(
                    "⚠ Unverified faces: %1. These are an invented example, not your dice. "
                    "Enter the faces of your own dice (that marks them checked), or tick "
                    "“Checked” once you have compared them."
                ).replace("%1", ", ".join(unverified))
            )
        self._updating = True
        try:
            self.model.set_dice(dice.dice, lang)
            self._select_row(self._kept_row(dice.dice, self.selected_die))
        finally:
            self._updating = False
        self._show_selected()

    def _select_row(self, row: int) -> None:
        selection = self.table.selectionModel()
        index = self.model.index(row, 0) if row >= 0 else QModelIndex()
        if selection.currentIndex().row() != row or not selection.isRowSelected(row):
            flags = selection.SelectionFlag
            selection.setCurrentIndex(
                index, flags.ClearAndSelect | flags.Rows if row >= 0 else flags.Clear
            )
        self.selected_die = self.model.dice[row].id if row >= 0 else None
        self._selected_row = row

    def select_path(self, path: tuple) -> bool:
        """Select the die a checker culprit path (``("dice", "dice", index, …)``) names."""
        dice = self.document.scenario.dice
        if dice is None or tuple(path[:2]) != ("dice", "dice") or len(path) < 3:
            return False
        row = row_of(dice.dice, path[2])
        if row < 0:
            return False
        self._select_row(row)
        self._show_selected()
        return True

    def _on_current_die_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._updating:
            row = current.row()
            self.selected_die = self.model.dice[row].id if 0 <= row < len(self.model.dice) else None
            self._selected_row = row
            self._show_selected()

    def _die(self) -> DieType | None:
        dice = self.document.scenario.dice
        return dice.die(self.selected_die) if dice and self.selected_die else None

    def _show_selected(self) -> None:
        die, count = self._die(), len(self.model.dice)
        row = self._selected_row if die else -1
        self.remove_button.setEnabled(die is not None)
        self.move_up_action.setEnabled(row > 0)
        self.move_down_action.setEnabled(0 <= row < count - 1)
        self.die_form.show_die(self.selected_die if die else None)

    # -- commands ------------------------------------------------------------------------------
    def _die_path(self, die_id: str, *rest) -> tuple:
        return ("dice", "dice", ById(die_id), *rest)

    def _on_use_default_clicked(self) -> None:
        self._execute(SetValue(("dice",), default_dice(), label="dice.use_default"))

    def _on_set_name_edited(self) -> None:
        dice = self.document.scenario.dice
        if dice is None:
            return
        name = edited_text(self.set_name_fr, self.set_name_en)
        if name != dice.name:
            self._execute(SetValue(("dice", "name"), name, label="dice.rename_set"))

    def _set_face(self, row: int, face: int, value: object) -> bool:
        die = self.model.dice[row] if 0 <= row < len(self.model.dice) else None
        if die is None or face >= len(die.faces):
            return False
        successes = whole_number(value, digits=3)
        if successes is None or not 0 <= successes <= MAX_FACE:
            text = self.tr(
                "A face shows a whole number of successes from 0 to 100; “%1” was refused."
            )
            self.show_message(text.replace("%1", str(value)[:40]))
            return False
        self._execute(
            set_faces_command(die, die.faces[:face] + (successes,) + die.faces[face + 1 :])
        )
        return True

    def _set_verified(self, row: int, checked: bool) -> bool:
        if not 0 <= row < len(self.model.dice):
            return False
        die = self.model.dice[row]
        path = self._die_path(die.id, "verified")
        self._execute(SetValue(path, checked, label="dice.set_verified"))
        return True

    def _on_add_clicked(self) -> None:
        dice = self.document.scenario.dice
        die_id = unique_id("die", (d.id for d in dice.dice))
        die = DieType(
            die_id,
            catalogue_text("dice.new_die_name"),
            "#7f7f7f",
            (0,) * SOLO_FACES,
            verified=False,
        )
        index = self._selected_row + 1 if self._die() else len(dice.dice)
        self.selected_die = die_id
        self._execute(InsertItem(("dice", "dice"), die, index, label="dice.add_die"))

    def _on_remove_clicked(self) -> None:
        die, lang = self._die(), current_language()
        if die is None:
            return
        users = users_of_die(self.document.scenario, die.id, lang)
        if users:
            self.show_message(
                self.tr(
                    "The die “%1” is still rolled by: %2. Take it out of their dice pools "
                    "before removing it."
                )
                .replace("%1", die.name.get(lang) or die.id)
                .replace("%2", ", ".join(users[:6]) + ("…" if len(users) > 6 else ""))
            )
            return
        self._execute(RemoveItem(("dice", "dice"), self._selected_row, label="dice.remove_die"))

    def _on_move_clicked(self, step: int) -> None:
        row, count = self._selected_row, len(self.model.dice)
        if self._die() is not None and 0 <= row + step < count:
            self._execute(MoveItem(("dice", "dice"), row, row + step, label="dice.move_die"))
            self.table.setFocus()
