"""The forms of the mission panel's lists: a victory or defeat condition, an event with its
trigger, a numbered event option and one of its effects.

Each form edits one item of a tuple of ``Scenario.mission`` through a ``Binder`` (``bind(path)``
points it at the item) and shows only the fields its kind uses: an objective for "objective
completed", a tile for "activate a tile"… A new kind keeps the item usable (a condition on an
objective names one). ``summary`` gives the line the item shows in its list.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from editor.documents.addresses import Path
from editor.documents.document import ScenarioDocument
from editor.model.mission import (
    Condition,
    ConditionKind,
    Effect,
    EffectKind,
    EventOption,
    MissionEvent,
    Trigger,
    TriggerKind,
)
from editor.model.units import Side
from editor.ui.i18n import current_language
from editor.ui.panels.bound_fields import (
    Binder,
    ChoiceField,
    IntField,
    LineField,
    NoteField,
)
from editor.ui.panels.document_panel import Retranslating
from editor.ui.panels.list_editor import ListEditor

OBJECTIVE_KINDS = (ConditionKind.OBJECTIVE_REACHED, ConditionKind.OBJECTIVE_COMPLETED)


def name_of(thing, fallback: str) -> str:
    return (thing.name.get(current_language()) or fallback) if thing is not None else fallback


def rows(owner: QWidget, widgets) -> tuple[QFormLayout, list[QLabel]]:
    """A form of ``widgets`` with a label each; a list editor gets the full width, under its
    label (nested lists would be squeezed beside it)."""
    form = QFormLayout(owner)
    form.setContentsMargins(0, 0, 0, 0)
    labels = []
    for widget in widgets:
        labels.append(QLabel(owner))
        labels[-1].setWordWrap(True)
        if isinstance(widget, ListEditor):
            font = labels[-1].font()
            font.setBold(True)
            labels[-1].setFont(font)
            form.addRow(labels[-1])
            form.addRow(widget)
        else:
            form.addRow(labels[-1], widget)
    return form, labels


def set_texts(labels: list[QLabel], texts) -> None:
    for label, text in zip(labels, texts):
        label.setText(text)


class ConditionForm(Retranslating, QWidget):
    """One condition: its kind, the objective or figure it names, and its count."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.binder = Binder(document, "mission.edit_condition", self)
        add = self.binder.add
        self.kind = add(
            ChoiceField((), self, self.kinds, read=lambda c: c.kind, write=self._with_kind)
        )
        self.objective = add(ChoiceField(("objective",), self, self._objectives))
        self.figure = add(ChoiceField(("figure",), self, self._figures))
        self.count = add(IntField(("count",), self, 0, 1000))
        self.form, self._labels = rows(self, [f.widget for f in self.binder.fields])
        self.retranslate()

    def kinds(self):
        return [
            (ConditionKind.OBJECTIVE_REACHED, self.tr("Objective reached")),
            (ConditionKind.OBJECTIVE_COMPLETED, self.tr("Objective completed")),
            (ConditionKind.ALL_HEROES_OUT, self.tr("All heroes out")),
            (ConditionKind.ALL_VILLAINS_NEUTRALIZED, self.tr("All villains neutralized")),
            (ConditionKind.FIGURE_NEUTRALIZED, self.tr("Figure neutralized")),
            (ConditionKind.TURN_LIMIT_REACHED, self.tr("Turn limit reached")),
            (ConditionKind.TURN_REACHED, self.tr("Turn reached")),
        ]

    def summary(self, cond: Condition, _index: int = 0) -> str:
        text = dict(self.kinds()).get(cond.kind, str(cond.kind))
        scenario = self.document.scenario
        if cond.kind in OBJECTIVE_KINDS:
            found = next((o for o in scenario.objectives if o.id == cond.objective), None)
            text += f": {name_of(found, cond.objective or '?')} ×{cond.count}"
        elif cond.kind is ConditionKind.FIGURE_NEUTRALIZED:
            found = next((f for f in scenario.figures if f.id == cond.figure), None)
            unit = scenario.unit(found.unit) if found is not None else None
            text += f": {name_of(unit, cond.figure or '?')}"
        elif cond.kind is ConditionKind.TURN_REACHED:
            text += f": {cond.count}"
        return text

    def _with_kind(self, kind: ConditionKind, old: Condition) -> Condition:
        """A new kind keeps the condition usable: it names an objective or figure if needed."""
        scenario = self.document.scenario
        objective = old.objective
        if kind in OBJECTIVE_KINDS and objective is None and scenario.objectives:
            objective = scenario.objectives[0].id
        figure = old.figure
        if kind is ConditionKind.FIGURE_NEUTRALIZED and figure is None and scenario.figures:
            figure = scenario.figures[0].id
        return dataclasses.replace(old, kind=kind, objective=objective, figure=figure)

    def _objectives(self):
        return [(None, self.tr("(none)"))] + [
            (o.id, name_of(o, o.id)) for o in self.document.scenario.objectives
        ]

    def _figures(self):
        scenario = self.document.scenario
        return [(None, self.tr("(none)"))] + [
            (f.id, f"{name_of(scenario.unit(f.unit), f.unit)} ({f.id})") for f in scenario.figures
        ]

    def bind(self, path: Path | None) -> None:
        if not self.binder.bind(path):
            return
        kind = self.binder.target().kind
        self.form.setRowVisible(self.objective.widget, kind in OBJECTIVE_KINDS)
        self.form.setRowVisible(self.figure.widget, kind is ConditionKind.FIGURE_NEUTRALIZED)
        self.form.setRowVisible(
            self.count.widget, kind in OBJECTIVE_KINDS or kind is ConditionKind.TURN_REACHED
        )
        set_texts(
            self._labels[3:],
            (self.tr("Turn") if kind is ConditionKind.TURN_REACHED else self.tr("Times"),),
        )

    def retranslate(self) -> None:
        set_texts(
            self._labels,
            (self.tr("Condition"), self.tr("Objective"), self.tr("Figure"), self.tr("Times")),
        )
        self.bind(self.binder.base)


