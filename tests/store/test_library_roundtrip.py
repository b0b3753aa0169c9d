"""Round trips model -> library -> model on generated valid scenarios of the three rule systems,
and the store's fast row decoders against the generic codec they stand in for."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from benchmarks.scenario_factory import big_zone_scenario
from editor.model import Border, LosTable, RuleSystem, Zone
from editor.model.codec import decode, encode
from editor.model.validation import errors, validate
from editor.store import mapping
from editor.store.library import Library
from tests.strategies import scenarios, zone_boards

SCENARIOS = {system: scenarios(system) for system in RuleSystem}


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Library]:
    path: Path = tmp_path_factory.mktemp("roundtrip") / "library.sqlite"
    with Library.open(path) as opened:
        yield opened


@pytest.mark.parametrize("system", list(RuleSystem))
@given(data=st.data())
def test_a_saved_scenario_loads_equal(library, system, data):
    scenario = data.draw(SCENARIOS[system])
    assert errors(validate(scenario)) == []
    library.save(scenario)
    assert library.load(scenario.name) == scenario


@given(scenarios())
def test_an_imported_scenario_loads_as_returned_and_stays_valid(library, scenario):
    stored = library.import_scenario(scenario, replace=True)
    assert library.load(scenario.name) == stored
    assert errors(validate(stored)) == []
    assert len(stored.units) == len(scenario.units)


def test_a_big_board_loads_equal(library):
    scenario = big_zone_scenario()
    library.save(scenario)
    assert library.load(scenario.name) == scenario


def test_rows_read_on_one_thread_decode_equal_on_another(library):
    """The editor reads a scenario's rows on the GUI thread and decodes them on a worker."""
    scenario = big_zone_scenario()
    library.save(scenario)
    stored = library.read(scenario.name)
    with ThreadPoolExecutor(1) as pool:
        assert pool.submit(stored.decode).result() == scenario


@given(zone_boards([]))
def test_fast_row_decoders_agree_with_the_codec(board):
    rows = [mapping.zone_row(0, position, zone)[2:] for position, zone in enumerate(board.zones)]
    assert mapping.zones_from_rows(rows) == board.zones
    assert tuple(decode(Zone, encode(zone)) for zone in board.zones) == board.zones
    border_rows = [row[2:] for row in mapping.border_rows(0, board.borders)]
    assert tuple(map(mapping.border_from_row, border_rows)) == board.borders
    assert tuple(decode(Border, encode(border)) for border in board.borders) == board.borders
    if board.los is not None:
        sightlines = [row[2:] for row in mapping.sightline_rows(0, board.los)]
        assert mapping.los_rows(sightlines) == board.los.rows
        assert decode(LosTable, encode(board.los)) == board.los
