"""The heroes' recovery at the start of a round: energy cubes back from what they spent.

The villains recover in their upkeep (SPEC §2.3, ``villainRecovery``); heroes get cubes back
each round too — « Heroes … get 2 cubes back per round » [BGCC:S4] — but how many is the hero
board's or the mission's number, which only the scenario knows. So the amount is data: the
unit's ``SoloProfile.recovery``, else the mission's ``hero_energy_recovery``; where neither
gives one, nothing is guessed and the hero's energy stays as it is (the play window says so).

A round is the heroes' turn then the villains' (``editor.rules.zone_solo.play``): the villains'
``end_turn`` opens the next round and queues a ``recovery`` task when some hero has a recovery.
Each hero on the board and not out of action gets its cubes back, up to the cubes of its board
that are not on its wounds (SPEC §3.3: wounds hold cubes until they are healed). A hero out of
action recovers nothing: the player brings it back when the mission says so. Pure Python.
"""

from __future__ import annotations

from dataclasses import replace

from editor.messages import Message, translate
from editor.model.text import Text
from editor.solo.context import Context
from editor.solo.state import GameState, Task
from editor.solo.steps import Step, note


def recovery_of(ctx: Context, figure_id: str) -> tuple[int, str] | None:
    """The cubes a hero gets back each round and where the number comes from (``profile`` or
    ``mission``); None when the data gives none."""
    own = ctx.profile(figure_id).recovery
    if own is not None:
        return own, "profile"
    shared = ctx.scenario.mission.hero_energy_recovery
    if shared is not None:
        return shared, "mission"
    return None


def heroes_recover(ctx: Context) -> bool:
    """Whether any hero of the scenario has a recovery (then each round starts with one)."""
    return any(ctx.is_hero(f) and recovery_of(ctx, f) is not None for f in ctx.figures)


def queue_recovery(ctx: Context, state: GameState) -> GameState:
    """``state`` with the round's recovery queued first, when the data gives one."""
    if not heroes_recover(ctx):
        return state
    return replace(state, pending=(Task("recovery"), *state.pending))


def _source(source: str) -> Text:
    key = f"solo.recovery.source.{source}"
    return Text(fr=translate(key, "fr"), en=translate(key, "en"))


def recovery_step(ctx: Context, state: GameState, task: Task) -> Step:
    """Every hero's recovery, one note each (none defined, out of action, cubes back)."""
    after = state
    notes: list[Message] = []
    for figure in state.figures:
        if not ctx.is_hero(figure.id) or figure.zone is None:
            continue
        found = recovery_of(ctx, figure.id)
        if found is None:
            notes.append(note("solo.recovery.undefined", figure=figure.id))
            continue
        if figure.out:
            notes.append(note("solo.recovery.out", figure=figure.id))
            continue
        amount, source = found
        cubes = ctx.profile(figure.id).energy
        energy = max(figure.energy, min(figure.energy + amount, cubes - figure.wounds))
        after = after.with_figure(replace(figure, energy=energy))
        notes.append(note("solo.recovery.hero", figure=figure.id, recovered=energy - figure.energy,
                          source=_source(source), energy=energy, cubes=cubes))
    return Step("recovery", "solo.recovery.round", {"turn": state.turn}, (), after,
                notes=tuple(notes))
