"""The outcome of given dice in the chain « 3) Tir », typed by the players or rolled by the
app: how many dice each step needs, then how many attacks were dodged and how many PV are lost.

The steps follow the text: one dodge die per attack (none for a sniper, « 7) »), then the
failed dodges rerolled when the target prayed for it (« 15) » 3); one wound die per undodged
point of Force or per undodged attack (``EisdrachenRules.wound_dice``), then the failed wound
dice rerolled when the attacker prayed for it (« 15) » 4). A dodge die dodges when it shows at
least the dodge number; a wound die wounds when it shows less than the no-wound number. The
worked example of « 3) »: a Bleu dodges 3, 5, 6 once; a Vétéran's wound dice 2, 2, 4, 6 take
3 PV. Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from editor.rules.eisdrachen.odds import (
    Attack,
    attack_count,
    check_attack,
    dodge_number,
    no_wound_number,
)
from editor.rules.eisdrachen.rules import DIE_SIDES, EisdrachenRules, WoundDice
from editor.rules.odds import check_dice


@dataclass(frozen=True, slots=True)
class ChainDice:
    """The faces of each step, in the order the dice were rolled."""

    dodge: tuple[int, ...] = ()
    dodge_rerolls: tuple[int, ...] = ()
    wound: tuple[int, ...] = ()
    wound_rerolls: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ChainResult:
    attacks: int
    """Attacks rolled (after doubling and halving)."""
    dodged: int
    wound_dice: int
    wounding: int
    """Wound dice that wound, rerolls included."""
    loss: int
    """PV lost, uncapped: the caller removes at most what the target has."""


def dodges(attack: Attack, faces: Sequence[int], rules: EisdrachenRules) -> int:
    """How many of ``faces`` dodge."""
    if attack.sniper:
        return 0
    number = dodge_number(attack, rules)
    return sum(1 for face in faces if face >= number)


def wounding(attack: Attack, faces: Sequence[int], rules: EisdrachenRules) -> int:
    """How many of ``faces`` wound."""
    number = no_wound_number(attack, rules)
    return sum(1 for face in faces if face < number)


def dodge_dice_needed(attack: Attack, rules: EisdrachenRules | None = None) -> int:
    """One dodge die per attack; none against a sniper."""
    rules = rules or EisdrachenRules()
    check_attack(attack, rules)
    return 0 if attack.sniper else attack_count(attack, rules)


def dodge_rerolls_needed(attack: Attack, dodge: Sequence[int], rules: EisdrachenRules) -> int:
    """The failed dodges, when the target may reroll them."""
    return len(dodge) - dodges(attack, dodge, rules) if attack.reroll_dodges else 0


def wound_dice_needed(attack: Attack, undodged: int, rules: EisdrachenRules) -> int:
    """One die per undodged point of Force, or per undodged attack."""
    if rules.wound_dice is WoundDice.PER_FORCE_POINT:
        return undodged * attack.force
    return undodged if attack.force else 0


def wound_rerolls_needed(attack: Attack, wound: Sequence[int], rules: EisdrachenRules) -> int:
    """The failed wound dice, when the attacker may reroll them."""
    return len(wound) - wounding(attack, wound, rules) if attack.reroll_wounds else 0


def resolve_chain(
    attack: Attack, dice: ChainDice, rules: EisdrachenRules | None = None
) -> ChainResult:
    """The outcome of the given dice; a wrong number of dice or a face off the d6 is a
    SkirmishError naming the step."""
    rules = rules or EisdrachenRules()
    count = attack_count(check_attack(attack, rules), rules)
    dodge = check_dice("dodge", dice.dodge, dodge_dice_needed(attack, rules), DIE_SIDES)
    redo = check_dice(
        "dodge_rerolls", dice.dodge_rerolls, dodge_rerolls_needed(attack, dodge, rules), DIE_SIDES
    )
    dodged = dodges(attack, dodge, rules) + dodges(attack, redo, rules)
    wound = check_dice(
        "wound", dice.wound, wound_dice_needed(attack, count - dodged, rules), DIE_SIDES
    )
    again = check_dice(
        "wound_rerolls", dice.wound_rerolls, wound_rerolls_needed(attack, wound, rules), DIE_SIDES
    )
    hits = wounding(attack, wound, rules) + wounding(attack, again, rules)
    per_die = 1 if rules.wound_dice is WoundDice.PER_FORCE_POINT else attack.force
    return ChainResult(count, dodged, len(wound), hits, hits * per_die)


def chain_stages(
    attack: Attack,
    typed: Sequence[Sequence[int]],
    start: int,
    rules: EisdrachenRules,
    target: str | None,
    attacker: str | None,
) -> tuple[tuple[str, int, str | None] | None, ChainDice, int]:
    """The stages of one chain among the ``typed`` dice from index ``start``: the dodge dice
    (rolled by ``target``), their rerolls, the wound dice (by ``attacker``), their rerolls.
    Returns the stage still missing as (message key, count, roller) or None, the dice read so
    far, and the index after them."""
    index = start
    found: dict[str, tuple[int, ...]] = {}
    steps = (
        ("dodge", "eisdrachen.roll.dodge", target,
         lambda: dodge_dice_needed(attack, rules)),
        ("dodge_rerolls", "eisdrachen.roll.dodge_rerolls", target,
         lambda: dodge_rerolls_needed(attack, found.get("dodge", ()), rules)),
        ("wound", "eisdrachen.roll.wound", attacker,
         lambda: wound_dice_needed(attack, attack_count(attack, rules) - dodges(
             attack, found.get("dodge", ()), rules) - dodges(
             attack, found.get("dodge_rerolls", ()), rules), rules)),
        ("wound_rerolls", "eisdrachen.roll.wound_rerolls", attacker,
         lambda: wound_rerolls_needed(attack, found.get("wound", ()), rules)),
    )
    for name, key, roller, needed in steps:
        count = needed()
        if not count:
            continue
        if index >= len(typed):
            return (key, count, roller), ChainDice(**found), index
        found[name], index = tuple(typed[index]), index + 1
    return None, ChainDice(**found), index
