"""The parsed messages catalogue kept in the user cache folder (a cold start skips the TOML
parse): read back while the TOML is the same, and never trusted blindly: a corrupt, stale,
foreign or hostile cache is ignored, the TOML parsed again and the cache rewritten."""

from __future__ import annotations

import json

import pytest

from editor import messages
from editor.userdirs import cache_path


@pytest.fixture
def fresh():
    """The catalogue loaded anew in the test (and again after it, for the other tests)."""
    messages._load.cache_clear()
    yield cache_path() / messages.CACHE_NAME
    messages._load.cache_clear()


def _parsed_once() -> tuple:
    messages._load.cache_clear()
    return messages._load()


def _no_parse(monkeypatch):
    def refuse(_raw):
        raise AssertionError("the TOML was parsed")

    monkeypatch.setattr(messages, "_parse", refuse)


def test_the_cache_is_written_once_and_read_back_equal(fresh, monkeypatch):
    parsed = _parsed_once()
    assert fresh.is_file()
    _no_parse(monkeypatch)
    assert _parsed_once() == parsed
    assert messages.translate("rules.system.d20.short", "fr") == parsed[0][
        "rules.system.d20.short"]["fr"]


def _tampered(path, change) -> None:
    stored = json.loads(path.read_text(encoding="utf-8"))
    change(stored)
    path.write_text(json.dumps(stored), encoding="utf-8")


def _bad_plural(stored):
    key = next(iter(stored["plurals"]))
    stored["plurals"][key]["forms"]["en"] = {"many": 3}


def _bad_text(stored):
    stored["texts"]["rules.system.d20.short"] = {"en": ["not", "text"]}


def _bad_language(stored):
    key = next(iter(stored["plurals"]))
    stored["plurals"][key]["forms"]["xx"] = {"one": "x"}


def _stale(stored):
    stored["sha256"] = "0" * 64


def _other_format(stored):
    stored["format"] = 99


def _orphan_plural(stored):
    stored["plurals"]["no.such.key"] = {"count": "n", "forms": {"en": {"one": "x"}}}


TAMPERINGS = {
    "stale digest": _stale,
    "other format": _other_format,
    "text not a string": _bad_text,
    "bad plural form": _bad_plural,
    "unknown language": _bad_language,
    "plural without text": _orphan_plural,
    "not an object": lambda stored: stored.clear(),
}


@pytest.mark.parametrize("case", list(TAMPERINGS))
def test_a_tampered_cache_is_ignored_and_rewritten(fresh, case):
    parsed = _parsed_once()
    _tampered(fresh, TAMPERINGS[case])
    assert _parsed_once() == parsed
    _parsed_once()
    assert json.loads(fresh.read_text(encoding="utf-8"))["sha256"] != "0" * 64  # rewritten


@pytest.mark.parametrize("content", [b"", b"{not json", b"\xff\xfe", b"[" * 100_000, b"null"])
def test_a_corrupt_cache_is_ignored(fresh, content):
    parsed = _parsed_once()
    fresh.write_bytes(content)
    assert _parsed_once() == parsed


def test_a_cache_too_big_is_not_read(fresh, monkeypatch):
    parsed = _parsed_once()
    monkeypatch.setattr(messages, "_CACHE_LIMIT", 1000)
    loads = []
    monkeypatch.setattr(json, "loads", lambda *a, **k: loads.append(1))
    assert _parsed_once() == parsed and loads == []


def test_a_cache_folder_that_cannot_be_written_changes_nothing(fresh, monkeypatch, tmp_path):
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    monkeypatch.setattr(messages, "_cache_file", lambda: blocked / messages.CACHE_NAME)
    messages._load.cache_clear()
    assert messages.translate("rules.system.d20.short", "en")
    assert blocked.read_text() == ""
