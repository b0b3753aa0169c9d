"""Units (character profiles) for the three rule systems, kept in the library and reused.

A unit has one typed profile per rule system: the zone-solo profile (hit points, armour,
movement, attack pools of coloured dice), the Eisdrachen profile (V, I, A, F, PV in "pas") and
the D20 profile (Mouvement, Tir, Càc, Force, Dφ, PC, Intelligence, Dextérité, weapons in cm).

``PROFILE_KINDS`` is the open set of profile classes a unit may carry, by their ``KIND``: the
three above, and any a rule-system plug-in declares (``editor.model.systems``); the codec reads
a profile by its ``kind`` among them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, ClassVar

from editor.model.codec import OpenUnion, added_field
from editor.model.dice import DicePool
from editor.model.text import Text

DEFAULT_BASE_MM = 25.0
"""A common infantry base."""
DEFAULT_FIGURE_HEIGHT_MM = 30.0
"""A 28 mm-scale infantryman, from the base to the top of the head."""


class Side(StrEnum):
    """Who controls a figure: the solo AI plays the villains (SOLO-HA-1 decides by side)."""

    HERO = "hero"
    VILLAIN = "villain"
    NEUTRAL = "neutral"


class AttackKind(StrEnum):
    MELEE = "melee"
    RANGED = "ranged"


class CheckType(StrEnum):
    """The pools used for objective checks (manipulation / réflexion / action)."""

    MANIPULATION = "manipulation"
    THINKING = "thinking"
    ACTION = "action"


@dataclass(frozen=True, slots=True)
class Skill:
    """A named special rule, shown on the card; engines may recognise ``code``."""

    name: Text
    text: Text = Text()
    code: str = ""


@dataclass(frozen=True, slots=True)
class SoloAttack:
    """A zone-solo attack: a pool of coloured dice (villains roll their tile's fixed pool)."""

    kind: AttackKind
    name: Text
    pool: DicePool = ()
    range_zones: int | None = None
    """Maximum range in zones for a ranged attack; None = unlimited (Conan has none)."""


@dataclass(frozen=True, slots=True)
class SoloCheck:
    """A pool a character can roll for an objective check; absent = cannot perform it."""

    check: CheckType
    pool: DicePool = ()


@dataclass(frozen=True, slots=True)
class SoloProfile:
    """Zone-solo (Monolith-style) profile."""

    KIND: ClassVar[str] = "zone-solo"
    hit_points: int = 1
    armor: int = 0
    defense_pool: DicePool = ()
    """Automatic defence rolled as dice instead of (or on top of) the fixed armour."""
    movement: int = 2
    size: int = 1
    menace: int = 1
    energy: int = 0
    """Hero energy cubes (heroes only; villains spend the river's energy)."""
    recovery: int | None = None
    """Energy cubes a hero gets back at the start of each round (its board's recovery); None
    when the board gives none (the mission's ``hero_energy_recovery`` then applies)."""
    attacks: tuple[SoloAttack, ...] = ()
    checks: tuple[SoloCheck, ...] = ()
    free_rerolls: tuple[str, ...] = ()
    """Die ids this character may reroll once per roll for free."""


SNIPER_RANGE_PAS = 20.0
"""« 7) Sniper »: « tout autre arme d'une portée de 20 ps minimum »."""


@dataclass(frozen=True, slots=True)
class EisdrachenWeapon:
    name: Text
    range_pas: float | None = None
    """None for a melee weapon (its profile replaces the character's in melee)."""
    attacks: int = 1
    strength: int = 1
    special: Text = Text()
    sniper_scope: bool = added_field(False)
    """Fitted with a sniper scope: « 7) Sniper » with a weapon of 20 pas or more."""

    @property
    def sniper(self) -> bool:
        """A weapon « 7) Sniper » may use: « un fusil longue portée (ou tout autre arme d'une
        portée de 20 ps minimum) amélioré avec une lunette de sniper »."""
        return (self.sniper_scope and self.range_pas is not None
                and self.range_pas >= SNIPER_RANGE_PAS)


@dataclass(frozen=True, slots=True)
class EisdrachenProfile:
    """Eisdrachen profile: speed V (pas), intelligence I 1..4, attacks A, strength F, PV."""

    KIND: ClassVar[str] = "eisdrachen"
    speed: float = 6
    intelligence: int = 2
    attacks: int = 1
    strength: int = 2
    hit_points: int = 3
    heavy_weapon: bool = False
    """Carriers of heavy weapons cannot crawl (ramper)."""
    weapons: tuple[EisdrachenWeapon, ...] = ()
    base_mm: float = added_field(DEFAULT_BASE_MM)
    """Base diameter (the texts measure "socle contre socle")."""
    height_mm: float = added_field(DEFAULT_FIGURE_HEIGHT_MM)
    """Figure height, for line of sight over cover."""
    medipack: bool = added_field(False)
    """Carries a medipack: « 11) Soigner », itself or a figure in contact, 1 PV."""


@dataclass(frozen=True, slots=True)
class D20WeaponRule:
    """A special rule of a D20 weapon as data (« Les armes »: « Les armes peuvent posséder des
    règles spéciales », such as « Rafales », whose effect the text leaves to the weapon tables):
    what it adds to a shot, read by ``editor.rules.d20.arms``."""

    name: Text
    text: Text = Text()
    attack: int = 0
    """Added to the attack (Tir + weapon Force + this)."""
    extra_dice: int = 0
    """More D20 rolled at the same target, each die a hit of its own (a burst)."""
    when_still: bool = False
    """Only for a figure that has not moved this turn (an aimed shot)."""
    blast_cm: float | None = None
    """A grenade: thrown at a point, it strikes every base within this radius of it."""


@dataclass(frozen=True, slots=True)
class D20Weapon:
    name: Text
    range_cm: float | None = None
    """None = close-combat weapon (CàC)."""
    strength: int = 1
    special: Text = Text()
    rules: tuple[D20WeaponRule, ...] = added_field(())
    """Its special rules as data; ``special`` is the card's text."""


@dataclass(frozen=True, slots=True)
class D20Profile:
    """D20 skirmish profile: Mouvement (cm), Tir, Càc, Force, Dφ, PC, Intelligence, Dextérité."""

    KIND: ClassVar[str] = "d20"
    movement_cm: float = 10
    shooting: int = 0
    melee: int = 0
    strength: int = 5
    physical_defence: int = 10
    constitution: int = 5
    intelligence: int = 5
    dexterity: int = 5
    base_mm: float = 25
    """Base diameter, used for close-combat contact and large-base targeting ("une grande
    figurine" has a base of at least ``D20Options.large_base_mm``)."""
    weapons: tuple[D20Weapon, ...] = ()
    height_mm: float = added_field(DEFAULT_FIGURE_HEIGHT_MM)
    """Figure height, for line of sight over cover ("sa tête et ses épaules dépassent")."""
    uc: bool = added_field(True)
    """An UC, with the three modes of « Types de déplacement des UC »; every figure unless
    the card says otherwise."""
    impulsive: bool = added_field(False)
    """Moves automatically first (« Mouvements automatiques »: « par exemple, l'impulsivité »)."""
    infiltration: bool = added_field(False)
    prescience: bool = added_field(False)
    """« Un joueur a un bonus de + 1 à son résultat pour chaque personnage capable
    d'infiltration ou de prescience » (« Qui commence la partie ? »)."""


Profile = SoloProfile | EisdrachenProfile | D20Profile
"""The built-in profiles; a plug-in's own profile class joins them in ``PROFILE_KINDS``."""
PROFILE_KINDS = OpenUnion("profile", SoloProfile, EisdrachenProfile, D20Profile)


@dataclass(frozen=True, slots=True)
class Unit:
    """A character card. Its ``profile`` kind must match the rule system of its scenarios."""

    id: str
    name: Text
    side: Side
    profile: Annotated[Profile, PROFILE_KINDS]
    portrait: str | None = None
    """Member name of an image in the scenario package, e.g. ``images/ranger.png``."""
    portrait_focus: tuple[float, float] = (0.5, 0.5)
    """Point of the portrait (fractions of width and height) kept when cropping to a frame."""
    skills: tuple[Skill, ...] = ()
    description: Text = Text()
    card_back: str | None = None
    """Member name of an image printed on the back of the unit's cards; without it the back
    shows the unit's name, side and the rule system's mark."""

    @property
    def rule_system(self) -> str:
        return self.profile.KIND
