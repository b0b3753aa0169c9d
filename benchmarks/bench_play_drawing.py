"""Play-mode overlay benchmark (PRODUCT §5 "Overlay for one
character … ≤ 16 ms"): selecting a character on a generated 500-zone board
(``benchmarks/zone_boards.py``) until its overlays are drawn, offscreen.

- model part: the play worker's pure function (``compute_overlays``: reachable zones with and
  without the cube, LOS from and into its zone, the vantage zones from which it sees a hero),
  against the 16 ms bar (ratio = time / 16 ms, bar 1.0);
- drawing: painting those overlay items (fills, hatches, cost badges) into a 1280 × 800 image at
  a working zoom, against a bare ``QPainter.drawPolygon`` of the same zones with a translucent
  brush (no bar: the figure is measured, as the issue asks).

Each value is the median of repeated runs, in seconds. The scene is built once per board, as
the play mode does; the models are computed once before timing the drawing.
"""

from __future__ import annotations

import os
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from zone_boards import median_time, zone_board  # noqa: E402

from editor.model.mission import Figure  # noqa: E402
from editor.model.scenario import RuleSystem, Scenario  # noqa: E402
from editor.model.text import Text  # noqa: E402
from editor.model.units import Side, SoloProfile, Unit  # noqa: E402
from editor.solo.state import FigureState, GameState  # noqa: E402

MODEL_BAR_S = 0.016
MOVEMENT = 6
"""A fast character (a few dozen zones in reach): more to compute and draw than most."""
VIEWPORT = (1280, 800)
ZONES = 500


def _scenario() -> tuple[Scenario, GameState]:
    """The generated board with one fast villain in the middle and three heroes around."""
    board = zone_board(ZONES, seed=1)
    ids = [zone.id for zone in board.zones]
    placed = {
        "villain": ids[ZONES // 2],
        "hero-1": ids[10],
        "hero-2": ids[-10],
        "hero-3": ids[ZONES // 3],
    }
    figures = tuple(
        Figure(
            fid,
            "unit",
            Side.VILLAIN if fid == "villain" else Side.HERO,
            None if fid == "villain" else int(fid[-1]),
            zone,
        )
        for fid, zone in placed.items()
    )
    unit = Unit("unit", Text("Unité", "Unit"), Side.VILLAIN, SoloProfile(movement=MOVEMENT))
    scenario = Scenario("bench", RuleSystem.ZONE_SOLO, board, units=(unit,), figures=figures)
    state = GameState(
        seed=1, figures=tuple(FigureState(f.id, f.zone) for f in figures), villain_reserve=3
    )
    return scenario, state


def run() -> list[dict]:
    from PySide6.QtGui import QColor, QImage, QPainter, QTransform
    from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

    from editor.documents.document import ScenarioDocument
    from editor.ui.board.scene import BoardScene
    from editor.ui.play.overlay_layer import OverlayKind, OverlayLayer
    from editor.ui.play.overlay_worker import OverlayRequest, compute_overlays

    app = QApplication.instance() or QApplication([])
    scenario, state = _scenario()
    kinds = frozenset(
        {OverlayKind.REACHABLE, OverlayKind.LOS_FROM, OverlayKind.LOS_INTO, OverlayKind.SEEN_BY}
    )
    request = OverlayRequest(scenario, state, kinds, "villain")
    compute_overlays(request)  # the board's graph and LOS are built once per board
    model = median_time(lambda: compute_overlays(request), 15)

    scene = BoardScene(ScenarioDocument(scenario))
    layer = OverlayLayer(scene, scenario.board)
    for kind in kinds:
        layer.set_toggle(kind, True)
    models = compute_overlays(request)
    image = QImage(*VIEWPORT, QImage.Format.Format_ARGB32_Premultiplied)
    rect = scene.sceneRect()
    zoom = 3.0 * min(VIEWPORT[0] / rect.width(), VIEWPORT[1] / rect.height())
    option = QStyleOptionGraphicsItem()
    polygons = list(layer.geometry.polygons.values())
    brush = QColor(0, 158, 115, 95)

    def painted(draw: Callable[[QPainter], None]) -> Callable[[], None]:
        def once() -> None:
            image.fill(0)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setTransform(QTransform().scale(zoom, zoom))
            draw(painter)
            painter.end()

        return once

    def ours(painter: QPainter) -> None:
        for kind, found in models.items():
            layer.set_models(kind, found)
            layer.item(kind).paint(painter, option)

    def reference(painter: QPainter) -> None:
        painter.setBrush(brush)
        for polygon in polygons:
            painter.drawPolygon(polygon)

    drawing = median_time(painted(ours), 15)
    bare = median_time(painted(reference), 15)
    scene.deleteLater()
    app.processEvents()
    return [
        {
            "name": f"play: one character's overlay models, {ZONES} zones (vs the 16 ms bar)",
            "value": model,
            "reference": MODEL_BAR_S,
            "ratio": model / MODEL_BAR_S,
            "bar": 1.0,
            "unit": "s",
        },
        {
            "name": f"play: drawing one character's overlays, {ZONES} zones "
            "(vs bare QPainter polygons)",
            "value": drawing,
            "reference": bare,
            "ratio": drawing / bare,
            "bar": None,
            "unit": "s",
        },
    ]
