"""Hypothesis strategies for valid scenarios of the three rule systems (``tests.strategies``).

Every scenario drawn by :func:`scenarios` passes ``validate`` without errors: ids are unique and
printable, every reference (zones, units, tiles, events, objectives, figures, dice, images, key
phrases) names something that exists, numbers stay in the validator's ranges, and polygons are
rectangles or triangles on a 5 mm grid. Texts, names and ids are otherwise arbitrary Unicode, so
stores and files meet accents, emoji and control characters.
"""

from __future__ import annotations

import dataclasses
import typing
from enum import Enum
from functools import cache, lru_cache

from hypothesis import strategies as st

from editor.model import (
    ActionIcon,
    Arrow,
    AttackKind,
    BackgroundImage,
    Border,
    BorderKind,
    CheckType,
    Condition,
    ConditionKind,
    CoverClass,
    Criterion,
    D20Profile,
    D20Weapon,
    Danger,
    DangerTrigger,
    DiceCount,
    DiceSet,
    DieType,
    DistanceUnit,
    DoorState,
    Effect,
    EffectKind,
    EisdrachenProfile,
    EisdrachenWeapon,
    EventOption,
    Figure,
    FreeTable,
    ImageAsset,
    KeyPhrase,
    LosOverride,
    LosTable,
    Mission,
    MissionEvent,
    MovementEffect,
    Objective,
    Preference,
    River,
    RulesOptions,
    RuleSystem,
    Scenario,
    Side,
    Skill,
    SoloAttack,
    SoloCard,
    SoloCheck,
    SoloDeck,
    SoloProfile,
    TerrainPiece,
    Text,
    Tile,
    TileKind,
    TileUnit,
    Trigger,
    TriggerKind,
    Unit,
    Wall,
    Zone,
    ZoneBoard,
)

GRID_MM = 5.0
DIE_IDS = ("white", "yellow", "orange", "red", "black")
"""Die ids of generated dice sets; pools name them whether or not the scenario has a set."""
_PRINTABLE = st.characters(blacklist_categories=("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp", "Zs"))


def optional(strategy: st.SearchStrategy) -> st.SearchStrategy:
    return st.none() | strategy


def enum_values(enum: type[Enum]) -> st.SearchStrategy:
    return st.sampled_from(list(enum))


@cache
def id_lists(max_size: int, min_size: int = 0) -> st.SearchStrategy[list[str]]:
    """Unique printable ids (what ``validate`` accepts)."""
    return st.lists(st.text(_PRINTABLE | st.just(" "), min_size=1, max_size=8),
                    min_size=min_size, max_size=max_size, unique=True)


def refs(names: list[str]) -> st.SearchStrategy[str | None]:
    """None or one of ``names``."""
    return _refs(tuple(names))


@lru_cache(maxsize=256)
def _refs(names: tuple[str, ...]) -> st.SearchStrategy[str | None]:
    return optional(st.sampled_from(names)) if names else st.none()


@cache
def identified(template: st.SearchStrategy, max_size: int) -> st.SearchStrategy[tuple]:
    """Up to ``max_size`` objects drawn from ``template``, given unique ids (one template for
    all, rather than a strategy built per id that Hypothesis would validate at every draw)."""
    def named(items: list) -> st.SearchStrategy[tuple]:
        return id_lists(len(items), len(items)).map(
            lambda ids: tuple(dataclasses.replace(item, id=i) for item, i in zip(items, ids)))

    return st.lists(template, max_size=max_size).flatmap(named)


texts = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"),
                max_size=20)
"""Any text, control characters included but NUL (refused by validation: C code, files and SQLite
cut a text short there), surrogates excluded (they are not valid UTF-8)."""
bilingual = st.builds(Text, fr=texts, en=texts)
small = st.integers(0, 20)
coordinates = st.integers(0, 400).map(lambda n: n * GRID_MM / 2)
sides = st.integers(1, 400).map(lambda n: n * GRID_MM / 2)
"""A board side: validation refuses a free table 0 mm wide or tall."""
board_sizes = st.just((0.0, 0.0)) | st.tuples(sides, sides)
"""A zone board's size: both sides, or 0 × 0 for an abstract board, never half a size."""
points = st.tuples(coordinates, coordinates)
names = st.text(st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="/\\"),
                min_size=1, max_size=30).filter(lambda s: s == s.strip())
"""Scenario names (the library key): no control characters, slashes or outer spaces."""


def _polygon(x: int, y: int, w: int, h: int, shape: str) -> tuple[tuple[float, float], ...]:
    x0, y0, x1, y1 = x * GRID_MM, y * GRID_MM, (x + w) * GRID_MM, (y + h) * GRID_MM
    if shape == "triangle":
        return ((x0, y0), (x1, y0), (x0, y1))
    if shape == "rectangle":
        return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
    xm, ym = (x0 + x1) / 2, (y0 + y1) / 2
    return ((x0, y0), (xm, y0), (x1, y0), (x1, ym), (x1, y1), (xm, y1), (x0, y1), (x0, ym))


