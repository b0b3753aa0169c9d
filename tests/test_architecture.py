"""Layering rules, checked on the source (PRODUCT.md §6).

- Qt (PySide6, shiboken6) is imported only in ``editor/ui/``.
- SQLAlchemy is imported only in ``editor/store/``.
- Outside ``editor/ui/``, nothing imports ``editor.ui`` (it would drag Qt in), except lazily,
  inside a function, in ``editor/cli.py`` and ``editor/app.py``.
- The pure core (everything but ``editor/ui/``, ``editor/store/``, ``editor/cli.py`` and
  ``editor/app.py``) never imports ``editor.store`` or ``editor.cli``, not even inside a
  function; ``STORE_PENDING`` lists the modules of the command-line code that still do.
- The board engine (``editor/board/``) never imports the solo AI (``editor.solo``): the AI
  builds on the board, not the reverse.

Imports through ``importlib.import_module("...")`` / ``__import__("...")`` with a literal name
count as imports.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EDITOR = ROOT / "editor"

QT_ROOTS = {"PySide6", "shiboken6"}
SQL_ROOTS = {"sqlalchemy"}
LAZY_UI_ALLOWED = {"editor/cli.py", "editor/app.py"}
OUTSIDE_CORE = ("editor/ui/", "editor/store/", "editor/cli.py", "editor/app.py")
STORE_PENDING = {"editor/solo/cases.py", "editor/solo/command.py"}
"""Command-line code of the solo AI, moving to the command-line package."""


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path) -> Iterator[tuple[str, int, bool]]:
    """Yield (absolute module name, line, inside a function) for each import in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]

    def visit(node: ast.AST, in_function: bool) -> Iterator[tuple[str, int, bool]]:
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno, in_function
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            yield base, node.lineno, in_function
            for alias in node.names:  # `from editor import ui` imports editor.ui
                if alias.name != "*":
                    yield f"{base}.{alias.name}", node.lineno, in_function
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if (
                name in {"import_module", "__import__"}
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                yield node.args[0].value, node.lineno, in_function
        nested = in_function or isinstance(
            node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
        )
        for child in ast.iter_child_nodes(node):
            yield from visit(child, nested)

    yield from visit(tree, False)


def _within(name: str, *packages: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in packages)


def _violations() -> tuple[int, list[str]]:
    files = sorted(EDITOR.rglob("*.py"))
    problems: dict[tuple[str, str], str] = {}  # (file:line, rule) -> message; one per pair
    for path in files:
        rel = path.relative_to(ROOT).as_posix()
        in_ui = rel.startswith("editor/ui/")
        in_store = rel.startswith("editor/store/")
        in_core = not rel.startswith(OUTSIDE_CORE) and rel not in STORE_PENDING
        in_board = rel.startswith("editor/board/")
        for name, line, in_function in _imports(path):
            top = name.split(".")[0]
            where = f"{rel}:{line}"
            if top in QT_ROOTS and not in_ui:
                problems.setdefault(
                    (where, "qt"), f"{where}: imports {name} (Qt belongs in editor/ui/)"
                )
            elif top.lower() in SQL_ROOTS and not in_store:
                problems.setdefault(
                    (where, "sql"),
                    f"{where}: imports {name} (SQLAlchemy belongs in editor/store/)",
                )
            elif (name == "editor.ui" or name.startswith("editor.ui.")) and not in_ui:
                if not (rel in LAZY_UI_ALLOWED and in_function):
                    problems.setdefault(
                        (where, "ui"),
                        f"{where}: imports {name} (only editor/ui/ may, or editor/cli.py and "
                        "editor/app.py lazily inside a function)",
                    )
            elif in_core and _within(name, "editor.store", "editor.cli"):
                problems.setdefault(
                    (where, "core"),
                    f"{where}: imports {name} (the core never imports the store or the CLI)",
                )
            elif in_board and _within(name, "editor.solo"):
                problems.setdefault(
                    (where, "board"),
                    f"{where}: imports {name} (the board engine never imports the solo AI)",
                )
    return len(files), sorted(problems.values())


def test_layering() -> None:
    scanned, problems = _violations()
    assert scanned > 0, f"no Python files found under {EDITOR}"
    assert not problems, "layering violations:\n  " + "\n  ".join(problems)


def test_checker_catches_violations(tmp_path: Path, monkeypatch) -> None:
    """The checker itself: a planted violation of each rule is reported with file:line."""
    (tmp_path / "editor" / "ui").mkdir(parents=True)
    (tmp_path / "editor" / "store").mkdir()
    (tmp_path / "editor" / "core.py").write_text(
        "import os\nfrom PySide6.QtCore import QObject\nimport sqlalchemy.orm\n"
        "from .ui import window\n"
    )
    (tmp_path / "editor" / "cli.py").write_text(
        "def main():\n    from editor.ui import app\n    import importlib\n"
        "    importlib.import_module('shiboken6')\n"
    )
    (tmp_path / "editor" / "ui" / "window.py").write_text("from PySide6 import QtWidgets\n")
    (tmp_path / "editor" / "store" / "db.py").write_text("from sqlalchemy import select\n")
    (tmp_path / "editor" / "game").mkdir()
    (tmp_path / "editor" / "game" / "log.py").write_text(
        "def read():\n    from editor.store.package import Limits\nimport editor.cli\n"
    )
    (tmp_path / "editor" / "board").mkdir()
    (tmp_path / "editor" / "board" / "overlays.py").write_text(
        "from editor.board import paths\n\ndef threat():\n    from editor.solo import context\n"
    )
    (tmp_path / "editor" / "store" / "portable.py").write_text("from editor.store import db\n")
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    monkeypatch.setitem(globals(), "EDITOR", tmp_path / "editor")
    scanned, problems = _violations()
    assert scanned == 7
    assert [p.split(" ")[0] for p in problems] == [
        "editor/board/overlays.py:4:",
        "editor/cli.py:4:",
        "editor/core.py:2:",
        "editor/core.py:3:",
        "editor/core.py:4:",
        "editor/game/log.py:2:",
        "editor/game/log.py:3:",
    ], problems
