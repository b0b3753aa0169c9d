"""Hypothesis fuzzes the portable-file importer (PRODUCT.md §5, "Untrusted input").

Whatever the input (random bytes, damaged or truncated zips, hostile JSON, bombs, huge image
headers), ``read_package`` returns a Package or raises a SkirmishError with a clear text in both
languages; any other exception fails the test. The catch-all ``package.unreadable`` must not be
what these inputs reach: each has a specific message. Soak variants run many more examples.
"""

from __future__ import annotations

import io
import json
import shutil
import struct
import tracemalloc
import warnings
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from PIL import Image

from editor.messages import SkirmishError, catalogue
from editor.store.package import Package, read_package
from editor.store.package_writer import write_package

MIB = 1 << 20


def image_bytes(kind: str) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (5, 3), (20, 90, 160)).save(buffer, kind)
    return buffer.getvalue()


PNG = image_bytes("PNG")
JPEG = image_bytes("JPEG")
SCENARIO = {
    "name": {"en": "Bridge", "fr": "Pont"},
    "zones": [{"id": "a", "polygon": [[0, 0], [9, 0], [9, 9]]}],
}


def raw_zip(members: list[tuple[str, bytes]], compression: int) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for name, data in members:
            archive.writestr(name, data)
    return buffer.getvalue()


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@pytest.fixture(scope="module")
def valid_zips(workdir: Path) -> list[bytes]:
    """A real export (deflated) and the same members stored, so mutations reach the JSON text."""
    write_package(
        workdir / "valid.skirmish", SCENARIO, {"images/board.png": PNG, "images/card.jpg": JPEG}
    )
    exported = (workdir / "valid.skirmish").read_bytes()
    with zipfile.ZipFile(io.BytesIO(exported)) as archive:
        members = [(name, archive.read(name)) for name in archive.namelist()]
    return [exported, raw_zip(members, zipfile.ZIP_STORED)]


def outcome(path: Path) -> str:
    """Read ``path``; returns "ok" or the message key. Anything but a SkirmishError propagates."""
    try:
        result = read_package(path)
    except SkirmishError as exc:
        for lang in ("en", "fr"):
            text = exc.text(lang)
            assert text.strip() and "Traceback" not in text
        assert exc.message.key in catalogue()
        assert exc.message.key != "package.unreadable", exc.text()
        assert exc.message.where.startswith(path.name)
        return exc.message.key
    assert isinstance(result, Package)
    return "ok"


def check_bytes(workdir: Path, data: bytes) -> str:
    target = workdir / "input.skirmish"
    target.write_bytes(data)
    return outcome(target)


FAST, SOAK = 150, 5_000
BUDGETS = [pytest.param(FAST, id="fast"), pytest.param(SOAK, id="soak", marks=pytest.mark.soak)]


def fuzz(
    request: pytest.FixtureRequest,
    budget: int,
    strategy: st.SearchStrategy[Any],
    check: Callable[[Any], object],
) -> None:
    """Run ``check`` on ``budget`` examples of ``strategy``; the conftest profile sets the rest.

    The property is named after the calling test so each keeps its own Hypothesis database entry.
    """

    def run(value: Any) -> None:
        check(value)

    run.__name__ = request.node.originalname
    settings(max_examples=budget)(given(strategy)(run))()


# --- random and damaged input ---------------------------------------------------------------


@pytest.mark.parametrize("budget", BUDGETS)
def test_random_bytes(request, workdir, budget):
    prefixes = st.sampled_from([b"", b"PK\x03\x04", b"PK\x05\x06" + bytes(18)])
    data = st.tuples(prefixes, st.binary(max_size=2048)).map(b"".join)
    fuzz(request, budget, data, lambda value: check_bytes(workdir, value))


MUTATION = st.tuples(
    st.sampled_from(["flip", "set", "insert", "delete", "truncate"]),
    st.integers(0, 1 << 16),
    st.integers(0, 255),
)


def mutate(data: bytes, mutations: list[tuple[str, int, int]]) -> bytes:
    buffer = bytearray(data)
    for kind, position, value in mutations:
        at = position % (len(buffer) + 1)
        if kind == "flip" and at < len(buffer):
            buffer[at] ^= 1 << (value % 8)
        elif kind == "set" and at < len(buffer):
            buffer[at] = value
        elif kind == "insert":
            buffer[at:at] = bytes([value]) * (1 + value % 4)
        elif kind == "delete":
            del buffer[at : at + 1 + value % 8]
        elif kind == "truncate":
            del buffer[at:]
    return bytes(buffer)


@pytest.mark.parametrize("budget", BUDGETS)
def test_mutated_zips(request, workdir, valid_zips, budget):
    cases = st.tuples(st.sampled_from(valid_zips), st.lists(MUTATION, min_size=1, max_size=6))
    fuzz(request, budget, cases, lambda case: check_bytes(workdir, mutate(*case)))


