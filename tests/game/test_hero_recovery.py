"""The heroes' recovery at the start of a round: the cubes the data gives, never a guess.

night-market gives no recovery (its heroes' boards and mission say nothing): its rounds start
without one. The variants below give Odile Carvane (hero-1, 9 cubes) a board recovery of 2 and
the mission a recovery of 1 for the other heroes; expected energies are worked out by hand:
energy + recovery, at most the cubes of the board not on the wounds.
"""

from __future__ import annotations

from dataclasses import replace

from editor.game.document import GameDocument
from editor.model.scenario import Scenario
from editor.rules.zone_solo.actions import Accept, EndHeroTurn, SetCounters, SetOut
from editor.rules.zone_solo.play import Phase
from editor.solo.recovery import recovery_of
from editor.solo.runner import play_new_game
from editor.solo.state import state_hash


def with_recovery(scenario: Scenario, odile: int | None = 2, mission: int | None = 1) -> Scenario:
    units = tuple(
        replace(u, profile=replace(u.profile, recovery=odile)) if u.id == "odile" else u
        for u in scenario.units
    )
    return replace(
        scenario, units=units, mission=replace(scenario.mission, hero_energy_recovery=mission)
    )


def to_recovery(game: GameDocument):
    """Accept the villains' turn up to the recovery step that opens the next round."""
    while (step := game.play.proposal()) is not None and step.kind != "recovery":
        if game.play.pending_defence() is not None:
            game.apply(Accept())
        else:
            game.apply(Accept(step.heuristic if step.is_question else None))
    return game.play.proposal()


def test_no_recovery_step_where_the_data_gives_none(night_market):
    game = GameDocument.new(night_market, 3)
    game.apply(EndHeroTurn())
    assert to_recovery(game) is None
    assert game.play.phase is Phase.HEROES and game.play.turn == 2
    assert not any(e.step.kind == "recovery" for e in game.entries)


def test_the_round_starts_with_the_recovery_of_board_and_mission(night_market):
    game = GameDocument.new(with_recovery(night_market), 3)
    game.apply(SetCounters("hero-1", 2, 3))  # Odile: 2 wounds, 3 energy (9 cubes)
    game.apply(SetCounters("hero-2", 0, 7))  # Tamsin: 7 of 8
    game.apply(SetCounters("hero-3", 4, 5))  # Anselm: 4 wounds, 5 energy (10 cubes: 6 free)
    game.apply(EndHeroTurn())
    step = to_recovery(game)
    assert step is not None and step.params["turn"] == 2
    before = {f: game.state.figure(f) for f in ("hero-1", "hero-2", "hero-3")}
    game.apply(Accept())
    after = {f: game.state.figure(f) for f in before}
    expected_gain = {"hero-1": 2, "hero-2": 1, "hero-3": 1}
    for figure, found in after.items():
        was = before[figure]
        cubes = game.play.ctx.profile(figure).energy
        wanted = min(was.energy + expected_gain[figure], cubes - was.wounds)
        assert found.energy == max(was.energy, wanted), figure
        assert found.wounds == was.wounds
    assert game.play.phase is Phase.HEROES and game.play.turn == 2
    text = game.entries[-1].step.text("en", game.play.names)
    assert "Start of round 2" in text and "Odile Carvane, the Lamplighter recovers" in text
    assert "(its board)" in text and "(the mission)" in text


def test_recovery_by_hand_for_a_wounded_hero(night_market):
    game = GameDocument.new(with_recovery(night_market, odile=2, mission=None), 3)
    game.apply(SetCounters("hero-1", 6, 1))  # 9 cubes, 6 on the wounds: at most 3 usable
    game.apply(EndHeroTurn())
    to_recovery(game)
    odile = game.state.figure("hero-1")
    game.apply(Accept())
    # 1 + 2 = 3, and 9 − 6 wounds = 3: exactly full
    assert game.state.figure("hero-1").energy == min(odile.energy + 2, 9 - odile.wounds)
    notes = [n.key for n in game.entries[-1].step.notes]
    assert notes.count("solo.recovery.undefined") == 3  # the other heroes: nothing to guess
    assert "neither its profile nor the mission" in game.entries[-1].step.text("en")


def test_a_hero_out_of_action_recovers_nothing(night_market):
    game = GameDocument.new(with_recovery(night_market), 3)
    game.apply(SetCounters("hero-1", 0, 4))
    game.apply(SetOut("hero-1", True))
    game.apply(EndHeroTurn())
    to_recovery(game)
    game.apply(Accept())
    assert game.state.figure("hero-1").energy == 4
    assert "solo.recovery.out" in [n.key for n in game.entries[-1].step.notes]


def test_take_back_of_a_recovery_is_exact(night_market):
    game = GameDocument.new(with_recovery(night_market), 3)
    game.apply(SetCounters("hero-1", 0, 2))
    game.apply(EndHeroTurn())
    to_recovery(game)
    before = game.state
    game.apply(Accept())
    assert game.state.figure("hero-1").energy == 4
    game.take_back()
    assert game.state == before and state_hash(game.state) == state_hash(before)
    assert game.play.proposal().kind == "recovery"


def test_the_profile_wins_over_the_mission(night_market):
    scenario = with_recovery(night_market, odile=3, mission=1)
    game = GameDocument.new(scenario, 1)
    assert recovery_of(game.play.ctx, "hero-1") == (3, "profile")
    assert recovery_of(game.play.ctx, "hero-2") == (1, "mission")
    assert recovery_of(GameDocument.new(night_market, 1).play.ctx, "hero-1") is None


def test_headless_turns_recover_too(night_market):
    trace = play_new_game(with_recovery(night_market), 3, 2)
    assert [s.params["turn"] for s in trace.steps if s.kind == "recovery"] == [2, 3]
