"""Naming a unit (PRODUCT §2b "Authored text … stored as French and English with a fallback").

A new unit is named from the message catalogue in both languages ("Nouvelle unité" / "New
unit"). An author who names it in one language only used to leave the other one holding that
default, so a French card read "Nouvelle unité" under an English name. While the other
language still holds the default name of a new unit, it takes the name typed: a unit's name is
usually a proper name, the same in both languages, and the author can still translate it. The
decision is the caller's to keep for one typing session (``name_follows`` when the session
starts): once the other language took the first letter it no longer holds the default, and it
must go on following to the last. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import dataclasses

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.messages import translate
from editor.model.text import Text

NEW_UNIT_NAME = "unit.new_name"
"""The catalogue key of a new unit's name."""
LANGUAGES = ("fr", "en")


def new_unit_name() -> Text:
    """The name of a new unit, in both languages."""
    return Text(**{lang: translate(NEW_UNIT_NAME, lang) for lang in LANGUAGES})


def other_language(lang: str) -> str:
    return "en" if lang == "fr" else "fr"


def name_follows(name: Text, lang: str) -> bool:
    """Whether the name in the other language than ``lang`` is still a new unit's default, so
    that it should take what is typed in ``lang``."""
    other = other_language(lang)
    return getattr(name, other) == translate(NEW_UNIT_NAME, other)


class RenameUnit(SetValue):
    """Name the unit ``unit_id`` (currently ``name``) ``text`` in ``lang``, and in the other
    language too when ``follow`` (see ``name_follows``). Typing shares a ``merge_key``, so a
    name typed letter by letter is one undo step."""

    def __init__(
        self,
        unit_id: str,
        name: Text,
        lang: str,
        text: str,
        follow: bool,
        merge_key: str | None = None,
    ):
        renamed = dataclasses.replace(name, **{lang: text})
        if follow:
            renamed = dataclasses.replace(renamed, **{other_language(lang): text})
        super().__init__(
            ("units", ById(unit_id), "name"), renamed, "unit.edit_name", merge_key=merge_key
        )
