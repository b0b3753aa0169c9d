"""Portable scenario files: round trips, deterministic bytes, atomic writes, and every refusal.

Each refusal is checked by its message key and by its place (the file, then the member), since a
user must be told which file and which part of it is wrong.
"""

from __future__ import annotations

import io
import json
import os
import struct
import subprocess
import sys
import time
import warnings
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from editor.limits import Limits, count_check
from editor.messages import SkirmishError
from editor.safe_json import dumps_canonical, load_json
from editor.store import package as package_module
from editor.store.package import (
    FORMAT_VERSION,
    SCENARIO_MEMBER,
    Package,
    read_package,
)
from editor.store.package_writer import write_folder, write_package

PROJECT_DIR = Path(__file__).resolve().parents[2]


def image_bytes(kind: str, size: tuple[int, int] = (6, 4)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, (200, 40, 40)).save(buffer, kind)
    return buffer.getvalue()


PNG = image_bytes("PNG")
JPEG = image_bytes("JPEG")
SCENARIO = {
    "name": {"en": "The ford", "fr": "Le gué"},
    "rule_system": "zone-solo",
    "zones": [
        {"id": "z2", "polygon": [[0, 0], [120.5, 0], [120.5, 80]]},
        {"id": "z1", "terrain": "river"},
    ],
}
IMAGES = {"images/board.png": PNG, "images/card back.jpg": JPEG}


