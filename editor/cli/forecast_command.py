"""``forecast SCENARIO --seed N [--turns T] [--guard G] [--json]``: the next villains' turn.

The scenario is set up as a new game from the seed, as the play window starts one (the heroes
defend: the forecast counts their defence as the heroes' panel rolls it, its first row — no
guard — unless ``--guard`` commits cubes); ``T`` villain turns are played headless first
(default 0; the heroes hold their zones and defend with that same default), then the forecast of
the next villains' turn is printed (``editor.solo.forecast``, docs/play.md « Prévision du tour
des vilains »). With ``--json`` stdout is one object: ``heroes`` (``id``, ``zone``,
``attacked``, ``wounds``, ``out``, ``likely_attacker``), ``villains`` (``id``, ``activates``,
``actions``), ``event``, ``events``, ``objectives``, ``exact``, ``method`` and ``steps``;
chances are exact ``"n/d"`` strings. A free-table scenario has no villains' turn: exit 1 with
the solo AI's message.
"""

from __future__ import annotations

import argparse
from fractions import Fraction

from editor.cli.loading import load_scenario
from editor.cli.output import EXIT_OK, Output
from editor.messages import translate


def percent_text(value: Fraction, lang: str) -> str:
    """``5/72 (6.9 %)``; a French decimal comma (« 6,9 % »)."""
    shown = f"{float(value) * 100:.1f}"
    if lang == "fr":
        shown = shown.replace(".", ",")
    return f"{value.numerator}/{value.denominator} ({shown} %)"


def cmd_forecast(args: argparse.Namespace, output: Output) -> int:
    from editor.solo.context import Context
    from editor.solo.forecast import forecast
    from editor.solo.forecast_report import to_json
    from editor.solo.runner import play_turns
    from editor.solo.setup import new_game

    scenario = load_scenario(args, args.scenario)
    ctx = Context.of(scenario)
    ctx.heroes_defend = True
    state = new_game(scenario, args.seed)
    if args.turns:
        state = play_turns(scenario, state, args.turns, ctx).state
    found = forecast(ctx, state, guard=args.guard)
    if output.as_json:
        output.result(dict(to_json(found), scenario=scenario.name, seed=args.seed,
                           turns=args.turns))
        return EXIT_OK
    lang = output.lang
    method = translate(f"forecast.method.{found.method}", lang, steps=found.steps,
                       samples=found.samples, limit=found.limit)
    output.say("forecast.header", turn=found.turn, method=method)
    for hero in found.heroes:
        if hero.zone is None:
            continue
        if not hero.attacked:
            output.say("forecast.hero_safe", hero=hero.id, zone=hero.zone)
            continue
        output.say("forecast.hero", hero=hero.id, zone=hero.zone,
                   attacked=percent_text(hero.attacked, lang),
                   attacker=hero.likely_attacker or "-", out=percent_text(hero.out, lang))
        for wounds, chance in hero.wounds:
            output.say("forecast.wounds", wounds=wounds, chance=percent_text(chance, lang))
    for villain in found.villains:
        output.say("forecast.villain", villain=villain.id,
                   activates=percent_text(villain.activates, lang))
        for action in villain.actions:
            output.say("forecast.action", icon=translate(f"forecast.icon.{action.icon}", lang),
                       zone=action.zone, target=action.target,
                       chance=percent_text(action.chance, lang))
    for objective, chance in found.objectives:
        output.say("forecast.objective", objective=objective,
                   chance=percent_text(chance, lang))
    output.say("forecast.event", chance=percent_text(found.event, lang))
    return EXIT_OK
