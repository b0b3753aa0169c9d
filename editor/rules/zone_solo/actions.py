"""What the player does in a game, as serialisable values: the game's history and the log's
"choices" (PRODUCT §4 "Play").

An action is a frozen dataclass whose ``to_json()`` is a JSON object with a ``type`` and its
fields; ``action_from_json`` reads one back strictly, because games come from the library and
logs from anywhere: every bad field is a ``SkirmishError`` naming the place, never a crash. The
villains' turn is driven by ``Accept`` (the proposed step, with a golden-rule answer or the
player's physical dice) and, when a villain attacks a hero, ``DefendHero``; the heroes' turn by
the other actions, ended by ``EndHeroTurn``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from editor.messages import error

MAX_DICE = 64
"""More dice than any pool of the game: a typed roll beyond it is refused as hostile."""
MAX_VALUE = 999
"""Bound on every typed number (successes, wounds, energy, power, completions)."""


@dataclass(frozen=True, slots=True)
class TypedDice:
    """Physical dice: the successes each die shows, in the pool's order, then the new results
    of the dice the AI rerolls (SOLO-DR-1), in the order ``ZoneSoloPlay.rerolls_for`` gives them."""

    first: tuple[int, ...]
    rerolls: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"first": list(self.first), "rerolls": list(self.rerolls)}


@dataclass(frozen=True, slots=True)
class Accept:
    """Accept the current villain step; ``choice`` answers a golden-rule question (SOLO-GR-1)
    and ``dice`` replaces the app's roll of a roll step with the player's dice."""

    choice: str | None = None
    dice: TypedDice | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "accept"}
        if self.choice is not None:
            out["choice"] = self.choice
        if self.dice is not None:
            out["dice"] = self.dice.to_json()
        return out


@dataclass(frozen=True, slots=True)
class MoveHero:
    figure: str
    zone: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "move_hero", "figure": self.figure, "zone": self.zone}


@dataclass(frozen=True, slots=True)
class SetCounters:
    figure: str
    wounds: int
    energy: int

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "set_counters",
            "figure": self.figure,
            "wounds": self.wounds,
            "energy": self.energy,
        }


@dataclass(frozen=True, slots=True)
class SetOut:
    """Neutralize (``out``) or restore a character, villains too; a restored villain goes back
    to ``zone`` (default: where the mission deploys it)."""

    figure: str
    out: bool
    zone: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "set_out", "figure": self.figure, "out": self.out}
        if self.zone is not None:
            out["zone"] = self.zone
        return out


@dataclass(frozen=True, slots=True)
class SetObjective:
    objective: str
    completed: int
    active: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "set_objective",
            "objective": self.objective,
            "completed": self.completed,
            "active": self.active,
        }


@dataclass(frozen=True, slots=True)
class HeroAttack:
    """A hero's attack of ``power`` successes on a villain: the AI decides and rolls its
    defence (SOLO-DR-2, then SOLO-DR-1 on the roll); ``dice`` are the physical defence dice.
    ``attack`` (``melee`` or ``ranged``; None in games saved before it was asked) lets the
    range and line of sight be checked: a warning, never a refusal."""

    attacker: str
    target: str
    power: int
    dice: TypedDice | None = None
    attack: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": "hero_attack",
            "attacker": self.attacker,
            "target": self.target,
            "power": self.power,
        }
        if self.attack is not None:
            out["attack"] = self.attack
        if self.dice is not None:
            out["dice"] = self.dice.to_json()
        return out


@dataclass(frozen=True, slots=True)
class DefendHero:
    """The hero's defence against the villain attack just rolled (SPEC §3.3): ``cubes`` of
    its energy committed to the guard, then armour and automatic defence; ``dice`` are the
    physical dice (the automatic defence dice, then one per cube), None for the app's roll."""

    cubes: int
    dice: TypedDice | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": "defend_hero", "cubes": self.cubes}
        if self.dice is not None:
            out["dice"] = self.dice.to_json()
        return out


