"""Arguments that cannot be probed as paths (longer than a file name may be, a NUL character)
are refused cleanly (exit 1 with a message), never as an internal error (exit 3)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from editor import cli

LONG = "x" * 300  # more than the 255 bytes a file name may have


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture(scope="module")
def library(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("lib") / "library.sqlite"
    assert run("--library", str(path), "list")[0] == 0
    return path


@pytest.mark.parametrize("command", [
    ["overlay", LONG, "--zone", "a"],
    ["solo", LONG, "--seed", "1"],
    ["cards", LONG, "-o", "{tmp}/o.pdf"],
    ["screenshot", LONG, "-o", "{tmp}/o.png"],
    ["replay", "{log}", LONG],
    ["export", LONG, "-o", "{tmp}/o.skirmish"],
], ids=lambda command: command[0])
def test_a_scenario_name_too_long_for_a_file_is_no_such_scenario(library, tmp_path, command):
    log = tmp_path / "game.md"
    assert run("--library", str(library), "solo", "night-market", "--seed", "1", "--log", str(log))[0] == 0
    argv = [part.format(tmp=tmp_path, log=log) for part in command]
    code, out, err = run("--library", str(library), "--json", *argv)
    assert code == 1, err
    assert json.loads(out)["error"]["key"] == "library.no_such_scenario"
    assert f"There is no scenario named “{LONG[:20]}" in err


def test_validate_reports_a_name_too_long_as_no_such_scenario(library):
    code, out, err = run("--library", str(library), "--json", "validate", LONG, "night-market")
    assert code == 1, err
    first, second = json.loads(out)
    assert first["messages"][0]["key"] == "library.no_such_scenario" and second["valid"]


def _log_naming(tmp_path: Path, library: Path, name: str) -> Path:
    log = tmp_path / "game.md"
    assert run("--library", str(library), "solo", "night-market", "--seed", "1", "--log", str(log))[0] == 0
    text = log.read_text(encoding="utf-8")
    assert '"scenario": "night-market"' in text
    log.write_text(text.replace('"scenario": "night-market"', f'"scenario": {json.dumps(name)}'),
                   encoding="utf-8")
    return log


@pytest.mark.parametrize("name", [LONG, "night\u0000market"], ids=["too-long", "nul"])
def test_replay_of_a_log_naming_an_unprobeable_scenario(library, tmp_path, name):
    code, out, err = run("--library", str(library), "--json", "replay", str(_log_naming(tmp_path, library, name)))
    assert code == 1, err
    assert json.loads(out)["error"]["key"] == "library.no_such_scenario"


def test_a_library_path_too_long_is_refused(tmp_path):
    code, out, err = run("--json", "list", "--library", str(tmp_path / LONG))
    assert code == 1, err
    assert json.loads(out)["error"]["key"] == "library.cannot_open"


def test_a_game_log_name_too_long_is_refused(library, tmp_path):
    code, out, err = run("--library", str(library), "--json", "solo", "night-market", "--seed", "1",
                         "--log", str(tmp_path / f"{LONG}.md"))
    assert code == 1, err
    assert json.loads(out)["error"]["key"] == "game.log.cannot_write"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("target", [f"{LONG}.pdf", "folder"])
def test_a_pdf_that_cannot_be_written_there_is_refused(library, tmp_path, target):
    (tmp_path / "folder").mkdir()
    code, out, err = run("--library", str(library), "--json", "cards", "night-market", "-o",
                         str(tmp_path / target))
    assert code == 1, err
    assert json.loads(out)["error"]["key"] == "cards.cannot_write"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder"]
    assert list((tmp_path / "folder").iterdir()) == []
