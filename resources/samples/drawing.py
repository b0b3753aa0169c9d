"""Drawing helpers for the sample boards: a millimetre canvas, ground textures, raised shapes, light.

The bundled samples carry board images drawn here rather than scans, so that the content is
original and the committed PNG files can be rebuilt exactly by ``build_samples.py``. Everything
is deterministic: randomness comes from seeded ``random.Random`` and numpy ``RandomState``
instances (both streams are frozen across versions), the numeric work uses only exactly rounded
operations (no numpy transcendental functions, whose SIMD versions differ between CPUs), and the
PNG is written with a fixed compression level and no metadata (no time, no text chunks). Byte
identity across machines still assumes the same Pillow/zlib build, as for the portable files
themselves (docs/file-format.md).

The canvas is drawn at ``supersample`` times the final resolution and reduced with a Lanczos
filter at the end, which gives smooth edges without anti-aliased primitives. Coordinates are
millimetres on the board, origin top-left, y down (PRODUCT §2b); light comes from the top left.
"""

from __future__ import annotations

import io
import math
import random
from collections.abc import Iterable, Sequence

import numpy as np
from PIL import Image, ImageChops, ImageDraw, ImageFilter

Point = tuple[float, float]
Polygon = Sequence[Point]
Color = tuple[int, int, int]

LIGHT_DIRECTION = (-0.45, -0.55, 0.70)
"""Unit-ish vector towards the light: up and to the top left of the board."""


def circle(center: Point, radius: float, sides: int = 28) -> list[Point]:
    """A regular polygon approximating a circle, in millimetres."""
    cx, cy = center
    return [
        (cx + radius * math.cos(2 * math.pi * i / sides), cy + radius * math.sin(2 * math.pi * i / sides))
        for i in range(sides)
    ]


def centre(polygon: Polygon) -> Point:
    """The mean of a polygon's vertices (its centre, for the regular shapes of terrain pieces)."""
    return (sum(x for x, _ in polygon) / len(polygon), sum(y for _, y in polygon) / len(polygon))


def rotated_rect(center: Point, width: float, height: float, angle_deg: float = 0.0) -> list[Point]:
    """The corners of a ``width`` × ``height`` rectangle turned by ``angle_deg`` about its centre."""
    cx, cy = center
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    corners = ((-width / 2, -height / 2), (width / 2, -height / 2), (width / 2, height / 2), (-width / 2, height / 2))
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in corners]


def shade(color: Color, factor: float) -> Color:
    """``color`` darkened (factor < 1) or lightened (factor > 1), clamped to 0..255."""
    return tuple(max(0, min(255, round(c * factor))) for c in color)  # type: ignore[return-value]


def jitter(rng: random.Random, color: Color, amount: float) -> Color:
    """``color`` with its brightness varied by up to ±``amount`` (a fraction)."""
    return shade(color, 1 + amount * (2 * rng.random() - 1))


