"""The dice panel: exact odds before rolling, physical dice typed die by die with the AI's
rerolls, the app's roll, and a hero's attack with the AI's defence."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import Qt

from editor.dice.distribution import damage_distribution
from editor.dice.rolls import policy_distribution
from editor.model.dice import DiceCount
from editor.rules.zone_solo.actions import Accept, DefendHero, EndHeroTurn, HeroAttack, TypedDice
from editor.solo.state import state_hash
from editor.ui.play.dice_widgets import DieInput, percent


def attack_step(play, night_market):
    """Seed 2: turn 1 has crossbow-2's ranged attack on hero-4 (one red die)."""
    game = play.start_new(night_market, "night-market", None, seed=2)
    game.apply(EndHeroTurn())
    while game.play.proposal().kind != "attack":
        play.villain_panel.accept()
    return game


def click(qtbot, die: DieInput, times: int) -> None:
    for _ in range(times):
        qtbot.mouseClick(die, Qt.MouseButton.LeftButton)


def test_the_odds_shown_are_the_dice_engines_exact_distribution(play, night_market):
    game = attack_step(play, night_market)
    play.villain_panel.dice_button.click()
    section = play.dice_panel.villain_roll
    assert play.dice_panel.has_roll()
    exact = policy_distribution(
        game.play.ctx.dice, (DiceCount("red", 1),), game.play.ctx.options.dice, (), True
    )
    shown = section.odds.successes.distribution
    assert shown == {i: p for i, p in enumerate(exact) if p}
    assert sum(shown.values()) == Fraction(1)
    damage = damage_distribution(exact, armor=0)
    assert section.odds.damage.distribution == {i: p for i, p in enumerate(damage) if p}
    assert section.odds.successes.labels() == [(i, percent(p)) for i, p in sorted(shown.items())]
    at_least_one = sum((p for i, p in enumerate(damage) if i >= 1), Fraction(0))
    assert percent(at_least_one) in section.odds.summary.text()
    assert section.odds.pool.isVisibleTo(play) and section.entry.first[0].die.id == "red"


def test_typed_dice_change_the_outcome(play, night_market, qtbot):
    game = attack_step(play, night_market)
    before = game.state
    energy = before.figure("hero-4").energy
    entry = play.dice_panel.villain_roll.entry
    apply_button = play.dice_panel.villain_roll.apply_button
    assert not apply_button.isEnabled()
    click(qtbot, entry.first[0], 4)  # red: 0 → 1 → 2 → 3
    assert entry.first[0].value == 3 and not entry.rerolls
    assert apply_button.isEnabled()
    apply_button.click()
    assert game.actions[-1] == Accept(dice=TypedDice((3,)))
    panel = play.dice_panel
    assert "3 successes" in panel.result.text() and not panel.result.isHidden()
    assert panel.pages.currentWidget() is panel.guard_page  # the hero's defence comes next
    panel.guard.roll.app_button.click()  # no guard, no automatic dice: nothing to roll
    assert game.actions[-1] == DefendHero(0)
    assert game.state.figure("hero-4").energy == energy - 3  # armour 0: three damage
    assert game.state.counter == before.counter  # physical dice draw nothing
    play.take_back()
    play.take_back()
    entry = play.dice_panel.villain_roll.entry
    click(qtbot, entry.first[0], 1)  # a blank: the AI pays a cube to reroll it (SOLO-DR-1)
    assert [index for index, _box in entry.rerolls] == [0]
    assert "Red #1" in entry.explanation.text()
    assert not play.dice_panel.villain_roll.apply_button.isEnabled()
    entry.rerolls[0][1].setFocus()
    qtbot.keyClick(entry.rerolls[0][1], Qt.Key.Key_0)
    play.dice_panel.villain_roll.apply_button.click()
    assert game.actions[-1] == Accept(dice=TypedDice((0,), (0,)))
    assert game.state.figure("hero-4").energy == energy
    assert game.state.villain_reserve == before.villain_reserve - 1
    typed_blank = state_hash(game.state)
    play.take_back()
    play.dice_panel.villain_roll.app_button.click()
    assert game.actions[-1] == Accept()
    assert state_hash(game.state) != typed_blank


def test_a_die_offers_only_the_faces_it_has(qtbot, night_market):
    die = DieInput(night_market.dice.die("white"))
    qtbot.addWidget(die)
    assert die.choices == (0, 1)
    die.setFocus()
    qtbot.keyClick(die, Qt.Key.Key_3)
    assert die.value is None
    qtbot.keyClick(die, Qt.Key.Key_1)
    assert die.value == 1
    qtbot.mouseClick(die, Qt.MouseButton.RightButton)
    assert die.value == 0


def test_a_hero_attack_shows_the_ai_defence_then_applies(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=2)
    panel = play.dice_panel
    play.heroes_panel.attack_button.click()
    assert play.tabs.currentWidget() is panel
    panel.select_attack("hero-1", "eel-1", 1)
    assert "SOLO-DR-2 « Jet de défense et relance »" in panel.preview.text()
    entry = panel.defence_roll.entry
    assert entry is not None and entry.request.kind == "defence"
    entry.set_values((1,))
    panel.defence_roll.apply_button.click()
    assert game.actions[-1] == HeroAttack("hero-1", "eel-1", 1, TypedDice((1,)), "melee")
    assert game.state.figure("eel-1").zone is not None  # blocked
    play.take_back()
    panel.select_attack("hero-1", "eel-1", 2)  # two needed: the AI does not defend
    assert panel.defence_roll.entry is None
    assert panel.defence_roll.app_button.text() == "Apply the attack"
    panel.defence_roll.app_button.click()
    assert game.actions[-1] == HeroAttack("hero-1", "eel-1", 2, attack="melee")
    assert game.state.figure("eel-1").zone is None


def test_automatic_defence_dice_are_typed_first(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=2)
    panel = play.dice_panel
    panel.select_attack("hero-1", "vasque-1", 6)
    entry = panel.defence_roll.entry
    assert entry.request.kind == "defence_auto" and entry.request.dice == ("black",)
    entry.set_values((1,))
    panel.defence_roll.apply_button.click()  # the AI decides on them: a cube die follows
    entry = panel.defence_roll.entry
    assert entry.request.dice == ("black", "black")
    assert entry.first[0].value == 1  # kept as typed, the cube die is asked for
    entry.set_values((1, 2))
    panel.defence_roll.apply_button.click()
    assert game.actions[-1] == HeroAttack("hero-1", "vasque-1", 6, TypedDice((1, 2)), "melee")
