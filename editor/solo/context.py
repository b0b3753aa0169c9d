"""What the villain-turn engine reads besides the state: the scenario and its derived tables.

Built once per scenario (the board graph, the line-of-sight view, the reading order, the zone
adjacency used for attack ranges) and shared by every proposal. It also counts the
shortest-path queries, which the benchmark reports. Everything rule-related reads
``scenario.options`` (SPEC §7): nothing here hard-codes an ambiguity's default.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from editor.board.los import LosView, los_queries
from editor.board.movement import Mover, Occupancy, Occupant, crossings, mover_for
from editor.board.paths import PathResult, distances, prepare_paths, shortest_paths
from editor.board.reading_order import reading_ranks
from editor.model.board import ZoneBoard
from editor.model.deck import KeyPhrase, SoloCard
from editor.model.defaults import default_dice
from editor.model.dice import DiceSet
from editor.model.mission import Figure
from editor.model.options import DistanceMetric, HeroDefinition, RulesOptions
from editor.model.river import Tile
from editor.model.scenario import Scenario
from editor.model.units import Side, SoloProfile, Unit
from editor.solo.state import FigureState, GameState


@dataclass(eq=False)
class Context:
    scenario: Scenario
    board: ZoneBoard
    options: RulesOptions
    dice: DiceSet
    los: LosView
    ranks: dict[str, int]
    figures: dict[str, Figure]
    units: dict[str, Unit]
    cards: dict[str, SoloCard]
    phrases: dict[str, KeyPhrase]
    tiles: dict[str, Tile]
    neighbours: dict[str, frozenset[str]]
    heroes_defend: bool = False
    """The player defends the heroes (play mode): a villain's attack on a hero queues the
    hero's defence instead of taking its damage at once (``editor.solo.hero_defence``)."""
    path_queries: int = 0
    _hops: dict[str, dict[str, int]] = field(default_factory=dict)

    @classmethod
    def of(cls, scenario: Scenario) -> Context:
        board = scenario.board
        if not isinstance(board, ZoneBoard):
            from editor.messages import error

            raise error("solo.not_zone_board", scenario=scenario.name)
        options = scenario.options
        hard = options.hard_mode.enabled  # the villains' paths (``paths``), made ready
        prepare_paths(board, options, allow_fall=hard, hard_mode=hard)
        neighbours: dict[str, set[str]] = {zone.id: set() for zone in board.zones}
        for crossing in crossings(board, options.movement):
            neighbours[crossing.source].add(crossing.target)
            neighbours[crossing.target].add(crossing.source)
        deck = scenario.deck
        return cls(
            scenario=scenario,
            board=board,
            options=options,
            dice=scenario.dice or default_dice(),
            los=los_queries(board, options.los),
            ranks=reading_ranks(board, options.reading_order),
            figures={f.id: f for f in scenario.figures},
            units={u.id: u for u in scenario.units},
            cards={c.id: c for c in deck.cards} if deck else {},
            phrases={p.id: p for p in deck.key_phrases} if deck else {},
            tiles={t.id: t for t in scenario.river.tiles} if scenario.river else {},
            neighbours={k: frozenset(v) for k, v in neighbours.items()},
        )

    @property
    def hard(self) -> bool:
        return self.options.hard_mode.enabled

    def profile(self, figure_id: str) -> SoloProfile:
        unit = self.units.get(self.figures[figure_id].unit)
        if unit is not None and isinstance(unit.profile, SoloProfile):
            return unit.profile
        return SoloProfile()

    def is_hero(self, figure_id: str) -> bool:
        """SOLO-HA-1 « Héros & alliés »: heroes and every ally of theirs; by controlling side
        (AMB-14 default) or by the unit's faction."""
        figure = self.figures[figure_id]
        if self.options.targeting.hero_definition is HeroDefinition.CONTROLLER:
            return figure.side is Side.HERO
        unit = self.units.get(figure.unit)
        return (unit.side if unit else figure.side) is Side.HERO

    def is_ally(self, figure_id: str) -> bool:
        """A hero-side figure that is not a numbered hero of the mission (GCPD, bystanders…)."""
        return self.is_hero(figure_id) and self.figures[figure_id].number is None

    def targets(self, state: GameState) -> list[FigureState]:
        """The heroes the AI may target: on the board, not out unless AMB-14's option says so."""
        ko = self.options.targeting.target_ko_heroes
        return [
            f for f in state.figures
            if f.zone is not None and self.is_hero(f.id) and (ko or not f.out)
        ]

    def occupancy(self, state: GameState, exclude: str | None = None) -> Occupancy:
        zones: dict[str, list[Occupant]] = {}
        for figure in state.figures:
            if figure.zone is None or figure.id == exclude:
                continue
            mover = mover_for(self.scenario, self.figures[figure.id])
            zones.setdefault(figure.zone, []).append(
                Occupant(mover.side, mover.size, mover.menace, mover.skills)
            )
        return Occupancy({k: tuple(v) for k, v in zones.items()})

    def mover(self, figure_id: str) -> Mover:
        return mover_for(self.scenario, self.figures[figure_id])

    def paths(self, state: GameState, figure_id: str) -> PathResult:
        """SOLO-MV-1/2, SOLO-HM-3: least-MP paths of a villain; falls only in hard mode."""
        self.path_queries += 1
        zone = state.figure(figure_id).zone
        assert zone is not None
        return shortest_paths(
            self.board, self.mover(figure_id), self.occupancy(state, figure_id), self.options,
            zone, allow_fall=self.hard, hard_mode=self.hard,
        )

    def nearness(self, state: GameState, figure_id: str, costs: dict[str, int]) -> dict[str, int]:
        """SPEC §1.5 ``distance_metric``: what "the closest" means for this villain — the MP
        cost of its least-cost paths (``costs``, the default) or the fewest borders crossed."""
        if self.options.movement.distance_metric is not DistanceMetric.ZONE_HOPS:
            return costs
        self.path_queries += 1
        zone = state.figure(figure_id).zone
        assert zone is not None
        return distances(self.board, self.mover(figure_id), self.occupancy(state, figure_id),
                         self.options, zone, allow_fall=self.hard, hard_mode=self.hard)

    def hops(self, origin: str) -> dict[str, int]:
        """Borders crossed from ``origin`` (attack ranges in zones), ignoring who stands where;
        the same both ways (``neighbours`` is symmetric)."""
        found = self._hops.get(origin)
        if found is None:
            found = {origin: 0}
            queue = deque([origin])
            while queue:
                zone = queue.popleft()
                for nxt in self.neighbours.get(zone, ()):
                    if nxt not in found:
                        found[nxt] = found[zone] + 1
                        queue.append(nxt)
            self._hops[origin] = found
        return found

    def reading_key(self, state: GameState, figure_id: str) -> tuple[int, str]:
        """« en commençant par l’emplacement en haut à gauche du plateau » (AMB-7)."""
        zone = state.figure(figure_id).zone
        return (self.ranks.get(zone, len(self.ranks)) if zone else len(self.ranks), figure_id)

    def tile_figures(self, state: GameState, tile_id: str) -> list[str]:
        """The figures of a tile on the board, in reading order."""
        found = [
            f.id for f in state.figures
            if f.zone is not None and self.figures[f.id].tile == tile_id
        ]
        return sorted(found, key=lambda fid: self.reading_key(state, fid))

    def neutralized(self, state: GameState, tile_id: str) -> bool:
        """A character tile none of whose figures is on the board (SPEC §2.4)."""
        tile = self.tiles.get(tile_id)
        if tile is None or tile.kind.value == "event":
            return False
        return not self.tile_figures(state, tile_id)
