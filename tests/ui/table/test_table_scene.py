"""The table scene is a projection of the document: one item per terrain piece, placed figure
and objective, and a change record refreshes the items it names, and only those."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPointF

from editor.documents.addresses import ById
from editor.documents.commands import InsertItem, RemoveItem, SetValue
from editor.model.table import CoverClass, DistanceUnit, TerrainPiece
from editor.ui.board.items import TokenItem
from editor.ui.table.table_items import FigureItem, PieceItem
from editor.ui.table.table_keys import layers_named, scene_key
from editor.ui.table.table_scene import TableScene
from tests.ui.table.table_gestures import sample


def _scene(document):
    scene = TableScene(document)
    refreshed: list = []
    scene.items_refreshed.connect(refreshed.extend)
    return scene, refreshed


@pytest.mark.parametrize("name", ["frozen-trench", "depot-raid"])
def test_each_sample_is_projected_item_for_item(qtbot, name):
    from editor.documents.document import ScenarioDocument

    scenario = sample(name)
    scene, _ = _scene(ScenarioDocument(scenario))
    items = scene.items()
    pieces = sorted(i.piece_id for i in items if isinstance(i, PieceItem))
    figures = sorted(i.figure_id for i in items if isinstance(i, FigureItem))
    objectives = sorted(i.key[1] for i in items if isinstance(i, TokenItem))
    assert pieces == sorted(p.id for p in scenario.board.terrain) and len(pieces) >= 8
    placed = [f for f in scenario.figures if f.deployed and f.position is not None]
    assert figures == sorted(f.id for f in placed) and len(figures) >= 10
    assert objectives == sorted(o.id for o in scenario.objectives if o.position is not None)
    table = scenario.board
    assert scene.sceneRect().contains(0, 0)
    assert scene.sceneRect().contains(table.width_mm, table.height_mm)
    assert scene.background.isVisible() and not scene.background.pixmap().isNull()


def test_figures_stand_where_the_model_puts_them_facing_its_way(qtbot, trench_document):
    scene, _ = _scene(trench_document)
    for figure in trench_document.scenario.figures:
        item = scene.item_for(("figure", figure.id))
        if figure.position is None:  # held back for the reinforcements: not on the table
            assert item is None
            continue
        assert (item.pos().x(), item.pos().y()) == figure.position
        assert item.facing == pytest.approx(figure.facing_deg % 360)


def test_pieces_show_their_name_and_height_in_the_table_unit(
    qtbot, trench_document, depot_document
):
    trench, _ = _scene(trench_document)
    assert trench.item_for(("piece", "tower")).tag.text == "Watchtower\n▲ 2.4 pas"
    depot, _ = _scene(depot_document)
    assert depot.item_for(("piece", "hangar")).tag.text == "Fortified hangar\n▲ 12.0 cm"


def test_moving_one_figure_refreshes_only_that_figure(qtbot, trench_document):
    scene, refreshed = _scene(trench_document)
    trench_document.execute(
        SetValue(("figures", ById("rime-recruit-1"), "position"), (250.0, 500.0))
    )
    assert refreshed == [("figure", "rime-recruit-1")]
    assert scene.item_for(("figure", "rime-recruit-1")).pos() == QPointF(250, 500)
    refreshed.clear()
    trench_document.undo()
    assert refreshed == [("figure", "rime-recruit-1")]


def test_editing_one_piece_refreshes_only_that_piece(qtbot, depot_document):
    scene, refreshed = _scene(depot_document)
    item = scene.item_for(("piece", "truck"))
    depot_document.execute(SetValue(("board", "terrain", ById("truck"), "cover"), CoverClass.HEAVY))
    assert refreshed == [("piece", "truck")]
    assert scene.item_for(("piece", "truck")) is item
    assert item.brush().color().red() > item.brush().color().green()


def test_inserting_and_removing_a_piece_names_only_it(qtbot, depot_document):
    scene, refreshed = _scene(depot_document)
    square = ((10.0, 10.0), (60.0, 10.0), (60.0, 60.0), (10.0, 60.0))
    depot_document.execute(InsertItem(("board", "terrain"), TerrainPiece("new", square)))
    assert refreshed == [("piece", "new")]
    assert isinstance(scene.item_for(("piece", "new")), PieceItem)
    refreshed.clear()
    depot_document.execute(RemoveItem(("board", "terrain"), 0))
    assert refreshed == [("piece", depot_document.history.next_undo()._item.id)]


def test_a_unit_edit_refreshes_only_its_figures(qtbot, depot_document):
    scene, refreshed = _scene(depot_document)
    unit = depot_document.scenario.unit("depot-guard")
    profile = dataclasses.replace(unit.profile, base_mm=40.0)
    depot_document.execute(SetValue(("units", ById("depot-guard"), "profile"), profile))
    guards = {("figure", f.id) for f in depot_document.scenario.figures if f.unit == "depot-guard"}
    assert set(refreshed) == guards and len(guards) >= 2
    assert scene.item_for(sorted(guards)[0]).radius == 20.0


def test_changing_the_unit_relabels_the_pieces_and_the_grid(qtbot, trench_document):
    scene, refreshed = _scene(trench_document)
    assert scene.grid.step_units(0.5) == 1  # one step (25 mm) = 12.5 px
    trench_document.execute(SetValue(("board", "unit"), DistanceUnit.CM))
    pieces = {("piece", p.id) for p in trench_document.scenario.board.terrain}
    assert set(refreshed) == pieces | {("table",)}
    assert scene.item_for(("piece", "tower")).tag.text.endswith("6.0 cm")
    assert scene.grid.step_units(0.5) == 5  # 1 cm = 5 px is too fine: 5 cm = 25 px


def test_a_mission_edit_refreshes_nothing(qtbot, trench_document):
    _scene_, refreshed = _scene(trench_document)
    trench_document.execute(SetValue(("mission", "turn_limit"), 9))
    assert refreshed == []


def test_undeploying_a_figure_takes_it_off_the_table(qtbot, trench_document):
    scene, refreshed = _scene(trench_document)
    trench_document.execute(SetValue(("figures", ById("ilse-varn-1"), "deployed"), False))
    assert refreshed == [("figure", "ilse-varn-1")]
    assert scene.item_for(("figure", "ilse-varn-1")) is None
    trench_document.undo()
    assert isinstance(scene.item_for(("figure", "ilse-varn-1")), FigureItem)


def test_selection_is_view_state_and_highlights(qtbot, trench_document):
    scene, _ = _scene(trench_document)
    chosen: list = []
    scene.selection_changed.connect(chosen.append)
    scene.select_keys([("piece", "copse"), ("figure", "ilse-varn-1")])
    assert scene.item_for(("piece", "copse")).is_selected()
    assert scene.item_for(("figure", "ilse-varn-1")).is_selected()
    assert chosen == [[("piece", "copse"), ("figure", "ilse-varn-1")]]
    assert len(trench_document.history) == 0 and not trench_document.modified
    scene.select_keys([])
    assert not scene.item_for(("piece", "copse")).is_selected()


def test_picking_prefers_figures_then_the_smallest_piece(qtbot, depot_document):
    scene, _ = _scene(depot_document)
    assert scene.token_at(QPointF(650, 315)) == ("figure", "odran-vell-1")
    assert scene.piece_at(QPointF(600, 200)) == "hangar"
    assert scene.piece_at(QPointF(5, 5)) is None
    assert scene.figure_at(QPointF(650, 315 + 40), 5.0) is None


def test_layers_and_culprits(qtbot):
    assert layers_named([("figures", ById("a"), "position")]) == {"figures"}
    assert layers_named([("board", "terrain", 0)]) == {"pieces"}
    assert layers_named([("board", "unit")]) == {"table", "labels"}
    assert layers_named([("mission", "text")]) == frozenset()
    assert "pieces" in layers_named([])
    assert scene_key(("board", "terrain", ById("copse"))) == ("piece", "copse")
    assert scene_key(("figures", ById("x"), "position")) == ("figure", "x")
    assert scene_key(("river",)) is None


@pytest.mark.parametrize("pixels_per_mm", [0.6, 1.0, 2.5])
def test_no_name_tag_covers_a_figure(qtbot, pixels_per_mm):
    """Name tags overlapped figures (Oskar Lind stands on the watchtower, right where its
    name was): at any zoom, no tag covers the base of a figure, even as a figure is moved."""
    from PySide6.QtCore import QRectF

    from editor.documents.document import ScenarioDocument

    document = ScenarioDocument(sample("frozen-trench"))
    scene, _ = _scene(document)
    scene.set_detail(pixels_per_mm)

    def overlaps() -> list[tuple[str, str]]:
        found = []
        for piece_id, piece in scene._pieces.items():
            tag = piece.tag
            box = tag.boundingRect()
            size = (box.width() / pixels_per_mm, box.height() / pixels_per_mm)
            centre = tag.scenePos()
            rect = QRectF(centre.x() - size[0] / 2, centre.y() - size[1] / 2, *size)
            for figure_id, figure in scene._figures.items():
                r, at = figure.radius, figure.pos()
                dx = max(abs(at.x() - rect.center().x()) - rect.width() / 2, 0.0)
                dy = max(abs(at.y() - rect.center().y()) - rect.height() / 2, 0.0)
                if (dx * dx + dy * dy) ** 0.5 < r:
                    found.append((piece_id, figure_id))
        return found

    assert overlaps() == []
    tower = next(p for p in document.scenario.board.terrain if p.id == "tower")
    assert scene._pieces["tower"].tag.scenePos().y() < min(y for _, y in tower.polygon)
    document.execute(SetValue(("figures", ById("ilse-varn-1"), "position"), (640.0, 380.0)))
    assert overlaps() == []
