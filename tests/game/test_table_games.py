"""Free-table games through the play core: saved after every action as JSON and resumed
exactly, taken back to the exact previous state, the app's rolls seeded and replayed, the log
exported and replayed to its hash (PRODUCT §4 "Play (free tables)")."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from editor.game.document import GameDocument
from editor.game.log import export_log, read_log, replay_game, replay_hash, scenario_hash
from editor.messages import SkirmishError
from editor.rules.table_game.game import TableSetup
from tests.rules.table_play import act, game, sample


def attacks(play: GameDocument):
    """Every shot and melee the side to play could take now (legal or not)."""
    engine, state = play.engine, play.state
    ours = [f for f in engine.game.views(state) if f.side.value == state.side]
    theirs = [f for f in engine.game.views(state) if f.side.value != state.side]
    return [act(name, mine.id, target=other.id)
            for mine in ours for other in theirs for name in ("shoot", "melee")]


def played(name: str, seed: int = 5) -> GameDocument:
    """Six actions: the first legal shot or melee of the side to play, else the end of its
    phase; the app rolls."""
    play = game(sample(name), seed)
    for _ in range(6):
        legal = next((a for a in attacks(play)
                      if play.engine.evaluate(play.state, a).legal), None)
        play.apply(legal or act("end_phase"))
    return play


@pytest.mark.parametrize("name", ["frozen-trench", "depot-raid"])
def test_a_free_table_game_is_saved_and_resumed_exactly(name):
    play = played(name)
    assert len(play.actions) == 6
    document = json.loads(json.dumps(play.to_json()))
    assert document["first_side"] is None and "hard_mode" not in document
    again = GameDocument.from_json(None, document)
    assert again.state == play.state and again.state_hash() == document["state_hash"]
    assert again.to_json() == document


def test_a_saved_game_that_does_not_reach_its_hash_is_refused():
    document = played("depot-raid").to_json()
    document["seed"] += 1  # the app's rolls change
    with pytest.raises(SkirmishError) as caught:
        GameDocument.from_json(None, document)
    assert caught.value.message.key in {"play.game.diverged", "table_game.ended"}


def test_take_back_restores_the_exact_previous_state_random_counter_included():
    play = played("frozen-trench")
    states = [play.start] + [entry.before for entry in play.entries[1:]] + [play.state]
    while play.can_take_back():
        play.take_back()
        assert play.state == states[len(play.actions)]
        assert play.engine.state == play.state
    assert play.state == play.start and play.state.counter == 0


def test_the_apps_rolls_follow_the_seed():
    one, same, other = played("depot-raid", 5), played("depot-raid", 5), played("depot-raid", 6)
    assert one.state == same.state and one.state.counter > 0
    rolled = [e.step.result.get("dice") for e in one.entries]
    assert rolled == [e.step.result.get("dice") for e in same.entries]
    assert all(e.step.app_rolled for e in one.entries if e.step.result.get("dice"))
    assert other.state_hash() != one.state_hash() or other.state.counter == 0


@pytest.mark.parametrize("name", ["frozen-trench", "depot-raid"])
def test_a_free_table_log_is_exported_and_replays_to_its_hash(name, tmp_path):
    play = played(name)
    shot = next(e for e in play.entries if e.step.result.get("dice"))
    typed_index = play.entries.index(shot)
    # the same game with the app's dice typed instead: the log keeps them apart
    typed = GameDocument.new(play.scenario, play.seed)
    for index, entry in enumerate(play.entries):
        action = entry.action
        if index == typed_index:
            action = replace(action, dice=tuple(tuple(d) for d in shot.step.result["dice"]))
        typed.apply(action)
    export_log(typed, tmp_path / "game.md", "fr")
    text = (tmp_path / "game.md").read_text(encoding="utf-8")
    assert "dés saisis" in text and "Nouvelle partie, graine 5" in text
    record = read_log(tmp_path / "game.md")
    assert record.mode == "play" and record.scenario_hash == scenario_hash(play.scenario)
    assert {"action": typed_index, "stages": shot.step.result["dice"]} in record.dice
    assert replay_hash(play.scenario, record) == record.final_state_hash == typed.state_hash()
    assert replay_game(play.scenario, record).state == typed.state


def test_a_setup_with_another_first_side_is_kept_in_the_save_and_the_log(tmp_path):
    play = GameDocument.new(sample("depot-raid"), 3, setup=TableSetup("villain"))
    assert (play.state.side, play.state.phase) == ("villain", "movement")
    play.apply(act("end_phase"))
    assert GameDocument.from_json(None, play.to_json()).state == play.state
    export_log(play, tmp_path / "v.md", "en")
    record = read_log(tmp_path / "v.md")
    assert record.setup == {"first_side": "villain"}
    assert replay_hash(play.scenario, record) == play.state_hash()
    with pytest.raises(SkirmishError) as caught:
        GameDocument.new(sample("depot-raid"), 3, setup=TableSetup("neutral"))
    assert caught.value.message.key == "table_game.no_such_side"


@pytest.mark.parametrize("change, key", [
    (lambda a: a.update(dice={"stages": [[21]]}), "odds.die_face"),
    (lambda a: a.update(dice={"stages": [[1, 2]]}), "table_game.dice.stage_count"),
    (lambda a: a.update(dice={"stages": [[1], [1]]}), "table_game.dice.too_many"),
    (lambda a: a.update(dice={"stages": "x"}), "play.json.bad_field"),
    (lambda a: a.update(weapon=-1), "play.json.bad_field"),
    (lambda a: a.update(surprise=1), "play.json.unknown_field"),
])
def test_hostile_actions_in_a_saved_game_say_where(change, key):
    play = game(sample("depot-raid"))
    play.apply(act("end_phase"))
    shot = next(a for a in attacks(play) if a.action == "shoot"
                and play.engine.evaluate(play.state, a).legal)
    play.apply(replace(shot, dice=((10,),)))
    document = play.to_json()
    change(document["actions"][1])
    with pytest.raises(SkirmishError) as caught:
        GameDocument.from_json(None, document)
    assert caught.value.message.key == key
    assert caught.value.message.where.startswith("game/actions/1")
