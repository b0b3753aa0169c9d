"""Catalogue entries as message parameters for the free-table game: a side, a phase, a roll,
in both languages (``Text``), so a reason or a log line reads right in either. Pure core."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from editor.messages import translate
from editor.model.text import Text


def key_text(key: str, **params: Any) -> Text:
    """The catalogue entry ``key`` in both languages."""
    return Text(fr=translate(key, "fr", **params), en=translate(key, "en", **params))


def side_text(side: str) -> Text:
    """« the heroes », « les héros »…"""
    return key_text(f"table_game.side.{side}")


def phase_text(phase: str) -> Text:
    return key_text(f"table_game.phase.{phase}")


def joined(texts: Iterable[Text]) -> Text:
    """Texts listed with commas, each language apart."""
    items = list(texts)
    return Text(fr=", ".join(t.fr for t in items), en=", ".join(t.en for t in items))
