"""The bundled defaults: the example dice set and the default solo deck (``resources/``).

They are data files so a user can read and replace them; loading goes through the same strict
codec as any imported file.
"""

from __future__ import annotations

import json
from functools import lru_cache

from editor.model.codec import decode
from editor.model.deck import SoloDeck
from editor.model.dice import DiceSet
from editor.resources import RESOURCES_DIR


def _load(name: str) -> dict:
    with (RESOURCES_DIR / name).open(encoding="utf-8") as handle:
        data = json.load(handle)
    data.pop("_comment", None)
    return data


@lru_cache(maxsize=1)
def default_dice() -> DiceSet:
    """White, yellow, orange, red, black: the SOLO-DR-1 reroll order, faces unverified."""
    return decode(DiceSet, _load("dice/default.json"), "resources/dice/default.json")


@lru_cache(maxsize=1)
def default_deck() -> SoloDeck:
    return decode(SoloDeck, _load("decks/default.json"), "resources/decks/default.json")
