"""The layer of rule-system plug-ins: one package per rule system (``eisdrachen``, ``d20``),
each supplying what only it knows — its odds today; its profile template, board kind, turn
structure, actions and card templates as they move here (PRODUCT §2, §6).

Nothing outside a plug-in tests a rule system's name: the editor, the play window, the checker,
the cards and the command line ask the plug-in. What serves every system (the exact loss
odds and their JSON form, the checks of the numbers an engine is given) lives in this package's
own modules. Pure core: no Qt, no SQLAlchemy, no argparse.
"""
