"""The villains' turn by the solo rules of eKko (SOLO_AI_SPEC §6): proposed, explained steps.

Pure Python over ``editor.model``, ``editor.board``, ``editor.dice`` and the zone-solo game
state (``editor.rules.zone_solo``); no Qt, no SQLAlchemy, and (the command-line code of
``command`` and ``cases`` aside) never the game document, the store or the command line. The
engine (``engine.SoloEngine``) proposes one step at a time and changes the game state only when
the caller accepts it; ``threat`` is the overlay of what the villains could attack next turn.
"""
