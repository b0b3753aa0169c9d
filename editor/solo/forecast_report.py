"""What a forecast of the villains' next turn says, per hero, villain, objective and event.

``editor.solo.forecast`` walks the turn and returns the joint distribution of its outcomes
(``Summary``: what happened during the turn and what the state is at its end); ``report`` turns
it into the answers the solo player asks (PRODUCT §4 ★ "where is it safe to stand?"): for each
hero the chance of being attacked, the distribution of the wounds it takes this turn, the chance
it ends out of action (SPEC §3.3) and its most likely attacker; for each villain the chance it
activates (SOLO-VT-6/7) and each action it may take (icon, destination, target); for each
objective the chance it is taken (a check succeeds, SOLO-VO); for each event the chance it fires
(SOLO-EV-1). ``to_json`` is the ``forecast`` command's object: chances as exact ``"n/d"``
strings. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from editor.solo.context import Context
from editor.solo.state import GameState

ZERO = Fraction(0)


@dataclass(frozen=True, slots=True)
class Summary:
    flags: frozenset[tuple]
    """("act", villain, icon, zone, target), ("attack", attacker, hero), ("event", id)."""
    final: tuple
    """(wounds per hero, out per hero, (completed, active) per objective) at the turn's end."""


@dataclass(frozen=True, slots=True)
class HeroForecast:
    id: str
    zone: str | None
    attacked: Fraction
    wounds: tuple[tuple[int, Fraction], ...]
    """Wounds taken during the turn → chance, every count with a chance, in order."""
    out: Fraction
    attackers: tuple[tuple[str, Fraction], ...]
    """Each villain that may attack the hero and its chance, most likely first."""

    @property
    def likely_attacker(self) -> str | None:
        return self.attackers[0][0] if self.attackers else None

    @property
    def hurt(self) -> Fraction:
        """The chance of at least one wound."""
        return sum((p for n, p in self.wounds if n > 0), ZERO)


@dataclass(frozen=True, slots=True)
class ActionForecast:
    icon: str
    zone: str
    target: str
    chance: Fraction


@dataclass(frozen=True, slots=True)
class VillainForecast:
    id: str
    activates: Fraction
    actions: tuple[ActionForecast, ...]
    """Most likely first."""


@dataclass(frozen=True, slots=True)
class Forecast:
    turn: int
    heroes: tuple[HeroForecast, ...]
    villains: tuple[VillainForecast, ...]
    objectives: tuple[tuple[str, Fraction], ...]
    events: tuple[tuple[str, Fraction], ...]
    event: Fraction
    """The chance that at least one event fires."""
    exact: bool
    method: str
    """``exact``; ``random_ties`` (a SOLO-TIE random draw taken from the game's generator);
    ``sampled`` (past the bound of ``limit`` engine steps, ``samples`` seeded turns);
    ``ended`` (the mission is over: no villains' turn)."""
    steps: int
    limit: int = 0
    samples: int = 0
    outcomes: int = 0

    def hero(self, figure_id: str) -> HeroForecast | None:
        return next((h for h in self.heroes if h.id == figure_id), None)

    def villain(self, figure_id: str) -> VillainForecast | None:
        return next((v for v in self.villains if v.id == figure_id), None)


def _ranked(chances: dict[Any, Fraction]) -> list[tuple[Any, Fraction]]:
    return sorted(chances.items(), key=lambda item: (-item[1], str(item[0])))


