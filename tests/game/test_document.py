"""The game document: actions apply and take back exactly, the villains' turn matches
the headless runner, typed dice change the outcome by the rules, documents round-trip."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from editor.game.document import GameChanged, GameDocument
from editor.game.log import log_lines
from editor.game.saved import game_from_json, game_summary, game_to_json
from editor.messages import SkirmishError, catalogue
from editor.rules.zone_solo import heroes
from editor.rules.zone_solo.actions import (
    Accept,
    DefendHero,
    EndHeroTurn,
    HeroAttack,
    MoveHero,
    SetCounters,
    SetObjective,
    SetOut,
    TypedDice,
)
from editor.rules.zone_solo.play import Phase, ZoneSetup
from editor.solo.cases import load_case
from editor.solo.runner import play_new_game
from editor.solo.state import state_hash

ROOT = Path(__file__).resolve().parents[2]


def accept_all(game: GameDocument) -> None:
    """Accept every villain step with the app's rolls (golden rule: the heuristic)."""
    while game.play.phase is Phase.VILLAINS:
        step = game.play.proposal()
        game.apply(Accept(step.heuristic if step.is_question else None))


def villain_turn_until(game: GameDocument, kind: str):
    """Accept steps until the proposal is of ``kind`` (an attack, a check…); None if none."""
    while game.play.phase is Phase.VILLAINS:
        step = game.play.proposal()
        if step.kind == kind:
            return step
        game.apply(Accept(step.heuristic if step.is_question else None))
    return None


def attack_game(night_market) -> GameDocument:
    """Seed 2: turn 1 has crossbow-2's ranged attack on hero-4 (one red die)."""
    game = GameDocument.new(night_market, 2)
    game.apply(EndHeroTurn())
    assert villain_turn_until(game, "attack") is not None
    request = game.play.roll_request()
    assert (request.kind, request.figure, request.target, request.dice) == (
        "attack",
        "crossbow-2",
        "hero-4",
        ("red",),
    )
    return game


# -- headless parity -------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 9, 42])
def test_a_villain_turn_with_app_rolls_equals_the_headless_turn(night_market, seed):
    """Heroes play first (the engine's end_turn closes the round), so the honest comparison is:
    the heroes end their turn without acting, then every villain step is accepted. Headless,
    heroes do not defend: the comparison is with the rules of play of games saved before the
    heroes defended in the app."""
    game = GameDocument.new(night_market, seed, setup=ZoneSetup())
    assert game.play.phase is Phase.HEROES and game.play.proposal() is None
    game.apply(EndHeroTurn())
    steps = []
    while game.play.phase is Phase.VILLAINS:
        steps.append(game.play.proposal())
        game.apply(Accept())
    trace = play_new_game(night_market, seed, 1)
    assert [s.to_dict("en") for s in steps] == [s.to_dict("en") for s in trace.steps]
    assert state_hash(game.state) == state_hash(trace.state)
    assert game.play.phase is Phase.HEROES and game.play.turn == 2


@pytest.mark.parametrize("seed", [1, 2, 3, 9, 42])
def test_heroes_who_never_guard_end_the_turn_as_the_headless_run(night_market, seed):
    """With the heroes' defence, accepting it without a guard takes the damage the headless run
    takes at once (night-market's heroes have no automatic defence dice: nothing more is
    rolled), one step later."""
    game = GameDocument.new(night_market, seed)
    game.apply(EndHeroTurn())
    defences = 0
    while game.play.phase is Phase.VILLAINS:
        defences += game.play.pending_defence() is not None
        game.apply(Accept())
    trace = play_new_game(night_market, seed, 1)
    attacks = [s for s in trace.steps if s.kind == "attack" and s.params["damage"]]
    assert defences == len(attacks)
    assert state_hash(game.state) == state_hash(trace.state)


