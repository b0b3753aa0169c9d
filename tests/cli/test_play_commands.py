"""``skirmish-studio odds`` and ``skirmish-studio action``: the JSON contract (every
probability and mean an exact fraction string, ``"0"`` and ``"1"`` for those), the exit codes
(0, 1 for refusals, 2 for out-of-range values), the worked example of « 3) Tir » applied with
typed dice, and a game of each sample played through ``action --apply`` that replays."""

from __future__ import annotations

import io
import json
import re
from fractions import Fraction

import pytest

from editor import cli
from editor.game.document import GameDocument
from editor.resources import SAMPLES_DIR
from editor.store.portable import write_scenario
from editor.table.units import in_table_unit
from tests.rules.table_play import act, duel, sample

EXACT = re.compile(r"^(0|1|-?[1-9][0-9]*/[1-9][0-9]*)$")


def run(*argv: str) -> tuple[int, str, str]:
    """The exit code and outputs; argparse's usage errors end in ``SystemExit(2)``."""
    out, err = io.StringIO(), io.StringIO()
    try:
        code = cli.main(list(argv), out, err)
    except SystemExit as exc:
        code = int(exc.code or 0)
    return code, out.getvalue(), err.getvalue()


def run_json(*argv: str) -> dict:
    code, out, err = run(*argv, "--json")
    assert code == 0, err
    return json.loads(out)


def test_odds_eisdrachen_follows_the_contract():
    """« 3) Tir »: 3 A of F 2 from a Vétéran at a Bleu: mean 3 × 5/6 × 2 × 2/3 = 10/3."""
    report = run_json("odds", "eisdrachen", "--attacks", "3", "--force", "2", "--attacker-i",
                      "3", "--target-i", "1")
    assert sorted(int(k) for k in report["distribution"]) == list(range(7))
    assert all(EXACT.match(p) for p in report["distribution"].values())
    assert sum(Fraction(p) for p in report["distribution"].values()) == 1
    assert report["mean"] == "10/3"
    per_attack = run_json("odds", "eisdrachen", "--attacks", "3", "--force", "2",
                          "--attacker-i", "3", "--target-i", "1", "--wound-dice", "per-attack")
    # one die per undodged attack, each wounding 2/3 for 2 PV: mean 3 × 5/6 × 2/3 × 2 = 10/3,
    # and an odd loss is impossible
    assert per_attack["wound_dice"] == "per_attack" and per_attack["distribution"]["1"] == "0"


def test_odds_d20_follows_the_contract():
    """« 3.2. Les Tirs »: 12 + 1D20 against 17: faces 6 to 20 hit, for 1 to 15 PC, mean
    (1 + … + 15) / 20 = 6, written 6/1; opposed by 5: lost only when the other die beats
    this one by 7 or more, (13 + … + 1) = 91 of 400."""
    report = run_json("odds", "d20", "--attack", "12", "--defence", "17", "--opposed", "5")
    assert report["hit"] == "3/4" and report["mean"] == "6/1"
    assert sorted(int(k) for k in report["distribution"]) == list(range(16))
    assert report["distribution"]["0"] == "1/4" and report["distribution"]["15"] == "1/20"
    assert report["win"] == str(Fraction(400 - 91, 400))
    never = run_json("odds", "d20", "--attack", "0", "--defence", "40")
    assert never["hit"] == "0" and never["distribution"] == {"0": "1"} and never["mean"] == "0"


@pytest.mark.parametrize("argv", [
    ("odds", "eisdrachen", "--attacks", "3", "--force", "2", "--attacker-i", "5",
     "--target-i", "1"),
    ("odds", "eisdrachen", "--attacks", "21", "--force", "2", "--attacker-i", "1",
     "--target-i", "1"),
    ("odds", "d20", "--attack", "1001", "--defence", "10"),
    ("odds", "chess", "--attack", "1"),
])
def test_odds_out_of_range_values_exit_2(argv):
    assert run(*argv)[0] == 2


