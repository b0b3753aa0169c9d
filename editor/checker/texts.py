"""Authored texts present in one language only (PRODUCT §2b "Authored text").

A half-translated text still reads, through the fallback to the other language, but a player in
the missing language then meets the author's French or English in the middle of theirs. Every
``Text`` of the scenario is visited (names, mission text, event options, key phrases, skills,
descriptions), so a new text field is checked without touching this module.
Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from editor.checker.findings import Finding, selectable, step, warning
from editor.documents.addresses import Path
from editor.messages import Message
from editor.model.board import LosTable
from editor.model.scenario import Scenario
from editor.model.text import Text

EXCERPT_LENGTH = 40
"""Characters of the present text quoted in the message, enough to recognise it."""


def check_one_language_texts(scenario: Scenario) -> list[Finding]:
    """PRODUCT §2b: every authored text in French and English; the place names the field as
    validation does, in the file layout (zones are a top-level list there)."""
    found = []
    for path, place, text in _texts(scenario, (), ""):
        where = place.removeprefix("board.") if place.startswith("board.zones") else place
        if bool(text.fr) == bool(text.en):
            continue
        params = {"text": _excerpt(text.fr or text.en)}
        if text.fr:
            message = Message("checker.text_missing_en", params, where)
        else:
            message = Message("checker.text_missing_fr", params, where)
        found.append(warning(message, selectable(path)))
    return found


def _texts(value: Any, path: Path, where: str) -> Iterator[tuple[Path, str, Text]]:
    """(model path, dotted place, text) of every ``Text`` inside ``value``."""
    if isinstance(value, Text):
        yield path, where, value
    elif isinstance(value, LosTable):
        return  # zone ids only; reading its rows would build them (PRODUCT §5, a big board)
    elif dataclasses.is_dataclass(value):
        for field in dataclasses.fields(value):
            if field.metadata.get("json", True):
                inner = f"{where}.{field.name}" if where else field.name
                yield from _texts(getattr(value, field.name), (*path, field.name), inner)
    elif isinstance(value, tuple) and value and dataclasses.is_dataclass(value[0]):
        for i, item in enumerate(value):
            yield from _texts(item, (*path, step(value, i)), f"{where}[{i}]")


def _excerpt(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= EXCERPT_LENGTH else flat[: EXCERPT_LENGTH - 1] + "…"


CHECKS = (check_one_language_texts,)
"""The text checks of every rule system."""
