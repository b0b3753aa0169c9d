"""The free-table scene: a projection of a ScenarioDocument's FreeTable, 1 scene unit = 1 mm.

It shows the table's surface and edge, its background image, a grid in the table's unit, the
terrain pieces, the deployed figures with their facing and the objectives at their points. It
never changes the scenario: it listens to ``ScenarioChanged`` records and refreshes only what
they name, as ``BoardScene`` does — a record's paths select the layers, and inside a layer model
objects are compared by identity (a command rebuilds only the objects along its path), so moving
one figure refreshes that figure. ``items_refreshed`` reports the keys refreshed per record;
the selection, the background image and the extent are ``scene_base.ProjectionScene``'s.

A piece's name tag keeps its size on screen and goes where it covers no figure's base
(``editor.table.placing.tag_anchor``, given the tag's size in mm at the current zoom): placed
again when the pieces, the figures or the zoom change.

Keys: ``("piece", id)``, ``("figure", id)``, ``("objective", id)``, ``("background",)`` and
``("table",)``. Selection, hover, vertex handles and the grid's visibility are view state.
Must not import the tools or the editor widget.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsRectItem,
)

from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.model.scenario import Scenario
from editor.model.table import FreeTable, TerrainPiece
from editor.table.placing import piece_anchor, tag_anchor
from editor.table.units import unit_length_mm
from editor.ui.board import styles
from editor.ui.board.items import TokenItem
from editor.ui.board.scene_base import ProjectionScene, background_item
from editor.ui.i18n import current_language
from editor.ui.table import table_styles
from editor.ui.table.table_items import FigureItem, HandlesItem, PieceItem, TableGridItem
from editor.ui.table.table_keys import LAYERS, Key, figure_text, layers_named, table_of

_NO_UNIT = object()
TAG_MIN_PIXELS_PER_MM = 0.4
"""Below this zoom the pieces' name tags would cover the table: they are hidden."""
TAG_ZOOM_STEP = 1.1
"""The tags are placed again when the zoom changed by this factor since they last were."""


