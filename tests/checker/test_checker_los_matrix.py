"""Checking a scenario whose LOS table is a matrix (as derived, or opened from the library)
builds none of its rows (PRODUCT §5 "Save / open a 1,000-zone scenario"), and finds what it
finds with the same table by rows."""

from __future__ import annotations

from dataclasses import replace

from editor.board.los import compute_los_table
from editor.model.board import LosMatrix, LosTable
from editor.rules.checking import check_scenario
from tests.examples import zone_scenario


def test_the_checker_reads_no_rows_of_a_matrix_table(monkeypatch):
    scenario = zone_scenario()
    table = compute_los_table(scenario.board, scenario.options.los)
    by_matrix = replace(scenario, board=replace(scenario.board, los=table))
    by_rows = replace(scenario, board=replace(
        scenario.board, los=LosTable(table.geometry_hash, table.rows)))
    expected = check_scenario(by_rows)
    builds = []
    built = LosMatrix.rows
    monkeypatch.setattr(LosMatrix, "rows", lambda self: builds.append(1) or built(self))
    fresh = LosTable.of_matrix(table.geometry_hash, LosMatrix(table.matrix.ids,
                                                              table.matrix.seen.copy()))
    found = check_scenario(replace(by_matrix, board=replace(by_matrix.board, los=fresh)))
    assert builds == []
    assert [f.message for f in found] == [f.message for f in expected]
