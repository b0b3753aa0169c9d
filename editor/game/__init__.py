"""A game in play: its document, its saved form, its log and replay, and its rules of play.

Generic, whatever the rule system: ``document`` (``GameDocument``: the scenario played, the seed
and options, the player's actions, their history and take back, change records), ``saved``
(the JSON form the library stores after every action), ``summary`` (what the library lists a
game by) and ``log`` (the Markdown log with its replayable record, read back and replayed).

Specific to zone boards with the solo AI: ``zone_solo`` (the game state, the setup from a
scenario, the mission end, the player's actions, the heroes' turn, the rolls and the rules of
play that the document asks). Pure Python: no Qt, no SQLAlchemy, no store.
"""
