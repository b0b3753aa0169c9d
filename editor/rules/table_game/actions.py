"""What a player does in a free-table game, as one serialisable value: ``TableAction``.

The same value serves the play window, the ``skirmish-studio action`` command, the saved game
and the log: an ASCII action name (``move``, ``shoot``, ``melee``, ``end_phase``…, the names of
the plug-in's actions), the acting figure and what the action needs (a target, a weapon index
in the actor's profile, a point, a facing, a mode, a choice, an object of the table, a number),
and the dice: typed by the players, one tuple of faces per stage of the roll, or None when the
app rolls (seeded and logged). ``action_from_json`` reads one back strictly: games come from
the library and logs from anywhere, so every bad field is a ``SkirmishError`` naming the place,
never a crash.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from editor.messages import error

MAX_STAGES = 16
MAX_DICE = 64
"""More dice in one stage than any roll of either text: a typed roll beyond it is refused."""
MAX_FACE = 100
MAX_COUNT = 99
"""The largest number a player gives (actions left)."""
MAX_COORDINATE_MM = 100_000.0
MAX_PATH = 256
NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
"""Action names, modes and choices: short ASCII words."""
ID = re.compile(r"[^\x00-\x1f]{1,100}")
FIELDS = frozenset(
    {"type", "action", "actor", "target", "weapon", "at", "path", "facing_deg", "mode", "choice",
     "item", "dice", "count"}
)
TYPE = "table_action"


@dataclass(frozen=True, slots=True)
class TableAction:
    action: str
    actor: str | None = None
    target: str | None = None
    weapon: int | None = None
    """Index in the actor's profile weapons."""
    at: tuple[float, float] | None = None
    """Millimetres: where a move ends, where a grenade is thrown…"""
    path: tuple[tuple[float, float], ...] = ()
    """Millimetres: the bent tape of a move (« Le mètre ruban peut être courbé »)."""
    facing_deg: float | None = None
    mode: str | None = None
    choice: str | None = None
    dice: tuple[tuple[int, ...], ...] | None = None
    """Typed dice, one tuple of faces per stage; None: the app rolls."""
    item: str | None = None
    """An object of the table the action handles (its id: a console moved, a door opened…)."""
    count: int | None = None
    """A number the player gives (the actions a figure has left, when the players set them)."""

    def to_json(self) -> dict[str, Any]:
        """A JSON object with only the fields set; the typed dice as ``{"stages": [...]}``."""
        out: dict[str, Any] = {"type": TYPE, "action": self.action}
        for name in ("actor", "target", "weapon", "facing_deg", "mode", "choice", "item",
                     "count"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        if self.at is not None:
            out["at"] = list(self.at)
        if self.path:
            out["path"] = [list(p) for p in self.path]
        if self.dice is not None:
            out["dice"] = {"stages": [list(stage) for stage in self.dice]}
        return out

    def without_dice(self) -> TableAction:
        return TableAction(self.action, self.actor, self.target, self.weapon, self.at, self.path,
                           self.facing_deg, self.mode, self.choice, item=self.item,
                           count=self.count)


def action_from_json(data: Any, where: str = "action") -> TableAction:
    """A ``TableAction`` from its JSON form, or ``play.json.*`` naming the bad field."""
    if not isinstance(data, dict):
        raise error("play.json.not_object", where=where)
    for name in data:
        if name not in FIELDS:
            shown = str(name)[:40]
            raise error("play.json.unknown_field", where=f"{where}/{shown}", field=shown)
    if data.get("type") != TYPE:
        raise error("play.json.bad_field", where=f"{where}/type", field="type")
    return TableAction(
        action=_name(data, "action", where, required=True),
        actor=_id(data, "actor", where),
        target=_id(data, "target", where),
        weapon=_whole(data, "weapon", where, 0, MAX_DICE),
        at=_point(data.get("at"), f"{where}/at") if data.get("at") is not None else None,
        path=_path(data.get("path", []), f"{where}/path"),
        facing_deg=_number(data, "facing_deg", where, -360.0, 720.0),
        mode=_name(data, "mode", where),
        choice=_name(data, "choice", where),
        dice=_dice(data.get("dice"), f"{where}/dice"),
        item=_id(data, "item", where),
        count=_whole(data, "count", where, 0, MAX_COUNT),
    )


def dice_from_json(data: Any, where: str) -> tuple[tuple[int, ...], ...] | None:
    """Typed dice ``{"stages": [[faces], ...]}``, or None for the app's roll."""
    return _dice(data, where)


def _bad(where: str, name: str) -> Exception:
    return error("play.json.bad_field", where=f"{where}/{name}", field=name)


def _name(data: dict, name: str, where: str, required: bool = False) -> str | None:
    value = data.get(name)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not NAME.fullmatch(value):
        raise _bad(where, name)
    return value


def _id(data: dict, name: str, where: str) -> str | None:
    value = data.get(name)
    if value is None:
        return None
    if not isinstance(value, str) or not ID.fullmatch(value):
        raise _bad(where, name)
    return value


def _whole(data: dict, name: str, where: str, low: int, high: int) -> int | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(where, name)
    return value


def _number(data: dict, name: str, where: str, low: float, high: float) -> float | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _bad(where, name)
    value = float(value)
    if not (math.isfinite(value) and low <= value <= high):
        raise _bad(where, name)
    return value


def _point(value: Any, where: str) -> tuple[float, float]:
    if not isinstance(value, list) or len(value) != 2:
        raise error("play.json.bad_field", where=where, field=where.rsplit("/", 1)[-1])
    out = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int | float):
            raise error("play.json.bad_field", where=where, field=where.rsplit("/", 1)[-1])
        number = float(item)
        if not (math.isfinite(number) and abs(number) <= MAX_COORDINATE_MM):
            raise error("play.json.bad_field", where=where, field=where.rsplit("/", 1)[-1])
        out.append(number)
    return out[0], out[1]


def _path(value: Any, where: str) -> tuple[tuple[float, float], ...]:
    if not isinstance(value, list) or len(value) > MAX_PATH:
        raise error("play.json.bad_field", where=where, field="path")
    return tuple(_point(point, f"{where}/{i}") for i, point in enumerate(value))


def _dice(value: Any, where: str) -> tuple[tuple[int, ...], ...] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"stages"}:
        raise error("play.json.bad_field", where=where, field="dice")
    stages = value["stages"]
    if not isinstance(stages, list) or len(stages) > MAX_STAGES:
        raise error("play.json.bad_field", where=f"{where}/stages", field="stages")
    out = []
    for i, stage in enumerate(stages):
        place = f"{where}/stages/{i}"
        if not isinstance(stage, list) or len(stage) > MAX_DICE:
            raise error("play.json.bad_field", where=place, field="stages")
        for face in stage:
            if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= MAX_FACE:
                raise error("play.json.bad_field", where=place, field="stages")
        out.append(tuple(stage))
    return tuple(out)
