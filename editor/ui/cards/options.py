"""CardPrintOptions: the choices of a print job, as widgets, planned by the pure core.

What to print, the card size (or a custom one), the paper, the language, bleed and its width,
backs and the edge the sheet flips on, the resolution of PNG faces, and which units and how
many copies (the deployment by default). ``plan()`` turns the choices into a ``PrintJob`` with
``editor.cards.jobs.plan_job``; ``changed`` is emitted after every change.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.cards.faces import DEFAULT_DPI, DPI_LIMITS
from editor.cards.geometry import BLEED_MM, CARD_SIZES, card_size, paper_size
from editor.cards.jobs import BLEED_LIMITS, PrintJob, deployment_copies, plan_job
from editor.cards.templates import WHATS
from editor.model.scenario import Scenario
from editor.ui.i18n import current_language


class CardPrintOptions(QWidget):
    changed = Signal()

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.what = QComboBox()
        for what in WHATS:
            self.what.addItem(self._what_label(what), what)
        self.size = QComboBox()
        for name in CARD_SIZES:
            self.size.addItem(self._size_label(name), name)
        self.size.addItem(self.tr("Custom"), "custom")
        self.custom_width, self.custom_height = QSpinBox(), QSpinBox()
        for spin, value in ((self.custom_width, 63), (self.custom_height, 88)):
            spin.setRange(20, 280)
            spin.setValue(value)
            spin.setSuffix(" mm")
        custom = QHBoxLayout()
        custom.addWidget(self.custom_width)
        custom.addWidget(QLabel("×"))
        custom.addWidget(self.custom_height)
        self.paper = QComboBox()
        self.paper.addItem(self.tr("A4"), "a4")
        self.paper.addItem(self.tr("Letter"), "letter")
        self.language = QComboBox()
        self.language.addItem(self.tr("English"), "en")
        self.language.addItem(self.tr("French"), "fr")
        self.language.setCurrentIndex(1 if current_language() == "fr" else 0)
        self.bleed = QCheckBox(self.tr("Bleed"))
        self.bleed.setToolTip(self.tr("Art beyond each cut line, so that a card cut a little "
                                      "off still has no white edge"))
        self.bleed_mm = QDoubleSpinBox()
        self.bleed_mm.setRange(*BLEED_LIMITS)
        self.bleed_mm.setDecimals(2)
        self.bleed_mm.setSingleStep(0.25)
        self.bleed_mm.setValue(BLEED_MM)
        self.bleed_mm.setSuffix(" mm")
        bleed = QHBoxLayout()
        bleed.addWidget(self.bleed)
        bleed.addWidget(self.bleed_mm)
        bleed.addStretch(1)
        self.backs = QCheckBox(self.tr("Backs for duplex printing"))
        self.flip = QComboBox()
        self.flip.addItem(self.tr("Flip on the long edge"), "long")
        self.flip.addItem(self.tr("Flip on the short edge"), "short")
        self.flip.setToolTip(self.tr("The edge your printer turns the sheet over on when it "
                                     "prints both sides"))
        self.dpi = QSpinBox()
        self.dpi.setRange(*DPI_LIMITS)
        self.dpi.setSingleStep(50)
        self.dpi.setValue(DEFAULT_DPI)
        self.dpi.setSuffix(self.tr(" dpi"))
        self.dpi.setToolTip(self.tr("Resolution of the PNG faces for print-on-demand services"))

        self.units = QTableWidget(len(scenario.units), 2)
        self.units.setHorizontalHeaderLabels([self.tr("Unit"), self.tr("Copies")])
        self.units.horizontalHeader().setStretchLastSection(False)
        self.units.verticalHeader().hide()
        copies = deployment_copies(scenario)
        self._copies: dict[str, QSpinBox] = {}
        for row, unit in enumerate(scenario.units):
            item = QTableWidgetItem(unit.name.get(current_language()) or unit.id)
            item.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
            item.setCheckState(Qt.CheckState.Checked)
            item.setData(Qt.ItemDataRole.UserRole, unit.id)
            self.units.setItem(row, 0, item)
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setValue(copies[unit.id])
            spin.valueChanged.connect(self._on_changed)
            self._copies[unit.id] = spin
            self.units.setCellWidget(row, 1, spin)
        self.units.resizeColumnsToContents()
        self.units.itemChanged.connect(self._on_changed)

        form = QFormLayout()
        form.addRow(self.tr("Print"), self.what)
        form.addRow(self.tr("Card size"), self.size)
        form.addRow(self.tr("Custom size"), custom)
        form.addRow(self.tr("Paper"), self.paper)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(bleed)
        form.addRow(self.backs)
        form.addRow(self.tr("Duplex"), self.flip)
        form.addRow(self.tr("PNG faces"), self.dpi)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        layout.addWidget(self.units, 1)

        for combo in (self.what, self.size, self.paper, self.language, self.flip):
            combo.currentIndexChanged.connect(self._on_changed)
        for spin in (self.custom_width, self.custom_height, self.bleed_mm):
            spin.valueChanged.connect(self._on_changed)
        for box in (self.bleed, self.backs):
            box.toggled.connect(self._on_changed)
        self._enable()

    def _what_label(self, what: str) -> str:
        return {"units": self.tr("Unit cards"), "solo-deck": self.tr("Solo deck"),
                "river": self.tr("River tiles"), "reference": self.tr("Reference sheet"),
                "ruler": self.tr("Measuring ruler")}[what]

    def _size_label(self, name: str) -> str:
        return {"poker": self.tr("Poker (63 × 88 mm)"), "tarot": self.tr("Tarot (70 × 120 mm)"),
                "a6": self.tr("A6 (105 × 148 mm)")}[name]

    # -- driving the options (also from tests) -----------------------------------------------
    def set_option(self, combo: QComboBox, value: str) -> None:
        combo.setCurrentIndex(combo.findData(value))

    def set_units(self, unit_ids: set[str]) -> None:
        for row in range(self.units.rowCount()):
            item = self.units.item(row, 0)
            checked = item.data(Qt.ItemDataRole.UserRole) in unit_ids
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)

    def plan(self) -> PrintJob:
        """The job the choices make; a SkirmishError when they make none."""
        size = self.size.currentData()
        card = (card_size(f"{self.custom_width.value()}x{self.custom_height.value()}mm")
                if size == "custom" else card_size(size))
        chosen = [self.units.item(r, 0).data(Qt.ItemDataRole.UserRole)
                  for r in range(self.units.rowCount())
                  if self.units.item(r, 0).checkState() == Qt.CheckState.Checked]
        return plan_job(self.scenario, self.what.currentData(), card,
                        paper=paper_size(self.paper.currentData()),
                        lang=self.language.currentData(), bleed=self.bleed.isChecked(),
                        bleed_mm=self.bleed_mm.value(), backs=self.backs.isChecked(),
                        flip=self.flip.currentData(), units=chosen,
                        copies={uid: spin.value() for uid, spin in self._copies.items()})

    def _enable(self) -> None:
        custom = self.size.currentData() == "custom"
        self.custom_width.setEnabled(custom)
        self.custom_height.setEnabled(custom)
        self.units.setEnabled(self.what.currentData() == "units")
        self.flip.setEnabled(self.backs.isChecked())
        self.bleed_mm.setEnabled(self.bleed.isChecked())

    def _on_changed(self, *_args) -> None:
        self._enable()
        self.changed.emit()
