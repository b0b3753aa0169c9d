"""The night-market board rebuilt with the GUI tools alone, from its
background image and its size, gives the sample's zones, borders and line of sight.

The script starts from a scenario whose zone board is empty (no zones, borders, walls, image;
the sample's rules options, which say how the engine derives adjacency and LOS), loads the
sample's image file with the background tool and calibrates it by the board's size, then
draws every zone by clicking its corners at 4 pixels per mm, places the LOS markers with the
marker tool, paints elevations and terrain, draws the walls, and sets every border the
derivation did not guess through the border editor. The tools get ``ToolEvent``s in mm
through the editor, as the view would send them.

Every click on a corner that exists already (a neighbour's, a wall's end) is off by up to
0.3 mm, so snapping has to put shared corners back together. The first click on a new corner
is exact, as an author zoomed in on the scan would place it: no tool can know where a new
corner belongs, and some of the sample's lines of sight graze a corner exactly (the one from
lantern-north to salt-street-east passes through the wall end at (460, 320)), so 0.3 mm there
flips a pair.

Ids cannot match: a drawn zone gets a fresh id (``zone-N``) and renaming is the properties
panel's job, not a board tool's. So zones are matched by geometry (each sample zone to the one
rebuilt zone whose corners all lie within 0.5 mm of its own), and borders and LOS are compared
through that matching, exactly (kinds, orientation, costs, LOS rows).
"""

from __future__ import annotations

import random

import numpy as np
import shapely
from PySide6.QtCore import QPointF, Qt

from editor.board.los import compute_los_table
from editor.documents.document import ScenarioDocument
from editor.model.board import BorderKind, Zone, ZoneBoard
from editor.model.scenario import Scenario
from editor.resources import SAMPLES_DIR
from editor.ui.board.editor_widget import BoardEditor
from editor.ui.board.paint_tools import Terrain
from editor.ui.board.scene import border_key
from editor.ui.board.tools import ToolEvent
from editor.ui.panels.properties_panel import PropertiesPanel
from tests.ui.board.gestures import night_market

PIXELS_PER_MM = 4.0
JITTER_MM = 0.3
TOLERANCE_MM = 0.5


def _event(point) -> ToolEvent:
    return ToolEvent(QPointF(*point), PIXELS_PER_MM)


def _click(tool, point) -> None:
    tool.press(_event(point))
    tool.release(_event(point))


def _jittered(point, rng: random.Random):
    angle, radius = rng.uniform(0, 2 * np.pi), rng.uniform(0, JITTER_MM)
    return point[0] + radius * np.cos(angle), point[1] + radius * np.sin(angle)


def _terrains(zone: Zone) -> list[Terrain]:
    flags = (
        (zone.difficult, Terrain.DIFFICULT),
        (zone.danger is not None, Terrain.DANGEROUS),
        (zone.water, Terrain.WATER),
        (zone.promontory, Terrain.PROMONTORY),
    )
    return [terrain for present, terrain in flags if present]


def _matching(sample: ZoneBoard, rebuilt: ZoneBoard) -> dict[str, str]:
    """Sample zone id → rebuilt zone id, each sample zone matched to the one rebuilt zone
    with the same corners within the tolerance (a bijection, or the test fails)."""
    matching = {}
    for zone in sample.zones:
        corners = np.array(zone.polygon)
        found = [
            other.id
            for other in rebuilt.zones
            if len(other.polygon) == len(corners)
            and all(
                np.hypot(*(np.array(other.polygon) - corner).T).min() <= TOLERANCE_MM
                for corner in corners
            )
        ]
        assert len(found) == 1, (zone.id, found)
        matching[zone.id] = found[0]
    assert len(set(matching.values())) == len(rebuilt.zones) == len(sample.zones)
    return matching


def _border_point(board: ZoneBoard, a: str, b: str):
    """The middle of the longest straight piece of the edge zones ``a`` and ``b`` share."""
    shared = shapely.intersection(
        shapely.Polygon(board.zone(a).polygon).boundary,
        shapely.Polygon(board.zone(b).polygon).boundary,
    )
    coordinates = [
        (tuple(start), tuple(end))
        for part in shapely.get_parts(shared)
        if part.geom_type == "LineString"
        for start, end in zip(part.coords[:-1], part.coords[1:])
    ]
    start, end = max(coordinates, key=lambda s: np.hypot(s[1][0] - s[0][0], s[1][1] - s[0][1]))
    return (start[0] + end[0]) / 2, (start[1] + end[1]) / 2


