"""One form per rule system's profile, registered in ``FORMS`` by the profile's ``KIND``.

The units panel shows the form of the selected unit's profile kind: zone-solo (hit points,
armour, movement, size, menace, energy, attacks as dice pools, an automatic defence pool, the
pools of objective checks, free rerolls), Eisdrachen (V in pas, I as a rank, A, F, PV, heavy
weapon, base and figure height, weapons) and D20 (Mouvement in cm, Tir, Càc, Force, Dφ, PC,
Intelligence, Dextérité, base and figure height, the UC, impulsive, infiltration and prescience
flags, weapons). Spin-box ranges are what a card can
sensibly say; a stored value outside them is shown as it is rather than clamped. A new rule
system is a new form class in ``FORMS``.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from editor.documents.document import ScenarioDocument
from editor.messages import translate
from editor.model.dice import DiceSet
from editor.model.scenario import Scenario
from editor.model.units import (
    AttackKind,
    CheckType,
    D20Profile,
    D20Weapon,
    EisdrachenProfile,
    EisdrachenWeapon,
    Skill,
    SoloAttack,
    SoloCheck,
    SoloProfile,
    Unit,
)
from editor.ui.i18n import current_language
from editor.ui.panels.dice_pool_editor import DicePoolEditor
from editor.ui.panels.unit_editing import UnitSection
from editor.ui.panels.unit_rows import RowList, SkillRow, SoloAttackRow, WeaponRow, both, dice_of

STAT = "unit.edit_stat"
SPIN_WIDTH = 80


class ProfileForm(UnitSection):
    """The fields of one profile kind; ``show_unit`` fills them for a unit."""

    KIND = ""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, ("profile",), parent)
        self.setObjectName(f"profileForm_{self.KIND}")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)

    def group(self, title: str) -> QGroupBox:
        box = QGroupBox(self)
        self.translated(box.setTitle, title)
        self._layout.addWidget(box)
        return box

    def stats_grid(self, title: str, fields: list[tuple[str, QWidget]], columns: int = 2):
        """Label + field pairs, ``columns`` pairs per line."""
        box = self.group(title)
        grid = QGridLayout(box)
        for n, (source, field) in enumerate(fields):
            row, col = divmod(n, columns)
            label = self.label(source)
            label.setBuddy(field)
            grid.addWidget(label, row, col * 2)
            if isinstance(field, QAbstractSpinBox):
                field.setMinimumWidth(SPIN_WIDTH)
                grid.addWidget(field, row, col * 2 + 1, Qt.AlignmentFlag.AlignLeft)
            else:
                grid.addWidget(field, row, col * 2 + 1)
        grid.setColumnStretch(columns * 2, 1)
        return box

    def pools_form(self, title: str, fields: list[tuple[str, QWidget]]) -> QGroupBox:
        """Label + dice-pool pairs; a label goes above its dice when the panel is narrow."""
        box = self.group(title)
        form = QFormLayout(box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for source, field in fields:
            label = self.label(source)
            label.setBuddy(field)
            if isinstance(field, QAbstractSpinBox):
                field.setMinimumWidth(SPIN_WIDTH)
            form.addRow(label, field)
        return box

    def list_group(self, title: str, rows: RowList) -> None:
        box = self.group(title)
        QVBoxLayout(box).addWidget(rows)

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        self.unit_id = unit.id
        self.load(unit.profile)


def _weapon_rows(form: ProfileForm, make_weapon, **row_options) -> RowList:
    return RowList(
        form.document,
        ("profile", "weapons"),
        lambda owner, base: WeaponRow(form.document, base, owner, **row_options),
        make_weapon,
        {"add": "unit.add_weapon", "remove": "unit.remove_weapon", "move": "unit.move_weapon"},
        QT_TRANSLATE_NOOP("UnitsPanel", "Add weapon"),
        form,
    )


def _base_field(form: ProfileForm):
    field = form.number(("base_mm",), 10, 200, STAT, suffix=" mm", decimals=0)
    form.translated(
        field.setToolTip,
        QT_TRANSLATE_NOOP(
            "UnitsPanel", "Base diameter, for close-combat contact and large targets"
        ),
    )
    return field


def _height_field(form: ProfileForm):
    field = form.number(("height_mm",), 5, 300, STAT, suffix=" mm", decimals=0)
    form.translated(
        field.setToolTip,
        QT_TRANSLATE_NOOP(
            "UnitsPanel", "From the base to the top of the head, for line of sight over cover"
        ),
    )
    return field


class SoloProfileForm(ProfileForm):
    KIND = SoloProfile.KIND

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, parent)
        self.hit_points = self.spin(("hit_points",), 1, 50, STAT)
        self.movement = self.spin(("movement",), 0, 10, STAT)
        self.size = self.spin(("size",), 0, 10, STAT)
        self.menace = self.spin(("menace",), 0, 10, STAT)
        self.energy = self.spin(("energy",), 0, 30, STAT)
        self.armor = self.spin(("armor",), 0, 10, STAT)
        self.translated(
            self.energy.setToolTip,
            QT_TRANSLATE_NOOP(
                "UnitsPanel", "Energy cubes of a hero; villains spend the river's energy"
            ),
        )
        self.stats_grid(
            QT_TRANSLATE_NOOP("UnitsPanel", "Profile"),
            [
                (QT_TRANSLATE_NOOP("UnitsPanel", "Hit points"), self.hit_points),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Movement"), self.movement),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Size"), self.size),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Menace"), self.menace),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Energy"), self.energy),
            ],
        )
        self.attacks = RowList(
            document,
            ("profile", "attacks"),
            lambda owner, base: SoloAttackRow(document, base, owner),
            lambda: SoloAttack(AttackKind.MELEE, both("unit.new_attack")),
            {"add": "unit.add_attack", "remove": "unit.remove_attack", "move": "unit.move_attack"},
            QT_TRANSLATE_NOOP("UnitsPanel", "Add attack"),
            self,
        )
        self.list_group(QT_TRANSLATE_NOOP("UnitsPanel", "Attacks"), self.attacks)
        self.defense_pool = DicePoolEditor(self)
        self.defense_pool.setObjectName("defensePool")
        self.defense_pool.pool_edited.connect(
            lambda pool: self.commit(
                ("defense_pool",), pool, "unit.edit_defense", self.defense_pool.merge_key
            )
        )
        self.translated(
            self.defense_pool.setToolTip,
            QT_TRANSLATE_NOOP(
                "UnitsPanel", "Dice rolled as an automatic defence, on top of the armour"
            ),
        )
        self.pools_form(
            QT_TRANSLATE_NOOP("UnitsPanel", "Defence"),
            [
                (QT_TRANSLATE_NOOP("UnitsPanel", "Armour"), self.armor),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Defence dice"), self.defense_pool),
            ],
        )
        self.checks = {kind: DicePoolEditor(self) for kind in CheckType}
        for kind, editor in self.checks.items():
            editor.setObjectName(f"check_{kind.value}")
            editor.pool_edited.connect(lambda _pool, k=kind: self._on_check_edited(k))
        self.pools_form(
            QT_TRANSLATE_NOOP("UnitsPanel", "Objective checks (no dice: cannot perform it)"),
            [
                (
                    QT_TRANSLATE_NOOP("UnitsPanel", "Manipulation"),
                    self.checks[CheckType.MANIPULATION],
                ),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Thinking"), self.checks[CheckType.THINKING]),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Action"), self.checks[CheckType.ACTION]),
            ],
        )
        self.rerolls_box = self.group(
            QT_TRANSLATE_NOOP("UnitsPanel", "Free rerolls (once per roll)")
        )
        self.rerolls_row = QHBoxLayout(self.rerolls_box)
        self.rerolls: dict[str, QCheckBox] = {}
        self._dice: DiceSet | None = None

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        super().show_unit(unit, scenario)
        profile = unit.profile
        if not isinstance(profile, SoloProfile):
            return
        dice = dice_of(scenario)
        self.attacks.show_items(unit.id, profile.attacks, scenario)
        self.defense_pool.set_dice(dice)
        self.defense_pool.set_pool(profile.defense_pool)
        pools = {c.check: c.pool for c in profile.checks}
        for kind, editor in self.checks.items():
            editor.set_dice(dice)
            editor.set_pool(pools.get(kind, ()))
        self._show_rerolls(dice, profile.free_rerolls)

    def _on_check_edited(self, kind: CheckType) -> None:
        """The checks as one tuple in the order of ``CheckType``; an empty pool drops it."""
        checks = tuple(
            SoloCheck(kind, editor.pool()) for kind, editor in self.checks.items() if editor.pool()
        )
        self.commit(("checks",), checks, "unit.edit_checks", self.checks[kind].merge_key)

    def _show_rerolls(self, dice: DiceSet, chosen: tuple[str, ...]) -> None:
        if dice != self._dice:
            for box in self.rerolls.values():
                box.deleteLater()
            self.rerolls.clear()
            self._dice = dice
            ids = [d.id for d in dice.dice] + [d for d in chosen if dice.die(d) is None]
            for die_id in dict.fromkeys(ids):
                box = QCheckBox(self.rerolls_box)
                box.setObjectName(f"reroll_{die_id}")
                box.toggled.connect(self._on_rerolls_toggled)
                self.rerolls_row.addWidget(box)
                self.rerolls[die_id] = box
            self._name_rerolls()
        for die_id, box in self.rerolls.items():
            box.blockSignals(True)
            box.setChecked(die_id in chosen)
            box.blockSignals(False)

    def _name_rerolls(self) -> None:
        lang = current_language()
        for die_id, box in self.rerolls.items():
            die = self._dice.die(die_id) if self._dice else None
            box.setText((die.name.get(lang) or die_id) if die else die_id)

    def _on_rerolls_toggled(self) -> None:
        chosen = tuple(d for d, box in self.rerolls.items() if box.isChecked())
        self.commit(("free_rerolls",), chosen, "unit.edit_rerolls")

    def retranslate(self) -> None:
        super().retranslate()
        self._name_rerolls()


def _rank_text(rank: int) -> str:
    return f"{rank} · {translate(f'cards.rank.{rank}', current_language())}"


class EisdrachenProfileForm(ProfileForm):
    KIND = EisdrachenProfile.KIND

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, parent)
        self.speed = self.number(("speed",), 0, 30, STAT)
        self.translated(self.speed.setSuffix, QT_TRANSLATE_NOOP("UnitsPanel", " pas"))
        self.intelligence = self.choice(("intelligence",), [1, 2, 3, 4], _rank_text, STAT)
        self.attacks = self.spin(("attacks",), 0, 10, STAT)
        self.strength = self.spin(("strength",), 0, 10, STAT)
        self.hit_points = self.spin(("hit_points",), 1, 20, STAT)
        self.heavy = self.check(
            ("heavy_weapon",),
            QT_TRANSLATE_NOOP("UnitsPanel", "Carries a heavy weapon (cannot crawl)"),
            STAT,
        )
        self.medipack = self.check(
            ("medipack",),
            QT_TRANSLATE_NOOP("UnitsPanel", "Carries a medipack (heals 1 PV)"),
            STAT,
        )
        self.base_size = _base_field(self)
        self.figure_height = _height_field(self)
        profile = self.stats_grid(
            QT_TRANSLATE_NOOP("UnitsPanel", "Profile"),
            [
                (QT_TRANSLATE_NOOP("UnitsPanel", "Speed (V)"), self.speed),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Intelligence (I)"), self.intelligence),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Attacks (A)"), self.attacks),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Strength (F)"), self.strength),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Hit points (PV)"), self.hit_points),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Base"), self.base_size),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Figure height"), self.figure_height),
            ],
        )
        profile.layout().addWidget(self.heavy, 4, 0, 1, 4)
        profile.layout().addWidget(self.medipack, 5, 0, 1, 4)
        self.weapons = _weapon_rows(
            self,
            lambda: EisdrachenWeapon(both("unit.new_weapon")),
            range_field="range_pas",
            range_suffix=QT_TRANSLATE_NOOP("UnitsPanel", " pas"),
            has_attacks=True,
            has_scope=True,
        )
        self.list_group(QT_TRANSLATE_NOOP("UnitsPanel", "Weapons"), self.weapons)

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        super().show_unit(unit, scenario)
        if isinstance(unit.profile, EisdrachenProfile):
            self.weapons.show_items(unit.id, unit.profile.weapons, scenario)


class D20ProfileForm(ProfileForm):
    KIND = D20Profile.KIND

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, parent)
        self.movement = self.number(("movement_cm",), 0, 100, STAT, suffix=" cm")
        self.shooting = self.spin(("shooting",), 0, 20, STAT, prefix="+")
        self.melee = self.spin(("melee",), 0, 20, STAT, prefix="+")
        self.strength = self.spin(("strength",), 0, 30, STAT)
        self.physical_defence = self.spin(("physical_defence",), 0, 40, STAT)
        self.constitution = self.spin(("constitution",), 1, 50, STAT)
        self.intelligence = self.spin(("intelligence",), 0, 20, STAT)
        self.dexterity = self.spin(("dexterity",), 0, 20, STAT)
        self.base_size = _base_field(self)
        self.figure_height = _height_field(self)
        self.stats_grid(
            QT_TRANSLATE_NOOP("UnitsPanel", "Profile"),
            [
                (QT_TRANSLATE_NOOP("UnitsPanel", "Movement"), self.movement),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Shooting (Tir)"), self.shooting),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Melee (Càc)"), self.melee),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Strength"), self.strength),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Physical defence (Dφ)"), self.physical_defence),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Constitution (PC)"), self.constitution),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Intelligence"), self.intelligence),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Dexterity"), self.dexterity),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Base"), self.base_size),
                (QT_TRANSLATE_NOOP("UnitsPanel", "Figure height"), self.figure_height),
            ],
        )
        flags = self.group(QT_TRANSLATE_NOOP("UnitsPanel", "What the card says"))
        flag_rows = QVBoxLayout(flags)
        self.uc = self.check(
            ("uc",),
            QT_TRANSLATE_NOOP("UnitsPanel", "UC: vigilant walk and ready to fire"),
            STAT,
        )
        self.impulsive = self.check(
            ("impulsive",),
            QT_TRANSLATE_NOOP("UnitsPanel", "Impulsive: moves automatically, first"),
            STAT,
        )
        self.infiltration = self.check(
            ("infiltration",),
            QT_TRANSLATE_NOOP("UnitsPanel", "Infiltration (+1 to the initiative)"),
            STAT,
        )
        self.prescience = self.check(
            ("prescience",),
            QT_TRANSLATE_NOOP("UnitsPanel", "Prescience (+1 to the initiative)"),
            STAT,
        )
        for box in (self.uc, self.impulsive, self.infiltration, self.prescience):
            flag_rows.addWidget(box)
        self.weapons = _weapon_rows(
            self,
            lambda: D20Weapon(both("unit.new_weapon")),
            range_field="range_cm",
            range_suffix=QT_TRANSLATE_NOOP("UnitsPanel", " cm"),
            has_attacks=False,
            has_rules=True,
        )
        self.list_group(QT_TRANSLATE_NOOP("UnitsPanel", "Weapons"), self.weapons)

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        super().show_unit(unit, scenario)
        if isinstance(unit.profile, D20Profile):
            self.weapons.show_items(unit.id, unit.profile.weapons, scenario)


FORMS: dict[str, type[ProfileForm]] = {
    form.KIND: form for form in (SoloProfileForm, EisdrachenProfileForm, D20ProfileForm)
}
"""The form class of each profile kind (``Unit.profile.KIND``)."""


class SkillsEditor(UnitSection):
    """The unit's special rules (skills), shared by every rule system."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(document, (), parent)
        self.rows = RowList(
            document,
            ("skills",),
            lambda owner, base: SkillRow(document, base, owner),
            lambda: Skill(both("unit.new_skill")),
            {"add": "unit.add_skill", "remove": "unit.remove_skill", "move": "unit.move_skill"},
            QT_TRANSLATE_NOOP("UnitsPanel", "Add skill"),
            self,
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.rows)

    def show_unit(self, unit: Unit, scenario: Scenario) -> None:
        self.unit_id = unit.id
        self.rows.show_items(unit.id, unit.skills, scenario)
