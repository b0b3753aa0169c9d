"""A game as the library keeps it: its stored JSON document and its summary.

A game is a document separate from its scenario (STYLE point 4). The library stores its JSON
form as one object after every accepted action and lists games by their summaries
(``editor.game.summary``) without reading the documents.

The JSON form (``GameDocument.to_json``) holds what rebuilds the game exactly: the scenario
document as it was at start (the library scenario may be edited since; the game keeps playing its
own copy), the seed, the setup's fields (``hard_mode`` and ``heroes_defend`` on zone boards,
``first_side`` on free tables), the player's actions in order, and the hash of the state they lead
to. Reading (``GameDocument.from_json``) is strict: the document may be damaged or hostile, so
every field is checked, the actions are re-applied through the rules of play's own validation (the
scenario's rule system chooses them), and a final state that differs from the stored hash is
refused rather than resumed wrongly.
"""

from __future__ import annotations

from typing import Any

from editor.game.document import GameDocument
from editor.game.summary import GameSummary
from editor.model.scenario import Scenario


def game_summary(
    game: GameDocument, game_id: str, scenario_name: str, started: str, updated: str
) -> GameSummary:
    """The summary the library lists ``game`` by."""
    engine = game.engine
    return GameSummary(
        game_id, scenario_name, started, updated, game.seed, engine.shown_turn, engine.ended
    )


def game_to_json(game: GameDocument) -> dict[str, Any]:
    return game.to_json()


def game_from_json(scenario: Scenario | None, data: Any) -> GameDocument:
    """The game of a stored document (``GameDocument.from_json``)."""
    return GameDocument.from_json(scenario, data)
