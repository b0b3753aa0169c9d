"""PNG faces for print-on-demand services: exact pixel sizes with the resolution recorded,
names in print order, a contact sheet, and a folder that is never half written or overwritten
without being asked.

Pixel sizes are round(mm / 25.4 × dpi) per side, worked out by hand below.
"""

from __future__ import annotations

import io
import json

import pytest
from PIL import Image

from editor import cli
from editor.cards.faces import plan_faces
from editor.cards.geometry import PAPERS, card_size
from editor.cards.jobs import plan_job
from editor.messages import SkirmishError
from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from editor.ui.cards.faces import write_faces


@pytest.fixture(scope="module")
def samples():
    return {name: read_scenario(SAMPLES_DIR / name)[0]
            for name in ("night-market", "frozen-trench", "depot-raid")}


@pytest.mark.parametrize(("size", "dpi", "bleed", "pixels"), [
    ("poker", 300, None, (744, 1039)),      # 63 mm → 744.09, 88 mm → 1039.37
    ("poker", 300, 3.0, (815, 1110)),       # 69 mm → 814.96, 94 mm → 1110.24
    ("poker", 600, 3.0, (1630, 2220)),      # 1629.92, 2220.47
    ("poker", 150, None, (372, 520)),       # 372.05, 519.69
    ("poker", 300, 3.175, (819, 1114)),     # 69.35 mm → 819.09, 94.35 mm → 1114.37
    ("tarot", 300, None, (827, 1417)),      # 70 mm → 826.77, 120 mm → 1417.32
    ("tarot", 300, 3.0, (898, 1488)),       # 76 mm → 897.64, 126 mm → 1488.19
    ("tarot", 72, 3.0, (215, 357)),         # 215.43, 357.17
    ("a6", 300, None, (1240, 1748)),        # 105 mm → 1240.16, 148 mm → 1748.03
    ("a6", 300, 3.0, (1311, 1819)),         # 111 mm → 1311.02, 154 mm → 1818.90
    ("a6", 1200, 5.0, (5433, 7465)),        # 115 mm → 5433.07, 158 mm → 7464.57
    ("44x68mm", 300, 2.0, (567, 850)),      # 48 mm → 566.93, 72 mm → 850.39
])
def test_face_pixel_sizes(samples, size, dpi, bleed, pixels):
    job = plan_job(samples["depot-raid"], "units", card_size(size), bleed=bleed is not None,
                   bleed_mm=bleed or 3.0)
    files = plan_faces(job, dpi)
    assert {file.pixels for file in files} == {pixels}


@pytest.mark.parametrize(("size", "dpi", "bleed"), [("poker", 300, True), ("tarot", 150, False),
                                                     ("a6", 100, True)])
def test_written_faces_have_their_size_and_resolution(samples, tmp_path, size, dpi, bleed):
    job = plan_job(samples["frozen-trench"], "units", card_size(size), bleed=bleed,
                   units=["rime-gunner"], copies={"rime-gunner": 2}, backs=True)
    written = write_faces(job, tmp_path / "out", dpi=dpi)
    assert written.files == ("001-rime-gunner-front.png", "001-rime-gunner-back.png",
                             "002-rime-gunner-front.png", "002-rime-gunner-back.png")
    expected = plan_faces(job, dpi)[0].pixels
    for name in written.files:
        with Image.open(tmp_path / "out" / name) as image:
            assert image.size == expected and image.mode == "RGB"
            # pHYs holds whole dots per metre, within 0.013 dpi of the resolution
            assert image.info["dpi"] == pytest.approx((dpi, dpi), abs=0.02)
    front = (tmp_path / "out" / written.files[0]).read_bytes()
    assert (tmp_path / "out" / written.files[2]).read_bytes() == front  # the same card twice
    assert (tmp_path / "out" / written.files[1]).read_bytes() != front  # its back differs
    with Image.open(tmp_path / "out" / "contact-sheet.png") as sheet:
        assert sheet.info["dpi"] == pytest.approx((50, 50), abs=0.02)
        # four faces side by side at 50 dpi, each at least 63 mm → 124 pixels wide
        assert sheet.width > 4 * 124


def test_names_follow_the_print_order(samples):
    job = plan_job(samples["night-market"], "units", card_size("poker"), backs=True)
    names = [file.name for file in plan_faces(job)]
    assert names[:4] == ["001-odile-front.png", "001-odile-back.png", "002-tamsin-front.png",
                         "002-tamsin-back.png"]
    assert names[8:10] == ["005-eel-front.png", "005-eel-back.png"]
    assert names[-1] == "015-vasque-back.png" and len(names) == 30
    deck = plan_job(samples["night-market"], "solo-deck", card_size("poker"))
    assert [f.name for f in plan_faces(deck)][:2] == [
        f"001-{deck.faces[0].id}-front.png", f"002-{deck.faces[1].id}-front.png"]
    # a whole-page sheet is one face the size of the paper, without bleed
    sheet = plan_job(samples["night-market"], "reference", card_size("poker"), bleed=True,
                     paper=PAPERS["letter"])
    (page,) = plan_faces(sheet, 100)
    assert page.name == "001-reference-front.png"
    assert page.pixels == (850, 1100)  # 215.9 mm → 850.0, 279.4 mm → 1100.0


