"""The library's saved games: one row per game, its summary columns and its JSON document.

The play mode writes a game after every accepted action (PRODUCT §4 "Every step saved as it
happens"); lists read the summary columns only, and a game's document (``editor.game.saved``)
is read back strictly, through the same limited JSON reader as portable files (a deeply nested
row must not exhaust the stack), a row that does not decode being reported as damage.
``GameRows`` is a part of :class:`editor.store.library.Library`: it uses the library's
transactions, so each method is one transaction like the others. Must not import Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, select

from editor.game.summary import GameSummary
from editor.limits import DEFAULT_LIMITS
from editor.messages import SkirmishError, error
from editor.safe_json import load_json
from editor.store import mapping, schema

_G = schema.games.c


class GameRows:
    """The games table, for a class that provides ``path``, ``_reading`` and ``_writing``."""

    path: Path
    _reading: Callable[[], AbstractContextManager[Connection]]
    _writing: Callable[[], AbstractContextManager[Connection]]

    def games(self) -> list[GameSummary]:
        """The saved games, the most recently played first."""
        query = select(_G.id, _G.scenario, _G.started, _G.updated, _G.seed, _G.turn, _G.ended)
        with self._reading() as connection:
            rows = connection.execute(query.order_by(_G.updated.desc(), _G.id)).all()
        return [GameSummary(*row) for row in rows]

    def save_game(self, summary: GameSummary, document: dict[str, Any]) -> None:
        """Write (or overwrite) the game ``summary.id`` with its JSON ``document``."""
        values = {"id": summary.id, "scenario": summary.scenario, "started": summary.started,
                  "updated": summary.updated, "seed": summary.seed, "turn": summary.turn,
                  "ended": summary.ended, "document": mapping.dumps(document)}
        with self._writing() as connection:
            connection.execute(schema.games.delete().where(_G.id == summary.id))
            connection.execute(schema.games.insert().values(**values))

    def load_game(self, game_id: str) -> tuple[GameSummary, dict[str, Any]]:
        query = select(_G.id, _G.scenario, _G.started, _G.updated, _G.seed, _G.turn, _G.ended,
                       _G.document).where(_G.id == game_id)
        with self._reading() as connection:
            row = connection.execute(query).one_or_none()
        if row is None:
            raise error("library.no_such_game", where=str(self.path), game=game_id)
        place = f"games[{game_id}]"
        try:
            document = load_json(row.document.encode("utf-8", "surrogatepass"), place,
                                 DEFAULT_LIMITS)
        except SkirmishError as exc:
            raise schema.damaged(self.path, exc.text()) from exc
        if not isinstance(document, dict):
            raise schema.damaged(self.path, f"games[{game_id}]: not an object")
        return GameSummary(*row[:7]), document

    def delete_game(self, game_id: str) -> None:
        with self._writing() as connection:
            if connection.execute(schema.games.delete().where(_G.id == game_id)).rowcount == 0:
                raise error("library.no_such_game", where=str(self.path), game=game_id)
