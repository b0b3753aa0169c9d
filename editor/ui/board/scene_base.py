"""What the zone-board scene and the free-table scene share (``ProjectionScene``): the signals
the tools and tests follow, the selection (view state), the background image and the scene's
extent, and the reading of a change record's paths as layers to refresh (``layers_named``).

Both scenes are projections of a ScenarioDocument, 1 scene unit = 1 mm: they never change the
scenario, and refresh only the layers a ``ScenarioChanged`` record names. What they draw
differs (zones and borders; terrain pieces and faced figures) and stays in ``BoardScene`` and
``TableScene``. Must not import the tools or the editor widgets.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsScene

from editor.documents.document import ScenarioDocument
from editor.model.board import BackgroundImage
from editor.model.scenario import ImageAsset

Key = tuple[str, ...]
SCENE_MARGIN_MM = 20.0
"""Room around the board or table, so its edge can be scrolled away from the window's."""


def layers_named(
    paths: Sequence[tuple],
    every: frozenset[str],
    board_layers: Mapping[str, Collection[str]],
    scenario_layers: Mapping[str, Collection[str]],
) -> frozenset[str]:
    """The layers a change record's paths can affect: ``every`` one for an empty record or a
    whole board, else those ``board_layers`` (by the board's field) and ``scenario_layers``
    (by the scenario's field) name."""
    if not paths:
        return every
    layers: set[str] = set()
    for path in paths:
        if not path or path == ("board",):
            return every
        if path[0] == "board":
            layers.update(board_layers.get(path[1], ()))
        else:
            layers.update(scenario_layers.get(path[0], ()))
    return frozenset(layers)


def background_item() -> QGraphicsPixmapItem:
    """The item showing a background image, under everything and smoothly scaled."""
    item = QGraphicsPixmapItem()
    item.setZValue(-100)
    item.setTransformationMode(item.transformationMode().SmoothTransformation)
    return item


class ProjectionScene(QGraphicsScene):
    """The base of the board and table scenes: selection, background and extent."""

    items_refreshed = Signal(list)
    """The keys of the items created, updated or removed for one change record."""
    selection_changed = Signal(list)
    """The keys of the selected items (view state)."""

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(parent)
        self.document = document
        self._selection: list[Key] = []
        self._detail = 1.0

    def item_for(self, key: Key) -> QGraphicsItem | None:
        """The item drawing ``key``, None when nothing draws it now."""
        raise NotImplementedError

    def select_keys(self, keys: Iterable[Key]) -> None:
        wanted = list(dict.fromkeys(keys))
        for key in set(self._selection) | set(wanted):
            item = self.item_for(key)
            if item is not None:
                item.set_selected(key in wanted)
        if wanted != self._selection:
            self._selection = wanted
            self.selection_changed.emit(list(wanted))

    def selected_keys(self) -> list[Key]:
        return [key for key in self._selection if self.item_for(key) is not None]

    @staticmethod
    def _show_background(
        item: QGraphicsPixmapItem,
        images: Sequence[ImageAsset],
        background: BackgroundImage | None,
    ) -> None:
        """Show ``background``'s image (from the scenario's ``images``) placed as it says;
        hide the item when there is none."""
        image = next(
            (i for i in images if background is not None and i.name == background.image), None
        )
        pixmap = QPixmap()
        if image is not None:
            pixmap.loadFromData(image.data)
        item.setPixmap(pixmap)
        item.setVisible(not pixmap.isNull())
        if background is not None:
            scale = background.mm_per_pixel
            item.setTransform(QTransform().rotate(background.rotation_deg).scale(scale, scale))
            item.setPos(background.x_mm, background.y_mm)
            item.setOpacity(background.opacity)

    def _fit_extent(self, rect: QRectF, background: QGraphicsPixmapItem) -> None:
        """Make the scene ``rect`` and the visible background, with a margin around."""
        if background.isVisible():
            rect = rect.united(background.sceneBoundingRect())
        margin = SCENE_MARGIN_MM
        self.setSceneRect(rect.adjusted(-margin, -margin, margin, margin))
