"""The rule systems the model knows: each one's name, the board it plays on and its unit profile.

``Scenario.rule_system`` names one of them. The model declares the three built-in systems
(PRODUCT §2) so that validation, the codec and the store work without the rule-system plug-ins;
a plug-in of a fourth system declares its own through ``declare`` (``editor.rules.registry``
does it when the plug-in is registered), which also lets units carry its profile class
(``editor.model.units.PROFILE_KINDS``); ``withdraw`` forgets it again. Everything else a rule
system knows (its actions, its checks, its cards) lives in its plug-in, never here.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.model.board import ZoneBoard
from editor.model.scenario import RuleSystem
from editor.model.table import FreeTable
from editor.model.units import PROFILE_KINDS, D20Profile, EisdrachenProfile, SoloProfile


@dataclass(frozen=True, slots=True)
class SystemDeclaration:
    """What the model needs of a rule system."""

    name: str
    """The ``Scenario.rule_system`` value; also the ``KIND`` of its unit profile."""
    profile: type
    """The unit profile dataclass (with a ``KIND`` equal to ``name``)."""
    board: type[ZoneBoard] | type[FreeTable]
    """The kind of board its scenarios play on."""
    plays_river: bool = False
    """Its scenarios use a villains' river and solo deck (else a river is warned as unused)."""


_DECLARED: dict[str, SystemDeclaration] = {}


def declare(declaration: SystemDeclaration) -> None:
    """Make ``declaration.name`` a rule system scenarios may name. Declaring the same thing
    again changes nothing; another declaration under a name taken is a programming error."""
    if getattr(declaration.profile, "KIND", None) != declaration.name:
        raise ValueError(f"the profile of {declaration.name!r} must have KIND {declaration.name!r}")
    known = _DECLARED.get(declaration.name)
    if known is not None and known != declaration:
        raise ValueError(f"rule system {declaration.name!r} is already declared otherwise")
    PROFILE_KINDS.add(declaration.profile)
    _DECLARED[declaration.name] = declaration


def withdraw(name: str) -> None:
    """Forget rule system ``name`` and its profile class (a plug-in unloaded)."""
    known = _DECLARED.pop(name, None)
    if known is not None:
        PROFILE_KINDS.discard(known.profile)


def declaration(name: str) -> SystemDeclaration | None:
    """The declaration of rule system ``name``, None when no such system is declared."""
    return _DECLARED.get(name) if isinstance(name, str) else None


def declared_names() -> tuple[str, ...]:
    """Every declared rule system's name, in declaration order."""
    return tuple(_DECLARED)


for _builtin in (
    SystemDeclaration(RuleSystem.ZONE_SOLO.value, SoloProfile, ZoneBoard, plays_river=True),
    SystemDeclaration(RuleSystem.EISDRACHEN.value, EisdrachenProfile, FreeTable, plays_river=True),
    SystemDeclaration(RuleSystem.D20.value, D20Profile, FreeTable, plays_river=True),
):
    declare(_builtin)
