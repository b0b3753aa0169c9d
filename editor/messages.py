"""Translatable messages of the pure core (validation, import errors, AI explanations).

The core never builds user-visible sentences: it produces a :class:`Message` (a key with
parameters and a place) and the catalogue ``resources/messages.toml`` turns it into French or
English. Every key has both languages; a test enforces it. Must not import Qt or SQLAlchemy.

Plural forms: a key whose text depends on a number ("1 energy cube", "3 energy cubes") names
that parameter in ``count`` and gives each language a ``one`` and an ``other`` form; the
parameter's value chooses the form by the language's CLDR cardinal rule (``plural_category``).
``translate`` is the one way in: callers pass the number as any other parameter. A test checks
every plural entry and looks for counted nouns left without forms.

Terms: a parameter that carries a fixed word of the program rather than a name (an attack kind,
``melee`` or ``ranged``) is written ``{attack:@attack}`` in a template: its value is looked up
as the key ``terms.attack.<value>`` in the reader's language, so no program value reaches a
sentence untranslated (a list joined by ", " term by term); a value the catalogue does not
know is shown as it is.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from typing import Any

from editor.resources import RESOURCES_DIR

CATALOGUE_PATH = RESOURCES_DIR / "messages.toml"
LANGUAGES = ("en", "fr")
DEFAULT_LANGUAGE = "en"


class Severity(StrEnum):
    """How bad a message is: errors refuse an operation, warnings only inform."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class Message:
    """A catalogue key, its parameters and where the problem is (a file, a JSON path...)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    where: str = ""
    severity: Severity = Severity.ERROR

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        """The message in ``lang``, prefixed by its place when it has one."""
        body = translate(self.key, lang, **self.params)
        return f"{self.where}: {body}" if self.where else body

    def placed(self, prefix: str) -> Message:
        """The same message with ``prefix`` (a file name, an outer place) before its place."""
        return Message(self.key, self.params, prefix + self.where, self.severity)

    def to_dict(self, lang: str = DEFAULT_LANGUAGE) -> dict[str, Any]:
        return {
            "key": self.key,
            "params": {k: render_param(v, lang) for k, v in self.params.items()},
            "where": self.where,
            "severity": self.severity.value,
        }


class SkirmishError(Exception):
    """An expected failure (bad input, refused operation) carrying a translatable message."""

    def __init__(self, message: Message):
        super().__init__(message.text())
        self.message = message

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return self.message.text(lang)


def error(key: str, where: str = "", **params: Any) -> SkirmishError:
    """Shorthand: ``raise error("import.not_a_zip", where=path)``."""
    return SkirmishError(Message(key, params, where))


PLURAL_FORMS = ("one", "other")
"""The CLDR cardinal categories French and English use (French "many", for round millions
written as words, is not needed by any message: it reads as "other")."""


@dataclass(frozen=True, slots=True)
class Plural:
    """The forms of a plural-aware key: ``count`` names the parameter whose number chooses."""

    count: str
    forms: dict[str, dict[str, str]]
    """Language → category (``one``, ``other``) → text."""


def plural_category(lang: str, number: int) -> str:
    """The CLDR cardinal plural category of a whole ``number``: English "one" is 1 only;
    French "one" is 0 and 1 (« 0 cube », « 1 succès », « 2 cubes »)."""
    number = abs(number)
    if lang == "fr":
        return "one" if number in (0, 1) else "other"
    return "one" if number == 1 else "other"


def _is_forms(value: Any) -> bool:
    return isinstance(value, dict) and any(isinstance(value.get(f), str) for f in PLURAL_FORMS)


Catalogue = tuple[dict[str, dict[str, str]], dict[str, Plural]]

CACHE_NAME = "messages-catalogue.json"
"""The parsed catalogue in the user's cache folder (``editor.userdirs.cache_path``)."""
_CACHE_FORMAT = 1
_CACHE_LIMIT = 8 * 1024 * 1024
"""A cache file larger than this is not read (the catalogue's JSON is ~330 kB)."""


@lru_cache(maxsize=1)
def _load() -> Catalogue:
    """The catalogue, parsed from ``messages.toml`` once per installed catalogue: parsing its
    TOML costs ~40 ms of a cold start (PRODUCT §5), so the result is kept as JSON in the user's
    cache folder under the SHA-256 of the TOML bytes, and read back from there while they are
    the same. The cache is checked, not trusted: another digest, another format, a file too
    big, anything but the expected shape of strings, or any error reading it, and the TOML is
    parsed again (and the cache rewritten, atomically, when the folder can be written)."""
    import hashlib

    raw = CATALOGUE_PATH.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    cache = _cache_file()
    found = _read_cache(cache, digest) if cache is not None else None
    if found is not None:
        return found
    parsed = _parse(raw)
    if cache is not None:
        _write_cache(cache, digest, parsed)
    return parsed


def _parse(raw: bytes) -> Catalogue:
    import tomllib  # only when a message is first shown and no cache serves: keeps start-up lean

    data = tomllib.loads(raw.decode("utf-8"))
    flat: dict[str, dict[str, str]] = {}
    plurals: dict[str, Plural] = {}

    def walk(prefix: str, node: dict[str, Any]) -> None:
        if any(isinstance(node.get(lang), str) or _is_forms(node.get(lang)) for lang in LANGUAGES):
            texts: dict[str, str] = {}
            forms: dict[str, dict[str, str]] = {}
            for lang in LANGUAGES:
                value = node.get(lang)
                if isinstance(value, str):
                    texts[lang] = value
                elif _is_forms(value):
                    forms[lang] = {f: t for f, t in value.items() if isinstance(t, str)}
                    texts[lang] = forms[lang].get("other") or next(iter(forms[lang].values()))
            flat[prefix] = texts
            if forms:
                plurals[prefix] = Plural(str(node.get("count", "")), forms)
            return
        for name, child in node.items():
            if isinstance(child, dict):
                walk(f"{prefix}.{name}" if prefix else name, child)

    walk("", data)
    return flat, plurals


