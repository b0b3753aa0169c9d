"""The command line: exit codes, JSON output, import/export round trips, read-only commands."""

from __future__ import annotations

import hashlib
import io
import json
import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

from editor import cli, userdirs
from editor.store.portable import write_scenario
from tests.examples import zone_scenario


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def library(tmp_path) -> Path:
    return tmp_path / "lib" / "library.sqlite"


def folder_digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_list_creates_the_library_with_the_samples(library):
    code, out, err = run("--library", str(library), "list", "--json")
    assert code == 0, err
    rows = json.loads(out)
    names = [r["name"] for r in rows]
    assert "night-market" in names and len(names) == len(set(names))
    assert all({"name", "rule_system"} <= set(r) for r in rows)
    assert library.exists()


def test_global_json_option_and_env_variable(library, monkeypatch):
    monkeypatch.setenv("SKIRMISH_STUDIO_LIBRARY", str(library))
    code, out, _ = run("--json", "list")
    assert code == 0 and json.loads(out)[0]["rule_system"]


def test_import_refuses_a_name_already_in_the_library_unless_replace(library, tmp_path):
    file = tmp_path / "rooftops.skirmish"
    write_scenario(zone_scenario(), file)
    assert run("--library", str(library), "import", str(file))[0] == 0
    code, _, err = run("--library", str(library), "import", str(file))
    assert code == 1 and "already in the library" in err
    assert run("--library", str(library), "import", str(file), "--replace")[0] == 0


def test_import_of_a_broken_file_names_the_file_and_leaves_the_library_untouched(library, tmp_path):
    run("--library", str(library), "list")
    before = folder_digest(library.parent)
    bad = tmp_path / "broken.skirmish"
    bad.write_bytes(b"PK\x03\x04 not really a zip")
    code, out, err = run("--library", str(library), "import", str(bad))
    assert code == 1 and "broken.skirmish" in err and "Traceback" not in err + out
    assert folder_digest(library.parent) == before


def test_import_of_an_invalid_scenario_is_refused_with_the_place(library, tmp_path):
    scenario = zone_scenario()
    bad = replace(scenario, figures=(replace(scenario.figures[0], zone="nowhere"),))
    file = tmp_path / "bad.skirmish"
    write_scenario(bad, file)
    code, _, err = run("--library", str(library), "--lang", "fr", "import", str(file))
    assert code == 1
    assert "bad.skirmish: scenario.json, figures[0].zone: Aucune zone n’a l’identifiant « nowhere »." in err


def test_validate_reports_each_path_and_warnings_do_not_fail(library, tmp_path):
    good = tmp_path / "good.skirmish"
    write_scenario(zone_scenario(), good)
    missing = tmp_path / "missing.skirmish"
    code, out, err = run("--library", str(library), "--json", "validate", str(good), str(missing))
    assert code == 1
    reports = json.loads(out)
    assert [r["valid"] for r in reports] == [True, False]
    assert reports[1]["messages"][0]["key"] == "package.not_found"
    code, out, _ = run("--library", str(library), "validate", "night-market")
    assert code == 0


def test_read_only_commands_leave_the_library_folder_byte_identical(library, tmp_path):
    run("--library", str(library), "list")
    before = folder_digest(library.parent)
    assert run("--library", str(library), "list")[0] == 0
    assert run("--library", str(library), "validate", "night-market")[0] == 0
    assert run("--library", str(library), "export", "night-market", "-o", str(tmp_path / "h.skirmish"))[0] == 0
    assert folder_digest(library.parent) == before


def test_export_import_export_gives_the_same_bytes(tmp_path):
    lib_a, lib_b = tmp_path / "a" / "l.sqlite", tmp_path / "b" / "l.sqlite"
    first, second = tmp_path / "first.skirmish", tmp_path / "second.skirmish"
    assert run("--library", str(lib_a), "export", "night-market", "-o", str(first))[0] == 0
    assert run("--library", str(lib_b), "import", str(first), "--replace")[0] == 0
    assert run("--library", str(lib_b), "export", "night-market", "-o", str(second))[0] == 0
    assert first.read_bytes() == second.read_bytes()


def _cli_process(*argv: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "editor.cli", *argv], capture_output=True, text=True,
                          env=env, timeout=120)


