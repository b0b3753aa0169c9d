"""``cards`` and ``screenshot``: the commands that draw through Qt, imported only here.

``cards`` plans the print job with the pure core (``editor.cards``) and writes the PDF, or with
``--png-dir`` one PNG per card face for print-on-demand services, with the Qt card renderer;
the cards are in the run's language (``--lang``, before or after the command name). It exits 1
with a message when there is nothing to print or the folder is not empty (without
``--force``); text that overflows or shrinks below 6 pt is reported as warnings on stderr but
still prints (docs/cards.md). ``screenshot`` shows a library, a
scenario file or the bundled samples, and never writes to the library.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from editor.cli.loading import (
    is_file_argument,
    library_location,
    load_scenario,
    path_exists,
    read_file_scenario,
)
from editor.cli.output import EXIT_OK, Output
from editor.messages import error


def cmd_cards(args: argparse.Namespace, output: Output) -> int:
    from editor.cards.faces import DEFAULT_DPI, check_dpi
    from editor.cards.geometry import BLEED_MM, card_size, paper_size
    from editor.cards.jobs import plan_job

    card, paper = card_size(args.size), paper_size(args.paper)
    dpi = check_dpi(args.dpi if args.dpi is not None else DEFAULT_DPI)
    scenario = load_scenario(args, args.scenario)
    bleed = args.bleed or args.bleed_mm is not None
    job = plan_job(scenario, args.what, card, paper=paper, lang=output.lang, bleed=bleed,
                   bleed_mm=args.bleed_mm if args.bleed_mm is not None else BLEED_MM,
                   backs=args.backs, flip=args.flip or "long")
    from editor.ui.headless import offscreen_application

    offscreen_application()
    images = {i.name: i.data for i in scenario.images}
    if args.png_dir is not None:
        return _write_faces(job, args, output, images, dpi)
    from editor.cards.jobs import paginate
    from editor.ui.cards.pages import write_pdf

    warnings = write_pdf(job, args.output, images=images,
                         title=scenario.title.get(output.lang) or scenario.name)
    if warnings is None:
        raise error("cards.cannot_write", where=str(args.output))
    for warning in warnings:
        output.message(warning)
    pages = len(paginate(job))
    output.say("cards.done", pages=pages, cards=len(job.faces), path=args.output)
    output.result({"output": str(args.output), "pages": pages, "cards": len(job.faces),
                   "warnings": [w.text(output.lang) for w in warnings]})
    return EXIT_OK


def _write_faces(job, args: argparse.Namespace, output: Output, images: dict[str, bytes],
                 dpi: int) -> int:
    """``cards --png-dir``: one PNG per card face and a contact sheet (docs/cards.md)."""
    from editor.cards.faces import CONTACT_SHEET
    from editor.ui.cards.faces import write_faces

    written = write_faces(job, args.png_dir, dpi=dpi, force=args.force, images=images)
    if written is None:
        raise error("cards.cannot_write_folder", where=str(args.png_dir))
    for warning in written.warnings:
        output.message(warning)
    if written.removed:
        output.say("cards.png_replaced", count=written.removed)
    output.say("cards.png_done", files=len(written.files), cards=len(job.faces), dpi=dpi,
               sheet=CONTACT_SHEET, path=args.png_dir)
    output.result({"folder": str(args.png_dir), "files": list(written.files),
                   "contact_sheet": CONTACT_SHEET, "cards": len(job.faces), "dpi": dpi,
                   "replaced": written.removed,
                   "warnings": [w.text(output.lang) for w in written.warnings]})
    return EXIT_OK


def cmd_screenshot(args: argparse.Namespace, output: Output) -> int:
    from editor.ui.screenshot import VIEWS, take_screenshot

    if args.view not in VIEWS:
        raise error("screenshot.unknown_view", view=args.view, views=", ".join(VIEWS))
    library = library_location(args)
    catalog, selected = _catalog(args.scenario, library)
    try:
        path = take_screenshot(Path(args.output), catalog, selected=selected, view=args.view,
                               size=args.size, lang=output.lang, library=library)
    finally:
        catalog.close()
    output.say("cli.screenshot.done", path=path)
    output.result({"output": str(path), "width": args.size[0], "height": args.size[1]})
    return EXIT_OK


def _catalog(scenario: str | None, library: Path):
    """What the screenshot shows, and the scenario to select in it: a scenario file or folder
    alone, else the existing library (read-only), else the bundled samples."""
    from editor.resources import SAMPLES_DIR
    from editor.store.folder_catalog import FolderCatalog
    from editor.store.library import Library

    if scenario and is_file_argument(scenario):
        shown = read_file_scenario(scenario)
        catalog = FolderCatalog(())
        catalog.add(shown)
        return catalog, shown.name
    if path_exists(library):
        return Library.open(library, read_only=True, create=False), scenario
    return FolderCatalog.of_samples(SAMPLES_DIR), scenario
