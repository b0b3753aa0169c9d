"""Help (PRODUCT §5 usability): the Help menu opens a window of its own, not modal, with the
user guides in the user's language, every keyboard shortcut read from the window's actions
(so the list cannot go stale), and where the library, its backups, the recovery copies and
the log are."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from editor.resources import DOCS_DIR
from editor.store.backups import backups_folder
from editor.ui import help_topics, recovery
from editor.ui.help_window import TOPICS
from editor.ui.i18n import install_language
from editor.userdirs import log_path
from tests.ui.test_main_window import make_window


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path / "library.sqlite")
    yield win
    if win.document is not None:
        win.document.mark_saved()
    win.close_catalog()


def _native(sequence: QKeySequence) -> str:
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


def test_the_help_menu_has_the_guides_the_shortcuts_and_the_files(window):
    texts = [a.text() for a in window.help_menu.actions() if not a.isSeparator()]
    assert texts == [
        "&User guide", "&Keyboard shortcuts", "Where are my &files?", "&About Skirmish Studio"
    ]
    assert window.help_action.shortcut() == QKeySequence(Qt.Key.Key_F1)


def test_help_is_a_window_of_its_own_and_never_modal(window, qtbot):
    window.help_action.trigger()  # as F1 or the menu does (with its "checked" argument)
    helper = window.findChild(QWidget, "helpWindow")
    qtbot.addWidget(helper)
    assert helper.isWindow() and not helper.isModal() and helper.isVisible()
    assert helper.topic == "editor"
    assert "The scenario editor" in helper.page.toPlainText()
    assert window.show_help("play") is helper and helper.topic == "play"
    assert "solo game" in helper.page.toPlainText()


def test_every_shortcut_of_the_menus_and_the_editors_is_listed(window, qtbot):
    """The page is read from the actions: each menu action's key, each editor tool's key and
    the play view's keys are on it."""
    from editor.documents.document import ScenarioDocument
    from editor.model.scenario import RuleSystem
    from editor.rules import plugin
    from editor.ui.board.editor_widget import BoardEditor
    from editor.ui.table.table_editor import TableEditor

    page = help_topics.shortcuts_markdown(window)
    menus = [window.file_menu, window.edit_menu, window.game_menu, window.view_menu]
    for menu in menus:
        for action in menu.actions():
            if not action.shortcut().isEmpty():
                assert f"| {_native(action.shortcut())} |" in page.replace("\\", ""), (
                    action.text()
                )
    for cls, system in ((BoardEditor, RuleSystem.ZONE_SOLO), (TableEditor, RuleSystem.D20)):
        editor = cls(ScenarioDocument(plugin(system).blank_scenario("x")))
        qtbot.addWidget(editor)
        for name, action in editor.tool_actions.items():
            title = editor.tools[name].title()
            assert f"| {_native(action.shortcut())} | {title} |" in page, title
        if hasattr(editor, "los_worker"):
            editor.los_worker.wait()
    for action in window.playing.mode.actions():
        assert _native(action.shortcut()) in page


def test_the_files_page_names_the_library_its_backups_the_recovery_copies_and_the_log(
    window, tmp_path
):
    page = help_topics.files_markdown(window)
    library = tmp_path / "library.sqlite"
    for folder in (library, backups_folder(library), recovery.recovery_folder(), log_path()):
        assert f"`{folder}`" in page


def test_the_guides_are_shown_in_the_users_language(window, qtbot):
    helper = window.show_help("editor")
    qtbot.addWidget(helper)
    english = helper.page.toPlainText()
    install_language("fr")
    QCoreApplication.sendPostedEvents()
    QApplication.processEvents()
    assert helper.topics.item(0).text() == "L’éditeur de scénarios"
    french = helper.page.toPlainText()
    assert french != english and "L’éditeur de scénarios" in french
    helper.show_topic("shortcuts")
    assert "Raccourcis clavier" in helper.page.toPlainText()


@pytest.mark.parametrize("name", help_topics.GUIDES)
def test_each_guide_has_a_french_version_whose_pictures_and_links_exist(name):
    french = DOCS_DIR / "fr" / f"{name}.md"
    assert help_topics.guide_path(name, "fr") == french and french.is_file()
    assert help_topics.guide_path(name, "en") == DOCS_DIR / f"{name}.md"
    for path in (french, DOCS_DIR / f"{name}.md"):
        text = path.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)#\s]+)\)", text):
            if not target.startswith(("http://", "https://")):
                assert (path.parent / target).exists(), f"{path.name}: {target}"


def test_every_topic_shows_something(window, qtbot):
    helper = window.show_help()
    qtbot.addWidget(helper)
    for name in TOPICS:
        helper.show_topic(name)
        assert len(helper.page.toPlainText()) > 200, name


def test_a_guide_picture_is_never_wider_than_the_page(window, qtbot):
    helper = window.show_help("editor")
    qtbot.addWidget(helper)
    helper.resize(700, 600)
    QApplication.processEvents()
    helper.fit_images()
    document = helper.page.document()
    widths = []
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            image = fragments.fragment().charFormat()
            if image.isImageFormat():
                widths.append(image.toImageFormat().width())
            fragments += 1
        block = block.next()
    assert widths and all(0 < w <= helper.page.viewport().width() for w in widths)
