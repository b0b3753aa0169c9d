"""Exact odds benchmark (PRODUCT §5 "Free table […] odds of any roll ≤ 5 ms"): the Eisdrachen
odds of 10 attacks of Force 4 (a Vétéran at an Assassin, one wound die per undodged point of
Force: 40 wound dice at most), of a standard grenade with its d6 bounce and 5 victims (who is in
the blast for each bounce given as a table: the geometry is not timed), and of a melee with its
riposte (Assassin, 3 A of F 3 and 5 PV, against a Vétéran, 2 A of F 2 and 4 PV), each ≤ 5 ms;
the same melee fought until one falls is reported too. Nothing is cached between calls: each
timed call computes its odds from the profiles.

The reference measured in the same run is a bare closed form of the same size: the binomial
distribution of 40 dice written out with ``math.comb`` and ``Fraction`` (what the 40 wound dice
alone would cost without the dodges before them), so the ratio says what the chain adds.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from zone_boards import median_time

from editor.rules.eisdrachen.grenade import Victim, grenade_odds
from editor.rules.eisdrachen.melee import Fighter, melee_odds
from editor.rules.eisdrachen.odds import Attack, chain_odds
from editor.rules.eisdrachen.rules import EisdrachenRules, Riposte

BAR_MS = 5.0
REPEATS = 31
SHOT = Attack(attacks=10, force=4, attacker_i=3, target_i=4)
VICTIMS = (
    Victim("a", 3), Victim("b", 2), Victim("c", 4, reroll_dodges=True), Victim("d", 1),
    Victim("e", 5),
)
BLAST = {1: "abcde", 2: "abcd", 3: "abc", 4: "bce", 5: "de", 6: "e"}
ASSASSIN = Fighter(intelligence=4, attacks=3, force=3, hit_points=5)
VETERAN = Fighter(intelligence=3, attacks=2, force=2, hit_points=4)


def victims_at(pas: int) -> list[Victim]:
    return [v for v in VICTIMS if v.id in BLAST[pas]]


def ms(action) -> float:
    action()
    return median_time(action, REPEATS) * 1000


def row(name: str, value: float, reference: float, bar: float | None) -> dict:
    return {"name": name, "value": value, "reference": reference, "ratio": value / reference,
            "bar": bar, "unit": "ms"}


def run() -> list[dict]:
    rules = EisdrachenRules()
    until_out = EisdrachenRules(riposte=Riposte.UNTIL_OUT)
    chance = Fraction(2, 3)
    shot = ms(lambda: chain_odds(SHOT, rules, hit_points=6))
    grenade = ms(lambda: grenade_odds(3, victims_at, rules))
    melee = ms(lambda: melee_odds(ASSASSIN, VETERAN, rules))
    fight = ms(lambda: melee_odds(ASSASSIN, VETERAN, until_out))
    bare = ms(lambda: [comb(40, k) * chance**k * (1 - chance) ** (40 - k) for k in range(41)])
    return [
        row("odds: Eisdrachen shot, 10 A of F 4 (bar 5 ms)", shot, BAR_MS, 1.0),
        row("odds: same, vs a bare exact binomial of 40 dice", shot, bare, 3.0),
        row("odds: Eisdrachen grenade, d6 bounce, 5 victims (bar 5 ms)", grenade, BAR_MS, 1.0),
        row("odds: Eisdrachen melee with riposte (bar 5 ms)", melee, BAR_MS, 1.0),
        row("odds: Eisdrachen melee answered until one falls (bar 5 ms)", fight, BAR_MS, 1.0),
    ]
