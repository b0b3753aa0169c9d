"""What the library keeps of a game: a summary for lists and the game's own JSON document.

A game is a document separate from its scenario (STYLE point 4): the play layer decides what its
document holds (the scenario as it was at start, the state, the accepted steps for taking back
and replaying); the library stores it as one JSON object after every accepted step and lists
games by these summaries (scenario, turn, dates) without reading the documents.
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
