"""The ``skirmish-studio`` command line: the same core as the GUI, headless.

The one package that knows argparse: it parses the arguments (``editor.cli.parser``), loads
files and libraries (``editor.cli.loading``) and calls plain functions of the core and of the
UI with the loaded objects. Without a command it starts the window, as ``skirmish-studio-gui``
does (PRODUCT §6). Exit codes: 0 success, 1 invalid input or refused operation, 2 usage error,
3 unexpected internal error (a short message on stderr; the traceback goes to a log file, never
to the terminal). With ``--json`` stdout is exactly one JSON document and every other message
goes to stderr. Qt is imported lazily, only by the window and the commands that draw.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from editor.cli.drawing_commands import cmd_cards, cmd_screenshot
from editor.cli.forecast_command import cmd_forecast
from editor.cli.library_commands import cmd_export, cmd_import, cmd_list, cmd_validate
from editor.cli.map_commands import cmd_import_vtt
from editor.cli.output import (
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_INVALID,
    EXIT_OK,
    EXIT_USAGE,
    Output,
    language,
)
from editor.cli.overlay_command import cmd_overlay
from editor.cli.parser import build_parser, given_global_options
from editor.cli.play_commands import cmd_action, cmd_odds
from editor.cli.solo_commands import cmd_check_case, cmd_replay, cmd_solo
from editor.messages import SkirmishError, translate
from editor.userdirs import log_exception

__all__ = ["COMMANDS", "EXIT_INTERNAL", "EXIT_INVALID", "EXIT_OK", "EXIT_USAGE", "Output",
           "build_parser", "main"]

COMMANDS: dict[str, Callable[[argparse.Namespace, Output], int]] = {
    "list": cmd_list,
    "validate": cmd_validate,
    "import": cmd_import,
    "import-vtt": cmd_import_vtt,
    "export": cmd_export,
    "screenshot": cmd_screenshot,
    "overlay": cmd_overlay,
    "cards": cmd_cards,
    "solo": cmd_solo,
    "forecast": cmd_forecast,
    "check-case": cmd_check_case,
    "replay": cmd_replay,
    "odds": cmd_odds,
    "action": cmd_action,
}


def start_window() -> int:
    """The window, exactly as ``skirmish-studio-gui`` starts it (``editor.app``)."""
    from editor import app

    return app.main(sys.argv[:1] or ["skirmish-studio"])


def main(
    argv: Sequence[str] | None = None, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    parser = build_parser()
    args = parser.parse_args(argv)
    output = Output(language(args.lang), bool(args.json), out, err)
    if args.command is None:
        given = given_global_options(args)
        if given:  # the window has no JSON and keeps its library and language in Preferences
            parser.error(translate("cli.window_options", output.lang, options=", ".join(given)))
    try:
        if args.command is None:
            return start_window()
        return COMMANDS[args.command](args, output)
    except SkirmishError as exc:
        output.failure(exc.message)
        return EXIT_INVALID
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except Exception as exc:  # the last line of defence: a short message, the details in a log
        log = _log_exception(exc)
        print(
            translate("cli.internal_error", output.lang, error=type(exc).__name__, log=log),
            file=err,
        )
        return EXIT_INTERNAL


def _log_exception(exc: BaseException) -> Path:
    return log_exception(exc, "cli")
