"""100 unit cards to PDF against a bare QPdfWriter script drawing the same primitives
(rectangles, text runs, images) at the same positions, in the same run (bar ≤ 1.5×,
PRODUCT.md §5).

The reference is recorded from the renderer itself: one pass through a recording painter notes
every primitive with its transform, pen, brush and font (icons become images of the same
rectangle), then a plain QPainter replays them onto a fresh QPdfWriter. What is left in the
ratio is the renderer's own work: planning, text fitting, templates, icons.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPEATS = 7
CARDS = 100


def _job():
    from dataclasses import replace

    from editor.cards.geometry import card_size
    from editor.cards.jobs import plan_job
    from editor.resources import SAMPLES_DIR
    from editor.store.portable import read_scenario

    scenario = read_scenario(SAMPLES_DIR / "night-market")[0]
    job = plan_job(scenario, "units", card_size("poker"))
    faces = tuple(job.faces[i % len(job.faces)] for i in range(CARDS))
    return replace(job, faces=faces), {i.name: i.data for i in scenario.images}


def _record(job, images):
    """Every primitive the renderer draws, page by page, as replayable calls."""
    from PySide6.QtGui import QImage, QPainter

    from editor.ui.cards import renderer as renderer_module

    pages: list[list[tuple]] = []

    class Recorder(QPainter):
        def _note(self, name, *args):
            pages[-1].append((name, self.worldTransform(), self.pen(), self.brush(),
                              self.font(), args))

        def drawRoundedRect(self, *args):
            self._note("drawRoundedRect", *args)
            super().drawRoundedRect(*args)

        def drawRect(self, *args):
            self._note("drawRect", *args)
            super().drawRect(*args)

        def fillRect(self, *args):
            self._note("fillRect", *args)
            super().fillRect(*args)

        def drawEllipse(self, *args):
            self._note("drawEllipse", *args)
            super().drawEllipse(*args)

        def drawPath(self, *args):
            self._note("drawPath", *args)
            super().drawPath(*args)

        def drawLine(self, *args):
            self._note("drawLine", *args)
            super().drawLine(*args)

        def drawText(self, *args):
            self._note("drawText", *args)
            super().drawText(*args)

        def drawImage(self, *args):
            self._note("drawImage", *args)
            super().drawImage(*args)

    icon_image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    icon_image.fill(0xFF885522)

    class IconProbe:
        def __init__(self, real):
            self.real = real

        def render(self, painter, rect):
            painter._note("drawImage", rect, icon_image)
            self.real.render(painter, rect)

    original = renderer_module.CardRenderer._icon

    def probed(self, name):
        real = original(self, name)
        return IconProbe(real) if real is not None else None

    from editor.cards.jobs import paginate
    from editor.ui.cards.pages import paint_page

    renderer_module.CardRenderer._icon = probed
    try:
        renderer = renderer_module.CardRenderer(images, job.lang)
        image = QImage(100, 100, QImage.Format.Format_RGB32)
        for page in paginate(job):
            pages.append([])
            painter = Recorder(image)
            paint_page(painter, page, renderer)
            painter.end()
    finally:
        renderer_module.CardRenderer._icon = original
    return pages


def _bare(job, pages, path: Path) -> float:
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QPageLayout, QPainter, QPdfWriter, QTransform

    from editor.ui.cards.pages import PDF_DPI, page_size

    start = time.perf_counter()
    writer = QPdfWriter(str(path))
    writer.setResolution(PDF_DPI)
    writer.setPageLayout(QPageLayout(page_size(job), QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0)))
    painter = QPainter(writer)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scale = QTransform.fromScale(PDF_DPI / 25.4, PDF_DPI / 25.4)
    for index, ops in enumerate(pages):
        if index:
            writer.newPage()
        for name, transform, pen, brush, font, args in ops:
            painter.setWorldTransform(transform * scale)
            painter.setPen(pen)
            painter.setBrush(brush)
            painter.setFont(font)
            getattr(painter, name)(*args)
    painter.end()
    del writer
    return time.perf_counter() - start


def _ours(job, images, path: Path) -> float:
    from editor.ui.cards.pages import write_pdf

    start = time.perf_counter()
    write_pdf(job, path, images=images)
    return time.perf_counter() - start


def run() -> list[dict]:
    from PySide6.QtWidgets import QApplication

    # a QApplication, since the benchmarks share one process and others draw widgets
    _app = QApplication.instance() or QApplication([])
    job, images = _job()
    pages = _record(job, images)
    ours, bare = [], []
    with tempfile.TemporaryDirectory() as folder:
        for n in range(REPEATS):
            bare.append(_bare(job, pages, Path(folder) / f"bare{n}.pdf"))
            ours.append(_ours(job, images, Path(folder) / f"ours{n}.pdf"))
    value, reference = statistics.median(ours), statistics.median(bare)
    primitives = sum(len(ops) for ops in pages)
    return [{
        "name": f"{CARDS} unit cards to PDF vs bare QPdfWriter ({primitives} primitives)",
        "value": value * 1000,
        "reference": reference * 1000,
        "ratio": value / reference,
        "bar": 1.5,
        "unit": "ms",
    }]
