"""The rule-system plug-ins: one interface, one registry (PRODUCT §2, §6).

A rule system is a plug-in (``RuleSystemPlugin``): its name (the ``Scenario.rule_system``
value), the board it plays on, its unit profile, its distance unit, its title, what a new
scenario of it starts with, the rules options it reads, its checks, the cards it prints, its
game engine and, on free tables, its movement and sight numbers (``TableRules``). The editor,
the play window, the checker, the cards and the command line ask ``plugin_for(scenario)``;
nothing outside a plug-in's own package compares a rule system's name.

``register`` adds a plug-in and declares its rule system to the model
(``editor.model.systems``: its name, board and profile class, so scenarios and units of it are
read and validated; ``editor.model.system_titles``: its title key, so lists show its title
without importing any plug-in); ``editor.rules`` registers the three built-in plug-ins on
import, and a fourth one (a test's toy system) registers through the same function, and
``unregister`` removes it. Pure core: no Qt, no SQLAlchemy, no argparse.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

from editor.cards.templates import Template, find_template
from editor.checker import Check
from editor.messages import error, translate
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario
from editor.model.system_titles import declare_title, withdraw_title
from editor.model.systems import SystemDeclaration, declare, withdraw
from editor.model.table import DistanceUnit, FreeTable
from editor.model.text import Text

if TYPE_CHECKING:
    from editor.rules.engine import GameEngine
    from editor.table.rules import TableRules


class BoardKind(StrEnum):
    ZONES = "zones"
    TABLE = "table"


BOARDS = {BoardKind.ZONES: ZoneBoard, BoardKind.TABLE: FreeTable}


@dataclass(frozen=True, slots=True)
class SystemChecks:
    """A rule system's own checker checks: those that read the model defensively (``always``)
    and those that run its engine, once validation finds no error (``when_sound``)."""

    always: tuple[Check, ...] = ()
    when_sound: tuple[Check, ...] = ()


@dataclass(frozen=True, slots=True)
class OddsOption:
    """One number (or choice) of ``skirmish-studio odds SYSTEM``: ``--name``."""

    name: str
    metavar: str
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()
    required: bool = True
    default: Any = None
    help: str = ""
    flag: bool = False
    """A switch without a value (``--sniper``): False unless given."""
    count: tuple[int, int] | None = None
    """A list ``V1,V2[,...]`` of ``count[0]`` to ``count[1]`` whole numbers, each from ``low``
    to ``high`` (a tuple of ints; None unless given)."""
    instead: bool = False
    """Another roll: given, the required options are left out (and may not be given)."""


class RuleSystemPlugin(ABC):
    """What one rule system supplies (module docstring). Subclasses set the class attributes
    and implement ``blank_scenario``, ``new_engine`` and ``read_setup``."""

    name: ClassVar[str]
    """The ``Scenario.rule_system`` value, and the ``KIND`` of ``profile_type``."""
    board_kind: ClassVar[BoardKind]
    profile_type: ClassVar[type]
    """The unit profile dataclass (model layer)."""
    distance_unit: ClassVar[DistanceUnit | None] = None
    """The unit a free table of this system is measured in (None on zone boards)."""
    default_size_mm: ClassVar[tuple[float, float]] = (1200.0, 1200.0)
    """The board or table a new scenario gets, in millimetres."""
    plays_river: ClassVar[bool] = False
    """Its scenarios use the villains' river and solo deck (the river, deck and dice panels)."""
    title_key: ClassVar[str]
    """Message key of the title shown in the new-scenario dialog (``…title`` and ``…short``)."""

    # -- the model and the editor ---------------------------------------------------------------

    def declaration(self) -> SystemDeclaration:
        """What the model must know of this system."""
        return SystemDeclaration(
            self.name, self.profile_type, BOARDS[self.board_kind], self.plays_river
        )

    def title(self) -> Text:
        """The system's name in the new-scenario dialog, in both languages."""
        return _text(f"{self.title_key}.title")

    def short_title(self) -> Text:
        """A shorter name, for lists (the library reads it through ``system_titles``, by the
        same key, before the plug-ins are imported)."""
        return _text(f"{self.title_key}.short")

    @abstractmethod
    def blank_scenario(
        self,
        name: str,
        width_mm: float | None = None,
        height_mm: float | None = None,
        taken: Collection[str] = (),
    ) -> Scenario:
        """An empty scenario of this system named ``name`` (checked against ``taken``), valid
        as it is; the board or table ``default_size_mm`` unless sizes are given."""

    def option_groups(self) -> tuple[str, ...]:
        """The groups of ``RulesOptions`` this system reads (the Rules options panel shows them)."""
        return ()

    def checks(self) -> SystemChecks:
        """Its own checks, run by ``editor.rules.checking.check_scenario`` after the shared ones."""
        return SystemChecks()

    # -- cards ------------------------------------------------------------------------------------

    def card_jobs(self) -> tuple[str, ...]:
        """What ``cards --what`` and the print dialog offer for its scenarios."""
        return ("units",)

    def card_template(self, what: str) -> Template | None:
        """The template that prints ``what`` for this system, None when it prints no such cards."""
        return find_template(what, self.name) if what in self.card_jobs() else None

    # -- odds -------------------------------------------------------------------------------------

    loss_name: ClassVar[str] = ""
    """What a roll takes, as the cards write it (PV, PC)."""

    def odds_options(self) -> tuple[OddsOption, ...]:
        """The numbers ``skirmish-studio odds`` takes for this system (none: no such command)."""
        return ()

    def odds_report(self, values: dict[str, Any]) -> dict[str, Any]:
        """The exact odds of one roll of the ``odds_options`` values, JSON-ready."""
        raise error("rules.no_odds", where="system", system=self.title())

    # -- play -------------------------------------------------------------------------------------

    @abstractmethod
    def new_engine(self, scenario: Scenario, seed: int, setup: Any) -> GameEngine:
        """The rules of play of a new game of ``scenario`` (a scenario of this system)."""

    def default_setup(self) -> Any:
        """The setup a saved game or a log without setup fields had (``read_setup`` of none)."""
        return self.read_setup({}, "setup")

    def new_game_setup(self) -> Any:
        """How a new game starts when the player changes nothing; the same as a game without
        setup fields unless the system's play grew a rule since (override)."""
        return self.default_setup()

    @abstractmethod
    def read_setup(self, data: dict[str, Any], where: str) -> Any:
        """The setup of a saved game or a log from its top-level fields (only this system's own
        fields are looked at; a bad one is a ``SkirmishError`` at ``where``). A setup value has
        ``to_json()``: the fields it writes."""

    def setup_fields(self) -> frozenset[str]:
        """The top-level fields of a saved game that ``read_setup`` reads."""
        return frozenset(self.default_setup().to_json())

    def headless_turns(self, scenario: Scenario, seed: int, turns: int) -> Any:
        """The state after ``turns`` turns played with no one to ask (``solo --log``); only a
        system whose opponent the app plays has them (``game.log.no_headless`` otherwise)."""
        raise error("game.log.no_headless", where=scenario.name, system=self.title())

    def table_rules(self, scenario: Scenario) -> TableRules | None:
        """Free tables: how figures move and see (``editor.table.rules``); None on zones."""
        return None