def test_a_face_is_the_card_as_the_pdf_page_draws_it(samples):
    from editor.ui.cards.faces import face_image
    from editor.ui.cards.pages import page_image
    from editor.ui.cards.renderer import CardRenderer

    job = plan_job(samples["night-market"], "units", card_size("poker"))
    file = plan_faces(job, 254)[0]  # 10 pixels a millimetre: the page's slots fall on pixels
    face = face_image(job, file, 254, CardRenderer(lang="en"))
    page = page_image(job, 0, 254)
    trim = job.layout().slots[0].trim
    x0, y0 = round(trim.x * 10), round(trim.y * 10)
    differ = sum(face.pixelColor(x, y) != page.pixelColor(x0 + x, y0 + y)
                 for x in range(0, face.width(), 7) for y in range(0, face.height(), 7))
    assert differ < 0.01 * (face.width() // 7) * (face.height() // 7)


def test_a_folder_that_is_not_empty_is_refused_unless_forced(samples, tmp_path):
    job = plan_job(samples["depot-raid"], "units", card_size("poker"),
                   units=["mara-quillon", "kessel"], copies={"mara-quillon": 1, "kessel": 1})
    folder = tmp_path / "faces"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    (folder / "007-old-card-front.png").write_bytes(b"an earlier export")
    with pytest.raises(SkirmishError) as caught:
        write_faces(job, folder, dpi=72)
    assert caught.value.message.key == "cards.folder_not_empty"
    assert caught.value.message.params["count"] == 2
    written = write_faces(job, folder, dpi=72, force=True)
    assert written.removed == 1
    assert sorted(p.name for p in folder.iterdir()) == [
        "001-mara-quillon-front.png", "002-kessel-front.png", "contact-sheet.png", "notes.txt"]
    again = write_faces(job, folder, dpi=72, force=True)
    assert again.removed == 3  # the two faces and the contact sheet, rewritten


def test_a_cancelled_export_leaves_the_folder_as_it_was(samples, tmp_path):
    job = plan_job(samples["depot-raid"], "units", card_size("poker"))
    folder = tmp_path / "faces"
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 3

    assert write_faces(job, folder, dpi=72, cancelled=cancelled) is None
    assert list(folder.iterdir()) == []  # no face, no staging folder left behind


def test_a_file_in_the_way_and_a_bad_resolution_are_refused(samples, tmp_path):
    job = plan_job(samples["depot-raid"], "units", card_size("poker"))
    (tmp_path / "file").write_text("x")
    with pytest.raises(SkirmishError) as caught:
        write_faces(job, tmp_path / "file", dpi=300)
    assert caught.value.message.key == "cards.cannot_write_folder"
    for dpi in (71, 1201):
        with pytest.raises(SkirmishError) as caught:
            plan_faces(job, dpi)
        assert caught.value.message.key == "cards.bad_dpi"


def _run(*argv):
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out, err), out.getvalue(), err.getvalue()


def test_command_writes_png_faces(tmp_path):
    folder = tmp_path / "pod"
    code, out, err = _run("--json", "cards", str(SAMPLES_DIR / "depot-raid"), "--png-dir",
                          str(folder), "--bleed", "--dpi", "100", "--backs")
    assert code == 0, err
    result = json.loads(out)
    assert result["dpi"] == 100 and result["cards"] == 16 and len(result["files"]) == 32  # 14 + 2 held back
    assert result["files"][:2] == ["001-mara-quillon-front.png", "001-mara-quillon-back.png"]
    with Image.open(folder / result["files"][0]) as image:
        assert image.size == (272, 370)  # 69 mm → 271.65, 94 mm → 370.08
    code, out, err = _run("cards", str(SAMPLES_DIR / "depot-raid"), "--png-dir", str(folder))
    assert code == 1 and "not empty" in err
    code, out, err = _run("cards", str(SAMPLES_DIR / "depot-raid"), "--png-dir", str(folder),
                          "--force", "--bleed-mm", "2", "--dpi", "72")
    assert code == 0, err
    assert "Replaced 33 files of an earlier export." in out
    with Image.open(folder / "001-mara-quillon-front.png") as image:
        assert image.size == (190, 261)  # 67 mm → 189.92, 92 mm → 260.79
    assert not (folder / "001-mara-quillon-back.png").exists()


@pytest.mark.parametrize(("argv", "problem"), [
    (["-o", "x.pdf", "--dpi", "300"], "--dpi needs --png-dir"),
    (["-o", "x.pdf", "--force"], "--force needs --png-dir"),
    (["--png-dir", "out", "--backs", "--flip", "short"], "PNG backs are never mirrored"),
    (["-o", "x.pdf", "--png-dir", "out"], "not allowed with argument"),
    ([], "one of the arguments -o/--output --png-dir is required"),
])
def test_command_usage_errors(tmp_path, capsys, monkeypatch, argv, problem):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as caught:
        cli.main(["cards", str(SAMPLES_DIR / "depot-raid"), *argv])
    assert caught.value.code == 2
    assert problem in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
