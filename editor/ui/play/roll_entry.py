"""One roll on screen: its exact odds before rolling, then the physical dice typed in.

``OddsView`` shows a ``RollRequest`` (``editor.rules.zone_solo.rolls``): the pool as coloured dice
and the exact distributions the engine computed — successes (after the AI's rerolls, SOLO-DR-1) and
damage against the armour, or the chance to reach an objective's difficulty — as bars with
percentages. ``RollEntry`` takes the results of the physical dice die by die, then asks for the
dice the AI rerolls: the game says which (``rerolls_of(first, rerolls so far)``; a rerolled blank
may be picked again, so the list is asked again after each typed reroll until it stops growing) and
the entry explains the decision. Nothing is applied here: the dice panel turns a complete entry
into an action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from editor.dice.distribution import at_least
from editor.model.dice import DiceSet, DieType
from editor.model.text import Text
from editor.rules.zone_solo.actions import TypedDice
from editor.rules.zone_solo.rolls import RollRequest
from editor.ui.i18n import current_language
from editor.ui.play.dice_widgets import DieInput, OddsChart, PoolView, percent

RerollsOf = Callable[[tuple[int, ...], tuple[int, ...]], tuple[int, ...]]


def dice_of(dice: DiceSet, request: RollRequest) -> list[DieType | None]:
    return [dice.die(die_id) for die_id in request.dice]


def chance_at_least(distribution: dict[int, Fraction], threshold: int) -> Fraction:
    top = max(distribution, default=0)
    return at_least(tuple(distribution.get(i, Fraction(0)) for i in range(top + 1)), threshold)


class OddsView(QWidget):
    """The pool and the exact odds of a roll request."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.request: RollRequest | None = None
        self._dice: DiceSet | None = None
        self.pool = PoolView(self)
        self.successes = OddsChart(self)
        self.damage = OddsChart(self)
        self.success_title, self.damage_title = QLabel(self), QLabel(self)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pool)
        layout.addWidget(self.success_title)
        layout.addWidget(self.successes)
        layout.addWidget(self.damage_title)
        layout.addWidget(self.damage)
        layout.addWidget(self.summary)

    def set_request(self, dice: DiceSet, request: RollRequest | None) -> None:
        self.request, self._dice = request, dice
        self.setVisible(request is not None)
        if request is None:
            return
        self.pool.set_dice(dice_of(dice, request))
        self.successes.set_distribution(request.successes, request.difficulty)
        self.damage.set_distribution(request.damage or {}, 1)
        self.damage.setVisible(request.damage is not None)
        self.damage_title.setVisible(request.damage is not None)
        self.retranslate()

    def retranslate(self) -> None:
        request = self.request
        if request is None:
            return
        if request.kind == "hero_defence":
            self.success_title.setText(self.tr("Successes of the guard and automatic defence"))
        else:
            self.success_title.setText(
                self.tr("Successes (exact odds, after the AI's rerolls)")
                if request.kind != "defence_auto"
                else self.tr("Successes of the automatic defence dice")
            )
        if request.kind == "defence":
            self.damage_title.setText(
                self.tr("Damage to the villain (armour %1)").replace("%1", str(request.armor or 0))
            )
        else:
            self.damage_title.setText(
                self.tr("Damage to the hero (armour %1)").replace("%1", str(request.armor or 0))
            )
        lines = []
        if request.difficulty is not None:
            lines.append(
                self.tr("Chance to reach difficulty %1: %2")
                .replace("%1", str(request.difficulty))
                .replace("%2", percent(chance_at_least(request.successes, request.difficulty)))
            )
        if request.damage is not None:
            lines.append(
                self.tr("Chance of at least 1 damage: %1").replace(
                    "%1", percent(chance_at_least(request.damage, 1))
                )
            )
        if request.out_chance is not None:
            lines.append(
                self.tr("Chance the hero is left with no energy (out of action): %1").replace(
                    "%1", percent(request.out_chance)
                )
            )
        self.summary.setText("\n".join(lines))
        self.summary.setVisible(bool(lines))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class RollEntry(QWidget):
    """The physical dice of one roll: the first results, then the AI's rerolls."""

    changed = Signal()

    def __init__(
        self,
        dice: DiceSet,
        request: RollRequest,
        rerolls_of: RerollsOf,
        locked: Sequence[int] = (),
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.request = request
        self._dice = dice
        self._rerolls_of = rerolls_of
        self._members = [dice.die(d) or DieType(d, Text(d, d)) for d in request.dice]
        self.first_title = QLabel(self)
        self.first = [
            DieInput(die, self, editable=index >= len(locked))
            for index, die in enumerate(self._members)
        ]
        for box, value in zip(self.first, locked):
            box.set_value(value)
        self.reroll_title = QLabel(self)
        self.reroll_row = QHBoxLayout()
        self.reroll_row.setSpacing(4)
        self.reroll_row.setAlignment(Qt.AlignmentFlag.AlignLeft)
        self.rerolls: list[tuple[int, DieInput]] = []
        self.explanation = QLabel(self)
        self.explanation.setWordWrap(True)
        row = QGridLayout()
        row.setHorizontalSpacing(4)
        for index, box in enumerate(self.first):
            row.addWidget(box, index // 8, index % 8)
            box.value_changed.connect(self._on_dice_changed)
        row.setColumnStretch(8, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.first_title)
        layout.addLayout(row)
        layout.addWidget(self.reroll_title)
        layout.addLayout(self.reroll_row)
        layout.addWidget(self.explanation)
        self._order: tuple[int, ...] = ()
        self.retranslate()
        self._on_dice_changed()

    def first_values(self) -> tuple[int | None, ...]:
        return tuple(box.value for box in self.first)

    def reroll_values(self) -> tuple[int, ...]:
        """The typed rerolls, up to the first one still missing."""
        known = []
        for _index, box in self.rerolls:
            if box.value is None:
                break
            known.append(box.value)
        return tuple(known)

    def typed(self) -> TypedDice | None:
        """The dice when every result the roll needs is typed, else None."""
        first = self.first_values()
        if any(v is None for v in first):
            return None
        rerolls = self.reroll_values()
        if len(self._order) != len(rerolls):
            return None
        return TypedDice(tuple(first), rerolls)

    def is_empty(self) -> bool:
        """Nothing typed yet (the locked dice, typed before, do not count)."""
        editable = [box for box in self.first if box.is_editable]
        return all(box.value is None for box in editable) and not self.reroll_values()

    def clear(self) -> None:
        """Forget every typed die (the app rolls instead)."""
        for box in self.first:
            if box.is_editable:
                box.set_value(None)

    def describe(self) -> str:
        """The typed dice in words, e.g. "Black 3, Orange 2; rerolls: Red #1 0"."""
        lang = current_language()
        first = ", ".join(
            f"{_die_name(self._dice, die.id, lang)} {'?' if box.value is None else box.value}"
            for die, box in zip(self._members, self.first)
        )
        rerolls = ", ".join(
            f"{_die_name(self._dice, self._members[index].id, lang)} #{index + 1} "
            f"{'?' if box.value is None else box.value}"
            for index, box in self.rerolls
        )
        return first + (self.tr("; rerolls: %1").replace("%1", rerolls) if rerolls else "")

    def set_values(self, first: Sequence[int], rerolls: Sequence[int] = ()) -> None:
        """Type the dice programmatically (tests, keyboard users' "same again")."""
        for box, value in zip(self.first, first):
            box.set_value(value)
        for position, value in enumerate(rerolls):
            if position < len(self.rerolls):
                self.rerolls[position][1].set_value(value)

    def _on_dice_changed(self, _value=None) -> None:
        first = self.first_values()
        if any(v is None for v in first):
            self._set_rerolls(())
        else:
            known = self.reroll_values()
            order = tuple(self._rerolls_of(tuple(first), known))
            self._set_rerolls(order[: len(known) + 1])
            known = self.reroll_values()
            order = tuple(self._rerolls_of(tuple(first), known))
            self._order = order
        self.retranslate()
        self.changed.emit()

    def _set_rerolls(self, wanted: tuple[int, ...]) -> None:
        """Keep the reroll inputs that still match ``wanted``, rebuild the rest."""
        if not wanted:
            self._order = ()
        keep = 0
        while keep < min(len(wanted), len(self.rerolls)) and self.rerolls[keep][0] == wanted[keep]:
            keep += 1
        for _index, box in self.rerolls[keep:]:
            self.reroll_row.removeWidget(box)
            box.hide()
            box.deleteLater()
        self.rerolls = self.rerolls[:keep]
        for index in wanted[keep:]:
            box = DieInput(self._members[index], self)
            box.setToolTip(self.tr("Reroll of die %1").replace("%1", str(index + 1)))
            box.value_changed.connect(self._on_dice_changed)
            self.reroll_row.addWidget(box)
            self.rerolls.append((index, box))
        rerolled = {index for index, _box in self.rerolls}
        for index, box in enumerate(self.first):
            box.set_dim(index in rerolled)

    def retranslate(self) -> None:
        self.first_title.setText(
            self.tr(
                "Type what each die shows (click to change, right-click "
                "to go back, or press a digit):"
            )
        )
        self.reroll_title.setText(
            self.tr(
                "The AI rerolls (SOLO-DR-1 « Jet de défense et "
                "relance »): roll these dice again and type them:"
            )
        )
        self.reroll_title.setVisible(bool(self.rerolls))
        self.explanation.setText(self._explain())

    def _explain(self) -> str:
        lang = current_language()
        request = self.request
        free = ", ".join(_die_name(self._dice, d, lang) for d in request.free_rerolls)
        parts = []
        if request.kind == "defence_auto":
            parts.append(
                self.tr(
                    "Automatic defence dice: no reroll; the AI decides its "
                    "defence on what they leave to block (SOLO-DR-2, AMB-36)."
                )
            )
            return " ".join(parts)
        if request.kind == "hero_defence":
            return self.tr(
                "The hero's automatic defence dice first, then one die per energy cube of the "
                "guard; the AI rerolls nothing here: type what each die shows once your own "
                "rerolls are made."
            )
        parts.append(
            self.tr(
                "The AI rerolls only blank dice, the weakest colour first; free "
                "rerolls: %1; a paid reroll (one energy cube): %2."
            )
            .replace("%1", free or self.tr("none"))
            .replace("%2", self.tr("allowed") if request.paid_reroll else self.tr("not allowed"))
        )
        if any(v is None for v in self.first_values()):
            return " ".join(parts)
        if not self._order:
            parts.append(self.tr("With these dice the AI rerolls nothing."))
        else:
            names = [
                f"{_die_name(self._dice, self._members[i].id, lang)} #{i + 1}" for i in self._order
            ]
            parts.append(
                self.tr("With these dice the AI rerolls: %1.").replace("%1", ", ".join(names))
            )
        return " ".join(parts)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _die_name(dice: DiceSet, die_id: str, lang: str) -> str:
    die = dice.die(die_id)
    return (die.name.get(lang) if die else "") or die_id
