"""A proposed step of the villains' turn (STYLE point 4: the AI proposes, the player accepts).

A step says what happens (kind, actor, path, target, energy, dice), why (the rule IDs, a message
key with parameters, and notes: why earlier icons failed, which tie-break decided, rerolls), and
carries the state that accepting it produces. Nothing changes until the caller accepts it. A
golden-rule step (SOLO-GR-1 « Règle d’or ») is a question: it lists the legal ``choices``, names
the heuristic's pick, and builds the resulting state for whichever choice is accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from editor.messages import Message, render_param, translate
from editor.solo.state import GameState

if TYPE_CHECKING:
    from editor.solo.names import Names


def _plain(key: str, params: dict[str, Any], lang: str) -> str:
    return translate(key, lang, **params)


def note(key: str, **params: Any) -> Message:
    return Message(key, params)


@dataclass(frozen=True)
class Step:
    kind: str
    key: str
    params: dict[str, Any]
    rule_ids: tuple[str, ...]
    after: GameState = field(repr=False, compare=False)
    actor: str | None = None
    path: tuple[str, ...] = ()
    target: str | None = None
    energy: int = 0
    """Villain energy cubes this step spends."""
    dice: tuple[str, ...] = ()
    """Dice rolled, as ``die:face→successes``."""
    notes: tuple[Message, ...] = ()
    choices: tuple[str, ...] = ()
    heuristic: str | None = None
    answer: Callable[[str], GameState] | None = field(default=None, repr=False, compare=False)

    @property
    def is_question(self) -> bool:
        return bool(self.choices)

    def text(self, lang: str, names: Names | None = None) -> str:
        """The explanation and its notes; with ``names``, ids read as the scenario's names."""
        show = names.text if names is not None else _plain
        parts = [show(self.key, self.params, lang)]
        parts.extend(show(n.key, n.params, lang) for n in self.notes)
        return " ".join(parts)

    def to_dict(self, lang: str) -> dict[str, Any]:
        out: dict[str, Any] = {
            "kind": self.kind,
            "rule_ids": list(self.rule_ids),
            "key": self.key,
            "params": {k: render_param(v, lang) for k, v in self.params.items()},
            "notes": [
                {"key": n.key, "params": {k: render_param(v, lang) for k, v in n.params.items()}}
                for n in self.notes
            ],
            "text": self.text(lang),
        }
        for name in ("actor", "target", "heuristic"):
            if getattr(self, name) is not None:
                out[name] = getattr(self, name)
        if self.path:
            out["path"] = list(self.path)
        if self.energy:
            out["energy"] = self.energy
        if self.dice:
            out["dice"] = list(self.dice)
        if self.choices:
            out["choices"] = list(self.choices)
        return out


def rule_ids(*groups: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Rule IDs in first-mention order, without repeats."""
    seen: list[str] = []
    for group in groups:
        for rule in (group,) if isinstance(group, str) else group:
            if rule not in seen:
                seen.append(rule)
    return tuple(seen)
