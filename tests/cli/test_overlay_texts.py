"""``overlay --figure`` on a free table speaks the language of the output and says what the
figure sees: cover and arc translated (French output leaves no "heavy", "none", "front" or
"rear"), the figures behind a D20 figure listed apart from those in sight (D20 «Le Champ de
vision»: a figure sees on the 180° of its frontal arc)."""

from __future__ import annotations

import io
import json

import pytest

from editor import cli

ENGLISH_WORDS = {"none", "light", "medium", "heavy", "front", "rear"}


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def library(tmp_path):
    return str(tmp_path / "library.sqlite")


def _figure_rows(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines() if line.startswith("  ")]


@pytest.mark.parametrize(
    "sample, figure", [("frozen-trench", "rime-recruit-1"), ("depot-raid", "mara-quillon-1")]
)
def test_french_output_translates_cover_and_arc(library, sample, figure):
    code, out, err = run(
        "--library", library, "--lang", "fr", "overlay", sample, "--figure", figure
    )
    assert code == 0, err
    rows = _figure_rows(out)
    assert rows
    assert not any(word in ENGLISH_WORDS for row in rows for word in row), out
    assert any("couvert" in row for row in rows)


def test_figures_behind_a_d20_figure_are_not_listed_in_sight(library):
    # mara-quillon-1 faces 40°: her team, deployed south-west of her, stands behind her
    code, out, err = run(
        "--library", library, "--json", "overlay", "depot-raid", "--figure", "mara-quillon-1"
    )
    assert code == 0, err
    report = json.loads(out)
    behind = {f["id"] for f in report["behind"]}
    assert "kessel-1" in behind and all(f["arc"] == "rear" for f in report["behind"])
    assert not behind & {f["id"] for f in report["in_sight"]}
    assert all(f["arc"] == "front" for f in report["in_sight"])
    code, out, _ = run(
        "--library", library, "--lang", "en", "overlay", "depot-raid", "--figure", "mara-quillon-1"
    )
    lines = out.splitlines()
    sight = next(i for i, line in enumerate(lines) if line.startswith("Figures in line of sight"))
    back = next(i for i, line in enumerate(lines) if line.startswith("Behind mara-quillon-1"))
    assert sight < back
    assert all(not line.startswith("  kessel-1") for line in lines[sight:back])
    assert any(line.startswith("  kessel-1") and " rear " in line for line in lines[back:])
