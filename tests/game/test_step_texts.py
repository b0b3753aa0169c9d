"""Villain steps read clearly: the tiles a card activates by their names, no internal key, a
villain that stays is not said to move for 0 MP, each rule of « Tour des vilains » cited by its
own sentence, and counts with their plural forms."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from editor.game.document import GameDocument
from editor.game.log import log_lines
from editor.messages import catalogue, placeholders, plurals, translate
from editor.rules.zone_solo.actions import Accept, EndHeroTurn
from editor.solo.cases import actual_steps, load_case
from editor.ui.play.rule_titles import RULE_QUOTES, rule_line

ROOT = Path(__file__).resolve().parents[2]
RULES = Path("/work/shared/rules/solo-ai-ekko.fr.txt")
"""The French solo rules (the specification, kept outside the repository)."""
CASES = ROOT / "tests" / "solo" / "cases"


def first_turn(night_market, seed: int) -> GameDocument:
    game = GameDocument.new(night_market, seed)
    game.apply(EndHeroTurn())
    for _ in range(3):  # upkeep, card, tile
        game.apply(Accept())
    return game


def test_the_card_step_names_the_tiles_it_activates(night_market):
    game = GameDocument.new(night_market, 7)
    game.apply(EndHeroTurn())
    game.apply(Accept())  # upkeep
    step = game.play.proposal()
    assert step.kind == "draw"
    for lang, tile in (("en", "Lookouts"), ("fr", "Guetteurs")):
        text = step.text(lang, game.play.names)
        assert text.endswith(f": {tile}.") or text.endswith(f" : {tile}.")
        assert "slot:tile" not in text and "emplacement:tuile" not in text
        assert not re.search(r"\d+:[a-z-]+", text), text  # no "2:lookouts" pair
    assert step.params["targets"] == "2:lookouts"  # the data keeps its ids for the trace


def test_a_tile_lists_its_characters_by_their_names(night_market):
    game = GameDocument.new(night_market, 7)
    game.apply(EndHeroTurn())
    game.apply(Accept())
    game.apply(Accept())
    text = game.play.proposal().text("en", game.play.names)
    assert "Crossbow lookout 1, Crossbow lookout 2." in text and "crossbow-1" not in text


@pytest.mark.parametrize("case", ["dr1-rerolls", "ma-burst", "amb30-advance-stuck-resolves"])
def test_a_villain_that_stays_is_not_said_to_move(case):
    data, scenario = load_case(CASES / case)
    stays = [s for s in actual_steps(scenario, data) if s.key.endswith("_stay")]
    assert stays
    for step in stays:
        en, fr = step.text("en"), step.text("fr")
        assert "0 MP" not in en and "0 PM" not in fr and " moves " not in en
        assert step.params["zone"] in en and ("does not move" in en or "stays" in en)
        assert "ne se déplace pas" in fr or "reste en" in fr


def test_each_villain_turn_rule_is_cited_by_its_own_sentence():
    quotes = list(RULE_QUOTES.values())
    assert len(set(quotes)) == len(quotes)
    for rule, quote in RULE_QUOTES.items():
        assert rule_line(rule) == f"{rule} « Tour des vilains » — « {quote} »"
    cited = set()
    for key, texts in catalogue().items():
        for lang in ("fr", "en"):
            for rule in re.findall(r"(SOLO-VT-\d) « Tour des vilains »", texts[lang]):
                assert f"{rule} « Tour des vilains » — « {RULE_QUOTES[rule]} »" in texts[lang], key
                cited.add(rule)
    assert {"SOLO-VT-1", "SOLO-VT-2", "SOLO-VT-4", "SOLO-VT-5", "SOLO-VT-6"} <= cited


@pytest.mark.skipif(not RULES.exists(), reason=f"the French rules are not at {RULES}")
def test_the_sentences_cited_are_the_french_rules_word_for_word():
    rules = re.sub(r"\s+", " ", RULES.read_text(encoding="utf-8"))
    for rule, quote in RULE_QUOTES.items():
        for part in quote.split(" […]"):
            assert part.strip(" ,") in rules, f"{rule}: {part!r} is not in the French rules"


def test_the_log_counts_in_the_right_forms(night_market):
    text = translate("solo.attack.defended", "en", figure="x", target="y", attack="ranged",
                     successes=1, armor=0)
    assert "1 success against" in text
    assert "1 succès contre" in translate("solo.attack.defended", "fr", figure="x", target="y",
                                          attack="ranged", successes=1, armor=0)
    game = first_turn(night_market, 7)
    log = "\n".join(log_lines(game, "en"))
    assert "0 energy cubes" in log  # the hard-mode-free sample pays for its tile
    assert not re.search(r"\b1 (energy cubes|successes|cubes)\b", log)


def test_every_plural_key_reads_one_and_many():
    for key, plural in plurals().items():
        params = {name: "-" for name in placeholders(catalogue()[key]["en"])}
        one = translate(key, "en", **{**params, plural.count: 1})
        many = translate(key, "en", **{**params, plural.count: 2})
        forms = {f: re.sub(r":@\w+\}", "}", t) for f, t in plural.forms["en"].items()}
        assert one == forms["one"].format(**{**params, plural.count: 1}), key  # "-": no term
        assert many == forms["other"].format(**{**params, plural.count: 2}), key


def test_the_end_step_says_why_in_words():
    """The step that ends the mission names its condition, never the program's value."""
    from editor.model.mission import ConditionKind

    for kind in ConditionKind:
        assert set(catalogue()[f"terms.end.{kind.value}"]) == {"en", "fr"}
    french = translate("game.end.defeat", "fr", turn=9, reason="turn_limit_reached")
    assert french == ("La mission se termine au tour 9 : les héros perdent "
                      "(la limite de tours atteinte).")
    english = translate("game.end.victory", "en", turn=4, reason="all_villains_neutralized")
    assert english == "The mission ends at turn 4: the heroes win (every villain neutralized)."


def test_dice_and_burst_kinds_read_as_words(night_market):
    """A rerolled die by the dice set's name, the burst icon's attack kinds as words."""
    from editor.solo.names import Names

    names = Names.of(night_market)
    params = {"rule": "SOLO-DR-1", "die": "red", "before": 0, "after": 3}
    french = names.text("dice.reroll.paid", params, "fr")
    assert "sur un dé Rouge, le premier" in french and "red" not in french
    assert "a blank Red die" in names.text("dice.reroll.paid", params, "en")
    burst = {"rule": "SOLO-MA", "burst": "melee, ranged", "attack": "melee"}
    assert ("« burst » (corps à corps, à distance) désigne l’attaque corps à corps."
            in names.text("solo.burst", burst, "fr"))
    assert "the burst icon (melee, ranged) selects the melee attack." in names.text(
        "solo.burst", burst, "en")
