"""The villains' turn and the river (SPEC §6.1 « Tour des vilains », §6.10, §6.12).

SOLO-VT-1 draw a solo card during upkeep; SOLO-VT-2 its numbers name river slots, top number
first; SOLO-VT-4 the leader symbol activates every live leader tile, lowest slot first; SOLO-VT-5
no live leader: discard and draw again; SOLO-VT-6 pay the slot cost, move the tile to the end,
activate its characters in reading order; SOLO-VT-7 each character tries the card's icons left
to right. SOLO-CL « Dépolluer la rivière » and SOLO-HM-1/2 (hard mode: free tiles and cleaning).
Every handler takes the state and the task and returns one proposed ``Step``.
"""

from __future__ import annotations

from dataclasses import replace

from editor.dice.rng import shuffled
from editor.messages import Message, translate
from editor.model.deck import ActionIcon
from editor.model.options import (
    CleanMode,
    MissingSlot,
    NeutralizedNoKeyword,
    TargetResolution,
    Unaffordable,
)
from editor.model.river import TileKind
from editor.model.text import Text
from editor.solo.context import Context
from editor.solo.end import condition_met, mission_end
from editor.solo.icons import RULE_OF, Failure, Plan, Planner
from editor.solo.recovery import queue_recovery
from editor.solo.state import GameState, Task
from editor.solo.steps import Step, note, rule_ids


def push(state: GameState, tasks: list[Task] | tuple[Task, ...]) -> GameState:
    return replace(state, pending=(*tasks, *state.pending))


def pay(state: GameState, cubes: int) -> GameState:
    return replace(state, villain_reserve=state.villain_reserve - cubes,
                   villain_spent=state.villain_spent + cubes)


def upkeep(ctx: Context, state: GameState, task: Task) -> Step:
    recovered = min(ctx.scenario.mission.villain_energy_recovery, state.villain_spent)
    after = replace(state, villain_reserve=state.villain_reserve + recovered,
                    villain_spent=state.villain_spent - recovered, activations=0, rerolls=())
    events = [Task("event", event=e.id) for e in ctx.scenario.mission.events
              if e.trigger.kind.value == "turn" and e.trigger.turn == state.turn]
    after = push(after, [*events, Task("draw")])
    return Step("upkeep", "solo.upkeep",
                {"turn": state.turn, "recovered": recovered, "reserve": after.villain_reserve,
                 "spent": after.villain_spent}, ("SOLO-VT-1",), after)


def draw_card(ctx: Context, state: GameState) -> tuple[str | None, GameState, bool]:
    """The next card; an empty pile is reshuffled from the discard (AMB-8)."""
    reshuffled = False
    if not state.draw_pile and state.discard:
        pile, counter = shuffled(state.seed, state.counter, state.discard)
        state = replace(state, draw_pile=pile, discard=(), counter=counter)
        reshuffled = True
    if not state.draw_pile:
        return None, state, reshuffled
    return state.draw_pile[0], replace(state, draw_pile=state.draw_pile[1:]), reshuffled


