"""The bundled sample scenarios (``scenarios/*/``, each an unpacked portable folder), read for
import into a library when it is created.

A broken sample must not stop the application from starting: it is skipped and reported as a
warning. The portable-file reader (with Pillow) and the validator (with shapely) are imported
only when samples are read, i.e. once per new library, so that everyday commands start fast.
Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from pathlib import Path

from editor import resources
from editor.messages import Message, Severity, SkirmishError
from editor.model.scenario import Scenario


def bundled_samples(folder: Path | None = None) -> tuple[list[Scenario], list[Message]]:
    """The valid samples of ``folder`` (default: the bundled ``scenarios/``) in name order, and a
    warning for each sample that could not be read or does not validate."""
    from editor.store.portable import read_scenario

    folder = resources.SAMPLES_DIR if folder is None else folder
    if not folder.is_dir():
        return [], []
    scenarios: list[Scenario] = []
    skipped: list[Message] = []
    for sample in sorted(p for p in folder.iterdir() if p.is_dir()):
        try:
            scenario, _warnings = read_scenario(sample)
        except SkirmishError as exc:
            skipped.append(skipped_sample(sample.name, exc.message, str(sample)))
            continue
        scenarios.append(scenario)
    return scenarios, skipped


def skipped_sample(sample: str, problem: Message, where: str = "") -> Message:
    """The warning for a sample left out of a new library because of ``problem``."""
    return Message("library.sample_skipped", {"sample": sample, "problem": problem.text()},
                   where, Severity.WARNING)
