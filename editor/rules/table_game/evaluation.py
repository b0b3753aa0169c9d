"""What the play window and ``skirmish-studio action`` show of an action before and after the
roll: the offers of a figure, the evaluation of an action, the dice stages, the log step.

Every reason and modifier cites the rule it comes from by the French section title of the rule
text (« 3) Tir », « 3.2. Les Tirs », « Les Couverts »…), and is a message key with parameters,
readable in both languages through the catalogue. ``odds`` is the JSON-ready exact report of
``editor.rules.<system>.report`` (every probability an exact fraction string). Pure core.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from editor.messages import render_param, translate
from editor.model.text import Text
from editor.rules.table_game.actions import TableAction


def _params_json(params: dict[str, Any], lang: str) -> dict[str, str]:
    return {k: render_param(v, lang) for k, v in params.items()}


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is not legal now (or a warning about it)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)
    rule: str = ""
    """The French section title of the rule that says so."""

    def text(self, lang: str) -> str:
        return translate(self.key, lang, **self.params)

    def to_json(self, lang: str) -> dict[str, Any]:
        return {"key": self.key, "text": self.text(lang), "rule": self.rule,
                "params": _params_json(self.params, lang)}


@dataclass(frozen=True, slots=True)
class Modifier:
    """A number added to a roll (an attack's fixed terms or a defence), and the rule."""

    key: str
    value: int
    rule: str
    params: dict[str, Any] = field(default_factory=dict)

    def text(self, lang: str) -> str:
        return translate(self.key, lang, **self.params)

    def to_json(self, lang: str) -> dict[str, Any]:
        return {"name": self.key, "text": self.text(lang), "value": self.value,
                "rule": self.rule}


@dataclass(frozen=True, slots=True)
class DiceStage:
    """One stage of a roll: which dice to type (or the app rolls), and who rolls them."""

    key: str
    """Message key naming the roll (``eisdrachen.roll.dodge``)."""
    sides: int
    count: int
    """How many dice; known once the earlier stages are typed."""
    roller: str | None
    """The figure whose player rolls."""

    def to_json(self, lang: str) -> dict[str, Any]:
        return {"key": self.key, "text": translate(self.key, lang), "sides": self.sides,
                "count": self.count, "roller": self.roller}


@dataclass(frozen=True, slots=True)
class Area:
    """A disc the action reads on the table, drawn while it is chosen: a grenade's blast where
    it may land, an alert's radius…"""

    key: str
    """What it is (``blast``, ``alert``, ``detection``…)."""
    centre: tuple[float, float]
    radius_mm: float
    rule: str
    label: Text | None = None

    def to_json(self, lang: str) -> dict[str, Any]:
        return {"key": self.key, "centre": list(self.centre), "radius_mm": self.radius_mm,
                "rule": self.rule, "label": self.label.get(lang) if self.label else None}


@dataclass(frozen=True, slots=True)
class PlacingZone:
    """Where a side may place its figures before the first turn (a D20 deployment zone),
    drawn on the table while they are placed."""

    side: str
    polygon: tuple[tuple[float, float], ...]
    """Millimetres."""
    label: Text


@dataclass(frozen=True, slots=True)
class Evaluation:
    action: TableAction
    legal: bool
    reasons: tuple[Reason, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
    odds: dict[str, Any] | None = None
    stages: tuple[DiceStage, ...] = ()
    """The first stage of the roll (the later ones come from ``TableEngine.next_stage``)."""
    areas: tuple[Area, ...] = ()
    """The discs to draw on the table while the action is chosen."""

    def to_json(self, lang: str) -> dict[str, Any]:
        return {
            "action": self.action.action,
            "legal": self.legal,
            "reasons": [r.to_json(lang) for r in self.reasons],
            "modifiers": [m.to_json(lang) for m in self.modifiers],
            "odds": self.odds,
            "stages": [s.to_json(lang) for s in self.stages],
            **({"areas": [a.to_json(lang) for a in self.areas]} if self.areas else {}),
        }


@dataclass(frozen=True, slots=True)
class ActionOffer:
    """One action of a figure now: legal, or why not, and what the player must still give."""

    name: str
    title: Text
    legal: bool
    reasons: tuple[Reason, ...] = ()
    needs: tuple[str, ...] = ()
    """``target``, ``at``, ``weapon``, ``facing``…"""


@dataclass(frozen=True, slots=True)
class TableStep:
    """The log line of an action: what happened, the rules it applied, and the result."""

    key: str
    params: dict[str, Any]
    rules: tuple[str, ...]
    actor: str | None
    result: dict[str, Any] = field(default_factory=dict)
    """JSON-ready: the dice of each stage, dodges, wounds, PV/PC lost, out…"""
    app_rolled: bool = False

    def text(self, lang: str) -> str:
        return translate(self.key, lang, **self.params)

    def to_json(self, lang: str) -> dict[str, Any]:
        return {"key": self.key, "text": self.text(lang), "rules": list(self.rules),
                "actor": self.actor, "result": self.result, "app_rolled": self.app_rolled}