def draw(ctx: Context, state: GameState, task: Task) -> Step:
    """SOLO-VT-1, SOLO-VT-2, SOLO-VT-4, SOLO-VT-5."""
    limit = ctx.options.river.max_redraws
    limit = 2 * len(ctx.cards) if limit is None else limit
    if state.card is not None:
        state = replace(state, discard=(*state.discard, state.card), card=None)
    card_id, after, reshuffled = draw_card(ctx, state)
    notes: tuple[Message, ...] = (note("solo.draw.reshuffle"),) if reshuffled else ()
    if card_id is None or task.count > limit:
        return Step("draw", "solo.draw.exhausted", {"redraws": task.count}, ("SOLO-VT-1",),
                    after, notes=notes)
    card = ctx.cards[card_id]
    after = replace(after, card=card_id)
    rules = ["SOLO-VT-1"]
    tasks: list[Task] = []
    if card.leader:
        rules.append("SOLO-VT-4")
        leaders = [t for t in after.river if ctx.tiles[t].leader and not ctx.neutralized(after, t)]
        if not leaders:
            after = push(after, [Task("draw", count=task.count + 1)])
            return Step("draw", "solo.draw.no_leader", {"card": card_id},
                        ("SOLO-VT-1", "SOLO-VT-4", "SOLO-VT-5"), after, notes=notes)
        tasks = [Task("tile", tile=t, slot=after.river.index(t) + 1) for t in leaders]
    if not card.leader or ctx.options.river.leader_also_numbers:
        rules.append("SOLO-VT-2")
        snapshot = ctx.options.river.target_resolution is TargetResolution.SNAPSHOT
        for n in card.tile_numbers:
            tile = after.river[n - 1] if snapshot and 0 < n <= len(after.river) else None
            tasks.append(Task("tile" if snapshot else "slot", tile=tile, slot=n))
    after = push(after, tasks)
    key = "solo.draw.leader" if card.leader else "solo.draw.numbers"
    # ``targets``: slot:tile pairs for the golden cases and the JSON trace (data); the text
    # names the tiles (``tiles``, which the play window and the log show by their names)
    targets = ", ".join(f"{t.slot}:{t.tile or '?'}" for t in tasks)
    known = [t.tile for t in tasks if t.tile]
    tiles = ", ".join(known) if len(known) == len(tasks) else _current_tiles(tasks)
    return Step("draw", key, {"card": card_id, "targets": targets, "tiles": tiles,
                              "count": len(tasks),
                              "slots": ", ".join(str(n) for n in card.tile_numbers)},
                tuple(rules), after, notes=notes)


def _current_tiles(tasks: list[Task]) -> Text:
    """AMB-2 ``targetResolution=CURRENT_SLOT``: the tiles are the ones in those slots when
    their turn comes, not known at the draw."""
    slots = ", ".join(str(t.slot) for t in tasks)
    return Text(fr=translate("solo.draw.current_slots", "fr", slots=slots),
                en=translate("solo.draw.current_slots", "en", slots=slots))


def tile(ctx: Context, state: GameState, task: Task) -> Step:
    """SOLO-VT-6 with AMB-2 (snapshot vs current slot), AMB-3, AMB-4, AMB-6; SOLO-CL."""
    river = ctx.options.river
    card = ctx.cards[state.card or ""]
    tile_id = task.tile
    if task.kind == "slot":
        tile_id = state.river[task.slot - 1] if 0 < (task.slot or 0) <= len(state.river) else None
    if tile_id is None or tile_id not in state.river:
        after = push(state, [Task("draw")]) if river.missing_slot is MissingSlot.REDRAW else state
        return Step("skip", "solo.tile.missing", {"slot": task.slot, "river": len(state.river)},
                    ("SOLO-VT-2",), after)
    if river.max_activations_per_turn is not None and \
            state.activations >= river.max_activations_per_turn:
        return Step("skip", "solo.tile.cap", {"tile": tile_id,
                                              "cap": river.max_activations_per_turn},
                    ("SOLO-VT-6",), state)
    if ctx.neutralized(state, tile_id):
        return clean(ctx, state, task, tile_id, card.clean_river)
    index = state.river.index(tile_id)
    slot = index + 1 if river.cost_at.value == "current_slot" else (task.slot or index + 1)
    costs = ctx.scenario.river.slot_costs if ctx.scenario.river else ()
    cost = 0 if ctx.hard else costs[min(slot, len(costs)) - 1]
    rules = ["SOLO-VT-6", *(["SOLO-HM-1"] if ctx.hard else [])]
    if cost > state.villain_reserve:
        if river.unaffordable is Unaffordable.SKIP:
            return Step("skip", "solo.tile.unaffordable",
                        {"tile": tile_id, "slot": index + 1, "cost": cost,
                         "reserve": state.villain_reserve}, tuple(rules), state)
        if river.unaffordable is Unaffordable.NEXT_AFFORDABLE:
            cheaper = [t for i, t in enumerate(state.river[:index])
                       if costs[i] <= state.villain_reserve and not ctx.neutralized(state, t)]
            if not cheaper:
                return Step("skip", "solo.tile.unaffordable",
                            {"tile": tile_id, "slot": index + 1, "cost": cost,
                             "reserve": state.villain_reserve}, tuple(rules), state)
            after = push(state, [Task("tile", tile=cheaper[-1],
                                      slot=state.river.index(cheaper[-1]) + 1)])
            return Step("skip", "solo.tile.next_affordable",
                        {"tile": tile_id, "cost": cost, "other": cheaper[-1]},
                        tuple(rules), after)
        cost = state.villain_reserve
    return activate(ctx, state, tile_id, index, cost, tuple(rules), "solo.tile.activate")


