"""``solo``, ``replay`` and ``check-case``: the solo AI headless (docs/solo.md).

``solo SCENARIO --seed N [--turns T] [--log OUT.md]`` sets the scenario up as a new game (the
deck shuffled from the seed) and plays villain turns by the solo rules. With ``--json`` stdout
is one object: ``seed``, ``turns``, ``steps`` (each with ``rule_ids``, ``key``, ``params``,
``notes`` and ``text`` in the chosen language), ``ended``, ``path_queries`` and
``final_state_hash``; it holds no time or path, so two processes print the same bytes.
``replay LOG [SCENARIO]`` re-runs a game log, headless or from the play mode (zone boards and
free tables alike: the scenario's rule system replays it), and exits 0 only when its final
state hash matches. ``check-case PATH...`` runs golden case folders.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from editor.cli.loading import load_scenario, read_file_scenario
from editor.cli.output import EXIT_INVALID, EXIT_OK, Output
from editor.messages import SkirmishError, error, translate

DEFAULT_TURNS = 1


def cmd_solo(args: argparse.Namespace, output: Output) -> int:
    from editor.solo.runner import play_new_game
    from editor.solo.state import state_hash

    scenario = load_scenario(args, args.scenario)
    turns = args.turns if args.turns is not None else DEFAULT_TURNS
    trace = play_new_game(scenario, args.seed, turns)
    if args.log:
        _write_log(args.log, scenario, args.seed, turns, trace, output.lang)
    if output.as_json:
        output.result({
            "scenario": scenario.name,
            "seed": args.seed,
            "turns": turns,
            "turns_played": trace.state.turn - 1,
            "steps": [step.to_dict(output.lang) for step in trace.steps],
            "ended": trace.state.ended,
            "end_reason": trace.state.end_reason,
            "path_queries": trace.path_queries,
            "final_state_hash": state_hash(trace.state),
        })
        return EXIT_OK
    for step in trace.steps:
        print(f"[{', '.join(step.rule_ids)}] {step.text(output.lang)}", file=output.out)
    output.say("solo.done", hash=state_hash(trace.state))
    return EXIT_OK


def _write_log(path: str, scenario, seed: int, turns: int, trace, lang: str) -> None:
    """The Markdown game log of a headless run: a title, one line per step, the record."""
    from editor.game.log import GameRecord, scenario_hash, write_log
    from editor.solo.state import state_hash

    record = GameRecord(scenario.name, scenario_hash(scenario), seed, turns,
                        state_hash(trace.state))
    title = translate("game.log.title", lang, scenario=scenario.name, seed=seed)
    lines = [f"[{', '.join(step.rule_ids)}] {step.text(lang)}" for step in trace.steps]
    write_log(path, title, lines, record)


def cmd_replay(args: argparse.Namespace, output: Output) -> int:
    """Re-run a logged game (headless turns, or the play mode's choices and typed dice) and
    compare its final state with the log's hash."""
    from editor.game.log import read_log, replay_hash, scenario_hash

    record = read_log(args.log)
    scenario = load_scenario(args, args.scenario or record.scenario)
    if scenario_hash(scenario) != record.scenario_hash:
        raise error("game.log.scenario_changed", where=args.log, scenario=scenario.name)
    try:
        found = replay_hash(scenario, record)
    except SkirmishError as exc:
        raise SkirmishError(exc.message.placed(f"{Path(args.log).name}: ")) from None
    matches = found == record.final_state_hash
    output.say("game.log.replayed" if matches else "game.log.mismatch", hash=found,
               expected=record.final_state_hash)
    output.result({"final_state_hash": found, "expected": record.final_state_hash,
                   "matches": matches})
    return EXIT_OK if matches else EXIT_INVALID


def cmd_check_case(args: argparse.Namespace, output: Output) -> int:
    from editor.solo.cases import run_case

    results = []
    for path in args.paths:
        result = run_case(path, read_file_scenario)
        results.append(result)
        if result.passed:
            output.say("solo.case.passed", case=path)
        else:
            output.say("solo.case.failed", case=path, difference=result.difference)
    output.result([{"path": r.path, "passed": r.passed, "difference": r.difference}
                   for r in results])
    return EXIT_OK if all(r.passed for r in results) else EXIT_INVALID
