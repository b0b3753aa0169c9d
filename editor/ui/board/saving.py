"""What the editor saves: the edited scenario with its derived line-of-sight table up to date.

The LOS table is derived data stored with the geometry hash it was computed from (PRODUCT §2b);
edits never put it in the undo history, so it is stamped here, once, when the scenario is saved
or exported. On a large board whose geometry changed since the table was computed (and before
the checker, which shares the computation, has finished it) that takes seconds: ``LosForSaving``
then derives it off the GUI thread (PRODUCT §5: the GUI thread never blocks; progress on
anything over half a second), with a window-modal progress dialog that can cancel, and hands
the stamped scenario on once it is ready. A cancelled or failed derivation writes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QProgressDialog, QWidget

from editor.board.los import board_hash, compute_los_table
from editor.messages import SkirmishError
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario
from editor.ui.i18n import current_language
from editor.ui.latest_task import LatestTask, Progress

BACKGROUND_ZONES = 300
"""Boards with more zones derive their table off the GUI thread: the pairs grow as the square
of the zones, some 100 ms at 300 (the GUI thread's bar, PRODUCT §5), a second at 1,000."""
PROGRESS_STEPS = 1000
SHOW_AFTER_MS = 400
"""The progress dialog shows once the derivation has taken this long (a short one never)."""


def los_is_current(scenario: Scenario) -> bool:
    """Nothing to derive: not a zone board, no zones, or a table of this very geometry."""
    board = scenario.board
    if not isinstance(board, ZoneBoard) or not board.zones:
        return True
    return board.los is not None and board.los.geometry_hash == board_hash(
        board, scenario.options.los
    )


def scenario_to_save(scenario: Scenario) -> Scenario:
    """``scenario`` with its LOS table stamped for its geometry, as a save writes it (on the
    calling thread: the library benchmark's path)."""
    return scenario if los_is_current(scenario) else _stamped(scenario)


def _stamped(scenario: Scenario, progress: Progress | None = None) -> Scenario:
    """``scenario`` (a zone board whose table is not current) with its table derived."""
    board = scenario.board
    assert isinstance(board, ZoneBoard)
    table = compute_los_table(board, scenario.options.los, progress)
    return replace(scenario, board=replace(board, los=table))


class LosForSaving(QObject):
    """Stamps a scenario's LOS table before a save or an export, off the GUI thread when it
    must be derived, and calls back with the stamped scenario on the GUI thread."""

    def __init__(self, window: QWidget, parent: QObject | None = None):
        super().__init__(parent)
        self.window = window
        self.task = LatestTask(self)
        self.task.finished.connect(self._on_finished)
        self.task.failed.connect(self._on_failed)
        self.task.progress.connect(self._on_progress)
        self.dialog: QProgressDialog | None = None
        self._then: Callable[[Scenario], object] | None = None
        self._failed: Callable[[str], object] | None = None
        self._cancelled: Callable[[], object] | None = None

    @property
    def busy(self) -> bool:
        return self.task.busy

    def stamp(
        self,
        scenario: Scenario,
        then: Callable[[Scenario], object],
        failed: Callable[[str], object],
        cancelled: Callable[[], object],
        label: str,
    ) -> bool:
        """Call ``then`` with ``scenario`` stamped: at once (True) when its table is current
        or quick to derive, else once it is derived in the background (False): ``failed`` with
        the reason if the derivation fails, ``cancelled`` if the user cancels it."""
        if los_is_current(scenario):
            then(scenario)
            return True
        if len(scenario.board.zones) <= BACKGROUND_ZONES:
            try:
                stamped = _stamped(scenario)
            except SkirmishError as exc:  # an outline the LOS cannot use: said, not saved
                failed(exc.text(current_language()))
                return False
            then(stamped)
            return True
        self._then, self._failed, self._cancelled = then, failed, cancelled
        self._show_dialog(label)
        self.task.request(lambda progress: _stamped(scenario, progress))
        return False

    def cancel(self) -> None:
        """Stop the derivation: nothing is saved, ``cancelled`` is told."""
        if not self.task.busy:
            return
        self.task.cancel()
        cancelled = self._cancelled
        self._finish()
        if cancelled is not None:
            cancelled()

    def _show_dialog(self, label: str) -> None:
        if self.dialog is None:
            dialog = self.dialog = QProgressDialog(self.window)
            dialog.setObjectName("losForSavingDialog")
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.setAutoReset(False)
            dialog.setAutoClose(False)
            dialog.setMinimumDuration(SHOW_AFTER_MS)
            dialog.setRange(0, PROGRESS_STEPS)
            dialog.canceled.connect(self.cancel)
        self.dialog.setWindowTitle(self.tr("Lines of sight"))
        self.dialog.setLabelText(label)
        self.dialog.setCancelButtonText(self.tr("Cancel"))
        self.dialog.setValue(0)  # starts the minimum-duration clock

    def _on_progress(self, done: int, total: int) -> None:
        if self.dialog is not None and total > 0:
            self.dialog.setValue(min(PROGRESS_STEPS - 1, done * PROGRESS_STEPS // total))

    def _on_finished(self, scenario: Scenario) -> None:
        then = self._then
        self._finish()
        if then is not None:
            then(scenario)

    def _on_failed(self, text: str) -> None:
        failed = self._failed
        self._finish()
        if failed is not None and text:
            failed(text)

    def _finish(self) -> None:
        self._then = self._failed = self._cancelled = None
        if self.dialog is not None:
            self.dialog.reset()
            self.dialog.hide()
