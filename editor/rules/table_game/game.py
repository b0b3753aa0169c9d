"""One free-table game's fixed context: the scenario, its table and terrain, the rule system's
numbers, the figures as the scenario deploys them, the sides and the order they play in.

``TableGame`` joins a state's figure (position, facing, PV lost) with the figure of the
scenario (profile, base, height, weapons in millimetres, ``editor.table.figures``) into the
``TableFigure`` the queries of ``editor.table`` take, standing on what lies under it now.
``TableSetup`` is how a game starts: the side that plays first (the D20 text rolls for it,
« Qui commence la partie ? »; Eisdrachen says nothing); by default the first side in the
order hero, villain, neutral. Pure core.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from editor.messages import error
from editor.model.scenario import Scenario
from editor.model.table import DoorState, FreeTable
from editor.model.text import Text
from editor.model.units import Side, Unit
from editor.rules.table_game.state import TableFigureState, TableState
from editor.table.figures import TableFigure, require_free_table, table_figure
from editor.table.rules import TableRules
from editor.table.terrain import Terrain


@dataclass(frozen=True, slots=True)
class TableSetup:
    first_side: str | None = None
    """The side that plays first (a ``Side`` value); None: the first side in order."""
    start_of_game: bool = False
    """The game opens with the rule system's start-of-game phase (roles, initiative,
    deployment: ``TableEngine.start_phase``) before turn 1; games saved before it lack it."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"first_side": self.first_side}
        if self.start_of_game:
            out["start_of_game"] = True
        return out


def read_table_setup(data: dict[str, Any], where: str) -> TableSetup:
    """The setup of a saved game or a log (its ``first_side`` field, absent for the default;
    ``start_of_game`` when the game opened with its start phase)."""
    first = data.get("first_side")
    if first is not None and first not in {side.value for side in Side}:
        raise error("play.json.bad_field", where=f"{where}/first_side", field="first_side")
    start = data.get("start_of_game", False)
    if not isinstance(start, bool):
        raise error("play.json.bad_field", where=f"{where}/start_of_game", field="start_of_game")
    return TableSetup(first, start)


PLACES_KEPT = 4096
"""Figures kept by place (``TableGame.placed_at``), then all forgotten at once."""
STATES_KEPT = 8
"""States whose figures are kept (``TableGame.views``)."""


class TableGame:
    """The fixed context of one game (module docstring)."""

    def __init__(self, scenario: Scenario, rules: TableRules, setup: TableSetup, max_sides: int):
        self.scenario = scenario
        self.table: FreeTable = require_free_table(scenario)
        self.terrain = Terrain.of(self.table)
        self._terrains: dict[frozenset[str], Terrain] = {}
        self.rules = rules
        self.deployed: dict[str, TableFigure] = {
            f.id: table_figure(scenario, f, self.terrain)
            for f in scenario.figures
            if f.deployed and f.position is not None
        }
        self.units: dict[str, Unit] = {}
        for figure in scenario.figures:
            unit = scenario.unit(figure.unit)
            if unit is not None:
                self.units[figure.id] = unit
        present = {f.side for f in self.deployed.values()}
        sides = tuple(side.value for side in Side if side in present)
        if not sides:
            raise error("table_game.no_figures", where="figures", scenario=scenario.name)
        if len(sides) > max_sides:
            raise error(
                "table_game.too_many_sides", where="figures", count=len(sides), most=max_sides
            )
        first = setup.first_side or sides[0]
        if first not in sides:
            raise error("table_game.no_such_side", where="setup/first_side", side=first,
                        sides=", ".join(sides))
        start = sides.index(first)
        self.sides: tuple[str, ...] = sides[start:] + sides[:start]
        """The sides in the order they play, the first side first."""
        counts: dict[str, int] = {}
        for figure in scenario.figures:
            counts[figure.unit] = counts.get(figure.unit, 0) + 1
        self._names = {
            f.id: self._name(f.id, f.unit, counts.get(f.unit, 0)) for f in scenario.figures
        }
        self._placed: dict[tuple[str, tuple[float, float], float], TableFigure] = {}
        self._views: dict[TableState, tuple[TableFigure, ...]] = {}

    def _name(self, figure_id: str, unit_id: str, copies: int) -> Text:
        unit = self.scenario.unit(unit_id)
        if unit is None or not unit.name:
            return Text.both(figure_id)
        if copies > 1:
            return Text(fr=f"{unit.name.get('fr')} ({figure_id})",
                        en=f"{unit.name.get('en')} ({figure_id})")
        return unit.name

    def name(self, figure_id: str) -> Text:
        """What the player reads for a figure: its unit's name (with its id when the unit has
        several figures)."""
        return self._names.get(figure_id, Text.both(figure_id))

    def terrain_at(self, state: TableState) -> Terrain:
        """The terrain as it stands in ``state``: the table's, with the doors a game opened
        (``TableState.opened_doors``) open."""
        opened = frozenset(state.opened_doors)
        if not opened:
            return self.terrain
        found = self._terrains.get(opened)
        if found is None:
            pieces = tuple(replace(p, door=DoorState.OPEN) if p.id in opened else p
                           for p in self.table.terrain)
            found = self._terrains[opened] = Terrain.of(replace(self.table, terrain=pieces))
        return found

    def side_of(self, figure_id: str) -> str | None:
        placed = self.deployed.get(figure_id)
        return None if placed is None else placed.side.value

    def view(self, state: TableState, figure_id: str) -> TableFigure | None:
        """The figure as it stands now; None when it is out or was never on the table."""
        placed = self.deployed.get(figure_id)
        now = state.figure(figure_id)
        if placed is None or now is None or now.out or now.position is None:
            return None
        return self.placed_at(placed, now, self.terrain_at(state))

    def placed_at(
        self, placed: TableFigure, now: TableFigureState, terrain: Terrain
    ) -> TableFigure:
        """``placed`` (a figure of ``deployed``) where ``now`` has it, on what lies there.

        Kept by figure, place, facing and terrain (the table's, or one with doors a game
        opened, each kept by ``terrain_at``): a figure in the same place on the same terrain
        stands on the same thing (the queries of a selection ask for the same figures many
        times)."""
        assert now.position is not None
        key = (placed.id, now.position, now.facing_deg, id(terrain))
        found = self._placed.get(key)
        if found is None:
            level = terrain.level_at(now.position)
            found = replace(
                placed,
                position=now.position,
                facing_deg=now.facing_deg,
                elevation_mm=level.height_mm,
                standing_on=level.piece_id,
            )
            if len(self._placed) >= PLACES_KEPT:
                self._placed.clear()
            self._placed[key] = found
        return found

    def views(self, state: TableState) -> tuple[TableFigure, ...]:
        """Every figure on the table now, in state order (the last few states' kept)."""
        found = self._views.get(state)
        if found is None:
            views = (self.view(state, f.id) for f in state.figures)
            found = tuple(f for f in views if f is not None)
            self._views[state] = found
            while len(self._views) > STATES_KEPT:
                self._views.pop(next(iter(self._views)))
        return found

    def start_figures(self) -> tuple[TableFigureState, ...]:
        """The deployed figures as a game starts: where the scenario puts them, nothing lost."""
        return tuple(
            TableFigureState(f.id, f.position, f.facing_deg) for f in self.deployed.values()
        )
