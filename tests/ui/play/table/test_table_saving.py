"""A free-table game is saved after every action and take back, resumes at its last action
after a killed process, and exports a log that ``replay`` accepts."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from editor import cli
from editor.rules.table_game.actions import TableAction
from editor.store.library import Library
from tests.ui.play.table.conftest import sample

ROOT = Path(__file__).resolve().parents[4]
ACTIONS_BEFORE_KILL = 3

PLAYING_CHILD = """
import os, sys
sys.path.insert(0, {root!r})
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
app = QApplication([])
from editor.rules.table_game.actions import TableAction
from editor.store.library import Library
from editor.store.portable import read_scenario
from editor.ui.play.play_mode import PlayMode
scenario = read_scenario({sample!r})[0]
play = PlayMode()
game = play.start_new(scenario, "frozen-trench", Library.open({library!r}), seed=5)
print("game", play.game_id, game.state_hash(), flush=True)
actions = [
    TableAction("move", "ilse-varn-1", at=(525.0, 600.0)),
    TableAction("shoot", "rime-recruit-1", target="vesna-krall-1", weapon=0),
    TableAction("end_phase"),
    TableAction("move", "vesna-krall-1", at=(470.0, 200.0)),
]
for action in actions:
    sys.stdin.readline()
    assert play.apply(action)
    print("action", game.state_hash(), flush=True)
"""


def test_a_game_resumes_at_its_last_action_after_a_kill(play, tmp_path):
    library_file = tmp_path / "library.sqlite"
    code = PLAYING_CHILD.format(
        root=str(ROOT),
        sample=str(ROOT / "scenarios" / "frozen-trench"),
        library=str(library_file),
    )
    child = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env=dict(os.environ),
    )
    try:
        kind, game_id, first = child.stdout.readline().decode().split()
        assert kind == "game"
        hashes = [first]
        for _ in range(ACTIONS_BEFORE_KILL):
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
        assert summary.id == game_id and summary.seed == 5
        game = play.resume(library, game_id)
        assert game.state_hash() == hashes[-1]
        assert len(game.actions) == ACTIONS_BEFORE_KILL
        assert game.state.side == "villain"  # the heroes ended their turn before the kill
        page = play.table_page
        assert page is not None and play.pages.currentWidget() is page
        assert page.board.figures.items["ilse-varn-1"].pos().y() == 600.0
        assert play.apply(TableAction("move", "vesna-krall-1", at=(470.0, 200.0)))
        _summary, document = library.load_game(game_id)
        assert len(document["actions"]) == ACTIONS_BEFORE_KILL + 1  # and saved again


def test_the_game_is_saved_after_every_action_and_take_back(play, tmp_path):
    with Library.open(tmp_path / "library.sqlite") as library:
        saved = []
        play.game_saved.connect(saved.append)
        game = play.start_new(sample("depot-raid"), "depot-raid", library, seed=1)
        assert saved == [play.game_id]

        def stored():
            return library.load_game(play.game_id)[1]

        assert stored() == game.to_json()
        assert play.apply(TableAction("move", "kessel-1", at=(240.0, 720.0)))
        assert play.apply(TableAction("end_phase"))
        assert len(saved) == 3 and len(stored()["actions"]) == 2
        assert stored() == game.to_json()
        play.take_back()
        assert len(saved) == 4 and len(stored()["actions"]) == 1
        [summary] = library.games()
        assert summary.scenario == "depot-raid" and summary.turn == 1


def test_the_exported_log_replays_to_its_hash(play, tmp_path):
    game = play.start_new(sample("frozen-trench"), "frozen-trench", None, seed=9)
    page = play.table_page
    for action in (
        TableAction("shoot", "rime-recruit-1", target="vesna-krall-1", weapon=0),
        TableAction("shoot", "rime-recruit-1", target="vesna-krall-1", dice=((4,), (1, 5))),
        TableAction("end_phase"),
    ):
        page.action_requested.emit(action)
    assert len(game.actions) == 3
    log = tmp_path / "game.md"
    play.export_log(log)
    lines = log.read_text(encoding="utf-8")
    assert "3) Tir" in lines and "```json" in lines
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(
        [
            "--library",
            str(tmp_path / "lib.sqlite"),
            "replay",
            str(log),
            str(ROOT / "scenarios" / "frozen-trench"),
        ],
        out,
        err,
    )
    assert code == 0, err.getvalue()
