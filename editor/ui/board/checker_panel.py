"""The checker panel: what would make the solo AI misbehave, re-checked as the author edits.

Each row is a finding of ``editor.checker``; selecting it selects its culprit on the board when
the culprit is drawn there (a zone, border, wall, objective or figure) and centres the view on
it. Checking runs after a short pause in the edits, so typing or dragging never stutters, and
off the GUI thread (``editor.ui.latest_task``): on a 5,000-zone board the line of sight alone
takes many seconds (PRODUCT §5 "5,000-zone board": the GUI thread never blocked > 100 ms).
While it runs the summary says so, with the share of sight lines done; a check overtaken by
an edit is stopped and its findings never shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from editor.board.los import effective_los
from editor.checker import Finding
from editor.documents.addresses import ById
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import Severity, SkirmishError, translate
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario
from editor.rules.checking import check_scenario
from editor.ui.board.scene import border_key
from editor.ui.i18n import current_language
from editor.ui.latest_task import LatestTask, Progress

Key = tuple[str, ...]
_MARKS = {Severity.ERROR: "⛔", Severity.WARNING: "⚠", Severity.INFO: "ℹ"}
_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
"""Errors first: they are what stops the AI; warnings are worth a look."""


def check_with_progress(scenario: Scenario, progress: Progress) -> list[Finding]:
    """The findings of ``scenario`` (a pure function, run on the worker): the line of sight of
    a zone board, the long part, is computed first with ``progress``; the checks then find it
    memoised."""
    board = scenario.board
    if isinstance(board, ZoneBoard) and board.zones:
        try:
            effective_los(board, scenario.options.los, progress)
        except SkirmishError:
            pass  # an invalid board: the checks report it from its validation
    return check_scenario(scenario)


def scene_key(scenario, culprit: tuple) -> Key | None:
    """The board scene's key of a culprit path, or None when the culprit is not drawn."""
    if len(culprit) >= 3 and culprit[:2] == ("board", "zones") and isinstance(culprit[2], ById):
        return ("zone", culprit[2].id)
    if len(culprit) >= 3 and culprit[:2] == ("board", "walls") and isinstance(culprit[2], ById):
        return ("wall", culprit[2].id)
    if len(culprit) >= 3 and culprit[:2] == ("board", "borders") and isinstance(culprit[2], int):
        borders = scenario.board.borders
        # a finding shown just before an edit may name a border that is gone since
        return border_key(borders[culprit[2]]) if 0 <= culprit[2] < len(borders) else None
    tokens = ("objectives", "figures")
    if len(culprit) >= 2 and culprit[0] in tokens and isinstance(culprit[1], ById):
        return (culprit[0][:-1], culprit[1].id)
    return None


class CheckerPanel(QWidget):
    """Findings of the current scenario; emits ``culprit_chosen`` with the culprit's path."""

    culprit_chosen = Signal(object)

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.findings: list[Finding] = []
        self.summary = QLabel(self)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(self._on_current_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.summary)
        layout.addWidget(self.list)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(400)
        self._timer.timeout.connect(self.run_check)
        self._task = LatestTask(self)
        self._task.finished.connect(self._on_checked)
        self._task.failed.connect(self._on_check_failed)
        self._task.progress.connect(self._on_progress)
        self._unsubscribe = document.subscribe(self._on_scenario_changed)
        self.destroyed.connect(lambda *_: self._unsubscribe())
        self._first_due = True
        self._show_checking(None)
        QTimer.singleShot(0, self._first_check)

    def defer_until(self, signal) -> None:
        """Start the first check when ``signal`` fires rather than at once: a big board's
        drawing and the check would share the one interpreter, and the drawing comes first."""
        self._first_due = False
        signal.connect(self.run_check)

    def _first_check(self) -> None:
        if self._first_due:
            self.run_check()

    @property
    def busy(self) -> bool:
        """A check of the current scenario is due or still running."""
        return self._task.busy or self._first_due or self._timer.isActive()

    def run_check(self) -> None:
        """Check the current scenario on the worker; the findings replace the list when done."""
        self._first_due = False
        scenario = self.document.scenario
        self._task.request(lambda progress: check_with_progress(scenario, progress))
        self._show_checking(None)

    def stop(self) -> None:
        """Stop checking (the panel is closing): a running check ends at its next progress."""
        self._timer.stop()
        self._first_due = False
        self._task.cancel()

    def wait(self, msecs: int = -1) -> bool:
        """Wait for the running check (tests, shutdown); its findings still arrive as events."""
        return self._task.wait(msecs)

    def _on_checked(self, found: list[Finding]) -> None:
        self.findings = sorted(found, key=lambda f: _ORDER.get(f.severity, len(_ORDER)))
        self._fill()

    def _on_check_failed(self, text: str) -> None:
        self.summary.setText(self.tr("The check could not finish: %1").replace("%1", text))

    def _on_progress(self, done: int, total: int) -> None:
        self._show_checking(100 * done // total if total else None)

    def _show_checking(self, percent: int | None) -> None:
        if percent is None:
            self.summary.setText(self.tr("Checking…"))
        else:
            self.summary.setText(self.tr("Checking… (line of sight %1 %)").replace(
                "%1", str(percent)))

    def _fill(self) -> None:
        lang = current_language()
        self.list.clear()
        for finding in self.findings:
            # the row reads as a sentence; the place is in the tooltip (a click selects it)
            body = translate(finding.key, lang, **finding.message.params)
            item = QListWidgetItem(f"{_MARKS.get(finding.severity, '')} {body}")
            item.setData(Qt.ItemDataRole.ToolTipRole, finding.text(lang))
            self.list.addItem(item)
        errors = sum(f.severity is Severity.ERROR for f in self.findings)
        warnings = sum(f.severity is Severity.WARNING for f in self.findings)
        if not self.findings:
            self.summary.setText(self.tr("No problem found."))
        else:
            self.summary.setText(self.tr("%n error(s)", "", errors) + ", "
                                 + self.tr("%n warning(s)", "", warnings))

    def _on_scenario_changed(self, _change: ScenarioChanged) -> None:
        self._timer.start()

    def _on_current_changed(self, row: int) -> None:
        if 0 <= row < len(self.findings):
            self.culprit_chosen.emit(self.findings[row].culprit)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
            if self.busy:
                self._show_checking(None)
        super().changeEvent(event)
