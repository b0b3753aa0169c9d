"""Lists inside a unit, one row per item: zone-solo attacks, weapons, skills.

``RowList`` shows the tuple at a path of the unit with Add, and per row Move up and Remove,
each one command; it rebuilds its rows only when their number changes (an add, a remove, an
undo of either), so the row being typed in survives every other edit. Rows are ``UnitSection``
subclasses whose ``base`` ends with their index. New items get a name in both languages from
the message catalogue so a fresh card never shows an empty line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, MoveItem, RemoveItem
from editor.documents.document import ScenarioDocument
from editor.messages import translate
from editor.model.defaults import default_dice
from editor.model.dice import DiceSet
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.model.units import AttackKind, D20WeaponRule
from editor.ui.panels.dice_pool_editor import DicePoolEditor
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.unit_editing import Steps, UnitSection, ui_text


def both(key: str) -> Text:
    """A catalogue text in French and English (names of new items)."""
    return Text(fr=translate(key, "fr"), en=translate(key, "en"))


def dice_of(scenario: Scenario) -> DiceSet:
    """The scenario's dice, or the bundled example set when it has none yet."""
    return scenario.dice or default_dice()


class ItemRow(UnitSection):
    """One item; ``tools`` holds its Move up and Remove buttons (placed by the subclass)."""

    def __init__(self, document: ScenarioDocument, base: Steps, owner: RowList):
        super().__init__(document, base, owner)
        self.index = int(base[-1])
        self.frame = QFrame(self)
        self.frame.setFrameShape(QFrame.Shape.StyledPanel)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.frame)
        self.grid = QGridLayout(self.frame)
        self.grid.setContentsMargins(6, 4, 6, 4)
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(3)
        self.tools = QHBoxLayout()
        self.tools.setSpacing(2)
        up, remove = QToolButton(self), QToolButton(self)
        up.setText("↑")
        remove.setText("✕")
        up.setEnabled(self.index > 0)
        up.setObjectName("moveUp")
        remove.setObjectName("remove")
        self.translated(up.setToolTip, QT_TRANSLATE_NOOP("UnitsPanel", "Move up"))
        self.translated(remove.setToolTip, QT_TRANSLATE_NOOP("UnitsPanel", "Remove"))
        up.clicked.connect(lambda: owner.move_up(self.index))
        remove.clicked.connect(lambda: owner.remove(self.index))
        self.tools.addWidget(up)
        self.tools.addWidget(remove)

    def set_scenario(self, scenario: Scenario) -> None:
        """What a row needs beyond its item (the dice set); nothing by default."""


class RowList(Retranslating, QWidget):
    """The rows of the tuple at ``steps`` of a unit, and an Add button."""

    def __init__(
        self,
        document: ScenarioDocument,
        steps: Steps,
        make_row: Callable[[RowList, Steps], ItemRow],
        new_item: Callable[[], Any],
        labels: dict[str, str],
        add_text: str,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.document, self.steps = document, steps
        self._make_row, self._new_item, self._labels = make_row, new_item, labels
        self._add_text = add_text
        self.unit_id: str | None = None
        self.rows: list[ItemRow] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self.add_button = QPushButton(ui_text(add_text), self)
        self.add_button.setObjectName("add")
        self.add_button.clicked.connect(self.add)
        self._layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)

    def _path(self):
        return ("units", ById(self.unit_id or "")) + self.steps

    def show_items(self, unit_id: str, items: tuple, scenario: Scenario) -> None:
        if unit_id != self.unit_id or len(items) != len(self.rows):
            for row in self.rows:
                row.setParent(None)
                row.deleteLater()
            self.rows = []
            self.unit_id = unit_id
            for index in range(len(items)):
                row = self._make_row(self, self.steps + (index,))
                row.unit_id = unit_id
                self._layout.insertWidget(index, row)
                self.rows.append(row)
        for row, item in zip(self.rows, items):
            row.set_scenario(scenario)
            row.load(item)

    def add(self) -> None:
        if self.unit_id is not None:
            self.document.execute(
                InsertItem(self._path(), self._new_item(), label=self._labels["add"])
            )

    def remove(self, index: int) -> None:
        if self.unit_id is not None:
            self.document.execute(RemoveItem(self._path(), index, label=self._labels["remove"]))

    def move_up(self, index: int) -> None:
        if self.unit_id is not None and index > 0:
            self.document.execute(
                MoveItem(self._path(), index, index - 1, label=self._labels["move"])
            )

    def retranslate(self) -> None:
        self.add_button.setText(ui_text(self._add_text))


