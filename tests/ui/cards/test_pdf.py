"""The PDFs: page count, exact page size and the expected text, per template and language."""

from __future__ import annotations

import io
import json
import re
import unicodedata

import pytest
from pypdf import PdfReader

from editor import cli
from editor.cards.geometry import PAPERS, card_size
from editor.cards.jobs import paginate, plan_job
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from editor.ui.cards.pages import write_pdf

MM_PT = 72 / 25.4


@pytest.fixture(scope="module")
def samples():
    return {name: read_scenario(SAMPLES_DIR / name)[0]
            for name in ("night-market", "frozen-trench", "depot-raid")}


def _text(reader: PdfReader) -> str:
    """All text, ligatures undone (the embedded font draws "fi" as one glyph), spaces folded."""
    text = " ".join(page.extract_text() for page in reader.pages)
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


CASES = [
    ("night-market", "units", "poker", "a4", "en", 2,
     ["Odile Carvane, the Lamplighter", "Hooked pole", "Light-bearer", "WOUNDS", "ARMOUR"]),
    ("night-market", "units", "tarot", "letter", "fr", 4,
     ["Odile Carvane, l’allumeuse", "BLESSURES", "ARMURE"]),
    # frozen-trench: 20 figures (18 on the table, 2 held back), 9 poker cards or 2 A6 to an A4
    ("frozen-trench", "units", "poker", "a4", "fr", 3,
     ["Recrue du Frimas", "ESQUIVE SUR", "NE BLESSE PAS SUR", "BLEU", "Fusil à verrou"]),
    ("frozen-trench", "units", "a6", "a4", "en", 10,
     ["Rime Guard recruit", "DODGE ON", "NO WOUND ON", "GREENHORN", "Bolt-action rifle"]),
    ("depot-raid", "units", "poker", "letter", "en", 2,
     ["Mara Quillon, cell leader", "Vesper pulse carbine", "SHOOT", "Bursts"]),
    ("depot-raid", "units", "63x88mm", "a4", "fr", 2, ["MOUVEMENT", "Φ 17", "TIR", "DEXTÉRITÉ"]),
    ("night-market", "solo-deck", "poker", "a4", "fr", 3, ["le moins de blessures", "DÉPOLLUER"]),
    ("night-market", "solo-deck", "tarot", "a4", "en", 6, ["fewest wounds", "CLEAN UP"]),
    ("night-market", "river", "poker", "a4", "fr", 1, ["Anguilles", "RENFORT", "Marée montante"]),
    ("night-market", "river", "poker", "letter", "en", 1, ["Eels", "REINFORCEMENT"]),
    ("night-market", "reference", "poker", "a4", "en", 1, ["the villains’ turn", "Golden rule"]),
    ("night-market", "reference", "poker", "letter", "fr", 1, ["le tour des vilains",
                                                               "Règle d’or"]),
    ("frozen-trench", "ruler", "poker", "a4", "fr", 1, ["Réglette de mesure en pas",
                                                         "1 pas = 25 mm"]),
    ("frozen-trench", "ruler", "poker", "letter", "en", 1, ["Measuring ruler in pas", "→ B",
                                                            "→ D", "29", "30"]),
    ("depot-raid", "ruler", "poker", "a4", "fr", 1, ["Réglette de mesure en centimètres",
                                                      "→ C", "59", "60"]),
]


@pytest.mark.parametrize(("name", "what", "size", "paper", "lang", "pages", "expected"), CASES)
def test_pdf_pages_size_and_text(samples, tmp_path, name, what, size, paper, lang, pages,
                                 expected):
    scenario = samples[name]
    job = plan_job(scenario, what, card_size(size), paper=PAPERS[paper], lang=lang)
    path = tmp_path / "cards.pdf"
    warnings = write_pdf(job, path, images={i.name: i.data for i in scenario.images})
    assert warnings is not None
    reader = PdfReader(path)
    assert len(reader.pages) == pages == len(paginate(job))
    box = reader.pages[0].mediabox
    assert float(box.width) == pytest.approx(PAPERS[paper].width * MM_PT, abs=0.6)
    assert float(box.height) == pytest.approx(PAPERS[paper].height * MM_PT, abs=0.6)
    text = _text(reader)
    for snippet in expected:
        assert re.sub(r"\s+", " ", snippet) in text, (snippet, text[:400])
    assert list(tmp_path.iterdir()) == [path]  # no temporary file left behind


