"""A D20 game of depot-raid played in the window to its result with typed dice: a figure
standing ready to fire and its fire in the opponent's movement phase (« Types de déplacement
des UC »), a retreat from a melee (« Quitter un càc ») and a strike with synergy (« La
Synergie lors des corps à corps »), then the phases ended turn after turn until the mission's
turn limit ends it. The figures start where the fight needs them; the numbers by hand from the
text and the sample's profiles."""

from __future__ import annotations

import math

from tests.ui.play.table.conftest import click, drag, placed


def _touching(a, ra, b, rb):
    """The point south of the line ab whose base of radius 12.5 touches both bases."""
    da, db = ra + 12.5, rb + 12.5
    gap = b[0] - a[0]
    x = (da * da - db * db + gap * gap) / (2 * gap)
    return (a[0] + x, a[1] - math.sqrt(da * da - x * x))


KESSEL, GUARD = (350.0, 720.0), (382.5, 720.0)  # a 40 mm and a 25 mm base in contact
FIGHT = placed(
    "depot-raid",
    kessel_1=(KESSEL, 90.0),
    depot_guard_1=(GUARD, 270.0),
    needle_infiltrator_1=(_touching(KESSEL, 20.0, GUARD, 12.5), 135.0),
    sable_technician_1=((300.0, 840.0), 90.0),
    dog_handler_1=((325.0, 840.0), 270.0),
    lise_harrow_1=((150.0, 780.0), 90.0),
    guard_hound_1=((620.0, 780.0), 270.0),
)


def _select(page, figure):
    x, y = page.game.state.figure(figure).position
    click(page.board, x, y)
    assert page.actions.figure == figure


def _choose(page, figure, action, target=None, point=None):
    _select(page, figure)
    page.actions.buttons[action].click()
    if target is not None:
        assert page.actions.give_target(target)
    if point is not None:
        assert page.actions.give_point(*point)
    evaluation = page.actions.evaluation
    assert evaluation is not None and evaluation.legal, evaluation
    return evaluation


def _roll(page, *stages):
    page.actions.roll_button.click()
    for faces in stages:
        page.dice.rows[-1].edit.setText(faces)
    page.dice.typed_button.click()


def test_a_game_of_depot_raid_to_its_result(start_table):
    page = start_table("depot-raid", FIGHT)
    game = page.game
    # the heroes' movement phase: Lise Harrow stands ready to fire (no dice: applied)
    _choose(page, "lise-harrow-1", "ready_to_fire")
    page.actions.apply_button.click()
    assert game.state.figure("lise-harrow-1").status("ready_to_fire") is not None
    page.actions.end_button.click()
    # actions: the retreat first; Càc 2 + a against the handler's Càc 4 + b, won when
    # a ≥ b + 3: 153 of the 400 pairs; typed 20 then 1 (the handler's player's die)
    retreat = _choose(page, "sable-technician-1", "retreat", "dog-handler-1", (200.0, 840.0))
    assert retreat.odds["win"] == "153/400"
    _roll(page, "20", "1")
    assert game.state.figure("sable-technician-1").position == (200.0, 840.0)
    # Kessel strikes with synergy: Càc 7 + hammer 7 + 1 (the infiltrator touches both bases)
    # = 15 against Dφ 16, hit on 2 to 20; a 20 takes 19 PC, the guard's 7 and out
    strike = _choose(page, "kessel-1", "melee", "depot-guard-1")
    assert [(m.key, m.value) for m in strike.modifiers] == [("d20.modifier.synergy", 1)]
    assert strike.odds["hit"] == "19/20"
    _roll(page, "20")
    assert game.state.figure("depot-guard-1").out
    assert "depot-guard-1" not in page.board.figures.items
    page.actions.end_button.click()
    assert (game.state.side, game.state.phase) == ("villain", "movement")
    # the hound runs 10 cm west into Lise's sight; she fires: Tir 5 + rifle 9 + 1D20 against
    # Dφ 14 always hits; a 20 takes 20 PC, the hound's 6
    _select(page, "guard-hound-1")
    drag(page.board, (620.0, 780.0), (520.0, 780.0))
    assert game.state.figure("guard-hound-1").position == (520.0, 780.0)
    fire = _choose(page, "lise-harrow-1", "interrupt_fire", "guard-hound-1")
    assert fire.odds["hit"] == "1"
    _roll(page, "20")
    assert game.state.figure("guard-hound-1").out
    assert "Types de déplacement des UC" in page.log.toPlainText().splitlines()[-1]
    # the phases go on to the end of the eighth turn: the Cell has not won, it loses
    for _ in range(40):
        if game.state.ended is not None:
            break
        page.actions.end_button.click()
    assert game.state.ended == "defeat" and game.state.turn == 9
    assert not page.actions.end_button.isVisible()


BEHIND = (407.5, 720.0)  # east of the guard, in its rear arc (it faces west)
FLANKED = placed(
    "depot-raid",
    kessel_1=(KESSEL, 90.0),
    depot_guard_1=(GUARD, 270.0),
    needle_infiltrator_1=(BEHIND, 270.0),
)


def test_les_attaques_dans_le_dos_in_the_window_then_the_guard_faces(start_table):
    """« Les Attaques dans le dos »: Kessel's frontal strike waits for the infiltrator's from
    behind (Càc 6 + knife 4 + 1 = 11, a 1 typed: 12 against Dφ 16, a miss); then the guard,
    touching both, faces the one its player chooses: the infiltrator, east (90°), so Kessel
    now strikes it from behind, +1 (7 + 7 + 1 = 15)."""
    page = start_table("depot-raid", FLANKED)
    game = page.game
    page.actions.end_button.click()
    assert (game.state.side, game.state.phase) == ("hero", "actions")
    _select(page, "kessel-1")
    page.actions.buttons["melee"].click()
    assert page.actions.give_target("depot-guard-1")
    refused = page.actions.evaluation
    assert refused is not None and not refused.legal
    assert [r.key for r in refused.reasons] == ["d20.melee.rear_first"]
    back = _choose(page, "needle-infiltrator-1", "melee", "depot-guard-1")
    assert back.odds["attack"] == 11
    _roll(page, "1")
    assert game.state.figure("depot-guard-1").lost == 0
    _choose(page, "depot-guard-1", "face", "needle-infiltrator-1")
    page.actions.apply_button.click()
    assert game.state.figure("depot-guard-1").facing_deg == 90.0
    strike = _choose(page, "kessel-1", "melee", "depot-guard-1")
    assert ("d20.modifier.rear", 1) in [(m.key, m.value) for m in strike.modifiers]
    assert strike.odds["attack"] == 15