@pytest.mark.parametrize("budget", BUDGETS)
def test_truncated_zips(request, workdir, valid_zips, budget):
    cases = st.tuples(st.sampled_from(valid_zips), st.floats(0, 1, exclude_max=True))
    fuzz(
        request,
        budget,
        cases,
        lambda case: check_bytes(workdir, case[0][: int(len(case[0]) * case[1])]),
    )


def test_every_truncation_of_a_small_export_is_refused(workdir, valid_zips):
    data = valid_zips[0]
    assert {check_bytes(workdir, data[:cut]) for cut in range(len(data))} == {"package.not_a_zip"}


def test_every_gap_before_the_directory_is_refused(workdir, valid_zips):
    """Data cut out of the middle while the directory survives: the offsets no longer match."""
    data = valid_zips[0]
    directory = data.index(b"PK\x01\x02")
    keys = {check_bytes(workdir, data[:cut] + data[directory:]) for cut in range(directory)}
    assert keys == {"package.damaged"}


# --- hostile JSON ---------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=30,
)
HOSTILE_FRAGMENTS = st.sampled_from(
    [
        "[", "]", "{", "}", ",", ":", '"', "\\", "NaN", "-Infinity", "1e999", "-0.0e-0", "\ufeff",
        "9" * 5000, "1." + "0" * 5000, "1e" + "9" * 5000, '"\\ud800"', '"\\udc00\\ud800"',
        "[" * 1000, '{"a":' * 1000, '{"format_version": 1, "format_version": 1}', "\x00", "\u2028",
    ]
)  # fmt: skip
DOCUMENTS = st.one_of(
    JSON_VALUES.map(lambda value: json.dumps({"format_version": 1, "data": value})),
    st.tuples(
        JSON_VALUES.map(json.dumps),
        st.lists(st.tuples(st.integers(0, 1 << 12), HOSTILE_FRAGMENTS), max_size=4),
    ).map(lambda case: insert_fragments(*case)),
    st.lists(HOSTILE_FRAGMENTS | st.text(max_size=5), max_size=12).map("".join),
)


def insert_fragments(text: str, inserts: list[tuple[int, str]]) -> str:
    for position, fragment in inserts:
        at = position % (len(text) + 1)
        text = text[:at] + fragment + text[at:]
    return text


def check_document(workdir: Path, text: str, as_folder: bool, encoding: str) -> str:
    data = text.encode(encoding, "replace")
    if as_folder:
        folder = workdir / "input"
        folder.mkdir(exist_ok=True)
        (folder / "scenario.json").write_bytes(data)
        return outcome(folder)
    return check_bytes(workdir, raw_zip([("scenario.json", data)], zipfile.ZIP_DEFLATED))


@pytest.mark.parametrize("budget", BUDGETS)
def test_hostile_json_documents(request, workdir, budget):
    cases = st.tuples(
        DOCUMENTS, st.booleans(), st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "latin-1"])
    )
    fuzz(request, budget, cases, lambda case: check_document(workdir, *case))


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("[" * 1000 + "]" * 1000, "package.json_too_deep"),
        ('{"a":' * 1000 + "1" + "}" * 1000, "package.json_too_deep"),
        ("[" * 100_000, "package.json_too_deep"),
        ('{"format_version": 1, "n": ' + "9" * 5000 + "}", "package.json_number_too_long"),
        ('{"format_version": 1, "n": -0.' + "1" * 5000 + "}", "package.json_number_too_long"),
        ('{"format_version": 1, "n": 1e' + "9" * 5000 + "}", "package.json_number_too_long"),
        ('{"format_version": ' + "1" * 5000 + "}", "package.json_number_too_long"),
    ],
)
def test_deep_nesting_and_huge_numbers(workdir, text, key):
    assert check_document(workdir, text, as_folder=False, encoding="utf-8") == key


@settings(max_examples=50)
@given(depth=st.integers(65, 3000), opener=st.sampled_from(["[", '{"k":']))
@example(depth=1000, opener="[")
def test_any_depth_beyond_the_limit_is_refused_before_parsing(workdir, depth, opener):
    text = opener * depth + "0" + ("]" if opener == "[" else "}") * depth
    assert (
        check_document(workdir, text, as_folder=False, encoding="utf-8") == "package.json_too_deep"
    )


# --- folders --------------------------------------------------------------------------------

FILE_NAMES = st.text(
    st.characters(blacklist_characters="/\0", blacklist_categories=["Cs"]), min_size=1, max_size=12
).filter(lambda name: name not in (".", "..") and len(name.encode()) < 200)


