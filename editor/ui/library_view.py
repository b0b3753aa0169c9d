"""The library view: the scenarios (rule system, size, description), the units of the selected
scenario (or, ticked, every unit of the library) with the scenarios that use each, and the
saved games.

It shows whatever *catalog* it is given (the SQLite library, or the bundled sample folders for a
screenshot without a library): an object with ``summaries()`` and ``units()``. Texts follow the
UI language; the view re-reads them on a language change. The selected scenario is remembered
(``settings.last_scenario``), so the next start selects it again rather than the first one;
"Used by" comes second in the units table, where a narrow column still shows it.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from editor.model.summary import ScenarioSummary, UnitSummary
from editor.model.system_titles import short_title
from editor.ui import settings
from editor.ui.i18n import current_language

Index = QModelIndex | QPersistentModelIndex


class Catalog(Protocol):
    def summaries(self) -> list[ScenarioSummary]: ...

    def units(self) -> list[UnitSummary]: ...


def rule_system_label(system: str) -> str:
    """The short title of rule system ``system`` (its plug-in's, read by the key it declares
    without importing the plug-ins: ``system_titles``), the name itself if unknown."""
    title = short_title(system)
    return system if title is None else title.get(current_language())


class _RowsModel(QAbstractTableModel):
    """A read-only table of rows of display strings, one header per column."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._rows: list[tuple[str, ...]] = []
        self._headers: tuple[str, ...] = ()

    def set_rows(self, headers: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
        self.beginResetModel()
        self._headers, self._rows = headers, rows
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole) and index.isValid():
            return self._rows[index.row()][index.column()]
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None


