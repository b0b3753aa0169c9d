"""The villain step's texts are laid out in full after resuming a game, in a fresh process.

The clipping came from the bundled fonts: the card renderer registers them when it draws its
first card — after a resume, the first thing drawn — which changes the text metrics while the
panel's labels keep their old, shorter measures. Only a fresh process shows it (once the fonts
are registered, they stay), so the game is resumed in a child process. ``handler`` runs the
child with the early registration turned off: the re-measuring on a font change must then do
the job alone.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.game.document import GameDocument
from editor.game.saved import game_summary, game_to_json
from editor.rules.zone_solo.actions import EndHeroTurn
from editor.store.library import Library

ROOT = Path(__file__).resolve().parents[3]

RESUMING_CHILD = """
import os, sys
sys.path.insert(0, {root!r})
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication([])
from editor.store.library import Library
from editor.ui.play import side_panel
from editor.ui.play.play_mode import PlayMode
if {handler_only!r}:
    side_panel.register_fonts = lambda: None
play = PlayMode()
play.resize(1300, 800)
play.show()
library = Library.open({library!r})
game = play.resume(library, {game_id!r})
panel = play.villain_panel
checked = 0
while game.play.proposal() is not None:
    for _ in range(5):
        app.processEvents()
    for label in panel.findChildren(QLabel):
        if label.wordWrap() and label.isVisible():
            checked += 1
            need = label.heightForWidth(label.width())
            if label.height() < need:
                print("clipped", game.play.proposal().kind, repr(label.text()[:40]), label.height(), need)
    step = game.play.proposal()
    panel.answer(step.heuristic) if step.is_question else panel.accept()
print("checked", checked, flush=True)
library.close()
"""


@pytest.mark.parametrize("handler_only", [False, True], ids=["registered", "handler"])
def test_step_texts_are_not_clipped_after_resuming(night_market, tmp_path, handler_only):
    library_file = tmp_path / "library.sqlite"
    game = GameDocument.new(night_market, 23)
    game.apply(EndHeroTurn())
    with Library.open(library_file) as library:
        library.save_game(
            game_summary(game, "g1", "night-market", "2024-01-01T00:00:00Z", ""), game_to_json(game)
        )
    code = RESUMING_CHILD.format(
        root=str(ROOT), library=str(library_file), game_id="g1", handler_only=handler_only
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=300,
        check=True,
    )
    lines = result.stdout.splitlines()
    assert not [line for line in lines if line.startswith("clipped")], result.stdout
    assert lines[-1].startswith("checked") and int(lines[-1].split()[1]) > 50
