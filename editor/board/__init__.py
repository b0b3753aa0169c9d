"""The zone-board engine (SOLO_AI_SPEC §1, PRODUCT §2b): adjacency, movement costs, least-cost
paths, line of sight, reading order and the overlay models the UI draws; and the geometry of
the board editor (snapping, cutting and merging outlines, what its scene draws).

Pure Python on networkx, shapely 2 and numpy: nothing here may import Qt (PySide6, shiboken6),
SQLAlchemy or ``editor.ui``/``editor.store``; a test enforces it. Every module works on the
frozen model of ``editor.model`` and returns plain ids and numbers. Import the modules directly
(``from editor.board.paths import shortest_paths``): this file stays empty so that importing
one part does not pull in shapely for the others.
"""