def _text(key: str) -> Text:
    return Text(fr=translate(key, "fr"), en=translate(key, "en"))


_PLUGINS: dict[str, RuleSystemPlugin] = {}


def register(plugin: RuleSystemPlugin) -> RuleSystemPlugin:
    """Add ``plugin`` and declare its system to the model. Registering the same plug-in class
    again changes nothing; another plug-in under a name taken is a programming error."""
    known = _PLUGINS.get(plugin.name)
    if known is not None:
        if type(known) is not type(plugin):
            raise ValueError(f"rule system {plugin.name!r} is already {type(known).__name__}")
        return known
    declare(plugin.declaration())
    declare_title(plugin.name, plugin.title_key)
    _PLUGINS[plugin.name] = plugin
    return plugin


def unregister(name: str) -> None:
    """Remove the plug-in ``name`` and its declaration to the model (a plug-in loaded for a
    while, such as a test's toy system); unknown names change nothing."""
    if _PLUGINS.pop(name, None) is not None:
        withdraw(name)
        withdraw_title(name)


def plugin(name: str) -> RuleSystemPlugin:
    """The plug-in of rule system ``name``; ``rules.unknown_system`` when none is registered."""
    found = _PLUGINS.get(name) if isinstance(name, str) else None
    if found is None:
        raise error(
            "rules.unknown_system",
            where="rule_system",
            name=str(name)[:60],
            known=", ".join(_PLUGINS),
        )
    return found


def plugin_for(scenario: Scenario) -> RuleSystemPlugin:
    """The plug-in of ``scenario``'s rule system."""
    return plugin(scenario.rule_system)


def plugins() -> tuple[RuleSystemPlugin, ...]:
    """Every registered plug-in, in registration order (the built-ins first)."""
    return tuple(_PLUGINS.values())
