"""Play mode (issue 8): a guided solo game, the app playing the villains beside a physical table.

``game.Game`` is the game document: the scenario as it was at start, the seed, the options and
the player's actions (``actions``), with its own history (taking back never touches the
scenario). ``record`` writes and replays game logs. Pure Python: no Qt, no SQLAlchemy.
"""
