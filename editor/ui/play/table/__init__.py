"""The play window on free tables (PRODUCT §4 "Play (free tables: Eisdrachen, D20)").

The same play mode shell as zone boards (``editor.ui.play.play_mode``) shows a free-table game
with these parts: the table to scale with every figure's base, height and facing where the game
state has them (``figures``), the play tool that selects, drags and turns figures (``tool``),
the overlay models of the selected figure computed off the GUI thread (``models``,
``compute``) and drawn through one lookup table (``overlay_layer``, ``canvas``) with their
toggles and legend (``legend``), all composed by ``board``. The rules themselves are the
rule-system plug-in's: this package only shows the game and turns gestures into its actions.
"""
