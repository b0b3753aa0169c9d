"""The base of the compound commands: an Edit is one undo step made of the value commands it
planned, its change record names exactly the paths it changed, a refusal changes nothing, and
a planned edit applies the plan it was prepared with."""

from __future__ import annotations

import pytest

from editor.documents.addresses import ById
from editor.documents.commands import SetValue
from editor.editing.edit import Edit, Plan, zone_board
from editor.messages import SkirmishError, error
from editor.model.text import Text
from tests.editing.helpers import board_document, recorded, refused, table_document, zone


class Rename(Edit):
    """Names zone ``a`` after zone ``b`` and then ``b`` after the new name of ``a`` plus "!":
    the second step must see the first."""

    label = "test.rename"

    def __init__(self, refuse: bool = False):
        super().__init__()
        self.refuse = refuse
        self.planned = 0

    def plan(self, plan: Plan) -> None:
        self.planned += 1
        board = zone_board(plan.scenario)
        plan.set(("board", "zones", ById("a"), "name"), board.zone("b").name)
        plan.set(("board", "zones", ById("b"), "name"), board.zone("b").name)  # no change
        renamed = plan.board.zone("a").name
        plan.set(("board", "zones", ById("b"), "elevation"), len(renamed.en))
        if self.refuse:
            raise error("board.merge_too_few")


def test_steps_apply_in_turn_and_only_changes_are_kept_and_recorded():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0))
    document.execute(_set_name("b", "Bridge"))
    records = recorded(document)
    command = Rename()
    assert document.execute(command)
    board = document.scenario.board
    assert board.zone("a").name.en == "Bridge" and board.zone("b").elevation == len("Bridge")
    assert [c.path for c in command.commands] == [
        ("board", "zones", ById("a"), "name"),
        ("board", "zones", ById("b"), "elevation"),
    ]
    assert records[-1].paths == tuple(c.path for c in command.commands)
    assert records[-1].label == "test.rename"
    assert document.history.undo_label() == "test.rename"


def test_undo_reverts_every_step_and_redo_replays_the_same_plan():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0))
    before = document.scenario
    command = Rename()
    document.execute(command)
    after = document.scenario
    assert document.undo() and document.scenario == before
    assert document.redo() and document.scenario == after
    assert command.planned == 1


def test_an_edit_that_changes_nothing_leaves_no_step():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0))
    document.execute(Rename())
    records = recorded(document)
    assert not document.execute(Rename())  # names equal already, elevation too
    assert len(document.history) == 1 and records == []


def test_a_refusal_changes_nothing_inside_a_gesture_too():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0))
    refused(document, Rename(refuse=True), "board.merge_too_few")
    with document.macro("gesture"):
        with pytest.raises(SkirmishError):
            document.execute(Rename(refuse=True))
    assert len(document.history) == 0 and not document.modified


def test_prepare_plans_without_applying_and_execute_applies_that_plan():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0))
    before = document.scenario
    command = Rename()
    planned = command.prepare(before)
    assert document.scenario is before and planned.board.zone("b").elevation == 1
    document.execute(command)
    assert document.scenario is planned and command.planned == 1


def test_prepare_on_an_older_scenario_is_planned_again_on_the_current_one():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0))
    command = Rename()
    command.prepare(document.scenario)
    document.execute(_set_name("b", "Long bridge"))
    document.execute(command)
    assert command.planned == 2
    assert document.scenario.board.zone("b").elevation == len("Long bridge")


def test_prepare_reports_the_refusal():
    document = board_document(zone("a", 0, 0), zone("b", 100, 0))
    with pytest.raises(SkirmishError) as caught:
        Rename(refuse=True).prepare(document.scenario)
    assert caught.value.message.key == "board.merge_too_few"


def test_a_zone_board_edit_refuses_a_free_table():
    document = table_document()
    refused(document, Rename(), "board.not_a_zone_board")


def _set_name(zone_id: str, name: str) -> SetValue:
    return SetValue(("board", "zones", ById(zone_id), "name"), Text.both(name))

