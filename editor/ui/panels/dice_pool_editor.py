"""DicePoolEditor: a pool of coloured dice (2 orange + 1 red) edited as a count per die.

Pools are what zone-solo attacks, defences and checks roll, so the editor shows them the way the
card prints them: one coloured die swatch per die type of the scenario's dice set, each with a
count, and a strip drawing the whole pool. It only reports the pool the user made
(``pool_edited``); its owner turns that into a command, so this widget never touches the
document. Dice of the pool that the dice set does not know are kept and shown in neutral grey.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QSpinBox, QWidget

from editor.model.dice import DiceCount, DicePool, DiceSet
from editor.ui.i18n import current_language

UNKNOWN_DIE = "#b8b8b8"
MAX_COUNT = 20
SWATCH = 18
SPIN_WIDTH = 40


def paint_die(painter: QPainter, box: QRectF, colour: str) -> None:
    """One die as the cards draw it: a rounded square, a darker edge and a light shine."""
    fill = QColor(colour)
    if not fill.isValid():
        fill = QColor(UNKNOWN_DIE)
    edge = fill.darker(170) if fill.lightness() > 60 else QColor("#000000")
    painter.setPen(QPen(edge, max(1.0, box.width() * 0.08)))
    painter.setBrush(fill)
    radius = box.width() * 0.22
    painter.drawRoundedRect(box, radius, radius)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 70))
    painter.drawRoundedRect(
        QRectF(
            box.x() + box.width() * 0.15,
            box.y() + box.height() * 0.13,
            box.width() * 0.7,
            box.height() * 0.28,
        ),
        radius * 0.6,
        radius * 0.6,
    )


def die_pixmap(colour: str, size: int = SWATCH) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_die(painter, QRectF(1, 1, size - 2, size - 2), colour)
    painter.end()
    return pixmap


class DiceStrip(QWidget):
    """The pool drawn as dice, in its order (what the card will show)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.colours: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_colours(self, colours: list[str]) -> None:
        self.colours = colours
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        count = max(1, min(len(self.colours), MAX_COUNT))
        return QSize(count * (SWATCH - 3) + 4, SWATCH + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, SWATCH + 2)

    def paintEvent(self, _event) -> None:  # noqa: N802
        """The whole pool when it fits; nothing otherwise (the counts say it all)."""
        step = SWATCH - 3
        if len(self.colours) * step + 4 > self.width():
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for n, colour in enumerate(self.colours):
            paint_die(painter, QRectF(2 + n * step, 2, step - 2, step - 2), colour)
        painter.end()


class DicePoolEditor(QWidget):
    """Counts per die type; ``pool_edited(pool)`` after each change the user makes."""

    pool_edited = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("dicePoolEditor")
        self._dice: DiceSet | None = None
        self._pool: DicePool = ()
        self._spins: dict[str, QSpinBox] = {}
        self._swatches: dict[str, QLabel] = {}
        self._session = 0
        self.strip = DiceStrip(self)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(2)
        self._row.addSpacing(4)
        self._row.addWidget(self.strip, 1)

    @property
    def merge_key(self) -> str:
        """Successive count changes of one editing session form one undo step."""
        return f"dice-pool:{id(self)}:{self._session}"

    def pool(self) -> DicePool:
        return self._pool

    def set_dice(self, dice: DiceSet | None) -> None:
        """Offer the dice of ``dice`` (the scenario's set); rebuilds the swatches if it changed."""
        if dice == self._dice and self._spins:
            return
        self._dice = dice
        self._rebuild()

    def set_pool(self, pool: DicePool) -> None:
        """Show ``pool`` without reporting it as an edit."""
        self._pool = tuple(pool)
        if any(entry.die not in self._spins for entry in self._pool):
            self._rebuild()
        self._show_counts()

    def set_count(self, die: str, count: int) -> None:
        """Set one die's count as the user would (tests and keyboard users)."""
        spin = self._spins.get(die)
        if spin is not None:
            spin.setValue(count)

    def _die_ids(self) -> list[str]:
        known = [d.id for d in self._dice.dice] if self._dice else []
        extra = [e.die for e in self._pool if e.die not in known]
        return known + list(dict.fromkeys(extra))

    def _colour(self, die_id: str) -> str:
        die = self._dice.die(die_id) if self._dice else None
        return die.color if die else UNKNOWN_DIE

    def _rebuild(self) -> None:
        for spin in self._spins.values():
            spin.deleteLater()
        for label in self._swatches.values():
            label.deleteLater()
        self._spins.clear()
        self._swatches.clear()
        position = 0  # the strip and its spacing stay last
        for die_id in self._die_ids():
            swatch = QLabel(self)
            swatch.setPixmap(die_pixmap(self._colour(die_id)))
            spin = QSpinBox(self)
            spin.setObjectName(f"die_{die_id}")
            spin.setRange(0, MAX_COUNT)
            spin.setKeyboardTracking(False)
            spin.setFixedWidth(SPIN_WIDTH)
            spin.valueChanged.connect(lambda value, d=die_id: self._on_count_changed(d, value))
            spin.editingFinished.connect(self._on_editing_finished)
            self._row.insertWidget(position, swatch)
            self._row.insertWidget(position + 1, spin)
            self._row.insertSpacing(position + 2, 3)
            position += 3
            self._spins[die_id], self._swatches[die_id] = spin, swatch
        self._retranslate_tips()
        self._show_counts()

    def _show_counts(self) -> None:
        counts: dict[str, int] = {}
        for entry in self._pool:
            counts[entry.die] = counts.get(entry.die, 0) + entry.count
        for die_id, spin in self._spins.items():
            spin.blockSignals(True)
            spin.setValue(min(max(counts.get(die_id, 0), 0), MAX_COUNT))
            spin.blockSignals(False)
        self.strip.set_colours(
            [self._colour(e.die) for e in self._pool for _ in range(max(0, min(e.count, 99)))]
        )

    def _on_count_changed(self, die_id: str, count: int) -> None:
        """Keep the pool's order (repeated dice summed); a new die goes last, 0 drops it."""
        counts: dict[str, int] = {}
        for entry in self._pool:
            counts[entry.die] = counts.get(entry.die, 0) + entry.count
        counts[die_id] = count
        pool = tuple(DiceCount(die, n) for die, n in counts.items() if n > 0)
        if pool == self._pool:
            return
        self._pool = pool
        self._show_counts()
        self.pool_edited.emit(self._pool)

    def _on_editing_finished(self) -> None:
        self._session += 1

    def _retranslate_tips(self) -> None:
        lang = current_language()
        for die_id, swatch in self._swatches.items():
            die = self._dice.die(die_id) if self._dice else None
            name = (die.name.get(lang) or die.id) if die else die_id
            tip = name if die else self.tr("%1 (not in the scenario's dice)").replace("%1", name)
            swatch.setToolTip(tip)
            self._spins[die_id].setToolTip(tip)
            self._spins[die_id].setAccessibleName(tip)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate_tips()
        super().changeEvent(event)
