"""What a free-table engine keeps between selections (each figure's place on the terrain, the
figures of recent states, the movement regions, the contact pairs of the sight lines) never
outlives the state it was computed for: after a move, a kill, or with a door opened, the
overlay models of a long-used engine are those a new engine computes for the new state.

The table (D20, lengths in mm): the shooter ``s`` at (200, 400) facing east, a friend ``f`` at
(300, 320), villains ``t`` at (500, 400) (3 PC: one hit kills it) and ``u`` at (500, 600),
a door of the height of a house across x = 340..350, y = 440..560 between ``s`` and ``u``.
"""

from __future__ import annotations

from dataclasses import replace

from editor.game.table_overlay_models import TABLE_TOGGLES, TableOverlayKind
from editor.game.table_overlays import TableOverlayRequest, compute_table_overlays
from editor.model import DoorState, MovementEffect, Side, TerrainPiece, Text
from editor.model.units import D20Profile
from tests.rules.table_play import act, d20_weapon, figure, game, table, unit

SHOOTER = D20Profile(movement_cm=12, shooting=5, melee=4, strength=6, physical_defence=16,
                     constitution=9, weapons=(d20_weapon("Rifle", 60, 7),))
TARGET = D20Profile(movement_cm=10, shooting=4, melee=3, strength=6, physical_defence=17,
                    constitution=3, weapons=(d20_weapon("Pistol", 25, 4),))


def door(state: DoorState) -> TerrainPiece:
    polygon = ((340.0, 440.0), (350.0, 440.0), (350.0, 560.0), (340.0, 560.0))
    return TerrainPiece("door", polygon, Text.both("door"), height_mm=200.0,
                        movement=MovementEffect.OPEN, door=state)


def scenario(door_state: DoorState = DoorState.CLOSED):
    return table(
        "d20",
        [unit("shooter", Side.HERO, SHOOTER), unit("target", Side.VILLAIN, TARGET)],
        [figure("s", "shooter", Side.HERO, 200, 400, 90.0),
         figure("f", "shooter", Side.HERO, 300, 320, 90.0),
         figure("t", "target", Side.VILLAIN, 500, 400, 270.0),
         figure("u", "target", Side.VILLAIN, 500, 600, 270.0)],
        [door(door_state)],
    )


def models(engine, state, figure_id):
    return compute_table_overlays(
        TableOverlayRequest(engine, state, frozenset(TABLE_TOGGLES), figure_id)
    )


def fresh(play, state, figure_id):
    """The models a new engine of the same game computes: nothing kept."""
    engine = play.plugin.new_engine(play.scenario, play.seed, play.setup)
    return models(engine, state, figure_id)


def sight_to(found, target):
    (lines,) = found[TableOverlayKind.SIGHT]
    return next((line for line in lines.lines if line.target == target), None)


def warm(play):
    """Select every figure once, as a player looking around would."""
    for figure_id in ("s", "f", "t", "u"):
        models(play.engine, play.state, figure_id)


def started(door_state: DoorState = DoorState.CLOSED):
    return game(scenario(door_state))


def test_after_a_move_the_overlays_are_those_of_the_new_state():
    play = started()
    warm(play)
    before = models(play.engine, play.state, "s")
    assert sight_to(before, "t").visible == 1.0
    play.apply(act("move", "f", at=(350.0, 400.0)))  # the friend steps into the line to t
    after = models(play.engine, play.state, "s")
    assert after == fresh(play, play.state, "s")
    assert sight_to(after, "t").visible < 1.0  # a friend's base hides what passes below it
    moved = models(play.engine, play.state, "f")
    assert moved == fresh(play, play.state, "f")
    assert moved[TableOverlayKind.REACH] != models(play.engine, play.state, "s")[
        TableOverlayKind.REACH]


def test_after_a_kill_the_dead_figure_has_no_line_and_the_rest_are_new():
    play = started()
    play.apply(act("end_phase"))
    warm(play)
    assert sight_to(models(play.engine, play.state, "s"), "t") is not None
    play.apply(act("shoot", "s", target="t", dice=((20,),)))
    assert play.state.figure("t").out
    after = models(play.engine, play.state, "s")
    assert sight_to(after, "t") is None and after == fresh(play, play.state, "s")
    assert models(play.engine, play.state, "u") == fresh(play, play.state, "u")


def test_with_the_door_opened_the_line_through_it_is_clear():
    shut = started(DoorState.CLOSED)
    warm(shut)
    assert not sight_to(models(shut.engine, shut.state, "s"), "u").clear
    opened = started(DoorState.OPEN)
    after = models(opened.engine, opened.state, "s")
    assert sight_to(after, "u").clear and sight_to(after, "u").visible == 1.0
    assert after == fresh(opened, opened.state, "s")
    # and the closed door's game, asked again after the other one, still sees it shut
    assert not sight_to(models(shut.engine, shut.state, "s"), "u").clear


def test_a_state_taken_back_gets_its_own_overlays_again():
    play = started()
    first = models(play.engine, play.state, "s")
    play.apply(act("move", "s", at=(200.0, 300.0)))
    assert models(play.engine, play.state, "s") == fresh(play, play.state, "s")
    play.take_back()
    assert models(play.engine, play.state, "s") == first == fresh(play, play.state, "s")


def test_a_figure_moved_back_where_it_stood_is_judged_there_again():
    play = started()
    warm(play)
    start = play.state
    there = play.state.with_figure(replace(play.state.figure("f"), position=(350.0, 400.0)))
    back = there.with_figure(replace(there.figure("f"), position=(300.0, 320.0)))
    assert models(play.engine, there, "s") == fresh(play, there, "s")
    assert models(play.engine, back, "s") == models(play.engine, start, "s")
