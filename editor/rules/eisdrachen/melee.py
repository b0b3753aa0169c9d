"""Exact odds of a melee exchange, « 5) Corps à corps »: the declaring figure strikes first
(« sauf si la figurine attaquée est un bleu »); « La frappe réussie automatiquement »: every
attack lands, then the struck figure dodges and the striker rolls its wounds as for a shot
(« 3) Tir »); then the « Riposte »: « On recommence une phase de corps à corps en inversant les
rôles », by a figure that still has PV. Whether a riposte is itself answered is
``EisdrachenRules.riposte`` (default: not). A figure with a melee weapon fights with the
weapon's attacks and Force: the caller gives those. Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from fractions import Fraction

from editor.dice.distribution import Distribution
from editor.rules.eisdrachen.odds import MAX_ATTACKS, MAX_FORCE, Attack, wounds_distribution
from editor.rules.eisdrachen.rules import EisdrachenRules, Riposte
from editor.rules.odds import LossOdds, check_hit_points, check_whole

MAX_FIGHT_HIT_POINTS = 10
"""The most PV a figure may have left in a melee answered until one falls: the exact chances of
a long fight between strong figures grow to thousands of digits (seconds to compute), and the
text's profiles have a few PV."""


@dataclass(frozen=True, slots=True)
class Fighter:
    """A figure in a melee: its I, its attacks and Force (those of its melee weapon if it
    carries one: « on utilise le profil de l'arme »), the PV it has left and its prayers."""

    intelligence: int
    attacks: int
    force: int
    hit_points: int
    reroll_dodges: bool = False
    reroll_wounds: bool = False
    attacks_doubled: bool = False


def strike(striker: Fighter, target: Fighter) -> Attack:
    """One side's strikes: « La frappe réussie automatiquement », then dodges and wounds as
    for a shot (never a sniper's nor against a dug-in figure: those are shots)."""
    return Attack(
        striker.attacks,
        striker.force,
        striker.intelligence,
        target.intelligence,
        reroll_dodges=target.reroll_dodges,
        reroll_wounds=striker.reroll_wounds,
        attacks_doubled=striker.attacks_doubled,
    )


def declarer_strikes_first(attacked: Fighter, rules: EisdrachenRules | None = None) -> bool:
    """« Le joueur qui déclare […] frappe le premier (sauf si la figurine attaquée est un
    bleu) »."""
    return not (rules or EisdrachenRules()).strikes_first_when_attacked(attacked.intelligence)


@dataclass(frozen=True)
class MeleeOdds:
    """A melee exchange: who strikes first, the joint chance of each (declarer PV lost,
    attacked PV lost) pair, and the chance that the figure struck first ripostes."""

    declarer_first: bool
    joint: dict[tuple[int, int], Fraction]
    riposte: Fraction
    declarer_hit_points: int
    attacked_hit_points: int

    def _marginal(self, side: int, hit_points: int) -> LossOdds:
        dist = [Fraction(0)] * (hit_points + 1)
        for pair, chance in self.joint.items():
            dist[pair[side]] += chance
        return LossOdds(tuple(dist), hit_points)

    @property
    def declarer(self) -> LossOdds:
        return self._marginal(0, self.declarer_hit_points)

    @property
    def attacked(self) -> LossOdds:
        return self._marginal(1, self.attacked_hit_points)


def check_fighter(name: str, fighter: Fighter, rules: EisdrachenRules) -> Fighter:
    check_whole(f"{name}.intelligence", fighter.intelligence, 1, rules.intelligences)
    check_whole(f"{name}.attacks", fighter.attacks, 0, MAX_ATTACKS)
    check_whole(f"{name}.force", fighter.force, 0, MAX_FORCE)
    check_hit_points(f"{name}.hit_points", fighter.hit_points)
    return fighter


def melee_odds(
    declarer: Fighter, attacked: Fighter, rules: EisdrachenRules | None = None
) -> MeleeOdds:
    """The exchange of « 5) »: the first striker's strikes, then, if the other still has PV
    (« a figure at 0 PV does not riposte »), its riposte with the roles swapped; with
    ``Riposte.UNTIL_OUT`` every strike is answered while both stand."""
    rules = rules or EisdrachenRules()
    check_fighter("declarer", declarer, rules)
    check_fighter("attacked", attacked, rules)
    if rules.riposte is Riposte.UNTIL_OUT:
        check_whole("declarer.hit_points", declarer.hit_points, 1, MAX_FIGHT_HIT_POINTS)
        check_whole("attacked.hit_points", attacked.hit_points, 1, MAX_FIGHT_HIT_POINTS)
    first_is_declarer = declarer_strikes_first(attacked, rules)
    first, second = (declarer, attacked) if first_is_declarer else (attacked, declarer)
    # a strike cannot take more PV than its target has: losses past that are one outcome
    blows = wounds_distribution(strike(first, second), rules, second.hit_points)
    answers = wounds_distribution(strike(second, first), rules, first.hit_points)
    if rules.riposte is Riposte.ONCE:
        joint = _once(blows, answers, second.hit_points)
    else:
        joint = _until_out(blows, answers, first.hit_points, second.hit_points)
    riposte = sum(blows[: second.hit_points], Fraction(0))
    if not first_is_declarer:
        joint = {(b, a): p for (a, b), p in joint.items()}
    return MeleeOdds(first_is_declarer, joint, riposte, declarer.hit_points, attacked.hit_points)


def _once(blows: Distribution, answers: Distribution, second_hp: int
          ) -> dict[tuple[int, int], Fraction]:
    """(first's loss, second's loss) after one strike and, if the second stands, one riposte."""
    joint: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    for lost, chance in enumerate(blows):
        if not chance:
            continue
        if lost >= second_hp:
            joint[(0, second_hp)] += chance
            continue
        for back, other in enumerate(answers):
            if other:
                joint[(back, lost)] += chance * other
    return dict(joint)


def _until_out(blows: Distribution, answers: Distribution, first_hp: int, second_hp: int
               ) -> dict[tuple[int, int], Fraction]:
    """Strikes answered until one figure is out: an absorbing chain over (first's loss,
    second's loss, who strikes), walked by increasing total loss. Strikes that wound nobody
    loop between the two strikers at the same losses: that loop is summed as a geometric
    series (expected visits). If neither can ever wound, both stand."""
    final: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    to_first: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    to_second: dict[tuple[int, int], Fraction] = defaultdict(Fraction)
    to_first[(0, 0)] = Fraction(1)
    miss_first, miss_second = blows[0], answers[0]
    loop = 1 - miss_first * miss_second
    for total in range(first_hp + second_hp - 1):
        for a in range(max(0, total - second_hp + 1), min(first_hp - 1, total) + 1):
            b = total - a
            arrive_first, arrive_second = to_first.pop((a, b), 0), to_second.pop((a, b), 0)
            if not arrive_first and not arrive_second:
                continue
            if loop == 0:
                final[(a, b)] += arrive_first + arrive_second
                continue
            visits_first = (arrive_first + miss_second * arrive_second) / loop
            visits_second = arrive_second + miss_first * visits_first
            for k in range(1, len(blows)):
                if blows[k]:
                    flow = visits_first * blows[k]
                    if b + k >= second_hp:
                        final[(a, second_hp)] += flow
                    else:
                        to_second[(a, b + k)] += flow
            for k in range(1, len(answers)):
                if answers[k]:
                    flow = visits_second * answers[k]
                    if a + k >= first_hp:
                        final[(first_hp, b)] += flow
                    else:
                        to_first[(a + k, b)] += flow
    return dict(final)
