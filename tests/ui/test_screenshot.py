"""skirmish-studio screenshot: exact size, not blank, both languages, library untouched."""

from __future__ import annotations

import hashlib
import io

import pytest
from PySide6.QtGui import QImage

from editor import cli


def _digest(folder):
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.rglob("*")) if p.is_file()}


def _distinct_colours(image: QImage) -> int:
    step = 7
    return len({image.pixel(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)})


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_screenshot_has_the_exact_size_and_is_not_blank(tmp_path, lang, qapp):
    out = tmp_path / f"library-{lang}.png"
    library = tmp_path / "lib" / "library.sqlite"
    code = cli.main(["--library", str(library), "--lang", lang, "screenshot", "-o", str(out), "--size", "1000x700"],
                    io.StringIO(), io.StringIO())
    assert code == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 700)
    assert _distinct_colours(image) > 20
    assert not library.exists()  # no library is created by a screenshot


def test_screenshot_leaves_an_existing_library_byte_identical(tmp_path, qapp):
    library = tmp_path / "lib" / "library.sqlite"
    assert cli.main(["--library", str(library), "list"], io.StringIO(), io.StringIO()) == 0
    before = _digest(library.parent)
    out = tmp_path / "shot.png"
    assert cli.main(["--library", str(library), "screenshot", "night-market", "-o", str(out)],
                    io.StringIO(), io.StringIO()) == 0
    assert QImage(str(out)).size().toTuple() == (1280, 800)
    assert _digest(library.parent) == before


def test_screenshot_of_a_scenario_folder_and_bad_arguments(tmp_path, qapp):
    from editor.resources import SAMPLES_DIR

    out = tmp_path / "folder.png"
    args = ["--library", str(tmp_path / "none.sqlite"), "screenshot", str(SAMPLES_DIR / "depot-raid"), "-o", str(out)]
    assert cli.main(args, io.StringIO(), io.StringIO()) == 0 and out.exists()
    err = io.StringIO()
    assert cli.main(["--library", str(tmp_path / "none.sqlite"), "screenshot", "nope", "-o", str(out)],
                    io.StringIO(), err) == 1
    assert "nope" in err.getvalue()
    with pytest.raises(SystemExit) as info:
        cli.main(["screenshot", "-o", str(out), "--size", "10x10"], io.StringIO(), io.StringIO())
    assert info.value.code == 2


def test_editor_view_screenshot(tmp_path, qapp):
    out = tmp_path / "editor.png"
    library = tmp_path / "lib" / "library.sqlite"
    code = cli.main(["--library", str(library), "screenshot", "night-market", "--view", "editor", "-o", str(out),
                     "--size", "900x600"], io.StringIO(), io.StringIO())
    assert code == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600) and _distinct_colours(image) > 50
    assert not library.exists()
    table = tmp_path / "table.png"
    assert cli.main(["--library", str(library), "screenshot", "depot-raid", "--view", "editor", "-o", str(table),
                     "--size", "800x500"], io.StringIO(), io.StringIO()) == 0
    image = QImage(str(table))
    assert (image.width(), image.height()) == (800, 500) and _distinct_colours(image) > 50
    assert not library.exists()
