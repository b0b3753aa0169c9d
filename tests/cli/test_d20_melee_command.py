"""``skirmish-studio odds d20 --initiative`` (« Qui commence la partie ? ») and the D20 melee
of « Les Attaques dans le dos » through ``skirmish-studio action --apply``; the numbers are
worked out by hand from the text."""

from __future__ import annotations

import json

from editor.store.portable import write_scenario
from tests.cli.test_play_commands import run, run_json
from tests.rules.test_d20_melee import guarded


def test_odds_d20_initiative_two_players_without_bonus_win_half_each():
    """« Chaque joueur lance 1D20 [...] En cas d'égalité, on relance le D20 »: the same bonus,
    the same chance: 1/2 each."""
    report = run_json("odds", "d20", "--initiative", "0,0")
    assert report["roll"] == "initiative"
    assert [(p["bonus"], p["win"]) for p in report["players"]] == [(0, "1/2"), (0, "1/2")]


def test_odds_d20_initiative_a_bonus_of_1_ties_rerolled():
    """« Un joueur a un bonus de + 1 »: 1D20 + 1 against 1D20: of the 400 pairs the first
    wins when b ≤ a (1 + 2 + … + 20 = 210), ties when b = a + 1 (19), loses 171; ties rolled
    again, P = P(win) / (1 − P(tie)) = 210 / 381 = 70/127, and 171 / 381 = 57/127."""
    report = run_json("odds", "d20", "--initiative", "1,0")
    assert [p["win"] for p in report["players"]] == ["70/127", "57/127"]
    code, english, _ = run("odds", "d20", "--initiative", "1,0", "--lang", "en")
    assert code == 0 and "Player 1 (bonus 1): wins the initiative 70/127 (55.1 %)" in english
    code, french, _ = run("odds", "d20", "--initiative", "1,0", "--lang", "fr")
    assert code == 0 and "Joueur 2 (bonus 0) : remporte l’initiative 57/127 (44,9 %)" in french


def test_odds_d20_initiative_three_players_and_the_ties_option():
    """« quand trois joueurs s'affrontent »: three equal players, 1/3 each whoever rolls again
    (``--ties``)."""
    for ties in ("tied_only", "everyone"):
        report = run_json("odds", "d20", "--initiative", "0,0,0", "--ties", ties)
        assert report["ties"] == ties and [p["win"] for p in report["players"]] == ["1/3"] * 3


def test_odds_d20_initiative_usage_errors_exit_2():
    assert run("odds", "d20", "--initiative", "1")[0] == 2  # one player
    assert run("odds", "d20", "--initiative", "1,2,3,4")[0] == 2  # four
    assert run("odds", "d20", "--initiative", "1,x")[0] == 2
    assert run("odds", "d20", "--initiative", "1,0", "--attack", "3")[0] == 2
    assert run("odds", "d20", "--attack", "3")[0] == 2  # the attack still needs --defence
    assert run_json("odds", "d20", "--attack", "12", "--defence", "17")["hit"] == "3/4"


def test_action_face_after_the_attack_from_behind_and_replay(tmp_path):
    """« Les Attaques dans le dos »: ``a``'s frontal strike waits for ``r``'s from behind;
    then the villains' guard faces ``r`` (east, 90°) by ``action --apply``, and the log
    replays (``tests/rules/test_d20_melee.py`` derives the numbers)."""
    scenario = tmp_path / "guard.skirmish"
    write_scenario(guarded(), scenario)
    moved = str(tmp_path / "moved.md")
    run_json("action", str(scenario), "--action", "end_phase", "--apply", "-o", moved)
    frontal = run_json("action", moved, "--scenario", str(scenario), "--actor", "a",
                       "--action", "melee", "--target", "g")
    assert frontal["legal"] is False
    assert frontal["reasons"][0]["key"] == "d20.melee.rear_first"
    assert frontal["reasons"][0]["rule"] == "Les Attaques dans le dos"
    struck = str(tmp_path / "struck.md")
    run_json("action", moved, "--scenario", str(scenario), "--actor", "r", "--action", "melee",
             "--target", "g", "--dice", "1", "--apply", "-o", struck)
    listed = run_json("action", struck, "--scenario", str(scenario), "--actor", "g",
                      "--action", "list")
    face = next(a for a in listed["actions"] if a["name"] == "face")
    assert face["legal"] is True and face["needs"] == ["target"]
    faced = str(tmp_path / "faced.md")
    applied = run_json("action", struck, "--scenario", str(scenario), "--actor", "g",
                       "--action", "face", "--target", "r", "--apply", "-o", faced)
    assert applied["legal"] is True and applied["result"]["result"]["facing_deg"] == 90.0
    code, out, err = run("replay", faced, str(scenario), "--json")
    assert code == 0, err
    assert json.loads(out)["final_state_hash"] == applied["state_hash"]