polygons = st.builds(_polygon, st.integers(0, 200), st.integers(0, 200), st.integers(1, 40),
                     st.integers(1, 40), st.sampled_from(("rectangle", "octagon", "triangle")))
"""A rectangle (4 vertices, or 8 with its edge midpoints) or a right triangle on the 5 mm grid."""
pools = st.lists(st.builds(DiceCount, st.sampled_from(DIE_IDS), st.integers(1, 50)),
                 max_size=3).map(tuple)
dangers = optional(st.builds(Danger, enum_values(DangerTrigger), pools))


def options_of(cls: type) -> st.SearchStrategy:
    """Any value of an options dataclass (the validator does not range-check options)."""
    hints = typing.get_type_hints(cls)
    return st.builds(cls, **{f.name: _value_of(hints[f.name]) for f in dataclasses.fields(cls)})


def _value_of(hint: typing.Any) -> st.SearchStrategy:
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    if type(None) in typing.get_args(hint):
        return optional(_value_of(args[0]))
    if typing.get_origin(hint) is tuple:
        return st.lists(_value_of(args[0]), max_size=3).map(tuple)
    if dataclasses.is_dataclass(hint):
        return options_of(hint)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return enum_values(hint)
    return {bool: st.booleans(), int: small, float: st.floats(0, 100), str: texts}[hint]


rules_options = options_of(RulesOptions)


def _tiny_png(width: int, height: int, colour: tuple[int, int, int]) -> bytes:
    from io import BytesIO

    from PIL import Image

    buffer = BytesIO()
    Image.new("RGB", (width, height), colour).save(buffer, "PNG")
    return buffer.getvalue()


_PNGS = tuple(_tiny_png(w, h, c) for w, h, c in ((1, 1, (0, 0, 0)), (3, 2, (200, 40, 40)),
                                                  (8, 8, (20, 120, 220))))
_IMAGE_STEMS = st.text("abcdefghijklmnopqrstuvwxyz0123456789_-", min_size=1, max_size=8).filter(
    lambda stem: stem[0] not in "-")


@st.composite
def images(draw: st.DrawFn) -> tuple[ImageAsset, ...]:
    """Real (tiny) PNG files under names the portable format accepts."""
    files = draw(st.lists(_IMAGE_STEMS, max_size=3, unique=True))
    assets = [ImageAsset(f"images/{name}.png", draw(st.sampled_from(_PNGS))) for name in files]
    return tuple(sorted(assets, key=lambda a: a.name))


def backgrounds(image_names: list[str]) -> st.SearchStrategy[BackgroundImage | None]:
    if not image_names:
        return st.none()
    return optional(st.builds(
        BackgroundImage, st.sampled_from(image_names), coordinates, coordinates,
        st.floats(0.01, 1000), st.floats(-360, 360), st.floats(0, 1),
    ))


_colors = st.from_regex(r"\A#[0-9a-fA-F]{6}\Z")
dice_sets = st.builds(
    DiceSet, id_lists(1, min_size=1).map(lambda ids: ids[0]), bilingual,
    st.tuples(*(st.builds(DieType, st.just(die_id), bilingual, _colors,
                          st.lists(st.integers(0, 6), min_size=2, max_size=8).map(tuple),
                          st.booleans())
                for die_id in DIE_IDS)),
)


_zones = identified(st.builds(
    Zone, st.just(""), bilingual, optional(polygons), optional(points), st.integers(-3, 3),
    optional(st.integers(1, 10)), st.booleans(), dangers, st.booleans(), st.booleans(),
    st.booleans(), optional(st.integers(0, 100))), 8)


_border_settings = st.tuples(st.booleans(), enum_values(BorderKind), st.integers(0, 5),
                             st.integers(0, 5), st.booleans(), optional(st.integers(0, 10)),
                             st.booleans())
_walls = identified(st.builds(Wall, st.just(""),
                              st.lists(points, min_size=2, max_size=4).map(tuple),
                              st.booleans(), st.booleans()), 2)


@st.composite
def zone_boards(draw: st.DrawFn, image_names: list[str]) -> ZoneBoard:
    zones = draw(_zones)
    ids = [zone.id for zone in zones]
    pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i + 1:]]
    borders = []
    for a, b in draw(st.lists(st.sampled_from(pairs), unique=True, max_size=10)) if pairs else []:
        swap, *rest = draw(_border_settings)
        borders.append(Border(*((b, a) if swap else (a, b)), *rest))
    los, overrides = None, ()
    if ids:
        zone = st.sampled_from(ids)
        row = st.tuples(zone, st.lists(zone, unique=True, max_size=4).map(tuple))
        rows = st.lists(row, max_size=len(ids)).map(tuple)
        los = draw(optional(st.builds(LosTable, st.text(max_size=16), rows)))
        override = st.builds(LosOverride, zone, zone, st.booleans())
        overrides = tuple(draw(st.lists(override, max_size=3)))
    return ZoneBoard(*draw(board_sizes), zones, tuple(borders), draw(_walls), los,
                     overrides, draw(backgrounds(image_names)))


