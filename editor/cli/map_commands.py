"""``import-vtt``: a map from another tool (Universal VTT) made into a library scenario.

The file is read and converted by the store and the core (``editor.store.maps``); this module
turns the options into that call and the result into messages and the ``--json`` summary
``{name, walls, doors, pieces, width_mm, height_mm, ignored}`` (``docs/maps.md``).
"""

from __future__ import annotations

import argparse

from editor.cli.loading import open_library
from editor.cli.output import EXIT_OK, Output


def cmd_import_vtt(args: argparse.Namespace, output: Output) -> int:
    from editor.model.board import ZoneBoard
    from editor.store.maps import read_map, store_map

    imported = read_map(args.path, args.system, args.name, grid_mm=args.grid_mm)
    with open_library(args, write=True) as library:
        store_map(library, imported, replace=args.replace)
    summary = imported.summary()
    board = imported.scenario.board
    for section, count in imported.ignored.items():
        output.say(f"vtt.ignored.{section}", count=count)
    output.say("cli.import_vtt.done", name=summary["name"], walls=imported.walls,
               doors=imported.doors, pieces=imported.pieces, width_mm=round(board.width_mm, 1),
               height_mm=round(board.height_mm, 1))
    if isinstance(board, ZoneBoard) and not board.zones:
        output.say("cli.import_vtt.draw_zones")
    output.result(summary)
    return EXIT_OK
