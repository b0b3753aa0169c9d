"""The start of a D20 game (« 1. Le début de la Partie », « Qui commence la partie ? », « 2. Le
Déploiement »): roles, initiative with rerolled ties, the first side, the deployment zones.
Expected values worked out by hand from the text; the table is 1200 × 800 mm, the shooter
(hero, Mouvement 12 cm) starts at (200, 400), the target (villain, 10 cm) at (500, 400)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import product

import pytest

from editor.game.document import GameDocument
from editor.game.log import game_record, replay_game
from editor.messages import SkirmishError
from editor.model import Side
from editor.model.options import D20Options, DeploymentPlace, InitiativeTies, RulesOptions
from editor.rules.d20.deployment import zone_box
from editor.rules.table_game.game import TableSetup
from tests.rules.table_play import act, figure, keys, table, unit
from tests.rules.test_d20_play import SHOOTER, TARGET, range_scenario

START = TableSetup(start_of_game=True)


def started(scenario=None, seed: int = 1) -> GameDocument:
    return GameDocument.new(scenario or range_scenario(), seed, setup=START)


def settled(play: GameDocument, first: str = "villain") -> GameDocument:
    """Roles chosen, initiative won by the heroes (12 against 3), ``first`` chosen."""
    play.apply(act("roles", choice="hero"))
    play.apply(act("initiative", dice=((12, 3),)))
    play.apply(act("choose_first", choice=first))
    return play


def test_debut_de_partie_a_new_game_opens_with_its_start_phase_only_when_asked():
    assert (started().state.phase, started().state.turn) == ("start", 1)
    assert GameDocument.new(range_scenario(), 1).state.phase == "movement"


def test_debut_de_partie_roles_chosen_or_drawn_and_logged():
    """« Les joueurs tirent au sort qui choisit de jouer le rôle de l'attaquant »: chosen, or a
    die of one face per side (heroes 1, villains 2): a 2 makes the villains attack."""
    chosen = started()
    chosen.apply(act("roles", choice="villain"))
    assert chosen.state.attacker == "villain"
    drawn = started()
    evaluation = drawn.engine.evaluate(drawn.state, act("roles"))
    assert [(s.sides, s.count) for s in evaluation.stages] == [(2, 1)]
    drawn.apply(act("roles", dice=((1,),)))
    assert drawn.state.attacker == "hero"
    assert "the heroes the attacker" in drawn.entries[-1].step.text("en")
    assert keys(drawn.engine.evaluate(drawn.state, act("roles"))) == ["d20.start.roles_done"]
    with pytest.raises(SkirmishError):
        started().apply(act("roles", choice="orcs"))


def test_qui_commence_la_partie_highest_wins_ties_rerolled():
    """« Chaque joueur lance 1D20 [...] En cas d'égalité, on relance le D20 »: 10 against 10
    is a tie, rolled again: 4 against 9, the villains win and choose."""
    play = started()
    engine = play.engine
    assert engine.next_stage(play.state, act("initiative"), [(10, 10)]).count == 2
    assert engine.next_stage(play.state, act("initiative"), [(10, 10), (4, 9)]) is None
    play.apply(act("initiative", dice=((10, 10), (4, 9))))
    assert play.state.initiative_winner == "villain"
    assert "the heroes 10, the villains 10 / the heroes 4, the villains 9" in (
        play.entries[-1].step.text("en"))
    with pytest.raises(SkirmishError):
        started().apply(act("initiative", dice=((10, 10),)))  # the tie must be rolled again


def _skilled_scenario(options=None):
    """Heroes: a scout (infiltration), a seer (prescience), a mystic with both; villains none."""
    scout = replace(SHOOTER, infiltration=True)
    seer = replace(SHOOTER, prescience=True)
    mystic = replace(SHOOTER, infiltration=True, prescience=True)
    return table(
        "d20",
        [unit("scout", Side.HERO, scout), unit("seer", Side.HERO, seer),
         unit("mystic", Side.HERO, mystic), unit("target", Side.VILLAIN, TARGET)],
        [figure("a", "scout", Side.HERO, 100, 700), figure("b", "seer", Side.HERO, 200, 700),
         figure("c", "mystic", Side.HERO, 300, 700),
         figure("t", "target", Side.VILLAIN, 500, 100, 180)],
        options=options,
    )


def test_qui_commence_plus_one_per_figure_able_to_infiltrate_or_foresee():
    """« + 1 à son résultat pour chaque personnage capable d'infiltration ou de prescience »:
    three such heroes, +3 (the mystic counts once). The heroes' 8 + 3 = 11 beats the villains'
    10; their 7 + 3 = 10 ties the villains' 10. Odds with +3 against 0: of the 400 pairs
    (a, b) the heroes win when b ≤ a + 2: a = 1..17 give a + 2 (3 + … + 19 = 187), a = 18..20
    give 20 each (60): 247; ties b = a + 3 for a = 1..17: 17; rerolled, 247 / (400 − 17) =
    247/383 and 136/383 for the villains."""
    play = started(_skilled_scenario())
    evaluation = play.engine.evaluate(play.state, act("initiative"))
    assert [m.value for m in evaluation.modifiers] == [3]
    assert [p["win"] for p in evaluation.odds["players"]] == ["247/383", "136/383"]
    assert play.engine.next_stage(play.state, act("initiative"), [(7, 10)]) is not None
    play.apply(act("initiative", dice=((8, 10),)))
    assert play.state.initiative_winner == "hero"


def test_qui_commence_a_skill_of_that_code_counts_as_the_flag():
    """Depot-raid's Mara Quillon has the skill « prescience », the Needle infiltrator
    « infiltration »: the heroes roll +2, the villains +0."""
    from tests.rules.table_play import sample

    play = started(sample("depot-raid"))
    evaluation = play.engine.evaluate(play.state, act("initiative"))
    assert [p["bonus"] for p in evaluation.odds["players"]] == [2, 0]


def test_qui_commence_the_engines_roll_against_its_odds_enumerated():
    """Brute force: the 400 first rolls and the 400 rerolls of each tie run through the
    engine's stages; the heroes' share of the decided games, plus the ties left after two
    stages (at most 19²/400² of the whole), brackets the exact 70/127 of +1 against 0."""
    scenario = range_scenario(shooter=replace(SHOOTER, infiltration=True))
    play = started(scenario)
    engine, state = play.engine, play.state
    won = undecided = Fraction(0)
    for first in product(range(1, 21), repeat=2):
        stage = engine.next_stage(state, act("initiative"), [first])
        if stage is None:
            won += Fraction(first[0] + 1 > first[1], 400)
            continue
        for second in product(range(1, 21), repeat=2):
            if engine.next_stage(state, act("initiative"), [first, second]) is None:
                won += Fraction(second[0] + 1 > second[1], 400 * 400)
            else:
                undecided += Fraction(1, 400 * 400)
    exact = Fraction(70, 127)
    assert won <= exact <= won + undecided
    assert undecided == Fraction(19 * 19, 400 * 400)


def test_qui_commence_three_sides_only_the_tied_reroll_unless_the_option_says_everyone():
    """Three sides tie 15, 15 and 4: the heroes and villains roll again (two dice); with
    ``initiative_ties = everyone`` all three do."""
    scenario = _three_sides()
    play = started(scenario)
    assert play.engine.next_stage(play.state, act("initiative"), [(15, 15, 4)]).count == 2
    every = replace(scenario, options=RulesOptions(
        d20=D20Options(initiative_ties=InitiativeTies.EVERYONE)))
    play = started(every)
    assert play.engine.next_stage(play.state, act("initiative"), [(15, 15, 4)]).count == 3


def _three_sides():
    return table(
        "d20",
        [unit("shooter", Side.HERO, SHOOTER), unit("target", Side.VILLAIN, TARGET),
         unit("third", Side.NEUTRAL, TARGET)],
        [figure("s", "shooter", Side.HERO, 600, 700), figure("t", "target", Side.VILLAIN, 600, 100),
         figure("n", "third", Side.NEUTRAL, 100, 400)],
    )


def test_qui_commence_the_winner_chooses_and_the_game_follows_that_order():
    """« Celui qui obtient le résultat le plus élevé choisit de commencer ou non »: the heroes
    win and let the villains start: turn 1 is villains' movement, actions, then the heroes'."""
    play = settled(started())
    play.apply(act("deploy", "s", at=(200.0, 700.0)))
    play.apply(act("deploy", "t", at=(500.0, 100.0)))
    play.apply(act("end_phase"))
    assert (play.state.turn, play.state.side, play.state.phase) == (1, "villain", "movement")
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("hero", "movement")
    play.apply(act("end_phase"))
    play.apply(act("end_phase"))
    assert (play.state.turn, play.state.side) == (2, "villain")


def test_qui_commence_only_after_the_initiative():
    play = started()
    assert keys(play.engine.evaluate(play.state, act("choose_first", choice="hero"))) == [
        "d20.start.no_initiative"]


def test_le_deploiement_twice_the_fastest_movement_along_an_edge():
    """« 2 fois le Mouvement de la figurine la plus rapide de l'Escouade »: heroes 2 × 12 cm =
    240 mm from the bottom edge (y 560..800), villains 2 × 10 cm = 200 mm from the top. A base
    of 25 mm (radius 12.5) is inside with its centre at y ≥ 572.5 for the heroes."""
    play = settled(started())
    engine, state = play.engine, play.state
    assert keys(engine.evaluate(state, act("deploy", "s", at=(200.0, 572.5)))) == []
    refused = engine.evaluate(state, act("deploy", "s", at=(200.0, 570.0)))
    assert keys(refused) == ["d20.deploy.outside"]
    assert "the bottom edge, 24 cm deep" in refused.reasons[0].text("en")
    assert keys(engine.evaluate(state, act("deploy", "t", at=(500.0, 187.5)))) == []
    assert keys(engine.evaluate(state, act("deploy", "t", at=(500.0, 190.0)))) == [
        "d20.deploy.outside"]


def test_le_deploiement_a_corner_is_a_square_on_two_table_edges():
    """« Dans le cas d'un coin, la zone de déploiement est un carré dont deux des côtés sont les
    bords de la table »: 240 mm in the bottom right corner of 1200 × 800 is x 960..1200,
    y 560..800; a depth set by the scenario (30 cm) replaces twice the Mouvement."""
    from editor.model.table import FreeTable

    board = FreeTable(width_mm=1200.0, height_mm=800.0)
    assert zone_box(board, DeploymentPlace.BOTTOM_RIGHT, 240.0) == (960.0, 560.0, 1200.0, 800.0)
    assert zone_box(board, DeploymentPlace.TOP_LEFT, 240.0) == (0.0, 0.0, 240.0, 240.0)
    options = RulesOptions(d20=D20Options(deployment_hero=DeploymentPlace.BOTTOM_RIGHT,
                                          deployment_depth_cm=30))
    play = settled(started(range_scenario(options=options)))
    engine, state = play.engine, play.state
    assert keys(engine.evaluate(state, act("deploy", "s", at=(1000.0, 600.0)))) == []
    assert keys(engine.evaluate(state, act("deploy", "s", at=(800.0, 600.0)))) == [
        "d20.deploy.outside"]
    assert keys(engine.evaluate(state, act("deploy", "s", at=(920.0, 520.0)))) == []


def test_le_deploiement_checked_before_the_first_turn_and_overridable():
    """The scenario's places (200, 400) and (500, 400) are outside both zones: the start phase
    may not end until the figures are placed inside, or agreed outside."""
    play = settled(started())
    engine = play.engine
    reasons = engine.evaluate(play.state, act("end_phase")).reasons
    assert [r.key for r in reasons] == ["d20.deploy.outside_at_end"]
    assert "Shooter, Target" in reasons[0].text("en")
    play.apply(act("deploy", "s", at=(200.0, 400.0), choice="outside"))
    play.apply(act("deploy", "t", at=(500.0, 100.0)))
    assert play.state.outside == ("s",)
    play.apply(act("end_phase"))
    assert play.state.phase == "movement"


def test_le_deploiement_only_in_the_start_phase_and_for_every_side():
    play = started()
    assert keys(play.engine.evaluate(play.state, act("deploy", "t", at=(500.0, 100.0)))) == []
    play = GameDocument.new(range_scenario(), 1)
    assert "table_game.wrong_phase" in keys(
        play.engine.evaluate(play.state, act("deploy", "s", at=(200.0, 700.0))))


def test_debut_de_partie_saved_taken_back_and_replayed():
    play = settled(started())
    play.apply(act("deploy", "s", at=(200.0, 700.0)))
    play.apply(act("deploy", "t", at=(500.0, 100.0)))
    play.apply(act("end_phase"))
    record = game_record(play)
    assert record.setup == {"start_of_game": True}
    again = replay_game(play.scenario, record)
    assert again.state_hash() == play.state_hash()
    play.take_back()
    assert play.state.phase == "start"
    assert play.state.figure("t").position == (500.0, 100.0)


def test_debut_de_partie_through_action_apply(tmp_path):
    """The start played from the command line: roles chosen, the initiative typed (12 against
    3), the heroes let the villains start, both figures deployed (cm), the phase ended; the
    log's state is the same as the same actions played in a game document."""
    from editor.store.portable import write_scenario
    from tests.cli.test_play_commands import run, run_json

    folder = tmp_path / "start.skirmish"
    write_scenario(range_scenario(), folder)
    log = str(tmp_path / "start.md")
    steps = [
        ("--action", "roles", "--choice", "hero"),
        ("--action", "initiative", "--dice", "12,3"),
        ("--action", "choose_first", "--choice", "villain"),
        ("--action", "deploy", "--actor", "s", "--at", "20,70"),
        ("--action", "deploy", "--actor", "t", "--at", "50,10"),
        ("--action", "end_phase"),
    ]
    for index, step in enumerate(steps):
        source = [str(folder), "--start-of-game"] if index == 0 else [log, "--scenario",
                                                                         str(folder)]
        data = run_json("action", *source, *step, "--apply", "-o", log)
        assert data["legal"] is True, data
    mirror = settled(started(seed=0))
    mirror.apply(act("deploy", "s", at=(200.0, 700.0)))
    mirror.apply(act("deploy", "t", at=(500.0, 100.0)))
    mirror.apply(act("end_phase"))
    assert data["state_hash"] == mirror.state_hash()
    code, out, _err = run("action", str(folder), "--start-of-game", "--action", "list",
                          "--actor", "s")
    assert code == 0 and "--choice draw" in out
    code, out, _err = run("action", str(folder), "--start-of-game", "--action", "initiative")
    assert code == 0 and "the heroes (+0): chance to win 1/2 (50.0 %)" in out
    refused = run("action", log, "--scenario", str(folder), "--action", "deploy", "--actor",
                  "s", "--at", "20,70", "--apply", "-o", log)
    assert refused[0] == 1


def test_le_deploiement_the_depot_raid_setup_follows_its_mission_text():
    """Depot-raid's mission text: « la Cellule dans le coin sud-ouest, un carré de 30 cm de
    côté (2 × le Mouvement de 15 cm de Lise Harrow) ; la garde Ferrandine [...] le long du bord
    nord, sur 32 cm (2 × le Mouvement de 16 cm du molosse) »: on the 1200 × 900 mm table the
    heroes' zone is the square (0, 600)–(300, 900), the villains' the strip (0, 0)–(1200,
    320), and every base of the Cell stands inside its corner (two guards' bases jut over the
    north zone's edge: the deployment in the window puts them back)."""
    from editor.rules.d20.deploy import outside_figures, zones
    from tests.rules.table_play import sample

    play = started(sample("depot-raid"))
    by_side = {zone.side: zone for zone in zones(play.engine)}
    assert by_side["hero"].place.value == "bottom_left"
    assert by_side["hero"].box == (0.0, 600.0, 300.0, 900.0)
    assert by_side["villain"].box == (0.0, 0.0, 1200.0, 320.0)
    outside = outside_figures(play.engine, play.state)
    assert sorted(outside) == ["guard-hound-1", "odran-vell-1"]
