"""Put a print job's pages on a device: a PDF file (written atomically), a printer or images.

Every device is painted the same way, in millimetres from the paper's top-left corner, so the
PDF, the printout and the preview agree to the dot. ``progress(done, total)`` is called after
each page and ``cancelled()`` is asked before each; a cancelled or failed PDF leaves no file
behind and never replaces an existing one.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QSizeF
from PySide6.QtGui import (
    QColor,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from editor.cards.jobs import Page, PrintJob, paginate
from editor.messages import Message, error
from editor.ui.cards.renderer import CardRenderer

PDF_DPI = 1200
MARK_PEN_MM = 0.2

Progress = Callable[[int, int], None]
Cancelled = Callable[[], bool]


class _Stopped(Exception):
    """Raised inside the page loop when the user cancelled; nothing is kept."""


def page_size(job: PrintJob) -> QPageSize:
    return QPageSize(QSizeF(job.paper.width, job.paper.height), QPageSize.Unit.Millimeter,
                     "", QPageSize.SizeMatchPolicy.ExactMatch)


def paint_page(painter: QPainter, page: Page, renderer: CardRenderer) -> None:
    """One page, painter in mm: its cut marks, then each card in its slot."""
    if page.marks:
        painter.setPen(QPen(QColor("#000000"), MARK_PEN_MM))
        for mark in page.marks:
            painter.drawLine(QPointF(mark.x1, mark.y1), QPointF(mark.x2, mark.y2))
    for slot, face in page.items:
        renderer.draw(painter, face, slot, back=page.back)


def _paint_all(device: QPagedPaintDevice, painter: QPainter, job: PrintJob,
               pages: list[Page], renderer: CardRenderer, px_per_mm: float,
               progress: Progress | None, cancelled: Cancelled | None) -> None:
    for index, page in enumerate(pages):
        if cancelled is not None and cancelled():
            raise _Stopped()
        if index:
            device.newPage()
        painter.resetTransform()
        painter.scale(px_per_mm, px_per_mm)
        paint_page(painter, page, renderer)
        if progress is not None:
            progress(index + 1, len(pages))


def _renderer(job: PrintJob, images: dict[str, bytes] | None) -> CardRenderer:
    return CardRenderer(images, job.lang)


def write_pdf(job: PrintJob, path: str | os.PathLike, *, images: dict[str, bytes] | None = None,
              progress: Progress | None = None, cancelled: Cancelled | None = None,
              title: str = "") -> list[Message] | None:
    """Write the job to ``path`` through a temporary file and a rename.

    Returns the renderer's warnings, or None when cancelled (no file is written).
    """
    target = Path(path)
    try:  # a missing folder that cannot be made, a name too long, no right to write
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part",
                                             dir=target.parent)
    except OSError:
        raise error("cards.cannot_write", where=str(target)) from None
    os.close(handle)
    renderer = _renderer(job, images)
    try:
        writer = QPdfWriter(temporary)
        writer.setResolution(PDF_DPI)
        writer.setTitle(title)
        writer.setCreator("Skirmish Studio")
        writer.setPageLayout(QPageLayout(page_size(job), QPageLayout.Orientation.Portrait,
                                         QMarginsF(0, 0, 0, 0)))
        painter = QPainter()
        if not painter.begin(writer):
            raise error("cards.cannot_write", where=str(target))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        try:
            _paint_all(writer, painter, job, paginate(job), renderer, PDF_DPI / 25.4,
                       progress, cancelled)
        finally:
            painter.end()
        del writer
        os.replace(temporary, target)
    except _Stopped:
        return None
    except OSError:  # the rename: ``path`` is a folder, or the folder went away meanwhile
        raise error("cards.cannot_write", where=str(target)) from None
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)
    return renderer.warnings


def print_job(job: PrintJob, printer, *, images: dict[str, bytes] | None = None,
              progress: Progress | None = None,
              cancelled: Cancelled | None = None) -> list[Message] | None:
    """Paint the job on a ``QPrinter`` (full page, exact paper size, portrait)."""
    printer.setFullPage(True)
    printer.setPageLayout(QPageLayout(page_size(job), QPageLayout.Orientation.Portrait,
                                      QMarginsF(0, 0, 0, 0)))
    renderer = _renderer(job, images)
    painter = QPainter()
    if not painter.begin(printer):
        raise error("cards.cannot_print")
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        _paint_all(printer, painter, job, paginate(job), renderer,
                   printer.resolution() / 25.4, progress, cancelled)
    except _Stopped:
        printer.abort()
        return None
    finally:
        painter.end()
    return renderer.warnings


def page_image(job: PrintJob, index: int, dpi: float = 100, *,
               images: dict[str, bytes] | None = None,
               renderer: CardRenderer | None = None) -> QImage:
    """Page ``index`` of the job as an image on white paper (preview, tests, docs)."""
    pages = paginate(job)
    px_per_mm = dpi / 25.4
    image = QImage(round(job.paper.width * px_per_mm), round(job.paper.height * px_per_mm),
                   QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform
                           | QPainter.RenderHint.TextAntialiasing)
    painter.scale(px_per_mm, px_per_mm)
    paint_page(painter, pages[index], renderer or _renderer(job, images))
    painter.end()
    return image