@dataclass(frozen=True, slots=True)
class EndHeroTurn:
    """The heroes are done: the villains' turn is queued."""

    def to_json(self) -> dict[str, Any]:
        return {"type": "end_hero_turn"}


Action = (
    Accept | MoveHero | SetCounters | SetOut | SetObjective | HeroAttack | DefendHero | EndHeroTurn
)


def action_from_json(data: Any, where: str = "action") -> Action:
    """The action of a JSON object, strictly: unknown types or fields and wrong values raise
    a ``SkirmishError`` (``play.json.*``) naming the place."""
    read = _Reader(data, where)
    kind = read.text("type")
    fields = _FIELDS.get(kind)
    if fields is None:
        raise error("play.json.unknown_action", where=f"{where}/type", type=kind[:40])
    read.only({"type", *fields})
    if kind == "accept":
        return Accept(read.optional_text("choice"), read.dice("dice"))
    if kind == "move_hero":
        return MoveHero(read.text("figure"), read.text("zone"))
    if kind == "set_counters":
        return SetCounters(read.text("figure"), read.number("wounds"), read.number("energy"))
    if kind == "set_out":
        return SetOut(read.text("figure"), read.flag("out"), read.optional_text("zone"))
    if kind == "set_objective":
        return SetObjective(read.text("objective"), read.number("completed"), read.flag("active"))
    if kind == "hero_attack":
        attack = read.optional_text("attack")
        if attack not in (None, "melee", "ranged"):
            raise read.bad("attack")
        return HeroAttack(
            read.text("attacker"),
            read.text("target"),
            read.number("power"),
            read.dice("dice"),
            attack,
        )
    if kind == "defend_hero":
        return DefendHero(read.number("cubes"), read.dice("dice"))
    return EndHeroTurn()


_FIELDS: dict[str, tuple[str, ...]] = {
    "accept": ("choice", "dice"),
    "move_hero": ("figure", "zone"),
    "set_counters": ("figure", "wounds", "energy"),
    "set_out": ("figure", "out", "zone"),
    "set_objective": ("objective", "completed", "active"),
    "hero_attack": ("attacker", "target", "power", "dice", "attack"),
    "defend_hero": ("cubes", "dice"),
    "end_hero_turn": (),
}


def dice_from_json(data: Any, where: str) -> TypedDice:
    read = _Reader(data, where)
    read.only({"first", "rerolls"})
    return TypedDice(read.numbers("first"), read.numbers("rerolls", required=False))


class _Reader:
    """Typed field access on one JSON object, each failure naming its place."""

    def __init__(self, data: Any, where: str):
        if not isinstance(data, dict):
            raise error("play.json.not_object", where=where)
        self.data, self.where = data, where

    def bad(self, name: str) -> Exception:
        return error("play.json.bad_field", where=f"{self.where}/{name}", field=name)

    def only(self, names: set[str]) -> None:
        for name in self.data:
            if name not in names:
                raise error(
                    "play.json.unknown_field",
                    where=f"{self.where}/{str(name)[:40]}",
                    field=str(name)[:40],
                )

    def text(self, name: str) -> str:
        value = self.data.get(name)
        if not isinstance(value, str) or not value or len(value) > 200:
            raise self.bad(name)
        return value

    def optional_text(self, name: str) -> str | None:
        return None if self.data.get(name) is None else self.text(name)

    def number(self, name: str) -> int:
        value = self.data.get(name)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_VALUE:
            raise self.bad(name)
        return value

    def flag(self, name: str) -> bool:
        value = self.data.get(name)
        if not isinstance(value, bool):
            raise self.bad(name)
        return value

    def numbers(self, name: str, required: bool = True) -> tuple[int, ...]:
        value = self.data.get(name)
        if value is None and not required:
            return ()
        if (
            not isinstance(value, list)
            or len(value) > MAX_DICE
            or not all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_VALUE
                for v in value
            )
        ):
            raise self.bad(name)
        return tuple(value)

    def dice(self, name: str) -> TypedDice | None:
        value = self.data.get(name)
        return None if value is None else dice_from_json(value, f"{self.where}/{name}")
