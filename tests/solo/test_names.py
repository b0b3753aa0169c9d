"""The player reads names, not ids: figures, zones, tiles, objectives and paths of zones."""

from __future__ import annotations

from editor.game.document import GameDocument
from editor.game.log import log_lines
from editor.model.text import Text
from editor.resources import SAMPLES_DIR
from editor.rules.zone_solo.actions import Accept, EndHeroTurn
from editor.solo.names import Names
from editor.store.portable import read_scenario


def _market():
    return read_scenario(SAMPLES_DIR / "night-market")[0]


def test_ids_become_names_and_figures_of_one_unit_are_numbered():
    names = Names.of(_market())
    assert names.name("hero-1") == Text("Odile Carvane, l’allumeuse", "Odile Carvane, the Lamplighter")
    assert names.name("eel-2").get("en") == "Eel 2"
    assert names.name("basin-west").get("en") == "Fishers’ basin"
    path = names.name("basin-west → jetty")
    assert path.get("en") == "Fishers’ basin → Lookout jetty"
    assert path.get("fr").startswith("Bassin des pêcheurs → ")
    assert names.name("not-an-id") == "not-an-id" and names.name(3) == 3
    assert names.name("basin-west → nowhere") == "basin-west → nowhere"


def test_the_game_log_names_what_the_step_data_keeps_as_ids():
    game = GameDocument.new(_market(), 1)
    game.apply(EndHeroTurn())
    for _ in range(6):
        step = game.play.proposal()
        if step is None:
            break
        game.apply(Accept(choice=step.heuristic) if step.is_question else Accept())
    log = "\n".join(log_lines(game, "en"))
    moved = next(e.step for e in game.entries if e.step.path)
    assert moved.actor in moved.text("en")  # the data keeps its id...
    assert moved.actor not in log  # ...the player reads a name
    assert "The Screech Owl" in log or "Eel" in log