def activate(ctx: Context, state: GameState, tile_id: str, index: int, cost: int,
             rules: tuple[str, ...], key: str, notes: tuple[Message, ...] = ()) -> Step:
    """Pay, move the tile to the end of the river, then its characters or its event act."""
    river = tuple(t for t in state.river if t != tile_id) + (tile_id,)
    after = replace(pay(state, cost), river=river, activations=state.activations + 1)
    tile_def = ctx.tiles[tile_id]
    if tile_def.kind is TileKind.EVENT and tile_def.event:
        tasks = [Task("event", event=tile_def.event, tile=tile_id)]
    else:
        tasks = [Task("character", figure=f, tile=tile_id) for f in ctx.tile_figures(after,
                                                                                      tile_id)]
    return Step("tile", key, {"tile": tile_id, "slot": index + 1, "cost": cost,
                              "figures": ", ".join(t.figure or "" for t in tasks) or "-"},
                rules, push(after, tasks), energy=cost, notes=notes)


def clean(ctx: Context, state: GameState, task: Task, tile_id: str, keyword: bool) -> Step:
    """SOLO-CL « Dépolluer la rivière » (AMB-38, AMB-39, AMB-40; SOLO-HM-2 in hard mode)."""
    river = ctx.options.river
    index = state.river.index(tile_id)
    if not keyword:
        redraw = river.neutralized_no_keyword is NeutralizedNoKeyword.REDRAW
        after = push(state, [Task("draw")]) if redraw else state
        return Step("skip", "solo.clean.no_keyword", {"tile": tile_id, "slot": index + 1},
                    ("SOLO-CL",), after)
    cost = 0 if ctx.hard else river.clean_cost
    rules = ("SOLO-CL", "SOLO-HM-2") if ctx.hard else ("SOLO-CL",)
    if cost > state.villain_reserve:
        return Step("skip", "solo.clean.unaffordable",
                    {"tile": tile_id, "cost": cost, "reserve": state.villain_reserve},
                    rules, state)
    rest = tuple(t for t in state.river if t != tile_id)
    cleaned = rest + (tile_id,) if river.clean_mode is CleanMode.MOVE_TO_END else rest
    after = replace(pay(state, cost), river=cleaned)
    follower = cleaned[index] if index < len(cleaned) else None
    params = {"tile": tile_id, "slot": index + 1, "cost": cost, "next": follower or "-"}
    if follower is None or follower == tile_id:
        return Step("clean", "solo.clean.done_no_next", params, rules, after, energy=cost)
    if ctx.neutralized(after, follower) and not river.chain_clean:
        return Step("clean", "solo.clean.done_next_neutralized", params, rules, after,
                    energy=cost)
    after = push(after, [Task("tile", tile=follower, slot=index + 1)])
    return Step("clean", "solo.clean.done", params, rules, after, energy=cost)


