"""Card templates as data: ``resources/cards/*.json``, one look per file.

A template says what it prints (``what``: units, solo-deck, river, reference, ruler), for which
rule systems, and lists elements drawn in order. Each element has a ``type`` the renderer knows
(see ``ELEMENT_TYPES``) and a ``box`` ``[x, y, width, height]`` in fractions of the card (or of
the page's printable area for page templates). Font sizes are points at ``design_width``
millimetres and scale with the card's width. Colours are ``#rrggbb`` or ``@name``, looked up in
the template's palette for the card's side.

A card template is laid out for the size it was designed at (``design_width`` ×
``design_height``) and may carry more ``layouts`` for other sizes, each with its own design size
and elements: a card is drawn with the layout designed for the nearest size (``layout_for``,
by proportions first, then width),
so a tarot or A6 card gets a larger portrait, larger stat boxes and room for more text instead
of a poker card stretched.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from editor.cards.geometry import Size
from editor.messages import error
from editor.resources import RESOURCES_DIR

TEMPLATE_DIR = RESOURCES_DIR / "cards"
WHATS = ("units", "solo-deck", "river", "reference", "ruler")
ELEMENT_TYPES = frozenset(
    {"rect", "text", "portrait", "stats", "dice", "rich", "table", "track", "icons", "ruler"}
)
MAX_TEMPLATE_BYTES = 256_000
SECTION = re.compile(r"[a-z][a-z0-9_.]{0,60}")


@dataclass(frozen=True, slots=True)
class Layout:
    """The elements of a card's front and back as designed for one card size (mm)."""

    design_width: float
    design_height: float
    elements: tuple[dict[str, Any], ...] = ()
    back: tuple[dict[str, Any], ...] = ()
    back_width: float = 0.0
    """The card width the back was designed at (the template's, for a back it shares);
    0: ``design_width``."""

    def scale(self, width: float, *, back: bool = False) -> float:
        """How much the type sizes of the front (or the back) grow on a card ``width`` wide."""
        return width / (self.back_width or self.design_width if back else self.design_width)

    def distance(self, size: Size) -> float:
        """How far ``size`` is from the design size (0 for the design size itself): the
        proportions count twice as much as the width, both as logarithms of their ratios,
        so an A6 card (105 × 148, shaped like a poker card) is nearer a poker layout than a
        tarot one (70 × 120) although it is nearer the tarot card's size."""
        aspect = (size.height / size.width) / (self.design_height / self.design_width)
        return 2 * abs(math.log(aspect)) + abs(math.log(size.width / self.design_width))


@dataclass(frozen=True, slots=True)
class Template:
    id: str
    what: str
    rule_systems: tuple[str, ...] = ()
    """Empty: any rule system."""
    page: bool = False
    """True for a whole-page sheet (reference, ruler) instead of cards on a grid."""
    design_width: float = 63.0
    palette: dict[str, dict[str, str]] = field(default_factory=dict)
    elements: tuple[dict[str, Any], ...] = ()
    back: tuple[dict[str, Any], ...] = ()
    design_height: float = 88.0
    layouts: tuple[Layout, ...] = ()
    """Layouts for other card sizes than the design size."""
    unit: str = ""
    """For a ruler: the unit it measures in (``pas`` or ``cm``)."""
    sections: tuple[str, ...] = ()
    """For a reference sheet: its sections in order, each the catalogue entries
    ``cards.reference.<key>.title`` and ``.text``; empty: the zone-solo sheet's."""
    option_group: str = ""
    """For a reference sheet: the rules options group whose values its texts quote."""
    heading: str = ""
    """For a reference sheet: the catalogue key of its title; empty: the zone-solo sheet's."""

    def layout_for(self, size: Size) -> Layout:
        """The layout designed for the size nearest ``size`` (the template's own on a tie)."""
        own = Layout(self.design_width, self.design_height, self.elements, self.back)
        if self.page or not self.layouts or size.width <= 0 or size.height <= 0:
            return own
        return min((own, *self.layouts), key=lambda layout: layout.distance(size))

    def color(self, value: str, side: str) -> str:
        """``#rrggbb`` as is; ``@name`` from the side's palette, else the default palette."""
        if not value.startswith("@"):
            return value
        name = value[1:]
        for key in (side, "default"):
            found = self.palette.get(key, {}).get(name)
            if found:
                return found
        return "#000000"


