"""``odds`` and ``action``: the free-table rule systems headless (docs/table-play.md).

``odds eisdrachen --attacks A --force F --attacker-i I --target-i I [--wound-dice ...]``,
``odds d20 --attack N --defence D [--opposed M]`` and ``odds d20 --initiative B1,B2[,B3]``
print the exact odds of one roll: the options and the report are the rule system's
plug-in's (``odds_options``, ``odds_report``), so nothing here names a system; with
``--json`` one object whose every probability and mean is an exact fraction string,
``distribution`` mapping every loss from 0 to the maximum (the initiative: ``players``).

``action SCENARIO|LOG [--actor ID] --action NAME [--target ID] [--weapon ID] [--at X,Y]
[--dice D,D,...] [--apply -o OUT.md]`` evaluates an action in the scenario's starting state, or
in the last state of a game log: ``legal``, ``reasons``, ``modifiers``, ``odds`` (and the dice
``stages``); with ``--apply`` it resolves the action with the typed dice (or the app's, seeded
and logged), adds ``result`` and ``state_hash``, and writes the game log that ``replay``
accepts and ``action`` continues. ``--action list`` gives the actor's actions. A side's action
(``end_phase``) takes no ``--actor``; any other without one is illegal. An illegal
action exits 0 with ``legal: false`` (1 with ``--apply``); an unknown figure or a zone board
exits 1; an out-of-range value, 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from editor.cli.loading import load_scenario, path_exists
from editor.cli.output import EXIT_OK, EXIT_USAGE, Output, decimal_text
from editor.messages import SkirmishError, error, translate


def cmd_odds(args: argparse.Namespace, output: Output) -> int:
    """``odds SYSTEM ...``: the options are the rule system's (``odds_options``)."""
    from editor.cli.parser import odds_parser
    from editor.rules import plugins

    systems = {p.name: p for p in plugins() if p.odds_options()}
    system = systems.get(args.system)
    if system is None:
        return _usage(output, translate("cli.odds.unknown_system", output.lang,
                                        system=args.system[:60], systems=", ".join(systems)),
                      "odds")
    try:
        values = odds_parser(system.name, system.title().get(output.lang),
                             system.odds_options()).parse_args(args.values)
    except SystemExit as exc:  # the usage message is printed; a usage error exits 2
        return int(exc.code or 0)
    output = Output(getattr(values, "lang", None) or output.lang,
                    output.as_json or bool(getattr(values, "json", False)), output.out,
                    output.err)
    report = system.odds_report(vars(values))
    unit = system.loss_name
    if output.as_json:
        output.result(report)
        return EXIT_OK
    if "players" in report:  # a roll of every player (the initiative)
        for number, player in enumerate(report["players"], 1):
            output.say("cli.odds.initiative_player", number=number, bonus=player["bonus"],
                       chance=player["win"], percent=_percent(player["win"], output.lang))
        return EXIT_OK
    for loss, chance in report["distribution"].items():
        print(f"{loss:>3} {unit}  {chance:>24}  {_percent(chance, output.lang):>7}",
              file=output.out)
    output.say("cli.odds.mean", mean=decimal_text(str(report["mean"]), output.lang), unit=unit)
    if "hit" in report:
        output.say("cli.odds.hit", chance=report["hit"],
                   percent=_percent(report["hit"], output.lang))
    if "win" in report:
        output.say("cli.odds.win", chance=report["win"],
                   percent=_percent(report["win"], output.lang))
    return EXIT_OK


def _percent(text: str, lang: str) -> str:
    from fractions import Fraction

    return decimal_text(f"{float(Fraction(text)) * 100:.1f}", lang) + " %"


