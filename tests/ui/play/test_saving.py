"""Saving after every action, resuming after a killed process, the saved-games list, the setup
form, free-table scenarios and the exported log."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from editor.game.log import log_lines, read_log
from editor.game.saved import game_to_json
from editor.rules.zone_solo.actions import EndHeroTurn, SetCounters
from editor.solo.state import state_hash
from editor.store.library import Library
from editor.ui.play.games_view import GamesView

ROOT = Path(__file__).resolve().parents[3]
STEPS_BEFORE_KILL = 4

PLAYING_CHILD = """
import os, sys
sys.path.insert(0, {root!r})
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
from editor.solo.state import state_hash
from editor.store.library import Library
from editor.store.portable import read_scenario
from editor.ui.play.play_mode import PlayMode
scenario = read_scenario({sample!r})[0]
play = PlayMode()
game = play.start_new(scenario, "night-market", Library.open({library!r}), seed=2)
print("game", play.game_id, flush=True)
play.heroes_panel.end_button.click()
print("step", state_hash(game.state), flush=True)
while sys.stdin.readline():
    play.villain_panel.accept()
    print("step", state_hash(game.state), flush=True)
"""


def test_a_game_resumes_at_the_last_accepted_step_after_a_kill(play, tmp_path):
    library_file = tmp_path / "library.sqlite"
    code = PLAYING_CHILD.format(
        root=str(ROOT), sample=str(ROOT / "scenarios" / "night-market"), library=str(library_file)
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=dict(os.environ),
    )
    try:
        kind, game_id = child.stdout.readline().decode().split()
        assert kind == "game"
        hashes = [child.stdout.readline().decode().split()[1]]
        for _ in range(STEPS_BEFORE_KILL):
            child.stdin.write(b"go\n")
            child.stdin.flush()
            hashes.append(child.stdout.readline().decode().split()[1])
    finally:
        child.kill()  # SIGKILL in the middle of the villains' turn
        child.wait(timeout=60)
        child.stdin.close()
        child.stdout.close()
    assert child.returncode == -9
    with Library.open(library_file) as library:
        [summary] = library.games()
        assert summary.id == game_id and summary.seed == 2 and summary.turn == 1
        game = play.resume(library, game_id)
        assert state_hash(game.state) == hashes[-1]
        assert len(game.actions) == 1 + STEPS_BEFORE_KILL
        assert str(game.play.phase) == "villains" and play.villain_panel.step is game.play.proposal()
        play.villain_panel.accept()  # and the game goes on, saved again
        _summary, document = library.load_game(game_id)
        assert len(document["actions"]) == 2 + STEPS_BEFORE_KILL


def test_the_game_is_saved_after_every_action_and_take_back(play, night_market, tmp_path):
    with Library.open(tmp_path / "library.sqlite") as library:
        saved = []
        play.game_saved.connect(saved.append)
        game = play.start_new(night_market, "night-market", library, seed=1)
        assert saved == [play.game_id]

        def stored():
            return library.load_game(play.game_id)[1]

        assert stored() == game_to_json(game)
        play.apply(SetCounters("hero-1", 1, 8))
        play.heroes_panel.end_button.click()
        play.villain_panel.accept()
        assert len(saved) == 4 and stored() == game_to_json(game)
        assert len(stored()["actions"]) == 3
        play.take_back()
        assert len(saved) == 5 and len(stored()["actions"]) == 2
        [summary] = library.games()
        assert summary.scenario == "night-market" and summary.started <= summary.updated


def test_a_throwaway_game_writes_nothing(play, night_market, tmp_path):
    library_file = tmp_path / "library.sqlite"
    play.start_new(night_market, "night-market", None, seed=1)
    play.heroes_panel.end_button.click()
    assert not library_file.exists()
    assert "throwaway" in play.header.text()


def test_the_saved_games_are_listed_resumed_and_abandoned(qtbot, night_market, tmp_path, play):
    with Library.open(tmp_path / "library.sqlite") as library:
        first = play.start_new(night_market, "night-market", library, seed=1)
        first_id = play.game_id
        play.heroes_panel.end_button.click()
        play.start_new(night_market, "night-market", library, seed=7)
        second_id = play.game_id
        view = GamesView(library)
        qtbot.addWidget(view)
        assert set(view.game_ids()) == {first_id, second_id}
        row = view.game_ids().index(first_id)
        assert view.model.index(row, 0).data() == "night-market"
        assert view.model.index(row, 1).data() == str(first.play.turn)
        assert view.model.index(row, 5).data() == "1"
        view.select(first_id)
        asked = []
        view.resume_requested.connect(asked.append)
        view.resume_button.click()
        assert asked == [first_id]
        abandoned = []
        view.game_abandoned.connect(abandoned.append)
        view.abandon_button.click()
        assert view.confirm.isVisibleTo(view) and "night-market" in view.confirm_text.text()
        view.confirm_no.click()
        assert set(view.game_ids()) == {first_id, second_id}
        view.abandon_button.click()
        view.confirm_yes.click()
        assert abandoned == [first_id] and view.game_ids() == [second_id]
        assert [g.id for g in library.games()] == [second_id]


def test_the_setup_form_starts_a_game_with_its_seed_and_mode(play, night_market):
    play.show_setup(night_market, "night-market", None)
    assert play.pages.currentWidget() is play.setup
    setup = play.setup
    assert setup.seed_value() is not None
    setup.seed.setText("not a seed")
    assert not setup.start_button.isEnabled() and setup.problem.text()
    setup.seed.setText("42")
    setup.hard.setChecked(True)
    setup.start_button.click()
    assert play.pages.currentWidget() is play.play_page
    assert play.game.seed == 42 and play.game.setup.hard_mode
    assert "hard mode" in play.header.text() and "seed 42" in play.header.text()


def test_the_log_is_exported_with_its_record(play, night_market, tmp_path):
    game = play.start_new(night_market, "night-market", None, seed=3)
    play.apply(EndHeroTurn())
    play.villain_panel.accept()
    path = tmp_path / "game.md"
    play.export_log(path)
    record = read_log(path)
    assert record.seed == 3 and len(record.choices) == len(game.actions)
    assert play.log.toPlainText().splitlines() == log_lines(game, "en")
