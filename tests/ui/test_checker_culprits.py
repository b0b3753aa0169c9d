"""Every checker warning, chosen in the checker dock, selects its culprit (PRODUCT §4 "Author").

One case per finding key of ``editor.checker`` (and the structural ones validation reports with
a culprit): build a scenario that triggers it (the builders follow ``tests/checker``), open it
in the main window, click its row in the checker dock as a user would, and check what the
author then sees: the item selected on the board, or the dock that edits it raised with the
culprit selected in it. Before the click the culprit is *not* selected, so every case can fail.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path as FilePath
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt

from editor.documents.addresses import ById, Path
from editor.model import (
    ActionIcon,
    AttackKind,
    Border,
    BorderKind,
    CheckType,
    Figure,
    LosOverride,
    LosTable,
    MissionEvent,
    MovementEffect,
    Objective,
    Scenario,
    Side,
    SoloAttack,
    SoloCheck,
    TerrainPiece,
    Text,
    Tile,
    TileKind,
    Trigger,
    TriggerKind,
    Zone,
)
from editor.model.options import LosSource
from resources.samples.eisdrachen import frozen_trench
from tests.checker.helpers import clean_zone_scenario
from tests.examples import d20_scenario, eisdrachen_scenario, square, zone_scenario

CARD = ("deck", "cards", ById("c1"))

# -- scenario builders (as in tests/checker) ----------------------------------------------------


def with_zone_5(scenario: Scenario) -> Scenario:
    """A fifth zone to the east, bordering nothing: no figure can walk into it."""
    zones = (*scenario.board.zones, Zone("z5", Text.both("Island"), square(300, 0)))
    return replace(scenario, board=replace(scenario.board, zones=zones, width_mm=400.0))


def with_objective(scenario: Scenario, objective: Objective) -> Scenario:
    return replace(scenario, objectives=(*scenario.objectives, objective))


def with_thug(*kinds: AttackKind, checks=()) -> Scenario:
    scenario = clean_zone_scenario()
    thug = scenario.unit("thug")
    attacks = tuple(SoloAttack(kind, Text.both(kind.value)) for kind in kinds)
    profile = replace(thug.profile, attacks=attacks, checks=checks)
    units = tuple(replace(u, profile=profile) if u.id == "thug" else u for u in scenario.units)
    return replace(scenario, units=units)


def with_card(scenario: Scenario, **changes) -> Scenario:
    card = replace(scenario.deck.cards[0], **changes)
    return replace(scenario, deck=replace(scenario.deck, cards=(card,)))


def authored_los(scenario: Scenario, rows) -> Scenario:
    """The same drawn board, its LOS read from the stored table alone."""
    board = replace(scenario.board, los=LosTable("", rows))
    los = replace(scenario.options.los, source=LosSource.AUTHORED_ONLY)
    return replace(scenario, board=board, options=replace(scenario.options, los=los))


def zone_unreachable() -> Scenario:
    return with_zone_5(clean_zone_scenario())


def hero_objective_unreachable() -> Scenario:
    return with_objective(
        with_zone_5(clean_zone_scenario()), Objective("o2", Side.HERO, Text.both("Key"), zone="z5")
    )


def villain_objective_unreachable() -> Scenario:
    scenario = clean_zone_scenario()
    figures = tuple(replace(f, zone="z1") if f.id == "v1" else f for f in scenario.figures)
    walled = replace(scenario.board.borders[3], kind=BorderKind.WALL)
    board = replace(scenario.board, borders=(*scenario.board.borders[:3], walled))
    goal = Objective("o2", Side.VILLAIN, Text.both("Loot"), zone="z4", check=CheckType.ACTION)
    return with_objective(replace(scenario, figures=figures, board=board), goal)


def los_one_way_adjacent() -> Scenario:
    everyone = ("z1", "z2", "z3", "z4")
    rows = (("z1", everyone), ("z2", everyone), ("z3", ("z2", "z4")), ("z4", everyone))
    return authored_los(clean_zone_scenario(), rows)


def los_asymmetric_by_table() -> Scenario:
    everyone = ("z1", "z2", "z3", "z4")
    rows = (("z1", everyone), ("z2", everyone), ("z3", everyone), ("z4", ("z2", "z3")))
    return authored_los(clean_zone_scenario(), rows)


def los_asymmetric_by_override() -> Scenario:
    scenario = clean_zone_scenario()
    overrides = (LosOverride("z1", "z4", True), LosOverride("z4", "z1", False))
    return replace(scenario, board=replace(scenario.board, los_overrides=overrides))


def zone_name_in_french_only() -> Scenario:
    scenario = clean_zone_scenario()
    zones = (replace(scenario.board.zones[0], name=Text("Rue", "")), *scenario.board.zones[1:])
    return replace(scenario, board=replace(scenario.board, zones=zones))


def unit_name_in_english_only() -> Scenario:
    scenario = clean_zone_scenario()
    units = tuple(
        replace(u, name=Text("", "Thug")) if u.id == "thug" else u for u in scenario.units
    )
    return replace(scenario, units=units)


def invalid_polygon() -> Scenario:
    scenario = clean_zone_scenario()
    bow_tie = ((100, 100), (200, 200), (200, 100), (100, 200))
    zones = (*scenario.board.zones[:3], replace(scenario.board.zones[3], polygon=bow_tie))
    return replace(scenario, board=replace(scenario.board, zones=zones))


def dangling_border() -> Scenario:
    scenario = clean_zone_scenario()
    borders = (*scenario.board.borders, Border("z4", "nowhere"))
    return replace(scenario, board=replace(scenario.board, borders=borders))


def defend_without_hero_objective() -> Scenario:
    icons = (ActionIcon.DEFEND_HERO_OBJECTIVE, ActionIcon.MELEE, ActionIcon.ADVANCE_TO_HEROES)
    scenario = with_card(clean_zone_scenario(), icons=icons)
    return replace(scenario, objectives=(replace(scenario.objectives[0], active=False),))


def no_villain_objective() -> Scenario:
    icons = (ActionIcon.ADVANCE_VILLAIN_OBJECTIVE, ActionIcon.MELEE, ActionIcon.RANGED)
    return with_card(clean_zone_scenario(), icons=icons)


def no_villain_can_check() -> Scenario:
    scenario = with_thug(
        AttackKind.MELEE, AttackKind.RANGED, checks=(SoloCheck(CheckType.THINKING),)
    )
    icons = (ActionIcon.ADVANCE_VILLAIN_OBJECTIVE, ActionIcon.MELEE, ActionIcon.RANGED)
    goal = Objective("o2", Side.VILLAIN, Text.both("Loot"), zone="z3", check=CheckType.ACTION)
    return with_objective(with_card(scenario, icons=icons), goal)


def event_tile_without_event() -> Scenario:
    scenario = clean_zone_scenario()
    tile = Tile("t2", Text.both("Event"), TileKind.EVENT)
    return replace(scenario, river=replace(scenario.river, tiles=(*scenario.river.tiles, tile)))


def no_reinforcement_zone() -> Scenario:
    scenario = clean_zone_scenario()
    zones = tuple(replace(z, reinforcement=False) for z in scenario.board.zones)
    return replace(scenario, board=replace(scenario.board, zones=zones))


def villain_without_tile() -> Scenario:
    scenario = clean_zone_scenario()
    figures = tuple(replace(f, tile=None) if f.id == "v1" else f for f in scenario.figures)
    return replace(scenario, figures=figures)


def overlapping_zones() -> Scenario:
    scenario = clean_zone_scenario()
    zones = scenario.board.zones
    twin = replace(zones[1], polygon=zones[0].polygon)  # drawn again on top of z1
    return replace(scenario, board=replace(scenario.board, zones=(zones[0], twin, *zones[2:])))


def zone_off_board() -> Scenario:
    scenario = clean_zone_scenario()
    zones = scenario.board.zones
    moved = replace(zones[3], polygon=tuple((x + 50.0, y) for x, y in zones[3].polygon))
    return replace(scenario, board=replace(scenario.board, zones=(*zones[:3], moved)))


def objective_on_no_zone() -> Scenario:
    scenario = clean_zone_scenario()
    objectives = tuple(replace(o, zone=None) if o.id == "o1" else o for o in scenario.objectives)
    return replace(scenario, objectives=objectives)


def figure_never_enters() -> Scenario:
    scenario = clean_zone_scenario()
    tiles = (replace(scenario.river.tiles[0], reinforcement_cost=0),)
    waiting = Figure("v2", "thug", Side.VILLAIN, tile="t1", deployed=False)
    return replace(
        scenario, river=replace(scenario.river, tiles=tiles), figures=(*scenario.figures, waiting)
    )


def event_without_options() -> Scenario:
    """A second event without options, so the culprit is not the list's first row."""
    scenario = clean_zone_scenario()
    quiet = MissionEvent("e0", Text.both("Quiet"), Trigger(TriggerKind.TURN, turn=2))
    alarm = MissionEvent("e1", Text.both("Alarm"), Trigger(TriggerKind.TURN, turn=3))
    return replace(scenario, mission=replace(scenario.mission, events=(quiet, alarm)))


