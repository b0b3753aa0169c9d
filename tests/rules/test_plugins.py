"""Rule systems are plug-ins (PRODUCT §6): the three built-ins behind one registry, a fourth
(toy) system that plays through the play core with nothing but its own module, and no code
outside a plug-in's package that tests a rule system's name."""

from __future__ import annotations

import ast
import hashlib
from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, ClassVar

import pytest

from editor.game.document import GameDocument
from editor.game.log import export_log, read_log, replay, scenario_hash
from editor.messages import Message, SkirmishError, error
from editor.model.board import ZoneBoard
from editor.model.codec import decode, encode
from editor.model.document_format import from_document, to_document
from editor.model.mission import Figure
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.model.units import Side, Unit
from editor.model.validation import errors, validate
from editor.rules import plugin, plugin_for, plugins, register
from editor.rules.checking import check_scenario
from editor.rules.engine import GameEngine
from editor.rules.registry import BoardKind, RuleSystemPlugin, unregister

EDITOR = Path(__file__).resolve().parents[2] / "editor"
NAMES = {"zone-solo", "eisdrachen", "d20"}


# -- the toy fourth system, defined here alone ------------------------------------------------


@dataclass(frozen=True, slots=True)
class ToyProfile:
    KIND: ClassVar[str] = "toy-duel"
    strength: int = 1


@dataclass(frozen=True, slots=True)
class ToyState:
    turn: int
    scores: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Push:
    """The one action of the toy game: a figure scores its strength."""

    figure: str

    def to_json(self) -> dict[str, Any]:
        return {"type": "push", "figure": self.figure}


@dataclass(frozen=True, slots=True)
class ToySetup:
    def to_json(self) -> dict[str, Any]:
        return {}


class ToyEngine(GameEngine):
    def __init__(self, scenario: Scenario):
        self.scenario = scenario
        super().__init__(ToyState(1, tuple((f.id, 0) for f in scenario.figures)))

    def read_action(self, data: Any, where: str) -> Push:
        if not isinstance(data, dict) or data.get("type") != "push":
            raise error("play.json.bad_field", where=where, field="type")
        return Push(str(data.get("figure")))

    def resolve(self, state: ToyState, action: Push, where: str):
        unit = {f.id: self.scenario.unit(f.unit) for f in self.scenario.figures}.get(action.figure)
        if unit is None:
            raise error("table_game.unknown_figure", where=where, figure=action.figure)
        scores = tuple((f, s + unit.profile.strength if f == action.figure else s)
                       for f, s in state.scores)
        return replace(state, scores=scores, turn=state.turn + 1), f"{action.figure} pushes"

    def turn_of(self, state: ToyState) -> int:
        return state.turn

    def ended_of(self, state: ToyState) -> str | None:
        return None

    def verdict_of(self, state: ToyState) -> Message | None:
        return None

    def state_hash(self, state: ToyState) -> str:
        return hashlib.sha256(repr(state).encode()).hexdigest()

    def log_lines(self, entries: Sequence[Any], lang: str) -> list[str]:
        return [entry.step for entry in entries]


class ToyPlugin(RuleSystemPlugin):
    name = "toy-duel"
    board_kind = BoardKind.ZONES
    profile_type = ToyProfile
    title_key = "rules.system.zone_solo"

    def blank_scenario(self, name: str, width_mm: float | None = None,
                       height_mm: float | None = None, taken: Collection[str] = ()) -> Scenario:
        return Scenario(name, self.name, ZoneBoard(), title=Text.both(name))

    def new_engine(self, scenario: Scenario, seed: int, setup: Any) -> ToyEngine:
        return ToyEngine(scenario)

    def read_setup(self, data: dict[str, Any], where: str) -> ToySetup:
        return ToySetup()


@pytest.fixture
def toy():
    registered = register(ToyPlugin())
    yield registered
    unregister(registered.name)


def toy_scenario(system: RuleSystemPlugin) -> Scenario:
    unit = Unit("brute", Text.both("Brute"), Side.HERO, ToyProfile(strength=3))
    return replace(system.blank_scenario("duel"), units=(unit,),
                   figures=(Figure("brute-1", "brute", Side.HERO, deployed=False),))


