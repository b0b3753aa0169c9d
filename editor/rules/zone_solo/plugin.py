"""The zone-solo rule-system plug-in: zone boards whose villains the solo AI plays (PRODUCT
§2.1, ``rules/solo-ai-ekko.fr.txt`` read through ``SOLO_AI_SPEC.md``).

What it supplies: its unit profile (``SoloProfile``), a new scenario (an empty zone board with
the default dice and solo deck, marked unverified, PRODUCT §2b, and a river with the default
slot costs), the rules options it reads (every group but the free-table systems'), its checks
(the river and the solo deck, ``editor.checker.river``), its cards (units, the solo deck, the
river tiles, the one-page AI reference), its game engine (``ZoneSoloPlay``) and the headless
villain turns that ``solo --log`` records and ``replay`` re-runs. Pure core.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from editor.checker import river
from editor.model.blank import blank_size, check_name
from editor.model.board import ZoneBoard
from editor.model.defaults import default_deck, default_dice
from editor.model.river import River
from editor.model.scenario import Scenario
from editor.model.text import Text
from editor.model.units import SoloProfile
from editor.rules.registry import BoardKind, RuleSystemPlugin, SystemChecks
from editor.rules.zone_solo.play import (
    NEW_GAME,
    SETUP_FIELDS,
    ZoneSetup,
    ZoneSoloPlay,
    read_zone_setup,
)

OPTION_GROUPS = (
    "general",
    "river",
    "movement",
    "los",
    "targeting",
    "icons",
    "dice",
    "events",
    "reinforcements",
    "hard_mode",
    "reading_order",
)
"""The groups of ``RulesOptions`` the solo AI reads (``general``: the golden rule)."""


class ZoneSoloPlugin(RuleSystemPlugin):
    name = "zone-solo"
    board_kind = BoardKind.ZONES
    profile_type = SoloProfile
    default_size_mm = (600.0, 600.0)
    """A square 60 cm board."""
    plays_river = True
    title_key = "rules.system.zone_solo"

    def blank_scenario(
        self,
        name: str,
        width_mm: float | None = None,
        height_mm: float | None = None,
        taken: Collection[str] = (),
    ) -> Scenario:
        check_name(name, taken)
        width, height = blank_size(self.default_size_mm, width_mm, height_mm)
        return Scenario(
            name=name,
            rule_system=self.name,
            board=ZoneBoard(width_mm=width, height_mm=height),
            title=Text.both(name),
            river=River(),
            deck=default_deck(),
            dice=default_dice(),
        )

    def option_groups(self) -> tuple[str, ...]:
        return OPTION_GROUPS

    def checks(self) -> SystemChecks:
        return SystemChecks(always=river.CHECKS)

    def card_jobs(self) -> tuple[str, ...]:
        return ("units", "solo-deck", "river", "reference")

    def new_engine(self, scenario: Scenario, seed: int, setup: Any) -> ZoneSoloPlay:
        return ZoneSoloPlay(scenario, seed, setup)

    def read_setup(self, data: dict[str, Any], where: str) -> ZoneSetup:
        return read_zone_setup(data, where)

    def new_game_setup(self) -> ZoneSetup:
        return NEW_GAME

    def setup_fields(self) -> frozenset[str]:
        return SETUP_FIELDS

    def headless_turns(self, scenario: Scenario, seed: int, turns: int) -> Any:
        """The state after ``turns`` villain turns played headless (``solo --log``)."""
        from editor.solo.runner import play_new_game

        return play_new_game(scenario, seed, turns).state