def _names(row: UnitSection, steps: Steps, label: str, source_fr: str, source_en: str):
    fr, en = row.text(steps, "fr", label), row.text(steps, "en", label)
    row.translated(fr.setPlaceholderText, source_fr)
    row.translated(en.setPlaceholderText, source_en)
    return fr, en


class SoloAttackRow(ItemRow):
    """Kind, name FR/EN, range in zones (ranged only) and the pool of dice."""

    LABEL = "unit.edit_attack"

    def __init__(self, document: ScenarioDocument, base: Steps, owner: RowList):
        super().__init__(document, base, owner)
        kinds = list(AttackKind)
        self.kind = self.choice(("kind",), kinds, _attack_kind_text, self.LABEL)
        fr, en = _names(
            self,
            ("name",),
            self.LABEL,
            QT_TRANSLATE_NOOP("UnitsPanel", "Name (French)"),
            QT_TRANSLATE_NOOP("UnitsPanel", "Name (English)"),
        )
        self.range = self.spin(
            ("range_zones",),
            0,
            99,
            self.LABEL,
            none_text=QT_TRANSLATE_NOOP("UnitsPanel", "any range"),
        )
        self.translated(self.range.setSuffix, QT_TRANSLATE_NOOP("UnitsPanel", " zones"))
        self.translated(
            self.range.setToolTip,
            QT_TRANSLATE_NOOP("UnitsPanel", "Maximum range of a ranged attack"),
        )
        self.range.setMinimumWidth(110)
        self.pool = DicePoolEditor(self)
        self.pool.pool_edited.connect(
            lambda pool: self.commit(("pool",), pool, self.LABEL, self.pool.merge_key)
        )
        self.grid.addWidget(fr, 0, 0, 1, 2)
        self.grid.addWidget(en, 0, 2)
        self.grid.addLayout(self.tools, 0, 3)
        self.grid.addWidget(self.kind, 1, 0)
        self.grid.addWidget(self.range, 1, 1)
        self.grid.addWidget(self.pool, 2, 0, 1, 4)
        self.grid.setColumnStretch(2, 1)

    def set_scenario(self, scenario: Scenario) -> None:
        self.pool.set_dice(dice_of(scenario))

    def load(self, item: Any) -> None:
        super().load(item)
        self.range.setEnabled(getattr(item, "kind", None) is AttackKind.RANGED)
        self.pool.set_pool(getattr(item, "pool", ()))


def _attack_kind_text(kind: AttackKind) -> str:
    if kind is AttackKind.MELEE:
        return ui_text(QT_TRANSLATE_NOOP("UnitsPanel", "Melee"))
    return ui_text(QT_TRANSLATE_NOOP("UnitsPanel", "Ranged"))


