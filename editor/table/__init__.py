"""Free-table geometry for the Eisdrachen (pas) and D20 (cm) rule systems.

On a free table figures stand at points, not in zones: this package measures between bases,
works out where a figure can move, what it sees, with what cover and in which arc, and builds
the ``overlay`` report of the command line; ``placing`` is the table editor's geometry. Every
query takes and returns millimetres; only :mod:`editor.table.units` and the report speak the
table's own unit. Pure Python (shapely, numpy); it must not import Qt, SQLAlchemy or the
zone-board engine.
"""
