"""The heroes' side of a villain's attack (SOLO_AI_SPEC §3.3): guard with the energy the player
commits, then armour and automatic defence; damage = attack − (guard + automatic + armour),
floored at 0; the cubes committed are spent, each damage point moves a cube to the wounds.

Seed 2 of night-market: in turn 1 the crossbow lookout 2 shoots Nila Vey (hero-4: armour 0,
7 energy, no automatic defence dice) with one red die. A guard cube adds one die of the dice
set's first colour, white (faces 0,0,0,0,1,1: a success one time in three); the exertion limit
is 4. Every expected value below is worked out by hand from those numbers.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from editor.dice.distribution import damage_distribution, pool_distribution
from editor.game.document import GameDocument
from editor.game.log import game_record, log_lines, replay
from editor.game.saved import game_from_json, game_to_json
from editor.messages import SkirmishError
from editor.model.dice import DiceCount
from editor.rules.zone_solo.actions import Accept, DefendHero, EndHeroTurn, TypedDice
from editor.rules.zone_solo.play import Phase
from editor.solo.state import state_hash


def defence_game(night_market, power: int = 3) -> GameDocument:
    """Turn 1 of seed 2 up to Nila's defence against ``power`` typed successes (the red die
    shows 3 at most: 3, 2 or 1 successes)."""
    game = GameDocument.new(night_market, 2)
    game.apply(EndHeroTurn())
    while game.play.proposal().kind != "attack":
        step = game.play.proposal()
        game.apply(Accept(step.heuristic if step.is_question else None))
    assert game.play.roll_request().target == "hero-4"
    game.apply(Accept(dice=TypedDice((power,))))
    assert game.play.pending_defence() is not None
    return game


def test_the_attack_stops_at_its_successes_and_the_hero_defends_next(night_market):
    game = defence_game(night_market)
    attack = game.entries[-1].step
    assert attack.key == "solo.attack.defended" and attack.params["successes"] == 3
    hero = game.state.figure("hero-4")
    assert (hero.wounds, hero.energy) == (0, 7)  # nothing taken before the defence
    task = game.play.pending_defence()
    assert (task.figure, task.target, task.count) == ("hero-4", "crossbow-2", 3)
    assert game.play.phase is Phase.VILLAINS
    assert "defence of Nila Vey" in " ".join(log_lines(game, "en"))


def test_the_odds_of_each_commitment_by_hand(night_market):
    options = defence_game(night_market).play.defence_options()
    assert [o.cubes for o in options] == [0, 1, 2, 3, 4]  # min(7 energy, exertion limit 4)
    assert options[0].dice == () and options[0].damage == {3: F(1)}
    assert options[1].dice == ("white",)
    assert options[1].damage == {3: F(2, 3), 2: F(1, 3)}
    assert options[2].damage == {3: F(4, 9), 2: F(4, 9), 1: F(1, 9)}
    assert options[3].damage == {3: F(8, 27), 2: F(12, 27), 1: F(6, 27), 0: F(1, 27)}
    # 4 cubes leave 3: out of action when all 3 hit, i.e. no success on four white dice
    assert options[4].out_chance == F(16, 81)
    assert options[0].out_chance == 0 and options[3].out_chance == 0


def test_the_odds_are_the_dice_engine_distribution(night_market):
    game = defence_game(night_market, power=2)
    dice = game.play.ctx.dice
    for option in game.play.defence_options():
        pool = (DiceCount("white", option.cubes),) if option.cubes else ()
        engine = pool_distribution(dice, pool)
        assert option.successes == {i: p for i, p in enumerate(engine) if p}
        damage = damage_distribution((F(0), F(0), F(1)), engine, 0)
        assert option.damage == {i: p for i, p in enumerate(damage) if p}


def test_a_typed_defence_wounds_the_hero_as_the_rules_say(night_market):
    game = defence_game(night_market)
    counter = game.state.counter
    game.apply(DefendHero(2, TypedDice((1, 0))))
    hero = game.state.figure("hero-4")
    # 2 cubes spent (7 → 5); 3 − (guard 1 + armour 0) = 2 damage: 2 more cubes to the wounds
    assert (hero.energy, hero.wounds, hero.out) == (3, 2, False)
    step = game.entries[-1].step
    assert (step.params["guard"], step.params["damage"], step.params["cubes"]) == (1, 2, 2)
    assert game.state.counter == counter  # typed dice draw nothing from the generator
    text = step.text("en", game.play.names)
    assert "guard 1 (2 energy cubes committed)" in text and "damage 2" in text
    assert "garde 1 (2 cubes d’énergie engagés)" in step.text("fr", game.play.names)


def test_a_guard_that_blocks_everything_and_one_that_leaves_the_hero_out(night_market):
    game = defence_game(night_market, power=2)
    game.apply(DefendHero(3, TypedDice((1, 1, 0))))
    assert (game.state.figure("hero-4").energy, game.state.figure("hero-4").wounds) == (4, 0)
    game.take_back()
    game.apply(DefendHero(4, TypedDice((0, 0, 0, 0))))
    hero = game.state.figure("hero-4")
    assert (hero.energy, hero.wounds, hero.out) == (1, 2, False)
    game.take_back()
    game.apply(DefendHero(0))  # no guard: the whole attack
    assert game.state.figure("hero-4").wounds == 2


def test_an_app_rolled_defence_draws_one_number_per_die(night_market):
    game = defence_game(night_market)
    counter = game.state.counter
    game.apply(DefendHero(3))
    step = game.entries[-1].step
    assert len(step.dice) == 3 and all(d.startswith("white:") for d in step.dice)
    assert game.state.counter == counter + 3
    guard = sum(int(d.split("→")[1]) for d in step.dice)
    assert step.params["damage"] == 3 - guard
    [english] = [line for line in log_lines(game, "en") if "dice rolled by the app" in line]
    [french] = [line for line in log_lines(game, "fr") if "dés lancés par l’application" in line]
    assert "White:" in english and "Blanc:" in french and "white:" not in english + french


def test_accept_defends_without_a_guard(night_market):
    game = defence_game(night_market)
    game.apply(Accept())
    hero = game.state.figure("hero-4")
    assert (hero.energy, hero.wounds) == (4, 3)
    assert game.entries[-1].step.kind == "hero_defence"


def test_take_back_of_a_defence_is_exact(night_market):
    game = defence_game(night_market)
    before, proposal = game.state, game.play.proposal()
    game.apply(DefendHero(1, TypedDice((1,))))
    assert game.state != before
    game.take_back()
    assert game.state == before and state_hash(game.state) == state_hash(before)
    assert game.play.proposal().to_dict("en") == proposal.to_dict("en")
    assert game.play.pending_defence() is not None


@pytest.mark.parametrize(
    "action, key",
    [
        (DefendHero(5), "play.defence.too_many"),
        (DefendHero(1, TypedDice((1, 1))), "play.dice.count"),
        (DefendHero(1, TypedDice((2,))), "play.dice.value"),
        (DefendHero(1, TypedDice((1,), (0,))), "play.dice.rerolls"),
    ],
)
def test_a_defence_that_cannot_be_is_refused_with_its_place(night_market, action, key):
    game = defence_game(night_market)
    with pytest.raises(SkirmishError) as info:
        game.apply(action, "action 9")
    assert info.value.message.key == key and info.value.message.where.startswith("action 9/")
    assert "{" not in info.value.text("fr")


def test_no_defence_outside_an_attack_on_a_hero(night_market):
    game = GameDocument.new(night_market, 2)
    with pytest.raises(SkirmishError) as info:
        game.apply(DefendHero(0))
    assert info.value.message.key == "play.defence.no_task"


def test_a_defended_game_is_saved_resumed_and_replayed(night_market, tmp_path):
    game = defence_game(night_market)
    game.apply(DefendHero(2, TypedDice((1, 0))))
    game.apply(Accept())
    document = game_to_json(game)
    assert document["heroes_defend"] is True
    assert {"type": "defend_hero", "cubes": 2, "dice": {"first": [1, 0], "rerolls": []}} in (
        document["actions"]
    )
    again = game_from_json(None, document)
    assert state_hash(again.state) == state_hash(game.state) and again.setup.heroes_defend
    record = game_record(game)
    assert record.setup == {"heroes_defend": True} and record.to_json()["heroes_defend"] is True
    assert state_hash(replay(game.scenario, record)) == record.final_state_hash


def test_games_saved_before_the_heroes_defended_keep_their_rules(night_market):
    game = GameDocument(night_market, 2)  # what a stored document without the field builds
    game.apply(EndHeroTurn())
    while game.play.proposal().kind != "attack":
        game.apply(Accept())
    game.apply(Accept(dice=TypedDice((3,))))
    assert game.play.pending_defence() is None
    assert game.state.figure("hero-4").wounds == 3
    assert "heroes_defend" not in game_to_json(game)
    assert "heroes_defend" not in game_record(game).to_json()
