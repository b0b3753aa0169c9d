"""The rules options panel: every setting of ``RulesOptions`` with its value, its default and a
one-line explanation citing the rule or ambiguity it settles (SOLO_AI_SPEC §7).

The rows are built by walking the option dataclasses (``option_specs``), so a new option shows
up without touching this file; its texts come from the core catalogue: ``options.<group>.<field>``
explains it, ``options.label.<group>.<field>`` names it, ``options.choice.<enum>.<value>`` names
each choice and ``options.none.<group>.<field>`` names an unset optional value (a test checks
that every option has them). Editing a value is one ``options.change_option`` step; each row's
reset button restores its default. Only the groups of the scenario's rule system are shown
unless the author asks for all.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import types
import typing
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

import shiboken6
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from editor.documents.addresses import get_at
from editor.documents.commands import SetValue
from editor.documents.document import ScenarioChanged, ScenarioDocument
from editor.messages import SkirmishError, translate
from editor.model.defaults import default_dice
from editor.model.options import RulesOptions
from editor.ui.i18n import current_language
from editor.ui.panels.bound_fields import (
    Binder,
    CheckField,
    ChoiceField,
    Field,
    FloatField,
    IntField,
    TupleIntField,
)
from editor.ui.panels.document_panel import Retranslating

GENERAL = "general"
"""The group of the options that sit directly on ``RulesOptions`` (the golden rule)."""
SUFFIXES = {"_mm": " mm", "_cm": " cm", "_pas": " pas", "_deg": "°"}


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One rules option: where it lives, its type and its default."""

    group: str
    name: str
    kind: Any
    default: Any

    @property
    def rel(self) -> tuple[str, ...]:
        """Its path under ``Scenario.options``."""
        return (self.name,) if self.group == GENERAL else (self.group, self.name)

    @property
    def key(self) -> str:
        """The catalogue key of its explanation."""
        return "options." + ".".join(self.rel)

    @property
    def label_key(self) -> str:
        return "options.label." + ".".join(self.rel)

    @property
    def none_key(self) -> str:
        return "options.none." + ".".join(self.rel)


def option_specs() -> list[OptionSpec]:
    """Every option of ``RulesOptions``, nested groups walked, in declaration order."""
    defaults = RulesOptions()
    hints = typing.get_type_hints(RulesOptions)
    specs: list[OptionSpec] = []
    for top in dataclasses.fields(RulesOptions):
        kind, value = hints[top.name], getattr(defaults, top.name)
        if dataclasses.is_dataclass(kind):
            inner = typing.get_type_hints(kind)
            specs += [
                OptionSpec(top.name, f.name, inner[f.name], getattr(value, f.name))
                for f in dataclasses.fields(kind)
            ]
        else:
            specs.append(OptionSpec(GENERAL, top.name, kind, value))
    return specs


def optional_of(kind: Any) -> Any | None:
    """``X`` for ``X | None``, else None."""
    if isinstance(kind, types.UnionType) or typing.get_origin(kind) is typing.Union:
        args = [a for a in typing.get_args(kind) if a is not type(None)]
        return args[0] if len(args) == 1 else None
    return None


def enum_key(enum: type[Enum]) -> str:
    """``RerollScope`` → ``reroll_scope`` (the catalogue names choices by their enum)."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", enum.__name__).lower()


def choice_key(member: Enum) -> str:
    return f"options.choice.{enum_key(type(member))}.{member.value}"


def _show(widget: QWidget, visible: bool) -> None:
    """``setVisible`` only when it changes something: showing a widget hidden before costs
    about a millisecond, even inside a panel not shown yet."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


