"""Where the library file is (its backups: ``editor.store.backups``).

The file: ``--library PATH``, else ``$SKIRMISH_STUDIO_LIBRARY``, else the per-user data folder
(``$XDG_DATA_HOME/skirmish-studio/`` on Linux, via platformdirs). A PATH naming an existing
folder, or ending with a path separator, means ``PATH/library.sqlite``; any other PATH is the
library file itself. Standard library + platformdirs: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "skirmish-studio"
ENV_VARIABLE = "SKIRMISH_STUDIO_LIBRARY"
FILE_NAME = "library.sqlite"


def library_path(cli_value: str | None = None) -> Path:
    """The absolute path of the library file for this run."""
    chosen = cli_value or os.environ.get(ENV_VARIABLE, "")
    if not chosen:
        return platformdirs.user_data_path(APP_NAME) / FILE_NAME
    path = Path(chosen).expanduser().absolute()
    separators = tuple(s for s in (os.sep, os.altsep) if s)
    if chosen.endswith(separators) or _is_folder(path):
        return path / FILE_NAME
    return path


def _is_folder(path: Path) -> bool:
    """An existing folder; False for a path that cannot be probed (a name too long for the
    system), which opening the library then reports with its reason."""
    try:
        return path.is_dir()
    except OSError:
        return False