class WeaponRow(ItemRow):
    """A weapon of the free-table systems: name, range (or melee), numbers, special rule.

    ``range_field`` is ``range_pas`` (Eisdrachen) or ``range_cm`` (D20); ``attacks`` is shown
    only where the profile has it (Eisdrachen), and so is the sniper scope (``has_scope``) and
    the list of the weapon's special rules as data (``has_rules``: D20 « Les armes »).
    """

    LABEL = "unit.edit_weapon"

    def __init__(
        self,
        document: ScenarioDocument,
        base: Steps,
        owner: RowList,
        *,
        range_field: str,
        range_suffix: str,
        has_attacks: bool,
        has_scope: bool = False,
        has_rules: bool = False,
    ):
        super().__init__(document, base, owner)
        self.scenario: Scenario | None = None
        fr, en = _names(
            self,
            ("name",),
            self.LABEL,
            QT_TRANSLATE_NOOP("UnitsPanel", "Weapon (French)"),
            QT_TRANSLATE_NOOP("UnitsPanel", "Weapon (English)"),
        )
        numbers = QHBoxLayout()
        self.range = self.number(
            (range_field,), 0, 9999, self.LABEL, none_text=QT_TRANSLATE_NOOP("UnitsPanel", "melee")
        )
        self.translated(self.range.setSuffix, range_suffix)
        self.translated(
            self.range.setToolTip,
            QT_TRANSLATE_NOOP("UnitsPanel", "Range; step below 0 for a melee weapon"),
        )
        numbers.addWidget(self.label(QT_TRANSLATE_NOOP("UnitsPanel", "Range")))
        numbers.addWidget(self.range)
        if has_attacks:
            self.attacks = self.spin(("attacks",), 0, 20, self.LABEL)
            self.attacks.setMinimumWidth(56)
            numbers.addWidget(self.label(QT_TRANSLATE_NOOP("UnitsPanel", "Attacks")))
            numbers.addWidget(self.attacks)
        self.strength = self.spin(("strength",), 0, 30, self.LABEL)
        self.strength.setMinimumWidth(56)
        numbers.setSpacing(6)
        numbers.addWidget(self.label(QT_TRANSLATE_NOOP("UnitsPanel", "Strength")))
        numbers.addWidget(self.strength)
        if has_scope:
            self.scope = self.check(
                ("sniper_scope",), QT_TRANSLATE_NOOP("UnitsPanel", "Sniper scope"), self.LABEL
            )
            self.translated(
                self.scope.setToolTip,
                QT_TRANSLATE_NOOP(
                    "UnitsPanel", "With a range of 20 pas or more, the weapon can snipe"
                ),
            )
            numbers.addWidget(self.scope)
        numbers.addStretch(1)
        special_fr, special_en = _names(
            self,
            ("special",),
            self.LABEL,
            QT_TRANSLATE_NOOP("UnitsPanel", "Special rule (French)"),
            QT_TRANSLATE_NOOP("UnitsPanel", "Special rule (English)"),
        )
        self.grid.addWidget(fr, 0, 0)
        self.grid.addWidget(en, 0, 1)
        self.grid.addLayout(self.tools, 0, 2)
        self.grid.addLayout(numbers, 1, 0, 1, 3)
        self.grid.addWidget(special_fr, 2, 0)
        self.grid.addWidget(special_en, 2, 1)
        self.grid.setColumnStretch(0, 1)
        self.grid.setColumnStretch(1, 1)
        self.rules: RowList | None = None
        if has_rules:
            self.rules = RowList(
                document,
                base + ("rules",),
                lambda rows, steps: WeaponRuleRow(document, steps, rows),
                lambda: D20WeaponRule(both("unit.new_weapon_rule")),
                {"add": "unit.add_weapon_rule", "remove": "unit.remove_weapon_rule",
                 "move": "unit.move_weapon_rule"},
                QT_TRANSLATE_NOOP("UnitsPanel", "Add a special rule as data"),
                self,
            )
            self.grid.addWidget(self.rules, 3, 0, 1, 3)

    def set_scenario(self, scenario: Scenario) -> None:
        self.scenario = scenario

    def load(self, item: Any) -> None:
        super().load(item)
        if self.rules is not None and self.unit_id is not None and self.scenario is not None:
            self.rules.show_items(self.unit_id, getattr(item, "rules", ()), self.scenario)


