"""Free-table play benchmark (PRODUCT §5 "Free table, 40 pieces and 30 figures: selecting a
figure: overlay models ≤ 16 ms"): on a D20 table of 120 × 90 cm with 40 terrain pieces (low
walls with cover, hedges, difficult ground, blocking ruins, two flat-topped platforms) and 30
figures, 15 a side, the model part of selecting a figure: its action offers and its overlays
(``TableEngine.offers`` and ``TableEngine.overlays``: the movement region, the weapon ranges,
the arc and the sight line to each enemy with its cover and visible share). The first row keeps
nothing between calls: each timed call starts with the engine's cache of movement regions
empty (a figure selected at once in a state never seen). The second is the usual click: the
play window's worker prepares the side to play's regions after each action
(``editor.ui.play.overlay_worker``), as ``prepare`` does here before the timed calls.

The rows split the time: the whole selection against the 16 ms bar, and its two costly parts
(the movement region, ``editor.table.movement``; the 3D sight lines to the 15 enemies,
``editor.table.sight``), each against the same bar, so a row over it says where the time goes.
A last row sets the sight lines against the plain per-piece, per-pair reading the tests keep
(``tests/table/reference_sight.py``), measured in the same run: the same answers, and the
vectorised lines must take at most half its time.
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

from zone_boards import median_time

from editor.game.document import GameDocument
from editor.model import (
    CoverClass,
    D20Profile,
    D20Weapon,
    Figure,
    MovementEffect,
    Side,
    TerrainPiece,
    Text,
    Unit,
)
from editor.rules import plugin
from editor.table.ground import Mover
from editor.table.movement import movement_range
from editor.table.sight import lines_of_sight

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' reference
from tests.table.reference_sight import reference_line_of_sight  # noqa: E402

BAR_MS = 16.0
REFERENCE_BAR = 0.5
REPEATS = 9
COVERS = (CoverClass.LIGHT, CoverClass.MEDIUM, CoverClass.HEAVY, CoverClass.NONE)


def _piece(index: int) -> TerrainPiece:
    """Forty pieces on an 8 × 5 lattice across the middle of the table, of every kind."""
    column, row = index % 8, index // 8
    x, y = 100 + column * 130, 200 + row * 110
    kind = index % 5
    width, depth = (60, 12) if kind in (0, 1) else (45, 45)
    polygon = ((x, y), (x + width, y), (x + width, y + depth), (x, y + depth))
    movement = (MovementEffect.IMPASSABLE, MovementEffect.DIFFICULT, MovementEffect.DIFFICULT,
                MovementEffect.IMPASSABLE, MovementEffect.CLIMB)[kind]
    height = (25.0, 15.0, 0.0, 80.0, 30.0)[kind]
    return TerrainPiece(f"p{index}", polygon, Text.both(f"p{index}"), COVERS[index % 4], height,
                        movement, blocks_los=kind == 3, flat_top=kind == 4)


def scenario():
    blank = plugin("d20").blank_scenario("bench-table", 1200.0, 900.0)
    profile = D20Profile(movement_cm=12, shooting=5, melee=4, physical_defence=16,
                         constitution=8, weapons=(D20Weapon(Text.both("Rifle"), 60, 7),))
    units = (Unit("trooper", Text.both("Trooper"), Side.HERO, profile),
             Unit("raider", Text.both("Raider"), Side.VILLAIN, profile))
    figures = []
    for i in range(15):
        figures.append(Figure(f"h{i}", "trooper", Side.HERO, position=(80.0 + i * 70, 820.0),
                              facing_deg=0.0))
        figures.append(Figure(f"v{i}", "raider", Side.VILLAIN, position=(80.0 + i * 70, 90.0),
                              facing_deg=180.0))
    board = replace(blank.board, terrain=tuple(_piece(i) for i in range(40)))
    return replace(blank, board=board, units=units, figures=tuple(figures))


def ms(action) -> float:
    action()
    return median_time(action, REPEATS) * 1000


def row(name: str, value: float) -> dict:
    return {"name": name, "value": value, "reference": BAR_MS, "ratio": value / BAR_MS,
            "bar": 1.0, "unit": "ms"}


def run() -> list[dict]:
    table = scenario()
    figure = "h7"
    game = GameDocument.new(table, 1)
    engine = game.engine

    def select() -> None:
        engine.reach_cache.clear()  # as for a figure selected in a state never seen before
        engine.offers(game.state, figure)
        engine.overlays(game.state, figure)

    def prepare() -> None:  # what the play window's worker does after each action
        for other in engine.figures_to_prepare(game.state):
            engine.movement(game.state, other)

    def select_prepared() -> None:
        engine.offers(game.state, figure)
        engine.overlays(game.state, figure)

    viewer = engine.game.view(game.state, figure)
    others = engine.game.views(game.state)
    enemies = [f for f in others if f.side != viewer.side]
    rules = engine.game.rules

    def movement() -> None:
        movement_range(engine.game.terrain, Mover.of(viewer, rules), viewer.position,
                       viewer.speed_mm)

    def sight() -> None:  # as the overlays ask: every enemy at once
        lines_of_sight(engine.game.terrain, viewer, enemies, others, rules)

    def plain_sight() -> None:
        for enemy in enemies:
            reference_line_of_sight(engine.game.terrain, viewer, enemy, others, rules)

    fast, plain = ms(sight), ms(plain_sight)
    cold = ms(select)
    engine.reach_cache.clear()
    prepare()
    prepared = ms(select_prepared)

    return [
        row("table play: select a figure, offers + overlays, 40 pieces, 30 figures (bar 16 ms)",
            cold),
        row("table play: the same once the worker prepared the side's 15 movement regions",
            prepared),
        row("table play: of which the movement region (editor.table.movement)", ms(movement)),
        row("table play: of which 15 sight lines in 3D (editor.table.sight)", fast),
        {"name": "table play: the 15 sight lines, vs the plain reference reading (same run)",
         "value": fast, "reference": plain, "ratio": fast / plain, "bar": REFERENCE_BAR,
         "unit": "ms"},
    ]
