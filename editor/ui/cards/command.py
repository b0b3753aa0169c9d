"""The Qt side of ``skirmish-studio cards``: plan the job with the pure core, write the PDF.

Expected arguments (wired by ``editor/cli.py``): ``scenario`` (a file, a folder or a library
name), ``output`` (``-o OUT.pdf``), ``what`` (units | solo-deck | river | reference | ruler),
``size`` (poker | tarot | a6 | WxHmm), ``paper`` (a4 | letter), ``bleed`` (a flag); the
language is ``output.lang``. Exit 0 when written, 1 with a message when there is nothing to
print; text that overflows is reported as warnings on stderr but still prints.
"""

from __future__ import annotations

import argparse
import os

from editor.cards.geometry import card_size, paper_size
from editor.cards.jobs import paginate, plan_job
from editor.messages import error


def cards_command(args: argparse.Namespace, output) -> int:
    from editor.cli import load_scenario

    card = card_size(args.size or "poker")
    paper = paper_size(args.paper or "a4")
    scenario = load_scenario(args, args.scenario)
    job = plan_job(scenario, args.what or "units", card, paper=paper, lang=output.lang,
                   bleed=bool(args.bleed))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from editor.ui.cards.pages import write_pdf

    # a QApplication (not a QGuiApplication): the process may show widgets later (GUI, tests)
    _app = QApplication.instance() or QApplication([])
    warnings = write_pdf(job, args.output, images={i.name: i.data for i in scenario.images},
                         title=scenario.title.get(output.lang) or scenario.name)
    if warnings is None:
        raise error("cards.cannot_write", where=str(args.output))
    for warning in warnings:
        output.message(warning)
    pages = len(paginate(job))
    output.say("cards.done", pages=pages, cards=len(job.faces), path=args.output)
    output.result({"output": str(args.output), "pages": pages, "cards": len(job.faces),
                   "warnings": [w.text(output.lang) for w in warnings]})
    return 0
