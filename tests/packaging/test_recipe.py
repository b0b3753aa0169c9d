"""The build recipes carry every bundled folder, the way the application looks for them.

``packaging/bundle.py`` is the one list both builds use (the wheel's backend and the
PyInstaller recipe); these tests hold it to the repository's folders and to
``editor/resources.py``. The folder build itself is ``make package``'s (not part of the suite).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import bundle  # noqa: E402

from editor import resources  # noqa: E402

SPEC = ROOT / "packaging" / "skirmish-studio.spec"


def test_the_builds_carry_the_folders_the_application_reads():
    assert bundle.FOLDERS == resources.BUNDLED_FOLDERS
    assert bundle.DATA_DIR == resources.DATA_DIR.relative_to(ROOT).as_posix()


def test_every_resource_folder_is_bundled():
    bundled = {relative for _source, relative in bundle.bundled_files()}
    folders = {Path(relative).parent.as_posix() for relative in bundled}
    for top in bundle.FOLDERS:
        for path in (ROOT / top).rglob("*"):
            relative = path.relative_to(ROOT).as_posix()
            if "__pycache__" in relative or relative.startswith(bundle.LEFT_OUT):
                continue
            if path.is_dir() and any(p.is_file() for p in path.iterdir()):
                assert relative in folders, f"{relative} is not bundled"
            elif path.is_file() and path.suffix not in bundle.SOURCE_SUFFIXES:
                assert relative in bundled, f"{relative} is not bundled"


def test_translations_ship_compiled_and_sample_sources_stay_home():
    bundled = {relative for _source, relative in bundle.bundled_files()}
    assert "resources/i18n/skirmish_fr.qm" in bundled and "resources/i18n/skirmish_en.qm" in bundled
    assert not any(r.endswith(".ts") or r.startswith("resources/samples/") for r in bundled)
    assert {r.split("/")[1] for r in bundled if r.startswith("scenarios/")} == {
        "night-market", "frozen-trench", "depot-raid"}


def test_the_pyinstaller_recipe_uses_the_bundle_and_every_editor_module():
    tree = ast.parse(SPEC.read_text())
    analysis = next(n for n in ast.walk(tree) if isinstance(n, ast.Call)
                    and getattr(n.func, "id", "") == "Analysis")
    keywords = {k.arg: ast.unparse(k.value) for k in analysis.keywords}
    assert keywords["datas"] == "bundle.pyinstaller_datas()"
    assert keywords["hiddenimports"] == "bundle.code_modules()"
    datas = bundle.pyinstaller_datas()
    assert len(datas) == len(bundle.bundled_files())
    assert all(folder.startswith("editor/_data/") for _file, folder in datas)


def test_the_module_list_names_every_module_and_only_modules():
    modules = bundle.code_modules()
    assert "editor.ui.panels.properties_panel" in modules  # imported by name at run time
    assert "editor" in modules and "editor.cli" in modules
    files = [p for p in (ROOT / "editor").rglob("*.py") if "__pycache__" not in p.parts]
    assert len(modules) == len(files)
