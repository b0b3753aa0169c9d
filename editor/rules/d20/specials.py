"""« Les armes »: a weapon's special rules read as data (``D20WeaponRule``).

« Chaque arme est définie dans les tableaux par son nom, sa Portée et sa Force. Les armes peuvent
posséder des règles spéciales. » The text names one, « Rafales », and gives no table of what
each does: a weapon's rules are the author's data on its row, each one or more of

- ``attack``: added to the attack of every shot with it (a modifier cited by its name);
- ``extra_dice``: more D20 at the same target, each die a shot of « 3.2. Les Tirs » whose margin
  over the Dφ counts (a burst: « Rafales » as the weapon's author reads it);
- ``when_still``: either of the two only while the figure has not moved this turn (an aimed
  shot; a move is kept in ``D20State.starts`` as it is made);
- ``blast_cm``: the weapon is a grenade, thrown at a point (``editor.rules.d20.grenade``), never
  fired by ``shoot``.
The rules a shot uses are listed with the other modifiers, so the odds shown hold them.
``both_arms`` is the leave of « Ils peuvent utiliser leurs armes de tirs ET leurs armes de càc »
(``editor.rules.d20.arms``). Pure core.
"""

from __future__ import annotations

from collections.abc import Sequence

from editor.model.units import D20Weapon, D20WeaponRule
from editor.rules.d20.bubble import melee_of
from editor.rules.d20.state import D20State
from editor.rules.table_game.action_rule import ActionRule, EngineView
from editor.rules.table_game.evaluation import Modifier
from editor.rules.table_game.state import TableFigureState, TableState

WEAPONS_RULE = "Les armes"
SHOT = "shot"
STRIKE = "strike"
ATTACKS = (SHOT, STRIKE)
"""The two kinds of attack a figure in a melee may both make (``both_arms``)."""


def is_grenade(weapon: D20Weapon) -> bool:
    return any(rule.blast_cm is not None for rule in weapon.rules)


def blast_mm(weapon: D20Weapon) -> float:
    """The grenade's radius, in millimetres (the largest of its rules)."""
    return 10.0 * max((r.blast_cm or 0.0) for r in weapon.rules)


def has_moved(state: TableState, figure: str) -> bool:
    """The figure has moved since its side's turn began (``editor.rules.d20.start``)."""
    return isinstance(state, D20State) and state.start_of(figure) is not None


def rules_in_use(state: TableState, figure: str, weapon: D20Weapon) -> tuple[D20WeaponRule, ...]:
    """The weapon's rules that apply to a shot now: all but those kept for a figure that has
    not moved, once it has."""
    moved = has_moved(state, figure)
    return tuple(r for r in weapon.rules if not (r.when_still and moved))


def weapon_modifiers(state: TableState, figure: str, weapon: D20Weapon) -> tuple[Modifier, ...]:
    """The attack bonuses of the rules in use, each cited by its name."""
    return tuple(
        Modifier("d20.modifier.weapon_rule", rule.attack, WEAPONS_RULE, {"rule": rule.name})
        for rule in rules_in_use(state, figure, weapon) if rule.attack
    )


def weapon_dice(state: TableState, figure: str, weapon: D20Weapon) -> int:
    """One D20 and the extra dice of the rules in use."""
    return 1 + sum(rule.extra_dice for rule in rules_in_use(state, figure, weapon))


def both_arms(engine: EngineView, state: TableState, figure: TableFigureState,
              rule: ActionRule, done: Sequence[str]) -> bool:
    """The figure may take ``rule`` after ``done`` this phase: it is in a melee now, ``rule``
    is a shot or a strike, and it has taken only one attack, of the other kind."""
    kind = getattr(rule, "attack_kind", None)
    if kind not in ATTACKS or len(done) != 1:
        return False
    before = getattr(engine.actions[done[0]], "attack_kind", None)
    if before not in ATTACKS or before == kind:
        return False
    return bool(melee_of(engine.game.views(state), figure.id))
