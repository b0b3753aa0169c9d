"""The D20 odds as JSON-ready dicts, as the command line prints them (``odds d20``) and the play
window shows them: ``hit``, ``distribution`` (damage from 0 to max(0, N + 20 − D), 0 for a
miss), ``mean``, with the target's PC the chance ``out``, and with an opposed score the chance
``win`` that N + 1D20 beats it (a tie fails); every probability and mean an exact fraction
string (``editor.rules.odds``). Pure functions over ``odds``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from editor.rules.d20.odds import TieReroll, attack_odds, initiative, opposed_odds
from editor.rules.odds import fraction_text

SYSTEM = "d20"


def attack_report(
    attack: int, defence: int, opposed: int | None = None, constitution: int | None = None
) -> dict[str, Any]:
    """N + 1D20 against D (and, with ``opposed`` M, N + 1D20 against M + 1D20)."""
    odds = attack_odds(attack, defence, constitution)
    out: dict[str, Any] = {
        "system": SYSTEM,
        "attack": attack,
        "defence": defence,
        "hit": fraction_text(odds.hit),
        **odds.loss.to_json(),
    }
    if opposed is not None:
        test = opposed_odds(attack, opposed)
        out["opposed"] = opposed
        out["win"] = fraction_text(test.win)
        out["tie"] = fraction_text(test.tie)
    return out


def initiative_report(
    bonuses: Sequence[int], ties: TieReroll = TieReroll.TIED_ONLY
) -> dict[str, Any]:
    """« Qui commence la partie ? »: each player's bonus and chance to win, ties rerolled."""
    chances = initiative(bonuses, ties)
    return {
        "system": SYSTEM,
        "roll": "initiative",
        "ties": ties.value,
        "players": [
            {"bonus": bonus, "win": fraction_text(p)} for bonus, p in zip(bonuses, chances)
        ],
    }


def opposed_report(score: int, other: int) -> dict[str, Any]:
    """« Quitter un càc »: N + 1D20 against M + 1D20, ``win`` when strictly higher (a tie
    fails), with ``tie`` and ``lose``."""
    test = opposed_odds(score, other)
    return {
        "system": SYSTEM,
        "roll": "opposed",
        "score": score,
        "opposed": other,
        "win": fraction_text(test.win),
        "tie": fraction_text(test.tie),
        "lose": fraction_text(test.lose),
    }
