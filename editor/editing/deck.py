"""Key phrases of the solo deck (SOLO_AI_SPEC §6.0, the tie-break key phrase printed on a
card; PRODUCT §4 "Solo deck editor: every field of a solo card").

A key phrase is shared: each card names one by id, and the deck holds their texts, criterion
and preference. Removing a phrase from the deck must leave no card naming it (the checker
would then report a card whose tie-break names nothing), so the cards that printed it are left
without one, in the same undo step; the checker then asks the author for a phrase where one is
needed. Pure Python: must not import Qt or SQLAlchemy.
"""

from __future__ import annotations

from editor.documents.addresses import ById
from editor.editing.edit import Edit, Plan

PHRASES = ("deck", "key_phrases")


class RemoveKeyPhrase(Edit):
    """Remove the key phrase ``phrase_id`` from the deck, and from every card that names it.
    A deck without that phrase (or without a deck) is left alone. ``cards`` lists the cards
    that lost it once planned."""

    label = "deck.remove_key_phrase"

    def __init__(self, phrase_id: str):
        super().__init__()
        self.phrase_id = phrase_id
        self.cards: list[str] = []

    def plan(self, plan: Plan) -> None:
        deck = plan.scenario.deck
        if deck is None:
            return
        index = next((i for i, p in enumerate(deck.key_phrases) if p.id == self.phrase_id), None)
        if index is None:
            return
        self.cards = [card.id for card in deck.cards if card.key_phrase == self.phrase_id]
        for card_id in self.cards:
            plan.set(("deck", "cards", ById(card_id), "key_phrase"), "")
        plan.remove(PHRASES, index)
