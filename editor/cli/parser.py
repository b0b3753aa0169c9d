"""The arguments of ``skirmish-studio``: global options, one sub-parser per command.

The global options ``--library``, ``--lang`` and ``--json`` are accepted before and after the
command name; given on both sides, the one after the command wins. For ``cards``, ``--lang`` is
also the language printed on the cards. Without a command the window starts (PRODUCT §6).
Usage errors exit with code 2 and a one-line hint, never a traceback.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from typing import NoReturn

from editor import __version__
from editor.cli.output import EXIT_USAGE
from editor.messages import LANGUAGES

GLOBAL_OPTIONS = ("library", "lang", "json")
"""Destinations of the options every command accepts on either side of its name."""

CARD_CONTENTS = ("units", "solo-deck", "river", "reference", "ruler")
PAPERS = ("a4", "letter")
FLIPS = ("long", "short")
SIZE_LIMITS = (64, 8192)
"""Smallest and largest side of a screenshot, in pixels."""
SEED_MAX = (1 << 63) - 1
MAX_POINT = 100_000.0
MAX_FACES = 1024

_LIBRARY_HELP = "library file or folder (default: the per-user data folder; also " \
    "SKIRMISH_STUDIO_LIBRARY)"
_LANG_HELP = "language of messages (default: from LANG)"
_CARDS_LANG_HELP = "language of the cards and of the messages (default: from LANG)"
_JSON_HELP = "print one JSON document on stdout"


class _Parser(argparse.ArgumentParser):
    """argparse that exits with code 2 and a one-line hint, never a traceback.

    ``checks`` are run on the parsed options: each returns the usage error of options that
    make no sense together (``--flip`` without ``--backs``), or None.
    """

    def __init__(self, *args, checks: tuple[Callable[[argparse.Namespace], str | None], ...] = (),
                 **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._checks = checks

    def parse_known_args(self, args=None, namespace=None):
        namespace, extras = super().parse_known_args(args, namespace)
        for check in self._checks:
            problem = check(namespace)
            if problem:
                self.error(problem)
        return namespace, extras

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


def _global_options(parser: argparse.ArgumentParser, *, after_command: bool,
                    lang_help: str = _LANG_HELP) -> None:
    """The options of every command. After the command name they default to SUPPRESS, so a
    value given before the name is kept unless the same option follows the name."""
    unset = {"default": argparse.SUPPRESS} if after_command else {}
    parser.add_argument("--library", metavar="PATH", help=_LIBRARY_HELP, **unset)
    parser.add_argument("--lang", choices=LANGUAGES, help=lang_help, **unset)
    parser.add_argument("--json", action="store_true", help=_JSON_HELP, **unset)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="skirmish-studio",
        description="Skirmish Studio: scenarios, cards and solo play. Without a command, "
        "the window starts.",
        epilog="The options --library, --lang and --json may also follow the command name; "
        "there they win over the same option given before it.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _global_options(parser, after_command=False)
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    def command(name: str, help_text: str, lang_help: str = _LANG_HELP,
                checks: tuple = ()) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text, description=help_text, checks=checks)
        _global_options(sub, after_command=True, lang_help=lang_help)
        return sub

    command("list", "list the scenarios of the library")
    validate = command("validate", "check scenario files, folders or library names")
    validate.add_argument("paths", nargs="+", metavar="PATH")
    imp = command("import", "import a portable scenario file or folder into the library")
    imp.add_argument("path", metavar="PATH")
    imp.add_argument("--replace", action="store_true", help="replace a scenario of the same name")
    vtt = command("import-vtt", "make a library scenario from a Universal VTT map "
                  "(.dd2vtt, .uvtt, .df2vtt)")
    vtt.add_argument("path", metavar="FILE")
    vtt.add_argument("--system", required=True, type=rule_system_name, metavar="SYSTEM",
                     help="the rule system, as `list` names it, whose board kind the map is "
                     "laid on")
    vtt.add_argument("--name", required=True, metavar="NAME", help="the scenario's library name")
    vtt.add_argument("--grid-mm", type=float, default=25.4, metavar="G",
                     help="millimetres per grid cell on the table (default 25.4)")
    vtt.add_argument("--replace", action="store_true", help="replace a scenario of the same name")
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
    forecast = command("forecast", "the exact chances of the villains' next turn, hero by hero")
    forecast.add_argument("scenario", metavar="SCENARIO")
    forecast.add_argument("--seed", type=int, required=True, metavar="N")
    forecast.add_argument("--turns", type=bounded(0, 1000), default=0, metavar="T",
                          help="villain turns to play headless first (default 0)")
    forecast.add_argument("--guard", type=bounded(0, 20), default=0, metavar="G",
                          help="energy each attacked hero commits to a guard (default 0, as "
                          "the heroes' panel proposes)")
    replay = command("replay", "re-run a game log headless and check its final state hash")
    replay.add_argument("log", metavar="LOG")
    replay.add_argument(
        "scenario",
        nargs="?",
        metavar="SCENARIO",
        help="the scenario (default: the library scenario named in the log)",
    )
    odds = command("odds", "exact odds of a roll of a free-table rule system")
    odds.add_argument("system", metavar="SYSTEM",
                      help="the rule system (eisdrachen, d20); its options follow")
    odds.add_argument("values", nargs=argparse.REMAINDER, metavar="OPTIONS",
                      help="the numbers of the roll, e.g. --attacks 3 --force 2 (see "
                      "skirmish-studio odds SYSTEM --help)")
    action = command("action", "evaluate (and apply) an action of a free-table game")
    action.add_argument("source", metavar="SCENARIO|LOG",
                        help="a scenario (its starting state) or a game log (its last state)")
    action.add_argument("--scenario", metavar="SCENARIO",
                        help="the scenario a LOG was played on (default: the library scenario "
                        "named in the log)")
    action.add_argument("--actor", metavar="ID",
                        help="the figure that acts (not for a side's action such as end_phase)")
    action.add_argument("--action", required=True, metavar="NAME",
                        help="an action name (move, shoot, melee…), or list")
    action.add_argument("--target", metavar="ID",
                        help="the figure aimed at, or the terrain piece acted on")
    action.add_argument("--weapon", metavar="ID",
                        help="a weapon of the actor's profile: its number from 0, or its name")
    action.add_argument("--item", metavar="ID",
                        help="an object of the table the action handles (moved, seized, used)")
    action.add_argument("--at", type=point, metavar="X,Y",
                        help="a point, in the table's unit (cm or pas) from the top-left corner")
    action.add_argument("--choice", metavar="WORD",
                        help="what the action chooses (a side, outside…), as `list` shows")
    action.add_argument("--start-of-game", action="store_true",
                        help="a new game from SCENARIO opens with the rule system's start of "
                        "the game (roles, initiative, deployment)")
    action.add_argument("--dice", type=faces, metavar="D,D,...",
                        help="typed dice, every stage in order (default: the app rolls)")
    action.add_argument("--seed", type=bounded(0, SEED_MAX), default=0, metavar="N",
                        help="the seed of a new game from SCENARIO (default 0)")
    action.add_argument("--apply", action="store_true",
                        help="resolve the action and write the game log (-o)")
    action.add_argument("-o", "--output", metavar="OUT.md", help="the game log --apply writes")
    case = command("check-case", "run solo-AI golden case folders and show the first difference")
    case.add_argument("paths", nargs="+", metavar="PATH")
    cards = command("cards", "print unit cards, solo deck, river tiles, AI reference or ruler",
                    lang_help=_CARDS_LANG_HELP, checks=(_cards_options,))
    cards.add_argument("scenario", metavar="SCENARIO")
    target = cards.add_mutually_exclusive_group(required=True)
    target.add_argument("-o", "--output", metavar="OUT.pdf", help="write a PDF of pages")
    target.add_argument("--png-dir", metavar="DIR",
                        help="write one PNG per card face into DIR, for print-on-demand services")
    cards.add_argument("--what", default="units", choices=CARD_CONTENTS)
    cards.add_argument("--size", default="poker", metavar="poker|tarot|a6|WxHmm")
    cards.add_argument("--paper", default="a4", choices=PAPERS)
    cards.add_argument("--bleed", action="store_true", help="add 3 mm of bleed around each card")
    cards.add_argument("--bleed-mm", type=float, default=None, metavar="MM",
                       help="bleed in millimetres instead of 3 (implies --bleed)")
    cards.add_argument("--backs", action="store_true",
                       help="backs too: a back page after each page of the PDF, or a -back.png "
                       "after each front")
    cards.add_argument("--flip", choices=FLIPS, default=None,
                       help="the edge the printer flips the sheet on (default long; PDF with "
                       "--backs)")
    cards.add_argument("--dpi", type=int, default=None, metavar="N",
                       help="resolution of the PNG faces (default 300)")
    cards.add_argument("--force", action="store_true",
                       help="write into a DIR that is not empty, replacing an earlier export's "
                       "faces")
    shot = command("screenshot", "render a view offscreen to a PNG (never writes to the library)")
    shot.add_argument("scenario", nargs="?", metavar="SCENARIO")
    shot.add_argument("-o", "--output", required=True, metavar="OUT.png")
    shot.add_argument("--view", default="library", help="library, editor or play")
    shot.add_argument("--size", default="1280x800", type=pixel_size, metavar="WxH")
    return parser


def _cards_options(args: argparse.Namespace) -> str | None:
    """The ``cards`` options that need another one."""
    if args.flip is not None and not args.backs:
        return "--flip needs --backs"
    if args.png_dir is None:
        for name in ("dpi", "force"):
            if getattr(args, name) not in (None, False):
                return f"--{name} needs --png-dir"
    elif args.flip is not None:
        return "--flip is for the PDF's back pages; PNG backs are never mirrored"
    return None


def pixel_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` in pixels, each side within SIZE_LIMITS."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, e.g. 1280x800, not {text!r}"
        ) from None
    low, high = SIZE_LIMITS
    if not (low <= width <= high and low <= height <= high):
        raise argparse.ArgumentTypeError(f"each side must be between {low} and {high} pixels")
    return width, height


def odds_parser(system: str, title: str, options) -> argparse.ArgumentParser:
    """The options of ``odds SYSTEM``, as the rule system's plug-in lists them
    (``RuleSystemPlugin.odds_options``); an out-of-range value is a usage error (exit 2)."""
    options = tuple(options)
    others = [o for o in options if o.instead]
    needed = [o for o in options if o.required and o.default is None and not o.flag
              and not o.instead]
    checks = (_one_roll(others, needed),) if others else ()
    parser = _Parser(prog=f"skirmish-studio odds {system}", description=title, checks=checks)
    _global_options(parser, after_command=True)
    for option in options:
        if option.flag:
            parser.add_argument(f"--{option.name}", dest=option.name.replace("-", "_"),
                                action="store_true", help=option.help)
            continue
        kind: dict = {"choices": option.choices} if option.choices else {
            "type": listed(option.low, option.high, *option.count) if option.count
            else bounded(option.low, option.high)}
        parser.add_argument(f"--{option.name}", dest=option.name.replace("-", "_"),
                            metavar=option.metavar, required=option in needed and not others,
                            default=option.default, help=option.help, **kind)
    return parser


def _one_roll(others, needed):
    """With options for another roll (``instead``), the required ones are required only
    without them, and never with them."""

    def check(values: argparse.Namespace) -> str | None:
        def given(option) -> bool:
            return getattr(values, option.name.replace("-", "_"), None) is not None

        other = next((o for o in others if given(o)), None)
        if other is not None:
            extra = [f"--{o.name}" for o in needed if given(o)]
            if extra:
                return f"--{other.name} is another roll: leave out {', '.join(extra)}"
            return None
        missing = [f"--{o.name}" for o in needed if not given(o)]
        if missing:
            return "the following arguments are required: " + ", ".join(missing)
        return None

    return check


def listed(low: int, high: int, fewest: int, most: int):
    """An argparse type: ``V1,V2[,...]``, ``fewest`` to ``most`` whole numbers from ``low`` to
    ``high`` (else a usage error, exit 2)."""
    one = bounded(low, high)

    def parse(text: str) -> tuple[int, ...]:
        values = tuple(one(part.strip()) for part in text.split(","))
        if not fewest <= len(values) <= most:
            raise argparse.ArgumentTypeError(
                f"expected {fewest} to {most} numbers separated by commas, not {text!r}")
        return values

    return parse


def bounded(low: int, high: int):
    """An argparse type: a whole number from ``low`` to ``high`` (else a usage error, exit 2)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is out of range ({low} to {high})")
        return value

    return parse