_terrain = identified(st.builds(TerrainPiece, st.just(""), polygons, bilingual,
                                enum_values(CoverClass), st.floats(0, 500),
                                enum_values(MovementEffect), st.booleans(), st.booleans(),
                                optional(enum_values(DoorState)), st.booleans()), 4)


def free_tables(image_names: list[str]) -> st.SearchStrategy[FreeTable]:
    return st.builds(FreeTable, sides, sides, enum_values(DistanceUnit),
                     st.floats(1, 1000), _terrain, backgrounds(image_names))


PROFILES = {
    RuleSystem.ZONE_SOLO: st.builds(
        SoloProfile, hit_points=st.integers(1, 100), armor=small, defense_pool=pools,
        movement=small, size=small, menace=small, energy=small, recovery=optional(small),
        attacks=st.lists(st.builds(SoloAttack, enum_values(AttackKind), bilingual, pools,
                                   optional(st.integers(0, 1000))), max_size=2).map(tuple),
        checks=st.lists(st.builds(SoloCheck, enum_values(CheckType), pools),
                        max_size=2).map(tuple),
        free_rerolls=st.lists(st.sampled_from(DIE_IDS), max_size=2).map(tuple),
    ),
    RuleSystem.EISDRACHEN: st.builds(
        EisdrachenProfile, st.floats(0, 100), st.integers(1, 4), small, small,
        st.integers(1, 100), st.booleans(),
        st.lists(st.builds(EisdrachenWeapon, bilingual, optional(st.floats(0, 1000)), small,
                           small, bilingual), max_size=2).map(tuple),
        st.floats(1, 1000), st.floats(1, 1000),
    ),
    RuleSystem.D20: st.builds(
        D20Profile, st.floats(0, 1000), small, small, small, small, st.integers(1, 100), small,
        small, st.floats(1, 1000),
        st.lists(st.builds(D20Weapon, bilingual, optional(st.floats(0, 10_000)), small, bilingual),
                 max_size=2).map(tuple),
        st.floats(1, 1000),
    ),
}
"""A profile of each system's kind; pools name dice of DIE_IDS."""
_skills = st.lists(st.builds(Skill, bilingual, bilingual, st.text(max_size=6)),
                   max_size=2).map(tuple)
_focus = st.tuples(st.floats(0, 1), st.floats(0, 1))


UNITS = {system: identified(st.builds(Unit, st.just(""), bilingual, enum_values(Side), profile,
                                      st.none(), _focus, _skills, bilingual), 4)
         for system, profile in PROFILES.items()}
"""Units of each system, without portraits (``scenarios`` adds them from its images)."""


_OBJECTIVE_KINDS = (ConditionKind.OBJECTIVE_REACHED, ConditionKind.OBJECTIVE_COMPLETED)


@st.composite
def conditions(draw: st.DrawFn, objectives: list[str], figures: list[str]) -> Condition:
    kinds = [k for k in ConditionKind
             if (objectives or k not in _OBJECTIVE_KINDS)
             and (figures or k is not ConditionKind.FIGURE_NEUTRALIZED)]
    kind = draw(st.sampled_from(kinds))
    objective = draw(st.sampled_from(objectives) if kind in _OBJECTIVE_KINDS else refs(objectives))
    needs_figure = kind is ConditionKind.FIGURE_NEUTRALIZED
    figure = draw(st.sampled_from(figures) if needs_figure else refs(figures))
    return Condition(kind, objective, figure, draw(st.integers(0, 1000)))


_option_numbers = st.lists(st.integers(1, 100), unique=True, max_size=3)
_amount = st.integers(0, 1000)
_turn = optional(st.integers(1, 1000))


@st.composite
def missions(draw: st.DrawFn, event_ids: list[str], tiles: list[str], objectives: list[str],
             figures: list[str]) -> Mission:
    condition = conditions(objectives, figures)
    effects = st.lists(st.builds(Effect, enum_values(EffectKind), st.integers(-100, 100),
                                 refs(tiles), refs(objectives)), max_size=2).map(tuple)
    events = tuple(
        MissionEvent(
            event_id, draw(bilingual),
            Trigger(draw(enum_values(TriggerKind)), draw(refs(tiles)), draw(_turn),
                    draw(optional(condition))),
            tuple(EventOption(number, draw(bilingual), draw(effects))
                  for number in draw(_option_numbers)),
        )
        for event_id in event_ids
    )
    return Mission(
        text=draw(bilingual), turn_limit=draw(_turn),
        villain_energy_start=draw(_amount), villain_energy_spent_start=draw(_amount),
        villain_energy_recovery=draw(_amount), reinforcement_points=draw(_amount),
        victory=tuple(draw(st.lists(condition, max_size=2))),
        defeat=tuple(draw(st.lists(condition, max_size=2))), events=events,
    )