def _check_elements(raw: Any, where: str) -> tuple[dict[str, Any], ...]:
    if not isinstance(raw, list):
        raise error("cards.bad_template", where=where, problem="elements must be a list")
    for index, element in enumerate(raw):
        place = f"{where}: element {index}"
        if not isinstance(element, dict) or element.get("type") not in ELEMENT_TYPES:
            raise error("cards.bad_template", where=place, problem="unknown element type")
        box = element.get("box")
        if not (
            isinstance(box, list)
            and len(box) == 4
            and all(isinstance(v, int | float) and -0.1 <= v <= 1.1 for v in box)
        ):
            raise error("cards.bad_template", where=place, problem="box must be 4 fractions")
    return tuple(raw)


def parse_template(data: Any, where: str) -> Template:
    if not isinstance(data, dict) or not isinstance(data.get("id"), str):
        raise error("cards.bad_template", where=where, problem="an object with an id is needed")
    if data.get("what") not in WHATS:
        raise error("cards.bad_template", where=where, problem="what must be one of " +
                    ", ".join(WHATS))
    palette = data.get("palette", {})
    if not isinstance(palette, dict) or not all(isinstance(v, dict) for v in palette.values()):
        raise error("cards.bad_template", where=where, problem="palette must map sides to colours")
    width, height = _design_size(data, where, 63.0, 88.0)
    back = _check_elements(data.get("back", []), where + " (back)")
    layouts = data.get("layouts", [])
    if not isinstance(layouts, list):
        raise error("cards.bad_template", where=where, problem="layouts must be a list")
    return Template(
        id=data["id"],
        what=data["what"],
        rule_systems=tuple(data.get("rule_systems", ())),
        page=bool(data.get("page", False)),
        design_width=width,
        palette=palette,
        elements=_check_elements(data.get("elements", []), where),
        back=back,
        design_height=height,
        layouts=tuple(_parse_layout(raw, f"{where}: layout {index}", back, width)
                      for index, raw in enumerate(layouts)),
        unit=str(data.get("unit", "")),
        sections=_sections(data.get("sections", []), where),
        option_group=str(data.get("option_group", "")),
        heading=str(data.get("heading", "")),
    )


def _sections(raw: Any, where: str) -> tuple[str, ...]:
    if not isinstance(raw, list) or not all(
            isinstance(v, str) and SECTION.fullmatch(v) for v in raw):
        raise error("cards.bad_template", where=where,
                    problem="sections must be a list of message names")
    return tuple(raw)


def _design_size(data: dict, where: str, width: float, height: float) -> tuple[float, float]:
    try:
        width = float(data.get("design_width", width))
        height = float(data.get("design_height", height * width / 63.0))
    except (TypeError, ValueError):
        width = height = 0.0
    if not (0 < width <= 1000 and 0 < height <= 1000):
        raise error("cards.bad_template", where=where,
                    problem="design_width and design_height must be millimetres")
    return width, height


def _parse_layout(raw: Any, where: str, back: tuple[dict[str, Any], ...],
                  back_width: float) -> Layout:
    if not isinstance(raw, dict) or "design_width" not in raw or "design_height" not in raw:
        raise error("cards.bad_template", where=where,
                    problem="a layout needs design_width, design_height and elements")
    width, height = _design_size(raw, where, 0.0, 0.0)
    elements = _check_elements(raw.get("elements", []), where)
    if "back" in raw:
        return Layout(width, height, elements, _check_elements(raw["back"], where + " (back)"))
    return Layout(width, height, elements, back, back_width)


def load_template(path: Path) -> Template:
    if path.stat().st_size > MAX_TEMPLATE_BYTES:
        raise error("cards.bad_template", where=str(path), problem="file too large")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise error("cards.bad_template", where=str(path), problem=str(exc)) from None
    return parse_template(data, str(path))


@lru_cache(maxsize=4)
def load_templates(folder: Path = TEMPLATE_DIR) -> dict[str, Template]:
    """Every template of ``folder`` by id (read once; templates ship with the application)."""
    templates = {}
    for path in sorted(folder.glob("*.json")):
        template = load_template(path)
        templates[template.id] = template
    return templates


def find_template(what: str, rule_system: str, folder: Path = TEMPLATE_DIR) -> Template | None:
    """The first template (by id) that prints ``what`` for ``rule_system``."""
    for template in load_templates(folder).values():
        if template.what == what and (
            not template.rule_systems or rule_system in template.rule_systems
        ):
            return template
    return None
