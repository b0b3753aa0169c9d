"""``skirmish-studio action`` with the objects of a D20 table (``--item``): the text's example
of « La Synergie d'action sur les objets » (the Télépathe and the UC Chronos move the console,
Force 9 + 1 against ND 10, 5 cm) applied and replayed, and a two-weapon shot of « Les armes »
with typed dice (``tests/rules/test_d20_arms.py`` derives its numbers)."""

from __future__ import annotations

from editor.store.portable import write_scenario
from tests.cli.test_play_commands import run, run_json
from tests.rules.test_d20_arms import duel
from tests.rules.test_d20_handling import AT_CONSOLE, objects_table


def test_action_moves_the_console_with_item_and_replays(tmp_path):
    scenario = tmp_path / "console.skirmish"
    write_scenario(objects_table(AT_CONSOLE), scenario)
    log = str(tmp_path / "console.md")
    applied = run_json("action", str(scenario), "--actor", "tp", "--action", "move_object",
                       "--item", "console", "--at", "35,40", "--apply", "-o", log)
    assert applied["legal"] is True
    assert [(m["name"], m["value"]) for m in applied["modifiers"]] == [
        ("d20.modifier.action_synergy", 1)]
    assert applied["result"]["result"]["to"] == [350.0, 400.0]
    assert run("replay", log, str(scenario))[0] == 0
    again = run_json("action", log, "--scenario", str(scenario), "--actor", "uc", "--action",
                     "move", "--at", "35,30")
    assert again["reasons"][0]["key"] == "d20.already_acted"
    unknown = run_json("action", str(scenario), "--actor", "tp", "--action", "move_object",
                       "--item", "sofa", "--at", "35,40")
    assert unknown["legal"] is False and unknown["reasons"][0]["key"] == "d20.object.unknown"


def test_action_fires_both_weapons_with_typed_dice(tmp_path):
    scenario = tmp_path / "duel.skirmish"
    write_scenario(duel(), scenario)
    log = str(tmp_path / "moved.md")
    run_json("action", str(scenario), "--action", "end_phase", "--apply", "-o", log)
    shot = str(tmp_path / "shot.md")
    applied = run_json("action", log, "--scenario", str(scenario), "--actor", "s", "--action",
                       "shoot_both", "--target", "t", "--dice", "10,12", "--apply", "-o", shot)
    assert applied["odds"]["hit"] == "9/10"
    assert applied["result"]["result"]["lost"] == 9
    assert applied["result"]["result"]["dice"] == [[10], [12]]
    assert run("replay", shot, str(scenario))[0] == 0
