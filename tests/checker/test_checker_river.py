"""The river, deck and mission checks of the scenario checker: one test per finding."""

from __future__ import annotations

from dataclasses import replace

from editor.documents.addresses import ById
from editor.messages import Severity
from editor.model import (
    ActionIcon,
    AttackKind,
    CheckType,
    Effect,
    EffectKind,
    EventOption,
    Figure,
    MissionEvent,
    Objective,
    Side,
    SoloAttack,
    SoloCheck,
    Text,
    Tile,
    TileKind,
    Trigger,
    TriggerKind,
)
from editor.rules.checking import check_scenario
from tests.checker.helpers import assert_finding, clean_zone_scenario, only

CARD = ("deck", "cards", ById("c1"))


def with_thug_attacks(*kinds: AttackKind, checks=()):
    scenario = clean_zone_scenario()
    thug = scenario.unit("thug")
    attacks = tuple(SoloAttack(kind, Text.both(kind.value)) for kind in kinds)
    profile = replace(thug.profile, attacks=attacks, checks=checks)
    units = tuple(replace(u, profile=profile) if u.id == "thug" else u for u in scenario.units)
    return replace(scenario, units=units)


def with_card(scenario, **changes):
    card = replace(scenario.deck.cards[0], **changes)
    return replace(scenario, deck=replace(scenario.deck, cards=(card,)))


def with_icons(scenario, *icons: ActionIcon):
    return with_card(scenario, icons=icons)


def test_melee_icon_without_melee_attack():
    scenario = with_thug_attacks(AttackKind.RANGED)
    assert_finding(
        only(scenario), scenario, CARD,
        "No villain of the river has a melee attack: the melee icon on 1 card (the card c1) can never resolve (SOLO-ML).",
        "Aucun vilain de la rivière n’a d’attaque au corps à corps : l’icône corps à corps de 1 carte (la carte c1) ne peut jamais être résolue (SOLO-ML).",
    )


def test_ranged_icon_without_ranged_attack():
    scenario = with_thug_attacks(AttackKind.MELEE)
    assert_finding(
        only(scenario), scenario, CARD,
        "No villain of the river has a ranged attack: the ranged icon on 1 card (the card c1) can never resolve (SOLO-RG).",
        "Aucun vilain de la rivière n’a d’attaque à distance : l’icône attaque à distance de 1 carte (la carte c1) ne peut jamais être résolue (SOLO-RG).",
    )


def test_defend_icon_without_hero_objective():
    scenario = with_icons(
        clean_zone_scenario(), ActionIcon.DEFEND_HERO_OBJECTIVE, ActionIcon.MELEE,
        ActionIcon.ADVANCE_TO_HEROES,
    )
    scenario = replace(scenario, objectives=(replace(scenario.objectives[0], active=False),))
    assert_finding(
        only(scenario), scenario, CARD,
        "The mission has no hero objective: the defend-hero-objective icon on 1 card (the card c1) can never resolve (SOLO-DF).",
        "La mission n’a aucun objectif de héros : l’icône « défendre les objectifs de héros » de 1 carte (la carte c1) ne peut jamais être résolue (SOLO-DF).",
    )


def test_an_objective_an_event_activates_counts_for_defend():
    scenario = with_icons(
        clean_zone_scenario(), ActionIcon.DEFEND_HERO_OBJECTIVE, ActionIcon.MELEE,
        ActionIcon.ADVANCE_TO_HEROES,
    )
    option = EventOption(1, Text.both("!"), (Effect(EffectKind.ACTIVATE_OBJECTIVE, objective="o1"),))
    event = MissionEvent("e1", Text.both("Alarm"), Trigger(TriggerKind.TURN, turn=3), (option,))
    scenario = replace(
        scenario,
        objectives=(replace(scenario.objectives[0], active=False),),
        mission=replace(scenario.mission, events=(event,)),
    )
    assert check_scenario(scenario) == []


def test_villain_objective_icon_without_villain_objective():
    scenario = with_icons(
        clean_zone_scenario(), ActionIcon.ADVANCE_VILLAIN_OBJECTIVE, ActionIcon.MELEE,
        ActionIcon.RANGED,
    )
    assert_finding(
        only(scenario), scenario, CARD,
        "The mission has no villain objective: the advance-on-villain-objective icon on 1 card (the card c1) can never resolve (SOLO-VO).",
        "La mission n’a aucun objectif de vilain : l’icône « se déplacer vers un objectif de vilain » de 1 carte (la carte c1) ne peut jamais être résolue (SOLO-VO).",
    )


def villain_objective_scenario(checks):
    scenario = with_thug_attacks(AttackKind.MELEE, AttackKind.RANGED, checks=checks)
    scenario = with_icons(
        scenario, ActionIcon.ADVANCE_VILLAIN_OBJECTIVE, ActionIcon.MELEE, ActionIcon.RANGED
    )
    goal = Objective("o2", Side.VILLAIN, Text.both("Loot"), zone="z3", check=CheckType.ACTION)
    return replace(scenario, objectives=(*scenario.objectives, goal))


def test_villain_objective_icon_when_no_villain_can_check():
    scenario = villain_objective_scenario((SoloCheck(CheckType.THINKING),))
    assert_finding(
        only(scenario), scenario, CARD,
        "No villain of the river can perform the check of any villain objective: the advance-on-villain-objective icon on 1 card (the card c1) can never resolve (SOLO-VO).",
        "Aucun vilain de la rivière ne peut faire le test d’un objectif de vilain : l’icône « se déplacer vers un objectif de vilain » de 1 carte (la carte c1) ne peut jamais être résolue (SOLO-VO).",
    )
    assert check_scenario(villain_objective_scenario((SoloCheck(CheckType.ACTION),))) == []


