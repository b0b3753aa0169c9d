"""Play-mode overlay benchmark (PRODUCT §5 "Overlay for one character").

Selecting a character on a generated 500-zone board (``benchmarks/zone_boards.py``, 10 villains
and 4 heroes: ``scenario_factory.villain_turn_scenario``) until every overlay MODEL the play
window shows for it is computed: its movement range with and without the energy cube, the line
of sight from its zone and into it, the zones from which it would see each hero (seen-by limited
to its reach), and the threat map of the game state. Reported in milliseconds with the 16 ms
bar, and as a ratio to the PRODUCT §5 reference measured in the same run: one bare networkx
``single_source_dijkstra`` on the same graph plus the LOS look-ups (bar 3×). The board's graph,
its LOS table and the game's solo context are built before timing, as the application builds
them once per board and game; the first selection of a game, which also fills the context's
table of zones in LOS and range, is reported too. The drawing time is measured by the UI's own
benchmark.
"""

from __future__ import annotations

from collections.abc import Callable

import networkx as nx
from scenario_factory import villain_turn_scenario
from zone_boards import median_time, networkx_graph, zone_board

from editor.board.los import effective_los
from editor.board.overlays import (
    los_into_overlay,
    los_overlay,
    movement_range,
    seen_by_overlay,
)
from editor.board.paths import board_graph
from editor.model import Side
from editor.solo.context import Context
from editor.solo.setup import new_game
from editor.solo.state import GameState
from editor.solo.threat import threat_overlay

BAR_MS = 16.0
RATIO_BAR = 3.0
REPEATS = 15


def select(ctx: Context, state: GameState, figure_id: str) -> None:
    """Every overlay model of one selected character (what the play window asks for)."""
    board, options = ctx.board, ctx.options
    zone = state.figure(figure_id).zone or ""
    movement = ctx.profile(figure_id).movement
    mover, occupancy = ctx.mover(figure_id), ctx.occupancy(state, figure_id)
    reach = movement_range(board, mover, occupancy, options, zone, movement, cube=True)
    movement_range(board, mover, occupancy, options, zone, movement, cube=False)
    los_overlay(board, options, zone)
    los_into_overlay(board, options, zone)
    for hero in ctx.targets(state):
        seen_by_overlay(board, options, hero.zone or "", reach)
    threat_overlay(ctx.scenario, state, ctx)


def median_ms(action: Callable[[], object], repeats: int) -> float:
    return median_time(action, repeats) * 1000


def run() -> list[dict]:
    sc = villain_turn_scenario(zone_board(500, seed=1), "bench-play")
    ctx = Context.of(sc)
    state = new_game(sc, 1)
    board = ctx.board
    board_graph(board, ctx.options)
    view = effective_los(board, ctx.options.los)
    graph = networkx_graph(board, ctx.options.movement)
    villains = [f.id for f in sc.figures if f.side is Side.VILLAIN]
    select(ctx, state, villains[0])
    selections = iter(villains * REPEATS)
    ours = median_ms(lambda: select(ctx, state, next(selections)), len(villains) * REPEATS)
    origins = iter([state.figure(v).zone or "" for v in villains] * REPEATS)

    def reference() -> None:
        origin = next(origins)
        nx.single_source_dijkstra(graph, origin)
        _ = view.visible_from(origin), view.seen_by(origin)

    bare = median_ms(reference, len(villains) * REPEATS)
    fresh = iter([Context.of(sc) for _ in range(5)])
    cold = median_ms(lambda: select(next(fresh), state, villains[0]), 5)
    return [
        {
            "name": "play: overlay models of a selected character, 500 zones (bar 16 ms)",
            "value": ours,
            "reference": BAR_MS,
            "ratio": ours / BAR_MS,
            "bar": 1.0,
            "unit": "ms",
        },
        {
            "name": "play: same, first selection of a game (range tables cold; bar 16 ms)",
            "value": cold,
            "reference": BAR_MS,
            "ratio": cold / BAR_MS,
            "bar": 1.0,
            "unit": "ms",
        },
        {
            "name": "play: same, vs networkx single_source_dijkstra + LOS look-ups",
            "value": ours,
            "reference": bare,
            "ratio": ours / bare,
            "bar": RATIO_BAR,
            "unit": "ms",
        },
    ]