class Canvas:
    """An RGB drawing surface addressed in millimetres."""

    def __init__(self, width_mm: float, height_mm: float, px_per_mm: float, supersample: int = 2):
        self.width_mm = width_mm
        self.height_mm = height_mm
        self.px_per_mm = px_per_mm
        self.scale = px_per_mm * supersample
        self.size = (round(width_mm * self.scale), round(height_mm * self.scale))
        self.image = Image.new("RGB", self.size, (0, 0, 0))
        self.draw = ImageDraw.Draw(self.image, "RGBA")
        self.light = Image.new("RGB", self.size, (0, 0, 0))

    # -- coordinates ---------------------------------------------------------------------------

    def px(self, mm: float) -> float:
        return mm * self.scale

    def pts(self, polygon: Iterable[Point], offset: Point = (0.0, 0.0)) -> list[tuple[float, float]]:
        dx, dy = offset
        return [((x + dx) * self.scale, (y + dy) * self.scale) for x, y in polygon]

    def box(self, center: Point, radius: float) -> tuple[float, float, float, float]:
        x, y = center
        return ((x - radius) * self.scale, (y - radius) * self.scale, (x + radius) * self.scale, (y + radius) * self.scale)

    # -- masks and layers ----------------------------------------------------------------------
    # Masks cover only the region the shapes touch (plus the blur's reach), so that the many
    # small shadows of a board cost little.

    def region(self, polygons: Iterable[Polygon], pad_mm: float) -> tuple[int, int, int, int]:
        """The pixel box around ``polygons`` grown by ``pad_mm``, clipped to the canvas."""
        xs, ys = [], []
        for polygon in polygons:
            for x, y in polygon:
                xs.append(x)
                ys.append(y)
        if not xs:
            return (0, 0, 0, 0)
        return (
            max(0, math.floor(self.px(min(xs) - pad_mm))),
            max(0, math.floor(self.px(min(ys) - pad_mm))),
            min(self.size[0], math.ceil(self.px(max(xs) + pad_mm))),
            min(self.size[1], math.ceil(self.px(max(ys) + pad_mm))),
        )

    def mask(self, polygons: Iterable[Polygon], offset: Point = (0.0, 0.0), region: tuple[int, int, int, int] | None = None) -> Image.Image:
        """An L mask (255 inside) of the union of ``polygons`` shifted by ``offset`` mm, over
        ``region`` (default: the whole canvas)."""
        x0, y0, x1, y1 = region or (0, 0, *self.size)
        mask = Image.new("L", (x1 - x0, y1 - y0), 0)
        draw = ImageDraw.Draw(mask)
        for polygon in polygons:
            draw.polygon([(x - x0, y - y0) for x, y in self.pts(polygon, offset)], fill=255)
        return mask

    def fill(self, polygons: Iterable[Polygon], texture: Image.Image) -> None:
        """Paint ``texture`` (canvas-sized) inside ``polygons``."""
        self.image.paste(texture, (0, 0), self.mask(polygons))

    def tint(self, mask: Image.Image, color: Color, opacity: float, origin: tuple[int, int] = (0, 0)) -> None:
        """Blend ``color`` over the canvas where ``mask`` (placed at ``origin``) is set."""
        if mask.size[0] == 0 or mask.size[1] == 0:
            return
        alpha = mask.point(lambda v: round(v * opacity))
        self.image.paste(Image.new("RGB", mask.size, color), origin, alpha)

    def shadow(self, polygons: Sequence[Polygon], offset_mm: float, blur_mm: float = 1.5, opacity: float = 0.5) -> None:
        """A soft drop shadow of ``polygons`` cast away from the light by ``offset_mm``."""
        offset = (offset_mm * 0.8, offset_mm)
        moved = [[(x + offset[0], y + offset[1]) for x, y in p] for p in polygons]
        region = self.region(moved, blur_mm * 3)
        mask = self.mask(moved, region=region).filter(ImageFilter.GaussianBlur(self.px(blur_mm)))
        self.tint(mask, (8, 10, 18), opacity, region[:2])

    def shadow_lines(self, lines: Sequence[Sequence[Point]], width_mm: float, offset_mm: float, opacity: float = 0.5) -> None:
        """A soft shadow of wall-like polylines ``width_mm`` thick, cast ``offset_mm`` away."""
        offset = (offset_mm * 0.8, offset_mm)
        region = self.region([[(x + offset[0], y + offset[1]) for x, y in line] for line in lines], width_mm + offset_mm * 2)
        x0, y0, x1, y1 = region
        mask = Image.new("L", (x1 - x0, y1 - y0), 0)
        draw = ImageDraw.Draw(mask)
        for line in lines:
            draw.line([(x - x0, y - y0) for x, y in self.pts(line, offset)], fill=255, width=round(self.px(width_mm)), joint="curve")
        self.tint(mask.filter(ImageFilter.GaussianBlur(self.px(offset_mm * 0.6))), (8, 10, 18), opacity, (x0, y0))

    def inner_shadow(self, polygons: Sequence[Polygon], depth_mm: float, blur_mm: float = 1.5, opacity: float = 0.55) -> None:
        """The shadow the surrounding higher ground casts into sunken ``polygons`` (water, crypt)."""
        region = self.region(polygons, depth_mm + blur_mm * 3)
        inside = self.mask(polygons, region=region)
        shifted = self.mask(polygons, (depth_mm * 0.8, depth_mm), region)
        band = ImageChops.subtract(inside, shifted).filter(ImageFilter.GaussianBlur(self.px(blur_mm)))
        self.tint(ImageChops.multiply(band, inside), (5, 8, 14), opacity, region[:2])

    def bevel(self, polygons: Sequence[Polygon], depth_mm: float, light: float = 0.35, dark: float = 0.45) -> None:
        """Lighten the lit (top-left) rim of raised ``polygons`` and darken the opposite rim."""
        region = self.region(polygons, depth_mm)
        inside = self.mask(polygons, region=region)
        lit = ImageChops.subtract(inside, self.mask(polygons, (depth_mm, depth_mm), region))
        unlit = ImageChops.subtract(inside, self.mask(polygons, (-depth_mm, -depth_mm), region))
        self.tint(lit, (255, 244, 220), light, region[:2])
        self.tint(unlit, (10, 8, 6), dark, region[:2])

    # -- primitives ----------------------------------------------------------------------------

    def polygon(self, polygon: Polygon, fill=None, outline=None, width_mm: float = 0.0) -> None:
        points = self.pts(polygon)
        self.draw.polygon(points, fill=fill)
        if outline is not None:
            self.polyline([*polygon, polygon[0]], outline, width_mm)

    def polyline(self, points: Sequence[Point], color, width_mm: float) -> None:
        width = max(1, round(self.px(width_mm)))
        self.draw.line(self.pts(points), fill=color, width=width, joint="curve")
        radius = width / 2
        if width > 2:
            for x, y in self.pts([points[0], points[-1]]):
                self.draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=color)

    def dashed(self, points: Sequence[Point], color, width_mm: float, dash_mm: float, gap_mm: float) -> None:
        """A dashed polyline; the pattern runs on across vertices."""
        on, left = True, dash_mm
        for (ax, ay), (bx, by) in zip(points, points[1:]):
            length = math.hypot(bx - ax, by - ay)
            done = 0.0
            while done < length:
                step = min(left, length - done)
                if on:
                    t0, t1 = done / length, (done + step) / length
                    self.polyline([(ax + (bx - ax) * t0, ay + (by - ay) * t0), (ax + (bx - ax) * t1, ay + (by - ay) * t1)], color, width_mm)
                done += step
                left -= step
                if left <= 1e-9:
                    on = not on
                    left = dash_mm if on else gap_mm

    def oval(self, center: Point, rx: float, ry: float, fill) -> None:
        x, y = center
        self.draw.ellipse((self.px(x - rx), self.px(y - ry), self.px(x + rx), self.px(y + ry)), fill=fill)

    def disc(self, center: Point, radius: float, fill=None, outline=None, width_mm: float = 0.0) -> None:
        width = max(1, round(self.px(width_mm))) if outline is not None else 0
        self.draw.ellipse(self.box(center, radius), fill=fill, outline=outline, width=width)

    # -- light ---------------------------------------------------------------------------------

    def glow(self, center: Point, radius_mm: float, color: Color, strength: float = 1.0) -> None:
        """Add a soft pool of light (screen-blended over the board by :meth:`apply_light`)."""
        r = max(2, round(self.px(radius_mm)))
        yy, xx = np.mgrid[-r:r + 1, -r:r + 1].astype(np.float32)
        falloff = np.clip(1.0 - np.sqrt(xx * xx + yy * yy) / r, 0.0, 1.0)
        falloff = falloff * falloff * strength
        sprite = np.clip(falloff[..., None] * np.array(color, np.float32), 0, 255).astype(np.uint8)
        cx, cy = round(self.px(center[0])), round(self.px(center[1]))
        region = (cx - r, cy - r, cx + r + 1, cy + r + 1)
        patch = self.light.crop(region)
        self.light.paste(ImageChops.add(patch, Image.fromarray(sprite, "RGB")), region)

    def apply_light(self, ambient: Color) -> None:
        """Darken the whole board towards night by ``ambient`` (multiply), then add the glows."""
        self.image = ImageChops.multiply(self.image, Image.new("RGB", self.size, ambient))
        self.image = ImageChops.screen(self.image, self.light)
        self.draw = ImageDraw.Draw(self.image, "RGBA")

    # -- output --------------------------------------------------------------------------------

    def png(self) -> bytes:
        """The board at its final resolution as PNG bytes, identical on every run."""
        final = (round(self.width_mm * self.px_per_mm), round(self.height_mm * self.px_per_mm))
        image = self.image.resize(final, Image.Resampling.LANCZOS)
        buffer = io.BytesIO()
        image.save(buffer, format="PNG", optimize=False, compress_level=6)
        return buffer.getvalue()


