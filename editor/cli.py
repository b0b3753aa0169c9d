"""The ``skirmish-studio`` command line: the same core as the GUI, headless.

Global options come before the subcommand. Exit codes: 0 success, 1 invalid input or refused
operation, 2 usage error, 3 unexpected internal error (a short message on stderr; the traceback
goes to a log file, never to the terminal). With ``--json`` stdout is exactly one JSON document
and every other message goes to stderr. Qt is imported lazily, only by commands that draw.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from editor import __version__
from editor.messages import LANGUAGES, Message, Severity, SkirmishError, translate
from editor.userdirs import log_exception

EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3


class _Parser(argparse.ArgumentParser):
    """argparse that exits with code 2 and a one-line hint, never a traceback."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="skirmish-studio", description="Skirmish Studio: scenarios, cards and solo play."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--library",
        metavar="PATH",
        help="library file or folder (default: the per-user data folder; "
        "also SKIRMISH_STUDIO_LIBRARY)",
    )
    parser.add_argument(
        "--lang", choices=LANGUAGES, help="language of messages (default: from LANG)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON document on stdout")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    def command(name: str, help_text: str) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text, description=help_text)
        sub.add_argument(
            "--json",
            action="store_true",
            default=argparse.SUPPRESS,
            help="print one JSON document on stdout",
        )
        return sub

    command("list", "list the scenarios of the library")
    validate = command("validate", "check scenario files, folders or library names")
    validate.add_argument("paths", nargs="+", metavar="PATH")
    imp = command("import", "import a portable scenario file or folder into the library")
    imp.add_argument("path", metavar="PATH")
    imp.add_argument("--replace", action="store_true", help="replace a scenario of the same name")
    exp = command("export", "export a library scenario as a portable .skirmish file")
    exp.add_argument("name", metavar="NAME")
    exp.add_argument("-o", "--output", required=True, metavar="FILE")
    exp.add_argument(
        "--folder", action="store_true", help="write an unpacked folder instead of a zip"
    )
    overlay = command("overlay", "movement range and line of sight of a zone or a figure")
    overlay.add_argument("scenario", metavar="SCENARIO")
    overlay.add_argument("--zone", metavar="Z", help="a zone id as written in the scenario file")
    overlay.add_argument("--figure", "--character", dest="figure", metavar="ID", help="a figure id")
    overlay.add_argument(
        "--budget",
        type=float,
        metavar="N",
        help="movement points on a zone board; cm or pas on a free table",
    )
    solo = command("solo", "play villain turns headless by the solo rules, citing each rule")
    solo.add_argument("scenario", metavar="SCENARIO")
    solo.add_argument("--seed", type=int, required=True, metavar="N")
    solo.add_argument(
        "--turns", type=int, default=None, metavar="T", help="villain turns to play (default 1)"
    )
    solo.add_argument("--log", metavar="OUT.md", help="write the game log (Markdown + record)")
    replay = command("replay", "re-run a game log headless and check its final state hash")
    replay.add_argument("log", metavar="LOG")
    replay.add_argument(
        "scenario",
        nargs="?",
        metavar="SCENARIO",
        help="the scenario (default: the library scenario named in the log)",
    )
    case = command("check-case", "run solo-AI golden case folders and show the first difference")
    case.add_argument("paths", nargs="+", metavar="PATH")
    cards = command("cards", "print unit cards, solo deck, river tiles, AI reference or ruler")
    cards.add_argument("scenario", metavar="SCENARIO")
    cards.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    cards.add_argument(
        "--what", default="units", choices=("units", "solo-deck", "river", "reference", "ruler")
    )
    cards.add_argument("--size", default="poker", metavar="poker|tarot|a6|WxHmm")
    cards.add_argument("--paper", default="a4", choices=("a4", "letter"))
    cards.add_argument("--bleed", action="store_true", help="add 3 mm of bleed around each card")
    cards.add_argument(
        "--lang",
        dest="cards_lang",
        choices=LANGUAGES,
        default=None,
        help="language of the cards (default: the global --lang)",
    )
    shot = command("screenshot", "render a view offscreen to a PNG (never writes to the library)")
    shot.add_argument("scenario", nargs="?", metavar="SCENARIO")
    shot.add_argument("-o", "--output", required=True, metavar="OUT.png")
    shot.add_argument("--view", default="library", help="library, editor or play")
    shot.add_argument("--size", default="1280x800", type=_size, metavar="WxH")
    return parser


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, e.g. 1280x800, not {text!r}"
        ) from None
    if not (64 <= width <= 8192 and 64 <= height <= 8192):
        raise argparse.ArgumentTypeError("each side must be between 64 and 8192 pixels")
    return width, height


