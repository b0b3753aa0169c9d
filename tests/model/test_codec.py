"""The JSON codec: exact round trips and precise, placed errors."""

from __future__ import annotations

import json

import pytest

from editor.messages import SkirmishError
from editor.model import RuleSystem, Zone
from editor.model.codec import decode, encode
from editor.model.document_format import FORMAT_VERSION, from_document, to_document
from tests.examples import d20_scenario, eisdrachen_scenario, zone_scenario


@pytest.mark.parametrize("build", [zone_scenario, d20_scenario, eisdrachen_scenario])
def test_document_round_trip_through_json_text(build):
    scenario = build()
    text = json.dumps(to_document(scenario), sort_keys=True)
    assert from_document(json.loads(text)) == scenario


def test_document_layout_has_top_level_zones_and_rule_system():
    doc = to_document(zone_scenario())
    assert doc["rule_system"] == "zone-solo"
    assert doc["format_version"] == FORMAT_VERSION
    assert "zones" not in doc["board"]
    assert [z["id"] for z in doc["zones"]] == ["z1", "z2", "z3", "z4"]
    assert doc["zones"][0]["polygon"] == [[0, 0], [100, 0], [100, 100], [0, 100]]


def test_zone_without_polygon_has_no_polygon_key():
    assert "polygon" not in encode(Zone("a"))
    assert decode(Zone, {"id": "a"}) == Zone("a")


def test_free_table_document_has_empty_zone_list():
    doc = to_document(d20_scenario())
    assert doc["zones"] == [] and doc["board"]["kind"] == "table"
    assert from_document(doc).rule_system == RuleSystem.D20


def _error(doc) -> SkirmishError:
    with pytest.raises(SkirmishError) as info:
        from_document(doc)
    return info.value


def test_wrong_value_type_is_reported_with_its_path():
    doc = to_document(zone_scenario())
    doc["zones"][2]["polygon"][1][0] = "ten"
    err = _error(doc)
    assert err.text("en") == "zones[2].polygon[1][0]: A finite number was expected here."
    assert err.text("fr") == "zones[2].polygon[1][0]: Un nombre fini était attendu ici."


def test_unknown_field_and_missing_field_are_named():
    doc = to_document(zone_scenario())
    doc["units"][0]["colour"] = "red"
    assert _error(doc).message.key == "model.unknown_field"
    doc = to_document(zone_scenario())
    del doc["units"][0]["side"]
    err = _error(doc)
    assert err.message.key == "model.missing_field" and err.message.where == "units[0]"


def test_bad_enum_value_lists_the_choices():
    doc = to_document(zone_scenario())
    doc["rule_system"] = "chess"
    err = _error(doc)
    assert "zone-solo, eisdrachen, d20" in err.text("en")
    assert err.message.where == "rule_system"


def test_bad_kind_of_union_is_named():
    doc = to_document(zone_scenario())
    doc["units"][0]["profile"]["kind"] = "tarot"
    err = _error(doc)
    assert err.message.key == "model.bad_kind" and err.message.where == "units[0].profile.kind"


def test_booleans_are_not_numbers_and_numbers_are_not_booleans():
    doc = to_document(zone_scenario())
    doc["zones"][0]["elevation"] = True
    assert _error(doc).message.key == "model.expected_integer"
    doc = to_document(zone_scenario())
    doc["zones"][0]["difficult"] = 1
    assert _error(doc).message.key == "model.expected_boolean"


def test_newer_format_version_is_refused_with_advice():
    doc = to_document(zone_scenario())
    doc["format_version"] = FORMAT_VERSION + 1
    err = _error(doc)
    assert err.message.key == "document.newer_version"
    assert "Update Skirmish Studio" in err.text("en")


def test_zones_on_a_free_table_are_refused():
    doc = to_document(d20_scenario())
    doc["zones"] = [{"id": "a"}]
    assert _error(doc).message.key == "document.zones_on_table"


def test_top_level_must_be_an_object():
    assert _error([1, 2]).message.key == "model.expected_object"


def test_fields_added_later_are_left_out_while_they_hold_their_default():
    from editor.model import DoorState, EisdrachenProfile, TerrainPiece
    from editor.model.options import ClimbEnding, EisdrachenOptions

    piece = TerrainPiece("tower", ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0)))
    assert {"flat_top", "door", "hiding_place"}.isdisjoint(encode(piece))
    assert {"base_mm", "height_mm"}.isdisjoint(encode(EisdrachenProfile()))
    assert "climb_ending" not in encode(EisdrachenOptions())
    changed = TerrainPiece(piece.id, piece.polygon, flat_top=True, door=DoorState.CLOSED)
    assert encode(changed)["flat_top"] is True and encode(changed)["door"] == "closed"
    assert decode(TerrainPiece, encode(changed)) == changed
    cling = EisdrachenOptions(climb_ending=ClimbEnding.CLING)
    assert encode(cling)["climb_ending"] == "cling"
    assert decode(EisdrachenOptions, encode(cling)) == cling


def test_a_document_without_the_added_fields_reads_with_their_defaults():
    doc = to_document(eisdrachen_scenario())
    assert "base_mm" not in doc["units"][0]["profile"]
    profile = from_document(doc).units[0].profile
    assert (profile.base_mm, profile.height_mm) == (25.0, 30.0)
