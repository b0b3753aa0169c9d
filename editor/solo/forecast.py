"""The forecast of the villains' next turn: exact chances from the cards left in the solo deck.

PRODUCT §4 ★ "a forecast of the villains' next turn from the cards left in the deck: for each
hero the exact chance of being attacked and the wounds it would take ('where is it safe to
stand?')". The solo player does not know the order of the draw pile, so every card still in it
is equally likely to come next; the engine's decisions are deterministic once the card and the
dice are known (SOLO-VT-1 … SOLO-VT-7, SOLO-TIE, SOLO-DR-1). The forecast therefore walks the
next villains' turn as a tree: at every step that draws a card (the turn's card, the redraws of
SOLO-VT-5 and of a missing slot, the card of an event SOLO-EV-1 or of a reinforcement SOLO-RF-2)
it branches over each distinct card of the draw pile — or of the discard, reshuffled (AMB-8),
when the pile is empty — weighted by its copies; at every roll it branches over the roll's
classes (``editor.solo.forecast_dice``); every other step is the engine's own handler, run on
a copy of the state. Nothing of the game changes.

Each node returns the distribution of what the rest of the turn does (who activates and how,
who attacks whom, and the wounds, objectives and events at its end); states reached by several
paths (a miss and a blocked attack leave the same state) are computed once. A golden-rule
question (SOLO-GR-1) takes the heuristic's answer, as headless play does. A random tie-break
(SOLO-TIE's last step) branches over its candidates, each equally likely. Past ``limit``
engine steps the walk gives up exactness and samples ``samples`` seeded villain turns instead
(``exact`` false, ``method`` says so).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from fractions import Fraction

from editor.board.paths import PathResult
from editor.dice.rng import draw
from editor.solo.combat import attack_pool, check_plan, roll_policy
from editor.solo.context import Context
from editor.solo.engine import HANDLERS
from editor.solo.forecast_dice import RollTable
from editor.solo.forecast_report import Forecast, Summary, report
from editor.solo.hero_defence import guard_limit, guard_pool, hero_defence_step
from editor.solo.state import GameState, Task
from editor.solo.steps import Step

STEP_LIMIT = 60_000
"""Engine steps an exact forecast may compute before it samples instead."""
SAMPLES = 2_000
"""Villain turns sampled past the bound."""
DRAWING = frozenset({"draw", "event", "reinforce"})
"""The tasks whose handler may draw a solo card."""

Outcomes = dict[Summary, Fraction]


class TooManyBranches(Exception):
    """The exact walk passed its bound of engine steps."""


@dataclass(frozen=True, slots=True)
class Branch:
    chance: Fraction
    step: Step
    after: GameState


def flags_of(step: Step) -> frozenset[tuple]:
    """What a step tells the forecast: an activation and its action, an attack, an event."""
    if step.kind == "activation" and step.actor:
        params = step.params
        return frozenset({("act", step.actor, str(params.get("icon", "-")),
                           str(params.get("zone", "-")), str(params.get("target", "-")))})
    if step.kind == "attack" and step.actor and step.target:
        return frozenset({("attack", step.actor, step.target)})
    if step.kind == "event":
        return frozenset({("event", str(step.params.get("event", "-")))})
    return frozenset()


def canonical(state: GameState) -> GameState:
    """The state as the forecast sees it: the draw pile is an unknown order, so sorted."""
    return replace(state, draw_pile=tuple(sorted(state.draw_pile)))


class ForecastContext(Context):
    """The engine's context with the villains' least-MP paths remembered by who stands where:
    the branches of one turn differ mostly by dice, wounds and cards, not by positions, and a
    path depends only on the mover, its zone and the zones of the others (SOLO-MV-1/2)."""

    @classmethod
    def over(cls, ctx: Context) -> ForecastContext:
        made = cls(**{f.name: getattr(ctx, f.name) for f in fields(ctx)})
        made._paths = {}
        return made

    def paths(self, state: GameState, figure_id: str) -> PathResult:
        key = (figure_id, tuple(f.zone for f in state.figures))
        found = self._paths.get(key)
        if found is None:
            found = self._paths[key] = super().paths(state, figure_id)
        return found


class Forecaster:
    """The walk over one villains' turn (one per forecast: its memo belongs to the state)."""

    def __init__(self, ctx: Context, guard: int = 0, limit: int = STEP_LIMIT):
        self.ctx = ForecastContext.over(ctx)
        self.guard = guard
        self.limit = limit
        self.rolls = RollTable(ctx)
        self.steps = 0
        self.random_ties = False
        self._memo: dict[GameState, Outcomes] = {}
        self._turn = 0
        self._heroes: tuple[str, ...] = ()

    # -- the tree ------------------------------------------------------------------------------

    def branches(self, state: GameState) -> list[Branch]:
        """Every outcome of the first pending task with its chance (they sum to 1)."""
        task, rest = state.pending[0], state.pending[1:]
        base = replace(state, pending=rest)
        if task.kind in DRAWING:
            return self._cards(base, task)
        if task.kind in ("attack", "check"):
            return self._villain_roll(base, task)
        if task.kind == "hero_defence":
            return self._hero_defence(base, task)
        return self._ties(base, task)

    def _run(self, handler, *args, **kwargs) -> Step:
        self.steps += 1
        if self.steps > self.limit:
            raise TooManyBranches
        return handler(*args, **kwargs)

    def _branch(self, chance: Fraction, step: Step) -> Branch:
        after = step.answer(step.heuristic) if step.is_question and step.answer else step.after
        return Branch(chance, step, after)

    def _ties(self, base: GameState, task: Task) -> list[Branch]:
        """A step of the engine; a random tie-break (SOLO-TIE « au hasard ») in it branches over
        each candidate, 1/n each: the step is run again with generator counters that draw each
        of them. Two random ties in one step are left to the game's generator (not exact)."""
        handler = HANDLERS[task.kind]
        step = self._run(handler, self.ctx, base, task)
        ties = [n for n in step.notes if n.key == "solo.tie.random"]
        if not ties:
            return [self._branch(Fraction(1), step)]
        n = len(str(ties[0].params.get("candidates", "")).split(", "))
        counters: dict[int, int] = {}
        counter = base.counter
        while len(ties) == 1 and len(counters) < n and counter < base.counter + 64 * n:
            index, _next = draw(base.seed, counter, n)
            counters.setdefault(index, counter)
            counter += 1
        if len(ties) > 1 or len(counters) < n:
            self.random_ties = True
            return [self._branch(Fraction(1), step)]
        return [self._branch(Fraction(1, n),
                             self._run(handler, self.ctx, replace(base, counter=c), task))
                for _index, c in sorted(counters.items())]

    def _cards(self, base: GameState, task: Task) -> list[Branch]:
        """SOLO-VT-1 (and every other draw): each distinct card that can come, by copies."""
        handler = HANDLERS[task.kind]
        probe = self._run(handler, self.ctx, base, task)
        if base.draw_pile:
            if len(probe.after.draw_pile) >= len(base.draw_pile):
                return [self._branch(Fraction(1), probe)]
            pool, discard, card = base.draw_pile, base.discard, base.card
        else:
            current = (base.card,) if task.kind == "draw" and base.card else ()
            pool = (*base.discard, *current)
            drew = task.kind == "draw" or probe.after.discard != base.discard
            if not drew or len(set(pool)) < 2:
                return [self._branch(Fraction(1), probe)]
            # AMB-8: the discard is reshuffled into a new pile of unknown order
            discard, card = (), None if task.kind == "draw" else base.card
        out = []
        for card_id in sorted(set(pool)):
            rest = list(pool)
            rest.remove(card_id)
            state = replace(base, draw_pile=(card_id, *sorted(rest)), discard=discard, card=card)
            step = self._run(handler, self.ctx, state, task)
            branch = self._branch(Fraction(pool.count(card_id), len(pool)), step)
            out.append(replace(branch, after=canonical(branch.after)))
        return out

    def _villain_roll(self, base: GameState, task: Task) -> list[Branch]:
        """SOLO-ML, SOLO-RG, SOLO-VO with SOLO-DR-1: the roll's classes, the engine's step."""
        figure = task.figure or ""
        if task.kind == "attack":
            pool, paid_state = attack_pool(self.ctx, task), base
        else:
            _objective, pool, _cubes, paid_state = check_plan(self.ctx, base, task)
        free, paid_ok = roll_policy(self.ctx, paid_state, figure)
        handler = HANDLERS[task.kind]
        return [self._branch(c.chance, self._run(handler, self.ctx, base, task, typed=c.typed))
                for c in self.rolls.villain(pool, free, paid_ok)]

    def _hero_defence(self, base: GameState, task: Task) -> list[Branch]:
        """The hero's defence as the heroes' panel rolls it by default (``guard`` cubes)."""
        hero = task.figure or ""
        cubes = min(self.guard, guard_limit(self.ctx, base, hero))
        return [self._branch(c.chance, self._run(hero_defence_step, self.ctx, base, task,
                                                   cubes=cubes, typed=c.typed))
                for c in self.rolls.plain(guard_pool(self.ctx, hero, cubes))]

    def done(self, state: GameState) -> bool:
        return state.ended is not None or state.turn != self._turn or not state.pending

    def final(self, state: GameState) -> tuple:
        wounds = tuple(state.figure(h).wounds for h in self._heroes)
        outs = tuple(state.figure(h).out for h in self._heroes)
        objectives = tuple((o.completed, o.active) for o in state.objectives)
        return wounds, outs, objectives

    # -- exact walk and sampling -----------------------------------------------------------

    def start(self, state: GameState) -> GameState:
        """The villains' turn queued on ``state`` (the heroes' turn), as the engine starts it."""
        self._turn = state.turn
        self._heroes = tuple(f.id for f in state.figures if self.ctx.is_hero(f.id))
        pending = state.pending or (Task("upkeep"), Task("end_turn"))
        return canonical(replace(state, pending=pending))

    def walk(self, state: GameState) -> Outcomes:
        found = self._memo.get(state)
        if found is not None:
            return found
        out: Outcomes = {}
        for branch in self.branches(state):
            flags = flags_of(branch.step)
            if self.done(branch.after):
                rest: Outcomes = {Summary(frozenset(), self.final(branch.after)): Fraction(1)}
            else:
                rest = self.walk(branch.after)
            if not flags and branch.chance == 1:
                out = rest  # one certain outcome that tells nothing: the child's own answer
                break
            for summary, chance in rest.items():
                key = Summary(flags | summary.flags, summary.final) if flags else summary
                out[key] = out.get(key, Fraction(0)) + branch.chance * chance
        self._memo[state] = out
        return out

    def sample(self, state: GameState, samples: int, seed: int) -> Outcomes:
        """``samples`` turns, each branch drawn by its chance with a seeded generator."""
        generator = random.Random(seed)
        counts: dict[Summary, int] = {}
        for _ in range(samples):
            flags: frozenset[tuple] = frozenset()
            current = state
            while True:
                options = self.branches(current)
                pick = generator.random()
                chosen = options[-1]
                for branch in options:
                    pick -= float(branch.chance)
                    if pick < 0:
                        chosen = branch
                        break
                flags |= flags_of(chosen.step)
                current = chosen.after
                if self.done(current):
                    break
            summary = Summary(flags, self.final(current))
            counts[summary] = counts.get(summary, 0) + 1
        return {s: Fraction(n, samples) for s, n in counts.items()}


def forecast(ctx: Context, state: GameState, guard: int = 0, limit: int = STEP_LIMIT,
             samples: int = SAMPLES) -> Forecast:
    """The next villains' turn from ``state`` (the heroes' turn): exact, or sampled past
    ``limit`` engine steps."""
    walker = Forecaster(ctx, guard, limit)
    start = walker.start(state)
    if state.ended is not None:
        outcomes = {Summary(frozenset(), walker.final(start)): Fraction(1)}
        return report(ctx, state, outcomes, True, "ended", 0, walker._heroes)
    try:
        outcomes = walker.walk(start)
        method = "exact"
        exact = not walker.random_ties
        if not exact:
            method = "random_ties"
    except TooManyBranches:
        walker = Forecaster(ctx, guard, limit=10**12)
        start = walker.start(state)
        outcomes = walker.sample(start, samples, state.seed)
        exact, method = False, "sampled"
    return report(ctx, state, outcomes, exact, method, walker.steps, walker._heroes,
                  limit=limit, samples=samples)
