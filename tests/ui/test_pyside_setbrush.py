"""Guard against PySide6 6.12.0 on Python 3.11: ``QGraphicsItem.setBrush`` corrupts ``None``'s
reference count, and the process aborts after a few thousand calls (see pyproject.toml).
Overlays repaint through ``setBrush`` constantly, so this must hold for long sessions.
"""

from __future__ import annotations

import sys

import PySide6
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene

COLOURS = (QColor(200, 40, 40, 160), QColor(40, 90, 200, 160))
# A healthy run moves None's count by a handful; the bug removes one reference per call.
MAX_NONE_DROP = 1_000


def _scene_with_rect() -> tuple[QGraphicsScene, QGraphicsRectItem]:
    scene = QGraphicsScene(QRectF(0, 0, 200, 200))
    item = QGraphicsRectItem(QRectF(20, 20, 120, 80))
    scene.addItem(item)
    return scene, item


def _hammer(item: QGraphicsRectItem, calls: int, scene: QGraphicsScene | None = None) -> None:
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied) if scene else None
    for i in range(calls):
        item.setBrush(QBrush(COLOURS[i % 2]))
        if scene is not None and i % 1_000 == 999:
            image.fill(0)
            painter = QPainter(image)
            try:
                scene.render(painter)
            finally:
                painter.end()


def test_pyside6_below_known_bad_release() -> None:
    assert tuple(PySide6.__version_info__[:2]) < (6, 12), (
        f"PySide6 {PySide6.__version__} installed; 6.12.0 corrupts None's refcount on "
        "QGraphicsItem.setBrush (Python 3.11). Keep the pin in pyproject.toml/constraints.txt."
    )


def test_setbrush_keeps_none_refcount(qapp) -> None:
    scene, item = _scene_with_rect()
    before = sys.getrefcount(None)
    _hammer(item, 20_000)
    after = sys.getrefcount(None)
    assert before - after < MAX_NONE_DROP, f"None refcount fell from {before} to {after}"
    assert item.brush().color() == COLOURS[(20_000 - 1) % 2]


@pytest.mark.soak
def test_overlay_repaint_soak(qapp) -> None:
    scene, item = _scene_with_rect()
    before = sys.getrefcount(None)
    _hammer(item, 100_000, scene=scene)
    after = sys.getrefcount(None)
    assert before - after < MAX_NONE_DROP, f"None refcount fell from {before} to {after}"
    assert item.brush().color() == COLOURS[(100_000 - 1) % 2]