def test_a_whole_passive_game_equals_the_headless_run(night_market):
    game = GameDocument.new(night_market, 9, setup=ZoneSetup())
    while game.play.phase is not Phase.ENDED:
        if game.play.phase is Phase.HEROES:
            game.apply(EndHeroTurn())
        else:
            accept_all(game)
    trace = play_new_game(night_market, 9, 50)
    assert state_hash(game.state) == state_hash(trace.state)
    assert game.play.ended == "game.end.defeat"
    assert game.play.verdict().text("en") == "Defeat at turn 9: the turn limit (9) is reached."
    assert game.play.verdict().text("fr") == "Défaite au tour 9 : la limite de 9 tours est atteinte."
    assert (game.play.turn, game.play.shown_turn) == (10, 9)  # the limit is 9: the last turn
    assert game_summary(game, "g", "night-market", "s", "u").turn == 9


# -- take back ------------------------------------------------------------------------------


def test_every_kind_of_action_applies_and_takes_back_exactly(night_market):
    game = GameDocument.new(night_market, 2)
    heard: list[GameChanged] = []
    unsubscribe = game.subscribe(heard.append)
    hero_actions = [
        MoveHero("hero-1", "graveyard"),
        SetCounters("hero-2", 3, 5),
        SetOut("hero-3", True),
        SetOut("eel-1", True),
        SetOut("eel-4", False, "quay-centre"),
        SetObjective("captive", 0, False),
        HeroAttack("hero-4", "stevedore-1", 4),
        HeroAttack("hero-4", "vasque-1", 6, TypedDice((3, 1))),
    ]
    for action in [*hero_actions, EndHeroTurn(), Accept(), Accept()]:
        before, proposal = state_hash(game.state), game.play.proposal()
        game.apply(action)
        assert state_hash(game.state) != before, action
        assert game.actions[-1] == action and heard[-1] == GameChanged(action, "apply")
        assert game.take_back() == action and heard[-1] == GameChanged(action, "take_back")
        assert state_hash(game.state) == before
        again = game.play.proposal()
        assert (again and again.to_dict("en")) == (proposal and proposal.to_dict("en"))
        game.apply(action)
    unsubscribe()
    game.take_back()
    assert heard[-1].reason == "apply"


def test_taking_back_a_typed_roll_restores_the_counter_and_the_reserve(night_market, typed):
    game = attack_game(night_market)
    before = game.state
    game.apply(Accept(dice=typed(game, game.play.roll_request(), lambda faces: 0)))
    assert game.state.villain_reserve == before.villain_reserve - 1  # the paid reroll
    game.take_back()
    assert game.state == before and game.state.counter == before.counter


def test_a_gesture_that_changes_nothing_leaves_no_step(night_market):
    game = GameDocument.new(night_market, 2)
    zone = game.state.figure("hero-1").zone
    assert game.apply(MoveHero("hero-1", zone)) is False
    assert game.actions == () and not game.can_take_back()
    with pytest.raises(SkirmishError) as info:
        game.take_back()
    assert info.value.message.key == "play.take_back.nothing"


