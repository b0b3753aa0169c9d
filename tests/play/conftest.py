"""Shared helpers of the play-mode tests, as fixtures (no __init__.py: modules stay apart).

``typed`` builds legal physical dice for a roll request, the way the play window asks for them:
the first results, then one reroll at a time while ``Game.rerolls_for`` asks for more.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pytest

from editor.play.actions import TypedDice
from editor.play.game import Game
from editor.play.rolls import RollRequest
from editor.store.portable import read_scenario

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def _night_market():
    return read_scenario(ROOT / "scenarios" / "night-market")[0]


@pytest.fixture(scope="session")
def night_market():
    return _night_market()


def make_typed(
    game: Game,
    request: RollRequest,
    pick: Callable[[tuple[int, ...]], int],
    prefix: tuple[int, ...] = (),
) -> TypedDice:
    """Typed dice for ``request``: ``prefix`` for the first dice, ``pick(faces)`` for the
    others and for every reroll the AI asks for."""
    faces = [game.ctx.dice.die(d).faces for d in request.dice]
    first = tuple(prefix) + tuple(pick(f) for f in faces[len(prefix) :])
    rerolls: tuple[int, ...] = ()
    while len(order := game.rerolls_for(first, rerolls, request)) > len(rerolls):
        rerolls += (pick(faces[order[len(rerolls)]]),)
    return TypedDice(first, rerolls)


@pytest.fixture(scope="session")
def typed() -> Callable[..., TypedDice]:
    return make_typed
