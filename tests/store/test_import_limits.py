"""The import limits on geometry and images, and the size and text rules of validation (PRODUCT
§5 "Untrusted input", docs/file-format.md): a million-point polygon, a PNG whose header lies
about its pixels, a board 0 mm wide and a NUL inside a name are refused with a message naming
the place, while every sample and the 5,000-zone benchmark board still pass."""

from __future__ import annotations

import io
import sqlite3
import struct
import time
import zlib
from dataclasses import replace
from pathlib import Path

import pytest
from PIL import Image

from editor import resources
from editor.limits import DEFAULT_LIMITS, Limits
from editor.messages import Severity, SkirmishError
from editor.model import FreeTable, ImageAsset, Text, ZoneBoard
from editor.model.document_format import to_document
from editor.model.validation import validate
from editor.store.library import Library
from editor.store.package_writer import write_package
from editor.store.portable import check_scenario_file, decode_scenario_file, write_scenario
from tests.examples import d20_scenario, zone_scenario

ROOT = Path(__file__).resolve().parents[2]


def portable(path: Path, document: dict, images: dict[str, bytes] | None = None) -> Path:
    document = dict(document)
    document.pop("format_version", None)
    write_package(path, document, images or {})
    return path


def refusal(path: Path, limits: Limits = DEFAULT_LIMITS) -> SkirmishError:
    with pytest.raises(SkirmishError) as caught:
        decode_scenario_file(path, limits)
    return caught.value


def errors_of(scenario) -> list:
    return [m for m in validate(scenario) if m.severity is Severity.ERROR]


# Vertices -------------------------------------------------------------------------------------


