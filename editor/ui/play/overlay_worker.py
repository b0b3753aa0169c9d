"""Overlay models computed off the GUI thread (PRODUCT §5: recomputation never blocks).

``compute_overlays`` is a pure function of an ``OverlayRequest`` (the scenario, a game state,
what is selected, which overlays are wanted, the villain step to mark): it calls the board
engine's overlay functions and returns models only. ``OverlayWorker`` runs it on a private
one-thread pool and hands the result back through a queued signal, applied on the GUI thread.
Every request bumps a generation; a result of an older generation is stale and dropped
(``dropped`` counts them) and only the newest waiting request is computed next, so a burst of
clicks costs at most two computations. Between requests the worker may prepare what the next
one will likely need (``prepare``: small tasks, such as one figure's movement range into a
cache the requests read); a request always goes before the preparations still waiting, and a
new preparation drops the older one's tasks not yet started. Must not import the panels or the
play mode.
"""

from __future__ import annotations

import atexit
import weakref
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, SignalInstance

from editor.board.movement import Occupancy, Occupant, mover_for
from editor.board.overlays import (
    MovementRange,
    PathOverlay,
    SeenByOverlay,
    los_into_overlay,
    los_overlay,
    movement_range,
    path_overlay,
    seen_by_overlay,
)
from editor.board.paths import shortest_paths
from editor.messages import SkirmishError
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario
from editor.model.units import Side, SoloProfile
from editor.solo.state import GameState
from editor.solo.steps import Step
from editor.ui.play.overlay_layer import ChoiceMarks, OverlayKind, StepMarks

Models = dict[OverlayKind, tuple[Any, ...]]


@dataclass(frozen=True)
class StepRequest:
    """What a villain step shows on the board (read from the proposal by the panel)."""

    actor: str | None
    path: tuple[str, ...] = ()
    target: str | None = None
    ranged: bool = False
    energy: int = 0
    choices: tuple[str, ...] = ()
    suggested: str | None = None
    places: tuple[str, ...] = ()
    """Zones where the step brings figures onto the board."""

    @classmethod
    def of(cls, step: Step | None, state: GameState | None = None) -> StepRequest | None:
        """What the board shows of a step proposed in ``state`` (None: nothing to mark): its
        actor's path and target, the villain energy it spends, and the zones where it brings
        figures onto the board (reinforcements, events)."""
        if step is None:
            return None
        places: tuple[str, ...] = ()
        if state is not None:
            before = {f.id: f.zone for f in state.figures}
            places = tuple(
                sorted(
                    {
                        f.zone
                        for f in step.after.figures
                        if f.zone and before.get(f.id) is None and f.id != step.actor
                    }
                )
            )
        if not (step.actor or step.path or step.choices or places):
            return None
        ranged = step.params.get("attack") == "ranged"
        return cls(
            step.actor,
            tuple(step.path),
            step.target,
            ranged,
            step.energy,
            tuple(step.choices),
            step.heuristic,
            places,
        )


@dataclass(frozen=True)
class OverlayRequest:
    scenario: Scenario
    state: GameState
    kinds: frozenset[OverlayKind]
    figure: str | None = None
    """The selected figure: its reachable zones, its vantage zones (villains)."""
    zone: str | None = None
    """The selected zone: LOS from it and into it (the figure's zone when none)."""
    step: StepRequest | None = None
    drag: tuple[str, str] | None = None
    """(figure, zone under the cursor) while a hero is dragged: the path drawn."""
    threat: Any = field(default=None, compare=False)
    """``(scenario, state) -> ThreatOverlay`` (``threat_overlay`` bound to a solo context
    only the worker uses), None for no threat map."""


def occupancy(scenario: Scenario, state: GameState, exclude: str | None = None) -> Occupancy:
    """Who stands where in ``state`` (the mover excluded), as the movement rules see it."""
    figures = {f.id: f for f in scenario.figures}
    zones: dict[str, list[Occupant]] = {}
    for figure in state.figures:
        if figure.zone is None or figure.id == exclude or figure.id not in figures:
            continue
        mover = mover_for(scenario, figures[figure.id])
        zones.setdefault(figure.zone, []).append(
            Occupant(mover.side, mover.size, mover.menace, mover.skills)
        )
    return Occupancy({zone: tuple(found) for zone, found in zones.items()})


def _is_villain(scenario: Scenario, figure_id: str) -> bool:
    figure = next((f for f in scenario.figures if f.id == figure_id), None)
    return figure is not None and figure.side is Side.VILLAIN