def character(ctx: Context, state: GameState, task: Task) -> Step:
    """SOLO-VT-7: the first feasible icon of the card, left to right."""
    figure_id = task.figure or ""
    card = ctx.cards[state.card or ""]
    if state.figure(figure_id).zone is None:
        return Step("skip", "solo.character.gone", {"figure": figure_id}, ("SOLO-VT-7",), state,
                    actor=figure_id)
    if ctx.options.dice.paid_reroll_scope.value == "per_activation":
        state = replace(state, rerolls=tuple(r for r in state.rerolls if r.figure != figure_id))
    planner = Planner(ctx, state, figure_id, card)
    failures: list[Message] = []
    for icon in card.icons:
        plan = planner.plan(icon)
        if isinstance(plan, Failure):
            failures.append(plan.reason)
            continue
        zone = plan.path[-1]
        after = state.with_figure(replace(state.figure(figure_id), zone=zone))
        after = replace(pay(after, 1 if plan.cube else 0), counter=plan.counter)
        tasks = []
        if plan.attack is not None and plan.target is not None:
            tasks.append(Task("attack", figure=figure_id, target=plan.target,
                              attack=plan.attack.value))
        if plan.objective and icon.value == "advance_villain_objective" \
                and ctx.options.icons.vo_perform_check:
            tasks.append(Task("check", figure=figure_id, objective=plan.objective))
        key = _icon_key(icon, plan)
        return Step(
            "activation", key,
            {"figure": figure_id, "path": " → ".join(plan.path), "cost": plan.cost,
             "zone": zone,
             "target": plan.target or "-", "attack": plan.attack.value if plan.attack else "-",
             "objective": plan.objective or "-", "icon": icon.value},
            rule_ids("SOLO-VT-7", [RULE_OF[f] for f in card.icons[:len(failures)]],
                     plan.rules), push(after, tasks), actor=figure_id, path=plan.path,
            target=plan.target, energy=1 if plan.cube else 0, notes=(*failures, *plan.notes))
    return Step("skip", "solo.character.none", {"figure": figure_id},
                rule_ids("SOLO-VT-7", [RULE_OF[i] for i in card.icons]), state,
                actor=figure_id, notes=tuple(failures))


def _icon_key(icon: ActionIcon, plan: Plan) -> str:
    """The explanation of a resolved icon: with or without an attack, holding, moving; a
    character that does not move is told as staying where it is (« il ne se déplace pas »),
    never as moving for 0 MP."""
    stay = "_stay" if len(plan.path) < 2 else ""
    if icon is ActionIcon.MELEE:
        return "solo.icon.melee" + stay
    if icon is ActionIcon.RANGED:
        return "solo.icon.ranged" + stay
    if icon is ActionIcon.ADVANCE_VILLAIN_OBJECTIVE:
        return "solo.icon.villain_objective" + stay
    prefix = "solo.icon.advance" if icon is ActionIcon.ADVANCE_TO_HEROES else "solo.icon.defend"
    if plan.attack is not None:
        return prefix + "_attack" + stay
    return "solo.icon.defend_hold" if plan.holds else prefix + "_move" + stay


def end_turn(ctx: Context, state: GameState, task: Task) -> Step:
    """End of the villains' turn: condition events, the mission's end, the next round (with
    the heroes' recovery when the data gives one, ``editor.solo.recovery``)."""
    events = [Task("event", event=e.id) for e in ctx.scenario.mission.events
              if e.trigger.kind.value == "condition" and e.id not in state.fired_events
              and e.trigger.condition is not None
              and condition_met(ctx.scenario, state, e.trigger.condition)]
    if events:
        return Step("end", "solo.turn.events", {"events": ", ".join(t.event or "" for t in events)},
                    ("SOLO-EV-1",), push(state, [*events, task]))
    discard = (*state.discard, state.card) if state.card else state.discard
    after = replace(state, turn=state.turn + 1, card=None, discard=discard)
    ended = mission_end(ctx.scenario, after)
    if ended is not None:
        after = replace(after, ended=ended[0], end_reason=ended[1].kind.value)
        return Step("end", f"game.end.{ended[0]}", {"turn": state.turn,
                                                     "reason": ended[1].kind.value},
                    ("SOLO-VT-1",), after)
    return Step("end", "game.turn.end", {"turn": state.turn}, ("SOLO-VT-1",),
                queue_recovery(ctx, after))

