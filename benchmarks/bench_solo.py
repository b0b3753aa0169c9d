"""Solo-AI benchmark (PRODUCT §5 "Villain turn"): one full villain turn with 10 villains on a
500-zone board from ``benchmarks/zone_boards.py`` (the scenario of
``scenario_factory.villain_turn_scenario``), bar 100 ms, reported with the number of
shortest-path queries the turn made (one per character activation: the icon planners share it).

The scenario is built before timing (the board engine's caches too, as the application builds
them once per board); the median of repeated turns from the same state is reported.
"""

from __future__ import annotations

import statistics
import time

from scenario_factory import villain_turn_scenario
from zone_boards import zone_board

from editor.solo.context import Context
from editor.solo.runner import play_turns
from editor.solo.setup import new_game

BAR_S = 0.100


def run() -> list[dict]:
    sc = villain_turn_scenario(zone_board(500, seed=1))
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
        {
            "name": "solo: villain turn, 10 villains, 500 zones",
            "value": value * 1000,
            "reference": BAR_S * 1000,
            "ratio": value / BAR_S,
            "bar": 1.0,
            "unit": "ms",
        },
        {
            "name": "solo: shortest-path queries in that turn",
            "value": queries,
            "reference": 10,
            "ratio": queries / 10,
            "bar": None,
            "unit": "",
        },
    ]
