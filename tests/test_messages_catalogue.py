"""The core's message catalogue is complete: both languages everywhere, and no key used but missing.

Keys used in code are found by an AST scan of ``editor/`` for ``error("...")``,
``messages.error("...")`` and ``Message("...")`` calls with a literal key.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from editor.messages import LANGUAGES, catalogue, placeholders, translate

EDITOR_DIR = Path(__file__).resolve().parents[1] / "editor"
# translate(key, lang, **params) and error(key, where, **params) take these names themselves.
RESERVED_PARAMS = {"key", "lang"}


def message_calls() -> list[tuple[str, ast.Call, str]]:
    """(place, call, key) for every message-building call with a literal key under editor/."""
    found = []
    for path in sorted(EDITOR_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not _builds_message(node.func):
                continue
            key = _literal_key(node)
            if key is not None:
                found.append((f"{path.relative_to(EDITOR_DIR.parent)}:{node.lineno}", node, key))
    return found


def _builds_message(func: ast.expr) -> bool:
    if isinstance(func, ast.Name):
        return func.id in ("error", "Message")
    return (
        isinstance(func, ast.Attribute)
        and func.attr in ("error", "Message")
        and isinstance(func.value, ast.Name)
        and func.value.id == "messages"
    )


def _literal_key(call: ast.Call) -> str | None:
    candidates = call.args[:1] + [kw.value for kw in call.keywords if kw.arg == "key"]
    for node in candidates:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
    return None


@pytest.mark.parametrize("key", sorted(catalogue()))
def test_every_key_has_both_languages_with_the_same_placeholders(key):
    texts = catalogue()[key]
    for lang in LANGUAGES:
        assert texts.get(lang, "").strip(), f"{key} has no {lang} text"
    assert placeholders(texts["en"]) == placeholders(texts["fr"]), key


def test_the_scan_finds_the_calls():
    assert len(message_calls()) > 10


def test_every_key_used_in_code_exists():
    missing = [f"{place}: {key}" for place, _, key in message_calls() if key not in catalogue()]
    assert not missing, "keys used but missing from resources/messages.toml:\n" + "\n".join(missing)


def test_error_calls_supply_every_placeholder():
    """``error(key, where=..., **params)``: a placeholder left out would show as "{name}"."""
    problems = []
    for place, call, key in message_calls():
        name = call.func.id if isinstance(call.func, ast.Name) else call.func.attr
        if name != "error" or key not in catalogue() or any(kw.arg is None for kw in call.keywords):
            continue
        given = {kw.arg for kw in call.keywords} - {"where"}
        wanted = placeholders(catalogue()[key]["en"])
        if wanted - given or given & RESERVED_PARAMS:
            problems.append(f"{place}: {key} needs {sorted(wanted)}, gets {sorted(given)}")
    assert not problems, "\n".join(problems)


def test_a_length_reads_with_the_languages_decimal_mark():
    """The engines write « 9.9 cm » in a step's parameters (saved as such); French shows
    « 9,9 cm », English keeps the point; other texts with points, and plain numbers (quoted
    from a file as it has them), are left alone."""
    key = "table_game.step.move"
    assert translate(key, "fr", figure="Molosse", distance="9.9 cm") == "Molosse se déplace de 9,9 cm."
    assert translate(key, "en", figure="Hound", distance="9.9 cm") == "Hound moves 9.9 cm."
    assert translate(key, "fr", figure="Molosse", distance="4.5 pas").endswith("4,5 pas.")
    assert translate(key, "fr", figure="raid.1.2", distance=2.5) == "raid.1.2 se déplace de 2.5."
