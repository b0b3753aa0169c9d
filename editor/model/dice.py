"""Dice as data: each game's dice differ, so colours and faces are authored (PRODUCT §2b).

A zone-solo die has six faces, each a number of successes. Eisdrachen uses d6 and the D20
system a d20; they are plain numeric dice (``faces`` = 1..N) in the same structure.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.model.text import Text


@dataclass(frozen=True, slots=True)
class DieType:
    """One kind of die: ``faces`` lists the value of each face (successes for solo dice)."""

    id: str
    name: Text
    color: str = "#ffffff"
    faces: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
    verified: bool = False
    """False until the user has checked the faces against the physical die."""


@dataclass(frozen=True, slots=True)
class DiceSet:
    """The dice of one game; the reroll order of the solo AI is the order of ``dice``."""

    id: str
    name: Text
    dice: tuple[DieType, ...] = ()

    def die(self, die_id: str) -> DieType | None:
        return next((d for d in self.dice if d.id == die_id), None)


@dataclass(frozen=True, slots=True)
class DiceCount:
    """``count`` dice of the die type ``die``."""

    die: str
    count: int = 1


DicePool = tuple[DiceCount, ...]
"""A pool of dice rolled together, e.g. 2 orange + 1 red."""
