"""The board scene is a projection of the document: it shows every model object and a change
record refreshes the items it names, and only those."""

from __future__ import annotations

import dataclasses

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, SetValue
from editor.documents.document import ScenarioDocument
from editor.model.board import BorderKind, LosOverride, Zone
from editor.ui.board.items import BorderItem, TokenItem, WallItem, ZoneItem
from editor.ui.board.scene import BoardScene, layers_named
from tests.ui.board.gestures import night_market, square


def _scene(qtbot, document):
    scene = BoardScene(document)
    refreshed: list = []
    scene.items_refreshed.connect(refreshed.extend)
    return scene, refreshed


def test_night_market_is_projected_item_for_item(qtbot, market_document):
    scene, _ = _scene(qtbot, market_document)
    board = night_market().board
    kinds = [type(item) for item in scene.items()]
    assert kinds.count(ZoneItem) == len(board.zones) == 39
    assert kinds.count(BorderItem) == len(board.borders)
    assert kinds.count(WallItem) == len(board.walls)
    tokens = [i for i in scene.items() if isinstance(i, TokenItem)]
    placed = [f for f in night_market().figures if f.deployed and (f.zone or f.position)]
    assert len(tokens) == len(night_market().objectives) + len(placed) == 18
    assert scene.sceneRect().contains(0, 0) and scene.sceneRect().contains(600, 600)
    numbers = sorted(item.number for item in scene.items()
                     if isinstance(item, ZoneItem) and item.number is not None)
    assert numbers == [1, 2, 3, 4]


def test_terrain_edit_refreshes_only_that_zone(qtbot, market_document):
    scene, refreshed = _scene(qtbot, market_document)
    market_document.execute(SetValue(("board", "zones", ById("belfry"), "difficult"), True))
    assert refreshed == [("zone", "belfry")]
    refreshed.clear()
    market_document.undo()
    assert refreshed == [("zone", "belfry")]


def test_reshaping_a_zone_refreshes_it_its_borders_and_its_tokens(qtbot, market_document):
    scene, refreshed = _scene(qtbot, market_document)
    board = market_document.scenario.board
    zone = board.zone("belfry")
    moved = tuple((x + 1, y) for x, y in zone.polygon)
    market_document.execute(SetValue(("board", "zones", ById("belfry"), "polygon"), moved))
    touching = {("border", *sorted((b.a, b.b))) for b in board.borders if "belfry" in (b.a, b.b)}
    tokens = {("objective", o.id) for o in night_market().objectives if o.zone == "belfry"}
    tokens |= {("figure", f.id) for f in night_market().figures
               if f.zone == "belfry" and f.position is None}
    assert set(refreshed) == {("zone", "belfry")} | touching | tokens
    assert len(refreshed) == len(set(refreshed))


def test_border_kind_edit_refreshes_only_that_border(qtbot, market_document):
    scene, refreshed = _scene(qtbot, market_document)
    border = market_document.scenario.board.borders[5]
    changed = dataclasses.replace(border, kind=BorderKind.DOOR)
    market_document.execute(SetValue(("board", "borders", 5), changed))
    assert refreshed == [("border", *sorted((border.a, border.b)))]


def test_los_override_refreshes_no_item(qtbot, market_document):
    scene, refreshed = _scene(qtbot, market_document)
    market_document.execute(
        InsertItem(("board", "los_overrides"), LosOverride("belfry", "graveyard", False))
    )
    assert refreshed == []


def test_new_and_removed_zones_add_and_remove_items(qtbot):
    document = ScenarioDocument(dataclasses.replace(
        night_market(), board=dataclasses.replace(night_market().board, zones=(), borders=())
    ))
    scene, refreshed = _scene(qtbot, document)
    document.execute(InsertItem(("board", "zones"), Zone("x", polygon=square(0, 0))))
    assert refreshed == [("zone", "x")] and scene.item_for(("zone", "x")) is not None
    refreshed.clear()
    document.undo()
    assert refreshed == [("zone", "x")] and scene.item_for(("zone", "x")) is None


def test_reinforcement_toggle_renumbers_the_zones_after_it(qtbot, market_document):
    scene, refreshed = _scene(qtbot, market_document)
    first = next(z for z in market_document.scenario.board.zones
                 if not z.reinforcement and z.los_marker and z.los_marker[1] < 60)
    market_document.execute(SetValue(("board", "zones", ById(first.id), "reinforcement"), True))
    assert scene.item_for(("zone", first.id)).number == 1
    renumbered = {k for k in refreshed} - {("zone", first.id)}
    assert renumbered and all(k[0] == "zone" for k in renumbered)
    assert len(renumbered) == 4  # the four reinforcement zones all moved down one place


def test_layers_named_by_paths():
    assert layers_named((("board", "zones", ById("a"), "polygon"),)) == {"zones"}
    assert layers_named((("board", "los_overrides"),)) == frozenset()
    assert layers_named((("river",),)) == frozenset()
    assert layers_named((("figures", 0, "position"),)) == {"tokens"}
    assert "zones" in layers_named(())


def test_a_selected_zone_is_tinted_since_borders_cover_its_outline(qtbot, market_document):
    from editor.ui.board import styles

    scene, _ = _scene(qtbot, market_document)
    zone_id = night_market().board.zones[0].id
    item = scene.item_for(("zone", zone_id))
    resting = item.brush()
    scene.select_keys([("zone", zone_id)])
    assert item.brush() == styles.SELECTED_FILL
    scene.select_keys([])
    assert item.brush() == resting