class WeaponRuleRow(ItemRow):
    """A D20 weapon's special rule as data (``D20WeaponRule``): its name, what it adds to the
    attack, its extra dice at the target, only standing still, a grenade's blast radius."""

    LABEL = "unit.edit_weapon_rule"

    def __init__(self, document: ScenarioDocument, base: Steps, owner: RowList):
        super().__init__(document, base, owner)
        fr, en = _names(
            self,
            ("name",),
            self.LABEL,
            QT_TRANSLATE_NOOP("UnitsPanel", "Rule (French)"),
            QT_TRANSLATE_NOOP("UnitsPanel", "Rule (English)"),
        )
        numbers = QHBoxLayout()
        numbers.setSpacing(6)
        self.attack = self.spin(("attack",), -20, 20, self.LABEL)
        self.extra_dice = self.spin(("extra_dice",), 0, 9, self.LABEL)
        self.translated(
            self.extra_dice.setToolTip,
            QT_TRANSLATE_NOOP("UnitsPanel", "More D20 at the same target, each a hit of its own"),
        )
        self.still = self.check(
            ("when_still",), QT_TRANSLATE_NOOP("UnitsPanel", "Only standing still"), self.LABEL
        )
        self.blast = self.number(
            ("blast_cm",), 0, 100, self.LABEL,
            none_text=QT_TRANSLATE_NOOP("UnitsPanel", "no blast"),
        )
        self.translated(self.blast.setSuffix, QT_TRANSLATE_NOOP("UnitsPanel", " cm"))
        self.translated(
            self.blast.setToolTip,
            QT_TRANSLATE_NOOP("UnitsPanel", "A blast radius makes the weapon a grenade"),
        )
        for source, field in (
            (QT_TRANSLATE_NOOP("UnitsPanel", "Attack"), self.attack),
            (QT_TRANSLATE_NOOP("UnitsPanel", "Extra dice"), self.extra_dice),
            (QT_TRANSLATE_NOOP("UnitsPanel", "Blast"), self.blast),
        ):
            numbers.addWidget(self.label(source))
            numbers.addWidget(field)
        numbers.addWidget(self.still)
        numbers.addStretch(1)
        self.grid.addWidget(fr, 0, 0)
        self.grid.addWidget(en, 0, 1)
        self.grid.addLayout(self.tools, 0, 2)
        self.grid.addLayout(numbers, 1, 0, 1, 3)
        self.grid.setColumnStretch(0, 1)
        self.grid.setColumnStretch(1, 1)


class SkillRow(ItemRow):
    """A special rule: its name and text in both languages, and the engines' code."""

    LABEL = "unit.edit_skill"

    def __init__(self, document: ScenarioDocument, base: Steps, owner: RowList):
        super().__init__(document, base, owner)
        fr, en = _names(
            self,
            ("name",),
            self.LABEL,
            QT_TRANSLATE_NOOP("UnitsPanel", "Skill name (French)"),
            QT_TRANSLATE_NOOP("UnitsPanel", "Skill name (English)"),
        )
        text_fr = self.text(("text",), "fr", self.LABEL, lines=2)
        text_en = self.text(("text",), "en", self.LABEL, lines=2)
        self.translated(
            text_fr.setPlaceholderText, QT_TRANSLATE_NOOP("UnitsPanel", "What it does (French)")
        )
        self.translated(
            text_en.setPlaceholderText, QT_TRANSLATE_NOOP("UnitsPanel", "What it does (English)")
        )
        code = self.line(("code",), self.LABEL)
        code.setMaximumWidth(120)
        self.translated(code.setPlaceholderText, QT_TRANSLATE_NOOP("UnitsPanel", "code"))
        self.translated(
            code.setToolTip,
            QT_TRANSLATE_NOOP(
                "UnitsPanel", "Optional: the code the game engines recognise for this rule"
            ),
        )
        self.grid.addWidget(fr, 0, 0)
        self.grid.addWidget(en, 0, 1)
        self.grid.addWidget(code, 0, 2)
        self.grid.addLayout(self.tools, 0, 3)
        self.grid.addWidget(text_fr, 1, 0, 1, 4)
        self.grid.addWidget(text_en, 2, 0, 1, 4)
        self.grid.setColumnStretch(0, 1)
        self.grid.setColumnStretch(1, 1)
