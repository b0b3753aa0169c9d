"""Events, reinforcements and the golden rule (SPEC §6.2, §6.4, §6.6).

SOLO-EV-1 « Evénements »: the card's bottom-left number picks the event option; a missing or
unresolvable option follows the arrow (down: the next lower, wrapping to the highest, AMB-11;
up: option 1, then ascending, AMB-12). SOLO-RF-1/2/3 « Renforts »: reinforcement zones numbered
in reading order, the next card's bottom number picks the zone (arrow and wrap when it is not
available), the figures with the most hit points/armour come back first, then the lowest river
slot. SOLO-GR-1 « Règle d’or »: when a figure must be placed and no rule says where (a mission
without reinforcement zones), the player is asked with the legal choices; a heuristic (the zone
closest to the heroes, AMB-15) answers in headless runs and the log says so. A token an event
option places for the AI goes through the same rule (``editor.solo.placement``).
"""

from __future__ import annotations

from dataclasses import replace

from editor.board.reading_order import reinforcement_numbers
from editor.messages import Message
from editor.model.deck import Arrow, SoloCard
from editor.model.mission import EffectKind, EventOption, MissionEvent
from editor.model.options import (
    DownWrap,
    EventCard,
    GoldenRule,
    OutOfRange,
    ReinforcementCard,
    RfOverflow,
    RfPriority,
    UpAfterOne,
)
from editor.solo.context import Context
from editor.solo.placement import placements
from editor.solo.state import GameState, Task
from editor.solo.steps import Step, note
from editor.solo.turn import draw_card, push

ARROW_SIGNS = {Arrow.UP: "↑", Arrow.DOWN: "↓"}
"""The card's arrow as printed, the same in both languages."""


def _resolvable(ctx: Context, state: GameState, option: EventOption) -> bool:
    points, reserve = state.reinforcement_points, state.villain_reserve
    for effect in option.effects:
        if effect.kind is EffectKind.GAIN_REINFORCEMENT_POINTS:
            points += effect.amount
            if points < 0:
                return False
        elif effect.kind is EffectKind.GAIN_ENERGY:
            reserve += effect.amount
            if reserve < 0:
                return False
        elif effect.kind is EffectKind.REINFORCE:
            if not _candidates(ctx, state, points):
                return False
        elif effect.kind is EffectKind.ACTIVATE_TILE:
            if not ctx.tile_figures(state, effect.tile or ""):
                return False
        elif effect.kind in (EffectKind.ACTIVATE_OBJECTIVE, EffectKind.DEACTIVATE_OBJECTIVE):
            if state.objective(effect.objective or "") is None:
                return False
        elif effect.kind is EffectKind.PLACE_TOKEN and not placements(ctx, effect):
            return False
    return True


def _order(event: MissionEvent, card: SoloCard, options) -> list[int]:
    """The option numbers in the order SOLO-EV-1 tries them."""
    numbers = sorted(o.number for o in event.options)
    tried = [card.bottom_number]
    if card.arrow is Arrow.DOWN:
        lower = [n for n in reversed(numbers) if n < card.bottom_number]
        tried += lower
        if options.down_wrap is DownWrap.WRAP:
            tried += [n for n in reversed(numbers) if n > card.bottom_number]
    else:
        tried.append(1)
        if options.up_after_one is UpAfterOne.ASCENDING:
            tried += numbers
    return list(dict.fromkeys(tried))


def event(ctx: Context, state: GameState, task: Task) -> Step:
    """SOLO-EV-1 (AMB-10 which card, AMB-11, AMB-12, AMB-13 any trigger)."""
    found = next(e for e in ctx.scenario.mission.events if e.id == task.event)
    state = replace(state, fired_events=(*state.fired_events, found.id))
    card_id = state.card
    if ctx.options.events.event_card is EventCard.DRAW_NEW or card_id is None:
        card_id, state, _ = draw_card(ctx, state)
        state = replace(state, discard=(*state.discard, card_id)) if card_id else state
    if card_id is None:
        return Step("event", "solo.event.none", {"event": found.id}, ("SOLO-EV-1",), state)
    card = ctx.cards[card_id]
    options = {o.number: o for o in found.options}
    notes: list[Message] = []
    for number in _order(found, card, ctx.options.events):
        option = options.get(number)
        if option is None or not _resolvable(ctx, state, option):
            notes.append(note("solo.event.skip_missing" if option is None
                              else "solo.event.skip_unresolvable", rule="SOLO-EV-1",
                              number=number, arrow=ARROW_SIGNS[card.arrow]))
            continue
        after, tasks = _apply(ctx, state, option, found.id, found.options.index(option))
        return Step("event", "solo.event.option",
                    {"event": found.id, "number": number, "card": card_id,
                     "bottom": card.bottom_number, "arrow": card.arrow.value},
                    ("SOLO-EV-1",), push(after, tasks), notes=tuple(notes))
    return Step("event", "solo.event.none", {"event": found.id}, ("SOLO-EV-1",), state,
                notes=tuple(notes))