# -- textures: canvas-sized RGB images, painted through masks ------------------------------------


def noise(canvas: Canvas, cell_mm: float, seed: int, stretch: tuple[float, float] = (1.0, 1.0)) -> np.ndarray:
    """Smooth value noise in 0..1 over the canvas, features ``cell_mm`` wide times ``stretch``.

    The random grid comes from numpy's legacy ``RandomState``, whose stream numpy keeps
    unchanged across versions, so the same seed draws the same board everywhere.
    """
    w, h = canvas.size
    cx, cy = max(1.0, canvas.px(cell_mm * stretch[0])), max(1.0, canvas.px(cell_mm * stretch[1]))
    gw, gh = math.ceil(w / cx) + 1, math.ceil(h / cy) + 1
    grid = np.random.RandomState(seed).random_sample((gh, gw)).astype(np.float32)
    big = Image.fromarray(grid, "F").resize((round(gw * cx), round(gh * cy)), Image.Resampling.BICUBIC)
    return np.clip(np.asarray(big)[:h, :w], 0.0, 1.0)


def gradient_map(values: np.ndarray, dark: Color, light: Color) -> Image.Image:
    """Colour a 0..1 array from ``dark`` to ``light`` (256 steps, through lookup tables)."""
    level = Image.fromarray((values * 255.0 + 0.5).astype(np.uint8), "L")
    channels = [level.point([round(a + (b - a) * i / 255) for i in range(256)]) for a, b in zip(dark, light)]
    return Image.merge("RGB", channels)