def _table(model: QAbstractTableModel, parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.horizontalHeader().setStretchLastSection(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    return view


class LibraryView(QWidget):
    """Scenarios on top, their details and the library's units below."""

    scenario_selected = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._summaries: list[ScenarioSummary] = []
        self._units: list[UnitSummary] = []
        self.scenarios_label = QLabel(self)
        self.scenario_model = _RowsModel(self)
        self.scenario_table = _table(self.scenario_model, self)
        self.details = QTextBrowser(self)
        self.details.setOpenLinks(False)
        self.units_label = QLabel(self)
        self.all_units = QCheckBox(self)
        self.all_units.setObjectName("allUnits")
        self.all_units.toggled.connect(self._on_all_units_toggled)
        self.unit_model = _RowsModel(self)
        self.unit_table = _table(self.unit_model, self)
        self.unit_table.horizontalHeader().setStretchLastSection(False)
        lower = QSplitter(Qt.Orientation.Horizontal, self)
        lower.addWidget(self.details)
        units_box = QWidget(lower)
        units_layout = QVBoxLayout(units_box)
        units_layout.setContentsMargins(0, 0, 0, 0)
        units_header = QHBoxLayout()
        units_header.addWidget(self.units_label, 1)
        units_header.addWidget(self.all_units)
        units_layout.addLayout(units_header)
        units_layout.addWidget(self.unit_table)
        lower.addWidget(units_box)
        from editor.ui.play.games_view import GamesView

        self.games_view = GamesView(None, lower)
        self.games_view.setObjectName("gamesView")
        lower.addWidget(self.games_view)
        for column, stretch in enumerate((3, 5, 3)):  # the units and who uses them need room
            lower.setStretchFactor(column, stretch)
        upper = QWidget(self)
        upper_layout = QVBoxLayout(upper)
        upper_layout.setContentsMargins(0, 0, 0, 0)
        upper_layout.addWidget(self.scenarios_label)
        upper_layout.addWidget(self.scenario_table)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.setObjectName("librarySplitter")
        self.splitter.addWidget(upper)
        self.splitter.addWidget(lower)
        self.splitter.setSizes([300, 420])
        layout = QVBoxLayout(self)
        layout.addWidget(self.splitter)
        self.scenario_table.selectionModel().currentRowChanged.connect(self._on_current_changed)
        self.retranslate()

    def show_catalog(self, catalog: Catalog, *, only_if_changed: bool = False) -> None:
        """Read the catalog again and show it, keeping the selected scenario if still there
        (at start, the one selected when the window last closed; else the first).
        ``only_if_changed``: the rows are left as they are when the catalog lists what they
        show (the library replacing its quick listing at start-up)."""
        keep = self.selected_name() or settings.last_scenario()
        summaries, units = catalog.summaries(), catalog.units()
        self.games_view.set_library(catalog if hasattr(catalog, "games") else None)
        if only_if_changed and (summaries, units) == (self._summaries, self._units):
            return
        self._summaries, self._units = summaries, units
        self._fill()
        names = self.scenario_names()
        self.select(keep if keep in names else (names[0] if names else None))

    def selected_name(self) -> str | None:
        row = self.scenario_table.currentIndex().row()
        return self._summaries[row].name if 0 <= row < len(self._summaries) else None

    def select(self, name: str | None) -> None:
        for row, summary in enumerate(self._summaries):
            if summary.name == name:
                self.scenario_table.selectRow(row)
                return
        self._show_details(None)

    def scenario_names(self) -> list[str]:
        return [s.name for s in self._summaries]

    def retranslate(self) -> None:
        self.scenarios_label.setText(self.tr("<b>Scenarios</b>"))
        self.all_units.setText(self.tr("All units"))
        self.all_units.setToolTip(self.tr("Every unit of the library, not only the scenario's"))
        self._fill()
        self._show_details(self.selected_name())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill(self) -> None:
        lang = current_language()
        keep = self.selected_name()
        self.scenario_model.set_rows(
            (
                self.tr("Name"),
                self.tr("Title"),
                self.tr("Rule system"),
                self.tr("Size"),
                self.tr("Description"),
            ),
            [
                (
                    s.name,
                    s.title.get(lang),
                    rule_system_label(s.rule_system),
                    self.size_label(s),
                    s.description.get(lang),
                )
                for s in self._summaries
            ],
        )
        self.scenario_table.resizeColumnsToContents()
        if keep:
            for row, summary in enumerate(self._summaries):
                if summary.name == keep:
                    self.scenario_table.selectRow(row)
        self._fill_units()

    def shown_units(self) -> list[UnitSummary]:
        """The units the table lists: the selected scenario's, or all when ticked."""
        name = self.selected_name()
        if self.all_units.isChecked():
            return list(self._units)
        return [u for u in self._units if name is not None and name in u.scenarios]

    def _fill_units(self) -> None:
        lang = current_language()
        sides = {
            "hero": self.tr("Hero"),
            "villain": self.tr("Villain"),
            "neutral": self.tr("Neutral"),
        }
        name = self.selected_name()
        if self.all_units.isChecked() or name is None:
            self.units_label.setText(self.tr("<b>Units of the library</b>"))
        else:
            self.units_label.setText(
                self.tr("<b>Units of “%1”</b>").replace("%1", _escape(name))
            )
        units = sorted(self.shown_units(), key=lambda u: u.name.get(lang).casefold())
        every = self.all_units.isChecked()  # a scenario's units share its rule system
        headers = (self.tr("Unit"), self.tr("Used by"), self.tr("Side"), self.tr("Rule system"))
        self.unit_model.set_rows(
            headers if every else headers[:3],
            [
                (
                    u.name.get(lang) or u.id,
                    ", ".join(u.scenarios),
                    sides.get(u.side, u.side),
                    rule_system_label(u.rule_system),
                )[: 4 if every else 3]
                for u in units
            ],
        )
        header = self.unit_table.horizontalHeader()
        self.unit_table.resizeColumnsToContents()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)

    def _on_all_units_toggled(self, _checked: bool) -> None:
        self._fill_units()

    def size_label(self, summary: ScenarioSummary) -> str:
        table = f"{summary.width_mm / 10:g} × {summary.height_mm / 10:g} cm"
        if summary.zone_count:
            zones = self.tr("%n zone(s)", "", summary.zone_count)
            return f"{zones}, {table}"
        return table

    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        name = self._summaries[current.row()].name if current.isValid() else None
        self._show_details(name)
        self._fill_units()
        if name:
            settings.set_last_scenario(name)
            self.scenario_selected.emit(name)

    def _show_details(self, name: str | None) -> None:
        summary = next((s for s in self._summaries if s.name == name), None)
        if summary is None:
            self.details.setHtml(f"<p>{self.tr('Select a scenario to see its details.')}</p>")
            return
        lang = current_language()
        counts = self.tr("%n unit(s)", "", summary.unit_count)
        figures = self.tr("%n figure(s)", "", summary.figure_count)
        heading = _escape(summary.title.get(lang) or summary.name)
        kind = _escape(f"{rule_system_label(summary.rule_system)} — {self.size_label(summary)}")
        self.details.setHtml(
            f"<h2>{heading}</h2><p><i>{kind}</i></p>"
            f"<p>{_escape(summary.description.get(lang))}</p>"
            f"<p>{_escape(summary.mission.get(lang))}</p>"
            f"<p>{_escape(counts)}, {_escape(figures)}</p>"
        )


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
