"""A game in progress: the serialisable state of a solo game and its setup from a scenario.

Pure Python (no Qt, no SQLAlchemy); the state goes through ``editor.model.codec``.
"""
