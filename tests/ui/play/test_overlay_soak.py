"""Soak (PRODUCT §5 "Dependencies"): the play overlays repainted 100,000 times
on a generated 500-zone board, models swapped at every repaint, with no crash and resident
memory growing less than 10 % (``make soak``; a 600-repaint run is part of ``make test``).

Each iteration hands the layer another character's models (reachable zones, LOS from, LOS into)
and paints every overlay item, as a repaint of the view does; the resident set size is read
from ``/proc/self/statm`` after a warm-up and at the end.
"""

from __future__ import annotations

import os
import resource
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QPainter, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from benchmarks.zone_boards import zone_board
from editor.board.movement import Mover, Occupancy
from editor.board.overlays import los_into_overlay, los_overlay, movement_range
from editor.documents.document import ScenarioDocument
from editor.model.scenario import RuleSystem, Scenario
from editor.model.units import Side
from editor.ui.board.scene import BoardScene
from editor.ui.play.overlay_layer import OverlayKind, OverlayLayer

WARM_UP = 200
MAX_GROWTH = 0.10
STATM = Path("/proc/self/statm")


def resident_bytes() -> int:
    """Resident set size now (``/proc/self/statm``; the peak from getrusage elsewhere)."""
    if STATM.exists():
        return int(STATM.read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def repaint_overlays(qapp, repaints: int) -> tuple[int, int]:
    board = zone_board(500, seed=1)
    scenario = Scenario("soak", RuleSystem.ZONE_SOLO, board)
    scene = BoardScene(ScenarioDocument(scenario))
    layer = OverlayLayer(scene, board)
    for kind in (OverlayKind.LOS_FROM, OverlayKind.LOS_INTO):
        layer.set_toggle(kind, True)
    ids = [zone.id for zone in board.zones]
    options = scenario.options
    models = [
        {
            OverlayKind.REACHABLE: (
                movement_range(board, Mover(Side.VILLAIN), Occupancy(), options, ids[origin], 6),
            ),
            OverlayKind.LOS_FROM: (los_overlay(board, options, ids[origin]),),
            OverlayKind.LOS_INTO: (los_into_overlay(board, options, ids[origin]),),
        }
        for origin in (10, 250, 480)
    ]
    image = QImage(640, 400, QImage.Format.Format_ARGB32_Premultiplied)
    rect = scene.sceneRect()
    zoom = 3.0 * min(640 / rect.width(), 400 / rect.height())
    option = QStyleOptionGraphicsItem()
    painter = QPainter(image)
    painter.setTransform(QTransform().scale(zoom, zoom))
    before = 0
    try:
        for index in range(repaints):
            if index == WARM_UP:
                before = resident_bytes()
            for kind, found in models[index % len(models)].items():
                layer.set_models(kind, found)
                assert layer.shown(kind)
                layer.item(kind).paint(painter, option)
            if index % 1_000 == 999:
                image.fill(0)
                qapp.processEvents()
    finally:
        painter.end()
    after = resident_bytes()
    assert (
        layer.models(OverlayKind.REACHABLE)
        == models[(repaints - 1) % len(models)][OverlayKind.REACHABLE]
    )
    scene.deleteLater()
    return before, after


@pytest.mark.slow
def test_overlay_repaints_keep_memory_flat(qapp):
    before, after = repaint_overlays(qapp, 600)
    assert after < before * (1 + MAX_GROWTH)


@pytest.mark.soak
@pytest.mark.skipif(not os.environ.get("SKIRMISH_SOAK"), reason="100,000 repaints: make soak")
def test_overlay_repaint_soak(qapp):
    before, after = repaint_overlays(qapp, 100_000)
    assert after < before * (1 + MAX_GROWTH), f"RSS grew from {before} to {after} bytes"
