"""The embedded image of an imported map, decoded within limits, as a background the app keeps.

A map's image is untrusted: its header is read by the format's own Pillow plugin (so Pillow's
decompression-bomb guard, a warning below twice its global limit, never decides), its size is
checked against ``Limits.max_image_pixels`` before a pixel is decoded, then it is decoded in
full so that a truncated or damaged image is refused here rather than drawn half. The app keeps
backgrounds as PNG or JPEG (``editor.model.scenario.IMAGE_NAME``, the portable file's
members): those are kept byte for byte, a WebP image is converted to PNG.
Pure Python and Pillow: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import JpegImagePlugin, PngImagePlugin, WebPImagePlugin

from editor.limits import Limits
from editor.messages import error

_PNG = b"\x89PNG\r\n\x1a\n"
_JPEG = b"\xff\xd8\xff"


@dataclass(frozen=True, slots=True)
class Background:
    """A decoded, checked image: the bytes to keep, their extension and the size in pixels."""

    data: bytes
    extension: str
    """``.png`` or ``.jpg``."""
    width: int
    height: int


def decode_background(data: bytes, where: str, limits: Limits) -> Background:
    """Check and decode ``data`` (PNG, JPEG or WebP); ``where`` names the image in the file."""
    if data.startswith(_PNG):
        plugin, extension = PngImagePlugin.PngImageFile, ".png"
    elif data.startswith(_JPEG):
        plugin, extension = JpegImagePlugin.JpegImageFile, ".jpg"
    elif data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        plugin, extension = WebPImagePlugin.WebPImageFile, ".webp"
    else:
        raise error("vtt.image_format", where=where)
    # Pillow reports malformed data with many exception types, hence the broad handlers.
    try:
        image = plugin(io.BytesIO(data))
    except Exception:
        raise error("vtt.bad_image", where=where) from None
    with image:
        width, height = image.size
        if width < 1 or height < 1 or width * height > limits.max_image_pixels:
            raise error("vtt.image_pixels", where=where, width=width, height=height,
                        pixels=width * height, limit=limits.max_image_pixels)
        try:
            image.load()
        except Exception:
            raise error("vtt.bad_image", where=where) from None
        if extension != ".webp":
            return Background(data, extension, width, height)
        converted = io.BytesIO()
        frame = image if image.mode in ("RGB", "RGBA") else image.convert("RGBA")
        frame.save(converted, format="PNG")
    png = converted.getvalue()
    if len(png) > limits.max_member_bytes:
        raise error("vtt.image_too_large", where=where, limit=limits.max_member_bytes)
    return Background(png, ".png", width, height)

