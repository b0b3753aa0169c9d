"""A game as the library keeps it: its stored JSON document and its summary.

A game is a document separate from its scenario (STYLE point 4). The library stores its JSON
form as one object after every accepted action and lists games by their summaries
(``editor.game.summary``) without reading the documents.

The JSON form holds what rebuilds the game exactly: the scenario document as it was at start
(the library scenario may be edited since; the game keeps playing its own copy), the seed, hard
mode, ``heroes_defend`` (written when true: games saved before the heroes defended in the app
have no such field and keep replaying without a hero's defence), the player's actions in
order, and the hash of the state they lead to. Reading is strict:
the document may be damaged or hostile, so every field is checked, the actions are re-applied
through the rules of play's own validation, and a final state that differs from the stored
hash is refused rather than resumed wrongly.
"""

from __future__ import annotations

from typing import Any

from editor.game.document import GameDocument
from editor.game.summary import GameSummary
from editor.messages import SkirmishError, error
from editor.model.document_format import from_document, to_document
from editor.model.scenario import Scenario
from editor.solo.state import state_hash

FORMAT = "skirmish-game"
VERSION = 1
MAX_ACTIONS = 100_000
SEED_LIMIT = 1 << 63
FIELDS = {
    "format", "version", "scenario", "seed", "hard_mode", "heroes_defend", "actions", "state_hash"
}


def game_summary(
    game: GameDocument, game_id: str, scenario_name: str, started: str, updated: str
) -> GameSummary:
    """The summary the library lists ``game`` by."""
    return GameSummary(
        game_id, scenario_name, started, updated, game.seed, game.play.turn, game.play.ended
    )


def game_to_json(game: GameDocument) -> dict[str, Any]:
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "scenario": to_document(game.scenario),
        "seed": game.seed,
        "hard_mode": game.hard_mode,
        "actions": [action.to_json() for action in game.actions],
        "state_hash": state_hash(game.state),
    }
    if game.heroes_defend:
        out["heroes_defend"] = True
    return out


def game_from_json(scenario: Scenario | None, data: Any) -> GameDocument:
    """The game of a stored document; ``scenario`` gives the images (not in the document) and
    is played when the document holds no scenario."""
    where = "game"
    if not isinstance(data, dict):
        raise error("play.json.not_object", where=where)
    for name in data:
        if name not in FIELDS:
            raise error(
                "play.json.unknown_field", where=f"{where}/{str(name)[:40]}", field=str(name)[:40]
            )
    if data.get("format") != FORMAT:
        raise error("play.json.bad_field", where=f"{where}/format", field="format")
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise error("play.game.version", where=f"{where}/version", version=VERSION)
    seed, hard, actions = data.get("seed"), data.get("hard_mode", False), data.get("actions")
    if not isinstance(seed, int) or isinstance(seed, bool) or not -SEED_LIMIT < seed < SEED_LIMIT:
        raise error("play.json.bad_field", where=f"{where}/seed", field="seed")
    if not isinstance(hard, bool):
        raise error("play.json.bad_field", where=f"{where}/hard_mode", field="hard_mode")
    defend = data.get("heroes_defend", False)
    if not isinstance(defend, bool):
        raise error("play.json.bad_field", where=f"{where}/heroes_defend", field="heroes_defend")
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise error("play.json.bad_field", where=f"{where}/actions", field="actions")
    expected = data.get("state_hash")
    if expected is not None and not isinstance(expected, str):
        raise error("play.json.bad_field", where=f"{where}/state_hash", field="state_hash")
    played = _scenario(scenario, data.get("scenario"), where)
    game = GameDocument(played, seed, hard, defend)
    for index, item in enumerate(actions):
        place = f"{where}/actions/{index}"
        action = game.play.read_action(item, place)
        if not game.apply(action, place):
            raise error("play.game.no_change", where=place)
    if expected is not None and state_hash(game.state) != expected:
        raise error("play.game.diverged", where=f"{where}/state_hash")
    return game


def _scenario(given: Scenario | None, doc: Any, where: str) -> Scenario:
    if doc is None:
        if given is None:
            raise error("play.json.bad_field", where=f"{where}/scenario", field="scenario")
        return given
    try:
        return from_document(doc, given.images if given else (), f"{where}/scenario")
    except SkirmishError:
        raise
    except (TypeError, ValueError, KeyError) as exc:
        raise error("play.json.bad_field", where=f"{where}/scenario", field="scenario") from exc