def cmd_action(args: argparse.Namespace, output: Output) -> int:
    from editor.rules.table_game.engine import TableEngine

    if args.apply and not args.output:
        return _usage(output, translate("cli.action.needs_output", output.lang))
    game = _game(args)
    engine = game.engine
    if not isinstance(engine, TableEngine):
        raise error("cli.action.not_a_table_game", where="board", scenario=game.scenario.name)
    state = game.state
    actor = _figure(game, args.actor, "actor")
    if args.action == "list":
        if actor is None:
            return _usage(output, translate("cli.action.list_needs_actor", output.lang))
        offers = engine.offers(state, actor)
        data = {"actions": [
            {"name": o.name, "title_fr": o.title.get("fr"), "title_en": o.title.get("en"),
             "legal": o.legal, "reasons": [r.to_json(output.lang) for r in o.reasons],
             "needs": list(o.needs)}
            for o in offers
        ]}
        if output.as_json:
            output.result(data)
        else:
            for offer in offers:
                mark = "+" if offer.legal else "-"
                why = "; ".join(r.text(output.lang) for r in offer.reasons)
                print(f"{mark} {offer.name:<10} {offer.title.get(output.lang)}"
                      + (f" — {why}" if why else ""), file=output.out)
                choices = engine.rule_of(offer.name).choices(engine, state, actor)
                if choices and offer.legal:
                    print("    --choice " + ", ".join(
                        f"{value or '(none)'}: {text.get(output.lang)}" for value, text in choices),
                        file=output.out)
        return EXIT_OK
    action = _action(args, game, actor)
    evaluation = engine.evaluate(state, action)
    data: dict[str, Any] = _evaluation_json(evaluation, output.lang)
    if args.dice is not None and evaluation.legal:
        stages = engine.split_dice(state, action, args.dice)
        for number, (typed, stage) in enumerate(_stages(engine, state, action, stages)):
            bad = [face for face in typed if face > stage.sides]
            if bad:
                return _usage(output, translate("cli.action.bad_face", output.lang,
                                                stage=number + 1, face=bad[0], sides=stage.sides))
        action = _with_dice(action, stages)
    if args.apply:
        if not evaluation.legal:
            reason = evaluation.reasons[0]
            raise error(reason.key, where=args.action, **reason.params)
        game.apply(action, "action")
        step = game.entries[-1].step
        data["result"] = {**step.to_json(output.lang)}
        data["state_hash"] = game.state_hash()
        from editor.game.log import export_log

        export_log(game, args.output, output.lang)
    if output.as_json:
        output.result(data)
        return EXIT_OK
    _print_evaluation(evaluation, output)
    if args.apply:
        print(data["result"]["text"], file=output.out)
        output.say("cli.action.written", log=args.output, hash=data["state_hash"])
    return EXIT_OK


def _usage(output: Output, message: str, command: str = "action") -> int:
    print(f"skirmish-studio {command}: error: {message}", file=output.err)
    return EXIT_USAGE


def _game(args: argparse.Namespace):
    """A new game of SCENARIO (seed ``--seed``), or the game of a LOG replayed to its end."""
    from editor.game.document import GameDocument

    source = args.source
    if source.endswith(".md") and path_exists(source):
        from editor.game.log import read_log, replay_game, scenario_hash

        record = read_log(source)
        scenario = load_scenario(args, args.scenario or record.scenario)
        if scenario_hash(scenario) != record.scenario_hash:
            raise error("game.log.scenario_changed", where=source, scenario=scenario.name)
        try:
            return replay_game(scenario, record)
        except SkirmishError as exc:
            raise SkirmishError(exc.message.placed(f"{Path(source).name}: ")) from None
    scenario = load_scenario(args, source)
    if not args.start_of_game:
        return GameDocument.new(scenario, args.seed)
    from editor.rules.registry import plugin_for

    system = plugin_for(scenario)
    fields = {**system.new_game_setup().to_json(), "start_of_game": True}
    return GameDocument.new(scenario, args.seed, setup=system.read_setup(fields, "--start-of-game"))


def _figure(game, figure_id: str | None, option: str, pieces: bool = False) -> str | None:
    """A figure of the scenario, or with ``pieces`` a terrain piece of its table (the equipment
    an action repairs) (``table_game.unknown_figure``, exit 1, when there is none)."""
    if figure_id is None:
        return None
    known = {f.id for f in game.scenario.figures}
    if pieces:
        known |= {p.id for p in getattr(game.scenario.board, "terrain", ())}
    if figure_id not in known:
        raise error("table_game.unknown_figure", where=f"--{option}", figure=figure_id[:60])
    return figure_id


