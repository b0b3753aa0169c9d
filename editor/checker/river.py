"""Checks of the solo deck against the river, the units and the mission (zone boards and the
free tables of a river scenario, ``TABLE_CHECKS``).

The solo AI reads a card blindly (SPEC §6.1): it activates the slot the card names and tries the
card's three icons in order, skipping any icon it cannot resolve. A deck that names a slot the
river never fills, or an icon no villain can ever resolve, does not crash anything: the AI just
quietly does less than the author meant. These checks say so before the game. They read the
model only (no board engine) and tolerate dangling references, which validation reports.
Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from editor.checker.findings import Finding, error, warning
from editor.documents.addresses import ById, Path
from editor.messages import Message
from editor.model.board import ZoneBoard
from editor.model.deck import ActionIcon, SoloDeck
from editor.model.mission import EffectKind, Objective
from editor.model.options import RfAreasFallback
from editor.model.river import River, TileKind
from editor.model.scenario import Scenario
from editor.model.table import FreeTable
from editor.model.units import AttackKind, Side, SoloProfile


def _card(card_id: str) -> Path:
    return ("deck", "cards", ById(card_id))


def _cards_with(deck: SoloDeck, icon: ActionIcon) -> list[str]:
    return [card.id for card in deck.cards if icon in card.icons]


def river_profiles(scenario: Scenario, river: River) -> list[SoloProfile]:
    """The profiles of every villain the river can activate: its tiles' units and figures."""
    tiles = {tile.id for tile in river.tiles if tile.kind is TileKind.CHARACTER}
    unit_ids = {u.unit for tile in river.tiles if tile.id in tiles for u in tile.units}
    unit_ids |= {figure.unit for figure in scenario.figures if figure.tile in tiles}
    units = (scenario.unit(unit_id) for unit_id in sorted(unit_ids))
    return [u.profile for u in units if u is not None and isinstance(u.profile, SoloProfile)]


def usable_objectives(scenario: Scenario, side: Side) -> list[Objective]:
    """Objectives of ``side`` in a zone (or, on a free table, at a point or on one of its
    objects) that are active or that an event can activate."""
    activated = {
        effect.objective
        for event in scenario.mission.events
        for option in event.options
        for effect in option.effects
        if effect.kind is EffectKind.ACTIVATE_OBJECTIVE
    }
    board = scenario.board
    placed = {o.id for o in scenario.objectives if o.zone is not None}
    if isinstance(board, FreeTable):
        placed = {o.id for o in scenario.objectives if o.position is not None}
        placed |= {item.objective for item in board.objects if item.objective is not None}
    return [
        o for o in scenario.objectives
        if o.side is side and o.id in placed and (o.active or o.id in activated)
    ]


def _icon_params(cards: list[str]) -> dict[str, object]:
    """One finding per icon, not per card (the fix is in the units or the mission): it names
    how many cards show the icon and selects the first."""
    return {"count": len(cards), "card": cards[0]}


def check_attack_icons(scenario: Scenario) -> list[Finding]:
    """SOLO-ML / SOLO-RG can never resolve: no villain of the river has that kind of attack."""
    if scenario.river is None or scenario.deck is None:
        return []
    kinds = {a.kind for p in river_profiles(scenario, scenario.river) for a in p.attacks}
    found = []
    melee = _cards_with(scenario.deck, ActionIcon.MELEE)
    if melee and AttackKind.MELEE not in kinds:
        found.append(
            warning(Message("checker.icon_never.melee", _icon_params(melee)), _card(melee[0]))
        )
    ranged = _cards_with(scenario.deck, ActionIcon.RANGED)
    if ranged and AttackKind.RANGED not in kinds:
        found.append(
            warning(Message("checker.icon_never.ranged", _icon_params(ranged)), _card(ranged[0]))
        )
    return found


def check_defend_icon(scenario: Scenario) -> list[Finding]:
    """SOLO-DF can never resolve: the mission has no hero objective for villains to defend."""
    if scenario.deck is None:
        return []
    cards = _cards_with(scenario.deck, ActionIcon.DEFEND_HERO_OBJECTIVE)
    if not cards or usable_objectives(scenario, Side.HERO):
        return []
    return [warning(Message("checker.icon_never.defend", _icon_params(cards)), _card(cards[0]))]


def check_villain_objective_icon(scenario: Scenario) -> list[Finding]:
    """SOLO-VO can never resolve: no villain objective, or none whose check (manipulation,
    thinking, action) some villain of the river can roll; SOLO-VO checks that first."""
    if scenario.river is None or scenario.deck is None:
        return []
    cards = _cards_with(scenario.deck, ActionIcon.ADVANCE_VILLAIN_OBJECTIVE)
    if not cards:
        return []
    objectives = usable_objectives(scenario, Side.VILLAIN)
    if not objectives:
        message = Message("checker.icon_never.no_villain_objective", _icon_params(cards))
        return [warning(message, _card(cards[0]))]
    if not isinstance(scenario.board, ZoneBoard):
        return []  # a free-table check is the system's own roll, not the zone-solo profile's
    able = {c.check for p in river_profiles(scenario, scenario.river) for c in p.checks}
    if any(o.check in able for o in objectives):
        return []
    message = Message("checker.icon_never.villain_check", _icon_params(cards))
    return [warning(message, _card(cards[0]))]


