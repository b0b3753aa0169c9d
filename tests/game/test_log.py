"""Game logs: written by `solo --log`, re-run by `replay`; tampering changes the verdict."""

from __future__ import annotations

import io
import json

import pytest

from editor import cli
from editor.game.log import read_log
from editor.messages import SkirmishError


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out, err), out.getvalue(), err.getvalue()


@pytest.fixture
def logged(tmp_path):
    library = str(tmp_path / "lib" / "library.sqlite")
    log = tmp_path / "game.md"
    code, _, err = run("--library", library, "solo", "night-market", "--seed", "9", "--turns", "3",
                       "--log", str(log))
    assert code == 0, err
    return library, log


def test_log_has_the_trace_and_one_json_record(logged):
    _library, log = logged
    text = log.read_text(encoding="utf-8")
    assert text.startswith("# Skirmish Studio game log: night-market, seed 9")
    assert "« Tour des vilains »" in text
    record = read_log(log)
    assert record.seed == 9 and record.turns == 3 and len(record.final_state_hash) == 64
    block = text[text.rindex("```json") + 7:text.rindex("```")]
    assert json.loads(block)["seed"] == 9


def test_replay_matches_and_a_tampered_log_does_not(logged):
    library, log = logged
    code, out, _ = run("--library", library, "--json", "replay", str(log))
    assert code == 0 and json.loads(out)["matches"] is True
    log.write_text(log.read_text(encoding="utf-8").replace('"seed": 9', '"seed": 10'), encoding="utf-8")
    code, out, _ = run("--library", library, "--json", "replay", str(log))
    assert code == 1 and json.loads(out)["matches"] is False
    log.write_text(log.read_text(encoding="utf-8").replace('"turns": 3', '"turns": 2'), encoding="utf-8")
    assert run("--library", library, "replay", str(log))[0] == 1


@pytest.mark.parametrize("content, key", [
    ("no record here", "game.log.no_record"),
    ("```json\n[1, 2]\n```", "game.log.bad_record"),
    ('```json\n{"seed": "x"}\n```', "game.log.bad_record"),
    ("```json\n{not json\n```", "package.json_syntax"),
])
def test_broken_logs_give_clear_errors(tmp_path, content, key):
    log = tmp_path / "broken.md"
    log.write_text(content, encoding="utf-8")
    with pytest.raises(SkirmishError) as info:
        read_log(log)
    assert info.value.message.key == key
    assert info.value.text("fr") and "broken.md" in info.value.message.where


def test_replay_refuses_a_changed_scenario(logged, tmp_path):
    from dataclasses import replace

    from editor.resources import SAMPLES_DIR
    from editor.store.portable import read_scenario, write_scenario

    library, log = logged
    scenario, _ = read_scenario(SAMPLES_DIR / "night-market")
    changed = tmp_path / "changed.skirmish"
    write_scenario(replace(scenario, mission=replace(scenario.mission, turn_limit=3)), changed)
    code, _, err = run("--library", library, "replay", str(log), str(changed))
    assert code == 1 and "changed" in err
