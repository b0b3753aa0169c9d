"""The five icon behaviours (SPEC §6.8) and the movement rules they share (SPEC §6.7).

« Déplacement personnage »: SOLO-MV-1 always the path with the fewest movement points (the board
engine's PATH_TIE breaks equal paths); SOLO-MV-2 « Un personnage ne tente jamais de chute »
(falls only in hard mode, SOLO-HM-3); SOLO-MV-3 « 1 cube d’énergie maximum pour atteindre sa
cible » (the cube is bought only to reach, AMB-26, unless ``ALSO_TO_APPROACH``).

Each planner is side-effect free: it returns a ``Plan`` or a ``Failure`` note saying why the icon
cannot be used (SOLO-VT-7 then tries the next icon). AMB-9: an icon is feasible when its own skip
conditions are not met; ADVANCE and DEFEND may move only part of the way.
"""

from __future__ import annotations

from dataclasses import dataclass

from editor.board.falls import route_with_most_falls
from editor.board.paths import PathResult
from editor.messages import Message
from editor.model.deck import ActionIcon, SoloCard
from editor.model.options import CubePolicy, HardFall
from editor.model.units import AttackKind, SoloAttack
from editor.solo.context import Context
from editor.solo.state import GameState
from editor.solo.steps import note
from editor.solo.tiebreak import break_hero_tie, break_objective_tie

RULE_OF = {
    ActionIcon.MELEE: "SOLO-ML",
    ActionIcon.RANGED: "SOLO-RG",
    ActionIcon.ADVANCE_TO_HEROES: "SOLO-AD",
    ActionIcon.DEFEND_HERO_OBJECTIVE: "SOLO-DF",
    ActionIcon.ADVANCE_VILLAIN_OBJECTIVE: "SOLO-VO",
}


@dataclass(frozen=True)
class Plan:
    icon: ActionIcon
    path: tuple[str, ...]
    cost: int
    cube: bool
    attack: AttackKind | None = None
    target: str | None = None
    objective: str | None = None
    holds: bool = False
    notes: tuple[Message, ...] = ()
    rules: tuple[str, ...] = ()
    counter: int = 0


@dataclass(frozen=True)
class Failure:
    reason: Message


