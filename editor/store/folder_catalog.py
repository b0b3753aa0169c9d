"""A read-only catalog of scenario files and folders (the bundled samples, files given on the
command line), with the same ``summaries()``/``units()``/``load()`` as the library.

It lets the screenshot command and first-start views show scenarios without creating or
writing a library. Pure Python: no Qt, no SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from editor.messages import Message, SkirmishError, error
from editor.model.scenario import Scenario
from editor.model.summary import ScenarioSummary, UnitSummary, summarize, summarize_units
from editor.store.portable import read_scenario


class FolderCatalog:
    """Scenarios read from portable files or folders; unreadable ones are reported, not fatal."""

    read_only = True

    def __init__(self, paths: Iterable[Path]):
        self.problems: list[Message] = []
        self._scenarios: dict[str, Scenario] = {}
        for path in paths:
            try:
                scenario, _warnings = read_scenario(path)
            except SkirmishError as exc:  # read_scenario turns every failure into one
                self.problems.append(exc.message)
                continue
            self._scenarios[scenario.name] = scenario

    @classmethod
    def of_samples(cls, folder: Path) -> FolderCatalog:
        return cls(sorted(p for p in folder.iterdir() if p.is_dir()) if folder.is_dir() else ())

    def add(self, scenario: Scenario) -> None:
        self._scenarios[scenario.name] = scenario

    def summaries(self) -> list[ScenarioSummary]:
        return [summarize(s) for _, s in sorted(self._scenarios.items())]

    def units(self) -> list[UnitSummary]:
        return summarize_units(s for _, s in sorted(self._scenarios.items()))

    def load(self, name: str) -> Scenario:
        try:
            return self._scenarios[name]
        except KeyError:
            raise error("library.no_such_scenario", where="", name=name) from None

    def close(self) -> None:
        self._scenarios.clear()