def token_nowhere() -> Scenario:
    """The second event's option places a bomb in zones none of which is on the board."""
    from editor.model.mission import Effect, EffectKind, EventOption

    scenario = event_without_options()
    bomb = Effect(EffectKind.PLACE_TOKEN, token=Text("une bombe", "a bomb"), zones=("nowhere",))
    quiet, alarm = scenario.mission.events
    quiet = replace(quiet, options=(EventOption(1, effects=(Effect(EffectKind.TEXT),)),))
    alarm = replace(alarm, options=(EventOption(1, effects=(bomb,)),))
    return replace(scenario, mission=replace(scenario.mission, events=(quiet, alarm)))


def terrain_overlap() -> Scenario:
    scenario = d20_scenario()
    hill = TerrainPiece("hill", square(350, 350), Text.both("Hill"))
    terrain = (scenario.board.terrain[0], hill)
    return replace(scenario, board=replace(scenario.board, terrain=terrain))


def figure_off_table() -> Scenario:
    scenario = d20_scenario()
    return replace(scenario, figures=(replace(scenario.figures[0], position=(-10.0, 100.0)),))


def table_without_reinforcement_area() -> Scenario:
    """The Eisdrachen sample without its areas: the marauders' tile is the first that brings
    figures back, and Eisdrachen has no villains' deployment zone to fall back on."""
    scenario = frozen_trench()
    return replace(scenario, board=replace(scenario.board, reinforcement_areas=()))


