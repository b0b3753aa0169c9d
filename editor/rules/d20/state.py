"""What a D20 game keeps beyond the shared free-table state: ``D20State``.

- ``starts``: where a figure stood when its side's turn began, once it has moved (« Le Tir
  dans le dos »: « les attaques dans le dos doivent obligatoirement commencer dans l'arc
  arrière »), as (figure, x, y) in millimetres;
- ``spotted``: for a figure ready to fire, the first enemy that came within its range and
  sight (« il ne peut tirer que sur la première cible entrant dans sa ligne de mire »), as
  (watcher, target);
- ``working`` and ``completed``: the paid actions under way and the objectives done
  (``editor.rules.d20.objects``);
- ``left_melee``: after a retreat while firing, the figures of the melee it left (« seulement
  sur les figurines impliquées dans le càc que l'on vient de quitter »), as (retreating figure,
  enemy).
Each is added with ``added_field``, so a game that never uses it keeps the hash it had. The
status ``retreat_fire`` marks the figure that may take that shot; both end with the phase
(``clear_retreats``). Pure.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from editor.model.codec import added_field
from editor.rules.table_game.state import TableState


@dataclass(frozen=True, slots=True)
class D20State(TableState):
    starts: tuple[tuple[str, float, float], ...] = added_field(())
    spotted: tuple[tuple[str, str], ...] = added_field(())
    left_melee: tuple[tuple[str, str], ...] = added_field(())
    working: tuple[tuple[str, str], ...] = added_field(())
    """(figure, objective) of a paid action under way; its turns left are the figure's
    ``paid_action`` status (« Les Actions Payantes »)."""
    completed: tuple[str, ...] = added_field(())
    """The objectives whose action is done (« Les Actions sur les objets »)."""
    object_places: tuple[tuple[str, float, float], ...] = added_field(())
    """Objects of the table no longer where the scenario puts them, as (object, x, y)
    (``editor.rules.d20.handling``)."""
    carried: tuple[tuple[str, str], ...] = added_field(())
    """(object, figure) of the objects seized and carried (« Saisir un objet »)."""
    used_objects: tuple[str, ...] = added_field(())
    """The objects used by a free action (``editor.rules.d20.free_actions``)."""
    attacker: str | None = added_field(None)
    """The side playing the attacker; the others defend (« 1. Le début de la Partie »)."""
    initiative_winner: str | None = added_field(None)
    first_side: str | None = added_field(None)
    """The side the initiative's winner chose to play first (« Qui commence la partie ? »)."""
    outside: tuple[str, ...] = added_field(())
    """Figures the players agreed to deploy outside their side's zone (« 2. Le Déploiement »)."""

    def start_of(self, figure: str) -> tuple[float, float] | None:
        return next(((x, y) for f, x, y in self.starts if f == figure), None)

    def spotted_by(self, watcher: str) -> str | None:
        return next((t for w, t in self.spotted if w == watcher), None)

    def carrier_of(self, item: str) -> str | None:
        return next((f for o, f in self.carried if o == item), None)

    def carried_by(self, figure: str) -> str | None:
        return next((o for o, f in self.carried if f == figure), None)

    def place_of(self, item: str) -> tuple[float, float] | None:
        """Where the object was put down, when it was moved (None: where the scenario puts it)."""
        return next(((x, y) for o, x, y in self.object_places if o == item), None)


FIRING = "retreat_fire"
"""Status of a figure that won a retreat while firing: it may shoot once (``retreat_shot``)."""


def clear_retreats(state: TableState) -> TableState:
    """The shots of the retreats while firing not taken in their phase are lost."""
    if not isinstance(state, D20State):
        return state
    figures = tuple(f.with_status(None, FIRING) for f in state.figures)
    return replace(state, figures=figures, left_melee=())
