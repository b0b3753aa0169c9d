"""« Le Corps à Corps »: the melee as a « bulle », and who may shoot into it.

« Un càc est une «bulle» dans laquelle les figurines présentes à l'intérieur peuvent se tirer
dessus. Elles ne peuvent tirer vers l'extérieur du càc et on ne peut pas non plus leur tirer
dessus. Toutefois, si une figurine dans le càc possède un socle plus grand que tous les autres
protagonistes, celle-ci peut être prise pour cible par une figurine à l'extérieur du càc »
(« 3.2. Les Tirs »: « L'UC Génétique peut tirer dans le corps à corps puisque sa cible est une
"grande créature" (grand socle). L'UC Chronos par contre, ne peut pas faire feu »); « quand
trois joueurs s'affrontent lors d'une partie, le troisième protagoniste peut tirer sur un càc où
seuls ses ennemis sont impliqués ».

A melee is a set of figures joined by bases in contact between enemies (``melee_of``); a figure
touching only friends is in none. ``shot_reason`` says why a shot is refused: from inside a
melee at a figure outside it; from outside at a figure inside, unless its base is larger than
every other base of that melee or no friend of the shooter is in it. Figures freed from a melee
are in none and shoot as any other. Pure core.
"""

from __future__ import annotations

from editor.rules.table_game.action_rule import EngineView
from editor.rules.table_game.evaluation import Reason
from editor.rules.table_game.state import TableState
from editor.table.figures import TableFigure
from editor.table.measure import EPSILON_MM, touching

RULE = "Le Corps à Corps"


def melee_of(views: tuple[TableFigure, ...], figure: str) -> frozenset[str]:
    """The figures of the melee ``figure`` is in (empty when it touches no enemy)."""
    by_id = {v.id: v for v in views}
    if figure not in by_id:
        return frozenset()
    found, todo = {figure}, [figure]
    while todo:
        me = by_id[todo.pop()]
        for other in views:
            if other.id not in found and other.side != me.side and touching(me, other):
                found.add(other.id)
                todo.append(other.id)
    return frozenset(found) if len(found) > 1 else frozenset()


def enemies_in_contact(engine: EngineView, state: TableState, figure: str) -> list[str]:
    """The enemies whose base touches ``figure``'s (a retreat leaves them; the figure faces
    one of them after the attacks from behind)."""
    game = engine.game
    me = game.view(state, figure)
    if me is None:
        return []
    return [o.id for o in game.views(state) if o.side != me.side and touching(me, o)]


def shot_reason(engine: EngineView, state: TableState, shooter: TableFigure,
                target: TableFigure) -> Reason | None:
    """Why ``shooter`` may not shoot ``target`` because of a melee (module docstring)."""
    views = engine.game.views(state)
    mine, theirs = melee_of(views, shooter.id), melee_of(views, target.id)
    name = engine.game.name
    if mine:
        if target.id not in mine:
            return Reason("d20.bubble.out_of_melee", {"figure": name(shooter.id)}, RULE)
        return None
    if not theirs:
        return None
    others = [v for v in views if v.id in theirs and v.id != target.id]
    if all(target.base_mm > v.base_mm + EPSILON_MM for v in others):
        return None
    if not any(v.side == shooter.side for v in views if v.id in theirs):
        return None
    return Reason("d20.bubble.into_melee", {"figure": name(target.id)}, RULE)
