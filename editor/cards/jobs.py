"""A print job: which faces to print, on which sheets, in which order.

``plan_job`` turns a scenario and a choice (units, the solo deck, the river, the reference
sheet, the ruler) into card faces, with the templates made for the scenario's rule system (a
template names the systems it serves, so nothing here asks which system a scenario plays);
``paginate`` places them on front pages, each followed by its back page when backs are asked
for, mirrored for the edge the sheet flips on. Copies per unit default to the deployment (the
number of figures of each unit, at least one) and can be chosen by hand. A scenario whose rule
system has no template for a choice has nothing to print for it.
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
from editor.cards.geometry import BLEED_MM, PAPERS, Rect, Size
from editor.cards.layout import FLIPS, PRINTABLE_MM, Segment, SheetLayout, Slot, plan_sheet
from editor.cards.templates import WHATS, Template, find_template
from editor.messages import error
from editor.model.scenario import Scenario
from editor.model.table import FreeTable

BLEED_LIMITS = (0.5, 10.0)
"""Smallest and largest bleed in millimetres: print services ask for 2 to 5 mm."""


@dataclass(frozen=True, slots=True)
class CardFace:
    template: Template
    fields: Fields
    label: str
    """Names the card in warnings (a unit's name, a card id)."""
    id: str = ""
    """The card's id in the scenario (a unit, solo card or tile id; the choice for pages)."""


@dataclass(frozen=True, slots=True)
class Page:
    items: tuple[tuple[Slot, CardFace], ...]
    back: bool = False
    marks: tuple[Segment, ...] = ()
    """The cut marks of this page's cards (none on whole-page sheets)."""


@dataclass(frozen=True, slots=True)
class PrintJob:
    what: str
    faces: tuple[CardFace, ...]
    card: Size
    paper: Size = PAPERS["a4"]
    bleed: bool = False
    backs: bool = False
    lang: str = "en"
    bleed_mm: float = BLEED_MM
    flip: str = "long"
    """The edge a duplex printer flips the sheet on (``editor.cards.layout.FLIPS``)."""

    @property
    def is_page(self) -> bool:
        return bool(self.faces) and self.faces[0].template.page

    @property
    def bleed_width(self) -> float:
        """Millimetres of art beyond each cut line (0 without bleed)."""
        return self.bleed_mm if self.bleed else 0.0

    def layout(self) -> SheetLayout:
        return plan_sheet(self.paper, self.card, bleed=self.bleed, bleed_mm=self.bleed_mm)

    def printable_area(self) -> Rect:
        """Where a whole-page sheet is drawn: the paper less its unprintable border."""
        return Rect(PRINTABLE_MM, PRINTABLE_MM, self.paper.width - 2 * PRINTABLE_MM,
                    self.paper.height - 2 * PRINTABLE_MM)


def deployment_copies(scenario: Scenario) -> dict[str, int]:
    """Figures per unit in the scenario; a unit with no figure still gets one card."""
    counts = Counter(figure.unit for figure in scenario.figures)
    return {unit.id: max(1, counts.get(unit.id, 0)) for unit in scenario.units}


def _nothing(scenario: Scenario, what: str):
    return error("cards.nothing_to_print", where=scenario.name, what=what,
                 system=scenario.rule_system)


def _template(what: str, scenario: Scenario) -> Template:
    template = find_template(what, scenario.rule_system)
    if template is None:
        raise _nothing(scenario, what)
    return template


def plan_job(
    scenario: Scenario,
    what: str,
    card: Size,
    *,
    paper: Size = PAPERS["a4"],
    lang: str = "en",
    bleed: bool = False,
    bleed_mm: float = BLEED_MM,
    backs: bool = False,
    flip: str = "long",
    units: Sequence[str] | None = None,
    copies: Mapping[str, int] | None = None,
) -> PrintJob:
    """The faces to print; raises ``cards.nothing_to_print`` when there are none (nothing of
    the kind in the scenario, or no template of it for its rule system)."""
    if what not in WHATS:
        raise error("cards.bad_what", what=what, whats=", ".join(WHATS))
    if flip not in FLIPS:
        raise error("cards.bad_flip", flip=flip, flips=", ".join(FLIPS))
    low, high = BLEED_LIMITS
    if not low <= bleed_mm <= high:
        raise error("cards.bad_bleed", bleed=bleed_mm, low=low, high=high)
    faces: list[CardFace] = []
    if what == "units":
        chosen = [u for u in scenario.units if units is None or u.id in units]
        counts = {**deployment_copies(scenario), **(copies or {})}
        if chosen:
            template = _template(what, scenario)
            for unit in chosen:
                face = CardFace(template, unit_fields(unit, scenario, lang),
                                unit.name.get(lang) or unit.id, unit.id)
                faces.extend([face] * max(0, counts.get(unit.id, 1)))
    elif what == "solo-deck" and scenario.deck and scenario.deck.cards:
        template = _template(what, scenario)
        faces = [CardFace(template, solo_card_fields(c, scenario, lang), c.id, c.id)
                 for c in scenario.deck.cards]
    elif what == "river" and scenario.river and scenario.river.tiles:
        template = _template(what, scenario)
        faces = [CardFace(template, tile_fields(t, slot, scenario, lang), t.id, t.id)
                 for slot, t in enumerate(scenario.river.tiles, start=1)]
    elif what == "reference":
        template = _template(what, scenario)
        fields = reference_fields(scenario, lang, template.sections, template.heading)
        faces = [CardFace(template, fields, what, what)]
    elif what == "ruler" and isinstance(scenario.board, FreeTable):
        template = _template(what, scenario)
        faces = [CardFace(template, ruler_fields(scenario, lang, scenario.board, template.unit),
                          what, what)]
    if not faces:
        raise _nothing(scenario, what)
    return PrintJob(what, tuple(faces), card, paper, bleed, backs, lang, bleed_mm, flip)


def paginate(job: PrintJob) -> list[Page]:
    """Front pages in reading order, each followed by its back page when ``job.backs``."""
    if job.is_page:
        area = job.printable_area()
        return [Page(((Slot(area, area), face),)) for face in job.faces]
    layout = job.layout()
    pages = []
    backs = layout.back_slots(job.flip)
    for start in range(0, len(job.faces), layout.per_page):
        chunk = job.faces[start:start + layout.per_page]
        fronts = layout.slots[:len(chunk)]
        pages.append(Page(tuple(zip(fronts, chunk)), marks=layout.marks(fronts)))
        if job.backs and any(face.template.back for face in chunk):
            behind = backs[:len(chunk)]
            pages.append(Page(tuple(zip(behind, chunk)), back=True, marks=layout.marks(behind)))
    return pages
