"""The titles of the rule systems for lists, known before their plug-ins are imported.

The library list shows each scenario's rule system by its plug-in's short title (the catalogue
key ``<title_key>.short``). Importing the three plug-ins only to read three titles would cost
a cold start ~90 ms (PRODUCT §5), so the title key of each built-in plug-in is declared here
beside the model's built-in systems (``systems``), and a test checks that it is the key each
plug-in declares (``RuleSystemPlugin.title_key``). ``editor.rules.registry`` declares every
plug-in it registers (a fourth system, a test's toy one, is listed with its own title) and
withdraws the ones it unregisters. Nothing here tests a rule system's name: it is a table.
Imports the messages only (no model module beyond this one, no plug-in).
"""

from __future__ import annotations

from editor.messages import translate
from editor.model.text import Text

BUILT_IN_TITLE_KEYS = {
    "zone-solo": "rules.system.zone_solo",
    "eisdrachen": "rules.system.eisdrachen",
    "d20": "rules.system.d20",
}
"""Name → ``title_key`` of the plug-ins ``editor.rules`` registers on import."""

_TITLE_KEYS = dict(BUILT_IN_TITLE_KEYS)


def declare_title(name: str, title_key: str) -> None:
    """Rule system ``name`` is titled by the catalogue keys ``title_key`` + ``.short``."""
    _TITLE_KEYS[name] = title_key


def withdraw_title(name: str) -> None:
    """Forget the title of rule system ``name`` (its plug-in unregistered)."""
    _TITLE_KEYS.pop(name, None)


def short_title(name: str) -> Text | None:
    """The short title of rule system ``name`` in both languages; None when none is known."""
    key = _TITLE_KEYS.get(name) if isinstance(name, str) else None
    if key is None:
        return None
    return Text(fr=translate(f"{key}.short", "fr"), en=translate(f"{key}.short", "en"))
