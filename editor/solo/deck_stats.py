"""Solo deck statistics: how often each river slot, action icon and key phrase comes up.

An author balancing a deck wants to know, before playing, whether the villains will favour the
cheap slots, charge more than they shoot, or break ties mostly by wounds. Counting is done here,
in pure Python over ``editor.model.deck``, so the deck panel only displays it and the tests can
check the arithmetic without Qt. Each tally states its base (what 100 % means):

- slots: share of cards naming the slot; a two-number card (AMB-1) counts for both slots, so
  the shares may add up to more than 100 %;
- icons by position: share of cards with that icon in that position (1 = tried first);
- icons overall: share of all printed icons (three per card);
- key phrases, arrows, bottom numbers, leader and DEPOLLUER cards: share of cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

from editor.model.deck import ActionIcon, Arrow, SoloCard

ICON_POSITIONS = 3
"""A solo card prints three icons, tried left to right (SOLO-VT-7)."""


@dataclass(frozen=True, slots=True)
class Tally:
    """``count`` occurrences of ``key`` out of ``base``; ``share`` is 0..1 (0 when base is 0)."""

    key: Hashable
    count: int
    base: int

    @property
    def share(self) -> float:
        return self.count / self.base if self.base else 0.0

    @property
    def percent(self) -> float:
        return 100.0 * self.share


@dataclass(frozen=True, slots=True)
class DeckStats:
    cards: int
    slots: tuple[Tally, ...]
    """By slot number, ascending; slots no card names are absent."""
    leader_cards: Tally
    """Cards showing the leader symbol (with or without slot numbers)."""
    icons_by_position: tuple[tuple[Tally, ...], ...]
    """One tuple per icon position, each with every icon in ``ActionIcon`` order."""
    icons_overall: tuple[Tally, ...]
    key_phrases: tuple[Tally, ...]
    """By phrase id in the deck's order, then unknown ids; ``""`` counts cards with none."""
    arrows: tuple[Tally, ...]
    bottom_numbers: tuple[Tally, ...]
    clean_river: Tally


def _tallies(counts: Counter, keys: Iterable[Hashable], base: int) -> tuple[Tally, ...]:
    return tuple(Tally(key, counts.get(key, 0), base) for key in keys)


def deck_stats(cards: Sequence[SoloCard], key_phrase_ids: Sequence[str] = ()) -> DeckStats:
    """Statistics of ``cards``; ``key_phrase_ids`` (the deck's phrases) are listed even when no
    card uses them, so an unused phrase shows as 0."""
    total = len(cards)
    slots = Counter(n for card in cards for n in dict.fromkeys(card.tile_numbers))
    by_position = [Counter() for _ in range(ICON_POSITIONS)]
    overall: Counter = Counter()
    for card in cards:
        for position, icon in enumerate(card.icons[:ICON_POSITIONS]):
            by_position[position][icon] += 1
        overall.update(card.icons)
    icon_base = sum(len(card.icons) for card in cards)
    phrases = Counter(card.key_phrase for card in cards)
    phrase_keys = list(dict.fromkeys(key_phrase_ids))
    phrase_keys += sorted(k for k in phrases if k not in phrase_keys and k)
    if phrases.get(""):
        phrase_keys.append("")
    bottoms = Counter(card.bottom_number for card in cards)
    return DeckStats(
        cards=total,
        slots=_tallies(slots, sorted(slots), total),
        leader_cards=Tally("leader", sum(card.leader for card in cards), total),
        icons_by_position=tuple(_tallies(c, ActionIcon, total) for c in by_position),
        icons_overall=_tallies(overall, ActionIcon, icon_base),
        key_phrases=_tallies(phrases, phrase_keys, total),
        arrows=_tallies(Counter(card.arrow for card in cards), Arrow, total),
        bottom_numbers=_tallies(bottoms, sorted(bottoms), total),
        clean_river=Tally("clean_river", sum(card.clean_river for card in cards), total),
    )
