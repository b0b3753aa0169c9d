"""A scripted game of the zone sample played to its end, its log, and `replay` on the log:
the same game replays (exit 0), a changed seed or choice does not (exit 1)."""

from __future__ import annotations

import io
import json

import pytest

from editor import cli
from editor.game.document import GameDocument
from editor.game.log import export_log, game_record, log_lines, read_log, record_actions, replay
from editor.messages import SkirmishError
from editor.rules.zone_solo.actions import (
    Accept,
    EndHeroTurn,
    HeroAttack,
    MoveHero,
    SetCounters,
    SetObjective,
)
from editor.rules.zone_solo.play import Phase
from editor.solo.state import state_hash


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return cli.main(list(argv), out, err), out.getvalue(), err.getvalue()


def highest(faces: tuple[int, ...]) -> int:
    return max(faces)


def villains_turn(game: GameDocument, typed) -> None:
    """Every villain step, the rolls with physical dice showing their best face."""
    while game.play.phase is Phase.VILLAINS:
        step, request = game.play.proposal(), game.play.roll_request()
        dice = typed(game, request, highest) if request is not None else None
        game.apply(Accept(step.heuristic if step.is_question else None, dice))


def scripted_game(night_market, typed) -> GameDocument:
    """Turn 1: Anselme walks towards the bandstand, the heroes rest; the villains play with
    typed dice. Turn 2: Nila and Odile strike Mother Vasque until she falls: victory."""
    game = GameDocument.new(night_market, 7)
    game.apply(MoveHero("hero-3", "graveyard"))
    game.apply(SetCounters("hero-1", 0, 8))
    game.apply(SetObjective("tocsin", 0, True))
    game.apply(EndHeroTurn())
    villains_turn(game, typed)
    assert game.play.phase is Phase.HEROES and game.play.turn == 2
    game.apply(MoveHero("hero-4", "bandstand"))
    request = game.play.defence_request("hero-4", "vasque-1", 7)
    automatic = typed(game, request, highest).first
    game.apply(
        HeroAttack(
            "hero-4",
            "vasque-1",
            7,
            typed(
                game, game.play.defence_request("hero-4", "vasque-1", 7, automatic), highest, automatic
            ),
        )
    )
    while game.play.phase is Phase.HEROES:
        game.apply(HeroAttack("hero-1", "vasque-1", 9))
    return game


def test_a_scripted_game_ends_with_the_right_verdict(night_market, typed):
    game = scripted_game(night_market, typed)
    assert game.play.phase is Phase.ENDED and game.play.ended == "game.end.victory"
    assert game.state.figure("vasque-1").zone is None
    assert game.play.verdict().text("en") == "Victory at turn 2: vasque-1 is neutralized."
    assert game.play.verdict().text("fr") == "Victoire au tour 2 : vasque-1 est neutralisé."
    with pytest.raises(SkirmishError) as info:
        game.apply(EndHeroTurn())
    assert info.value.message.key == "play.action.ended"
    game.take_back()
    assert game.play.phase is Phase.HEROES and game.play.ended is None


def test_the_log_tells_every_card_step_roll_and_choice(night_market, typed, tmp_path):
    game = scripted_game(night_market, typed)
    for lang, card, typed_text in (
        ("en", "card", "physical dice typed by the player"),
        ("fr", "carte", "dés physiques saisis par le joueur"),
    ):
        lines = log_lines(game, lang)
        assert len(lines) == len(game.actions) + 2  # the setup line and the verdict
        assert any(card in line for line in lines) and any(typed_text in line for line in lines)
    path = tmp_path / "game.md"
    export_log(game, path, "fr")
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# ") and "Victoire au tour 2" in text
    record = read_log(path)
    assert record.mode == "play" and record.seed == 7
    assert record.final_state_hash == state_hash(game.state)
    assert record.choices == [
        {k: v for k, v in a.to_json().items() if k != "dice"} for a in game.actions
    ]
    assert [d["action"] for d in record.dice] == [
        i for i, a in enumerate(game.actions) if getattr(a, "dice", None) is not None
    ]
    assert record_actions(game, record) == list(game.actions)
    assert state_hash(replay(night_market, record)) == record.final_state_hash


@pytest.fixture
def logged(night_market, typed, tmp_path):
    library = str(tmp_path / "lib" / "library.sqlite")
    log = tmp_path / "game.md"
    export_log(scripted_game(night_market, typed), log, "en")
    return library, log


def test_replay_of_a_played_game_exits_0(logged):
    library, log = logged
    code, out, err = run("--library", library, "--json", "replay", str(log))
    assert code == 0, err
    assert json.loads(out)["matches"] is True


def _tamper(log, change) -> None:
    text = log.read_text(encoding="utf-8")
    start = text.rindex("```json") + len("```json")
    end = text.rindex("```")
    data = json.loads(text[start:end])
    change(data)
    log.write_text(
        text[:start] + "\n" + json.dumps(data, indent=1) + "\n" + text[end:], encoding="utf-8"
    )


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(seed=d["seed"] + 1),
        lambda d: d["choices"][0].update(zone="ruined-nave"),
        lambda d: d["dice"][0].update(first=[0 if v else 1 for v in d["dice"][0]["first"]]),
        lambda d: d.update(hard_mode=True),
    ],
)
def test_a_tampered_log_exits_1(logged, change):
    library, log = logged
    _tamper(log, change)
    code, out, err = run("--library", library, "replay", str(log))
    assert code == 1, (out, err)


def test_a_log_with_an_illegal_choice_says_where(logged):
    library, log = logged
    _tamper(log, lambda d: d["choices"].__setitem__(0, {"type": "accept"}))
    code, _out, err = run("--library", library, "replay", str(log))
    assert code == 1 and "game.md: record/choices/0" in err


def test_headless_logs_still_replay(tmp_path):
    library = str(tmp_path / "lib" / "library.sqlite")
    log = tmp_path / "solo.md"
    code, _, err = run(
        "--library",
        library,
        "solo",
        "night-market",
        "--seed",
        "4",
        "--turns",
        "2",
        "--log",
        str(log),
    )
    assert code == 0, err
    assert '"mode"' not in log.read_text(encoding="utf-8")  # headless logs are unchanged
    assert run("--library", library, "replay", str(log))[0] == 0


def test_the_record_refuses_hostile_dice(night_market, typed, tmp_path):
    from dataclasses import replace

    record = game_record(scripted_game(night_market, typed))
    for dice in (
        [{"action": 999, "first": [1]}],
        [{"action": 0, "first": [1]}],
        ["x"],
        [{"action": True, "first": [1]}],
    ):
        with pytest.raises(SkirmishError):
            replay(night_market, replace(record, dice=dice))
