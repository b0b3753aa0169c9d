"""The first drawing of a big board, in slices between events (PRODUCT §5 "5,000-zone board":
open to an interactive editor, the GUI thread never blocked > 100 ms).

Making the items of 5,000 zones and 10,000 borders takes seconds, and Qt items can only be
made on the GUI thread; so the scene draws a big board in slices: the board at the start is
planned as runs of zones in board order, each with the borders whose later zone it holds and
its share of the walls, and each slice draws the next run, sized to take about
``SLICE_SECONDS``. Events run between slices: the window paints, the view pans, edits land in
the document. When every slice is drawn the scene is brought to the document's scenario of
that moment by its ordinary incremental projection, which redraws whatever was edited
meanwhile, and draws the tokens. The reinforcement numbers are those of the whole board.

Each slice's new objects are also taken out of the garbage collector's sight (``gc.freeze``):
a full collection over a 5,000-zone board's model and items takes several hundred ms, and
whichever thread triggers it holds every other one (the GUI thread included) meanwhile. The
scene hands them back (``release``) when it goes.
"""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer, Signal

from editor.model.board import Border, Wall, Zone, ZoneBoard
from editor.model.scenario import Scenario

PROGRESSIVE_ZONES = 400
"""Boards with more zones than this are drawn in slices; smaller ones at once."""
SLICE_SECONDS = 0.03
FIRST_SLICE = 50
SLICE_LIMITS = (10, 2000)


class Plan:
    """The zones, borders and walls of the board a sliced build started from, in the order
    they are drawn (a border as soon as both its zones are)."""

    def __init__(self, scenario: Scenario):
        board = scenario.board
        assert isinstance(board, ZoneBoard)
        self.scenario, self.board = scenario, board
        index = {zone.id: i for i, zone in enumerate(board.zones)}
        last = len(board.zones)
        self.borders = sorted(
            board.borders, key=lambda b: max(index.get(b.a, last), index.get(b.b, last))
        )
        self._border_ends = [max(index.get(b.a, last), index.get(b.b, last)) for b in self.borders]
        self.drawn = 0
        self._borders_drawn = 0
        self._walls_drawn = 0

    @property
    def total(self) -> int:
        return len(self.board.zones)

    def next_slice(self, count: int) -> tuple[tuple[Zone, ...], list[Border], tuple[Wall, ...]]:
        """The next ``count`` zones, the borders they complete and their share of walls."""
        start, self.drawn = self.drawn, min(self.total, self.drawn + count)
        zones = self.board.zones[start : self.drawn]
        first = self._borders_drawn
        while self._borders_drawn < len(self.borders) and (
            self._border_ends[self._borders_drawn] < self.drawn or self.drawn >= self.total
        ):
            self._borders_drawn += 1
        walls_until = len(self.board.walls) * self.drawn // max(self.total, 1)
        walls = self.board.walls[self._walls_drawn : walls_until]
        self._walls_drawn = walls_until
        return zones, self.borders[first : self._borders_drawn], walls


class SlicedBuild(QObject):
    """Drives the scene's ``draw_slice`` from the event loop, then its ``finish_slices``."""

    progress = Signal(int, int)
    """(zones drawn, zones in all) after each slice."""
    done = Signal()

    def __init__(self, scene, parent: QObject | None = None):
        super().__init__(parent)
        self._scene = scene
        self._plan: Plan | None = None
        self._slice = FIRST_SLICE
        self._frozen = False
        self.running = False

    def start(self) -> None:
        self._plan = Plan(self._scene.document.scenario)
        self.running = True
        QTimer.singleShot(0, self._step)

    def release(self) -> None:
        """Give the frozen objects back to the collector (the scene is going)."""
        self.running = False
        if self._frozen:
            self._frozen = False
            gc.unfreeze()

    def _step(self) -> None:
        plan = self._plan
        if not self.running or plan is None:
            return
        started = time.perf_counter()
        zones, borders, walls = plan.next_slice(self._slice)
        self._scene.draw_slice(plan.board, zones, borders, walls)
        final = plan.drawn >= plan.total
        if final:
            self._scene.finish_slices(plan.scenario)
        elapsed = max(time.perf_counter() - started, 1e-4)
        low, high = SLICE_LIMITS
        self._slice = int(min(high, max(low, self._slice * SLICE_SECONDS / elapsed)))
        gc.freeze()
        self._frozen = True
        self.progress.emit(plan.drawn, plan.total)
        if final:
            self.running = False
            self._plan = None
            self.done.emit()
        else:
            QTimer.singleShot(0, self._step)