def test_backs_double_the_pages(samples, tmp_path):
    job = plan_job(samples["night-market"], "solo-deck", card_size("poker"), backs=True,
                   bleed=True)
    write_pdf(job, tmp_path / "deck.pdf")
    assert len(PdfReader(tmp_path / "deck.pdf").pages) == 2 * 3


def test_cancel_leaves_no_file_and_keeps_the_old_one(samples, tmp_path):
    path = tmp_path / "cards.pdf"
    path.write_bytes(b"old")
    job = plan_job(samples["night-market"], "units", card_size("poker"))
    assert write_pdf(job, path, cancelled=lambda: True) is None
    assert path.read_bytes() == b"old"
    assert list(tmp_path.iterdir()) == [path]


def test_long_skill_text_is_fitted_or_warned(samples, tmp_path):
    from dataclasses import replace

    from editor.model.text import Text
    from editor.model.units import Skill

    scenario = samples["night-market"]
    odile = scenario.units[0]
    long = Skill(Text.both("Endless"), Text.both(" ".join(["lantern"] * 400)))
    short = Skill(Text.both("Brief"), Text.both(" ".join(["lantern"] * 25)))
    units = (replace(odile, id="long", skills=(long,)), replace(odile, id="short",
                                                                skills=(short,)))
    scenario = replace(scenario, units=units, figures=())
    job = plan_job(scenario, "units", card_size("poker"))
    warnings = write_pdf(job, tmp_path / "cards.pdf")
    overflows = [w for w in warnings if w.key == "cards.text_overflow"]
    assert [w.params["field"] for w in overflows] == ["skills"]
    # the cut text shrank to its smallest size, below readable, too; each card is told apart
    # by its id though both units bear Odile's name
    small = [w for w in warnings if w.key == "cards.text_small"]
    assert small and small[0].params["fields"] == "skills"
    assert len(warnings) == len(overflows) + len(small)
    assert "lantern lantern" in _text(PdfReader(tmp_path / "cards.pdf"))


def test_command_writes_the_pdf(tmp_path):
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["--lang", "fr", "cards", str(SAMPLES_DIR / "night-market"), "-o",
                     str(tmp_path / "o.pdf"), "--what", "solo-deck", "--bleed"], out, err)
    assert code == 0, err.getvalue()
    assert "24 cartes écrites dans" in out.getvalue() and "(pages : 3)" in out.getvalue()
    assert len(PdfReader(tmp_path / "o.pdf").pages) == 3


def test_command_refuses_when_there_is_nothing_to_print(tmp_path):
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["--json", "cards", str(SAMPLES_DIR / "night-market"), "-o",
                     str(tmp_path / "o.pdf"), "--what", "ruler"], out, err)  # zones: no ruler
    assert code == 1
    assert json.loads(out.getvalue())["error"]["key"] == "cards.nothing_to_print"
    assert not (tmp_path / "o.pdf").exists()


def test_command_prints_unit_backs_for_either_flip(tmp_path):
    out, err = io.StringIO(), io.StringIO()
    pdf = tmp_path / "backs.pdf"
    code = cli.main(["cards", str(SAMPLES_DIR / "depot-raid"), "-o", str(pdf), "--backs",
                     "--flip", "short"], out, err)
    assert code == 0, err.getvalue()
    reader = PdfReader(pdf)
    assert len(reader.pages) == 4  # 16 cards, 8 a page: two fronts, each with its back
    back_text = re.sub(r"\s+", " ", reader.pages[1].extract_text())
    assert "Mara Quillon, cell leader" in back_text and "Hero" in back_text.title()
    assert "SHOOT" not in back_text  # a back, not a second front


def test_flip_without_backs_is_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit) as caught:
        cli.main(["cards", str(SAMPLES_DIR / "depot-raid"), "-o", str(tmp_path / "o.pdf"),
                  "--flip", "short"])
    assert caught.value.code == 2
    assert "--flip needs --backs" in capsys.readouterr().err
    assert not (tmp_path / "o.pdf").exists()
