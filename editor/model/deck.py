"""The solo deck: every field of a solo card (SPEC §6.0) and the key phrases for tie-breaks."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from editor.model.text import Text
from editor.model.units import AttackKind


class ActionIcon(StrEnum):
    """The five behaviours a card's icons name (SOLO-ML, SOLO-RG, SOLO-AD, SOLO-DF, SOLO-VO)."""

    MELEE = "melee"
    RANGED = "ranged"
    ADVANCE_TO_HEROES = "advance_to_heroes"
    DEFEND_HERO_OBJECTIVE = "defend_hero_objective"
    ADVANCE_VILLAIN_OBJECTIVE = "advance_villain_objective"


class Arrow(StrEnum):
    UP = "up"
    DOWN = "down"


class Criterion(StrEnum):
    """What a key phrase compares between tied heroes (SOLO-TIE step 1, AMB-19)."""

    WOUNDS = "wounds"
    ENERGY = "energy"
    HIT_POINTS = "hit_points"
    ARMOR = "armor"
    MENACE = "menace"
    DISTANCE = "distance"


class Preference(StrEnum):
    LOWEST = "lowest"
    HIGHEST = "highest"


@dataclass(frozen=True, slots=True)
class KeyPhrase:
    """A tie-break phrase printed on cards, e.g. "le moins de blessures" (fewest wounds)."""

    id: str
    text: Text
    criterion: Criterion = Criterion.WOUNDS
    prefer: Preference = Preference.LOWEST


@dataclass(frozen=True, slots=True)
class SoloCard:
    id: str
    tile_numbers: tuple[int, ...] = (1,)
    """River slots to activate, top number first (AMB-1: one or two numbers)."""
    leader: bool = False
    icons: tuple[ActionIcon, ...] = (
        ActionIcon.MELEE,
        ActionIcon.RANGED,
        ActionIcon.ADVANCE_TO_HEROES,
    )
    """Exactly three icons, tried left to right (SOLO-VT-7)."""
    key_phrase: str = ""
    burst: tuple[AttackKind, ...] = (AttackKind.MELEE, AttackKind.RANGED)
    """The burst icon as an attack preference order (SOLO-MA, AMB-41)."""
    bottom_number: int = 1
    arrow: Arrow = Arrow.DOWN
    clean_river: bool = False
    """The DEPOLLUER keyword (SOLO-CL)."""


@dataclass(frozen=True, slots=True)
class SoloDeck:
    id: str
    name: Text = Text()
    key_phrases: tuple[KeyPhrase, ...] = ()
    cards: tuple[SoloCard, ...] = ()