class Output:
    """Where results and messages go, in the chosen language and format."""

    def __init__(self, lang: str, as_json: bool, out: TextIO, err: TextIO):
        self.lang, self.as_json, self.out, self.err = lang, as_json, out, err

    def say(self, key: str, **params: Any) -> None:
        """A human message: stdout normally, stderr in JSON mode."""
        print(translate(key, self.lang, **params), file=self.err if self.as_json else self.out)

    def message(self, message: Message) -> None:
        label = translate(f"cli.severity.{message.severity.value}", self.lang)
        print(f"{label}: {message.text(self.lang)}", file=self.err)

    def result(self, data: Any) -> None:
        if self.as_json:
            json.dump(data, self.out, ensure_ascii=False, indent=2, sort_keys=True)
            self.out.write("\n")


def _language(choice: str | None) -> str:
    if choice:
        return choice
    for var in ("SKIRMISH_STUDIO_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


def open_library(args: argparse.Namespace, *, write: bool):
    """Open the library, creating it (with the bundled samples) on first use.

    Read-only commands open an existing library with ``read_only=True`` so its folder stays
    byte-identical.
    """
    from editor.store.library import Library
    from editor.store.location import library_path

    path = library_path(args.library)
    if not path.exists():
        library = Library.open(path, create=True)
        for warning in library.warnings:  # bundled samples that could not be imported
            print(warning.text(_language(args.lang)), file=sys.stderr)
        return library
    return Library.open(path, read_only=not write, create=False)


def is_file_argument(text: str) -> bool:
    """SCENARIO names a portable file or folder (it exists, or looks like one), not a library
    name."""
    return Path(text).exists() or text.endswith((".skirmish", "/", os.sep))


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
        {"name": stored.name, "rule_system": stored.rule_system.value, "renamed_units": renamed}
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


def load_scenario(args: argparse.Namespace, target: str):
    """SCENARIO as a portable file, an unpacked folder, or a library name (read-only)."""
    if is_file_argument(target):
        from editor.store.portable import read_scenario

        return read_scenario(target)[0]
    with open_library(args, write=False) as library:
        return library.load(target)


def cmd_overlay(args: argparse.Namespace, output: Output) -> int:
    from editor.messages import error
    from editor.model.board import ZoneBoard

    if args.zone is None and args.figure is None:
        raise error("cli.overlay.needs_origin")
    scenario = load_scenario(args, args.scenario)
    if isinstance(scenario.board, ZoneBoard):
        from editor.board.report import zone_overlay_report

        budget = None if args.budget is None else int(args.budget)
        report = zone_overlay_report(scenario, zone=args.zone, figure=args.figure, budget=budget)
        lines = _zone_overlay_lines(report, output.lang)
    else:
        if args.zone is not None:
            raise error("board.not_a_zone_board", where=scenario.name, scenario=scenario.name)
        from editor.table.report import table_overlay_report
        from editor.table.units import from_table_unit

        budget_mm = None if args.budget is None else from_table_unit(args.budget, scenario.board)
        report = table_overlay_report(scenario, figure=args.figure, budget_mm=budget_mm)
        lines = _table_overlay_lines(report, output.lang)
    if output.as_json:
        output.result(report)
    else:
        print("\n".join(lines), file=output.out)
    return EXIT_OK


def _zone_overlay_lines(report: dict, lang: str) -> list[str]:
    budget = report["budget"]
    budget = translate("cli.overlay.unlimited", lang) if budget is None else budget
    lines = [translate("cli.overlay.origin", lang, zone=report["origin"], budget=budget)]
    for entry in report["reachable"]:
        path = " → ".join(entry["path"])
        lines.append(f"  {entry['zone']:<20} {entry['cost']:>3}  {path}")
    lines.append(translate("cli.overlay.sees", lang, zones=", ".join(report["sees"])))
    lines.append(translate("cli.overlay.seen_by", lang, zones=", ".join(report["seen_by"])))
    return lines


def _table_overlay_lines(report: dict, lang: str) -> list[str]:
    unit, movement = report["unit"], report["movement"]
    lines = [
        translate(
            "cli.overlay.movement",
            lang,
            figure=report["figure"]["id"],
            budget=movement["budget"],
            unit=unit,
            area=movement["area"],
        )
    ]
    figure = report["figure"]
    if figure["standing_on"] is not None:
        lines.append(translate("cli.overlay.standing_on", lang, figure=figure["id"],
                               piece=figure["standing_on"], height=figure["elevation_mm"]))
    climb = report["climb"]
    if climb is not None:
        key = "cli.overlay.climb" if climb["walls"] else "cli.overlay.no_climb"
        lines.append(translate(key, lang, limit=climb["limit"], unit=unit, area=climb["area"],
                               walls=", ".join(climb["walls"])))
    lines.append(translate("cli.overlay.figure", lang, figure=figure["id"]))
    for seen in report["in_sight"]:
        lines.append(
            f"  {seen['id']:<20} {seen['distance']:>7} {unit}  {seen['cover']:<7} {seen['arc']:<5}"
            f" {round(100 * seen['visible']):>3} %"
        )
    return lines


def cmd_screenshot(args: argparse.Namespace, output: Output) -> int:
    from editor.store.location import library_path
    from editor.ui.screenshot import take_screenshot

    path = take_screenshot(
        Path(args.output),
        scenario=args.scenario,
        view=args.view,
        size=args.size,
        lang=output.lang,
        library=library_path(args.library),
    )
    output.say("cli.screenshot.done", path=path)
    output.result({"output": str(path), "width": args.size[0], "height": args.size[1]})
    return EXIT_OK


COMMANDS: dict[str, Callable[[argparse.Namespace, Output], int]] = {
    "list": cmd_list,
    "validate": cmd_validate,
    "import": cmd_import,
    "export": cmd_export,
    "screenshot": cmd_screenshot,
    "overlay": cmd_overlay,
    "cards": lambda args, output: _cards_command(args, output),
    "solo": lambda args, output: _solo().solo_command(args, output),
    "check-case": lambda args, output: _solo().check_case_command(args, output),
    "replay": lambda args, output: _solo().replay_command(args, output),
}


def _cards_command(args: argparse.Namespace, output: Output) -> int:
    from editor.ui.cards.command import cards_command

    if args.cards_lang:
        output.lang = args.cards_lang
    return cards_command(args, output)


def _solo():
    from editor.solo import command

    return command


def main(
    argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    parser = build_parser()
    args = parser.parse_args(argv)
    output = Output(_language(args.lang), bool(getattr(args, "json", False)), out, err)
    if args.command is None:
        parser.print_help(err)
        return EXIT_USAGE
    try:
        return COMMANDS[args.command](args, output)
    except SkirmishError as exc:
        output.message(exc.message)
        output.result(
            {"error": dict(exc.message.to_dict(output.lang), text=exc.message.text(output.lang))}
        )
        return EXIT_INVALID
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the last line of defence: a short message, the details in a log
        log = _log_exception(exc)
        print(
            translate("cli.internal_error", output.lang, error=type(exc).__name__, log=log),
            file=err,
        )
        return EXIT_INTERNAL


def _log_exception(exc: BaseException) -> Path:
    return log_exception(exc, "cli")


if __name__ == "__main__":
    sys.exit(main())