def _apply(ctx: Context, state: GameState, option: EventOption, event_id: str,
           option_index: int) -> tuple[GameState, list[Task]]:
    tasks: list[Task] = []
    for index, effect in enumerate(option.effects):
        if effect.kind is EffectKind.GAIN_REINFORCEMENT_POINTS:
            state = replace(state, reinforcement_points=state.reinforcement_points + effect.amount)
        elif effect.kind is EffectKind.GAIN_ENERGY:
            state = replace(state, villain_reserve=state.villain_reserve + effect.amount)
        elif effect.kind is EffectKind.REINFORCE:
            tasks.append(Task("reinforce"))
        elif effect.kind is EffectKind.ACTIVATE_TILE:
            tasks += [Task("character", figure=f, tile=effect.tile)
                      for f in ctx.tile_figures(state, effect.tile or "")]
        elif effect.kind in (EffectKind.ACTIVATE_OBJECTIVE, EffectKind.DEACTIVATE_OBJECTIVE):
            found = state.objective(effect.objective or "")
            if found is not None:
                state = state.with_objective(
                    replace(found, active=effect.kind is EffectKind.ACTIVATE_OBJECTIVE))
        elif effect.kind is EffectKind.PLACE_TOKEN:
            # the golden rule decides where (editor.solo.placement), as its own step
            tasks.append(Task("place", event=event_id, slot=option_index, count=index))
    return state, tasks


def _candidates(ctx: Context, state: GameState, points: int) -> list[str]:
    """Off-board villains whose tile lets them return and that the points can pay for,
    in the SOLO-RF-3 order (AMB-23)."""
    found = []
    for figure in state.figures:
        tile = ctx.tiles.get(ctx.figures[figure.id].tile or "")
        if figure.zone is None and tile is not None and 0 < tile.reinforcement_cost <= points:
            found.append(figure.id)

    def key(figure_id: str) -> tuple:
        profile = ctx.profile(figure_id)
        tile_id = ctx.figures[figure_id].tile or ""
        slot = state.river.index(tile_id) if tile_id in state.river else len(state.river)
        if ctx.options.reinforcements.priority is RfPriority.HP_PLUS_ARMOR:
            return (-(profile.hit_points + profile.armor), slot, figure_id)
        return (-profile.hit_points, -profile.armor, slot, figure_id)

    return sorted(found, key=key)


def _cost(ctx: Context, figure_id: str) -> int:
    return ctx.tiles[ctx.figures[figure_id].tile or ""].reinforcement_cost


def _fits(ctx: Context, state: GameState, zone_id: str, figure_id: str) -> bool:
    zone = ctx.board.zone(zone_id)
    if zone is None:
        return False
    if ctx.options.reinforcements.hero_blocks and any(
            f.zone == zone_id and ctx.is_hero(f.id) for f in state.figures):
        return False
    if zone.capacity is None:
        return True
    used = sum(ctx.profile(f.id).size for f in state.figures if f.zone == zone_id)
    return used + ctx.profile(figure_id).size <= zone.capacity


