"""The domain model: plain frozen dataclasses that emit nothing and import no Qt or SQLAlchemy.

Immutability makes undo exact (a command swaps whole values) and equality cheap to test; the
document layer (``editor.documents``) owns the current scenario and its history.
"""

from __future__ import annotations

import importlib
from typing import Any

# Lazy re-exports (PEP 562): ``from editor.model import Zone`` works, but importing one model
# module does not import them all, which keeps the application's start-up fast.
_EXPORTS = {
    "ActionIcon": "deck",
    "Arrow": "deck",
    "AttackKind": "units",
    "BackgroundImage": "board",
    "Border": "board",
    "BorderKind": "board",
    "CheckType": "units",
    "Condition": "mission",
    "ConditionKind": "mission",
    "CoverClass": "table",
    "Criterion": "deck",
    "D20Profile": "units",
    "D20Weapon": "units",
    "D20WeaponRule": "units",
    "Danger": "board",
    "DangerTrigger": "board",
    "DiceCount": "dice",
    "DiceSet": "dice",
    "DieType": "dice",
    "DistanceUnit": "table",
    "DoorState": "table",
    "Effect": "mission",
    "EffectKind": "mission",
    "EisdrachenProfile": "units",
    "EisdrachenWeapon": "units",
    "Equipment": "table",
    "EventOption": "mission",
    "Figure": "mission",
    "FreeTable": "table",
    "HouseAction": "house",
    "ImageAsset": "scenario",
    "KeyPhrase": "deck",
    "LosOverride": "board",
    "LosTable": "board",
    "Mission": "mission",
    "MissionEvent": "mission",
    "MovementEffect": "table",
    "Objective": "mission",
    "Preference": "deck",
    "River": "river",
    "RuleSystem": "scenario",
    "RulesOptions": "options",
    "Scenario": "scenario",
    "Side": "units",
    "Skill": "units",
    "SoloAttack": "units",
    "SoloCard": "deck",
    "SoloCheck": "units",
    "SoloDeck": "deck",
    "SoloProfile": "units",
    "TableArea": "table",
    "TerrainPiece": "table",
    "TableObject": "table",
    "FreeUse": "table",
    "Text": "text",
    "Tile": "river",
    "TileKind": "river",
    "TileUnit": "river",
    "Trigger": "mission",
    "TriggerKind": "mission",
    "Unit": "units",
    "Wall": "board",
    "Zone": "board",
    "ZoneBoard": "board",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"editor.model.{module}"), name)
    globals()[name] = value
    return value
