"""The bundled samples are valid and are exactly what their committed script produces."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from editor.model.defaults import default_deck, default_dice
from editor.model.validation import errors
from editor.resources import SAMPLES_DIR
from editor.store.portable import check_scenario_file

ROOT = Path(__file__).resolve().parents[1]


def test_samples_are_valid_zone_scenarios():
    folders = sorted(p for p in SAMPLES_DIR.iterdir() if p.is_dir())
    assert folders
    for folder in folders:
        scenario, messages = check_scenario_file(folder)
        assert scenario is not None and errors(messages) == [], [m.text() for m in messages]
        assert scenario.name == folder.name


def test_samples_match_their_build_script():
    result = subprocess.run([sys.executable, str(ROOT / "resources/samples/build_samples.py"), "--check"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_default_dice_and_deck_load():
    assert [d.id for d in default_dice().dice] == ["white", "yellow", "orange", "red", "black"]
    assert not any(d.verified for d in default_dice().dice)
    assert default_dice().die("black").faces == (1, 1, 2, 2, 3, 3)
    deck = default_deck()
    phrases = {p.id for p in deck.key_phrases}
    assert len(deck.cards) >= 10 and all(c.key_phrase in phrases for c in deck.cards)
