"""A Universal VTT map made by the test imports into each kind of board (docs/maps.md).

Expected values are worked out by hand from the map of ``vtt_files.two_rooms`` (12 × 9 cells,
20 pixels per cell, a 25.4 mm grid unless said): the board is 12 × 25.4 = 304.8 mm by
9 × 25.4 = 228.6 mm; a pixel is 25.4 / 20 = 1.27 mm; the outer wall's first point, cell
(2, 4), is at (50.8, 101.6) mm.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from editor import cli
from editor.model.board import DoorState, ZoneBoard
from editor.model.table import FreeTable, MovementEffect
from editor.store.library import Library
from tests.maps import vtt_files


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def library(tmp_path) -> Path:
    return tmp_path / "lib" / "library.sqlite"


def import_vtt(library: Path, path: Path, system: str, name: str, *extra: str):
    code, out, err = run("--library", str(library), "--json", "import-vtt", str(path),
                         "--system", system, "--name", name, *extra)
    return code, (json.loads(out) if code == 0 else None), err


def stored(library: Path, name: str):
    with Library.open(library) as opened:
        return opened.load(name)


def test_a_zone_board_gets_the_background_walls_and_doors(tmp_path, library):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms())
    code, summary, err = import_vtt(library, path, "zone-solo", "two-rooms")
    assert code == 0, err
    assert summary == {"name": "two-rooms", "walls": 4, "doors": 2, "pieces": 0,
                       "width_mm": 304.8, "height_mm": 228.6,
                       "ignored": {"lights": 2, "environment": 1}}
    scenario = stored(library, "two-rooms")
    board = scenario.board
    assert isinstance(board, ZoneBoard) and board.zones == ()
    assert (board.width_mm, board.height_mm) == (304.8, 228.6)
    assert board.background.image == "images/map.png"
    assert board.background.mm_per_pixel == pytest.approx(1.27)
    assert (board.background.x_mm, board.background.y_mm) == (0, 0)
    walls = {wall.id: wall for wall in board.walls}
    assert walls["wall-1"].points == ((50.8, 101.6), (50.8, 25.4), (279.4, 25.4),
                                      (279.4, 203.2), (50.8, 203.2), (50.8, 139.7))
    assert walls["object-1"].points[0] == (215.9, 165.1)
    assert all(walls[w].blocks_los and walls[w].blocks_movement and walls[w].door is None
               for w in ("wall-1", "wall-2", "wall-3", "object-1"))
    closed, opened = walls["door-1"], walls["door-2"]
    assert closed.points == ((50.8, 101.6), (50.8, 139.7))
    assert (closed.door, closed.blocks_los, closed.blocks_movement) == (DoorState.CLOSED, True, False)
    assert (opened.door, opened.blocks_los, opened.blocks_movement) == (DoorState.OPEN, False, False)
    assert "Lights left out" in err and "no zones yet" in err


def test_the_checker_says_the_imported_zone_board_has_no_zones_yet(tmp_path, library):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms())
    assert import_vtt(library, path, "zone-solo", "two-rooms")[0] == 0
    code, out, err = run("--library", str(library), "--json", "validate", "two-rooms")
    assert code == 0, err
    (report,) = json.loads(out)
    assert report["valid"] and "validation.no_zones" in [m["key"] for m in report["messages"]]


@pytest.mark.parametrize("system, unit", [("eisdrachen", "pas"), ("d20", "cm")])
def test_a_free_table_gets_blocking_pieces_and_doors(tmp_path, library, system, unit):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms())
    code, summary, err = import_vtt(library, path, system, "two-rooms")
    assert code == 0, err
    # The three wall lines join into one piece (both doorways keep it from closing a ring),
    # the pillar is a piece of its own, and each door is one.
    assert (summary["walls"], summary["doors"], summary["pieces"]) == (4, 2, 4)
    table = stored(library, "two-rooms").board
    assert isinstance(table, FreeTable) and table.unit.value == unit
    assert (table.width_mm, table.height_mm) == (304.8, 228.6)
    pieces = {piece.id: piece for piece in table.terrain}
    assert set(pieces) == {"wall-1", "wall-2", "door-1", "door-2"}
    for blocking in ("wall-1", "wall-2", "door-1"):
        piece = pieces[blocking]
        assert piece.blocks_los and piece.movement is MovementEffect.IMPASSABLE
        assert piece.height_mm == pytest.approx(2 * 25.4)
    assert not pieces["door-2"].blocks_los and pieces["door-2"].movement is MovementEffect.OPEN
    assert pieces["door-1"].name.en == "Door (closed)" and pieces["door-2"].name.fr == "Porte (ouverte)"
    import shapely
    pillar = shapely.Polygon(pieces["wall-2"].polygon)  # the filled outline, 25.4 mm square
    assert pillar.area == pytest.approx(25.4 * 25.4, rel=1e-3)
    shapes = [shapely.Polygon(p.polygon) for p in table.terrain]
    assert all(s.is_valid for s in shapes)
    assert all(a.intersection(b).area < 1e-6 for i, a in enumerate(shapes) for b in shapes[i + 1:])
    door = shapely.Polygon(pieces["door-1"].polygon)  # 2.54 mm thick along x = 50.8, y 101.6-139.7
    assert door.bounds == pytest.approx((49.53, 101.6, 52.07, 139.7))


def test_a_closed_ring_of_wall_is_cut_into_pieces_without_holes(tmp_path, library):
    ring = vtt_files.xy([(1, 1), (4, 1), (4, 4), (1, 4), (1, 1)])
    document = vtt_files.two_rooms(line_of_sight=[ring], objects_line_of_sight=[], portals=[])
    path = vtt_files.write(tmp_path, document)
    code, summary, err = import_vtt(library, path, "d20", "ring")
    assert code == 0, err
    assert summary["pieces"] == 2  # one cut through the hole leaves two halves
    import shapely
    shapes = [shapely.Polygon(p.polygon) for p in stored(library, "ring").board.terrain]
    whole = shapely.union_all(shapes)
    # The ring of wall 2.54 mm thick round a 76.2 mm square: (76.2 + 2.54)^2 - (76.2 - 2.54)^2.
    assert whole.area == pytest.approx((76.2 + 2.54) ** 2 - (76.2 - 2.54) ** 2, rel=1e-3)


def test_the_grid_size_scales_the_board(tmp_path, library):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms())
    code, summary, err = import_vtt(library, path, "d20", "big", "--grid-mm", "50")
    assert code == 0, err
    assert (summary["width_mm"], summary["height_mm"]) == (600, 450)
    assert stored(library, "big").board.background.mm_per_pixel == pytest.approx(2.5)


def test_a_map_origin_shifts_the_lines(tmp_path, library):
    document = vtt_files.two_rooms()
    document["resolution"]["map_origin"] = {"x": 2, "y": 1}
    path = vtt_files.write(tmp_path, document)
    assert import_vtt(library, path, "zone-solo", "shifted")[0] == 0
    walls = {w.id: w for w in stored(library, "shifted").board.walls}
    assert walls["wall-1"].points[1] == (0.0, 0.0)  # cell (2, 1) is the image's corner


def test_a_webp_image_becomes_a_png_background(tmp_path, library):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms(image=vtt_files.picture("WEBP")))
    assert import_vtt(library, path, "eisdrachen", "webp")[0] == 0
    scenario = stored(library, "webp")
    (asset,) = scenario.images
    assert asset.name == "images/map.png" and asset.data.startswith(b"\x89PNG\r\n\x1a\n")
    from PIL import Image
    assert Image.open(io.BytesIO(asset.data)).size == (240, 180)


def test_format_0_2_without_object_outlines_is_read(tmp_path, library):
    document = vtt_files.two_rooms(format=0.2)
    del document["objects_line_of_sight"]
    path = vtt_files.write(tmp_path, document, "old.uvtt")
    code, summary, err = import_vtt(library, path, "zone-solo", "old")
    assert code == 0, err
    assert summary["walls"] == 3


def test_an_existing_name_is_refused_unless_replaced(tmp_path, library):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms())
    assert import_vtt(library, path, "d20", "same")[0] == 0
    code, _summary, err = import_vtt(library, path, "d20", "same")
    assert code == 1 and "same" in err
    assert import_vtt(library, path, "zone-solo", "same", "--replace")[0] == 0
    assert isinstance(stored(library, "same").board, ZoneBoard)


def test_the_text_output_names_the_counts(tmp_path, library):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms())
    code, out, err = run("--library", str(library), "--lang", "fr", "import-vtt", str(path),
                         "--system", "d20", "--name", "salles")
    assert code == 0, err
    assert "« salles » (304.8 × 228.6 mm) : murs 4, portes 2, éléments de décor 4." in out
    assert "Lumières laissées de côté (l’éclairage ne compte pas pour les règles) : 2." in out


def test_the_parser_imports_no_model_before_a_command_runs():
    """The window also starts through this parser (no command): its rule-system option must
    not pull the model in before the first paint."""
    import subprocess
    import sys

    code = ("import sys\nfrom editor.cli.parser import build_parser\nbuild_parser()\n"
            "print(sorted(m for m in sys.modules if m.startswith('editor.model')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
