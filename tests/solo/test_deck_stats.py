"""Deck statistics count what the deck panel shows: slots, icons per position and overall, key
phrases, arrows, bottom numbers, leader and DEPOLLUER cards, each with its documented base."""

from __future__ import annotations

import pytest

from editor.model.deck import ActionIcon, Arrow, SoloCard
from editor.solo.deck_stats import Tally, deck_stats

M, R, A = ActionIcon.MELEE, ActionIcon.RANGED, ActionIcon.ADVANCE_TO_HEROES
D, V = ActionIcon.DEFEND_HERO_OBJECTIVE, ActionIcon.ADVANCE_VILLAIN_OBJECTIVE

CARDS = (
    SoloCard("c1", (1,), icons=(M, R, A), key_phrase="wounds", bottom_number=1),
    SoloCard("c2", (2,), icons=(R, M, A), key_phrase="wounds", arrow=Arrow.UP, bottom_number=2),
    SoloCard("c3", (1, 3), icons=(V, M, A), key_phrase="closest", clean_river=True),
    SoloCard("c4", (), leader=True, icons=(M, D, R), key_phrase="", bottom_number=2),
)


def _by_key(tallies) -> dict:
    return {t.key: (t.count, t.base) for t in tallies}


def test_slots_count_each_number_of_a_two_number_card_and_skip_leader_only_cards():
    stats = deck_stats(CARDS)
    assert stats.cards == 4
    assert _by_key(stats.slots) == {1: (2, 4), 2: (1, 4), 3: (1, 4)}
    assert [t.key for t in stats.slots] == [1, 2, 3]
    assert stats.slots[0].percent == pytest.approx(50.0)
    assert (stats.leader_cards.count, stats.leader_cards.base) == (1, 4)


def test_a_slot_printed_twice_on_one_card_counts_once():
    stats = deck_stats([SoloCard("x", (3, 3))])
    assert _by_key(stats.slots) == {3: (1, 1)}


def test_icons_are_counted_per_position_and_overall():
    stats = deck_stats(CARDS)
    first, second, third = (_by_key(p) for p in stats.icons_by_position)
    assert first[M] == (2, 4) and first[R] == (1, 4) and first[V] == (1, 4) and first[A] == (0, 4)
    assert second[M] == (2, 4) and second[R] == (1, 4) and second[D] == (1, 4)
    assert third[A] == (3, 4) and third[R] == (1, 4)
    overall = _by_key(stats.icons_overall)
    assert overall == {M: (4, 12), R: (3, 12), A: (3, 12), D: (1, 12), V: (1, 12)}
    assert sum(t.count for t in stats.icons_overall) == 12
    assert [t.key for t in stats.icons_overall] == list(ActionIcon)


def test_key_phrases_follow_the_deck_order_list_unused_ones_and_count_cards_without():
    stats = deck_stats(CARDS, ["closest", "energy", "wounds"])
    assert [(t.key, t.count) for t in stats.key_phrases] == [
        ("closest", 1),
        ("energy", 0),
        ("wounds", 2),
        ("", 1),
    ]
    assert stats.key_phrases[2].percent == pytest.approx(50.0)


def test_a_key_phrase_missing_from_the_deck_list_is_still_counted():
    stats = deck_stats(CARDS, ["wounds"])
    assert _by_key(stats.key_phrases)["closest"] == (1, 4)


def test_arrows_bottom_numbers_and_clean_river():
    stats = deck_stats(CARDS)
    assert _by_key(stats.arrows) == {Arrow.UP: (1, 4), Arrow.DOWN: (3, 4)}
    assert _by_key(stats.bottom_numbers) == {1: (2, 4), 2: (2, 4)}
    assert stats.clean_river.count == 1
    assert stats.clean_river.percent == pytest.approx(25.0)


def test_an_empty_deck_has_zero_shares_and_no_division_error():
    stats = deck_stats([])
    assert stats.cards == 0 and stats.slots == ()
    assert all(t.count == 0 and t.share == 0.0 for t in stats.icons_overall)
    assert Tally("x", 0, 0).percent == 0.0


def test_the_night_market_deck_adds_up():
    from editor.resources import SAMPLES_DIR
    from editor.store.portable import read_scenario

    deck = read_scenario(SAMPLES_DIR / "night-market")[0].deck
    stats = deck_stats(deck.cards, [p.id for p in deck.key_phrases])
    assert stats.cards == len(deck.cards)
    for position in stats.icons_by_position:
        assert sum(t.count for t in position) == len(deck.cards)
    assert sum(t.count for t in stats.key_phrases) == len(deck.cards)
    expected = sum(len(set(c.tile_numbers)) for c in deck.cards)
    assert sum(t.count for t in stats.slots) == expected
