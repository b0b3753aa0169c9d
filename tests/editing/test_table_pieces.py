"""Terrain pieces of a free table as commands (PRODUCT §4): drawn with a fresh id and a name
in both languages, reshaped corner by corner, never crossing themselves."""

from __future__ import annotations

from editor.editing.table_pieces import (
    AddTerrainPiece,
    DeletePieceCorner,
    InsertPieceCorner,
    MovePieceCorner,
)
from editor.model.table import TerrainPiece
from editor.model.text import Text
from tests.editing.helpers import board_document, do_undo_redo, refused, square, table_document

HUT = TerrainPiece("terrain-1", square(100, 100), Text.both("Hut"))


def test_a_drawn_piece_gets_a_fresh_id_and_a_numbered_name():
    document = table_document(HUT)
    command = AddTerrainPiece(square(300, 100, 50))
    after = do_undo_redo(document, command)
    piece = after.board.terrain[-1]
    assert command.piece_id == piece.id == "terrain-2"
    assert piece.polygon == square(300, 100, 50)
    assert (piece.name.en, piece.name.fr) == ("Terrain 2", "Décor 2")


def test_an_outline_that_crosses_itself_or_has_no_area_is_refused():
    document = table_document()
    bow_tie = ((0.0, 0.0), (50.0, 50.0), (50.0, 0.0), (0.0, 50.0))
    refused(document, AddTerrainPiece(bow_tie), "table_editor.piece_crosses_itself")
    flat = ((0.0, 0.0), (50.0, 0.0), (100.0, 0.0))
    refused(document, AddTerrainPiece(flat), "table_editor.piece_crosses_itself")


def test_a_corner_moves_unless_the_outline_would_cross_itself():
    document = table_document(HUT)
    after = do_undo_redo(document, MovePieceCorner("terrain-1", 2, (220.0, 210.0)))
    assert after.board.terrain[0].polygon == ((100, 100), (200, 100), (220.0, 210.0), (100, 200))
    refused(
        document, MovePieceCorner("terrain-1", 2, (50.0, 150.0)), "table_editor.corner_would_cross"
    )
    assert not document.execute(MovePieceCorner("gone", 0, (0.0, 0.0)))


def test_a_corner_is_inserted_on_an_edge_and_deleted_down_to_three():
    document = table_document(HUT)
    after = do_undo_redo(document, InsertPieceCorner("terrain-1", (150.0, 100.0)))
    assert after.board.terrain[0].polygon == ((100, 100), (150.0, 100.0), (200, 100), (200, 200), (100, 200))
    after = do_undo_redo(document, DeletePieceCorner("terrain-1", 1))
    assert after.board.terrain[0].polygon == square(100, 100)
    document.execute(DeletePieceCorner("terrain-1", 0))
    refused(document, DeletePieceCorner("terrain-1", 0), "table_editor.piece_needs_three_corners")


def test_piece_commands_need_a_free_table():
    refused(board_document(), AddTerrainPiece(square(0, 0)), "table.not_a_free_table")
