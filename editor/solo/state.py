"""The game state: everything that changes during a game, in one frozen value.

The scenario never changes during a game; the state holds only what does: positions, wounds and
energy of every figure, the villains' energy (reserve and spent), the river order, the solo deck
(draw pile, discard, the card of the turn), reinforcement points, objectives, placed tokens, the
turn, the random generator's counter (with the seed: STYLE point 4 "the seed is in the log"), the
villain-turn agenda (``pending``: the tasks still to propose, so a game saved in the middle of a
turn resumes exactly) and how the mission ended. It is encoded by the model codec, and
``state_hash`` is the SHA-256 of its canonical JSON, so equal states hash equally in any process.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from typing import Any

from editor.model.codec import added_field, decode, encode
from editor.model.text import Text


@dataclass(frozen=True, slots=True)
class FigureState:
    """A figure: ``zone`` None = off the board (not deployed yet, or neutralized).

    Heroes (and their allies) spend ``energy``; each point of damage moves a cube to their
    ``wounds`` and a hero with no energy left is ``out`` (SPEC §3.3). Villains count ``wounds``
    against their hit points and leave the board when neutralized."""

    id: str
    zone: str | None = None
    wounds: int = 0
    energy: int = 0
    out: bool = False


@dataclass(frozen=True, slots=True)
class ObjectiveState:
    id: str
    active: bool = True
    completed: int = 0
    """How many times the objective's check succeeded (« manipulation/réflexion/action »)."""


@dataclass(frozen=True, slots=True)
class RerollUse:
    """Paid rerolls used by a villain in the current scope (AMB-34)."""

    figure: str
    count: int = 0


@dataclass(frozen=True, slots=True)
class Task:
    """One entry of the villain-turn agenda; ``kind`` names the handler of the solo engine."""

    kind: str
    tile: str | None = None
    slot: int | None = None
    figure: str | None = None
    target: str | None = None
    attack: str | None = None
    objective: str | None = None
    event: str | None = None
    count: int = 0


@dataclass(frozen=True, slots=True)
class PlacedToken:
    """A token an event option placed for the AI (SOLO-GR-1): which option, where."""

    event: str
    option: int
    zone: str
    name: Text = Text()


@dataclass(frozen=True, slots=True)
class GameState:
    seed: int
    counter: int = 0
    turn: int = 1
    figures: tuple[FigureState, ...] = ()
    villain_reserve: int = 0
    villain_spent: int = 0
    river: tuple[str, ...] = ()
    """Tile ids from slot 1 (left, cheapest) to the right."""
    draw_pile: tuple[str, ...] = ()
    """Card ids, the next card first."""
    discard: tuple[str, ...] = ()
    card: str | None = None
    """The solo card of the current villain turn."""
    reinforcement_points: int = 0
    objectives: tuple[ObjectiveState, ...] = ()
    rerolls: tuple[RerollUse, ...] = ()
    fired_events: tuple[str, ...] = ()
    activations: int = 0
    """Tiles activated this turn (``RiverOptions.max_activations_per_turn``, AMB-6)."""
    pending: tuple[Task, ...] = ()
    ended: str | None = None
    """``victory`` or ``defeat`` (of the heroes) once the mission is over."""
    end_reason: str | None = None
    tokens: tuple[PlacedToken, ...] = added_field(())
    """Tokens placed by event options, in the order they were placed."""

    def figure(self, figure_id: str) -> FigureState:
        return next(f for f in self.figures if f.id == figure_id)

    def objective(self, objective_id: str) -> ObjectiveState | None:
        return next((o for o in self.objectives if o.id == objective_id), None)

    def with_figure(self, figure: FigureState) -> GameState:
        return replace(
            self, figures=tuple(figure if f.id == figure.id else f for f in self.figures)
        )

    def with_objective(self, objective: ObjectiveState) -> GameState:
        return replace(
            self,
            objectives=tuple(objective if o.id == objective.id else o for o in self.objectives),
        )


def to_json(state: GameState) -> dict[str, Any]:
    return encode(state)


def from_json(data: Any) -> GameState:
    return decode(GameState, data, "state")


def canonical(state: GameState) -> str:
    return json.dumps(encode(state), sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_hash(state: GameState) -> str:
    """SHA-256 of the canonical JSON: the same state gives the same hash in any process."""
    return hashlib.sha256(canonical(state).encode("ascii")).hexdigest()
