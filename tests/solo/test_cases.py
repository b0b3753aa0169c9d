"""Runs every golden case folder of ``tests/solo/cases`` (STYLE point 7) and checks coverage:
every rule ID of SOLO_AI_SPEC has a case, every case quotes the French rules and says in its
``derivation`` how the expected decision follows from the quote, naming a rule ID it tests."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from editor.solo.cases import run_case

CASES = sorted(p for p in (Path(__file__).parent / "cases").iterdir() if p.is_dir())
RULE_IDS = (
    "SOLO-VT-1 SOLO-VT-2 SOLO-VT-4 SOLO-VT-5 SOLO-VT-6 SOLO-VT-7 SOLO-EV-1 SOLO-HA-1 SOLO-GR-1 "
    "SOLO-TIE SOLO-RF-1 SOLO-RF-2 SOLO-RF-3 SOLO-MV-1 SOLO-MV-2 SOLO-MV-3 SOLO-ML SOLO-RG SOLO-AD "
    "SOLO-DF SOLO-VO SOLO-DR-1 SOLO-DR-2 SOLO-CL SOLO-MA SOLO-HM-1 SOLO-HM-2 SOLO-HM-3"
).split()


@pytest.mark.parametrize("folder", CASES, ids=[p.name for p in CASES])
def test_case_passes(folder: Path) -> None:
    result = run_case(folder)
    assert result.passed, result.difference


def test_every_rule_id_has_a_case() -> None:
    covered: set[str] = set()
    for folder in CASES:
        data = json.loads((folder / "case.json").read_text(encoding="utf-8"))
        assert data["quote"].strip(), folder.name
        covered.update(data["rule_ids"])
        for step in data["expected"]:
            covered.update(step["rule_ids"])
    assert set(RULE_IDS) <= covered, sorted(set(RULE_IDS) - covered)


@pytest.mark.parametrize("folder", CASES, ids=[p.name for p in CASES])
def test_every_case_has_a_hand_derivation_quoting_its_rule(folder: Path) -> None:
    data = json.loads((folder / "case.json").read_text(encoding="utf-8"))
    derivation = data.get("derivation")
    assert isinstance(derivation, str) and derivation.strip(), f"{folder.name}: no derivation"
    assert "\n" not in derivation, f"{folder.name}: the derivation is one line"
    cited = set(re.findall(r"SOLO-[A-Z]+(?:-\d+)?", derivation))
    tested = set(data["rule_ids"]).union(*(s["rule_ids"] for s in data["expected"]))
    assert cited & tested, f"{folder.name}: the derivation cites none of {sorted(tested)}"


def test_a_changed_expectation_fails(tmp_path: Path) -> None:
    source = CASES[0]
    data = json.loads((source / "case.json").read_text(encoding="utf-8"))
    data["expected"][0]["key"] = "solo.nothing"
    (tmp_path / "case.json").write_text(json.dumps(data), encoding="utf-8")
    result = run_case(tmp_path)
    assert not result.passed and "solo.nothing" in result.difference