def test_card_naming_a_slot_the_river_never_has():
    scenario = with_card(clean_zone_scenario(), tile_numbers=(1, 2))
    assert_finding(
        only(scenario), scenario, CARD,
        "Card c1 names river slot 2, but the river never holds more than 1 tile: that number activates nothing (SOLO-VT-6, AMB-3).",
        "La carte c1 désigne la case 2 de la rivière, mais la rivière ne compte jamais plus de 1 tuile : ce numéro n’active rien (SOLO-VT-6, AMB-3).",
    )


def test_leader_card_without_leader_tile():
    scenario = with_card(clean_zone_scenario(), leader=True, tile_numbers=(5,))
    assert_finding(
        only(scenario), scenario, CARD,
        "Card c1 shows the leader symbol but no river tile has it: the card is always discarded and another drawn (SOLO-VT-5).",
        "La carte c1 porte le symbole de leader mais aucune tuile de la rivière ne l’a : la carte est toujours défaussée et une autre piochée (SOLO-VT-5).",
    )


def test_card_without_key_phrase():
    scenario = with_card(clean_zone_scenario(), key_phrase="")
    assert_finding(
        only(scenario), scenario, CARD,
        "Card c1 has no key phrase: its ties go straight to the heroes’ numbers, then to chance (SOLO-TIE).",
        "La carte c1 n’a pas de phrase clé : ses égalités passent directement aux numéros des héros, puis au hasard (SOLO-TIE).",
    )


def test_key_phrase_never_defined_is_a_validation_error_on_the_card():
    scenario = with_card(clean_zone_scenario(), key_phrase="bravest")
    assert_finding(
        only(scenario), scenario, CARD,
        "deck.cards[0].key_phrase: The solo deck has no key phrase “bravest”.",
        "deck.cards[0].key_phrase: Le deck solo n’a pas de phrase clé « bravest ».",
        Severity.ERROR,
    )


def test_event_tile_without_event():
    scenario = clean_zone_scenario()
    tile = Tile("t2", Text.both("Event"), TileKind.EVENT)
    scenario = replace(scenario, river=replace(scenario.river, tiles=(*scenario.river.tiles, tile)))
    assert_finding(
        only(scenario), scenario, ("river", "tiles", ById("t2")),
        "Event tile t2 points to no event: activating it resolves nothing (SOLO-EV-1).",
        "La tuile d’événement t2 ne renvoie à aucun événement : l’activer ne résout rien (SOLO-EV-1).",
        Severity.ERROR,
    )


def test_event_without_options():
    scenario = clean_zone_scenario()
    event = MissionEvent("e1", Text.both("Alarm"), Trigger(TriggerKind.TURN, turn=3))
    scenario = replace(scenario, mission=replace(scenario.mission, events=(event,)))
    assert_finding(
        only(scenario), scenario, ("mission", "events", ById("e1")),
        "Event e1 has no option: when it is triggered, nothing happens (SOLO-EV-1).",
        "L’événement e1 n’a aucune option : quand il se déclenche, rien ne se passe (SOLO-EV-1).",
    )


def test_tiles_with_reinforcements_but_no_reinforcement_zone():
    scenario = clean_zone_scenario()
    zones = tuple(replace(z, reinforcement=False) for z in scenario.board.zones)
    scenario = replace(scenario, board=replace(scenario.board, zones=zones))
    assert_finding(
        only(scenario), scenario, ("river", "tiles", ById("t1")),
        "1 tile brings figures back (t1) but the board has no reinforcement zone: no reinforcement can ever arrive (SOLO-RF-2).",
        "1 tuile fait revenir des figurines (t1) mais le plateau n’a aucune zone de renfort : aucun renfort ne peut jamais arriver (SOLO-RF-2).",
    )


def test_figure_not_deployed_that_no_tile_brings_back():
    scenario = clean_zone_scenario()
    tiles = (replace(scenario.river.tiles[0], reinforcement_cost=0),)
    waiting = Figure("v2", "thug", Side.VILLAIN, tile="t1", deployed=False)
    scenario = replace(
        scenario, river=replace(scenario.river, tiles=tiles), figures=(*scenario.figures, waiting)
    )
    assert_finding(
        only(scenario), scenario, ("figures", ById("v2")),
        "Figure v2 is not deployed and no tile can bring it back (no tile, or a reinforcement cost of 0): it never enters play.",
        "La figurine v2 n’est pas déployée et aucune tuile ne peut la faire revenir (pas de tuile, ou un coût de renfort de 0) : elle n’entre jamais en jeu.",
    )


def test_villain_figure_without_tile():
    scenario = clean_zone_scenario()
    figures = tuple(replace(f, tile=None) if f.id == "v1" else f for f in scenario.figures)
    scenario = replace(scenario, figures=figures)
    assert_finding(
        only(scenario), scenario, ("figures", ById("v1")),
        "Villain figure v1 is on no river tile: the AI never activates it (SOLO-VT-6).",
        "La figurine de vilain v1 n’est sur aucune tuile de la rivière : l’IA ne l’active jamais (SOLO-VT-6).",
    )
