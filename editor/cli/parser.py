"""The arguments of ``skirmish-studio``: global options, one sub-parser per command.

The global options ``--library``, ``--lang`` and ``--json`` are accepted before and after the
command name; given on both sides, the one after the command wins. For ``cards``, ``--lang`` is
also the language printed on the cards. Without a command the window starts (PRODUCT §6).
Usage errors exit with code 2 and a one-line hint, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from editor import __version__
from editor.cli.output import EXIT_USAGE
from editor.messages import LANGUAGES

GLOBAL_OPTIONS = ("library", "lang", "json")
"""Destinations of the options every command accepts on either side of its name."""

CARD_CONTENTS = ("units", "solo-deck", "river", "reference", "ruler")
PAPERS = ("a4", "letter")
SIZE_LIMITS = (64, 8192)
"""Smallest and largest side of a screenshot, in pixels."""

_LIBRARY_HELP = "library file or folder (default: the per-user data folder; also " \
    "SKIRMISH_STUDIO_LIBRARY)"
_LANG_HELP = "language of messages (default: from LANG)"
_CARDS_LANG_HELP = "language of the cards and of the messages (default: from LANG)"
_JSON_HELP = "print one JSON document on stdout"


class _Parser(argparse.ArgumentParser):
    """argparse that exits with code 2 and a one-line hint, never a traceback."""

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

    def command(name: str, help_text: str, lang_help: str = _LANG_HELP) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, help=help_text, description=help_text)
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
    cards = command("cards", "print unit cards, solo deck, river tiles, AI reference or ruler",
                    lang_help=_CARDS_LANG_HELP)
    cards.add_argument("scenario", metavar="SCENARIO")
    cards.add_argument("-o", "--output", required=True, metavar="OUT.pdf")
    cards.add_argument("--what", default="units", choices=CARD_CONTENTS)
    cards.add_argument("--size", default="poker", metavar="poker|tarot|a6|WxHmm")
    cards.add_argument("--paper", default="a4", choices=PAPERS)
    cards.add_argument("--bleed", action="store_true", help="add 3 mm of bleed around each card")
    shot = command("screenshot", "render a view offscreen to a PNG (never writes to the library)")
    shot.add_argument("scenario", nargs="?", metavar="SCENARIO")
    shot.add_argument("-o", "--output", required=True, metavar="OUT.png")
    shot.add_argument("--view", default="library", help="library, editor or play")
    shot.add_argument("--size", default="1280x800", type=pixel_size, metavar="WxH")
    return parser


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


def rule_system_name(text: str) -> str:
    """The name of a rule system; the model is imported only when the option is given, so
    starting the window through this parser imports none of it."""
    from editor.model.scenario import RuleSystem

    known = [system.value for system in RuleSystem]
    if text not in known:
        raise argparse.ArgumentTypeError(
            f"invalid choice: {text!r} (choose from {', '.join(map(repr, known))})"
        )
    return text


def given_global_options(args: argparse.Namespace) -> list[str]:
    """The global options set on the command line (``--json`` only when true)."""
    return [f"--{name}" for name in GLOBAL_OPTIONS if getattr(args, name, None)]
