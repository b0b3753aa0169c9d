"""The layering of PRODUCT.md §6, checked by the import contracts of ``pyproject.toml``.

import-linter follows indirect imports and imports inside functions. What it cannot see, the
names given to ``importlib.import_module`` / ``__import__``, is checked here on the source: a
dynamic import in the core may only name a module of the core.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EDITOR = ROOT / "editor"
LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"
OUTSIDE_CORE = ("editor/ui/", "editor/store/", "editor/cli/", "editor/app.py")
FORBIDDEN_IN_CORE = ("PySide6", "shiboken6", "sqlalchemy", "argparse", "editor.store",
                     "editor.ui", "editor.cli", "editor.app")


def _lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(root / "pyproject.toml"), "--no-cache"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_import_contracts_hold() -> None:
    result = _lint_imports(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_a_lazy_store_import_in_the_solo_ai_breaks_the_contracts(tmp_path: Path) -> None:
    """The contracts see through functions: the solo AI reaching the store inside a function
    breaks the layering, the core boundary and the no-cycle contracts."""
    shutil.copytree(EDITOR, tmp_path / "editor", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    names = tmp_path / "editor" / "solo" / "names.py"
    names.write_text(
        names.read_text(encoding="utf-8")
        + "\n\ndef _planted():\n    from editor.store import library  # noqa: F401\n",
        encoding="utf-8",
    )
    result = _lint_imports(tmp_path)
    assert result.returncode != 0
    assert "editor.solo.names -> editor.store.library" in result.stdout
    assert "The core never imports the store" in result.stdout


def _dynamic_imports(path: Path) -> list[tuple[int, str]]:
    """(line, module name prefix) of each import_module/__import__ call with a literal name,
    or an f-string whose literal start names the module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        if name not in {"import_module", "__import__"}:
            continue
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            found.append((node.lineno, first.value))
        elif isinstance(first, ast.JoinedStr) and first.values:
            head = first.values[0]
            if isinstance(head, ast.Constant) and isinstance(head.value, str):
                found.append((node.lineno, head.value))
            else:
                found.append((node.lineno, "<computed>"))
        else:
            found.append((node.lineno, "<computed>"))
    return found


def _core_files() -> list[Path]:
    return [
        path
        for path in sorted(EDITOR.rglob("*.py"))
        if not path.relative_to(ROOT).as_posix().startswith(OUTSIDE_CORE)
    ]


def test_dynamic_imports_of_the_core_stay_in_the_core() -> None:
    files = _core_files()
    assert len(files) > 100
    problems = []
    for path in files:
        for line, name in _dynamic_imports(path):
            if name == "<computed>" or name.startswith(FORBIDDEN_IN_CORE) or not name.startswith(
                "editor."
            ):
                problems.append(f"{path.relative_to(ROOT)}:{line}: imports {name!r} dynamically")
    assert not problems, "\n".join(problems)


def test_the_dynamic_import_check_sees_a_planted_one(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text(
        "import importlib\n"
        "def f(x):\n"
        "    importlib.import_module('PySide6.QtCore')\n"
        "    importlib.import_module(f'editor.model.{x}')\n"
        "    __import__(x)\n"
    )
    assert _dynamic_imports(planted) == [
        (3, "PySide6.QtCore"),
        (4, "editor.model."),
        (5, "<computed>"),
    ]


def test_no_file_under_the_ui_does_geometry_with_shapely() -> None:
    """Geometry is the core's (editor/board, editor/table): the UI only draws it."""
    users = [
        path.relative_to(ROOT).as_posix()
        for path in sorted((EDITOR / "ui").rglob("*.py"))
        if any(
            isinstance(node, ast.Import | ast.ImportFrom)
            and any(
                (getattr(node, "module", None) or alias.name).split(".")[0] == "shapely"
                for alias in node.names
            )
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        )
    ]
    assert not users, users


def _contract(contract_id: str) -> dict:
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    return next(contract for contract in contracts if contract["id"] == contract_id)


def test_every_module_of_the_core_is_under_the_core_contracts() -> None:
    """A new top-level module of the core is named in the contracts that keep the store, the
    UI, the command line and the frameworks out of it; otherwise nothing checks its imports."""
    outside = {"editor.ui", "editor.store", "editor.cli", "editor.app"}
    core = {
        f"editor.{path.stem if path.is_file() else path.name}"
        for path in EDITOR.iterdir()
        if (path.suffix == ".py" and path.name != "__init__.py")
        or (path.is_dir() and (path / "__init__.py").exists())
    } - outside
    for contract_id in ("core-outside", "core-frameworks"):
        listed = set(_contract(contract_id)["source_modules"])
        assert core - listed == set(), contract_id
