"""What the checker reports: a translatable message and the model path of its culprit.

A finding must let the editor select what is wrong with one click (PRODUCT §4 "Author"), so each
carries a path of ``editor.documents.addresses`` steps. The culprit is the *selectable item*: the
path stops at the deepest tuple item (a zone, a card, a figure, a victory condition); a value
outside any tuple keeps its whole path (``("mission", "text")``). Items are addressed by id,
stable across edits, unless their id is empty or repeated: then by index, since ``ById`` would
pick the wrong twin.

Validation messages carry a dotted place (``zones[3].polygon``); :func:`path_of` turns it into
such a path, so structural errors are findings like any other. Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import Any

from editor.documents.addresses import ById, Path, Step
from editor.messages import DEFAULT_LANGUAGE, Message, Severity

_TOKEN = re.compile(r"\.?([A-Za-z_]\w*)|\[(\d+)\]")
"""A field name (``.name``) or a tuple index (``[3]``) of a dotted place."""


@dataclass(frozen=True, slots=True)
class Finding:
    """One problem: its message (key, parameters, severity) and the item to select."""

    message: Message
    culprit: Path

    @property
    def key(self) -> str:
        return self.message.key

    @property
    def severity(self) -> Severity:
        return self.message.severity

    def text(self, lang: str = DEFAULT_LANGUAGE) -> str:
        return self.message.text(lang)


def warning(message: Message, culprit: Path) -> Finding:
    """``message`` as a warning: worth a look, the scenario still plays."""
    return Finding(dataclasses.replace(message, severity=Severity.WARNING), culprit)


def error(message: Message, culprit: Path) -> Finding:
    """``message`` as an error: the AI cannot use that part of the scenario."""
    return Finding(dataclasses.replace(message, severity=Severity.ERROR), culprit)


def step(items: tuple[Any, ...], index: int) -> Step:
    """``ById`` for an item whose id is set and unique in ``items``, else its index."""
    item_id = getattr(items[index], "id", None)
    if isinstance(item_id, str) and item_id and sum(
        getattr(other, "id", None) == item_id for other in items
    ) == 1:
        return ById(item_id)
    return index


def selectable(path: Path) -> Path:
    """``path`` cut after its last tuple item (the whole path when it names none)."""
    items = [i for i, s in enumerate(path) if not isinstance(s, str)]
    return path[: items[-1] + 1] if items else path


def path_of(root: Any, where: str) -> Path:
    """The culprit named by a validation place, walked on ``root`` (a scenario).

    The place follows the file layout, where zones are a top-level list: ``zones[…]`` is
    ``board.zones[…]`` in the model. The walk stops at the first step the model does not have
    (``board.kind`` names the board's class, not a field) and before an item that is a plain
    value (``tile_numbers[0]``): the owner of that tuple is what the editor selects.
    """
    if where.startswith("zones"):
        where = "board." + where
    path: list[Step] = []
    value = root
    for name, index in _TOKEN.findall(where):
        if name:
            if not dataclasses.is_dataclass(value) or name not in _field_names(value):
                break
            path.append(name)
            value = getattr(value, name)
        else:
            i = int(index)
            if not isinstance(value, tuple) or i >= len(value):
                break
            if not dataclasses.is_dataclass(value[i]):
                break
            path.append(step(value, i))
            value = value[i]
    return selectable(tuple(path))


def _field_names(value: Any) -> set[str]:
    return {f.name for f in dataclasses.fields(value)}
