"""House actions: « la liste qui suit est non-exhaustive et peut être complétées d'actions
faites-maison »: an action the author adds as data, played like the text's; the odds of its d6
table worked out by hand (each face 1/6)."""

from __future__ import annotations

from dataclasses import replace

from editor.model import HouseAction, Text
from editor.model.validation import validate
from tests.cli.test_play_commands import run, run_json
from tests.rules.table_play import act, duel, game, keys

NOTHING = Text(fr="rien", en="nothing")
ONE_MORE = Text(fr="une action de plus", en="one more action")
ORDERS = HouseAction(
    "orders", Text(fr="Crier des ordres", en="Shout orders"),
    effect=Text(fr="La cible agit aussitôt.", en="The target acts at once."),
    distance_pas=6.0, table=(NOTHING, NOTHING, NOTHING, NOTHING, ONE_MORE, ONE_MORE))
"""Within 6 pas; faces 1 to 4 nothing, 5 and 6 one more action."""
PRAYER = HouseAction("rest", Text(fr="Se reposer", en="Rest"))


def _scenario(distance_pas: float = 5.0):
    return replace(duel(distance_pas=distance_pas), house_actions=(ORDERS, PRAYER))


def test_house_action_with_a_distance_and_a_roll():
    """« faites-maison »: the Bleu 5 pas off is within the 6 pas of the orders; before the
    roll, nothing 4/6 = 2/3, one more action 2/6 = 1/3; the effect is shown; the die 5 reads
    « une action de plus », logged with the effect, and the action is one of the turn's."""
    play = game(_scenario())
    offers = {o.name: o for o in play.engine.offers(play.state, "vet")}
    assert offers["house_orders"].title.get("fr") == "Crier des ordres"
    shown = play.engine.evaluate(play.state, act("house_orders", "vet", target="bleu"))
    assert shown.legal and shown.stages[0].count == 1
    assert [(o["name"]["en"], o["chance"]) for o in shown.odds["outcomes"]] == [
        ("nothing", "2/3"), ("one more action", "1/3")]
    assert keys(shown) == ["eisdrachen.house_effect"] and shown.reasons[0].rule == (
        "Crier des ordres")
    assert play.apply(act("house_orders", "vet", target="bleu", dice=((5,),)))
    assert play.state.figure("vet").used == ("house_orders",)
    step = play.entries[-1].step
    assert step.text("fr") == ("Veteran : Crier des ordres sur Bleu, dé 5 : une action de plus."
                               " La cible agit aussitôt.")


def test_house_action_out_of_its_distance_and_without_a_target():
    """The Bleu 8 pas off is beyond the 6; a house action without distance takes no target
    and no die."""
    play = game(_scenario(distance_pas=8.0))
    assert keys(play.engine.evaluate(play.state, act("house_orders", "vet", target="bleu"))) == [
        "eisdrachen.house_too_far"]
    rest = play.engine.evaluate(play.state, act("house_rest", "vet"))
    assert rest.legal and rest.stages == () and rest.odds is None
    before = play.state
    assert play.apply(act("house_rest", "vet"))
    play.take_back()
    assert play.state == before


def test_house_actions_are_checked_saved_and_played_by_action_apply(tmp_path):
    """A bad id and a table of 5 faces are refused by the check; the portable file keeps the
    house actions; ``action --apply`` plays one with its die and the log replays."""
    from editor.store.portable import read_scenario, write_scenario

    bad = replace(_scenario(), house_actions=(
        replace(ORDERS, id="Bad id"), replace(PRAYER, table=(NOTHING,) * 5)))
    found = {m.key for m in validate(bad)}
    assert {"validation.bad_house_id", "validation.house_table_faces"} <= found
    path = str(tmp_path / "house.skirmish")
    write_scenario(_scenario(), path)
    assert read_scenario(path)[0].house_actions == (ORDERS, PRAYER)
    log = str(tmp_path / "house.md")
    played = run_json("action", path, "--actor", "vet", "--action", "house_orders", "--target",
                      "bleu", "--dice", "6", "--apply", "-o", log)
    assert played["result"]["rules"] == ["Crier des ordres"]
    assert played["result"]["result"]["face"] == 6
    assert run("replay", log, path)[0] == 0
