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
            json.dump(in_key_order(data), self.out, ensure_ascii=False, indent=2)
            self.out.write("\n")

    def failure(self, message: Message) -> None:
        """A refused operation: the message on stderr and, with ``--json``, as the document."""
        self.message(message)
        self.result({"error": dict(message.to_dict(self.lang), text=message.text(self.lang))})


def in_key_order(data: Any) -> Any:
    """``data`` with every object's keys sorted, numbers by value: a distribution's losses
    read 0, 1, 2 … 10, not 0, 1, 10, 2 as plain string order would put them."""
    if isinstance(data, dict):
        return {key: in_key_order(data[key]) for key in sorted(data, key=_natural)}
    if isinstance(data, (list, tuple)):
        return [in_key_order(item) for item in data]
    return data


def _natural(key: Any) -> tuple[int, float, str]:
    text = str(key)
    try:
        return (0, float(text), text)
    except ValueError:
        return (1, 0.0, text)


def decimal_text(text: str, lang: str) -> str:
    """A decimal number as its language writes it: ``1,25`` in French, ``1.25`` in English."""
    return text.replace(".", ",") if lang == "fr" else text


def language(choice: str | None) -> str:
    """``--lang`` if given, else French when the first set locale variable says French."""
    if choice:
        return choice
    for var in LANGUAGE_VARIABLES:
        value = os.environ.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"
