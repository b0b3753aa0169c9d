"""The zone-solo game (PRODUCT §2.1, SOLO_AI_SPEC): what changes during a game on a zone board
whose villains the solo AI plays, and the rules of play the game document asks.

``state`` (``GameState``: figures, energy, river, deck, objectives, the villain-turn agenda),
``setup`` (a new game from a scenario), ``end`` (the mission's end conditions), ``actions``
(what the player does, as JSON values), ``heroes`` (the heroes' turn), ``rolls`` (the rolls
with their exact odds and the physical dice) and ``play`` (``ZoneSoloPlay``: the state, the
villains' proposals, the resolution of every action). The solo AI (``editor.solo``) reads and
writes ``state``; nothing here imports the generic game modules. Pure Python: no Qt, no
SQLAlchemy.
"""