def _action(args: argparse.Namespace, game, actor: str | None):
    from editor.rules.table_game.actions import NAME, TableAction
    from editor.table.units import from_table_unit

    if not NAME.fullmatch(args.action):
        raise error("table_game.unknown_action", where="--action", action=args.action[:40],
                    actions=", ".join(game.engine.actions))
    if not game.engine.rule_of(args.action).has_actor:
        actor = None  # a side's action (ending the phase): no figure acts
    at = None
    if args.at is not None:
        table = game.scenario.board
        # millimetres to the micrometre: 19.6 pas is 490 mm, not 490.00000000000006
        at = (round(from_table_unit(args.at[0], table), 3),
              round(from_table_unit(args.at[1], table), 3))
    if args.choice is not None and not NAME.fullmatch(args.choice):
        raise error("cli.action.bad_choice", where="--choice", choice=args.choice[:40])
    target = _figure(game, args.target, "target", pieces=True)
    return TableAction(args.action, actor, target=target,
                       weapon=_weapon(game, actor, args.weapon), at=at, item=_item(args.item),
                       choice=args.choice)


def _item(text: str | None) -> str | None:
    """``--item``: an object's id, as a table action holds it (the engine says if it is none)."""
    from editor.rules.table_game.actions import ID

    if text is not None and not ID.fullmatch(text):
        raise error("play.json.bad_field", where="--item", field="item")
    return text


def _weapon(game, actor: str | None, text: str | None) -> int | None:
    """``--weapon``: a number from 0, or a weapon's name in either language."""
    if text is None or actor is None:
        return None  # without an actor the action is illegal: the engine says why
    if text.isdigit():
        return int(text)
    unit_id = next((f.unit for f in game.scenario.figures if f.id == actor), None)
    unit = game.scenario.unit(unit_id) if unit_id is not None else None
    weapons = getattr(unit.profile, "weapons", ()) if unit else ()
    wanted = text.casefold()
    for index, weapon in enumerate(weapons):
        if wanted in (weapon.name.fr.casefold(), weapon.name.en.casefold()):
            return index
    raise error("cli.action.no_weapon", where="--weapon", weapon=text[:60], figure=actor)


def _stages(engine, state, action, stages):
    typed: list[tuple[int, ...]] = []
    for faces in stages:
        yield faces, engine.next_stage(state, action, typed)
        typed.append(faces)


def _with_dice(action, stages):
    from dataclasses import replace

    return replace(action, dice=tuple(stages))


def _evaluation_json(evaluation, lang: str) -> dict[str, Any]:
    data = evaluation.to_json(lang)
    data["reasons"] = [{k: r[k] for k in ("key", "text", "rule")} for r in data["reasons"]]
    data["modifiers"] = [{k: m[k] for k in ("name", "value", "rule")}
                         for m in data["modifiers"]]
    return data


def _print_evaluation(evaluation, output: Output) -> None:
    lang = output.lang
    output.say("cli.action.legal" if evaluation.legal else "cli.action.illegal",
               action=evaluation.action.action)
    for reason in evaluation.reasons:
        print(f"  [{reason.rule}] {reason.text(lang)}", file=output.out)
    for modifier in evaluation.modifiers:
        print(f"  [{modifier.rule}] {modifier.text(lang)} {modifier.value:+d}", file=output.out)
    odds = evaluation.odds
    if odds is not None and "mean" in odds:
        output.say("cli.action.odds", mean=decimal_text(str(odds["mean"]), lang),
                   out=odds.get("out", "-"))
    elif odds is not None and "players" in odds:  # a roll of every side (the initiative)
        for player in odds["players"]:
            side = translate(f"table_game.side.{player.get('side', 'hero')}", lang)
            output.say("cli.action.odds_player", side=side,
                       bonus=player["bonus"], chance=player["win"],
                       percent=_percent(player["win"], lang))
    elif odds is not None and "win" in odds:  # an opposed test
        output.say("cli.odds.win", chance=odds["win"], percent=_percent(odds["win"], lang))
    for stage in evaluation.stages:
        output.say("cli.action.stage", roll=translate(stage.key, lang), count=stage.count,
                   sides=stage.sides, roller=stage.roller or "-")
