"""The LOS tool: see what a zone sees and what sees it, and correct it pair by pair.

Click a zone to make it the viewer: the overlay (a model, zone id → ``OverlayRole``, drawn by
the scene's lookup table) shows the zones it sees, those that see it (LOS can be one-way, so
both are shown) and those that do both. Click another zone to flip whether the viewer sees it:
one undo step (``FlipLineOfSight``) that adds, changes or removes the ``LosOverride`` of that
ordered pair. Shift+click picks another viewer, Esc or a click on the viewer clears it. The
LOS comes from the ``LosWorker``, never from a computation on the GUI thread; the viewer is
view state. The tool's options strip is the legend of the overlay: a swatch of each role's
colour (``styles.OVERLAY_BRUSHES``, the table the scene draws with) named in words, and what
the chosen zone sees and is seen from, counted.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from editor.board.los import LosView
from editor.editing.borders import FlipLineOfSight
from editor.ui.board.los_worker import LosWorker
from editor.ui.board.styles import BOARD_SURFACE, OVERLAY_BRUSHES, ZONE_OUTLINE, OverlayRole
from editor.ui.board.tools import OptionsStrip, Tool, ToolEvent
from editor.ui.i18n import current_language

SWATCH_PX = 14


def los_roles(view: LosView, viewer: str) -> dict[str, OverlayRole]:
    """The overlay model of ``viewer``: every zone's relation to it."""
    sees = view.visible_from(viewer)
    seen_by = view.seen_by(viewer)
    roles = {}
    for zone_id in view.visible:
        if zone_id == viewer:
            roles[zone_id] = OverlayRole.VIEWER
        elif zone_id in sees and zone_id in seen_by:
            roles[zone_id] = OverlayRole.MUTUAL
        elif zone_id in sees:
            roles[zone_id] = OverlayRole.SEES
        elif zone_id in seen_by:
            roles[zone_id] = OverlayRole.SEEN_BY
        else:
            roles[zone_id] = OverlayRole.HIDDEN
    return roles


def swatch(role: OverlayRole) -> QPixmap:
    """A small square of ``role``'s overlay as the board shows it (over the bare board)."""
    pixmap = QPixmap(SWATCH_PX, SWATCH_PX)
    pixmap.fill(BOARD_SURFACE)
    painter = QPainter(pixmap)
    painter.fillRect(pixmap.rect(), OVERLAY_BRUSHES[role])
    painter.setPen(ZONE_OUTLINE)
    painter.drawRect(pixmap.rect().adjusted(0, 0, -1, -1))
    painter.end()
    return pixmap


class LosLegend(OptionsStrip):
    """The LOS tool's strip: what each colour of the overlay means, and under it the chosen
    zone's counts (how many zones it sees, how many see it)."""

    ROLES = (
        OverlayRole.VIEWER,
        OverlayRole.SEES,
        OverlayRole.SEEN_BY,
        OverlayRole.MUTUAL,
        OverlayRole.HIDDEN,
    )

    def __init__(self, tool: LosTool, parent=None):
        super().__init__(tool, parent)
        self.swatches: dict[OverlayRole, QLabel] = {}
        self.names: dict[OverlayRole, QLabel] = {}
        widgets: list[QWidget] = []
        for role in self.ROLES:
            icon = self.swatches[role] = QLabel(self)
            icon.setPixmap(swatch(role))
            name = self.names[role] = QLabel(self)
            widgets += [icon, name]
        self.counts = QLabel(self)
        font = self.counts.font()
        font.setBold(True)
        self.counts.setFont(font)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(6, 2, 6, 2)
        rows.setSpacing(2)
        for row_widgets in (widgets, [self.counts]):
            row = QHBoxLayout()
            for widget in row_widgets:
                row.addWidget(widget)
            row.addStretch(1)
            rows.addLayout(row)
        tool.overlay_shown.connect(self._show_counts)
        self.retranslate()

    def retranslate(self) -> None:
        texts = {
            OverlayRole.VIEWER: self.tr("Chosen zone"),
            OverlayRole.SEES: self.tr("It sees them"),
            OverlayRole.SEEN_BY: self.tr("They see it"),
            OverlayRole.MUTUAL: self.tr("Both ways"),
            OverlayRole.HIDDEN: self.tr("No line of sight"),
        }
        for role, label in self.names.items():
            label.setText(texts[role])
        self._show_counts()

    def _show_counts(self) -> None:
        tool = self.tool
        view, viewer = tool.worker.view, tool.viewer
        if view is None or viewer is None or viewer not in view.visible:
            self.counts.setText(self.tr("Click a zone."))
            return
        zone = tool.board.zone(viewer)
        name = (zone.name.get(current_language()) if zone is not None else "") or viewer
        sees = len(view.visible_from(viewer) - {viewer})
        seen = len(view.seen_by(viewer) - {viewer})
        self.counts.setText(
            self.tr("%1 — it sees %2; it is seen from %3.")
            .replace("%1", name)
            .replace("%2", self.tr("%n zone(s)", "", sees))
            .replace("%3", self.tr("%n zone(s)", "", seen))
        )


class LosTool(Tool):
    """Shows a zone's line of sight and toggles overrides of it."""

    overlay_shown = Signal()
    """The overlay was shown again (another viewer, a fresh LOS view)."""

    def __init__(self, document, scene, worker: LosWorker, parent=None):
        super().__init__(document, scene, parent)
        self.worker = worker
        self.viewer: str | None = None
        self._active = False
        worker.view_ready.connect(self._on_los_view_changed)
        worker.failed.connect(self.message)

    def title(self) -> str:
        return self.tr("Line of sight")

    def hint(self) -> str:
        return self.tr("Click a zone to see what it sees and what sees it; click another zone "
                       "to flip that line of sight; Shift+click picks another zone, Esc clears.")

    def activate(self) -> None:
        self._active = True
        self.worker.set_active(True)
        self._show()

    def deactivate(self) -> None:
        self._active = False
        self.worker.set_active(False)
        self.viewer = None
        self.scene.set_zone_overlay({})
        super().deactivate()

    def press(self, event: ToolEvent) -> None:
        zone_id = self.scene.zone_at(event.pos)
        if zone_id is None:
            return
        if self.viewer is None or event.shift or zone_id == self.viewer:
            self.viewer = None if zone_id == self.viewer else zone_id
            self._show()
        else:
            self.toggle(self.viewer, zone_id)

    def key(self, key: Qt.Key) -> bool:
        if key == Qt.Key.Key_Escape and self.viewer is not None:
            self.viewer = None
            self._show()
            return True
        return False

    def toggle(self, viewer: str, target: str) -> bool:
        """Flip whether ``viewer`` sees ``target``: one command on the overrides."""
        view = self.worker.view
        if view is None:
            self.message.emit(self.tr("Line of sight is still being computed; try again."))
            return False
        table = self.worker.table or self.board.los
        return self.run(FlipLineOfSight(viewer, target, view, table))

    def _on_los_view_changed(self, view: LosView) -> None:
        if self._active:
            self._show()

    def make_strip(self) -> QWidget:
        return LosLegend(self)

    def _show(self) -> None:
        view = self.worker.view
        if view is None and self.viewer is not None:
            return  # keep the last overlay until the new LOS arrives
        if self.viewer is None or self.viewer not in view.visible:
            self.scene.set_zone_overlay({})
        else:
            self.scene.set_zone_overlay(los_roles(view, self.viewer))
        self.overlay_shown.emit()
