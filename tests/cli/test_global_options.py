"""The global options --library, --lang and --json, before and after the command name."""

from __future__ import annotations

import io
import json
import re
import unicodedata

import pytest
from pypdf import PdfReader

from editor import cli


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def library(tmp_path):
    return tmp_path / "lib" / "library.sqlite"


def test_solo_accepts_json_and_lang_after_the_command(library):
    after = run("--library", str(library), "solo", "night-market", "--seed", "1", "--turns", "1",
                "--json", "--lang", "fr")
    before = run("--library", str(library), "--json", "--lang", "fr", "solo", "night-market",
                 "--seed", "1", "--turns", "1")
    assert after[0] == 0, after[2]
    trace = json.loads(after[1])  # stdout is exactly one JSON document
    assert trace["seed"] == 1 and trace["turns"] == 1 and trace["steps"]
    assert any("« Tour des vilains »" in step["text"] for step in trace["steps"])
    assert after[1] == before[1]


def test_library_after_the_command(library):
    code, out, err = run("list", "--library", str(library), "--json")
    assert code == 0, err
    assert "night-market" in [row["name"] for row in json.loads(out)]
    assert library.exists()


def test_an_option_after_the_command_wins_over_the_same_option_before(library, tmp_path):
    code, _, err = run("--library", str(tmp_path / "other.sqlite"), "--lang", "en", "export", "nope",
                       "-o", str(tmp_path / "x.skirmish"), "--lang", "fr", "--library", str(library))
    assert code == 1
    assert "Il n’y a pas de scénario nommé « nope »" in err
    assert library.exists() and not (tmp_path / "other.sqlite").exists()


def test_an_option_before_the_command_is_kept_when_none_follows(library, tmp_path):
    code, out, _ = run("--json", "--lang", "fr", "export", "nope", "-o", str(tmp_path / "x.skirmish"),
                       "--library", str(library))
    assert code == 1
    document = json.loads(out)
    assert document["error"]["key"] == "library.no_such_scenario"
    assert document["error"]["text"].startswith(f"{library}: Il n’y a pas")


def _pdf_text(path) -> str:
    text = " ".join(page.extract_text() for page in PdfReader(path).pages)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def test_cards_lang_after_the_command_sets_the_cards_and_the_messages(library, tmp_path, monkeypatch):
    monkeypatch.setenv("SKIRMISH_STUDIO_LANG", "en")
    french, english = tmp_path / "fr.pdf", tmp_path / "en.pdf"
    code, out, err = run("--library", str(library), "--lang", "en", "cards", "night-market", "-o",
                         str(french), "--what", "river", "--lang", "fr")
    assert code == 0, err
    assert "Anguilles" in _pdf_text(french) and "Eels" not in _pdf_text(french)
    assert "cartes écrites dans" in out
    code, out, err = run("--library", str(library), "--lang", "fr", "cards", "night-market", "-o",
                         str(english), "--what", "river", "--lang", "en")
    assert code == 0, err
    assert "Eels" in _pdf_text(english) and "Anguilles" not in _pdf_text(english)
    assert out.startswith("Wrote 6 cards to ") and "(pages: 1)" in out


def test_cards_follow_the_lang_given_before_the_command(library, tmp_path, monkeypatch):
    monkeypatch.setenv("SKIRMISH_STUDIO_LANG", "en")
    pdf = tmp_path / "fr.pdf"
    code, _, err = run("--library", str(library), "--lang", "fr", "cards", "night-market", "-o", str(pdf),
                       "--what", "river")
    assert code == 0, err
    assert "Anguilles" in _pdf_text(pdf)


def test_help_documents_the_options_after_the_command(capsys):
    with pytest.raises(SystemExit) as info:
        run("--help")
    assert info.value.code == 0
    top = " ".join(capsys.readouterr().out.split())
    assert "may also follow the command name" in top and "Without a command, the window starts" in top
    with pytest.raises(SystemExit):
        run("cards", "--help")
    cards = " ".join(capsys.readouterr().out.split())
    assert "--lang {fr,en}" in cards or "--lang {en,fr}" in cards
    assert "language of the cards and of the messages" in cards
    assert "--json" in cards and "--library PATH" in cards


def test_a_bad_global_option_after_the_command_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as info:
        run("list", "--lang", "de")
    assert info.value.code == 2
    assert "invalid choice: 'de'" in capsys.readouterr().err
