"""Fuzz the model half of the importer: mutated scenario.json documents never crash it.

The container is fuzzed in test_package_fuzz.py; here valid packages carry documents whose values
Hypothesis replaces, deletes or retypes anywhere in the tree. Reading must give a scenario or a
SkirmishError with a message in both languages, never another exception.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from editor.messages import SkirmishError
from editor.model.document_format import to_document
from editor.store.package_writer import write_folder
from editor.store.portable import read_scenario
from tests.examples import d20_scenario, zone_scenario

JSON_LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**20), 10**20),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=30),
)
JSON_VALUES = st.recursive(JSON_LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=10)


def _paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*prefix, index))
    return found


def _mutate(doc: dict, path: tuple, value: Any, delete: bool) -> dict:
    doc = copy.deepcopy(doc)
    if not path:
        return doc
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    if delete and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return doc


BASES = [to_document(zone_scenario()), to_document(d20_scenario())]
for base in BASES:
    base.pop("format_version")


@settings(max_examples=150)
@given(data=st.data(), value=JSON_VALUES, delete=st.booleans())
def test_mutated_documents_give_a_scenario_or_a_clear_error(tmp_path_factory, data, value, delete):
    base = data.draw(st.sampled_from(BASES))
    path = data.draw(st.sampled_from(_paths(base)))
    folder = tmp_path_factory.mktemp("fuzz") / "scenario"
    write_folder(folder, _mutate(base, path, value, delete), {})
    try:
        scenario, _warnings = read_scenario(folder)
    except SkirmishError as exc:
        assert exc.text("en") and exc.text("fr")
        assert exc.message.where.startswith("scenario")
    else:
        assert scenario.name
