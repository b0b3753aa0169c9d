"""Layering rules, checked on the source (PRODUCT.md §6).

- Qt (PySide6, shiboken6) is imported only in ``editor/ui/``.
- SQLAlchemy is imported only in ``editor/store/``.
- Outside ``editor/ui/``, nothing imports ``editor.ui`` (it would drag Qt in), except lazily,
  inside a function, in the command-line package ``editor/cli/`` and ``editor/app.py``.
- argparse is imported only in ``editor/cli/``, and nothing else imports ``editor.cli``.

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
CLI_PACKAGE = "editor/cli/"
LAZY_UI_ALLOWED = {"editor/app.py"}


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


def _violations() -> tuple[int, list[str]]:
    files = sorted(EDITOR.rglob("*.py"))
    problems: dict[tuple[str, str], str] = {}  # (file:line, rule) -> message; one per pair
    for path in files:
        rel = path.relative_to(ROOT).as_posix()
        in_ui = rel.startswith("editor/ui/")
        in_store = rel.startswith("editor/store/")
        in_cli = rel.startswith(CLI_PACKAGE)
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
                if not ((in_cli or rel in LAZY_UI_ALLOWED) and in_function):
                    problems.setdefault(
                        (where, "ui"),
                        f"{where}: imports {name} (only editor/ui/ may, or editor/cli/ and "
                        "editor/app.py lazily inside a function)",
                    )
            elif top == "argparse" and not in_cli:
                problems.setdefault(
                    (where, "argparse"), f"{where}: imports argparse (only editor/cli/ may)"
                )
            elif (name == "editor.cli" or name.startswith("editor.cli.")) and not in_cli:
                problems.setdefault(
                    (where, "cli"),
                    f"{where}: imports {name} (nothing imports the command line)",
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
    (tmp_path / "editor" / "cli").mkdir()
    (tmp_path / "editor" / "cli" / "__init__.py").write_text(
        "import argparse\ndef main():\n    from editor.ui import app\n    import importlib\n"
        "    importlib.import_module('shiboken6')\n"
    )
    (tmp_path / "editor" / "solo.py").write_text(
        "def command():\n    import argparse\n    from editor.cli import main\n"
    )
    (tmp_path / "editor" / "ui" / "window.py").write_text("from PySide6 import QtWidgets\n")
    (tmp_path / "editor" / "store" / "db.py").write_text("from sqlalchemy import select\n")
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    monkeypatch.setitem(globals(), "EDITOR", tmp_path / "editor")
    scanned, problems = _violations()
    assert scanned == 5
    assert [p.split(" ")[0] for p in problems] == [
        "editor/cli/__init__.py:5:",
        "editor/core.py:2:",
        "editor/core.py:3:",
        "editor/core.py:4:",
        "editor/solo.py:2:",
        "editor/solo.py:3:",
    ], problems