def figure_range(scenario: Scenario, state: GameState, figure_id: str) -> MovementRange | None:
    """The figure's reachable zones with its movement, plus the zones one energy cube adds
    (the villains' reserve, or the hero's own energy)."""
    figure = next((f for f in scenario.figures if f.id == figure_id), None)
    found = next((f for f in state.figures if f.id == figure_id), None)
    if figure is None or found is None or found.zone is None:
        return None
    unit = scenario.unit(figure.unit)
    profile = unit.profile if unit and isinstance(unit.profile, SoloProfile) else SoloProfile()
    villain = figure.side is Side.VILLAIN
    hard = scenario.options.hard_mode.enabled
    cube = state.villain_reserve >= 1 if villain else found.energy >= 1
    return movement_range(
        scenario.board,
        mover_for(scenario, figure),
        occupancy(scenario, state, figure_id),
        scenario.options,
        found.zone,
        profile.movement,
        cube=cube,
        allow_fall=hard if villain else True,
        hard_mode=hard and villain,
    )


def vantage_zones(
    scenario: Scenario, state: GameState, figure_id: str, reach: MovementRange
) -> tuple[SeenByOverlay, ...]:
    """The reachable zones from which a villain sees a hero, one model per hero zone (a zone
    is listed once, under the first hero zone it sees)."""
    heroes = sorted(
        {
            f.zone
            for f in state.figures
            if f.zone is not None
            and not f.out
            and not _is_villain(scenario, f.id)
            and f.id != figure_id
        }
    )
    taken: set[str] = set()
    models = []
    for zone in heroes:
        found = seen_by_overlay(scenario.board, scenario.options, zone, reach)
        entries = tuple(e for e in found.viewers if e.zone not in taken)
        taken.update(e.zone for e in entries)
        if entries:
            models.append(SeenByOverlay(zone, entries))
    return tuple(models)


def step_marks(scenario: Scenario, state: GameState, step: StepRequest) -> StepMarks:
    actor_zone = state.figure(step.actor).zone if step.actor else None
    costs: tuple[int | None, ...] = ()
    if len(step.path) > 1 and step.actor:
        figure = next(f for f in scenario.figures if f.id == step.actor)
        hard = scenario.options.hard_mode.enabled
        found = shortest_paths(
            scenario.board,
            mover_for(scenario, figure),
            occupancy(scenario, state, step.actor),
            scenario.options,
            step.path[0],
            allow_fall=hard,
            hard_mode=hard,
        )
        costs = tuple(found.costs.get(z) for z in step.path)
    target_zone = state.figure(step.target).zone if step.target else None
    end = step.path[-1] if step.path else actor_zone
    los = (end, target_zone) if step.ranged and end and target_zone else None
    return StepMarks(
        actor_zone or (step.path[0] if step.path else None),
        step.path,
        costs,
        target_zone,
        los,
        step.energy,
        step.places,
    )


def compute_overlays(request: OverlayRequest) -> Models:
    """Every wanted overlay model of ``request`` (pure; run on the worker thread)."""
    scenario, state = request.scenario, request.state
    if not isinstance(scenario.board, ZoneBoard):
        return {}
    board, options = scenario.board, scenario.options
    zones = {z.id for z in board.zones}
    figure_zone = None
    if request.figure:
        figure_zone = next((f.zone for f in state.figures if f.id == request.figure), None)
    zone = request.zone if request.zone in zones else figure_zone
    models: Models = {}
    kinds = request.kinds
    reach = None
    if request.figure and (OverlayKind.REACHABLE in kinds or OverlayKind.SEEN_BY in kinds):
        reach = figure_range(scenario, state, request.figure)
    if OverlayKind.REACHABLE in kinds and reach is not None:
        models[OverlayKind.REACHABLE] = (reach,)
    if (
        OverlayKind.SEEN_BY in kinds
        and reach is not None
        and _is_villain(scenario, request.figure or "")
    ):
        models[OverlayKind.SEEN_BY] = vantage_zones(scenario, state, request.figure, reach)
    if OverlayKind.LOS_FROM in kinds and zone:
        models[OverlayKind.LOS_FROM] = (los_overlay(board, options, zone),)
    if OverlayKind.LOS_INTO in kinds and zone:
        models[OverlayKind.LOS_INTO] = (los_into_overlay(board, options, zone),)
    if OverlayKind.THREAT in kinds and request.threat is not None:
        models[OverlayKind.THREAT] = (request.threat(scenario, state),)
    if request.step is not None:
        step = request.step
        if step.choices:
            models[OverlayKind.CHOICES] = (ChoiceMarks(step.choices, step.suggested),)
        if step.actor or step.path or step.places:
            models[OverlayKind.STEP] = (step_marks(scenario, state, step),)
    if request.drag is not None:
        models[OverlayKind.DRAG] = (_drag_path(scenario, state, *request.drag),)
    return models


def _drag_path(
    scenario: Scenario, state: GameState, figure_id: str, zone: str
) -> PathOverlay | None:
    figure = next((f for f in scenario.figures if f.id == figure_id), None)
    origin = next((f.zone for f in state.figures if f.id == figure_id), None)
    if figure is None or origin is None:
        return None
    return path_overlay(
        scenario.board,
        mover_for(scenario, figure),
        occupancy(scenario, state, figure_id),
        scenario.options,
        origin,
        zone,
        allow_fall=True,
    )