def test_a_fourth_rule_system_plays_one_action_through_the_play_core(toy, tmp_path):
    scenario = toy_scenario(toy)
    assert errors(validate(scenario)) == [] and plugin_for(scenario) is toy
    assert from_document(to_document(scenario)) == scenario  # its profile reads back by kind
    assert decode(Unit, encode(scenario.units[0])).profile == ToyProfile(strength=3)
    game = GameDocument.new(scenario, 7)
    assert game.apply(Push("brute-1"))
    assert game.state.scores == (("brute-1", 3),) and game.engine.turn == 2
    again = GameDocument.from_json(None, game.to_json())
    assert again.state == game.state and again.state_hash() == game.state_hash()
    export_log(game, tmp_path / "duel.md", "en")
    record = read_log(tmp_path / "duel.md")
    assert record.scenario_hash == scenario_hash(scenario)
    assert replay(scenario, record) == game.state
    game.take_back()
    assert game.state == game.start
    assert {f.message.severity.value for f in check_scenario(scenario)} <= {"warning"}


def test_the_fourth_system_is_gone_once_unregistered():
    system = register(ToyPlugin())
    scenario = toy_scenario(system)
    unregister(system.name)
    assert [m.key for m in errors(validate(scenario))][:1] == ["model.bad_choice"]
    with pytest.raises(SkirmishError) as caught:
        plugin_for(scenario)
    assert caught.value.message.key == "rules.unknown_system"


def test_the_three_built_in_plugins_are_registered_in_order():
    assert [p.name for p in plugins()][:3] == ["zone-solo", "eisdrachen", "d20"]
    assert plugin("eisdrachen").table_rules(plugin("eisdrachen").blank_scenario("e")) is not None
    assert plugin("zone-solo").table_rules(plugin("zone-solo").blank_scenario("z")) is None
    assert plugin("eisdrachen").card_jobs() == ("units", "ruler", "reference")
    assert plugin("d20").title().get("fr") == "Escarmouche D20 (table libre, cm)"


def test_another_plugin_under_a_taken_name_is_refused(toy):
    class Impostor(ToyPlugin):
        pass

    with pytest.raises(ValueError):
        register(Impostor())


# -- nothing outside a plug-in tests a rule system's name --------------------------------------


def _allowed(path: Path) -> bool:
    """A plug-in's own package, and the model's declarations of the built-in systems."""
    parts = path.relative_to(EDITOR).parts
    if parts[0] == "rules" and len(parts) > 2 and parts[1] in {"zone_solo", "eisdrachen", "d20"}:
        return True
    return parts in {("model", "scenario.py"), ("model", "units.py"), ("model", "systems.py"),
                     ("model", "system_titles.py")}


def name_tests(source: str, label: str) -> list[str]:
    """Where a module names a rule system: a string equal to one of the three names, or the
    model's ``RuleSystem`` declaration used or imported at all."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and node.value in NAMES:
            found.append(f"{label}:{node.lineno}: {node.value!r}")
        if isinstance(node, ast.Name) and node.id == "RuleSystem":
            found.append(f"{label}:{node.lineno}: RuleSystem")
        if isinstance(node, ast.alias) and node.name == "RuleSystem":
            found.append(f"{label}: imports RuleSystem")
    return found


def test_no_module_outside_a_plugin_tests_a_rule_system_name():
    found = [
        hit
        for path in sorted(EDITOR.rglob("*.py"))
        if not _allowed(path)
        for hit in name_tests(path.read_text(encoding="utf-8"), str(path.relative_to(EDITOR)))
    ]
    assert found == []


def test_the_scan_sees_a_name_test():
    source = "from editor.model.scenario import RuleSystem\n" \
        'if scenario.rule_system == "d20" or system is RuleSystem.EISDRACHEN:\n    pass\n'
    hits = name_tests(source, "probe.py")
    assert hits == ["probe.py: imports RuleSystem", "probe.py:2: 'd20'", "probe.py:2: RuleSystem"]


# -- titles for lists, known before the plug-ins are imported ---------------------------------


def test_the_built_in_title_keys_are_the_ones_the_plugins_declare():
    from editor.model.system_titles import BUILT_IN_TITLE_KEYS, short_title

    assert BUILT_IN_TITLE_KEYS == {p.name: p.title_key for p in plugins()[:3]}
    for system in plugins():
        assert short_title(system.name) == system.short_title()
    assert short_title("no-such-system") is None


def test_a_fourth_system_is_titled_in_lists_while_registered():
    from editor.model.system_titles import short_title

    system = register(ToyPlugin())
    try:
        assert short_title(system.name) == system.short_title()
    finally:
        unregister(system.name)
    assert short_title(system.name) is None
