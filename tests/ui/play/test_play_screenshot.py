"""``skirmish-studio screenshot SCENARIO --view play``: exact size, a villain step with its
reachable zones, nothing written to the library, and a clear error without a zone scenario."""

from __future__ import annotations

import hashlib
import io

from PySide6.QtGui import QColor, QImage

from editor import cli
from editor.ui.play.palette import STYLES, Role


def _digest(folder):
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def _near(color: QColor, wanted: QColor, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(color.getRgb()[:3], wanted.getRgb()[:3]))


def test_play_view_screenshot_shows_the_first_villain_step(tmp_path, qapp):
    library = tmp_path / "lib" / "library.sqlite"
    assert cli.main(["--library", str(library), "list"], io.StringIO(), io.StringIO()) == 0
    before = _digest(library.parent)
    out = tmp_path / "play.png"
    code = cli.main(
        [
            "--library",
            str(library),
            "screenshot",
            "night-market",
            "--view",
            "play",
            "-o",
            str(out),
            "--size",
            "1100x700",
        ],
        io.StringIO(),
        io.StringIO(),
    )
    assert code == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1100, 700)
    assert _digest(library.parent) == before  # no game saved, nothing written
    badge = STYLES[Role.REACH].fill
    found = sum(
        _near(QColor(image.pixel(x, y)), badge) for x in range(0, 1100, 3) for y in range(0, 700, 3)
    )
    assert found > 20  # the round badges of the villain's reachable zones


def test_play_view_screenshot_of_a_folder_without_a_library(tmp_path, qapp):
    from editor.resources import SAMPLES_DIR

    out = tmp_path / "play.png"
    library = tmp_path / "none.sqlite"
    args = [
        "--library",
        str(library),
        "screenshot",
        str(SAMPLES_DIR / "night-market"),
        "--view",
        "play",
        "-o",
        str(out),
    ]
    assert cli.main(args, io.StringIO(), io.StringIO()) == 0
    assert QImage(str(out)).size().toTuple() == (1280, 800)
    assert not library.exists()


def test_play_view_needs_a_zone_scenario(tmp_path, qapp):
    out = tmp_path / "play.png"
    for args in (["depot-raid"], []):
        err = io.StringIO()
        code = cli.main(
            [
                "--library",
                str(tmp_path / "none.sqlite"),
                "screenshot",
                *args,
                "--view",
                "play",
                "-o",
                str(out),
            ],
            io.StringIO(),
            err,
        )
        assert code == 1 and "zone" in err.getvalue()
    assert not out.exists()
