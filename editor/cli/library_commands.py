"""``list``, ``validate``, ``import`` and ``export``: the library and portable files.

Read-only commands (``list``, ``validate``, ``export``) open an existing library read-only, so
its folder stays byte-identical (docs/library.md).
"""

from __future__ import annotations

import argparse

from editor.cli.loading import is_file_argument, open_library
from editor.cli.output import EXIT_INVALID, EXIT_OK, Output
from editor.messages import Severity, SkirmishError


def cmd_list(args: argparse.Namespace, output: Output) -> int:
    with open_library(args, write=False) as library:
        summaries = library.summaries()
    rows = [
        {
            "name": s.name,
            "rule_system": s.rule_system,
            "title": s.title.get(output.lang),
            "description": s.description.get(output.lang),
            "zones": s.zone_count,
        }
        for s in summaries
    ]
    if output.as_json:
        output.result(rows)
    elif not rows:
        output.say("cli.list.empty")
    else:
        width = max(len(r["name"]) for r in rows)
        for r in rows:
            print(f"{r['name']:<{width}}  {r['rule_system']:<10}  {r['title']}", file=output.out)
    return EXIT_OK


def cmd_validate(args: argparse.Namespace, output: Output) -> int:
    from editor.model.validation import validate
    from editor.store.portable import check_scenario_file

    reports = []
    library = None
    try:
        for target in args.paths:
            if is_file_argument(target):
                _scenario, messages = check_scenario_file(target)
            else:
                if library is None:
                    library = open_library(args, write=False)
                try:
                    messages = [m.placed(f"{target}: ") for m in validate(library.load(target))]
                except SkirmishError as exc:
                    messages = [exc.message]
            valid = not any(m.severity is Severity.ERROR for m in messages)
            reports.append(
                {
                    "path": target,
                    "valid": valid,
                    "messages": [
                        dict(m.to_dict(output.lang), text=m.text(output.lang)) for m in messages
                    ],
                }
            )
            for m in messages:
                output.message(m)
            output.say("cli.validate.valid" if valid else "cli.validate.invalid", path=target)
    finally:
        if library is not None:
            library.close()
    output.result(reports)
    return EXIT_OK if all(r["valid"] for r in reports) else EXIT_INVALID


def cmd_import(args: argparse.Namespace, output: Output) -> int:
    from editor.store.portable import read_scenario

    scenario, warnings = read_scenario(args.path)
    for warning in warnings:
        output.message(warning)
    with open_library(args, write=True) as library:
        stored = library.import_scenario(scenario, replace=args.replace)
    renamed = sorted({u.id for u in stored.units} - {u.id for u in scenario.units})
    for unit_id in renamed:
        output.say("cli.import.unit_copied", unit=unit_id)
    output.say("cli.import.done", name=stored.name)
    output.result(
        {"name": stored.name, "rule_system": stored.rule_system, "renamed_units": renamed}
    )
    return EXIT_OK


def cmd_export(args: argparse.Namespace, output: Output) -> int:
    from editor.store.portable import write_scenario

    with open_library(args, write=False) as library:
        scenario = library.load(args.name)
    write_scenario(scenario, args.output, folder=args.folder)
    output.say("cli.export.done", name=scenario.name, path=args.output)
    output.result({"name": scenario.name, "output": str(args.output)})
    return EXIT_OK