def report(ctx: Context, state: GameState, outcomes: dict, exact: bool, method: str,
           steps: int, heroes: tuple[str, ...], limit: int = 0, samples: int = 0
           ) -> Forecast:
    """The marginal chances of ``outcomes`` (Summary → chance) from ``state``."""
    index = {h: i for i, h in enumerate(heroes)}
    before = {f.id: f for f in state.figures}
    attacked = {h: ZERO for h in heroes}
    attackers: dict[str, dict[str, Fraction]] = {h: {} for h in heroes}
    wounds: dict[str, dict[int, Fraction]] = {h: {} for h in heroes}
    out = {h: ZERO for h in heroes}
    villains = {f.id: ZERO for f in state.figures if f.zone is not None and f.id not in index}
    actions: dict[str, dict[tuple[str, str, str], Fraction]] = {v: {} for v in villains}
    objectives = {o.id: ZERO for o in state.objectives}
    events = {e.id: ZERO for e in ctx.scenario.mission.events}
    any_event = ZERO
    for summary, chance in outcomes.items():
        hit = {f[2] for f in summary.flags if f[0] == "attack"}
        for flag in summary.flags:
            if flag[0] == "attack" and flag[2] in attackers:
                found = attackers[flag[2]]
                found[flag[1]] = found.get(flag[1], ZERO) + chance
            elif flag[0] == "act":
                villains[flag[1]] = villains.get(flag[1], ZERO)
                found = actions.setdefault(flag[1], {})
                found[flag[2:]] = found.get(flag[2:], ZERO) + chance
            elif flag[0] == "event":
                events[flag[1]] = events.get(flag[1], ZERO) + chance
        for villain in {f[1] for f in summary.flags if f[0] == "act"}:
            villains[villain] += chance
        if any(f[0] == "event" for f in summary.flags):
            any_event += chance
        final_wounds, final_out, final_objectives = summary.final
        for hero, i in index.items():
            if hero in hit:
                attacked[hero] += chance
            taken = final_wounds[i] - before[hero].wounds
            wounds[hero][taken] = wounds[hero].get(taken, ZERO) + chance
            if final_out[i] and not before[hero].out:
                out[hero] += chance
        for objective, (completed, active) in zip(state.objectives, final_objectives):
            if completed > objective.completed or active != objective.active:
                objectives[objective.id] += chance
    hero_rows = tuple(
        HeroForecast(h, before[h].zone, attacked[h], tuple(sorted(wounds[h].items())), out[h],
                     tuple(_ranked(attackers[h])))
        for h in heroes
    )
    villain_rows = tuple(
        VillainForecast(v, villains[v], tuple(
            ActionForecast(icon, zone, target, p)
            for (icon, zone, target), p in _ranked(actions.get(v, {}))))
        for v in sorted(villains, key=lambda fid: ctx.reading_key(state, fid))
    )
    return Forecast(state.turn, hero_rows, villain_rows, tuple(objectives.items()),
                    tuple(events.items()), any_event, exact, method, steps, limit, samples,
                    len(outcomes))


def fraction_text(value: Fraction) -> str:
    """An exact chance as ``"n/d"`` (``"0/1"``, ``"1/1"`` included)."""
    return f"{value.numerator}/{value.denominator}"


def to_json(found: Forecast) -> dict[str, Any]:
    """The ``forecast`` command's object (docs/play.md « Prévision »)."""
    data: dict[str, Any] = {
        "turn": found.turn,
        "heroes": [
            {"id": h.id, "zone": h.zone, "attacked": fraction_text(h.attacked),
             "wounds": {str(n): fraction_text(p) for n, p in h.wounds},
             "out": fraction_text(h.out), "likely_attacker": h.likely_attacker}
            for h in found.heroes
        ],
        "villains": [
            {"id": v.id, "activates": fraction_text(v.activates),
             "actions": [{"icon": a.icon, "zone": a.zone, "target": a.target,
                          "chance": fraction_text(a.chance)} for a in v.actions]}
            for v in found.villains
        ],
        "event": fraction_text(found.event),
        "events": {e: fraction_text(p) for e, p in found.events},
        "objectives": {o: fraction_text(p) for o, p in found.objectives},
        "exact": found.exact,
        "method": found.method,
        "steps": found.steps,
    }
    if not found.exact:
        data["limit"] = found.limit
        if found.method == "sampled":
            data["samples"] = found.samples
    return data
