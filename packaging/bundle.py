"""What every build of the application carries besides its code, and where it goes.

One rule for the wheel (``build_backend.py``) and the folder build (``skirmish-studio.spec``):
the repository's ``resources/``, ``scenarios/`` and ``docs/`` (the guides Help shows) are
copied whole into the package under ``editor/_data/``, where ``editor/resources.py`` looks
first, except what only a developer uses: the scripts that rebuild the samples
(``resources/samples/``) and the translation sources (``*.ts``), which ship compiled
(``*.qm``, made here with Qt's ``lrelease`` when missing or older than their source). See
``docs/packaging.md``. Standard library only: it runs inside the isolated build environment
and inside PyInstaller.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("resources", "scenarios", "docs")
"""Copied into the package; must equal ``editor.resources.BUNDLED_FOLDERS``."""
DATA_DIR = "editor/_data"
"""Where the folders go, relative to the installed code (the package directory's parent)."""
LEFT_OUT = ("resources/samples",)
"""Folders a build leaves out: the sample scenarios' sources (``scenarios/`` is their output)."""
SOURCE_SUFFIXES = (".ts",)
"""Files a build leaves out: they ship compiled."""
_NEVER = ("__pycache__",)


def bundled_files(root: Path = ROOT) -> list[tuple[Path, str]]:
    """Every file a build carries: (its path here, its path under ``DATA_DIR``), sorted.

    Compiled translations are listed whether or not they exist yet (``ensure_translations``
    makes them), so a build without them fails on a missing file rather than shipping an
    untranslated interface.
    """
    files: dict[str, Path] = {}
    for folder in FOLDERS:
        for path in sorted((root / folder).rglob("*")):
            relative = path.relative_to(root).as_posix()
            if not path.is_file() or _left_out(relative):
                continue
            if path.suffix in SOURCE_SUFFIXES:
                path = path.with_suffix(".qm")
                relative = path.relative_to(root).as_posix()
            files[relative] = path
    return sorted(((path, relative) for relative, path in files.items()), key=lambda f: f[1])


def _left_out(relative: str) -> bool:
    parts = relative.split("/")
    if any(part in _NEVER for part in parts) or relative.endswith(".pyc"):
        return True
    return any(relative == gone or relative.startswith(gone + "/") for gone in LEFT_OUT)


def translations(root: Path = ROOT) -> list[tuple[Path, Path]]:
    """Each translation source with the compiled file the application loads."""
    return [(ts, ts.with_suffix(".qm")) for ts in sorted((root / "resources").rglob("*.ts"))]


def stale_translations(root: Path = ROOT) -> list[tuple[Path, Path]]:
    """The translations whose compiled file is missing or older than its source."""
    return [
        (ts, qm)
        for ts, qm in translations(root)
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime
    ]


def ensure_translations(root: Path = ROOT) -> None:
    """Compile the stale translations with Qt's ``lrelease`` (from PySide6), as ``make`` does."""
    for ts, qm in stale_translations(root):
        subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from PySide6.scripts.pyside_tool import lrelease; "
                "sys.exit(lrelease())",
                "-silent",
                str(ts),
                "-qm",
                str(qm),
            ],
            check=True,
        )


def pyinstaller_datas(root: Path = ROOT) -> list[tuple[str, str]]:
    """``bundled_files`` as PyInstaller's ``datas``: (file, folder it goes to in the build)."""
    return [
        (str(source), str(Path(DATA_DIR, relative).parent))
        for source, relative in bundled_files(root)
    ]


def version(root: Path = ROOT) -> str:
    """The application's version, read from ``editor/__init__.py`` without importing it."""
    for line in (root / "editor" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise ValueError("editor/__init__.py names no __version__")


def code_modules(root: Path = ROOT) -> list[str]:
    """Every module of the ``editor`` package, for a freezer to include: some are imported by
    name at run time (the editor's panels, the rule systems' reports), which no import scan sees.
    """
    modules = []
    for path in sorted((root / "editor").rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if "_data" in parts or "__pycache__" in parts:
            continue
        modules.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return modules
