"""``skirmish-studio action --apply`` plays « 10) Utiliser », « 13) Réparer/Saboter », « 1 bis)
Ramper » and « 14) Sonner l'alerte », and the log replays; expected values by hand from the
text (a pas is 25 mm)."""

from __future__ import annotations

from dataclasses import replace

from editor.model import Equipment
from tests.cli.test_play_commands import run, run_json


def test_equipment_crawl_and_alert_through_action_apply(tmp_path):
    """Turn 1: the Vétéran fires the turret north of it at the Bleu 5 pas off: 4 attacks, typed
    1 1 1 1 (no dodge: a Bleu dodges on 6), then 8 wound dice of 5, none wounding (a Vétéran
    fails on 5+): nothing lost; then it sabotages the turret named by ``--target``. Turn 2: the
    turret is out of order (the reason cited); the Vétéran crawls 1.5 pas east (half
    its V 6 is 3) and sounds the alert with nobody near (refused)."""
    from editor.store.portable import write_scenario
    from tests.rules.table_play import duel, wall

    turret = replace(wall("turret", 190, 367, 210, 387, height=20.0), equipment=Equipment())
    scenario = str(tmp_path / "duel.skirmish")
    write_scenario(duel(terrain=(turret,)), scenario)
    log = str(tmp_path / "duel.md")
    used = run_json("action", scenario, "--actor", "vet", "--action", "use", "--target",
                    "bleu", "--dice", "1,1,1,1,5,5,5,5,5,5,5,5", "--apply", "-o", log)
    assert used["result"]["rules"] == ["10) Utiliser", "3) Tir"]
    assert used["result"]["result"]["attacks"] == 4 and used["result"]["result"]["lost"] == 0
    sabotaged = run_json("action", log, "--scenario", scenario, "--actor", "vet", "--action",
                         "sabotage", "--target", "turret", "--apply", "-o", log)
    assert sabotaged["result"]["result"] == {"equipment": "turret", "usable": False}
    for _ in range(2):
        run_json("action", log, "--scenario", scenario, "--action", "end_phase", "--apply",
                 "-o", log)
    broken = run_json("action", log, "--scenario", scenario, "--actor", "vet", "--action",
                      "use", "--target", "bleu")
    assert broken["legal"] is False
    assert [(r["key"], r["rule"]) for r in broken["reasons"]] == [
        ("eisdrachen.equipment_broken", "10) Utiliser")]
    crawled = run_json("action", log, "--scenario", scenario, "--actor", "vet", "--action",
                       "crawl", "--at", "9.5,16", "--apply", "-o", log)
    assert crawled["result"]["rules"] == ["1 bis) Ramper"]
    alone = run_json("action", log, "--scenario", scenario, "--actor", "vet", "--action",
                     "alert")
    assert [r["key"] for r in alone["reasons"]] == ["eisdrachen.alert_nobody"]
    assert run("replay", log, scenario)[0] == 0
