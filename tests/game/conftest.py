"""Shared helpers of the game tests, as fixtures (no __init__.py: modules stay apart); the
zone sample ``night_market`` comes from ``tests/conftest.py``.

``typed`` builds legal physical dice for a roll request, the way the play window asks for them:
the first results, then one reroll at a time while ``game.play.rerolls_for`` asks for more.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from editor.game.document import GameDocument
from editor.rules.zone_solo.actions import TypedDice
from editor.rules.zone_solo.rolls import RollRequest


def make_typed(
    game: GameDocument,
    request: RollRequest,
    pick: Callable[[tuple[int, ...]], int],
    prefix: tuple[int, ...] = (),
) -> TypedDice:
    """Typed dice for ``request``: ``prefix`` for the first dice, ``pick(faces)`` for the
    others and for every reroll the AI asks for."""
    faces = [game.play.ctx.dice.die(d).faces for d in request.dice]
    first = tuple(prefix) + tuple(pick(f) for f in faces[len(prefix) :])
    rerolls: tuple[int, ...] = ()
    while len(order := game.play.rerolls_for(first, rerolls, request)) > len(rerolls):
        rerolls += (pick(faces[order[len(rerolls)]]),)
    return TypedDice(first, rerolls)


@pytest.fixture(scope="session")
def typed() -> Callable[..., TypedDice]:
    return make_typed
