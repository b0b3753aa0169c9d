"""Home-made actions a scenario adds to its rule system's list: ``HouseAction``.

Eisdrachen « Actions de base »: « la liste qui suit est non-exhaustive et peut être complétées
d'actions faites-maison ». An author describes one as data: its name in both languages, the
distance within which its target must stand (none: it has no target), the effect the players
apply, read in the log, and an optional d6 roll with one result per face. The scenario carries
them, so the portable file does too; a plug-in that plays them offers each as an action named
``house_<id>``. Pure model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from editor.model.text import Text

HOUSE_ID = re.compile(r"[a-z][a-z0-9_]{0,29}")
"""A house action's id: a short ASCII word, so that ``house_<id>`` is an action name."""
ROLL_FACES = 6
"""A roll is one d6: its table has one result per face, or none at all."""


@dataclass(frozen=True, slots=True)
class HouseAction:
    id: str
    name: Text
    effect: Text = Text()
    """What the action does, as the players apply it (shown before and logged after)."""
    distance_pas: float | None = None
    """The target, any other figure, stands within this distance base to base; None: no
    target."""
    table: tuple[Text, ...] = ()
    """The result of each face of its d6, 1 to 6; empty: no roll."""

    @property
    def action_name(self) -> str:
        return f"house_{self.id}"
