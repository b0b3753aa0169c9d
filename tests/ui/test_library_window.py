"""The library window lists the library and imports portable files (offscreen, no dialogs)."""

from __future__ import annotations

import pytest

from editor.messages import SkirmishError
from editor.store.library import Library
from editor.store.portable import write_scenario
from editor.ui.library_window import LibraryWindow
from tests.examples import zone_scenario


@pytest.fixture
def window(qtbot, tmp_path):
    library = Library.open(tmp_path / "library.sqlite", create=True)
    win = LibraryWindow(library)
    qtbot.addWidget(win)
    yield win
    library.close()


def test_lists_the_bundled_samples(window):
    names = [window.table.item(r, 0).text() for r in range(window.table.rowCount())]
    assert "harbour-night" in names
    assert window.statusBar().currentMessage()


def test_import_adds_a_row_and_refuses_a_duplicate(window, tmp_path):
    file = tmp_path / "rooftops.skirmish"
    write_scenario(zone_scenario(), file)
    rows = window.table.rowCount()
    assert window.import_file(file) == "rooftops"
    assert window.table.rowCount() == rows + 1
    with pytest.raises(SkirmishError):
        window.import_file(file)


def test_window_renders(window, tmp_path):
    window.show()
    image = window.grab()
    assert image.width() > 0 and image.height() > 0
