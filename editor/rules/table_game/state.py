"""What changes during a game on a free table: one frozen value, ``TableState``.

Per figure: where it stands (x, y in millimetres; None once it is out), its facing, the PV or
PC it has lost, whether it is out, its statuses (a name, a value and a remaining duration:
vengeance, hidden, dug in…) and the actions it used this turn, in order. Then the turn, the
side to play and its phase, the random counter (the seed and the count of draws made, as in
``editor.dice.rng``, so the app's rolls replay exactly), the verdict once the game is over, the
markers on the table and the equipment repaired or sabotaged.

The state is never stored: a saved game stores its actions and re-applies them. Its hash is the
SHA-256 of the codec's canonical JSON, where a field added later with ``added_field`` is left
out while at its default, so the games saved before keep their hash. Pure core.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from typing import Any

from editor.model.codec import added_field, encode
from editor.safe_json import dumps_canonical


@dataclass(frozen=True, slots=True)
class Status:
    """A state kept on a figure: ``vengeance`` (the extra actions of « 3) Tir »), and those
    the actions of the rule texts add (hidden, dug in, vigilant, ready to fire…)."""

    name: str
    value: int = 1
    turns: int | None = None
    """Turns it still lasts (counted down at the start of each turn); None: until removed."""


@dataclass(frozen=True, slots=True)
class TableFigureState:
    id: str
    position: tuple[float, float] | None
    """Millimetres; None once off the table (out)."""
    facing_deg: float
    lost: int = 0
    """PV (Eisdrachen) or PC (D20) lost."""
    out: bool = False
    statuses: tuple[Status, ...] = ()
    used: tuple[str, ...] = ()
    """The actions it took this turn, in order."""

    def status(self, name: str) -> Status | None:
        return next((s for s in self.statuses if s.name == name), None)

    def with_status(self, status: Status | None, name: str | None = None) -> TableFigureState:
        """With ``status`` in place of the one of the same name (removed when None)."""
        name = name or (status.name if status else "")
        kept = tuple(s for s in self.statuses if s.name != name)
        return replace(self, statuses=kept + ((status,) if status is not None else ()))


@dataclass(frozen=True, slots=True)
class Marker:
    """A marker on the table that is no figure: an Eisdrachen trap or decoy (« 6) Pièges »),
    laid face down: the view shows a marker alike whatever it is until it is ``revealed``."""

    id: str
    position: tuple[float, float]
    owner: str
    """The figure that laid it."""
    kind: str
    """What it is: ``trap`` or ``decoy``; a trap's type in ``value`` (the rule system's)."""
    value: str = ""
    revealed: bool = False


@dataclass(frozen=True, slots=True)
class TableState:
    seed: int
    counter: int
    """Random draws made so far (``editor.dice.rng``)."""
    turn: int
    side: str
    """The side to play (a ``Side`` value)."""
    phase: str
    """The phase being played (the rule system's names: ``actions``; D20 ``movement`` too)."""
    figures: tuple[TableFigureState, ...]
    ended: str | None = None
    """``victory`` or ``defeat`` (of the heroes' side, as the mission reads) once over."""
    end_reason: str | None = None
    """The ``ConditionKind`` value that ended the game."""
    markers: tuple[Marker, ...] = added_field(())
    """Traps and decoys on the table, in the order they were laid."""
    opened_doors: tuple[str, ...] = added_field(())
    """The doors (terrain pieces) a game opened (a D20 free action, an Eisdrachen sabotage):
    open from then on (``TableGame.terrain_at``)."""
    equipment: tuple[tuple[str, bool], ...] = added_field(())
    """The equipment pieces a figure repaired (True) or sabotaged (False) in the game (the
    Eisdrachen « 13) Réparer/Saboter »), one entry per piece; the others stand as the
    scenario gives them."""

    def usable(self, piece_id: str, authored: bool) -> bool:
        """Whether the equipment of piece ``piece_id`` works now (``authored``: as the game
        started)."""
        return next((now for pid, now in self.equipment if pid == piece_id), authored)

    def with_door_open(self, piece_id: str) -> TableState:
        """The door of piece ``piece_id`` opened for the rest of the game."""
        if piece_id in self.opened_doors:
            return self
        return replace(self, opened_doors=(*self.opened_doors, piece_id))

    def with_usable(self, piece_id: str, usable: bool) -> TableState:
        kept = tuple(entry for entry in self.equipment if entry[0] != piece_id)
        return replace(self, equipment=kept + ((piece_id, usable),))

    def figure(self, figure_id: str) -> TableFigureState | None:
        return next((f for f in self.figures if f.id == figure_id), None)

    def with_figure(self, figure: TableFigureState) -> TableState:
        return replace(
            self, figures=tuple(figure if f.id == figure.id else f for f in self.figures)
        )


def to_json(state: TableState) -> dict[str, Any]:
    """The codec's JSON form (what the hash is taken of)."""
    return encode(state)


def state_hash(state: TableState) -> str:
    """SHA-256 of the canonical JSON: the same state gives the same hash in any process."""
    return hashlib.sha256(dumps_canonical(to_json(state))).hexdigest()
