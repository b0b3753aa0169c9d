"""Plural forms of the core's message catalogue: "1 energy cube", "3 energy cubes", « 0 cube ».

A key that counts something names the counting parameter in ``count`` and gives ``one`` and
``other`` forms in both languages; ``translate`` picks the form by the language's CLDR rule
(English "one" is 1, French "one" is 0 and 1). The test over the whole catalogue checks every
plural entry, and that no text puts a number placeholder before a counted noun without forms.
"""

from __future__ import annotations

import re

import pytest

from editor.messages import (
    LANGUAGES,
    PLURAL_FORMS,
    catalogue,
    placeholders,
    plural_category,
    plurals,
    translate,
)

COUNTED = {
    "en": (
        r"energy cubes?|cubes?|successe?s?|movement points?|life points?|reinforcement points?|"
        r"points?(?! to)|wounds?|dice|tiles?|activations?|redraws?|zones?|figures?|units?|"
        r"cards?|turns?|times|faces?|slots?|heroes|villains?|values?|results?|levels?|"
        r"characters?|bytes?|pixels?|(?:friendly )?bases?|files?|actions?|shots?"
    ),
    "fr": (
        r"cubes?|succès|points?|blessures?|dégâts?|dés|tuiles?|activations?|nouveaux tirages|"
        r"zones?|figurines?|unités?|cartes?|tours?|fois|faces?|emplacements?|héros|vilains?|"
        r"valeurs?|résultats?|niveaux?|caractères?|octets?|pixels?|socles?|fichiers?|actions?|"
        r"tirs?"
    ),
}
"""Nouns whose form depends on the number before them (units of measure such as mm, MP/PM
read the same for any number)."""
LIMITS = {"limit", "max", "size", "length", "pixels"}
"""Parameters that are limits or sizes of hostile input, never 0 or 1."""


def counted_placeholders(text: str, lang: str) -> set[str]:
    """The placeholders of ``text`` written just before a counted noun, or before "(s)"."""
    found = {m.group(1) for m in re.finditer(r"\{(\w+)\} (?:" + COUNTED[lang] + r")\b", text)}
    found |= {m.group(1) for m in re.finditer(r"\{(\w+)\} \w+\(s\)", text)}
    return found - LIMITS


@pytest.mark.parametrize("key", sorted(plurals()))
def test_every_plural_entry_has_both_forms_in_both_languages(key):
    """The count may be left out of a form that says it in words ("the tile in slot 2")."""
    plural = plurals()[key]
    assert re.fullmatch(r"[a-z_]+", plural.count), f"{key}: count names no parameter"
    used = set()
    for lang in LANGUAGES:
        forms = plural.forms.get(lang, {})
        assert set(forms) == set(PLURAL_FORMS), f"{key} [{lang}] forms: {sorted(forms)}"
        for form in PLURAL_FORMS:
            text = forms[form]
            assert text.strip(), f"{key} [{lang}.{form}] is empty"
            used.add(frozenset(placeholders(text) - {plural.count}))
    assert len(used) == 1, f"{key}: the forms do not use the same placeholders"


def test_no_text_counts_a_noun_without_plural_forms():
    problems = []
    for key, texts in sorted(catalogue().items()):
        plural = plurals().get(key)
        for lang in LANGUAGES:
            forms = plural.forms[lang].values() if plural else (texts[lang],)
            for text in forms:
                left = counted_placeholders(text, lang) - ({plural.count} if plural else set())
                if left:
                    problems.append(f"{key} [{lang}]: {sorted(left)} in “{text}”")
    assert not problems, "counted nouns without plural forms:\n" + "\n".join(problems)


def test_cldr_categories_of_french_and_english():
    assert [plural_category("en", n) for n in (0, 1, 2, 21)] == ["other", "one", "other", "other"]
    assert [plural_category("fr", n) for n in (0, 1, 2, 21)] == ["one", "one", "other", "other"]


def test_translate_chooses_the_form_by_the_count():
    key = "solo.upkeep"
    one = translate(key, "en", turn=2, recovered=1, reserve=4, spent=0)
    many = translate(key, "en", turn=2, recovered=3, reserve=6, spent=0)
    assert "recover 1 energy cube " in one and "recover 3 energy cubes " in many
    assert "récupèrent 0 cube d’énergie " in translate(key, "fr", turn=1, recovered=0,
                                                      reserve=8, spent=0)
    assert "récupèrent 2 cubes d’énergie " in translate(key, "fr", turn=1, recovered=2,
                                                       reserve=8, spent=0)


def test_one_helper_of_the_synergy_is_one_base():
    """« La Synergie lors des corps à corps » with one friend in contact: read in a real game
    window as "1 friendly bases" before the check knew the noun."""
    key = "d20.modifier.synergy"
    assert translate(key, "en", count=1) == "Synergy of 1 friendly base in contact"
    assert translate(key, "en", count=2) == "Synergy of 2 friendly bases in contact"
    assert translate(key, "fr", count=1) == "Synergie de 1 socle ami au contact"


def test_a_count_that_is_no_number_reads_the_other_form():
    assert "recover - energy cubes" in translate("solo.upkeep", "en", recovered="-", turn=1,
                                                 reserve=0, spent=0)


def test_an_attack_kind_reads_in_the_language_of_the_text():
    """``{attack:@attack}`` is the term ``terms.attack.<kind>``: no "ranged" in a French text."""
    params = {"figure": "Eel 1", "target": "Nila", "armor": 0, "successes": 2}
    assert "Nila (ranged): 2 successes" in translate("solo.attack.defended", "en", attack="ranged",
                                                     **params)
    french = translate("solo.attack.defended", "fr", attack="ranged", **params)
    assert "Nila (à distance) : 2 succès" in french and "ranged" not in french
    assert "(corps à corps)" in translate("solo.attack.blocked", "fr", attack="melee", **params)
    assert "Nila (-) :" in translate("solo.attack.blocked", "fr", attack="-", **params)


def test_every_attack_placeholder_is_a_term_with_both_languages():
    for key, texts in catalogue().items():
        for lang in LANGUAGES:
            assert "{attack}" not in texts[lang], f"{key} [{lang}] shows the raw attack kind"
    for kind in ("melee", "ranged"):
        assert set(catalogue()[f"terms.attack.{kind}"]) == set(LANGUAGES)



SIDE_PARAMETERS = re.compile(r"\{(side|next_side|winner|defenders)\} [a-zà-ÿ]")
"""A side's name followed by a word: a verb that agrees with it, which no form can get right
for both « les héros » (plural) and « le troisième camp » (singular)."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_table_game_text_conjugates_a_verb_with_a_side(lang):
    """The free-table sides are named « les héros », « les vilains » and « le troisième camp »:
    a text cannot follow one with a verb (« le troisième camp jouent »), so the sentences put
    the side after a colon or in brackets. (In the solo AI's texts ``winner`` is a character.)"""
    offending = [
        key
        for key, texts in catalogue().items()
        if not key.startswith("solo.")
        for text in (plurals()[key].forms[lang].values() if key in plurals() else (texts[lang],))
        if SIDE_PARAMETERS.search(text)
    ]
    assert offending == []


def test_the_third_side_starts_a_game_in_good_french():
    line = translate("table_game.log.setup", "fr", seed=3, side="le troisième camp")
    assert line == "Nouvelle partie, graine 3 ; premier camp à jouer : le troisième camp."
