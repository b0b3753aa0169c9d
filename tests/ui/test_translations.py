"""Both UI languages ship complete and in step with the sources."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from editor.ui.i18n import I18N_DIR

TOOLS = Path(sys.executable).parent
LANGS = ("en", "fr")
ROOT = Path(__file__).resolve().parents[2]


def _messages(path: Path) -> dict[tuple[str, str], ET.Element]:
    tree = ET.parse(path)
    return {
        (ctx.findtext("name"), m.findtext("source")): m
        for ctx in tree.getroot().iter("context")
        for m in ctx.iter("message")
    }


@pytest.mark.parametrize("lang", LANGS)
def test_every_entry_is_finished(lang):
    messages = _messages(I18N_DIR / f"skirmish_{lang}.ts")
    assert messages
    for key, message in messages.items():
        translation = message.find("translation")
        assert translation.get("type") is None, f"{lang}: {key} is {translation.get('type')}"
        if message.get("numerus") == "yes":
            assert all(f.text for f in translation.findall("numerusform")), key
        else:
            assert translation.text, key


@pytest.mark.parametrize("lang", LANGS)
def test_lrelease_reports_no_unfinished_entry(lang, tmp_path):
    result = subprocess.run(
        [
            str(TOOLS / "pyside6-lrelease"),
            str(I18N_DIR / f"skirmish_{lang}.ts"),
            "-qm",
            str(tmp_path / "out.qm"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert " 0 unfinished" in result.stdout


def test_ts_files_cover_every_source_string(tmp_path):
    copy = tmp_path / "fresh_fr.ts"
    shutil.copy(I18N_DIR / "skirmish_fr.ts", copy)
    sources = sorted(str(p) for p in (ROOT / "editor" / "ui").rglob("*.py"))
    subprocess.run(
        [str(TOOLS / "pyside6-lupdate"), *sources, "-ts", str(copy)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    fresh = _messages(copy)
    stale = [
        key
        for key, m in fresh.items()
        if m.find("translation").get("type") in ("vanished", "obsolete")
    ]
    assert not stale, f"strings no longer in the sources: {stale}; run `make translations`"
    assert set(fresh) == set(_messages(I18N_DIR / "skirmish_fr.ts")), (
        "run `make translations` and translate the new strings"
    )
    for lang in LANGS:
        assert set(_messages(I18N_DIR / f"skirmish_{lang}.ts")) == set(fresh)


def test_the_side_to_play_reads_right_for_every_side_in_french():
    """The play header names the side to play (« les vilains », « le troisième camp »): the
    French puts it after a colon, since no verb agrees with both (« le troisième camp jouent »)."""
    from editor.messages import translate

    template = {
        source: message.findtext("translation")
        for (_context, source), message in _messages(I18N_DIR / "skirmish_fr.ts").items()
    }["%1 to play, %2"]
    side = translate("table_game.side.neutral", "fr")
    assert template.replace("%1", side).replace("%2", "mouvements") == (
        "camp actif : le troisième camp, mouvements")
