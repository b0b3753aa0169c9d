"""The play window's side of the heroes' defence and of the steps that read clearly.

Seed 2 of night-market: in turn 1 the crossbow lookout 2 shoots Nila Vey (hero-4: armour 0,
7 energy) with one red die; a guard cube adds one white die (faces 0,0,0,0,1,1).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction as F

from editor.rules.zone_solo.actions import Accept, DefendHero, EndHeroTurn, TypedDice
from editor.ui.play.dice_widgets import percent
from editor.ui.play.overlay_layer import StepMarks, draw_step
from editor.ui.play.palette import STYLES, Badge, Role


def to_attack(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=2)
    game.apply(EndHeroTurn())
    while game.play.proposal().kind != "attack":
        play.villain_panel.accept()
    return game


def to_defence(play, night_market, power: int = 3):
    game = to_attack(play, night_market)
    play.dice_panel.villain_roll.entry.set_values((power,))
    play.dice_panel.villain_roll.apply_button.click()
    assert game.play.pending_defence() is not None
    return game


def test_the_solo_card_step_shows_the_card_it_draws(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=2)
    game.apply(EndHeroTurn())
    play.villain_panel.accept()  # upkeep
    step = play.villain_panel.step
    assert step.kind == "draw" and game.state.card is None
    assert play.villain_panel.card.card is not None
    assert play.villain_panel.card.card.id == step.after.card
    assert step.after.card in play.villain_panel.explanation.text()


def test_the_result_of_applied_dice_stays_shown(play, night_market):
    to_defence(play, night_market)
    result = play.dice_panel.result
    assert not result.isHidden()
    assert "Crossbow lookout 2 attacks Nila Vey" in result.text()
    assert "3 successes" in result.text() and "Dice: Red 3" in result.text()
    assert "(ranged)" in result.text()


def test_the_result_reads_in_french_with_the_dice_names(play, night_market):
    from PySide6.QtCore import QCoreApplication, QEvent

    from editor.ui.i18n import install_language

    to_defence(play, night_market)
    install_language("fr")  # Qt then posts LanguageChange to every widget: sent here at once
    QCoreApplication.sendEvent(play.dice_panel, QEvent(QEvent.Type.LanguageChange))
    text = play.dice_panel.result.text()
    assert "Guetteur à l’arbalète 2 attaque Nila Vey" in text and "(à distance)" in text
    assert "Rouge 3" in text and "ranged" not in text and "red" not in text


def test_the_defence_shows_the_exact_odds_of_every_guard(play, night_market):
    game = to_defence(play, night_market)
    panel = play.dice_panel
    assert panel.pages.currentWidget() is panel.guard_page
    chooser = panel.guard.chooser
    assert [o.cubes for o in chooser.options] == [0, 1, 2, 3, 4]
    assert [o.damage for o in chooser.options] == [
        o.damage for o in game.play.defence_options()
    ]
    _button, cells = chooser.rows[2]  # two white dice: 3 damage 4/9, 2 damage 4/9, 1 damage 1/9
    shown = [c.text() for c in cells]
    assert shown[:3] == [percent(F(0)), percent(F(1, 9)), percent(F(4, 9))]
    assert shown[-1] == percent(F(0))  # 5 cubes left: never out of action
    assert chooser.rows[4][1][-1].text() == percent(F(16, 81))
    assert chooser.rows[0][0].text() == "no guard" and chooser.rows[2][0].text() == (
        "2 energy cubes"
    )
    assert "Nila Vey, the Courier defends" in panel.guard.title.text()


def test_a_guard_chosen_and_typed_in_the_dice_tab(play, night_market):
    game = to_defence(play, night_market)
    page = play.dice_panel.guard
    page.chooser.choose(2)
    entry = page.roll.entry
    assert entry is not None and [d.die.id for d in entry.first] == ["white", "white"]
    assert play.villain_panel.accept_button.text() == "Defend with 2 energy cubes"
    entry.set_values((1, 0))
    assert play.villain_panel.accept_button.text() == "Defend with 2 energy cubes, typed dice"
    page.roll.apply_button.click()
    assert game.actions[-1] == DefendHero(2, TypedDice((1, 0)))
    hero = game.state.figure("hero-4")
    assert (hero.energy, hero.wounds) == (3, 2)
    assert "guard 1 (2 energy cubes committed)" in play.dice_panel.result.text()


def test_accept_in_the_villain_panel_defends_with_the_guard_chosen(play, night_market):
    game = to_defence(play, night_market)
    assert play.villain_panel.title.text().startswith("Hero's defence")
    assert play.villain_panel.dice_button.text() == "Choose the guard…"
    play.dice_panel.guard.chooser.choose(1)
    assert play.villain_panel.accept()
    assert game.actions[-1] == DefendHero(1)
    play.take_back()
    assert game.play.pending_defence() is not None
    assert play.villain_panel.accept_button.text().startswith("Defend")


def test_a_hero_attack_across_the_board_is_warned_not_blocked(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=2)
    panel = play.dice_panel
    play.heroes_panel.attack_button.click()
    panel.select_attack("hero-2", "eel-3", 3)
    index = panel.attack_kind.findData("ranged")
    panel.attack_kind.setCurrentIndex(index)
    assert not panel.warning.isHidden()
    assert "has no line of sight on Eel 3" in panel.warning.text()
    panel.defence_roll.app_button.click()
    assert game.actions[-1].attacker == "hero-2" and game.actions[-1].attack == "ranged"


def test_the_heroes_panel_says_what_recovery_the_data_gives(play, night_market):
    play.start_new(night_market, "night-market", None, seed=2)
    text = play.heroes_panel.recovery.text()
    assert "neither the heroes' boards nor the mission define one" in text
    units = tuple(
        replace(u, profile=replace(u.profile, recovery=2)) if u.id == "odile" else u
        for u in night_market.units
    )
    play.start_new(replace(night_market, units=units), "night-market", None, seed=2)
    text = play.heroes_panel.recovery.text()
    assert "Odile Carvane, the Lamplighter: 2 (its board)" in text
    assert "None defined for Tamsin Ferrol, Harbour Pilot" in text


def test_the_energy_badge_is_a_cube_not_a_movement_cost(play, night_market):
    assert STYLES[Role.ENERGY].badge is Badge.CUBE
    movement = {STYLES[r].badge for r in (Role.REACH, Role.REACH_CUBE, Role.PATH)}
    assert Badge.CUBE not in movement

    class Recorder:
        def __init__(self):
            self.calls = []

        def __getattr__(self, name):
            return lambda *args, **kwargs: self.calls.append((name, *args))

        def marker(self, zone):
            return None

    canvas = Recorder()
    draw_step(canvas, StepMarks("a", ("a", "b"), (0, 1), energy=1))
    badges = [c for c in canvas.calls if c[0] == "badge"]
    assert [(c[1], c[2], c[3]) for c in badges if c[3] is Role.ENERGY] == [("a", "−1", Role.ENERGY)]
    assert not any(c[3] is Role.REACH_CUBE for c in badges)


def test_the_log_lines_are_evenly_spaced(play, night_market, drive_turn):
    game = play.start_new(night_market, "night-market", None, seed=2)
    game.apply(EndHeroTurn())
    drive_turn(play)
    doc = play.log.document()
    doc.setTextWidth(380)
    doc.size()
    baselines, block = [], doc.begin()
    arrows = 0
    while block.isValid():
        top = doc.documentLayout().blockBoundingRect(block).y()
        layout = block.layout()
        lines = [top + layout.lineAt(i).y() + layout.lineAt(i).ascent()
                 for i in range(layout.lineCount())]
        baselines.append(lines)
        arrows += "→" in block.text()
        block = block.next()
    assert arrows  # paths are in the log: the lines that used to stand apart
    within = {round(b - a, 1) for lines in baselines for a, b in zip(lines, lines[1:])}
    between = {round(b[0] - a[-1], 1) for a, b in zip(baselines, baselines[1:])}
    assert len(within) == 1 and len(between) == 1, (within, between)


def test_counts_in_the_villain_panel_read_in_the_right_form(play, night_market):
    game = play.start_new(night_market, "night-market", None, seed=2)
    game.apply(EndHeroTurn())
    while not game.play.proposal().energy:
        game.apply(Accept())
    step = game.play.proposal()
    spent = play.villain_panel.spent.text()
    noun = "cube" if step.energy == 1 else "cubes"
    assert spent == f"Villain energy this step spends: {step.energy} {noun}"
    assert "(s)" not in play.villain_panel.turn_label.text()
