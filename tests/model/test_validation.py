"""Each validation rule, with its exact message in English and French."""

from __future__ import annotations

from dataclasses import replace

import pytest

from editor.messages import Severity
from editor.model import (
    Border,
    DiceCount,
    DieType,
    Figure,
    Side,
    SoloCard,
    Text,
    Wall,
)
from editor.model.board import BackgroundImage, LosOverride
from editor.model.mission import Condition, ConditionKind, EventOption, MissionEvent
from editor.model.validation import errors, validate
from tests.examples import d20_scenario, eisdrachen_scenario, zone_scenario


def board(s, **changes):
    return replace(s, board=replace(s.board, **changes))


def zones(s, index, **changes):
    z = list(s.board.zones)
    z[index] = replace(z[index], **changes)
    return board(s, zones=tuple(z))


def unit_profile(s, **changes):
    u = s.units[0]
    return replace(s, units=(replace(u, profile=replace(u.profile, **changes)), *s.units[1:]))


def deck_card(s, **changes):
    return replace(s, deck=replace(s.deck, cards=(replace(s.deck.cards[0], **changes),)))


Z = zone_scenario
CASES = [
    ("bad_name", lambda: replace(Z(), name=" spaced "), "name",
     "The scenario name must be 1 to 100 characters, without control characters, slashes or surrounding spaces.",
     "Le nom du scénario doit compter de 1 à 100 caractères, sans caractère de contrôle, barre oblique ni espace au début ou à la fin."),
    ("bad_id", lambda: zones(Z(), 0, id=""), "zones[0].id",
     "An id must be 1 to 100 printable characters.",
     "Un identifiant doit compter de 1 à 100 caractères imprimables."),
    ("duplicate_id", lambda: zones(Z(), 1, id="z1"), "zones[1].id",
     "The id “z1” is used twice; each id must be unique in its list.",
     "L’identifiant « z1 » est utilisé deux fois ; chaque identifiant doit être unique dans sa liste."),
    ("unknown_zone", lambda: replace(Z(), figures=(Figure("f", "ranger", Side.HERO, zone="z9"),)),
     "figures[0].zone", "No zone has the id “z9”.", "Aucune zone n’a l’identifiant « z9 »."),
    ("unknown_unit", lambda: replace(Z(), figures=(Figure("f", "ghost", Side.HERO, zone="z1"),)),
     "figures[0].unit", "No unit has the id “ghost”.", "Aucune unité n’a l’identifiant « ghost »."),
    ("unknown_tile", lambda: replace(Z(), figures=(Figure("f", "thug", Side.VILLAIN, zone="z1", tile="t9"),)),
     "figures[0].tile", "No river tile has the id “t9”.",
     "Aucune tuile de la rivière n’a l’identifiant « t9 »."),
    ("unknown_image", lambda: board(Z(), background=BackgroundImage("images/none.png")),
     "board.background.image", "The image “images/none.png” is not included in the scenario.",
     "L’image « images/none.png » n’est pas incluse dans le scénario."),
    ("unknown_image", lambda: replace(Z(), units=(replace(Z().units[0], card_back="images/back.png"),
                                                  *Z().units[1:])),
     "units[0].card_back", "The image “images/back.png” is not included in the scenario.",
     "L’image « images/back.png » n’est pas incluse dans le scénario."),
    ("unknown_die", lambda: unit_profile(Z(), defense_pool=(DiceCount("purple", 1),)),
     "units[0].profile.defense_pool[0].die", "The dice set has no die “purple”.",
     "Le jeu de dés n’a pas de dé « purple »."),
    ("unknown_event", lambda: replace(Z(), river=replace(Z().river, tiles=(replace(Z().river.tiles[0], event="e9"),))),
     "river.tiles[0].event", "No mission event has the id “e9”.",
     "Aucun événement de mission n’a l’identifiant « e9 »."),
    ("unknown_objective", lambda: replace(Z(), mission=replace(Z().mission, victory=(
        Condition(ConditionKind.OBJECTIVE_REACHED, objective="o9"),))),
     "mission.victory[0].objective", "No objective has the id “o9”.",
     "Aucun objectif n’a l’identifiant « o9 »."),
    ("unknown_figure", lambda: replace(Z(), mission=replace(Z().mission, defeat=(
        Condition(ConditionKind.FIGURE_NEUTRALIZED, figure="x"),))),
     "mission.defeat[0].figure", "No figure has the id “x”.", "Aucune figurine n’a l’identifiant « x »."),
    ("unknown_key_phrase", lambda: deck_card(Z(), key_phrase="most_energy"),
     "deck.cards[0].key_phrase", "The solo deck has no key phrase “most_energy”.",
     "Le deck solo n’a pas de phrase clé « most_energy »."),
    ("out_of_range", lambda: zones(Z(), 0, capacity=0), "zones[0].capacity",
     "0 is out of range: it must be between 1 and 1000.",
     "0 est hors limites : la valeur doit être comprise entre 1 et 1000."),
    ("scale_out_of_range", lambda: board(Z(), background=BackgroundImage("images/none.png", mm_per_pixel=0.0)),
     "board.background.mm_per_pixel", "The image scale 0.0 mm per pixel must be greater than 0 and at most 1000.",
     "L’échelle de l’image, 0.0 mm par pixel, doit être supérieure à 0 et au plus 1000."),
    ("text_too_long", lambda: replace(Z(), title=Text("x" * 20_001, "")), "title",
     "This text is too long (more than 20000 characters).",
     "Ce texte est trop long (plus de 20000 caractères)."),
    ("coordinate_out_of_range", lambda: zones(Z(), 0, los_marker=(1e9, 0.0)), "zones[0].los_marker",
     "A coordinate is beyond 100000.0 mm from the origin.",
     "Une coordonnée est à plus de 100000.0 mm de l’origine."),
    ("polygon_too_few_points", lambda: zones(Z(), 0, polygon=((0.0, 0.0), (1.0, 1.0))), "zones[0].polygon",
     "A polygon needs at least 3 points; this one has 2.",
     "Un polygone a besoin d’au moins 3 points ; celui-ci en a 2."),
    ("polygon_invalid", lambda: zones(Z(), 0, polygon=((0, 0), (12, 0), (0, 12), (12, 24))), "zones[0].polygon",
     "This polygon is not valid (Self-intersection[4 8]): its edges must not cross each other.",
     "Ce polygone n’est pas valide (Self-intersection[4 8]) : ses côtés ne doivent pas se croiser."),
    ("polygon_empty", lambda: zones(Z(), 0, polygon=((0, 0), (10, 0), (20, 0))), "zones[0].polygon",
     "This polygon has no area.", "Ce polygone n’a pas de surface."),
    ("board_kind", lambda: replace(d20_scenario(), board=Z().board), "board.kind",
     "The rule system d20 plays on a board of kind “table”.",
     "Le système de règles d20 se joue sur un plateau de type « table »."),
    ("profile_kind", lambda: replace(eisdrachen_scenario(), units=d20_scenario().units, figures=()),
     "units[0].profile.kind", "The unit “gunner” has a d20 profile, but the scenario uses eisdrachen.",
     "L’unité « gunner » a un profil d20, mais le scénario utilise eisdrachen."),
    ("figure_not_placed", lambda: replace(Z(), figures=(Figure("f", "ranger", Side.HERO),)), "figures[0]",
     "The figure “f” is deployed but has no place on the board.",
     "La figurine « f » est déployée mais n’a pas de place sur le plateau."),
    ("border_self", lambda: board(Z(), borders=(Border("z1", "z1"),)), "board.borders[0]",
     "A border joins the zone “z1” to itself.", "Une bordure relie la zone « z1 » à elle-même."),
    ("border_duplicate", lambda: board(Z(), borders=(Border("z1", "z2"), Border("z2", "z1"))), "board.borders[1]",
     "The zones “z2” and “z1” already have a border; keep only one.",
     "Les zones « z2 » et « z1 » ont déjà une bordure ; n’en gardez qu’une."),
    ("wall_too_short", lambda: board(Z(), walls=(Wall("w", ((0.0, 0.0),)),)), "board.walls[0].points",
     "A wall needs at least 2 points.", "Un mur a besoin d’au moins 2 points."),
    ("bad_color", lambda: replace(Z(), dice=replace(Z().dice, dice=(DieType("white", Text(), "white"), Z().dice.dice[1]))),
     "dice.dice[0].color", "“white” is not a colour; write it as #rrggbb.",
     "« white » n’est pas une couleur ; écrivez-la sous la forme #rrggbb."),
    ("bad_faces", lambda: replace(Z(), dice=replace(Z().dice, dice=(DieType("white", Text(), faces=(1,), verified=True), Z().dice.dice[1]))),
     "dice.dice[0].faces", "A die must have between 2 and 100 faces.", "Un dé doit avoir entre 2 et 100 faces."),
    ("slot_count", lambda: replace(Z(), river=replace(Z().river, slot_costs=())), "river.slot_costs",
     "The river must have between 1 and 20 slots; it has 0.",
     "La rivière doit avoir entre 1 et 20 emplacements ; elle en a 0."),
    ("condition_needs", lambda: replace(Z(), mission=replace(Z().mission, victory=(
        Condition(ConditionKind.OBJECTIVE_COMPLETED),))), "mission.victory[0]",
     "This condition needs a value for “objective”.",
     "Cette condition a besoin d’une valeur pour « objective »."),
    ("duplicate_option", lambda: replace(Z(), mission=replace(Z().mission, events=(
        MissionEvent("e", options=(EventOption(1), EventOption(1))),))), "mission.events[0].options[1].number",
     "The option number 1 is used twice in this event.",
     "Le numéro d’option 1 est utilisé deux fois dans cet événement."),
    ("card_icons", lambda: deck_card(Z(), icons=()), "deck.cards[0].icons",
     "A solo card has exactly 3 icons; this one has 0.",
     "Une carte solo a exactement 3 icônes ; celle-ci en a 0."),
    ("card_tile_numbers", lambda: deck_card(Z(), tile_numbers=(1, 2, 3)), "deck.cards[0].tile_numbers",
     "A solo card shows one or two tile numbers (none only on a leader card).",
     "Une carte solo porte un ou deux numéros de tuile (aucun seulement sur une carte leader)."),
    ("out_of_range", lambda: unit_profile(eisdrachen_scenario(), height_mm=0.0), "units[0].profile.height_mm",
     "0.0 is out of range: it must be between 1 and 1000.",
     "0.0 est hors limites : la valeur doit être comprise entre 1 et 1000."),
    ("out_of_range", lambda: unit_profile(eisdrachen_scenario(), base_mm=2000.0), "units[0].profile.base_mm",
     "2000.0 is out of range: it must be between 1 and 1000.",
     "2000.0 est hors limites : la valeur doit être comprise entre 1 et 1000."),
    ("out_of_range", lambda: unit_profile(d20_scenario(), height_mm=-5.0), "units[0].profile.height_mm",
     "-5.0 is out of range: it must be between 1 and 1000.",
     "-5.0 est hors limites : la valeur doit être comprise entre 1 et 1000."),
    ("out_of_range", lambda: replace(d20_scenario(), options=replace(
        d20_scenario().options, d20=replace(d20_scenario().options.d20, large_base_mm=-1.0))),
     "options.d20.large_base_mm", "-1.0 is out of range: it must be between 0 and 1000.",
     "-1.0 est hors limites : la valeur doit être comprise entre 0 et 1000."),
    ("out_of_range", lambda: replace(eisdrachen_scenario(), options=replace(
        eisdrachen_scenario().options,
        eisdrachen=replace(eisdrachen_scenario().options.eisdrachen, climb_start_pas=-1.0))),
     "options.eisdrachen.climb_start_pas", "-1.0 is out of range: it must be between 0 and 100.",
     "-1.0 est hors limites : la valeur doit être comprise entre 0 et 100."),
    ("card_burst", lambda: deck_card(Z(), burst=()), "deck.cards[0].burst",
     "The burst icon must list each attack kind at most once, and at least one.",
     "L’icône « burst » doit citer chaque type d’attaque au plus une fois, et au moins un."),
]


