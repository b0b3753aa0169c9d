"""The dice panel: every roll of the game with its exact odds, typed or rolled by the app.

Villains' turn: the current step's roll (an attack or an objective check,
``game.play.roll_request``) is shown as its pool and odds before anyone rolls; the player types the
physical dice and the dice the AI rerolls, or lets the app roll (seeded, logged). After a villain's
attack on a hero, the hero's defence: the odds of every energy commitment, then that guard's
dice (``defence_chooser``). Heroes' turn: a hero's attack on a villain — attacker, target, melee
or ranged and the successes rolled — warns when the target is out of the zone, sight or range,
and shows what the AI will do in defence (``game.play.defence_preview``, SOLO-DR-2) and the odds
of its defence roll; with automatic defence dice those are typed first, since the AI decides on
what they leave to block (AMB-36). The outcome of the last roll stays shown above (``result``)
after its dice are applied. The panel never changes the game: it asks for an action through
``action_requested``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from editor.messages import SkirmishError, render_param
from editor.model.defaults import default_dice
from editor.model.dice import DiceSet
from editor.model.units import AttackKind, Side, SoloProfile
from editor.rules.zone_solo.actions import Accept, DefendHero, HeroAttack
from editor.rules.zone_solo.rolls import RollRequest
from editor.ui.i18n import current_language
from editor.ui.play.defence_chooser import DefencePage
from editor.ui.play.roll_section import RollSection, TypedEntry
from editor.ui.play.rule_titles import rule_line
from editor.ui.play.side_panel import SidePanel


def _wrapped() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class DicePanel(SidePanel):
    """The villain roll of the current step, or a hero's attack during the heroes' turn."""

    message = Signal(str)
    villain_dice_changed = Signal()
    """The dice typed for the current villain roll changed (``villain_dice``)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._shown = None
        self.pages = QStackedWidget(self)
        self.idle = _wrapped()
        self.idle.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.villain_title = _wrapped()
        self.villain_roll = RollSection(self)
        self.villain_roll.rolled.connect(self._on_villain_rolled)
        self.villain_roll.entry_changed.connect(self.villain_dice_changed)
        villain = QWidget(self)
        column = QVBoxLayout(villain)
        column.addWidget(self.villain_title)
        column.addWidget(self.villain_roll)
        column.addStretch(1)
        self.attacker, self.target = QComboBox(self), QComboBox(self)
        self.attack_kind = QComboBox(self)
        self.power = QSpinBox(self)
        self.power.setRange(0, 99)
        self.power.setValue(1)
        self.attacker.currentIndexChanged.connect(self._on_attacker_changed)
        for box in (self.target, self.attack_kind):
            box.currentIndexChanged.connect(self._on_attack_changed)
        self.power.valueChanged.connect(self._on_attack_changed)
        self.form = QFormLayout()
        self.form_labels = [QLabel(self) for _ in range(4)]
        fields = (self.attacker, self.target, self.attack_kind, self.power)
        for label, field in zip(self.form_labels, fields):
            self.form.addRow(label, field)
        self.warning = _wrapped()
        self.warning.setStyleSheet("color: #a33a00;")
        self.attack_title = _wrapped()
        self.preview = _wrapped()
        self.defence_roll = RollSection(self)
        self.defence_roll.rolled.connect(self._on_defence_rolled)
        attack = QWidget(self)
        column = QVBoxLayout(attack)
        column.addWidget(self.attack_title)
        column.addLayout(self.form)
        column.addWidget(self.warning)
        column.addWidget(self.preview)
        column.addWidget(self.defence_roll)
        column.addStretch(1)
        self.guard = DefencePage(self)
        self.guard.defended.connect(
            lambda cubes, typed: self.action_requested.emit(DefendHero(cubes, typed))
        )
        self.guard.roll.entry_changed.connect(self.villain_dice_changed)
        self.guard.chooser.chosen.connect(lambda _cubes: self.villain_dice_changed.emit())
        for page in (self.idle, villain, attack, self.guard):
            self.pages.addWidget(page)
        self.villain_page, self.attack_page, self.guard_page = villain, attack, self.guard
        self.result = _wrapped()
        self.result.setObjectName("lastRoll")
        self.result.setStyleSheet(
            "QLabel#lastRoll { background: #eef4fa; border: 1px solid #0072b2; padding: 4px; }"
        )
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.result)
        column.addWidget(self.pages, 1)
        self.set_body(body)
        self._automatic: tuple[int, ...] | None = None
        self.retranslate()

    # -- what is shown -----------------------------------------------------------------------

    @property
    def dice(self) -> DiceSet:
        return (self.game.scenario.dice if self.game is not None else None) or default_dice()

    def set_game(self, game) -> None:
        self.game = game
        self._shown = None
        self.refresh()

    def refresh(self) -> None:
        """Follow the game: the current roll in the villains' turn, the attack form in the
        heroes' turn (kept as the player left it while nothing changes)."""
        game = self.game
        if game is None or game.play.ended:
            self.pages.setCurrentWidget(self.idle)
            self._shown = None
            self.retranslate()
            return
        if game.state is self._shown:  # states are immutable: the same object, nothing new
            return
        self._shown = game.state
        self._show_result()
        request = game.play.roll_request() if str(game.play.phase) == "villains" else None
        if game.play.pending_defence() is not None:
            self.pages.setCurrentWidget(self.guard_page)
            self.guard.show_defence(game, self.dice)
        elif request is not None:
            self.pages.setCurrentWidget(self.villain_page)
            self.villain_roll.set_request(
                self.dice, request, lambda first, rerolls: game.play.rerolls_for(first, rerolls)
            )
        elif str(game.play.phase) == "heroes":
            self.pages.setCurrentWidget(self.attack_page)
            self._fill_figures()
        else:
            self.pages.setCurrentWidget(self.idle)
        self.retranslate()

    def has_roll(self) -> bool:
        return self.pages.currentWidget() in (self.villain_page, self.guard_page)

    def villain_dice(self) -> TypedEntry:
        """The dice typed for the current villain roll, or for the hero's defence (what Accept
        in the villains' turn uses); nothing when the panel shows another state's roll or no
        roll."""
        self.refresh()
        if not self.has_roll() or self.game is None or self._shown is not self.game.state:
            return TypedEntry()
        if self.pages.currentWidget() is self.guard_page:
            return self.guard.roll.typed_entry()
        return self.villain_roll.typed_entry()

    def guard_cubes(self) -> int:
        """The energy the hero commits in the defence shown (0: no guard)."""
        self.refresh()
        return self.guard.cubes() if self.pages.currentWidget() is self.guard_page else 0

    def _show_result(self) -> None:
        """The outcome of the last roll (an attack, a check, a defence), kept in view after
        its dice are applied, until the next roll."""
        game = self.game
        entries = game.entries if game is not None else ()
        last = entries[-1].step if entries else None
        rolled = last is not None and (
            bool(last.dice) or last.kind in ("attack", "check", "hero_defence", "hero_attack")
        )
        if not rolled:
            self.result.setText("")
            self.result.setVisible(False)
            return
        lang = current_language()
        dice = ", ".join(self._die_name(d.split(":")[0], lang) + " " + d.split("→")[-1]
                         for d in last.dice)
        text = last.text(lang, game.play.names)
        shown = self.tr("Result: %1").replace("%1", text)
        if dice:
            shown += "\n" + self.tr("Dice: %1").replace("%1", dice)
        self.result.setText(shown)
        self.result.setVisible(True)

    def _die_name(self, die_id: str, lang: str) -> str:
        """The dice set's name of a die ("Rouge", "Red"), its id where the set has none."""
        die = self.game.play.ctx.dice.die(die_id)
        name = die.name.get(lang) if die is not None else ""
        return name or die_id

    def _fill_figures(self) -> None:
        game = self.game
        sides = {f.id: f.side for f in game.scenario.figures}
        on_board = [f for f in game.state.figures if f.zone is not None]
        heroes = [f.id for f in on_board if sides.get(f.id) is Side.HERO and not f.out]
        villains = [f.id for f in on_board if sides.get(f.id) is Side.VILLAIN]
        for box, ids in ((self.attacker, heroes), (self.target, villains)):
            current = box.currentData()
            box.blockSignals(True)
            box.clear()
            for figure_id in ids:
                box.addItem(self._figure_name(figure_id), figure_id)
            index = box.findData(current)
            box.setCurrentIndex(index if index >= 0 else 0)
            box.blockSignals(False)
        self._on_attacker_changed()

    def _figure_name(self, figure_id: str) -> str:
        """ "1. Ranger (Market dock)": the hero's number or the villain's rank among its unit's
        figures (as on its token), the unit's name and the zone's name — no ids."""
        scenario, lang = self.game.scenario, current_language()
        figure = next(f for f in scenario.figures if f.id == figure_id)
        unit = scenario.unit(figure.unit)
        name = (unit.name.get(lang) if unit else "") or figure.unit
        if figure.number is not None:
            name = f"{figure.number}. {name}"
        else:
            same = [f.id for f in scenario.figures if f.unit == figure.unit]
            suffix = figure_id.rsplit("-", 1)[-1]
            rank = suffix if suffix.isdigit() else str(same.index(figure_id) + 1)
            name = f"{name} {rank}" if len(same) > 1 else name
        zone_id = self.game.state.figure(figure_id).zone
        zone = scenario.board.zone(zone_id) if zone_id else None
        where = (zone.name.get(lang) if zone is not None else "") or zone_id or "-"
        return f"{name} ({where})"

    def select_attack(
        self, attacker: str | None = None, target: str | None = None, power: int | None = None
    ) -> None:
        """Preset the hero-attack form (a click on a villain during the heroes' turn)."""
        for box, value in ((self.attacker, attacker), (self.target, target)):
            index = box.findData(value) if value else -1
            if index >= 0:
                box.setCurrentIndex(index)
        if power is not None:
            self.power.setValue(power)

    # -- a hero's attack ---------------------------------------------------------------------

    def attack_args(self) -> tuple[str, str, int] | None:
        attacker, target = self.attacker.currentData(), self.target.currentData()
        if not attacker or not target:
            return None
        return attacker, target, self.power.value()

    def _on_attacker_changed(self, _value=None) -> None:
        """The attack kinds the hero's profile has (both when it lists none)."""
        game, attacker = self.game, self.attacker.currentData()
        kinds = [AttackKind.MELEE, AttackKind.RANGED]
        if game is not None and attacker:
            figure = next((f for f in game.scenario.figures if f.id == attacker), None)
            unit = game.scenario.unit(figure.unit) if figure is not None else None
            profile = unit.profile if unit is not None else None
            if isinstance(profile, SoloProfile) and profile.attacks:
                kinds = [k for k in kinds if any(a.kind is k for a in profile.attacks)]
        current = self.attack_kind.currentData()
        self.attack_kind.blockSignals(True)
        self.attack_kind.clear()
        for kind in kinds:
            self.attack_kind.addItem(self._kind_name(kind), kind.value)
        index = self.attack_kind.findData(current)
        self.attack_kind.setCurrentIndex(index if index >= 0 else 0)
        self.attack_kind.blockSignals(False)
        self._on_attack_changed()

    def _kind_name(self, kind: AttackKind) -> str:
        return self.tr("Melee") if kind is AttackKind.MELEE else self.tr("Ranged")

    def _on_attack_changed(self, _value=None) -> None:
        self._automatic = None
        self._show_defence()

    def _show_defence(self) -> None:
        args = self.attack_args()
        game = self.game
        lang = current_language()
        if game is None or args is None:
            self.preview.setText(self.tr("Choose the attacking hero and the villain attacked."))
            self.defence_roll.set_request(self.dice, None, None)
            return
        warnings = game.play.attack_warnings(args[0], args[1], self.attack_kind.currentData())
        names = game.play.names
        self.warning.setText("\n".join(names.text(m.key, m.params, lang) for m in warnings))
        self.warning.setVisible(bool(warnings))
        try:
            preview = game.play.defence_preview(*args)
            request = game.play.defence_request(*args, automatic=self._automatic)
        except SkirmishError as exc:
            self.preview.setText(exc.text(lang))
            self.defence_roll.set_request(self.dice, None, None)
            return
        rules = ", ".join(rule_line(r) for r in preview.rule_ids)
        self.preview.setText(f"{preview.text(lang, game.play.names)}\n[{rules}]")
        locked = self._automatic or ()
        self.defence_roll.set_request(
            self.dice,
            request,
            lambda first, rerolls: game.play.rerolls_for(first, rerolls, request),
            locked,
        )

    def _on_defence_rolled(self, typed) -> None:
        args = self.attack_args()
        if args is None:
            return
        entry = self.defence_roll.entry
        if typed is not None and entry is not None and entry.request.kind == "defence_auto":
            self._automatic = typed.first  # the AI decides on these, then the cube dice follow
            self._show_defence()
            return
        self.action_requested.emit(
            HeroAttack(*args, dice=typed, attack=self.attack_kind.currentData())
        )
        self._automatic = None

    # -- a villain's roll --------------------------------------------------------------------

    def _on_villain_rolled(self, typed) -> None:
        self.action_requested.emit(Accept(dice=typed))

    def retranslate(self) -> None:
        game = self.game
        self.idle.setText(
            self.tr(
                "No roll to make now. Villain attacks and objective checks "
                "appear here during the villains' turn, hero attacks during "
                "the heroes' turn."
            )
        )
        labels = (
            self.tr("Attacking hero"),
            self.tr("Villain attacked"),
            self.tr("Attack"),
            self.tr("Successes rolled"),
        )
        for label, text in zip(self.form_labels, labels):
            label.setText(text)
        for index in range(self.attack_kind.count()):
            self.attack_kind.setItemText(
                index, self._kind_name(AttackKind(self.attack_kind.itemData(index)))
            )
        self.guard.retranslate()
        self.attack_title.setText(
            self.tr("A hero attacks a villain: the AI defends by the solo rules (SOLO-DR-2).")
        )
        request = self.villain_roll.odds.request
        if game is not None and request is not None:
            self.villain_title.setText(self._roll_title(request))
        self.villain_roll.retranslate()
        self.defence_roll.retranslate()
        if game is not None and not game.play.ended:
            self._show_result()  # the last roll's outcome in the new language

    def _name(self, figure_id: str | None) -> str:
        names = self.game.play.names if self.game is not None else None
        shown = names.name(figure_id) if names is not None and figure_id else figure_id
        return render_param(shown, current_language()) if shown is not None else "-"

    def _roll_title(self, request: RollRequest) -> str:
        if request.kind == "check":
            return (
                self.tr(
                    "%1 attempts an objective check (difficulty %2): roll its dice, or "
                    "let the app roll."
                )
                .replace("%1", self._name(request.figure))
                .replace("%2", str(request.difficulty))
            )
        return (
            self.tr("%1 attacks %2: roll its dice, or let the app roll.")
            .replace("%1", self._name(request.figure))
            .replace("%2", self._name(request.target))
        )
