"""The worked examples of the D20 text (« 3.2. Les Tirs », « Le Tir dans le dos », « Les
Couverts », « Le Corps à Corps »), on small tables; the numbers by hand from the text."""

from __future__ import annotations

from dataclasses import replace

from editor.model import CoverClass, MovementEffect, Side
from tests.rules.table_play import act, figure, game, keys, table, unit, wall
from tests.rules.test_d20_play import SHOOTER, TARGET

LARGE = replace(TARGET, base_mm=50.0)


def into_the_melee():
    """The Maïnomaï (hero, facing south) touches the Hallucination d'Avatara (villain, a 50 mm
    base) to its north and a small villain to its south; the UC Génétique and the UC Chronos,
    its friends, stand outside; a third side's figure to the east."""
    units = [unit("uc", Side.HERO, SHOOTER), unit("small", Side.VILLAIN, TARGET),
             unit("large", Side.VILLAIN, LARGE), unit("third", Side.NEUTRAL, SHOOTER)]
    figures = [
        figure("avatara", "large", Side.VILLAIN, 600, 400, 180),
        figure("mainomai", "uc", Side.HERO, 600, 437.5, 180),
        figure("small", "small", Side.VILLAIN, 600, 462.5, 0),
        figure("genetique", "uc", Side.HERO, 300, 300, 90),
        figure("chronos", "uc", Side.HERO, 300, 500, 90),
        figure("third", "third", Side.NEUTRAL, 900, 462.5, 270),
    ]
    play = game(table("d20", units, figures))
    play.apply(act("end_phase"))
    return play


def test_tirs_the_uc_genetique_may_fire_into_the_melee_at_the_large_base():
    """« L'UC Génétique peut tirer dans le corps à corps puisque sa cible est une "grande
    créature" (grand socle). L'UC Chronos par contre, ne peut pas faire feu »: at the 50 mm
    base, larger than every other of the melee, yes; at the small figure, no."""
    play = into_the_melee()
    assert play.engine.evaluate(play.state, act("shoot", "genetique", target="avatara")).legal
    refused = play.engine.evaluate(play.state, act("shoot", "chronos", target="small"))
    assert keys(refused) == ["d20.bubble.into_melee"]
    assert refused.reasons[0].rule == "Le Corps à Corps"


def test_le_corps_a_corps_inside_the_bubble_figures_shoot_each_other_not_out():
    """« Un càc est une «bulle» dans laquelle les figurines présentes à l'intérieur peuvent se
    tirer dessus. Elles ne peuvent tirer vers l'extérieur du càc »."""
    play = into_the_melee()
    assert play.engine.evaluate(play.state, act("shoot", "mainomai", target="small")).legal
    scenario = play.scenario
    outside = figure("outsider", "small", Side.VILLAIN, 600, 700, 0)
    play = game(replace(scenario, figures=(*scenario.figures, outside)))
    play.apply(act("end_phase"))
    assert keys(play.engine.evaluate(play.state, act("shoot", "mainomai", target="outsider"))
                ) == ["d20.bubble.out_of_melee"]


def test_tirs_a_third_side_may_shoot_a_melee_of_its_enemies_only():
    """« le troisième protagoniste peut tirer sur un càc où seuls ses ennemis sont impliqués »:
    the neutral side's figure, in its own actions phase, shoots the small villain."""
    play = into_the_melee()
    for _ in range(4):
        play.apply(act("end_phase"))
    assert (play.state.side, play.state.phase) == ("neutral", "actions")
    assert play.engine.evaluate(play.state, act("shoot", "third", target="small")).legal


def back_attack(start, end, facing):
    units = [unit("uc", Side.HERO, SHOOTER), unit("mainomai", Side.VILLAIN, TARGET)]
    figures = [figure("gen", "uc", Side.HERO, *start, 0),
               figure("mainomai", "mainomai", Side.VILLAIN, 600, 400, 270)]
    play = game(table("d20", units, figures))
    play.apply(act("move", "gen", at=end, facing_deg=facing))
    play.apply(act("end_phase"))
    return play.engine.evaluate(play.state, act("shoot", "gen", target="mainomai"))


def test_le_tir_dans_le_dos_gen1_starts_behind_gen2_does_not():
    """« L'UC Gen1 débute son tour dans le dos du Maïnomaï, il bénéficie d'un +1 sur ses tirs.
    Au contraire, l'UC Gen2 ne commence pas son tour dans l'arc arrière du Maïnomaï, Il n'a donc
    pas de bonus »: the Maïnomaï faces west; Gen1 starts east of it and ends in front, +1
    (5 + 7 + 1 = 13); Gen2 starts in front and ends behind, no bonus (12)."""
    gen1 = back_attack((650.0, 350.0), (560.0, 330.0), 150.0)
    (rear,) = gen1.modifiers
    assert (rear.key, rear.value, rear.rule) == ("d20.modifier.rear", 1, "Le Tir dans le dos")
    assert gen1.odds["attack"] == 13
    gen2 = back_attack((560.0, 500.0), (660.0, 480.0), 323.0)
    assert gen2.legal and gen2.modifiers == () and gen2.odds["attack"] == 12


def test_les_couverts_the_hedge_against_the_low_wall():
    """« Bien qu'une proportion identique du corps de l'UC Chronos soit visible, son couvert (la
    haie), a bien moins de chances d'arrêter le tir de l'UC Génétique, que le muret derrière
    lequel s'abrite le Télékinésiste »: the same 20 mm screens, a hedge (light, +1) and a low
    wall (medium, +2): 5 + 7 against 18, faces 7 to 20, 7/10; against 19, 13/20."""
    units = [unit("uc", Side.HERO, SHOOTER), unit("target", Side.VILLAIN, TARGET)]
    figures = [figure("genetique", "uc", Side.HERO, 200, 400, 90),
               figure("chronos", "target", Side.VILLAIN, 500, 300, 270),
               figure("telekinesist", "target", Side.VILLAIN, 500, 500, 270)]
    hedge = wall("hedge", 470, 250, 480, 350, height=20.0, cover=CoverClass.LIGHT,
                 movement=MovementEffect.DIFFICULT)
    low_wall = wall("low-wall", 470, 450, 480, 550, height=20.0, cover=CoverClass.MEDIUM)
    play = game(table("d20", units, figures, (hedge, low_wall)))
    play.apply(act("end_phase"))
    light = play.engine.evaluate(play.state, act("shoot", "genetique", target="chronos"))
    medium = play.engine.evaluate(play.state, act("shoot", "genetique", target="telekinesist"))
    assert [m.value for m in light.modifiers] == [1] and light.odds["hit"] == "7/10"
    assert [m.value for m in medium.modifiers] == [2] and medium.odds["hit"] == "13/20"