def figure_in_impassable() -> Scenario:
    scenario = d20_scenario()
    crates = replace(scenario.board.terrain[0], movement=MovementEffect.IMPASSABLE)
    scenario = replace(scenario, board=replace(scenario.board, terrain=(crates,)))
    return replace(scenario, figures=(replace(scenario.figures[0], position=(340.0, 340.0)),))


def _with_pieces(scenario: Scenario, *pieces: TerrainPiece) -> Scenario:
    return replace(scenario, board=replace(scenario.board, terrain=pieces))


def figure_stuck_on_top() -> Scenario:
    tower = TerrainPiece("tower", square(30, 30, 40), Text.both("Tower"), height_mm=100.0,
                         movement=MovementEffect.CLIMB, flat_top=True)
    return _with_pieces(eisdrachen_scenario(), tower)


def figure_in_forbidden_ground() -> Scenario:
    lake = TerrainPiece("lake", square(0, 0, 200), Text.both("Lake"), movement=MovementEffect.WATER)
    return _with_pieces(eisdrachen_scenario(), lake)


def figure_on_wall() -> Scenario:
    wall = TerrainPiece("wall", square(90, 0, 20), Text.both("Wall"), height_mm=30.0,
                        movement=MovementEffect.CLIMB)
    wall = replace(wall, polygon=((90.0, 0.0), (110.0, 0.0), (110.0, 900.0), (90.0, 900.0)))
    return _with_pieces(d20_scenario(), wall)


