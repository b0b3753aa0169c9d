"""Mission data: objectives, figures and their deployment, energy, events and end conditions.

A mission ends by its victory or defeat conditions (any one suffices) or its turn limit; events
are triggered by a river tile, a turn number or a condition (PRODUCT §2b "Mission end").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from editor.messages import translate
from editor.model.codec import added_field
from editor.model.geometry import Point
from editor.model.text import Text
from editor.model.units import CheckType, Side


@dataclass(frozen=True, slots=True)
class Objective:
    """A hero or villain objective in a zone (zone boards) or at a point (free tables)."""

    id: str
    side: Side
    name: Text = Text()
    zone: str | None = None
    position: Point | None = None
    check: CheckType = CheckType.MANIPULATION
    difficulty: int = 1
    number: int | None = None
    """Mission order, used to break ties between objectives (AMB-18)."""
    active: bool = True


@dataclass(frozen=True, slots=True)
class Figure:
    """One miniature on the table: its unit, side, deployment and river tile.

    Heroes carry their ``number`` from the mission rules (SOLO-TIE step 2). On a zone board the
    figure stands in ``zone``; on a free table at ``position`` facing ``facing_deg`` (0 = up,
    clockwise). A figure that is not ``deployed`` waits off the board (reinforcements).
    """

    id: str
    unit: str
    side: Side
    number: int | None = None
    zone: str | None = None
    position: Point | None = None
    facing_deg: float = 0.0
    tile: str | None = None
    deployed: bool = True


class ConditionKind(StrEnum):
    OBJECTIVE_REACHED = "objective_reached"
    OBJECTIVE_COMPLETED = "objective_completed"
    ALL_HEROES_OUT = "all_heroes_out"
    ALL_VILLAINS_NEUTRALIZED = "all_villains_neutralized"
    FIGURE_NEUTRALIZED = "figure_neutralized"
    TURN_LIMIT_REACHED = "turn_limit_reached"
    TURN_REACHED = "turn_reached"


@dataclass(frozen=True, slots=True)
class Condition:
    kind: ConditionKind
    objective: str | None = None
    figure: str | None = None
    count: int = 1
    """How many times the objective must be reached or completed; the turn for TURN_REACHED."""


class TriggerKind(StrEnum):
    TILE = "tile"
    TURN = "turn"
    CONDITION = "condition"


@dataclass(frozen=True, slots=True)
class Trigger:
    kind: TriggerKind
    tile: str | None = None
    turn: int | None = None
    condition: Condition | None = None


class EffectKind(StrEnum):
    TEXT = "text"
    """Read to the player, who applies it; always resolvable."""
    GAIN_REINFORCEMENT_POINTS = "gain_reinforcement_points"
    REINFORCE = "reinforce"
    GAIN_ENERGY = "gain_energy"
    ACTIVATE_TILE = "activate_tile"
    ACTIVATE_OBJECTIVE = "activate_objective"
    DEACTIVATE_OBJECTIVE = "deactivate_objective"
    PLACE_TOKEN = "place_token"
    """An object or a token placed for the AI (a bomb, a barricade, a marker) in one of the
    effect's ``zones``: where exactly is the golden rule's (SOLO-GR-1 « Règle d’or »)."""


@dataclass(frozen=True, slots=True)
class Effect:
    kind: EffectKind
    amount: int = 0
    tile: str | None = None
    objective: str | None = None
    token: Text = added_field(Text())
    """``PLACE_TOKEN``: what is placed, as the player reads it."""
    zones: tuple[str, ...] = added_field(())
    """``PLACE_TOKEN``: the zones the option allows (none listed: any zone of the board)."""
    wanted_by: Side = added_field(Side.VILLAIN)
    """``PLACE_TOKEN``: the side the token helps, for the SPEC AMB-15 heuristic (a token the
    heroes want goes far from them, one the villains want goes near them)."""


def token_name(effect: Effect) -> Text:
    """What a ``PLACE_TOKEN`` effect places, as the player reads it: its own name, or « un
    jeton » when it has none."""
    if effect.token.fr or effect.token.en:
        return effect.token
    return Text(translate("solo.place.token", "fr"), translate("solo.place.token", "en"))


@dataclass(frozen=True, slots=True)
class EventOption:
    """A numbered option of an event (SOLO-EV-1 picks it by the card's bottom number)."""

    number: int
    text: Text = Text()
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class MissionEvent:
    id: str
    name: Text = Text()
    trigger: Trigger = Trigger(TriggerKind.TILE)
    options: tuple[EventOption, ...] = ()


@dataclass(frozen=True, slots=True)
class Mission:
    text: Text = Text()
    turn_limit: int | None = None
    villain_energy_start: int = 0
    villain_energy_spent_start: int = 0
    villain_energy_recovery: int = 0
    hero_energy_recovery: int | None = None
    """Energy cubes every hero gets back at the start of each round, for heroes whose profile
    gives no recovery of its own; None when the mission says nothing."""
    reinforcement_points: int = 0
    victory: tuple[Condition, ...] = ()
    defeat: tuple[Condition, ...] = ()
    events: tuple[MissionEvent, ...] = ()
