"""What the editor saves: the edited scenario with its derived line-of-sight table up to date.

The LOS table is derived data stored with the geometry hash it was computed from (PRODUCT §2b);
edits never put it in the undo history, so it is stamped here, once, when the scenario is saved.
"""

from __future__ import annotations

from dataclasses import replace

from editor.board.los import board_hash, compute_los_table
from editor.model.board import ZoneBoard
from editor.model.scenario import Scenario


def scenario_to_save(scenario: Scenario) -> Scenario:
    board = scenario.board
    if not isinstance(board, ZoneBoard) or not board.zones:
        return scenario
    options = scenario.options.los
    if board.los is not None and board.los.geometry_hash == board_hash(board, options):
        return scenario
    return replace(scenario, board=replace(board, los=compute_los_table(board, options)))
