"""What a command-line run prints and returns: exit codes, the language, the ``--json`` contract.

Exit codes: 0 success, 1 invalid input or refused operation, 2 usage error, 3 unexpected
internal error. With ``--json`` stdout is exactly one JSON document and every other message
goes to stderr (README, "Command line"). Standard library and the message catalogue only.
"""

from __future__ import annotations

import json
import os
from typing import Any, TextIO

from editor.messages import Message, translate

EXIT_OK, EXIT_INVALID, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
EXIT_INTERRUPTED = 130
"""Ctrl+C, as a shell reports a process ended by SIGINT."""

LANGUAGE_VARIABLES = ("SKIRMISH_STUDIO_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


class Output:
    """Where results and messages go, in the chosen language and format."""

    def __init__(self, lang: str, as_json: bool, out: TextIO, err: TextIO):
        self.lang, self.as_json, self.out, self.err = lang, as_json, out, err

    def say(self, key: str, **params: Any) -> None:
        """A human message: stdout normally, stderr in JSON mode."""
        print(translate(key, self.lang, **params), file=self.err if self.as_json else self.out)

    def message(self, message: Message) -> None:
        """A warning or an error of the core, with its severity, always on stderr."""
        label = translate(f"cli.severity.{message.severity.value}", self.lang)
        print(f"{label}: {message.text(self.lang)}", file=self.err)

    def result(self, data: Any) -> None:
        """The one JSON document of the run (nothing without ``--json``)."""
        if self.as_json:
            json.dump(data, self.out, ensure_ascii=False, indent=2, sort_keys=True)
            self.out.write("\n")

    def failure(self, message: Message) -> None:
        """A refused operation: the message on stderr and, with ``--json``, as the document."""
        self.message(message)
        self.result({"error": dict(message.to_dict(self.lang), text=message.text(self.lang))})


def language(choice: str | None) -> str:
    """``--lang`` if given, else French when the first set locale variable says French."""
    if choice:
        return choice
    for var in LANGUAGE_VARIABLES:
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"
