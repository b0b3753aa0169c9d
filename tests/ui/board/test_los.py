"""The LOS tool shows a zone's line of sight from the worker's result and toggles overrides;
the worker computes off the GUI thread, applies results on it and drops stale ones."""

from __future__ import annotations

import threading

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.ui.board.los_tool import LosTool
from editor.ui.board.los_worker import LosWorker, compute_view
from editor.ui.board.scene import BoardScene
from editor.ui.board.styles import OverlayRole
from tests.ui.board.gestures import at


def _ready(qtbot, worker: LosWorker):
    qtbot.waitUntil(lambda: worker.view is not None, timeout=10_000)
    return worker.view


def test_los_tool_shows_what_a_zone_sees_and_toggles_an_override(qtbot, market_document):
    document = market_document
    scene = BoardScene(document)
    worker = LosWorker(document)
    tool = LosTool(document, scene, worker)
    tool.activate()
    view = _ready(qtbot, worker)
    belfry = scene.item_for(("zone", "belfry")).marker
    tool.press(at(belfry.x(), belfry.y()))
    assert tool.viewer == "belfry"
    assert scene._overlay["belfry"] is OverlayRole.VIEWER
    target = next(z for z in view.visible if z != "belfry")
    sees = view.sees("belfry", target)
    before = document.scenario
    marker = scene.item_for(("zone", target)).marker
    tool.press(at(marker.x(), marker.y()))
    assert len(document.history) == 1
    (override,) = document.scenario.board.los_overrides
    assert (override.viewer, override.target, override.visible) == ("belfry", target, not sees)
    assert _ready(qtbot, worker).sees("belfry", target) is (not sees)
    tool.press(at(marker.x(), marker.y()))  # flipping back removes the override
    assert document.scenario.board.los_overrides == ()
    assert len(document.history) == 2
    document.undo()
    document.undo()
    assert document.scenario == before
    worker.wait()


def test_worker_applies_the_newest_result_and_drops_stale_ones(qtbot, market_document):
    document = market_document
    release = threading.Event()
    computed = []

    def slow(board, options, previous):
        if not computed:
            release.wait(10)
        computed.append(board)
        return compute_view(board, options, previous)

    worker = LosWorker(document, compute=slow)
    views = []
    worker.view_ready.connect(views.append)
    worker.set_active(True)
    for elevation in (3, 4):  # two edits while the first job is still running
        document.execute(SetValue(("board", "zones", ById("belfry"), "elevation"), elevation))
    release.set()
    qtbot.waitUntil(lambda: bool(views), timeout=10_000)
    worker.wait()
    qtbot.wait(50)
    assert worker.dropped == 1
    assert len(views) == 1 and worker.view is views[0]
    assert computed[-1] is document.scenario.board
    assert len(computed) == 2  # the stale board, then only the newest


def test_inactive_worker_computes_nothing(qtbot, market_document):
    calls = []
    worker = LosWorker(market_document, compute=lambda *a: calls.append(a))
    market_document.execute(SetValue(("board", "zones", ById("belfry"), "elevation"), 3))
    worker.wait()
    assert calls == [] and worker.view is None


def test_the_los_tool_has_a_legend_of_its_colours_and_counts(qtbot, market_document):
    """The LOS view had no legend: its strip names every colour the overlay uses, with a
    swatch of that very colour, and says what the chosen zone sees and is seen from."""
    from editor.ui.board.los_tool import LosLegend
    from editor.ui.board.styles import BOARD_SURFACE, OVERLAY_BRUSHES

    document = market_document
    scene = BoardScene(document)
    worker = LosWorker(document)
    tool = LosTool(document, scene, worker)
    legend = tool.options_strip()
    qtbot.addWidget(legend)
    assert isinstance(legend, LosLegend)
    assert set(legend.names) == set(OverlayRole)  # every role the overlay can show
    assert [legend.names[role].text() for role in LosLegend.ROLES] == [
        "Chosen zone", "It sees them", "They see it", "Both ways", "No line of sight"
    ]
    for role, icon in legend.swatches.items():
        middle = icon.pixmap().toImage().pixelColor(7, 7)
        brush, ground = OVERLAY_BRUSHES[role].color(), BOARD_SURFACE
        alpha = brush.alphaF()  # the overlay over the bare board, as the scene paints it
        for got, top, under in zip(middle.getRgb()[:3], brush.getRgb()[:3], ground.getRgb()[:3]):
            assert abs(got - (alpha * top + (1 - alpha) * under)) <= 2, role
    assert legend.counts.text() == "Click a zone."
    tool.activate()
    view = _ready(qtbot, worker)
    belfry = scene.item_for(("zone", "belfry")).marker
    tool.press(at(belfry.x(), belfry.y()))
    sees = len(view.visible_from("belfry")) - 1
    seen = len(view.seen_by("belfry")) - 1
    assert legend.counts.text() == f"Belfry — it sees {sees} zones; it is seen from {seen} zones."
    tool.deactivate()
    worker.wait()
