"""The domain model: plain frozen dataclasses that emit nothing and import no Qt or SQLAlchemy.

Immutability makes undo exact (a command swaps whole values) and equality cheap to test; the
document layer (``editor.documents``) owns the current scenario and its history.
"""

from editor.model.board import (
    BackgroundImage,
    Border,
    BorderKind,
    Danger,
    DangerTrigger,
    LosOverride,
    LosTable,
    Wall,
    Zone,
    ZoneBoard,
)
from editor.model.deck import ActionIcon, Arrow, Criterion, KeyPhrase, Preference, SoloCard, SoloDeck
from editor.model.dice import DiceCount, DiceSet, DieType
from editor.model.mission import (
    Condition,
    ConditionKind,
    Effect,
    EffectKind,
    EventOption,
    Figure,
    Mission,
    MissionEvent,
    Objective,
    Trigger,
    TriggerKind,
)
from editor.model.options import RulesOptions
from editor.model.river import River, Tile, TileKind, TileUnit
from editor.model.scenario import ImageAsset, RuleSystem, Scenario
from editor.model.table import CoverClass, DistanceUnit, FreeTable, MovementEffect, TerrainPiece
from editor.model.text import Text
from editor.model.units import (
    AttackKind,
    CheckType,
    D20Profile,
    D20Weapon,
    EisdrachenProfile,
    EisdrachenWeapon,
    Side,
    Skill,
    SoloAttack,
    SoloCheck,
    SoloProfile,
    Unit,
)

__all__ = [
    "ActionIcon", "Arrow", "AttackKind", "BackgroundImage", "Border", "BorderKind", "CheckType",
    "Condition", "ConditionKind", "CoverClass", "Criterion", "D20Profile", "D20Weapon", "Danger",
    "DangerTrigger", "DiceCount", "DiceSet", "DieType", "DistanceUnit", "Effect", "EffectKind",
    "EisdrachenProfile", "EisdrachenWeapon", "EventOption", "Figure", "FreeTable", "ImageAsset",
    "KeyPhrase", "LosOverride", "LosTable", "Mission", "MissionEvent", "MovementEffect",
    "Objective", "Preference", "River", "RuleSystem", "RulesOptions", "Scenario", "Side", "Skill",
    "SoloAttack", "SoloCard", "SoloCheck", "SoloDeck", "SoloProfile", "TerrainPiece", "Text",
    "Tile", "TileKind", "TileUnit", "Trigger", "TriggerKind", "Unit", "Wall", "Zone", "ZoneBoard",
]
