"""« Les Attaques dans le dos » inside a melee (``rules/d20-skirmish.fr.txt``): the attacks from
behind first, then the opponents face each other, the defender choosing among several
attackers; and « répartir ses attaques » among the enemies a base touches. One test per rule,
each naming its French section; the numbers are worked out by hand from the text.

The guard (villain, Dφ 16, 9 PC) stands at (325, 400) facing west (270°); 25 mm bases touch at
25 mm. The bruisers (heroes, Càc 4, a hammer of Force 7): ``a`` at (300, 400), west of the
guard, in its frontal arc (180°); ``r`` at (350, 400), east of it, in its rear arc. Nobody has
moved, so each started its turn where it stands (« doivent forcément commencer dans l'arc
arrière »)."""

from __future__ import annotations

from dataclasses import replace

from editor.model import Side
from tests.rules.table_play import act, figure, keys, table, unit
from tests.rules.test_d20_play import BRUISER, GUARD, in_actions_phase

REAR_RULE = "Les Attaques dans le dos"


def guarded(front: bool = True, behind: bool = True, extra=()):
    figures = [figure("g", "guard", Side.VILLAIN, 325, 400, 270)]
    if front:
        figures.append(figure("a", "bruiser", Side.HERO, 300, 400, 90))
    if behind:
        figures.append(figure("r", "bruiser", Side.HERO, 350, 400, 270))
    figures += list(extra)
    return table("d20", [unit("bruiser", Side.HERO, BRUISER), unit("guard", Side.VILLAIN, GUARD)],
                 figures)


def test_les_attaques_dans_le_dos_a_frontal_strike_waits_for_the_attack_from_behind():
    """« Les adversaires se font face après que les attaques dans le dos aient été
    réalisées »: while ``r`` (behind the guard) may still strike it, ``a``'s frontal strike is
    refused, citing the rule and naming ``r``; ``r``'s strike is legal, with the +1 « Comme au
    tir »: 4 + 7 + 1 = 12; once it is made (a face of 1: 13 against 16, a miss), ``a`` may."""
    play = in_actions_phase(guarded())
    frontal = play.engine.evaluate(play.state, act("melee", "a", target="g"))
    assert keys(frontal) == ["d20.melee.rear_first"]
    (reason,) = frontal.reasons
    assert reason.rule == REAR_RULE and reason.params["figure"] == play.engine.game.name("r")
    back = play.engine.evaluate(play.state, act("melee", "r", target="g"))
    assert back.legal and back.odds["attack"] == 12
    assert [(m.key, m.value, m.rule) for m in back.modifiers] == [
        ("d20.modifier.rear", 1, REAR_RULE)]
    play.apply(act("melee", "r", target="g", dice=((1,),)))
    assert play.state.figure("g").lost == 0
    assert play.engine.evaluate(play.state, act("melee", "a", target="g")).legal


def test_les_attaques_dans_le_dos_remains_to_be_made_while_the_attacker_may_still_strike():
    """« Ils peuvent utiliser leurs armes de tirs ET leurs armes de càc »: after ``r``'s shot
    at the guard it may still strike, so its attack from behind still remains and ``a`` waits;
    once ``r`` has struck it has none left."""
    play = in_actions_phase(guarded())
    play.apply(act("shoot", "r", target="g", weapon=1, dice=((1,),)))
    assert keys(play.engine.evaluate(play.state, act("melee", "a", target="g"))) == [
        "d20.melee.rear_first"]
    play.apply(act("melee", "r", target="g", dice=((1,),)))
    assert play.engine.evaluate(play.state, act("melee", "a", target="g")).legal