REQUEST_PRIORITY = 1
"""Requests run before preparations (priority 0) waiting in the worker's queue."""


class _Signals(QObject):
    finished = Signal(int, object)
    failed = Signal(int, str)
    prepared = Signal()


class _Job(QRunnable):
    def __init__(self, generation: int, request: Any, signals: _Signals, compute):
        super().__init__()
        self._generation, self._request, self._signals = generation, request, signals
        self._compute = compute

    def run(self) -> None:
        try:
            models = self._compute(self._request)
        except SkirmishError as exc:
            self._tell(self._signals.failed, exc.text())
            return
        except Exception as exc:  # noqa: BLE001 - shown to the player, never a crash
            self._tell(self._signals.failed, f"{type(exc).__name__}: {exc}")
            return
        self._tell(self._signals.finished, models)

    def _tell(self, signal, result: object) -> None:
        try:
            signal.emit(self._generation, result)
        except RuntimeError:  # the worker is gone (its window closed): nobody listens
            pass


class _Preparing:
    """The generation of the current preparation, shared with its tasks (which must not hold
    the worker: it may be gone while they wait in its pool's queue)."""

    def __init__(self) -> None:
        self.generation = 0


class _Preparation(QRunnable):
    """One task of a preparation; skipped once a newer preparation replaced it, or the worker
    was destroyed. Its result is kept by the task itself (a cache) and its errors are the next
    request's to report."""

    def __init__(self, preparing: _Preparing, signals: _Signals, task: Callable[[], object]):
        super().__init__()
        self._preparing, self._signals, self._task = preparing, signals, task
        self._generation = preparing.generation

    def run(self) -> None:
        try:
            if self._generation == self._preparing.generation:
                self._task()
        except Exception:  # noqa: BLE001 - the request that needs it reports it
            pass
        try:
            self._signals.prepared.emit()
        except RuntimeError:  # the worker is gone (its window closed): nobody counts
            pass


def _cancel(preparing: _Preparing) -> None:
    preparing.generation += 1


_LIVE: weakref.WeakSet = weakref.WeakSet()
"""The workers alive: at exit their preparations are dropped and their pools drained before
the interpreter goes (a Python task still running then is an error Qt reports)."""


@atexit.register
def _drain_at_exit() -> None:
    for worker in list(_LIVE):
        try:
            worker.cancel_preparation()
            worker.wait(5_000)
        except RuntimeError:  # already deleted by Qt
            pass


class OverlayWorker(QObject):
    """Computes the newest request on a worker thread with ``compute`` (``compute_overlays``
    for zone boards; the free-table play passes its own); ``ready`` carries its models."""

    ready = Signal(object)
    """dict overlay kind → models, for the newest request."""
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, compute=None):
        super().__init__(parent)
        self._compute = compute or compute_overlays
        self.dropped = 0
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.finished.connect(self._on_job_finished)
        self._signals.failed.connect(self._on_job_failed)
        self._signals.prepared.connect(self._on_prepared)
        self._generation = 0
        self._running = False
        self._waiting: Any = None
        self._preparing = preparing = _Preparing()
        self.destroyed.connect(lambda *_args: _cancel(preparing))  # the pool's queue is run
        self.preparing = 0
        """Preparation tasks queued or running."""
        _LIVE.add(self)

    @property
    def busy(self) -> bool:
        return self._running or self._waiting is not None

    def request(self, request: Any) -> int:
        """Ask for ``request``'s overlays; any older request still to come is dropped."""
        self._generation += 1
        self._waiting = request
        self._start()
        return self._generation

    def prepare(self, tasks: Iterable[Callable[[], object]]) -> None:
        """Run ``tasks`` on the worker thread when no request is waiting; the tasks of an
        earlier preparation not started yet are dropped."""
        self.cancel_preparation()
        for task in tasks:
            self.preparing += 1
            self._pool.start(_Preparation(self._preparing, self._signals, task), 0)

    def cancel_preparation(self) -> None:
        """Drop the preparation tasks not started yet (the one running finishes)."""
        _cancel(self._preparing)

    def _on_prepared(self) -> None:
        self.preparing -= 1

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the running job (tests, shutdown); the result still arrives as an event."""
        return self._pool.waitForDone(msecs)

    def _start(self) -> None:
        if self._running or self._waiting is None:
            return
        request, self._waiting = self._waiting, None
        self._running = True
        self._pool.start(_Job(self._generation, request, self._signals, self._compute),
                         REQUEST_PRIORITY)

    def _on_job_finished(self, generation: int, models: Models) -> None:
        self._on_job_done(generation, self.ready, models)

    def _on_job_failed(self, generation: int, text: str) -> None:
        self._on_job_done(generation, self.failed, text)

    def _on_job_done(self, generation: int, signal: SignalInstance, result: object) -> None:
        """Pass on the result of the latest request only (older ones are counted as dropped),
        then start the request that waited."""
        self._running = False
        if generation != self._generation:
            self.dropped += 1
        else:
            signal.emit(result)
        self._start()
