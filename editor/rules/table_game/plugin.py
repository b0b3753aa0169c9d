"""What the two free-table plug-ins share: ``TablePlugin``.

A new scenario is an empty free table measured in the system's unit (pas for Eisdrachen, cm for
the D20 game); the system's checks are where its figures stand (``editor.checker.footing``,
run with its ``TableRules``); a game starts from a ``TableSetup`` (the side that plays first).
A subclass gives its ``TableRules`` builder, its option group and its engine. Pure core.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Collection
from typing import Any

from editor.checker.footing import check_figure_footing
from editor.model.blank import blank_size, check_name
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.model.text import Text
from editor.rules.registry import BoardKind, RuleSystemPlugin, SystemChecks
from editor.rules.table_game.game import TableSetup, read_table_setup
from editor.table.figures import require_free_table
from editor.table.rules import TableRules


class TablePlugin(RuleSystemPlugin):
    board_kind = BoardKind.TABLE
    start_of_game = False
    """Its engine has a start phase (``TableEngine.start_phase``) a new game may open with."""

    @abstractmethod
    def build_table_rules(self, scenario: Scenario, table: FreeTable) -> TableRules:
        """The system's numbers for ``table`` from the scenario's rules options."""

    def table_rules(self, scenario: Scenario) -> TableRules:
        return self.build_table_rules(scenario, require_free_table(scenario))

    def blank_scenario(
        self,
        name: str,
        width_mm: float | None = None,
        height_mm: float | None = None,
        taken: Collection[str] = (),
    ) -> Scenario:
        check_name(name, taken)
        width, height = blank_size(self.default_size_mm, width_mm, height_mm)
        assert self.distance_unit is not None
        return Scenario(
            name=name,
            rule_system=self.name,
            board=FreeTable(width_mm=width, height_mm=height, unit=self.distance_unit),
            title=Text.both(name),
        )

    def checks(self) -> SystemChecks:
        def footing(scenario: Scenario) -> list:
            return check_figure_footing(scenario, self.table_rules(scenario))

        return SystemChecks(when_sound=(footing,))

    def read_setup(self, data: dict[str, Any], where: str) -> TableSetup:
        return read_table_setup(data, where)
