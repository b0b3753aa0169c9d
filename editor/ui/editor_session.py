"""One scenario open in the Editor mode: its document, the central editor and the panel docks.

The main window holds at most one session. The session builds the editor that fits the board
(``BoardEditor`` for zones, ``TableEditor`` for free tables), docks the panels the rule system
uses (the table below is the one place that says which panel serves which scenario, asking the
rule system's plug-in whether it plays the river and which rules options it reads), and
removes everything again on ``close()``. Panels are independent views of the document: they
learn of edits from its change records, never from each other. Each dock scrolls its panel up
and down (``PanelScroll``), so a tall panel (the dice) never makes the window taller than a
laptop's screen. Docks keep stable object names so the window layout
(``QMainWindow.saveState``) remembers where the author put them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QEvent,
    QObject,
    QSize,
    Qt,
)
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QMainWindow,
    QScrollArea,
    QTabWidget,
    QWidget,
)

from editor.documents.document import ScenarioDocument
from editor.messages import SkirmishError
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario

ZONES, TABLE = "zones", "table"
RIVER, OPTIONS, HOUSE = "river", "options", "house"
"""What a panel may need of the rule system: to play the villains' river and solo deck
(``RuleSystemPlugin.plays_river``), to read some rules options (``option_groups``), or to
play the scenario's house actions (``plays_house_actions``)."""


@dataclass(frozen=True)
class PanelSpec:
    """A dock: which class builds it, for which boards and rule systems, and its title."""

    name: str
    module: str
    cls: str
    title: str
    boards: frozenset[str] = frozenset({ZONES, TABLE})
    needs: str | None = None
    """``RIVER``, ``OPTIONS``, ``HOUSE`` or None (every rule system)."""
    needs_scene: bool = False

    def serves(self, scenario: Scenario) -> bool:
        board = ZONES if isinstance(scenario.board, ZoneBoard) else TABLE
        if board not in self.boards:
            return False
        if self.needs is None:
            return True
        from editor.rules import plugin_for

        try:
            system = plugin_for(scenario)
        except SkirmishError:
            return False
        if self.needs == HOUSE:
            return bool(getattr(system, "plays_house_actions", False))
        return system.plays_river if self.needs == RIVER else bool(system.option_groups())


PANELS = (
    PanelSpec(
        "properties",
        "editor.ui.panels.properties_panel",
        "PropertiesPanel",
        QT_TRANSLATE_NOOP("EditorSession", "Properties"),
        frozenset({ZONES}),
        needs_scene=True,
    ),
    PanelSpec(
        "table_properties",
        "editor.ui.table.table_properties",
        "TablePropertiesPanel",
        QT_TRANSLATE_NOOP("EditorSession", "Properties"),
        frozenset({TABLE}),
        needs_scene=True,
    ),
    PanelSpec(
        "river",
        "editor.ui.panels.river_panel",
        "RiverPanel",
        QT_TRANSLATE_NOOP("EditorSession", "River"),
        needs=RIVER,
    ),
    PanelSpec(
        "deck",
        "editor.ui.panels.deck_panel",
        "DeckPanel",
        QT_TRANSLATE_NOOP("EditorSession", "Solo deck"),
        needs=RIVER,
    ),
    PanelSpec(
        "dice",
        "editor.ui.panels.dice_panel",
        "DicePanel",
        QT_TRANSLATE_NOOP("EditorSession", "Dice"),
        frozenset({ZONES}),
        needs=RIVER,
    ),
    PanelSpec(
        "units",
        "editor.ui.panels.units_panel",
        "UnitsPanel",
        QT_TRANSLATE_NOOP("EditorSession", "Units"),
    ),
    PanelSpec(
        "mission",
        "editor.ui.panels.mission_panel",
        "MissionPanel",
        QT_TRANSLATE_NOOP("EditorSession", "Mission"),
    ),
    PanelSpec(
        "options",
        "editor.ui.panels.options_panel",
        "OptionsPanel",
        QT_TRANSLATE_NOOP("EditorSession", "Rules options"),
        needs=OPTIONS,
    ),
    PanelSpec(
        "house",
        "editor.ui.panels.house_panel",
        "HouseActionsPanel",
        QT_TRANSLATE_NOOP("EditorSession", "House actions"),
        boards=frozenset({TABLE}),
        needs=HOUSE,
    ),
    PanelSpec(
        "checker",
        "editor.ui.board.checker_panel",
        "CheckerPanel",
        QT_TRANSLATE_NOOP("EditorSession", "Checker"),
    ),
)


