"""The scenario JSON document (``scenario.json``): the codec's output plus a format version.

The layout is fixed by the file-format contract: ``rule_system`` at the top, and the zones as
a top-level list ``zones`` (each with a string ``id`` and, when it has one, a ``polygon``)
rather than inside ``board``. Documented in ``docs/file-format.md`` and ``docs/model.md``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from editor.messages import error
from editor.model.board import Zone, ZoneBoard
from editor.model.codec import decode, encode
from editor.model.scenario import ImageAsset, Scenario
from editor.model.systems import declaration, declared_names

FORMAT_VERSION = 1
"""Version of the scenario document; bump it with a migration in ``upgrade_document``."""


def to_document(scenario: Scenario) -> dict[str, Any]:
    doc = encode(scenario)
    board = doc["board"]
    doc["zones"] = board.pop("zones", [])
    doc["format_version"] = FORMAT_VERSION
    return doc


def from_document(doc: Any, images: tuple[ImageAsset, ...] = (), where: str = "") -> Scenario:
    """The scenario of a document (already parsed safely), or a SkirmishError saying where."""
    if not isinstance(doc, dict):
        raise error("model.expected_object", where=where or "/")
    return decode_document(upgrade_document(doc, where), images, where)


def decode_document(
    doc: dict[str, Any], images: tuple[ImageAsset, ...] = (), where: str = ""
) -> Scenario:
    """Decode a document whose format version was already checked (and upgraded)."""
    body = {k: v for k, v in doc.items() if k not in ("format_version", "zones")}
    board = body.get("board")
    if isinstance(board, dict) and "zones" in board:
        raise error("model.unknown_field", where=_at(where, "board"), field="zones")
    scenario = decode(Scenario, body, where)
    if declaration(scenario.rule_system) is None:
        raise error(
            "model.bad_choice",
            where=_at(where, "rule_system"),
            value=repr(scenario.rule_system)[:60],
            choices=", ".join(declared_names()),
        )
    zones = decode(tuple[Zone, ...], doc.get("zones", []), _at(where, "zones"))
    if zones:
        if not isinstance(scenario.board, ZoneBoard):
            raise error("document.zones_on_table", where=_at(where, "zones"))
        scenario = replace(scenario, board=replace(scenario.board, zones=zones))
    if images:
        scenario = replace(scenario, images=tuple(sorted(images, key=lambda a: a.name)))
    return scenario


def upgrade_document(doc: dict[str, Any], where: str = "") -> dict[str, Any]:
    """Bring an older document to FORMAT_VERSION (none exist yet: version 1 is the first)."""
    version = doc.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise error("document.bad_version", where=_at(where, "format_version"))
    if version > FORMAT_VERSION:
        raise error(
            "document.newer_version",
            where=_at(where, "format_version"),
            version=version,
            supported=FORMAT_VERSION,
        )
    if version < 1:
        raise error("document.bad_version", where=_at(where, "format_version"))
    return doc


def _at(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name
