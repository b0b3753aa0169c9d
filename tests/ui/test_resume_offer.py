"""A game in progress is offered back at start (not blocking), as unsaved edits are: after a
``kill -9`` in the middle of a villains' turn the next start offers it, and Resume puts the
player back at the step where the game stopped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from editor.game.saved import game_from_json
from tests.ui.test_main_window import make_window

ROOT = Path(__file__).resolve().parents[2]

KILLED_GAME = """
import os, sys
sys.path.insert(0, {root!r})
from editor.game.document import GameDocument
from editor.game.saved import game_summary, game_to_json
from editor.rules.zone_solo.actions import Accept, EndHeroTurn
from editor.store.library import Library
library = Library.open({library!r})
scenario = library.load("night-market")
game = GameDocument.new(scenario, 2)
stamp = "2026-01-02T03:04:05Z"
def save():
    library.save_game(game_summary(game, "g1", "night-market", stamp, stamp), game_to_json(game))
game.subscribe(lambda _change: save())
game.apply(EndHeroTurn())
for _ in range(3):
    game.apply(Accept())
os.kill(os.getpid(), 9)
"""


def test_a_killed_game_is_offered_at_the_next_start(qtbot, tmp_path):
    library = tmp_path / "library.sqlite"
    code = KILLED_GAME.format(root=str(ROOT), library=str(library))
    result = subprocess.run([sys.executable, "-c", code], env=dict(os.environ), timeout=180)
    assert result.returncode == -9
    window = make_window(qtbot, library)
    box = window.offer_game()
    assert box is not None and box.isVisible()  # open, and the call came back: not blocking
    assert "night-market" in box.text() and "turn 1" in box.text() and "seed 2" in box.text()
    _summary, document = window.catalog.load_game("g1")
    stored = game_from_json(None, document)
    [resume] = [b for b in box.buttons() if b.text() == "Resume"]
    resume.click()
    mode = window.playing.mode
    assert window.stack.currentWidget() is mode and mode.game_id == "g1"
    assert mode.game.state == stored.state and len(mode.game.actions) == 4
    assert mode.villain_panel.step is mode.game.play.proposal()
    window.close_catalog()


def test_not_now_leaves_the_game_in_the_library(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path / "library.sqlite")
    window.library_view.select("night-market")
    window.playing.play_action.trigger()
    mode = window.playing.mode
    mode.setup.start_button.click()
    game_id = mode.game_id
    window.close_catalog()
    again = make_window(qtbot, tmp_path / "library.sqlite")
    box = again.offer_game()
    assert box is not None and box.objectName() == "resumeGameBox"
    [later] = [b for b in box.buttons() if box.buttonRole(b) is QMessageBox.ButtonRole.RejectRole]
    later.click()
    assert again.stack.currentWidget() is not again.playing.mode
    assert [g.id for g in again.catalog.games()] == [game_id]
    again.close_catalog()


def test_no_offer_without_a_game_in_progress(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path / "library.sqlite")
    assert window.offer_game() is None
    window.close_catalog()


def test_the_offer_speaks_french(qtbot, tmp_path):
    from editor.ui.i18n import install_language

    window = make_window(qtbot, tmp_path / "library.sqlite")
    window.library_view.select("night-market")
    window.playing.play_action.trigger()
    window.playing.mode.setup.start_button.click()
    install_language("fr")
    box = window.offer_game()
    assert "Une partie de night-market est en cours" in box.text()
    assert {b.text() for b in box.buttons()} == {"Reprendre", "Pas maintenant"}
    box.close()
    window.close_catalog()
