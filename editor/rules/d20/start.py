"""Where a figure started its turn, for « Le Tir dans le dos » and « Les Attaques dans le dos ».

« A moins qu'il n'en soit stipulé autrement sur la carte de la figurine, les attaques dans le
dos doivent obligatoirement commencer dans l'arc arrière de la figurine ciblée. [...] L'UC
Gen1 débute son tour dans le dos du Maïnomaï, il bénéficie d'un +1 sur ses tirs. Au contraire,
l'UC Gen2 ne commence pas son tour dans l'arc arrière du Maïnomaï, Il n'a donc pas de bonus. »

The first move of a figure in its side's turn keeps where it stood (``D20State.starts``); a
figure that has not moved starts where it stands. The places are forgotten when its side begins
its next movement phase (``editor.rules.d20.modes.clear_modes``). The bonus is judged from that
place against the target as it stands, with the target's facing now. Pure core.
"""

from __future__ import annotations

from dataclasses import replace

from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import EngineView
from editor.rules.table_game.state import TableState
from editor.table.arcs import in_rear_arc, rear_attack_bonus
from editor.table.figures import TableFigure


def remember_start(before: TableState, after: TableState, figure: str) -> TableState:
    """``after`` with the place ``figure`` held in ``before`` kept, unless already kept."""
    was = before.figure(figure)
    if not isinstance(after, D20State) or was is None or was.position is None:
        return after
    if after.start_of(figure) is not None:
        return after
    return replace(after, starts=(*after.starts, (figure, *was.position)))


def start_of(state: TableState, view: TableFigure) -> TableFigure:
    """``view`` where its figure started the turn."""
    start = state.start_of(view.id) if isinstance(state, D20State) else None
    return view if start is None else replace(view, position=start)


def rear_bonus(engine: EngineView, state: TableState, attacker: TableFigure,
               target: TableFigure) -> int:
    """« doivent obligatoirement commencer dans l'arc arrière de la figurine ciblée »."""
    return rear_attack_bonus(start_of(state, attacker), target, engine.game.rules)


def started_behind(engine: EngineView, state: TableState, attacker: TableFigure,
                   target: TableFigure) -> bool:
    """Whether ``attacker`` started its turn in the rear arc of ``target`` (as it faces now):
    its attack is an attack from behind, whatever the bonus is set to."""
    start = start_of(state, attacker).position
    return in_rear_arc(target, start, engine.game.rules.frontal_arc_deg)