def _legal_action(game: GameDocument, data, typed):
    ctx, state = game.play.ctx, game.state
    if game.play.phase is Phase.VILLAINS:
        step = game.play.proposal()
        choice = data.draw(st.sampled_from(step.choices)) if step.is_question else None
        request = game.play.roll_request()
        dice = None
        if request is not None and data.draw(st.booleans()):
            dice = typed(game, request, lambda faces: data.draw(st.sampled_from(faces)))
        return Accept(choice, dice)
    heroes = [f.id for f in state.figures if ctx.is_hero(f.id)]
    villains = [f.id for f in state.figures if not ctx.is_hero(f.id) and f.zone is not None]
    zones = [z.id for z in ctx.board.zones]
    kind = data.draw(st.sampled_from(["end", "move", "counters", "out", "objective", "attack"]))
    if kind == "move":
        return MoveHero(data.draw(st.sampled_from(heroes)), data.draw(st.sampled_from(zones)))
    if kind == "counters":
        return SetCounters(
            data.draw(st.sampled_from(heroes)),
            data.draw(st.integers(0, 9)),
            data.draw(st.integers(0, 9)),
        )
    if kind == "out":
        figure = data.draw(st.sampled_from([f.id for f in state.figures]))
        return SetOut(figure, data.draw(st.booleans()), data.draw(st.sampled_from(zones)))
    if kind == "objective":
        objective = data.draw(st.sampled_from([o.id for o in state.objectives]))
        return SetObjective(objective, data.draw(st.integers(0, 1)), data.draw(st.booleans()))
    if kind == "attack" and villains:
        attacker, target = data.draw(st.sampled_from(heroes)), data.draw(st.sampled_from(villains))
        power = data.draw(st.integers(0, 6))
        if not data.draw(st.booleans()):
            return HeroAttack(attacker, target, power)
        request = game.play.defence_request(attacker, target, power)
        if request is None:
            return HeroAttack(attacker, target, power)
        pick = lambda faces: data.draw(st.sampled_from(faces))  # noqa: E731
        automatic = ()
        if request.kind == "defence_auto":
            automatic = tuple(pick(ctx.dice.die(d).faces) for d in request.dice)
            request = game.play.defence_request(attacker, target, power, automatic)
        if request is None:
            return HeroAttack(attacker, target, power, TypedDice(automatic))
        return HeroAttack(attacker, target, power, typed(game, request, pick, automatic))
    return EndHeroTurn()


@settings(max_examples=25, deadline=None)
@given(st.data(), st.integers(0, 10**6))
def test_random_legal_games_take_back_to_the_start(night_market, typed, data, seed):
    game = GameDocument.new(night_market, seed)
    start = game.state
    hashes = [state_hash(start)]
    for _ in range(data.draw(st.integers(1, 40))):
        if game.play.phase is Phase.ENDED:
            break
        if game.apply(_legal_action(game, data, typed)):
            hashes.append(state_hash(game.state))
    assert len(game.actions) == len(hashes) - 1
    reloaded = game_from_json(night_market, json.loads(json.dumps(game_to_json(game))))
    assert state_hash(reloaded.state) == hashes[-1] and reloaded.actions == game.actions
    while game.can_take_back():
        hashes.pop()
        game.take_back()
        assert state_hash(game.state) == hashes[-1]
    assert game.state == start


# -- typed dice -----------------------------------------------------------------------------


def test_typed_dice_wound_the_hero_by_the_rules(night_market):
    wounds = {}
    for dice in (TypedDice((3,)), TypedDice((2,)), TypedDice((0,), (0,)), TypedDice((0,), (1,))):
        game = attack_game(night_market)
        hero_before = game.state.figure("hero-4")
        game.apply(Accept(dice=dice))
        if game.play.pending_defence() is not None:  # the hero does not guard
            game.apply(DefendHero(0))
        hero = game.state.figure("hero-4")
        wounds[dice] = hero.wounds - hero_before.wounds
        assert hero.energy == hero_before.energy - wounds[dice]
        shown = dice.rerolls[0] if dice.rerolls else dice.first[0]
        attack = next(e.step for e in reversed(game.entries) if e.step.kind == "attack")
        assert attack.params["successes"] == shown
    # armour 0: every success wounds; the blank is rerolled by SOLO-DR-1 (a paid reroll)
    assert list(wounds.values()) == [3, 2, 0, 1]


def test_the_ai_rerolls_typed_blanks_and_pays_for_it(night_market):
    game = attack_game(night_market)
    reserve, counter = game.state.villain_reserve, game.state.counter
    assert game.play.rerolls_for((0,)) == (0,) and game.play.rerolls_for((2,)) == ()
    with pytest.raises(SkirmishError) as info:
        game.apply(Accept(dice=TypedDice((0,))))
    assert info.value.message.key == "play.dice.rerolls"
    game.apply(Accept(dice=TypedDice((0,), (2,))))
    step = game.entries[-1].step
    assert "SOLO-DR-1" in step.rule_ids and step.energy == 1
    assert [n.key for n in step.notes][0] == "dice.reroll.paid"
    assert game.state.villain_reserve == reserve - 1
    assert game.state.counter == counter  # physical dice draw nothing from the generator


