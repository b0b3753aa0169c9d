"""The zone-solo sample "night-market": a harbour town board that exercises the whole solo AI.

Why it exists: newcomers open it first, and the AI, the checker and the board engine need one
realistic scenario that uses every feature of a zone board (SOLO_AI_SPEC §1-§6): irregular zones
sharing edges on a 5 mm grid, elevation with climbs, a jump gap and falls, walls, water,
difficult and dangerous terrain, reinforcement zones, hero and villain objectives, a river with a
leader and an event tile, events by tile, turn and condition, and a solo deck that covers every
card field. Everything is invented (the town of Brumequai, its people, the art).

Borders are authored here, one per pair of zones sharing an edge longer than the edge tolerance,
because a later engine will re-derive them from the polygons: :func:`board_problems` checks with
shapely that both agree, that the zones tile the board exactly, and that each border's kind fits
the elevations. The board image is drawn from the same polygons (:func:`paint_board`).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

import shapely
from PIL import ImageDraw
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon as ShapelyPolygon
from shapely.geometry import box

from editor.model import (
    AttackKind,
    BackgroundImage,
    Border,
    BorderKind,
    CheckType,
    Condition,
    ConditionKind,
    Danger,
    DangerTrigger,
    DiceCount,
    Effect,
    EffectKind,
    EventOption,
    Figure,
    ImageAsset,
    Mission,
    MissionEvent,
    Objective,
    River,
    RuleSystem,
    Scenario,
    Side,
    Skill,
    SoloAttack,
    SoloCheck,
    SoloDeck,
    SoloProfile,
    Text,
    Tile,
    TileKind,
    TileUnit,
    Trigger,
    TriggerKind,
    Unit,
    Wall,
    Zone,
    ZoneBoard,
)
from editor.model.defaults import default_deck, default_dice
from resources.samples import drawing as d
from resources.samples.solo_decks import deck_of

NAME = "night-market"
IMAGE = f"images/{NAME}.png"
BOARD_MM = 600
GRID_MM = 5
PX_PER_MM = 2
EDGE_TOLERANCE_MM = 1.0
"""Shared edges shorter than this are corner contacts (RulesOptions.movement.edge_tolerance_mm)."""


@dataclass(frozen=True)
class _Area:
    """Authoring record of one zone: the model fields plus how the board image paints it."""

    id: str
    fr: str
    en: str
    outline: tuple[tuple[int, int], ...]
    marker: tuple[int, int]
    look: str
    elevation: int = 0
    flags: dict[str, Any] = field(default_factory=dict)


_FIRE = Danger(DangerTrigger.ENTER, (DiceCount("red", 1),))
_BRINE = Danger(DangerTrigger.END, (DiceCount("orange", 1),))

# fmt: off
_AREAS = (
    # The harbour: water at -1, a jetty and a moored barge (decks 1, deckhouse roof 2).
    _Area("basin-west", "Bassin des pêcheurs", "Fishers’ basin",
          ((0, 0), (185, 0), (185, 25), (155, 25), (155, 55), (170, 55), (170, 105), (140, 105), (90, 105), (80, 115), (0, 115)),
          (60, 55), "water", -1, {"water": True}),
    _Area("jetty", "Jetée de la Vigie", "Lookout jetty",
          ((155, 25), (185, 25), (215, 25), (215, 55), (200, 55), (200, 105), (170, 105), (170, 55), (155, 55)),
          (185, 40), "jetty", 0, {"capacity": 4}),
    _Area("basin-centre", "Darse du marché", "Market dock",
          ((185, 0), (320, 0), (320, 65), (320, 95), (330, 105), (200, 105), (200, 55), (215, 55), (215, 25), (185, 25)),
          (265, 55), "water", -1, {"water": True}),
    _Area("outer-harbour", "Avant-port", "Outer harbour",
          ((320, 0), (600, 0), (600, 105), (480, 105), (530, 80), (480, 55), (400, 55), (360, 55), (330, 55), (320, 65)),
          (555, 45), "water", -1, {"water": True}),
    _Area("aft-deck", "Pont arrière de la gabare", "Barge aft deck",
          ((330, 105), (320, 95), (320, 65), (330, 55), (360, 55), (360, 105)),
          (340, 80), "deck", 1, {"capacity": 3}),
    _Area("wheelhouse", "Rouf de la gabare", "Barge deckhouse roof",
          ((360, 55), (400, 55), (400, 105), (360, 105)),
          (380, 80), "cabin", 2, {"capacity": 2}),
    _Area("fore-deck", "Pont avant de la gabare", "Barge foredeck",
          ((400, 55), (480, 55), (530, 80), (480, 105), (400, 105)),
          (455, 80), "deck", 1),
    # The quays.
    _Area("quay-west", "Quai aux Filets", "Net quay",
          ((0, 115), (80, 115), (90, 105), (140, 105), (140, 165), (110, 165), (0, 165)),
          (70, 140), "quay", 0, {"reinforcement": True}),
    _Area("quay-centre", "Quai du Marché", "Market quay",
          ((140, 105), (170, 105), (200, 105), (330, 105), (330, 165), (310, 165), (250, 165), (140, 165)),
          (235, 135), "quay", 0),
    _Area("quay-east", "Quai des Caisses", "Crate quay",
          ((330, 105), (360, 105), (400, 105), (480, 105), (460, 165), (330, 165)),
          (400, 135), "quay", 0, {"difficult": True}),
    _Area("customs-quay", "Quai de l’Octroi", "Toll quay",
          ((480, 105), (600, 105), (600, 165), (460, 165)),
          (545, 135), "quay", 0),
    # The belfry block and the ropewalk lane.
    _Area("chandlery-roof", "Toit de la chandellerie", "Chandlery roof",
          ((0, 165), (110, 165), (120, 175), (120, 230), (120, 300), (0, 300)),
          (60, 230), "tiles", 1),
    _Area("belfry", "Beffroi", "Belfry",
          ((120, 230), (180, 230), (200, 250), (200, 300), (120, 300)),
          (160, 265), "slate", 2, {"capacity": 2, "promontory": True}),
    _Area("forecourt", "Parvis du beffroi", "Belfry forecourt",
          ((110, 165), (140, 165), (250, 165), (250, 300), (200, 300), (200, 250), (180, 230), (120, 230), (120, 175)),
          (225, 205), "square", 0),
    _Area("lane-west", "Venelle des Cordiers, ouest", "Ropewalk Lane, west",
          ((0, 300), (120, 300), (120, 335), (0, 335)),
          (60, 320), "cobbles", 0, {"reinforcement": True}),
    _Area("lane-east", "Venelle des Cordiers, est", "Ropewalk Lane, east",
          ((120, 300), (200, 300), (250, 300), (250, 335), (120, 335)),
          (185, 320), "cobbles", 0),
    # Lantern Street, running south from the quay.
    _Area("lantern-north", "Rue des Lanternes, haut", "Lantern Street, upper end",
          ((250, 165), (310, 165), (310, 235), (310, 300), (250, 300)),
          (280, 230), "cobbles", 0),
    _Area("lantern-mid", "Carrefour des Lanternes", "Lantern Crossroads",
          ((250, 300), (310, 300), (310, 330), (310, 380), (330, 400), (270, 400), (250, 380), (250, 335)),
          (280, 355), "cobbles", 0),
    _Area("lantern-south", "Rue des Lanternes, bas", "Lantern Street, lower end",
          ((270, 400), (330, 400), (330, 470), (330, 520), (345, 535), (345, 600), (285, 600), (285, 535), (270, 520), (270, 480)),
          (300, 470), "cobbles", 0, {"reinforcement": True}),
    # The night market and the warehouse.
    _Area("market-stalls", "Étals du marché de nuit", "Night-market stalls",
          ((310, 165), (330, 165), (460, 165), (460, 215), (440, 220), (425, 235), (310, 235)),
          (385, 205), "cobbles", 0, {"difficult": True}),
    _Area("bandstand", "Kiosque à musique", "Bandstand",
          ((460, 215), (460, 255), (460, 295), (440, 290), (425, 275), (420, 255), (425, 235), (440, 220)),
          (445, 240), "bandstand", 1, {"capacity": 3}),
    _Area("fountain-square", "Place de la Fontaine", "Fountain Square",
          ((310, 235), (425, 235), (420, 255), (425, 275), (440, 290), (460, 295), (460, 330), (310, 330), (310, 300)),
          (345, 310), "square", 0),
    _Area("warehouse-hall", "Halle de l’entrepôt", "Warehouse hall",
          ((460, 165), (600, 165), (600, 255), (530, 255), (460, 255), (460, 215)),
          (530, 210), "floor", 0),
    _Area("foreman-office", "Bureau du contremaître", "Foreman’s office",
          ((460, 255), (530, 255), (530, 330), (460, 330), (460, 295)),
          (480, 305), "floor", 0),
    _Area("loading-yard", "Cour de chargement", "Loading yard",
          ((530, 255), (600, 255), (600, 330), (530, 330)),
          (565, 300), "earth", 0),
    # Salt Street and the saltworks.
    _Area("salt-street-west", "Rue du Sel, ouest", "Salt Street, west",
          ((310, 330), (460, 330), (465, 380), (400, 380), (310, 380)),
          (385, 355), "cobbles", 0),
    _Area("salt-street-east", "Rue du Sel, est", "Salt Street, east",
          ((460, 330), (530, 330), (600, 330), (600, 380), (520, 380), (465, 380)),
          (530, 355), "cobbles", 0, {"reinforcement": True}),
    _Area("cooperage-roof", "Toit de la tonnellerie", "Cooperage roof",
          ((310, 380), (400, 380), (405, 465), (330, 470), (330, 400)),
          (365, 430), "tiles", 1),
    _Area("drying-roof", "Toit du séchoir", "Drying-house roof",
          ((400, 380), (465, 380), (520, 380), (520, 445), (460, 455), (405, 465)),
          (460, 415), "shingles", 1),
    _Area("salters-tower", "Tour des sauniers", "Salters’ tower",
          ((520, 380), (600, 380), (600, 460), (545, 460), (520, 445)),
          (560, 420), "slate", 2, {"capacity": 3, "promontory": True}),
    _Area("salt-yard", "Cour de la saline", "Saltworks yard",
          ((330, 470), (405, 465), (460, 455), (470, 530), (345, 535), (330, 520)),
          (400, 500), "salt", 0),
    _Area("brine-vats", "Cuves de saumure", "Brine vats",
          ((460, 455), (520, 445), (545, 460), (600, 460), (600, 540), (470, 530)),
          (535, 495), "salt", 0, {"danger": _BRINE}),
    _Area("salt-heaps", "Tas de sel", "Salt heaps",
          ((345, 535), (470, 530), (600, 540), (600, 600), (345, 600)),
          (470, 570), "salt", 0, {"difficult": True}),
    # The ruined chapel quarter.
    _Area("burning-house", "Maison en flammes", "Burning house",
          ((120, 335), (250, 335), (250, 380), (215, 420), (130, 410)),
          (185, 375), "charred", 0, {"danger": _FIRE}),
    _Area("graveyard", "Vieux cimetière", "Old graveyard",
          ((0, 335), (120, 335), (130, 410), (95, 450), (0, 445)),
          (60, 390), "grass", 0),
    _Area("ruined-nave", "Nef effondrée", "Collapsed nave",
          ((130, 410), (215, 420), (250, 380), (270, 400), (270, 480), (180, 500), (140, 470), (95, 450)),
          (195, 450), "ruin", 0, {"difficult": True}),
    _Area("crypt", "Crypte", "Crypt",
          ((180, 500), (270, 480), (270, 520), (285, 535), (285, 600), (200, 600), (190, 560)),
          (240, 560), "crypt", -1, {"capacity": 4}),
    _Area("presbytery-garden", "Jardin du presbytère", "Presbytery garden",
          ((0, 445), (95, 450), (140, 470), (180, 500), (190, 560), (110, 540), (0, 540)),
          (60, 495), "garden", 0),
    _Area("rampart", "Vieux rempart", "Old rampart",
          ((0, 540), (110, 540), (190, 560), (200, 600), (0, 600)),
          (95, 570), "rampart", 1),
)

_O, _W, _D, _N = BorderKind.OPEN, BorderKind.WALL, BorderKind.DOOR, BorderKind.WINDOW
_C, _J, _F = BorderKind.CLIMB, BorderKind.JUMP_GAP, BorderKind.FALL_ONLY
_BORDERS = (
    # (a, b, kind, extra): for FALL_ONLY, ``a`` is the higher side that may drop to ``b``.
    ("basin-west", "jetty", _C, {}), ("basin-west", "basin-centre", _O, {}),
    ("basin-west", "quay-west", _C, {}), ("basin-west", "quay-centre", _C, {}),
    ("jetty", "basin-centre", _C, {}), ("jetty", "quay-centre", _O, {}),
    ("basin-centre", "outer-harbour", _O, {}), ("aft-deck", "basin-centre", _F, {}),
    ("basin-centre", "quay-centre", _C, {}), ("aft-deck", "outer-harbour", _F, {}),
    ("wheelhouse", "outer-harbour", _F, {}), ("outer-harbour", "fore-deck", _C, {"cost_ab": 1}),
    ("outer-harbour", "customs-quay", _C, {}), ("aft-deck", "wheelhouse", _C, {}),
    ("aft-deck", "quay-east", _C, {}), ("wheelhouse", "fore-deck", _C, {}),
    ("wheelhouse", "quay-east", _F, {}), ("fore-deck", "quay-east", _C, {}),
    ("quay-west", "quay-centre", _O, {}), ("chandlery-roof", "quay-west", _F, {}),
    ("quay-west", "forecourt", _O, {}), ("quay-centre", "quay-east", _O, {}),
    ("quay-centre", "forecourt", _O, {}), ("quay-centre", "lantern-north", _O, {}),
    ("quay-centre", "market-stalls", _O, {}), ("quay-east", "customs-quay", _O, {}),
    ("quay-east", "market-stalls", _O, {}), ("customs-quay", "warehouse-hall", _D, {}),
    ("chandlery-roof", "belfry", _C, {}), ("chandlery-roof", "forecourt", _C, {}),
    ("chandlery-roof", "lane-west", _C, {"cost_ab": 1, "cost_ba": 1}),
    ("belfry", "forecourt", _C, {}), ("belfry", "lane-east", _F, {}),
    ("forecourt", "lane-east", _O, {}), ("forecourt", "lantern-north", _O, {}),
    ("lane-west", "lane-east", _O, {}), ("lane-west", "graveyard", _D, {}),
    ("lane-east", "lantern-mid", _O, {}), ("lane-east", "burning-house", _D, {}),
    ("lantern-north", "lantern-mid", _O, {}), ("lantern-north", "market-stalls", _O, {}),
    ("lantern-north", "fountain-square", _O, {}), ("lantern-mid", "lantern-south", _O, {}),
    ("lantern-mid", "fountain-square", _O, {}), ("lantern-mid", "salt-street-west", _O, {}),
    ("cooperage-roof", "lantern-mid", _F, {}),
    ("lantern-mid", "burning-house", _N, {"cost_ab": 1, "cost_ba": 1}),
    ("lantern-mid", "ruined-nave", _O, {}), ("cooperage-roof", "lantern-south", _F, {}),
    ("lantern-south", "salt-yard", _O, {}), ("lantern-south", "salt-heaps", _O, {}),
    ("lantern-south", "ruined-nave", _W, {"blocks_los": True}), ("lantern-south", "crypt", _F, {}),
    ("market-stalls", "bandstand", _C, {}), ("market-stalls", "fountain-square", _O, {}),
    ("market-stalls", "warehouse-hall", _D, {}), ("bandstand", "fountain-square", _C, {}),
    ("bandstand", "warehouse-hall", _W, {"blocks_los": True}),
    ("bandstand", "foreman-office", _W, {"blocks_los": True}),
    ("fountain-square", "foreman-office", _N, {"cost_ab": 1, "cost_ba": 1}),
    ("fountain-square", "salt-street-west", _O, {}), ("warehouse-hall", "foreman-office", _D, {}),
    ("warehouse-hall", "loading-yard", _D, {}),
    ("foreman-office", "loading-yard", _W, {"blocks_los": True}),
    ("foreman-office", "salt-street-east", _D, {}), ("loading-yard", "salt-street-east", _O, {}),
    ("salt-street-west", "salt-street-east", _O, {}), ("salt-street-west", "cooperage-roof", _C, {}),
    ("drying-roof", "salt-street-west", _F, {}), ("salt-street-east", "drying-roof", _C, {}),
    ("salters-tower", "salt-street-east", _F, {}),
    ("cooperage-roof", "drying-roof", _J, {"jump_difficulty": 1}),
    ("cooperage-roof", "salt-yard", _C, {}), ("drying-roof", "salters-tower", _C, {}),
    ("drying-roof", "salt-yard", _F, {}), ("drying-roof", "brine-vats", _F, {}),
    ("salters-tower", "brine-vats", _F, {}), ("salt-yard", "brine-vats", _O, {}),
    ("salt-yard", "salt-heaps", _O, {}), ("brine-vats", "salt-heaps", _O, {}),
    ("burning-house", "graveyard", _W, {"blocks_los": True}), ("burning-house", "ruined-nave", _O, {}),
    ("graveyard", "ruined-nave", _O, {}), ("graveyard", "presbytery-garden", _O, {}),
    ("ruined-nave", "crypt", _C, {}), ("ruined-nave", "presbytery-garden", _O, {}),
    ("crypt", "presbytery-garden", _W, {"blocks_los": True}), ("rampart", "crypt", _F, {}),
    ("presbytery-garden", "rampart", _C, {}),
)

_WALLS = (
    # Warehouse: the gaps are the doors and the window named by the borders above.
    ("warehouse-north", ((460, 180), (460, 165), (510, 165))),
    ("warehouse-north-east", ((550, 165), (600, 165))),
    ("warehouse-west", ((460, 200), (460, 305))),
    ("warehouse-south-west", ((460, 320), (460, 330), (480, 330))),
    ("office-south", ((500, 330), (530, 330), (530, 255), (505, 255))),
    ("office-north", ((460, 255), (485, 255))),
    ("hall-south", ((530, 255), (560, 255))),
    ("hall-south-east", ((580, 255), (600, 255))),
    # The chapel quarter: cemetery wall with its gate, the burnt house, the nave and the crypt.
    ("cemetery-west", ((0, 335), (50, 335))),
    ("cemetery-east", ((70, 335), (170, 335))),
    ("house-west", ((120, 335), (130, 410), (215, 420))),
    ("house-north", ((190, 335), (250, 335), (250, 350))),
    ("house-east", ((250, 365), (250, 380))),
    ("nave-east", ((270, 400), (270, 480))),
    ("nave-south", ((95, 450), (140, 470))),
    ("crypt-west", ((180, 500), (190, 560))),
)
# fmt: on


def _conform(outlines: dict[str, tuple[tuple[int, int], ...]]) -> dict[str, tuple[tuple[int, int], ...]]:
    """Insert into each outline the vertices of other zones that lie inside its edges.

    Neighbours then share their common edges vertex for vertex (no T-junctions), which is what
    an editor's snapping produces and what an engine matching edges expects.
    """
    points = {p for outline in outlines.values() for p in outline}
    result = {}
    for zone_id, outline in outlines.items():
        out: list[tuple[int, int]] = []
        for (ax, ay), (bx, by) in zip(outline, outline[1:] + outline[:1]):
            out.append((ax, ay))
            inside = []
            for px, py in points:
                cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
                dot = (px - ax) * (bx - ax) + (py - ay) * (by - ay)
                if cross == 0 and 0 < dot < (bx - ax) ** 2 + (by - ay) ** 2:
                    inside.append((dot, (px, py)))
            out.extend(p for _, p in sorted(inside))
        result[zone_id] = tuple(out)
    return result


def _zones() -> tuple[Zone, ...]:
    outlines = _conform({a.id: a.outline for a in _AREAS})
    return tuple(
        Zone(
            a.id,
            Text(a.fr, a.en),
            tuple((float(x), float(y)) for x, y in outlines[a.id]),
            (float(a.marker[0]), float(a.marker[1])),
            elevation=a.elevation,
            **a.flags,
        )
        for a in _AREAS
    )


def _borders() -> tuple[Border, ...]:
    return tuple(Border(a, b, kind, **extra) for a, b, kind, extra in _BORDERS)


def _walls() -> tuple[Wall, ...]:
    return tuple(Wall(wid, tuple((float(x), float(y)) for x, y in points)) for wid, points in _WALLS)


def board_problems(board: ZoneBoard, tolerance_mm: float = EDGE_TOLERANCE_MM) -> list[str]:
    """What is wrong with the authored geometry of ``board``; empty when all is well.

    Checks that every vertex and wall point is on the 5 mm grid, that the zones tile the board
    exactly and share edges vertex for vertex, that each LOS marker lies inside its zone, that
    the authored borders are exactly the pairs of zones sharing an edge longer than
    ``tolerance_mm`` (one border each), that each border's kind fits the elevations, and that the
    walls agree with the kinds: they run along zone edges only, close a WALL border entirely,
    leave a gap in a door or window border, and never close any other border.
    """
    problems: list[str] = []
    shapes = {z.id: ShapelyPolygon(z.polygon) for z in board.zones if z.polygon}
    zones = {z.id: z for z in board.zones}
    on_grid = [p for z in board.zones for p in z.polygon or ()] + [p for w in board.walls for p in w.points]
    problems += [f"off the {GRID_MM} mm grid: {p}" for p in on_grid if p[0] % GRID_MM or p[1] % GRID_MM]
    problems += [f"invalid polygon: {zid}" for zid, shape in shapes.items() if not shape.is_valid]
    covered = shapely.union_all(list(shapes.values()))
    if abs(covered.area - board.width_mm * board.height_mm) > 1e-6 or not covered.equals(box(0, 0, board.width_mm, board.height_mm)):
        problems.append("the zones do not cover the board exactly")
    vertices = {zid: set(z.polygon or ()) for zid, z in zones.items()}
    shared: set[frozenset[str]] = set()
    for a, b in combinations(shapes, 2):
        contact = shapes[a].intersection(shapes[b])
        if contact.area > 0:
            problems.append(f"zones overlap: {a}, {b}")
        elif contact.length > tolerance_mm:
            shared.add(frozenset((a, b)))
            ends = {c for line in getattr(contact, "geoms", [contact]) for c in line.coords}
            if not ends <= vertices[a] or not ends <= vertices[b]:
                problems.append(f"edge not shared vertex for vertex: {a}, {b}")
    for zone in board.zones:
        if zone.los_marker is None or not shapes[zone.id].contains(ShapelyPoint(zone.los_marker)):
            problems.append(f"LOS marker outside its zone: {zone.id}")
    authored: dict[frozenset[str], Border] = {}
    for border in board.borders:
        pair = frozenset((border.a, border.b))
        if pair in authored:
            problems.append(f"two borders for {border.a}, {border.b}")
        authored[pair] = border
    problems += [f"shared edge without a border: {sorted(p)}" for p in shared - authored.keys()]
    problems += [f"border without a shared edge: {sorted(p)}" for p in authored.keys() - shared]
    for border in board.borders:
        high, low = zones[border.a].elevation, zones[border.b].elevation
        abrupt = border.kind in (BorderKind.CLIMB, BorderKind.FALL_ONLY)
        if high != low and not (abrupt or border.kind is BorderKind.WALL):
            problems.append(f"{border.kind} between elevations {high} and {low}: {border.a}, {border.b}")
        if high == low and abrupt:
            problems.append(f"{border.kind} on level ground: {border.a}, {border.b}")
        if border.kind is BorderKind.FALL_ONLY and high <= low:
            problems.append(f"fall-only border must start on the higher side: {border.a}, {border.b}")
    problems += _wall_problems(board, shapes, tolerance_mm)
    return problems


def _wall_problems(board: ZoneBoard, shapes: dict[str, ShapelyPolygon], tolerance_mm: float) -> list[str]:
    problems = []
    edges = shapely.union_all([shape.boundary for shape in shapes.values()]).buffer(0.01)
    walls = shapely.union_all([shapely.LineString(w.points) for w in board.walls])
    for wall in board.walls:
        if not edges.contains(shapely.LineString(wall.points)):
            problems.append(f"wall off the zone edges: {wall.id}")
    walled = walls.buffer(0.01)
    for border in board.borders:
        edge = shapes[border.a].intersection(shapes[border.b])
        open_length = edge.difference(walled).length
        if border.kind is BorderKind.WALL and open_length > tolerance_mm:
            problems.append(f"wall border not closed by walls: {border.a}, {border.b}")
        elif border.kind in (BorderKind.DOOR, BorderKind.WINDOW):
            if open_length <= tolerance_mm or open_length >= edge.length - tolerance_mm:
                problems.append(f"{border.kind} border needs a wall with a gap: {border.a}, {border.b}")
        elif border.kind is not BorderKind.WALL and open_length <= tolerance_mm:
            problems.append(f"{border.kind} border closed by walls: {border.a}, {border.b}")
    return problems


def _units() -> tuple[Unit, ...]:
    def attack(kind: AttackKind, fr: str, en: str, *pool: tuple[str, int], reach: int | None = None) -> SoloAttack:
        return SoloAttack(kind, Text(fr, en), tuple(DiceCount(die, n) for die, n in pool), reach)

    def check(kind: CheckType, *pool: tuple[str, int]) -> SoloCheck:
        return SoloCheck(kind, tuple(DiceCount(die, n) for die, n in pool))

    melee, ranged = AttackKind.MELEE, AttackKind.RANGED
    return (
        Unit("odile", Text("Odile Carvane, l’allumeuse", "Odile Carvane, the Lamplighter"), Side.HERO, SoloProfile(
            armor=1, movement=2, menace=2, energy=9,
            attacks=(attack(melee, "Perche à crochet", "Hooked pole", ("orange", 2)),),
            checks=(check(CheckType.MANIPULATION, ("orange", 1), ("yellow", 1)), check(CheckType.ACTION, ("yellow", 2)))),
            skills=(Skill(Text("Porte-lumière", "Light-bearer"),
                          Text("Les vilains de sa zone ne peuvent pas se cacher.", "Villains in her zone cannot hide.")),),
            description=Text("Elle connaît chaque réverbère de Brumequai, et chaque ombre entre eux.",
                             "She knows every street lamp in Brumequai, and every shadow between them.")),
        Unit("tamsin", Text("Tamsin Ferrol, pilote du port", "Tamsin Ferrol, Harbour Pilot"), Side.HERO, SoloProfile(
            armor=1, movement=2, menace=2, energy=8,
            attacks=(attack(ranged, "Fronde à plomb", "Lead sling", ("yellow", 2), ("orange", 1), reach=3),
                     attack(melee, "Gaffe", "Boathook", ("white", 2))),
            checks=(check(CheckType.ACTION, ("orange", 2)),)),
            skills=(Skill(Text("Nageuse", "Swimmer"),
                          Text("Entre dans l’eau et en sort sans risque.", "Enters and leaves water safely."), "swimmer"),),
            description=Text("Pilote des passes, elle lit la marée comme d’autres lisent un livre.",
                             "A channel pilot who reads the tide the way others read a book.")),
        Unit("anselme", Text("Frère Anselme, le sonneur", "Brother Anselm, the Bell-ringer"), Side.HERO, SoloProfile(
            armor=2, movement=2, menace=1, energy=10,
            attacks=(attack(melee, "Bâton ferré", "Iron-shod staff", ("red", 1), ("orange", 1)),),
            checks=(check(CheckType.THINKING, ("red", 1), ("yellow", 1)), check(CheckType.ACTION, ("orange", 1)))),
            skills=(Skill(Text("Érudit", "Scholar"),
                          Text("Relance gratuitement un dé jaune lors d’un test de réflexion.",
                               "Rerolls one yellow die for free on a thinking check.")),),
            description=Text("Gardien du beffroi, il a plus lu de registres que de prières.",
                             "Keeper of the belfry, he has read more ledgers than prayers.")),
        Unit("nila", Text("Nila Vey, la messagère", "Nila Vey, the Courier"), Side.HERO, SoloProfile(
            movement=3, menace=1, energy=7,
            attacks=(attack(ranged, "Couteaux de lancer", "Throwing knives", ("orange", 1), ("yellow", 1), reach=2),
                     attack(melee, "Dague", "Dagger", ("yellow", 2))),
            checks=(check(CheckType.MANIPULATION, ("orange", 2)),), free_rerolls=("yellow",)),
            skills=(Skill(Text("Acrobate", "Acrobat"),
                          Text("Escalader ne lui coûte pas de point de mouvement supplémentaire.",
                               "Climbing costs her no extra movement point."), "climber"),),
            description=Text("Elle court sur les toits plus vite que les rumeurs.",
                             "She runs across the roofs faster than rumours.")),
        Unit("eel", Text("Anguille", "Eel"), Side.VILLAIN, SoloProfile(
            movement=2,
            attacks=(attack(melee, "Gaffe", "Boathook", ("orange", 1), ("white", 1)),),
            checks=(check(CheckType.MANIPULATION, ("white", 2)),)),
            description=Text("Petite main de la bande des Anguilles : glissante, jamais seule.",
                             "A hand of the Eels gang: slippery, never alone.")),
        Unit("crossbow", Text("Guetteur à l’arbalète", "Crossbow lookout"), Side.VILLAIN, SoloProfile(
            movement=2,
            attacks=(attack(ranged, "Arbalète", "Crossbow", ("red", 1), reach=4),)),
            description=Text("Perché là où on ne l’attend pas.", "Perched where nobody looks.")),
        Unit("stevedore", Text("Portefaix", "Stevedore"), Side.VILLAIN, SoloProfile(
            hit_points=2, armor=1, movement=2, size=2, menace=2,
            attacks=(attack(melee, "Crochet de docker", "Cargo hook", ("red", 1), ("orange", 1)),),
            checks=(check(CheckType.ACTION, ("orange", 2)),)),
            description=Text("Il soulève une barrique d’une main et un héros de l’autre.",
                             "Lifts a barrel in one hand and a hero in the other.")),
        Unit("screech-owl", Text("Le Chat-Huant", "The Screech Owl"), Side.VILLAIN, SoloProfile(
            hit_points=3, armor=1, movement=3, menace=2,
            attacks=(attack(melee, "Sabre court", "Short sabre", ("orange", 2)),
                     attack(ranged, "Pistolet à silex", "Flintlock pistol", ("orange", 1), ("red", 1), reach=3)),
            checks=(check(CheckType.MANIPULATION, ("orange", 1), ("yellow", 1)),), free_rerolls=("orange",)),
            skills=(Skill(Text("Oiseau de nuit", "Night bird"),
                          Text("Ne subit pas de dégâts de chute.", "Takes no falling damage."), "no_fall_damage"),),
            description=Text("Le lieutenant de la Mère Vasque ; on n’entend que son cri avant le coup.",
                             "Mother Vasque’s lieutenant; all you hear is his cry before the blow.")),
        Unit("vasque", Text("Mère Vasque", "Mother Vasque"), Side.VILLAIN, SoloProfile(
            hit_points=5, armor=2, movement=2, size=2, menace=3, defense_pool=(DiceCount("black", 1),),
            attacks=(attack(melee, "Harpon", "Harpoon", ("red", 2)),
                     attack(ranged, "Tromblon", "Blunderbuss", ("black", 1), ("orange", 1), reach=2)),
            checks=(check(CheckType.MANIPULATION, ("red", 1), ("orange", 1)), check(CheckType.ACTION, ("red", 1)))),
            skills=(Skill(Text("Cheffe des Anguilles", "Head of the Eels"),
                          Text("Les Anguilles de sa zone relancent gratuitement un dé blanc.",
                               "Eels in her zone reroll one white die for free.")),),
            description=Text("Elle tient le port par ses dettes et ses secrets.",
                             "She holds the harbour by its debts and its secrets.")),
    )


def _figures() -> tuple[Figure, ...]:
    villain = Side.VILLAIN
    return (
        Figure("hero-1", "odile", Side.HERO, number=1, zone="presbytery-garden"),
        Figure("hero-2", "tamsin", Side.HERO, number=2, zone="graveyard"),
        Figure("hero-3", "anselme", Side.HERO, number=3, zone="ruined-nave"),
        Figure("hero-4", "nila", Side.HERO, number=4, zone="lantern-south"),
        Figure("eel-1", "eel", villain, zone="quay-centre", tile="eels"),
        Figure("eel-2", "eel", villain, zone="market-stalls", tile="eels"),
        Figure("eel-3", "eel", villain, zone="fountain-square", tile="eels"),
        Figure("eel-4", "eel", villain, tile="eels", deployed=False),
        Figure("eel-5", "eel", villain, tile="eels", deployed=False),
        Figure("crossbow-1", "crossbow", villain, zone="belfry", tile="lookouts"),
        Figure("crossbow-2", "crossbow", villain, zone="salters-tower", tile="lookouts"),
        Figure("stevedore-1", "stevedore", villain, zone="warehouse-hall", tile="stevedores"),
        Figure("stevedore-2", "stevedore", villain, zone="loading-yard", tile="stevedores"),
        Figure("screech-owl-1", "screech-owl", villain, zone="wheelhouse", tile="screech-owl"),
        Figure("vasque-1", "vasque", villain, zone="bandstand", tile="vasque"),
    )


def _river() -> River:
    return River((1, 2, 3, 4, 5, 6), (
        Tile("eels", Text("Anguilles", "Eels"), units=(TileUnit("eel", 5),), reinforcement_cost=1),
        Tile("lookouts", Text("Guetteurs", "Lookouts"), units=(TileUnit("crossbow", 2),), reinforcement_cost=1),
        Tile("stevedores", Text("Portefaix", "Stevedores"), units=(TileUnit("stevedore", 2),), reinforcement_cost=2),
        Tile("tide", Text("Marée montante", "Rising tide"), TileKind.EVENT, event="tide"),
        Tile("screech-owl", Text("Le Chat-Huant", "The Screech Owl"), units=(TileUnit("screech-owl", 1),)),
        Tile("vasque", Text("Mère Vasque", "Mother Vasque"), units=(TileUnit("vasque", 1),), leader=True),
    ))


def _objectives() -> tuple[Objective, ...]:
    return (
        Objective("ledger", Side.HERO, Text("Registre de contrebande", "Smuggling ledger"), zone="foreman-office",
                  check=CheckType.THINKING, difficulty=2, number=1),
        Objective("tocsin", Side.HERO, Text("Sonner le tocsin", "Ring the alarm bell"), zone="belfry",
                  check=CheckType.ACTION, difficulty=1, number=2),
        Objective("captive", Side.HERO, Text("Libérer l’allumeur captif", "Free the captive lamplighter"), zone="crypt",
                  check=CheckType.MANIPULATION, difficulty=2, number=3),
        Objective("amber-lantern", Side.VILLAIN, Text("Décrocher la Lanterne d’ambre", "Unhook the Amber Lantern"),
                  zone="bandstand", check=CheckType.MANIPULATION, difficulty=2, number=4),
        Objective("load-barge", Side.VILLAIN, Text("Charger la gabare", "Load the barge"), zone="fore-deck",
                  check=CheckType.ACTION, difficulty=1, number=5, active=False),
    )


def _mission() -> Mission:
    def done(objective: str, count: int = 1) -> Condition:
        return Condition(ConditionKind.OBJECTIVE_COMPLETED, objective=objective, count=count)

    tide = MissionEvent("tide", Text("Marée montante", "Rising tide"), Trigger(TriggerKind.TILE, tile="tide"), (
        EventOption(1, Text("Des Anguilles remontent des pontons : +2 points de renfort, puis renforts.",
                            "Eels climb up from the pontoons: +2 reinforcement points, then reinforcements."),
                    (Effect(EffectKind.GAIN_REINFORCEMENT_POINTS, amount=2), Effect(EffectKind.REINFORCE))),
        EventOption(2, Text("Les guetteurs tirent à la faveur de la brume, sans déplacer leur tuile.",
                            "The lookouts shoot under cover of the mist, without moving their tile."),
                    (Effect(EffectKind.ACTIVATE_TILE, tile="lookouts"),)),
        EventOption(3, Text("La marée porte la gabare contre le quai : les vilains gagnent 2 cubes d’énergie.",
                            "The tide pushes the barge against the quay: the villains gain 2 energy cubes."),
                    (Effect(EffectKind.GAIN_ENERGY, amount=2),)),
    ))
    midnight = MissionEvent("midnight", Text("Minuit", "Midnight"), Trigger(TriggerKind.TURN, turn=5), (
        EventOption(1, Text("Les lanternes du marché s’éteignent une à une : les vilains gagnent 1 cube d’énergie.",
                            "The market lanterns go out one by one: the villains gain 1 energy cube."),
                    (Effect(EffectKind.GAIN_ENERGY, amount=1),)),
    ))
    alarm = MissionEvent("alarm", Text("Le tocsin sonne", "The alarm bell rings"),
                         Trigger(TriggerKind.CONDITION, condition=done("tocsin")), (
        EventOption(1, Text("La garde accourt : les vilains perdent 2 cubes d’énergie.",
                            "The watch comes running: the villains lose 2 energy cubes."),
                    (Effect(EffectKind.GAIN_ENERGY, amount=-2),)),
    ))
    rescue = MissionEvent("rescue", Text("L’allumeur est libre", "The lamplighter is free"),
                          Trigger(TriggerKind.CONDITION, condition=done("captive")), (
        EventOption(1, Text("Les réverbères se rallument : les vilains perdent 2 points de renfort.",
                            "The street lamps are lit again: the villains lose 2 reinforcement points."),
                    (Effect(EffectKind.GAIN_REINFORCEMENT_POINTS, amount=-2),)),
    ))
    stolen = MissionEvent("stolen", Text("La Lanterne est volée", "The Lantern is stolen"),
                          Trigger(TriggerKind.CONDITION, condition=done("amber-lantern")), (
        EventOption(1, Text("Les Anguilles filent vers la gabare : l’objectif « Charger la gabare » s’active.",
                            "The Eels head for the barge: the “Load the barge” objective becomes active."),
                    (Effect(EffectKind.ACTIVATE_OBJECTIVE, objective="load-barge"),)),
    ))
    return Mission(
        Text("Brumequai, nuit du marché aux lanternes. Les Anguilles de la Mère Vasque veulent décrocher la "
             "Lanterne d’ambre du kiosque et l’emporter sur leur gabare avant la marée. Les Veilleurs gagnent "
             "s’ils trouvent le registre de contrebande dans le bureau du contremaître ou s’ils mettent la Mère "
             "Vasque hors de combat. Sonner le tocsin au beffroi fait venir la garde ; libérer l’allumeur enfermé "
             "dans la crypte rallume les réverbères. Les vilains gagnent si la gabare est chargée deux fois, si "
             "tous les héros sont hors de combat ou à la fin du neuvième tour.",
             "Brumequai, on the night of the lantern market. Mother Vasque’s Eels mean to unhook the Amber "
             "Lantern from the bandstand and carry it off on their barge before the tide turns. The Wardens win "
             "if they find the smuggling ledger in the foreman’s office or put Mother Vasque out of the fight. "
             "Ringing the alarm bell in the belfry brings the watch; freeing the lamplighter locked in the crypt "
             "lights the street lamps again. The villains win if the barge is loaded twice, if every hero is out "
             "of the fight, or at the end of the ninth turn."),
        turn_limit=9, villain_energy_start=8, villain_energy_recovery=5, reinforcement_points=3,
        victory=(done("ledger"), Condition(ConditionKind.FIGURE_NEUTRALIZED, figure="vasque-1")),
        defeat=(done("load-barge", 2), Condition(ConditionKind.ALL_HEROES_OUT), Condition(ConditionKind.TURN_LIMIT_REACHED)),
        events=(tide, midnight, alarm, rescue, stolen),
    )


# fmt: off
_CARDS = (
    # tile numbers (empty = leader symbol), icons, key phrase, burst, bottom number, arrow, DEPOLLUER
    ((1,), "MRA", "fewest_wounds", "M", 1, "down", False),
    ((2,), "RMA", "most_wounds", "R", 2, "up", False),
    ((3,), "VMA", "fewest_energy", "M", 3, "down", True),
    ((4,), "DRM", "most_energy", "R", 2, "down", False),
    ((5,), "AMR", "closest", "M", 4, "up", False),
    ((6,), "RAM", "highest_menace", "R", 1, "down", False),
    ((), "MRA", "fewest_wounds", "M", 3, "up", False),
    ((1, 3), "VRA", "closest", "R", 2, "down", False),
    ((2,), "DMA", "fewest_wounds", "M", 1, "up", True),
    ((4,), "MAR", "most_wounds", "M", 4, "down", False),
    ((3,), "RDA", "fewest_energy", "R", 3, "up", False),
    ((5, 1), "AVM", "most_energy", "M", 2, "down", False),
    ((), "RMA", "highest_menace", "R", 1, "down", True),
    ((6,), "MDR", "closest", "M", 4, "up", False),
    ((2, 4), "VAM", "fewest_wounds", "R", 3, "down", False),
    ((1,), "DAR", "most_wounds", "M", 2, "up", False),
    ((3,), "MRV", "fewest_energy", "M", 1, "down", True),
    ((5,), "RVA", "closest", "R", 4, "down", False),
    ((4,), "AMD", "highest_menace", "M", 3, "up", False),
    ((6, 2), "RMD", "fewest_wounds", "R", 2, "down", False),
    ((2,), "MVA", "most_energy", "M", 4, "down", False),
    ((), "AMR", "closest", "M", 2, "up", False),
    ((3,), "DRA", "fewest_energy", "R", 1, "up", True),
    ((1,), "VDM", "highest_menace", "M", 3, "down", False),
)
# fmt: on


def _deck() -> SoloDeck:
    return deck_of("night-market-deck", Text("Deck solo du marché de nuit", "Night-market solo deck"),
                   default_deck().key_phrases, "nm", _CARDS)


def night_market() -> Scenario:
    """The zone-solo sample: 39 zones over a drawn 600 × 600 mm board of Brumequai harbour."""
    background = BackgroundImage(IMAGE, mm_per_pixel=1 / PX_PER_MM)
    board = ZoneBoard(BOARD_MM, BOARD_MM, _zones(), _borders(), _walls(), background=background)
    problems = board_problems(board)
    if problems:
        raise ValueError("night-market board: " + "; ".join(problems))
    return Scenario(
        name=NAME, rule_system=RuleSystem.ZONE_SOLO, board=board,
        title=Text("Le marché de nuit", "The Night Market"),
        description=Text("Scénario solo de 39 zones sur le port de Brumequai : quatre Veilleurs contre les "
                         "Anguilles de la Mère Vasque, entre quais, toits, ruines et saline.",
                         "A 39-zone solo scenario in Brumequai harbour: four Wardens against Mother Vasque’s "
                         "Eels, across quays, rooftops, ruins and saltworks."),
        units=_units(), figures=_figures(), objectives=_objectives(), river=_river(), deck=_deck(),
        dice=default_dice(), mission=_mission(), images=(ImageAsset(IMAGE, paint_board(board)),),
    )


# -- the board image --------------------------------------------------------------------------------
# Props are placed by hand in millimetres, away from the LOS markers; the zone shapes, walls,
# ladders (one per climb border) and markers are drawn from the board data itself.

_LAMPS = (
    (100, 158), (235, 112), (420, 158), (590, 112), (256, 200), (304, 262), (256, 340), (304, 392),
    (276, 452), (339, 565), (372, 334), (575, 336), (30, 304), (210, 304), (190, 29), (130, 200),
)
_LAMP_LIGHT = (255, 172, 88)
_STALLS = (
    ((326, 182), 4, ((168, 44, 40), (232, 220, 196))), ((354, 180), -3, ((46, 104, 70), (226, 214, 176))),
    ((414, 181), 2, ((40, 70, 132), (230, 226, 214))), ((442, 190), -6, ((186, 124, 36), (80, 44, 28))),
    ((328, 219), -2, ((120, 50, 100), (236, 218, 190))), ((360, 223), 5, ((168, 44, 40), (240, 200, 80))),
    ((413, 215), -4, ((46, 104, 70), (232, 220, 196))),
)
_LANTERN_STRINGS = (((312, 170), (400, 196), (458, 204)), ((312, 232), (372, 200), (456, 170)))
_LANTERN_COLOURS = ((255, 120, 60), (255, 196, 80), (250, 90, 110), (140, 220, 120))
_FIRES = ((150, 362, 9), (226, 392, 8), (168, 398, 6), (212, 352, 5))


def paint_board(board: ZoneBoard) -> bytes:
    """The board image: every zone painted from its polygon, so art and data always agree."""
    canvas = d.Canvas(board.width_mm, board.height_mm, PX_PER_MM, supersample=2)
    looks = {a.id: a.look for a in _AREAS}

    def outlines(look: str) -> list:
        return [z.polygon for z in board.zones if looks[z.id] == look]

    _paint_ground(canvas, outlines)
    _paint_ground_props(canvas)
    canvas.inner_shadow(outlines("water"), 4.0, 2.0, 0.6)
    canvas.inner_shadow(outlines("crypt"), 7.0, 2.5, 0.75)
    _paint_coping(canvas, outlines("water"), outlines("quay"))
    _paint_walls(canvas, board.walls)
    for level in (1, 2):
        raised = [z for z in board.zones if z.elevation == level]
        canvas.shadow([z.polygon for z in raised], 3.0 * level, 1.0 + level, 0.55)
        for look in sorted({looks[z.id] for z in raised}):
            _paint_raised(canvas, [z.polygon for z in raised if looks[z.id] == look], look, level)
        canvas.bevel([z.polygon for z in raised], 0.8, 0.22, 0.35)
    _paint_raised_props(canvas, board)
    _paint_lights(canvas)
    _paint_overlay(canvas, board)
    return canvas.png()


def _paint_ground(canvas: d.Canvas, outlines) -> None:
    canvas.fill(outlines("water"), _water(canvas))
    canvas.fill(outlines("quay"), d.flagstones(canvas, 11, (150, 142, 126), (92, 86, 76), 13.0))
    canvas.fill(outlines("square"), d.flagstones(canvas, 12, (166, 156, 138), (104, 96, 84), 9.0))
    canvas.fill(outlines("cobbles"), d.cobbles(canvas, 13, (122, 117, 110), (60, 56, 52)))
    canvas.fill(outlines("jetty"), d.planks(canvas, 14, (128, 96, 64), 4.0))
    canvas.fill(outlines("floor"), d.planks(canvas, 15, (150, 114, 78), 5.0, vertical=True))
    canvas.fill(outlines("charred"), d.planks(canvas, 16, (64, 48, 40), 5.0))
    canvas.fill(outlines("earth"), d.ground(canvas, (100, 86, 66), (140, 120, 92), 17, 10.0))
    canvas.fill(outlines("salt"), d.ground(canvas, (138, 132, 118), (186, 180, 164), 18, 8.0))
    canvas.fill(outlines("grass"), d.ground(canvas, (48, 70, 42), (88, 112, 62), 19, 9.0))
    canvas.fill(outlines("garden"), d.ground(canvas, (62, 86, 46), (108, 126, 70), 20, 7.0))
    canvas.fill(outlines("ruin"), d.flagstones(canvas, 21, (128, 124, 116), (66, 70, 60), 11.0))
    canvas.fill(outlines("crypt"), d.flagstones(canvas, 22, (100, 96, 92), (46, 44, 44), 10.0))
    moss = d.ground(canvas, (52, 72, 40), (92, 110, 58), 26, 3.0)
    d.patches(canvas, outlines("ruin"), moss, 27, 6.0, 0.32)
    d.patches(canvas, outlines("crypt") + outlines("cobbles"), moss, 28, 4.0, 0.08)
    d.patches(canvas, outlines("salt"), d.ground(canvas, (176, 172, 160), (204, 200, 188), 29, 3.0), 30, 5.0, 0.2)
    land = [p for look in ("quay", "square", "cobbles", "jetty", "floor", "earth", "salt", "ruin", "crypt") for p in outlines(look)]
    d.grime(canvas, land, 32, 14.0, 0.22)


def _water(canvas: d.Canvas):
    image = d.ground(canvas, (16, 42, 58), (38, 84, 98), 30, 40.0)
    draw = ImageDraw.Draw(image, "RGBA")
    rng = random.Random(31)
    for _ in range(520):
        x, y, r = rng.random() * canvas.width_mm, rng.random() * 118, 8 + rng.random() * 22
        start = 250 + rng.random() * 20
        draw.arc(canvas.box((x, y), r), start, start + 14 + rng.random() * 22,
                 fill=(150, 196, 208, 22 + int(rng.random() * 40)), width=max(1, round(canvas.px(0.45))))
    return image


def _paint_ground_props(canvas: d.Canvas) -> None:
    rng = random.Random(40)
    # Quays: bollards with their ropes, barrels, a drying net and the crates of the crate quay.
    for x, y in ((22, 121), (62, 121), (150, 111), (250, 111), (310, 111), (500, 111), (570, 111), (158, 29), (212, 29)):
        canvas.shadow([d.circle((x, y), 2.4)], 1.0, 0.5, 0.5)
        canvas.disc((x, y), 2.4, fill=(38, 38, 42), outline=(90, 92, 98), width_mm=0.4)
        canvas.disc((x + 3.5, y + 4.5), 2.6, outline=(168, 140, 96), width_mm=0.9)
    d.boat(canvas, (38, 146), 34, -8, (104, 74, 50))
    d.boat(canvas, (232, 62), 30, 84, (128, 70, 48))
    canvas.polyline([(232, 47), (215, 40)], (176, 150, 104), 0.5)
    for (x, y), (rx, ry) in (((282, 248), (6, 3)), ((284, 430), (4, 7)), ((540, 352), (8, 3)), ((160, 318), (7, 3))):
        canvas.oval((x, y), rx, ry, fill=(40, 62, 80, 150))
    for x, y in ((196, 150), (204, 152), (200, 158), (74, 156)):
        pot = d.rotated_rect((x, y), 6, 6, rng.uniform(-20, 20))
        canvas.shadow([pot], 1.2, 0.5, 0.5)
        canvas.polygon(pot, fill=(112, 90, 60), outline=(60, 44, 28), width_mm=0.4)
        canvas.polyline([pot[0], pot[2]], (60, 44, 28), 0.3)
        canvas.polyline([pot[1], pot[3]], (60, 44, 28), 0.3)
    for x, y in ((120, 150), (127, 156), (118, 158), (585, 150), (592, 142), (288, 150)):
        d.barrel(canvas, (x, y), 3.4)
    for x, y in ((342, 118), (354, 117), (346, 129), (440, 118), (452, 121), (446, 132), (370, 153), (382, 151),
                 (430, 152), (443, 156), (420, 125), (470, 117)):
        d.crate(canvas, (x, y), 9, rng.uniform(-12, 12))
    # Customs quay: the foot of a harbour crane and a toll booth.
    crane = d.rotated_rect((555, 128), 14, 14, 0)
    canvas.shadow([crane], 4, 2, 0.5)
    canvas.polygon(crane, fill=(84, 62, 44), outline=(40, 28, 20), width_mm=0.6)
    canvas.polyline([(555, 128), (518, 92)], (32, 24, 18), 2.4)
    canvas.polyline([(555, 128), (518, 92)], (118, 88, 56), 1.2)
    canvas.disc((555, 128), 3, fill=(60, 60, 66))
    booth = d.rotated_rect((520, 150), 14, 10, 0)
    canvas.shadow([booth], 3, 1.5, 0.5)
    canvas.polygon(booth, fill=(120, 58, 46), outline=(60, 30, 24), width_mm=0.5)
    # Forecourt: a well and two benches.
    canvas.shadow([d.circle((150, 196), 7)], 1.5, 1, 0.5)
    canvas.disc((150, 196), 7, fill=(150, 146, 136), outline=(80, 76, 70), width_mm=0.6)
    canvas.disc((150, 196), 4.2, fill=(14, 26, 36))
    for center, angle in (((200, 180), 0), ((230, 280), 90)):
        bench = d.rotated_rect(center, 16, 4, angle)
        canvas.shadow([bench], 1.2, 0.6, 0.5)
        canvas.polygon(bench, fill=(110, 78, 50), outline=(60, 40, 26), width_mm=0.4)
    # Night market: striped stalls, baskets of fruit and fish.
    for (x, y), angle, (c1, c2) in _STALLS:
        table = d.rotated_rect((x, y), 22, 13, angle)
        canvas.shadow([table], 2.2, 1.0, 0.55)
        canvas.polygon(table, fill=c2)
        for i in range(0, 6, 2):
            stripe = d.rotated_rect((x + (i - 2.5) * 3.67 * _cos(angle), y + (i - 2.5) * 3.67 * _sin(angle)), 3.67, 13, angle)
            canvas.polygon(stripe, fill=c1)
        canvas.polyline([*table, table[0]], d.shade(c1, 0.5), 0.4)
    for x, y in ((340, 199), (400, 196), (372, 232), (318, 202), (446, 172)):
        canvas.disc((x, y), 2.6, fill=(120, 86, 48), outline=(70, 48, 26), width_mm=0.4)
        for _ in range(4):
            canvas.disc((x + rng.uniform(-1.2, 1.2), y + rng.uniform(-1.2, 1.2)), 0.9,
                        fill=rng.choice(((210, 80, 40), (230, 180, 50), (120, 160, 60), (170, 190, 200))))
    # Fountain Square.
    canvas.shadow([d.circle((380, 278), 15)], 1.6, 1.0, 0.5)
    canvas.disc((380, 278), 15, fill=(160, 154, 142), outline=(86, 80, 72), width_mm=0.8)
    canvas.disc((380, 278), 12.4, fill=(34, 82, 100))
    canvas.disc((380, 278), 3.6, fill=(150, 146, 136), outline=(80, 76, 70), width_mm=0.5)
    for k in range(12):
        a = k * 30
        canvas.disc((380 + 7 * _cos(a), 278 + 7 * _sin(a)), 0.6, fill=(210, 230, 236, 150))
    # Warehouse: crate stacks and sacks, the foreman's desk with the ledger, the loading yard.
    for x, y in ((476, 180), (487, 180), (476, 191), (487, 191), (580, 182), (580, 193), (569, 182), (478, 240),
                 (489, 240), (585, 240)):
        d.crate(canvas, (x, y), 10, rng.uniform(-4, 4), (160, 118, 70))
    for x, y in ((558, 228), (567, 236), (554, 240), (502, 178), (508, 188)):
        d.sack(canvas, (x, y), 8, rng.uniform(-30, 30))
    desk = d.rotated_rect((505, 282), 22, 11, 0)
    canvas.shadow([desk], 1.6, 0.8, 0.5)
    canvas.polygon(desk, fill=(96, 60, 36), outline=(52, 32, 18), width_mm=0.5)
    canvas.polygon(d.rotated_rect((500, 282), 8, 5.5, -8), fill=(232, 222, 196), outline=(120, 30, 30), width_mm=0.35)
    canvas.polyline([(500.4, 279.4), (499.6, 284.6)], (120, 30, 30), 0.3)
    canvas.polygon(d.rotated_rect((511, 281), 5, 6, 12), fill=(214, 206, 184))
    canvas.disc((505, 292), 3, fill=(80, 52, 32), outline=(40, 26, 16), width_mm=0.4)
    cabinet = d.rotated_rect((524, 268), 7, 18, 0)
    canvas.shadow([cabinet], 1.5, 0.8, 0.5)
    canvas.polygon(cabinet, fill=(88, 58, 36), outline=(44, 28, 16), width_mm=0.5)
    for x, y in ((575, 268), (583, 274), (570, 279), (590, 284), (546, 268)):
        d.barrel(canvas, (x, y), 3.6)
    cart = d.rotated_rect((552, 312), 18, 10, -10)
    canvas.shadow([cart], 2, 1, 0.5)
    canvas.polygon(cart, fill=(118, 84, 50), outline=(60, 40, 22), width_mm=0.5)
    canvas.polyline([(560, 310), (572, 306)], (90, 64, 40), 0.8)
    # Saltworks: sacks, brine vats, salt heaps.
    for x, y in ((345, 482), (352, 487), (344, 492), (445, 470), (452, 476), (438, 478)):
        d.sack(canvas, (x, y), 6, rng.uniform(-40, 40), (214, 206, 186))
    for offset in (0, 7):
        canvas.polyline([(335, 512 + offset), (380, 505 + offset), (430, 508 + offset), (468, 500 + offset)], (110, 102, 88, 150), 1.4)
    # Brine vats.
    for (x, y), r in (((492, 480), 13), ((575, 490), 14), ((508, 518), 9)):
        canvas.shadow([d.circle((x, y), r)], 2.4, 1.2, 0.55)
        canvas.disc((x, y), r, fill=(96, 66, 40), outline=(52, 34, 20), width_mm=0.8)
        canvas.disc((x, y), r - 2.2, fill=(170, 196, 186))
        for _ in range(10):
            canvas.disc((x + rng.uniform(-r + 5, r - 5), y + rng.uniform(-r + 5, r - 5)), rng.uniform(0.8, 2.2),
                        fill=(236, 240, 232, 150))
        canvas.disc((x, y), r - 2.2, outline=(60, 60, 64), width_mm=0.5)
    for seed, ((x, y), r) in enumerate((((372, 565), 17), ((410, 584), 13), ((528, 565), 19), ((578, 586), 13),
                                        ((565, 555), 9))):
        d.cone(canvas, (x, y), r, (236, 232, 222), 50 + seed)
    # The burnt house: fallen beams over the charred floor.
    for (ax, ay), (bx, by) in (((140, 346), (190, 372)), ((196, 402), (238, 362)), ((134, 390), (160, 352))):
        canvas.polyline([(ax, ay), (bx, by)], (30, 22, 18), 3.2)
        canvas.polyline([(ax, ay), (bx, by)], (84, 50, 30), 1.2)
    # Graveyard: headstones in rows (clear of the LOS marker), two yews.
    graveyard = ShapelyPolygon(_area("graveyard").outline).buffer(-5)
    for row, y in enumerate(range(352, 440, 15)):
        for x in range(14 + 7 * (row % 2), 122, 15):
            if graveyard.contains(ShapelyPoint(x, y)) and abs(x - 60) + abs(y - 390) > 14:
                stone = d.rotated_rect((x, y), 7, 3.2, rng.uniform(-8, 8))
                canvas.shadow([stone], 1.4, 0.5, 0.55)
                canvas.polygon(stone, fill=d.jitter(rng, (170, 168, 160), 0.1), outline=(80, 80, 76), width_mm=0.3)
    d.tree(canvas, (20, 428), 16, (34, 62, 42), 41)
    d.tree(canvas, (106, 352), 12, (34, 62, 42), 42)
    # Garden: vegetable beds, a hedge, an apple tree.
    for x, y, w, h in ((28, 468, 34, 12), (28, 486, 34, 12), (80, 498, 30, 12), (28, 512, 30, 10)):
        bed = d.rotated_rect((x + w / 2, y + h / 2), w, h, 0)
        canvas.polygon(bed, fill=(86, 60, 40), outline=(56, 40, 26), width_mm=0.4)
        for k in range(int(w / 4)):
            for j in range(2):
                canvas.disc((x + 2.5 + 4 * k, y + h * (0.3 + 0.4 * j)), 1.1, fill=(94, 150, 70))
    d.tree(canvas, (150, 520), 17, (60, 98, 48), 43)
    for x, y in ((145, 515), (156, 526), (149, 530)):
        canvas.disc((x, y), 1.0, fill=(196, 60, 40))
    # Collapsed nave: column stumps, fallen drums, rubble.
    for x, y in ((150, 428), (180, 430), (240, 420), (150, 458), (240, 462), (210, 470)):
        canvas.shadow([d.circle((x, y), 4.5)], 1.6, 0.8, 0.55)
        canvas.disc((x, y), 4.5, fill=(176, 170, 158), outline=(96, 92, 86), width_mm=0.5)
        canvas.disc((x, y), 3.0, outline=(138, 132, 122), width_mm=0.3)
    for center, angle in (((222, 444), 25), ((168, 480), -15)):
        drum = d.rotated_rect(center, 16, 8, angle)
        canvas.shadow([drum], 1.8, 0.8, 0.55)
        canvas.polygon(drum, fill=(168, 162, 150), outline=(90, 86, 80), width_mm=0.4)
    for cx, cy, n in ((120, 446, 14), (255, 440, 16), (196, 412, 10), (232, 476, 10)):
        for _ in range(n):
            x, y = cx + rng.uniform(-7, 7), cy + rng.uniform(-5, 5)
            rock = d.rotated_rect((x, y), rng.uniform(1.5, 3.5), rng.uniform(1.5, 3.0), rng.uniform(0, 90))
            canvas.polygon(rock, fill=d.jitter(rng, (140, 136, 128), 0.18), outline=(70, 68, 64), width_mm=0.2)
    # Crypt: stairs down from the nave, tombs, the captive's chains.
    for k in range(6):
        near, far = 1 + k * 3.2, 1 + (k + 1) * 3.2
        step = [(196 + 0.22 * near, 497 + 0.98 * near), (252 + 0.22 * near, 485 + 0.98 * near),
                (252 + 0.22 * far, 485 + 0.98 * far), (196 + 0.22 * far, 497 + 0.98 * far)]
        canvas.polygon(step, fill=d.shade((136, 130, 122), 1 - 0.1 * k), outline=(40, 38, 36), width_mm=0.4)
    for center, angle in (((212, 580), 82), ((266, 575), 90)):
        tomb = d.rotated_rect(center, 22, 10, angle)
        canvas.shadow([tomb], 1.2, 0.6, 0.5)
        canvas.polygon(tomb, fill=(128, 124, 118), outline=(66, 62, 58), width_mm=0.5)
        canvas.polygon(d.rotated_rect(center, 15, 4, angle), fill=(150, 146, 138))
    for k in range(6):
        canvas.disc((256 + k * 1.6, 545 + k * 1.1), 0.8, outline=(150, 150, 156), width_mm=0.3)


def _paint_coping(canvas: d.Canvas, water: list, quays: list) -> None:
    """The dressed edge stones where the quays meet the water, with their joints."""
    edge = shapely.union_all([ShapelyPolygon(p) for p in water]).intersection(
        shapely.union_all([ShapelyPolygon(p) for p in quays]))
    for line in getattr(edge, "geoms", [edge]):
        coords = list(line.coords)
        canvas.polyline(coords, (66, 62, 56), 3.4)
        canvas.polyline(coords, (176, 168, 150), 2.2)
        length = line.length
        for k in range(1, int(length / 7)):
            point = line.interpolate(k * 7)
            canvas.disc((point.x, point.y), 0.35, fill=(80, 74, 66))


def _cos(degrees: float) -> float:
    return math.cos(math.radians(degrees))


def _sin(degrees: float) -> float:
    return math.sin(math.radians(degrees))


def _area(zone_id: str) -> _Area:
    return next(a for a in _AREAS if a.id == zone_id)


def _paint_walls(canvas: d.Canvas, walls: tuple[Wall, ...]) -> None:
    lines = [w.points for w in walls]
    canvas.shadow_lines(lines, 3.0, 2.0, 0.55)
    for line in lines:
        canvas.polyline(line, (58, 52, 48), 3.2)
    for line in lines:
        canvas.polyline(line, (128, 118, 104), 1.3)
    # Door leaves and window panes in the gaps the borders name.
    for (ax, ay), (bx, by) in (((510, 165), (524, 160)), ((550, 165), (536, 160)), ((485, 255), (496, 262)),
                               ((480, 330), (489, 337)), ((560, 255), (570, 248)), ((170, 335), (178, 343))):
        canvas.polyline([(ax, ay), (bx, by)], (112, 72, 40), 1.6)
    canvas.polyline([(50, 335), (70, 335)], (40, 40, 44), 0.7)
    for x in range(52, 70, 3):
        canvas.disc((x, 335), 0.5, fill=(40, 40, 44))
    for line in (((460, 305), (460, 320)), ((250, 350), (250, 365))):
        canvas.polyline(line, (58, 52, 48), 1.8)
        canvas.polyline(line, (150, 200, 214), 0.8)


def _paint_raised(canvas: d.Canvas, polygons: list, look: str, level: int) -> None:
    """Paint the zones of one look at one elevation (roofs one by one, decks in one go)."""
    roofs = {"tiles": ((178, 88, 60), 3.5, 0.9), "shingles": ((132, 100, 72), 2.6, 0.9),
             "slate": ((118, 130, 152), 3.0, 1.5), "cabin": ((92, 74, 62), 2.0, 0.5)}
    if look in roofs:
        tile, course, pitch = roofs[look]
        for seed, polygon in enumerate(polygons, start=level * 10):
            d.roof(canvas, polygon, tile, course, pitch, seed)
    elif look == "deck":
        canvas.fill(polygons, d.planks(canvas, 23, (150, 112, 72), 3.5))
    elif look == "bandstand":
        canvas.fill(polygons, d.planks(canvas, 24, (170, 132, 90), 3.0, vertical=True))
        for polygon in polygons:
            canvas.polygon(polygon, outline=(236, 226, 204), width_mm=1.0)
    elif look == "rampart":
        canvas.fill(polygons, d.flagstones(canvas, 25, (146, 140, 126), (86, 80, 70), 10.0))
        parapet = [(0, 592), (198, 592), (200, 600), (0, 600)]
        canvas.shadow([parapet], 1.5, 0.8, 0.6)
        canvas.polygon(parapet, fill=(104, 98, 88), outline=(60, 56, 50), width_mm=0.5)
        for x in range(3, 190, 14):
            merlon = [(x, 590), (x + 8, 590), (x + 8, 600), (x, 600)]
            canvas.shadow([merlon], 2.0, 0.8, 0.55)
            canvas.polygon(merlon, fill=(172, 166, 150), outline=(70, 66, 58), width_mm=0.5)


def _paint_raised_props(canvas: d.Canvas, board: ZoneBoard) -> None:
    # The barge: gunwale round the hull, cargo hatch, mast with its boom, tiller, stovepipe.
    hull = [(330, 105), (320, 95), (320, 65), (330, 55), (480, 55), (530, 80), (480, 105)]
    canvas.polyline([*hull, hull[0]], (58, 38, 24), 3.0)
    canvas.polyline([*hull, hull[0]], (128, 92, 58), 1.0)
    hatch = d.rotated_rect((424, 80), 16, 26, 0)
    canvas.polygon(hatch, fill=(40, 30, 24), outline=(96, 70, 44), width_mm=0.8)
    for k in range(1, 6):
        canvas.polyline([(417, 67 + k * 4.4), (431, 67 + k * 4.4)], (96, 70, 44), 0.5)
    canvas.shadow([d.circle((490, 80), 3.2)], 4, 1.5, 0.5)
    canvas.polyline([(490, 80), (452, 92)], (70, 50, 34), 1.6)
    canvas.disc((490, 80), 3.2, fill=(104, 74, 46), outline=(50, 34, 20), width_mm=0.5)
    for end in ((520, 80), (470, 58), (470, 102)):
        canvas.polyline([(490, 80), end], (40, 34, 30, 160), 0.3)
    canvas.polyline([(322, 80), (334, 80)], (70, 50, 30), 1.4)
    canvas.disc((342, 66), 2.6, outline=(176, 150, 104), width_mm=0.8)
    canvas.disc((392, 63), 1.8, fill=(30, 30, 34))
    # Chimneys.
    for x, y in ((30, 190), (92, 282), (345, 396), (578, 444)):
        stack = d.rotated_rect((x, y), 7, 5, 0)
        canvas.shadow([stack], 3.5, 1.2, 0.55)
        canvas.polygon(stack, fill=(120, 64, 48), outline=(62, 34, 26), width_mm=0.4)
        canvas.polygon(d.rotated_rect((x, y), 4, 2.4, 0), fill=(24, 20, 20))
    # Bandstand railing posts and the Amber Lantern's pole.
    for x, y in ((460, 215), (440, 220), (425, 235), (420, 255), (425, 275), (440, 290), (460, 295)):
        canvas.disc((x, y), 1.1, fill=(236, 226, 204))
    canvas.shadow([d.circle((447, 268), 3.5)], 3, 1.2, 0.5)
    canvas.disc((447, 268), 3.5, fill=(70, 48, 22), outline=(30, 20, 10), width_mm=0.5)
    # The gap between the cooperage and drying-house roofs (a jump).
    canvas.polyline([(400, 380), (405, 465)], (14, 12, 12), 3.0)
    # A ladder on every climb border, across the middle of the shared edge.
    shapes = {z.id: ShapelyPolygon(z.polygon) for z in board.zones}
    for border in board.borders:
        if border.kind is BorderKind.CLIMB:
            edge = shapes[border.a].intersection(shapes[border.b])
            mid = edge.interpolate(0.5, normalized=True)
            part = min(getattr(edge, "geoms", [edge]), key=lambda g: g.distance(mid))
            (ax, ay), (bx, by) = part.coords[0], part.coords[-1]
            length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
            nx, ny = -(by - ay) / length * 4.5, (bx - ax) / length * 4.5
            d.ladder(canvas, (mid.x + nx, mid.y + ny), (mid.x - nx, mid.y - ny))


def _paint_lights(canvas: d.Canvas) -> None:
    for x, y in _LAMPS:
        canvas.disc((x, y), 1.6, fill=(30, 28, 28))
        canvas.glow((x, y), 38, _LAMP_LIGHT, 0.7)
    rng = random.Random(60)
    lanterns = []
    for string in _LANTERN_STRINGS:
        canvas.polyline(string, (30, 26, 24, 200), 0.35)
        for (ax, ay), (bx, by) in zip(string, string[1:]):
            steps = int(((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5 / 9)
            for k in range(1, steps):
                lanterns.append(((ax + (bx - ax) * k / steps, ay + (by - ay) * k / steps), rng.choice(_LANTERN_COLOURS)))
    for (x, y), colour in lanterns:
        canvas.glow((x, y), 9, colour, 0.55)
    for x, y, r in _FIRES:
        canvas.glow((x, y), r * 5, (255, 110, 30), 0.8)
    canvas.glow((447, 268), 46, (255, 190, 70), 0.9)
    for x, y in ((505, 282), (530, 205), (262, 552), (335, 75)):
        canvas.glow((x, y), 22, (255, 200, 120), 0.5)
    canvas.apply_light((148, 152, 186))
    for x, y in _LAMPS:
        canvas.disc((x, y), 1.0, fill=(255, 236, 180))
    for (x, y), colour in lanterns:
        canvas.disc((x, y), 1.3, fill=d.shade(colour, 1.1), outline=(60, 30, 20), width_mm=0.2)
    for x, y, r in _FIRES:
        for _ in range(int(r * 3)):
            fx, fy = x + rng.uniform(-r, r) * 0.8, y + rng.uniform(-r, r) * 0.8
            canvas.disc((fx, fy), rng.uniform(0.8, r * 0.35), fill=rng.choice(((255, 120, 20, 200), (255, 190, 60, 200),
                                                                            (255, 236, 150, 180))))
    canvas.disc((447, 268), 2.6, fill=(255, 214, 110), outline=(120, 70, 20), width_mm=0.5)


def _paint_overlay(canvas: d.Canvas, board: ZoneBoard) -> None:
    """Zone outlines (dashed, faint), reinforcement chevrons at the board edge, LOS markers."""
    edges = shapely.union_all([ShapelyPolygon(z.polygon).boundary for z in board.zones])
    frame = box(0, 0, board.width_mm, board.height_mm).boundary
    for line in getattr(edges, "geoms", [edges]):
        if not frame.contains(line):
            canvas.dashed(list(line.coords), (250, 240, 210, 110), 0.5, 3.0, 2.0)
    for zone in board.zones:
        if zone.reinforcement:
            _chevrons(canvas, zone, board)
    for zone in board.zones:
        x, y = zone.los_marker
        canvas.disc((x, y), 2.8, fill=(246, 240, 224, 230), outline=(24, 22, 20, 240), width_mm=0.5)
        canvas.disc((x, y), 1.0, fill=(24, 22, 20, 240))
    canvas.polygon(((0, 0), (board.width_mm, 0), (board.width_mm, board.height_mm), (0, board.height_mm)),
                   outline=(20, 18, 16), width_mm=2.0)


def _chevrons(canvas: d.Canvas, zone: Zone, board: ZoneBoard) -> None:
    """Two chevrons pointing into the board where a reinforcement zone meets the board edge."""
    w, h = board.width_mm, board.height_mm
    points = zone.polygon
    for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1]):
        if ax == bx and ax in (0, w):
            ux, uy = (1, 0) if ax == 0 else (-1, 0)
        elif ay == by and ay in (0, h):
            ux, uy = (0, 1) if ay == 0 else (0, -1)
        else:
            continue
        mx, my = (ax + bx) / 2, (ay + by) / 2
        for k in (4, 9):
            tip = (mx + ux * (k + 5), my + uy * (k + 5))
            left = (mx + ux * k - uy * 5, my + uy * k + ux * 5)
            right = (mx + ux * k + uy * 5, my + uy * k - ux * 5)
            canvas.polyline([left, tip, right], (30, 20, 16, 200), 2.2)
            canvas.polyline([left, tip, right], (236, 196, 96, 230), 1.1)
        return
