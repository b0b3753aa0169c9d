"""Every SOLO rule ID has a golden case that fails when its rule is broken (SOLO_AI_SPEC: "every
rule ID below deserves at least one test that fails when the rule is broken").

For each rule, a mutation breaks the engine's reading of it (the rule's own sentence read wrong:
a card's number one slot off, the icons tried right to left, the most wounded hero preferred…);
among the cases that cite the rule, at least one must then fail. A rule whose cases all still pass
under its mutation is a rule no case really checks.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from editor.model.deck import Preference
from editor.solo import cases, combat, context, engine, events, icons, tiebreak, turn
from editor.solo.context import Context
from editor.solo.icons import Failure
from editor.solo.steps import note
from tests.solo.test_cases import CASES, RULE_IDS


def _citing(rule: str) -> list[Path]:
    found = []
    for folder in CASES:
        data = json.loads((folder / "case.json").read_text(encoding="utf-8"))
        cited = set(data["rule_ids"]).union(*(s["rule_ids"] for s in data["expected"]))
        if rule in cited:
            found.append(folder)
    return found


def _wrap_handler(monkeypatch, kind: str, change: Callable) -> None:
    original = engine.HANDLERS[kind]
    monkeypatch.setitem(engine.HANDLERS, kind,
                        lambda ctx, state, task: change(ctx, original(ctx, state, task)))


def _with_pending(step, change: Callable):
    return replace(step, after=replace(step.after, pending=change(step.after.pending)))


def _cards(monkeypatch, change: Callable) -> None:
    """Every card of every context read through ``change`` (a misread of the card)."""
    original = Context.of.__func__

    def of(cls, scenario):
        ctx = original(cls, scenario)
        ctx.cards = {k: change(c) for k, c in ctx.cards.items()}
        return ctx

    monkeypatch.setattr(Context, "of", classmethod(of))


def _paths(monkeypatch, **forced) -> None:
    original = context.shortest_paths

    def paths(*args, **kwargs):
        return original(*args, **{**kwargs, **forced})

    monkeypatch.setattr(context, "shortest_paths", paths)


def _icon_fails(monkeypatch, method: str, rule: str) -> None:
    monkeypatch.setattr(icons.Planner, method, lambda self: Failure(
        note("solo.fail.no_melee", rule=rule, figure=self.fid)))


def _soft(ctx: Context) -> Context:
    ctx = copy.copy(ctx)
    ctx.options = replace(ctx.options, hard_mode=replace(ctx.options.hard_mode, enabled=False))
    return ctx


def vt1(mp):  # no card drawn in the upkeep
    _wrap_handler(mp, "upkeep", lambda ctx, s: _with_pending(
        s, lambda p: tuple(t for t in p if t.kind != "draw")))


def vt2(mp):  # the card's number read one slot off
    _cards(mp, lambda c: replace(c, tile_numbers=tuple(n + 1 for n in c.tile_numbers)))


def vt4(mp):  # leaders from the highest slot
    def change(ctx, step):
        if step.key != "solo.draw.leader":
            return step
        return _with_pending(step, lambda p: (*reversed([t for t in p if t.kind == "tile"]),
                                              *[t for t in p if t.kind != "tile"]))
    _wrap_handler(mp, "draw", change)


def vt5(mp):  # no live leader: the card is kept, nothing redrawn
    _wrap_handler(mp, "draw", lambda ctx, s: _with_pending(s, lambda p: p[1:])
                  if s.key == "solo.draw.no_leader" else s)


def vt6(mp):  # characters of a tile against the reading order
    original = turn.activate

    def activate(*args, **kwargs):
        step = original(*args, **kwargs)
        return _with_pending(step, lambda p: (
            *reversed([t for t in p if t.kind == "character"]),
            *[t for t in p if t.kind != "character"]))
    mp.setattr(turn, "activate", activate)


def vt7(mp):  # icons tried right to left
    _cards(mp, lambda c: replace(c, icons=tuple(reversed(c.icons))))


def ev1(mp):  # the options tried against the arrow
    original = events._order
    mp.setattr(events, "_order", lambda *a: list(reversed(original(*a))))


def ha1(mp):  # "héros" read as the heroes' faction only
    mp.setattr(Context, "is_hero", lambda self, f: (
        u.side if (u := self.units.get(self.figures[f].unit)) else self.figures[f].side
    ).value == "hero")


def gr1(mp):  # the placement ignores the heroes: not the most disadvantageous
    original = events.golden_placement

    def placement(ctx, state, pool):
        with pytest.MonkeyPatch.context() as inner:
            inner.setattr(Context, "targets", lambda self, s: [])
            return original(ctx, state, pool)
    mp.setattr(events, "golden_placement", placement)


def tie(mp):  # the key phrase read backwards (the most wounds)
    original = tiebreak._best
    mp.setattr(tiebreak, "_best", lambda cands, value, prefer: original(
        cands, value, Preference.HIGHEST if prefer is Preference.LOWEST else Preference.LOWEST))


def rf1(mp):  # reinforcement zones numbered from the bottom right
    original = events.reinforcement_numbers

    def numbers(board, options):
        found = original(board, options)
        return {z: len(found) + 1 - n for z, n in found.items()}
    mp.setattr(events, "reinforcement_numbers", numbers)


def rf2(mp):  # the card's bottom number ignored: always zone 1
    original = events._zone_order
    mp.setattr(events, "_zone_order", lambda n, count, arrow, wrap: original(1, count, arrow,
                                                                             wrap))


def rf3(mp):  # the fewest hit points come back first
    original = events._candidates
    mp.setattr(events, "_candidates", lambda *a: list(reversed(original(*a))))


def mv1(mp):  # one MP too many counted for every path
    original = context.shortest_paths

    def paths(*args, **kwargs):
        found = original(*args, **kwargs)
        return replace(found, costs={z: c + (z != found.origin) for z, c in found.costs.items()})
    mp.setattr(context, "shortest_paths", paths)


def mv2(mp):  # falls allowed in normal mode
    _paths(mp, allow_fall=True)


def mv3(mp):  # the one energy cube never spent
    original = icons.Planner.__init__

    def init(self, *args):
        original(self, *args)
        self.budget = self.free
    mp.setattr(icons.Planner, "__init__", init)


def ml(mp):
    _icon_fails(mp, "melee", "SOLO-ML")


def rg(mp):
    _icon_fails(mp, "ranged", "SOLO-RG")


def ad(mp):
    _icon_fails(mp, "advance", "SOLO-AD")


def df(mp):
    _icon_fails(mp, "defend", "SOLO-DF")


def vo(mp):
    _icon_fails(mp, "villain_objective", "SOLO-VO")


def dr1(mp):  # no reroll at all
    mp.setattr(combat, "roll_policy", lambda ctx, state, figure: ((), False))


def dr2(mp):  # one success fewer needed than the attack's power says
    original = cases.defence_step
    mp.setattr(cases, "defence_step", lambda ctx, state, figure, power: original(
        ctx, state, figure, power - 1))


def cl(mp):  # the tile now in the cleaned slot is not activated
    original = turn.clean

    def clean(*args):
        step = original(*args)
        return _with_pending(step, lambda p: p[1:]) if step.key == "solo.clean.done" else step
    mp.setattr(turn, "clean", clean)


def ma(mp):  # the burst icon read backwards
    _cards(mp, lambda c: replace(c, burst=tuple(reversed(c.burst))))


def hm1(mp):  # hard mode still pays the slot
    original = turn.activate

    def activate(ctx, state, tile_id, index, cost, *rest, **kwargs):
        if ctx.hard:
            costs = ctx.scenario.river.slot_costs
            cost = min(costs[min(index, len(costs) - 1)], state.villain_reserve) or 1
        return original(ctx, state, tile_id, index, cost, *rest, **kwargs)
    mp.setattr(turn, "activate", activate)


def hm2(mp):  # hard mode still pays the cleaning
    original = turn.clean
    mp.setattr(turn, "clean", lambda ctx, *a: original(_soft(ctx), *a))


def hm3(mp):  # hard mode never falls (nor prefers a fall)
    _paths(mp, allow_fall=False, hard_mode=False)


MUTATIONS = {
    "SOLO-VT-1": vt1, "SOLO-VT-2": vt2, "SOLO-VT-4": vt4, "SOLO-VT-5": vt5, "SOLO-VT-6": vt6,
    "SOLO-VT-7": vt7, "SOLO-EV-1": ev1, "SOLO-HA-1": ha1, "SOLO-GR-1": gr1, "SOLO-TIE": tie,
    "SOLO-RF-1": rf1, "SOLO-RF-2": rf2, "SOLO-RF-3": rf3, "SOLO-MV-1": mv1, "SOLO-MV-2": mv2,
    "SOLO-MV-3": mv3, "SOLO-ML": ml, "SOLO-RG": rg, "SOLO-AD": ad, "SOLO-DF": df, "SOLO-VO": vo,
    "SOLO-DR-1": dr1, "SOLO-DR-2": dr2, "SOLO-CL": cl, "SOLO-MA": ma, "SOLO-HM-1": hm1,
    "SOLO-HM-2": hm2, "SOLO-HM-3": hm3,
}


def test_every_rule_id_has_a_mutation() -> None:
    assert sorted(MUTATIONS) == sorted(RULE_IDS)


@pytest.mark.parametrize("rule", RULE_IDS)
def test_a_case_fails_when_its_rule_is_broken(rule: str, monkeypatch) -> None:
    citing = _citing(rule)
    assert citing, f"no case cites {rule}"
    MUTATIONS[rule](monkeypatch)
    failing = next((f.name for f in citing if not cases.run_case(f).passed), None)
    assert failing is not None, f"{rule} broken, yet its {len(citing)} cases all pass"
