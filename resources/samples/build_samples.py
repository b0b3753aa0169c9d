"""Build the bundled sample scenarios in ``scenarios/`` (unpacked portable folders).

Run ``python resources/samples/build_samples.py`` to regenerate them after a model change;
``--check`` only verifies that the committed folders are what this script produces (a test
runs it). All content is original: invented places, characters and texts.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from dataclasses import replace  # noqa: E402

from editor.board.adjacency import rederive_borders  # noqa: E402
from editor.board.los import compute_los_table  # noqa: E402
from editor.model.board import ZoneBoard  # noqa: E402
from editor.model.scenario import Scenario  # noqa: E402
from editor.model.validation import errors, validate  # noqa: E402
from editor.store.portable import write_scenario  # noqa: E402
from resources.samples.d20 import depot_raid  # noqa: E402
from resources.samples.eisdrachen import frozen_trench  # noqa: E402
from resources.samples.zone_solo import night_market  # noqa: E402

SAMPLES = ROOT / "scenarios"


BUILDERS = (night_market, frozen_trench, depot_raid)


def with_derived_data(scenario: Scenario) -> Scenario:
    """Zone boards carry the borders derived from their polygons (the authored kinds and costs
    kept) and the line-of-sight table with its geometry hash, as an editor save would."""
    board = scenario.board
    if not isinstance(board, ZoneBoard):
        return scenario
    board = replace(board, borders=rederive_borders(board, scenario.options.movement))
    board = replace(board, los=compute_los_table(board, scenario.options.los))
    return replace(scenario, board=board)


def build(target: Path) -> list[Path]:
    written = []
    for builder in BUILDERS:
        scenario = with_derived_data(builder())
        problems = errors(validate(scenario))
        if problems:
            raise SystemExit("\n".join(m.text("en") for m in problems))
        folder = target / scenario.name
        write_scenario(scenario, folder, folder=True)
        written.append(folder)
    return written


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="verify the committed samples only")
    args = parser.parse_args()
    if not args.check:
        for folder in build(SAMPLES):
            print(f"wrote {folder.relative_to(ROOT)}")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        fresh = build(Path(tmp))
        stale = [f.name for f in fresh if _files(f) != _files(SAMPLES / f.name)]
    if stale:
        print("out of date: " + ", ".join(stale) + " (run resources/samples/build_samples.py)")
        return 1
    print("samples are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
