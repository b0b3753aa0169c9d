"""Print-on-demand faces: each card face as an exact-size PNG, drawn by the card renderer.

The files planned by ``editor.cards.faces`` are drawn by the same ``CardRenderer`` as the PDF
and record their resolution (the PNG's pHYs chunk, from ``QImage.setDotsPerMeterX/Y``), with a
``contact-sheet.png`` of every face at a small true scale. The export is written into a hidden
folder inside the target and moved into place only when every file is done, so a cancelled or
failed export leaves the folder as it was. A folder that holds anything is refused unless
``force``, which replaces an earlier export's faces (``FACE_FILE`` names) and nothing else.
``progress(done, total)`` is called after each file and ``cancelled()`` asked before each.
"""

from __future__ import annotations

import math
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from editor.cards.faces import (
    CONTACT_SHEET,
    FACE_FILE,
    FaceFile,
    check_dpi,
    pixels,
    plan_faces,
)
from editor.cards.geometry import Rect
from editor.cards.jobs import PrintJob
from editor.cards.layout import PRINTABLE_MM, Slot
from editor.messages import Message, error
from editor.ui.cards.pages import Cancelled, Progress
from editor.ui.cards.renderer import CardRenderer
from editor.ui.fonts import FAMILY, register_fonts

CONTACT_DPI = 50
CONTACT_COLUMNS = 8
CONTACT_GAP_PX = 16
LABEL_PX = 14


@dataclass(frozen=True, slots=True)
class FacesWritten:
    """What an export wrote: the face files in print order, the renderer's warnings and how
    many faces of an earlier export it replaced."""

    files: tuple[str, ...]
    warnings: tuple[Message, ...]
    removed: int = 0


class _Stopped(Exception):
    """The user cancelled; the staged files are dropped."""


def _image(width: int, height: int, dpi: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(QColor("#ffffff"))
    return image


def _painter(image: QImage, dpi: int) -> QPainter:
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform
                           | QPainter.RenderHint.TextAntialiasing)
    painter.scale(dpi / 25.4, dpi / 25.4)
    return painter


def _draw_face(painter: QPainter, job: PrintJob, file: FaceFile, renderer: CardRenderer,
               at: tuple[float, float] = (0.0, 0.0)) -> None:
    """One face with its top-left corner at ``at`` (mm): the card in its bleed, or a page."""
    x, y = at
    if job.is_page:
        area = Rect(x + PRINTABLE_MM, y + PRINTABLE_MM, job.paper.width - 2 * PRINTABLE_MM,
                    job.paper.height - 2 * PRINTABLE_MM)
        renderer.draw(painter, file.face, Slot(area, area))
        return
    extra = job.bleed_width
    trim = Rect(x + extra, y + extra, job.card.width, job.card.height)
    renderer.draw(painter, file.face, Slot(trim, Rect(x, y, file.size.width, file.size.height)),
                  back=file.back)


def face_image(job: PrintJob, file: FaceFile, dpi: int, renderer: CardRenderer) -> QImage:
    """The face of ``file`` at ``dpi``, exactly ``file.pixels`` in size."""
    image = _image(*file.pixels, dpi)
    painter = _painter(image, dpi)
    _draw_face(painter, job, file, renderer)
    painter.end()
    return image


def contact_sheet(job: PrintJob, files: list[FaceFile], renderer: CardRenderer,
                  dpi: int = CONTACT_DPI) -> QImage:
    """Every face at ``dpi`` (true scale) in a grid, each named under it by its file name."""
    width, height = (pixels(v, dpi) for v in (files[0].size.width, files[0].size.height))
    columns = min(CONTACT_COLUMNS, len(files))
    rows = math.ceil(len(files) / columns)
    cell_w, cell_h = width + CONTACT_GAP_PX, height + LABEL_PX + CONTACT_GAP_PX
    image = _image(columns * cell_w + CONTACT_GAP_PX, rows * cell_h + CONTACT_GAP_PX, dpi)
    painter = _painter(image, dpi)
    px_mm = 25.4 / dpi
    for index, file in enumerate(files):
        row, column = divmod(index, columns)
        left, top = CONTACT_GAP_PX + column * cell_w, CONTACT_GAP_PX + row * cell_h
        _draw_face(painter, job, file, renderer, (left * px_mm, top * px_mm))
    painter.resetTransform()
    register_fonts()
    font = QFont(FAMILY)
    font.setPixelSize(LABEL_PX - 3)
    painter.setFont(font)
    painter.setPen(QColor("#333333"))
    for index, file in enumerate(files):
        row, column = divmod(index, columns)
        left, top = CONTACT_GAP_PX + column * cell_w, CONTACT_GAP_PX + row * cell_h + height
        painter.drawText(QRectF(left, top + 2, width + CONTACT_GAP_PX - 4, LABEL_PX),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(
                             file.name[:-4], Qt.TextElideMode.ElideMiddle,
                             width + CONTACT_GAP_PX - 4))
    painter.end()
    return image


def _png(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def folder_entries(folder: Path) -> list[str]:
    """The names in ``folder`` (none when it does not exist)."""
    try:
        return sorted(os.listdir(folder)) if folder.is_dir() else []
    except OSError:
        raise error("cards.cannot_write_folder", where=str(folder)) from None


def _prepare(folder: Path, force: bool) -> list[str]:
    """Check the target folder, make it if needed; the earlier faces ``force`` replaces."""
    if folder.exists() and not folder.is_dir():
        raise error("cards.cannot_write_folder", where=str(folder))
    entries = folder_entries(folder)
    if entries and not force:
        raise error("cards.folder_not_empty", where=str(folder), count=len(entries))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        raise error("cards.cannot_write_folder", where=str(folder)) from None
    return [name for name in entries if FACE_FILE.match(name) or name == CONTACT_SHEET]


def write_faces(job: PrintJob, folder: str | os.PathLike, *, dpi: int, force: bool = False,
                images: dict[str, bytes] | None = None, progress: Progress | None = None,
                cancelled: Cancelled | None = None) -> FacesWritten | None:
    """Write every face of ``job`` and the contact sheet into ``folder``; None if cancelled."""
    check_dpi(dpi)
    target = Path(folder)
    files = plan_faces(job, dpi)
    earlier = _prepare(target, force)
    try:
        staging = Path(tempfile.mkdtemp(prefix=".skirmish-faces-", dir=target))
    except OSError:
        raise error("cards.cannot_write_folder", where=str(target)) from None
    renderer = CardRenderer(images, job.lang)
    done: dict[tuple[int, bool], bytes] = {}
    total = len(files) + 1
    try:
        for index, file in enumerate(files):
            if cancelled is not None and cancelled():
                raise _Stopped()
            key = (id(file.face), file.back)
            if key not in done:  # copies of one card share one drawing
                done[key] = _png(face_image(job, file, dpi, renderer))
            (staging / file.name).write_bytes(done[key])
            if progress is not None:
                progress(index + 1, total)
        if cancelled is not None and cancelled():
            raise _Stopped()
        (staging / CONTACT_SHEET).write_bytes(_png(contact_sheet(job, files, renderer)))
        for name in earlier:
            os.unlink(target / name)
        for name in [file.name for file in files] + [CONTACT_SHEET]:
            os.replace(staging / name, target / name)
        if progress is not None:
            progress(total, total)
    except _Stopped:
        return None
    except OSError:
        raise error("cards.cannot_write_folder", where=str(target)) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return FacesWritten(tuple(file.name for file in files), tuple(renderer.warnings),
                        len(earlier))