class TableScene(ProjectionScene):
    """Items for the table, its background, grid, terrain pieces, figures and objectives."""

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(document, parent)
        self._shown: Scenario | None = None
        self._pieces: dict[str, PieceItem] = {}
        self._figures: dict[str, FigureItem] = {}
        self._figure_units: dict[str, object] = {}
        self._objectives: dict[str, TokenItem] = {}
        self._handles_for: str | None = None
        self._tags_placed_at = 0.0
        """The zoom (pixels per mm) the name tags were last placed for."""
        self.surface = QGraphicsRectItem()
        self.surface.setBrush(table_styles.TABLE_SURFACE)
        self.surface.setPen(styles.cosmetic_pen(table_styles.TABLE_EDGE, 0))
        self.surface.setZValue(-200)
        self.edge = QGraphicsRectItem()
        self.edge.setPen(styles.cosmetic_pen(table_styles.TABLE_EDGE, 2.0))
        self.edge.setZValue(2)
        self.background = background_item()
        self.grid = TableGridItem()
        self.handles = HandlesItem()
        for item in (self.surface, self.edge, self.background, self.grid, self.handles):
            self.addItem(item)
        self._project(document.scenario, LAYERS)
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))

    # -- projection ---------------------------------------------------------------------------

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        self._project(self.document.scenario, layers_named(change.paths))

    def refresh_texts(self) -> None:
        """Re-make every name tag and tooltip (after a language switch)."""
        self._project(
            self.document.scenario, frozenset({"labels", "figures", "objectives"}), force=True
        )

    def _project(self, scenario: Scenario, layers: frozenset[str], force: bool = False) -> None:
        old = None if force else self._shown
        self._shown = scenario
        table = table_of(scenario)
        refreshed: list[Key] = []
        if "table" in layers:
            self._refresh_table(table, refreshed)
        if "pieces" in layers or "labels" in layers:
            self._refresh_pieces(table, old, "labels" in layers, refreshed)
        if "figures" in layers:
            self._refresh_figures(scenario, old, refreshed)
        if "objectives" in layers:
            self._refresh_objectives(scenario, old, refreshed)
        if "background" in layers:
            self._refresh_background(scenario, old, refreshed)
        if layers & {"pieces", "labels", "figures"}:
            self._place_tags()
        if refreshed:
            self.items_refreshed.emit(refreshed)

    def _refresh_table(self, table: FreeTable, refreshed: list[Key]) -> None:
        rect = QRectF(0, 0, max(0.0, table.width_mm), max(0.0, table.height_mm))
        self.surface.setRect(rect)
        self.edge.setRect(rect)
        unit_mm = unit_length_mm(table.unit, table.mm_per_pas)
        self.grid.set_table(
            rect.width(), rect.height(), unit_mm, table_styles.unit_name(table.unit)
        )
        self._refresh_extent()
        refreshed.append(("table",))

    def _refresh_pieces(
        self, table: FreeTable, old: Scenario | None, relabel: bool, refreshed: list[Key]
    ) -> None:
        before = {p.id: p for p in table_of(old).terrain} if old is not None else {}
        after = {p.id: p for p in table.terrain}
        for piece_id in before.keys() - after.keys():
            if piece_id in self._pieces:
                self.removeItem(self._pieces.pop(piece_id))
            refreshed.append(("piece", piece_id))
        for piece in table.terrain:
            item = self._pieces.get(piece.id)
            if item is not None and before.get(piece.id) is piece and not relabel:
                continue
            if item is None:
                item = self._pieces[piece.id] = PieceItem(piece.id)
                self.addItem(item)
                item.set_tag_visible(self._detail >= TAG_MIN_PIXELS_PER_MM)
                item.set_selected(item.key in self._selection)
            item.set_piece(
                piece,
                self._piece_label(piece, table),
                piece_anchor(piece.polygon),
                self._piece_tooltip(piece, table),
            )
            refreshed.append(item.key)
        self._refresh_handles()

    def _piece_label(self, piece: TerrainPiece, table: FreeTable) -> str:
        name = piece.name.get(current_language()) or piece.id
        if piece.height_mm > 0:
            return f"{name}\n▲ {table_styles.format_length(piece.height_mm, table)}"
        return name

    def _piece_tooltip(self, piece: TerrainPiece, table: FreeTable) -> str:
        lines = [
            piece.name.get(current_language()) or piece.id,
            table_styles.cover_name(piece.cover)
            + " · "
            + table_styles.movement_name(piece.movement),
            self.tr("Height: %1").replace("%1", table_styles.format_length(piece.height_mm, table)),
        ]
        if piece.blocks_los:
            lines.append(self.tr("Blocks line of sight"))
        return "\n".join(lines)

    def _refresh_figures(
        self, scenario: Scenario, old: Scenario | None, refreshed: list[Key]
    ) -> None:
        before = {f.id: f for f in old.figures} if old is not None else {}
        after = {f.id: f for f in scenario.figures}
        for figure_id in before.keys() - after.keys():
            self._drop_figure(figure_id)
            self._figure_units.pop(figure_id, None)
            refreshed.append(("figure", figure_id))
        language = current_language()
        for figure in scenario.figures:
            unit = scenario.unit(figure.unit)
            item = self._figures.get(figure.id)
            if (
                before.get(figure.id) is figure
                and self._figure_units.get(figure.id, _NO_UNIT) is unit
            ):
                continue
            self._figure_units[figure.id] = unit
            refreshed.append(("figure", figure.id))
            if not figure.deployed or figure.position is None:
                self._drop_figure(figure.id)  # waiting off the table (reinforcements)
                continue
            if item is None:
                item = self._figures[figure.id] = FigureItem(figure.id)
                self.addItem(item)
                item.set_selected(item.key in self._selection)
            name = unit.name.get(language) if unit is not None and unit.name else figure.unit
            tooltip = (
                self.tr("%1 (%2), facing %3°")
                .replace("%1", name)
                .replace("%2", figure.id)
                .replace("%3", f"{figure.facing_deg:.0f}")
            )
            item.set_figure(
                figure.side,
                figure_text(figure.number, name),
                figure.position,
                figure.facing_deg,
                table_styles.base_diameter_mm(scenario, figure.unit),
                tooltip,
            )

    def _drop_figure(self, figure_id: str) -> None:
        item = self._figures.pop(figure_id, None)
        if item is not None:
            self.removeItem(item)

    def _refresh_objectives(
        self, scenario: Scenario, old: Scenario | None, refreshed: list[Key]
    ) -> None:
        before = {o.id: o for o in old.objectives} if old is not None else {}
        for objective_id in before.keys() - {o.id for o in scenario.objectives}:
            item = self._objectives.pop(objective_id, None)
            if item is not None:
                self.removeItem(item)
            refreshed.append(("objective", objective_id))
        language = current_language()
        for objective in scenario.objectives:
            item = self._objectives.get(objective.id)
            if before.get(objective.id) is objective and (
                item is not None or objective.position is None
            ):
                continue
            refreshed.append(("objective", objective.id))
            if objective.position is None:
                if item is not None:
                    self.removeItem(self._objectives.pop(objective.id))
                continue
            if item is None:
                item = self._objectives[objective.id] = TokenItem(("objective", objective.id))
                self.addItem(item)
                item.set_selected(item.key in self._selection)
            number = str(objective.number) if objective.number is not None else ""
            item.set_token(objective.side, number, objective.position)
            item.setToolTip(objective.name.get(language) or objective.id)

    def _refresh_background(
        self, scenario: Scenario, old: Scenario | None, refreshed: list[Key]
    ) -> None:
        background = table_of(scenario).background
        if old is not None and (old.images, table_of(old).background) == (
            scenario.images,
            background,
        ):
            return
        self._show_background(self.background, scenario.images, background)
        refreshed.append(("background",))
        self._refresh_extent()

    def _refresh_extent(self) -> None:
        self._fit_extent(self.surface.rect(), self.background)

    # -- view state ---------------------------------------------------------------------------

    def set_detail(self, pixels_per_mm: float) -> None:
        """Tell the scene the zoom (``BoardView`` calls it): tags hide when far out, and are
        placed again for their size in mm at the new zoom."""
        show = pixels_per_mm >= TAG_MIN_PIXELS_PER_MM
        if show != (self._detail >= TAG_MIN_PIXELS_PER_MM):
            for item in self._pieces.values():
                item.set_tag_visible(show)
        self._detail = pixels_per_mm
        placed = self._tags_placed_at
        if not placed or max(placed, pixels_per_mm) / min(placed, pixels_per_mm) > TAG_ZOOM_STEP:
            self._place_tags()

    def _place_tags(self) -> None:
        """Put each piece's tag where it covers no figure (``tag_anchor``)."""
        scale = max(self._detail, 1e-3)
        self._tags_placed_at = self._detail
        bases = [((i.pos().x(), i.pos().y()), i.radius) for i in self._figures.values()]
        for piece in table_of(self._shown).terrain:
            item = self._pieces.get(piece.id)
            if item is None:
                continue
            box = item.tag.boundingRect()
            size = (box.width() / scale, box.height() / scale)
            item.tag.setPos(QPointF(*tag_anchor(piece.polygon, bases, size)))

    def set_grid_visible(self, visible: bool) -> None:
        self.grid.setVisible(visible)

    def set_handles_for(self, piece_id: str | None) -> None:
        """Show the vertex handles of ``piece_id`` (None hides them); they follow its edits."""
        self._handles_for = piece_id
        self._refresh_handles()

    @property
    def handles_for(self) -> str | None:
        return self._handles_for

    def _refresh_handles(self) -> None:
        piece = next((p for p in table_of(self._shown).terrain if p.id == self._handles_for), None)
        points = piece.polygon if piece is not None else ()
        if list(points) != self.handles.points:
            self.handles.set_points(points)

    # -- look-ups for the tools ---------------------------------------------------------------

    def item_for(self, key: Key) -> QGraphicsItem | None:
        kind = key[0] if key else None
        if kind == "piece":
            return self._pieces.get(key[1])
        if kind == "figure":
            return self._figures.get(key[1])
        if kind == "objective":
            return self._objectives.get(key[1])
        if kind == "background":
            return self.background
        if kind == "table":
            return self.surface
        return None

    def keys_of(self, kind: str) -> list[Key]:
        """The keys of the items of one kind shown now ("piece", "figure", "objective")."""
        found = {"piece": self._pieces, "figure": self._figures, "objective": self._objectives}
        return [(kind, item_id) for item_id in found[kind]]

    def token_at(self, point: QPointF) -> Key | None:
        """The figure or objective under ``point`` (figures first: they stand on top)."""
        for item in self.items(point):
            if isinstance(item, (FigureItem, TokenItem)):
                return item.key
        return None

    def figure_at(self, point: QPointF, tolerance_mm: float = 0.0) -> str | None:
        """The figure whose base is under ``point`` or within ``tolerance_mm`` of it."""
        best, best_distance = None, tolerance_mm
        for figure_id, item in self._figures.items():
            distance = max(0.0, _distance(item.pos(), point) - item.radius)
            if distance <= best_distance:
                best, best_distance = figure_id, distance
        return best

    def piece_at(self, point: QPointF) -> str | None:
        """The smallest piece under ``point``, so a piece lying on a larger one can be picked."""
        under = [
            item
            for item in self.items(point)
            if isinstance(item, PieceItem) and item.contains(item.mapFromScene(point))
        ]
        if not under:
            return None
        return min(under, key=lambda i: _area(i.polygon())).piece_id


def _distance(a: QPointF, b: QPointF) -> float:
    return ((a.x() - b.x()) ** 2 + (a.y() - b.y()) ** 2) ** 0.5


def _area(polygon) -> float:
    points = [(p.x(), p.y()) for p in polygon]
    return (
        abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1])))
        / 2
    )
