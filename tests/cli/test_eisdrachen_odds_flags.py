"""``skirmish-studio odds eisdrachen`` with the modifiers of the actions: ``--sniper``
(« 7) Sniper »), ``--dug-in`` (« 9) Prise de position »), ``--reroll-dodges`` and
``--reroll-wounds`` (« 15) Prier une divinité » 3 and 4), ``--dodge-on N`` (« 4) Lancer une
grenade »: « une esquive qui réussi sur 5+ »). Every expected value is worked out by hand."""

from __future__ import annotations

from tests.cli.test_play_commands import run, run_json

BASE = ("odds", "eisdrachen", "--force")


def test_7_sniper_cancels_every_dodge():
    """« 7) Sniper »: « annuler toutes les esquives possibles »: 2 A of F 2 from a Vétéran
    (wounds on 1 to 4: 2/3) at a Bleu: four wound dice, never dodged: P(4) = (2/3)^4."""
    report = run_json(*BASE, "2", "--attacks", "2", "--attacker-i", "3", "--target-i", "1",
                      "--sniper")
    assert report["dodge"] == "0" and report["modifiers"] == ["sniper"]
    assert report["distribution"] == {"0": "1/81", "1": "8/81", "2": "8/27", "3": "32/81",
                                      "4": "16/81"}


def test_9_prise_de_position_halves_the_shots():
    """« 9) Prise de position »: « divise son nombre de tir par 2 »: 3 attacks become 1 (rounded
    down); a Bleu dodges it on 6, else 2 dice each wound 2/3: P(0) = 1/6 + 5/6 × 1/9 = 7/27."""
    report = run_json(*BASE, "2", "--attacks", "3", "--attacker-i", "3", "--target-i", "1",
                      "--dug-in")
    assert report["rolled_attacks"] == 1
    assert report["distribution"] == {"0": "7/27", "1": "10/27", "2": "10/27"}


def test_15_prier_une_divinite_rerolls_failed_dodges_and_wounds():
    """« 15) » 3: an Assassin dodges on 4+ (1/2), with its reroll 3/4: an Assassin's single
    F 1 attack (wounds on 1 to 5) takes 1 PV with 1/4 × 5/6 = 5/24. « 15) » 4: a Bleu's die
    wounds on 1 to 3 (1/2), rerolled 3/4; at a Bleu (dodges on 6): 5/6 × 3/4 = 5/8."""
    dodges = run_json(*BASE, "1", "--attacks", "1", "--attacker-i", "4", "--target-i", "4",
                      "--reroll-dodges")
    assert dodges["dodge"] == "3/4" and dodges["distribution"]["1"] == "5/24"
    wounds = run_json(*BASE, "1", "--attacks", "1", "--attacker-i", "1", "--target-i", "1",
                      "--reroll-wounds")
    assert wounds["wound"] == "3/4" and wounds["distribution"]["1"] == "5/8"


def test_4_lancer_une_grenade_dodge_on_5():
    """« 4) »: a fixed dodge on 5+ (1/3) whatever the target's I: one attack of F 2 from a
    Vétéran takes nothing with 1/3 + 2/3 × (1/3)^2 = 11/27; a number past 7 is refused."""
    report = run_json(*BASE, "2", "--attacks", "1", "--attacker-i", "3", "--target-i", "4",
                      "--dodge-on", "5")
    assert report["dodge_on"] == 5 and report["distribution"]["0"] == "11/27"
    assert run(*BASE, "2", "--attacks", "1", "--attacker-i", "3", "--target-i", "4",
               "--dodge-on", "8")[0] == 2


def test_the_actions_of_partie_4_through_action_apply(tmp_path):
    """``skirmish-studio action --apply`` plays the new actions and the log replays: « 9) Prise
    de position » (no dice), « 15) Prier une divinité » (its die 3, the failed dodges rerolled
    next turn), then in turn 2 « 4) Lancer une grenade » 8 pas east of the Vétéran, at (16, 16)
    pas, 1.5 pas from the Bleu's base: a bounce of 6 lands 6 pas on, 7.5 pas from it, out of
    the blast; nobody rolls a dodge."""
    from editor.store.portable import write_scenario
    from tests.rules.table_play import duel

    scenario = str(tmp_path / "duel.skirmish")
    write_scenario(duel(), scenario)
    log = str(tmp_path / "duel.md")
    dug = run_json("action", scenario, "--actor", "vet", "--action", "dig_in", "--apply", "-o",
                   log)
    assert dug["result"]["rules"] == ["9) Prise de position"]
    prayed = run_json("action", log, "--scenario", scenario, "--actor", "vet", "--action",
                      "pray", "--dice", "3", "--apply", "-o", log)
    assert prayed["result"]["result"]["result"] == "reroll_dodges"
    for _ in range(2):
        run_json("action", log, "--scenario", scenario, "--actor", "vet", "--action",
                 "end_phase", "--apply", "-o", log)
    grenade = run_json("action", log, "--scenario", scenario, "--actor", "vet", "--action",
                       "grenade", "--at", "16,16", "--dice", "6", "--apply", "-o", log)
    result = grenade["result"]["result"]
    assert result["bounce_pas"] == 6 and result["victims"] == []
    assert run("replay", log, scenario)[0] == 0
