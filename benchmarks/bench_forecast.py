"""Forecast benchmark (PRODUCT §5 "Next-turn forecast": ≤ 200 ms on the zone sample, ≤ 2 s on
500 zones with 10 villains, off the GUI thread).

Two boards, each forecast exactly from a heroes' turn with the heroes defending as the panel
proposes: night-market at the start of a game, and the 500-zone board of
``scenario_factory.villain_turn_scenario`` (10 villains of one tile, 4 heroes) with a deck of four
cards in different icon orders, so the forecast branches over cards and dice. Each row reports
the fastest of five forecasts and, as its reference, the fastest of five headless villains'
turns played from the same state in the same run (what the forecast enumerates, once). ``bar``
is the absolute bar expressed as a ratio to that reference, so a row is over its bar exactly
when the forecast passes the bar in milliseconds; a forecast that is not exact shows a ratio of
nan (both must be exact).
"""

from __future__ import annotations

import time
from dataclasses import replace

from scenario_factory import villain_turn_scenario
from zone_boards import zone_board

from editor.model.deck import ActionIcon, SoloCard, SoloDeck
from editor.resources import SAMPLES_DIR
from editor.solo.context import Context
from editor.solo.forecast import forecast
from editor.solo.runner import play_turns
from editor.solo.setup import new_game
from editor.store.portable import read_scenario

REPEATS = 5


def _best(action, repeats: int = REPEATS) -> float:
    """The fastest of ``repeats`` runs (``timeit``'s advice: the slower ones measure the other
    processes of the machine, not the code)."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def big_board():
    scenario = villain_turn_scenario(zone_board(500, seed=1))
    ranged, melee, advance = (ActionIcon.RANGED, ActionIcon.MELEE,
                              ActionIcon.ADVANCE_TO_HEROES)
    cards = (
        SoloCard("c1", (1,), icons=(ranged, melee, advance)),
        SoloCard("c2", (1,), icons=(melee, ranged, advance)),
        SoloCard("c3", (1,), icons=(advance, melee, ranged)),
        SoloCard("c4", (1,), icons=(ranged, advance, melee)),
    )
    return replace(scenario, deck=SoloDeck("d", cards=cards))


def _row(name: str, scenario, bar_ms: float) -> dict:
    ctx = Context.of(scenario)
    ctx.heroes_defend = True
    state = new_game(scenario, 1)
    found = forecast(ctx, state)  # warm: the board engine's caches, as the app builds once
    play_turns(scenario, state, 1, ctx)
    value = _best(lambda: forecast(ctx, state))
    reference = _best(lambda: play_turns(scenario, state, 1, ctx))
    ratio = value / reference if found.exact else float("nan")
    return {
        "name": f"{name} (bar {bar_ms:.0f} ms; {found.steps} engine steps, exact)",
        "value": value * 1000,
        "reference": reference * 1000,
        "ratio": ratio,
        "bar": bar_ms / 1000 / reference,
        "unit": "ms",
    }


def run() -> list[dict]:
    night_market = read_scenario(SAMPLES_DIR / "night-market")[0]
    return [
        _row("forecast: night-market, heroes' turn vs one villain turn", night_market, 200),
        _row("forecast: 500 zones, 10 villains vs one villain turn", big_board(), 2000),
    ]
