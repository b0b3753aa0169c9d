"""Removing a key phrase from the solo deck (SOLO_AI_SPEC §6.0): the phrase goes, and so does
every card's reference to it, in one undo step; nothing is left naming it."""

from __future__ import annotations

from editor.editing.deck import RemoveKeyPhrase
from editor.model.deck import KeyPhrase, SoloCard, SoloDeck
from editor.model.text import Text
from tests.editing.helpers import board_document, do_undo_redo

NEAREST = KeyPhrase("nearest", Text.both("Nearest"))
WEAKEST = KeyPhrase("weakest", Text.both("Weakest"))


def _deck_document():
    cards = (
        SoloCard("c1", tile_numbers=(1,), key_phrase="nearest"),
        SoloCard("c2", tile_numbers=(2,), key_phrase="weakest"),
        SoloCard("c3", tile_numbers=(3,), key_phrase="nearest"),
    )
    return board_document(deck=SoloDeck("deck", cards=cards, key_phrases=(NEAREST, WEAKEST)))


def test_a_removed_phrase_leaves_no_card_naming_it():
    document = _deck_document()
    command = RemoveKeyPhrase("nearest")
    after = do_undo_redo(document, command)
    assert after.deck.key_phrases == (WEAKEST,)
    assert [c.key_phrase for c in after.deck.cards] == ["", "weakest", ""]
    assert command.cards == ["c1", "c3"]


def test_a_phrase_no_deck_has_is_left_alone():
    document = _deck_document()
    assert not document.execute(RemoveKeyPhrase("gone"))
    assert not board_document().execute(RemoveKeyPhrase("nearest"))
