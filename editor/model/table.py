"""Free tables for the Eisdrachen (pas) and D20 (cm) systems: positions are points, not zones.

Terrain pieces are polygons with a cover class, a height and a movement effect; the measuring
unit only changes how distances are shown and entered, the model stays in millimetres. A piece
may also have a flat top that figures stand on (a watch tower's platform, a rocky spur), be a
door that is open or closed, or be a place to hide in. The fields added after the first file
format are left out of a document while they hold their default (``added_field``), so older
files read and write unchanged. The rules that give these fields their meaning live in
``editor.table`` (``docs/free-table.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from editor.model.board import BackgroundImage
from editor.model.codec import added_field
from editor.model.geometry import Polygon
from editor.model.text import Text
from editor.model.units import Side


class DistanceUnit(StrEnum):
    CM = "cm"
    PAS = "pas"


class CoverClass(StrEnum):
    """D20 cover: light +1, medium +2, heavy +3 to Dφ (the bonus itself is a rules option)."""

    NONE = "none"
    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"


class MovementEffect(StrEnum):
    OPEN = "open"
    DIFFICULT = "difficult"
    """Movement halved (D20 "terrain difficile")."""
    CLIMB = "climb"
    """Its sides must be climbed (Eisdrachen "Escalader": "les parois ... où la figurine ne
    peut pas tenir facilement debout"; D20 décor "escaladés")."""
    WATER = "water"
    """Deep water: Eisdrachen "ne peut pas marcher sur l'eau profonde"; D20 swimming."""
    SHALLOW_WATER = "shallow_water"
    """Water one wades through; what it costs is a rules option of each system."""
    IMPASSABLE = "impassable"
    CRAWL_ONLY = "crawl_only"
    """Passable only by crawling (Eisdrachen "ramper")."""


class DoorState(StrEnum):
    """A door's state: a closed door blocks movement and sight (Eisdrachen "passez à travers
    ... les portes fermée"; D20 "Ouvrir une porte")."""

    OPEN = "open"
    CLOSED = "closed"


@dataclass(frozen=True, slots=True)
class Equipment:
    """Abandoned equipment standing on the table as a piece (Eisdrachen « 10) Utiliser »: « des
    tourelles, des mitrailleuses ou toutes sortes de pétoires et de bidules »): the shooting
    profile a figure in contact uses, and whether it works as the game starts (« 13)
    Réparer/Saboter » makes it usable or not). The text leaves the profiles to « l'article
    suivant », which is not part of it: the author enters them; the default is an abandoned
    machine gun of 24 pas, 4 A of F 2, in working order."""

    range_pas: float = 24.0
    attacks: int = 4
    strength: int = 2
    usable: bool = True


@dataclass(frozen=True, slots=True)
class TerrainPiece:
    id: str
    polygon: Polygon
    name: Text = Text()
    cover: CoverClass = CoverClass.NONE
    height_mm: float = 0.0
    movement: MovementEffect = MovementEffect.OPEN
    blocks_los: bool = False
    """Hides what is behind it whatever the heights (woods, smoke, a tall building); other
    pieces hide only what lies below their top."""
    flat_top: bool = added_field(False)
    """Its top is flat ground: a figure whose base centre is on it stands on top, at
    ``height_mm`` (Eisdrachen "normalement posée (c'est à dire sur un sol plat)")."""
    door: DoorState | None = None
    """Not a door (None), or a door and its state."""
    hiding_place: bool = added_field(False)
    """A place to hide in (Eisdrachen "Se cacher": décombres, bosquet, fossé...)."""
    keys: tuple[Side, ...] = added_field(())
    """For a door: the sides whose figures hold its code or key (D20 « 3.4. Les Actions
    Libres »: « Ouvrir une porte dont on possède le code ou la clé »)."""
    equipment: Equipment | None = added_field(None)
    """Not equipment (None), or the equipment a figure in contact may use (Eisdrachen
    "Utiliser"), repair or sabotage."""

    @property
    def must_climb(self) -> bool:
        """Getting onto, off or over the piece is a climb (its movement effect says so)."""
        return self.movement is MovementEffect.CLIMB

    @property
    def closed_door(self) -> bool:
        return self.door is DoorState.CLOSED


class FreeUse(StrEnum):
    """What a free action does with an object (D20 « 3.4. Les Actions Libres »)."""

    COMPUTER = "computer"
    """« transférer des données sur un ordinateur qui appartient à sa faction »."""
    SELF_DESTRUCT = "self_destruct"
    """« modifier une clé d'activation d'auto-destruction d'une base appartenant au Défenseur
    (et si l'intervenant est lui-même un Défenseur) »."""


@dataclass(frozen=True, slots=True)
class TableObject:
    """An object standing on the table, which is not terrain (D20 « 3.6. Les Actions sur les
    objets »: « n'importe quel type d'«Objet» possèdent un Niveau de Difficulté (ou ND) »): a
    console, a crate, a chair… It may be moved, seized and thrown when it has a ``difficulty``,
    and used by a free action by the figures of the sides in ``users``. It neither blocks a
    move nor hides a figure."""

    id: str
    position: tuple[float, float]
    """Its centre, in millimetres."""
    name: Text = Text()
    size_mm: float = 20.0
    """Its width across: where it lands, it strikes the bases it covers."""
    difficulty: int | None = None
    """Its ND (5, 10 or 15 in the text); None: it cannot be moved."""
    free_use: FreeUse | None = None
    users: tuple[Side, ...] = ()
    """The sides whose figures may use it freely (« qui appartient à sa faction »)."""
    objective: str | None = None
    """The objective its free use completes (an objective id of the scenario), if any."""


@dataclass(frozen=True, slots=True)
class TableArea:
    """A reinforcement area of a free table (the solo rules' « zone de renfort », SOLO-RF-1/2):
    where the villains' reinforcements enter. The solo engine numbers the areas in reading
    order (rows by y within ``SoloTableOptions.row_tolerance_mm``, then x)."""

    id: str
    polygon: Polygon
    name: Text = Text()


@dataclass(frozen=True, slots=True)
class FreeTable:
    """A table measured in cm or pas, origin top-left, y down."""

    KIND: ClassVar[str] = "table"
    width_mm: float = 1200.0
    height_mm: float = 1200.0
    unit: DistanceUnit = DistanceUnit.CM
    mm_per_pas: float = 25.0
    """Length of one "pas" in millimetres; the Eisdrachen texts do not fix it."""
    terrain: tuple[TerrainPiece, ...] = ()
    background: BackgroundImage | None = None
    objects: tuple[TableObject, ...] = added_field(())
    """The objects standing on it (``TableObject``)."""
    reinforcement_areas: tuple[TableArea, ...] = added_field(())
    """Where the solo deck's reinforcements enter (``TableArea``); none: the villains'
    deployment zone or the golden rule (``SoloTableOptions.rf_areas_fallback``)."""
