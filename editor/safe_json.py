"""JSON for untrusted input: limits checked before parsing, every failure a translatable error.

Python's ``json`` recurses once per nesting level and turns any digit string into an ``int``, so
hostile input (1,000-deep arrays, 5,000-digit numbers) is stopped here before or while it is
parsed; the caller gets a :class:`~editor.messages.SkirmishError` naming the file and the place.
``dumps_canonical`` is the one way scenario documents are written, so equal documents give equal
bytes. Every reader of untrusted JSON (portable scenarios, saved games, game logs) goes through
``load_json`` with the caller's :class:`~editor.limits.Limits`. Pure standard library: must not
import Qt, SQLAlchemy or the store.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from itertools import accumulate
from typing import Any, NoReturn

from editor.limits import Limits
from editor.messages import SkirmishError, error

MAX_NUMBER_CHARS = 30
_BOM = b"\xef\xbb\xbf"

# A whole string (possibly unterminated) is matched first, so brackets inside it are skipped.
_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"?'
_STRUCTURE = re.compile(_STRING + r"|[\[{}\]]", re.DOTALL)
_NOT_BRACKETS = re.compile(_STRING + r'|[^\[{}\]"]+', re.DOTALL)
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
# The same, plus bare words (numbers, true, NaN...): used only to place a refused literal.
_TOKEN = re.compile(_STRING + r"|[\[{}\]]|-?[\w.+-]+", re.DOTALL)
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class _Refused(Exception):
    """Raised by the decoder hooks; turned into a SkirmishError placed at the bad literal."""

    def __init__(self, literal: str, make: Callable[[str], SkirmishError]):
        super().__init__(literal)
        self.literal = literal
        self.make = make


def load_json(data: bytes, where: str, limits: Limits) -> Any:
    """Parse ``data`` (UTF-8 JSON, BOM tolerated) within ``limits``; ``where`` names the file."""
    if len(data) > limits.max_json_bytes:
        raise error(
            "package.json_too_large", where=where, size=len(data), limit=limits.max_json_bytes
        )
    skipped = len(_BOM) if data.startswith(_BOM) else 0
    try:
        text = data[skipped:].decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error("package.json_not_utf8", where=where, offset=exc.start + skipped) from None
    _check_depth(text, where, limits.max_depth)
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_unique_keys(where),
        )
    except _Refused as refused:
        raise refused.make(_place(text, _find_literal(text, refused.literal), where)) from None
    except json.JSONDecodeError as exc:
        raise error(
            "package.json_syntax", where=f"{where}, line {exc.lineno}, column {exc.colno}"
        ) from None
    if _SURROGATE_ESCAPE.search(text):
        _check_surrogates(text, where)
    return value


def printable(text: str) -> str:
    """``text`` safe to show: control characters and lone surrogates become U+FFFD."""
    return "".join(char if char.isprintable() else "\ufffd" for char in text)


def dumps_canonical(obj: Any) -> bytes:
    """Canonical bytes of a JSON document: sorted keys, one-space indent, UTF-8, final newline."""
    text = json.dumps(
        obj, sort_keys=True, ensure_ascii=False, indent=1, separators=(",", ": "), allow_nan=False
    )
    return (text + "\n").encode("utf-8")


def _check_depth(text: str, where: str, limit: int) -> None:
    """Linear pre-scan: refuse nesting deeper than ``limit`` before ``json`` recurses into it.

    Strings and everything but brackets are dropped by one regex pass, then the depth is a running
    sum; only a refusal walks the tokens in Python, to place the message. The sum is not clamped
    at zero: where it would go negative the JSON is invalid and ``json`` stops there anyway.
    """
    brackets = _NOT_BRACKETS.sub("", text)
    if max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0) <= limit:
        return
    depth = 0
    for token in _STRUCTURE.finditer(text):
        depth += _DEPTH_STEP.get(token.group()[0], 0)
        if depth > limit:
            place = _place(text, token.start(), where)
            raise error("package.json_too_deep", where=place, limit=limit)


def _parse_int(literal: str) -> int:
    _check_length(literal)
    return int(literal)


def _parse_float(literal: str) -> float:
    _check_length(literal)
    value = float(literal)
    if not math.isfinite(value):
        _refuse_not_finite(literal)
    return value


def _parse_constant(literal: str) -> NoReturn:
    _refuse_not_finite(literal)


def _check_length(literal: str) -> None:
    if len(literal) > MAX_NUMBER_CHARS:
        raise _Refused(
            literal,
            lambda where: error(
                "package.json_number_too_long",
                where=where,
                length=len(literal),
                limit=MAX_NUMBER_CHARS,
            ),
        )


def _refuse_not_finite(literal: str) -> NoReturn:
    raise _Refused(
        literal, lambda where: error("package.json_not_finite", where=where, value=literal)
    )


def _unique_keys(where: str) -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    """An ``object_pairs_hook`` that refuses an object naming the same key twice."""

    def build(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        obj = dict(pairs)
        if len(obj) != len(pairs):
            seen: set[str] = set()
            for key, _ in pairs:
                if key in seen:
                    raise error("package.json_repeated_key", where=where, name=printable(key))
                seen.add(key)
        return obj

    return build


def _check_surrogates(text: str, where: str) -> None:
    """Refuse a string with a lone ``\\uD800``-``\\uDFFF`` escape: it cannot be written as UTF-8.

    Called on text that parsed, so every string token is a whole JSON string.
    """
    for token in _STRUCTURE.finditer(text):
        literal = token.group()
        if literal.startswith('"') and _SURROGATE_ESCAPE.search(literal):
            try:
                json.loads(literal).encode("utf-8")
            except UnicodeEncodeError:
                place = _place(text, token.start(), where)
                raise error("package.json_bad_text", where=place) from None


def _find_literal(text: str, literal: str) -> int:
    """Offset of the first bare word equal to ``literal`` outside strings (0 if not found)."""
    return next((token.start() for token in _TOKEN.finditer(text) if token.group() == literal), 0)


def _place(text: str, offset: int, where: str) -> str:
    line = text.count("\n", 0, offset) + 1
    column = offset - text.rfind("\n", 0, offset)
    return f"{where}, line {line}, column {column}"