def check_folder(workdir: Path, files: dict[str, bytes], images: dict[str, bytes]) -> str:
    folder = workdir / "folder-input"
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "images").mkdir(parents=True)
    for name, data in files.items():
        (folder / name).write_bytes(data)
    for name, data in images.items():
        (folder / "images" / name).write_bytes(data)
    return outcome(folder)


@pytest.mark.parametrize("budget", BUDGETS)
def test_random_folders(request, workdir, budget):
    contents = st.sampled_from([PNG, JPEG, b"", b'{"format_version": 1}']) | st.binary(max_size=64)
    names = FILE_NAMES.filter(lambda name: name != "images") | st.just("scenario.json")
    files = st.dictionaries(names, contents, max_size=3)
    images = st.dictionaries(
        FILE_NAMES | st.sampled_from(["a.png", "b.JPG", "c.jpeg"]), contents, max_size=3
    )
    fuzz(request, budget, st.tuples(files, images), lambda case: check_folder(workdir, *case))


# --- bombs and huge headers -----------------------------------------------------------------


def streamed_zip(path: Path, name: str, zero_bytes: int) -> None:
    """A member of ``zero_bytes`` zeros, compressed while streaming (never whole in memory)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("scenario.json", b'{"format_version": 1}')
        info = zipfile.ZipInfo(name)
        info.compress_type = zipfile.ZIP_DEFLATED
        with archive.open(info, "w") as stream:
            chunk = bytes(MIB)
            for _ in range(zero_bytes // MIB):
                stream.write(chunk)


def peak_memory_of(action: Callable[[], object]) -> tuple[object, int]:
    tracemalloc.start()
    try:
        result = action()
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_200_mb_of_zeros_is_refused_from_the_header(workdir):
    target = workdir / "bomb.skirmish"
    streamed_zip(target, "images/board.png", 200 * MIB)
    assert target.stat().st_size < MIB
    key, peak = peak_memory_of(lambda: outcome(target))
    assert key == "package.member_too_large"
    assert peak < 4 * MIB


def test_a_member_under_the_size_limit_is_refused_for_its_ratio(workdir):
    target = workdir / "ratio.skirmish"
    streamed_zip(target, "images/board.png", 50 * MIB)
    key, peak = peak_memory_of(lambda: outcome(target))
    assert key == "package.bomb"
    assert peak < 4 * MIB


def test_a_header_that_lies_about_the_size_is_caught_while_reading(workdir):
    target = workdir / "liar.skirmish"
    streamed_zip(target, "images/board.png", 50 * MIB)
    data = bytearray(target.read_bytes())
    true_size = struct.pack("<I", 50 * MIB)
    assert data.count(true_size) == 2  # in the local header and in the central directory
    target.write_bytes(bytes(data.replace(true_size, struct.pack("<I", 1000))))
    key, peak = peak_memory_of(lambda: outcome(target))
    assert key == "package.damaged"
    assert peak < 4 * MIB


def test_a_flood_of_tiny_members_is_refused_before_the_directory_is_parsed(workdir):
    target = workdir / "flood.skirmish"
    target.write_bytes(raw_zip([(f"images/{n}.png", b"") for n in range(3000)], zipfile.ZIP_STORED))
    assert outcome(target) == "package.too_many_members"


def png_with_size(width: int, height: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b""))
        + chunk(b"IEND", b"")
    )


def jpeg_with_size(width: int, height: int) -> bytes:
    frame = struct.pack(">HBHHB", 17, 8, height, width, 3) + b"\x01\x11\x00\x02\x11\x00\x03\x11\x00"
    scan = struct.pack(">H", 12) + b"\x03\x01\x00\x02\x11\x03\x11\x00\x3f\x00"
    return b"\xff\xd8\xff\xc0" + frame + b"\xff\xda" + scan + bytes(16) + b"\xff\xd9"


@pytest.mark.parametrize(
    ("name", "data", "pixels"),
    [
        ("images/board.png", png_with_size(100_000, 100_000), 10_000_000_000),
        ("images/board.jpg", jpeg_with_size(65_000, 65_000), 4_225_000_000),
        ("images/board.png", png_with_size(10_000, 10_000), 100_000_000),  # Pillow only warns
        ("images/board.png", png_with_size(8_000, 6_000), 48_000_000),  # Pillow says nothing
    ],
)
def test_huge_image_headers_get_our_message(workdir, name, data, pixels):
    target = workdir / "huge.skirmish"
    target.write_bytes(
        raw_zip([("scenario.json", b'{"format_version": 1}'), (name, data)], zipfile.ZIP_DEFLATED)
    )
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # Pillow's DecompressionBombWarning must not fire either
        with pytest.raises(SkirmishError) as caught:
            read_package(target)
    assert caught.value.message.key == "package.image_too_large"
    assert caught.value.message.params["pixels"] == pixels
    assert caught.value.message.where == f"huge.skirmish: {name}"
