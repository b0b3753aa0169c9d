"""The layer of rule-system plug-ins (PRODUCT §2, §6): one package per rule system, behind one
interface (``registry.RuleSystemPlugin``), and the entry points that need a plug-in.

``zone_solo`` (zone boards and the solo AI's game), ``eisdrachen`` and ``d20`` (free tables)
are registered here on import; ``table_game`` is what both free-table plug-ins share (the
state, the actions, the evaluation with its exact odds, the dice stages, the engine and the
overlays); ``engine`` the interface of a game's rules of play; ``checking`` the checker with
the rule system's own checks; ``odds`` and ``mission_text`` what serves every system. Nothing
outside a plug-in tests a rule system's name: the editor, the play window, the checker, the
cards and the command line ask ``registry.plugin_for(scenario)``. Pure core: no Qt, no
SQLAlchemy, no argparse.
"""

from editor.rules.d20.plugin import D20Plugin
from editor.rules.eisdrachen.plugin import EisdrachenPlugin
from editor.rules.registry import plugin, plugin_for, plugins, register
from editor.rules.zone_solo.plugin import ZoneSoloPlugin

__all__ = ["plugin", "plugin_for", "plugins", "register"]

for _builtin in (ZoneSoloPlugin(), EisdrachenPlugin(), D20Plugin()):
    register(_builtin)
