"""New and copied scenarios: what File › New starts from and what Duplicate names its copy.

A new scenario is valid as it is (so it can be saved at once) and ready for its rule system:
a zone-solo scenario gets an empty zone board of the given size with the default dice and solo
deck (marked unverified, PRODUCT §2b) and a river with the default slot costs; the other two
systems get a free table measured in their unit (pas for Eisdrachen, cm for D20). Names are the
library's keys, so a copy's name is made unique against the names already taken. Pure Python.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from editor.messages import error
from editor.model.board import ZoneBoard
from editor.model.defaults import default_deck, default_dice
from editor.model.river import River
from editor.model.scenario import RuleSystem, Scenario
from editor.model.table import DistanceUnit, FreeTable
from editor.model.text import Text
from editor.model.validation import NAME_PATTERN

DEFAULT_SIZE_MM = {
    RuleSystem.ZONE_SOLO: (600.0, 600.0),
    RuleSystem.EISDRACHEN: (1200.0, 1200.0),
    RuleSystem.D20: (1200.0, 900.0),
}
"""A square 60 cm board for zones; usual table sizes for the free-table systems."""


def check_name(name: str, taken: Collection[str] = ()) -> None:
    """Refuse a name the library cannot key a scenario by, or one already used."""
    if not NAME_PATTERN.match(name) or name != name.strip():
        raise error("validation.bad_name", where="name")
    if name in taken:
        raise error("blank.name_taken", where="name", name=name)


def blank_scenario(
    name: str,
    rule_system: RuleSystem,
    width_mm: float | None = None,
    height_mm: float | None = None,
    taken: Collection[str] = (),
) -> Scenario:
    """An empty scenario of ``rule_system`` named ``name`` (checked against ``taken``)."""
    check_name(name, taken)
    default_w, default_h = DEFAULT_SIZE_MM[rule_system]
    width = default_w if width_mm is None else float(width_mm)
    height = default_h if height_mm is None else float(height_mm)
    if not (10.0 <= width <= 10_000.0 and 10.0 <= height <= 10_000.0):
        raise error("blank.bad_size", where="size", width=width, height=height)
    title = Text(fr=name, en=name)
    if rule_system is RuleSystem.ZONE_SOLO:
        return Scenario(
            name=name,
            rule_system=rule_system,
            board=ZoneBoard(width_mm=width, height_mm=height),
            title=title,
            river=River(),
            deck=default_deck(),
            dice=default_dice(),
        )
    unit = DistanceUnit.PAS if rule_system is RuleSystem.EISDRACHEN else DistanceUnit.CM
    return Scenario(
        name=name,
        rule_system=rule_system,
        board=FreeTable(width_mm=width, height_mm=height, unit=unit),
        title=title,
    )


def copy_name(name: str, taken: Collection[str], suffix: str = "copy") -> str:
    """``name (copy)``, then ``name (copy 2)``… the first one not in ``taken``."""
    stem = name[: 100 - len(suffix) - 8].rstrip()
    candidate = f"{stem} ({suffix})"
    number = 2
    while candidate in taken:
        candidate = f"{stem} ({suffix} {number})"
        number += 1
    return candidate


def renamed(scenario: Scenario, name: str, taken: Collection[str] = ()) -> Scenario:
    """``scenario`` under a new library name (Save as, Duplicate)."""
    check_name(name, taken)
    return replace(scenario, name=name)
