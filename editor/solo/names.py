"""Readable names for the ids in AI explanations: "Eel 2 moves Market quay → Fountain Square"
rather than "eel-2 moves market-quay → fountain-square".

Steps carry ids (they are data, and the headless command line and the golden cases compare
them); the play window and the game log show them to a player, who knows the characters,
places and dice by their names. ``Names`` maps the scenario's ids to its authored names and
rewrites a message's parameters: a parameter that is an id, a path of ids joined by " → " or a
list of ids joined by ", " (the characters of a tile, the tiles of a card) becomes the names
(authored ``Text``, rendered in the reader's language). Pure Python.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from editor.messages import translate
from editor.model.scenario import Scenario
from editor.model.text import Text

ARROW = " → "
COMMA = ", "


def _join(joint: str, names: list[str], lang: str) -> str:
    """Names joined as the ids were; a list whose names hold commas themselves ("Nila Vey, the
    Courier") is joined by semicolons, so the reader can still tell the names apart."""
    if joint == COMMA and any("," in name for name in names):
        joint = " ; " if lang == "fr" else "; "
    return joint.join(names)


class Names:
    def __init__(self, names: Mapping[str, Text]):
        self._names = dict(names)

    @classmethod
    def of(cls, scenario: Scenario) -> Names:
        """Dice, events, tiles, objectives, zones, then figures (a figure wins an id clash)."""
        names: dict[str, Text] = {}
        mission = scenario.mission
        dice = scenario.dice.dice if scenario.dice else ()
        for items in (dice, mission.events, scenario.river.tiles if scenario.river else (),
                      scenario.objectives, getattr(scenario.board, "zones", ())):
            for item in items:
                name = getattr(item, "name", None)
                if isinstance(name, Text) and (name.fr or name.en):
                    names[item.id] = name
        shared = Counter(figure.unit for figure in scenario.figures)
        rank: Counter[str] = Counter()
        for figure in scenario.figures:
            unit = scenario.unit(figure.unit)
            if unit is None or not (unit.name.fr or unit.name.en):
                continue
            rank[figure.unit] += 1
            if shared[figure.unit] == 1:
                names[figure.id] = unit.name
            else:
                number = figure.number or rank[figure.unit]
                names[figure.id] = Text(f"{unit.name.get('fr')} {number}",
                                        f"{unit.name.get('en')} {number}")
        return cls(names)

    def name(self, value: Any) -> Any:
        """``value`` with ids replaced by names; anything else unchanged."""
        if not isinstance(value, str):
            return value
        if value in self._names:
            return self._names[value]
        for joint in (ARROW, COMMA):
            if joint in value:
                parts = value.split(joint)
                if all(part in self._names for part in parts):
                    return Text(*(_join(joint, [self._names[p].get(lang) for p in parts], lang)
                                  for lang in ("fr", "en")))
        return value

    def params(self, params: Mapping[str, Any]) -> dict[str, Any]:
        return {key: self.name(value) for key, value in params.items()}

    def text(self, key: str, params: Mapping[str, Any], lang: str) -> str:
        """The catalogue text of ``key`` with names in place of ids."""
        return translate(key, lang, **self.params(params))
