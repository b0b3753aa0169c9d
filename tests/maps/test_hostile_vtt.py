"""Hostile Universal VTT files are refused with exit 1, a message naming the place, and no
change to the library (as hostile portable files are)."""

from __future__ import annotations

import base64
import io
import json
import os
from pathlib import Path

import pytest

from editor import cli
from editor.limits import Limits
from editor.maps.uvtt import read_uvtt
from editor.messages import SkirmishError
from tests.maps import vtt_files


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def refused(tmp_path: Path, data: bytes | dict, name: str = "bad.dd2vtt") -> str:
    path = tmp_path / name
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())
    library = tmp_path / "library.sqlite"
    code, out, err = run("--library", str(library), "import-vtt", str(path), "--system", "d20",
                         "--name", "bad")
    assert code == 1, (out, err)
    assert "Traceback" not in err and name in err
    if library.exists():
        code, listing, _ = run("--library", str(library), "--json", "list")
        assert "bad" not in {row["name"] for row in json.loads(listing)}
    return err


def with_resolution(**values):
    document = vtt_files.two_rooms()
    document["resolution"].update(values)
    return document


@pytest.mark.parametrize("document, place, words", [
    (with_resolution(pixels_per_grid=-5), "resolution.pixels_per_grid", "out of range"),
    (with_resolution(pixels_per_grid=0), "resolution.pixels_per_grid", "out of range"),
    (with_resolution(map_size={"x": "ten", "y": 9}), "resolution.map_size.x", "number"),
    (with_resolution(map_size={"x": 0, "y": 9}), "resolution.map_size", "at least one cell"),
    (with_resolution(map_size={"x": 1e7, "y": 9}), "resolution.map_size.x", "out of range"),
    (with_resolution(map_origin={"x": True, "y": 0}), "resolution.map_origin.x", "number"),
    # 500 cells of 25.4 mm make a board 12.7 m long, over the 10 m any board may measure.
    (with_resolution(map_size={"x": 500, "y": 9}), "resolution.map_size", "12700.0 × 228.6 mm"),
    (vtt_files.two_rooms(format=1.0), "format", "format 1.0"),
    (vtt_files.two_rooms(line_of_sight={"x": 1}), "line_of_sight", "list"),
    (vtt_files.two_rooms(line_of_sight=[[{"x": 1, "y": 1}]]), "line_of_sight[0]", "2 points"),
    (vtt_files.two_rooms(line_of_sight=[[{"x": 1, "y": 1}, {"x": 5000, "y": 1}]]),
     "line_of_sight[0][1]", "far outside"),
    (vtt_files.two_rooms(line_of_sight=[[{"x": 1, "y": 1}, [2, 2]]]), "line_of_sight[0][1]",
     "object"),
    (vtt_files.two_rooms(portals=[{"bounds": vtt_files.xy([(1, 1)]), "closed": True}]),
     "portals[0].bounds", "2 end points"),
    (vtt_files.two_rooms(portals=[{"bounds": vtt_files.xy([(1, 1), (2, 1)]), "closed": "yes"}]),
     "portals[0].closed", "true or false"),
    (vtt_files.two_rooms(image=b"GIF89a not an image"), "image", "PNG, JPEG or WebP"),
    (vtt_files.two_rooms(image=vtt_files.png_claiming(20_000, 20_000)), "image",
     "20000 × 20000 = 400000000 pixels"),
    (vtt_files.two_rooms(image=vtt_files.picture()[:200]), "image", "damaged"),
    ([1, 2, 3], "", "not a Universal VTT map"),
])
def test_bad_numbers_wrong_types_and_bad_images_are_refused(tmp_path, document, place, words):
    err = refused(tmp_path, document)
    assert f"bad.dd2vtt: {place}" in err and words in err


def test_text_that_is_not_base64_is_refused(tmp_path):
    document = vtt_files.two_rooms()
    document["image"] = "not base64 at all!"
    assert "image: The map’s image is not valid base64" in refused(tmp_path, document)


