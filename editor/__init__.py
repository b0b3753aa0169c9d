"""Skirmish Studio: scenario editor and solo play assistant for miniature skirmish games.

The package root holds the pure core (no Qt, no SQLAlchemy); Qt lives in ``editor.ui`` and
SQLAlchemy in ``editor.store``.
"""

__version__ = "0.1.0"
