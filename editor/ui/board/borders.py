"""The border editor: the form for the kind and costs of one border, shown by the Properties
panel when a border is selected (``property_forms.BorderForm``), never as a window of its own:
a second top-level "Border" window used to open over the hint line and the checker.

``edit(key)`` shows the border named by a scene key. Each field edit is an ``EditBorder``
(one step per border and field, so spinning a cost up and down is one undo step); a button
swaps the border's zones and its two costs (``SwapBorder``), since a fall-only border falls
from its first zone to its second. It follows the document: undo, redo or a re-derivation
refreshes it, and it hides when its border disappears.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.editing.borders import EditBorder, SwapBorder
from editor.model.board import Border, BorderKind
from editor.ui.board.scene import Key, border_key
from editor.ui.i18n import current_language


class BorderEditor(QWidget):
    """Edits the border named by a scene key ``("border", a, b)``."""

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(parent)
        self.document = document
        self.key: Key | None = None
        self.zones_label = QLabel()
        self.kind = QComboBox()
        for kind in BorderKind:
            self.kind.addItem("", kind)
        self.cost_ab = QSpinBox()
        self.cost_ba = QSpinBox()
        self.jump = QSpinBox()
        for spin in (self.cost_ab, self.cost_ba, self.jump):
            spin.setRange(0, 20)
        self.blocks_los = QCheckBox()
        self.swap = QPushButton()
        self.form = QFormLayout(self)
        self.form.addRow(self.zones_label)
        self._labels = [QLabel(self) for _ in range(5)]
        fields = (self.kind, self.cost_ab, self.cost_ba, self.jump, self.blocks_los)
        for label, field in zip(self._labels, fields):
            self.form.addRow(label, field)
        self.form.addRow(self.swap)
        self.kind.currentIndexChanged.connect(self._on_kind_changed)
        self.cost_ab.valueChanged.connect(self._on_cost_ab_changed)
        self.cost_ba.valueChanged.connect(self._on_cost_ba_changed)
        self.jump.valueChanged.connect(self._on_jump_changed)
        self.blocks_los.toggled.connect(self._on_blocks_los_changed)
        self.swap.clicked.connect(self._on_swap_clicked)
        self.retranslate()
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))

    def retranslate(self) -> None:
        names = {
            BorderKind.OPEN: self.tr("Open"),
            BorderKind.WALL: self.tr("Wall"),
            BorderKind.DOOR: self.tr("Door"),
            BorderKind.WINDOW: self.tr("Window"),
            BorderKind.CLIMB: self.tr("Climb"),
            BorderKind.JUMP_GAP: self.tr("Jump gap"),
            BorderKind.FALL_ONLY: self.tr("Fall only (first zone to second)"),
        }
        for i in range(self.kind.count()):
            self.kind.setItemText(i, names[self.kind.itemData(i)])
        texts = (self.tr("Kind"), self.tr("Extra cost, first → second"),
                 self.tr("Extra cost, second → first"), self.tr("Jump difficulty (0 = none)"),
                 self.tr("Blocks line of sight"))
        for label, text in zip(self._labels, texts):
            label.setText(text)
        self.swap.setText(self.tr("Swap first and second zone"))
        self._load()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def edit(self, key: Key) -> None:
        """Show the border ``key``."""
        self.key = key
        self._load()
        self.show()

    def _found(self) -> tuple[int, Border] | None:
        borders = getattr(self.document.scenario.board, "borders", ())
        return next(((i, b) for i, b in enumerate(borders) if border_key(b) == self.key), None)

    def _load(self) -> None:
        found = self._found()
        if found is None:
            if self.key is not None:
                self.hide()
            return
        border = found[1]
        board = self.document.scenario.board
        lang = current_language()
        first, second = (board.zone(z) for z in (border.a, border.b))
        self.zones_label.setText(" | ".join(
            (z.name.get(lang) or z.id) if z is not None else "?" for z in (first, second)
        ))
        widgets = (self.kind, self.cost_ab, self.cost_ba, self.jump, self.blocks_los)
        for widget in widgets:
            widget.blockSignals(True)
        self.kind.setCurrentIndex(self.kind.findData(border.kind))
        self.cost_ab.setValue(border.cost_ab)
        self.cost_ba.setValue(border.cost_ba)
        self.jump.setValue(border.jump_difficulty or 0)
        self.blocks_los.setChecked(border.blocks_los)
        for widget in widgets:
            widget.blockSignals(False)

    def _apply(self, field: str, value) -> None:
        found = self._found()
        if found is None:
            return
        self.document.execute(EditBorder(*found, field, value))

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        if self.key is not None:
            self._load()

    def _on_kind_changed(self, index: int) -> None:
        self._apply("kind", BorderKind(self.kind.itemData(index)))  # Qt hands back a str

    def _on_cost_ab_changed(self, value: int) -> None:
        self._apply("cost_ab", value)

    def _on_cost_ba_changed(self, value: int) -> None:
        self._apply("cost_ba", value)

    def _on_jump_changed(self, value: int) -> None:
        self._apply("jump_difficulty", value or None)

    def _on_blocks_los_changed(self, checked: bool) -> None:
        self._apply("blocks_los", checked)

    def _on_swap_clicked(self) -> None:
        """Reverse the border (a fall-only border falls from its first zone), costs too."""
        found = self._found()
        if found is not None:
            self.document.execute(SwapBorder(*found))
