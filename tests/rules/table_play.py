"""Builders for the free-table play tests: a small table with a few figures of hand-written
profiles, and a game of it. Lengths in millimetres; an Eisdrachen pas is 25 mm."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from editor.game.document import GameDocument
from editor.model import (
    CoverClass,
    D20Weapon,
    EisdrachenProfile,
    EisdrachenWeapon,
    Figure,
    MovementEffect,
    RulesOptions,
    Side,
    TerrainPiece,
    Text,
    Unit,
)
from editor.model.scenario import Scenario
from editor.rules import plugin
from editor.rules.table_game.actions import TableAction

PAS = 25.0


def eis_weapon(name: str, range_pas: float | None, attacks: int = 1, force: int = 1):
    return EisdrachenWeapon(Text.both(name), range_pas, attacks, force)


def d20_weapon(name: str, range_cm: float | None, force: int):
    return D20Weapon(Text.both(name), range_cm, force)


def unit(uid: str, side: Side, profile) -> Unit:
    return Unit(uid, Text.both(uid.capitalize()), side, profile)


def figure(fid: str, uid: str, side: Side, x: float, y: float, facing: float = 0.0) -> Figure:
    return Figure(fid, uid, side, position=(float(x), float(y)), facing_deg=facing)


def wall(pid: str, x0: float, y0: float, x1: float, y1: float, *, height: float = 100.0,
         cover: CoverClass = CoverClass.NONE, blocks: bool = False,
         movement: MovementEffect = MovementEffect.IMPASSABLE) -> TerrainPiece:
    polygon = ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
    return TerrainPiece(pid, polygon, Text.both(pid), cover, height, movement, blocks)


def table(system: str, units, figures, terrain=(), options: RulesOptions | None = None,
          size: tuple[float, float] = (1200.0, 800.0)) -> Scenario:
    blank = plugin(system).blank_scenario("skirmish", *size)
    board = replace(blank.board, terrain=tuple(terrain))
    return replace(blank, board=board, units=tuple(units), figures=tuple(figures),
                   options=options or RulesOptions())


@cache
def sample(name: str) -> Scenario:
    """A bundled sample scenario, read once."""
    from editor.resources import SAMPLES_DIR
    from editor.store.portable import read_scenario

    return read_scenario(SAMPLES_DIR / name)[0]


def game(scenario: Scenario, seed: int = 1) -> GameDocument:
    return GameDocument.new(scenario, seed)


def act(name: str, actor: str | None = None, **fields) -> TableAction:
    return TableAction(name, actor, **fields)


def keys(evaluation) -> list[str]:
    return [reason.key for reason in evaluation.reasons]


VETERAN = EisdrachenProfile(speed=6, intelligence=3, attacks=1, strength=2, hit_points=4,
                            weapons=(eis_weapon("SMG", 10, attacks=3, force=2),))
"""A Vétéran (I 3) with 3 attacks of Force 2 at 10 pas: the shooter of « 3) Tir »'s example."""
BLEU = EisdrachenProfile(speed=6, intelligence=1, attacks=1, strength=1, hit_points=3)
"""A Bleu (I 1) with 3 PV: the example's target."""
SOLDAT = EisdrachenProfile(speed=6, intelligence=2, attacks=2, strength=1, hit_points=3)


def duel(bleu=BLEU, distance_pas: float = 5.0, terrain=(), options=None, veteran=VETERAN):
    """The Vétéran at (200, 400), the Bleu ``distance_pas`` away, base to base, to its east."""
    gap = distance_pas * PAS + 25.0  # two 25 mm bases: centres one base further apart
    return table(
        "eisdrachen",
        [unit("veteran", Side.HERO, veteran), unit("bleu", Side.VILLAIN, bleu)],
        [figure("vet", "veteran", Side.HERO, 200, 400, 90),
         figure("bleu", "bleu", Side.VILLAIN, 200 + gap, 400, 270)],
        terrain, options,
    )
