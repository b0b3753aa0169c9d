"""The exact odds of a free-table roll on screen, from the rule system's JSON-ready report.

The odds engines (``editor.rules.<system>.report``) give every probability and mean as an exact
fraction string (``"3/4"``, ``"0"``, ``"1"``): a shot or an attack has ``distribution`` (the PV
or PC lost, from 0 to the most, each with its chance), ``mean``, and where the target's hit
points are known ``out`` (the chance to take it out); a D20 roll has ``hit`` (and ``win`` for an
opposed test), an Eisdrachen chain ``dodge`` and ``wound`` (the chance of each die); a melee
has the same for each of its two figures (``declarer``, ``attacked``) and ``riposte``; a blast
(an Eisdrachen grenade) has ``victims``, each with its ``name``, its chance to be caught
(``blast``) and the same numbers, and ``taken_out_mean``; a table of results (a trap, a prayer,
a jump) has ``outcomes``, each with its ``name`` in both languages and its ``chance``.
``odds_lines`` writes the headline numbers as percentages with one decimal; ``TableOddsView``
adds one bar chart per distribution (``dice_widgets.OddsChart``, the zone play's). The fractions
are the engine's; nothing is sampled or rounded before the last digit shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from editor.messages import translate
from editor.ui.i18n import current_language
from editor.ui.play.dice_widgets import OddsChart, percent


def fraction(value: Any) -> Fraction | None:
    """An exact fraction string of a report as a ``Fraction`` (None when it is not one)."""
    if isinstance(value, int | Fraction) and not isinstance(value, bool):
        return Fraction(value)
    if not isinstance(value, str):
        return None
    try:
        return Fraction(value)
    except (ValueError, ZeroDivisionError):
        return None


def distribution(odds: Mapping[str, Any]) -> dict[int, Fraction]:
    """The ``distribution`` of a report (loss → chance), or empty."""
    found = odds.get("distribution")
    if not isinstance(found, Mapping):
        return {}
    out = {}
    for key, value in found.items():
        chance = fraction(value)
        if chance is not None and str(key).isdigit():
            out[int(key)] = chance
    return out


def _headline(odds: Mapping[str, Any], part: bool = False) -> list[str]:
    """The chances of a report; ``part``: one figure of a melee, whose ``out`` is the chance
    that this figure is taken out (either may fall, « 5) Corps à corps »)."""
    texts = {
        "hit": QCoreApplication.translate("TableOdds", "Chance to hit: %1"),
        "win": QCoreApplication.translate("TableOdds", "Chance to win the opposed test: %1"),
        "dodge": QCoreApplication.translate("TableOdds", "Each attack dodged: %1"),
        "wound": QCoreApplication.translate("TableOdds", "Each wound die wounds: %1"),
        "out": QCoreApplication.translate("TableOdds", "Chance to be taken out: %1")
        if part
        else QCoreApplication.translate("TableOdds", "Chance to take the target out: %1"),
    }
    lines = []
    for key, text in texts.items():
        chance = fraction(odds.get(key))
        if chance is not None:
            lines.append(text.replace("%1", percent(chance)))
    mean = fraction(odds.get("mean"))
    if mean is not None:
        lines.append(
            QCoreApplication.translate("TableOdds", "PV / PC lost on average: %1").replace(
                "%1", QLocale().toString(float(mean), "f", 2)
            )
        )
    return lines


def odds_lines(odds: Mapping[str, Any]) -> list[str]:
    """The headline numbers of a report, one per line, in the UI's language."""
    lines = [QCoreApplication.translate("TableOdds", "Exact odds before the roll:")]
    lines.extend(_headline(odds))
    riposte = fraction(odds.get("riposte"))
    if riposte is not None:
        lines.append(
            QCoreApplication.translate("TableOdds", "Chance of a riposte: %1").replace(
                "%1", percent(riposte)
            )
        )
    for part, title in _parts():
        found = odds.get(part)
        if isinstance(found, Mapping):
            lines.append(title)
            lines.extend(f"  {line}" for line in _headline(found, part=True))
    for player in odds.get("players") or ():  # a roll of every side: who wins it
        chance = fraction(player.get("win")) if isinstance(player, Mapping) else None
        if chance is not None:
            side = translate(f"table_game.side.{player.get('side', 'hero')}", current_language())
            lines.append(
                QCoreApplication.translate("TableOdds", "%1 (%2): wins %3")
                .replace("%1", side)
                .replace("%2", f"{int(player.get('bonus', 0)):+d}")
                .replace("%3", percent(chance))
            )
    for outcome in odds.get("outcomes") or ():
        if isinstance(outcome, Mapping) and isinstance(outcome.get("name"), Mapping):
            chance = fraction(outcome.get("chance"))
            name = outcome["name"].get(current_language()) or ""
            if chance is not None:
                lines.append(f"• {percent(chance)} — {name}")
    for title, found in _victims(odds):
        lines.append(title)
        lines.extend(f"  {line}" for line in _headline(found))
    taken = fraction(odds.get("taken_out_mean"))
    if taken is not None:
        lines.append(
            QCoreApplication.translate("TableOdds", "Figures taken out on average: %1").replace(
                "%1", QLocale().toString(float(taken), "f", 2)
            )
        )
    return lines


def _victims(odds: Mapping[str, Any]) -> list[tuple[str, Mapping[str, Any]]]:
    """Each figure a blast may catch: its title (name and chance to be caught) and its odds."""
    found = odds.get("victims")
    if not isinstance(found, Mapping):
        return []
    out = []
    for vid, victim in found.items():
        if not isinstance(victim, Mapping):
            continue
        names = victim.get("name")
        name = names.get(current_language()) if isinstance(names, Mapping) else None
        chance = fraction(victim.get("blast"))
        title = QCoreApplication.translate("TableOdds", "%1, caught with %2:").replace(
            "%1", str(name or vid)
        ).replace("%2", percent(chance) if chance is not None else "?")
        out.append((title, victim))
    return out


def _parts() -> tuple[tuple[str, str], ...]:
    return (
        ("declarer", QCoreApplication.translate("TableOdds", "The figure that attacks:")),
        ("attacked", QCoreApplication.translate("TableOdds", "The figure attacked:")),
    )


class TableOddsView(QWidget):
    """The headline numbers and one bar chart of PV / PC lost per distribution of a report."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.odds: Mapping[str, Any] | None = None
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.charts: list[tuple[QLabel, OddsChart]] = []
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.addWidget(self.text)

    def set_odds(self, odds: Mapping[str, Any] | None) -> None:
        self.odds = odds
        for label, chart in self.charts:
            label.deleteLater()
            chart.deleteLater()
        self.charts = []
        if not odds:
            self.text.setText("")
            return
        self.text.setText("\n".join(odds_lines(odds)))
        charts = (
            [("", odds)]
            + [
                (title, odds[part])
                for part, title in _parts()
                if isinstance(odds.get(part), Mapping)
            ]
            + _victims(odds)
        )
        for title, found in charts:
            values = distribution(found)
            if not values:
                continue
            label = QLabel(
                (title + " " if title else "")
                + QCoreApplication.translate("TableOdds", "PV / PC lost, each with its chance:"),
                self,
            )
            label.setWordWrap(True)
            chart = OddsChart(self)
            chart.set_distribution(values)
            self._column.addWidget(label)
            self._column.addWidget(chart)
            self.charts.append((label, chart))
