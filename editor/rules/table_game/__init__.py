"""What the two free-table plug-ins (Eisdrachen, D20) share: a game on a table in cm or pas.

``state`` (``TableState``: figures with position, facing, PV or PC lost, statuses and actions
used; turn, side, phase, the random counter, the verdict), ``actions`` (``TableAction``, the
one value the play window, the command line, the saved game and the log use), ``evaluation``
(reasons, modifiers and dice stages citing the French section titles; offers; the log step),
``game`` (the fixed context and the setup), ``turns`` (sides and phases), ``action_rule`` (one
action of a plug-in: one small module), ``moving`` and ``phases`` (the move and the end of a
phase, both systems'), ``engine`` (``TableEngine``), ``overlays`` (what the table shows for a
selected figure), ``end`` (the mission's end), ``plugin`` (``TablePlugin``). Nothing here names
a rule system. Pure core: no Qt, no SQLAlchemy.
"""
