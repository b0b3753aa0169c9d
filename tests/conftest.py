"""Test configuration shared by the whole suite (also loaded by every pytest-xdist worker).

- Qt runs offscreen: ``QT_QPA_PLATFORM`` is set here, at import time, before anything imports Qt.
- Hypothesis profiles: "ci" (default; deterministic, 100 examples) and "soak" (more examples,
  random), chosen by the ``SKIRMISH_SOAK`` environment variable that ``make soak`` sets.
- Every test gets its own library folder and XDG folders, so no test touches the real user's
  data, settings, caches or logs.
- ``night_market``: the zone sample, read once per session (the play tests, domain and UI).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

_COMMON = dict(
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile("ci", max_examples=100, derandomize=True, **_COMMON)
settings.register_profile("soak", max_examples=2_000, derandomize=False, **_COMMON)
settings.load_profile("soak" if os.environ.get("SKIRMISH_SOAK") else "ci")

_XDG_VARS = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Point the library and the XDG user folders at fresh temporary folders for each test.

    The XDG folders exist (as in a real home); the library folder does not, so the application's
    first-start path (create the library, offer the samples) is what tests see.
    """
    base = tmp_path_factory.mktemp("userdirs")
    monkeypatch.setenv("SKIRMISH_STUDIO_LIBRARY", str(base / "library"))
    for var in _XDG_VARS:
        folder = base / var.removeprefix("XDG_").removesuffix("_HOME").lower()
        folder.mkdir()
        monkeypatch.setenv(var, str(folder))
    return base


@pytest.fixture(scope="session")
def night_market():
    from editor.resources import SAMPLES_DIR
    from editor.store.portable import read_scenario

    return read_scenario(SAMPLES_DIR / "night-market")[0]


@pytest.fixture
def row_builds(monkeypatch):
    """How many times a LOS matrix built its rows (a list, one item per build)."""
    from editor.model.board import LosMatrix

    calls = []
    built = LosMatrix.rows
    monkeypatch.setattr(LosMatrix, "rows", lambda self: calls.append(1) or built(self))
    return calls