def test_image_names_and_contents_are_checked():
    from editor.model import ImageAsset

    png = b"\x89PNG\r\n\x1a\n" + bytes(8)
    bad = replace(zone_scenario(), images=(ImageAsset("images/../x.png", png),
                                           ImageAsset("images/a.jpg", png),
                                           ImageAsset("images/b.png", png),
                                           ImageAsset("images/b.png", png)))
    found = {(m.key, m.where) for m in validate(bad)}
    assert ("validation.bad_image_name", "images[0]") in found
    assert ("validation.bad_image_data", "images[1]") in found
    assert ("validation.duplicate_image", "images[3]") in found
    message = next(m for m in validate(bad) if m.key == "validation.bad_image_data")
    assert message.text("en") == "images[1]: The image “images/a.jpg” is not a PNG or JPEG file matching its extension."
    assert message.text("fr") == "images[1]: L’image « images/a.jpg » n’est pas un fichier PNG ou JPEG conforme à son extension."


def test_examples_are_valid():
    for build in (zone_scenario, d20_scenario, eisdrachen_scenario):
        assert errors(validate(build())) == []


@pytest.mark.parametrize(("key", "build", "where", "en", "fr"), CASES, ids=[f"{c[0]}-{c[2]}" for c in CASES])
def test_rule_message(key, build, where, en, fr):
    found = [m for m in validate(build()) if m.key == f"validation.{key}"]
    assert found, f"validation.{key} not raised"
    message = found[0]
    assert message.where == where
    assert message.text("en") == f"{where}: {en}"
    assert message.text("fr") == f"{where}: {fr}"


