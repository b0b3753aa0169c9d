"""CardPrintDialog: choose what to print, preview the pages, export a PDF or print.

The job is planned by the pure core on every change and the current page is previewed with the
same renderer as the PDF. Export and printing run on the task runner with a progress bar and a
Cancel button; the PDF is written atomically. Tests drive the dialog without ``exec()``: open
it, call the setters, ``export_pdf(path)`` and wait on ``runner``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.cards.geometry import CARD_SIZES, card_size, paper_size
from editor.cards.jobs import PrintJob, deployment_copies, paginate, plan_job
from editor.cards.templates import WHATS
from editor.messages import SkirmishError
from editor.model.scenario import Scenario
from editor.ui.cards.pages import page_image, print_job, write_pdf
from editor.ui.cards.renderer import CardRenderer
from editor.ui.cards.tasks import Task, TaskRunner
from editor.ui.i18n import current_language

PREVIEW_DPI = 56


class CardPrintDialog(QDialog):
    exported = Signal(str)
    failed = Signal(str)

    def __init__(self, scenario: Scenario, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.runner = TaskRunner(self)
        self._task: Task | None = None
        self._images = {image.name: image.data for image in scenario.images}
        self._job: PrintJob | None = None
        self._page = 0
        self.setWindowTitle(self.tr("Print cards"))
        self.resize(980, 700)

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
        self.bleed = QCheckBox(self.tr("3 mm bleed"))
        self.backs = QCheckBox(self.tr("Backs for duplex printing"))
        self.flip = QComboBox()
        self.flip.addItem(self.tr("Flip on the long edge"), "long")
        self.flip.addItem(self.tr("Flip on the short edge"), "short")
        self.flip.setToolTip(self.tr("The edge your printer turns the sheet over on when it "
                                     "prints both sides"))

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
            spin.valueChanged.connect(self._on_options_changed)
            self._copies[unit.id] = spin
            self.units.setCellWidget(row, 1, spin)
        self.units.resizeColumnsToContents()
        self.units.itemChanged.connect(self._on_options_changed)

        form = QFormLayout()
        form.addRow(self.tr("Print"), self.what)
        form.addRow(self.tr("Card size"), self.size)
        form.addRow(self.tr("Custom size"), custom)
        form.addRow(self.tr("Paper"), self.paper)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.bleed)
        form.addRow(self.backs)
        form.addRow(self.tr("Duplex"), self.flip)
        left = QVBoxLayout()
        left.addLayout(form)
        left.addWidget(self.units, 1)

        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scroll = QScrollArea()
        scroll.setWidget(self.preview)
        scroll.setWidgetResizable(True)
        self.previous_page = QPushButton(self.tr("◀ Previous"))
        self.next_page = QPushButton(self.tr("Next ▶"))
        self.page_label = QLabel()
        pager = QHBoxLayout()
        pager.addWidget(self.previous_page)
        pager.addWidget(self.page_label, 1, Qt.AlignmentFlag.AlignCenter)
        pager.addWidget(self.next_page)
        right = QVBoxLayout()
        right.addWidget(scroll, 1)
        right.addLayout(pager)

        self.fit_note = QLabel()
        self.fit_note.setObjectName("fitNote")
        self.fit_note.setWordWrap(True)
        self.fit_note.hide()
        right.addWidget(self.fit_note)
        self.page_warnings = QLabel()
        self.page_warnings.setObjectName("pageWarnings")
        self.page_warnings.setWordWrap(True)
        self.page_warnings.setStyleSheet("color: #b05a00;")
        self.page_warnings.hide()
        right.addWidget(self.page_warnings)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.hide()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.hide()
        self.export_button = QPushButton(self.tr("Export PDF…"))
        self.print_button = QPushButton(self.tr("Print…"))
        self.close_button = QPushButton(self.tr("Close"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.progress)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.close_button)

        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addLayout(buttons)

        for combo in (self.what, self.size, self.paper, self.language, self.flip):
            combo.currentIndexChanged.connect(self._on_options_changed)
        for spin in (self.custom_width, self.custom_height):
            spin.valueChanged.connect(self._on_options_changed)
        for box in (self.bleed, self.backs):
            box.toggled.connect(self._on_options_changed)
        self.previous_page.clicked.connect(lambda: self.show_page(self._page - 1))
        self.next_page.clicked.connect(lambda: self.show_page(self._page + 1))
        self.export_button.clicked.connect(self._on_export_clicked)
        self.print_button.clicked.connect(self._on_print_clicked)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.reject)
        self._on_options_changed()

    # -- labels ------------------------------------------------------------------------------
    def _what_label(self, what: str) -> str:
        return {"units": self.tr("Unit cards"), "solo-deck": self.tr("Solo deck"),
                "river": self.tr("River tiles"), "reference": self.tr("AI reference sheet"),
                "ruler": self.tr("Measuring ruler")}[what]

    def _size_label(self, name: str) -> str:
        return {"poker": self.tr("Poker (63 × 88 mm)"), "tarot": self.tr("Tarot (70 × 120 mm)"),
                "a6": self.tr("A6 (105 × 148 mm)")}[name]

    # -- driving the dialog (also from tests) ------------------------------------------------
    def set_option(self, combo: QComboBox, value: str) -> None:
        combo.setCurrentIndex(combo.findData(value))

    def set_units(self, unit_ids: set[str]) -> None:
        for row in range(self.units.rowCount()):
            item = self.units.item(row, 0)
            checked = item.data(Qt.ItemDataRole.UserRole) in unit_ids
            item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)

    def job(self) -> PrintJob | None:
        return self._job

    def _plan(self) -> PrintJob:
        size = self.size.currentData()
        card = (card_size(f"{self.custom_width.value()}x{self.custom_height.value()}mm")
                if size == "custom" else card_size(size))
        chosen = [self.units.item(r, 0).data(Qt.ItemDataRole.UserRole)
                  for r in range(self.units.rowCount())
                  if self.units.item(r, 0).checkState() == Qt.CheckState.Checked]
        return plan_job(self.scenario, self.what.currentData(), card,
                        paper=paper_size(self.paper.currentData()),
                        lang=self.language.currentData(), bleed=self.bleed.isChecked(),
                        backs=self.backs.isChecked(), flip=self.flip.currentData(),
                        units=chosen,
                        copies={uid: spin.value() for uid, spin in self._copies.items()})

    def _on_options_changed(self, *_args) -> None:
        custom = self.size.currentData() == "custom"
        self.custom_width.setEnabled(custom)
        self.custom_height.setEnabled(custom)
        self.units.setEnabled(self.what.currentData() == "units")
        self.flip.setEnabled(self.backs.isChecked())
        try:
            self._job = self._plan()
        except SkirmishError as exc:
            self._job = None
            self.status.setText(exc.text(current_language()))
        else:
            self.status.setText(self.tr("%n card(s)", "", len(self._job.faces)))
        self.export_button.setEnabled(self._job is not None)
        self.print_button.setEnabled(self._job is not None)
        self._show_fit_note()
        self.show_page(0)

    def _show_fit_note(self) -> None:
        """Say when the cut marks cost cards: they must stay out of the unprintable border."""
        layout = self._job.layout() if self._job and not self._job.is_page else None
        if layout is None or layout.unmarked_per_page <= layout.per_page:
            self.fit_note.hide()
            return
        self.fit_note.setText(self.tr(
            "%1 cards a page: %2 would fit, but the cut marks must stay 6.35 mm inside the "
            "edge of the paper, where home printers can print.")
            .replace("%1", str(layout.per_page)).replace("%2", str(layout.unmarked_per_page)))
        self.fit_note.show()

    def page_count(self) -> int:
        return len(paginate(self._job)) if self._job else 0

    def show_page(self, index: int) -> None:
        count = self.page_count()
        self._page = max(0, min(index, count - 1))
        self.previous_page.setEnabled(self._page > 0)
        self.next_page.setEnabled(self._page < count - 1)
        if not count:
            self.preview.clear()
            self.page_label.setText("")
            self.page_warnings.hide()
            return
        self.page_label.setText(self.tr("Page %1 of %2").replace("%1", str(self._page + 1))
                                .replace("%2", str(count)))
        renderer = CardRenderer(self._images, self._job.lang)
        self.preview.setPixmap(QPixmap.fromImage(self.preview_image(renderer)))
        lines = [warning.text(current_language()) for warning in renderer.warnings]
        self.page_warnings.setText("\n".join(lines))
        self.page_warnings.setVisible(bool(lines))

    def preview_image(self, renderer: CardRenderer | None = None) -> QImage:
        """The current page as previewed; ``renderer`` collects its warnings."""
        return page_image(self._job, self._page, PREVIEW_DPI * self.devicePixelRatioF(),
                          images=self._images, renderer=renderer)

    # -- export and print on the task runner -------------------------------------------------
    def _on_export_clicked(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export cards as PDF"), f"{self.scenario.name}-cards.pdf",
            self.tr("PDF files (*.pdf)"))
        if path:
            self.export_pdf(path)

    def export_pdf(self, path: str | Path) -> Task | None:
        if self._job is None or self.runner.busy():
            return None
        job, images = self._job, self._images
        title = self.scenario.title.get(job.lang) or self.scenario.name
        return self._start(lambda progress, cancelled: write_pdf(
            job, path, images=images, progress=progress, cancelled=cancelled, title=title),
            str(path))

    def _on_print_clicked(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec() == QDialog.DialogCode.Accepted:
            job, images = self._job, self._images
            self._printer = printer
            self._start(lambda progress, cancelled: print_job(
                job, printer, images=images, progress=progress, cancelled=cancelled), "")

    def _start(self, work, target: str) -> Task:
        self._target = target
        self.progress.setRange(0, self.page_count())
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.export_button.setEnabled(False)
        self.print_button.setEnabled(False)
        task = self.runner.start(work)
        task.signals.progress.connect(self._on_progress)
        task.signals.finished.connect(self._on_finished)
        task.signals.failed.connect(self._on_failed)
        self._task = task
        return task

    def cancel(self) -> None:
        if self._task is not None:
            self._task.cancel()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _end(self) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.export_button.setEnabled(self._job is not None)
        self.print_button.setEnabled(self._job is not None)
        self._task = None

    def _on_finished(self, warnings) -> None:
        self._end()
        if warnings is None:
            self.status.setText(self.tr("Cancelled."))
            return
        lines = [w.text(current_language()) for w in warnings]
        self.status.setText("\n".join([self.tr("Done."), *lines]))
        self.exported.emit(self._target)

    def _on_failed(self, exc: Exception) -> None:
        self._end()
        text = exc.text(current_language()) if isinstance(exc, SkirmishError) else str(exc)
        self.status.setText(text)
        self.failed.emit(text)

    def reject(self) -> None:
        self.cancel()
        self.runner.wait()
        super().reject()
