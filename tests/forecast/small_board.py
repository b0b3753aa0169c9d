"""A small zone board for the forecast tests, and a plain brute-force reference.

    a — b — c — d      open borders; LOS table: a sees b, d sees b and c

Villains: ``brute-1`` (tile ``tb``, melee 2 orange, movement 1) in a; ``sniper-1`` (tile
``ts``, ranged 1 red at 2 zones, movement 1) in d. Heroes: ``h1`` (number 1, energy 3, one white
automatic defence die) in b; ``h2`` (number 2, energy 2) in c. River slots cost 1 and 2; the
villains start with 2 cubes, so a paid reroll (SOLO-DR-1) is sometimes affordable and
sometimes not. Deck: ``k1`` slot 1 (melee, ranged, advance), ``k2`` slot 2 (ranged, melee,
advance), ``k3`` slots 1 and 2 (advance, melee, ranged) and ``kl`` the leader symbol with no
leader tile (SOLO-VT-5: discard it and draw again).

``brute_force`` enumerates every order of the draw pile (each of the n! equally likely), every
order of the discard when it is reshuffled (AMB-8), and every face of every die (the first roll,
and the one paid reroll of a blank when the reserve has a cube: « L'IA ne relance que les
résultats blanc … il ne paye qu'une relance »), feeding the faces to the engine as typed dice.
It knows nothing of the forecast's grouping or memo.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from itertools import permutations, product
from math import factorial

from editor.model import (
    AttackKind,
    Border,
    BorderKind,
    DiceCount,
    Figure,
    Mission,
    RuleSystem,
    Scenario,
    Side,
    SoloAttack,
    SoloProfile,
    Text,
    Unit,
    Zone,
    ZoneBoard,
)
from editor.model.board import LosTable
from editor.model.deck import ActionIcon, SoloCard, SoloDeck
from editor.model.defaults import default_dice
from editor.model.river import River, Tile
from editor.solo.combat import TypedRoll, attack_pool
from editor.solo.context import Context
from editor.solo.engine import SoloEngine
from editor.solo.state import GameState, Task

ZONES = ("a", "b", "c", "d")
MELEE, RANGED, ADVANCE = ActionIcon.MELEE, ActionIcon.RANGED, ActionIcon.ADVANCE_TO_HEROES


def scenario(reserve: int = 2) -> Scenario:
    borders = tuple(Border(x, y, BorderKind.OPEN, derived=False) for x, y in zip(ZONES, ZONES[1:]))
    board = ZoneBoard(zones=tuple(Zone(z) for z in ZONES), borders=borders,
                      los=LosTable("", (("a", ("b",)), ("d", ("b", "c")))))
    brute = Unit("brute", Text("Brute", "Brute"), Side.VILLAIN, SoloProfile(
        movement=1, attacks=(SoloAttack(AttackKind.MELEE, Text("C", "C"),
                                        (DiceCount("orange", 2),)),)))
    sniper = Unit("sniper", Text("Tireur", "Sniper"), Side.VILLAIN, SoloProfile(
        movement=1, attacks=(SoloAttack(AttackKind.RANGED, Text("F", "R"),
                                        (DiceCount("red", 1),), range_zones=2),)))
    hero = Unit("hero", Text("Héros", "Hero"), Side.HERO, SoloProfile(
        energy=3, defense_pool=(DiceCount("white", 1),)))
    scout = Unit("scout", Text("Éclaireur", "Scout"), Side.HERO, SoloProfile(energy=2))
    cards = (
        SoloCard("k1", (1,), icons=(MELEE, RANGED, ADVANCE)),
        SoloCard("k2", (2,), icons=(RANGED, MELEE, ADVANCE)),
        SoloCard("k3", (1, 2), icons=(ADVANCE, MELEE, RANGED)),
        SoloCard("kl", (1,), leader=True),
    )
    return Scenario(
        "small", RuleSystem.ZONE_SOLO, board,
        units=(brute, sniper, hero, scout),
        figures=(
            Figure("brute-1", "brute", Side.VILLAIN, zone="a", tile="tb"),
            Figure("sniper-1", "sniper", Side.VILLAIN, zone="d", tile="ts"),
            Figure("h1", "hero", Side.HERO, number=1, zone="b"),
            Figure("h2", "scout", Side.HERO, number=2, zone="c"),
        ),
        river=River((1, 2), (Tile("tb"), Tile("ts"))),
        deck=SoloDeck("d", cards=cards),
        dice=default_dice(),
        mission=Mission(villain_energy_start=reserve),
    )


def context(sc: Scenario) -> Context:
    ctx = Context.of(sc)
    ctx.heroes_defend = True
    return ctx


def brute_force(ctx: Context, state: GameState) -> dict[tuple, Fraction]:
    """(attacks, activated villains, final wounds of h1 and h2) → chance, by enumeration."""
    found: dict[tuple, Fraction] = {}
    engine = SoloEngine(ctx.scenario, state, ctx)
    turn = state.turn
    start = replace(state, pending=(Task("upkeep"), Task("end_turn")))

    def record(now: GameState, chance: Fraction, attacks, active) -> None:
        key = (frozenset(attacks), frozenset(active), now.figure("h1").wounds,
               now.figure("h2").wounds)
        found[key] = found.get(key, Fraction(0)) + chance

    def go(now: GameState, chance: Fraction, attacks, active) -> None:
        if now.ended is not None or now.turn != turn or not now.pending:
            record(now, chance, attacks, active)
            return
        task = now.pending[0]
        if task.kind == "draw" and not now.draw_pile:
            cards = (*now.discard, *((now.card,) if now.card else ()))
            if cards:  # the reshuffle: every order of the discard
                for order in permutations(cards):
                    step(replace(now, draw_pile=order, discard=(), card=None), None,
                         chance / factorial(len(cards)), attacks, active)
                return
        if task.kind == "attack":
            die_faces = [ctx.dice.die(e.die).faces for e in attack_pool(ctx, task)
                         for _ in range(e.count)]
            for faces in product(*die_faces):
                share = chance / 6 ** len(faces)
                if 0 in faces and now.villain_reserve >= 1:
                    for again in ctx.dice.die(attack_pool(ctx, task)[0].die).faces:
                        step(now, TypedRoll(faces, (again,)), share / 6, attacks, active)
                else:
                    step(now, TypedRoll(faces), share, attacks, active)
            return
        if task.kind == "hero_defence":
            pool = ctx.profile(task.figure).defense_pool
            die_faces = [ctx.dice.die(e.die).faces for e in pool for _ in range(e.count)]
            for faces in product(*die_faces):
                step(now, TypedRoll(faces), chance / 6 ** len(faces), attacks, active)
            return
        step(now, None, chance, attacks, active)

    def step(now: GameState, typed, chance: Fraction, attacks, active) -> None:
        engine.restore(now)
        proposed = engine.propose(typed)
        attacks, active = set(attacks), set(active)
        if proposed.kind == "attack":
            attacks.add((proposed.actor, proposed.target))
        if proposed.kind == "activation":
            active.add(proposed.actor)
        after = engine.accept(proposed, proposed.heuristic if proposed.is_question else None)
        go(after, chance, attacks, active)

    for order in permutations(start.draw_pile):
        go(replace(start, draw_pile=order), Fraction(1, factorial(len(order))), set(), set())
    return found