def figure_cannot_move() -> Scenario:
    sides = [((72.0, 72.0), (128.0, 86.0)), ((72.0, 114.0), (128.0, 128.0)),
             ((72.0, 86.0), (86.0, 114.0)), ((114.0, 86.0), (128.0, 114.0))]
    pen = tuple(
        TerrainPiece(f"side{i}", ((x0, y0), (x1, y0), (x1, y1), (x0, y1)), Text.both("Wall"),
                     movement=MovementEffect.IMPASSABLE)
        for i, ((x0, y0), (x1, y1)) in enumerate(sides)
    )
    return _with_pieces(d20_scenario(), *pen)


# -- what "selected" means -----------------------------------------------------------------------


@dataclass(frozen=True)
class OnBoard:
    """The culprit is drawn: its scene keys end up in the board selection."""

    keys: tuple[tuple[str, ...], ...]

    def prepare(self, session) -> None:
        session.scene.select_keys([])

    def shown(self, session) -> bool:
        return set(self.keys) <= set(session.scene.selected_keys())


def on_board(*keys: tuple[str, ...]) -> OnBoard:
    return OnBoard(keys)


@dataclass(frozen=True)
class InPanel:
    """The culprit is edited in a dock: it is raised (visible) and shows the culprit."""

    dock: str
    current: Callable[[Any], Any]
    expected: Any
    clear: Callable[[Any], None]

    def prepare(self, session) -> None:
        self.clear(session.panels[self.dock])
        other = next(n for n in ("units", "mission") if n != self.dock)
        session.docks[other].raise_()
        assert not session.panels[self.dock].isVisible()

    def shown(self, session) -> bool:
        panel = session.panels[self.dock]
        return panel.isVisible() and self.current(panel) == self.expected


def river_tile(tile_id: str) -> InPanel:
    return InPanel(
        "river",
        lambda panel: panel.selected_tile,
        tile_id,
        lambda panel: panel.tile_list.setCurrentIndex(QModelIndex()),
    )


def deck_card(card_id: str = "c1") -> InPanel:
    return InPanel(
        "deck",
        lambda panel: (panel.tabs.currentIndex(), panel.selected_card),
        (0, card_id),
        lambda panel: (panel.card_list.setCurrentRow(-1), panel.tabs.setCurrentIndex(1)),
    )


def die(die_id: str) -> InPanel:
    return InPanel(
        "dice",
        lambda panel: panel.selected_die,
        die_id,
        lambda panel: panel.table.setCurrentIndex(QModelIndex()),
    )


def unit(unit_id: str) -> InPanel:
    return InPanel(
        "units",
        lambda panel: panel.current_unit().id,
        unit_id,
        lambda panel: panel.select_unit("ranger"),
    )


def mission_event(row: int) -> InPanel:
    return InPanel(
        "mission",
        lambda panel: (panel.tabs.currentIndex(), panel.events.list.currentRow()),
        (3, row),
        lambda panel: panel.tabs.setCurrentIndex(0),
    )


def off_board(key: tuple[str, str]) -> InPanel:
    return InPanel(
        "properties",
        lambda panel: (panel.kind, panel.keys),
        (key[0], [key]),
        lambda panel: panel.show_selection([]),
    )