_phrases = identified(st.builds(KeyPhrase, st.just(""), bilingual, enum_values(Criterion),
                                enum_values(Preference)), 3)
_cards = identified(st.builds(
    SoloCard, st.just(""), st.lists(st.integers(1, 20), min_size=1, max_size=2).map(tuple),
    st.booleans(), st.lists(enum_values(ActionIcon), min_size=3, max_size=3).map(tuple),
    st.just(""), st.lists(enum_values(AttackKind), min_size=1, max_size=2, unique=True).map(tuple),
    st.integers(1, 20), enum_values(Arrow), st.booleans(),
), 4)


@st.composite
def _deck(draw: st.DrawFn) -> SoloDeck:
    phrases = draw(_phrases)
    phrase = st.sampled_from(["", *(p.id for p in phrases)])
    cards = tuple(dataclasses.replace(card, key_phrase=draw(phrase)) for card in draw(_cards))
    return SoloDeck(draw(id_lists(1, min_size=1))[0], draw(bilingual), phrases, cards)


decks = _deck()
_objectives = identified(st.builds(Objective, st.just(""), enum_values(Side), bilingual, st.none(),
                                   optional(points), enum_values(CheckType), st.integers(0, 100),
                                   optional(small), st.booleans()), 3)
_slot_costs = st.lists(st.integers(0, 100), min_size=1, max_size=8).map(tuple)


@st.composite
def scenarios(draw: st.DrawFn, system: RuleSystem | None = None) -> Scenario:
    """A valid scenario of ``system`` (any system when None)."""
    system = draw(enum_values(RuleSystem)) if system is None else system
    assets = draw(images())
    image_names = [a.name for a in assets]
    on_zones = system is RuleSystem.ZONE_SOLO
    board = draw(zone_boards(image_names) if on_zones else free_tables(image_names))
    zone_ids = [z.id for z in board.zones] if on_zones else []
    portrait = refs(image_names)
    unit_list = tuple(dataclasses.replace(u, portrait=draw(portrait)) for u in draw(UNITS[system]))
    unit_ids = [u.id for u in unit_list]
    event_ids = draw(id_lists(3))
    river = None
    if on_zones:
        tiles = st.lists(_tile(unit_ids, event_ids), max_size=4, unique_by=lambda t: t.id)
        river = draw(optional(st.builds(River, _slot_costs, tiles.map(tuple))))
    tile_ids = [] if river is None else [t.id for t in river.tiles]
    objective_zone = refs(zone_ids)
    objectives = tuple(dataclasses.replace(o, zone=draw(objective_zone)) for o in draw(_objectives))
    figures = tuple(
        _figure(draw, figure_id, unit_ids, zone_ids, tile_ids, on_zones)
        for figure_id in (draw(id_lists(4)) if unit_ids else [])
    )
    mission = draw(missions(event_ids, tile_ids, [o.id for o in objectives],
                            [f.id for f in figures]))
    return Scenario(
        draw(names), system, board, draw(bilingual), draw(bilingual), unit_list, figures,
        objectives, river, draw(optional(decks)) if on_zones else None, draw(optional(dice_sets)),
        mission, draw(rules_options), images=assets,
    )


def _tile(unit_ids: list[str], event_ids: list[str]) -> st.SearchStrategy[Tile]:
    entries = (st.lists(st.builds(TileUnit, st.sampled_from(unit_ids), st.integers(1, 100)),
                        max_size=2) if unit_ids else st.just([]))
    return st.builds(Tile, id_lists(1, min_size=1).map(lambda ids: ids[0]), bilingual,
                     enum_values(TileKind), entries.map(tuple), st.booleans(), st.integers(0, 100),
                     refs(event_ids))


def _figure(draw: st.DrawFn, figure_id: str, unit_ids: list[str], zone_ids: list[str],
            tile_ids: list[str], on_zones: bool) -> Figure:
    deployed = draw(st.booleans()) if not on_zones or zone_ids else False
    zone = draw(st.sampled_from(zone_ids) if on_zones and deployed else refs(zone_ids))
    position = draw(points if not on_zones and deployed else optional(points))
    return Figure(figure_id, draw(st.sampled_from(unit_ids)), draw(enum_values(Side)),
                  draw(optional(st.integers(1, 999))), zone, position, draw(st.floats(0, 360)),
                  draw(refs(tile_ids)), deployed)
