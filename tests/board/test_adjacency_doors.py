"""Borders derived across doors drawn before the zones (a map imported from another tool):
the edge between two zones covered by walls and a door becomes a door, blocking line of sight
while that door is closed (SPEC §3, the Conan method: a door printed on the board is an
obstacle to sight; SPEC §1.1: a door border is crossed)."""

from __future__ import annotations

from editor.board.adjacency import derive_borders
from editor.model.board import Border, BorderKind, DoorState, Wall, Zone, ZoneBoard
from editor.model.options import MovementOptions

OPTIONS = MovementOptions()


def board_with(square_of, *walls: Wall) -> ZoneBoard:
    # Two 100 mm squares side by side share the edge x = 100, y 0 to 100.
    zones = (Zone("a", polygon=square_of(0, 0)), Zone("b", polygon=square_of(100, 0)))
    return ZoneBoard(zones=zones, walls=walls)


def door(state: DoorState, y0: float = 40, y1: float = 60) -> Wall:
    return Wall(f"door-{state}", ((100, y0), (100, y1)), blocks_los=state is DoorState.CLOSED,
                blocks_movement=False, door=state)


WALLS = (Wall("top", ((100, 0), (100, 40))), Wall("bottom", ((100, 60), (100, 100))))


def test_walls_with_a_closed_door_make_a_door_border_that_blocks_sight(square_of):
    board = board_with(square_of, *WALLS, door(DoorState.CLOSED))
    assert derive_borders(board, OPTIONS) == (Border("a", "b", BorderKind.DOOR, blocks_los=True),)


def test_walls_with_an_open_door_make_a_door_border_that_lets_sight_through(square_of):
    board = board_with(square_of, *WALLS, door(DoorState.OPEN))
    assert derive_borders(board, OPTIONS) == (Border("a", "b", BorderKind.DOOR),)


def test_a_door_as_wide_as_the_edge_is_a_door_alone(square_of):
    board = board_with(square_of, door(DoorState.CLOSED, 0, 100))
    assert derive_borders(board, OPTIONS)[0].kind is BorderKind.DOOR


def test_walls_alone_still_make_a_wall_and_a_gap_an_open_border(square_of):
    assert derive_borders(board_with(square_of, Wall("all", ((100, 0), (100, 100)))),
                          OPTIONS)[0].kind is BorderKind.WALL
    assert derive_borders(board_with(square_of, *WALLS), OPTIONS)[0].kind is BorderKind.OPEN


def test_a_door_wall_never_blocks_movement_as_a_wall_would(square_of):
    stiff = Wall("door", ((100, 0), (100, 100)), blocks_movement=True, door=DoorState.OPEN)
    assert derive_borders(board_with(square_of, stiff), OPTIONS)[0].kind is BorderKind.DOOR
