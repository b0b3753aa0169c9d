"""All-pairs line of sight in bounded chunks (PRODUCT §5 "5,000-zone board" ≤ 600 MB): the
chunks cover every unordered pair once, the table does not depend on the chunk size, progress
is reported after each chunk and a progress callback that raises stops the work."""

from __future__ import annotations

import numpy as np
import pytest

from benchmarks.zone_boards import zone_board
from editor.board import los
from editor.board.los import _pair_chunks, compute_los_table, effective_los
from editor.model.options import LosOptions

OPTIONS = LosOptions()


@pytest.mark.parametrize("count,chunk", [(2, 1), (7, 1), (7, 5), (30, 40), (30, 29), (31, 1000)])
def test_the_chunks_cover_every_pair_once_and_stay_bounded(monkeypatch, count, chunk):
    monkeypatch.setattr(los, "CHUNK_PAIRS", chunk)
    located = np.arange(100, 100 + count)
    seen = []
    for first, second in _pair_chunks(located):
        # a chunk is whole rows: over the bound only when a single row is longer than it
        assert len(first) <= max(chunk, count - 1)
        seen.extend(zip(first.tolist(), second.tolist()))
    expected = [(100 + i, 100 + j) for i in range(count) for j in range(i + 1, count)]
    assert seen == expected


def test_the_table_does_not_depend_on_the_chunk_size(monkeypatch):
    whole = compute_los_table(zone_board(60, seed=3), OPTIONS)
    monkeypatch.setattr(los, "CHUNK_PAIRS", 37)
    chunked = compute_los_table(zone_board(60, seed=3), OPTIONS)
    assert chunked == whole
    assert sum(len(seen) for _, seen in whole.rows) > 60  # more than each zone seeing itself


def test_progress_is_reported_after_each_chunk_up_to_every_pair(monkeypatch):
    monkeypatch.setattr(los, "CHUNK_PAIRS", 100)
    reports: list[tuple[int, int]] = []
    compute_los_table(zone_board(40, seed=1), OPTIONS, lambda done, total: reports.append((done, total)))
    pairs = 40 * 39 // 2
    assert len(reports) >= pairs // 100
    assert [done for done, _ in reports] == sorted({done for done, _ in reports})
    assert reports[-1] == (pairs, pairs)


def test_a_progress_callback_that_raises_stops_the_work_and_nothing_is_remembered(monkeypatch):
    monkeypatch.setattr(los, "CHUNK_PAIRS", 50)
    board = zone_board(40, seed=2)
    calls = []

    def stop(done, total):
        calls.append(done)
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError):
        effective_los(board, OPTIONS, stop)
    assert len(calls) == 1
    # the next request computes the whole table (the stopped one left no half table behind)
    assert effective_los(board, OPTIONS).sees(board.zones[0].id, board.zones[0].id)
    assert compute_los_table(board, OPTIONS) == compute_los_table(zone_board(40, seed=2), OPTIONS)


def test_the_derived_table_is_computed_once_per_board():
    board = zone_board(30, seed=4)
    assert compute_los_table(board, OPTIONS) is compute_los_table(board, OPTIONS)