def ground(canvas: Canvas, dark: Color, light: Color, seed: int, cell_mm: float = 18.0) -> Image.Image:
    """Earth, grass or water: two octaves of noise between ``dark`` and ``light``."""
    values = 0.65 * noise(canvas, cell_mm, seed) + 0.35 * noise(canvas, cell_mm / 4, seed + 1)
    return gradient_map(values, dark, light)


def cobbles(canvas: Canvas, seed: int, stone: Color, joint: Color, size: tuple[float, float] = (7.0, 5.0)) -> Image.Image:
    """Rounded setts in staggered rows, each a little different in tone."""
    rng = random.Random(seed)
    image = Image.new("RGB", canvas.size, joint)
    draw = ImageDraw.Draw(image)
    sw, sh = size
    gap = 0.9
    row = 0
    y = 0.0
    while y < canvas.height_mm:
        x = -sw * (0.5 if row % 2 else 0.0) - rng.random() * 2
        while x < canvas.width_mm:
            w = sw * (0.75 + 0.5 * rng.random())
            box = (canvas.px(x + gap / 2), canvas.px(y + gap / 2), canvas.px(x + w - gap / 2), canvas.px(y + sh - gap / 2))
            draw.rounded_rectangle(box, radius=canvas.px(1.4), fill=jitter(rng, stone, 0.14))
            x += w
        y += sh
        row += 1
    return image


def flagstones(canvas: Canvas, seed: int, stone: Color, joint: Color, row_mm: float = 14.0) -> Image.Image:
    """Large dressed slabs in courses of random lengths (quays, squares, crypt floors)."""
    rng = random.Random(seed)
    image = Image.new("RGB", canvas.size, joint)
    draw = ImageDraw.Draw(image)
    y = 0.0
    while y < canvas.height_mm:
        h = row_mm * (0.8 + 0.4 * rng.random())
        x = -rng.random() * row_mm
        while x < canvas.width_mm:
            w = row_mm * (0.9 + 1.1 * rng.random())
            box = (canvas.px(x + 0.5), canvas.px(y + 0.5), canvas.px(x + w - 0.5), canvas.px(y + h - 0.5))
            draw.rectangle(box, fill=jitter(rng, stone, 0.08))
            x += w
        y += h
    return image


