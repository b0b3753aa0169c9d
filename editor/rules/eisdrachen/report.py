"""The Eisdrachen odds as JSON-ready dicts, as the command line prints them (``odds
eisdrachen``) and the play window shows them: every probability and mean an exact fraction
string, every distribution keyed by each loss from 0 to the maximum, zeros included
(``editor.rules.odds``). Pure functions over ``odds``, ``melee``, ``grenade`` and ``tables``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from editor.dice.distribution import expected
from editor.rules.eisdrachen.grenade import Victim, grenade_attack, grenade_odds
from editor.rules.eisdrachen.melee import Fighter, melee_odds
from editor.rules.eisdrachen.odds import (
    Attack,
    attack_count,
    chain_odds,
    dodge_chance,
    dodge_number,
    no_wound_number,
    wound_chance,
)
from editor.rules.eisdrachen.rules import EisdrachenRules
from editor.rules.eisdrachen.tables import (
    bounce_table,
    jump_table,
    prayer_table,
    trap_loss,
    trap_table,
)
from editor.rules.odds import distribution_json, fraction_text

SYSTEM = "eisdrachen"
MODIFIERS = ("sniper", "dug_in", "reroll_dodges", "reroll_wounds", "attacks_doubled")


def _chain(attack: Attack, rules: EisdrachenRules) -> dict[str, Any]:
    """The numbers of one chain: what is rolled, on which numbers, each die's chance."""
    return {
        "attacks": attack.attacks,
        "force": attack.force,
        "attacker_i": attack.attacker_i,
        "target_i": attack.target_i,
        "rolled_attacks": attack_count(attack, rules),
        "wound_dice": rules.wound_dice.value,
        "modifiers": [name for name in MODIFIERS if getattr(attack, name)],
        "dodge_on": None if attack.sniper else dodge_number(attack, rules),
        "no_wound_on": no_wound_number(attack, rules),
        "dodge": fraction_text(dodge_chance(attack, rules)),
        "wound": fraction_text(wound_chance(attack, rules)),
    }


def shot_report(
    attack: Attack, rules: EisdrachenRules | None = None, hit_points: int | None = None
) -> dict[str, Any]:
    """« 3) Tir » (and its sniper, dug-in, fixed-dodge and prayer forms): the chain's numbers,
    ``distribution`` of PV lost, ``mean``, and with ``hit_points`` the chance ``out``."""
    rules = rules or EisdrachenRules()
    odds = chain_odds(attack, rules, hit_points)
    return {"system": SYSTEM, "roll": "shot", **_chain(attack, rules), **odds.to_json()}


def _fighter(fighter: Fighter) -> dict[str, Any]:
    return {"intelligence": fighter.intelligence, "attacks": fighter.attacks,
            "force": fighter.force}


def melee_report(
    declarer: Fighter, attacked: Fighter, rules: EisdrachenRules | None = None
) -> dict[str, Any]:
    """« 5) Corps à corps »: who strikes first, the chance of a riposte, each figure's PV lost
    and chance to be taken out, and the joint chance of every pair of losses."""
    rules = rules or EisdrachenRules()
    odds = melee_odds(declarer, attacked, rules)
    return {
        "system": SYSTEM,
        "roll": "melee",
        "first": "declarer" if odds.declarer_first else "attacked",
        "riposte_rule": rules.riposte.value,
        "riposte": fraction_text(odds.riposte),
        "declarer": {**_fighter(declarer), **odds.declarer.to_json()},
        "attacked": {**_fighter(attacked), **odds.attacked.to_json()},
        "joint": [
            {"declarer": a, "attacked": b, "chance": fraction_text(p)}
            for (a, b), p in sorted(odds.joint.items())
        ],
    }


def grenade_report(
    thrower_i: int,
    victims_at: Callable[[int], Iterable[Victim]],
    rules: EisdrachenRules | None = None,
) -> dict[str, Any]:
    """« 4) Lancer une grenade »: the bounce, each victim's chance to be in the blast, PV lost
    and chance to be taken out, and the distribution of how many are taken out."""
    rules = rules or EisdrachenRules()
    odds = grenade_odds(thrower_i, victims_at, rules)
    probe = grenade_attack(thrower_i, Victim("", 1), rules)
    taken = distribution_json(odds.taken_out)
    return {
        "system": SYSTEM,
        "roll": "grenade",
        "attacks": rules.grenade.attacks,
        "force": rules.grenade.force,
        "thrower_i": thrower_i,
        "wound_dice": rules.wound_dice.value,
        "dodge_on": dodge_number(probe, rules),
        "no_wound_on": no_wound_number(probe, rules),
        "bounce": {str(pas): fraction_text(p) for pas, p in odds.bounce.items()},
        "victims": {
            vid: {"blast": fraction_text(v.blast), **v.loss.to_json()}
            for vid, v in odds.victims.items()
        },
        "taken_out": taken,
        "taken_out_mean": fraction_text(expected(odds.taken_out)),
    }


def tables_report(rules: EisdrachenRules | None = None) -> dict[str, Any]:
    """The d6 tables: « 6) Pièges » with the PV a trap takes, « 15) Prier une divinité »,
    « 12) Sauter » and the grenade's bounce, each result with its chance."""
    rules = rules or EisdrachenRules()
    return {
        "system": SYSTEM,
        "trap": {r.value: fraction_text(p) for r, p in trap_table(rules).items()},
        "trap_loss": trap_loss(rules).to_json(),
        "prayer": {r.value: fraction_text(p) for r, p in prayer_table(rules).items()},
        "jump": {str(pas): fraction_text(p) for pas, p in jump_table(rules).items()},
        "bounce": {str(pas): fraction_text(p) for pas, p in bounce_table(rules).items()},
    }


def outcomes(table: dict, key_of) -> list[dict[str, Any]]:
    """A d6 table as the play window lists it: each result's name in both languages and its
    chance (``key_of(result)`` is the result's message key)."""
    from editor.messages import translate

    return [{"name": {lang: translate(key_of(result), lang) for lang in ("fr", "en")},
             "chance": fraction_text(chance)} for result, chance in table.items()]
