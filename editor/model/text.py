"""Authored text in French and English (PRODUCT.md §2b).

Names, skills, mission text, event options, key phrases and card text are stored in both
languages; when one is missing the other is shown, so a half-translated scenario still reads.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Text:
    """A French + English string pair with fallback."""

    fr: str = ""
    en: str = ""

    def get(self, lang: str = "en") -> str:
        """The text in ``lang``, or in the other language when that one is empty."""
        if lang == "fr":
            return self.fr or self.en
        return self.en or self.fr

    def __bool__(self) -> bool:
        return bool(self.fr or self.en)

    @staticmethod
    def both(value: str) -> Text:
        """The same string in both languages (proper names, numbers)."""
        return Text(fr=value, en=value)
