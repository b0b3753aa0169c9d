"""Solo decks of the samples, written as one compact row per card.

Why it exists: every sample that can be played solo (the zone board and both free tables) needs a
deck whose cards exercise every part of the villains' turn (SOLO-VT-1…7: one or two tile numbers,
the leader symbol, the three icons, a key phrase, the burst, the bottom number and its arrow,
DEPOLLUER). A row says all that in one line; :func:`deck_of` turns the rows into a
:class:`~editor.model.SoloDeck`. Everything is invented.
"""

from __future__ import annotations

from editor.model import (
    ActionIcon,
    Arrow,
    AttackKind,
    Criterion,
    KeyPhrase,
    Preference,
    SoloCard,
    SoloDeck,
    Text,
)

ICONS = {
    "M": ActionIcon.MELEE, "R": ActionIcon.RANGED, "A": ActionIcon.ADVANCE_TO_HEROES,
    "D": ActionIcon.DEFEND_HERO_OBJECTIVE, "V": ActionIcon.ADVANCE_VILLAIN_OBJECTIVE,
}
"""A card's three icons as letters, tried left to right (SOLO-VT-7)."""
BURSTS = {"M": (AttackKind.MELEE, AttackKind.RANGED), "R": (AttackKind.RANGED, AttackKind.MELEE)}
"""The burst icon (SOLO-MA): the attack kind preferred first."""

TABLE_KEY_PHRASES = (
    KeyPhrase("fewest_wounds", Text("le moins de blessures", "fewest wounds"), Criterion.WOUNDS, Preference.LOWEST),
    KeyPhrase("most_wounds", Text("le plus de blessures", "most wounds"), Criterion.WOUNDS, Preference.HIGHEST),
    KeyPhrase("closest", Text("le plus proche", "closest"), Criterion.DISTANCE, Preference.LOWEST),
    KeyPhrase("fewest_hit_points", Text("le moins de points de vie", "fewest hit points left"),
               Criterion.HIT_POINTS, Preference.LOWEST),
)
"""The key phrases of the table decks: only what a free table's figures have (wounds, hit points,
distance); the energy and menace of zone heroes do not exist in Eisdrachen or the D20 game
(SOLO-TIE step 1 would be skipped)."""
CardRow = tuple[tuple[int, ...], str, str, str, int, str, bool]
"""Tile numbers (empty: the leader symbol), icons, key phrase id, burst, bottom number, arrow
("up" or "down"), DEPOLLUER."""


def deck_of(deck_id: str, name: Text, key_phrases: tuple[KeyPhrase, ...], prefix: str,
            rows: tuple[CardRow, ...]) -> SoloDeck:
    """The deck whose cards are ``rows``, numbered ``{prefix}-01``, ``{prefix}-02``… in order."""
    cards = tuple(
        SoloCard(f"{prefix}-{i:02d}", tiles, leader=not tiles, icons=tuple(ICONS[c] for c in icons),
                 key_phrase=phrase, burst=BURSTS[burst], bottom_number=bottom, arrow=Arrow(arrow),
                 clean_river=clean)
        for i, (tiles, icons, phrase, burst, bottom, arrow, clean) in enumerate(rows, start=1)
    )
    return SoloDeck(deck_id, name, key_phrases, cards)