def _zone_list(zones: tuple[str, ...]) -> str:
    return ", ".join(zones)


def _zone_tuple(text: str, _old: tuple[str, ...]) -> tuple[str, ...]:
    """The zone ids typed, commas or spaces between them, each once, in the order typed."""
    return tuple(dict.fromkeys(z for z in text.replace(",", " ").split() if z))


class ZoneListField(LineField):
    """Zone ids typed with commas or spaces between them, saved when the field is left or
    Enter is pressed: saving while typing would rewrite the list under the cursor."""

    def __init__(self, rel: Path, parent: QWidget):
        super().__init__(rel, parent, read=_zone_list, write=_zone_tuple)
        self.widget.textEdited.disconnect(self.commit)
        self.widget.editingFinished.connect(self._finish)

    def _finish(self) -> None:
        self.commit(self.widget.text())


class EffectForm(Retranslating, QWidget):
    """One effect of an event option; only the fields its kind uses are shown."""

    USES = {
        EffectKind.GAIN_REINFORCEMENT_POINTS: "amount",
        EffectKind.GAIN_ENERGY: "amount",
        EffectKind.ACTIVATE_TILE: "tile",
        EffectKind.ACTIVATE_OBJECTIVE: "objective",
        EffectKind.DEACTIVATE_OBJECTIVE: "objective",
    }

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.binder = Binder(document, "mission.edit_effect", self)
        add = self.binder.add
        self.kind = add(ChoiceField(("kind",), self, self.kinds))
        self.amount = add(IntField(("amount",), self, -100, 100))
        self.tile = add(ChoiceField(("tile",), self, self._tiles))
        self.objective = add(ChoiceField(("objective",), self, self._objectives))
        # PLACE_TOKEN (SOLO-GR-1): what is placed, the zones the option allows, who wants it
        self.token_fr = add(LineField(("token", "fr"), self))
        self.token_en = add(LineField(("token", "en"), self))
        self.zones = add(ZoneListField(("zones",), self))
        self.wanted_by = add(ChoiceField(("wanted_by",), self, self._sides))
        self.form, self._labels = rows(self, [f.widget for f in self.binder.fields])
        self.retranslate()

    def kinds(self):
        return [
            (EffectKind.TEXT, self.tr("Read the text (the player applies it)")),
            (EffectKind.GAIN_REINFORCEMENT_POINTS, self.tr("Gain reinforcement points")),
            (EffectKind.REINFORCE, self.tr("Reinforcements")),
            (EffectKind.GAIN_ENERGY, self.tr("Gain energy cubes")),
            (EffectKind.ACTIVATE_TILE, self.tr("Activate a tile")),
            (EffectKind.ACTIVATE_OBJECTIVE, self.tr("Activate an objective")),
            (EffectKind.DEACTIVATE_OBJECTIVE, self.tr("Deactivate an objective")),
            (EffectKind.PLACE_TOKEN, self.tr("Place a token for the AI (golden rule)")),
        ]

    def _sides(self):
        return [
            (Side.VILLAIN, self.tr("The villains (placed near them)")),
            (Side.HERO, self.tr("The heroes (placed far from them)")),
        ]

    def summary(self, effect: Effect, _index: int = 0) -> str:
        text = dict(self.kinds()).get(effect.kind, str(effect.kind))
        detail = {
            "amount": f"{effect.amount:+d}",
            "tile": effect.tile or "?",
            "objective": effect.objective or "?",
        }.get(self.USES.get(effect.kind))
        if effect.kind is EffectKind.PLACE_TOKEN:
            detail = effect.token.get(current_language()) or None
            if effect.zones:
                detail = f"{detail or ''} ({', '.join(effect.zones)})".strip()
        return f"{text} {detail}" if detail else text

    def _tiles(self):
        river = self.document.scenario.river
        return [(None, self.tr("(none)"))] + [
            (t.id, name_of(t, t.id)) for t in (river.tiles if river else ())
        ]

    def _objectives(self):
        return [(None, self.tr("(none)"))] + [
            (o.id, name_of(o, o.id)) for o in self.document.scenario.objectives
        ]

    def bind(self, path: Path | None) -> None:
        if self.binder.bind(path):
            kind = self.binder.target().kind
            used = self.USES.get(kind)
            for name in ("amount", "tile", "objective"):
                self.form.setRowVisible(getattr(self, name).widget, used == name)
            for field in (self.token_fr, self.token_en, self.zones, self.wanted_by):
                self.form.setRowVisible(field.widget, kind is EffectKind.PLACE_TOKEN)

    def retranslate(self) -> None:
        set_texts(
            self._labels,
            (
                self.tr("Effect"),
                self.tr("Amount"),
                self.tr("Tile"),
                self.tr("Objective"),
                self.tr("Token (French)"),
                self.tr("Token (English)"),
                self.tr("Allowed zones (ids, commas; empty: any)"),
                self.tr("Who wants it"),
            ),
        )
        self.bind(self.binder.base)