def test_export_import_export_in_separate_processes_seconds_apart(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    first, second = tmp_path / "first.skirmish", tmp_path / "second.skirmish"
    result = _cli_process("--library", str(tmp_path / "a"), "export", "night-market", "-o", str(first), env=env)
    assert result.returncode == 0, result.stderr
    time.sleep(2.1)
    result = _cli_process("--library", str(tmp_path / "b"), "import", str(first), "--replace", env=env)
    assert result.returncode == 0, result.stderr
    time.sleep(2.1)
    result = _cli_process("--library", str(tmp_path / "b"), "export", "night-market", "-o", str(second), env=env)
    assert result.returncode == 0, result.stderr
    assert first.read_bytes() == second.read_bytes()


def test_json_mode_prints_exactly_one_document_even_on_error(library):
    code, out, err = run("--library", str(library), "--json", "export", "nope", "-o", "x.skirmish")
    assert code == 1
    assert json.loads(out)["error"]["key"] == "library.no_such_scenario"
    assert err


def test_usage_errors_exit_2():
    with pytest.raises(SystemExit) as info:
        run("frobnicate")
    assert info.value.code == 2  # no command at all starts the window: tests/cli/test_window.py


def test_internal_error_exits_3_with_a_log_and_no_traceback(library, monkeypatch, tmp_path):
    def boom(args, output):
        raise ZeroDivisionError("kaput")

    monkeypatch.setitem(cli.COMMANDS, "list", boom)
    monkeypatch.setattr(userdirs, "log_path", lambda: tmp_path / "logs" / "app.log")
    code, out, err = run("--library", str(library), "list")
    assert code == 3 and "Traceback" not in err + out and "ZeroDivisionError" in err
    assert "kaput" in (tmp_path / "logs" / "app.log").read_text()


def test_messages_follow_the_language_option(library):
    code, _, err = run("--library", str(library), "--lang", "fr", "export", "nope", "-o", "x.skirmish")
    assert code == 1 and "erreur" in err


def test_overlay_on_each_sample(library):
    from editor.resources import SAMPLES_DIR

    code, out, err = run("--library", str(library), "--json", "overlay", str(SAMPLES_DIR / "night-market"),
                         "--zone", "basin-west")
    assert code == 0, err
    report = json.loads(out)
    assert report["origin"] == "basin-west"
    assert report["reachable"][0] == {"zone": "basin-west", "cost": 0, "path": ["basin-west"]}
    assert all(entry["path"][0] == "basin-west" and entry["path"][-1] == entry["zone"] for entry in report["reachable"])
    assert "basin-west" in report["sees"] and isinstance(report["seen_by"], list)
    for sample in ("frozen-trench", "depot-raid"):
        doc = json.loads((SAMPLES_DIR / sample / "scenario.json").read_text())
        figure = doc["figures"][0]["id"]
        code, out, err = run("--library", str(library), "--json", "overlay", sample, "--figure", figure)
        assert code == 0, err
        assert json.loads(out)["figure"]["id"] == figure


def test_overlay_refuses_a_zone_on_a_free_table_and_needs_an_origin(library):
    code, _, err = run("--library", str(library), "overlay", "depot-raid", "--zone", "a")
    assert code == 1 and "not a zone board" in err
    code, _, err = run("--library", str(library), "overlay", "depot-raid")
    assert code == 1 and "--zone" in err


def test_overlay_text_output_lists_paths(library):
    code, out, _ = run("--library", str(library), "--lang", "fr", "overlay", "night-market", "--zone", "basin-west",
                       "--budget", "3")
    assert code == 0
    assert out.splitlines()[0] == "Depuis basin-west (budget 3) : zone, coût, chemin"
    assert "basin-west → basin-centre" in out


def test_solo_plays_ten_turns_of_the_zone_sample_in_both_languages(library):
    code, out, err = run("--library", str(library), "--json", "solo", "night-market", "--seed", "5", "--turns", "10")
    assert code == 0, err
    trace = json.loads(out)
    assert trace["seed"] == 5 and trace["steps"] and len(trace["final_state_hash"]) == 64
    assert all(step["rule_ids"] and step["text"] for step in trace["steps"])
    code, out_fr, _ = run("--library", str(library), "--lang", "fr", "solo", "night-market", "--seed", "5")
    assert code == 0 and "« Tour des vilains »" in out_fr


def test_check_case_runs_the_golden_folders():
    from pathlib import Path

    cases = sorted(str(p) for p in (Path(__file__).parent / "solo" / "cases").iterdir() if p.is_dir())
    code, out, _ = run("check-case", *cases[:3])
    assert code == 0 and out.count("PASS") == 3


def test_cards_command_prints_the_samples_and_refuses_nothing_to_print(library, tmp_path):
    out = tmp_path / "units.pdf"
    code, _, err = run("--library", str(library), "cards", "night-market", "-o", str(out))
    assert code == 0, err
    assert out.read_bytes().startswith(b"%PDF")
    code, _, err = run("--library", str(library), "cards", "night-market", "-o", str(tmp_path / "x.pdf"),
                       "--what", "ruler")
    assert code == 1 and "Nothing to print" in err
    assert not (tmp_path / "x.pdf").exists()
    code, _, err = run("--library", str(library), "cards", "depot-raid", "-o", str(tmp_path / "deck.pdf"),
                       "--what", "solo-deck")
    assert code == 0 and (tmp_path / "deck.pdf").read_bytes().startswith(b"%PDF"), err
    code, _, _ = run("--library", str(library), "cards", "night-market", "-o", str(tmp_path / "fr.pdf"),
                     "--what", "river", "--lang", "fr", "--size", "70x120mm", "--paper", "letter", "--bleed")
    assert code == 0


def test_overlay_text_of_a_figure_on_the_watch_tower(library):
    code, out, err = run("--library", str(library), "--lang", "en", "overlay", "frozen-trench",
                         "--figure", "oskar-lind-1")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[1] == "oskar-lind-1 stands on tower, 2.4 pas up."
    assert lines[2].startswith("Climbing (at most 2.5 pas high) over tower: an area of ")
    assert any(line.split()[:2] == ["fang-marauder-1", "20.73"] and line.endswith("100 %")
               for line in lines)
    code, out, _ = run("--library", str(library), "--lang", "fr", "overlay", "depot-raid",
                       "--figure", "kessel-1")
    assert code == 0 and "Escalade" not in out and "se tient" not in out