def test_the_odds_are_the_dice_engine_distribution(night_market):
    from editor.dice.distribution import damage_distribution
    from editor.dice.rolls import policy_distribution
    from editor.model.dice import DiceCount

    game = attack_game(night_market)
    request = game.play.roll_request()
    exact = policy_distribution(
        game.play.ctx.dice, (DiceCount("red", 1),), game.play.ctx.options.dice, (), True
    )
    assert request.successes == {i: p for i, p in enumerate(exact) if p}
    assert request.damage == {i: p for i, p in enumerate(damage_distribution(exact)) if p}
    assert sum(request.successes.values()) == 1


@pytest.mark.parametrize(
    "dice, key",
    [
        (TypedDice((1, 1)), "play.dice.count"),
        (TypedDice((4,)), "play.dice.value"),
        (TypedDice((2,), (1,)), "play.dice.rerolls"),
        (TypedDice((0,), (7,)), "play.dice.value"),
    ],
)
def test_impossible_typed_dice_are_refused(night_market, dice, key):
    game = attack_game(night_market)
    before = game.state
    with pytest.raises(SkirmishError) as info:
        game.apply(Accept(dice=dice))
    assert info.value.message.key == key and info.value.text("fr")
    assert game.state == before


# -- the heroes' turn -------------------------------------------------------------------------


def test_hero_attack_uses_the_ai_defence_decision(night_market):
    """SOLO-DR-2 on the eel (1 life point, armour 0): 1 needed → defends; 2 needed → not."""
    game = GameDocument.new(night_market, 2)
    preview = game.play.defence_preview("hero-1", "eel-1", 1)
    assert (preview.key, preview.params["cubes"]) == ("solo.defence.one", 1)
    assert game.play.defence_preview("hero-1", "eel-1", 2).key == "solo.defence.too_many"
    assert game.play.defence_request("hero-1", "eel-1", 2) is None
    request = game.play.defence_request("hero-1", "eel-1", 1)
    assert request.kind == "defence" and request.dice == ("white",)
    reserve = game.state.villain_reserve
    game.apply(HeroAttack("hero-1", "eel-1", 1, TypedDice((1,))))
    assert game.state.figure("eel-1").zone is not None  # blocked by the defence die
    assert game.state.villain_reserve == reserve - 1
    assert game.entries[-1].step.rule_ids == ("SOLO-DR-2",)
    game.take_back()
    game.apply(HeroAttack("hero-1", "eel-1", 1, TypedDice((0,), (0,))))
    eel = game.state.figure("eel-1")
    assert eel.zone is None and eel.wounds == 1  # the blank was rerolled, still blank
    assert game.state.villain_reserve == reserve - 2  # the defence cube and the paid reroll
    game.take_back()
    game.apply(HeroAttack("hero-1", "eel-1", 2))
    assert game.state.figure("eel-1").zone is None  # no defence: 2 damage
    assert game.state.villain_reserve == reserve


def test_automatic_defence_dice_are_rolled_first(night_market):
    """AMB-36: Mother Vasque's black die is rolled first, then SOLO-DR-2 decides."""
    game = GameDocument.new(night_market, 2)
    first = game.play.defence_request("hero-1", "vasque-1", 3)
    assert first.kind == "defence_auto" and first.dice == ("black",)
    # 3 − armour 2 − 1 automatic success: nothing left to block, no cube (AMB-37)
    assert game.play.defence_request("hero-1", "vasque-1", 3, (1,)).dice == ("black",)
    assert game.play.defence_request("hero-1", "vasque-1", 6, (1,)).dice == ("black", "black")
    game.apply(HeroAttack("hero-1", "vasque-1", 6, TypedDice((1, 2))))
    assert game.state.figure("vasque-1").wounds == 1  # 6 − 2 − 3
    with pytest.raises(SkirmishError) as info:
        game.apply(HeroAttack("hero-1", "vasque-1", 6, TypedDice((1,))))
    assert info.value.message.key == "play.dice.count"


