"""Tokens an event option places for the AI: the golden rule (SPEC §6.4).

SOLO-GR-1 « Si, à tout moment, il faut placer un objet ou un jeton pour l’IA, le positionner de la
façon la plus désavantageuse pour le joueur. » A mission's event option may place a bomb, a
barricade, a marker… (``EffectKind.PLACE_TOKEN``) in one of the zones it allows (all zones when
it lists none). The legal placements are those zones, in reading order. With ``goldenRule =
ASK_PLAYER`` the step is a question the player answers among them (the play window: buttons and
a click on a highlighted zone); with ``HEURISTIC``, and in headless play, the SPEC AMB-15
heuristic answers: a token the heroes want goes where the heroes' summed movement cost to it is
the greatest, one the villains want where the villains' summed cost is the smallest; reading
order breaks ties. An option whose token has no legal zone cannot be resolved (SOLO-EV-1 then
follows the arrow), and the checker warns about it before the game.
"""

from __future__ import annotations

from dataclasses import replace

from editor.model.mission import Effect, EventOption, token_name
from editor.model.options import GoldenRule
from editor.model.units import Side
from editor.solo.context import Context
from editor.solo.state import GameState, PlacedToken, Task
from editor.solo.steps import Step

UNREACHED = 1_000
"""The movement cost counted for a zone a figure cannot reach at all."""


def placements(ctx: Context, effect: Effect) -> list[str]:
    """The legal zones of a token, in reading order: the option's zones that are on the board,
    or every zone when the option lists none."""
    allowed = set(effect.zones)
    return [z for z in sorted(ctx.ranks, key=ctx.ranks.__getitem__)
            if not allowed or z in allowed]


def token_option(ctx: Context, task: Task) -> tuple[EventOption, Effect]:
    """The option and the ``PLACE_TOKEN`` effect a ``place`` task names (event id, the
    option's index among the event's options, the effect's index among the option's)."""
    event = next(e for e in ctx.scenario.mission.events if e.id == task.event)
    option = event.options[task.slot or 0]
    return option, option.effects[task.count]


def disadvantage(ctx: Context, state: GameState, effect: Effect) -> dict[str, int]:
    """AMB-15 for every zone, the higher the worse for the player: the heroes' summed movement
    cost to it when they want the token, minus the villains' summed cost when the villains do."""
    if effect.wanted_by is Side.HERO:
        figures, sign = [h.id for h in ctx.targets(state)], 1
    else:
        figures = [f.id for f in state.figures if f.zone is not None and not ctx.is_hero(f.id)]
        sign = -1
    costs = [ctx.paths(state, f).costs for f in figures]
    return {zone: sign * sum(c.get(zone, UNREACHED) for c in costs) for zone in ctx.ranks}


def place_token(ctx: Context, state: GameState, task: Task) -> Step:
    """SOLO-GR-1 for one token of an event option: a question, or the heuristic's placement."""
    option, effect = token_option(ctx, task)
    name = token_name(effect)
    legal = placements(ctx, effect)
    if not legal:
        return Step("place", "solo.place.none", {"token": name}, ("SOLO-GR-1",), state)
    worst = disadvantage(ctx, state, effect)
    best = max(legal, key=lambda z: (worst[z], -ctx.ranks[z]))

    def answer(zone: str) -> GameState:
        token = PlacedToken(task.event or "", option.number, zone, name)
        return replace(state, tokens=(*state.tokens, token))

    if ctx.options.golden_rule is GoldenRule.HEURISTIC:
        return Step("place", "solo.golden.token_heuristic", {"token": name, "zone": best},
                    ("SOLO-GR-1",), answer(best))
    return Step("question", "solo.golden.token_question",
                {"token": name, "choices": ", ".join(legal), "heuristic": best},
                ("SOLO-GR-1",), state, choices=tuple(legal), heuristic=best, answer=answer)