def zip_bytes(members: list[tuple[str, bytes]], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for name, data in members:
            archive.writestr(name, data)
    return buffer.getvalue()


def scenario_json(document: object = None) -> bytes:
    return dumps_canonical({"format_version": FORMAT_VERSION} if document is None else document)


def refusal(path: Path, limits: Limits = Limits()) -> SkirmishError:
    with pytest.raises(SkirmishError) as caught:
        read_package(path, limits)
    return caught.value


# --- round trips and determinism ---------------------------------------------------------------


def test_zip_round_trip(tmp_path):
    target = tmp_path / "ford.skirmish"
    write_package(target, SCENARIO, IMAGES)
    result = read_package(target)
    assert result == Package(scenario=SCENARIO, images=IMAGES, source=str(target))


def test_folder_round_trip_has_the_zip_members_bytes(tmp_path):
    write_package(tmp_path / "ford.skirmish", SCENARIO, IMAGES)
    write_folder(tmp_path / "ford", SCENARIO, IMAGES)
    assert read_package(tmp_path / "ford").scenario == SCENARIO
    assert read_package(tmp_path / "ford").images == IMAGES
    with zipfile.ZipFile(tmp_path / "ford.skirmish") as archive:
        for name in archive.namelist():
            assert (tmp_path / "ford" / name).read_bytes() == archive.read(name)


def test_scenario_json_is_canonical(tmp_path):
    write_folder(tmp_path / "ford", {"b": "é", "a": [1, 2.5]}, {})
    assert (tmp_path / "ford" / SCENARIO_MEMBER).read_bytes() == (
        '{\n "a": [\n  1,\n  2.5\n ],\n "b": "é",\n "format_version": 1\n}\n'.encode()
    )
    assert not (tmp_path / "ford" / "images").exists()


def test_zip_layout_is_fixed(tmp_path):
    target = tmp_path / "ford.skirmish"
    write_package(target, SCENARIO, {"images/z.png": PNG, "images/a.png": PNG})
    with zipfile.ZipFile(target) as archive:
        infos = archive.infolist()
        assert archive.comment == b""
    assert [info.filename for info in infos] == ["scenario.json", "images/a.png", "images/z.png"]
    for info in infos:
        assert info.date_time == (1980, 1, 1, 0, 0, 0)
        assert info.compress_type == zipfile.ZIP_DEFLATED
        assert (info.create_system, info.external_attr) == (3, 0o644 << 16)
        assert (info.extra, info.comment) == (b"", b"")


def test_same_inputs_give_the_same_bytes(tmp_path):
    write_package(tmp_path / "a.skirmish", SCENARIO, IMAGES)
    reordered = {key: SCENARIO[key] for key in reversed(list(SCENARIO))}
    write_package(tmp_path / "b.skirmish", reordered, dict(reversed(list(IMAGES.items()))))
    assert (tmp_path / "a.skirmish").read_bytes() == (tmp_path / "b.skirmish").read_bytes()


WRITER = """
import json, sys
from pathlib import Path
from editor.store.package_writer import write_package
spec = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
images = {name: bytes.fromhex(data) for name, data in spec["images"].items()}
write_package(sys.argv[2], spec["scenario"], images)
"""


@pytest.mark.slow
def test_separate_processes_two_seconds_apart_give_the_same_bytes(tmp_path):
    spec = tmp_path / "spec.json"
    spec.write_text(
        json.dumps({"scenario": SCENARIO, "images": {k: v.hex() for k, v in IMAGES.items()}})
    )
    env = {**os.environ, "PYTHONPATH": str(PROJECT_DIR)}  # hash seeds differ between the two

    def export(name: str) -> bytes:
        command = [sys.executable, "-c", WRITER, str(spec), str(tmp_path / name)]
        subprocess.run(command, env=env, check=True)
        return (tmp_path / name).read_bytes()

    first = export("first.skirmish")
    time.sleep(2.1)  # zip timestamps have a two-second resolution
    assert export("second.skirmish") == first


# --- atomic writes --------------------------------------------------------------------------


def test_failure_mid_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "ford.skirmish"
    write_package(target, SCENARIO, {})
    before = target.read_bytes()
    real_writestr = zipfile.ZipFile.writestr

    def fail_after_first_member(self, info, data, *args, **kwargs):
        if self.namelist():
            raise OSError(28, "No space left on device")
        real_writestr(self, info, data, *args, **kwargs)

    monkeypatch.setattr(zipfile.ZipFile, "writestr", fail_after_first_member)
    with pytest.raises(SkirmishError) as caught:
        write_package(target, {"other": True}, IMAGES)
    assert caught.value.message.key == "package.cannot_write"
    assert "No space left on device" in caught.value.text()
    assert target.read_bytes() == before
    assert os.listdir(tmp_path) == ["ford.skirmish"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_failure_while_committing_keeps_the_old_file(tmp_path, monkeypatch, failing):
    target = tmp_path / "ford.skirmish"
    write_package(target, SCENARIO, {})
    before = target.read_bytes()

    def fail(*args):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(package_module.os, failing, fail)
    with pytest.raises(SkirmishError, match="Input/output error"):
        write_package(target, {"other": True}, {})
    monkeypatch.undo()
    assert target.read_bytes() == before
    assert os.listdir(tmp_path) == ["ford.skirmish"]


def test_interrupted_write_propagates_and_cleans_up(tmp_path, monkeypatch):
    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(zipfile.ZipFile, "writestr", interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_package(tmp_path / "ford.skirmish", SCENARIO, {})
    assert os.listdir(tmp_path) == []


def test_write_into_a_missing_folder_is_a_clear_error(tmp_path):
    with pytest.raises(SkirmishError) as caught:
        write_package(tmp_path / "missing" / "ford.skirmish", SCENARIO, {})
    assert caught.value.message.key == "package.cannot_write"
    assert caught.value.message.where == str(tmp_path / "missing" / "ford.skirmish")


def test_an_existing_file_keeps_its_permissions(tmp_path):
    target = tmp_path / "ford.skirmish"
    write_package(target, SCENARIO, {})
    assert target.stat().st_mode & 0o777 == 0o644
    target.chmod(0o600)
    write_package(target, SCENARIO, IMAGES)
    assert target.stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize(
    "name", ["board.png", "images/../board.png", "images/a.gif", "images/sub/a.png"]
)
def test_write_refuses_image_names_it_could_not_read_back(tmp_path, name):
    with pytest.raises(SkirmishError) as caught:
        write_package(tmp_path / "ford.skirmish", SCENARIO, {name: PNG})
    assert caught.value.message.key == "package.unexpected_member"
    assert not (tmp_path / "ford.skirmish").exists()


def test_write_refuses_names_differing_only_by_case(tmp_path):
    with pytest.raises(SkirmishError) as caught:
        write_package(
            tmp_path / "ford.skirmish", SCENARIO, {"images/a.png": PNG, "images/A.png": PNG}
        )
    assert caught.value.message.key == "package.duplicate_member"


def test_the_package_layer_owns_format_version(tmp_path):
    with pytest.raises(ValueError, match="format_version"):
        write_package(tmp_path / "ford.skirmish", {"format_version": 1}, {})


def test_write_folder_replaces_a_scenario_folder(tmp_path):
    target = tmp_path / "ford"
    write_folder(target, SCENARIO, IMAGES)
    write_folder(target, {"name": "new"}, {"images/other.png": PNG})
    result = read_package(target)
    assert (result.scenario, result.images) == ({"name": "new"}, {"images/other.png": PNG})
    assert os.listdir(tmp_path) == ["ford"]


def test_write_folder_never_replaces_something_else(tmp_path):
    target = tmp_path / "documents"
    target.mkdir()
    (target / "letter.txt").write_text("keep me")
    with pytest.raises(SkirmishError) as caught:
        write_folder(target, SCENARIO, {})
    assert caught.value.message.key == "package.folder_in_the_way"
    assert os.listdir(target) == ["letter.txt"]
    assert os.listdir(tmp_path) == ["documents"]


# --- refusals -------------------------------------------------------------------------------


def write_zip(tmp_path: Path, members: list[tuple[str, bytes]], **kwargs) -> Path:
    target = tmp_path / "mission.skirmish"
    target.write_bytes(zip_bytes(members, **kwargs))
    return target


def test_missing_file(tmp_path):
    caught = refusal(tmp_path / "mission.skirmish")
    assert (caught.message.key, caught.message.where) == ("package.not_found", "mission.skirmish")


def test_special_file(tmp_path):
    os.mkfifo(tmp_path / "mission.skirmish")
    assert refusal(tmp_path / "mission.skirmish").message.key == "package.not_a_package"


def test_not_a_zip(tmp_path):
    (tmp_path / "mission.skirmish").write_text('{"format_version": 1}')
    caught = refusal(tmp_path / "mission.skirmish")
    assert (caught.message.key, caught.message.where) == ("package.not_a_zip", "mission.skirmish")


def test_file_too_large(tmp_path):
    target = write_zip(tmp_path, [(SCENARIO_MEMBER, scenario_json())])
    caught = refusal(target, Limits(max_file_bytes=100))
    assert caught.message.key == "package.file_too_large"
    assert caught.message.params == {"size": target.stat().st_size, "limit": 100}


def test_damaged_member_is_named(tmp_path):
    data = bytearray(
        zip_bytes(
            [(SCENARIO_MEMBER, scenario_json()), ("images/board.png", PNG)], zipfile.ZIP_STORED
        )
    )
    data[data.index(PNG[:16]) + 20] ^= 0xFF  # inside the stored PNG: the CRC no longer matches
    target = tmp_path / "mission.skirmish"
    target.write_bytes(bytes(data))
    caught = refusal(target)
    assert (caught.message.key, caught.message.where) == (
        "package.damaged",
        "mission.skirmish: images/board.png",
    )


def test_too_many_members(tmp_path):
    members = [(SCENARIO_MEMBER, scenario_json())] + [(f"images/{n}.png", PNG) for n in range(3)]
    caught = refusal(write_zip(tmp_path, members), Limits(max_members=3))
    assert (caught.message.key, caught.message.where) == (
        "package.too_many_members",
        "mission.skirmish",
    )


def test_too_many_members_is_refused_before_the_directory_is_parsed(tmp_path, monkeypatch):
    members = [(SCENARIO_MEMBER, scenario_json())] + [(f"images/{n}.png", b"") for n in range(50)]
    target = write_zip(tmp_path, members)
    monkeypatch.setattr(zipfile, "ZipFile", None)  # any parsing attempt would fail loudly
    assert refusal(target, Limits(max_members=10)).message.key == "package.too_many_members"


def with_zip64_end(data: bytes, entries: int | None = None) -> bytes:
    """End a small zip with zip64 end records (as some tools do), maybe declaring ``entries``."""
    end = data.rindex(b"PK\x05\x06")
    count, size, offset = struct.unpack_from("<HII", data, end + 10)
    declared = count if entries is None else entries
    record = b"PK\x06\x06" + struct.pack(
        "<QHHIIQQQQ", 44, 45, 45, 0, 0, declared, declared, size, offset
    )
    locator = b"PK\x06\x07" + struct.pack("<IQI", 0, end, 1)
    marker = struct.pack("<HHHHIIH", 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0)
    return data[:end] + record + locator + b"PK\x05\x06" + marker


def test_zip64_end_records_are_read(tmp_path):
    target = tmp_path / "mission.skirmish"
    target.write_bytes(with_zip64_end(zip_bytes([(SCENARIO_MEMBER, scenario_json())])))
    assert read_package(target).scenario == {}


def test_zip64_declared_member_count_is_checked(tmp_path, monkeypatch):
    target = tmp_path / "mission.skirmish"
    data = zip_bytes([(SCENARIO_MEMBER, scenario_json())])
    target.write_bytes(with_zip64_end(data, entries=10_000_000))
    monkeypatch.setattr(zipfile, "ZipFile", None)  # refused before zipfile parses anything
    assert refusal(target).message.key == "package.too_many_members"


def with_name_bytes(data: bytes, placeholder: bytes, real: bytes) -> bytes:
    """Rewrite a member name in both zip headers (zipfile itself refuses to write such names)."""
    assert len(placeholder) == len(real)
    return data.replace(placeholder, real)


@pytest.mark.parametrize(
    ("name", "raw"),
    [
        ("../evil.png", None),
        ("/etc/evil.png", None),
        ("images/../../evil.png", None),
        ("C:evil.png", None),
        ("images/a#b.png", b"images/a\\b.png"),
        ("images/a#b.png", b"images/a\0b.png"),
    ],
)
def test_unsafe_names(tmp_path, name, raw):
    data = zip_bytes([(SCENARIO_MEMBER, scenario_json()), (name, PNG)])
    if raw is not None:
        data = with_name_bytes(data, name.encode(), raw)
    target = tmp_path / "mission.skirmish"
    target.write_bytes(data)
    caught = refusal(target)
    assert caught.message.key == "package.unsafe_name"
    assert caught.message.where.startswith("mission.skirmish: ")
    assert "\0" not in caught.message.where


@pytest.mark.parametrize(
    "name",
    ["readme.txt", "images/sub/a.png", "images/.hidden.png", "images/a.gif", "Scenario.json"],
)
def test_unexpected_members(tmp_path, name):
    caught = refusal(write_zip(tmp_path, [(SCENARIO_MEMBER, scenario_json()), (name, PNG)]))
    assert (caught.message.key, caught.message.where) == (
        "package.unexpected_member",
        f"mission.skirmish: {name}",
    )


def test_an_images_folder_entry_is_accepted(tmp_path):
    target = write_zip(
        tmp_path, [(SCENARIO_MEMBER, scenario_json()), ("images/", b""), ("images/a.png", PNG)]
    )
    assert read_package(target).images == {"images/a.png": PNG}


@pytest.mark.parametrize("second", ["images/a.png", "images/A.PNG"])
def test_duplicate_members(tmp_path, second):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # zipfile warns about the exact duplicate
        target = write_zip(
            tmp_path, [(SCENARIO_MEMBER, scenario_json()), ("images/a.png", PNG), (second, PNG)]
        )
    caught = refusal(target)
    assert (caught.message.key, caught.message.where) == (
        "package.duplicate_member",
        f"mission.skirmish: {second}",
    )


def test_encrypted_member(tmp_path):
    data = bytearray(zip_bytes([(SCENARIO_MEMBER, scenario_json())]))
    data[6] |= 1  # local header flag bits
    data[data.index(b"PK\x01\x02") + 8] |= 1  # central directory flag bits
    target = tmp_path / "mission.skirmish"
    target.write_bytes(bytes(data))
    caught = refusal(target)
    assert (caught.message.key, caught.message.where) == (
        "package.encrypted",
        "mission.skirmish: scenario.json",
    )


def test_unsupported_compression(tmp_path):
    caught = refusal(
        write_zip(tmp_path, [(SCENARIO_MEMBER, scenario_json())], compression=zipfile.ZIP_BZIP2)
    )
    assert caught.message.key == "package.unsupported_compression"
    assert caught.message.params == {"method": zipfile.ZIP_BZIP2}


def test_member_too_large(tmp_path):
    target = write_zip(tmp_path, [(SCENARIO_MEMBER, scenario_json()), ("images/a.png", PNG)])
    caught = refusal(target, Limits(max_member_bytes=len(PNG) - 1))
    assert (caught.message.key, caught.message.where) == (
        "package.member_too_large",
        "mission.skirmish: images/a.png",
    )
    caught = refusal(target, Limits(max_json_bytes=5))
    assert (caught.message.key, caught.message.where) == (
        "package.member_too_large",
        "mission.skirmish: scenario.json",
    )


def test_total_too_large(tmp_path):
    target = write_zip(
        tmp_path, [(SCENARIO_MEMBER, scenario_json()), ("images/a.png", PNG), ("images/b.png", PNG)]
    )
    caught = refusal(target, Limits(max_total_bytes=len(PNG) + 30))
    assert (caught.message.key, caught.message.where) == (
        "package.total_too_large",
        "mission.skirmish",
    )


def test_compression_ratio(tmp_path):
    target = write_zip(
        tmp_path, [(SCENARIO_MEMBER, scenario_json()), ("images/a.png", bytes(2 * 1024 * 1024))]
    )
    caught = refusal(target)
    assert (caught.message.key, caught.message.where) == (
        "package.bomb",
        "mission.skirmish: images/a.png",
    )
    assert caught.message.params["ratio"] > 100


def test_small_members_are_not_refused_for_their_ratio(tmp_path):
    document = {"zones": [{"id": "z", "terrain": "open"}] * 2000}
    target = write_zip(
        tmp_path, [(SCENARIO_MEMBER, scenario_json({**document, "format_version": 1}))]
    )
    assert read_package(target).scenario == document


def test_a_member_longer_than_its_header_is_refused():
    class Archive:
        def open(self, info):
            return io.BytesIO(bytes(200))

    info = zipfile.ZipInfo("images/a.png")
    info.file_size = 100
    with pytest.raises(SkirmishError) as caught:
        package_module._read_member(Archive(), info, "mission.skirmish: images/a.png")
    assert caught.value.message.key == "package.size_mismatch"


def test_missing_scenario(tmp_path):
    caught = refusal(write_zip(tmp_path, [("images/a.png", PNG)]))
    assert (caught.message.key, caught.message.where) == (
        "package.missing_scenario",
        "mission.skirmish",
    )


@pytest.mark.parametrize(
    ("document", "key"),
    [
        (b"[1]", "package.scenario_not_object"),
        (b"{}", "package.missing_format_version"),
        (b'{"format_version": "1"}', "package.bad_format_version"),
        (b'{"format_version": true}', "package.bad_format_version"),
        (b'{"format_version": 1.0}', "package.bad_format_version"),
        (b'{"format_version": 0}', "package.bad_format_version"),
        (b'{"format_version": 2}', "package.newer_format"),
        (b'{"format_version": 1,\n "a": [1,,2]}', "package.json_syntax"),
    ],
)
def test_scenario_document_refusals(tmp_path, document, key):
    caught = refusal(write_zip(tmp_path, [(SCENARIO_MEMBER, document)]))
    assert caught.message.key == key
    assert caught.message.where.startswith("mission.skirmish: scenario.json")


def test_newer_format_says_so_in_both_languages(tmp_path):
    caught = refusal(write_zip(tmp_path, [(SCENARIO_MEMBER, b'{"format_version": 7}')]))
    assert "newer version of Skirmish Studio" in caught.text("en")
    assert "version plus récente de Skirmish Studio" in caught.text("fr")


def test_json_syntax_error_names_line_and_column(tmp_path):
    caught = refusal(
        write_zip(tmp_path, [(SCENARIO_MEMBER, b'{"format_version": 1,\n "a": [1,,2]}')])
    )
    assert caught.message.where == "mission.skirmish: scenario.json, line 2, column 10"


@pytest.mark.parametrize(
    "data",
    [
        JPEG,  # a JPEG named .png
        PNG[:40],  # truncated
        PNG[:-5] + b"\0\0\0\0\0",  # the IEND chunk's CRC no longer matches
        b"\x89PNG\r\n\x1a\n" + b"garbage" * 10,
    ],
)
def test_bad_images(tmp_path, data):
    caught = refusal(
        write_zip(tmp_path, [(SCENARIO_MEMBER, scenario_json()), ("images/board.png", data)])
    )
    assert (caught.message.key, caught.message.where) == (
        "package.bad_image",
        "mission.skirmish: images/board.png",
    )


def test_image_too_large_uses_our_limit(tmp_path):
    data = image_bytes("PNG", (300, 200))
    caught = refusal(
        write_zip(tmp_path, [(SCENARIO_MEMBER, scenario_json()), ("images/a.png", data)]),
        Limits(max_image_pixels=59_999),
    )
    assert caught.message.key == "package.image_too_large"
    assert caught.message.params == {"width": 300, "height": 200, "pixels": 60_000, "limit": 59_999}


def test_unexpected_failures_become_unreadable(tmp_path, monkeypatch):
    target = write_zip(tmp_path, [(SCENARIO_MEMBER, scenario_json())])

    def explode(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(package_module, "_declared_directory", explode)
    caught = refusal(target)
    assert (caught.message.key, caught.message.where) == ("package.unreadable", "mission.skirmish")
    assert "MemoryError" in caught.text("fr")


# --- the folder form ------------------------------------------------------------------------


def scenario_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "mission"
    write_folder(folder, SCENARIO, IMAGES)
    return folder


def test_folder_symlinks_are_not_followed(tmp_path):
    folder = scenario_folder(tmp_path)
    (tmp_path / "elsewhere.png").write_bytes(PNG)
    (folder / "images" / "link.png").symlink_to(tmp_path / "elsewhere.png")
    caught = refusal(folder)
    assert (caught.message.key, caught.message.where) == (
        "package.link_or_special",
        "mission: images/link.png",
    )


def test_folder_symlinked_scenario_is_refused(tmp_path):
    folder = scenario_folder(tmp_path)
    (folder / SCENARIO_MEMBER).rename(tmp_path / "real.json")
    (folder / SCENARIO_MEMBER).symlink_to(tmp_path / "real.json")
    assert refusal(folder).message.key == "package.link_or_special"


def test_folder_symlinked_images_folder_is_refused(tmp_path):
    folder = scenario_folder(tmp_path)
    (folder / "images").rename(tmp_path / "images")
    (folder / "images").symlink_to(tmp_path / "images")
    caught = refusal(folder)
    assert (caught.message.key, caught.message.where) == (
        "package.link_or_special",
        "mission: images",
    )


def test_folder_special_file_is_refused(tmp_path):
    folder = scenario_folder(tmp_path)
    os.mkfifo(folder / "images" / "pipe.png")
    caught = refusal(folder)
    assert (caught.message.key, caught.message.where) == (
        "package.link_or_special",
        "mission: images/pipe.png",
    )


@pytest.mark.parametrize("extra", ["notes.txt", "images/sub", "other"])
def test_folder_unexpected_entries(tmp_path, extra):
    folder = scenario_folder(tmp_path)
    if "." in extra:
        (folder / extra).write_text("x")
    else:
        (folder / extra).mkdir()
    caught = refusal(folder)
    assert caught.message.key == "package.unexpected_member"
    assert caught.message.where.startswith(f"mission: {extra}")


def test_folder_limits_apply(tmp_path):
    folder = scenario_folder(tmp_path)
    assert refusal(folder, Limits(max_members=2)).message.key == "package.too_many_members"
    caught = refusal(folder, Limits(max_member_bytes=len(JPEG) - 1))
    assert caught.message.key == "package.member_too_large"
    assert caught.message.where == "mission: images/card back.jpg"


def test_folder_missing_scenario(tmp_path):
    folder = scenario_folder(tmp_path)
    (folder / SCENARIO_MEMBER).unlink()
    caught = refusal(folder)
    assert (caught.message.key, caught.message.where) == ("package.missing_scenario", "mission")


def test_hostile_names_are_shown_without_control_characters(tmp_path):
    data = with_name_bytes(
        zip_bytes([(SCENARIO_MEMBER, scenario_json()), ("a#[31mX.txt", b"")]), b"#", b"\x1b"
    )
    target = tmp_path / "mission.skirmish"
    target.write_bytes(data)
    caught = refusal(target)
    assert caught.message.where == "mission.skirmish: a\ufffd[31mX.txt"


def test_count_check():
    count_check(range(3), 3, "zones", "mission.skirmish: scenario.json")
    with pytest.raises(SkirmishError) as caught:
        count_check(range(4), 3, "zones", "mission.skirmish: scenario.json")
    assert caught.value.message.params == {"what": "zones", "count": 4, "limit": 3}
    assert "« zones »" in caught.value.text("fr").replace("\u00a0", " ")


# --- safe JSON ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "key", "place"),
    [
        (b"[" * 65 + b"]" * 65, "package.json_too_deep", ", line 1, column 65"),
        (b'{"a": "[[[[", "b":\n [[' + b"[" * 63, "package.json_too_deep", ", line 2, column 65"),
        (b"[" + b"9" * 31 + b"]", "package.json_number_too_long", ", line 1, column 2"),
        (b'["1e5", -1.' + b"5" * 30 + b"]", "package.json_number_too_long", ", line 1, column 9"),
        (b"[1, 1e999]", "package.json_not_finite", ", line 1, column 5"),
        (b'{"NaN": NaN}', "package.json_not_finite", ", line 1, column 9"),
        (b"[-Infinity]", "package.json_not_finite", ", line 1, column 2"),
        (b'{"a": 1, "a": 2}', "package.json_repeated_key", ""),
        (b'{"a": 1 "b": 2}', "package.json_syntax", ", line 1, column 9"),
        (b'{"a": "\xff"}', "package.json_not_utf8", ""),
        (b'{"a": ["\\ud800"]}', "package.json_bad_text", ", line 1, column 8"),
        (b"", "package.json_syntax", ", line 1, column 1"),
    ],
)
def test_load_json_refusals(data, key, place):
    with pytest.raises(SkirmishError) as caught:
        load_json(data, "x.skirmish: scenario.json", Limits())
    assert caught.value.message.key == key
    assert caught.value.message.where == "x.skirmish: scenario.json" + place


def test_load_json_accepts_the_limits_exactly():
    data = b"[" * 64 + b"9" * 30 + b"]" * 64
    assert load_json(b"\xef\xbb\xbf" + data, "x", Limits()) is not None
    assert load_json(b'"\\ud83d\\ude00 [[[["', "x", Limits(max_depth=1)) == "\U0001f600 [[[["


def test_load_json_reports_the_byte_offset_of_bad_utf8():
    with pytest.raises(SkirmishError) as caught:
        load_json(b'\xef\xbb\xbf{"a": "\xc3"}', "x", Limits())
    assert caught.value.message.params == {"offset": 10}


def test_load_json_size_limit():
    with pytest.raises(SkirmishError) as caught:
        load_json(b"[1, 2, 3]", "x", Limits(max_json_bytes=8))
    assert caught.value.message.params == {"size": 9, "limit": 8}


def test_dumps_canonical():
    assert dumps_canonical({"b": [1, {"d": None, "c": "é"}], "a": 0.5}) == (
        '{\n "a": 0.5,\n "b": [\n  1,\n  {\n   "c": "é",\n   "d": null\n  }\n ]\n}\n'.encode()
    )
    with pytest.raises(ValueError):
        dumps_canonical({"a": float("nan")})