def planks(canvas: Canvas, seed: int, wood: Color, width_mm: float = 5.0, vertical: bool = False) -> Image.Image:
    """Boards with staggered butt joints, a tone per board and a streaky grain (decks, floors)."""
    rng = random.Random(seed)
    grain = noise(canvas, 0.8, seed, (1.0, 12.0) if vertical else (12.0, 1.0))
    tones = Image.new("L", canvas.size, 255)
    seams = Image.new("L", canvas.size, 0)
    tone_draw, seam_draw = ImageDraw.Draw(tones), ImageDraw.Draw(seams)
    seam = max(1, round(canvas.px(0.4)))
    length, across = (canvas.height_mm, canvas.width_mm) if vertical else (canvas.width_mm, canvas.height_mm)
    position = 0.0
    while position < across:
        along = -rng.random() * 60
        while along < length:
            run = 30 + rng.random() * 60
            a, b = canvas.px(along), canvas.px(along + run)
            p, q = canvas.px(position), canvas.px(position + width_mm)
            tone_draw.rectangle((p, a, q, b) if vertical else (a, p, b, q), fill=round(255 * (0.72 + 0.28 * rng.random())))
            seam_draw.line((p, a, q, a) if vertical else (a, p, a, q), fill=255, width=seam)
            along += run
        edge = canvas.px(position)
        seam_draw.line((edge, 0, edge, canvas.size[1]) if vertical else (0, edge, canvas.size[0], edge), fill=255, width=seam)
        position += width_mm
    base = gradient_map(grain, shade(wood, 0.92), shade(wood, 1.3))
    seams = seams.point(lambda v: 255 - round(0.62 * v))
    for factor in (tones, seams):
        base = ImageChops.multiply(base, Image.merge("RGB", (factor, factor, factor)))
    return base


def roof(canvas: Canvas, polygon: Polygon, tile: Color, course_mm: float = 3.5, pitch: float = 0.9, seed: int = 0,
         tiled: bool = True) -> None:
    """A hipped roof over any simple polygon: its height is the distance to the eaves.

    The slope of that distance field gives each roof face its own facing, so shading by the
    light direction draws the hips and ridges by itself; the tile courses are its contour
    lines, parallel to the eaves as on a real roof. ``tiled=False`` gives bare stone or concrete.
    """
    xs_mm = [p[0] for p in polygon]
    ys_mm = [p[1] for p in polygon]
    x0, y0 = math.floor(canvas.px(min(xs_mm))), math.floor(canvas.px(min(ys_mm)))
    x1, y1 = math.ceil(canvas.px(max(xs_mm))), math.ceil(canvas.px(max(ys_mm)))
    yy, xx = np.mgrid[y0:y1, x0:x1].astype(np.float64)
    px = (xx + 0.5) / canvas.scale
    py = (yy + 0.5) / canvas.scale
    dist = np.full(px.shape, np.inf)
    for (ax, ay), (bx, by) in zip(polygon, [*polygon[1:], polygon[0]]):
        ex, ey = bx - ax, by - ay
        t = np.clip(((px - ax) * ex + (py - ay) * ey) / (ex * ex + ey * ey), 0.0, 1.0)
        dx, dy = px - (ax + t * ex), py - (ay + t * ey)
        dist = np.minimum(dist, np.sqrt(dx * dx + dy * dy))
    step = 1.0 / canvas.scale
    gy, gx = np.gradient(dist * pitch, step)
    norm = np.sqrt(gx * gx + gy * gy + 1.0)
    lx, ly, lz = LIGHT_DIRECTION
    lit = np.clip((-gx * lx - gy * ly + lz) / norm, 0.0, 1.0)
    course = dist / course_mm
    rows = np.floor(course)
    row_tone = 0.93 + 0.14 * ((rows.astype(np.int64) * 7919 + seed * 104729) % 97) / 97.0
    lines = np.where(course - rows < 0.16, 0.72, 1.0) if tiled else 1.0
    grain = noise_patch(px.shape, seed)
    factor = (0.32 + 0.95 * lit) * lines * row_tone * (0.94 + 0.12 * grain)
    rgb = np.clip(np.array(tile, np.float64) * factor[..., None], 0, 255).astype(np.uint8)
    patch = Image.fromarray(rgb, "RGB")
    mask = Image.new("L", patch.size, 0)
    ImageDraw.Draw(mask).polygon([(x - x0, y - y0) for x, y in canvas.pts(polygon)], fill=255)
    canvas.image.paste(patch, (x0, y0), mask)