@dataclass(frozen=True)
class Case:
    key: str
    build: Callable[[], Scenario]
    culprit: Path
    selected: OnBoard | InPanel
    variant: str = ""
    """Tells apart two cases of one key in the test ids."""

    @property
    def id(self) -> str:
        name = self.key.removeprefix("checker.")
        return f"{name} ({self.variant})" if self.variant else name


def zone_case(key: str, build: Callable[[], Scenario], zone_id: str, variant: str = "") -> Case:
    """A zone is the culprit, selected on the board."""
    return Case(key, build, ("board", "zones", ById(zone_id)), on_board(("zone", zone_id)), variant)


def item_case(key: str, build: Callable[[], Scenario], kind: str, item_id: str) -> Case:
    """An objective or a figure is the culprit, selected on the board."""
    return Case(key, build, (f"{kind}s", ById(item_id)), on_board((kind, item_id)))


def card_case(key: str, build: Callable[[], Scenario]) -> Case:
    """The deck's only card is the culprit, shown in the deck dock."""
    return Case(key, build, CARD, deck_card())


CASES = {
    case.id: case
    for case in (
        zone_case("checker.zone_unreachable", zone_unreachable, "z5"),
        item_case(
            "checker.hero_objective_unreachable", hero_objective_unreachable, "objective", "o2"
        ),
        item_case(
            "checker.villain_objective_unreachable",
            villain_objective_unreachable,
            "objective",
            "o2",
        ),
        Case(
            "checker.los_one_way_adjacent",
            los_one_way_adjacent,
            ("board", "borders", 2),
            on_board(("border", "z1", "z3")),
        ),
        zone_case("checker.los_asymmetric", los_asymmetric_by_table, "z1", "viewer zone"),
        Case(
            "checker.los_asymmetric",
            los_asymmetric_by_override,
            ("board", "los_overrides", 0),
            on_board(("zone", "z1"), ("zone", "z4")),
            "override",
        ),
        zone_case("checker.text_missing_en", zone_name_in_french_only, "z1", "zone"),
        Case(
            "checker.text_missing_fr",
            unit_name_in_english_only,
            ("units", ById("thug")),
            unit("thug"),
            "unit",
        ),
        zone_case("validation.polygon_invalid", invalid_polygon, "z4"),
        Case(
            "validation.unknown_zone",
            dangling_border,
            ("board", "borders", 4),
            on_board(("border", "nowhere", "z4")),
            "border",
        ),
        Case(
            "validation.dice_unverified", zone_scenario, ("dice", "dice", ById("red")), die("red")
        ),
        card_case("checker.icon_never.melee", lambda: with_thug(AttackKind.RANGED)),
        card_case("checker.icon_never.ranged", lambda: with_thug(AttackKind.MELEE)),
        card_case("checker.icon_never.defend", defend_without_hero_objective),
        card_case("checker.icon_never.no_villain_objective", no_villain_objective),
        card_case("checker.icon_never.villain_check", no_villain_can_check),
        card_case(
            "checker.card_slot_missing",
            lambda: with_card(clean_zone_scenario(), tile_numbers=(1, 2)),
        ),
        card_case(
            "checker.leader_without_tile",
            lambda: with_card(clean_zone_scenario(), leader=True, tile_numbers=(5,)),
        ),
        card_case(
            "checker.card_without_key_phrase",
            lambda: with_card(clean_zone_scenario(), key_phrase=""),
        ),
        Case(
            "checker.event_tile_without_event",
            event_tile_without_event,
            ("river", "tiles", ById("t2")),
            river_tile("t2"),
        ),
        Case(
            "checker.no_reinforcement_zone",
            no_reinforcement_zone,
            ("river", "tiles", ById("t1")),
            river_tile("t1"),
        ),
        Case(
            "checker.no_reinforcement_area",
            table_without_reinforcement_area,
            ("river", "tiles", ById("marauders")),
            river_tile("marauders"),
        ),
        item_case("checker.villain_without_tile", villain_without_tile, "figure", "v1"),
        zone_case("checker.zone_overlap", overlapping_zones, "z2"),
        zone_case("checker.zone_off_board", zone_off_board, "z4"),
        Case(
            "checker.objective_not_placed",
            objective_on_no_zone,
            ("objectives", ById("o1")),
            off_board(("objective", "o1")),
        ),
        Case(
            "checker.figure_never_enters",
            figure_never_enters,
            ("figures", ById("v2")),
            off_board(("figure", "v2")),
        ),
        Case(
            "checker.event_without_options",
            event_without_options,
            ("mission", "events", ById("e1")),
            mission_event(1),
        ),
        Case(
            "checker.token_nowhere",
            token_nowhere,
            ("mission", "events", ById("e1")),
            mission_event(1),
        ),
        Case(
            "checker.terrain_overlap",
            terrain_overlap,
            ("board", "terrain", ById("crates")),
            on_board(("piece", "crates")),
        ),
        item_case("checker.figure_off_table", figure_off_table, "figure", "g1"),
        item_case("checker.figure_in_impassable", figure_in_impassable, "figure", "g1"),
        item_case("checker.figure_stuck_on_top", figure_stuck_on_top, "figure", "e1"),
        item_case(
            "checker.figure_in_forbidden_ground", figure_in_forbidden_ground, "figure", "e1"
        ),
        item_case("checker.figure_on_wall", figure_on_wall, "figure", "g1"),
        item_case("checker.figure_cannot_move", figure_cannot_move, "figure", "g1"),
    )
}