def test_a_huge_polygon_is_refused_before_any_geometry_naming_it(tmp_path, monkeypatch):
    document = to_document(zone_scenario())  # 200,000 points: the cost of a million, 5 times less
    document["zones"][1]["polygon"] = [[i % 1000, i // 1000] for i in range(200_000)]
    path = portable(tmp_path / "huge.skirmish", document)
    import shapely

    monkeypatch.setattr(shapely, "Polygon", None)  # building geometry would fail the test
    monkeypatch.setattr("editor.model.document_format.decode", None)  # so would decoding it
    error = refusal(path)
    assert error.message.key == "package.too_many_vertices"
    assert error.message.where == "huge.skirmish: scenario.json, zones[1].polygon"
    assert error.message.params == {"count": 200_000, "limit": DEFAULT_LIMITS.max_polygon_vertices}


def test_too_many_vertices_in_total_are_refused(tmp_path):
    document = to_document(zone_scenario())
    path = portable(tmp_path / "many.skirmish", document)
    # 4 squares of 4 points and a wall of 2: 18 points; a limit of 17 refuses, of 18 admits.
    error = refusal(path, Limits(max_polygon_vertices=4, max_vertices=17))
    assert error.message.key == "package.too_many_vertices_total"
    assert error.message.params == {"count": 18, "limit": 17}
    decode_scenario_file(path, Limits(max_polygon_vertices=4, max_vertices=18))
    error = refusal(path, Limits(max_polygon_vertices=3))
    assert error.message.where == "many.skirmish: scenario.json, zones[0].polygon"


def test_terrain_polygons_and_walls_count_too(tmp_path):
    document = to_document(d20_scenario())
    first = document["board"]["terrain"][0]["polygon"]
    path = portable(tmp_path / "table.skirmish", document)
    error = refusal(path, Limits(max_polygon_vertices=len(first) - 1))
    assert error.message.where == "table.skirmish: scenario.json, board.terrain[0].polygon"


def test_every_sample_and_the_5000_zone_benchmark_board_pass_the_limits(tmp_path):
    from benchmarks.scenario_factory import big_zone_scenario

    for folder in sorted((ROOT / "scenarios").iterdir()):
        scenario, messages = check_scenario_file(folder)
        assert scenario is not None and not [m for m in messages if m.severity == "error"]
    path = tmp_path / "bench-5000.skirmish"
    write_scenario(big_zone_scenario(5000, name="bench-5000"), path)
    scenario, messages = check_scenario_file(path)
    assert scenario is not None, messages
    assert not [m for m in messages if m.severity is Severity.ERROR]


def test_a_library_row_with_a_million_point_polygon_is_damage(tmp_path, monkeypatch):
    empty = tmp_path / "samples"
    empty.mkdir()
    monkeypatch.setattr(resources, "SAMPLES_DIR", empty)
    path = tmp_path / "library.sqlite"
    with Library.open(path) as library:
        library.save(zone_scenario())
    with sqlite3.connect(path) as raw:
        raw.execute("UPDATE zones SET polygon = zeroblob(16000000) WHERE position = 1")
    raw.close()
    started = time.perf_counter()
    with Library.open(path, read_only=True) as library, pytest.raises(SkirmishError) as caught:
        library.load("rooftops")
    assert time.perf_counter() - started < 10
    assert caught.value.message.key == "library.damaged"


# Images ---------------------------------------------------------------------------------------


def png_chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def lying_png() -> bytes:
    """A PNG whose header claims 6000 × 6000 pixels, followed by 16 bytes of image data."""
    header = struct.pack(">IIBBBBB", 6000, 6000, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", header)
            + png_chunk(b"IDAT", zlib.compress(bytes(16))[:16]) + png_chunk(b"IEND", b""))


def test_a_png_claiming_more_pixels_than_it_holds_is_refused(tmp_path):
    scenario = zone_scenario()
    path = portable(tmp_path / "lying.skirmish", to_document(scenario),
                    {"images/board.png": lying_png()})
    error = refusal(path)
    assert error.message.key == "package.bad_image"
    assert error.message.where == "lying.skirmish: images/board.png"


def test_a_truncated_jpeg_is_refused_and_a_whole_one_accepted(tmp_path):
    buffer = io.BytesIO()
    Image.new("RGB", (64, 48), (10, 120, 40)).save(buffer, "JPEG")
    whole = buffer.getvalue()
    good = portable(tmp_path / "good.skirmish", to_document(zone_scenario()),
                    {"images/board.jpg": whole})
    decode_scenario_file(good)
    cut = portable(tmp_path / "cut.skirmish", to_document(zone_scenario()),
                   {"images/board.jpg": whole[: len(whole) // 2]})
    assert refusal(cut).message.key == "package.bad_image"


# Board size and NUL characters -----------------------------------------------------------------


def test_a_free_table_0_mm_wide_is_refused_naming_the_place():
    scenario = d20_scenario()
    assert isinstance(scenario.board, FreeTable)
    narrow = replace(scenario, board=replace(scenario.board, width_mm=0.0))
    [problem] = errors_of(narrow)
    assert (problem.key, problem.where) == ("validation.board_size", "board.width_mm")
    flat = replace(scenario, board=replace(scenario.board, height_mm=0.0))
    assert [(m.key, m.where) for m in errors_of(flat)] == [("validation.board_size",
                                                            "board.height_mm")]


def test_a_zone_board_needs_both_sides_or_none():
    scenario = zone_scenario()
    assert isinstance(scenario.board, ZoneBoard)
    half = replace(scenario, board=replace(scenario.board, width_mm=0.0))
    assert [(m.key, m.where) for m in errors_of(half)] == [("validation.board_size",
                                                            "board.width_mm")]
    abstract = replace(scenario, board=replace(scenario.board, width_mm=0.0, height_mm=0.0))
    assert errors_of(abstract) == []  # an abstract board (PRODUCT §2b) has no size


def test_a_nul_inside_a_name_is_refused_naming_the_place(tmp_path):
    scenario = zone_scenario()
    zone = replace(scenario.board.zones[2], name=Text("Ru\x00elle", "Alley"))
    zones = (*scenario.board.zones[:2], zone, *scenario.board.zones[3:])
    named = replace(scenario, board=replace(scenario.board, zones=zones))
    assert [(m.key, m.where) for m in errors_of(named)] == [("validation.nul_character",
                                                             "zones[2].name")]
    unit = replace(scenario.units[0], name=Text("Rôdeuse", "Ran\x00ger"))
    assert [(m.key, m.where) for m in errors_of(replace(scenario, units=(unit,
            *scenario.units[1:])))] == [("validation.nul_character", "units[0].name")]
    path = portable(tmp_path / "nul.skirmish", to_document(named))
    _, messages = check_scenario_file(path)
    assert [m.where for m in messages if m.severity is Severity.ERROR] == [
        "nul.skirmish: scenario.json, zones[2].name"]


def test_image_assets_in_the_model_keep_their_bytes():
    asset = ImageAsset("images/board.png", lying_png())
    assert asset.data.startswith(b"\x89PNG")
