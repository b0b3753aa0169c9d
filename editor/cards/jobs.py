"""A print job: which faces to print, on which sheets, in which order.

``plan_job`` turns a scenario and a choice (units, the solo deck, the river, the reference
sheet, the ruler) into card faces, with the templates made for the scenario's rule system (a
template names the systems it serves, so nothing here asks which system a scenario plays);
``paginate`` places them on front pages, each followed by its mirrored back page when backs
are asked for. Copies per unit default to the deployment (the number of figures of each unit,
at least one) and can be chosen by hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from editor.cards.fields import (
    Fields,
    reference_fields,
    ruler_fields,
    solo_card_fields,
    tile_fields,
    unit_fields,
)
from editor.cards.geometry import PAPERS, Rect, Size
from editor.cards.layout import MARGIN_MM, SheetLayout, Slot, plan_sheet
from editor.cards.templates import WHATS, Template, find_template
from editor.messages import error
from editor.model.scenario import Scenario
from editor.model.table import FreeTable


@dataclass(frozen=True, slots=True)
class CardFace:
    template: Template
    fields: Fields
    label: str
    """Names the card in warnings (a unit's name, a card id)."""


@dataclass(frozen=True, slots=True)
class Page:
    items: tuple[tuple[Slot, CardFace], ...]
    back: bool = False


@dataclass(frozen=True, slots=True)
class PrintJob:
    what: str
    faces: tuple[CardFace, ...]
    card: Size
    paper: Size = PAPERS["a4"]
    bleed: bool = False
    backs: bool = False
    lang: str = "en"

    @property
    def is_page(self) -> bool:
        return bool(self.faces) and self.faces[0].template.page

    def layout(self) -> SheetLayout:
        return plan_sheet(self.paper, self.card, bleed=self.bleed)


def deployment_copies(scenario: Scenario) -> dict[str, int]:
    """Figures per unit in the scenario; a unit with no figure still gets one card."""
    counts = Counter(figure.unit for figure in scenario.figures)
    return {unit.id: max(1, counts.get(unit.id, 0)) for unit in scenario.units}


def _template(what: str, scenario: Scenario) -> Template:
    template = find_template(what, scenario.rule_system)
    if template is None:
        raise error("cards.nothing_to_print", where=scenario.name, what=what,
                    system=scenario.rule_system)
    return template


def plan_job(
    scenario: Scenario,
    what: str,
    card: Size,
    *,
    paper: Size = PAPERS["a4"],
    lang: str = "en",
    bleed: bool = False,
    backs: bool = False,
    units: Sequence[str] | None = None,
    copies: Mapping[str, int] | None = None,
) -> PrintJob:
    """The faces to print; raises ``cards.nothing_to_print`` when there are none (nothing of
    the kind in the scenario, or no template of it for its rule system)."""
    if what not in WHATS:
        raise error("cards.bad_what", what=what, whats=", ".join(WHATS))
    faces: list[CardFace] = []
    if what == "units":
        chosen = [u for u in scenario.units if units is None or u.id in units]
        counts = {**deployment_copies(scenario), **(copies or {})}
        if chosen:
            template = _template(what, scenario)
            for unit in chosen:
                face = CardFace(template, unit_fields(unit, scenario, lang),
                                unit.name.get(lang) or unit.id)
                faces.extend([face] * max(0, counts.get(unit.id, 1)))
    elif what == "solo-deck" and scenario.deck and scenario.deck.cards:
        template = _template(what, scenario)
        faces = [CardFace(template, solo_card_fields(c, scenario, lang), c.id)
                 for c in scenario.deck.cards]
    elif what == "river" and scenario.river and scenario.river.tiles:
        template = _template(what, scenario)
        faces = [CardFace(template, tile_fields(t, slot, scenario, lang), t.id)
                 for slot, t in enumerate(scenario.river.tiles, start=1)]
    elif what == "reference":
        faces = [CardFace(_template(what, scenario), reference_fields(scenario, lang), what)]
    elif what == "ruler":
        mm_per_pas = scenario.board.mm_per_pas if isinstance(scenario.board, FreeTable) else 25.0
        faces = [CardFace(_template(what, scenario), ruler_fields(scenario, lang, mm_per_pas),
                          what)]
    if not faces:
        raise error("cards.nothing_to_print", where=scenario.name, what=what,
                    system=scenario.rule_system)
    return PrintJob(what, tuple(faces), card, paper, bleed, backs, lang)


def paginate(job: PrintJob) -> list[Page]:
    """Front pages in reading order, each followed by its back page when ``job.backs``."""
    if job.is_page:
        area = Rect(MARGIN_MM, MARGIN_MM, job.paper.width - 2 * MARGIN_MM,
                    job.paper.height - 2 * MARGIN_MM)
        return [Page(((Slot(area, area), face),)) for face in job.faces]
    layout = job.layout()
    pages = []
    backs = layout.back_slots()
    for start in range(0, len(job.faces), layout.per_page):
        chunk = job.faces[start:start + layout.per_page]
        pages.append(Page(tuple(zip(layout.slots, chunk))))
        if job.backs and any(face.template.back for face in chunk):
            pages.append(Page(tuple(zip(backs, chunk)), back=True))
    return pages
