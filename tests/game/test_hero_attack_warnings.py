"""A hero's attack across the board is warned about, never blocked (the table decides).

night-market at the start: Tamsin Ferrol (hero-2) stands in the Old graveyard; her ranged
attack reaches 3 zones. From the graveyard she sees the salt heaps, 4 zones away, but not the
Fountain Square (3 zones away, behind the houses) where Eel 3 stands. Melee is made in the
attacker's zone (SPEC §3.2 « same area for melee »), a ranged attack needs line of sight.
"""

from __future__ import annotations

import pytest

from editor.game.document import GameDocument
from editor.messages import SkirmishError
from editor.rules.zone_solo.actions import HeroAttack, SetOut, action_from_json


@pytest.fixture
def game(night_market) -> GameDocument:
    return GameDocument.new(night_market, 2)


def warnings(game, attacker, target, attack):
    return [m.key for m in game.play.attack_warnings(attacker, target, attack)]


def test_melee_out_of_the_zone_is_warned_and_recorded(game):
    assert warnings(game, "hero-2", "eel-3", "melee") == ["play.attack.not_same_zone"]
    game.apply(HeroAttack("hero-2", "eel-3", 3, attack="melee"))
    step = game.entries[-1].step
    assert step.notes[0].key == "play.attack.not_same_zone"
    assert game.state.figure("eel-3").zone is None  # 3 against armour 0: neutralized anyway
    text = step.text("en", game.play.names)
    assert "Tamsin Ferrol, Harbour Pilot is not in the zone of Eel 3" in text


def test_ranged_without_line_of_sight(game):
    assert warnings(game, "hero-2", "eel-3", "ranged") == ["play.attack.no_los"]
    assert warnings(game, "hero-2", "eel-3", None) == ["play.attack.unreachable"]


def test_ranged_beyond_the_range_of_the_attack(game):
    game.apply(SetOut("eel-1", False, "salt-heaps"))
    found = game.play.attack_warnings("hero-2", "eel-1", "ranged")
    assert [m.key for m in found] == ["play.attack.out_of_range"]
    assert (found[0].params["distance"], found[0].params["limit"]) == (4, 3)
    assert "4 zones away" in found[0].text("en") and "à 4 zones" in found[0].text("fr")


def test_in_range_and_in_sight_or_in_the_same_zone_no_warning(game):
    game.apply(SetOut("eel-1", False, "lane-west"))
    assert warnings(game, "hero-2", "eel-1", "ranged") == []
    game.apply(SetOut("eel-1", False, "graveyard"))
    assert warnings(game, "hero-2", "eel-1", "melee") == []


def test_an_attacker_out_of_action_is_warned(game):
    game.apply(SetOut("hero-2", True))
    assert warnings(game, "hero-2", "eel-3", "melee") == ["play.attack.attacker_out"]


def test_the_attack_kind_is_saved_and_read_strictly():
    action = HeroAttack("hero-2", "eel-3", 2, attack="ranged")
    assert action_from_json(action.to_json()) == action
    assert "attack" not in HeroAttack("hero-2", "eel-3", 2).to_json()
    with pytest.raises(SkirmishError) as info:
        action_from_json({**action.to_json(), "attack": "psychic"}, "game/actions/3")
    assert info.value.message.where == "game/actions/3/attack"