class LazyPanels(Mapping[str, QWidget]):
    """A session's panels by dock name: ``build(name)`` makes one the first time it is looked
    up; iterating lists every dock's name (and building what it yields)."""

    def __init__(self, build: Callable[[str], QWidget], names: Iterable[str]):
        self._build = build
        self._names = list(names)
        self._built: dict[str, QWidget] = {}

    def __getitem__(self, name: str) -> QWidget:
        panel = self._built.get(name)
        if panel is None:
            if name not in self._names:
                raise KeyError(name)
            panel = self._built[name] = self._build(name)
        return panel

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._names))

    def __len__(self) -> int:
        return len(self._names)

    def built(self) -> dict[str, QWidget]:
        """The panels built so far."""
        return dict(self._built)

    def clear(self) -> None:
        self._names.clear()
        self._built.clear()


class PanelScroll(QScrollArea):
    """A dock's panel, scrolled up and down: as wide as the panel needs, as high as the dock
    is (the dice panel alone asks for 520 px, which with the checker made the window taller
    than a laptop's screen)."""

    def __init__(self, panel: QWidget, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(panel)
        panel.installEventFilter(self)
        self._keep_width()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._keep_width()  # the panel's content changed (a unit's forms shown…)
        return super().eventFilter(watched, event)

    def _keep_width(self) -> None:
        """The dock may not be narrower than the panel: an explicit minimum, which the dock
        area keeps, set again whenever the panel's layout changes (a unit's forms shown,
        longer French labels)."""
        panel = self.widget()
        if panel is not None:
            width = panel.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
            if width != self.minimumWidth():
                self.setMinimumWidth(width)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(self.minimumWidth(), 80)


CULPRIT_PANELS = {
    "river": "river",
    "deck": "deck",
    "dice": "dice",
    "units": "units",
    "mission": "mission",
    "options": "options",
    "house_actions": "house",
    "objectives": "properties",
    "figures": "properties",
    "board": "properties",
}
"""Which panel edits a path that the board does not draw (by its first field)."""


EDITOR_MODULES = ("editor.ui.board.editor_widget", "editor.ui.table.table_editor")
"""The editor widgets' modules (zone boards, free tables), imported by the first open."""


def first_open_modules() -> tuple[str, ...]:
    """What opening the first document imports, biggest first: the editor widgets and every
    panel (``editor.ui.warm_up`` imports them while the library is shown)."""
    return (*EDITOR_MODULES, *dict.fromkeys(spec.module for spec in PANELS))


def dock_title(spec: PanelSpec) -> str:
    return QCoreApplication.translate("EditorSession", spec.title)


class EditorSession(QObject):
    """The document being edited, its editor widget and its docks in ``window``."""

    def __init__(self, window: QMainWindow, scenario: Scenario, *, recovered: bool = False):
        super().__init__(window)
        self.window = window
        self.document = ScenarioDocument(scenario)
        if recovered:
            self.document.mark_unsaved()
        if isinstance(scenario.board, ZoneBoard):
            editor_class = importlib.import_module(EDITOR_MODULES[0]).BoardEditor
        else:
            editor_class = importlib.import_module(EDITOR_MODULES[1]).TableEditor
        self.editor: QWidget = editor_class(self.document, window)
        window.setTabPosition(Qt.DockWidgetArea.RightDockWidgetArea, QTabWidget.TabPosition.East)
        self._active = True
        self._switching = False
        self._closed: set[str] = set()
        """Docks the author closed: they stay closed when the Editor mode comes back."""
        self.docks: dict[str, QDockWidget] = {}
        self._specs = {spec.name: spec for spec in PANELS if spec.serves(scenario)}
        self.panels = LazyPanels(self._build_panel, self._specs)
        """Each dock's panel, built when its dock is first shown or it is looked up: a dozen
        panels take longer to build than a stall may last (PRODUCT §5), and a panel's own
        shortcuts only act in it, once shown."""
        first: QDockWidget | None = None
        first_name = ""
        for spec in self._specs.values():
            dock = QDockWidget(dock_title(spec), window)
            dock.setObjectName(f"{spec.name}Dock")
            area = (
                Qt.DockWidgetArea.BottomDockWidgetArea
                if spec.name == "checker"
                else Qt.DockWidgetArea.RightDockWidgetArea
            )
            window.addDockWidget(area, dock)
            dock.toggleViewAction().toggled.connect(
                lambda shown, n=spec.name: self._on_dock_toggled(n, shown)
            )
            dock.visibilityChanged.connect(
                lambda visible, n=spec.name: self._on_dock_visible(n, visible)
            )
            if area == Qt.DockWidgetArea.RightDockWidgetArea:
                if first is None:
                    first, first_name = dock, spec.name
                else:
                    window.tabifyDockWidget(first, dock)
            self.docks[spec.name] = dock
        for name in (first_name, "checker"):  # the docks on screen at once
            if name in self._specs:
                self.panels.get(name)
        if first is not None:
            first.raise_()
            window.resizeDocks([first], [420], Qt.Orientation.Horizontal)
        if "checker" in self.docks:
            window.resizeDocks([self.docks["checker"]], [130], Qt.Orientation.Vertical)
        border_clicked = getattr(self.editor, "border_clicked", None)
        if border_clicked is not None:  # a clicked border is edited in Properties
            border_clicked.connect(lambda _key: self._raise("properties"))

    def _build_panel(self, name: str) -> QWidget:
        spec = self._specs[name]
        panel_class = getattr(importlib.import_module(spec.module), spec.cls)
        args = (self.document, self.editor.scene) if spec.needs_scene else (self.document,)
        panel = panel_class(*args, self.window)
        dock = self.docks[name]
        dock.setWidget(PanelScroll(panel, dock))
        if name == "units":  # units shared with the library's other scenarios
            from editor.ui.panels.unit_sharing import LibraryUnits

            panel.set_library(
                LibraryUnits(
                    lambda: getattr(self.window, "catalog", None),
                    lambda: self.document.scenario.name,
                )
            )
        scene = getattr(self.editor, "scene", None)
        if name == "checker" and getattr(scene, "building", False):
            panel.defer_until(scene.built)  # a big board: draw it first, then check it
        return panel

    def _on_dock_visible(self, name: str, visible: bool) -> None:
        if visible and name in self._specs:  # its tab clicked, or shown from the View menu
            self.panels.get(name)

    @property
    def scene(self):
        return self.editor.scene

    @property
    def checker_panel(self):
        return self.panels.get("checker")

    def select_culprit(self, culprit: tuple) -> bool:
        """Show what a checker finding is about: its item on the board when it is drawn there,
        otherwise the panel that edits it (raised, with the culprit selected)."""
        keys = [key for key in self._scene_keys(culprit) if self.scene.item_for(key) is not None]
        if keys:
            self.scene.select_keys(keys)
            self.editor.view.centerOn(self.scene.item_for(keys[0]))
            self._raise("properties") or self._raise("table_properties")
            return True
        name = CULPRIT_PANELS.get(culprit[0] if culprit else "")
        panel = self.panels.get(name) if name else None
        if panel is None or not hasattr(panel, "select_path"):
            return False
        self._raise(name)
        return bool(panel.select_path(culprit))

    def _scene_keys(self, culprit: tuple) -> list[tuple]:
        """The board items that show a culprit: its own item, or the two zones of a line of
        sight override (drawn only by the LOS tool, so the pair stands for it)."""
        scenario = self.document.scenario
        board = scenario.board
        if not isinstance(board, ZoneBoard):
            from editor.ui.table.table_keys import scene_key as table_key

            key = table_key(culprit)
            return [key] if key is not None else []
        if len(culprit) == 3 and culprit[:2] == ("board", "los_overrides"):
            index = culprit[2]
            if isinstance(index, int) and 0 <= index < len(board.los_overrides):
                override = board.los_overrides[index]
                return [("zone", override.viewer), ("zone", override.target)]
            return []
        from editor.ui.board.checker_panel import scene_key

        key = scene_key(scenario, culprit)
        return [key] if key is not None else []

    def _raise(self, name: str) -> bool:
        dock = self.docks.get(name)
        if dock is None:
            return False
        dock.show()
        dock.raise_()
        return True

    def set_active(self, active: bool) -> None:
        """Hide the docks while another mode is shown; show again those the author had not
        closed."""
        if active == self._active:
            return
        self._active = active
        self._switching = True
        for name, dock in self.docks.items():
            dock.setVisible(active and name not in self._closed)
        self._switching = False

    def _on_dock_toggled(self, name: str, shown: bool) -> None:
        if self._switching:
            return
        if shown:
            self._closed.discard(name)
        else:
            self._closed.add(name)

    def retranslate(self) -> None:
        for spec in PANELS:
            if spec.name in self.docks:
                self.docks[spec.name].setWindowTitle(dock_title(spec))

    def dock_actions(self) -> list:
        """The View menu's show/hide action of every dock, in table order."""
        return [self.docks[s.name].toggleViewAction() for s in PANELS if s.name in self.docks]

    def close(self) -> None:
        checker = self.panels.built().get("checker")
        if checker is not None:  # a long check would hold up the panel's destruction
            checker.stop()
        for dock in self.docks.values():
            self.window.removeDockWidget(dock)
            dock.deleteLater()
        self.docks.clear()
        self.panels.clear()
        self.editor.deleteLater()
        self.deleteLater()
