"""Card printing, pure part: page geometry in millimetres, text fitting, templates as data and
the fields a template shows, taken from the scenario model.

Nothing here imports Qt (the renderer in ``editor.ui.cards`` does the drawing) or SQLAlchemy,
so the layout maths are tested exactly and the command line can plan a print headless.
"""
