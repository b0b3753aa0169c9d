"""Fixtures shared by the store's tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor import resources


@pytest.fixture
def samples(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty bundled-samples folder, so a new library starts empty (tests that want
    samples write some into it)."""
    folder = tmp_path / "samples"
    folder.mkdir()
    monkeypatch.setattr(resources, "SAMPLES_DIR", folder)
    return folder


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "lib" / "library.sqlite"
