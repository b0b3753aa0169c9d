"""Free-table play benchmark (PRODUCT §5 "Free table, 40 pieces and 30 figures: selecting a
figure"): a generated D20 table of 40 terrain pieces and 30 figures, one figure selected until its
overlays are drawn, offscreen.

- model part, as the play window's overlay worker asks it: ``compute_table_overlays`` (the
  engine's overlays — movement reach, a line of sight to each enemy with cover and visible
  fraction, weapon ranges, the frontal arc — turned into the drawn models), with a new engine
  for each run (nothing cached: a click right after an action, before the worker prepared
  anything), against the 16 ms bar (ratio = time / 16 ms, bar 1.0), then the usual click, once
  the worker prepared the side to play's movement ranges into the cache it shares; the
  same runs also in processor time of the computing thread, which the other processes of a
  loaded machine do not lengthen (they still share its caches);
- drawing: painting those overlay items (filled and hatched reach, cased sight lines with their
  badges, rings, the arc) into a 1280 × 800 image at the fitted zoom, against a bare ``QPainter``
  drawing the same primitives — the reach polygons with a translucent brush, one line per enemy,
  one circle per ring, the arc's pie — (no bar: the figure is measured, as the issue asks).

Each value is the median of repeated runs, in seconds; the models are computed once before the
drawing is timed.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from zone_boards import median_time  # noqa: E402

from editor.model import (  # noqa: E402
    CoverClass,
    D20Profile,
    D20Weapon,
    DistanceUnit,
    Figure,
    FreeTable,
    MovementEffect,
    RuleSystem,
    Scenario,
    Side,
    TerrainPiece,
    Text,
    Unit,
)

MODEL_BAR_S = 0.016
PIECES = 40
FIGURES = 30
VIEWPORT = (1280, 800)
WIDTH_MM, HEIGHT_MM = 1200.0, 900.0


def table_scenario(seed: int = 1) -> Scenario:
    """40 pieces (every cover class, heights from 0 to 6 cm, some difficult, some blocking) and
    30 figures, 15 a side, in a grid of well-spread places."""
    rng = random.Random(seed)
    covers = list(CoverClass)
    pieces = []
    for index in range(PIECES):
        cx, cy = rng.uniform(60, WIDTH_MM - 60), rng.uniform(60, HEIGHT_MM - 60)
        w, h, turn = rng.uniform(20, 90), rng.uniform(10, 60), rng.uniform(0, math.pi)
        corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
        polygon = tuple(
            (
                round(cx + x * math.cos(turn) - y * math.sin(turn), 2),
                round(cy + x * math.sin(turn) + y * math.cos(turn), 2),
            )
            for x, y in corners
        )
        pieces.append(
            TerrainPiece(
                f"piece-{index}",
                polygon,
                Text.both(f"Piece {index}"),
                covers[index % len(covers)],
                float(rng.choice((0, 10, 20, 40, 60))),
                MovementEffect.DIFFICULT if index % 5 == 0 else MovementEffect.OPEN,
                index % 7 == 0,
            )
        )
    profile = D20Profile(
        movement_cm=15,
        shooting=5,
        melee=4,
        weapons=(
            D20Weapon(Text.both("Rifle"), 60, 6),
            D20Weapon(Text.both("Pistol"), 25, 4),
            D20Weapon(Text.both("Knife"), None, 2),
        ),
    )
    unit = Unit("trooper", Text.both("Trooper"), Side.HERO, profile)
    figures = []
    for index in range(FIGURES):
        row, column = divmod(index, 6)
        side = Side.HERO if index % 2 == 0 else Side.VILLAIN
        figures.append(
            Figure(
                f"f{index}",
                "trooper",
                side,
                position=(100.0 + column * 200.0 + rng.uniform(-30, 30), 90.0 + row * 180.0),
                facing_deg=0.0 if side is Side.VILLAIN else 180.0,
            )
        )
    table = FreeTable(WIDTH_MM, HEIGHT_MM, DistanceUnit.CM, terrain=tuple(pieces))
    return Scenario("bench-table", RuleSystem.D20, table, units=(unit,), figures=tuple(figures))


def run() -> list[dict]:
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform
    from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

    from editor.game.document import GameDocument
    from editor.game.table_overlay_models import TABLE_TOGGLES, TableOverlayKind
    from editor.game.table_overlays import TableOverlayRequest, compute_table_overlays
    from editor.ui.play.table.board import TablePlayBoard
    from editor.ui.play.table.canvas import polygon_path

    app = QApplication.instance() or QApplication([])
    scenario = table_scenario()
    game = GameDocument.new(scenario, 1)
    figure = "f14"  # in the middle of the table

    def request_of_a_new_engine() -> TableOverlayRequest:
        """A selection the engine has not seen: nothing of it cached."""
        engine = game.plugin.new_engine(scenario, game.seed, game.setup)
        return TableOverlayRequest(engine, game.state, frozenset(TABLE_TOGGLES), figure)

    times, cpu = [], []
    for _ in range(9):
        request = request_of_a_new_engine()
        start, start_cpu = time.perf_counter(), time.thread_time()
        compute_table_overlays(request)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    model = statistics.median(times)

    # the usual click: the worker prepared the side to play's movement ranges after the last
    # action (``TablePlayBoard._prepare_movement``), in the cache its engine shares
    prepared_engine = game.plugin.new_engine(scenario, game.seed, game.setup)
    for other in prepared_engine.figures_to_prepare(game.state):
        prepared_engine.movement(game.state, other)
    prepared_request = TableOverlayRequest(prepared_engine, game.state, frozenset(TABLE_TOGGLES),
                                           figure)
    prepared = median_time(lambda: compute_table_overlays(prepared_request), 9)

    board = TablePlayBoard(game)
    models = compute_table_overlays(request)
    for kind, found in models.items():
        board.overlays.set_models(kind, found)
    image = QImage(*VIEWPORT, QImage.Format.Format_ARGB32_Premultiplied)
    zoom = min(VIEWPORT[0] / WIDTH_MM, VIEWPORT[1] / HEIGHT_MM)
    option = QStyleOptionGraphicsItem()
    option.exposedRect = QRectF(0, 0, WIDTH_MM, HEIGHT_MM)
    brush = QColor(0, 158, 115, 80)

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
        for kind in TableOverlayKind:
            if board.overlays.models(kind):
                board.overlays.item(kind).paint(painter, option)

    reach = models[TableOverlayKind.REACH]
    sight = models[TableOverlayKind.SIGHT][0]
    rings = models[TableOverlayKind.RANGES][0]
    arc = models[TableOverlayKind.ARC][0]

    def reference(painter: QPainter) -> None:
        painter.setBrush(brush)
        for area in reach:
            painter.drawPath(polygon_path(area.polygons))
        for line in sight.lines:
            painter.drawLine(QPointF(*line.start), QPointF(*line.end))
        for ring in rings.rings:
            painter.drawEllipse(QPointF(*rings.centre), ring.radius_mm, ring.radius_mm)
        pie = QPainterPath(QPointF(*arc.centre))
        pie.arcTo(
            QRectF(
                arc.centre[0] - arc.radius_mm,
                arc.centre[1] - arc.radius_mm,
                2 * arc.radius_mm,
                2 * arc.radius_mm,
            ),
            90 - arc.facing_deg + arc.width_deg / 2,
            -arc.width_deg,
        )
        painter.drawPath(pie)

    drawing = median_time(painted(ours), 15)
    bare = median_time(painted(reference), 15)
    board.close()
    board.deleteLater()
    app.processEvents()
    size = f"{PIECES} pieces, {FIGURES} figures"
    return [
        {
            "name": f"table play: one figure's overlay models, {size} (vs the 16 ms bar)",
            "value": model,
            "reference": MODEL_BAR_S,
            "ratio": model / MODEL_BAR_S,
            "bar": 1.0,
            "unit": "s",
        },
        {
            "name": f"table play: the same models once the worker prepared the side's ranges, "
            f"{size}",
            "value": prepared,
            "reference": MODEL_BAR_S,
            "ratio": prepared / MODEL_BAR_S,
            "bar": 1.0,
            "unit": "s",
        },
        {
            "name": "table play: the same models, processor time of this thread only "
            "(what a busy machine's other processes do not add)",
            "value": statistics.median(cpu),
            "reference": MODEL_BAR_S,
            "ratio": statistics.median(cpu) / MODEL_BAR_S,
            "bar": 1.0,
            "unit": "s",
        },
        {
            "name": f"table play: drawing one figure's overlays, {size} "
            "(vs bare QPainter primitives)",
            "value": drawing,
            "reference": bare,
            "ratio": drawing / bare,
            "bar": None,
            "unit": "s",
        },
    ]
