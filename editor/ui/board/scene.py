"""The board scene: a projection of a ScenarioDocument's zone board, 1 scene unit = 1 mm.

The scene never changes the scenario. It listens to the document's ``ScenarioChanged``
records and refreshes only the items they name: a record's paths select the layers (zones,
borders, walls, tokens, background) and, inside a layer, model objects are compared by
identity (the model is immutable and a command rebuilds only the objects along its path), so
an edit of one zone refreshes that zone, the borders along its edges, the tokens standing in
it and the zones whose reinforcement number moved. ``items_refreshed`` reports the keys of the
items refreshed by each record, which is what the tests count.

Overlays (the LOS view) are view state: ``set_zone_overlay`` takes a model (zone id → role) and
``styles.OVERLAY_BRUSHES`` decides the look. The selection, the background image and the
extent work as in the free-table scene (``scene_base.ProjectionScene``). A big board is drawn
in slices between events (``scene_build``): ``building`` is true meanwhile, ``build_progress``
tells how far it is and ``built`` when it is done. Must not import the tools or the editor
widget.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from PySide6.QtCore import QLineF, QPointF, QRectF, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from editor.board.drawing import (
    border_lines,
    display_markers,
    distance_to_line,
    ranks_in_zone,
    shown_numbers,
)
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.model.board import Border, Wall, Zone, ZoneBoard
from editor.model.geometry import Point
from editor.model.scenario import Scenario
from editor.ui.board import scene_base, scene_build, styles
from editor.ui.board.items import BorderItem, CoarseLinesItem, TokenItem, WallItem, ZoneItem
from editor.ui.board.scene_base import (
    Key,
    ProjectionScene,
    background_item,
)
from editor.ui.board.scene_build import SlicedBuild
from editor.ui.i18n import current_language

CoarseGroups = dict[int, tuple[QColor, list[QLineF]]]
"""Lines of the zoomed-out drawing grouped by colour (``CoarseLinesItem``)."""
LAYERS = frozenset({"background", "zones", "numbers", "borders", "walls", "tokens", "extent"})
_BOARD_LAYERS = {
    "zones": {"zones"},
    "borders": {"borders"},
    "walls": {"walls"},
    "background": {"background"},
    "width_mm": {"extent"},
    "height_mm": {"extent"},
}
_SCENARIO_LAYERS = {
    "objectives": {"tokens"},
    "figures": {"tokens"},
    "images": {"background"},
    "options": {"numbers"},
}


def border_key(border: Border) -> Key:
    a, b = border.a, border.b
    return ("border", a, b) if a <= b else ("border", b, a)


def layers_named(paths: Sequence[tuple]) -> frozenset[str]:
    """The scene layers a change record's paths can affect (all of them for an empty record).

    LOS (``board.los``, ``board.los_overrides``) has no items: the LOS worker follows it."""
    return scene_base.layers_named(paths, LAYERS, _BOARD_LAYERS, _SCENARIO_LAYERS)


class BoardScene(ProjectionScene):
    """Items for the background image, zones, borders, walls, objectives and figures."""

    build_progress = Signal(int, int)
    """(zones drawn, zones in all) while a big board is drawn in slices."""
    built = Signal()
    """A big board's last slice is drawn."""

    def __init__(self, document: ScenarioDocument, parent=None):
        super().__init__(document, parent)
        self._shown: Scenario | None = None
        self._zones: dict[str, ZoneItem] = {}
        self._borders: dict[Key, BorderItem] = {}
        self._border_lines: dict[Key, list[list[Point]]] = {}
        self._walls: dict[str, WallItem] = {}
        self._tokens: dict[Key, TokenItem] = {}
        self.surface = QGraphicsRectItem()
        """The board's own rectangle: where to draw before any scan is loaded."""
        self.surface.setBrush(styles.BOARD_SURFACE)
        self.surface.setPen(styles.cosmetic_pen(styles.BOARD_EDGE, 1.5))
        self.surface.setZValue(-300)
        self.addItem(self.surface)
        self._background = background_item()
        self.addItem(self._background)
        self._numbers: dict[str, int] = {}
        self._overlay: dict[str, styles.OverlayRole] = {}
        self._coarse_lines = CoarseLinesItem()
        self._coarse_lines.setVisible(False)
        self.addItem(self._coarse_lines)
        self._numbers_for: tuple[Scenario, dict[str, int]] | None = None
        self._sliced_lines: CoarseGroups = {}
        self._build = SlicedBuild(self, self)
        self._build.progress.connect(self.build_progress)
        self._build.done.connect(self.built)
        board = document.scenario.board
        if isinstance(board, ZoneBoard) and len(board.zones) > scene_build.PROGRESSIVE_ZONES:
            self._build.start()
        else:
            self._project(document.scenario, LAYERS)
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.destroyed.connect(self._build.release)

    @property
    def building(self) -> bool:
        """A big board is still being drawn in slices."""
        return self._build.running

    def draw_slice(self, board: ZoneBoard, zones: Sequence[Zone], borders: Sequence[Border],
                   walls: Sequence[Wall]) -> None:
        """Add the items of a slice of ``board``, the board a sliced build started from
        (``scene_build``); zones are numbered as on the document's whole board."""
        if self._shown is None:
            self._shown = replace(self.document.scenario, board=ZoneBoard())
            self._refresh_extent(board)
            self._refresh_background(self.document.scenario, None, [])
        refreshed: list[Key] = []
        self._draw_zones([z for z in zones if z.id not in self._zones], self._shown_numbers(),
                         refreshed)
        keys = [(border_key(b), b) for b in borders]
        self._draw_borders(board, keys, refreshed)
        self._draw_walls(walls, refreshed)
        self._add_coarse_lines(self._sliced_lines, {k: self._borders[k] for k, _ in keys}, walls)
        self._coarse_lines.set_lines(self._sliced_lines, self.sceneRect())
        if refreshed:
            self.items_refreshed.emit(refreshed)

    def finish_slices(self, start: Scenario) -> None:
        """After the last slice: what is drawn is ``start``'s board (its tokens not yet); bring
        the scene to the document's scenario of now, as after any edit."""
        self._shown = replace(start, objectives=(), figures=())
        board = start.board if isinstance(start.board, ZoneBoard) else ZoneBoard()
        self._numbers = shown_numbers(board, start.options.reading_order)
        self._sliced_lines = {}  # the coarse item keeps what was drawn
        self._project(self.document.scenario, LAYERS)

    # -- projection ---------------------------------------------------------------------------

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        if self._build.running:
            return  # the next slice starts from the document's new scenario
        self._project(self.document.scenario, layers_named(change.paths))

    def _project(self, scenario: Scenario, layers: frozenset[str]) -> None:
        old = self._shown
        self._shown = scenario
        board = scenario.board if isinstance(scenario.board, ZoneBoard) else ZoneBoard()
        old_board = old.board if old is not None and isinstance(old.board, ZoneBoard) else None
        refreshed: list[Key] = []
        moved: set[str] = set()
        if "zones" in layers or "numbers" in layers:
            moved = self._refresh_zones(scenario, board, old_board, refreshed)
        if "borders" in layers or moved:
            self._refresh_borders(board, old_board, moved, refreshed)
        if "walls" in layers:
            self._refresh_walls(board, old_board, refreshed)
        if "tokens" in layers or moved:
            self._refresh_tokens(scenario, old, moved, refreshed)
        if "background" in layers:
            self._refresh_background(scenario, old, refreshed)
        if "extent" in layers or old is None:
            self._refresh_extent(board)
        if any(key[0] in ("border", "wall") for key in refreshed):
            self._refresh_coarse_lines()
        if refreshed:
            self.items_refreshed.emit(refreshed)

    def _refresh_zones(
        self, scenario: Scenario, board: ZoneBoard, old: ZoneBoard | None, refreshed: list[Key]
    ) -> set[str]:
        """Refresh changed and renumbered zones; returns the zones whose outline or marker
        moved (their borders and tokens follow)."""
        before = {z.id: z for z in old.zones} if old is not None else {}
        after = {z.id: z for z in board.zones}
        for zone_id in before.keys() - after.keys():
            self.removeItem(self._zones.pop(zone_id))
            refreshed.append(("zone", zone_id))
        changed = [z for z in board.zones if before.get(z.id) is not z]
        numbers = self._shown_numbers()
        renumbered = {z for z in after if numbers.get(z) != self._numbers.get(z)}
        self._numbers = numbers
        changed_ids = {z.id for z in changed}
        changed += [after[z] for z in renumbered - changed_ids]
        self._draw_zones(changed, numbers, refreshed)
        return {
            z.id
            for z in changed
            if z.id not in before
            or (before[z.id].polygon, before[z.id].los_marker) != (z.polygon, z.los_marker)
        } | (before.keys() - after.keys())

    def _shown_numbers(self) -> dict[str, int]:
        """The reinforcement numbers of the document's whole board (memoised by scenario)."""
        scenario = self.document.scenario
        if self._numbers_for is None or self._numbers_for[0] is not scenario:
            board = scenario.board if isinstance(scenario.board, ZoneBoard) else ZoneBoard()
            self._numbers_for = scenario, shown_numbers(board, scenario.options.reading_order)
        return self._numbers_for[1]

    def _refresh_borders(
        self, board: ZoneBoard, old: ZoneBoard | None, moved: set[str], refreshed: list[Key]
    ) -> None:
        before = {border_key(b): b for b in old.borders} if old is not None else {}
        after = {border_key(b): b for b in board.borders}
        for key in before.keys() - after.keys():
            self.removeItem(self._borders.pop(key))
            self._border_lines.pop(key, None)
            refreshed.append(key)
        changed = [
            (key, b)
            for key, b in after.items()
            if before.get(key) is not b or key[1] in moved or key[2] in moved
        ]
        self._draw_borders(board, changed, refreshed)

    def _draw_zones(self, zones: Sequence[Zone], numbers: Mapping[str, int],
                    refreshed: list[Key]) -> None:
        markers = display_markers(zones)
        language = current_language()
        for zone, marker in zip(zones, markers):
            item = self._zones.get(zone.id)
            if item is None:
                item = self._zones[zone.id] = ZoneItem(zone.id)
                self.addItem(item)
                item.set_overlay(styles.OVERLAY_BRUSHES.get(self._overlay.get(zone.id)))
                item.set_detail(self._detail)
            item.set_zone(zone, marker, numbers.get(zone.id), zone.name.get(language) or zone.id)
            refreshed.append(("zone", zone.id))

    def _draw_borders(self, board: ZoneBoard, changed: Sequence[tuple[Key, Border]],
                      refreshed: list[Key]) -> None:
        for (key, border), (lines, toward_b) in zip(
            changed, border_lines(board, [b for _, b in changed])
        ):
            item = self._borders.get(key)
            if item is None:
                item = self._borders[key] = BorderItem(key)
                self.addItem(item)
                item.set_detail(self._detail)
            self._border_lines[key] = lines
            item.set_border(border, lines, QPointF(*toward_b) if toward_b is not None else None)
            refreshed.append(key)

    def _refresh_walls(self, board: ZoneBoard, old: ZoneBoard | None, refreshed: list[Key]) -> None:
        before = {w.id: w for w in old.walls} if old is not None else {}
        for wall_id in before.keys() - {w.id for w in board.walls}:
            self.removeItem(self._walls.pop(wall_id))
            refreshed.append(("wall", wall_id))
        self._draw_walls([w for w in board.walls if before.get(w.id) is not w], refreshed)

    def _draw_walls(self, walls: Sequence[Wall], refreshed: list[Key]) -> None:
        for wall in walls:
            item = self._walls.get(wall.id)
            if item is None:
                item = self._walls[wall.id] = WallItem(wall.id)
                self.addItem(item)
                item.set_detail(self._detail)
            item.set_wall(wall)
            refreshed.append(("wall", wall.id))

    def _refresh_tokens(
        self, scenario: Scenario, old: Scenario | None, moved: set[str], refreshed: list[Key]
    ) -> None:
        tokens = {("objective", o.id): o for o in scenario.objectives}
        tokens.update({("figure", f.id): f for f in scenario.figures})
        before = {("objective", o.id): o for o in old.objectives} if old else {}
        before.update({("figure", f.id): f for f in old.figures} if old else {})
        for key in before.keys() - tokens.keys():
            if key in self._tokens:
                self.removeItem(self._tokens.pop(key))
            refreshed.append(key)
        ranks, old_ranks = ranks_in_zone(tokens), ranks_in_zone(before)
        for key, token in tokens.items():
            rank = ranks[key]
            if before.get(key) is token and token.zone not in moved and old_ranks[key] == rank:
                continue  # a token another one joined or left in its zone moves along its row
            at = token.position or self._anchor(token.zone, key[0], rank)
            if key[0] == "figure" and not token.deployed:
                at = None  # waiting off the board (reinforcements)
            item = self._tokens.get(key)
            if at is None:
                if item is not None:
                    self.removeItem(self._tokens.pop(key))
                continue
            if item is None:
                item = self._tokens[key] = TokenItem(key)
                self.addItem(item)
            text = str(token.number) if token.number is not None else ""
            if not text and key[0] == "figure":
                text = token.unit[:1].upper()
            item.set_token(token.side, text, at)
            refreshed.append(key)

    def _anchor(self, zone_id: str | None, kind: str, rank: int) -> Point | None:
        """Where a token placed by zone stands: beside the zone's marker, in a row per kind."""
        item = self._zones.get(zone_id) if zone_id else None
        if item is None or item.marker is None:
            return None
        if kind == "objective":
            return item.marker.x() + 10 + rank * 6, item.marker.y() - 10
        return item.marker.x() - 8 + rank * 13, item.marker.y() + 14

    def _refresh_background(
        self, scenario: Scenario, old: Scenario | None, refreshed: list[Key]
    ) -> None:
        board = scenario.board if isinstance(scenario.board, ZoneBoard) else None
        background = board.background if board is not None else None
        if old is not None and (old.images, getattr(old.board, "background", None)) == (
            scenario.images,
            background,
        ):
            return
        self._show_background(self._background, scenario.images, background)
        refreshed.append(("background",))
        self._refresh_extent(board or ZoneBoard())

    def _refresh_extent(self, board: ZoneBoard) -> None:
        rect = QRectF(0, 0, board.width_mm, board.height_mm)
        self.surface.setRect(rect)
        self.surface.setVisible(not rect.isEmpty())
        self._fit_extent(rect, self._background)

    def _refresh_coarse_lines(self) -> None:
        groups: CoarseGroups = {}
        self._add_coarse_lines(groups, self._borders, getattr(self._shown.board, "walls", ()))
        self._coarse_lines.set_lines(groups, self.sceneRect())

    def _add_coarse_lines(self, groups: CoarseGroups, borders: Mapping[Key, BorderItem],
                          walls: Sequence[Wall]) -> None:
        """Add the lines of these borders and walls to the zoomed-out drawing's groups."""

        def add(color: QColor | None, points) -> None:
            if color is not None:
                lines = groups.setdefault(color.rgba(), (color, []))[1]
                lines.extend(QLineF(*a, *b) for a, b in zip(points, points[1:]))

        for key, item in borders.items():
            for line in self._border_lines.get(key, ()):
                add(item.pen_color, line)
        for wall in walls:
            add(styles.WALL_COLOR, wall.points)

    # -- view state ---------------------------------------------------------------------------

    def set_zone_overlay(self, roles: Mapping[str, styles.OverlayRole]) -> None:
        """Show an overlay model (zone id → role); only zones whose role changes repaint."""
        for zone_id in self._overlay.keys() | roles.keys():
            role = roles.get(zone_id)
            if role != self._overlay.get(zone_id) and zone_id in self._zones:
                self._zones[zone_id].set_overlay(styles.OVERLAY_BRUSHES.get(role))
        self._overlay = dict(roles)

    def set_detail(self, pixels_per_mm: float) -> None:
        """Tell the zones the zoom, so they show only the details legible at it."""
        bands = (0.5, styles.COARSE_PIXELS_PER_MM, 6 / styles.BADGE_MM, 4 / styles.MARKER_MM, 1.75)
        if [pixels_per_mm >= b for b in bands] != [self._detail >= b for b in bands]:
            for item in (*self._zones.values(), *self._borders.values(), *self._walls.values()):
                item.set_detail(pixels_per_mm)
        self._coarse_lines.setVisible(pixels_per_mm < styles.COARSE_PIXELS_PER_MM)
        self._detail = pixels_per_mm

    # -- look-ups for the tools ---------------------------------------------------------------

    def item_for(self, key: Key) -> QGraphicsItem | None:
        kind = key[0]
        if kind == "zone":
            return self._zones.get(key[1])
        if kind == "border":
            return self._borders.get(key)
        if kind == "wall":
            return self._walls.get(key[1])
        return self._tokens.get(key)

    def zone_at(self, point: QPointF) -> str | None:
        """The zone under ``point`` (the top one where zones overlap)."""
        for item in self.items(point):
            if isinstance(item, ZoneItem):
                return item.zone_id
        return None

    def token_at(self, point: QPointF) -> Key | None:
        for item in self.items(point):
            if isinstance(item, TokenItem):
                return item.key
        return None

    def wall_near(self, point: QPointF, tolerance_mm: float) -> tuple[Key, float] | None:
        """The wall whose line passes nearest ``point`` within ``tolerance_mm``, and how near."""
        probe = (point.x(), point.y())
        best: tuple[Key, float] | None = None
        for wall in getattr(self._shown.board, "walls", ()):
            for line in zip(wall.points, wall.points[1:]):
                distance = distance_to_line(probe, line)
                if distance <= tolerance_mm and (best is None or distance < best[1]):
                    best = (("wall", wall.id), distance)
        return best

    def border_near(self, point: QPointF, tolerance_mm: float) -> Key | None:
        """The border whose line passes nearest ``point``, within ``tolerance_mm``.

        Hidden borders count too (open ones are drawn only when selected, and all are when
        zoomed far out): they must stay clickable, or an open border could never be edited."""
        area = QRectF(
            point.x() - tolerance_mm, point.y() - tolerance_mm, 2 * tolerance_mm, 2 * tolerance_mm
        )
        best, best_distance = None, tolerance_mm
        probe = (point.x(), point.y())
        near = [item for item in self.items(area) if isinstance(item, BorderItem)]
        near += [
            item
            for item in self._borders.values()
            if not item.isVisible()
            and item.path()
            .controlPointRect()
            .adjusted(-tolerance_mm, -tolerance_mm, tolerance_mm, tolerance_mm)
            .intersects(area)
        ]
        for item in near:
            lines = self._border_lines.get(item.key) or []
            for line in lines:
                distance = distance_to_line(probe, line)
                if distance <= best_distance:
                    best, best_distance = item.key, distance
        return best

