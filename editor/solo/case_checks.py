"""What a golden case compares (``docs/solo.md`` "Golden cases"): the steps, and the state.

A rules expert states what the rules decide, so a case can check more than the steps' messages:
the fields of each step (who acts, the path, the target, the cubes spent, the dice), the state
the step leaves (a checkpoint: ``"state"`` inside an expected step, e.g. the river after the
cleaning of SOLO-CL and before the next tile is activated) and the state after the whole case
(the top-level ``"state"``). A state check names only the values it cares about:

- ``villain_reserve``, ``villain_spent``, ``reinforcement_points``, ``turn``: numbers;
- ``river`` (tile ids from slot 1), ``draw_pile`` (next card first), ``discard``: lists;
  ``card``: the card of the turn (null when none); ``fired_events``: event ids in order;
- ``random_draws``: how many values the seeded generator gave since the case started (a roll
  of typed dice, or a rule decided without chance, draws none);
- ``figures``: ``{id: {zone, wounds, energy, out}}``, each listed value compared;
- ``came_back``: ``{id: zone}`` of every figure that was off the board at the start and is on
  it now (who a reinforcement brought back, and where: SOLO-RF-2, SOLO-RF-3), exactly;
- ``objectives``: ``{id: {active, completed}}``;
- ``tokens``: the tokens event options placed (SOLO-GR-1), in order, each
  ``{event, option, zone}``, exactly.

Every comparison returns the first difference as one line ("" when none), which
``check-case`` prints.
"""

from __future__ import annotations

from typing import Any

from editor.solo.state import GameState
from editor.solo.steps import Step

STEP_FIELDS = ("actor", "target", "path", "energy", "dice", "choices", "heuristic")
"""Fields of a step a case may compare besides ``kind``, ``key``, ``rule_ids``, ``params``."""
STEP_DEFAULTS: dict[str, Any] = {"path": [], "energy": 0, "dice": [], "choices": []}
SIMPLE = ("villain_reserve", "villain_spent", "reinforcement_points", "turn", "card")
SEQUENCES = ("river", "draw_pile", "discard", "fired_events")
FIGURE_FIELDS = ("zone", "wounds", "energy", "out")
OBJECTIVE_FIELDS = ("active", "completed")
STATE_FIELDS = (*SIMPLE, *SEQUENCES, "random_draws", "figures", "came_back", "objectives",
                "tokens")


def state_difference(wanted: dict[str, Any], start: GameState, got: GameState) -> str:
    """The first value of ``wanted`` that ``got`` does not have (``start``: the case's state
    before it ran, for ``random_draws`` and ``came_back``)."""
    if not isinstance(wanted, dict):
        raise TypeError(f"a state check must be an object, not {wanted!r}")
    unknown = sorted(set(wanted) - set(STATE_FIELDS))
    if unknown:
        raise ValueError(f"unknown state field {unknown[0]!r} (known: {', '.join(STATE_FIELDS)})")
    for name in SIMPLE:
        if name in wanted and getattr(got, name) != wanted[name]:
            return f"{name} {getattr(got, name)!r} instead of {wanted[name]!r}"
    for name in SEQUENCES:
        if name in wanted and list(getattr(got, name)) != list(wanted[name]):
            return f"{name} {list(getattr(got, name))} instead of {list(wanted[name])}"
    if "random_draws" in wanted:
        draws = got.counter - start.counter
        if draws != wanted["random_draws"]:
            return f"random_draws {draws} instead of {wanted['random_draws']!r}"
    for figure_id, fields in wanted.get("figures", {}).items():
        figure = next((f for f in got.figures if f.id == figure_id), None)
        if figure is None:
            return f"figures: no figure {figure_id!r}"
        for name in FIGURE_FIELDS:
            if name in fields and getattr(figure, name) != fields[name]:
                return (f"figures.{figure_id}.{name} {getattr(figure, name)!r} "
                        f"instead of {fields[name]!r}")
    if "came_back" in wanted:
        was_off = {f.id for f in start.figures if f.zone is None}
        back = {f.id: f.zone for f in got.figures if f.id in was_off and f.zone is not None}
        if back != wanted["came_back"]:
            return f"came_back {back} instead of {wanted['came_back']}"
    for objective_id, fields in wanted.get("objectives", {}).items():
        objective = got.objective(objective_id)
        if objective is None:
            return f"objectives: no objective {objective_id!r}"
        for name in OBJECTIVE_FIELDS:
            if name in fields and getattr(objective, name) != fields[name]:
                return (f"objectives.{objective_id}.{name} {getattr(objective, name)!r} "
                        f"instead of {fields[name]!r}")
    if "tokens" in wanted:
        tokens = [{"event": t.event, "option": t.option, "zone": t.zone} for t in got.tokens]
        if tokens != wanted["tokens"]:
            return f"tokens {tokens} instead of {wanted['tokens']}"
    return ""


def _params_difference(wanted: dict[str, Any], got: dict[str, Any], what: str) -> str:
    for name, value in wanted.items():
        if got["params"].get(name) != str(value):
            return f"{what} {name} = {got['params'].get(name)!r} instead of {str(value)!r}"
    return ""


def step_difference(wanted: dict[str, Any], step: Step, start: GameState) -> str:
    """The first field of one expected step that the actual step does not have."""
    got = step.to_dict("en")
    for name in ("kind", "key"):
        if name in wanted and wanted[name] != got[name]:
            return f"{name} {got[name]!r} instead of {wanted[name]!r}"
    if "rule_ids" in wanted and wanted["rule_ids"] != got["rule_ids"]:
        return f"rule_ids {got['rule_ids']} instead of {wanted['rule_ids']}"
    for group in ("params", "incidental"):
        found = _params_difference(wanted.get(group, {}), got, f"({got['key']}) {group}:")
        if found:
            return found
    if "notes" in wanted:
        keys = [n["key"] for n in got["notes"]]
        if keys != wanted["notes"]:
            return f"notes {keys} instead of {wanted['notes']}"
    for name in STEP_FIELDS:
        if name in wanted:
            value = got.get(name, STEP_DEFAULTS.get(name))
            if value != wanted[name]:
                return f"({got['key']}) {name} {value!r} instead of {wanted[name]!r}"
    if "state" in wanted:
        found = state_difference(wanted["state"], start, step.after)
        if found:
            return f"({got['key']}) state after the step: {found}"
    return ""


def difference(expected: list[dict[str, Any]], steps: list[Step],
               start: GameState | None = None) -> str:
    """The first difference between the expected and the actual steps ("" when none)."""
    for i, wanted in enumerate(expected):
        if i >= len(steps):
            return f"step {i + 1}: expected {wanted.get('key')}, but there are only {len(steps)}"
        found = step_difference(wanted, steps[i], start or steps[i].after)
        if found:
            return f"step {i + 1}: {found}"
    if len(steps) > len(expected):
        return f"unexpected step {len(expected) + 1}: {steps[len(expected)].key}"
    return ""
