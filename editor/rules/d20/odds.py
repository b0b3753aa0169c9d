"""Exact odds of the D20 game's rolls, each a sum over the twenty faces (or the 20^n rolls of an
initiative), in ``Fraction``, never sampling.

- **An attack** (« 3.2. Les Tirs »: « Tir + Force de l'arme + 1D20 / Défense Physique »; « Le
  Corps à Corps »: « Càc + 1D20 + Force de l'arme / Dφ »; « Les Jets d'objet »: « ND de l'objet
  + la Force de la figurine + 1D20 / Déf Physique »): N, the sum of the roll's fixed terms
  (modifiers included: synergy, attack from behind), + 1D20 against D, the target's Dφ with its
  modifiers (cover, vigilant walk). « Si le résultat du Tir est supérieur à la Dφ, la cible est
  touchée et la différence est égale au nombre de Points de Constitution perdus »; « inférieur
  ou égal […] manqué ». So a hit is strictly greater and the damage is the margin: the
  distribution of damage runs from 0 (a miss) to max(0, N + 20 − D).
- **An opposed test** (« Quitter un càc »: « Càc + 1D20 du retraitant comparé au Càc + 1D20 de
  l'une des figurines », « Si le test est réussi (résultat plus élevé) »): won only when
  strictly higher, so a tie fails.
- **Initiative** (« Qui commence la partie ? »): each player rolls 1D20 plus its bonus (+1 per
  figure with infiltration or prescience); the highest chooses; « En cas d'égalité, on relance
  le D20 ». Rerolls are summed exactly as a geometric series. Who rerolls when three players
  roll and two tie at the top is not said: ``TieReroll`` (default: the tied players only; a
  player below the tie has already lost).
Pure: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction
from functools import lru_cache
from itertools import product

from editor.rules.odds import LossOdds, check_dice, check_hit_points, check_whole

DIE = 20
"""« Le D20 sera utilisé pour simuler toutes les actions/tirs du jeu. »"""
MAX_TERM = 1000
"""The largest fixed term or defence taken (in absolute value): far above any profile."""
MAX_BONUS = 100
PLAYERS = (2, 3)
"""« quand trois joueurs s'affrontent »: two or three players."""


class TieReroll(StrEnum):
    TIED_ONLY = "tied_only"
    EVERYONE = "everyone"


@dataclass(frozen=True, slots=True)
class AttackOdds:
    """One attack: the chance to hit and the PC lost (0 for a miss)."""

    hit: Fraction
    loss: LossOdds


def _term(name: str, value: int) -> int:
    return check_whole(name, value, -MAX_TERM, MAX_TERM)


def damage_distribution(attack: int, defence: int) -> tuple[Fraction, ...]:
    """P(damage = k) for k = 0 .. max(0, N + 20 − D): each face r gives N + r − D when that
    is above 0, else a miss (0)."""
    _term("attack", attack)
    _term("defence", defence)
    top = max(0, attack + DIE - defence)
    dist = [Fraction(0)] * (top + 1)
    for face in range(1, DIE + 1):
        dist[max(0, attack + face - defence)] += Fraction(1, DIE)
    return tuple(dist)


def attack_odds(attack: int, defence: int, constitution: int | None = None) -> AttackOdds:
    """N + 1D20 against D; with the target's remaining PC, the loss is capped there and its
    last entry is the chance to take it out (« Lorsque la dernière case PC est noircie, la
    figurine est considérée comme tuée »)."""
    check_hit_points("constitution", constitution)
    dist = damage_distribution(attack, defence)
    return AttackOdds(1 - dist[0], LossOdds.of(dist, constitution))


@dataclass(frozen=True, slots=True)
class OpposedOdds:
    """N + 1D20 against M + 1D20: won when strictly higher; a tie fails the test."""

    win: Fraction
    tie: Fraction
    lose: Fraction


def opposed_odds(score: int, other: int) -> OpposedOdds:
    """The 400 pairs of faces counted by the difference of the dice."""
    _term("score", score)
    _term("opposed", other)
    gap = other - score  # the test is won when face − other_face > gap
    win = tie = 0
    for diff, ways in _differences().items():
        if diff > gap:
            win += ways
        elif diff == gap:
            tie += ways
    total = DIE * DIE
    return OpposedOdds(Fraction(win, total), Fraction(tie, total),
                       Fraction(total - win - tie, total))


@lru_cache(maxsize=1)
def _differences() -> dict[int, int]:
    """How many of the 400 pairs of faces give each difference (first − second)."""
    return dict(Counter(a - b for a in range(1, DIE + 1) for b in range(1, DIE + 1)))


def initiative(bonuses: Sequence[int], ties: TieReroll = TieReroll.TIED_ONLY
               ) -> tuple[Fraction, ...]:
    """Each player's chance to win the initiative, in the order of ``bonuses``."""
    check_whole("players", len(bonuses), PLAYERS[0], PLAYERS[-1])
    for i, bonus in enumerate(bonuses):
        check_whole(f"bonus[{i}]", bonus, -MAX_BONUS, MAX_BONUS)
    players = tuple(range(len(bonuses)))
    memo: dict[tuple[int, ...], tuple[Fraction, ...]] = {}

    def chances(rolling: tuple[int, ...]) -> tuple[Fraction, ...]:
        """P(each player of ``rolling`` wins) when exactly they roll, rerolls included: for
        the set S, P_S(i) = unique_S(i) + Σ over the tied sets T ≠ S of tie_S(T) P_T(i)
        + tie_S(S) P_S(i), solved for P_S(i); with ``EVERYONE``, every tie rerolls S."""
        if rolling in memo:
            return memo[rolling]
        unique, tied = _one_round(tuple(bonuses[p] for p in rolling))
        again = Fraction(0)
        out = [Fraction(u) for u in unique]
        for group, chance in tied.items():
            if ties is TieReroll.EVERYONE or len(group) == len(rolling):
                again += chance
                continue
            sub = chances(tuple(rolling[g] for g in group))
            for g, p in zip(group, sub):
                out[g] += chance * p
        result = tuple(x / (1 - again) for x in out)
        memo[rolling] = result
        return result

    return chances(players)


def _one_round(bonuses: tuple[int, ...]) -> tuple[tuple[Fraction, ...], dict[tuple[int, ...],
                                                                             Fraction]]:
    """One roll of everyone: the chance each player is alone at the top, and the chance of
    each group (positions in ``bonuses``) tied at the top."""
    unique = [0] * len(bonuses)
    tied: Counter[tuple[int, ...]] = Counter()
    for faces in product(range(1, DIE + 1), repeat=len(bonuses)):
        totals = [f + b for f, b in zip(faces, bonuses)]
        best = max(totals)
        top = tuple(i for i, t in enumerate(totals) if t == best)
        if len(top) == 1:
            unique[top[0]] += 1
        else:
            tied[top] += 1
    rolls = DIE ** len(bonuses)
    return (tuple(Fraction(u, rolls) for u in unique),
            {group: Fraction(n, rolls) for group, n in tied.items()})


def attack_result(attack: int, defence: int, face: int) -> int:
    """The PC a given D20 face takes: the margin above D, 0 for a miss."""
    _term("attack", attack)
    _term("defence", defence)
    (face,) = check_dice("d20", (face,), 1, DIE)
    return max(0, attack + face - defence)


def opposed_result(score: int, other: int, face: int, other_face: int) -> bool:
    """Whether the test is won with these faces (strictly higher; a tie fails)."""
    _term("score", score)
    _term("opposed", other)
    face, other_face = check_dice("d20", (face, other_face), 2, DIE)
    return score + face > other + other_face
