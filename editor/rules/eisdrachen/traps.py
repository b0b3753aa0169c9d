"""« 6) Pièges » on the table: ``trap``, and what a trap does to whoever comes near it.

« un personnage piège un endroit précis, comme la porte d'un bâtiment ou une bouche d'égout, dans
ce cas il pose son piège à l'endroit choisi et fui à 5 ps »: a figure within ``SPOT_PAS`` of a door
lays one trap where it stands; « il est possible de poser des pièges dans des espaces découverts
[...] il pose trois pions pièges face caché (seul un de ces pions possède un symbole représentant
un piège, les deux autres sont des leures) retournés pas très loin de sa figurine (3ps max) avant
sa fuite »: elsewhere three markers, ``MARKER_PAS`` from its centre, behind it and to its sides
as it flees (a reading: the app lays them), and a die rolled by the setter says which one is real
(1–2 the first, 3–4 the second, 5–6 the third). The player gives where the figure flees
(``at``): at most ``FLEE_PAS`` by the movement rules. « Il existe plusieurs types de pièges qui
s'activent avec un jet de dés »: the trap's type is rolled as it is laid, by the setter, and kept
face down (``EisdrachenRules.trap_faces``: 1–2 incendiary, 3–4 E.P.M, 5–6 wolf trap).

« Dés qu'une figurine (n'importe qui) passe a 2ps ou moins il piège lui saute à la tronche »:
after every action, a figure whose centre went from one place to another along a line whose
base came within ``TRIGGER_PAS`` of a real trap still face down triggers it (the setter's own
flight excepted); after a jump (« 12) Sauter ») only where it lands counts (« Si après avoir tenté
de sauter au dessus d'un piège, la figurine se retrouve à deux pas ou moins de celui-ci »). The
trap is turned face up, the decoys stay as they are. Its effect: incendiary, « perd 2(PV)
automatiquement » (out at 0); E.P.M, « ne peut utiliser aucune arme à feu lors des deux tours
suivant »: no shot nor sniper for the next two turns; wolf trap, « ne peut rien faire pendant le
tour qui suit »: no action of the next turn. A figure lucky by its prayer (« 15) » 2) triggers it
unharmed. Pure core.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import shapely

from editor.rules.eisdrachen.praying import granted
from editor.rules.eisdrachen.report import outcomes
from editor.rules.eisdrachen.rules import DIE_SIDES, EMP, WOLF_TRAP, PrayerResult, TrapResult
from editor.rules.eisdrachen.tables import trap_table
from editor.rules.odds import fraction_text
from editor.rules.table_game.action_rule import ActionRule, Dice
from editor.rules.table_game.actions import TableAction
from editor.rules.table_game.evaluation import Area, DiceStage, Evaluation, Reason, TableStep
from editor.rules.table_game.state import Marker, Status, TableState
from editor.table.ground import Mover
from editor.table.measure import EPSILON_MM, centre_distance
from editor.table.movement import movement_range
from editor.table.placing import on_table
from editor.table.units import pas_to_mm

if TYPE_CHECKING:
    from editor.rules.eisdrachen.game import EisdrachenEngine

RULE = "6) Pièges"
FLEE_PAS = 5.0
MARKER_PAS = 3.0
TRIGGER_PAS = 2.0
SPOT_PAS = 1.0
"""How near a door a figure lays its trap on it."""
TRAP, DECOY = "trap", "decoy"
NEXT = "_next"
"""The statuses a trap leaves (``EMP``, ``WOLF_TRAP``) wait as ``…_next`` for the next turn."""
LASTS = {EMP: 2, WOLF_TRAP: 1}
"""Turns each lasts in effect: « lors des deux tours suivant », « pendant le tour qui suit »."""


def at_door(engine: EisdrachenEngine, point: tuple[float, float]) -> bool:
    near = shapely.Point(point).buffer(pas_to_mm(SPOT_PAS, engine.game.table))
    return any(p.piece.door is not None and shapely.intersects(near, p.shape)
               for p in engine.game.terrain.near(near))


class TrapRule(ActionRule):
    name = "trap"
    title_key = "eisdrachen.action.trap"
    rule = RULE
    phases = ("actions",)
    needs = ("at",)

    def spots(self, engine: EisdrachenEngine, state: TableState, action: TableAction
              ) -> list[tuple[float, float]]:
        """Where the markers go: one on the spot at a door, else three round the setter."""
        me = engine.game.view(state, action.actor or "")
        assert me is not None and action.at is not None
        if at_door(engine, me.position):
            return [me.position]
        away = math.atan2(me.position[1] - action.at[1], me.position[0] - action.at[0])
        reach = pas_to_mm(MARKER_PAS, engine.game.table)
        return [(me.position[0] + reach * math.cos(away + turn),
                 me.position[1] + reach * math.sin(away + turn))
                for turn in (0.0, math.pi / 2, -math.pi / 2)]

    def evaluate(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> Evaluation:
        reasons = self._reasons(engine, state, action)
        if reasons:
            return Evaluation(action, False, tuple(reasons))
        table = trap_table(engine.eis)
        odds = {"system": "eisdrachen", "roll": "trap",
                "trap": {r.value: fraction_text(p) for r, p in table.items()},
                "outcomes": outcomes(table, lambda r: f"eisdrachen.trap.{r.value}")}
        radius = pas_to_mm(TRIGGER_PAS, engine.game.table)
        areas = tuple(Area("trap", spot, radius, RULE)
                      for spot in self.spots(engine, state, action))
        first = self.next_stage(engine, state, action, ())
        return Evaluation(action, True, (), (), odds, (first,) if first else (), areas)

    def _reasons(self, engine: EisdrachenEngine, state: TableState, action: TableAction
                 ) -> list[Reason]:
        game = engine.game
        if action.at is None:
            return [Reason("table_game.needs_at", {}, RULE)]
        me = game.view(state, action.actor or "")
        assert me is not None
        name = game.name(me.id)
        if centre_distance(me.position, action.at) <= EPSILON_MM:
            return [Reason("eisdrachen.trap_no_flight", {"figure": name}, RULE)]
        if any(not on_table(game.table, spot) for spot in self.spots(engine, state, action)):
            return [Reason("eisdrachen.trap_off_table", {"figure": name}, RULE)]
        flight = movement_range(game.terrain_at(state), Mover.of(me, game.rules), me.position,
                                pas_to_mm(FLEE_PAS, game.table))
        if not on_table(game.table, action.at) or not flight.reaches(action.at):
            return [Reason("eisdrachen.trap_flight", {"figure": name}, RULE)]
        for other in game.views(state):
            if other.id != me.id and centre_distance(other.position, action.at) < (
                    me.radius_mm + other.radius_mm):
                return [Reason("table_game.move.occupied",
                               {"figure": name, "other": game.name(other.id)}, RULE)]
        return []

    def next_stage(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                   typed: Sequence[tuple]) -> DiceStage | None:
        """The trap's type, then (in the open) which marker is real."""
        wanted = ["eisdrachen.roll.trap_type"]
        if len(self.spots(engine, state, action)) > 1:
            wanted.append("eisdrachen.roll.trap_marker")
        if len(typed) >= len(wanted):
            return None
        return DiceStage(wanted[len(typed)], DIE_SIDES, 1, action.actor)

    def resolve(self, engine: EisdrachenEngine, state: TableState, action: TableAction,
                dice: Dice) -> tuple[TableState, TableStep]:
        actor = action.actor or ""
        figure = state.figure(actor)
        assert figure is not None and action.at is not None
        kind = engine.eis.trap_faces[dice[0][0] - 1]
        spots = self.spots(engine, state, action)
        real = 0 if len(spots) == 1 else (dice[1][0] - 1) // 2
        laid = len(state.markers)
        markers = tuple(
            Marker(f"{actor}-{laid + i + 1}", spot, actor, TRAP if i == real else DECOY,
                   kind.value if i == real else "")
            for i, spot in enumerate(spots))
        after = replace(state, markers=(*state.markers, *markers))
        after = after.with_figure(replace(figure, position=action.at))
        params = {"figure": engine.game.name(actor), "markers": len(markers)}
        return after, TableStep("eisdrachen.step.trap", params, (RULE,), actor,
                                {"dice": [list(d) for d in dice], "markers": len(markers),
                                 "to": list(action.at)})


