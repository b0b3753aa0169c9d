"""Scenarios to and from portable files: the package container plus the model codec.

``read_scenario`` turns a ``.skirmish`` file or an unpacked folder into a validated
:class:`Scenario` (or a SkirmishError naming the file and the place); ``check_scenario_file``
collects every message for the ``validate`` command without raising; ``write_scenario``
exports. Pure Python: no Qt, no SQLAlchemy (the library imports this, not the reverse).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from editor.limits import DEFAULT_LIMITS, Limits, count_check
from editor.messages import Message, Severity, SkirmishError, error
from editor.model.document_format import decode_document, to_document
from editor.model.scenario import ImageAsset, Scenario
from editor.model.validation import validate
from editor.store.package import SCENARIO_MEMBER, VERSION_KEY, read_package
from editor.store.package_writer import write_folder, write_package


def _label(path: Path) -> str:
    return path.name or str(path)


def decode_scenario_file(path: Path | str, limits: Limits = DEFAULT_LIMITS) -> Scenario:
    """The scenario in a portable file or folder, decoded but not yet validated."""
    path = Path(path)
    package = read_package(path, limits)
    where = f"{_label(path)}: {SCENARIO_MEMBER}"
    zones = package.scenario.get("zones", [])
    if isinstance(zones, list):
        count_check(zones, limits.max_zones, "zones", f"{where}, zones")
    check_vertices(package.scenario, limits, where)
    images = tuple(ImageAsset(name, data) for name, data in sorted(package.images.items()))
    try:
        return decode_document(package.scenario, images)
    except SkirmishError as exc:
        raise SkirmishError(exc.message.placed(f"{where}, ")) from None


def _point_lists(document: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """(place, list) of every list of points in a raw document: zone and terrain polygons,
    wall lines. The document is unchecked: anything not shaped as expected is skipped here
    (the codec reports it)."""
    zones = document.get("zones")
    board = document.get("board")
    for place, items, key in (("zones", zones, "polygon"),
                              ("board.terrain", _get(board, "terrain"), "polygon"),
                              ("board.walls", _get(board, "walls"), "points")):
        for index, item in enumerate(items if isinstance(items, list) else ()):
            points = _get(item, key)
            if isinstance(points, list):
                yield f"{place}[{index}].{key}", points


def _get(node: Any, key: str) -> Any:
    return node.get(key) if isinstance(node, dict) else None


def check_vertices(document: dict[str, Any], limits: Limits, where: str) -> None:
    """Refuse a polygon (or wall) with more than ``max_polygon_vertices`` points, or more than
    ``max_vertices`` in the whole scenario, before any geometry is built from them."""
    total = 0
    for place, points in _point_lists(document):
        if len(points) > limits.max_polygon_vertices:
            raise error("package.too_many_vertices", where=f"{where}, {place}",
                        count=len(points), limit=limits.max_polygon_vertices)
        total += len(points)
    if total > limits.max_vertices:
        raise error("package.too_many_vertices_total", where=where, count=total,
                    limit=limits.max_vertices)


def check_scenario_file(path: Path | str) -> tuple[Scenario | None, list[Message]]:
    """Every problem of a file: a reading error alone, or all validation messages."""
    try:
        scenario = decode_scenario_file(path)
    except SkirmishError as exc:
        return None, [exc.message]
    where = f"{_label(Path(path))}: {SCENARIO_MEMBER}, "
    return scenario, [m.placed(where) for m in validate(scenario)]


def read_scenario(path: Path | str) -> tuple[Scenario, list[Message]]:
    """A valid scenario and its warnings, or a SkirmishError for the first error."""
    scenario, messages = check_scenario_file(path)
    for message in messages:
        if message.severity is Severity.ERROR:
            raise SkirmishError(message)
    assert scenario is not None
    return scenario, messages


def write_scenario(scenario: Scenario, path: Path | str, *, folder: bool = False) -> None:
    """Export ``scenario`` atomically as a ``.skirmish`` file (or an unpacked folder)."""
    doc = to_document(scenario)
    doc.pop(VERSION_KEY, None)
    images = {asset.name: asset.data for asset in scenario.images}
    (write_folder if folder else write_package)(path, doc, images)