@pytest.fixture
def duel_file(tmp_path):
    path = tmp_path / "duel.skirmish"
    write_scenario(duel(), path)
    return str(path)


def test_action_the_worked_example_of_3_tir_with_typed_dice(duel_file, tmp_path):
    """« 3) Tir »: dodge dice 3, 5, 6 for the Bleu, then wound dice 2, 2, 4, 6 from the
    Vétéran: 3 PV lost, the Bleu out; the log replays and the next action continues it."""
    log = str(tmp_path / "duel.md")
    evaluated = run_json("action", duel_file, "--actor", "vet", "--action", "shoot",
                         "--target", "bleu")
    assert evaluated["legal"] is True and evaluated["reasons"] == []
    # the 3 PV of the Bleu cap the loss: out = 1 − P(0) − P(1) − P(2) = 14300/19683
    # (tests/rules/test_eisdrachen_play.py derives it)
    assert evaluated["odds"]["out"] == "14300/19683" and evaluated["odds"]["hit_points"] == 3
    assert set(evaluated) >= {"legal", "reasons", "modifiers", "odds"}
    applied = run_json("action", duel_file, "--actor", "vet", "--action", "shoot", "--target",
                       "bleu", "--dice", "3,5,6,2,2,4,6", "--apply", "-o", log)
    result = applied["result"]["result"]
    assert (result["dodged"], result["wounding"], result["lost"], result["out"]) == (1, 3, 3, True)
    assert result["dice"] == [[3, 5, 6], [2, 2, 4, 6]]
    assert run("replay", log, duel_file)[0] == 0
    offers = run_json("action", log, "--scenario", duel_file, "--actor", "vet", "--action", "list")
    names = {a["name"]: a for a in offers["actions"]}
    assert names["move"]["legal"] and names["move"]["title_fr"] == "Se déplacer"
    again = run_json("action", log, "--scenario", duel_file, "--actor", "vet", "--action",
                     "shoot", "--target", "bleu")
    assert again["legal"] is False and again["reasons"][0]["key"] == "table_game.no_target"
    assert again["reasons"][0]["rule"] == "3) Tir"


@pytest.mark.parametrize("argv, code", [
    (("--actor", "nobody", "--action", "list"), 1),
    (("--actor", "vet", "--action", "fly"), 1),
    (("--actor", "vet", "--action", "shoot", "--target", "bleu", "--dice", "3,5,7,2,2,4,6"), 2),
    (("--actor", "vet", "--action", "shoot", "--target", "bleu", "--dice", "3,5"), 1),
    (("--actor", "vet", "--action", "shoot", "--target", "bleu", "--apply"), 2),
    (("--actor", "vet", "--action", "move", "--at", "1,x"), 2),
    (("--action", "list"), 2),  # whose actions?
])
def test_action_refusals_exit_1_and_bad_values_exit_2(duel_file, argv, code):
    found, _out, err = run("action", duel_file, *argv)
    assert found == code and (err or code == 2)  # argparse writes its usage to sys.stderr


def test_a_side_ends_its_phase_without_naming_a_figure(duel_file, tmp_path):
    """« Actions de base »: ending the phase is the side's, not a figure's (no --actor); any
    figure's action without one is illegal, with the reason."""
    log = str(tmp_path / "ended.md")
    ended = run_json("action", duel_file, "--action", "end_phase", "--apply", "-o", log)
    assert ended["legal"] is True and ended["result"]["actor"] is None
    assert run("replay", log, duel_file)[0] == 0
    nobody = run_json("action", duel_file, "--action", "shoot", "--weapon", "rifle")
    assert nobody["legal"] is False
    assert [r["key"] for r in nobody["reasons"]] == ["table_game.needs_actor"]


def test_action_on_a_zone_board_is_refused():
    code, _out, err = run("action", str(SAMPLES_DIR / "night-market"), "--actor", "hero-1",
                          "--action", "list")
    assert code == 1 and "free table" in err