def reinforce(ctx: Context, state: GameState, task: Task) -> Step:
    """SOLO-RF-1, SOLO-RF-2, SOLO-RF-3 (AMB-20 … AMB-25)."""
    pool = _candidates(ctx, state, state.reinforcement_points)
    if not pool:
        return Step("reinforce", "solo.reinforce.none", {"points": state.reinforcement_points},
                    ("SOLO-RF-3",), state)
    numbers = reinforcement_numbers(ctx.board, ctx.options.reading_order)
    zones = sorted(numbers, key=numbers.__getitem__)
    if not zones:
        return golden_placement(ctx, state, pool)
    options = ctx.options.reinforcements
    card_id = state.card
    if options.card is ReinforcementCard.DRAW_AND_DISCARD or card_id is None:
        card_id, state, _ = draw_card(ctx, state)
        state = replace(state, discard=(*state.discard, card_id)) if card_id else state
    if card_id is None:
        return Step("reinforce", "solo.reinforce.none", {"points": state.reinforcement_points},
                    ("SOLO-RF-2",), state)
    card = ctx.cards[card_id]
    count = len(zones)
    n = card.bottom_number
    if n > count and options.out_of_range is OutOfRange.MODULO:
        n = (n - 1) % count + 1
    order = _zone_order(n, count, card.arrow, options.down_wrap)
    notes: list[Message] = []
    points = state.reinforcement_points
    placed: list[tuple[str, str]] = []
    usable = [z for z in order if any(_fits(ctx, state, zones[z - 1], f) for f in pool)]
    if usable and usable[0] != order[0]:
        notes.append(note("solo.reinforce.arrow", rule="SOLO-RF-2", first=order[0],
                          used=usable[0], arrow=ARROW_SIGNS[card.arrow]))
    for figure_id in pool:
        cost = _cost(ctx, figure_id)
        if cost > points:
            continue
        candidates = usable if options.overflow is RfOverflow.NEXT_ZONE else usable[:1]
        zone = next((zones[z - 1] for z in candidates if _fits(ctx, state, zones[z - 1],
                                                               figure_id)), None)
        if zone is None:
            continue
        state = state.with_figure(replace(state.figure(figure_id), zone=zone, wounds=0))
        points -= cost
        placed.append((figure_id, zone))
    after = replace(state, reinforcement_points=points)
    if not placed:
        return Step("reinforce", "solo.reinforce.no_zone", {"card": card_id, "number": n},
                    ("SOLO-RF-1", "SOLO-RF-2"), after, notes=tuple(notes))
    return Step("reinforce", "solo.reinforce.placed",
                {"card": card_id, "number": n, "zone": placed[0][1],
                 "figures": ", ".join(f"{f}@{z}" for f, z in placed),
                 "points": points, "spent": state.reinforcement_points - points},
                ("SOLO-RF-1", "SOLO-RF-2", "SOLO-RF-3"), after, notes=tuple(notes))


def _zone_order(n: int, count: int, arrow: Arrow, down_wrap: DownWrap) -> list[int]:
    """Zone numbers tried from ``n`` in the arrow's direction: up wraps to 1 (« S’il n’existe
    pas de numéro plus grand, on recommence à 1 »); down wraps to K unless AMB-22 says STOP."""
    order: list[int] = []
    current = n
    for _ in range(count):
        if 1 <= current <= count:
            order.append(current)
        if arrow is Arrow.UP:
            current = 1 if current >= count else current + 1
        elif current <= 1:
            if down_wrap is DownWrap.STOP:
                break
            current = count
        else:
            current = min(current - 1, count)
    return list(dict.fromkeys(order))


def golden_placement(ctx: Context, state: GameState, pool: list[str]) -> Step:
    """SOLO-GR-1: place the reinforcements where no rule decides (no reinforcement zones).

    The legal zones are those the figure may enter as a reinforcement: room for it and, only
    when AMB-25's ``hero_blocks`` says so, no hero there (the same test as a reinforcement
    zone's, so a hero's zone is legal by default — and the most disadvantageous)."""
    figure_id = pool[0]
    legal = [z for z in sorted(ctx.ranks, key=ctx.ranks.__getitem__)
             if _fits(ctx, state, z, figure_id)]
    heroes = [h.zone for h in ctx.targets(state) if h.zone]

    def closeness(zone: str) -> tuple[int, int]:  # borders crossed go both ways: from heroes
        return (min((ctx.hops(h).get(zone, 10**6) for h in heroes), default=10**6),
                ctx.ranks[zone])

    best = min(legal, key=closeness) if legal else None

    def answer(zone: str) -> GameState:
        placed = state.with_figure(replace(state.figure(figure_id), zone=zone, wounds=0))
        return replace(placed, reinforcement_points=state.reinforcement_points
                       - _cost(ctx, figure_id))

    if best is None:
        return Step("reinforce", "solo.reinforce.none", {"points": state.reinforcement_points},
                    ("SOLO-GR-1",), state)
    if ctx.options.golden_rule is GoldenRule.HEURISTIC:
        return Step("reinforce", "solo.golden.heuristic", {"figure": figure_id, "zone": best},
                    ("SOLO-GR-1",), answer(best), actor=figure_id)
    return Step("question", "solo.golden.question",
                {"figure": figure_id, "choices": ", ".join(legal), "heuristic": best},
                ("SOLO-GR-1",), state, actor=figure_id, choices=tuple(legal), heuristic=best,
                answer=answer)
