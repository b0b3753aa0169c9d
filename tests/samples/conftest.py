"""Builds each bundled sample once per test session: drawing a board takes seconds."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from editor.model import Scenario


@pytest.fixture(scope="session")
def built() -> Callable[[Callable[[], Scenario]], Scenario]:
    cache: dict[Callable[[], Scenario], Scenario] = {}

    def get(builder: Callable[[], Scenario]) -> Scenario:
        if builder not in cache:
            cache[builder] = builder()
        return cache[builder]

    return get
