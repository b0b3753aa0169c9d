"""The play mode (PRODUCT §4 "Play"): a guided solo game on a zone board, beside the physical table.

For the main window: ``play_mode.PlayMode`` (the central widget of a game: ``show_setup``,
``start_new``, ``resume``, ``take_back``, ``export_log``) and ``games_view.GamesView`` (the
library's saved games: ``resume_requested``, ``game_abandoned``). The game itself is
``editor.game.document.GameDocument``; this package only shows it and turns gestures into its
actions.
"""
