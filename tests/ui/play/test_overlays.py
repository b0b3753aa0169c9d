"""Overlays of the play mode: one lookup table, toggles, legend, never on the GUI thread."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from editor.board.overlays import (
    LosIntoOverlay,
    LosOverlay,
    MovementRange,
    PathOverlay,
    RangeEntry,
    SeenByOverlay,
)
from editor.solo.threat import ThreatOverlay
from editor.ui.play import overlay_worker
from editor.ui.play.legend import OverlayLegend
from editor.ui.play.overlay_layer import (
    DRAWERS,
    TOGGLES,
    ChoiceMarks,
    OverlayKind,
    StepMarks,
    draw_movement_range,
)
from editor.ui.play.overlay_worker import OverlayRequest, OverlayWorker, compute_overlays
from editor.ui.play.palette import STYLES, Role


def render(play) -> QImage:
    scene = play.board.scene
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 400, 400), scene.sceneRect())
    painter.end()
    return image


def started(play, night_market, seed=1):
    play.start_new(night_market, "night-market", None, seed=seed)
    assert play.advance_to_villain_step()
    assert play.board.wait_for_overlays()
    return play.game


def test_every_overlay_model_is_drawn_through_the_one_table():
    for kind in (
        MovementRange,
        LosOverlay,
        LosIntoOverlay,
        SeenByOverlay,
        PathOverlay,
        ThreatOverlay,
        StepMarks,
        ChoiceMarks,
    ):
        assert kind in DRAWERS


def test_an_unknown_model_is_refused(play, night_market):
    started(play, night_market)
    with pytest.raises(TypeError):
        play.board.overlays.set_models(OverlayKind.REACHABLE, ("not a model",))


def test_the_villain_step_shows_its_reachable_zones_and_the_toggle_hides_them(play, night_market):
    game = started(play, night_market)
    actor = game.play.proposal().actor
    layer = play.board.overlays
    [reach] = layer.models(OverlayKind.REACHABLE)
    assert reach.origin == game.state.figure(actor).zone
    assert layer.shown(OverlayKind.REACHABLE) and layer.shown(OverlayKind.STEP)
    with_overlay = render(play)
    legend = play.legend_holder.findChild(OverlayLegend)
    legend.toggles[OverlayKind.REACHABLE].setChecked(False)
    assert not layer.shown(OverlayKind.REACHABLE)
    assert not layer.item(OverlayKind.REACHABLE).isVisible()
    assert not play.toggle_bar.buttons[OverlayKind.REACHABLE].isChecked()
    assert render(play) != with_overlay
    play.toggle_bar.buttons[OverlayKind.REACHABLE].setChecked(True)
    assert legend.toggles[OverlayKind.REACHABLE].isChecked()
    assert layer.shown(OverlayKind.REACHABLE)


@pytest.mark.parametrize(
    "kind, model",
    [
        (OverlayKind.LOS_FROM, LosOverlay),
        (OverlayKind.LOS_INTO, LosIntoOverlay),
        (OverlayKind.SEEN_BY, SeenByOverlay),
        (OverlayKind.THREAT, ThreatOverlay),
    ],
)
def test_each_toggle_shows_its_overlay_and_hides_it(play, night_market, kind, model):
    started(play, night_market)
    board = play.board
    board.select_figure("crossbow-1")  # a ranged villain: it sees heroes from somewhere
    assert board.wait_for_overlays()
    assert not board.overlays.shown(kind)
    before = render(play)
    play.toggle_bar.buttons[kind].setChecked(True)
    assert board.wait_for_overlays()
    models = board.overlays.models(kind)
    assert models and all(isinstance(m, model) for m in models)
    assert board.overlays.shown(kind)
    assert render(play) != before
    play.toggle_bar.buttons[kind].setChecked(False)
    assert not board.overlays.shown(kind)


def test_reachable_costs_are_badges_and_the_cube_is_told_apart_without_colour():
    calls = []

    class Recorder:
        def fill(self, zones, role, strength=1.0):
            calls.append(("fill", tuple(zones), role))

        def outline(self, zones, role, width=3.0, dashed=False):
            calls.append(("outline", tuple(zones), role))

        def badge(self, zone, text, role, offset=None):
            calls.append(("badge", zone, text, role))

    model = MovementRange(
        "a", 2, (RangeEntry("a", 0, False), RangeEntry("b", 2, False), RangeEntry("c", 3, True))
    )
    draw_movement_range(Recorder(), model)
    assert ("fill", ("a", "b"), Role.REACH) in calls
    assert ("fill", ("c",), Role.REACH_CUBE) in calls
    assert ("badge", "b", "2", Role.REACH) in calls
    assert ("badge", "c", "3", Role.REACH_CUBE) in calls
    free, cube = STYLES[Role.REACH], STYLES[Role.REACH_CUBE]
    assert (free.hatch, free.badge) != (cube.hatch, cube.badge)


def test_no_two_overlays_differ_by_colour_only():
    roles = [
        Role.REACH,
        Role.REACH_CUBE,
        Role.LOS_SEEN,
        Role.LOS_INTO,
        Role.VANTAGE,
        Role.VANTAGE_CUBE,
        Role.THREAT,
        Role.CHOICE,
        Role.PLACED,
    ]
    looks = {(STYLES[r].hatch, STYLES[r].badge) for r in roles}
    assert len(looks) == len(roles)


def test_the_legend_has_a_toggle_per_overlay(play, night_market):
    started(play, night_market)
    legend = play.legend_holder.findChild(OverlayLegend)
    assert set(legend.toggles) == set(TOGGLES)
    assert all(box.text() for box in legend.toggles.values())


def test_recomputation_runs_off_the_gui_thread_and_stale_results_are_dropped(
    qtbot, night_market, monkeypatch
):
    from editor.solo.setup import new_game

    release = threading.Event()
    threads = []

    def slow(request):
        threads.append(threading.current_thread())
        release.wait(5)
        return compute_overlays(request)

    monkeypatch.setattr(overlay_worker, "compute_overlays", slow)
    worker = OverlayWorker()
    results = []
    worker.ready.connect(results.append)
    state = new_game(night_market, 1)
    kinds = frozenset({OverlayKind.REACHABLE})
    start = time.perf_counter()
    worker.request(OverlayRequest(night_market, state, kinds, "eel-1"))
    worker.request(OverlayRequest(night_market, state, kinds, "eel-2"))
    worker.request(OverlayRequest(night_market, state, kinds, "eel-3"))
    assert time.perf_counter() - start < 0.5  # the GUI thread never waits for a result
    release.set()
    qtbot.waitUntil(lambda: not worker.busy and bool(results), timeout=10_000)
    assert threading.main_thread() not in threads
    assert len(results) == 1 and worker.dropped == 1  # eel-2 never ran; eel-1 was stale
    [reach] = results[0][OverlayKind.REACHABLE]
    assert reach.origin == state.figure("eel-3").zone
    worker.wait()
