"""Card faces for print-on-demand services: one exact-size PNG file per face, in print order.

A print service takes one image per card face, at the card's size plus its bleed, at a stated
resolution. ``plan_faces`` lists the files of a print job: ``NNN-<card id>-front.png`` and,
when backs are asked for and the card has one, ``NNN-<card id>-back.png``, numbered in print
order (a unit printed three times is three numbers), plus a contact sheet of them all. Each
side is round(mm / 25.4 × dpi) pixels: a poker card (63 × 88 mm) with 3 mm of bleed at 300
dpi is 815 × 1110 pixels. Backs are drawn upright: a service prints each back behind its front
itself, so nothing is mirrored. Whole-page sheets (the reference, the ruler) are one face the
size of the paper, without bleed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from editor.cards.geometry import Size
from editor.cards.jobs import CardFace, PrintJob
from editor.messages import error

DEFAULT_DPI = 300
DPI_LIMITS = (72, 1200)
"""Print services ask for 300 dpi, a few for 600; below 72 nothing is legible."""
CONTACT_SHEET = "contact-sheet.png"
FACE_FILE = re.compile(r"^\d{3,}-[A-Za-z0-9._-]+-(front|back)\.png$")
"""The names this export gives faces: with ``--force`` an earlier export's faces are
replaced, and no other file of the folder is touched."""
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


@dataclass(frozen=True, slots=True)
class FaceFile:
    """One PNG file to write: its name, the face it shows and its size."""

    name: str
    face: CardFace
    back: bool
    size: Size
    """Millimetres, bleed included."""
    pixels: tuple[int, int]


def pixels(mm: float, dpi: int) -> int:
    """The pixels that ``mm`` millimetres take at ``dpi`` dots per inch."""
    return round(mm / 25.4 * dpi)


def file_stem(card_id: str) -> str:
    """A card id as a portable file name part: ASCII letters, digits, ``.``, ``_``, ``-``."""
    return _UNSAFE.sub("-", card_id).strip("-.")[:60] or "card"


def check_dpi(dpi: int) -> int:
    low, high = DPI_LIMITS
    if not low <= dpi <= high:
        raise error("cards.bad_dpi", dpi=dpi, low=low, high=high)
    return dpi


def face_size(job: PrintJob) -> Size:
    """A face's size in mm: the card and its bleed, or the whole paper for page sheets."""
    if job.is_page:
        return job.paper
    extra = 2 * job.bleed_width
    return Size(job.card.width + extra, job.card.height + extra)


def plan_faces(job: PrintJob, dpi: int = DEFAULT_DPI) -> list[FaceFile]:
    """The files of the job at ``dpi``, in print order (each front followed by its back)."""
    check_dpi(dpi)
    size = face_size(job)
    px = (pixels(size.width, dpi), pixels(size.height, dpi))
    digits = max(3, len(str(len(job.faces))))
    files = []
    for number, face in enumerate(job.faces, start=1):
        stem = f"{number:0{digits}d}-{file_stem(face.id or face.label)}"
        files.append(FaceFile(f"{stem}-front.png", face, False, size, px))
        if job.backs and not job.is_page and face.template.layout_for(job.card).back:
            files.append(FaceFile(f"{stem}-back.png", face, True, size, px))
    return files
