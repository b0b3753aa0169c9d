"""``skirmish-studio`` without a command starts the window, as ``skirmish-studio-gui`` does."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor import app, cli

ROOT = Path(__file__).resolve().parents[2]


def test_no_command_starts_the_window_through_the_gui_launcher(monkeypatch):
    started = []

    def launcher(argv):
        started.append(list(argv))
        return 7

    monkeypatch.setattr(app, "main", launcher)
    monkeypatch.setattr(sys, "argv", ["skirmish-studio"])
    out, err = io.StringIO(), io.StringIO()
    assert cli.main([], out, err) == 7
    assert started == [["skirmish-studio"]]  # no file to open, no option for the window
    assert out.getvalue() == "" and err.getvalue() == ""


def test_a_window_that_fails_to_start_exits_3_with_a_log(monkeypatch, tmp_path):
    from editor import userdirs

    def launcher(argv):
        raise ImportError("libEGL.so.1: cannot open shared object file")

    monkeypatch.setattr(app, "main", launcher)
    monkeypatch.setattr(userdirs, "log_path", lambda: tmp_path / "app.log")
    out, err = io.StringIO(), io.StringIO()
    assert cli.main([], out, err) == 3
    assert "ImportError" in err.getvalue() and "Traceback" not in err.getvalue()
    assert "libEGL" in (tmp_path / "app.log").read_text()


@pytest.mark.parametrize("options", [["--json"], ["--lang", "fr"], ["--library", "x.sqlite"]])
def test_options_without_a_command_are_a_usage_error(monkeypatch, capsys, options):
    monkeypatch.setattr(app, "main", lambda argv: pytest.fail("the window must not start"))
    with pytest.raises(SystemExit) as info:
        cli.main(options, io.StringIO(), io.StringIO())
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert (f"A command is needed with {options[0]};" in err
            or f"Une commande est nécessaire avec {options[0]} ;" in err)


def _entry_point() -> list[str]:
    script = Path(sys.executable).parent / "skirmish-studio"
    return [str(script)] if script.exists() else [sys.executable, "-m", "editor.cli"]


@pytest.mark.slow
def test_the_installed_command_alone_opens_the_window():
    """The real launcher, offscreen, quitting at the first paint of the main window."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SKIRMISH_STUDIO_EXIT_AFTER_PAINT": "1"}
    result = subprocess.run(_entry_point(), capture_output=True, text=True, env=env, cwd=ROOT,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("first-paint ")