def _cli_args(game, action) -> list[str]:
    args = ["--action", action.action]
    if action.actor:  # a side's action (end_phase) takes none
        args = ["--actor", action.actor, *args]
    if action.target:
        args += ["--target", action.target]
    if action.at:
        table = game.scenario.board
        args += ["--at", ",".join(f"{in_table_unit(c, table):g}" for c in action.at)]
    if action.dice:
        args += ["--dice", ",".join(str(f) for stage in action.dice for f in stage)]
    return args


def _attack(game: GameDocument, typed: bool):
    engine, state = game.engine, game.state
    ours = [f for f in engine.game.views(state) if f.side.value == state.side]
    theirs = [f for f in engine.game.views(state) if f.side.value != state.side]
    for mine in ours:
        for other in theirs:
            for name in ("shoot", "melee"):
                action = act(name, mine.id, target=other.id)
                if not engine.evaluate(state, action).legal:
                    continue
                if not typed:
                    return action
                dice: list[tuple[int, ...]] = []
                while (stage := engine.next_stage(state, action, dice)) is not None:
                    dice.append((stage.sides // 2,) * stage.count)
                return act(name, mine.id, target=other.id, dice=tuple(dice))
    return None


def _move(game: GameDocument):
    engine, state = game.engine, game.state
    unit = 25.0 if game.scenario.board.unit.value == "pas" else 10.0
    for mine in engine.game.views(state):
        if mine.side.value == state.side and not state.figure(mine.id).used:
            # whole pas or cm, as typed on the command line: two units up the table
            x, y = (round(c / unit) * unit for c in mine.position)
            action = act("move", mine.id, at=(x, y - 2 * unit))
            if engine.evaluate(state, action).legal:
                return action
    return None


def _next_action(game: GameDocument, index: int):
    """A legal action: by turns a short move, an attack (its dice typed every other time), the
    end of the phase; whichever is legal first."""
    tries = {0: (_move, _attack), 1: (_attack, _move), 2: ()}[index % 3]
    for choose in tries:
        action = choose(game, index % 2 == 0) if choose is _attack else choose(game)
        if action is not None:
            return action
    return act("end_phase")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["frozen-trench", "depot-raid"])
def test_a_game_of_each_sample_played_through_action_apply_replays(name, tmp_path):
    folder = str(SAMPLES_DIR / name)
    log = str(tmp_path / f"{name}.md")
    mirror = GameDocument.new(sample(name), 0)
    for index in range(10):
        action = _next_action(mirror, index)
        source = [folder] if index == 0 else [log, "--scenario", folder]
        data = run_json("action", *source, *_cli_args(mirror, action), "--apply", "-o", log)
        mirror.apply(action)
        assert data["legal"] is True and data["state_hash"] == mirror.state_hash()
    kinds = [a.action for a in mirror.actions]
    assert {"move", "end_phase"} <= set(kinds) and ({"shoot", "melee"} & set(kinds))
    code, out, err = run("replay", log, folder, "--json")
    assert code == 0, err
    assert json.loads(out)["final_state_hash"] == mirror.state_hash()


def test_odds_losses_come_in_numeric_order_and_french_writes_decimal_commas():
    """The 16 losses of 12 + 1D20 against 17 are printed 0, 1, 2 … 15 (not 0, 1, 10, 11 …);
    3/4 is « 75,0 % » in French and "75.0 %" in English."""
    report = run_json("odds", "d20", "--attack", "12", "--defence", "17")
    assert list(report["distribution"]) == [str(loss) for loss in range(16)]
    code, french, _ = run("odds", "d20", "--attack", "12", "--defence", "17", "--lang", "fr")
    assert code == 0 and "75,0 %" in french and "75.0" not in french
    assert french.index("\n  9 ") < french.index("\n 10 ")
    code, english, _ = run("odds", "d20", "--attack", "12", "--defence", "17", "--lang", "en")
    assert code == 0 and "75.0 %" in english
