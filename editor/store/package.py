"""Portable scenario files (``.skirmish``) and their unpacked folder form (docs/file-format.md).

A portable file comes from someone else, so it is hostile until checked: ``read_package`` checks
names, counts, sizes and compression ratios from the zip headers before reading a byte of data,
keeps enforcing them while it reads (the limits of :mod:`editor.limits`), parses
``scenario.json`` with :mod:`editor.safe_json` and reads image headers without decoding pixels.
It writes nothing, and every failure is a :class:`~editor.messages.SkirmishError` naming the
file and the member. Writing is :mod:`editor.store.package_writer`. The scenario is the codec's
JSON document: this module knows no model class. Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import io
import os
import re
import stat
import struct
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from PIL import JpegImagePlugin, PngImagePlugin

from editor.limits import DEFAULT_LIMITS, MIB, Limits
from editor.messages import SkirmishError, error
from editor.model.scenario import IMAGE_NAME
from editor.safe_json import load_json, printable

FORMAT_VERSION = 1
SCENARIO_MEMBER = "scenario.json"
IMAGES_DIR = "images/"
VERSION_KEY = "format_version"


@dataclass(frozen=True)
class Package:
    """A checked portable scenario: the codec document (without ``format_version``) and its images.

    ``images`` maps member names (``"images/board.png"``) to their bytes; ``source`` is the
    path that was read.
    """

    scenario: dict[str, Any]
    images: dict[str, bytes]
    source: str


# --- reading ---------------------------------------------------------------------------------

_IMAGE_NAME = IMAGE_NAME
_DRIVE = re.compile(r"[A-Za-z]:")
_PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
_JPEG_MAGIC = b"\xff\xd8\xff"
_DECODERS = {
    ".png": (_PNG_MAGIC, PngImagePlugin.PngImageFile),
    ".jpg": (_JPEG_MAGIC, JpegImagePlugin.JpegImageFile),
    ".jpeg": (_JPEG_MAGIC, JpegImagePlugin.JpegImageFile),
}

# Below this size a member cannot hurt whatever its compression ratio, and tiny repetitive JSON
# legitimately compresses more than 100:1.
_RATIO_FLOOR = MIB
_CHUNK = 64 * 1024
_ENCRYPTED = 0x1
_COMPRESSIONS = (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED)
# Central directory entry: 46 bytes + a name (at most ~110 bytes here) + the extra fields that
# common zip tools add. A directory larger than this per allowed member is refused unread.
_MAX_ENTRY_BYTES = 1024
_EOCD, _EOCD_SIZE = b"PK\x05\x06", 22
_ZIP64_LOCATOR, _ZIP64_LOCATOR_SIZE = b"PK\x06\x07", 20
_ZIP64_EOCD, _ZIP64_EOCD_SIZE = b"PK\x06\x06", 56
# What zipfile and zlib raise on damaged, truncated or unusual archives (OSError: a seek to an
# offset the damaged directory points to, outside the file).
_ZIP_ERRORS = (
    OSError,
    zipfile.BadZipFile,
    zlib.error,
    EOFError,
    NotImplementedError,
    RuntimeError,
    ValueError,
    KeyError,
    struct.error,
)


def read_package(path: Path | str, limits: Limits = DEFAULT_LIMITS) -> Package:
    """Read and check a ``.skirmish`` file or an unpacked scenario folder; nothing is written.

    Raises :class:`SkirmishError` (and nothing else) for any problem with the input.
    """
    path = Path(path)
    label = printable(path.name or str(path))
    try:
        try:
            mode = path.stat().st_mode
        except FileNotFoundError:
            raise error("package.not_found", where=label) from None
        if stat.S_ISDIR(mode):
            members = _read_folder(path, label, limits)
        elif stat.S_ISREG(mode):
            members = _read_zip(path, label, limits)
        else:
            raise error("package.not_a_package", where=label)
        return _unpack(members, label, str(path), limits)
    except SkirmishError:
        raise
    except Exception as exc:  # hostile input reaches OS, zipfile and Pillow paths we cannot list
        raise error("package.unreadable", where=label, error=reason_of(exc)) from exc


class _Inventory:
    """The member rules both forms share (names, count, sizes), applied before any data is read."""

    def __init__(self, label: str, limits: Limits):
        self.label = label
        self.limits = limits
        self.count = 0
        self.total = 0
        self.seen: set[str] = set()

    def where(self, name: str) -> str:
        return f"{self.label}: {printable(name)}"

    def admit(self, name: str, size: int) -> str:
        """Check one member; returns its place for the messages about its content."""
        where = self.where(name)
        self.count += 1
        if self.count > self.limits.max_members:
            raise error("package.too_many_members", where=self.label, limit=self.limits.max_members)
        if is_unsafe_name(name):
            raise error("package.unsafe_name", where=where)
        if name != SCENARIO_MEMBER and not _IMAGE_NAME.fullmatch(name):
            raise error("package.unexpected_member", where=where)
        if name.casefold() in self.seen:
            raise error("package.duplicate_member", where=where)
        self.seen.add(name.casefold())
        limit = (
            self.limits.max_json_bytes if name == SCENARIO_MEMBER else self.limits.max_member_bytes
        )
        if size > limit:
            raise error("package.member_too_large", where=where, size=size, limit=limit)
        self.total += size
        if self.total > self.limits.max_total_bytes:
            raise error(
                "package.total_too_large", where=self.label, limit=self.limits.max_total_bytes
            )
        return where


def is_unsafe_name(name: str) -> bool:
    return (
        name.startswith("/")
        or "\\" in name
        or "\0" in name
        or _DRIVE.match(name) is not None
        or ".." in name.split("/")
    )


def _read_zip(path: Path, label: str, limits: Limits) -> dict[str, bytes]:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    with os.fdopen(os.open(path, flags), "rb") as handle:  # never blocks, even if swapped
        status = os.fstat(handle.fileno())
        if not stat.S_ISREG(status.st_mode):  # for a FIFO since the caller's stat
            raise error("package.not_a_package", where=label)
        size = status.st_size
        if size > limits.max_file_bytes:
            raise error(
                "package.file_too_large", where=label, size=size, limit=limits.max_file_bytes
            )
        if not zipfile.is_zipfile(handle):
            raise error("package.not_a_zip", where=label)
        entries, directory_bytes = _declared_directory(handle)
        if entries > limits.max_members or directory_bytes > limits.max_members * _MAX_ENTRY_BYTES:
            raise error("package.too_many_members", where=label, limit=limits.max_members)
        try:
            archive = zipfile.ZipFile(handle)
        except _ZIP_ERRORS as exc:
            raise error("package.damaged", where=label, error=reason_of(exc)) from None
        with archive:
            inventory = _Inventory(label, limits)
            chosen = [
                (info, _admit_zip_member(inventory, info, limits))
                for info in archive.infolist()
                if info.orig_filename != IMAGES_DIR  # the folder entry some zip tools add
            ]
            return {info.filename: _read_member(archive, info, where) for info, where in chosen}


def _declared_directory(handle: BinaryIO) -> tuple[int, int]:
    """Entry count and byte size of the central directory, as the zip's end records declare them.

    ``zipfile`` builds one object per directory entry, so a 64 MiB directory of tiny entries would
    cost gigabytes: these figures are checked first. The search mirrors zipfile's (end record at
    the very end, else the last one in the comment area; a zip64 record just before its locator).
    """
    size = handle.seek(0, os.SEEK_END)
    handle.seek(max(0, size - _EOCD_SIZE - 0xFFFF - _ZIP64_LOCATOR_SIZE - _ZIP64_EOCD_SIZE))
    tail = handle.read()
    at = len(tail) - _EOCD_SIZE
    if not (tail[at : at + 4] == _EOCD and tail[-2:] == b"\0\0"):
        at = tail.rfind(_EOCD)
    if at < 0 or at + _EOCD_SIZE > len(tail):
        return 0, 0  # no whole end record: zipfile refuses the archive itself
    entries, directory_bytes = struct.unpack_from("<HI", tail, at + 10)
    locator = at - _ZIP64_LOCATOR_SIZE
    record = locator - _ZIP64_EOCD_SIZE
    if (
        record >= 0
        and tail[locator : locator + 4] == _ZIP64_LOCATOR
        and tail[record : record + 4] == _ZIP64_EOCD
    ):
        entries, directory_bytes = struct.unpack_from("<QQ", tail, record + 32)
    return entries, directory_bytes


def _admit_zip_member(inventory: _Inventory, info: zipfile.ZipInfo, limits: Limits) -> str:
    where = inventory.admit(info.orig_filename, info.file_size)
    if info.flag_bits & _ENCRYPTED:
        raise error("package.encrypted", where=where)
    if info.compress_type not in _COMPRESSIONS:
        raise error("package.unsupported_compression", where=where, method=info.compress_type)
    if info.file_size > _RATIO_FLOOR and info.file_size > limits.max_ratio * info.compress_size:
        ratio = info.file_size // max(info.compress_size, 1)
        raise error("package.bomb", where=where, ratio=ratio, limit=limits.max_ratio)
    return where


def _read_member(archive: zipfile.ZipFile, info: zipfile.ZipInfo, where: str) -> bytes:
    """Stream one member, never holding more than its header announced (headers can lie)."""
    chunks: list[bytes] = []
    size = 0
    try:
        with archive.open(info) as stream:
            while chunk := stream.read(_CHUNK):
                size += len(chunk)
                if size > info.file_size:
                    raise error("package.size_mismatch", where=where)
                chunks.append(chunk)
    except _ZIP_ERRORS as exc:
        raise error("package.damaged", where=where, error=reason_of(exc)) from None
    return b"".join(chunks)


def _read_folder(folder: Path, label: str, limits: Limits) -> dict[str, bytes]:
    """The unpacked form: ``scenario.json`` and ``images/``; links and special files are refused."""
    inventory = _Inventory(label, limits)
    found: list[tuple[str, str, int, str]] = []
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.name == IMAGES_DIR.rstrip("/") and entry.is_dir(follow_symlinks=False):
                with os.scandir(entry.path) as images:
                    found.extend(
                        _admit_file(inventory, IMAGES_DIR + image.name, image) for image in images
                    )
            else:
                found.append(_admit_file(inventory, entry.name, entry))
    return {name: _read_file(file, size, where) for name, file, size, where in found}


def _admit_file(
    inventory: _Inventory, name: str, entry: os.DirEntry[str]
) -> tuple[str, str, int, str]:
    status = entry.stat(follow_symlinks=False)
    if stat.S_ISDIR(status.st_mode):
        raise error("package.unexpected_member", where=inventory.where(name + "/"))
    if not stat.S_ISREG(status.st_mode):
        raise error("package.link_or_special", where=inventory.where(name))
    return name, entry.path, status.st_size, inventory.admit(name, status.st_size)


def _read_file(file: str, size: int, where: str) -> bytes:
    """Read at most ``size`` bytes, refusing a file swapped for a link or a FIFO since listed."""
    flags = (
        os.O_RDONLY
        | getattr(os, "O_NOFOLLOW", 0)
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_BINARY", 0)
    )
    with os.fdopen(os.open(file, flags), "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise error("package.link_or_special", where=where)
        return handle.read(size)


def _unpack(members: dict[str, bytes], label: str, source: str, limits: Limits) -> Package:
    if SCENARIO_MEMBER not in members:
        raise error("package.missing_scenario", where=label)
    scenario = _scenario(members.pop(SCENARIO_MEMBER), f"{label}: {SCENARIO_MEMBER}", limits)
    for name, data in members.items():
        _check_image(name, data, f"{label}: {printable(name)}", limits)
    return Package(scenario=scenario, images=members, source=source)


def _scenario(data: bytes, where: str, limits: Limits) -> dict[str, Any]:
    document = load_json(data, where, limits)
    if not isinstance(document, dict):
        raise error("package.scenario_not_object", where=where)
    if VERSION_KEY not in document:
        raise error("package.missing_format_version", where=where)
    version = document.pop(VERSION_KEY)
    if type(version) is not int or version < 1:
        raise error("package.bad_format_version", where=where, value=version)
    if version > FORMAT_VERSION:
        raise error("package.newer_format", where=where, version=version, supported=FORMAT_VERSION)
    return document


def _check_image(name: str, data: bytes, where: str, limits: Limits) -> None:
    """Magic bytes, then the header's size (Pillow's plugin class decodes no pixel), then
    ``verify`` (chunks and checksums), then a full decode of the pixels, bounded by the
    megapixel limit already checked: a header that claims 6000 × 6000 pixels over 16 bytes of
    data is refused here, not when the image is first drawn.

    The plugin class is used instead of ``Image.open`` so that Pillow's own decompression-bomb
    check (a warning, or an error at twice its global limit) never fires: our limit applies.
    Truncated data is never padded (``ImageFile.LOAD_TRUNCATED_IMAGES`` stays false).
    """
    magic, decoder = _DECODERS[os.path.splitext(name)[1].lower()]
    if not data.startswith(magic):
        raise error("package.bad_image", where=where)
    # Pillow reports malformed data with many exception types, hence the broad handlers.
    try:
        image = decoder(io.BytesIO(data))
    except Exception:
        raise error("package.bad_image", where=where) from None
    with image:
        width, height = image.size
        if width < 1 or height < 1:
            raise error("package.bad_image", where=where)
        if width * height > limits.max_image_pixels:
            raise error(
                "package.image_too_large",
                where=where,
                width=width,
                height=height,
                pixels=width * height,
                limit=limits.max_image_pixels,
            )
        try:
            image.verify()
        except Exception:
            raise error("package.bad_image", where=where) from None
    try:
        with decoder(io.BytesIO(data)) as image:  # verify() leaves an image unusable: reopen
            image.load()
    except Exception:
        raise error("package.bad_image", where=where) from None


def reason_of(exc: BaseException) -> str:
    text = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return printable(text or type(exc).__name__)
