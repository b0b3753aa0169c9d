"""The free-table editor (Eisdrachen in pas, D20 in cm): terrain pieces and figures with facing.

It reuses the zone-board editor's view, tool base and pens (``editor.ui.board``) and adds what a
free table needs: polygons of terrain instead of zones, figures at points with a facing, a grid
and a measuring tape in the table's own unit.
"""
