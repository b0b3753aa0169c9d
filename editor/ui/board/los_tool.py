"""The LOS tool: see what a zone sees and what sees it, and correct it pair by pair.

Click a zone to make it the viewer: the overlay (a model, zone id → ``OverlayRole``, drawn by
the scene's lookup table) shows the zones it sees, those that see it (LOS can be one-way, so
both are shown) and those that do both. Click another zone to flip whether the viewer sees it:
one undo step (``FlipLineOfSight``) that adds, changes or removes the ``LosOverride`` of that
ordered pair. Shift+click picks another viewer, Esc or a click on the viewer clears it. The
LOS comes from the ``LosWorker``, never from a computation on the GUI thread; the viewer is
view state.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.board.los import LosView
from editor.editing.borders import FlipLineOfSight
from editor.ui.board.los_worker import LosWorker
from editor.ui.board.styles import OverlayRole
from editor.ui.board.tools import Tool, ToolEvent


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


class LosTool(Tool):
    """Shows a zone's line of sight and toggles overrides of it."""

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

    def _show(self) -> None:
        view = self.worker.view
        if view is None and self.viewer is not None:
            return  # keep the last overlay until the new LOS arrives
        if self.viewer is None or self.viewer not in view.visible:
            self.scene.set_zone_overlay({})
            return
        self.scene.set_zone_overlay(los_roles(view, self.viewer))
