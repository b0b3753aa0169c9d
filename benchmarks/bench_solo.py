"""Solo-AI benchmark (issue 5 "Benchmark"): one full villain turn with 10 villains on a
500-zone board from ``benchmarks/zone_boards.py``, bar 100 ms, reported with the number of
shortest-path queries the turn made (one per character activation: the icon planners share it).

The scenario is built before timing (the board engine's caches too, as the application builds
them once per board); the median of repeated turns from the same state is reported.
"""

from __future__ import annotations

import statistics
import time

from zone_boards import zone_board

from editor.game.setup import new_game
from editor.model import (
    ActionIcon,
    AttackKind,
    DiceCount,
    Figure,
    Mission,
    River,
    RuleSystem,
    Scenario,
    Side,
    SoloAttack,
    SoloCard,
    SoloDeck,
    SoloProfile,
    Text,
    Tile,
    TileUnit,
    Unit,
)
from editor.model.board import LosTable
from editor.model.defaults import default_dice
from editor.solo.context import Context
from editor.solo.runner import play_turns

BAR_S = 0.100


def scenario() -> Scenario:
    board = zone_board(500, seed=1)
    board = type(board)(board.width_mm, board.height_mm, board.zones, board.borders, board.walls,
                        LosTable(), board.los_overrides)
    ids = [z.id for z in board.zones]
    villain = Unit("thug", Text("Voyou", "Thug"), Side.VILLAIN, SoloProfile(
        movement=3, attacks=(SoloAttack(AttackKind.MELEE, Text("B", "B"), (DiceCount("red", 2),)),
                             SoloAttack(AttackKind.RANGED, Text("P", "P"),
                                        (DiceCount("orange", 1),), range_zones=6))))
    hero = Unit("hero", Text("Héros", "Hero"), Side.HERO, SoloProfile(energy=20))
    villains = [Figure(f"v{i}", "thug", Side.VILLAIN, zone=ids[i * 47 % 500], tile="t1")
                for i in range(10)]
    heroes = [Figure(f"h{i}", "hero", Side.HERO, number=i + 1, zone=ids[250 + i * 60])
              for i in range(4)]
    card = SoloCard("c", (1,), icons=(ActionIcon.RANGED, ActionIcon.MELEE,
                                      ActionIcon.ADVANCE_TO_HEROES))
    return Scenario("bench", RuleSystem.ZONE_SOLO, board, units=(villain, hero),
                    figures=(*villains, *heroes),
                    river=River((1, 2, 3), (Tile("t1", units=(TileUnit("thug", 10),)),)),
                    deck=SoloDeck("d", cards=(card,)), dice=default_dice(),
                    mission=Mission(villain_energy_start=20))


def run() -> list[dict]:
    sc = scenario()
    ctx = Context.of(sc)
    state = new_game(sc, 1)
    play_turns(sc, state, 1, ctx)
    times, queries = [], 0
    for _ in range(7):
        ctx.path_queries = 0
        start = time.perf_counter()
        play_turns(sc, state, 1, ctx)
        times.append(time.perf_counter() - start)
        queries = ctx.path_queries
    value = statistics.median(times)
    return [
        {"name": "solo: villain turn, 10 villains, 500 zones", "value": value * 1000,
         "reference": BAR_S * 1000, "ratio": value / BAR_S, "bar": 1.0, "unit": "ms"},
        {"name": "solo: shortest-path queries in that turn", "value": queries,
         "reference": 10, "ratio": queries / 10, "bar": None, "unit": ""},
    ]
