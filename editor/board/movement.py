"""Movement cost of crossing one border (SOLO_AI_SPEC §1.2, §1.3; SOLO-MV-2).

``cost(character, from, to) = 1 + Σ extras``, every number from ``MovementOptions``:

- 1 MP per border crossed (§1.2); a fall-only border costs ``fall_edge_cost`` instead;
- the border's authored extra cost for the direction crossed (doors, windows, …);
- difficult terrain: ``difficult_extra`` to enter;
- climbing (CLIMB borders, going up): ``climb_cost_per_level`` per elevation level, waived by
  the ``climber`` skill;
- water: ``water_leave_extra`` to leave a water zone;
- hindering when leaving a zone with enemies (``hinder_metric`` HEADCOUNT, MENACE or NONE): if
  the enemies there (E) are at least the mover's side there, mover included, pay
  ``max(0, E − F_other)`` where F_other counts the mover's friends there [CONAN:S9];
- the occupation limit: a zone can be entered (or crossed) only when the sizes of its
  occupants plus the mover's size fit its capacity;
- WALL borders are never crossed; FALL_ONLY borders only from ``a`` to ``b`` and only when falls
  are allowed (SOLO-MV-2: never in normal mode; hard mode allows them, SOLO-HM-3); JUMP_GAP
  borders are crossed normally and counted as jump tests for the tie-break (§1.4, AMB-27).

Skill codes (``Skill.code`` of a unit) that change movement, after Conan [CONAN:S11]:
``evasive`` ignores enemies (no hindering, not held by ``blocking``), ``intangible`` is never
hindered, ``feline_grace`` pays one MP less when hindered, ``climber`` ignores the per-level
climbing cost; an occupant with ``blocking`` keeps enemies without ``evasive`` in its zone.

Who stands where is an input (``Occupancy``), never read from a game. The occupancy must not
list the mover itself. Must not import Qt, SQLAlchemy or the path search.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from editor.model.board import Border, BorderKind, Zone, ZoneBoard
from editor.model.mission import Figure
from editor.model.options import HinderMetric, MovementOptions
from editor.model.scenario import Scenario
from editor.model.units import Side, SoloProfile, Unit


class SkillCode(StrEnum):
    """Skill codes the movement rules recognise (``Skill.code``) [CONAN:S11]."""

    EVASIVE = "evasive"
    INTANGIBLE = "intangible"
    FELINE_GRACE = "feline_grace"
    BLOCKING = "blocking"
    CLIMBER = "climber"


@dataclass(frozen=True, slots=True)
class Mover:
    """The character that moves: its side, size index, menace index and skill codes."""

    side: Side
    size: int = 1
    menace: int = 1
    skills: frozenset[str] = frozenset()

    @classmethod
    def neutral(cls) -> Mover:
        """A neutral size-1 figure: no enemies, so never hindered."""
        return cls(Side.NEUTRAL)


@dataclass(frozen=True, slots=True)
class Occupant:
    """A figure standing in a zone, as far as movement is concerned."""

    side: Side
    size: int = 1
    menace: int = 1
    skills: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Occupancy:
    """Who stands where: zone id → the occupants of that zone (the mover excluded)."""

    zones: Mapping[str, tuple[Occupant, ...]] = field(default_factory=dict)

    def occupants(self, zone_id: str) -> tuple[Occupant, ...]:
        return self.zones.get(zone_id, ())

    @classmethod
    def from_scenario(cls, scenario: Scenario, exclude: Iterable[str] = ()) -> Occupancy:
        """The deployment of ``scenario`` (deployed figures with a zone), minus ``exclude`` ids."""
        skipped = set(exclude)
        zones: dict[str, list[Occupant]] = {}
        for figure in scenario.figures:
            if figure.deployed and figure.zone is not None and figure.id not in skipped:
                size, menace, skills = _profile_of(scenario.unit(figure.unit))
                zones.setdefault(figure.zone, []).append(
                    Occupant(figure.side, size, menace, skills)
                )
        return cls({zone: tuple(found) for zone, found in zones.items()})


def mover_for(scenario: Scenario, figure: Figure) -> Mover:
    """The mover of a figure: its side, and its unit's size, menace and skill codes."""
    size, menace, skills = _profile_of(scenario.unit(figure.unit))
    return Mover(figure.side, size, menace, skills)


def _profile_of(unit: Unit | None) -> tuple[int, int, frozenset[str]]:
    if unit is None:
        return 1, 1, frozenset()
    skills = frozenset(skill.code for skill in unit.skills if skill.code)
    if isinstance(unit.profile, SoloProfile):
        return unit.profile.size, unit.profile.menace, skills
    return 1, 1, skills


