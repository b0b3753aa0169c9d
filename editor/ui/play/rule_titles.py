"""The French title of the solo rule behind each rule ID, as printed in the rules.

A villain step names the rules that decided it (``Step.rule_ids``, the IDs of SOLO_AI_SPEC);
the play window shows each with the title of its section in the French solo rules
(``rules/solo-ai-ekko.fr.txt``), so a player can find the paragraph in the booklet. The titles
are quotations of the French rules, the same in both UI languages, as the explanations quote
them (« Règle d’or »). Ambiguity settings (``AMB-n``) are named as such.
"""

from __future__ import annotations

RULE_TITLES: dict[str, str] = {
    "SOLO-VT": "Tour des vilains",
    "SOLO-EV": "Événements",
    "SOLO-RF": "Renforts",
    "SOLO-HA": "Héros & alliés",
    "SOLO-GR": "Règle d’or",
    "SOLO-TIE": "Règles pour égalité",
    "SOLO-MV": "Déplacement personnage",
    "SOLO-ML": "Attaque au corps à corps",
    "SOLO-RG": "Attaque à distance",
    "SOLO-AD": "Se déplacer vers les héros",
    "SOLO-DF": "Défendre les objectifs de héros",
    "SOLO-VO": "Se déplacer vers un objectif de vilain",
    "SOLO-DR": "Jet de défense et relance",
    "SOLO-CL": "Dépolluer la rivière",
    "SOLO-MA": "Vilains avec attaques multiples",
    "SOLO-HM": "Difficulté – mode difficile",
}


def rule_title(rule_id: str) -> str | None:
    """The French section title of ``rule_id`` (``SOLO-MV-3`` → « Déplacement personnage »)."""
    parts = rule_id.split("-")
    for end in range(len(parts), 0, -1):
        title = RULE_TITLES.get("-".join(parts[:end]))
        if title is not None:
            return title
    return None


def rule_line(rule_id: str) -> str:
    """``SOLO-MV-3 « Déplacement personnage »``, or the bare ID when it has no title."""
    title = rule_title(rule_id)
    return f"{rule_id} « {title} »" if title else rule_id
