"""The board editor widget: the view, two rows of board tools with undo/redo and zoom, embedded
by the main window as its "Editor" mode (``BoardEditor(document)``).

It composes and does not decide: the scene projects the document, the tools make commands,
the LOS worker computes off the GUI thread, the border editor edits one border. Each tool has a
shortcut and a status-bar hint (shown as the action's status tip and in the hint line below the
view); undo and redo are named after the command they would revert — the editor's own gesture
labels are translated here with Qt, the core's through ``editor.messages.translate``. Shortcuts
are local to the editor (WidgetWithChildrenShortcut) so other modes keep theirs. A tool may
bring an options strip (``Tool.options_strip``: what to paint, which side or unit to place,
the background's controls), shown under the tool bars while that tool is active.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel, QStackedWidget, QToolBar, QVBoxLayout, QWidget

from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import translate
from editor.ui.board.background import BackgroundTool
from editor.ui.board.borders import BorderEditor
from editor.ui.board.draw_tools import DrawZoneTool, WallTool
from editor.ui.board.los_tool import LosTool
from editor.ui.board.los_worker import LosWorker
from editor.ui.board.paint_tools import PaintElevationTool, PaintTerrainTool
from editor.ui.board.place_tools import PlaceFigureTool, PlaceObjectiveTool
from editor.ui.board.scene import BoardScene
from editor.ui.board.split_merge_tools import MergeZonesTool, SplitZoneTool
from editor.ui.board.tools import LosMarkerTool, ReinforcementTool, SelectTool, Tool
from editor.ui.board.vertex_tool import EditVerticesTool
from editor.ui.board.view import BoardView
from editor.ui.i18n import current_language

GESTURE_LABELS = {
    "board.move_zone": QT_TRANSLATE_NOOP("BoardEditor", "Move zone"),
    "board.move_token": QT_TRANSLATE_NOOP("BoardEditor", "Move token"),
    "board.delete_zone": QT_TRANSLATE_NOOP("BoardEditor", "Delete zone"),
    "board.draw_zone": QT_TRANSLATE_NOOP("BoardEditor", "Draw zone"),
    "board.draw_wall": QT_TRANSLATE_NOOP("BoardEditor", "Draw wall"),
    "board.move_vertex": QT_TRANSLATE_NOOP("BoardEditor", "Move corner"),
    "board.insert_vertex": QT_TRANSLATE_NOOP("BoardEditor", "Add corner"),
    "board.delete_vertex": QT_TRANSLATE_NOOP("BoardEditor", "Delete corner"),
    "board.move_marker": QT_TRANSLATE_NOOP("BoardEditor", "Move LOS marker"),
    "board.toggle_reinforcement": QT_TRANSLATE_NOOP("BoardEditor", "Toggle reinforcement zone"),
    "board.toggle_los": QT_TRANSLATE_NOOP("BoardEditor", "Change line of sight"),
    "board.edit_border": QT_TRANSLATE_NOOP("BoardEditor", "Edit border"),
    "board.swap_border": QT_TRANSLATE_NOOP("BoardEditor", "Swap border direction"),
    "board.paint_terrain": QT_TRANSLATE_NOOP("BoardEditor", "Paint terrain"),
    "board.paint_elevation": QT_TRANSLATE_NOOP("BoardEditor", "Paint elevation"),
    "board.split_zone": QT_TRANSLATE_NOOP("BoardEditor", "Split zone"),
    "board.merge_zones": QT_TRANSLATE_NOOP("BoardEditor", "Merge zones"),
    "board.place_objective": QT_TRANSLATE_NOOP("BoardEditor", "Place objective"),
    "board.place_figure": QT_TRANSLATE_NOOP("BoardEditor", "Place figure"),
    "board.load_background": QT_TRANSLATE_NOOP("BoardEditor", "Load background image"),
    "board.remove_background": QT_TRANSLATE_NOOP("BoardEditor", "Remove background image"),
    "board.background_opacity": QT_TRANSLATE_NOOP("BoardEditor", "Change background opacity"),
    "board.calibrate_background": QT_TRANSLATE_NOOP("BoardEditor", "Calibrate background"),
}
TOOL_SHORTCUTS = {
    "select": "S", "draw_zone": "Z", "vertices": "V", "wall": "W",
    "marker": "M", "reinforcement": "R", "los": "L",
    "terrain": "T", "elevation": "E", "split": "X", "merge": "U",
    "objective": "O", "figure": "P", "background": "B",
}
SHAPE_TOOLS = ("select", "draw_zone", "vertices", "split", "merge", "wall", "background")
"""The first row of tools (outlines and the image); the second row marks what zones hold."""


def label_text(label: str) -> str:
    """The menu text of a command label: the editor's gestures via Qt, core keys via the
    catalogue."""
    if label in GESTURE_LABELS:
        return QCoreApplication.translate("BoardEditor", GESTURE_LABELS[label])
    return translate(label, current_language())


class BoardEditor(QWidget):
    """The zone-board editor: tools, view and undo/redo over one ScenarioDocument."""

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(parent)
        self.document = document
        self.scene = BoardScene(document, self)
        self.view = BoardView(self.scene, self)
        self.los_worker = LosWorker(document, parent=self)
        self.border_editor = BorderEditor(document, self)
        select = SelectTool(document, self.scene, self)
        self.tools: dict[str, Tool] = {
            "select": select,
            "draw_zone": DrawZoneTool(document, self.scene, self),
            "vertices": EditVerticesTool(document, self.scene, self),
            "wall": WallTool(document, self.scene, self),
            "marker": LosMarkerTool(document, self.scene, self),
            "reinforcement": ReinforcementTool(document, self.scene, self),
            "los": LosTool(document, self.scene, self.los_worker, self),
            "terrain": PaintTerrainTool(document, self.scene, self),
            "elevation": PaintElevationTool(document, self.scene, self),
            "split": SplitZoneTool(document, self.scene, self),
            "merge": MergeZonesTool(document, self.scene, self),
            "objective": PlaceObjectiveTool(document, self.scene, self),
            "figure": PlaceFigureTool(document, self.scene, self),
            "background": BackgroundTool(document, self.scene, self),
        }
        self.tool_options = QStackedWidget(self)
        for tool in self.tools.values():
            strip = tool.options_strip()
            if strip is not None:
                self.tool_options.addWidget(strip)
        select.border_clicked.connect(self.border_editor.edit)
        self.tool_bar = QToolBar(self)
        self.mark_bar = QToolBar(self)
        for bar in (self.tool_bar, self.mark_bar):
            bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for name, tool in self.tools.items():
            action = self._action(TOOL_SHORTCUTS[name], checkable=True)
            action.triggered.connect(lambda _checked, n=name: self.set_tool(n))
            self.tool_group.addAction(action)
            self.tool_actions[name] = action
            tool.message.connect(self._on_tool_message)
            tool.gesture_finished.connect(self._update_undo_actions)
        self.undo_action = self._action(QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(QKeySequence.StandardKey.Redo)
        self.undo_action.triggered.connect(document.undo)
        self.redo_action.triggered.connect(document.redo)
        self.zoom_in_action = self._action("+")
        self.zoom_out_action = self._action("-")
        self.fit_action = self._action("F")
        self.grid_action = self._action("G", checkable=True)
        self.zoom_in_action.triggered.connect(lambda: self.view.zoom_by(1.25))
        self.zoom_out_action.triggered.connect(lambda: self.view.zoom_by(0.8))
        self.fit_action.triggered.connect(self.view.fit_to_view)
        self.grid_action.toggled.connect(self.view.set_grid_visible)
        self.tool_bar.addActions([self.tool_actions[n] for n in SHAPE_TOOLS])
        self.mark_bar.addActions([a for n, a in self.tool_actions.items() if n not in SHAPE_TOOLS])
        self.tool_bar.addSeparator()
        self.tool_bar.addActions([self.undo_action, self.redo_action])
        self.mark_bar.addSeparator()
        self.mark_bar.addActions([self.zoom_in_action, self.zoom_out_action, self.fit_action,
                                  self.grid_action])
        self.hint_label = QLabel(self)
        self.hint_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.tool_bar)
        layout.addWidget(self.mark_bar)
        layout.addWidget(self.tool_options)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.hint_label)
        self._fitted = False
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.retranslate()
        self.set_tool("select")

    def _action(self, shortcut, checkable: bool = False) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.setCheckable(checkable)
        self.addAction(action)
        return action

    @property
    def tool(self) -> Tool:
        return self.view.tool

    def set_tool(self, name: str) -> None:
        tool = self.tools[name]
        if tool is not self.view.tool:
            self.view.set_tool(tool)
        self.tool_actions[name].setChecked(True)
        self.hint_label.setText(tool.hint())
        strip = tool.options_strip()
        if strip is not None:
            self.tool_options.setCurrentWidget(strip)
            self.tool_options.setFixedHeight(strip.sizeHint().height())
        self.tool_options.setVisible(strip is not None)

    def retranslate(self) -> None:
        self.tool_bar.setWindowTitle(self.tr("Board tools"))
        self.mark_bar.setWindowTitle(self.tr("Marking tools"))
        for name, tool in self.tools.items():
            action = self.tool_actions[name]
            action.setText(tool.title())
            action.setStatusTip(tool.hint())
            action.setToolTip(f"{tool.title()} ({TOOL_SHORTCUTS[name]})")
        for action, text, tip in (
            (self.zoom_in_action, self.tr("Zoom in"), self.tr("Zoom in (+ or the wheel)")),
            (self.zoom_out_action, self.tr("Zoom out"), self.tr("Zoom out (- or the wheel)")),
            (self.fit_action, self.tr("Fit"), self.tr("Show the whole board (F)")),
            (self.grid_action, self.tr("Grid"), self.tr("Show a millimetre grid (G)")),
        ):
            action.setText(text)
            action.setStatusTip(tip)
        if self.view.tool is not None:
            self.hint_label.setText(self.view.tool.hint())
        self._update_undo_actions()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            QTimer.singleShot(0, self.view.fit_to_view)

    def _update_undo_actions(self) -> None:
        history = self.document.history
        undo, redo = history.undo_label(), history.redo_label()
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)
        self.undo_action.setText(
            self.tr("Undo %1").replace("%1", label_text(undo)) if undo else self.tr("Undo")
        )
        self.redo_action.setText(
            self.tr("Redo %1").replace("%1", label_text(redo)) if redo else self.tr("Redo")
        )

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        self._update_undo_actions()

    def _on_tool_message(self, text: str) -> None:
        tool = self.view.tool
        self.hint_label.setText(text or (tool.hint() if tool is not None else ""))
