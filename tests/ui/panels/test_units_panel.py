"""UnitsPanel on the three samples: the right profile form, one undo step per edit, the live card
preview, portrait import with its crop, refused files, dice pools, the unit list's commands."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from editor.documents.document import ScenarioDocument
from editor.limits import Limits
from editor.model.dice import DiceCount
from editor.model.scenario import IMAGE_MAGIC
from editor.model.text import Text
from editor.model.units import CheckType, D20Profile, EisdrachenProfile, SoloProfile, Unit
from editor.store.portable import read_scenario
from editor.ui.panels import unit_portrait
from editor.ui.panels.unit_card_preview import DELAY_MS
from editor.ui.panels.unit_editing import TextBox
from editor.ui.panels.unit_forms import FORMS
from editor.ui.panels.units_panel import UnitsPanel

ROOT = Path(__file__).resolve().parents[3]
SAMPLES = {
    "night-market": SoloProfile,
    "frozen-trench": EisdrachenProfile,
    "depot-raid": D20Profile,
}
# A stat of each profile kind and the spin box that edits it.
STATS = {
    SoloProfile.KIND: ("hit_points", "hit_points"),
    EisdrachenProfile.KIND: ("strength", "strength"),
    D20Profile.KIND: ("physical_defence", "physical_defence"),
}


def open_panel(qtbot, sample: str) -> tuple[UnitsPanel, ScenarioDocument]:
    scenario, _warnings = read_scenario(ROOT / "scenarios" / sample)
    document = ScenarioDocument(scenario)
    panel = UnitsPanel(document)
    qtbot.addWidget(panel)
    panel.resize(560, 1300)
    panel.show()
    qtbot.waitExposed(panel)
    return panel, document


def wait_for_preview(qtbot, panel: UnitsPanel, before: QImage) -> None:
    qtbot.waitUntil(lambda: panel.preview_image != before, timeout=DELAY_MS * 20)


def png_file(path: Path, width: int = 300, height: int = 200) -> Path:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#2060a0"))
    for x in range(width // 2):
        for y in range(height):
            image.setPixelColor(x, y, QColor("#e0a020"))
    assert image.save(str(path))
    return path


@pytest.mark.parametrize("sample, profile", SAMPLES.items())
def test_the_form_of_the_scenarios_rule_system_appears(qtbot, sample, profile):
    panel, document = open_panel(qtbot, sample)
    assert panel.unit_list.count() == len(document.scenario.units)
    for row, unit in enumerate(document.scenario.units):
        panel.unit_list.setCurrentRow(row)
        form = panel.current_form()
        assert isinstance(unit.profile, profile)
        assert type(form) is FORMS[profile.KIND]
        assert form.isVisibleTo(panel)
        assert all(
            not other.isVisibleTo(panel) for other in panel.forms.values() if other is not form
        )
        assert panel.general.name_en.text() == unit.name.en


@pytest.mark.parametrize("sample", SAMPLES)
def test_editing_a_stat_is_one_undo_step_and_undo_restores(qtbot, sample):
    panel, document = open_panel(qtbot, sample)
    before = document.scenario
    unit = panel.current_unit()
    field, widget = STATS[unit.profile.KIND]
    spin = getattr(panel.current_form(), widget)
    old = getattr(unit.profile, field)
    spin.setValue(old + 1)
    spin.setValue(old + 2)  # still the same field edit: merged
    assert len(document.history) == 1
    assert document.history.undo_label() == "unit.edit_stat"
    assert getattr(panel.current_unit().profile, field) == old + 2
    spin.editingFinished.emit()
    spin.setValue(old + 3)  # a new edit of the field: a new step
    assert len(document.history) == 2
    document.undo()
    document.undo()
    assert document.scenario == before
    assert spin.value() == old


@pytest.mark.parametrize("sample", ["frozen-trench", "depot-raid"])
def test_both_free_table_profiles_edit_their_base_and_figure_height(qtbot, sample):
    panel, document = open_panel(qtbot, sample)
    form = panel.current_form()
    profile = panel.current_unit().profile
    assert form.base_size.value() == profile.base_mm
    assert form.figure_height.value() == profile.height_mm
    form.figure_height.setValue(profile.height_mm + 12)
    assert panel.current_unit().profile.height_mm == profile.height_mm + 12
    form.figure_height.editingFinished.emit()
    form.base_size.setValue(40)
    assert panel.current_unit().profile.base_mm == 40
    assert len(document.history) == 2


def test_typing_a_name_is_one_step_keeps_the_focus_and_updates_the_card(qtbot):
    panel, document = open_panel(qtbot, "night-market")
    first = panel.render_preview().copy()
    field = panel.general.name_en
    panel.activateWindow()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, " Junior")
    assert len(document.history) == 1
    assert panel.current_unit().name.en == "Odile Carvane, the Lamplighter Junior"
    assert panel.current_unit().name.fr == "Odile Carvane, l’allumeuse"
    wait_for_preview(qtbot, panel, first)
    assert panel.unit_list.currentItem().text().endswith("Junior")
    typed = panel.preview_image.copy()
    document.undo()
    assert field.text() == "Odile Carvane, the Lamplighter"
    assert field.hasFocus()
    wait_for_preview(qtbot, panel, typed)
    assert panel.preview_image == first


@pytest.mark.parametrize("sample", SAMPLES)
def test_every_unit_card_renders(qtbot, sample):
    panel, document = open_panel(qtbot, sample)
    for row in range(len(document.scenario.units)):
        panel.unit_list.setCurrentRow(row)
        image = panel.render_preview()
        assert not image.isNull()
        assert (
            len(
                {
                    image.pixel(x, y)
                    for x in range(0, image.width(), 7)
                    for y in range(0, image.height(), 7)
                }
            )
            > 20
        )


def test_importing_a_png_portrait_is_one_step_and_undo_removes_it(qtbot, tmp_path):
    panel, document = open_panel(qtbot, "frozen-trench")
    before = document.scenario
    no_portrait = panel.render_preview().copy()
    editor = panel.portrait
    assert editor.import_file(png_file(tmp_path / "face.png"))
    assert editor.cropper.isVisible()
    assert document.scenario is before  # nothing changes before Apply
    editor.cropper.set_crop(20, 10, 150)
    assert editor.apply_crop()
    unit = panel.current_unit()
    assert unit.portrait is not None and unit.portrait.startswith("images/portrait-")
    stored = next(a for a in document.scenario.images if a.name == unit.portrait)
    assert stored.data.startswith(IMAGE_MAGIC[".png"])
    frame = unit_portrait.frame_size(unit.rule_system)
    cropped = QImage.fromData(stored.data)
    assert cropped.width() == 150
    assert cropped.width() / cropped.height() == pytest.approx(frame.width / frame.height, rel=0.05)
    assert len(document.history) == 1
    assert document.history.undo_label() == "unit.import_portrait"
    assert not editor.cropper.isVisible()
    assert panel.render_preview() != no_portrait
    document.undo()
    assert document.scenario == before
    assert panel.current_unit().portrait is None


def test_cropping_again_replaces_the_image_and_drops_the_unused_one(qtbot, tmp_path):
    panel, document = open_panel(qtbot, "depot-raid")
    editor = panel.portrait
    path = tmp_path / "photo.jpg"
    QImage(str(png_file(tmp_path / "source.png"))).save(str(path), "JPG")
    assert editor.import_file(path)
    editor.apply_crop()
    first = panel.current_unit().portrait
    assert first.endswith(".jpg")
    images = len(document.scenario.images)
    editor.crop_current()
    editor.cropper.set_crop(0, 0, 120)
    editor.apply_crop()
    second = panel.current_unit().portrait
    assert second != first
    assert len(document.scenario.images) == images
    assert first not in {a.name for a in document.scenario.images}
    assert document.history.undo_label() == "unit.crop_portrait"
    document.undo()
    assert panel.current_unit().portrait == first
    editor.remove_portrait()
    assert panel.current_unit().portrait is None
    assert first not in {a.name for a in document.scenario.images}


@pytest.mark.parametrize(
    "content",
    [
        IMAGE_MAGIC[".png"] + b"\x00\x00\x00\rIHDR damaged beyond repair",
        b"GIF89a not a png at all",
        IMAGE_MAGIC[".jpg"] + b"\x00" * 64,
        b"",
    ],
)
def test_a_corrupt_image_is_refused_with_a_message_and_changes_nothing(qtbot, tmp_path, content):
    panel, document = open_panel(qtbot, "night-market")
    before = document.scenario
    path = tmp_path / "broken.png"
    path.write_bytes(content)
    assert not panel.portrait.import_file(path)
    assert panel.portrait.error.isVisible()
    assert "broken.png" in panel.portrait.error.text()
    assert "PNG" in panel.portrait.error.text()
    assert not panel.portrait.cropper.isVisible()
    assert document.scenario is before
    assert len(document.history) == 0


def test_a_missing_file_and_images_over_the_limits_are_refused(qtbot, tmp_path, monkeypatch):
    panel, document = open_panel(qtbot, "night-market")
    error = panel.portrait.error
    assert not panel.portrait.import_file(tmp_path / "nowhere.png")
    assert "nowhere.png" in error.text()
    path = png_file(tmp_path / "big.png")
    monkeypatch.setattr(unit_portrait, "LIMITS", Limits(max_image_pixels=10_000))
    assert not panel.portrait.import_file(path)
    assert "300 × 200" in error.text()
    monkeypatch.setattr(unit_portrait, "LIMITS", Limits(max_member_bytes=100))
    assert not panel.portrait.import_file(path)
    assert "limit is 100 bytes" in error.text()
    assert len(document.history) == 0
    monkeypatch.undo()
    assert panel.portrait.import_file(path)
    assert not error.isVisible()


def test_editing_a_dice_pool(qtbot):
    panel, document = open_panel(qtbot, "night-market")
    form = panel.current_form()
    row = form.attacks.rows[0]
    assert row.pool.pool() == (DiceCount("orange", 2),)
    row.pool.set_count("red", 1)
    row.pool.set_count("red", 2)
    row.pool.set_count("orange", 0)
    attack = panel.current_unit().profile.attacks[0]
    assert attack.pool == (DiceCount("red", 2),)
    assert len(document.history) == 1
    assert document.history.undo_label() == "unit.edit_attack"
    assert form.attacks.rows[0].pool.strip.colours == ["#c8281e", "#c8281e"]
    form.checks[CheckType.THINKING].set_count("black", 1)
    checks = {c.check: c.pool for c in panel.current_unit().profile.checks}
    assert checks[CheckType.THINKING] == (DiceCount("black", 1),)
    assert list(checks) == [CheckType.MANIPULATION, CheckType.THINKING, CheckType.ACTION]
    form.defense_pool.set_count("white", 3)
    assert panel.current_unit().profile.defense_pool == (DiceCount("white", 3),)
    assert len(document.history) == 3
    for _ in range(3):
        document.undo()
    assert row.pool.pool() == (DiceCount("orange", 2),)
    assert form.checks[CheckType.THINKING].pool() == ()


def test_attack_weapon_and_skill_rows_add_edit_and_remove(qtbot):
    panel, document = open_panel(qtbot, "night-market")
    form = panel.current_form()
    count = len(form.attacks.rows)
    form.attacks.add_button.click()
    assert len(form.attacks.rows) == count + 1
    new = panel.current_unit().profile.attacks[-1]
    assert new.name.fr == "Nouvelle attaque" and new.name.en == "New attack"
    form.attacks.remove(0)
    assert len(panel.current_unit().profile.attacks) == count
    panel.skills.rows.add()
    text = panel.skills.rows.rows[-1].findChild(TextBox, "text_fr")
    text.setPlainText("Frappe deux fois.")
    assert panel.current_unit().skills[-1].text == Text("Frappe deux fois.", "")
    assert panel.current_unit().skills[-1].name.en == "New skill"
    assert len(document.history) == 4
    while document.undo():
        pass
    assert len(form.attacks.rows) == count

    panel, document = open_panel(qtbot, "depot-raid")
    weapons = panel.current_form().weapons
    row = weapons.rows[1]
    assert row.range.value() == row.range.minimum()  # the short blade is a melee weapon
    assert row.range.specialValueText() == "melee"
    row.range.setValue(15)
    assert panel.current_unit().profile.weapons[1].range_cm == 15.0
    row.range.editingFinished.emit()
    row.range.setValue(row.range.minimum())
    assert panel.current_unit().profile.weapons[1].range_cm is None
    weapons.move_up(1)
    assert panel.current_unit().profile.weapons[0].name.en == "Short blade"
    assert len(document.history) == 3


def test_add_duplicate_and_remove_units(qtbot):
    panel, document = open_panel(qtbot, "frozen-trench")
    before = document.scenario
    added = panel.add_unit()
    assert isinstance(added.profile, EisdrachenProfile)
    assert panel.current_unit().id == added.id
    assert panel.unit_list.count() == len(before.units) + 1
    copy = panel.duplicate_unit()
    assert copy.name.en == "New unit (copy)" and copy.name.fr == "Nouvelle unité (copie)"
    assert document.scenario.units[-1].id == copy.id
    assert panel.remove_unit()
    assert panel.current_unit() is not None
    assert len(document.history) == 3
    document.undo()
    document.undo()
    document.undo()
    assert document.scenario == before
    assert panel.current_unit() is not None
    assert panel.unit_list.count() == len(before.units)


def test_a_unit_used_by_figures_is_not_removed(qtbot):
    panel, document = open_panel(qtbot, "night-market")
    before = document.scenario
    panel.select_unit("odile")
    assert not panel.remove_unit()
    assert "hero-1" in panel.message.text()
    assert document.scenario is before
    panel.select_unit("eel")
    figures, tiles = panel.users_of("eel")
    assert figures and tiles
    assert not panel.remove_unit()
    assert tiles[0] in panel.message.text()
    assert document.scenario is before


def test_switching_language_renames_the_data_choices(qtbot):
    from editor.ui.i18n import install_language

    panel, _document = open_panel(qtbot, "night-market")
    assert panel.general.side.currentText() == "Hero"
    install_language("fr")
    QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    qtbot.waitUntil(lambda: panel.general.side.currentText() == "Héros")
    assert panel.unit_list.item(0).text().endswith("Odile Carvane, l’allumeuse")


def test_nonsense_in_the_model_is_shown_not_clamped_and_never_crashes(qtbot):
    scenario, _ = read_scenario(ROOT / "scenarios" / "night-market")
    odd = replace(
        scenario.units[0],
        profile=replace(
            scenario.units[0].profile,
            hit_points=1000,
            defense_pool=(DiceCount("purple", 2),),
            free_rerolls=("purple",),
        ),
        portrait="images/missing.png",
    )
    wrong_kind = Unit("wrong", odd.name, odd.side, D20Profile())
    document = ScenarioDocument(replace(scenario, units=(odd, wrong_kind)))
    panel = UnitsPanel(document)
    qtbot.addWidget(panel)
    form = panel.current_form()
    assert form.hit_points.value() == 1000
    assert "purple" in form.defense_pool._spins
    assert form.rerolls["purple"].isChecked()
    assert not panel.render_preview().isNull()
    panel.select_unit("wrong")
    assert type(panel.current_form()) is FORMS[D20Profile.KIND]
    assert panel.general.kind_warning.isVisibleTo(panel)
    assert not panel.render_preview().isNull()
    assert len(document.history) == 0


@pytest.mark.parametrize("sample", SAMPLES)
def test_the_panel_renders_not_blank(qtbot, sample, tmp_path):
    panel, _document = open_panel(qtbot, sample)
    QApplication.processEvents()
    image = panel.grab().toImage()
    assert image.save(str(tmp_path / f"units-{sample}.png"))
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 5) for y in range(0, image.height(), 5)
    }
    assert len(colours) > 50
