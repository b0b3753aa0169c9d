"""model → portable file → model is the identity, for Hypothesis scenarios of all three systems,
and writing the same scenario twice gives the same bytes (zip and folder forms)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

from editor.model.validation import errors, validate
from editor.store.portable import read_scenario, write_scenario
from tests.strategies import scenarios


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(scenario=scenarios())
def test_portable_round_trip_is_exact(tmp_path_factory, scenario):
    assert errors(validate(scenario)) == []
    folder = tmp_path_factory.mktemp("rt")
    zip_path, unpacked = folder / "s.skirmish", folder / "unpacked"
    write_scenario(scenario, zip_path)
    write_scenario(scenario, unpacked, folder=True)
    assert read_scenario(zip_path)[0] == scenario
    assert read_scenario(unpacked)[0] == scenario
    again = folder / "again.skirmish"
    write_scenario(read_scenario(zip_path)[0], again)
    assert again.read_bytes() == zip_path.read_bytes()
