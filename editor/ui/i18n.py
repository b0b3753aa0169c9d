"""UI languages with Qt's translation system: the application's .qm files and Qt's own.

Switching language installs new translators; Qt then sends a LanguageChange event to every
widget, whose ``retranslate()`` re-reads its texts, so nothing is rebuilt and no work is lost.
The pure core's messages use ``editor.messages`` instead; ``current_language()`` tells which.
"""

from __future__ import annotations

import locale

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from editor.resources import RESOURCES_DIR
from editor.ui.settings import SUPPORTED_LANGUAGES

I18N_DIR = RESOURCES_DIR / "i18n"
_installed: list[QTranslator] = []
_current = "en"


def system_language() -> str:
    name = QLocale.system().name() or (locale.getlocale()[0] or "")
    return "fr" if name.lower().startswith("fr") else "en"


def current_language() -> str:
    return _current


def install_language(lang: str) -> str:
    """Make ``lang`` the UI language (falls back to English); returns the language in use."""
    global _current
    app = QCoreApplication.instance()
    lang = lang if lang in SUPPORTED_LANGUAGES else "en"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    own = QTranslator(app)
    if own.load(str(I18N_DIR / f"skirmish_{lang}.qm")):
        app.installTranslator(own)
        _installed.append(own)
    qt = QTranslator(app)
    if lang != "en" and qt.load(
        f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        app.installTranslator(qt)
        _installed.append(qt)
    _current = lang
    QLocale.setDefault(
        QLocale(QLocale.Language.French if lang == "fr" else QLocale.Language.English)
    )
    return lang
