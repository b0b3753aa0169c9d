"""What the library lists a saved game by, without reading its document.

A leaf module (standard library only), so the store can name it without importing the rules of
play; ``editor.game.saved.game_summary`` makes one from a game document.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class GameSummary:
    id: str
    scenario: str
    """The library name of the scenario the game was started from."""
    started: str
    """ISO 8601 UTC date and time the game was started."""
    updated: str
    """ISO 8601 UTC date and time of the last accepted step."""
    seed: int
    turn: int = 1
    ended: str | None = None
    """How the mission ended (a message key), or None while it is being played."""
