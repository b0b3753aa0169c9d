"""The back of a unit's cards in the units panel: an image chosen is one undo step, shown on the
printed back instead of the name and mark; removing it drops the image nothing shows any more,
but never one a portrait still shows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage

from editor.cards.geometry import card_size
from editor.cards.jobs import paginate, plan_job
from editor.documents.document import ScenarioDocument
from editor.model.scenario import IMAGE_MAGIC
from editor.store.portable import read_scenario
from editor.ui.cards.pages import page_image
from editor.ui.panels.unit_card_back import back_image_name
from editor.ui.panels.units_panel import UnitsPanel

ROOT = Path(__file__).resolve().parents[3]
GREEN = QColor("#10c040")


def open_panel(qtbot, sample: str = "depot-raid") -> tuple[UnitsPanel, ScenarioDocument]:
    document = ScenarioDocument(read_scenario(ROOT / "scenarios" / sample)[0])
    panel = UnitsPanel(document)
    qtbot.addWidget(panel)
    panel.resize(560, 1300)
    panel.show()
    qtbot.waitExposed(panel)
    return panel, document


def green_png(path: Path) -> Path:
    image = QImage(400, 560, QImage.Format.Format_RGB32)
    image.fill(GREEN)
    assert image.save(str(path))
    return path


def back_centre(scenario, unit_id: str) -> QColor:
    """The colour at the middle of the unit's card on the back page, printed at 50 dpi."""
    job = plan_job(scenario, "units", card_size("poker"), units=[unit_id], copies={unit_id: 1},
                   backs=True)
    pages = paginate(job)
    assert [page.back for page in pages] == [False, True]
    image = page_image(job, 1, 50, images={a.name: a.data for a in scenario.images})
    slot = pages[1].items[0][0].trim
    return image.pixelColor(round((slot.x + slot.width / 2) * 50 / 25.4),
                            round((slot.y + slot.height / 2) * 50 / 25.4))


def test_an_image_on_the_back_is_one_step_and_is_printed(qtbot, tmp_path):
    panel, document = open_panel(qtbot)
    before = document.scenario
    unit = panel.current_unit()
    assert back_centre(before, unit.id) != GREEN  # the mark and the name
    editor = panel.card_back
    assert editor.use_file(green_png(tmp_path / "back.png"))
    changed = panel.current_unit()
    assert changed.card_back == f"images/back-{unit.id}.png"
    stored = next(a for a in document.scenario.images if a.name == changed.card_back)
    assert stored.data.startswith(IMAGE_MAGIC[".png"])
    assert len(document.history) == 1
    assert document.history.undo_label() == "unit.set_card_back"
    assert editor.remove_button.isEnabled()
    assert back_centre(document.scenario, unit.id) == GREEN
    document.undo()
    assert document.scenario == before


def test_removing_the_back_drops_its_image_unless_a_portrait_shows_it(qtbot, tmp_path):
    panel, document = open_panel(qtbot)
    editor = panel.card_back
    editor.use_file(green_png(tmp_path / "back.png"))
    name = panel.current_unit().card_back
    assert editor.remove_image()
    assert panel.current_unit().card_back is None
    assert name not in {a.name for a in document.scenario.images}
    assert document.history.undo_label() == "unit.remove_card_back"
    assert not editor.remove_button.isEnabled()
    # the same image as portrait and back: removing the back keeps it
    editor.use_file(green_png(tmp_path / "back.png"))
    name = panel.current_unit().card_back
    from editor.documents.commands import SetValue

    document.execute(SetValue(editor.path("portrait"), name, label="unit.import_portrait"))
    editor.remove_image()
    assert name in {a.name for a in document.scenario.images}


def test_a_refused_file_says_why_and_changes_nothing(qtbot, tmp_path):
    panel, document = open_panel(qtbot)
    broken = tmp_path / "broken.png"
    broken.write_bytes(b"GIF89a not a png")
    assert not panel.card_back.use_file(broken)
    assert panel.card_back.error.isVisible() and "broken.png" in panel.card_back.error.text()
    assert len(document.history) == 0


def test_back_image_names_do_not_collide():
    assert back_image_name("mara", "png", set()) == "images/back-mara.png"
    assert back_image_name("mara", "png", {"images/Back-Mara.png"}) == "images/back-mara-2.png"
    assert back_image_name("a b/c", "jpg", set()) == "images/back-a-b-c.jpg"