@dataclass(frozen=True, slots=True)
class Crossing:
    """One direction of a crossable border, with the parts of its cost that do not depend on
    the mover or the occupancy."""

    source: str
    target: str
    kind: BorderKind
    cost: int
    """Base MP (1, or ``fall_edge_cost`` for a fall) + authored extra + difficult + water."""
    climb: int
    """Per-level climbing MP (CLIMB borders, upward); waived by the ``climber`` skill."""
    jump: bool
    fall: bool
    dangerous: bool
    """The target zone is dangerous terrain (counted by the PATH_TIE tie-break, §1.4)."""


def crossings(board: ZoneBoard, options: MovementOptions) -> tuple[Crossing, ...]:
    """Every crossable direction of every border of ``board`` (walls and the upward direction
    of fall-only borders excluded; borders naming unknown zones ignored)."""
    zones = {zone.id: zone for zone in board.zones}
    found: list[Crossing] = []
    for border in board.borders:
        a, b = zones.get(border.a), zones.get(border.b)
        if a is None or b is None or a is b or border.kind is BorderKind.WALL:
            continue
        found.append(_crossing(border, a, b, border.cost_ab, options))
        if border.kind is not BorderKind.FALL_ONLY:
            found.append(_crossing(border, b, a, border.cost_ba, options))
    return tuple(found)


def _crossing(
    border: Border, source: Zone, target: Zone, extra: int, options: MovementOptions
) -> Crossing:
    fall = border.kind is BorderKind.FALL_ONLY
    base = options.fall_edge_cost if fall else 1
    cost = base + extra
    if target.difficult:
        cost += options.difficult_extra
    if source.water:
        cost += options.water_leave_extra
    climb = 0
    if border.kind is BorderKind.CLIMB and target.elevation > source.elevation:
        climb = options.climb_cost_per_level * (target.elevation - source.elevation)
    return Crossing(
        source.id,
        target.id,
        border.kind,
        cost,
        climb,
        jump=border.kind is BorderKind.JUMP_GAP,
        fall=fall,
        dangerous=target.danger is not None,
    )


def is_enemy(first: Side, second: Side) -> bool:
    """Heroes and villains are enemies; neutral figures are nobody's enemy."""
    return {first, second} == {Side.HERO, Side.VILLAIN}


def hindering(
    mover: Mover, occupants: Iterable[Occupant], metric: HinderMetric
) -> int | None:
    """Extra MP to leave a zone with these occupants (SPEC §1.3 "Hindering"), None when the
    mover cannot leave at all (an enemy with ``blocking``)."""
    if metric is HinderMetric.NONE:
        return 0
    enemies = [o for o in occupants if is_enemy(mover.side, o.side)]
    if not enemies:
        return 0
    if SkillCode.EVASIVE in mover.skills:
        return 0
    if any(SkillCode.BLOCKING in o.skills for o in enemies):
        return None
    if SkillCode.INTANGIBLE in mover.skills:
        return 0
    friends = [o for o in occupants if o.side == mover.side]
    if metric is HinderMetric.MENACE:
        enemy_weight = sum(o.menace for o in enemies)
        friend_weight, own_weight = sum(o.menace for o in friends), mover.menace
    else:
        enemy_weight, friend_weight, own_weight = len(enemies), len(friends), 1
    if enemy_weight < friend_weight + own_weight:
        return 0
    extra = enemy_weight - friend_weight
    if SkillCode.FELINE_GRACE in mover.skills:
        extra -= 1
    return max(0, extra)


def has_room(mover: Mover, zone: Zone, occupants: Iterable[Occupant]) -> bool:
    """The occupation limit (SPEC §1.3): occupants' sizes + the mover's size ≤ capacity."""
    if zone.capacity is None:
        return True
    return sum(o.size for o in occupants) + mover.size <= zone.capacity


def climb_cost(crossing: Crossing, mover: Mover) -> int:
    return 0 if SkillCode.CLIMBER in mover.skills else crossing.climb


def step_cost(
    board: ZoneBoard,
    mover: Mover,
    occupancy: Occupancy,
    options: MovementOptions,
    source: str,
    target: str,
    *,
    allow_fall: bool = False,
) -> int | None:
    """MP to move from ``source`` to the adjacent ``target``, or None when the move is not
    allowed (no crossable border, a fall while falls are not allowed, no room, held)."""
    zone = board.zone(target)
    if zone is None or not has_room(mover, zone, occupancy.occupants(target)):
        return None
    hinder = hindering(mover, occupancy.occupants(source), options.hinder_metric)
    if hinder is None:
        return None
    costs = [
        c.cost + climb_cost(c, mover) + hinder
        for c in crossings(board, options)
        if c.source == source and c.target == target and (allow_fall or not c.fall)
    ]
    return min(costs, default=None)
