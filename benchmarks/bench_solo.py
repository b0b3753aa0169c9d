"""Solo-AI benchmark (PRODUCT §5 "Villain turn"): villain turns with 10 villains (the scenario
of ``scenario_factory.villain_turn_scenario``, on boards of ``benchmarks/zone_boards.py``), bar
100 ms, as a game plays them:

- the first turn of a game: a new game on a board seen for the first time (a copy of the board,
  so that nothing derived from an earlier run is at hand), its context built before the turn
  (``Context.of``, what starting a game does), on 500 and 2,000 zones;
- the successive turns of that game, each from the state the one before left, on 500 and
  2,000 zones;
- building the context of a 5,000-zone board (bar 3 s): the board graph, the line-of-sight
  view (each zone's lines evaluated when first asked, ``editor.board.los.los_queries``), the
  reading order;

and the number of shortest-path queries a turn makes (one per character activation: the icon
planners share it); on a free table (``scenario_factory.villain_table_scenario``, 1200 × 1000 mm,
40 pieces, 10 villains, D20), the geometry of one villain's turn, bar 10 ms (a tenth of the
turn's 100 ms): its bounded reach (``movement_range``, 150 mm) alone, then with the unbounded
field (``least_cost_field``), the path to the closest hero (``path_to``), the melee ring round
it and the sight places of its rifle (``editor.table.solo_geometry``). Each figure is the
median of the runs.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import replace

from scenario_factory import villain_table_scenario, villain_turn_scenario
from zone_boards import zone_board

from editor.model.scenario import Scenario
from editor.solo.context import Context
from editor.solo.runner import play_turns
from editor.solo.setup import new_game

TURN_BAR_S = 0.100
VILLAIN_BAR_S = 0.010
CONTEXT_BAR_S = 3.0
GAMES = 5
SUCCESSIVE = 4


def _fresh(scenario: Scenario) -> Scenario:
    """The scenario on a copy of its board: the caches keyed by the board object all miss."""
    return replace(scenario, board=replace(scenario.board))


def _game_turns(scenario: Scenario) -> tuple[list[float], list[float], int]:
    """(first turns, successive turns, path queries of a turn) over ``GAMES`` new games."""
    first, successive, queries = [], [], 0
    for seed in range(1, GAMES + 1):
        fresh = _fresh(scenario)
        ctx = Context.of(fresh)
        start = time.perf_counter()
        trace = play_turns(fresh, new_game(fresh, seed), 1, ctx)
        first.append(time.perf_counter() - start)
        queries = trace.path_queries
        state = trace.state
        for _ in range(SUCCESSIVE):
            if state.ended is not None:
                break
            start = time.perf_counter()
            state = play_turns(fresh, state, 1, ctx).state
            successive.append(time.perf_counter() - start)
    return first, successive, queries


def _row(name: str, seconds: list[float], bar_s: float) -> dict:
    value = statistics.median(seconds)
    return {"name": name, "value": value * 1000, "reference": bar_s * 1000,
            "ratio": value / bar_s, "bar": 1.0, "unit": "ms"}


def run() -> list[dict]:
    rows = []
    queries = 0
    for zones in (500, 2000):
        first, successive, found = _game_turns(villain_turn_scenario(zone_board(zones, seed=1)))
        queries = queries or found
        rows.append(_row(f"solo: a game's first villain turn, 10 villains, {zones} zones",
                         first, TURN_BAR_S))
        rows.append(_row(f"solo: its successive villain turns, 10 villains, {zones} zones",
                         successive, TURN_BAR_S))
    big = villain_turn_scenario(zone_board(5000, seed=1))
    contexts = []
    for _ in range(3):
        fresh = _fresh(big)
        start = time.perf_counter()
        Context.of(fresh)
        contexts.append(time.perf_counter() - start)
    rows.append(_row("solo: the context of a game, 5,000 zones (bar 3 s)", contexts,
                     CONTEXT_BAR_S))
    rows.append({"name": "solo: shortest-path queries in a turn, 500 zones", "value": queries,
                 "reference": 10, "ratio": queries / 10, "bar": None, "unit": ""})
    reach_only, whole = _table_villains()
    rows.append(_row("solo table: one villain's movement range, 40 pieces (bar 10 ms)",
                     reach_only, VILLAIN_BAR_S))
    rows.append(_row("solo table: one villain's geometry (range, field, path, ring, sight)",
                     whole, VILLAIN_BAR_S))
    return rows


def _table_villains(repeats: int = 3) -> tuple[list[float], list[float]]:
    """Per-villain seconds of the bounded range alone, and of all of a villain's geometry."""
    from editor.model import RulesOptions, Side
    from editor.rules.d20.table import d20_table_rules
    from editor.table.figures import placed_figures
    from editor.table.ground import Mover
    from editor.table.measure import centre_distance
    from editor.table.movement import movement_range
    from editor.table.solo_geometry import (
        least_cost_field,
        melee_ring,
        melee_stop_distance,
        sight_candidates,
    )
    from editor.table.terrain import Terrain

    scenario = villain_table_scenario()
    rules = d20_table_rules(RulesOptions(), scenario.board)
    figures = placed_figures(scenario)
    villains = [f for f in figures if f.side is Side.VILLAIN]
    heroes = [f for f in figures if f.side is Side.HERO]
    reach_only, whole = [], []
    for _ in range(repeats):
        terrain = Terrain.of(scenario.board)  # nothing prepared from an earlier run
        for villain in villains:
            mover = Mover.of(villain, rules)
            start = time.perf_counter()
            reach = movement_range(terrain, mover, villain.position, villain.speed_mm)
            reach_only.append(time.perf_counter() - start)
            field = least_cost_field(terrain, mover, villain.position)
            hero = min(heroes, key=lambda h: centre_distance(h.position, villain.position))
            distance = melee_stop_distance(villain.radius_mm, hero.radius_mm, None)
            melee_ring(field, hero.position, distance, [(f.position, f.radius_mm)
                                                        for f in figures if f is not villain])
            field.path_to(hero.position)
            sight_candidates(reach, terrain, villain, heroes, figures, rules, 600.0)
            whole.append(time.perf_counter() - start)
    return reach_only, whole
