"""Free-table geometry for the Eisdrachen (pas) and D20 (cm) rule systems.

On a free table figures stand at points, not in zones: this package measures between bases,
works out in three dimensions where a figure stands, where it can move and climb, what it sees,
with what cover and in which arc, and builds the ``overlay`` report of the command line;
``placing`` is the table editor's geometry. The rule systems differ only by the numbers of
``rules.TableRules``. Every query takes and returns millimetres; only :mod:`editor.table.units`
and the report speak the table's own unit. Pure Python (shapely, numpy); it must not import Qt,
SQLAlchemy or the zone-board engine.
"""