def test_warnings_do_not_count_as_errors():
    s = replace(zone_scenario(), dice=replace(zone_scenario().dice, dice=(
        DieType("white", Text("Blanc", "White"), verified=False),
        zone_scenario().dice.dice[1])))
    messages = validate(s)
    assert any(m.key == "validation.dice_unverified" and m.severity is Severity.WARNING for m in messages)
    assert errors(messages) == [] or all(m.key != "validation.dice_unverified" for m in errors(messages))


def test_no_zones_is_a_warning_and_a_table_river_is_used():
    s = board(zone_scenario(), zones=(), borders=(), walls=())
    s = replace(s, figures=(), objectives=())
    keys = {m.key: m.severity for m in validate(s)}
    assert keys["validation.no_zones"] is Severity.WARNING
    # D20 plays the solo deck and river on its free tables (docs/solo.md "Free tables").
    d = replace(d20_scenario(), river=zone_scenario().river, units=d20_scenario().units)
    assert all(m.key != "validation.river_unused" for m in validate(d))


def test_los_references_are_checked():
    s = board(zone_scenario(), los_overrides=(LosOverride("z1", "nowhere", True),))
    assert [m.where for m in validate(s) if m.key == "validation.unknown_zone"] == ["board.los_overrides[0].target"]


def test_card_without_numbers_is_fine_only_for_leader_cards():
    assert not [m for m in validate(deck_card(zone_scenario(), tile_numbers=(), leader=True))
                if m.key == "validation.card_tile_numbers"]
    assert SoloCard("x").icons  # default card has its three icons