def point(text: str) -> tuple[float, float]:
    """``X,Y``: two finite numbers."""
    parts = text.split(",")
    try:
        x, y = (float(part) for part in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected X,Y, e.g. 12.5,30, not {text!r}") from None
    if not (math.isfinite(x) and math.isfinite(y)) or max(abs(x), abs(y)) > MAX_POINT:
        raise argparse.ArgumentTypeError(f"{text!r} is out of range")
    return x, y


def faces(text: str) -> tuple[int, ...]:
    """``D,D,...``: the faces of typed dice, each 1 to 100 (a die's own sides are checked when
    the roll is known)."""
    try:
        values = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected faces like 3,5,6, not {text!r}") from None
    if not values or len(values) > MAX_FACES or any(not 1 <= v <= 100 for v in values):
        raise argparse.ArgumentTypeError(f"{text!r}: each die is a face from 1")
    return values


def rule_system_name(text: str) -> str:
    """The name of a registered rule system; the plug-ins are imported only when the option is
    given, so starting the window through this parser imports none of them."""
    from editor.rules import plugins

    known = [system.name for system in plugins()]
    if text not in known:
        raise argparse.ArgumentTypeError(
            f"invalid choice: {text!r} (choose from {', '.join(map(repr, known))})"
        )
    return text


def given_global_options(args: argparse.Namespace) -> list[str]:
    """The global options set on the command line (``--json`` only when true)."""
    return [f"--{name}" for name in GLOBAL_OPTIONS if getattr(args, name, None)]
