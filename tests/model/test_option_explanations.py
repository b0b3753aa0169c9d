"""Every rules option has its texts in the catalogue: an explanation citing the rule or
ambiguity it settles, a label, a name for each choice and for an unset value.

The options are found by walking ``RulesOptions`` (nested groups included), so a new option
without its texts fails here before anyone sees an untranslated key in the options panel.
"""

from __future__ import annotations

import dataclasses
import re
import types
import typing
from enum import Enum

import pytest

from editor.messages import LANGUAGES, catalogue
from editor.model.options import RulesOptions

CITATION = re.compile(r"\((?:[^()]*\b(?:AMB-\d+|SOLO-[A-Z]+|SPEC §[\d.]+)|Eisdrachen|D20)[^()]*\)")
"""A cited rule at the end of an explanation: an ambiguity (AMB-n), a solo rule (SOLO-…), a
section of SOLO_AI_SPEC, or the section of the Eisdrachen or D20 rule text."""


def options() -> list[tuple[str, typing.Any]]:
    """(dotted path under ``options``, type) of every rules option."""
    found = []
    hints = typing.get_type_hints(RulesOptions)
    for top in dataclasses.fields(RulesOptions):
        kind = hints[top.name]
        if dataclasses.is_dataclass(kind):
            inner = typing.get_type_hints(kind)
            found += [(f"{top.name}.{f.name}", inner[f.name]) for f in dataclasses.fields(kind)]
        else:
            found.append((top.name, kind))
    return found


def enums_in(kind) -> list[type[Enum]]:
    if isinstance(kind, type) and issubclass(kind, Enum):
        return [kind]
    return [e for arg in typing.get_args(kind) for e in enums_in(arg)]


def is_optional(kind) -> bool:
    return isinstance(kind, types.UnionType) and type(None) in typing.get_args(kind)


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def has_text(key: str) -> bool:
    texts = catalogue().get(key, {})
    return all(texts.get(lang, "").strip() for lang in LANGUAGES)


def test_the_walk_finds_the_nested_options():
    paths = {path for path, _ in options()}
    assert {"river.cost_at", "golden_rule", "d20.cover_bonus", "hard_mode.fall"} <= paths
    assert len(paths) > 60


@pytest.mark.parametrize("path", [path for path, _ in options()])
def test_every_option_has_an_explanation_citing_its_rule(path):
    key = f"options.{path}"
    assert has_text(key), f"{key} (the explanation) is missing from resources/messages.toml"
    for lang in LANGUAGES:
        assert CITATION.search(catalogue()[key][lang]), f"{key} [{lang}] cites no rule"
    assert has_text(f"options.label.{path}"), f"options.label.{path} is missing"


@pytest.mark.parametrize("path,kind", options())
def test_every_choice_and_unset_value_has_a_name(path, kind):
    for enum in enums_in(kind):
        for member in enum:
            key = f"options.choice.{snake(enum.__name__)}.{member.value}"
            assert has_text(key), f"{key} is missing"
    if is_optional(kind):
        assert has_text(f"options.none.{path}"), f"options.none.{path} is missing"


def test_every_group_has_a_title():
    groups = {path.split(".")[0] for path, _ in options() if "." in path} | {"general"}
    missing = [g for g in groups if not has_text(f"options.group.{g}")]
    assert not missing
