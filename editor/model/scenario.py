"""The scenario: the one document an author edits, the library stores and a file carries.

A scenario is self-contained (its units, dice, solo deck and images travel with it) so that a
portable file can be played anywhere; the library shares units between scenarios by id.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum

from editor.model.board import ZoneBoard
from editor.model.codec import added_field
from editor.model.deck import SoloDeck
from editor.model.dice import DiceSet
from editor.model.house import HouseAction
from editor.model.mission import Figure, Mission, Objective
from editor.model.options import RulesOptions
from editor.model.river import River
from editor.model.table import FreeTable
from editor.model.text import Text
from editor.model.units import Unit


class RuleSystem(StrEnum):
    """The names of the three built-in rule systems (PRODUCT §2), as ``rule_system`` is written.

    A declaration of the model, for building scenarios in samples and tests: the rule systems a
    scenario may name are those ``editor.model.systems`` declares (a plug-in may add one), and
    no code outside a plug-in compares a scenario's name with these (PRODUCT §6).
    """

    ZONE_SOLO = "zone-solo"
    EISDRACHEN = "eisdrachen"
    D20 = "d20"


IMAGE_NAME = re.compile(r"images/\w[\w .-]{0,99}\.(?:png|jpe?g)", re.IGNORECASE)
"""Names an image may have: ``images/`` + a plain file name ending in .png, .jpg or .jpeg (the
portable file accepts no other member, so validation refuses the name before any export)."""

IMAGE_MAGIC = {".png": b"\x89PNG\r\n\x1a\n", ".jpg": b"\xff\xd8\xff", ".jpeg": b"\xff\xd8\xff"}
"""The first bytes of each image format, by extension."""


@dataclass(frozen=True, slots=True)
class ImageAsset:
    """An image carried by the scenario, named like its member in a portable file."""

    name: str
    """``images/<file name>``."""
    data: bytes = field(repr=False)


@dataclass(frozen=True, slots=True)
class Scenario:
    name: str
    """The library key: unique in a library, used on the command line."""
    rule_system: str
    """A declared rule system's name (``editor.model.systems``): ``zone-solo``, ``eisdrachen``,
    ``d20`` or one a plug-in declares."""
    board: ZoneBoard | FreeTable
    title: Text = Text()
    description: Text = Text()
    units: tuple[Unit, ...] = ()
    figures: tuple[Figure, ...] = ()
    objectives: tuple[Objective, ...] = ()
    river: River | None = None
    deck: SoloDeck | None = None
    dice: DiceSet | None = None
    mission: Mission = field(default_factory=Mission)
    options: RulesOptions = field(default_factory=RulesOptions)
    house_actions: tuple[HouseAction, ...] = added_field(())
    """Home-made actions added to the rule system's list (``editor.model.house``)."""
    images: tuple[ImageAsset, ...] = field(default=(), metadata={"json": False})
    """Carried beside the JSON document (``images/`` in a portable file, a table in the library)."""

    def unit(self, unit_id: str) -> Unit | None:
        return next((u for u in self.units if u.id == unit_id), None)
