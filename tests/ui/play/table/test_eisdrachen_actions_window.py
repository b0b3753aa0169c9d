"""The Eisdrachen actions of « partie 4 » in the play window, as a player plays them: the action
listed by the plug-in, what it needs given on the table, the areas it reads drawn, the exact
odds shown before the roll, the dice typed stage by stage, the result on the table and in the
log. Expected values are worked out from the rule text and the frozen-trench profiles."""

from __future__ import annotations

from dataclasses import replace

from editor.game.table_overlay_models import ActionRadius
from tests.ui.play.table.conftest import click, placed

CLOSE = placed(
    "frozen-trench",
    vesna_krall_1=((600.0, 370.0), 180.0),
    fang_marauder_2=((655.0, 350.0), 180.0),
)
"""Two villains near the wire, within a grenade's throw of the Rime Guard grenadier."""


def _select(page, figure: str) -> None:
    x, y = page.game.state.figure(figure).position
    click(page.board, x, y)
    assert page.board.selected_figure == figure


def _type_ones(page) -> int:
    """Type 1 on every die of every stage the panel asks for; how many stages."""
    typed = 0
    while page.dice.rows and not page.dice.rows[-1].edit.text():
        row = page.dice.rows[-1]
        row.edit.setText(" ".join("1" * row.stage.count))
        typed += 1
        assert typed < 10
    return typed


def test_4_lancer_une_grenade_in_the_window(start_table):
    """« 4) Lancer une grenade »: the grenadier (10 pas of throw) aims straight ahead at
    (620, 395), 6 pas off; the blasts drawn are 3 pas round where the shortest and longest
    bounce land, 1 and 6 pas further north; the odds name both villains. Every die typed 1: a
    bounce of 1 pas to (620, 370); nothing dodges « sur 5+ », and each of the 4 wound dice
    (2 A of F 2) wounds below the grenadier's 4 (I 2): Vesna Krall (4 PV) and the marauder
    (3 PV) are out."""
    page = start_table("frozen-trench", CLOSE)
    _select(page, "rime-grenadier-1")
    page.actions.buttons["grenade"].click()
    click(page.board, 620.0, 395.0)
    evaluation = page.actions.evaluation
    assert evaluation.legal and page.actions.point == (620.0, 395.0)
    blasts = page.board.radii
    assert [type(b) for b in blasts] == [ActionRadius, ActionRadius]
    assert [(b.key, b.radius_mm) for b in blasts] == [("blast", 75.0), ("blast", 75.0)]
    assert [b.centre for b in blasts] == [(620.0, 370.0), (620.0, 245.0)]
    shown = page.actions.evaluation_label.text()
    assert "Vesna Krall, trapper, caught with" in shown and "Pale Fang marauder" in shown
    page.actions.roll_button.click()
    assert _type_ones(page) == 5  # the bounce, then dodge and wound dice of each villain
    page.dice.typed_button.click()
    state = page.game.state
    assert state.figure("vesna-krall-1").out and state.figure("fang-marauder-2").out
    assert "4) Lancer une grenade" in page.log.toPlainText().splitlines()[-1]



def test_11_soigner_lists_the_friends_as_targets(start_table):
    """« 11) Soigner »: « se soigner ou soigner un perso »: with a medipack, Petra Holm's heal
    offers her own side, herself included, never an enemy; clicking herself picks her."""
    scenario = CLOSE
    units = tuple(
        replace(u, profile=replace(u.profile, medipack=True)) if u.id == "petra-holm" else u
        for u in scenario.units
    )
    page = start_table("frozen-trench", replace(scenario, units=units))
    _select(page, "petra-holm-1")
    page.actions.buttons["heal"].click()
    combo = page.actions.target_combo
    listed = [combo.itemData(i) for i in range(combo.count())]
    assert "petra-holm-1" in listed and "ilse-varn-1" in listed
    assert not any(figure.startswith(("fang", "vesna", "hesk")) for figure in listed)
    click(page.board, *page.game.state.figure("petra-holm-1").position)
    assert page.actions.target == "petra-holm-1"
    assert [r.key for r in page.actions.evaluation.reasons] == ["eisdrachen.heal_unhurt"]


