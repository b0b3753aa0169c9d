"""The action panel of a free-table game: what the selected figure may do now, and why not.

For the figure selected on the table it lists every action of its rule system (the engine's
``offers``): the legal ones as buttons, the others greyed with the reasons the rules give, each
reason followed by the French section title it cites («3) Tir», «3.2. Les Tirs»…). What a side
does rather than a figure (the start of a D20 game: roles, initiative, who starts) is listed
too, with no figure selected, while it is possible. Choosing an action asks for what it needs —
a target (picked in a list or clicked on the table), a weapon, an object of the table (picked in
a list), a choice (a side, deploying outside its zone…), a point on the table (clicked), a
number (the actions a figure has left, when the players set them) — and shows its evaluation
before anything is rolled: legal or why not, the modifiers that apply with their values and
rules, and the exact odds (``odds``, the report of the rule system's odds engine). A roll goes
to the dice panel (``roll_requested``); an action without dice is applied at once
(``action_requested``). A move is a drag on the table (``editor.ui.play.table.tool``); ending
the side's phase is a button (and Ctrl+Return, the play mode's "next step"), kept above the list
of what is not possible, which is long, so that it never has to be scrolled to.

The panel never changes the game: the play mode applies what it asks for. Must not import the
play mode.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.game.table_overlay_models import ActionRadius
from editor.messages import SkirmishError, translate
from editor.rules.table_game.actions import MAX_COUNT, TableAction
from editor.rules.table_game.phases import EndPhase
from editor.ui.i18n import current_language
from editor.ui.play.side_panel import SidePanel
from editor.ui.play.table.odds_view import odds_lines

POINT_NEEDS = ("at",)
"""The needs a click on the table gives."""
FRIEND_NEED = "friend"
"""A figure of the actor's own side, the actor included (who is healed…), given as the target."""
ITEM_NEED = "item"
"""An object of the table (``TableEngine.table_objects``), picked in a list."""


def _wants_figure(offer) -> bool:
    """The action takes a figure clicked or picked: an enemy target, or a friend."""
    return "target" in offer.needs or FRIEND_NEED in offer.needs


def wrapped(parent: QWidget | None = None) -> QLabel:
    label = QLabel(parent)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def rule_cited(text: str, rule: str) -> str:
    """A reason or a modifier with the French section title it comes from."""
    return f"{text} «{rule}»" if rule else text


def reasons_text(reasons, lang: str) -> str:
    return "\n".join(f"• {rule_cited(r.text(lang), r.rule)}" for r in reasons)


