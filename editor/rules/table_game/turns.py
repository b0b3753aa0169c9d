"""The turn structure of a free-table game: which side plays which phase, in which order.

A turn is a sequence of (side, phase) parts. With one phase (Eisdrachen: ``actions``) each side
plays in turn; with several (D20 « 3. Les Tours et les Phases de jeu »: ``movement`` then
``actions``) ``per_side`` says whether each side plays all its phases before the next side, or
every side plays each phase before the next phase (``PhaseOrder``). ``rotate`` passes the first
place to the next side each turn (``TurnOrder.ROTATE``); by default the side that started the
game starts every turn. The ``end_phase`` action moves to the next part; after the last part
the next turn starts: every figure's actions of the turn are forgotten and its statuses count
down (``start_turn``). Pure core.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from editor.rules.table_game.state import Status, TableFigureState, TableState

VENGEANCE = "vengeance"
"""« 3) Tir »: « il gagne une action en plus valable au tour suivant »: this turn's extras."""
VENGEANCE_NEXT = "vengeance_next"
"""The extra actions earned this turn, valid in the next one."""


@dataclass(frozen=True, slots=True)
class TurnPlan:
    sides: tuple[str, ...]
    """In the order they play in the first turn."""
    phases: tuple[str, ...]
    per_side: bool = True
    rotate: bool = False

    def parts(self, turn: int) -> tuple[tuple[str, str], ...]:
        """The (side, phase) parts of ``turn``, in order."""
        shift = (turn - 1) % len(self.sides) if self.rotate else 0
        sides = self.sides[shift:] + self.sides[:shift]
        if self.per_side:
            return tuple((side, phase) for side in sides for phase in self.phases)
        return tuple((side, phase) for phase in self.phases for side in sides)

    def first(self) -> tuple[str, str]:
        return self.parts(1)[0]

    def next_part(self, state: TableState) -> tuple[int, str, str]:
        """The turn, side and phase after the current part of ``state``."""
        parts = self.parts(state.turn)
        index = parts.index((state.side, state.phase)) if (state.side, state.phase) in parts else -1
        if index + 1 < len(parts):
            side, phase = parts[index + 1]
            return state.turn, side, phase
        side, phase = self.parts(state.turn + 1)[0]
        return state.turn + 1, side, phase


def start_turn(state: TableState) -> TableState:
    """A new turn for every figure: no action used yet, statuses counted down (those at 0
    removed), the vengeance earned last turn valid now."""
    return replace(state, figures=tuple(_new_turn(f) for f in state.figures))


def _new_turn(figure: TableFigureState) -> TableFigureState:
    kept: list[Status] = []
    for status in figure.statuses:
        if status.name == VENGEANCE:
            continue
        if status.name == VENGEANCE_NEXT:
            kept.append(Status(VENGEANCE, status.value))
            continue
        if status.turns is None:
            kept.append(status)
        elif status.turns > 1:
            kept.append(replace(status, turns=status.turns - 1))
    return replace(figure, used=(), statuses=tuple(kept))