def test_a_game_of_frozen_trench_to_its_result_with_a_trap_a_hidden_figure_and_a_grenade(
        start_table):
    """A whole game in the window with typed dice: in turn 1 a Rime Guard recruit hides in the
    trench (« 8) Se cacher »: a hiding place), and the grenadier's grenade (« 4) ») takes Vesna
    Krall and a marauder out, every die typed 1 as above; the rifleman lays a trap in the open
    and flees south (« 6) Pièges »: type die 1, an incendiary bomb; marker die 3, the east
    marker at (455, 540)), and Petra Holm, walking to (465, 590) by the action panel, sets it
    off: −2 PV. Then the sides end their phases until the end of the eighth turn, « à la fin du
    huitième tour, quand les drakes arrivent »: the Guard has lost. The recruit stays hidden
    all game: nobody comes within 3 pas."""
    page = start_table("frozen-trench", CLOSE)
    _select(page, "rime-recruit-1")
    page.actions.buttons["hide"].click()
    assert page.actions.evaluation.legal
    page.actions.apply_button.click()
    assert page.game.state.figure("rime-recruit-1").status("hidden") is not None
    assert "hidden" in page.actions.state_label.text()
    _select(page, "rime-grenadier-1")
    page.actions.buttons["grenade"].click()
    click(page.board, 620.0, 395.0)
    page.actions.roll_button.click()
    _type_ones(page)
    page.dice.typed_button.click()
    state = page.game.state
    assert state.figure("vesna-krall-1").out and state.figure("fang-marauder-2").out
    _select(page, "rime-rifleman-1")
    page.actions.buttons["trap"].click()
    click(page.board, 380.0, 620.0)
    page.actions.roll_button.click()
    page.dice.rows[-1].edit.setText("1")
    page.dice.rows[-1].edit.setText("3")
    page.dice.typed_button.click()
    assert len(page.game.state.markers) == 3
    _select(page, "petra-holm-1")
    page.actions.buttons["move"].click()
    click(page.board, 465.0, 590.0)
    assert page.actions.evaluation.legal
    page.actions.apply_button.click()
    state = page.game.state
    assert state.figure("petra-holm-1").lost == 2 and state.markers[1].revealed
    while page.game.state.ended is None:
        assert page.game.state.turn <= 8
        page.actions.end_button.click()
    state = page.game.state
    assert (state.ended, state.end_reason, state.turn) == ("defeat", "turn_limit_reached", 9)
    assert page.verdict.isVisible()
    recruit = state.figure("rime-recruit-1")
    assert recruit.status("hidden").value == 9 and recruit.lost == 0


def test_6_pieges_in_the_window_markers_alike_until_one_is_set_off(start_table, play):
    """« 6) Pièges »: the rifleman lays a trap in the open and flees south to (380, 620); the
    three markers go 3 pas from where it stood, north, east and west, drawn alike (face down)
    while the trap discs of 2 pas show where each would be set off; the type die 1 makes it an
    incendiary bomb, the marker die 3 the second marker, east at (455, 540). Petra Holm,
    « n'importe qui », moving to (465, 590) ends 51.5 mm from it (base within 2 pas): the trap
    turns face up and she loses 2 PV; the decoys stay face down."""
    from editor.rules.table_game.actions import TableAction

    page = start_table("frozen-trench")
    _select(page, "rime-rifleman-1")
    page.actions.buttons["trap"].click()
    click(page.board, 380.0, 620.0)
    assert page.actions.evaluation.legal
    assert [r.key for r in page.board.radii] == ["trap", "trap", "trap"]
    page.actions.roll_button.click()
    page.dice.rows[-1].edit.setText("1")
    page.dice.rows[-1].edit.setText("3")
    page.dice.typed_button.click()
    items = page.board.markers.items
    assert len(items) == 3 and not any(item.revealed for item in items.values())
    assert play.apply(TableAction("move", "petra-holm-1", at=(465.0, 590.0)))
    state = page.game.state
    assert state.figure("petra-holm-1").lost == 2
    revealed = [item.marker_id for item in items.values() if item.revealed]
    assert revealed == [state.markers[1].id] and state.markers[1].position == (455.0, 540.0)


def test_15_prier_une_divinite_shows_its_table_before_the_roll(start_table):
    """« 15) Prier une divinité »: the six faces, 1 to 5 as the text lists them and the 6 that
    does nothing by default: « il ne se passe rien » on 1 and 6, 2/6 = 33.3 %."""
    page = start_table("frozen-trench")
    _select(page, "rime-recruit-1")
    page.actions.buttons["pray"].click()
    shown = page.actions.evaluation_label.text()
    assert "• 33.3 % — nothing happens." in shown
    assert "• 16.7 % — may roll its failed dodges again next turn." in shown


