"""Helpers of the editing-command tests, without Qt: small boards and tables built by hand,
the documents over them, and the checks every command test makes — do, undo and redo, and that
nothing is left pointing nowhere (the validator's ``validation.unknown_*`` findings: every
token's zone, border, LOS override and LOS row, and every mission reference, names something
that exists)."""

from __future__ import annotations

import pytest

from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.documents.history import Command
from editor.messages import SkirmishError
from editor.model.board import Zone, ZoneBoard
from editor.model.mission import Figure, Objective
from editor.model.scenario import RuleSystem, Scenario
from editor.model.table import FreeTable, TerrainPiece
from editor.model.text import Text
from editor.model.units import EisdrachenProfile, Side, SoloProfile, Unit
from editor.model.validation import validate

HERO = Unit("ranger", Text.both("Ranger"), Side.HERO, SoloProfile())
VILLAIN = Unit("thug", Text.both("Thug"), Side.VILLAIN, SoloProfile())
TABLE_HERO = Unit("scout", Text.both("Scout"), Side.HERO, EisdrachenProfile())
TABLE_VILLAIN = Unit("raider", Text.both("Raider"), Side.VILLAIN, EisdrachenProfile())


def square(x: float, y: float, size: float = 100.0) -> tuple:
    """A square outline, clockwise on screen (y down), from its top-left corner."""
    return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))


def zone(zone_id: str, x: float, y: float, size: float = 100.0, **fields) -> Zone:
    return Zone(zone_id, Text.both(zone_id), square(x, y, size), **fields)


def board_document(*zones: Zone, **scenario_fields) -> ScenarioDocument:
    """A 400 × 300 mm zone board holding ``zones``; ``board`` fields go in ``board_fields``."""
    board_fields = scenario_fields.pop("board_fields", {})
    board = ZoneBoard(400.0, 300.0, zones, **board_fields)
    scenario_fields.setdefault("units", (HERO, VILLAIN))
    return ScenarioDocument(Scenario("test", RuleSystem.ZONE_SOLO, board, **scenario_fields))


def table_document(*pieces: TerrainPiece, **scenario_fields) -> ScenarioDocument:
    """A 1200 × 800 mm free table holding ``pieces``."""
    table = FreeTable(1200.0, 800.0, terrain=pieces)
    scenario_fields.setdefault("units", (TABLE_HERO, TABLE_VILLAIN))
    return ScenarioDocument(Scenario("table", RuleSystem.EISDRACHEN, table, **scenario_fields))


def in_zone(figure_id: str, unit: Unit, zone_id: str | None, **fields) -> Figure:
    return Figure(figure_id, unit.id, unit.side, zone=zone_id, **fields)


def objective(objective_id: str, zone_id: str | None = None, **fields) -> Objective:
    return Objective(objective_id, Side.HERO, Text.both(objective_id), zone=zone_id, **fields)


def dangling(scenario: Scenario) -> list[str]:
    """The references of ``scenario`` that name nothing, as the validator reports them."""
    return [
        f"{m.where}: {m.key} {m.params}"
        for m in validate(scenario)
        if m.key.startswith("validation.unknown_")
        or m.key in ("validation.border_self", "validation.border_duplicate")
    ]


def recorded(document: ScenarioDocument) -> list[ScenarioChanged]:
    """The change records ``document`` emits from now on."""
    records: list[ScenarioChanged] = []
    document.subscribe(records.append)
    return records


def do_undo_redo(document: ScenarioDocument, command: Command) -> Scenario:
    """Execute ``command``: one undo step that changes the scenario and leaves nothing
    dangling; undo restores the scenario exactly and redo makes the same one again. Returns the
    scenario as the command left it (and leaves the document there)."""
    before, steps = document.scenario, len(document.history)
    assert document.execute(command)
    after = document.scenario
    assert after != before
    assert len(document.history) == steps + 1
    assert dangling(after) == []
    assert document.undo() and document.scenario == before
    assert document.redo() and document.scenario == after
    return after


def refused(document: ScenarioDocument, command: Command, key: str) -> SkirmishError:
    """``command`` is refused with the message ``key`` and changes nothing."""
    before, steps = document.scenario, len(document.history)
    with pytest.raises(SkirmishError) as caught:
        document.execute(command)
    assert caught.value.message.key == key
    assert document.scenario is before and len(document.history) == steps
    return caught.value
