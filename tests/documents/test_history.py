"""The pure history: undo/redo, merging, macros, clean state, dropped no-op commands."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, MoveItem, RemoveItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.model import Text, Zone
from tests.examples import square, zone_scenario

ZONES = ("board", "zones")


def test_set_value_undo_redo_and_change_records():
    doc = ScenarioDocument(zone_scenario())
    records = []
    doc.subscribe(records.append)
    path = (*ZONES, ById("z2"), "elevation")
    assert doc.execute(SetValue(path, 5))
    assert doc.scenario.board.zone("z2").elevation == 5 and doc.modified
    assert doc.undo() and doc.scenario == zone_scenario() and not doc.modified
    assert doc.redo() and doc.scenario.board.zone("z2").elevation == 5
    assert [r.reason for r in records] == ["execute", "undo", "redo"]
    assert records[0].paths == (path,)


def test_command_that_changes_nothing_is_dropped():
    doc = ScenarioDocument(zone_scenario())
    assert not doc.execute(SetValue((*ZONES, ById("z2"), "elevation"), 2))
    assert not doc.history.can_undo() and not doc.modified


def test_drag_merges_into_one_step_but_not_across_a_save():
    doc = ScenarioDocument(zone_scenario())
    path = (*ZONES, 0, "los_marker")
    for x in range(10, 60, 10):
        doc.execute(SetValue(path, (float(x), 5.0), merge_key="drag"))
    assert len(doc.history) == 1
    doc.mark_saved()
    doc.execute(SetValue(path, (1.0, 1.0), merge_key="drag"))
    assert len(doc.history) == 2
    doc.undo()
    assert not doc.modified and doc.scenario.board.zones[0].los_marker == (50.0, 5.0)
    doc.undo()
    assert doc.scenario == zone_scenario()


def test_rename_is_no_undo_step_and_the_history_still_applies():
    """Save as moves the document to another name outside the history: undo and redo go on
    changing the content, never the name the next save writes to."""
    doc = ScenarioDocument(zone_scenario())
    title = doc.scenario.title
    records = []
    doc.subscribe(records.append)
    doc.execute(SetValue(("title",), Text.both("Before")))
    doc.rename("copy")
    assert records[-1].paths == (("name",),) and records[-1].reason == "reset"
    assert len(doc.history) == 1 and doc.scenario.name == "copy"
    doc.undo()
    assert doc.scenario.name == "copy" and doc.scenario.title == title
    doc.redo()
    assert doc.scenario.name == "copy" and doc.scenario.title == Text.both("Before")


def test_macro_is_one_step_and_empty_macro_leaves_none():
    doc = ScenarioDocument(zone_scenario())
    with doc.macro("command.insert_item"):
        doc.execute(InsertItem(ZONES, Zone("z5", Text.both("New"), square(200, 0))))
        doc.execute(SetValue((*ZONES, ById("z5"), "elevation"), 3))
    assert len(doc.history) == 1
    with doc.macro("nothing"):
        pass
    assert len(doc.history) == 1
    doc.undo()
    assert doc.scenario == zone_scenario()


def test_new_edit_after_undo_discards_redo_and_unreachable_clean_state():
    doc = ScenarioDocument(zone_scenario())
    doc.execute(SetValue((*ZONES, 0, "elevation"), 1))
    doc.mark_saved()
    doc.undo()
    doc.execute(SetValue((*ZONES, 0, "elevation"), 4))
    assert not doc.history.can_redo()
    assert doc.modified
    doc.undo()
    assert doc.modified  # the saved state (elevation 1) can no longer be reached


class HistoryMachine(RuleBasedStateMachine):
    """Random command sequences: undoing all gives the initial scenario, redoing all the final."""

    def __init__(self):
        super().__init__()
        self.initial = zone_scenario()
        self.doc = ScenarioDocument(self.initial)
        self.counter = 0

    @property
    def zones(self):
        return self.doc.scenario.board.zones

    @rule(elevation=st.integers(-3, 5), pick=st.integers(0, 100))
    @precondition(lambda self: self.zones)
    def set_elevation(self, elevation, pick):
        index = pick % len(self.zones)
        self.doc.execute(SetValue((*ZONES, index, "elevation"), elevation))

    @rule(x=st.integers(0, 200), pick=st.integers(0, 100), drag=st.booleans())
    @precondition(lambda self: self.zones)
    def move_marker(self, x, pick, drag):
        zone = self.zones[pick % len(self.zones)]
        self.doc.execute(SetValue((*ZONES, ById(zone.id), "los_marker"), (float(x), 1.0),
                                  merge_key="drag" if drag else None))

    @rule(pick=st.integers(0, 100))
    def insert_zone(self, pick):
        self.counter += 1
        index = pick % (len(self.zones) + 1)
        self.doc.execute(InsertItem(ZONES, Zone(f"n{self.counter}"), index))

    @rule(pick=st.integers(0, 100))
    @precondition(lambda self: self.zones)
    def remove_zone(self, pick):
        self.doc.execute(RemoveItem(ZONES, pick % len(self.zones)))

    @rule(a=st.integers(0, 100), b=st.integers(0, 100))
    @precondition(lambda self: len(self.zones) > 1)
    def move_zone(self, a, b):
        self.doc.execute(MoveItem(ZONES, a % len(self.zones), b % len(self.zones)))

    @rule(title=st.text(max_size=5))
    def retitle(self, title):
        self.doc.execute(SetValue(("title",), replace(self.doc.scenario.title, en=title)))

    @rule()
    def macro_of_two(self):
        with self.doc.macro("command.set_value"):
            self.doc.execute(SetValue(("mission", "turn_limit"), 3))
            self.doc.execute(SetValue(("mission", "villain_energy_start"), 9))

    @rule()
    def undo_one(self):
        self.doc.undo()

    @rule()
    def redo_one(self):
        self.doc.redo()

    @invariant()
    def undo_all_then_redo_all(self):
        final = self.doc.scenario
        undone = 0
        while self.doc.undo():
            undone += 1
        assert self.doc.scenario == self.initial
        for _ in range(undone):
            assert self.doc.redo()
        assert self.doc.scenario == final


TestHistoryMachine = HistoryMachine.TestCase