def test_the_players_override_the_actions_a_figure_has_left_undoably(start_table):
    """« Actions de base » gives no number of actions: after Ilse Varn's two moves the panel
    offers only the players' override; giving her 1 action left brings the move back; the
    take-back button undoes the override exactly."""
    from editor.rules.table_game.actions import TableAction

    page = start_table("frozen-trench")
    for at in ((545.0, 560.0), (565.0, 575.0)):
        page.action_requested.emit(TableAction("move", "ilse-varn-1", at=at))
    _select(page, "ilse-varn-1")
    assert set(page.actions.buttons) == {"set_actions"}
    before = page.game.state
    page.actions.buttons["set_actions"].click()
    assert page.actions.count_spin.isVisible() or not page.isVisible()
    page.actions.count_spin.setValue(1)
    assert page.actions.evaluation.legal
    page.actions.apply_button.click()
    assert page.game.state.figure("ilse-varn-1").status("actions_set").value == 3
    assert "move" in page.actions.buttons
    page.take_back_button.click()
    assert page.game.state == before


def test_a_house_action_in_the_window_with_its_table_before_the_roll(start_table):
    """« faites-maison »: the scenario's house action is a button of the figure under its own
    name; its target is clicked on the table, its d6 table shown with each result's chance
    before the roll (faces 1 to 4 nothing: 66.7 %; 5 and 6: 33.3 %); the die typed 5 reads
    the fifth result."""
    from editor.model import HouseAction, Text

    nothing, more = Text(fr="rien", en="nothing"), Text(fr="une action de plus",
                                                        en="one more action")
    orders = HouseAction("orders", Text(fr="Crier des ordres", en="Shout orders"),
                         distance_pas=40.0, table=(nothing,) * 4 + (more,) * 2)
    page = start_table("frozen-trench",
                       replace(placed("frozen-trench"), house_actions=(orders,)))
    _select(page, "rime-rifleman-1")
    button = page.actions.buttons["house_orders"]
    assert button.text() == "Shout orders"
    button.click()
    x, y = page.game.state.figure("vesna-krall-1").position
    click(page.board, x, y)
    assert page.actions.evaluation.legal
    shown = page.actions.evaluation_label.text()
    assert "66.7" in shown and "nothing" in shown and "33.3" in shown
    page.actions.roll_button.click()
    page.dice.rows[-1].edit.setText("5")
    page.dice.typed_button.click()
    assert page.game.state.figure("rime-rifleman-1").used == ("house_orders",)
    assert "one more action" in page.game.entries[-1].step.text("en")


def test_10_utiliser_and_14_sonner_l_alerte_in_the_window(start_table):
    """« 10) Utiliser »: a recruit set against the ammunition crates, made abandoned equipment
    (24 pas, 4 A of F 2), fires it at the flamer: 4 dodge dice (an I 2 target dodges on 6:
    16.7 %), its wound dice fail on 4+ (I 1: 50 %). « 14) Sonner l'alerte »: the radius drawn
    is 6 pas from the recruit's base, 162.5 mm from its centre."""
    from editor.model import Equipment

    scenario = placed("frozen-trench", rime_recruit_2=((710.0, 383.0), 0.0),
                      rime_recruit_1=((650.0, 420.0), 0.0))
    terrain = tuple(replace(p, equipment=Equipment()) if p.id == "crates" else p
                    for p in scenario.board.terrain)
    page = start_table("frozen-trench",
                       replace(scenario, board=replace(scenario.board, terrain=terrain)))
    _select(page, "rime-recruit-2")
    page.actions.buttons["use"].click()
    x, y = page.game.state.figure("fang-flamer-1").position
    click(page.board, x, y)
    evaluation = page.actions.evaluation
    assert evaluation.legal and evaluation.stages[0].count == 4
    shown = page.actions.evaluation_label.text()
    assert "16.7" in shown and "50.0" in shown
    page.actions.cancel()
    page.actions.buttons["alert"].click()
    assert [(r.key, r.radius_mm) for r in page.board.radii] == [("alert", 162.5)]
    page.actions.apply_button.click()
    assert page.game.state.figure("rime-recruit-1").status("alerted") is not None


def test_the_actions_left_are_offered_first_when_the_players_set_them(start_table):
    """« Actions de base »: the number box starts at the actions the figure has left, not at 0
    (the recruit, fresh: the sample's 2 actions of a turn)."""
    page = start_table("frozen-trench")
    _select(page, "rime-recruit-1")
    page.actions.buttons["set_actions"].click()
    figure = page.game.state.figure("rime-recruit-1")
    assert page.game.engine.actions_allowed(figure) == 2
    assert page.actions.count_spin.value() == 2
    assert page.actions.evaluation.legal
