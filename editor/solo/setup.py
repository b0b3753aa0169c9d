"""A new game from a scenario (« Mettre en place le scénario comme détaillé dans le livret de
missions »): figures where the mission deploys them, heroes with their energy, the villains'
starting energy, the river in its starting order, the solo deck shuffled from the seed.
"""

from __future__ import annotations

from editor.dice.rng import shuffled
from editor.model.scenario import Scenario
from editor.model.units import SoloProfile
from editor.solo.state import FigureState, GameState, ObjectiveState


def new_game(scenario: Scenario, seed: int) -> GameState:
    figures = []
    for figure in scenario.figures:
        unit = scenario.unit(figure.unit)
        energy = unit.profile.energy if unit and isinstance(unit.profile, SoloProfile) else 0
        zone = figure.zone if figure.deployed else None
        figures.append(FigureState(figure.id, zone, 0, energy))
    cards = tuple(card.id for card in scenario.deck.cards) if scenario.deck else ()
    pile, counter = shuffled(seed, 0, cards)
    mission = scenario.mission
    return GameState(
        seed=seed,
        counter=counter,
        figures=tuple(figures),
        villain_reserve=mission.villain_energy_start,
        villain_spent=mission.villain_energy_spent_start,
        river=tuple(tile.id for tile in scenario.river.tiles) if scenario.river else (),
        draw_pile=pile,
        reinforcement_points=mission.reinforcement_points,
        objectives=tuple(ObjectiveState(o.id, o.active) for o in scenario.objectives),
    )
