"""Scenario validation: unique ids, resolvable references, valid polygons, values in range.

Each rule yields a :class:`~editor.messages.Message` with a catalogue key (``validation.*``)
and the JSON path of the offending value, so the same text serves the command line, the import
dialog and the editor's checker. Errors make a scenario unusable (import refuses it); warnings
only inform. Pure Python: shapely is used for polygon validity, nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import shapely

from editor.messages import Message, Severity
from editor.model.board import ZoneBoard
from editor.model.deck import SoloDeck
from editor.model.dice import DicePool
from editor.model.house import HOUSE_ID, ROLL_FACES
from editor.model.mission import Condition, ConditionKind, Effect
from editor.model.scenario import IMAGE_MAGIC, IMAGE_NAME, Scenario
from editor.model.systems import declaration, declared_names
from editor.model.table import FreeTable
from editor.model.text import Text
from editor.model.units import (
    DEFAULT_BASE_MM,
    D20Profile,
    EisdrachenProfile,
    Side,
    SoloProfile,
    Unit,
)

MAX_ID_LENGTH = 100
MAX_TEXT_LENGTH = 20_000
MAX_COORDINATE_MM = 100_000.0
NAME_PATTERN = re.compile(r"^[^\x00-\x1f\x7f/\\]{1,100}$")
COLOR_PATTERN = re.compile(r"^#[0-9a-fA-F]{6}$")


class _Checker:
    """Accumulates messages while walking the scenario."""

    def __init__(self) -> None:
        self.messages: list[Message] = []

    def add(self, key: str, where: str, severity: Severity = Severity.ERROR, **params: Any) -> None:
        self.messages.append(Message(key, params, where, severity))

    def warn(self, key: str, where: str, **params: Any) -> None:
        self.add(key, where, Severity.WARNING, **params)

    def ids(self, items: Iterable[Any], where: str) -> set[str]:
        """Checks that ids are non-empty, short and unique; returns the set of ids."""
        seen: set[str] = set()
        for index, item in enumerate(items):
            place = f"{where}[{index}].id"
            if not item.id or len(item.id) > MAX_ID_LENGTH or not item.id.isprintable():
                self.add("validation.bad_id", place, max=MAX_ID_LENGTH)
            elif item.id in seen:
                self.add("validation.duplicate_id", place, id=item.id)
            seen.add(item.id)
        return seen

    def ref(self, value: str | None, known: set[str], where: str, what: str) -> None:
        """``what`` names the kind of target: the key is ``validation.unknown_<what>``."""
        if value is not None and value not in known:
            self.add(f"validation.unknown_{what}", where, id=value)

    def range(self, value: float | None, where: str, low: float, high: float) -> None:
        if value is not None and not (low <= value <= high):
            self.add("validation.out_of_range", where, value=value, low=low, high=high)

    def text(self, value: Text, where: str) -> None:
        if len(value.fr) > MAX_TEXT_LENGTH or len(value.en) > MAX_TEXT_LENGTH:
            self.add("validation.text_too_long", where, max=MAX_TEXT_LENGTH)
        elif "\x00" in value.fr or "\x00" in value.en:  # cut short by C code, files, SQLite
            self.add("validation.nul_character", where)

    def point(self, point: tuple[float, float] | None, where: str) -> None:
        if point is not None and not all(abs(c) <= MAX_COORDINATE_MM for c in point):
            self.add("validation.coordinate_out_of_range", where, max=MAX_COORDINATE_MM)

    def polygon(self, points: tuple[tuple[float, float], ...], where: str) -> None:
        if len(points) < 3:
            self.add("validation.polygon_too_few_points", where, count=len(points))
            return
        if not all(abs(c) <= MAX_COORDINATE_MM for p in points for c in p):
            self.add("validation.coordinate_out_of_range", where, max=MAX_COORDINATE_MM)
            return
        shape = shapely.Polygon(points)
        if shapely.MultiPoint(points).convex_hull.area <= 0:
            self.add("validation.polygon_empty", where)
        elif not shape.is_valid:
            self.add("validation.polygon_invalid", where, reason=shapely.is_valid_reason(shape))

    def pool(self, pool: DicePool, dice: set[str] | None, where: str) -> None:
        for index, count in enumerate(pool):
            place = f"{where}[{index}]"
            self.range(count.count, f"{place}.count", 1, 50)
            if dice is not None:
                self.ref(count.die, dice, f"{place}.die", "die")


def _check_house_actions(check: _Checker, scenario: Scenario) -> None:
    """A house action's id is a short ASCII word, unique; its distance in range; its roll a d6
    with one result per face, or none."""
    check.ids(scenario.house_actions, "house_actions")
    for i, house in enumerate(scenario.house_actions):
        place = f"house_actions[{i}]"
        if not HOUSE_ID.fullmatch(house.id):
            check.add("validation.bad_house_id", f"{place}.id", id=house.id[:40])
        check.text(house.name, f"{place}.name")
        check.text(house.effect, f"{place}.effect")
        check.range(house.distance_pas, f"{place}.distance_pas", 0, 1000)
        if house.table and len(house.table) != ROLL_FACES:
            check.add("validation.house_table_faces", f"{place}.table", faces=ROLL_FACES,
                      found=len(house.table))
        for j, text in enumerate(house.table):
            check.text(text, f"{place}.table[{j}]")


def validate(scenario: Scenario) -> list[Message]:
    """Every problem found in ``scenario``, errors and warnings, in a stable order."""
    check = _Checker()
    if not NAME_PATTERN.match(scenario.name) or scenario.name != scenario.name.strip():
        check.add("validation.bad_name", "name")
    check.text(scenario.title, "title")
    check.text(scenario.description, "description")
    declared = declaration(scenario.rule_system)
    if declared is None:
        check.add(
            "model.bad_choice",
            "rule_system",
            value=repr(scenario.rule_system)[:60],
            choices=", ".join(declared_names()),
        )
    elif not isinstance(scenario.board, declared.board):
        check.add(
            "validation.board_kind",
            "board.kind",
            rule_system=scenario.rule_system,
            expected=declared.board.KIND,
        )
    images = _check_images(check, scenario)
    dice = _check_dice(check, scenario)
    zones = _check_board(check, scenario, images)
    units = _check_units(check, scenario, images, dice)
    tiles, events = _check_river(check, scenario, units)
    _check_house_actions(check, scenario)
    objectives = check.ids(scenario.objectives, "objectives")
    figures = check.ids(scenario.figures, "figures")
    is_zone_board = isinstance(scenario.board, ZoneBoard)
    for i, figure in enumerate(scenario.figures):
        place = f"figures[{i}]"
        check.ref(figure.unit, units, f"{place}.unit", "unit")
        check.ref(figure.tile, tiles, f"{place}.tile", "tile")
        check.range(figure.number, f"{place}.number", 1, 999)
        if is_zone_board:
            check.ref(figure.zone, zones, f"{place}.zone", "zone")
            if figure.deployed and figure.zone is None:
                check.add("validation.figure_not_placed", place, id=figure.id)
        else:
            check.point(figure.position, f"{place}.position")
            if figure.deployed and figure.position is None:
                check.add("validation.figure_not_placed", place, id=figure.id)
    for i, objective in enumerate(scenario.objectives):
        place = f"objectives[{i}]"
        check.text(objective.name, f"{place}.name")
        check.range(objective.difficulty, f"{place}.difficulty", 0, 100)
        if is_zone_board:
            check.ref(objective.zone, zones, f"{place}.zone", "zone")
        check.point(objective.position, f"{place}.position")
    _check_table_objects(check, scenario, objectives)
    _check_mission(check, scenario, tiles, events, objectives, figures)
    _check_deck(check, scenario.deck)
    _check_table_options(check, scenario)
    return check.messages


def errors(messages: Iterable[Message]) -> list[Message]:
    return [m for m in messages if m.severity is Severity.ERROR]


def _check_images(check: _Checker, scenario: Scenario) -> set[str]:
    names: set[str] = set()
    for i, asset in enumerate(scenario.images):
        place = f"images[{i}]"
        if not IMAGE_NAME.fullmatch(asset.name):
            check.add("validation.bad_image_name", place, name=asset.name)
        elif not asset.data.startswith(IMAGE_MAGIC[asset.name[asset.name.rfind("."):].lower()]):
            check.add("validation.bad_image_data", place, name=asset.name)
        if asset.name in names:
            check.add("validation.duplicate_image", place, name=asset.name)
        names.add(asset.name)
    return names


def _check_dice(check: _Checker, scenario: Scenario) -> set[str] | None:
    if scenario.dice is None:
        return None
    ids = check.ids(scenario.dice.dice, "dice.dice")
    for i, die in enumerate(scenario.dice.dice):
        place = f"dice.dice[{i}]"
        if not COLOR_PATTERN.match(die.color):
            check.add("validation.bad_color", f"{place}.color", value=die.color)
        if not 2 <= len(die.faces) <= 100:
            check.add("validation.bad_faces", f"{place}.faces")
        for j, face in enumerate(die.faces):
            check.range(face, f"{place}.faces[{j}]", 0, 100)
        if not die.verified:
            check.warn("validation.dice_unverified", place, die=die.name if die.name else die.id)
    return ids


def _check_board(check: _Checker, scenario: Scenario, images: set[str]) -> set[str]:
    board = scenario.board
    check.range(board.width_mm, "board.width_mm", 0, MAX_COORDINATE_MM)
    check.range(board.height_mm, "board.height_mm", 0, MAX_COORDINATE_MM)
    _check_board_size(check, board)
    if board.background is not None:
        bg = board.background
        check.ref(bg.image, images, "board.background.image", "image")
        if not bg.mm_per_pixel > 0 or bg.mm_per_pixel > 1000:
            check.add(
                "validation.scale_out_of_range",
                "board.background.mm_per_pixel",
                value=bg.mm_per_pixel,
            )
        check.range(bg.opacity, "board.background.opacity", 0, 1)
        check.point((bg.x_mm, bg.y_mm), "board.background")
    if isinstance(board, FreeTable):
        check.range(board.mm_per_pas, "board.mm_per_pas", 1, 1000)
        check.ids(board.terrain, "board.terrain")
        for i, piece in enumerate(board.terrain):
            check.polygon(piece.polygon, f"board.terrain[{i}].polygon")
            check.range(piece.height_mm, f"board.terrain[{i}].height_mm", 0, 10_000)
            check.text(piece.name, f"board.terrain[{i}].name")
            if piece.equipment is not None:
                place = f"board.terrain[{i}].equipment"
                check.range(piece.equipment.range_pas, f"{place}.range_pas", 0, 1000)
                check.range(piece.equipment.attacks, f"{place}.attacks", 0, 20)
                check.range(piece.equipment.strength, f"{place}.strength", 0, 10)
        _check_reinforcement_areas(check, board, scenario)
        return set()
    zones = check.ids(board.zones, "zones")
    for i, zone in enumerate(board.zones):
        place = f"zones[{i}]"
        check.text(zone.name, f"{place}.name")
        if zone.polygon is not None:
            check.polygon(zone.polygon, f"{place}.polygon")
        check.point(zone.los_marker, f"{place}.los_marker")
        check.range(zone.elevation, f"{place}.elevation", -100, 100)
        check.range(zone.capacity, f"{place}.capacity", 1, 1000)
        check.range(zone.reading_index, f"{place}.reading_index", 0, 1_000_000)
        if zone.danger is not None:
            check.pool(zone.danger.dice, None, f"{place}.danger.dice")
    pairs: set[frozenset[str]] = set()
    for i, border in enumerate(board.borders):
        place = f"board.borders[{i}]"
        check.ref(border.a, zones, f"{place}.a", "zone")
        check.ref(border.b, zones, f"{place}.b", "zone")
        if border.a == border.b:
            check.add("validation.border_self", place, zone=border.a)
        pair = frozenset((border.a, border.b))
        if pair in pairs and border.a != border.b:
            check.add("validation.border_duplicate", place, a=border.a, b=border.b)
        pairs.add(pair)
        check.range(border.cost_ab, f"{place}.cost_ab", 0, 100)
        check.range(border.cost_ba, f"{place}.cost_ba", 0, 100)
        check.range(border.jump_difficulty, f"{place}.jump_difficulty", 0, 100)
    check.ids(board.walls, "board.walls")
    for i, wall in enumerate(board.walls):
        if len(wall.points) < 2:
            check.add("validation.wall_too_short", f"board.walls[{i}].points")
        for j, point in enumerate(wall.points):
            check.point(point, f"board.walls[{i}].points[{j}]")
    for i, override in enumerate(board.los_overrides):
        check.ref(override.viewer, zones, f"board.los_overrides[{i}].viewer", "zone")
        check.ref(override.target, zones, f"board.los_overrides[{i}].target", "zone")
    if board.los is not None and not board.los.named() <= zones:  # rows read only if bad
        for i, (viewer, seen) in enumerate(board.los.rows):
            check.ref(viewer, zones, f"board.los.rows[{i}][0]", "zone")
            for j, target in enumerate(seen):
                check.ref(target, zones, f"board.los.rows[{i}][1][{j}]", "zone")
    if not board.zones:
        check.warn("validation.no_zones", "zones")
    return zones


def _check_reinforcement_areas(check: _Checker, board: FreeTable, scenario: Scenario) -> None:
    """A reinforcement area (SOLO-RF-1/2) lies on the table and holds the widest base of the
    villains (the river's units and the villain figures), else one of them could never enter."""
    check.ids(board.reinforcement_areas, "board.reinforcement_areas")
    if not board.reinforcement_areas:
        return
    table = shapely.box(0, 0, board.width_mm, board.height_mm)
    villains = {f.unit for f in scenario.figures if f.side is Side.VILLAIN}
    if scenario.river is not None:
        villains |= {u.unit for tile in scenario.river.tiles for u in tile.units}
    bases = [
        getattr(unit.profile, "base_mm", None) for unit in scenario.units if unit.id in villains
    ]
    base = max((b for b in bases if isinstance(b, (int, float))), default=DEFAULT_BASE_MM)
    for i, area in enumerate(board.reinforcement_areas):
        place = f"board.reinforcement_areas[{i}]"
        check.text(area.name, f"{place}.name")
        before = len(check.messages)
        check.polygon(area.polygon, f"{place}.polygon")
        if len(check.messages) > before:
            continue
        shape = shapely.Polygon(area.polygon)
        if not table.buffer(0.01).contains(shape):
            check.add("validation.area_off_table", f"{place}.polygon", id=area.id)
        elif shape.buffer(-base / 2).is_empty:
            check.add("validation.area_too_small", f"{place}.polygon", id=area.id, base=base)


def _check_board_size(check: _Checker, board: ZoneBoard | FreeTable) -> None:
    """A free table has a size; a zone board has one unless it is abstract (PRODUCT §2b: zones
    without polygons, size 0 × 0). Half a size (0 mm wide, 300 mm tall) is never valid."""
    width, height = board.width_mm, board.height_mm
    abstract = isinstance(board, ZoneBoard) and width == 0 and height == 0
    if not abstract and not (width > 0 and height > 0):
        check.add("validation.board_size", "board.width_mm" if not width > 0 else
                  "board.height_mm", width=width, height=height)


def _check_units(
    check: _Checker, scenario: Scenario, images: set[str], dice: set[str] | None
) -> set[str]:
    ids = check.ids(scenario.units, "units")
    for i, unit in enumerate(scenario.units):
        place = f"units[{i}]"
        check.text(unit.name, f"{place}.name")
        check.text(unit.description, f"{place}.description")
        if unit.rule_system != scenario.rule_system:
            check.add(
                "validation.profile_kind",
                f"{place}.profile.kind",
                unit=unit.id,
                kind=unit.rule_system,
                rule_system=scenario.rule_system,
            )
        check.ref(unit.portrait, images, f"{place}.portrait", "image")
        check.ref(unit.card_back, images, f"{place}.card_back", "image")
        check.range(unit.portrait_focus[0], f"{place}.portrait_focus[0]", 0, 1)
        check.range(unit.portrait_focus[1], f"{place}.portrait_focus[1]", 0, 1)
        _check_profile(check, unit, f"{place}.profile", dice)
    return ids


def _check_profile(check: _Checker, unit: Unit, place: str, dice: set[str] | None) -> None:
    profile = unit.profile
    if isinstance(profile, SoloProfile):
        check.range(profile.hit_points, f"{place}.hit_points", 1, 100)
        check.range(profile.armor, f"{place}.armor", 0, 100)
        check.range(profile.movement, f"{place}.movement", 0, 100)
        check.range(profile.size, f"{place}.size", 0, 100)
        check.range(profile.menace, f"{place}.menace", 0, 100)
        check.range(profile.energy, f"{place}.energy", 0, 100)
        check.range(profile.recovery, f"{place}.recovery", 0, 100)
        check.pool(profile.defense_pool, dice, f"{place}.defense_pool")
        for j, attack in enumerate(profile.attacks):
            check.pool(attack.pool, dice, f"{place}.attacks[{j}].pool")
            check.range(attack.range_zones, f"{place}.attacks[{j}].range_zones", 0, 1000)
        for j, pool in enumerate(profile.checks):
            check.pool(pool.pool, dice, f"{place}.checks[{j}].pool")
        for j, die in enumerate(profile.free_rerolls):
            if dice is not None:
                check.ref(die, dice, f"{place}.free_rerolls[{j}]", "die")
    elif isinstance(profile, EisdrachenProfile):
        check.range(profile.intelligence, f"{place}.intelligence", 1, 4)
        check.range(profile.speed, f"{place}.speed", 0, 100)
        check.range(profile.attacks, f"{place}.attacks", 0, 100)
        check.range(profile.strength, f"{place}.strength", 0, 100)
        check.range(profile.hit_points, f"{place}.hit_points", 1, 100)
        check.range(profile.base_mm, f"{place}.base_mm", 1, 1000)
        check.range(profile.height_mm, f"{place}.height_mm", 1, 1000)
        for j, weapon in enumerate(profile.weapons):
            check.range(weapon.range_pas, f"{place}.weapons[{j}].range_pas", 0, 1000)
            check.range(weapon.attacks, f"{place}.weapons[{j}].attacks", 0, 100)
    elif isinstance(profile, D20Profile):
        check.range(profile.movement_cm, f"{place}.movement_cm", 0, 1000)
        check.range(profile.physical_defence, f"{place}.physical_defence", 0, 100)
        check.range(profile.constitution, f"{place}.constitution", 1, 100)
        check.range(profile.base_mm, f"{place}.base_mm", 1, 1000)
        check.range(profile.height_mm, f"{place}.height_mm", 1, 1000)
        for j, weapon in enumerate(profile.weapons):
            check.range(weapon.range_cm, f"{place}.weapons[{j}].range_cm", 0, 10_000)
            check.range(weapon.strength, f"{place}.weapons[{j}].strength", 0, 100)
            for k, rule in enumerate(weapon.rules):
                where = f"{place}.weapons[{j}].rules[{k}]"
                check.text(rule.name, f"{where}.name")
                check.text(rule.text, f"{where}.text")
                check.range(rule.attack, f"{where}.attack", -100, 100)
                check.range(rule.extra_dice, f"{where}.extra_dice", 0, 9)
                check.range(rule.blast_cm, f"{where}.blast_cm", 0, 1000)


def _check_table_objects(check: _Checker, scenario: Scenario, objectives: set[str]) -> None:
    """The objects of a free table: ids, place, size, ND and the objective a use completes."""
    board = scenario.board
    if not isinstance(board, FreeTable):
        return
    check.ids(board.objects, "board.objects")
    for i, item in enumerate(board.objects):
        place = f"board.objects[{i}]"
        check.text(item.name, f"{place}.name")
        check.point(item.position, f"{place}.position")
        check.range(item.size_mm, f"{place}.size_mm", 1, 10_000)
        check.range(item.difficulty, f"{place}.difficulty", 0, 100)
        check.ref(item.objective, objectives, f"{place}.objective", "objective")


def _check_table_options(check: _Checker, scenario: Scenario) -> None:
    """The free-table distances that the movement and sight rules divide or compare by."""
    options = scenario.options
    check.range(options.eisdrachen.climb_start_pas, "options.eisdrachen.climb_start_pas", 0, 100)
    check.range(options.d20.large_base_mm, "options.d20.large_base_mm", 0, 1000)
    solo = options.solo_table  # docs/solo.md "Free tables": lengths in mm, none negative
    for name, high in (
        ("extra_move", 10_000), ("tie_tolerance_mm", 1000), ("row_tolerance_mm", 1000),
        ("objective_reach_mm", 1000), ("place_radius_mm", 10_000),
    ):
        check.range(getattr(solo, name), f"options.solo_table.{name}", 0, high)


def _check_river(check: _Checker, scenario: Scenario, units: set[str]) -> tuple[set[str], set[str]]:
    events = check.ids(scenario.mission.events, "mission.events")
    river = scenario.river
    if river is None:
        return set(), events
    declared = declaration(scenario.rule_system)
    if declared is not None and not declared.plays_river:
        check.warn("validation.river_unused", "river", rule_system=scenario.rule_system)
    if not 1 <= len(river.slot_costs) <= 20:
        check.add("validation.slot_count", "river.slot_costs", count=len(river.slot_costs))
    for i, cost in enumerate(river.slot_costs):
        check.range(cost, f"river.slot_costs[{i}]", 0, 100)
    tiles = check.ids(river.tiles, "river.tiles")
    for i, tile in enumerate(river.tiles):
        place = f"river.tiles[{i}]"
        check.text(tile.name, f"{place}.name")
        check.range(tile.reinforcement_cost, f"{place}.reinforcement_cost", 0, 100)
        check.ref(tile.event, events, f"{place}.event", "event")
        for j, tile_unit in enumerate(tile.units):
            check.ref(tile_unit.unit, units, f"{place}.units[{j}].unit", "unit")
            check.range(tile_unit.count, f"{place}.units[{j}].count", 1, 100)
    return tiles, events


def _check_condition(
    check: _Checker, cond: Condition, place: str, objectives: set[str], figures: set[str]
) -> None:
    check.ref(cond.objective, objectives, f"{place}.objective", "objective")
    check.ref(cond.figure, figures, f"{place}.figure", "figure")
    check.range(cond.count, f"{place}.count", 0, 1000)
    needs_objective = cond.kind in (
        ConditionKind.OBJECTIVE_REACHED,
        ConditionKind.OBJECTIVE_COMPLETED,
    )
    if needs_objective and cond.objective is None:
        check.add("validation.condition_needs", place, field="objective")
    if cond.kind is ConditionKind.FIGURE_NEUTRALIZED and cond.figure is None:
        check.add("validation.condition_needs", place, field="figure")


def _check_effect(
    check: _Checker, effect: Effect, place: str, tiles: set[str], objectives: set[str]
) -> None:
    check.ref(effect.tile, tiles, f"{place}.tile", "tile")
    check.ref(effect.objective, objectives, f"{place}.objective", "objective")
    check.range(effect.amount, f"{place}.amount", -100, 100)


def _check_mission(
    check: _Checker,
    scenario: Scenario,
    tiles: set[str],
    events: set[str],
    objectives: set[str],
    figures: set[str],
) -> None:
    mission = scenario.mission
    check.text(mission.text, "mission.text")
    check.range(mission.turn_limit, "mission.turn_limit", 1, 1000)
    check.range(mission.villain_energy_start, "mission.villain_energy_start", 0, 1000)
    check.range(mission.villain_energy_spent_start, "mission.villain_energy_spent_start", 0, 1000)
    check.range(mission.villain_energy_recovery, "mission.villain_energy_recovery", 0, 1000)
    check.range(mission.hero_energy_recovery, "mission.hero_energy_recovery", 0, 1000)
    check.range(mission.reinforcement_points, "mission.reinforcement_points", 0, 1000)
    for label, conditions in (("victory", mission.victory), ("defeat", mission.defeat)):
        for i, cond in enumerate(conditions):
            _check_condition(check, cond, f"mission.{label}[{i}]", objectives, figures)
    for i, event in enumerate(mission.events):
        place = f"mission.events[{i}]"
        check.text(event.name, f"{place}.name")
        check.ref(event.trigger.tile, tiles, f"{place}.trigger.tile", "tile")
        check.range(event.trigger.turn, f"{place}.trigger.turn", 1, 1000)
        if event.trigger.condition is not None:
            _check_condition(
                check, event.trigger.condition, f"{place}.trigger.condition", objectives, figures
            )
        numbers: set[int] = set()
        for j, option in enumerate(event.options):
            opt_place = f"{place}.options[{j}]"
            check.range(option.number, f"{opt_place}.number", 1, 100)
            if option.number in numbers:
                check.add(
                    "validation.duplicate_option", f"{opt_place}.number", number=option.number
                )
            numbers.add(option.number)
            check.text(option.text, f"{opt_place}.text")
            for k, effect in enumerate(option.effects):
                _check_effect(check, effect, f"{opt_place}.effects[{k}]", tiles, objectives)


def _check_deck(check: _Checker, deck: SoloDeck | None) -> None:
    if deck is None:
        return
    phrases = check.ids(deck.key_phrases, "deck.key_phrases")
    for i, phrase in enumerate(deck.key_phrases):
        check.text(phrase.text, f"deck.key_phrases[{i}].text")
    check.ids(deck.cards, "deck.cards")
    for i, card in enumerate(deck.cards):
        place = f"deck.cards[{i}]"
        if len(card.icons) != 3:
            check.add("validation.card_icons", f"{place}.icons", count=len(card.icons))
        if not 1 <= len(card.tile_numbers) <= 2 and not (card.leader and not card.tile_numbers):
            check.add("validation.card_tile_numbers", f"{place}.tile_numbers")
        for j, number in enumerate(card.tile_numbers):
            check.range(number, f"{place}.tile_numbers[{j}]", 1, 20)
        check.range(card.bottom_number, f"{place}.bottom_number", 1, 20)
        if card.key_phrase:
            check.ref(card.key_phrase, phrases, f"{place}.key_phrase", "key_phrase")
        if not card.burst or len(set(card.burst)) != len(card.burst):
            check.add("validation.card_burst", f"{place}.burst")