def test_defence_odds_are_given_the_automatic_dice_already_showing(night_market):
    """AMB-36: once the black automatic die shows 1, only the cube's black die is unknown:
    6 − armour 2 − (1 + 1|2|3) leaves 2, 1 or 0 damage, a third each."""
    from fractions import Fraction

    game = GameDocument.new(night_market, 2)
    low = game.play.defence_request("hero-1", "vasque-1", 6, (1,))
    assert low.successes == {2: Fraction(1, 3), 3: Fraction(1, 3), 4: Fraction(1, 3)}
    assert low.damage == {0: Fraction(1, 3), 1: Fraction(1, 3), 2: Fraction(1, 3)}
    high = game.play.defence_request("hero-1", "vasque-1", 6, (3,))
    assert high is None or all(p == 0 for d, p in high.damage.items() if d >= 1)
    assert game.play.defence_preview("hero-1", "vasque-1", 6, (1,)).params != game.play.defence_preview(
        "hero-1", "vasque-1", 6, (3,)).params  # the decision follows the typed die


def test_move_cost_and_warnings(night_market):
    game = GameDocument.new(night_market, 2)
    assert heroes.move_cost(game.play.ctx, game.state, "hero-1", "presbytery-garden") == 0
    assert (
        heroes.move_cost(game.play.ctx, game.state, "hero-1", "graveyard") == 1
        and heroes.move_warnings(game.play.ctx, game.state, "hero-1", "graveyard") == ()
    )
    far = heroes.move_warnings(game.play.ctx, game.state, "hero-1", "bandstand")
    assert [m.key for m in far] == ["play.move.energy"]
    game.apply(SetCounters("hero-1", 9, 0))
    assert [m.key for m in heroes.move_warnings(game.play.ctx, game.state, "hero-1", "bandstand")] == ["play.move.too_far"]
    game.apply(MoveHero("hero-1", "bandstand"))  # a warning, never a block
    assert game.state.figure("hero-1").zone == "bandstand"
    assert game.entries[-1].step.notes[0].key == "play.move.too_far"


@pytest.mark.parametrize(
    "action, key",
    [
        (Accept(), "play.accept.no_step"),
        (MoveHero("eel-1", "graveyard"), "play.figure.not_hero"),
        (MoveHero("nobody", "graveyard"), "play.figure.unknown"),
        (MoveHero("hero-1", "atlantis"), "play.zone.unknown"),
        (SetObjective("grail", 1, True), "play.objective.unknown"),
        (SetOut("eel-4", False), "play.out.needs_zone"),
        (HeroAttack("hero-1", "hero-2", 3), "play.figure.not_villain"),
        (HeroAttack("hero-1", "eel-4", 3), "play.attack.off_board"),
        (HeroAttack("hero-1", "eel-1", 2, TypedDice((1,))), "play.dice.no_roll"),
    ],
)
def test_illegal_actions_are_refused_with_a_message(night_market, action, key):
    game = GameDocument.new(night_market, 2)
    with pytest.raises(SkirmishError) as info:
        game.apply(action)
    assert info.value.message.key == key
    assert key in catalogue() and "{" not in info.value.text("fr")
    assert game.actions == ()


def test_heroes_actions_wait_for_the_villains_turn_to_end(night_market):
    game = GameDocument.new(night_market, 2)
    game.apply(EndHeroTurn())
    for action in (
        EndHeroTurn(),
        MoveHero("hero-1", "graveyard"),
        HeroAttack("hero-1", "eel-1", 3),
        Accept(choice="z"),
    ):
        with pytest.raises(SkirmishError) as info:
            game.apply(action)
        assert info.value.message.key in ("play.action.not_now", "play.accept.no_question")
    game.apply(SetCounters("hero-4", 1, 6))  # corrections are allowed at any time


