"""A D20 game of depot-raid played in the window to its result with typed dice, with a crate
on the table and a second gun for Mara Quillon: a figure standing ready to fire and its fire in
the opponent's movement phase (« Types de déplacement des UC »), a retreat from a melee
(« Quitter un càc »), the crate seized (« Saisir un objet remplace le Tir ») then thrown (« Les
Jets d'objet »), two weapons fired at one target (« Les armes »), then the phases ended until
the mission's turn limit ends it. The numbers by hand from the text and the sample's profiles."""

from __future__ import annotations

from dataclasses import replace

from editor.model import D20Weapon, DoorState, Side, TableObject, Text
from tests.ui.play.table.conftest import click, drag, placed

CRATE = TableObject("crate", (350.0, 680.0), Text("Caisse de pièces", "Crate of parts"),
                    size_mm=30.0, difficulty=5)
PISTOL = D20Weapon(Text("Pistolet", "Pistol"), 25, 4)


def _scenario():
    scenario = placed(
        "depot-raid",
        kessel_1=((350.0, 720.0), 90.0),
        depot_guard_1=((430.0, 720.0), 270.0),
        mara_quillon_1=((250.0, 700.0), 135.0),
        sable_technician_1=((300.0, 840.0), 90.0),
        dog_handler_1=((325.0, 840.0), 270.0),
        lise_harrow_1=((150.0, 780.0), 90.0),
        guard_hound_1=((620.0, 780.0), 270.0),
    )
    units = tuple(
        replace(u, profile=replace(u.profile, weapons=(*u.profile.weapons, PISTOL)))
        if u.id == "mara-quillon" else u for u in scenario.units)
    board = replace(scenario.board, objects=(CRATE,))
    return replace(scenario, units=units, board=board)


def _select(page, figure):
    x, y = page.game.state.figure(figure).position
    click(page.board, x, y)
    assert page.actions.figure == figure


def _choose(page, figure, action, target=None, point=None, item=None):
    _select(page, figure)
    page.actions.buttons[action].click()
    if item is not None:
        assert page.actions.give_item(item)
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


def test_a_game_of_depot_raid_with_a_thrown_crate_and_two_weapons(start_table):
    page = start_table("depot-raid", _scenario())
    game = page.game
    assert "crate" in page.board.markers.objects
    # the heroes' movement phase: Lise Harrow stands ready to fire (no dice: applied)
    _choose(page, "lise-harrow-1", "ready_to_fire")
    page.actions.apply_button.click()
    page.actions.end_button.click()
    # actions: the retreat first (Càc 2 + a against the handler's Càc 4 + b, typed 20 and 1)
    _choose(page, "sable-technician-1", "retreat", "dog-handler-1", (200.0, 840.0))
    _roll(page, "20", "1")
    assert game.state.figure("sable-technician-1").position == (200.0, 840.0)
    # Kessel (Force 12) seizes the crate (ND 5): it replaces his shot
    _choose(page, "kessel-1", "seize", item="crate")
    page.actions.apply_button.click()
    assert game.state.carried == (("crate", "kessel-1"),)
    assert not page.board.markers.objects["crate"].isVisible()
    page.actions.end_button.click()
    # the hound runs into Lise's sight; she fires: Tir 5 + 9 + 20 against Dφ 14, 20 PC
    _select(page, "guard-hound-1")
    drag(page.board, (620.0, 780.0), (520.0, 780.0))
    _choose(page, "lise-harrow-1", "interrupt_fire", "guard-hound-1")
    _roll(page, "20")
    assert game.state.figure("guard-hound-1").out
    page.actions.end_button.click()
    page.actions.end_button.click()
    assert (game.state.turn, game.state.side, game.state.phase) == (2, "hero", "movement")
    page.actions.end_button.click()
    # Kessel throws the crate at the guard 4.75 cm away (range Force 12 − ND 5 = 7 cm): ND 5 +
    # Force 12 = 17 against Dφ 16 always hits; typed 10: 27 − 16 = 11 PC, the guard's 7: out
    throw = _choose(page, "kessel-1", "throw", "depot-guard-1")
    assert throw.odds["victims"]["depot-guard-1"]["hit"] == "1"
    _roll(page, "10")
    assert game.state.figure("depot-guard-1").out
    assert game.state.place_of("crate") == (430.0, 720.0)
    assert page.board.markers.objects["crate"].isVisible()
    assert "Les Jets d'objet" in page.log.toPlainText().splitlines()[-1]
    # Mara fires her carbine (Tir 5 + 7 = 12) and her pistol (5 + 4 = 9) at the handler (Dφ
    # 15): both miss only on 1–3 and 1–6, 18 of 400, so 191/200; typed 5 and 8: 2 + 2 PC
    both = _choose(page, "mara-quillon-1", "shoot_both", "dog-handler-1")
    assert both.odds["hit"] == "191/200"
    _roll(page, "5", "8")
    assert game.state.figure("dog-handler-1").lost == 4
    # the phases go on to the end of the eighth turn: the Cell has not won, it loses
    for _ in range(40):
        if game.state.ended is not None:
            break
        page.actions.end_button.click()
    assert game.state.ended == "defeat" and game.state.turn == 9


def test_the_depot_gate_opened_by_a_free_action_shows_open(start_table):
    """« Ouvrir une porte dont on possède le code ou la clé [...] est une Action Libre »: the
    infiltrator, whose side holds the gate's code, opens it in the movement phase from the
    panel; the table shows it open, and closed again when the action is taken back."""
    scenario = placed("depot-raid", needle_infiltrator_1=((630.0, 405.0), 0.0))
    gate = next(p for p in scenario.board.terrain if p.id == "gate")
    board = replace(scenario.board, terrain=tuple(
        replace(p, keys=(Side.HERO,)) if p.id == "gate" else p for p in scenario.board.terrain))
    page = start_table("depot-raid", replace(scenario, board=board))
    assert gate.door is DoorState.CLOSED

    def shown():
        return next(p for p in page.board.document.scenario.board.terrain if p.id == "gate").door

    _choose(page, "needle-infiltrator-1", "use_object", item="gate")
    page.actions.apply_button.click()
    assert page.game.state.opened_doors == ("gate",) and shown() is DoorState.OPEN
    page.take_back_button.click()
    assert page.game.state.opened_doors == () and shown() is DoorState.CLOSED