def _cache_file():
    try:
        from editor.userdirs import cache_path

        return cache_path() / CACHE_NAME
    except Exception:  # no home folder to speak of: parse every time
        return None


def _read_cache(path, digest: str) -> Catalogue | None:
    import json

    try:
        with path.open("rb") as handle:
            data = handle.read(_CACHE_LIMIT + 1)
        if len(data) > _CACHE_LIMIT:
            return None
        stored = json.loads(data)
    except (OSError, ValueError, RecursionError):
        return None
    if not (
        isinstance(stored, dict)
        and stored.get("format") == _CACHE_FORMAT
        and stored.get("sha256") == digest
    ):
        return None
    texts, plural_forms = stored.get("texts"), stored.get("plurals")
    if not isinstance(texts, dict) or not isinstance(plural_forms, dict):
        return None
    if not all(_is_texts(key, value) for key, value in texts.items()):
        return None
    plurals: dict[str, Plural] = {}
    for key, value in plural_forms.items():
        if not (
            key in texts
            and isinstance(value, dict)
            and isinstance(value.get("count"), str)
            and isinstance(value.get("forms"), dict)
            and all(_is_texts(lang, forms) for lang, forms in value["forms"].items())
            and set(value["forms"]) <= set(LANGUAGES)
            and all(set(forms) <= set(PLURAL_FORMS) for forms in value["forms"].values())
        ):
            return None
        plurals[key] = Plural(value["count"], value["forms"])
    return texts, plurals


def _is_texts(key: Any, value: Any) -> bool:
    """A string key of a dict of strings by string (a language or a plural form)."""
    return (
        isinstance(key, str)
        and isinstance(value, dict)
        and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())
    )


def _write_cache(path, digest: str, parsed: Catalogue) -> None:
    """Write the cache atomically (a reader sees the old file or the new one); a folder that
    cannot be written changes nothing."""
    import json
    import os
    import tempfile

    texts, plurals = parsed
    document = {
        "format": _CACHE_FORMAT,
        "sha256": digest,
        "texts": texts,
        "plurals": {k: {"count": p.count, "forms": p.forms} for k, p in plurals.items()},
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(document, out, ensure_ascii=False, separators=(",", ":"))
            os.replace(name, path)
        except BaseException:
            os.unlink(name)
            raise
    except OSError:
        pass


def catalogue() -> dict[str, dict[str, str]]:
    """All keys with their texts, flattened from the TOML tables (``a.b.c`` keys); a plural
    key gives its ``other`` form here (``plurals`` has them all)."""
    return _load()[0]


def plurals() -> dict[str, Plural]:
    """The plural-aware keys with their forms."""
    return _load()[1]


class _Lenient(dict):
    """Leaves unknown placeholders visible instead of raising: a message is never lost."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def translate(key: str, lang: str = DEFAULT_LANGUAGE, **params: Any) -> str:
    """The text of ``key`` in ``lang`` (falling back to the other language, then to the key)."""
    texts = catalogue().get(key)
    if not texts:
        return key + (" " + repr(params) if params else "")
    template = texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or next(iter(texts.values()))
    plural = plurals().get(key)
    if plural is not None:
        template = _plural_template(plural, lang, params.get(plural.count), template)
    return _Formatter(lang).vformat(
        template, (), _Lenient({k: _show(render_param(v, lang)) for k, v in params.items()})
    )


class _Formatter(string.Formatter):
    """``str.format`` with one more field spec: ``@table`` reads the value as a catalogue term."""

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("@"):  # a list ("melee, ranged") term by term
            return ", ".join(self._term(format_spec[1:], item) for item in str(value).split(", "))
        return super().format_field(value, format_spec)

    def _term(self, table: str, value: str) -> str:
        key = f"terms.{table}.{value}"
        return translate(key, self.lang) if key in catalogue() else value


def _plural_template(plural: Plural, lang: str, number: Any, fallback: str) -> str:
    """The form ``number`` chooses (the ``other`` form for a missing or non-whole number)."""
    shown = lang if lang in plural.forms else DEFAULT_LANGUAGE
    forms = plural.forms.get(shown) or next(iter(plural.forms.values()))
    category = "other"
    if isinstance(number, int) and not isinstance(number, bool):
        category = plural_category(shown, number)
    return forms.get(category) or forms.get("other") or fallback


DECIMAL_COMMA = frozenset({"fr"})
"""Languages that write « 9,9 cm »."""
_LENGTH = re.compile(r"-?\d+(?:\.\d+)? (?:mm|cm|pas)")
"""A length as the rules engines write it in step parameters (« 9.9 cm », « 4.5 pas »): kept in
the saved game as written, shown with the language's decimal mark."""


def render_param(value: Any, lang: str) -> str:
    """A parameter as text: authored text (anything with ``get(lang)`` and ``fr``, i.e. a model
    ``Text``) in the message's language; a length with its unit with the language's decimal
    mark; anything else as ``str`` (a number quoted from a file reads as the file has it)."""
    if hasattr(value, "fr") and callable(getattr(value, "get", None)):
        return value.get(lang)
    text = str(value)
    if lang in DECIMAL_COMMA and _LENGTH.fullmatch(text):
        return text.replace(".", ",")
    return text


def _show(value: Any) -> str:
    """Parameters are shown short: a hostile 5,000-digit number must not flood a dialog."""
    text = str(value)
    return text if len(text) <= 120 else text[:117] + "..."


def placeholders(template: str) -> set[str]:
    """The ``{names}`` used in a template (for the catalogue consistency test)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}