def test_a_golden_rule_question_takes_the_players_choice():
    _data, scenario = load_case(ROOT / "tests/solo/cases/rf2-golden-rule-no-zones")
    game = GameDocument.new(scenario, 0)
    game.apply(EndHeroTurn())
    while not (step := game.play.proposal()).is_question:
        game.apply(Accept())
    assert step.choices == ("a", "b", "c", "d", "e", "f") and step.heuristic == "f"
    for bad in (Accept(), Accept("zz"), Accept("a", TypedDice((1,)))):
        with pytest.raises(SkirmishError):
            game.apply(bad)
    game.apply(Accept("b"))
    assert game.state.figure("v2").zone == "b"
    assert "Player's choice: b." in log_lines(game, "en")[-1]


# -- documents ------------------------------------------------------------------------------


def test_the_document_round_trips_and_never_touches_the_scenario(night_market):
    game = GameDocument.new(night_market, 5, setup=ZoneSetup(hard_mode=True))
    game.apply(MoveHero("hero-2", "ruined-nave"))
    game.apply(EndHeroTurn())
    game.apply(Accept())
    doc = json.loads(json.dumps(game_to_json(game)))
    again = game_from_json(night_market, doc)
    assert state_hash(again.state) == state_hash(game.state) and again.setup.hard_mode
    assert again.play.ctx.hard and not night_market.options.hard_mode.enabled
    assert again.scenario == night_market
    # the game plays its own copy of the scenario, even if the library's one changed since
    edited = replace(night_market, mission=replace(night_market.mission, turn_limit=2))
    assert game_from_json(edited, doc).scenario == night_market
    summary = game_summary(again, "g1", "night-market", "2024-01-01T00:00:00Z", "2024-01-01T01:00:00Z")
    assert (summary.seed, summary.turn, summary.ended) == (5, 1, None)


@pytest.mark.parametrize(
    "change, key, where",
    [
        (
            lambda d: d.update(actions=[{"type": "teleport"}]),
            "play.json.unknown_action",
            "game/actions/0/type",
        ),
        (lambda d: d["actions"][0].update(zone=7), "play.json.bad_field", "game/actions/0/zone"),
        (
            lambda d: d["actions"][0].update(extra=1),
            "play.json.unknown_field",
            "game/actions/0/extra",
        ),
        (
            lambda d: d["actions"].insert(0, {"type": "accept"}),
            "play.accept.no_step",
            "game/actions/0",
        ),
        (lambda d: d["actions"].insert(0, "move"), "play.json.not_object", "game/actions/0"),
        (lambda d: d.update(seed="7"), "play.json.bad_field", "game/seed"),
        (lambda d: d.update(seed=10**30), "play.json.bad_field", "game/seed"),
        (lambda d: d.update(version=99), "play.game.version", "game/version"),
        (lambda d: d.update(state_hash="0" * 64), "play.game.diverged", "game/state_hash"),
        (lambda d: d.update(cheat=True), "play.json.unknown_field", "game/cheat"),
        (
            lambda d: d["actions"][1].update(dice={"first": [1, True]}),
            "play.json.bad_field",
            "game/actions/1/dice/first",
        ),
    ],
)
def test_bad_documents_raise_a_clear_error(night_market, change, key, where):
    game = GameDocument.new(night_market, 5)
    game.apply(MoveHero("hero-2", "ruined-nave"))
    game.apply(HeroAttack("hero-2", "eel-1", 1))
    doc = json.loads(json.dumps(game_to_json(game)))
    change(doc)
    with pytest.raises(SkirmishError) as info:
        game_from_json(night_market, doc)
    assert info.value.message.key == key
    assert info.value.message.where.startswith(where), info.value.message.where
    assert info.value.text("fr")


def test_a_document_that_is_not_an_object_is_refused(night_market):
    for doc in (None, [], "game"):
        with pytest.raises(SkirmishError) as info:
            game_from_json(night_market, doc)
        assert info.value.message.key == "play.json.not_object"
