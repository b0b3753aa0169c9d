"""Counts in the Qt UI read in the right form: "1 movement point", "2 movement points".

A ``tr()`` text that counts something takes the number as ``%n`` (Qt's numerus form, with one
translation per plural form in each ``.ts`` file), never as ``%1`` before a counted noun nor
with "(s)" left in a shown text. The sources are scanned for such texts, and the numerus
entries of both translation files have every form filled (``test_translations`` checks that
too) and differ where the language does.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from editor.ui.i18n import I18N_DIR, install_language

UI_DIR = Path(__file__).resolve().parents[2] / "editor" / "ui"
COUNTED = (
    r"cubes?|successe?s?|movement points?|points?|wounds?|dice|zones?|cards?|turns?|units?|"
    r"figures?|scenarios?|tiles?|errors?|warnings?|pages?"
)


def tr_texts() -> list[tuple[str, str, bool]]:
    """(place, source text, numerus) of every ``tr("...")``/``translate(ctx, "...")`` call."""
    found = []
    for path in sorted(UI_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            if name == "tr" and node.args and isinstance(node.args[0], ast.Constant):
                text = node.args[0].value
                numerus = len(node.args) >= 3
            elif name in ("translate", "QT_TRANSLATE_NOOP") and len(node.args) >= 2 and (
                isinstance(node.args[1], ast.Constant)
            ):
                text, numerus = node.args[1].value, len(node.args) >= 4
            else:
                continue
            if isinstance(text, str):
                found.append((f"{path.relative_to(UI_DIR)}:{node.lineno}", text, numerus))
    return found


def test_the_scan_finds_the_numerus_texts():
    numerus = [text for _place, text, is_numerus in tr_texts() if is_numerus]
    assert "%1: %n movement point(s)" in numerus
    assert "Villain energy this step spends: %n cube(s)" in numerus


def test_no_count_in_a_tr_text_without_its_plural_forms():
    problems = []
    for place, text, numerus in tr_texts():
        if re.search(r"%\d (?:" + COUNTED + r")\b", text):
            problems.append(f"{place}: “{text}” counts with %1: use %n and numerus forms")
        if "(s)" in text.replace("%n", "") and not numerus:
            problems.append(f"{place}: “{text}” shows “(s)”: use %n and numerus forms")
    assert not problems, "\n".join(problems)


def test_every_numerus_entry_has_its_forms_in_both_languages():
    for lang in ("en", "fr"):
        tree = ET.parse(I18N_DIR / f"skirmish_{lang}.ts")
        for message in tree.getroot().iter("message"):
            if message.get("numerus") != "yes":
                continue
            forms = [f.text or "" for f in message.find("translation").findall("numerusform")]
            source = message.findtext("source")
            assert len(forms) == 2 and all(forms), f"{lang}: {source}"
            assert all("(s)" not in form for form in forms), f"{lang}: {source}: {forms}"
            assert all("%n" in form for form in forms) or "%n" not in source, source


def test_qt_chooses_the_form_in_each_language(qapp):
    context, source = "PlayTool", "%1: %n movement point(s)"
    install_language("en")
    assert QCoreApplication.translate(context, source, "", 1) == "%1: 1 movement point"
    assert QCoreApplication.translate(context, source, "", 2) == "%1: 2 movement points"
    install_language("fr")
    assert QCoreApplication.translate(context, source, "", 0) == "%1 : 0 point de mouvement"
    assert QCoreApplication.translate(context, source, "", 1) == "%1 : 1 point de mouvement"
    assert QCoreApplication.translate(context, source, "", 3) == "%1 : 3 points de mouvement"
    install_language("en")