def test_the_gui_tools_rebuild_the_night_market_board(qtbot, tmp_path):
    sample = night_market()
    board = sample.board
    start = Scenario(sample.name, sample.rule_system, ZoneBoard(), options=sample.options)
    document = ScenarioDocument(start)
    editor = BoardEditor(document)
    qtbot.addWidget(editor)
    rng = random.Random(7)

    # the scan, calibrated by the board's known size
    editor.set_tool("background")
    strip = editor.tool.options_strip()
    assert editor.tool_options.currentWidget() is strip
    assert editor.tool.load_file(SAMPLES_DIR / "night-market" / "images" / "night-market.png")
    strip.width_mm.setValue(board.width_mm)
    strip.height_mm.setValue(board.height_mm)
    strip.fit_button.click()
    assert document.scenario.board.background == board.background
    assert (document.scenario.board.width_mm, document.scenario.board.height_mm) == (600, 600)

    # every zone, corner by corner; a corner already drawn is clicked a little off
    editor.set_tool("draw_zone")
    drawn: set = set()
    for zone in board.zones:
        for corner in zone.polygon:
            _click(editor.tool, _jittered(corner, rng) if corner in drawn else corner)
            drawn.add(corner)
        assert editor.tool.key(Qt.Key.Key_Return)
    matching = _matching(board, document.scenario.board)

    # LOS markers, elevations and terrain, clicked where the sample's markers are
    editor.set_tool("marker")
    for zone in board.zones:
        _click(editor.tool, zone.los_marker)
    editor.set_tool("elevation")
    for level in sorted({zone.elevation for zone in board.zones} - {0}):
        editor.tool.options_strip().level.setValue(level)
        for zone in board.zones:
            if zone.elevation == level:
                _click(editor.tool, zone.los_marker)
    editor.set_tool("terrain")
    terrain_strip = editor.tool.options_strip()
    for zone in board.zones:
        for terrain in _terrains(zone):
            terrain_strip.terrain.setCurrentIndex(terrain_strip.terrain.findData(terrain))
            _click(editor.tool, zone.los_marker)

    # walls, point by point (their ends lie on zone corners: snapping finds them)
    editor.set_tool("wall")
    for wall in board.walls:
        for point in wall.points:
            _click(editor.tool, _jittered(point, rng))
        assert editor.tool.key(Qt.Key.Key_Return)

    # every border the derivation did not guess, through the Properties panel's border form
    dialog = PropertiesPanel(document, editor.scene, editor).forms["border"].editor
    edited = 0
    for wanted in board.borders:
        a, b = matching[wanted.a], matching[wanted.b]
        rebuilt = document.scenario.board
        current = next(x for x in rebuilt.borders if {x.a, x.b} == {a, b})
        if (
            current.a,
            current.b,
            current.kind,
            current.cost_ab,
            current.cost_ba,
            current.blocks_los,
            current.jump_difficulty,
        ) == (
            a,
            b,
            wanted.kind,
            wanted.cost_ab,
            wanted.cost_ba,
            wanted.blocks_los,
            wanted.jump_difficulty,
        ):
            continue
        edited += 1
        editor.set_tool("select")
        point = _border_point(rebuilt, a, b)
        _click(editor.tool, point)
        assert dialog.key == border_key(current), (
            point,
            editor.scene.border_near(QPointF(*point), 1.0),
            editor.scene.token_at(QPointF(*point)),
            [type(i).__name__ for i in editor.scene.items(QPointF(*point))],
        )
        if current.a != a:
            dialog.swap.click()
        dialog.kind.setCurrentIndex(dialog.kind.findData(wanted.kind))
        dialog.cost_ab.setValue(wanted.cost_ab)
        dialog.cost_ba.setValue(wanted.cost_ba)
        dialog.jump.setValue(wanted.jump_difficulty or 0)
        dialog.blocks_los.setChecked(wanted.blocks_los)
    assert edited  # the sample has doors, windows, falls… no derivation guesses those

    rebuilt = document.scenario.board
    # the same zones: corners within 0.5 mm (matched above), markers, levels and terrain
    for zone in board.zones:
        twin = rebuilt.zone(matching[zone.id])
        assert twin.los_marker == zone.los_marker
        assert (twin.elevation, _terrains(twin)) == (zone.elevation, _terrains(zone))
    for wall, twin in zip(board.walls, rebuilt.walls, strict=True):
        assert np.hypot(*(np.array(wall.points) - np.array(twin.points)).T).max() <= TOLERANCE_MM

    # the same borders: every kind, orientation and cost, and their kinds are real enums
    def described(borders, rename):
        return sorted(
            (
                rename[x.a],
                rename[x.b],
                x.kind,
                x.cost_ab,
                x.cost_ba,
                x.blocks_los,
                x.jump_difficulty,
                x.derived,
            )
            for x in borders
        )

    back = {new: old for old, new in matching.items()}
    assert described(rebuilt.borders, back) == described(
        board.borders, {z: z for z in back.values()}
    )
    assert all(type(x.kind) is BorderKind for x in rebuilt.borders)

    # the same line of sight, computed by the board engine from each board
    options = sample.options.los
    expected = compute_los_table(board, options)
    computed = compute_los_table(rebuilt, options)
    got = {back[v]: {back[t] for t in seen} for v, seen in computed.rows}
    want = {v: set(seen) for v, seen in expected.rows}
    diff = {v: (got[v] - want[v], want[v] - got[v]) for v in want if got[v] != want[v]}
    assert got == want, diff
    editor.los_worker.wait()
