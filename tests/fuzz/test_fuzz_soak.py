"""The fuzz soak (``tests.fuzz.soak``): hostile portable files and libraries through validate,
import and every command, with zero exits other than 0/1, tracebacks, hangs over 30 s and
library changes after a refusal or a read.

``make test`` runs a small fuzz (a few hundred files in-process, a few files and libraries
through every command); ``make soak`` runs the full one: 100,000 files in-process, 2,000 of them
and 1,000 libraries through every command. Both sizes can be changed with the environment
variables ``SKIRMISH_FUZZ_FILES``, ``SKIRMISH_FUZZ_COMMAND_FILES`` and ``SKIRMISH_FUZZ_LIBRARIES``
(and ``SKIRMISH_FUZZ_FIRST_CASE`` to run other cases than the first ones).
"""

from __future__ import annotations

import pytest

from tests.fuzz.soak import Sizes, run

FULL = (100_000, 2_000, 1_000)
QUICK = (150, 2, 2)


def _check(sizes: Sizes, capsys: pytest.CaptureFixture[str]) -> None:
    report = run(sizes)
    with capsys.disabled():
        print("\n" + report.text())
    assert report.cases["in-process"] == sizes.files
    assert report.cases["command files"] == sizes.command_files
    assert report.cases["command libraries"] == sizes.libraries
    assert report.clean(), report.text()


def test_a_small_fuzz_finds_nothing(capsys):
    _check(Sizes(*QUICK), capsys)


@pytest.mark.soak
@pytest.mark.timeout(4 * 3600)
def test_the_full_fuzz_soak_finds_nothing(capsys):
    _check(Sizes.from_environment(*FULL), capsys)
