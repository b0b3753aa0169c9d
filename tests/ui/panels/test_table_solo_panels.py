"""Which editor docks a free-table scenario gets now that Eisdrachen and D20 play the solo deck
(docs/solo.md "Free tables")."""

from __future__ import annotations

from editor.ui.editor_session import PANELS


def test_a_table_scenario_gets_the_river_and_deck_but_not_the_zone_dice(sample):
    # Their dice are the systems' own d6 / D20, so the zone-solo dice panel stays on zone boards.
    for name in ("frozen-trench", "depot-raid"):
        served = {spec.name for spec in PANELS if spec.serves(sample(name))}
        assert {"river", "deck", "options"} <= served and "dice" not in served, name
    assert "dice" in {spec.name for spec in PANELS if spec.serves(sample("night-market"))}