def test_les_attaques_dans_le_dos_with_one_attacker_the_figure_faces_it_at_once():
    """« Les adversaires se font face »: the guard struck from behind by its only enemy in
    contact turns to face it: from (325, 400) to (350, 400) is east, 90°; the step says so. A
    strike from its front changes nothing."""
    play = in_actions_phase(guarded(front=False))
    play.apply(act("melee", "r", target="g", dice=((1,),)))
    assert play.state.figure("g").facing_deg == 90.0
    step = play.entries[-1].step
    assert step.key == "d20.step.melee_faced" and REAR_RULE in step.rules
    assert "is now faced by" in step.text("en") and "fait face" in step.text("fr")
    front = in_actions_phase(guarded(behind=False))
    front.apply(act("melee", "a", target="g", dice=((1,),)))
    assert front.state.figure("g").facing_deg == 270.0
    assert front.entries[-1].step.key == "d20.step.melee"


def test_les_attaques_dans_le_dos_the_defending_player_chooses_whom_to_face():
    """« Dans le cas de plusieurs attaquants, le joueur qui se défend choisit l'ennemi auquel
    il fait face »: after ``r``'s attack from behind the guard still touches ``a`` and ``r``;
    the step leaves the choice to the villains, whose guard may ``face`` ``r`` (90°) in the
    heroes' actions phase, free, not before the attack from behind. Facing ``r`` puts ``a``
    (where it started) in the guard's rear arc: its strike is now an attack from behind, +1."""
    play = in_actions_phase(guarded())
    assert keys(play.engine.evaluate(play.state, act("face", "g", target="r"))) == [
        "d20.face.rear_first"]
    play.apply(act("melee", "r", target="g", dice=((1,),)))
    assert play.entries[-1].step.key == "d20.step.melee_choose"
    assert play.state.figure("g").facing_deg == 270.0
    assert keys(play.engine.evaluate(play.state, act("face", "a", target="g"))) == [
        "d20.face.own_side"]
    offer = next(o for o in play.engine.offers(play.state, "g") if o.name == "face")
    assert offer.legal and offer.needs == ("target",)
    play.apply(act("face", "g", target="r"))
    guard = play.state.figure("g")
    assert guard.facing_deg == 90.0 and guard.used == ()
    assert play.entries[-1].step.key == "d20.step.face"
    strike = play.engine.evaluate(play.state, act("melee", "a", target="g"))
    assert strike.legal and strike.odds["attack"] == 12
    assert [m.key for m in strike.modifiers] == ["d20.modifier.rear"]


def test_les_attaques_dans_le_dos_face_needs_an_enemy_in_contact():
    play = in_actions_phase(guarded())
    play.apply(act("melee", "r", target="g", dice=((1,),)))
    far = replace(guarded(), figures=(*guarded().figures,
                                      figure("h", "bruiser", Side.HERO, 500, 400, 90)))
    play2 = in_actions_phase(far)
    play2.apply(act("melee", "r", target="g", dice=((1,),)))
    assert keys(play2.engine.evaluate(play2.state, act("face", "g", target="h"))) == [
        "d20.not_in_contact"]
    assert keys(play.engine.evaluate(play.state, act("face", "g", target="g"))) == [
        "table_game.friend"]


def test_les_attaques_dans_le_dos_the_attacker_shares_its_attack_among_the_bases_it_touches():
    """« l'attaquant [...] peut «socler» plusieurs figurines ennemies et répartir ses attaques
    comme il l'entend »: the D20 profile has no number of attacks, one action per actions
    phase (« 3. Les Tours et les Phases de jeu »): ``a``, touching the guard and a second one
    south of it (300, 425), may strike either; after one strike a second is refused."""
    second = figure("g2", "guard", Side.VILLAIN, 300, 425, 0)
    play = in_actions_phase(guarded(behind=False, extra=(second,)))
    for target in ("g", "g2"):
        assert play.engine.evaluate(play.state, act("melee", "a", target=target)).legal
    play.apply(act("melee", "a", target="g2", dice=((6,),)))
    # 4 + 7 + 6 = 17 against Dφ 16: 1 PC
    assert play.state.figure("g2").lost == 1
    assert keys(play.engine.evaluate(play.state, act("melee", "a", target="g"))) == [
        "d20.already_acted"]