def noise_patch(shape: tuple[int, ...], seed: int, cell_px: int = 6) -> np.ndarray:
    """Fine value noise in 0..1 for a small patch of ``shape`` (rows, columns)."""
    h, w = shape[0], shape[1]
    gw, gh = w // cell_px + 2, h // cell_px + 2
    grid = np.random.RandomState(seed).random_sample((gh, gw)).astype(np.float32)
    big = Image.fromarray(grid, "F").resize((gw * cell_px, gh * cell_px), Image.Resampling.BICUBIC)
    return np.clip(np.asarray(big, dtype=np.float64)[:h, :w], 0.0, 1.0)


# -- props ---------------------------------------------------------------------------------------


def crate(canvas: Canvas, center: Point, size: float, angle: float, wood: Color = (150, 108, 62)) -> None:
    """A wooden crate seen from above, with its drop shadow and braces."""
    outline = rotated_rect(center, size, size, angle)
    canvas.shadow([outline], size * 0.25, 0.8, 0.45)
    canvas.polygon(outline, fill=wood)
    inner = rotated_rect(center, size * 0.78, size * 0.78, angle)
    canvas.polygon(inner, fill=shade(wood, 0.88), outline=shade(wood, 0.55), width_mm=0.35)
    canvas.polyline([inner[0], inner[2]], shade(wood, 1.15), size * 0.12)
    canvas.polyline([*outline, outline[0]], shade(wood, 0.45), 0.45)


def barrel(canvas: Canvas, center: Point, radius: float, wood: Color = (122, 80, 46)) -> None:
    canvas.shadow([circle(center, radius)], radius * 0.35, 0.8, 0.45)
    canvas.disc(center, radius, fill=wood, outline=shade(wood, 0.45), width_mm=0.5)
    canvas.disc(center, radius * 0.72, outline=(70, 70, 74), width_mm=0.45)
    canvas.disc((center[0] - radius * 0.2, center[1] - radius * 0.2), radius * 0.35, fill=(*shade(wood, 1.3), 90))


def sack(canvas: Canvas, center: Point, size: float, angle: float, cloth: Color = (196, 178, 140)) -> None:
    body = rotated_rect(center, size, size * 0.7, angle)
    canvas.shadow([body], size * 0.2, 0.7, 0.4)
    canvas.polygon(body, fill=cloth, outline=shade(cloth, 0.6), width_mm=0.4)
    canvas.disc(center, size * 0.18, fill=(*shade(cloth, 1.15), 160))


def cone(canvas: Canvas, center: Point, radius: float, color: Color, seed: int) -> None:
    """A heap (salt, sand, rubble) as a cone: the hipped-roof shading applied to a circle."""
    outline = circle(center, radius, 36)
    canvas.shadow([outline], radius * 0.3, radius * 0.15, 0.45)
    roof(canvas, outline, color, course_mm=radius, pitch=0.7, seed=seed)