def test_numbers_json_cannot_hold_are_refused(tmp_path):
    text = json.dumps(vtt_files.two_rooms()).replace('"pixels_per_grid": 20',
                                                     '"pixels_per_grid": NaN')
    assert "bad.dd2vtt" in refused(tmp_path, text.encode())
    text = json.dumps(vtt_files.two_rooms()).replace('"pixels_per_grid": 20',
                                                     '"pixels_per_grid": 1' + "0" * 400)
    assert "bad.dd2vtt" in refused(tmp_path, text.encode())


def test_huge_point_lists_are_refused_before_they_are_read(tmp_path):
    line = [{"x": 1, "y": 1}] * 200_001
    err = refused(tmp_path, vtt_files.two_rooms(line_of_sight=[line]))
    assert "line_of_sight[0]" in err and "200001" in err and "200000" in err
    many = [vtt_files.xy([(1, 1), (2, 2)])] * 10_001
    err = refused(tmp_path, vtt_files.two_rooms(objects_line_of_sight=many))
    assert "objects_line_of_sight" in err and "10001" in err


def test_not_json_deep_json_and_truncated_files_are_refused(tmp_path):
    assert "line 1" in refused(tmp_path, b"{\"format\": 0.3, ")
    assert "bad.dd2vtt" in refused(tmp_path, b"[" * 10_000 + b"]" * 10_000)
    assert "bad.dd2vtt" in refused(tmp_path, b"\xff\xfe garbage")


def test_an_oversized_image_is_refused_before_it_is_decoded():
    document = vtt_files.two_rooms()
    data = json.dumps(document).encode()
    tight = Limits(max_member_bytes=len(vtt_files.picture()) - 1)
    with pytest.raises(SkirmishError) as caught:
        read_uvtt(data, "map.dd2vtt", tight)
    assert caught.value.message.key == "vtt.image_too_large"
    with pytest.raises(SkirmishError) as caught:
        read_uvtt(data, "map.dd2vtt", Limits(max_file_bytes=100))
    assert caught.value.message.key == "vtt.file_too_large"


def test_a_small_pixel_limit_refuses_the_image_by_its_header(tmp_path):
    from editor.maps.image import decode_background

    with pytest.raises(SkirmishError) as caught:
        decode_background(vtt_files.picture(), "map.dd2vtt: image", Limits(max_image_pixels=1000))
    assert caught.value.message.params["pixels"] == 240 * 180


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_or_a_folder_is_not_read(tmp_path):
    fifo = tmp_path / "pipe.dd2vtt"
    os.mkfifo(fifo)
    library = tmp_path / "library.sqlite"
    code, _out, err = run("--library", str(library), "import-vtt", str(fifo), "--system", "d20",
                          "--name", "pipe")
    assert code == 1 and "not a file" in err
    code, _out, err = run("--library", str(library), "import-vtt", str(tmp_path), "--system",
                          "d20", "--name", "folder")
    assert code == 1 and "not a file" in err
    code, _out, err = run("--library", str(library), "import-vtt", str(tmp_path / "none.uvtt"),
                          "--system", "d20", "--name", "none")
    assert code == 1 and "does not exist" in err


def test_bad_options_are_usage_errors_or_refusals(tmp_path):
    path = vtt_files.write(tmp_path, vtt_files.two_rooms())
    library = tmp_path / "library.sqlite"
    with pytest.raises(SystemExit) as usage:
        run("--library", str(library), "import-vtt", str(path), "--system", "chess", "--name", "x")
    assert usage.value.code == 2
    code, _out, err = run("--library", str(library), "import-vtt", str(path), "--system", "d20",
                          "--name", "x", "--grid-mm", "0")
    assert code == 1 and "1 to 1000 mm" in err
    code, _out, err = run("--library", str(library), "import-vtt", str(path), "--system", "d20",
                          "--name", "   ")
    assert code == 1


def test_a_data_uri_image_is_read():
    document = vtt_files.two_rooms()
    document["image"] = "data:image/png;base64," + base64.b64encode(vtt_files.picture()).decode()
    vtt = read_uvtt(json.dumps(document).encode(), "map.dd2vtt", Limits())
    assert vtt.image == vtt_files.picture()
