"""Autosave into the recovery folder, and recovery after a killed process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from editor.documents.commands import SetValue
from editor.store.library import Library
from editor.ui import recovery
from editor.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def make_window(qtbot, library_file: Path) -> MainWindow:
    window = MainWindow(lambda override: Library.open(library_file), lambda: library_file)
    qtbot.addWidget(window)
    window.load_library()
    return window


def test_autosave_copies_unsaved_edits_and_save_removes_the_copy(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path / "library.sqlite")
    window.library_view.select("night-market")
    assert window.edit_selected()
    window.autosave_now()
    assert recovery.pending() == []  # nothing unsaved yet
    window.document.execute(SetValue(("board", "zones", 0, "elevation"), 2))
    window.autosave_now()
    [copy] = recovery.pending()
    assert recovery.restore(copy) == window.document.scenario
    assert window.save_document()
    assert recovery.pending() == []
    window.close_catalog()


CRASHING_EDITOR = """
import os, sys
from dataclasses import replace
sys.path.insert(0, {root!r})
from editor.store.portable import read_scenario
from editor.ui import recovery
scenario, _ = read_scenario({sample!r})
zone = scenario.board.zones[0]
edited = replace(scenario, board=replace(scenario.board, zones=(replace(zone, elevation=4),) + scenario.board.zones[1:]))
recovery.autosave(edited)
os.kill(os.getpid(), 9)
"""


def test_edits_survive_a_killed_process_and_are_offered_back(qtbot, tmp_path):
    code = CRASHING_EDITOR.format(root=str(ROOT), sample=str(ROOT / "scenarios" / "night-market"))
    result = subprocess.run([sys.executable, "-c", code], env=dict(os.environ), timeout=120)
    assert result.returncode == -9
    window = make_window(qtbot, tmp_path / "library.sqlite")
    box = window.offer_recovery()
    assert box is not None and "night-market" in box.text()
    box.button(QMessageBox.StandardButton.Open).click()
    assert window.document is not None and window.document.modified
    assert window.document.scenario.board.zones[0].elevation == 4
    assert len(recovery.pending()) == 1  # kept until the user saves or discards
    window.document.mark_saved()
    window.close_catalog()


def test_no_offer_without_recovery_files(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path / "library.sqlite")
    assert window.offer_recovery() is None
    window.close_catalog()


def test_names_differing_only_by_punctuation_or_case_get_their_own_copies(tmp_path):
    from dataclasses import replace

    from tests.examples import zone_scenario

    names = ["river raid", "river_raid", "river?raid", "River Raid", "river%20raid", "é..",
             "x" * 100, "x" * 99 + "y", "É" * 100]
    for name in names:
        recovery.autosave(replace(zone_scenario(), name=name))
    found = recovery.pending()
    assert len(found) == len(names)
    assert len({p.name.casefold() for p in found}) == len(names)
    assert all(len(p.name.encode()) <= 255 for p in found)
    assert sorted(recovery.recovered_name(p) for p in found) == sorted(names)
    for path in found:
        assert recovery.restore(path).name == recovery.recovered_name(path)
    recovery.forget("river_raid")
    left = sorted(recovery.recovered_name(p) for p in recovery.pending())
    assert left == sorted(n for n in names if n != "river_raid")
    assert recovery.restore(recovery.recovery_path("river raid")).name == "river raid"