def ladder(canvas: Canvas, start: Point, end: Point, wood: Color = (112, 76, 44)) -> None:
    """A ladder from ``start`` to ``end`` (two rails and rungs every 2.5 mm)."""
    (ax, ay), (bx, by) = start, end
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    nx, ny = -uy * 2.2, ux * 2.2
    canvas.shadow([[(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]], 1.2, 0.6, 0.5)
    steps = max(2, int(length / 2.5))
    for i in range(1, steps):
        t = i / steps
        cx, cy = ax + (bx - ax) * t, ay + (by - ay) * t
        canvas.polyline([(cx + nx, cy + ny), (cx - nx, cy - ny)], shade(wood, 1.2), 0.5)
    for side in (1, -1):
        canvas.polyline([(ax + side * nx, ay + side * ny), (bx + side * nx, by + side * ny)], shade(wood, 0.8), 0.7)


def tree(canvas: Canvas, center: Point, radius: float, leaf: Color, seed: int) -> None:
    """A tree crown seen from above: overlapping leaf clusters, lit from the top left."""
    rng = random.Random(seed)
    canvas.shadow([circle(center, radius)], radius * 0.45, radius * 0.25, 0.55)
    cx, cy = center
    for _ in range(14):
        a = rng.random() * 2 * math.pi
        r = radius * 0.55 * math.sqrt(rng.random())
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        size = radius * (0.35 + 0.2 * rng.random())
        canvas.disc((x, y), size, fill=jitter(rng, shade(leaf, 0.8), 0.12))
        canvas.disc((x - size * 0.25, y - size * 0.25), size * 0.6, fill=(*jitter(rng, shade(leaf, 1.2), 0.1), 150))


def patches(canvas: Canvas, polygons: Sequence[Polygon], texture: Image.Image, seed: int, cell_mm: float, cover: float,
            stretch: tuple[float, float] = (1.0, 1.0), softness: float = 0.12) -> None:
    """Paint ``texture`` over about ``cover`` of ``polygons`` in soft-edged blotches (moss, snow)."""
    region = canvas.region(polygons, 0)
    x0, y0, x1, y1 = region
    values = noise(canvas, cell_mm, seed, stretch)[y0:y1, x0:x1]
    ramp = np.clip((values - (1.0 - cover)) / softness, 0.0, 1.0)
    blotches = Image.fromarray((255 * ramp).astype(np.uint8), "L")
    mask = ImageChops.multiply(blotches, canvas.mask(polygons, region=region))
    canvas.image.paste(texture.crop(region), (x0, y0), mask)


def grime(canvas: Canvas, polygons: Sequence[Polygon], seed: int, cell_mm: float = 12.0, strength: float = 0.2) -> None:
    """Darken ``polygons`` unevenly by up to ``strength``, as dirt and wear do to paving."""
    region = canvas.region(polygons, 0)
    x0, y0, x1, y1 = region
    values = noise(canvas, cell_mm, seed)[y0:y1, x0:x1]
    factor = Image.fromarray(np.clip(255 * (1.0 - strength * values), 0, 255).astype(np.uint8), "L")
    darker = ImageChops.multiply(canvas.image.crop(region), Image.merge("RGB", (factor, factor, factor)))
    canvas.image.paste(darker, (x0, y0), canvas.mask(polygons, region=region))


def boat(canvas: Canvas, center: Point, length: float, angle: float, wood: Color = (120, 84, 52)) -> None:
    """A rowing boat: a pointed hull with thwarts."""
    cx, cy = center
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    half = length / 2
    beam = length * 0.2
    local = [(-half, 0)] + [(-half + length * t, beam * math.sin(math.pi * t) ** 0.7) for t in (0.15, 0.4, 0.7, 0.9)] + [(half, 0)]
    local += [(x, -y) for x, y in reversed(local[1:-1])]
    hull = [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in local]
    canvas.shadow([hull], 1.8, 0.8, 0.5)
    canvas.polygon(hull, fill=shade(wood, 0.7), outline=shade(wood, 0.4), width_mm=0.6)
    inner = [(cx + 0.8 * (x * ca - y * sa), cy + 0.8 * (x * sa + y * ca)) for x, y in local]
    canvas.polygon(inner, fill=wood)
    for t in (-0.22, 0.12):
        x = t * length
        y = beam * 0.8
        canvas.polyline([(cx + x * ca + y * sa, cy + x * sa - y * ca), (cx + x * ca - y * sa, cy + x * sa + y * ca)], shade(wood, 1.25), 1.2)
