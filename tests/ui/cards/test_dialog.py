"""CardPrintDialog driven offscreen without exec(): options, preview, export with progress."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from editor.resources import SAMPLES_DIR
from editor.store.portable import read_scenario
from editor.ui.cards.dialog import CardPrintDialog


@pytest.fixture
def dialog(qtbot):
    scenario = read_scenario(SAMPLES_DIR / "night-market")[0]
    widget = CardPrintDialog(scenario)
    qtbot.addWidget(widget)
    widget.open()
    yield widget
    widget.runner.wait()


def test_defaults_follow_the_deployment(dialog):
    job = dialog.job()
    assert job.what == "units" and len(job.faces) == 15
    assert dialog.page_count() == 2
    assert not dialog.preview.pixmap().isNull()


def test_options_replan_the_job(dialog):
    dialog.set_units({"eel"})
    assert len(dialog.job().faces) == 5
    dialog.set_option(dialog.what, "solo-deck")
    assert len(dialog.job().faces) == 24 and not dialog.units.isEnabled()
    dialog.set_option(dialog.size, "tarot")
    assert dialog.page_count() == 6
    dialog.show_page(5)
    assert "6" in dialog.page_label.text()
    dialog.set_option(dialog.what, "ruler")
    assert dialog.job() is None and not dialog.export_button.isEnabled()
    assert "Nothing to print" in dialog.status.text()


def test_the_preview_says_when_text_shrinks_below_6_pt(dialog):
    assert dialog.page_warnings.isHidden()
    dialog.set_option(dialog.size, "custom")
    dialog.custom_width.setValue(44)
    dialog.custom_height.setValue(68)
    assert not dialog.page_warnings.isHidden()
    assert "below the 6 pt that stays readable" in dialog.page_warnings.text()
    dialog.set_option(dialog.size, "a6")
    assert dialog.page_warnings.isHidden()


def test_backs_and_the_flip(dialog):
    assert not dialog.flip.isEnabled()
    dialog.backs.setChecked(True)
    assert dialog.flip.isEnabled() and dialog.job().backs
    assert dialog.page_count() == 4  # unit cards have backs: 2 fronts, 2 backs
    dialog.set_option(dialog.flip, "short")
    assert dialog.job().flip == "short"


def test_the_dialog_says_when_cut_marks_cost_cards(dialog):
    assert dialog.fit_note.isHidden()  # poker on A4: 9 cards, marks fit
    dialog.set_option(dialog.paper, "letter")
    assert not dialog.fit_note.isHidden()
    assert dialog.fit_note.text().startswith("8 cards a page: 9 would fit")
    assert "6.35 mm" in dialog.fit_note.text()
    dialog.set_option(dialog.size, "tarot")
    assert dialog.fit_note.isHidden()


def test_export_runs_off_the_gui_thread_with_progress(dialog, qtbot, tmp_path):
    dialog.set_option(dialog.size, "custom")
    dialog.custom_width.setValue(60)
    dialog.custom_height.setValue(90)
    target = tmp_path / "cards.pdf"
    with qtbot.waitSignal(dialog.exported, timeout=30_000) as blocker:
        assert dialog.export_pdf(target) is not None
    assert blocker.args == [str(target)]
    assert len(PdfReader(target).pages) == 2
    assert (dialog.progress.value(), dialog.progress.maximum()) == (2, 2)
    assert "Done" in dialog.status.text()
    assert not dialog.progress.isVisible()


def test_cancelled_export_writes_nothing(dialog, qtbot, tmp_path):
    target = tmp_path / "cards.pdf"
    dialog.set_option(dialog.what, "solo-deck")
    task = dialog.export_pdf(target)
    task.cancel()
    qtbot.waitUntil(lambda: dialog.progress.isHidden(), timeout=30_000)
    assert not target.exists()
    assert dialog.status.text() == "Cancelled."


def test_png_faces_export_off_the_gui_thread_with_progress(dialog, qtbot, tmp_path):
    from PIL import Image

    dialog.set_units({"odile"})
    dialog.bleed.setChecked(True)
    dialog.bleed_mm.setValue(2.0)
    dialog.dpi.setValue(150)
    folder = tmp_path / "faces"
    with qtbot.waitSignal(dialog.exported, timeout=30_000):
        assert dialog.export_png(folder) is not None
    assert sorted(p.name for p in folder.iterdir()) == ["001-odile-front.png",
                                                        "contact-sheet.png"]
    with Image.open(folder / "001-odile-front.png") as image:
        # (63 + 4) / 25.4 × 150 = 395.7, (88 + 4) / 25.4 × 150 = 543.3
        assert image.size == (396, 543)
        # pHYs holds whole dots per metre: 5906, which is 150.01 dpi
        assert image.info["dpi"] == pytest.approx((150, 150), abs=0.02)
    assert (dialog.progress.value(), dialog.progress.maximum()) == (2, 2)
    assert dialog.status.text().startswith("Done: 1 PNG faces and contact-sheet.png.")


def test_a_folder_that_is_not_empty_is_asked_about_first(dialog, qtbot, tmp_path):
    folder = tmp_path / "faces"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine")
    dialog.set_units({"odile"})
    task = dialog.export_png(folder)
    qtbot.waitUntil(lambda: dialog.progress.isHidden(), timeout=30_000)
    assert task is not None and "not empty" in dialog.status.text()
    assert sorted(p.name for p in folder.iterdir()) == ["notes.txt"]
    dialog.ask_then_export_png(folder)
    question = dialog.replace_question
    assert question is not None and question.isVisible()
    with qtbot.waitSignal(dialog.exported, timeout=30_000):
        question.accept()
    assert sorted(p.name for p in folder.iterdir()) == ["001-odile-front.png",
                                                        "contact-sheet.png", "notes.txt"]


def test_a_cancelled_png_export_writes_nothing(dialog, qtbot, tmp_path):
    folder = tmp_path / "faces"
    dialog.set_option(dialog.what, "solo-deck")
    task = dialog.export_png(folder)
    task.cancel()
    qtbot.waitUntil(lambda: dialog.progress.isHidden(), timeout=30_000)
    assert dialog.status.text() == "Cancelled."
    assert not folder.exists() or list(folder.iterdir()) == []
    assert dialog.png_button.isEnabled()
