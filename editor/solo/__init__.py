"""The villains' turn by the solo rules of eKko (SOLO_AI_SPEC §6): proposed, explained steps.

Pure Python over ``editor.model``, ``editor.board``, ``editor.dice`` and ``editor.game``; no Qt,
no SQLAlchemy. The engine (``engine.SoloEngine``) proposes one step at a time and changes the
game state only when the caller accepts it.
"""
