"""The French title of the solo rule behind each rule ID, as printed in the rules.

A villain step names the rules that decided it (``Step.rule_ids``, the IDs of SOLO_AI_SPEC);
the play window shows each with the title of its section in the French solo rules
(``rules/solo-ai-ekko.fr.txt``), so a player can find the paragraph in the booklet. The titles
are quotations of the French rules, the same in both UI languages, as the explanations quote
them (« Règle d’or »). Ambiguity settings (``AMB-n``) are named as such.

The section « Tour des vilains » holds several rules, one sentence each: each of those rules is
cited by its own sentence (``RULE_QUOTES``) after the section's title, so the upkeep, the card,
the leader, the tile and the icons do not all read « Tour des vilains ».
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


RULE_QUOTES: dict[str, str] = {
    "SOLO-VT-1": "Tirer une carte depuis le deck solo pendant la phase d’entretien",
    "SOLO-VT-2": "Le numéro sur la carte correspond à la tuile à activer dans la rivière",
    "SOLO-VT-3": "Activer les tuiles en commençant par le numéro en haut de la carte",
    "SOLO-VT-4": (
        "Si la carte a le symbole de leader […], activer chaque tuile de vilain avec ce symbole"
    ),
    "SOLO-VT-5": (
        "S’il n’y a pas de leader ou qu’ils ont tous été neutralisés, jeter la carte et en "
        "tirer une nouvelle"
    ),
    "SOLO-VT-6": "l’IA active chaque personnage lié à la tuile activée",
    "SOLO-VT-7": (
        "Pour chaque personnage, l’IA va essayer d’activer l’une des icônes en commençant par "
        "l’icône la plus à gauche"
    ),
}
"""The sentence of « Tour des vilains » each of its rules is (``[…]``: the leader symbol's
picture in the text)."""


def rule_title(rule_id: str) -> str | None:
    """The French section title of ``rule_id`` (``SOLO-MV-3`` → « Déplacement personnage »)."""
    parts = rule_id.split("-")
    for end in range(len(parts), 0, -1):
        title = RULE_TITLES.get("-".join(parts[:end]))
        if title is not None:
            return title
    return None


def rule_line(rule_id: str) -> str:
    """``SOLO-MV-3 « Déplacement personnage »`` (with its own sentence for a rule of « Tour des
    vilains »), or the bare ID when it has no title."""
    title = rule_title(rule_id)
    if not title:
        return rule_id
    quote = RULE_QUOTES.get(rule_id)
    return f"{rule_id} « {title} » — « {quote} »" if quote else f"{rule_id} « {title} »"
