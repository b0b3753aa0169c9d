"""SOLO-GR-1: an event option placing a token for the AI must have somewhere to place it."""

from __future__ import annotations

from dataclasses import replace

from editor.documents.addresses import ById
from editor.model import Effect, EffectKind, EventOption, MissionEvent, Text, Trigger, TriggerKind
from editor.rules.checking import check_scenario
from tests.checker.helpers import assert_finding, clean_zone_scenario, only


def with_token(*zones: str, token: Text = Text("une bombe", "a bomb")):
    scenario = clean_zone_scenario()
    place = Effect(EffectKind.PLACE_TOKEN, token=token, zones=zones)
    event = MissionEvent("e1", Text.both("Alarm"), Trigger(TriggerKind.TURN, turn=3),
                         options=(EventOption(2, effects=(place,)),))
    return replace(scenario, mission=replace(scenario.mission, events=(event,)))


def test_a_token_whose_zones_are_not_on_the_board_can_place_nothing():
    scenario = with_token("nowhere", "gone")
    assert_finding(
        only(scenario), scenario, ("mission", "events", ById("e1")),
        "Option 2 of event e1 places a bomb, but none of the zones it allows is on the board: "
        "it can place nothing and is never resolved (SOLO-GR-1, SOLO-EV-1).",
        "L’option 2 de l’événement e1 place une bombe, mais aucune des zones qu’elle autorise "
        "n’est sur le plateau : elle ne peut rien placer et n’est jamais résolue "
        "(SOLO-GR-1, SOLO-EV-1).",
    )


def test_an_unnamed_token_is_called_a_token():
    scenario = with_token("nowhere", token=Text())
    [finding] = [f for f in check_scenario(scenario) if f.message.key == "checker.token_nowhere"]
    assert "places a token," in finding.message.text("en")
    assert "place un jeton," in finding.message.text("fr")


def test_a_token_with_one_zone_on_the_board_or_no_zone_listed_is_fine():
    zone = clean_zone_scenario().board.zones[0].id
    for scenario in (with_token("nowhere", zone), with_token()):
        assert not [f for f in check_scenario(scenario) if f.message.key == "checker.token_nowhere"]
