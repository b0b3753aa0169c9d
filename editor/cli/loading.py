"""How the command line finds its inputs: the library, and a SCENARIO argument.

SCENARIO is a portable ``.skirmish`` file, an unpacked scenario folder or a library name. Text
that cannot be probed as a path (longer than the system allows, or holding a NUL character, as
a name read from a game log may) is a library name, so it ends as "no such scenario" rather
than an internal error. The store is imported inside the functions, so ``--help`` stays fast.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from editor.cli.output import language

if TYPE_CHECKING:
    from editor.model.scenario import Scenario

_FOLDER_ENDINGS = tuple(s for s in (os.sep, os.altsep, "/") if s)


def path_exists(text: str | os.PathLike) -> bool:
    """Whether ``text`` names an existing file or folder; False when it cannot name one (too
    long, a NUL character, a part that is not a folder)."""
    try:
        return Path(text).exists()
    except (OSError, ValueError):
        return False


def is_file_argument(text: str) -> bool:
    """SCENARIO names a portable file or folder (it exists, or looks like one), not a library
    name."""
    return text.endswith((".skirmish", *_FOLDER_ENDINGS)) or path_exists(text)


def open_library(args: argparse.Namespace, *, write: bool):
    """Open the library, creating it (with the bundled samples) on first use.

    Read-only commands open an existing library with ``read_only=True`` so its folder stays
    byte-identical.
    """
    from editor.store.library import Library

    path = library_location(args)
    if not path_exists(path):
        library = Library.open(path, create=True)
        for warning in library.warnings:  # bundled samples that could not be imported
            print(warning.text(language(args.lang)), file=sys.stderr)
        return library
    return Library.open(path, read_only=not write, create=False)


def library_location(args: argparse.Namespace) -> Path:
    """The library file named by ``--library``, the environment or the per-user folder."""
    from editor.store.location import library_path

    return library_path(args.library)


def read_file_scenario(path: str | os.PathLike) -> Scenario:
    """A scenario from a portable file or folder (its warnings are dropped)."""
    from editor.store.portable import read_scenario

    return read_scenario(path)[0]


def load_scenario(args: argparse.Namespace, target: str) -> Scenario:
    """SCENARIO as a portable file, an unpacked folder, or a library name (read-only)."""
    if is_file_argument(target):
        return read_file_scenario(target)
    with open_library(args, write=False) as library:
        return library.load(target)