def check_card_slots(scenario: Scenario) -> list[Finding]:
    """SOLO-VT-6 / AMB-3: a card naming a slot the river never fills activates nothing there.

    The river holds at most as many tiles as it has, in at most as many slots as it has costs.
    A leader card's numbers are read only with ``leader_also_numbers`` (AMB-5).
    """
    river, deck = scenario.river, scenario.deck
    if river is None or deck is None:
        return []
    count = min(len(river.tiles), len(river.slot_costs))
    numbers_read = scenario.options.river.leader_also_numbers
    return [
        warning(
            Message("checker.card_slot_missing", {"card": card.id, "slot": n, "count": count}),
            _card(card.id),
        )
        for card in deck.cards
        if numbers_read or not card.leader
        for n in card.tile_numbers
        if n > count
    ]


def check_leader_cards(scenario: Scenario) -> list[Finding]:
    """SOLO-VT-4/5: a leader card with no leader tile in the river is always discarded."""
    river, deck = scenario.river, scenario.deck
    if river is None or deck is None or any(tile.leader for tile in river.tiles):
        return []
    return [
        warning(Message("checker.leader_without_tile", {"card": card.id}), _card(card.id))
        for card in deck.cards
        if card.leader
    ]


def check_key_phrases(scenario: Scenario) -> list[Finding]:
    """SOLO-TIE step 1: a card without a key phrase sends every tie to step 2 (hero numbers,
    then chance). A phrase that names no defined phrase is a validation error."""
    if scenario.deck is None:
        return []
    return [
        warning(Message("checker.card_without_key_phrase", {"card": card.id}), _card(card.id))
        for card in scenario.deck.cards
        if not card.key_phrase
    ]


def check_event_tiles(scenario: Scenario) -> list[Finding]:
    """SOLO-EV-1: an event tile that points to no event has nothing to resolve."""
    if scenario.river is None:
        return []
    return [
        error(
            Message("checker.event_tile_without_event", {"tile": tile.id}),
            ("river", "tiles", ById(tile.id)),
        )
        for tile in scenario.river.tiles
        if tile.kind is TileKind.EVENT and tile.event is None
    ]


def check_reinforcement_zones(scenario: Scenario) -> list[Finding]:
    """SOLO-RF-1/2: tiles that bring figures back need a numbered reinforcement zone to place
    them in; with none, SOLO-RF-2 finds no zone and no reinforcement ever arrives."""
    board, river = scenario.board, scenario.river
    if not isinstance(board, ZoneBoard) or river is None:
        return []
    if any(zone.reinforcement for zone in board.zones):
        return []
    return _nowhere_to_enter(river, "checker.no_reinforcement_zone")


def check_reinforcement_areas(scenario: Scenario, villain_deployment: bool) -> list[Finding]:
    """SOLO-RF-1/2 on a free table: tiles that bring figures back need a reinforcement area, or
    the villains' deployment zone when the system has one (``villain_deployment``, D20 « 2. Le
    Déploiement ») and ``rf_areas_fallback`` reads it; else the golden rule places them
    (SOLO-GR-1), which the author probably did not mean."""
    board, river = scenario.board, scenario.river
    if not isinstance(board, FreeTable) or river is None or board.reinforcement_areas:
        return []
    fallback = scenario.options.solo_table.rf_areas_fallback
    if fallback is not RfAreasFallback.DEPLOYMENT or villain_deployment:
        return []
    return _nowhere_to_enter(river, "checker.no_reinforcement_area")


def _nowhere_to_enter(river: River, key: str) -> list[Finding]:
    """One warning ``key`` on the first tile that brings figures back (SOLO-RF-1), counting
    them all; none when no tile does."""
    paying = [tile for tile in river.tiles if tile.reinforcement_cost > 0]
    if not paying:
        return []
    params = {"tile": paying[0].id, "count": len(paying)}
    return [warning(Message(key, params), ("river", "tiles", ById(paying[0].id)))]


def check_villain_tiles(scenario: Scenario) -> list[Finding]:
    """SOLO-VT-6: the AI activates the characters of a tile; a villain on no tile never acts."""
    return [
        warning(
            Message("checker.villain_without_tile", {"figure": f.id}), ("figures", ById(f.id))
        )
        for f in scenario.figures
        if f.side is Side.VILLAIN and f.tile is None
    ]


CHECKS = (
    check_attack_icons,
    check_defend_icon,
    check_villain_objective_icon,
    check_card_slots,
    check_leader_cards,
    check_key_phrases,
    check_event_tiles,
    check_reinforcement_zones,
    check_villain_tiles,
)
"""The zone-solo checks of the river and the deck, in report order."""

TABLE_CHECKS = tuple(
    check for check in CHECKS if check not in (check_attack_icons, check_reinforcement_zones)
)
"""The checks of ``CHECKS`` that hold on a free table (``table_checks`` adds its reinforcement
areas). Left out:
the zones' reinforcement check and the attack icons (they read the zone-solo profile; a D20
figure always has a melee attack, « Il n'est pas obligatoire de posséder une arme de càc »)."""


def table_checks(scenario: Scenario, villain_deployment: bool) -> list[Finding]:
    """``TABLE_CHECKS`` and the reinforcement areas for a free-table scenario with a river (a
    solo game); a table scenario without one is played by two players: nothing to check here."""
    if scenario.river is None:
        return []
    found = [finding for check in TABLE_CHECKS for finding in check(scenario)]
    return found + check_reinforcement_areas(scenario, villain_deployment)
