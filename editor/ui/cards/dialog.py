"""CardPrintDialog: choose what to print, preview the pages, export a PDF or PNG faces, print.

The job is planned by the pure core on every change (``CardPrintOptions``) and the current page
is previewed with the same renderer as the PDF, with the warnings of its cards (text shrunk
below 6 pt or cut) and a note when the cut marks cost cards a page. Export and printing run on
the task runner with a progress bar and a Cancel button; the PDF is written atomically, the
PNG faces are moved into their folder only once all are done. Tests drive the dialog without
``exec()``: open it, call the setters, ``export_pdf(path)`` or ``export_png(folder)`` and wait
on ``runner``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from editor.cards.faces import CONTACT_SHEET, plan_faces
from editor.cards.jobs import PrintJob, paginate
from editor.messages import SkirmishError
from editor.model.scenario import Scenario
from editor.ui.cards.faces import FacesWritten, folder_entries, write_faces
from editor.ui.cards.options import CardPrintOptions
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
        self.replace_question: QMessageBox | None = None
        self.setWindowTitle(self.tr("Print cards"))
        self.resize(980, 720)

        self.options = CardPrintOptions(scenario, self)
        for name in ("what", "size", "custom_width", "custom_height", "paper", "language",
                     "bleed", "bleed_mm", "backs", "flip", "dpi", "units"):
            setattr(self, name, getattr(self.options, name))
        self.set_option, self.set_units = self.options.set_option, self.options.set_units

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
        self.fit_note = self._note("fitNote", "")
        self.page_warnings = self._note("pageWarnings", "color: #b05a00;")
        right = QVBoxLayout()
        right.addWidget(scroll, 1)
        right.addLayout(pager)
        right.addWidget(self.fit_note)
        right.addWidget(self.page_warnings)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.hide()
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.hide()
        self.export_button = QPushButton(self.tr("Export PDF…"))
        self.png_button = QPushButton(self.tr("Export PNG faces…"))
        self.png_button.setToolTip(self.tr("One image per card face at its exact size, for "
                                           "print-on-demand services"))
        self.print_button = QPushButton(self.tr("Print…"))
        self.close_button = QPushButton(self.tr("Close"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        for widget in (self.progress, self.cancel_button, self.export_button, self.png_button,
                       self.print_button, self.close_button):
            buttons.addWidget(widget)

        columns = QHBoxLayout()
        columns.addWidget(self.options, 2)
        columns.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addLayout(buttons)

        self.options.changed.connect(self._on_options_changed)
        self.previous_page.clicked.connect(lambda: self.show_page(self._page - 1))
        self.next_page.clicked.connect(lambda: self.show_page(self._page + 1))
        self.export_button.clicked.connect(self._on_export_clicked)
        self.png_button.clicked.connect(self._on_png_clicked)
        self.print_button.clicked.connect(self._on_print_clicked)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.reject)
        self._on_options_changed()

    @staticmethod
    def _note(name: str, style: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setStyleSheet(style)
        label.hide()
        return label

    def job(self) -> PrintJob | None:
        return self._job

    def _on_options_changed(self) -> None:
        try:
            self._job = self.options.plan()
        except SkirmishError as exc:
            self._job = None
            self.status.setText(exc.text(current_language()))
        else:
            self.status.setText(self.tr("%n card(s)", "", len(self._job.faces)))
        self._enable_buttons()
        self._show_fit_note()
        self.show_page(0)

    def _enable_buttons(self) -> None:
        idle = self._job is not None and self._task is None
        for button in (self.export_button, self.png_button, self.print_button):
            button.setEnabled(idle)

    def _show_fit_note(self) -> None:
        """Say when the cut marks cost cards: they must stay out of the unprintable border."""
        layout = self._job.layout() if self._job and not self._job.is_page else None
        if layout is None or layout.unmarked_per_page <= layout.per_page:
            self.fit_note.hide()
            return
        self.fit_note.setText(self.tr(
            "%n cards a page: %1 would fit, but the cut marks must stay 6.35 mm inside the "
            "edge of the paper, where home printers can print.", "", layout.per_page)
            .replace("%1", str(layout.unmarked_per_page)))
        self.fit_note.show()

    # -- preview -----------------------------------------------------------------------------
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
            str(path), self.page_count())

    def _on_png_clicked(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Export PNG faces to a folder"))
        if folder:
            self.ask_then_export_png(folder)

    def ask_then_export_png(self, folder: str | Path) -> None:
        """Export into ``folder``; when it is not empty, ask first (without blocking) whether
        to replace an earlier export's faces."""
        try:
            entries = folder_entries(Path(folder))
        except SkirmishError as exc:
            self.status.setText(exc.text(current_language()))
            return
        if not entries:
            self.export_png(folder)
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Export PNG faces"), self.tr(
            "The folder %1 is not empty. Replace the faces of an earlier export there? "
            "Other files are left alone.").replace("%1", str(folder)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.accepted.connect(lambda: self.export_png(folder, force=True))
        self.replace_question = box
        box.open()

    def export_png(self, folder: str | Path, *, force: bool = False) -> Task | None:
        if self._job is None or self.runner.busy():
            return None
        job, images, dpi = self._job, self._images, self.dpi.value()
        try:
            files = len(plan_faces(job, dpi)) + 1
        except SkirmishError as exc:
            self.status.setText(exc.text(current_language()))
            return None
        return self._start(lambda progress, cancelled: write_faces(
            job, folder, dpi=dpi, force=force, images=images, progress=progress,
            cancelled=cancelled), str(folder), files)

    def _on_print_clicked(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec() == QDialog.DialogCode.Accepted:
            job, images = self._job, self._images
            self._printer = printer
            self._start(lambda progress, cancelled: print_job(
                job, printer, images=images, progress=progress, cancelled=cancelled), "",
                self.page_count())

    def _start(self, work, target: str, steps: int) -> Task:
        self._target = target
        self.progress.setRange(0, steps)
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        task = self.runner.start(work)
        task.signals.progress.connect(self._on_progress)
        task.signals.finished.connect(self._on_finished)
        task.signals.failed.connect(self._on_failed)
        self._task = task
        self._enable_buttons()
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
        self._task = None
        self._enable_buttons()

    def _on_finished(self, result) -> None:
        self._end()
        if result is None:
            self.status.setText(self.tr("Cancelled."))
            return
        lines = [self.tr("Done.")]
        if isinstance(result, FacesWritten):
            lines[0] = (self.tr("Done: %1 PNG faces and %2.")
                        .replace("%1", str(len(result.files))).replace("%2", CONTACT_SHEET))
            result = result.warnings
        lines += [w.text(current_language()) for w in result]
        self.status.setText("\n".join(lines))
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
