"""The checker panel: what would make the solo AI misbehave, re-checked as the author edits.

Each row is a finding of ``editor.checker``; selecting it selects its culprit on the board when
the culprit is drawn there (a zone, border, wall, objective or figure) and centres the view on
it. Checking runs after a short pause in the edits, so typing or dragging never stutters.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from editor.checker import Finding
from editor.documents.addresses import ById
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import Severity, translate
from editor.rules.checking import check_scenario
from editor.ui.board.scene import border_key
from editor.ui.i18n import current_language

Key = tuple[str, ...]
_MARKS = {Severity.ERROR: "⛔", Severity.WARNING: "⚠", Severity.INFO: "ℹ"}
_ORDER = {Severity.ERROR: 0, Severity.WARNING: 1, Severity.INFO: 2}
"""Errors first: they are what stops the AI; warnings are worth a look."""


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
        self._unsubscribe = document.subscribe(self._on_scenario_changed)
        self.destroyed.connect(lambda *_: self._unsubscribe())
        self.run_check()

    def run_check(self) -> None:
        found = check_scenario(self.document.scenario)
        self.findings = sorted(found, key=lambda f: _ORDER.get(f.severity, len(_ORDER)))
        self._fill()

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
        super().changeEvent(event)