class OptionForm(Retranslating, QWidget):
    """A numbered event option: its text in both languages and its effects."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.binder = Binder(document, "mission.edit_option", self)
        add = self.binder.add
        self.number = add(IntField(("number",), self, 1, 100))
        self.text_fr = add(NoteField(("text", "fr"), self))
        self.text_en = add(NoteField(("text", "en"), self))
        for note in (self.text_fr, self.text_en):
            note.widget.setMaximumHeight(90)
        self.effect_form = EffectForm(document)
        self.effects = ListEditor(
            document,
            self.effect_form.summary,
            lambda: Effect(EffectKind.TEXT),
            ("mission.add_effect", "mission.remove_effect"),
            self.effect_form,
            self,
        )
        self.form, self._labels = rows(
            self, (self.number.widget, self.text_fr.widget, self.text_en.widget, self.effects)
        )
        self.retranslate()

    def bind(self, path: Path | None) -> None:
        self.binder.bind(path)
        self.effects.set_path(path + ("effects",) if path is not None else None)

    def retranslate(self) -> None:
        set_texts(
            self._labels,
            (
                self.tr("Number"),
                self.tr("Text (French)"),
                self.tr("Text (English)"),
                self.tr("Effects"),
            ),
        )


class EventForm(Retranslating, QWidget):
    """An event: its name, what triggers it and its numbered options."""

    def __init__(self, document: ScenarioDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.binder = Binder(document, "mission.edit_event", self)
        add = self.binder.add
        self.name_fr = add(LineField(("name", "fr"), self))
        self.name_en = add(LineField(("name", "en"), self))
        self.trigger = add(
            ChoiceField(
                ("trigger",), self, self.triggers, read=lambda t: t.kind, write=self._with_trigger
            )
        )
        self.tile = add(ChoiceField(("trigger", "tile"), self, self._tiles))
        self.turn = add(IntField(("trigger", "turn"), self, 1, 1000))
        self.condition = ConditionForm(document, self)
        self.option_form = OptionForm(document)
        self.options = ListEditor(
            document,
            self._option_summary,
            self._new_option,
            ("mission.add_option", "mission.remove_option"),
            self.option_form,
            self,
        )
        self.form, self._labels = rows(
            self,
            (
                self.name_fr.widget,
                self.name_en.widget,
                self.trigger.widget,
                self.tile.widget,
                self.turn.widget,
                self.condition,
                self.options,
            ),
        )
        self.retranslate()

    def triggers(self):
        return [
            (TriggerKind.TILE, self.tr("A river tile")),
            (TriggerKind.TURN, self.tr("A turn")),
            (TriggerKind.CONDITION, self.tr("A condition")),
        ]

    def summary(self, event: MissionEvent, _index: int = 0) -> str:
        trigger = dict(self.triggers()).get(event.trigger.kind, "")
        return f"{name_of(event, event.id)} ({trigger})"

    def _option_summary(self, option: EventOption, _index: int) -> str:
        return f"{option.number}. {option.text.get(current_language())}"[:80]

    def _new_option(self) -> EventOption:
        return EventOption(max((o.number for o in self.options.items()), default=0) + 1)

    def _tiles(self):
        river = self.document.scenario.river
        tiles = sorted(river.tiles if river else (), key=lambda t: t.event is None)
        return [(None, self.tr("(none)"))] + [(t.id, name_of(t, t.id)) for t in tiles]

    def _with_trigger(self, kind: TriggerKind, old: Trigger) -> Trigger:
        if kind == old.kind:
            return old
        scenario = self.document.scenario
        if kind is TriggerKind.TURN:
            return Trigger(kind, turn=old.turn or 1)
        if kind is TriggerKind.CONDITION:
            first = scenario.objectives[0].id if scenario.objectives else None
            return Trigger(
                kind,
                condition=old.condition
                or (
                    Condition(ConditionKind.OBJECTIVE_COMPLETED, first)
                    if first
                    else Condition(ConditionKind.TURN_REACHED)
                ),
            )
        return Trigger(kind, tile=old.tile)

    def bind(self, path: Path | None) -> None:
        if self.binder.bind(path):
            kind = self.binder.target().trigger.kind
            self.form.setRowVisible(self.tile.widget, kind is TriggerKind.TILE)
            self.form.setRowVisible(self.turn.widget, kind is TriggerKind.TURN)
            self.form.setRowVisible(self.condition, kind is TriggerKind.CONDITION)
        self.condition.bind(path + ("trigger", "condition") if path is not None else None)
        self.options.set_path(path + ("options",) if path is not None else None)

    def retranslate(self) -> None:
        set_texts(
            self._labels,
            (
                self.tr("Name (French)"),
                self.tr("Name (English)"),
                self.tr("Triggered by"),
                self.tr("Tile"),
                self.tr("Turn"),
                self.tr("Condition"),
                self.tr("Options"),
            ),
        )
        self.bind(self.binder.base)
