"""SOLO-TIE « Règles pour égalité » (SPEC §6.5): choosing among tied heroes or objectives.

« 1. Utiliser la phrase clé sur la carte solo (Ex : le moins de blessures), pour les attaques de
mêlée, à distance ou de déplacement. Ou l’endroit où il y a le moins d’alliés pour défendre les
objectifs de héros. Ou l’endroit où il y a le moins de héros pour avancer vers les objectifs des
vilains. 2. Le héros avec le numéro le plus bas dans les règles de mission si possible, sinon
régler l’égalité de manière aléatoire. »

Key phrases are data (``KeyPhrase``: a criterion and a preference, AMB-19), so a new phrase
needs no code: each criterion is a comparator below. The random draw uses the game's seeded
generator and is logged. Each decisive step adds a note saying which rule decided.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from editor.dice.rng import draw
from editor.messages import Message
from editor.model.deck import Criterion, Preference, SoloCard
from editor.model.options import DefendAlliesMeans, Unnumbered
from editor.solo.context import Context
from editor.solo.state import GameState
from editor.solo.steps import note

Decision = tuple[str, tuple[Message, ...], int]
"""(winner, notes, generator counter after the decision)."""


def _hero_value(ctx: Context, state: GameState, criterion: Criterion,
                distance: Callable[[str], int]) -> Callable[[str], int]:
    def value(figure_id: str) -> int:
        figure, profile = state.figure(figure_id), ctx.profile(figure_id)
        return {
            Criterion.WOUNDS: lambda: figure.wounds,
            Criterion.ENERGY: lambda: figure.energy,
            Criterion.HIT_POINTS: lambda: profile.hit_points - figure.wounds,
            Criterion.ARMOR: lambda: profile.armor,
            Criterion.MENACE: lambda: profile.menace,
            Criterion.DISTANCE: lambda: distance(figure_id),
        }[criterion]()
    return value


def _best(cands: Sequence[str], value: Callable[[str], int], prefer: Preference) -> list[str]:
    values = {c: value(c) for c in cands}
    pick = min(values.values()) if prefer is Preference.LOWEST else max(values.values())
    return [c for c in cands if values[c] == pick]


def break_hero_tie(ctx: Context, state: GameState, cands: Sequence[str], card: SoloCard,
                   distance: Callable[[str], int], counter: int) -> Decision:
    """SOLO-TIE for heroes (melee, ranged, advance): key phrase, hero number, seeded random."""
    cands = sorted(cands)
    if len(cands) == 1:
        return cands[0], (), counter
    notes: list[Message] = []
    phrase = ctx.phrases.get(card.key_phrase)
    if phrase is not None:
        kept = _best(cands, _hero_value(ctx, state, phrase.criterion, distance), phrase.prefer)
        if len(kept) < len(cands):
            notes.append(note("solo.tie.key_phrase", rule="SOLO-TIE", phrase=phrase.text,
                              kept=", ".join(kept), candidates=", ".join(cands)))
        cands = kept
    if len(cands) == 1:
        return cands[0], tuple(notes), counter
    numbered = [c for c in cands if ctx.figures[c].number is not None]
    unnumbered_random = (ctx.options.targeting.unnumbered is Unnumbered.RANDOM_ALL
                         and len(numbered) < len(cands))
    if numbered and not unnumbered_random:
        winner = min(numbered, key=lambda c: (ctx.figures[c].number, c))
        notes.append(note("solo.tie.number", rule="SOLO-TIE", winner=winner,
                          number=ctx.figures[winner].number, candidates=", ".join(cands)))
        return winner, tuple(notes), counter
    index, counter = draw(state.seed, counter, len(cands))
    notes.append(note("solo.tie.random", rule="SOLO-TIE", winner=cands[index],
                      candidates=", ".join(cands), seed=state.seed))
    return cands[index], tuple(notes), counter


def break_objective_tie(ctx: Context, state: GameState, cands: Sequence[str], defend: bool,
                        counter: int) -> Decision:
    """SOLO-TIE for objectives: fewest allies (defend, AMB-16) or fewest heroes (villain
    objective) in the objective's zone, then the objective number (AMB-18), then random."""
    objectives = {o.id: o for o in ctx.scenario.objectives}
    cands = sorted(cands, key=lambda c: ctx.scenario.objectives.index(objectives[c]))
    if len(cands) == 1:
        return cands[0], (), counter
    notes: list[Message] = []
    villain_side = ctx.options.targeting.defend_allies_means is DefendAlliesMeans.VILLAIN_SIDE

    def count(objective_id: str) -> int:
        zone = objectives[objective_id].zone
        here = [f for f in state.figures if f.zone == zone and f.zone is not None]
        if defend and villain_side:
            return sum(1 for f in here if not ctx.is_hero(f.id))
        return sum(1 for f in here if ctx.is_hero(f.id))

    kept = _best(cands, count, Preference.LOWEST)
    if len(kept) < len(cands):
        notes.append(note("solo.tie.objective_defend" if defend else "solo.tie.objective_heroes",
                          rule="SOLO-TIE", kept=", ".join(kept), candidates=", ".join(cands)))
    cands = kept
    if len(cands) == 1:
        return cands[0], tuple(notes), counter
    if all(objectives[c].number is not None for c in cands):
        winner = min(cands, key=lambda c: (objectives[c].number, c))
        notes.append(note("solo.tie.objective_number", rule="SOLO-TIE", winner=winner,
                          candidates=", ".join(cands)))
        return winner, tuple(notes), counter
    index, counter = draw(state.seed, counter, len(cands))
    notes.append(note("solo.tie.random", rule="SOLO-TIE", winner=cands[index],
                      candidates=", ".join(cands), seed=state.seed))
    return cands[index], tuple(notes), counter