def click_row(qtbot, panel, row: int) -> None:
    """Click the finding's row in the checker list, as the author does."""
    item = panel.list.item(row)
    panel.list.scrollToItem(item)
    rect = panel.list.visualItemRect(item)
    qtbot.mouseClick(panel.list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_choosing_the_finding_selects_its_culprit(shown_window, qtbot, case: Case):
    assert shown_window.editing.open_scenario(case.build())
    session = shown_window.editing.session
    panel = shown_window.checker_panel
    case.selected.prepare(session)  # before the window's first layout, as the author finds it
    qtbot.waitUntil(lambda: not panel.busy)  # the check runs off the GUI thread
    assert not case.selected.shown(session)
    rows = [i for i, f in enumerate(panel.findings) if f.key == case.key]
    assert rows, [f.text() for f in panel.findings]
    row = next((i for i in rows if panel.findings[i].culprit == case.culprit), None)
    assert row is not None, [panel.findings[i].culprit for i in rows]
    click_row(qtbot, panel, row)
    assert panel.list.currentRow() == row
    assert case.selected.shown(session)


def test_an_off_board_culprit_keeps_its_form_while_the_author_fixes_it(shown_window, qtbot):
    from editor.documents.commands import SetValue

    assert shown_window.editing.open_scenario(figure_never_enters())
    panel = shown_window.checker_panel
    qtbot.waitUntil(lambda: not panel.busy)
    row = next(i for i, f in enumerate(panel.findings) if f.key == "checker.figure_never_enters")
    click_row(qtbot, panel, row)
    properties = shown_window.editing.session.panels["properties"]
    assert properties.keys == [("figure", "v2")]
    shown_window.document.execute(SetValue(("figures", ById("v2"), "number"), 7))
    assert properties.keys == [("figure", "v2")]
    assert properties.form.number.widget.value() == 7
    shown_window.editing.session.scene.select_keys([("zone", "z1")])
    assert properties.kind == "zone"


def test_every_checker_key_has_a_case():
    """A new finding of ``editor.checker`` needs its case above."""
    source = FilePath(__file__).parents[2] / "editor" / "checker"
    emitted = {
        key
        for file in source.glob("*.py")
        for key in re.findall(r'"(checker\.[a-z_.]+)"', file.read_text(encoding="utf-8"))
    }
    assert emitted and emitted <= {case.key for case in CASES.values()}
