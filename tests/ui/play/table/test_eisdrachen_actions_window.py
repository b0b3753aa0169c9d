"""The Eisdrachen actions of « partie 4 » in the play window, as a player plays them: the action
listed by the plug-in, what it needs given on the table, the areas it reads drawn, the exact
odds shown before the roll, the dice typed stage by stage, the result on the table and in the
log. Expected values are worked out from the rule text and the frozen-trench profiles."""

from __future__ import annotations

from dataclasses import replace

from editor.ui.play.table.models import ActionRadius
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
