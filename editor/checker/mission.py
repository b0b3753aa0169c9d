"""Checks of the mission that hold in every rule system: events and figures off the board.

An event without options and a figure that waits off the board with no way in are valid data
(validation accepts both) but dead weight in a game: the event resolves nothing (SOLO-EV-1 on
zone boards, the player reads nothing on a free table) and the figure never plays. On a zone
board, an option placing a token in zones none of which is on the board places nothing.
Must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from editor.checker.findings import Finding, warning
from editor.documents.addresses import ById
from editor.messages import Message
from editor.model.board import ZoneBoard
from editor.model.mission import EffectKind, token_name
from editor.model.scenario import Scenario


def check_event_options(scenario: Scenario) -> list[Finding]:
    """SOLO-EV-1: an event chooses one of its numbered options; with none it does nothing."""
    return [
        warning(
            Message("checker.event_without_options", {"event": event.id}),
            ("mission", "events", ById(event.id)),
        )
        for event in scenario.mission.events
        if not event.options
    ]


def check_waiting_figures(scenario: Scenario) -> list[Finding]:
    """SOLO-RF-3: a figure off the board enters only as a reinforcement of its tile, and a
    tile with reinforcement cost 0 never brings anyone back; without one it never plays."""
    river = scenario.river

    def can_return(tile_id: str | None) -> bool:
        tile = river.tile(tile_id) if river is not None and tile_id is not None else None
        return tile is not None and tile.reinforcement_cost > 0

    return [
        warning(Message("checker.figure_never_enters", {"figure": f.id}), ("figures", ById(f.id)))
        for f in scenario.figures
        if not f.deployed and not can_return(f.tile)
    ]


def check_token_placements(scenario: Scenario) -> list[Finding]:
    """SOLO-GR-1: an option placing a token for the AI needs a legal zone (one of the zones it
    allows, on the board); with none it places nothing and SOLO-EV-1 never resolves it."""
    board = scenario.board
    if not isinstance(board, ZoneBoard):
        return []
    zones = {zone.id for zone in board.zones}
    found = []
    for event in scenario.mission.events:
        for option in event.options:
            for effect in option.effects:
                if effect.kind is not EffectKind.PLACE_TOKEN:
                    continue
                legal = zones & set(effect.zones) if effect.zones else zones
                if not legal:
                    found.append(warning(
                        Message("checker.token_nowhere", {"event": event.id,
                                                          "number": option.number,
                                                          "token": token_name(effect)}),
                        ("mission", "events", ById(event.id))))
    return found


CHECKS = (check_event_options, check_waiting_figures, check_token_placements)
"""The mission checks of every rule system, in report order."""
