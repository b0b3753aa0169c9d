"""Where a figure started its turn, for « Le Tir dans le dos » and « Les Attaques dans le dos ».

« A moins qu'il n'en soit stipulé autrement sur la carte de la figurine, les attaques dans le
dos doivent obligatoirement commencer dans l'arc arrière de la figurine ciblée. [...] L'UC
Gen1 débute son tour dans le dos du Maïnomaï, il bénéficie d'un +1 sur ses tirs. Au contraire,
l'UC Gen2 ne commence pas son tour dans l'arc arrière du Maïnomaï, Il n'a donc pas de bonus. »

The first move of a figure in its side's turn keeps where it stood as two statuses (``start_x``
and ``start_y``, in hundredths of a millimetre, as a status holds a whole number); a figure
that has not moved starts where it stands. They end when its side begins its next movement
phase (``clear_start``). The bonus is judged from that place against the target as it stands,
with the target's facing now. Pure core.
"""

from __future__ import annotations

from dataclasses import replace

from editor.rules.table_game.action_rule import EngineView
from editor.rules.table_game.state import Status, TableState
from editor.table.arcs import rear_attack_bonus
from editor.table.figures import TableFigure

START_X = "start_x"
START_Y = "start_y"
START_STATUSES = (START_X, START_Y)
SCALE = 100.0


def remember_start(before: TableState, after: TableState, figure: str) -> TableState:
    """``after`` with the place ``figure`` held in ``before`` kept, unless already kept."""
    was, now = before.figure(figure), after.figure(figure)
    if was is None or now is None or was.position is None or now.status(START_X) is not None:
        return after
    x, y = was.position
    kept = now.with_status(Status(START_X, round(x * SCALE))).with_status(
        Status(START_Y, round(y * SCALE)))
    return after.with_figure(kept)


def start_of(state: TableState, view: TableFigure) -> TableFigure:
    """``view`` where its figure started the turn."""
    now = state.figure(view.id)
    x = now.status(START_X) if now is not None else None
    y = now.status(START_Y) if now is not None else None
    if x is None or y is None:
        return view
    return replace(view, position=(x.value / SCALE, y.value / SCALE))


def rear_bonus(engine: EngineView, state: TableState, attacker: TableFigure,
               target: TableFigure) -> int:
    """« doivent obligatoirement commencer dans l'arc arrière de la figurine ciblée »."""
    return rear_attack_bonus(start_of(state, attacker), target, engine.game.rules)
