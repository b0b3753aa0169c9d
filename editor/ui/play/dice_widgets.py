"""Dice on screen: a die to type a physical result on, a pool drawn as coloured dice, and the
bar chart of an exact distribution.

``DieInput`` is one physical die in its colour (from the scenario's dice set): a click shows its
next possible result, a right-click the previous one, digits and arrow keys work too, and only
results the die can show are offered. ``OddsChart`` draws a distribution as bars labelled with
exact percentages (``percent``), one decimal, the same numbers the engine uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from PySide6.QtCore import QLocale, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from editor.model.dice import DieType
from editor.ui.i18n import current_language
from editor.ui.play.palette import INK, OKABE_ITO, readable_ink


def percent(probability: Fraction) -> str:
    """An exact probability as a percentage with one decimal in the UI's language (``0.5`` →
    ``50.0 %``, in French ``50,0 %``)."""
    return f"{QLocale().toString(float(probability) * 100, 'f', 1)} %"


def die_color(die: DieType | None) -> QColor:
    color = QColor(die.color) if die is not None else QColor()
    return color if color.isValid() else QColor(230, 230, 230)


class DieInput(QWidget):
    """One die: shows its typed result (``None`` = not typed yet); clicks cycle its faces."""

    value_changed = Signal(object)

    def __init__(
        self, die: DieType, parent: QWidget | None = None, *, size: int = 38, editable: bool = True
    ):
        super().__init__(parent)
        self.die = die
        self.choices = tuple(sorted(set(die.faces)))
        self._value: int | None = None
        self._editable = editable
        self._dim = False
        self.setFixedSize(QSize(size, size))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if editable else Qt.FocusPolicy.NoFocus)
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if editable else Qt.CursorShape.ArrowCursor
        )
        faces = ", ".join(str(f) for f in die.faces)
        self.setToolTip(f"{die.name.get(current_language()) or die.id}: {faces}")
        self.setAccessibleName(die.id)

    @property
    def value(self) -> int | None:
        return self._value

    @property
    def is_editable(self) -> bool:
        return self._editable

    def set_value(self, value: int | None) -> None:
        if value is not None and value not in self.choices:
            return
        if value != self._value:
            self._value = value
            self.update()
            self.value_changed.emit(value)

    def set_dim(self, dim: bool) -> None:
        """Grey the die out (a die the AI keeps while another is rerolled)."""
        self._dim = dim
        self.update()

    def step(self, delta: int) -> None:
        if not self.choices:
            return
        if self._value is None:
            self.set_value(self.choices[0 if delta > 0 else -1])
            return
        index = (self.choices.index(self._value) + delta) % len(self.choices)
        self.set_value(self.choices[index])

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if not self._editable:
            return
        self.setFocus()
        self.step(-1 if event.button() == Qt.MouseButton.RightButton else 1)
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        if self._editable and Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
            self.set_value(key - Qt.Key.Key_0)
        elif self._editable and key in (Qt.Key.Key_Up, Qt.Key.Key_Plus, Qt.Key.Key_Space):
            self.step(1)
        elif self._editable and key in (Qt.Key.Key_Down, Qt.Key.Key_Minus):
            self.step(-1)
        elif self._editable and key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.set_value(None)
        else:
            super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_die(
            painter,
            QRectF(self.rect()).adjusted(2, 2, -2, -2),
            self.die,
            "?" if self._value is None else str(self._value),
            focused=self.hasFocus(),
            dim=self._dim,
            empty=self._value is None,
        )
        painter.end()


def paint_die(
    painter: QPainter,
    box: QRectF,
    die: DieType | None,
    text: str,
    *,
    focused: bool = False,
    dim: bool = False,
    empty: bool = False,
) -> None:
    """A die face: a rounded square in the die's colour with its result."""
    color = die_color(die)
    if dim:
        color = QColor(color)
        color.setAlpha(90)
    outline = OKABE_ITO["blue"] if focused else INK
    painter.setPen(
        QPen(
            outline,
            3.0 if focused else 1.5,
            Qt.PenStyle.DashLine if empty else Qt.PenStyle.SolidLine,
        )
    )
    painter.setBrush(color)
    painter.drawRoundedRect(box, box.width() * 0.18, box.width() * 0.18)
    if text:
        font = painter.font()
        font.setPixelSize(max(9, round(box.height() * 0.5)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(readable_ink(color))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)


class PoolView(QWidget):
    """A pool drawn as its coloured dice, each labelled with the die's initial."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._dice: tuple[DieType | None, ...] = ()
        self.setMinimumHeight(30)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_dice(self, dice: Sequence[DieType | None]) -> None:
        self._dice = tuple(dice)
        self.setMinimumWidth(min(400, 30 * len(self._dice)))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        return QSize(30 * max(1, len(self._dice)), 30)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for index, die in enumerate(self._dice):
            box = QRectF(index * 30 + 2, 2, 26, 26)
            paint_die(
                painter,
                box,
                die,
                (die.name.get(current_language()) or die.id)[:1].upper()
                if die is not None
                else "?",
            )
        painter.end()


class OddsChart(QWidget):
    """Bars of an exact distribution (value → probability), each labelled with its percentage;
    bars at or above ``threshold`` are drawn in the "success" colour with a hatch-free fill,
    the others lighter, so the threshold does not rely on colour alone (a line marks it)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.distribution: dict[int, Fraction] = {}
        self.threshold: int | None = None
        self.setMinimumSize(QSize(200, 110))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_distribution(
        self, distribution: Mapping[int, Fraction], threshold: int | None = None
    ) -> None:
        self.distribution = {k: Fraction(v) for k, v in sorted(distribution.items())}
        self.threshold = threshold
        self.setToolTip("\n".join(f"{k}: {percent(p)}" for k, p in self.distribution.items()))
        self.update()

    def labels(self) -> list[tuple[int, str]]:
        """What the chart shows: each value with its percentage text."""
        return [(k, percent(p)) for k, p in self.distribution.items()]

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.distribution:
            painter.end()
            return
        top = max(self.distribution)
        values = range(0, top + 1)
        highest = max(self.distribution.values()) or Fraction(1)
        width = self.width() / len(values)
        font = painter.font()
        font.setPixelSize(10)
        painter.setFont(font)
        base = self.height() - 16.0
        room = base - 16.0
        for index, value in enumerate(values):
            probability = self.distribution.get(value, Fraction(0))
            height = room * float(probability / highest)
            bar = QRectF(index * width + 3, base - height, width - 6, height)
            hit = self.threshold is None or value >= self.threshold
            color = QColor(OKABE_ITO["blue"] if hit else OKABE_ITO["sky_blue"])
            if not hit:
                color.setAlpha(150)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(color)
            painter.drawRect(bar)
            painter.setPen(INK)
            painter.drawText(
                QRectF(index * width, base + 1, width, 14), Qt.AlignmentFlag.AlignCenter, str(value)
            )
            if probability:  # an impossible result gets no label
                painter.drawText(
                    QRectF(index * width - 4, base - height - 15, width + 8, 14),
                    Qt.AlignmentFlag.AlignCenter,
                    percent(probability).replace(" ", ""),
                )
        if self.threshold is not None and 0 < self.threshold <= top:
            x = self.threshold * width
            painter.setPen(QPen(INK, 1.5, Qt.PenStyle.DashLine))
            painter.drawLine(round(x), 2, round(x), round(base))
        painter.end()
