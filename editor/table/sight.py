"""Line of sight between bases, the target's cover, and the frontal and rear arcs (D20 rules).

Eisdrachen only asks that the target be "bien visible par son tireur"; the D20 text says how,
and both systems use its reading here.

Sight lines. D20: "Tracez un axe partant de l'extrémité du socle du tireur jusqu'au bord du
socle adverse. Si aucun obstacle (figurine amie, objet de taille supérieure à la cible) ne vient
croiser cet axe, alors, il y a une ligne de vue". A figure is a cylinder on its base ("on
considère un cylindre qui prolonge le socle"), so ``SIGHT_RAYS`` parallel axes join the two
bases, from one flank through the centres to the other; the target is in sight when more than
half of them are clear ("Si plus de la moitié du cylindre est vue, on peut tirer"). The rays
are the same from either end, so sight is symmetric whenever the blockers are.

What blocks a ray:

- a terrain piece marked ``blocks_los``, or at least as high as the target: "une petite
  figurine peut être prise pour cible si sa tête et ses épaules dépassent d'un couvert", which
  a piece of the figure's own height does not allow. A piece under either figure's centre does
  not block their line (the figure stands in or on it); lower pieces never block;
- the base of a friend of the viewer ("figurine amie") that the ray crosses;
- two touching bases that the ray crosses between or through, when the target's base is not
  larger than theirs: "Deux socles qui se touchent bloquent la ligne de vue à une figurine de
  même taille de socle située derrière elles". A single enemy base blocks nothing.

Cover ("Le couvert augmente la protection des figurines qui se placent derrière"): the best
class among the pieces with a cover class that stand under the target, or that a sight ray
crosses within ``COVER_REACH_BASES`` base diameters of the target's base; blocked rays count,
as a high cover that leaves half the cylinder visible still protects. The D20 bonus is
``D20Options.cover_bonus`` (light +1, medium +2, heavy +3).

Arcs. "Une figurine voit sur les 180° de son arc frontal" (``D20Options.frontal_arc_deg``);
"les attaques dans le dos doivent obligatoirement commencer dans l'arc arrière de la figurine
ciblée. L'attaquant bénéficie alors d'un bonus de +1". The rear arc is what the frontal arc
leaves; its boundary (the flat side of the base, ±90° for 180°) belongs to the front. Positions
are judged by the base centre. Eisdrachen figures have no facing rule: they see all around and
have no rear arc.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import combinations

import shapely

from editor.model.geometry import Point
from editor.model.options import D20Options, RulesOptions
from editor.model.scenario import RuleSystem
from editor.model.table import CoverClass, TerrainPiece
from editor.table.figures import TableFigure
from editor.table.measure import EPSILON_MM, touching
from editor.table.terrain import PlacedPiece, Terrain

SIGHT_RAYS = 5
COVER_REACH_BASES = 1.0
ARC_EPSILON_DEG = 1e-9
FULL_CIRCLE_DEG = 360.0
COVER_ORDER = (CoverClass.NONE, CoverClass.LIGHT, CoverClass.MEDIUM, CoverClass.HEAVY)

RayTest = Callable[[shapely.LineString], bool]


@dataclass(frozen=True, slots=True)
class Sight:
    """What a viewer sees of a target, and why."""

    rays: int
    clear_rays: int
    blocking_pieces: tuple[str, ...] = ()
    """Ids of the terrain pieces that block at least one ray, in table order."""
    blocking_figures: tuple[str, ...] = ()
    """Ids of the figures whose bases block at least one ray, sorted."""
    cover: CoverClass = CoverClass.NONE

    @property
    def clear(self) -> bool:
        """More than half of the cylinder is seen: the target may be shot at."""
        return 2 * self.clear_rays > self.rays

    @property
    def visible_fraction(self) -> float:
        return self.clear_rays / self.rays


def sight_rays(viewer: TableFigure, target: TableFigure) -> tuple[shapely.LineString, ...]:
    """Parallel segments across both bases, flank to flank; none when the centres coincide."""
    (ax, ay), (bx, by) = viewer.position, target.position
    length = math.hypot(bx - ax, by - ay)
    if length == 0:
        return ()
    nx, ny = (ay - by) / length, (bx - ax) / length
    offsets = [2 * i / (SIGHT_RAYS - 1) - 1 for i in range(SIGHT_RAYS)]
    return tuple(
        shapely.LineString(
            [
                (ax + t * viewer.radius_mm * nx, ay + t * viewer.radius_mm * ny),
                (bx + t * target.radius_mm * nx, by + t * target.radius_mm * ny),
            ]
        )
        for t in offsets
    )


def occludes(piece: TerrainPiece, target: TableFigure) -> bool:
    """A piece hides what is behind it from ``target``'s point of view of size."""
    return piece.blocks_los or piece.height_mm >= target.height_mm - EPSILON_MM


def line_of_sight(
    terrain: Terrain,
    viewer: TableFigure,
    target: TableFigure,
    others: Iterable[TableFigure] = (),
) -> Sight:
    """Sight from ``viewer`` to ``target`` past the terrain and the bases of ``others``."""
    rays = sight_rays(viewer, target)
    bystanders = [f for f in others if f.id not in (viewer.id, target.id)]
    walls = [
        p
        for p in terrain.pieces
        if occludes(p.piece, target) and not (_under(p, viewer) or _under(p, target))
    ]
    screens = _base_screens(viewer, target, bystanders)
    clear = 0
    pieces: set[str] = set()
    figures: set[str] = set()
    for ray in rays:
        hit_pieces = {p.piece.id for p in walls if _crosses(ray, p.shape)}
        hit_figures = {fid for fid, screen in screens if screen(ray)}
        pieces |= hit_pieces
        figures |= hit_figures
        clear += not (hit_pieces or hit_figures)
    return Sight(
        rays=SIGHT_RAYS,
        clear_rays=clear if rays else SIGHT_RAYS,
        blocking_pieces=tuple(p.piece.id for p in terrain.pieces if p.piece.id in pieces),
        blocking_figures=tuple(sorted(figures)),
        cover=target_cover(terrain, viewer, target, rays),
    )