class OptionsPanel(Retranslating, QWidget):
    """One row per rules option: label, editor, reset button, explanation with the default."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("optionsPanel")
        self.document = document
        self.specs = option_specs()
        self.binder = Binder(document, "options.change_option", self)
        self.binder.base = ("options",)
        self.filter = QLineEdit(self)
        self.filter.setClearButtonEnabled(True)
        self.show_all = QCheckBox(self)
        self.reset_all = QPushButton(self)
        body = QWidget()
        column = QVBoxLayout(body)
        self.groups: dict[str, QGroupBox] = {}
        """Every group's box, in the specs' order; its rows are built when first shown."""
        self.rows: dict[str, dict[str, Any]] = {}
        """The rows built so far (those of the groups shown once)."""
        for spec in self.specs:
            if spec.group not in self.groups:
                box = self.groups[spec.group] = QGroupBox()
                QVBoxLayout(box).setSpacing(2)
                column.addWidget(box)  # not hidden now: showing a hidden box costs a ms
        column.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(body)
        tools = QHBoxLayout()
        tools.addWidget(self.filter, 1)
        tools.addWidget(self.reset_all)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(tools)
        layout.addWidget(self.show_all)
        layout.addWidget(scroll, 1)
        self.filter.textChanged.connect(self._on_filter_changed)
        self.show_all.toggled.connect(self._on_filter_changed)
        self.reset_all.clicked.connect(self._on_reset_all_clicked)
        self.destroyed.connect(document.subscribe(self._on_scenario_changed))
        self.retranslate()

    # -- building -----------------------------------------------------------------------------

    def _build_groups(self, groups: set[str]) -> None:
        """The rows of ``groups`` not built yet, translated and showing the scenario's values.
        A rule system reads about half of the options: the other systems' rows wait until
        "show every rule system" asks for them (PRODUCT §5, a big board opens without a stall).
        """
        specs = [s for s in self.specs if s.group in groups and s.key not in self.rows]
        for spec in specs:
            self._add_row(spec)
        if specs:
            self._translate_rows([self.rows[spec.key] for spec in specs])
            self.refresh()

    def _add_row(self, spec: OptionSpec) -> None:
        """A row widget (hidden as a whole by the filter) in its group's box."""
        box = self.groups[spec.group]
        line = QWidget(box)
        field = self.binder.add(self._field(spec, line))
        label = QLabel(line)
        label.setWordWrap(True)
        reset = QToolButton(line)
        reset.setText("↺")
        reset.clicked.connect(lambda _checked=False, s=spec: self._on_reset_clicked(s))
        explanation = QLabel(line)
        explanation.setWordWrap(True)
        explanation.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        grid = QGridLayout(line)
        grid.setContentsMargins(0, 2, 0, 4)
        grid.setColumnStretch(0, 2)
        grid.setColumnStretch(1, 3)
        grid.addWidget(label, 0, 0)
        grid.addWidget(field.widget, 0, 1)
        grid.addWidget(reset, 0, 2)
        grid.addWidget(explanation, 1, 0, 1, 3)
        box.layout().addWidget(line)
        self.rows[spec.key] = {
            "spec": spec,
            "field": field,
            "line": line,
            "label": label,
            "reset": reset,
            "explanation": explanation,
        }

    def _field(self, spec: OptionSpec, parent: QWidget) -> Field:
        """The editor for the option's type (a new type needs a case here; a test tries all)."""
        kind, rel = spec.kind, spec.rel
        inner = optional_of(kind)
        suffix = next((s for end, s in SUFFIXES.items() if spec.name.endswith(end)), "")
        if kind is bool:
            return CheckField(rel, parent)
        if isinstance(kind, type) and issubclass(kind, Enum):
            return ChoiceField(rel, parent, lambda: [(m, self._text(choice_key(m))) for m in kind])
        if kind is int:
            return IntField(rel, parent, 0, 1000)
        if kind is float:
            return FloatField(rel, parent, 0.0, 10_000.0, suffix=suffix)
        if inner is int:
            return IntField(rel, parent, 0, 1000, nullable=True)
        if inner is str:
            return ChoiceField(rel, parent, lambda: self._dice_choices(spec))
        if typing.get_origin(kind) is tuple:
            item = typing.get_args(kind)[0]
            if isinstance(item, type) and issubclass(item, Enum):
                return ChoiceField(rel, parent, lambda: self._orders(item))
            if item is int:
                return TupleIntField(rel, parent, 0, 100)
        raise TypeError(f"no editor for the option {spec.key} of type {kind!r}")

    def _text(self, key: str) -> str:
        return translate(key, current_language())

    def _dice_choices(self, spec: OptionSpec) -> list[tuple[Any, str]]:
        dice = self.document.scenario.dice or default_dice()
        lang = current_language()
        return [(None, self._text(spec.none_key))] + [
            (die.id, die.name.get(lang) or die.id) for die in dice.dice
        ]

    def _orders(self, item: type[Enum]) -> list[tuple[Any, str]]:
        """Every order of the enum's members (a tie-break sequence)."""
        return [
            (order, " → ".join(self._text(choice_key(m)) for m in order))
            for order in itertools.permutations(item)
        ]

    # -- showing ------------------------------------------------------------------------------

    def value_text(self, spec: OptionSpec, value: Any) -> str:
        if value is None:
            return self._text(spec.none_key)
        if isinstance(value, bool):
            return self.tr("on") if value else self.tr("off")
        if isinstance(value, Enum):
            return self._text(choice_key(value))
        if isinstance(value, tuple):
            return (
                " → ".join(self.value_text(spec, v) for v in value)
                if value and isinstance(value[0], Enum)
                else ", ".join(str(v) for v in value)
            )
        suffix = next((s for end, s in SUFFIXES.items() if spec.name.endswith(end)), "")
        return f"{value:g}{suffix}" if isinstance(value, float) else str(value)

    def refresh(self) -> None:
        self.binder.load()
        options = self.document.scenario.options
        for row in self.rows.values():
            spec = row["spec"]
            differs = get_at(options, spec.rel) != spec.default
            font = row["label"].font()
            font.setBold(differs)
            row["label"].setFont(font)
            row["reset"].setEnabled(differs)
        self.reset_all.setEnabled(options != RulesOptions())  # rows built or not

    def retranslate(self) -> None:
        self.filter.setPlaceholderText(self.tr("Filter the options"))
        self.show_all.setText(self.tr("Show the options of every rule system"))
        self.reset_all.setText(self.tr("Reset all"))
        self.reset_all.setToolTip(self.tr("Give every option its default value"))
        for group, box in self.groups.items():
            box.setTitle(self._text(f"options.group.{group}"))
        self._translate_rows(self.rows.values())
        self.refresh()
        self._on_filter_changed()

    def _translate_rows(self, rows: Iterable[dict[str, Any]]) -> None:
        for row in rows:
            spec = row["spec"]
            default = self.value_text(spec, spec.default)
            row["label"].setText(self._text(spec.label_key))
            row["explanation"].setText(
                self._text(spec.key) + " " + self.tr("Default: %1.").replace("%1", default)
            )
            row["reset"].setToolTip(self.tr("Reset to the default: %1").replace("%1", default))
            if isinstance(row["field"], IntField) and row["field"].nullable:
                row["field"].widget.setSpecialValueText(self._text(spec.none_key))

    def visible_groups(self) -> set[str]:
        """The groups the scenario's rule system reads (its plug-in's ``option_groups``; all
        of them when asked)."""
        if self.show_all.isChecked():
            return set(self.groups)
        from editor.rules import plugin_for

        try:
            return set(plugin_for(self.document.scenario).option_groups())
        except SkirmishError:
            return set(self.groups)

    # -- handlers -----------------------------------------------------------------------------

    def _on_filter_changed(self, *_args) -> None:
        words = self.filter.text().casefold().split()
        shown = self.visible_groups()
        self._build_groups(shown)
        visible_in: dict[str, int] = {}
        for row in self.rows.values():
            spec = row["spec"]
            text = f"{row['label'].text()} {row['explanation'].text()} {spec.name}".casefold()
            visible = spec.group in shown and all(word in text for word in words)
            _show(row["line"], visible)
            visible_in[spec.group] = visible_in.get(spec.group, 0) + visible
        for group, box in self.groups.items():
            _show(box, visible_in.get(group, 0) > 0)

    def _on_reset_clicked(self, spec: OptionSpec) -> None:
        self.document.execute(
            SetValue(("options", *spec.rel), spec.default, "options.reset_option")
        )

    def _on_reset_all_clicked(self) -> None:
        self.document.execute(SetValue(("options",), RulesOptions(), "options.reset_all"))

    def _on_scenario_changed(self, change: ScenarioChanged) -> None:
        if shiboken6.isValid(self) and any(
            not p or p[0] in ("options", "dice") for p in change.paths or [()]
        ):
            self.refresh()
