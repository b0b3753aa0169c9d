"""``skirmish-studio forecast SCENARIO --seed N [--turns T] [--json]`` (docs/play.md)."""

from __future__ import annotations

import io
import json
import re
from fractions import Fraction

import pytest

from editor import cli
from editor.resources import SAMPLES_DIR

NIGHT_MARKET = str(SAMPLES_DIR / "night-market")
FRACTION = re.compile(r"\d+/\d+")


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_json_gives_exact_fractions_for_every_hero_and_villain():
    code, out, err = run("--json", "forecast", NIGHT_MARKET, "--seed", "1")
    assert code == 0, err
    data = json.loads(out)
    assert data["exact"] is True and data["method"] == "exact"
    assert {"heroes", "villains", "event", "objectives"} <= set(data)
    assert [h["id"] for h in data["heroes"]] == ["hero-1", "hero-2", "hero-3", "hero-4"]
    for hero in data["heroes"]:
        assert set(hero) >= {"id", "zone", "attacked", "wounds", "likely_attacker"}
        assert FRACTION.fullmatch(hero["attacked"])
        assert all(re.fullmatch(r"\d+", n) and FRACTION.fullmatch(p)
                   for n, p in hero["wounds"].items())
        assert sum(Fraction(p) for p in hero["wounds"].values()) == 1
        if Fraction(hero["attacked"]) == 0:
            assert hero["likely_attacker"] is None and hero["wounds"] == {"0": "1/1"}
    assert all(FRACTION.fullmatch(v["activates"]) for v in data["villains"])
    assert FRACTION.fullmatch(data["event"])
    assert all(FRACTION.fullmatch(p) for p in data["objectives"].values())


def test_the_same_seed_prints_the_same_bytes():
    first = run("--json", "forecast", NIGHT_MARKET, "--seed", "4", "--turns", "1")
    second = run("--json", "forecast", NIGHT_MARKET, "--seed", "4", "--turns", "1")
    assert first == second and first[0] == 0
    assert json.loads(first[1])["turn"] == 2


def test_turns_play_the_villains_first():
    start = json.loads(run("--json", "forecast", NIGHT_MARKET, "--seed", "4")[1])
    later = json.loads(run("--json", "forecast", NIGHT_MARKET, "--seed", "4", "--turns", "2")[1])
    assert start["turn"] == 1 and later["turn"] == 3
    assert start["villains"] != later["villains"]


def test_text_output_in_both_languages():
    code, out, _err = run("--lang", "en", "forecast", NIGHT_MARKET, "--seed", "1")
    assert code == 0
    assert out.startswith("Forecast of the villains' turn 1, exact over every card")
    assert "hero-4 in lantern-south: attacked" in out and "%" in out
    code, out, _err = run("--lang", "fr", "forecast", NIGHT_MARKET, "--seed", "1")
    assert code == 0
    assert out.startswith("Prévision du tour des vilains 1, exacte sur chaque carte")
    assert "hero-4 en lantern-south : attaqué" in out and "," in out


def test_a_free_table_scenario_exits_1_with_a_clear_message():
    code, out, err = run("forecast", str(SAMPLES_DIR / "depot-raid"), "--seed", "1")
    assert code == 1
    assert "is not played on a zone board" in err and out == ""


def test_a_bad_number_of_turns_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        run("forecast", NIGHT_MARKET, "--seed", "1", "--turns", "-1")
    assert info.value.code == 2
    assert "--turns: -1 is out of range" in capsys.readouterr().err
