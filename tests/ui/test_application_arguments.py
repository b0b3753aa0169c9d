"""The window's own command line: the files it is asked to open ("Open with")."""

from __future__ import annotations

from editor.ui.application import _files_to_open


def test_only_existing_files_are_opened_and_unprobeable_arguments_are_skipped(tmp_path):
    scenario = tmp_path / "raid.skirmish"
    scenario.write_bytes(b"")
    arguments = ["x" * 300, str(scenario), "--option", str(tmp_path / "missing.skirmish"),
                 "nul\u0000byte"]
    assert _files_to_open(arguments) == [scenario]
