"""The editors' named commands (PRODUCT §6: every edit is a named command of the core).

Each edit the zone-board and free-table editors make is a verb-noun command here
(``DeleteSelection``, ``SplitZone``, ``MergeZones``, ``MoveCorner``, ``PaintTerrain``,
``SetElevation``, ``PlaceFigure``, ``AddTerrainPiece``, ``TurnFigure``…), tested without Qt;
the Qt tools only turn gestures into them. A command built from several value changes is an
``Edit`` (``editor.editing.edit``): one undo step that leaves nothing pointing nowhere, whose
change record names every path it changed. A refusal is a ``SkirmishError`` with a message key
of ``resources/messages.toml``, raised before anything changes.

Modules by concept: ``zones`` (draw, move, delete, markers, reinforcement), ``corners``
(reshaping outlines), ``cuts`` (split and merge), ``terrain`` (painting terrain and
elevation), ``borders`` (borders, walls and line-of-sight overrides), ``tokens`` (objectives
and figures in zones), ``background`` (the scan behind the board), ``table_pieces`` and
``table_tokens`` (the free table). Pure Python: must not import Qt or SQLAlchemy.
"""