def _came_near(engine: EisdrachenEngine, before: TableState, action: TableAction,
               figure: str, after: TableState, marker: Marker) -> bool:
    start, end = before.figure(figure), after.figure(figure)
    view = engine.game.view(after, figure)
    if start is None or end is None or view is None or start.position == end.position:
        return False
    if start.position is None or end.position is None:
        return False
    limit = pas_to_mm(TRIGGER_PAS, engine.game.table) + view.radius_mm + EPSILON_MM
    if action.action == "jump":
        return centre_distance(end.position, marker.position) <= limit
    line = shapely.LineString([start.position, end.position])
    return shapely.distance(line, shapely.Point(marker.position)) <= limit


def spring_traps(engine: EisdrachenEngine, before: TableState, action: TableAction,
                 after: TableState) -> TableState:
    """The traps set off by this action's movements, and their effects (module docstring);
    on a new turn, the effects waiting for it start."""
    laid_before = {m.id for m in before.markers}
    for index, marker in enumerate(after.markers):
        if marker.kind != TRAP or marker.revealed or marker.id not in laid_before:
            continue
        victim = next((f.id for f in after.figures
                       if _came_near(engine, before, action, f.id, after, marker)), None)
        if victim is None:
            continue
        markers = list(after.markers)
        markers[index] = replace(marker, revealed=True)
        after = _effect(engine, replace(after, markers=tuple(markers)), victim, marker)
    if after.turn != before.turn:
        after = _start(after)
    return after


def _effect(engine: EisdrachenEngine, state: TableState, victim: str, marker: Marker
            ) -> TableState:
    figure = state.figure(victim)
    assert figure is not None
    if granted(state, victim, PrayerResult.LUCKY):
        return state
    kind = TrapResult(marker.value)
    if kind is TrapResult.INCENDIARY:
        left = engine.hit_points_left(state, victim)
        lost = min(engine.eis.incendiary_loss, left)
        out = lost >= left
        return state.with_figure(replace(figure, lost=figure.lost + lost, out=out,
                                         position=None if out else figure.position))
    name = EMP if kind is TrapResult.EMP else WOLF_TRAP
    return state.with_figure(figure.with_status(Status(name + NEXT)))


def _start(state: TableState) -> TableState:
    for figure in state.figures:
        for name, lasts in LASTS.items():
            if figure.status(name + NEXT) is not None:
                figure = figure.with_status(None, name + NEXT).with_status(
                    Status(name, 1, lasts))
        state = state.with_figure(figure)
    return state


def trap_reasons(state: TableState, engine: EisdrachenEngine, actor: str, firearm: bool = True
                 ) -> list[Reason]:
    """What an E.P.M bomb forbids ``actor`` now: a firearm (the wolf trap's « rien » is the
    engine's, ``EisdrachenEngine.may_act``)."""
    figure = state.figure(actor)
    if figure is None:
        return []
    if firearm and figure.status(EMP) is not None:
        return [Reason("eisdrachen.emp", {"figure": engine.game.name(actor)}, RULE)]
    return []