class ActionPanel(SidePanel):
    """The selected figure's actions, the chosen one's needs and its evaluation."""

    roll_requested = Signal(object, object)
    """(TableAction, Evaluation): the chosen action is legal and rolls dice."""
    point_wanted = Signal(bool)
    """The chosen action waits for a point on the table (True), or no longer (False)."""
    point_changed = Signal(object)
    """The point the chosen action was given ((x, y) mm), or None (no action, no point)."""
    radii_changed = Signal(object)
    message = Signal(str)
    """A short status text (an evaluation that failed)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.figure: str | None = None
        self.chosen: str | None = None
        """The name of the chosen action."""
        self.target: str | None = None
        self.point: tuple[float, float] | None = None
        self.evaluation = None
        self.offers: tuple = ()
        self.figure_label = wrapped(self)
        self.state_label = wrapped(self)
        self.legal_box = QGroupBox(self)
        self.legal_row = QVBoxLayout(self.legal_box)
        self.illegal_box = QGroupBox(self)
        self.illegal_label = wrapped(self.illegal_box)
        QVBoxLayout(self.illegal_box).addWidget(self.illegal_label)
        self.choice_box = QGroupBox(self)
        self.target_combo = QComboBox(self.choice_box)
        self.target_combo.activated.connect(self._on_target_chosen)
        self.weapon_combo = QComboBox(self.choice_box)
        self.weapon_combo.activated.connect(lambda _i: self.evaluate())
        self.item_combo = QComboBox(self.choice_box)
        self.item_combo.activated.connect(lambda _i: self.evaluate())
        self.choice_combo = QComboBox(self.choice_box)
        self.choice_combo.activated.connect(lambda _i: self.evaluate())
        self.point_label = wrapped(self.choice_box)
        self.count_spin = QSpinBox(self.choice_box)
        self.count_spin.setRange(0, MAX_COUNT)
        self.count_spin.valueChanged.connect(lambda _v: self.evaluate())
        self.form = QFormLayout(self.choice_box)
        self.form_labels = [QLabel(self.choice_box) for _ in range(6)]
        for label, field in zip(self.form_labels, self._fields()):
            self.form.addRow(label, field)
        self.evaluation_label = wrapped(self.choice_box)
        self.form.addRow(self.evaluation_label)
        self.roll_button = QPushButton(self.choice_box)
        self.roll_button.clicked.connect(self._on_roll_clicked)
        self.apply_button = QPushButton(self.choice_box)
        self.apply_button.clicked.connect(self._on_apply_clicked)
        self.cancel_button = QPushButton(self.choice_box)
        self.cancel_button.clicked.connect(self.cancel)
        buttons = QHBoxLayout()
        for button in (self.roll_button, self.apply_button, self.cancel_button):
            buttons.addWidget(button)
        self.form.addRow(buttons)
        self.end_button = QPushButton(self)
        self.end_button.clicked.connect(self.end_phase)
        self.hint = wrapped(self)
        self.hint.setStyleSheet("color: #555555;")
        self.buttons: dict[str, QPushButton] = {}
        body = QWidget(self)
        column = QVBoxLayout(body)
        for widget in (
            self.figure_label,
            self.state_label,
            self.legal_box,
            self.choice_box,
            self.end_button,
            self.hint,
            self.illegal_box,
        ):
            column.addWidget(widget)
        column.addStretch(1)
        self.scroll = self.set_body(body)
        self.retranslate()

    def _fields(self):
        """The field of each need: target, weapon, object, choice, point, number."""
        return (self.target_combo, self.weapon_combo, self.item_combo, self.choice_combo,
                self.point_label, self.count_spin)

    # -- the game and the selection -------------------------------------------------------------

    @property
    def engine(self):
        return self.game.engine if self.game is not None else None

    def set_game(self, game) -> None:
        self.game = game
        self.figure = None
        self.cancel()
        self.refresh()

    def set_figure(self, figure_id: str | None) -> None:
        """Show ``figure_id``'s actions (None: no figure selected)."""
        if figure_id != self.figure:
            self.figure = figure_id
            self.cancel()
            self.scroll_to_top()
        self.refresh()

    def scroll_to_top(self) -> None:
        """Show the figure and its possible actions (a new figure, or an action done)."""
        self.scroll.verticalScrollBar().setValue(0)

    def refresh(self) -> None:
        """Follow the game: the offers of the selected figure now, and the chosen action."""
        engine = self.engine
        if engine is None:
            return
        state = self.game.state
        if self.figure is not None and state.figure(self.figure) is None:
            self.figure = None
        self.offers = engine.offers(state, self.figure)  # no figure: what the sides may do
        if self.chosen and not any(o.name == self.chosen and o.legal for o in self.offers):
            self.cancel(refresh=False)
        self._show_offers()
        self._show_choice()
        self.retranslate()

    def _show_offers(self) -> None:
        lang = current_language()
        while self.legal_row.count():
            widget = self.legal_row.takeAt(0).widget()
            if widget is not None:
                widget.hide()  # gone at once, even before the deferred delete
                widget.deleteLater()
        self.buttons = {}
        legal = [o for o in self.offers if o.legal and not self._is_side_action(o)]
        legal.sort(key=lambda o: not self._is_sides_step(o))  # the sides' steps first
        for offer in legal:
            button = self.buttons[offer.name] = QPushButton(offer.title.get(lang), self.legal_box)
            button.setCheckable(True)
            button.setChecked(offer.name == self.chosen)
            button.clicked.connect(lambda _checked=False, n=offer.name: self.choose(n))
            self.legal_row.addWidget(button)
        self.legal_box.setVisible(bool(legal))
        illegal = [o for o in self.offers if not o.legal and not self._is_side_action(o)
                   and not self._is_sides_step(o)]
        self.illegal_label.setText(
            "\n".join(f"{o.title.get(lang)}\n{reasons_text(o.reasons, lang)}" for o in illegal)
        )
        self.illegal_box.setVisible(bool(illegal))

    def _is_side_action(self, offer) -> bool:
        """What a side does, not a figure (ending the phase): the end button's."""
        return not offer.needs and offer.name == self._end_name()

    def _is_sides_step(self, offer) -> bool:
        """What the sides do together, not a figure nor the end of the phase (the start of a
        game): shown while it is possible, never listed among a figure's refusals."""
        rule = getattr(self.engine, "actions", {}).get(offer.name)
        return rule is not None and not rule.has_actor and not self._is_side_action(offer)

    def _end_name(self) -> str | None:
        engine = self.engine
        actions = getattr(engine, "actions", {})
        return next((name for name, rule in actions.items() if isinstance(rule, EndPhase)), None)

    # -- choosing an action and what it needs --------------------------------------------------

    def offer(self, name: str | None):
        return next((o for o in self.offers if o.name == name), None)

    def choose(self, name: str) -> bool:
        """Choose the legal action ``name`` of the selected figure; False if it is not legal."""
        offer = self.offer(name)
        if offer is None or not offer.legal:
            return False
        self.chosen, self.target, self.point = name, None, None
        self.point_changed.emit(None)
        self._fill_choices(offer)
        self.point_wanted.emit(any(need in POINT_NEEDS for need in offer.needs))
        self.evaluate()
        return True

    def cancel(self, refresh: bool = True) -> None:
        was = self.chosen
        self.chosen, self.target, self.point, self.evaluation = None, None, None, None
        self.radii_changed.emit(())
        self.point_changed.emit(None)
        if was is not None:
            self.point_wanted.emit(False)
        if refresh and self.game is not None:
            self._show_offers()
            self._show_choice()

    def _fill_choices(self, offer) -> None:
        lang = current_language()
        engine, state = self.engine, self.game.state
        self.target_combo.clear()
        if _wants_figure(offer):
            side = engine.game.side_of(self.figure)
            friends = FRIEND_NEED in offer.needs
            for figure in state.figures:
                if figure.out or figure.position is None:
                    continue
                if figure.id == self.figure and not friends:
                    continue
                if (engine.game.side_of(figure.id) == side) != friends:
                    continue
                self.target_combo.addItem(engine.game.name(figure.id).get(lang), figure.id)
            self.target_combo.setCurrentIndex(-1)
        self.choice_combo.clear()
        if "choice" in offer.needs:
            rule = engine.actions[offer.name]
            for value, text in rule.choices(engine, state, self.figure):
                self.choice_combo.addItem(text.get(lang), value)
        self.weapon_combo.clear()
        if "weapon" in offer.needs:
            unit = engine.game.units.get(self.figure)
            weapons = getattr(unit.profile, "weapons", ()) if unit is not None else ()
            for index, weapon in enumerate(weapons):
                self.weapon_combo.addItem(weapon.name.get(lang), index)
        if "count" in offer.needs:
            rule = engine.actions[offer.name]
            self.count_spin.blockSignals(True)  # evaluated once, when the choice is made
            self.count_spin.setValue(rule.default_count(engine, state, self.figure))
            self.count_spin.blockSignals(False)
        self.item_combo.clear()
        if ITEM_NEED in offer.needs:
            for place in engine.table_objects(state):
                self.item_combo.addItem(place.name.get(lang) or place.id, place.id)
            self.item_combo.setCurrentIndex(-1)

    def give_item(self, item_id: str) -> bool:
        """An object chosen for the chosen action, if it wants one."""
        offer = self.offer(self.chosen)
        index = self.item_combo.findData(item_id)
        if offer is None or ITEM_NEED not in offer.needs or index < 0:
            return False
        self.item_combo.setCurrentIndex(index)
        self.evaluate()
        return True

    def give_target(self, figure_id: str) -> bool:
        """A figure clicked on the table: the chosen action's target, if it wants one."""
        offer = self.offer(self.chosen)
        if offer is None or not _wants_figure(offer):
            return False
        if figure_id == self.figure and FRIEND_NEED not in offer.needs:
            return False
        index = self.target_combo.findData(figure_id)
        if index < 0:
            return False
        self.target_combo.setCurrentIndex(index)
        self.target = figure_id
        self.evaluate()
        return True

    def give_point(self, x: float, y: float) -> bool:
        """A point clicked on the table: the chosen action's point, if it wants one."""
        offer = self.offer(self.chosen)
        if offer is None or not any(need in POINT_NEEDS for need in offer.needs):
            return False
        self.point = (x, y)
        self.point_changed.emit(self.point)
        self.evaluate()
        return True

    def _on_target_chosen(self, index: int) -> None:
        self.target = self.target_combo.itemData(index)
        self.evaluate()

    def action(self) -> TableAction | None:
        """The chosen action with what the player gave so far (None when none is chosen)."""
        if self.chosen is None:
            return None
        offer = self.offer(self.chosen)
        weapon = None
        if offer is not None and "weapon" in offer.needs and self.weapon_combo.currentIndex() >= 0:
            weapon = self.weapon_combo.currentData()
        item = None
        if offer is not None and ITEM_NEED in offer.needs and self.item_combo.currentIndex() >= 0:
            item = self.item_combo.currentData()
        choice = None
        if offer is not None and "choice" in offer.needs and self.choice_combo.currentIndex() >= 0:
            choice = self.choice_combo.currentData() or None
        count = self.count_spin.value() if offer is not None and "count" in offer.needs else None
        actor = self.figure if self._has_actor(self.chosen) else None
        return TableAction(
            self.chosen, actor, target=self.target, weapon=weapon, at=self.point, item=item,
            choice=choice, count=count,
        )

    def _has_actor(self, name: str) -> bool:
        rule = getattr(self.engine, "actions", {}).get(name)
        return rule is None or rule.has_actor

    def evaluate(self):
        """The chosen action evaluated in the game's state (shown; None when none is chosen)."""
        action = self.action()
        if action is None or self.engine is None:
            self.evaluation = None
        else:
            try:
                self.evaluation = self.engine.evaluate(self.game.state, action)
            except SkirmishError as exc:
                self.evaluation = None
                self.message.emit(exc.text(current_language()))
        areas = self.evaluation.areas if self.evaluation is not None else ()
        self.radii_changed.emit(
            tuple(ActionRadius(a.key, a.centre, a.radius_mm, a.label) for a in areas)
        )
        self._show_choice()
        return self.evaluation

    def _show_choice(self) -> None:
        lang = current_language()
        offer = self.offer(self.chosen)
        self.choice_box.setVisible(offer is not None)
        if offer is None:
            return
        self.choice_box.setTitle(offer.title.get(lang))
        for label, field, need in zip(
            self.form_labels, self._fields(),
            ("target", "weapon", ITEM_NEED, "choice", "at", "count"),
        ):
            shown = need in offer.needs or (need == "target" and _wants_figure(offer))
            label.setVisible(shown)
            field.setVisible(shown)
        self.point_label.setText(
            self.tr("Click the table where the action goes.")
            if self.point is None
            else self._point_text(self.point)
        )
        evaluation = self.evaluation
        lines = []
        if evaluation is not None:
            if not evaluation.legal:
                lines.append(self.tr("Not possible now:"))
                lines.append(reasons_text(evaluation.reasons, lang))
            else:
                if evaluation.reasons:
                    lines.append(reasons_text(evaluation.reasons, lang))
                if evaluation.modifiers:
                    lines.append(self.tr("Modifiers:"))
                    lines.extend(
                        f"• {m.value:+d} {rule_cited(m.text(lang), m.rule)}"
                        for m in evaluation.modifiers
                    )
                if evaluation.odds:
                    lines.extend(odds_lines(evaluation.odds))
                if not lines and not evaluation.stages:
                    lines.append(self.tr("No dice to roll: Apply does it."))
        self.evaluation_label.setText("\n".join(lines))
        legal = evaluation is not None and evaluation.legal
        self.roll_button.setVisible(legal and bool(evaluation.stages))
        self.apply_button.setVisible(legal and not evaluation.stages)

    def _on_roll_clicked(self) -> None:
        evaluation = self.evaluation
        if evaluation is not None and evaluation.legal:
            self.roll_requested.emit(evaluation.action, evaluation)

    def _on_apply_clicked(self) -> None:
        evaluation = self.evaluation
        if evaluation is not None and evaluation.legal:
            action = evaluation.action
            self.cancel()
            self.scroll_to_top()
            self.action_requested.emit(replace(action, dice=None))

    def end_phase(self) -> bool:
        """End the side's phase (the button, or Ctrl+Return); False when it cannot be now."""
        name = self._end_name()
        if name is None or self.game is None or self.game.state.ended is not None:
            return False
        self.cancel()
        self.action_requested.emit(TableAction(name))
        return True

    # -- texts ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        lang = current_language()
        self.legal_box.setTitle(self.tr("Actions possible now"))
        self.illegal_box.setTitle(self.tr("Not possible now, and why"))
        for label, text in zip(
            self.form_labels,
            (self.tr("Target"), self.tr("Weapon"), self.tr("Object"), self.tr("Choice"),
             self.tr("Where"), self.tr("Actions left")),
        ):
            label.setText(text)
        self.roll_button.setText(self.tr("Roll the dice…"))
        self.apply_button.setText(self.tr("Apply"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.hint.setText(
            self.tr(
                "Drag a figure of the side to play to move it; drag its facing wedge to turn "
                "it. Click a figure to see its actions."
            )
        )
        engine = self.engine
        if engine is None:
            self.figure_label.setText("")
            self.state_label.setText("")
            self.end_button.setVisible(False)
            return
        state = self.game.state
        side = translate(f"table_game.side.{state.side}", lang)
        phase = translate(f"table_game.phase.{state.phase}", lang)
        self.end_button.setText(
            self.tr("End this phase (%1, %2)").replace("%1", side).replace("%2", phase)
        )
        self.end_button.setVisible(self._end_name() is not None and state.ended is None)
        if self.figure is None:
            self.figure_label.setText(self.tr("Select a figure on the table to see its actions."))
            self.state_label.setText("")
            return
        figure = state.figure(self.figure)
        name = engine.game.name(self.figure).get(lang)
        figure_side = engine.game.side_of(self.figure)
        side_name = translate(f"table_game.side.{figure_side}", lang) if figure_side else ""
        self.figure_label.setText(f"<b>{name}</b> — {side_name}")
        parts = [self.tr("PV / PC lost: %1").replace("%1", str(figure.lost))]
        if figure.out:
            parts.append(self.tr("out of the game"))
        if figure.statuses:
            parts.append(
                self.tr("States: %1").replace(
                    "%1", ", ".join(_status_text(s, lang) for s in figure.statuses)
                )
            )
        if figure.used:
            titles = {o.name: o.title.get(lang) for o in self.offers}
            parts.append(
                self.tr("Done this turn: %1").replace(
                    "%1", ", ".join(titles.get(u, u) for u in figure.used)
                )
            )
        self.state_label.setText(" · ".join(parts))

    def _point_text(self, point: tuple[float, float]) -> str:
        from editor.ui.table.table_styles import format_length

        table = self.game.scenario.board
        return f"({format_length(point[0], table)}, {format_length(point[1], table)})"


def _status_text(status, lang: str) -> str:
    """A figure's state by its catalogue name when it has one (``table_game.status.NAME``)."""
    key = f"table_game.status.{status.name}"
    text = translate(key, lang)
    name = status.name if text.startswith(key) else text
    return f"{name} ×{status.value}" if status.value != 1 else name
