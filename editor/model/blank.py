"""New and copied scenarios: the parts of File › New that every rule system shares, and what
Duplicate names its copy.

A new scenario is valid as it is (so it can be saved at once) and ready for its rule system:
what it starts with (an empty zone board with the default dice, solo deck and river; an empty
free table in pas or cm) is the rule-system plug-in's ``blank_scenario``, built on
``blank_size`` and ``check_name`` here. Names are the library's keys, so a copy's name is made
unique against the names already taken. Pure Python.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from editor.messages import error
from editor.model.scenario import Scenario
from editor.model.validation import NAME_PATTERN

MIN_SIZE_MM, MAX_SIZE_MM = 10.0, 10_000.0


def check_name(name: str, taken: Collection[str] = ()) -> None:
    """Refuse a name the library cannot key a scenario by, or one already used."""
    if not NAME_PATTERN.match(name) or name != name.strip():
        raise error("validation.bad_name", where="name")
    if name in taken:
        raise error("blank.name_taken", where="name", name=name)


def blank_size(
    default: tuple[float, float], width_mm: float | None = None, height_mm: float | None = None
) -> tuple[float, float]:
    """The size of a new board or table: the given sides, else the rule system's ``default``;
    refused with ``blank.bad_size`` outside 10 mm to 10 m."""
    width = default[0] if width_mm is None else float(width_mm)
    height = default[1] if height_mm is None else float(height_mm)
    if not (MIN_SIZE_MM <= width <= MAX_SIZE_MM and MIN_SIZE_MM <= height <= MAX_SIZE_MM):
        raise error("blank.bad_size", where="size", width=width, height=height)
    return width, height


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