def target_cover(
    terrain: Terrain,
    viewer: TableFigure,
    target: TableFigure,
    rays: Iterable[shapely.LineString],
) -> CoverClass:
    """Best cover among the pieces under ``target`` or crossed by ``rays`` close to it."""
    reach = target.radius_mm + COVER_REACH_BASES * target.base_mm
    near = shapely.Point(target.position).buffer(reach)
    near_rays = [ray.intersection(near) for ray in rays]
    best = CoverClass.NONE
    for placed in terrain.pieces:
        if placed.piece.cover is CoverClass.NONE:
            continue
        covering = _under(placed, target) or (
            not _under(placed, viewer) and any(_crosses(r, placed.shape) for r in near_rays)
        )
        if covering and COVER_ORDER.index(placed.piece.cover) > COVER_ORDER.index(best):
            best = placed.piece.cover
    return best


def cover_bonus(cover: CoverClass, options: D20Options) -> int:
    """The Dφ bonus of a cover class (0 without cover)."""
    rank = COVER_ORDER.index(cover)
    return options.cover_bonus[rank - 1] if rank else 0


def _under(placed: PlacedPiece, figure: TableFigure) -> bool:
    return shapely.contains_xy(placed.shape, *figure.position)


def _crosses(line: shapely.Geometry, shape: shapely.Polygon) -> bool:
    """The line's interior meets the polygon's interior (grazing an edge or vertex does not)."""
    return not line.is_empty and shapely.relate_pattern(line, shape, "T********")


def _base_screens(
    viewer: TableFigure, target: TableFigure, bystanders: list[TableFigure]
) -> list[tuple[str, RayTest]]:
    """(figure id, ray test) for every base or pair of bases that may block the line."""
    screens: list[tuple[str, RayTest]] = []
    for friend in bystanders:
        if friend.side == viewer.side:
            disc = _disc_test(friend.position, friend.radius_mm)
            screens.append((friend.id, disc))
    for a, b in combinations(bystanders, 2):
        if touching(a, b) and target.base_mm <= min(a.base_mm, b.base_mm) + EPSILON_MM:
            pair = _pair_test(a, b)
            screens.extend([(a.id, pair), (b.id, pair)])
    return screens


def _disc_test(centre: Point, radius: float) -> RayTest:
    point = shapely.Point(centre)
    return lambda ray: ray.distance(point) < radius - EPSILON_MM


def _pair_test(a: TableFigure, b: TableFigure) -> RayTest:
    """A ray through either base, or through the gap-free band joining two touching bases."""
    in_a = _disc_test(a.position, a.radius_mm)
    in_b = _disc_test(b.position, b.radius_mm)
    spine = shapely.LineString([a.position, b.position])
    band = min(a.radius_mm, b.radius_mm)
    return lambda ray: in_a(ray) or in_b(ray) or ray.distance(spine) < band - EPSILON_MM


def bearing_deg(origin: Point, point: Point) -> float:
    """Direction from ``origin`` to ``point``: 0 = up (y decreasing), clockwise, in [0, 360)."""
    return math.degrees(math.atan2(point[0] - origin[0], origin[1] - point[1])) % FULL_CIRCLE_DEG


def relative_bearing_deg(figure: TableFigure, point: Point) -> float:
    """``point`` seen from ``figure``: 0 straight ahead, positive to its right, in (-180, 180]."""
    angle = (bearing_deg(figure.position, point) - figure.facing_deg) % FULL_CIRCLE_DEG
    return angle - FULL_CIRCLE_DEG if angle > FULL_CIRCLE_DEG / 2 else angle


def frontal_arc_deg(figure: TableFigure, options: RulesOptions) -> float:
    """The width of ``figure``'s frontal arc: the D20 option, all around for Eisdrachen."""
    if figure.rule_system is RuleSystem.D20:
        return options.d20.frontal_arc_deg
    return FULL_CIRCLE_DEG


def in_front_arc(figure: TableFigure, point: Point, arc_deg: float) -> bool:
    """``point`` lies in the frontal arc (its boundary included; the figure's own centre too)."""
    if point == figure.position:
        return True
    return abs(relative_bearing_deg(figure, point)) <= arc_deg / 2 + ARC_EPSILON_DEG


def in_rear_arc(figure: TableFigure, point: Point, arc_deg: float) -> bool:
    """``point`` lies in the rear arc: everything the frontal arc leaves."""
    return not in_front_arc(figure, point, arc_deg)


def sees(
    terrain: Terrain,
    viewer: TableFigure,
    target: TableFigure,
    others: Iterable[TableFigure],
    options: RulesOptions,
) -> bool:
    """``viewer`` sees ``target``: a clear line of sight, and the target in its frontal arc."""
    in_arc = in_front_arc(viewer, target.position, frontal_arc_deg(viewer, options))
    return in_arc and line_of_sight(terrain, viewer, target, others).clear


def rear_attack_bonus(attacker: TableFigure, target: TableFigure, options: RulesOptions) -> int:
    """D20 "Le Tir dans le dos": +1 when the attack starts in the target's rear arc."""
    behind = in_rear_arc(target, attacker.position, frontal_arc_deg(target, options))
    return options.d20.rear_attack_bonus if behind else 0