class Planner:
    """Plans one villain's icons against one state and card (one path query per villain)."""

    def __init__(self, ctx: Context, state: GameState, figure_id: str, card: SoloCard):
        self.ctx, self.state, self.fid, self.card = ctx, state, figure_id, card
        self.profile = ctx.profile(figure_id)
        self.zone = state.figure(figure_id).zone or ""
        self.free = self.profile.movement
        self.cube_ok = state.villain_reserve >= 1
        self.budget = self.free + (1 if self.cube_ok else 0)
        self.result: PathResult = ctx.paths(state, figure_id)
        self.costs = self.result.costs
        self.near = ctx.nearness(state, figure_id, self.costs)
        # how close each zone is by the distance metric (SPEC §1.5): it decides "the closest"
        self.heroes = ctx.targets(state)
        self.counter = state.counter

    def plan(self, icon: ActionIcon) -> Plan | Failure:
        return {
            ActionIcon.MELEE: self.melee,
            ActionIcon.RANGED: self.ranged,
            ActionIcon.ADVANCE_TO_HEROES: self.advance,
            ActionIcon.DEFEND_HERO_OBJECTIVE: self.defend,
            ActionIcon.ADVANCE_VILLAIN_OBJECTIVE: self.villain_objective,
        }[icon]()

    # -- shared helpers -------------------------------------------------------------------

    def attack(self, kind: AttackKind) -> SoloAttack | None:
        return next((a for a in self.profile.attacks if a.kind is kind), None)

    def distance(self, figure_id: str) -> int:
        zone = self.state.figure(figure_id).zone
        return self.near.get(zone or "", 10**6)

    def heroes_in(self, zone: str) -> list[str]:
        return [h.id for h in self.heroes if h.zone == zone]

    def visible_from(self, zone: str) -> list[str]:
        """Heroes in line of sight of ``zone`` and within the ranged attack's range."""
        attack = self.attack(AttackKind.RANGED)
        limits = [r for r in (attack.range_zones if attack else None,
                              self.ctx.options.los.max_range_zones) if r is not None]
        # asked from the heroes' zones (lines of sight and borders crossed both go both
        # ways), so the few heroes' answers serve every zone a villain may try
        los, ctx = self.ctx.los, self.ctx
        return [
            h.id for h in self.heroes
            if h.zone is not None and zone in los.seen_by(h.zone)
            and (not limits or ctx.hops(h.zone).get(zone, 10**6) <= min(limits))
        ]

    def tie(self, cands: list[str]) -> tuple[str, tuple[Message, ...]]:
        winner, notes, self.counter = break_hero_tie(
            self.ctx, self.state, cands, self.card, self.distance, self.counter)
        return winner, notes

    def move_to(self, zone: str) -> tuple[tuple[str, ...], int, bool]:
        path = self.result.path(zone) or (self.zone,)
        cost = self.costs[zone]
        if self.ctx.hard and self.ctx.options.hard_mode.fall is HardFall.ALWAYS_IF_POSSIBLE:
            # SOLO-HM-3 read literally (AMB-42): a route with a fall is taken whenever the same
            # movement (free MP, or with the cube only if the cheapest route needs it) allows it
            limit = self.budget if cost > self.free else self.free
            found = route_with_most_falls(
                self.ctx.board, self.ctx.mover(self.fid),
                self.ctx.occupancy(self.state, self.fid), self.ctx.options, self.zone, zone, limit)
            if found is not None and found[2] > 0:
                path, cost = found[0], found[1]
        return path, cost, cost > self.free

    def toward(self, zone: str) -> tuple[tuple[str, ...], int, bool]:
        """As far as possible along the path to ``zone``: the free movement, or also the cube
        with ``CubePolicy.ALSO_TO_APPROACH`` (AMB-26)."""
        path = self.result.path(zone) or (self.zone,)
        approach = self.ctx.options.movement.cube_policy is CubePolicy.ALSO_TO_APPROACH
        limit = self.budget if approach else self.free
        kept = [z for z in path if self.costs[z] <= limit]
        cost = self.costs[kept[-1]]
        return tuple(kept), cost, cost > self.free

    def choose_attack(self, zone: str) -> tuple[AttackKind | None, str | None,
                                                 tuple[Message, ...]]:
        """Attacks possible from ``zone`` after moving; SOLO-MA picks one with the burst icon."""
        options: dict[AttackKind, list[str]] = {}
        if self.attack(AttackKind.MELEE) and self.heroes_in(zone):
            options[AttackKind.MELEE] = self.heroes_in(zone)
        if self.attack(AttackKind.RANGED) and self.visible_from(zone):
            options[AttackKind.RANGED] = self.visible_from(zone)
        if not options:
            return None, None, ()
        notes: list[Message] = []
        kind = next((k for k in self.card.burst if k in options), next(iter(options)))
        if len(options) > 1:
            notes.append(note("solo.burst", rule="SOLO-MA", attack=kind.value,
                              burst=", ".join(k.value for k in self.card.burst)))
        target, tie_notes = self.tie(options[kind])
        return kind, target, (*notes, *tie_notes)

    def movement_notes(self, path: tuple[str, ...], cube: bool) -> tuple[Message, ...]:
        notes = []
        if cube:
            notes.append(note("solo.move.cube", rule="SOLO-MV-3", figure=self.fid))
        if self.ctx.hard and any(
            b.kind.value == "fall_only" and (b.a, b.b) in zip(path, path[1:])
            for b in self.ctx.board.borders
        ):
            notes.append(note("solo.move.fall", rule="SOLO-HM-3", figure=self.fid))
        return tuple(notes)

    def done(self, icon: ActionIcon, path: tuple[str, ...], cost: int, cube: bool,
             notes: tuple[Message, ...], **extra) -> Plan:
        rules = [RULE_OF[icon], "SOLO-MV-1"]
        if not self.ctx.hard:
            rules.append("SOLO-MV-2")
        if cube:
            rules.append("SOLO-MV-3")
        if self.ctx.hard:
            rules.append("SOLO-HM-3")
        rules.extend(n.params["rule"] for n in notes if "rule" in n.params)
        target = extra.get("target")
        if target is not None and self.ctx.is_ally(target):
            rules.append("SOLO-HA-1")
            notes = (*notes, note("solo.target.ally", rule="SOLO-HA-1", target=target))
        return Plan(icon, path, cost, cube, notes=notes + self.movement_notes(path, cube),
                    rules=tuple(dict.fromkeys(rules)), counter=self.counter, **extra)

    # -- the icons --------------------------------------------------------------------------

    def melee(self) -> Plan | Failure:
        """SOLO-ML « Attaque au corps à corps »."""
        if self.attack(AttackKind.MELEE) is None:
            return Failure(note("solo.fail.no_melee", rule="SOLO-ML", figure=self.fid))
        here = self.heroes_in(self.zone)
        if here:
            target, notes = self.tie(here)
            return self.done(ActionIcon.MELEE, (self.zone,), 0, False, notes,
                             attack=AttackKind.MELEE, target=target)
        reach = [h.id for h in self.heroes if self.costs.get(h.zone or "", 10**6) <= self.budget]
        if not reach:
            return Failure(note("solo.fail.melee_unreachable", rule="SOLO-ML", figure=self.fid,
                                budget=self.budget))
        best = min(self.distance(h) for h in reach)
        target, notes = self.tie([h for h in reach if self.distance(h) == best])
        path, cost, cube = self.move_to(self.state.figure(target).zone or "")
        return self.done(ActionIcon.MELEE, path, cost, cube, notes,
                         attack=AttackKind.MELEE, target=target)

    def ranged(self) -> Plan | Failure:
        """SOLO-RG « Attaque à distance » (AMB-29: the target first, then the zone)."""
        if self.attack(AttackKind.RANGED) is None:
            return Failure(note("solo.fail.no_ranged", rule="SOLO-RG", figure=self.fid))
        seen = self.visible_from(self.zone)
        if seen:
            target, notes = self.tie(seen)
            return self.done(ActionIcon.RANGED, (self.zone,), 0, False, notes,
                             attack=AttackKind.RANGED, target=target)
        zones = [z for z in self.result.reached()
                 if self.costs[z] <= self.budget and self.visible_from(z)]
        if not zones:
            return Failure(note("solo.fail.no_los", rule="SOLO-RG", figure=self.fid,
                                budget=self.budget))
        best = min(self.near[z] for z in zones)
        nearest = [z for z in zones if self.near[z] == best]
        union = sorted({h for z in nearest for h in self.visible_from(z)})
        target, notes = self.tie(union)
        zone = next(z for z in nearest if target in self.visible_from(z))
        path, cost, cube = self.move_to(zone)
        return self.done(ActionIcon.RANGED, path, cost, cube, notes,
                         attack=AttackKind.RANGED, target=target)

    def advance(self) -> Plan | Failure:
        """SOLO-AD « Se déplacer vers les héros » (AMB-30 when stuck)."""
        reach = [h.id for h in self.heroes if (h.zone or "") in self.costs]
        if not reach:
            return Failure(note("solo.fail.no_hero_reachable", rule="SOLO-AD", figure=self.fid))
        best = min(self.distance(h) for h in reach)
        target, notes = self.tie([h for h in reach if self.distance(h) == best])
        goal = self.state.figure(target).zone or ""
        if self.costs[goal] <= self.budget:
            path, cost, cube = self.move_to(goal)
        else:
            path, cost, cube = self.toward(goal)
        kind, attacked, attack_notes = self.choose_attack(path[-1])
        if (len(path) == 1 and kind is None
                and self.ctx.options.icons.advance_fail_if_stuck):
            return Failure(note("solo.fail.advance_stuck", rule="SOLO-AD", figure=self.fid))
        return self.done(ActionIcon.ADVANCE_TO_HEROES, path, cost, cube,
                         (*notes, *attack_notes), attack=kind, target=attacked)

    def defend(self) -> Plan | Failure:
        """SOLO-DF « Défendre les objectifs de héros » (AMB-31, AMB-32)."""
        objectives = [o for o in self.ctx.scenario.objectives
                      if o.side.value == "hero" and o.zone is not None
                      and (found := self.state.objective(o.id)) is not None and found.active]
        if not objectives:
            return Failure(note("solo.fail.no_hero_objective", rule="SOLO-DF", figure=self.fid))
        notes: tuple[Message, ...] = ()
        here = [o.id for o in objectives if o.zone == self.zone]
        if here:
            chosen, on = here[0], True
            path, cost, cube = (self.zone,), 0, False
        else:
            reach = [o for o in objectives if o.zone in self.costs]
            if not reach:
                return Failure(note("solo.fail.objective_unreachable", rule="SOLO-DF",
                                    figure=self.fid))
            best = min(self.near[o.zone or ""] for o in reach)
            chosen, notes, self.counter = break_objective_tie(
                self.ctx, self.state, [o.id for o in reach if self.near[o.zone or ""] == best],
                True, self.counter)
            zone = next(o.zone for o in reach if o.id == chosen) or ""
            on = self.costs[zone] <= self.budget
            path, cost, cube = self.move_to(zone) if on else self.toward(zone)
        kind = target = None
        if on or not self.ctx.options.icons.defend_attack_only_on_objective:
            kind, target, attack_notes = self.choose_attack(path[-1])
            notes = (*notes, *attack_notes)
        holds = len(path) == 1 and kind is None
        if holds and not self.ctx.options.icons.defend_hold_counts_as_resolved:
            return Failure(note("solo.fail.defend_hold", rule="SOLO-DF", figure=self.fid))
        return self.done(ActionIcon.DEFEND_HERO_OBJECTIVE, path, cost, cube, notes,
                         attack=kind, target=target, objective=chosen, holds=holds)

    def villain_objective(self) -> Plan | Failure:
        """SOLO-VO « Se déplacer vers un objectif de vilain »: the check is verified first."""
        objectives = [o for o in self.ctx.scenario.objectives
                      if o.side.value == "villain" and o.zone is not None
                      and (found := self.state.objective(o.id)) is not None and found.active]
        if not objectives:
            return Failure(note("solo.fail.no_villain_objective", rule="SOLO-VO",
                                figure=self.fid))
        checks = {c.check for c in self.profile.checks}
        able = [o for o in objectives if o.check in checks]
        if not able:
            return Failure(note("solo.fail.cannot_check", rule="SOLO-VO", figure=self.fid,
                                checks=", ".join(sorted({o.check.value for o in objectives}))))
        reach = [o for o in able if self.costs.get(o.zone or "", 10**6) <= self.budget]
        if not reach:
            return Failure(note("solo.fail.objective_unreachable", rule="SOLO-VO",
                                figure=self.fid))
        best = min(self.near[o.zone or ""] for o in reach)
        chosen, notes, self.counter = break_objective_tie(
            self.ctx, self.state, [o.id for o in reach if self.near[o.zone or ""] == best],
            False, self.counter)
        zone = next(o.zone for o in reach if o.id == chosen) or ""
        path, cost, cube = self.move_to(zone)
        return self.done(ActionIcon.ADVANCE_VILLAIN_OBJECTIVE, path, cost, cube, notes,
                         objective=chosen)
